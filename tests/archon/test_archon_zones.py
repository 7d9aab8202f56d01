"""Issue 24's removal and zone verbs (zones.py): purging from play and from a discard pile by choice (K66, K60),
putting a creature into play from hand, discard pile or deck (K29, K44, K85), swapping with a card in hand (K86),
archiving an opponent's card (K65), Æmber placed on artifacts and spent to forge (K16, K42, K60). Each with what
it must not touch beside what it does, and each printed on two titles or more."""

from __future__ import annotations

import random

import pytest
from archonkit import table
from eidolon.rulesets.archon.agents.evaluate import evaluate
from eidolon.rulesets.archon.agents.policy import ArchonPolicy, View
from eidolon.rulesets.archon.agents.sampler import ArchonSampler
from eidolon.rulesets.archon.cards import ZONE_OPS, CardDataError, Effect, card_from_json, load_cards
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.invariants import violations
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import ChoiceKind, Verb, Zone
from eidolon.rulesets.archon.view import hidden_from, view


def picks(t) -> list[int]:  # type: ignore[no-untyped-def]
    return sorted(a.target for a in t.offered(Verb.PICK))


# ---- purge (K66) ----

def test_K66_K60_a_purged_creature_leaves_the_game_its_captured_amber_back_and_no_destroyed() -> None:
    t = table({"hand": ["desmonte-definitivo"]}, {"line": ["sonda-de-reposicao", "javali-incendiario"],
                                                  "deck": ["cervo-ancestral"]},
              house="engrenagem", status={"1:sonda-de-reposicao": {"held": 2}})
    probe = t.u(1, "sonda-de-reposicao")
    t.do(Verb.PLAY, t.u(0, "desmonte-definitivo"))
    assert t.s.zone[probe] == Zone.PURGED and t.s.players[1].purged == [probe]
    assert t.s.players[0].amber == 2 and t.s.held[probe] == 0                   # K60/K61: back to the opponent
    assert t.s.choice is None and t.s.players[1].line == [t.u(1, "javali-incendiario")]   # no "Destroyed:" search
    assert not violations(t.s)


def test_K60_the_amber_on_a_purged_artifact_goes_to_the_supply() -> None:
    t = table({"hand": ["desmonte-definitivo"]}, {"artifacts": ["cofre-de-engrenagens"]}, house="engrenagem",
              amber=(1, 1), status={"1:cofre-de-engrenagens": {"held": 3}})
    t.do(Verb.PLAY, t.u(0, "desmonte-definitivo"))
    assert t.s.zone[t.u(1, "cofre-de-engrenagens")] == Zone.PURGED
    assert (t.s.players[0].amber, t.s.players[1].amber) == (1, 1) and "amber_supply" in t.log_keys()


def test_K66_purging_from_a_discard_pile_is_a_choice_of_the_side_named() -> None:
    t = table({"artifacts": ["prensa-de-descarte"], "discard": ["piromante"]},
              {"discard": ["lince-pintado", "urso-das-veredas"]}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "prensa-de-descarte"))
    assert picks(t) == sorted([t.u(1, "lince-pintado"), t.u(1, "urso-das-veredas")])   # not the own pile
    t.do(Verb.PICK, target=t.u(1, "lince-pintado"))
    assert t.s.players[1].purged == [t.u(1, "lince-pintado")] and t.s.players[1].discard == [t.u(1, "urso-das-veredas")]


# ---- put into play (K29, K44, K85) ----

def test_K29_a_creature_put_into_play_is_not_played() -> None:
    """No Æmber bonus (K28), no "Play:", no Rule of Six count (K32), no first-turn count (K27); exhausted (K44)."""
    t = table({"artifacts": ["linha-de-montagem"], "hand": ["reanimador-de-sucata"], "discard": ["piromante"]}, {},
              house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "linha-de-montagem"))
    reviver = t.u(0, "reanimador-de-sucata")
    assert t.s.players[0].line == [reviver] and t.s.exhausted[reviver]
    assert t.s.players[0].discard == [t.u(0, "piromante")]                       # its "Play:" did not resolve
    assert "reanimador-de-sucata" not in t.s.plays and t.s.hand_acts == 0 and "play" not in t.log_keys()
    played = table({"hand": ["reanimador-de-sucata"], "discard": ["piromante"]}, {}, house="engrenagem")
    played.do(Verb.PLAY, played.u(0, "reanimador-de-sucata"), pos=0)
    played.do(Verb.PICK, target=1)
    assert played.s.zone[played.u(0, "piromante")] == Zone.LINE and played.s.plays["reanimador-de-sucata"] == 1


def test_K44_a_creature_put_into_play_goes_to_the_flank_chosen() -> None:
    t = table({"artifacts": ["linha-de-montagem"], "hand": ["piromante"], "line": ["lince-pintado", "cervo-ancestral"]},
              {}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "linha-de-montagem"))
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.FLANK
    t.do(Verb.PICK, target=1)
    assert t.s.players[0].line[-1] == t.u(0, "piromante")


def test_K85_the_deck_search_offers_one_copy_per_title_and_shuffles() -> None:
    t = table({"hand": ["esteira-expressa"], "deck": ["lince-pintado", "censo-da-fabrica", "lince-pintado"]}, {},
              house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "esteira-expressa"))
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.SEARCH
    assert picks(t) == [t.u(0, "lince-pintado", 1)]                             # the topmost copy only
    for seat in (0, 1):                                                         # searched unseen (K85)
        assert all(hidden_from(t.s, u, seat) for u in t.s.choice.options)
    rng = t.s.rng
    t.do(Verb.PICK, target=t.u(0, "lince-pintado", 1))
    assert t.s.rng != rng and sorted(t.s.players[0].deck) == sorted([t.u(0, "lince-pintado"), t.u(0, "censo-da-fabrica")])


# ---- swap (K86) ----

def test_K86_a_swap_needs_both_cards_of_the_same_player() -> None:
    """A creature it does not control cannot be swapped with a card of its user's hand."""
    t = table({"line": ["lince-pintado"]}, {"line": ["engrenagem-reserva"], "hand": ["urso-das-veredas"]},
              house="engrenagem")
    spare = t.u(1, "engrenagem-reserva")
    pos = position_to_json(t.s)
    pos["players"][1]["line"].remove(spare)
    pos["players"][0]["line"].append(spare)
    t.s = position_from_json(pos)
    t.s.log = []
    t.do(Verb.ACTION, spare)                                                    # its controller has no creature in hand
    assert t.s.zone[spare] == Zone.LINE and t.s.zone[t.u(1, "urso-das-veredas")] == Zone.HAND


# ---- archives (K65) ----

def test_K65_an_archived_enemy_returns_to_its_owners_hand_when_the_archives_are_taken() -> None:
    t = table({"hand": ["confisco-de-patentes"]}, {"line": ["javali-incendiario", "piromante"]}, house="engrenagem")
    boar = t.u(1, "javali-incendiario")
    t.do(Verb.PLAY, t.u(0, "confisco-de-patentes"))
    t.do(Verb.PICK, target=boar)
    assert t.s.players[0].archives == [boar] and not violations(t.s)
    assert not hidden_from(t.s, boar, 0) and hidden_from(t.s, boar, 1)         # the archives' holder sees it
    assert [c["uid"] for c in view(t.s, 0)["players"][0]["archives"]] == [boar]
    again = position_from_json(position_to_json(t.s))                           # a position keeps it there
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s) and again.players[0].archives == [boar]
    sample = ArchonSampler(t.s, 1).sample(random.Random(3))       # known to both: not re-dealt
    assert sample.ids[boar] == "javali-incendiario"
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=1)
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=1)
    t.do(Verb.TAKE_ARCHIVES)
    assert t.s.zone[boar] == Zone.HAND and boar in t.s.players[1].hand and boar not in t.s.players[0].hand
    assert not violations(t.s)


def test_K65_purging_an_archive_holding_an_opponents_card_sends_it_to_its_owners_purged_pile() -> None:
    t = table({"artifacts": ["triturador-de-arquivos"]}, {"archives": ["piromante"]}, house="engrenagem")
    pos = position_to_json(t.s)
    mage = t.u(1, "piromante")
    pos["players"][1]["archives"].remove(mage)
    pos["players"][0]["archives"].append(mage)                                  # archived by an effect (K65)
    t.s = position_from_json(pos)
    t.s.log = []
    t.do(Verb.ACTION, t.u(0, "triturador-de-arquivos"))                         # the opponent's archives: empty
    assert t.s.players[0].archives == [mage] and not violations(t.s)


# ---- Æmber on cards (K16) ----

def test_K16_the_forge_spends_amber_on_treasury_cards_as_the_player_chooses() -> None:
    t = table({"artifacts": ["caixa-forte-pneumatica"]}, {}, house="engrenagem", amber=(6, 0),
              status={"0:caixa-forte-pneumatica": {"held": 2}})
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=1)
    t.do(Verb.END)                                                              # the first player's turn: forge
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.SPEND and picks(t) == [0, 1, 2]
    assert view(t.s, 0)["decision"]["kind"] == "spend"
    assert [a["label"]["args"]["n"] for a in view(t.s, 0)["actions"]] == [0, 1, 2]    # amounts, not cards
    again = position_from_json(position_to_json(t.s))                           # a pending spend is saved
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    t.do(Verb.PICK, target=2)
    assert t.s.players[0].keys == 1 and t.s.players[0].amber == 2 and t.s.held[t.u(0, "caixa-forte-pneumatica")] == 0
    short = table({"artifacts": ["caixa-forte-pneumatica"]}, {}, house="engrenagem", amber=(4, 0),
                  status={"0:caixa-forte-pneumatica": {"held": 1}})
    short.do(Verb.END)
    short.do(Verb.HOUSE, target=1)
    short.do(Verb.END)
    assert short.s.players[0].keys == 0 and short.s.choice is None            # 4 + 1 < 6: no forge


def test_K16_K12_check_counts_the_amber_a_treasury_card_may_spend() -> None:
    t = table({"artifacts": ["cofre-de-engrenagens"]}, {}, house="engrenagem", amber=(4, 0),
              status={"0:cofre-de-engrenagens": {"held": 2}})
    t.do(Verb.END)
    assert "check" in t.log_keys()
    plain = table({"artifacts": ["destiladora-de-aember"]}, {}, house="engrenagem", amber=(4, 0),
                  status={"0:destiladora-de-aember": {"held": 1}})
    plain.do(Verb.END)                                                          # 4 + 2 on a card without Treasury
    assert "check" not in plain.log_keys()


def test_K16_all_from_the_cards_is_automatic_when_the_pool_cannot_pay_any_part() -> None:
    t = table({"artifacts": ["cofre-de-engrenagens"]}, {}, house="engrenagem", amber=(0, 0),
              status={"0:cofre-de-engrenagens": {"held": 6}})
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=1)
    t.do(Verb.END)
    assert t.s.players[0].keys == 1 and t.s.choice is None and t.s.held[t.u(0, "cofre-de-engrenagens")] == 1


# ---- the vocabulary ----

def test_each_zone_verb_and_treasury_is_on_two_titles_and_written_in_both_languages() -> None:
    cards = load_cards().values()
    for op in ZONE_OPS:
        assert sum(1 for c in cards if any(e.op == op for a in c.abilities for e in a.effects)) >= 2, op
    assert sum(1 for c in cards if "treasury" in c.flags) >= 2
    words = {c["id"]: c["text"] for c in ARCHON.catalog()}
    assert "Purge" in words["desmonte-definitivo"]["en"] and "Expurgue" in words["desmonte-definitivo"]["pt"]
    assert "Treasury" in words["cofre-de-engrenagens"]["en"] and "Tesouro" in words["cofre-de-engrenagens"]["pt"]


@pytest.mark.parametrize("card, words", [
    ({"abilities": [{"when": "play", "effects": [{"op": "purge", "target": "each_enemy"}]}]}, "purge"),
    ({"abilities": [{"when": "play", "effects": [{"op": "archive_enemy", "target": "friendly"}]}]}, "archive_enemy"),
    ({"abilities": [{"when": "play", "effects": [{"op": "purge_artifact", "target": "self"}]}]}, "purge_artifact"),
    ({"abilities": [{"when": "play", "effects": [{"op": "purge_from_discard", "target": "enemy",
                                                  "only": {"flank": True}}]}]}, "only filters"),
    ({"abilities": [{"when": "play", "effects": [{"op": "put_from_hand", "target": "enemy"}]}]}, "takes no"),
    ({"type": "artifact", "abilities": [{"when": "action", "effects": [{"op": "place_amber", "n": 1,
                                                                        "target": "enemy"}]}]}, "target self"),
    ({"type": "artifact", "abilities": [{"when": "action", "effects": [{"op": "place_amber",
                                                                        "target": "self"}]}]}, "1 or more"),
    ({"type": "creature", "power": 2, "abilities": [{"when": "reap", "effects": [{"op": "take_amber"}]}]},
     "artifact's own"),
    ({"type": "creature", "power": 2, "keywords": {"treasury": True}}, "artifact's keyword"),
])
def test_bad_zone_verbs_are_refused_by_name(card: dict[str, object], words: str) -> None:
    raw = {"id": "x", "name": {"pt": "X", "en": "X"}, "house": "engrenagem", "type": "action", "rarity": "common",
           **card}
    with pytest.raises(CardDataError, match=words):
        card_from_json(raw)


def test_the_ai_values_the_zone_verbs() -> None:
    t = table({"hand": ["desmonte-definitivo"], "line": ["lince-pintado"]}, {"line": ["javali-incendiario"]},
              house="engrenagem")
    v = View(t.s, 0)
    assert v.effect_value(Effect("purge", target="enemy"), -1) > v.effect_value(Effect("purge", target="friendly"), -1)
    assert v.effect_value(Effect("archive_enemy", target="enemy"), -1) > 0
    box = table({"artifacts": ["caixa-forte-pneumatica"]}, {}, house="engrenagem",
                status={"0:caixa-forte-pneumatica": {"held": 3}})
    u = box.u(0, "caixa-forte-pneumatica")
    assert View(box.s, 0).effect_value(Effect("take_amber"), u) == 3.0
    empty = table({"artifacts": ["caixa-forte-pneumatica"]}, {}, house="engrenagem")
    assert View(empty.s, 0).effect_value(Effect("take_amber"), empty.u(0, "caixa-forte-pneumatica")) == 0.0
    assert evaluate(box.s, 0) > evaluate(empty.s, 0)                           # K16: Æmber toward a key
    hand = table({"hand": ["urso-das-veredas"]}, {}, house="engrenagem")
    assert View(hand.s, 0).effect_value(Effect("put_from_hand"), -1) > 0
    assert View(table({}, {}, house="engrenagem").s, 0).effect_value(Effect("put_from_hand"), -1) == 0.0
    spend = table({"artifacts": ["caixa-forte-pneumatica"]}, {}, house="engrenagem", amber=(6, 0),
                  status={"0:caixa-forte-pneumatica": {"held": 2}})
    spend.do(Verb.END)
    spend.do(Verb.HOUSE, target=1)
    spend.do(Verb.END)
    scores = ArchonPolicy(simulate=False).scores(spend.s, spend.offered(Verb.PICK))
    assert scores.index(max(scores)) == 2                                       # the cards' Æmber first


def test_K53_the_ai_gives_no_split_point_past_what_destroys_a_creature() -> None:
    """Nothing is dealt before the last point is assigned, so the AI counts the points it already gave: once the
    mage has its two (its power), the last point goes to the other enemy, by rule and by simulation."""
    for simulate in (False, True):
        t = table({"hand": ["estilhacos-dancantes"]}, {"line": ["piromante", "cervo-ancestral"]})
        mage, stag = t.u(1, "piromante"), t.u(1, "cervo-ancestral")
        t.do(Verb.PLAY, t.u(0, "estilhacos-dancantes"))
        offered = t.offered(Verb.PICK)
        first = ArchonPolicy(simulate=simulate).scores(t.s, offered)
        assert offered[first.index(max(first))].target == mage, simulate
        t.do(Verb.PICK, target=mage)
        t.do(Verb.PICK, target=mage)
        offered = t.offered(Verb.PICK)
        last = ArchonPolicy(simulate=simulate).scores(t.s, offered)
        assert offered[last.index(max(last))].target == stag, simulate


def test_K85_a_search_on_the_opponents_turn_is_made_by_the_searcher_unseen_by_the_active_player() -> None:
    t = table({"line": ["javali-incendiario"]}, {"line": ["sonda-de-reposicao"], "deck": ["cervo-ancestral"]},
              house="cinza")
    t.do(Verb.FIGHT, t.u(0, "javali-incendiario"), t.u(1, "sonda-de-reposicao"))
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.SEARCH
    assert view(t.s, 1)["decision"]["seat"] == 1 and "actions" in view(t.s, 1)       # the probe's controller
    assert "actions" not in view(t.s, 0)                                                # the active player waits
    t.do(Verb.PICK, target=t.u(1, "cervo-ancestral"))
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.FLANK           # K44: the active player's
    assert view(t.s, 0)["decision"]["seat"] == 0
    t.do(Verb.PICK, target=0)
    assert t.s.players[1].line == [t.u(1, "cervo-ancestral")] and t.s.zone[t.u(1, "sonda-de-reposicao")] == Zone.DISCARD
