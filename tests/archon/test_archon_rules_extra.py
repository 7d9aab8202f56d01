"""Archon rules of issue 13's second stage: a card beating a rule (K5), "must choose" with no legal option
(K22-K24), moving Æmber (K57), replacement effects (K59), "Leaves Play:" (K60), the flank choice on taking
control (K79), "as if it were yours" (K80), "this way" (K89), and the maverick, legacy and errata marks of
the card data (K94-K96). Set up from positions (archonkit)."""

from __future__ import annotations

import pytest
from archonkit import table
from eidolon.rulesets.archon.cards import CardDataError, card_from_json, load_cards, lookup, maverick_id
from eidolon.rulesets.archon.deckgen import deck_problems, generate
from eidolon.rulesets.archon.flow import legal_houses
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import Action, ChoiceKind, Step, Verb, Zone
from eidolon.rulesets.archon.text import card_text


def test_K5_a_versatile_card_is_used_as_if_it_belonged_to_the_active_house() -> None:
    """K5: the card's text beats K26: Enguia Errante (Maré) reaps and fights on a Cinza turn, while a plain Maré
    creature beside it (the bystander) is not offered; from hand it is still a Maré card (it is not in play)."""
    t = table({"line": ["enguia-errante", "arraia-furtiva"], "hand": ["enguia-errante"]},
              {"line": ["cervo-ancestral"]}, house="cinza")
    eel, ray, held = t.u(0, "enguia-errante", 1), t.u(0, "arraia-furtiva"), t.u(0, "enguia-errante", 0)   # hand first
    used = {a.card for a in t.actions() if a.verb in (Verb.REAP, Verb.FIGHT)}
    assert used == {eel} and ray not in used
    assert not any(a.card == held for a in t.actions())
    t.do(Verb.REAP, eel)
    assert t.s.players[0].amber == 1 and t.s.exhausted[eel]
    t2 = table({"line": ["enguia-errante"]}, {}, house="vereda", status={"0:enguia-errante": {"stun": True}})
    assert [a.verb for a in t2.actions() if a.card == t2.u(0, "enguia-errante")] == [Verb.UNSTUN]


def test_K23_no_legal_house_means_a_turn_without_an_active_house() -> None:
    """K23: every house of the identity is forbidden (K24 "cannot"): the only offer is a turn without an active
    house; then nothing of any house is played or used, but an Omni still is (K51)."""
    t = table({"hand": ["piromante"], "line": ["cervo-ancestral"], "artifacts": ["semente-dourada"]}, {},
              step="house", extra={"house_ban": [["mare", "cinza", "vereda"], []]})
    assert t.actions() == [Action(Verb.NO_HOUSE)]
    t.do(Verb.NO_HOUSE)
    assert t.s.step == Step.MAIN and t.s.house is None and "no_house" in t.log_keys()
    assert {a.verb for a in t.actions()} == {Verb.OMNI, Verb.END}
    again = ARCHON.position_from_json(ARCHON.position_to_json(t.s))
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    t.do(Verb.END)
    assert t.s.house_ban == ((), ())


def test_K23_K22_K24_must_choose_picks_among_the_musts_unless_impossible_or_forbidden() -> None:
    """K23: under two "must choose" effects the player picks either; K22: a "must" naming a house the player
    cannot have is ignored; K24: "cannot" beats "must"."""
    def offered(must: list[str], ban: list[str]) -> set[str]:
        t = table({}, {}, step="house", extra={"house_must": [must, []], "house_ban": [ban, []]})
        return {["mare", "cinza", "vereda", "engrenagem"][a.target] for a in t.offered(Verb.HOUSE)}
    assert offered(["cinza", "vereda"], []) == {"cinza", "vereda"}
    assert offered(["engrenagem"], []) == {"mare", "cinza", "vereda"}
    assert offered(["cinza"], ["cinza"]) == {"mare", "vereda"}


def test_K23_K24_house_effects_of_cards_hold_for_the_next_turn_only() -> None:
    """Convocação Forçada: the rival must choose Cinza next turn; Névoa da Vereda: it cannot choose Vereda.
    Both are gone after that turn."""
    t = table({"hand": ["convocacao-forcada"]}, {}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "convocacao-forcada"))
    t.do(Verb.END)
    assert t.s.active == 1 and legal_houses(t.s, 1) == ["cinza"]
    t.do(Verb.HOUSE, target=1)
    t.do(Verb.END)
    assert t.s.house_must == ((), ())
    t2 = table({"hand": ["nevoa-da-vereda"]}, {}, house="vereda")
    t2.do(Verb.PLAY, t2.u(0, "nevoa-da-vereda"))
    t2.do(Verb.END)
    assert legal_houses(t2.s, 1) == ["cinza", "engrenagem"]


def test_K57_moving_amber_is_not_a_capture_or_a_steal() -> None:
    """K57: Caranguejo Eremita moves 1 captured Æmber from an enemy creature onto itself: no pool changes (only
    the reap's 1), no capture or steal; when the crab leaves play the Æmber goes to its opponent (K61)."""
    t = table({"line": ["caranguejo-eremita"], "hand": ["incendio"]}, {"line": ["contrabandista-das-docas"]},
              amber=(0, 4), house="mare",
              status={"1:contrabandista-das-docas": {"held": 2}, "0:caranguejo-eremita": {"damage": 1}})
    crab, other = t.u(0, "caranguejo-eremita"), t.u(1, "contrabandista-das-docas")
    t.do(Verb.REAP, crab)
    assert (t.s.held[crab], t.s.held[other]) == (1, 1)
    assert (t.s.players[0].amber, t.s.players[1].amber) == (1, 4)
    assert "move_amber" in t.log_keys() and not {"capture", "steal"} & set(t.log_keys())
    t.s.house = "cinza"
    t.do(Verb.PLAY, t.u(0, "incendio"))
    assert t.s.zone[crab] == Zone.DISCARD and t.s.players[1].amber == 4 + 1   # the smuggler's 1 goes to seat 0
    assert t.s.players[0].amber == 1 + 1


def test_K59_a_replacement_prevents_the_destruction_and_its_triggers() -> None:
    """K59: Carvalho Teimoso "would be destroyed": instead it is fully healed and stunned; it is never marked,
    stays in play, and an "if you do" after destroying it fails (K36). Lethal damage and Golpe Final alike."""
    t = table({"line": ["piromante"]}, {"line": ["carvalho-teimoso", "cervo-ancestral"]}, house="cinza",
              status={"1:carvalho-teimoso": {"damage": 4}})
    oak = t.u(1, "carvalho-teimoso")
    t.do(Verb.REAP, t.u(0, "piromante"))
    t.do(Verb.PICK, target=oak)
    assert t.s.zone[oak] == Zone.LINE and t.s.damage[oak] == 0 and t.s.stun[oak] and oak not in t.s.marked
    assert "replaced" in t.log_keys() and "destroyed" not in t.log_keys()
    t2 = table({"hand": ["golpe-final"]}, {"line": ["carvalho-teimoso", "cervo-ancestral"]})
    t2.do(Verb.PLAY, t2.u(0, "golpe-final"))
    assert t2.s.zone[t2.u(1, "carvalho-teimoso")] == Zone.LINE
    t3 = table({"hand": ["sacrificio-rubro"], "line": ["carvalho-teimoso"]}, {}, house="cinza")
    t3.do(Verb.PLAY, t3.u(0, "sacrificio-rubro"))
    assert t3.s.zone[t3.u(0, "carvalho-teimoso")] == Zone.LINE and t3.s.players[0].amber == 0


def test_K59_an_instead_naming_no_other_effect_replaces_part_of_its_own_effect() -> None:
    """K59 (last sentence): Clemência da Vereda "Destroy a creature. If it is a friendly creature, return it to
    its owner's hand instead": the friendly Cogumelo Luminoso goes back to hand, never marked, so its
    "Destroyed:" (gain 2) does not trigger; an enemy Cogumelo is destroyed as usual and its owner gains 2. The
    rival's Cervo Ancestral (the bystander) is untouched both times."""
    for mine in (True, False):
        t = table({"hand": ["clemencia-da-vereda"], "line": ["cogumelo-luminoso"]},
                  {"line": ["cogumelo-luminoso", "cervo-ancestral"]}, house="vereda")
        own, theirs, deer = t.u(0, "cogumelo-luminoso"), t.u(1, "cogumelo-luminoso"), t.u(1, "cervo-ancestral")
        t.do(Verb.PLAY, t.u(0, "clemencia-da-vereda"))
        c = t.s.choice
        assert c is not None and set(c.options) == {own, theirs, deer}
        t.do(Verb.PICK, target=own if mine else theirs)
        if mine:
            assert t.s.zone[own] == Zone.HAND and own in t.s.players[0].hand and t.s.players[0].amber == 1
            assert "instead" in t.log_keys() and "destroyed" not in t.log_keys()
        else:
            assert t.s.zone[theirs] == Zone.DISCARD and t.s.players[1].amber == 2 and t.s.zone[own] == Zone.LINE
            assert "instead" not in t.log_keys() and "destroyed" in t.log_keys()
        assert t.s.zone[deer] == Zone.LINE and t.s.damage[deer] == 0 and not t.s.stack and not t.s.marked
        assert ARCHON.violations(t.s) == []


def test_K14_K58_K60_leaves_play_resolves_before_the_card_leaves_ordered_with_destroyed() -> None:
    """K60: Fênix de Brasa's "Leaves Play:" triggers with Cão de Lava's "Destroyed:" when Incêndio kills both;
    the active player orders the two (K14, K58) while both cards are still in play; a Fênix in the rival's
    hand (the bystander, K38) never triggers. Then both go to discard."""
    for first in ("fenix-de-brasa", "cao-de-lava"):
        t = table({"hand": ["incendio"], "line": ["urso-das-veredas"]},
                  {"line": ["fenix-de-brasa", "cao-de-lava"], "hand": ["fenix-de-brasa"]},
                  status={"1:cao-de-lava": {"damage": 2}})
        fenix, dog, bystander = t.u(1, "fenix-de-brasa", 1), t.u(1, "cao-de-lava"), t.u(1, "fenix-de-brasa")
        t.do(Verb.PLAY, t.u(0, "incendio"))
        c = t.s.choice
        assert c is not None and c.kind == ChoiceKind.ORDER and ARCHON.decision(t.s)[0] == 0
        assert sorted(q.source for q in t.s.queue) == sorted([fenix, dog])
        assert t.s.zone[fenix] == Zone.LINE and t.s.zone[dog] == Zone.LINE
        t.do(Verb.ORDER, target=[t.s.ids[q.source] for q in t.s.queue].index(first))
        gain = t.log_keys().index("gain")
        hit = next(i for i, e in enumerate(t.s.log) if e.key == "damage" and e.other == dog)
        assert (gain < hit) == (first == "fenix-de-brasa") and t.s.players[1].amber == 2
        assert t.s.zone[fenix] == Zone.DISCARD and t.s.zone[dog] == Zone.DISCARD
        assert t.s.zone[bystander] == Zone.HAND


def test_K60_leaves_play_also_when_returned_to_hand() -> None:
    """K60: Maré Alta returns Fênix de Brasa to its owner's hand; its "Leaves Play:" resolves first (the rival
    gains 2), then the card is in hand."""
    t = table({"hand": ["mare-alta"]}, {"line": ["fenix-de-brasa"]}, house="mare")
    fenix = t.u(1, "fenix-de-brasa")
    t.do(Verb.PLAY, t.u(0, "mare-alta"))
    t.do(Verb.PICK, target=fenix)
    assert t.s.zone[fenix] == Zone.HAND and t.s.players[1].amber == 2 and not t.s.stack


def test_K79_the_active_player_chooses_the_flank_of_a_taken_creature() -> None:
    """K79: Canto Abissal takes the least powerful enemy; with a creature already in the taker's battleline,
    the active player chooses the flank (left here; right is the other offer)."""
    t = table({"hand": ["canto-abissal"], "line": ["arraia-furtiva"]},
              {"line": ["urso-das-veredas", "besouro-mecanico"]}, house="mare")
    bug, ray = t.u(1, "besouro-mecanico"), t.u(0, "arraia-furtiva")
    t.do(Verb.PLAY, t.u(0, "canto-abissal"))
    c = t.s.choice
    assert c is not None and c.kind == ChoiceKind.FLANK and ARCHON.decision(t.s)[0] == 0
    labels = {a["label"]["key"] for a in ARCHON.view(t.s, 0)["actions"]}
    assert labels == {"archon.action.flank_left", "archon.action.flank_right"}
    again = ARCHON.position_from_json(ARCHON.position_to_json(t.s))
    assert again.choice == c and ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    t.do(Verb.PICK, target=0)
    assert t.s.players[0].line == [bug, ray] and t.s.ctrl[bug] == 0 and ARCHON.violations(t.s) == []


def test_K80_reaping_as_if_it_were_yours() -> None:
    """K80: Maré Emprestada reaps with a ready enemy creature without taking control: the player gains the reap's
    Æmber and its "Reap:" works for them; the exhausted enemy (the bystander) is not offered."""
    t = table({"hand": ["mare-emprestada"]}, {"line": ["cervo-ancestral", "urso-das-veredas"]}, house="mare",
              status={"1:urso-das-veredas": {"exhausted": True}})
    deer = t.u(1, "cervo-ancestral")
    t.do(Verb.PLAY, t.u(0, "mare-emprestada"))
    assert t.s.players[0].amber == 1 + 1 + 1 and t.s.players[1].amber == 0       # bonus, reap, Reap: gain 1
    assert t.s.ctrl[deer] == 1 and t.s.exhausted[deer] and t.s.plays["cervo-ancestral"] == 1
    t2 = table({"hand": ["mare-emprestada"]}, {"line": ["contrabandista-das-docas"]}, amber=(0, 3), house="mare")
    smug = t2.u(1, "contrabandista-das-docas")
    t2.do(Verb.PLAY, t2.u(0, "mare-emprestada"))
    assert t2.s.held[smug] == 1 and t2.s.players[1].amber == 2 and t2.s.players[0].amber == 2   # K80: captures
    # from the user's opponent, onto the borrowed creature


def test_K80_a_creature_used_as_if_it_were_yours_counts_as_friendly_while_you_use_it() -> None:
    """K80: reaping with the rival's Druida do Musgo through Maré Emprestada, its "Reap: fully heal a friendly
    creature" may heal the druid itself (friendly while used) or the user's own creature, never the rival's
    other damaged creature (the bystander, an enemy to the user); control never changes."""
    t = table({"hand": ["mare-emprestada"], "line": ["urso-das-veredas"]},
              {"line": ["druida-do-musgo", "cervo-ancestral"]}, house="mare",
              status={"0:urso-das-veredas": {"damage": 1}, "1:druida-do-musgo": {"damage": 1},
                      "1:cervo-ancestral": {"damage": 2}})
    druid, bear, deer = t.u(1, "druida-do-musgo"), t.u(0, "urso-das-veredas"), t.u(1, "cervo-ancestral")
    t.do(Verb.PLAY, t.u(0, "mare-emprestada"))
    t.do(Verb.PICK, target=druid)
    c = t.s.choice
    assert c is not None and set(c.options) == {bear, druid}
    t.do(Verb.PICK, target=druid)
    assert t.s.damage[druid] == 0 and t.s.damage[bear] == 1 and t.s.damage[deer] == 2
    assert t.s.ctrl[druid] == 1 and t.s.players[1].line == [druid, deer] and ARCHON.violations(t.s) == []


def test_K80_K58_K60_sacrificing_an_enemy_creature_as_if_it_were_yours() -> None:
    """K80: Oferenda Alheia "Sacrifice an enemy creature as if it were yours". Plain reading of the sources: the
    player sacrifices it as if they controlled it, but never gains control (S1 p10), and a sacrificed card is a
    destroyed card (K58): it is marked, its "Destroyed:" triggers and resolves for its controller (Brasa Errante
    deals 2 to an enemy creature, that is one of the user's), the Æmber it held goes to its controller's
    opponent, the user (K60), and it goes to its owner's discard pile. The rival's Cervo Ancestral (the
    bystander) is untouched; the user's own creatures are never offered; a "would be destroyed" replacement
    still saves Carvalho Teimoso (K59)."""
    t = table({"hand": ["oferenda-alheia"], "line": ["urso-das-veredas"]},
              {"line": ["brasa-errante", "cervo-ancestral"]}, status={"1:brasa-errante": {"held": 2}})
    ember, deer, bear = t.u(1, "brasa-errante"), t.u(1, "cervo-ancestral"), t.u(0, "urso-das-veredas")
    t.do(Verb.PLAY, t.u(0, "oferenda-alheia"))
    c = t.s.choice
    assert c is not None and set(c.options) == {ember, deer}
    t.do(Verb.PICK, target=ember)
    keys = t.log_keys()
    assert keys.index("sacrifice") < keys.index("destroyed") and t.s.log is not None
    assert next(e for e in t.s.log if e.key == "sacrifice").seat == 0
    assert t.s.zone[ember] == Zone.DISCARD and ember in t.s.players[1].discard
    assert t.s.damage[bear] == 2 and t.s.players[0].amber == 2 and t.s.players[1].amber == 0
    assert t.s.zone[deer] == Zone.LINE and t.s.damage[deer] == 0 and ARCHON.violations(t.s) == []
    t2 = table({"hand": ["oferenda-alheia"], "line": ["urso-das-veredas"]}, {"line": ["carvalho-teimoso"]})
    oak = t2.u(1, "carvalho-teimoso")
    t2.do(Verb.PLAY, t2.u(0, "oferenda-alheia"))
    assert t2.s.zone[oak] == Zone.LINE and t2.s.stun[oak] and "replaced" in t2.log_keys()
    t3 = table({"hand": ["oferenda-alheia"], "line": ["urso-das-veredas"]}, {})
    t3.do(Verb.PLAY, t3.u(0, "oferenda-alheia"))
    assert t3.s.zone[t3.u(0, "urso-das-veredas")] == Zone.LINE and "sacrifice" not in t3.log_keys()


def test_K89_this_way_counts_only_what_this_resolution_destroyed() -> None:
    """K89: Erupção deals 2 to each enemy creature, then gains 1 per creature destroyed "this way": the three it
    killed count; the friendly creature killed by Cão de Lava's "Destroyed:" in between does not, nor does
    the survivor."""
    t = table({"hand": ["erupcao"], "line": ["vibora-de-cinzas"]},
              {"line": ["coruja-sabia", "piromante", "cao-de-lava", "urso-das-veredas"]},
              status={"1:cao-de-lava": {"damage": 3}})
    t.do(Verb.PLAY, t.u(0, "erupcao"))
    assert t.s.zone[t.u(0, "vibora-de-cinzas")] == Zone.DISCARD
    assert t.s.zone[t.u(1, "urso-das-veredas")] == Zone.LINE and t.s.players[0].amber == 3


def test_K94_a_maverick_copy_is_of_the_house_printed_on_it() -> None:
    """K94: besouro-mecanico@vereda (a Cog title printed in Trail) is played and used on a Trail turn, not on a
    Cog one, counts with its title for the Rule of Six (K32) and makes no Cog house eligible (K21)."""
    mav = maverick_id("besouro-mecanico", "vereda")
    assert lookup(mav).house == "vereda" and lookup(mav).maverick and lookup("besouro-mecanico").house == "engrenagem"
    assert lookup("besouro-mecanico@engrenagem") is None and lookup("besouro-mecanico@nada") is None
    t = table({"hand": [mav], "line": [mav]}, {"line": ["cervo-ancestral"]}, house="vereda")
    played, used = t.u(0, mav), t.u(0, mav, 1)
    assert any(a.card == played for a in t.offered(Verb.PLAY))
    t.do(Verb.ACTION, used)
    assert t.s.stun[t.u(1, "cervo-ancestral")] and t.s.plays == {"besouro-mecanico": 1}
    assert "engrenagem" not in legal_houses(t.s, 0)
    assert "Maverick: Trail" in card_text(lookup(mav))["en"]
    t2 = table({"hand": [mav]}, {}, house="engrenagem")
    assert not t2.offered(Verb.PLAY)
    t3 = table({"line": [maverick_id("cervo-ancestral", "engrenagem")]}, {}, step="house")
    assert "engrenagem" in legal_houses(t3.s, 0)                          # K21: the printed house is eligible


def test_K95_a_legacy_card_is_fully_legal() -> None:
    """K95: Relíquia do Velho Mundo is marked legacy; it is played and used like any card and a deck holding it
    is legal."""
    relic = load_cards()["reliquia-do-velho-mundo"]
    assert relic.legacy and card_text(relic)["en"].startswith("Legacy")
    t = table({"hand": ["reliquia-do-velho-mundo"]}, {}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "reliquia-do-velho-mundo"))
    assert t.s.zone[t.u(0, "reliquia-do-velho-mundo")] == Zone.ARTIFACTS
    d = next(generate(seed) for seed in range(100) if "engrenagem" in generate(seed).houses)
    cards = list(d.cards)
    cards[next(i for i, c in enumerate(cards) if load_cards()[c].house == "engrenagem")] = relic.id
    assert deck_problems(d.houses, cards) == []


def test_K96_an_errata_overrides_the_printed_card() -> None:
    """K96: Bússola Emendada is printed "Action: gain 2"; its errata reads "gain 1, draw 1", and the engine
    plays the errata."""
    compass = load_cards()["bussola-emendada"]
    assert compass.errata and [e.op for e in compass.abilities[0].effects] == ["gain", "draw"]
    t = table({"artifacts": ["bussola-emendada"], "deck": ["piromante"]}, {}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "bussola-emendada"))
    assert t.s.players[0].amber == 1 and t.s.players[0].hand == [t.u(0, "piromante")]


@pytest.mark.parametrize("raw, words", [
    ({"type": "creature", "power": 3, "abilities": [{"when": "would_be_destroyed",
                                                     "effects": [{"op": "stun", "target": "self"}]}]}, "fully heals"),
    ({"type": "creature", "power": 3, "abilities": [{"when": "would_be_destroyed",
                                                     "effects": [{"op": "damage", "n": 1, "target": "enemy"}]}]},
     "replacement"),
    ({"type": "action", "keywords": {"versatile": True}}, "creature keywords"),
    ({"type": "action", "abilities": [{"when": "play", "effects": [{"op": "must_house"}]}]}, "needs a house"),
    ({"type": "creature", "power": 3, "errata": {"name": "x"}}, "errata must be"),
    ({"type": "creature", "power": 3, "legacy": "yes"}, "legacy"),
    ({"type": "action", "abilities": [{"when": "play", "effects": [
        {"op": "sacrifice_as_yours", "target": "any"}]}]}, "sacrifice_as_yours"),
    ({"type": "action", "abilities": [{"when": "play", "effects": [
        {"op": "destroy", "target": "enemy", "instead": {"if": "friendly", "op": "stun"}}]}]}, "'any' or 'each'"),
    ({"type": "action", "abilities": [{"when": "play", "effects": [
        {"op": "destroy", "target": "any", "instead": {"if": "mine", "op": "stun"}}]}]}, "instead must be"),
    ({"type": "action", "abilities": [{"when": "play", "effects": [
        {"op": "damage", "n": 2, "target": "any", "instead": {"if": "enemy", "op": "stun"}}]}]}, "replaces"),
])
def test_K5_K59_K80_K94_K96_the_loader_refuses_what_the_new_vocabulary_cannot_mean(raw: dict, words: str) -> None:
    card = {"id": "teste", "name": {"pt": "Teste", "en": "Test"}, "house": "mare", "rarity": "common", **raw}
    with pytest.raises(CardDataError, match=words):
        card_from_json(card)
