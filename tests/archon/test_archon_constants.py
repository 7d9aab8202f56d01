"""Constant abilities (issue 24, constants.py; K33: they work while the card is in play, exhausted or not, and
end when it leaves; K5: the card beats the rule): power and armor for itself, its neighbours or each friendly or
enemy creature (K54, K56, K84, K81), keyword grants (K71, K73), entering play ready (K7, K44), cannot reap or
fight (K24). From positions, each with the creatures it must not cover beside those it covers."""

from __future__ import annotations

import pytest
from archonkit import table
from eidolon.rulesets.archon.board import armor, has, power
from eidolon.rulesets.archon.cards import CardDataError, card_from_json
from eidolon.rulesets.archon.state import Verb, Zone


def test_K33_K84_power_for_the_neighbours_only_while_in_play() -> None:
    t = table({"line": ["cervo-ancestral", "porta-estandarte-das-cinzas", "tartaruga-ancia", "piromante"]},
              {"line": ["guardia-do-recife"]}, status={"0:porta-estandarte-das-cinzas": {"exhausted": True}})
    left, bearer, right, far = (t.u(0, c) for c in ("cervo-ancestral", "porta-estandarte-das-cinzas",
                                                     "tartaruga-ancia", "piromante"))
    assert [power(t.s, u) for u in (left, bearer, right, far)] == [5, 3, 6, 2]      # exhausted still counts
    assert power(t.s, t.u(1, "guardia-do-recife")) == 5
    t.s.players[0].line.remove(bearer)                      # K33: gone from play, gone the bonus
    t.s.zone[bearer] = Zone.DISCARD
    assert power(t.s, left) == 4 and power(t.s, right) == 5


def test_K81_power_for_each_friendly_creature_not_the_enemies() -> None:
    t = table({"line": ["maestro-das-correntes", "cervo-ancestral"]}, {"line": ["guardia-do-recife"]})
    assert power(t.s, t.u(0, "maestro-das-correntes")) == 3 and power(t.s, t.u(0, "cervo-ancestral")) == 5
    assert power(t.s, t.u(1, "guardia-do-recife")) == 5


def test_K54_armor_from_a_neighbour_and_from_an_artifact_prevents_damage() -> None:
    t = table({"line": ["escudeira-de-casca", "cervo-ancestral"]},
              {"line": ["piromante", "urso-das-veredas"], "artifacts": ["forja-de-placas"]}, house="vereda")
    cervo = t.u(0, "cervo-ancestral")
    assert armor(t.s, cervo) == 1 and armor(t.s, t.u(0, "escudeira-de-casca")) == 0   # its neighbour, not itself
    assert armor(t.s, t.u(1, "piromante")) == 1 and armor(t.s, t.u(1, "urso-das-veredas")) == 1   # Forja's side
    t.do(Verb.FIGHT, cervo, t.u(1, "piromante"))
    assert t.s.damage[cervo] == 1 and t.s.zone[t.u(1, "piromante")] == Zone.DISCARD      # 2 - 1 armor


def test_K71_K73_granted_keywords_work_for_neighbours_only() -> None:
    """Mestra gives her neighbours Skirmish: the neighbour takes no damage fighting, the far creature does;
    Toxicologista gives Poison: a 1-damage hit destroys."""
    t = table({"line": ["cervo-ancestral", "mestra-de-esgrima", "piromante", "tartaruga-ancia"]},
              {"line": ["guardia-do-recife", "urso-das-veredas"]}, house="vereda")
    cervo, turtle = t.u(0, "cervo-ancestral"), t.u(0, "tartaruga-ancia")
    assert has(t.s, cervo, "skirmish") and not has(t.s, turtle, "skirmish")
    t.do(Verb.FIGHT, cervo, t.u(1, "guardia-do-recife"))
    assert t.s.damage[cervo] == 0
    t.do(Verb.FIGHT, turtle, t.u(1, "guardia-do-recife"))
    assert t.s.damage[turtle] == 5 - 2                                       # no Skirmish: 5 less armor 2
    t2 = table({"line": ["toxicologista-do-recife", "guardia-do-recife"]}, {"line": ["urso-das-veredas"]},
               house="mare")
    t2.do(Verb.FIGHT, t2.u(0, "guardia-do-recife"), t2.u(1, "urso-das-veredas"))
    assert t2.s.zone[t2.u(1, "urso-das-veredas")] == Zone.DISCARD                # 5 < 6, but Poison


def test_K5_K44_a_creature_enters_play_ready_when_a_constant_says_so() -> None:
    t = table({"hand": ["lebre-desperta", "tartaruga-ancia"]}, {}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "lebre-desperta"), pos=0)
    assert not t.s.exhausted[t.u(0, "lebre-desperta")]
    assert (Verb.REAP, t.u(0, "lebre-desperta")) in {(a.verb, a.card) for a in t.actions()}
    t.do(Verb.PLAY, t.u(0, "tartaruga-ancia"), pos=1)
    assert t.s.exhausted[t.u(0, "tartaruga-ancia")]                         # its own text covers only itself
    t2 = table({"hand": ["tartaruga-ancia"], "artifacts": ["corneta-da-investida"]},
               {"hand": ["tartaruga-ancia"]}, house="vereda")
    t2.do(Verb.PLAY, t2.u(0, "tartaruga-ancia"), pos=0)
    assert not t2.s.exhausted[t2.u(0, "tartaruga-ancia")]
    t2.do(Verb.END)
    t2.do(Verb.HOUSE, target=2)                                             # seat 2 chooses vereda
    t2.do(Verb.PLAY, t2.u(1, "tartaruga-ancia"), pos=0)
    assert t2.s.exhausted[t2.u(1, "tartaruga-ancia")]                        # an enemy creature: exhausted


def test_K24_cannot_reap_and_cannot_fight_beat_the_offer_and_an_effects_must() -> None:
    t = table({"line": ["bruto-sem-redeas", "ermita-das-samambaias"]}, {"line": ["piromante"]}, house="cinza")
    brute = t.u(0, "bruto-sem-redeas")
    verbs = {a.verb for a in t.actions() if a.card == brute}
    assert Verb.FIGHT in verbs and Verb.REAP not in verbs
    t.s.house = "vereda"
    hermit = t.u(0, "ermita-das-samambaias")
    verbs = {a.verb for a in t.actions() if a.card == hermit}
    assert Verb.REAP in verbs and Verb.FIGHT not in verbs
    t2 = table({"hand": ["chamado-selvagem"], "line": ["bruto-sem-redeas"]}, {}, house="vereda",
               status={"0:bruto-sem-redeas": {"exhausted": True}})
    t2.do(Verb.PLAY, t2.u(0, "chamado-selvagem"))                      # "Ready and reap with a friendly creature"
    assert t2.s.players[0].amber == 1 and "reap" not in t2.log_keys()      # the bonus only; readied, no reap
    assert not t2.s.exhausted[t2.u(0, "bruto-sem-redeas")]


def test_K24_K81_an_artifact_stops_each_enemy_creature_reaping() -> None:
    t = table({"artifacts": ["campo-de-inercia"], "line": ["cervo-ancestral"]}, {"line": ["cervo-ancestral"]},
              active=1, house="vereda")
    assert not t.offered(Verb.REAP)                                         # seat 2's creature is the enemy
    t2 = table({"artifacts": ["campo-de-inercia"], "line": ["cervo-ancestral"]}, {}, house="vereda")
    assert t2.offered(Verb.REAP)


def test_constant_verbs_are_checked_when_the_data_is_read() -> None:
    base = {"id": "x", "name": {"pt": "X", "en": "X"}, "house": "mare", "type": "creature", "rarity": "common",
            "power": 1}
    ok = card_from_json({**base, "abilities": [{"when": "constant", "effects": [
        {"op": "grant", "keyword": "taunt", "target": "each_friendly"}]}]})
    assert ok.auras and ok.auras[0].keyword == "taunt"
    for effect, msg in (({"op": "grant", "keyword": "deploy", "target": "self"}, "keyword"),
                        ({"op": "power_bonus", "n": 1, "target": "enemy"}, "target"),
                        ({"op": "enters_ready", "target": "each_enemy"}, "target")):
        with pytest.raises(CardDataError, match=msg):
            card_from_json({**base, "abilities": [{"when": "constant", "effects": [effect]}]})
    with pytest.raises(CardDataError, match="cannot be used"):
        card_from_json({**base, "abilities": [{"when": "play", "effects": [{"op": "cannot_reap", "target": "self"}]}]})
    artifact = {k: v for k, v in base.items() if k != "power"} | {"type": "artifact"}
    with pytest.raises(CardDataError, match="neighbours"):
        card_from_json({**artifact, "abilities": [{"when": "constant", "effects": [
            {"op": "power_bonus", "n": 1, "target": "neighbors"}]}]})
