"""Replacement and prevention (wards.py; issue 24): wards, damage that cannot be dealt or is dealt to another creature
instead, constant replacements of a destruction or a return to hand, the order of several replacements of one
event (a decision of the active player), the effect's own "instead" for every op of cards.INSTEAD_OPS, the loader's
refusals, the text and the AI's figures. Each test cites its rule; positive and negative cases side by side."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from archonkit import Table, table
from eidolon.core.errors import PositionError
from eidolon.core.ruleset import SeatObservation
from eidolon.rulesets.archon.agents.levels import ArchonDesafiadora, ArchonIniciante
from eidolon.rulesets.archon.agents.policy import ArchonPolicy, View
from eidolon.rulesets.archon.cards import (
    INSTEAD_OPS,
    CardDataError,
    Effect,
    card_from_json,
    load_cards,
)
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import ChoiceKind, Verb, Zone
from eidolon.rulesets.archon.text import card_text
from eidolon.rulesets.archon.view import action_message


def _z(t: Table, seat: int, cid: str) -> Zone:
    return t.s.zone[t.u(seat, cid)]


def test_K59_K54_a_ward_is_spent_instead_of_damage_before_armor_and_then_damage_is_dealt() -> None:
    """K59: the ward replaces the next damage (K54: protection prevents damage before armor does, so the armor
    stays unspent); the next hit is dealt normally; a creature without a ward beside it takes its damage."""
    t = table({"hand": ["golpe-de-martelo", "golpe-de-martelo"]}, {"line": ["urso-das-veredas", "cervo-ancestral"]},
              house="brasa", status={"1:urso-das-veredas": {"ward": True}})
    bear, stag = t.u(1, "urso-das-veredas"), t.u(1, "cervo-ancestral")
    t.do(Verb.PLAY, t.u(0, "golpe-de-martelo"))
    t.do(Verb.PICK, target=bear)
    assert t.s.damage[bear] == 0 and not t.s.ward[bear] and t.s.armor_used[bear] == 0
    assert "ward_spent" in t.log_keys()
    t.do(Verb.PLAY, t.u(0, "golpe-de-martelo", 1))
    t.do(Verb.PICK, target=bear)
    assert t.s.damage[bear] == 3                                  # no ward left: dealt
    assert t.s.damage[stag] == 0


def test_K59_K58_a_ward_replaces_a_destruction_no_mark_no_destroyed_abilities() -> None:
    """K59: a destruction prevented by a ward makes no mark and triggers nothing (K58); the ward is gone, so the
    next destruction happens."""
    t = table({"hand": ["golpe-final", "golpe-final"]}, {"line": ["urso-das-veredas", "cervo-ancestral"]},
              house="cinza", status={"1:urso-das-veredas": {"ward": True}})
    t.do(Verb.PLAY, t.u(0, "golpe-final"))
    assert _z(t, 1, "urso-das-veredas") == Zone.LINE and not t.s.ward[t.u(1, "urso-das-veredas")]
    assert "destroyed" not in t.log_keys() and t.s.marked == []
    t.do(Verb.PLAY, t.u(0, "golpe-final", 1))
    assert _z(t, 1, "urso-das-veredas") == Zone.DISCARD and _z(t, 1, "cervo-ancestral") == Zone.LINE


def test_K59_the_ward_verb_puts_one_ward_and_leaves_play_with_the_creature() -> None:
    """K59, K60: "Put a ward on a friendly creature": one ward at most (a second resolves to nothing, K36); it
    goes when the creature leaves play; an enemy creature is not offered."""
    t = table({"hand": ["egide-de-espuma", "egide-de-espuma"], "line": ["polvo-ladino"]},
              {"line": ["piromante"]}, house="mare")
    octo = t.u(0, "polvo-ladino")
    t.do(Verb.PLAY, t.u(0, "egide-de-espuma"))
    assert t.s.ward[octo] and not t.s.ward[t.u(1, "piromante")]
    t.do(Verb.PLAY, t.u(0, "egide-de-espuma", 1))
    assert t.s.ward[octo] and t.log_keys().count("ward") == 1
    again = position_from_json(position_to_json(t.s))              # a position keeps the ward
    assert again.ward[octo] and ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    t = table({"hand": ["vento-que-leva"]}, {"line": ["polvo-ladino"]}, house="sussurro",
              status={"1:polvo-ladino": {"ward": True}})
    t.do(Verb.PLAY, t.u(0, "vento-que-leva"))                     # a ward does not stop a return to hand
    assert _z(t, 1, "polvo-ladino") == Zone.HAND and not t.s.ward[t.u(1, "polvo-ladino")]


def test_K54_K59_shield_points_prevent_damage_one_for_one_before_the_ward_and_armor() -> None:
    """K54: shield points ("prevent the next n damage") prevent damage one point each, before armor; taken first
    (the active player's order, K59, K9), what they leave spends the ward; the points add up; a creature without them takes its damage; they leave play with it
    (K60) and a position keeps them."""
    t = table({"hand": ["golpe-de-martelo", "golpe-de-martelo"]}, {"line": ["caranguejo-escudeiro", "cervo-ancestral"]},
              house="brasa", status={"1:cervo-ancestral": {"shield": 2, "ward": True}})
    stag = t.u(1, "cervo-ancestral")
    again = position_from_json(position_to_json(t.s))
    assert again.shield[stag] == 2 and ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    t.do(Verb.PLAY, t.u(0, "golpe-de-martelo"))
    t.do(Verb.PICK, target=stag)                                   # the crab would take it: not its own neighbour
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.REPLACE     # K59, K9: shield or ward first
    t.do(Verb.ORDER, target=0)                                     # the shield points first, then the ward
    assert t.s.damage[stag] == 0 and t.s.shield[stag] == 0 and not t.s.ward[stag]
    assert t.s.damage[t.u(1, "caranguejo-escudeiro")] == 0
    t = table({"hand": ["golpe-de-martelo"]}, {"line": ["caranguejo-escudeiro"]}, house="brasa",
              status={"1:caranguejo-escudeiro": {"shield": 1}})
    t.do(Verb.PLAY, t.u(0, "golpe-de-martelo"))                   # 3: 1 prevented, 1 by armor, 1 dealt
    crab = t.u(1, "caranguejo-escudeiro")
    assert t.s.damage[crab] == 1 and t.s.armor_used[crab] == 1 and t.s.shield[crab] == 0
    with pytest.raises(PositionError):
        table({"discard": ["polvo-ladino"]}, {}, status={"0:polvo-ladino": {"shield": 1}})


def test_K54_K59_a_creature_that_cannot_be_dealt_damage_is_still_destroyed_by_a_destroy_effect() -> None:
    """K54: "cannot be dealt damage" prevents every damage, its ward stays unspent; its neighbours
    (Sentinel Urchin) are covered, a creature further away is not; a destroy effect still destroys it (K58)."""
    t = table({"hand": ["incendio"]}, {"line": ["tartaruga-de-nacar", "piromante", "ourico-sentinela",
                                                 "cervo-ancestral", "urso-das-veredas"]},
              house="cinza", status={"1:tartaruga-de-nacar": {"ward": True}})
    t.do(Verb.PLAY, t.u(0, "incendio"))                           # 3 damage to each creature
    s = t.s
    assert s.damage[t.u(1, "tartaruga-de-nacar")] == 0 and s.ward[t.u(1, "tartaruga-de-nacar")]
    assert _z(t, 1, "piromante") == Zone.LINE and s.damage[t.u(1, "piromante")] == 0       # the urchin's neighbour
    assert _z(t, 1, "cervo-ancestral") == Zone.LINE and s.damage[t.u(1, "cervo-ancestral")] == 0
    assert _z(t, 1, "ourico-sentinela") == Zone.DISCARD            # itself: not covered (2 power, 3 damage)
    assert s.damage[t.u(1, "urso-das-veredas")] == 3
    t = table({"hand": ["golpe-final"]}, {"line": ["tartaruga-de-nacar"]}, house="cinza")
    t.do(Verb.PLAY, t.u(0, "golpe-final"))
    assert _z(t, 1, "tartaruga-de-nacar") == Zone.DISCARD


def test_K59_damage_to_a_neighbour_is_dealt_to_the_bodyguard_through_its_own_armor() -> None:
    """K59: Squire Crab takes the damage that would be dealt to its neighbours, its armor spent first (K54);
    damage to itself and to a creature that is not its neighbour is dealt as usual."""
    t = table({"hand": ["golpe-de-martelo", "golpe-de-martelo", "golpe-de-martelo"]},
              {"line": ["urso-das-veredas", "caranguejo-escudeiro", "cervo-ancestral", "piromante"]}, house="brasa")
    crab, bear = t.u(1, "caranguejo-escudeiro"), t.u(1, "urso-das-veredas")
    t.do(Verb.PLAY, t.u(0, "golpe-de-martelo"))
    t.do(Verb.PICK, target=bear)
    assert t.s.damage[bear] == 0 and t.s.damage[crab] == 2 and t.s.armor_used[crab] == 1
    assert "redirect" in t.log_keys()
    t.do(Verb.PLAY, t.u(0, "golpe-de-martelo", 1))
    t.do(Verb.PICK, target=t.u(1, "piromante"))                   # not a neighbour
    assert _z(t, 1, "piromante") == Zone.DISCARD and t.s.damage[crab] == 2
    t.do(Verb.PLAY, t.u(0, "golpe-de-martelo", 2))
    t.do(Verb.PICK, target=crab)
    assert _z(t, 1, "caranguejo-escudeiro") == Zone.DISCARD       # 2 + 3 >= 5


def test_K59_K47_a_fight_against_a_guarded_creature_hits_the_guard_and_poison_does_not_follow() -> None:
    """K59 in a fight (K47): the attacker's damage to a creature guarded by Guardian Whale goes to the whale;
    the defender still deals its damage back; the attacker's Poison (K73) destroys only a creature it damaged,
    here neither (the whale has 8 power)."""
    t = table({"line": ["vibora-de-cinzas"]}, {"line": ["baleia-guardia", "piromante"]}, house="cinza")
    whale, pyro = t.u(1, "baleia-guardia"), t.u(1, "piromante")
    t.do(Verb.FIGHT, t.u(0, "vibora-de-cinzas"), pyro)
    assert t.s.damage[pyro] == 0 and _z(t, 1, "piromante") == Zone.LINE
    assert t.s.damage[whale] == 1 and _z(t, 1, "baleia-guardia") == Zone.LINE
    assert _z(t, 0, "vibora-de-cinzas") == Zone.DISCARD             # 2 damage back to a 1-power viper


def test_K59_K60_a_constant_replacement_returns_instead_of_destroying_and_purges_instead_of_returning() -> None:
    """K59: Slippery Squid returns to its owner's hand instead of being destroyed (no "Destroyed:", K58; it
    leaves play, K60, its captured Æmber to the opponent); Abyss of No Return purges an enemy creature that would
    return to hand, not a friendly one."""
    t = table({"hand": ["golpe-final"]}, {"line": ["lula-fugidia", "piromante"]}, house="cinza",
              status={"1:lula-fugidia": {"held": 2, "tokens": 3}})
    t.do(Verb.PLAY, t.u(0, "golpe-final"))
    assert _z(t, 1, "lula-fugidia") == Zone.HAND and "destroyed" not in t.log_keys()
    assert t.s.players[0].amber == 1 + 2 and t.s.tokens[t.u(1, "lula-fugidia")] == 0     # bonus 1, held 2
    t = table({"artifacts": ["abismo-sem-volta"], "hand": ["vento-que-leva", "vento-que-leva"],
               "line": ["polvo-ladino"]}, {"line": ["piromante"]}, house="sussurro")
    t.do(Verb.PLAY, t.u(0, "vento-que-leva"))
    assert _z(t, 1, "piromante") == Zone.PURGED and "return_hand" not in t.log_keys()
    t = table({"artifacts": ["abismo-sem-volta"], "line": ["polvo-ladino"]}, {"hand": ["vento-que-leva"]},
              house="sussurro", active=1)
    t.do(Verb.PLAY, t.u(1, "vento-que-leva"))
    assert t.s.choice is None and _z(t, 0, "polvo-ladino") == Zone.HAND      # the artifact's own side is not covered


def test_K59_K9_two_replacements_of_one_destruction_the_active_player_chooses_which_applies() -> None:
    """K59 with K9/K14: a warded Slippery Squid that would be destroyed has two replacements with different
    outcomes; the active player chooses (a REPLACE decision of ORDER actions); the one chosen applies and the
    other does not (the event no longer happens). A position with the decision pending reads back; with only
    one replacement there is no decision."""
    t = table({"hand": ["golpe-final", "golpe-final"]}, {"line": ["lula-fugidia"]}, house="cinza",
              status={"1:lula-fugidia": {"ward": True}})
    squid = t.u(1, "lula-fugidia")
    t.do(Verb.PLAY, t.u(0, "golpe-final"))
    c = t.s.choice
    assert c is not None and c.kind == ChoiceKind.REPLACE and c.options == (0, 1)
    assert ARCHON.decision(t.s) == (0, "replace", squid)
    labels = [action_message(t.s, a)["key"] for a in t.offered(Verb.ORDER)]
    assert labels == ["archon.action.replace_ward", "archon.action.replace_return_hand"]
    again = position_from_json(position_to_json(t.s))
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    t.do(Verb.ORDER, target=0)                                     # the ward
    assert _z(t, 1, "lula-fugidia") == Zone.LINE and not t.s.ward[squid]
    t.do(Verb.PLAY, t.u(0, "golpe-final", 1))                      # one replacement left: no decision
    assert t.s.choice is None and _z(t, 1, "lula-fugidia") == Zone.HAND
    t = table({"hand": ["golpe-final"]}, {"line": ["lula-fugidia"]}, house="cinza",
              status={"1:lula-fugidia": {"ward": True}})
    t.do(Verb.PLAY, t.u(0, "golpe-final"))
    t.do(Verb.ORDER, target=1)                                     # back to hand: the ward goes with it (K60)
    assert _z(t, 1, "lula-fugidia") == Zone.HAND and not t.s.ward[t.u(1, "lula-fugidia")]


def test_K59_a_ward_and_the_cards_own_replacement_are_ordered_by_the_active_player() -> None:
    """K59, K9: Patient Mushroom's own "if this would be destroyed" and a ward: the active player picks; the
    own replacement heals and stuns it and keeps the ward."""
    t = table({"hand": ["golpe-final"]}, {"line": ["cogumelo-paciente"]}, house="cinza",
              status={"1:cogumelo-paciente": {"ward": True, "damage": 1}})
    t.do(Verb.PLAY, t.u(0, "golpe-final"))
    labels = [action_message(t.s, a)["key"] for a in t.offered(Verb.ORDER)]
    assert labels == ["archon.action.replace_ward", "archon.action.replace_own"]
    t.do(Verb.ORDER, target=1)
    u = t.u(1, "cogumelo-paciente")
    assert t.s.ward[u] and t.s.stun[u] and t.s.damage[u] == 0 and t.s.zone[u] == Zone.LINE


def test_K59_every_instead_op_is_printed_on_two_titles() -> None:
    """K59's last sentence: each op an effect's own "instead" may name is used by at least two titles."""
    uses = Counter(e.instead for c in load_cards().values() for a in c.abilities for e in a.effects if e.instead)
    assert all(uses[op] >= 2 for op in INSTEAD_OPS), uses
    by_title = {c.id for c in load_cards().values() for a in c.abilities for e in a.effects
                if e.op in ("ward", "cannot_be_damaged", "redirect_damage", "replace")}
    assert len(by_title) >= 8


def test_K59_instead_with_each_op_resolves_per_side() -> None:
    """K59: "Stun each creature. If it is a friendly creature, exhaust it instead." (Guardian Whale): the
    enemy creatures are stunned, the friendly ones exhausted and not stunned."""
    t = table({"hand": ["baleia-guardia"], "line": ["polvo-ladino"]}, {"line": ["piromante"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "baleia-guardia"), pos=1)
    octo, whale, pyro = t.u(0, "polvo-ladino"), t.u(0, "baleia-guardia"), t.u(1, "piromante")
    assert t.s.stun[pyro] and not t.s.exhausted[pyro]
    assert t.s.exhausted[octo] and not t.s.stun[octo] and not t.s.stun[whale]


def _card(**ability: Any) -> dict[str, Any]:
    return {"id": "x", "name": {"pt": "X", "en": "X"}, "house": "mare", "type": "creature", "rarity": "common",
            "power": 2, "abilities": [ability]}


@pytest.mark.parametrize(("ability", "says"), [
    ({"when": "constant", "effects": [{"op": "replace", "target": "self", "event": "destroy"}]}, "replace (K59)"),
    ({"when": "constant", "effects": [{"op": "replace", "target": "self", "event": "destroy", "with": "stun"}]},
     "replace (K59)"),
    ({"when": "constant", "effects": [{"op": "replace", "target": "self", "event": "fight", "with": "purge"}]},
     "replace (K59)"),
    ({"when": "constant", "effects": [{"op": "redirect_damage", "target": "each_enemy"}]}, "constant 'redirect"),
    ({"when": "play", "effects": [{"op": "redirect_damage", "target": "each_friendly", "until": "end_of_turn"}]},
     "lasting 'redirect_damage' needs a target among self, friendly"),   # K37: it names its creature
    ({"when": "play", "effects": [{"op": "replace", "target": "self", "event": "destroy",
                                   "with": "archive", "until": "end_of_turn"}]}, "lasting 'replace' needs a target"),
    ({"when": "play", "effects": [{"op": "replace", "target": "each_enemy", "event": "lose",
                                   "with": "keep", "until": "end_of_turn"}]}, "replace lose needs a target"),
    ({"when": "play", "effects": [{"op": "replace", "target": "each_friendly", "event": "destroy", "once": True,
                                   "with": "archive", "until": "end_of_turn"}]}, "once (the first time"),
    ({"when": "constant", "effects": [{"op": "replace", "target": "each_friendly", "event": "lose", "once": 1,
                                       "with": "keep"}]}, "once (the first time"),
    ({"when": "constant", "effects": [{"op": "replace", "target": "each_friendly", "event": "lose",
                                       "with": "supply"}]}, "replace (K59) needs an event"),
    ({"when": "constant", "effects": [{"op": "ward", "target": "self"}]}, "cannot be used"),
    ({"when": "play", "effects": [{"op": "cannot_be_damaged", "target": "self"}]}, "cannot be used"),
    ({"when": "play", "effects": [{"op": "ward", "target": "self", "event": "destroy"}]}, "takes no 'event'"),
])
def test_K59_the_loader_refuses_a_misused_replacement(ability: dict[str, Any], says: str) -> None:
    """K59: the vocabulary refuses a replacement without its event or outcome, an outcome its event does not
    take, a redirection onto enemies, a lasting redirection or replacement, a ward as a constant and a constant
    prevention in an ability that resolves; the same shapes used right are read."""
    with pytest.raises(CardDataError, match=says.replace("(", r"\(").replace(")", r"\)")):
        card_from_json(_card(**ability))
    card_from_json(_card(when="constant", effects=[{"op": "replace", "target": "self", "event": "destroy",
                                                    "with": "purge"}]))
    card_from_json(_card(when="play", effects=[{"op": "cannot_be_damaged", "target": "friendly",
                                                "until": "end_of_turn"}]))
    card_from_json(_card(when="play", effects=[{"op": "ward", "target": "self"}]))


def test_K59_text_of_the_replacements_in_both_languages() -> None:
    """The generated text names the event replaced, the outcome and whom it covers (text.py; pt-BR and en)."""
    cards = load_cards()
    assert card_text(cards["lula-fugidia"])["en"].startswith(
        "If this creature would be destroyed, return it to its owner's hand instead.")
    assert card_text(cards["lula-fugidia"])["pt"].startswith(
        "Se esta criatura for destruída, em vez disso devolva-a à mão do dono.")
    assert card_text(cards["abismo-sem-volta"])["en"].startswith(
        "If an enemy creature would be returned to hand, purge it instead.")
    assert "não pode receber dano" in card_text(cards["tartaruga-de-nacar"])["pt"]
    assert card_text(cards["egide-de-espuma"])["en"] == "Play: Put a ward on a friendly creature."


def test_K59_the_ai_values_wards_prevention_and_the_replacement_choice() -> None:
    """The AI: a ward on its own creature is worth something and nothing on a creature that has one; damage to
    a shielded creature is worth nothing; an effect's "instead" is valued as the op it becomes; in a REPLACE
    decision about an enemy creature it prefers the worst outcome for that creature."""
    t = table({"line": ["polvo-ladino", "arraia-furtiva"]}, {"line": ["piromante", "tartaruga-de-nacar"]},
              house="mare", status={"0:arraia-furtiva": {"ward": True}})
    v = View(t.s, 0)
    ward = Effect("ward", target="friendly")
    assert v._on(ward, t.u(0, "polvo-ladino"), True) > 0 and v._on(ward, t.u(0, "arraia-furtiva"), True) == 0
    hit = Effect("damage", n=3, target="enemy")
    assert v._on(hit, t.u(1, "tartaruga-de-nacar"), False) == 0 < v._on(hit, t.u(1, "piromante"), False)
    swap = Effect("ready", target="any", instead="stun", instead_if="enemy")
    assert v._on(swap, t.u(1, "piromante"), False) == v._on(Effect("stun", target="any"), t.u(1, "piromante"), False)
    t = table({"hand": ["golpe-final"], "artifacts": []}, {"line": ["lula-fugidia"]}, house="cinza",
              status={"1:lula-fugidia": {"ward": True}})
    t.do(Verb.PLAY, t.u(0, "golpe-final"))
    acts = t.offered(Verb.ORDER)
    scores = ArchonPolicy(simulate=False).scores(t.s, acts)
    assert len(scores) == 2 and scores[1] > scores[0]              # back to hand is worse for the rival than a ward



def test_K59_positions_check_wards_and_replacement_decisions() -> None:
    """K59 in positions (docs/positions.md): a ward is a true/false status of a card in play; a `replace`
    decision offers exactly the replacements its task's creature and event have, two or more; a lasting
    redirection names its creature and a lasting replacement a side with a known "event:outcome" (K37)."""
    with pytest.raises(PositionError):
        table({"hand": ["polvo-ladino"]}, {}, status={"0:polvo-ladino": {"ward": True}})     # out of play
    with pytest.raises(PositionError):
        table({"line": ["polvo-ladino"]}, {}, status={"0:polvo-ladino": {"ward": 1}})
    task = {"kind": "replace", "source": 0, "seat": 0, "ability": 0, "step": 0, "other": -1, "ok": True,
            "trig": False, "again": False}
    choice = {"kind": "replace", "options": [0, 1], "optional": False, "task": task}
    t = table({"line": ["lula-fugidia"]}, {}, status={"0:lula-fugidia": {"ward": True}}, extra={"choice": choice})
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.REPLACE
    with pytest.raises(PositionError):                              # one replacement only: no decision
        table({"line": ["lula-fugidia"]}, {}, extra={"choice": choice})
    with pytest.raises(PositionError):
        table({"line": ["lula-fugidia"]}, {}, status={"0:lula-fugidia": {"ward": True}},
              extra={"choice": {**choice, "options": [0, 1, 2]}})
    with pytest.raises(PositionError):                              # no such event
        table({"line": ["lula-fugidia"]}, {}, status={"0:lula-fugidia": {"ward": True}},
              extra={"choice": {**choice, "task": {**task, "step": 5}}})
    side = {"seat": 0, "n": 0, "keyword": "", "target": "each_friendly", "uid": -1, "turn": 3, "at_start": False}
    with pytest.raises(PositionError):
        table({"line": ["polvo-ladino"]}, {}, extra={"lasting": [{**side, "op": "redirect_damage"}]})
    assert table({"line": ["polvo-ladino"]}, {}, extra={"lasting": [{**side, "op": "cannot_be_damaged"}]}).s.lasting
    one = {**side, "target": "", "uid": 0}
    assert table({"line": ["polvo-ladino"]}, {}, extra={"lasting": [{**one, "op": "redirect_damage"}]}).s.lasting
    for bad in ({**one, "op": "replace", "keyword": "destroy:purge"}, {**side, "op": "replace", "keyword": "lose:supply"},
                {**side, "op": "replace", "keyword": ""}):
        with pytest.raises(PositionError):
            table({"line": ["polvo-ladino"]}, {}, extra={"lasting": [bad]})
    assert table({"line": ["polvo-ladino"]}, {},
                 extra={"lasting": [{**side, "op": "replace", "keyword": "destroy:purge"}]}).s.lasting


def test_K59_K14_a_fuse_burning_out_on_a_warded_creature_asks_before_the_forge() -> None:
    """K8 fuses, K59, K14: the last fuse of a warded Slippery Squid burns at the start of its controller's turn;
    the choice between its replacements comes before the forge (start-of-turn effects first), then the key is
    forged; without a fuse nothing is asked and the forge happens at once."""
    t = table({"line": ["lula-fugidia"]}, {"line": ["piromante"]}, house="cinza", active=1, amber=(6, 0),
              status={"0:lula-fugidia": {"ward": True, "fuse": 1}})
    t.do(Verb.END)
    c = t.s.choice
    assert c is not None and c.kind == ChoiceKind.REPLACE and t.s.players[0].keys == 0
    t.do(Verb.ORDER, target=0)                                     # the ward: it stays, fuse gone
    assert _z(t, 0, "lula-fugidia") == Zone.LINE and t.s.fuse[t.u(0, "lula-fugidia")] == 0
    assert t.s.players[0].keys == 1
    t = table({"line": ["lula-fugidia"]}, {"line": ["piromante"]}, house="cinza", active=1, amber=(6, 0),
              status={"0:lula-fugidia": {"ward": True}})
    t.do(Verb.END)
    assert t.s.choice is None and t.s.players[0].keys == 1 and t.s.ward[t.u(0, "lula-fugidia")]


def test_K62_K59_a_steal_from_a_guarded_pool_goes_to_the_supply_and_triggers_no_after_steal() -> None:
    """K62 with K59: a steal from a player with a card whose steals go to the supply takes the Æmber (never more
    than they have) and gives the thief none (no steal is logged); the protected player's own steal from
    the rival is a normal steal. The loader allows this event only for the controller's pool (each_friendly)."""
    t = table({"artifacts": ["cofre-de-nacar"], "line": ["arraia-furtiva"]}, {"line": ["arraia-furtiva"]},
              house="mare", active=1, amber=(1, 1))
    t.do(Verb.REAP, t.u(1, "arraia-furtiva"))
    assert (t.s.players[0].amber, t.s.players[1].amber) == (0, 2)       # 1 + 1 reaped; the stolen 1 to the supply
    assert "steal" not in t.log_keys()
    t = table({"artifacts": ["cofre-de-nacar"], "line": ["arraia-furtiva"]}, {}, house="mare", amber=(0, 2))
    t.do(Verb.REAP, t.u(0, "arraia-furtiva"))
    assert (t.s.players[0].amber, t.s.players[1].amber) == (2, 1)
    with pytest.raises(CardDataError, match="replace steal needs a target among each_friendly"):
        card_from_json(_card(when="constant", effects=[{"op": "replace", "target": "self", "event": "steal",
                                                        "with": "supply"}]))


def test_K59_the_ai_levels_answer_a_replacement_decision_without_touching_the_game() -> None:
    """K59, K9: Iniciante and Desafiadora (a small search) each answer a pending `replace` decision with an offered
    index, on samples of the information set, and leave the real state as it was; Iniciante, deciding about an
    enemy creature, sends it back to hand rather than spending its ward."""
    t = table({"hand": ["golpe-final"]}, {"line": ["lula-fugidia"]}, house="cinza",
              status={"1:lula-fugidia": {"ward": True}})
    t.do(Verb.PLAY, t.u(0, "golpe-final"))
    legal = ARCHON.legal_actions(t.s)
    before = ARCHON.state_hash(t.s)
    picked = {ArchonIniciante(seed, epsilon=0.0, temperature=0.0).choose(SeatObservation(t.s, 0, legal))
              for seed in range(4)}
    assert picked == {1} and ARCHON.state_hash(t.s) == before
    i = ArchonDesafiadora(3, iterations=6, width=2).choose(SeatObservation(t.s, 0, legal))
    assert i in (0, 1) and ARCHON.state_hash(t.s) == before
