"""Lasting effects (issue 24, lasting.py; K37): a constant verb given for a duration acts as a constant ability
while it lasts, outlives its source, covers creatures entering play later when it names a side, and ends with its
duration ("for the remainder of the turn" at the turn's end, K13; "until the end of your opponent's next turn";
"until the start of your next turn") or when the creature it names leaves play (K60). From positions, what it
covers beside what it does not, and when it ends."""

from __future__ import annotations

import pytest
from archonkit import table
from eidolon.core.errors import PositionError
from eidolon.rulesets.archon.board import armor, has, power
from eidolon.rulesets.archon.cards import CardDataError, card_from_json
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import Verb, Zone


def test_K37_K13_for_the_remainder_of_the_turn_on_one_creature() -> None:
    t = table({"hand": ["furia-passageira"], "line": ["cervo-ancestral", "piromante"]}, {"line": ["cervo-ancestral"]})
    mine, other, theirs = t.u(0, "cervo-ancestral"), t.u(0, "piromante"), t.u(1, "cervo-ancestral")
    t.do(Verb.PLAY, t.u(0, "furia-passageira"))
    t.do(Verb.PICK, target=mine)
    assert power(t.s, mine) == 7 and power(t.s, other) == 2 and power(t.s, theirs) == 4
    assert t.s.zone[t.u(0, "furia-passageira")] == Zone.DISCARD         # K37: the source is gone, it lasts
    assert ARCHON.view(t.s, 1)["lasting"][0]["uid"] == mine
    t.do(Verb.END)
    assert power(t.s, mine) == 4 and not t.s.lasting                     # K13: ended with the turn


def test_K37_a_side_wide_effect_covers_creatures_entering_later_and_not_the_enemy() -> None:
    t = table({"hand": ["clamor-das-trilhas", "tartaruga-ancia"], "line": ["cervo-ancestral"]},
              {"line": ["piromante"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "clamor-das-trilhas"))
    t.do(Verb.PLAY, t.u(0, "tartaruga-ancia"), pos=1)
    assert has(t.s, t.u(0, "cervo-ancestral"), "skirmish") and has(t.s, t.u(0, "tartaruga-ancia"), "skirmish")
    assert not has(t.s, t.u(1, "piromante"), "skirmish")
    t.do(Verb.FIGHT, t.u(0, "cervo-ancestral"), t.u(1, "piromante"))
    assert t.s.damage[t.u(0, "cervo-ancestral")] == 0                     # Skirmish while it lasts


def test_K37_until_the_end_of_the_opponents_next_turn() -> None:
    """Calmaria: the enemy creatures cannot fight through the opponent's next turn, and can again after it."""
    t = table({"hand": ["calmaria-profunda"], "line": ["guardia-do-recife"]}, {"line": ["cervo-ancestral"]},
              house="mare")
    t.do(Verb.PLAY, t.u(0, "calmaria-profunda"))
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=2)                                             # seat 2: vereda
    cervo = t.u(1, "cervo-ancestral")
    assert not [a for a in t.offered(Verb.FIGHT) if a.card == cervo] and t.offered(Verb.REAP)
    t.do(Verb.END)
    assert not t.s.lasting
    t.do(Verb.HOUSE, target=0)
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=2)                                             # seat 2's next turn: it may fight
    assert [a for a in t.offered(Verb.FIGHT) if a.card == cervo]


def test_K37_K24_a_chosen_enemy_cannot_reap_and_a_friendly_one_still_can() -> None:
    t = table({"hand": ["engrenagem-travada"]}, {"line": ["cervo-ancestral", "tartaruga-ancia"]})
    t.s.players[0].houses = ("mare", "cinza", "engrenagem")
    t.s.house = "engrenagem"
    t.do(Verb.PLAY, t.u(0, "engrenagem-travada"))
    t.do(Verb.PICK, target=t.u(1, "cervo-ancestral"))
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=2)
    reapers = {a.card for a in t.offered(Verb.REAP)}
    assert t.u(1, "cervo-ancestral") not in reapers and t.u(1, "tartaruga-ancia") in reapers


def test_K37_K54_until_the_start_of_your_next_turn_and_the_position_keeps_it() -> None:
    t = table({"line": ["couraca-de-vapor"]}, {"line": ["piromante"]}, house="engrenagem")
    cuirass = t.u(0, "couraca-de-vapor")
    t.do(Verb.REAP, cuirass)
    assert armor(t.s, cuirass) == 2
    t.do(Verb.END)
    pos = position_to_json(t.s)
    back = position_from_json(pos)
    assert back.lasting == t.s.lasting and ARCHON.state_hash(back) == ARCHON.state_hash(t.s)
    t.do(Verb.HOUSE, target=1)                                             # seat 2: cinza
    t.do(Verb.FIGHT, t.u(1, "piromante"), cuirass)
    assert t.s.damage[cuirass] == 0                                        # through the opponent's turn: 2 - 2
    t.do(Verb.END)
    assert armor(t.s, cuirass) == 0 and not t.s.lasting                    # its controller's turn began
    pos["lasting"][0]["uid"] = t.u(1, "piromante")                         # a card of no battleline... in one
    pos["lasting"][0]["target"] = "each_friendly"                          # and a side with a uid: refused
    with pytest.raises(PositionError, match="lasting"):
        position_from_json(pos)


def test_K60_what_lasted_on_a_creature_ends_when_it_leaves_play() -> None:
    """Engrenagem Travada on an enemy creature, then Maré Alta returns that creature to its owner's hand: the
    lasting effect on it ends; played again, it may reap."""
    t = table({"hand": ["engrenagem-travada", "mare-alta"]}, {"line": ["cervo-ancestral", "tartaruga-ancia"]})
    t.s.players[0].houses = ("mare", "cinza", "engrenagem")
    t.s.house = "engrenagem"
    cervo = t.u(1, "cervo-ancestral")
    t.do(Verb.PLAY, t.u(0, "engrenagem-travada"))
    t.do(Verb.PICK, target=cervo)
    assert [x.uid for x in t.s.lasting] == [cervo]
    t.s.house = "mare"
    t.do(Verb.PLAY, t.u(0, "mare-alta"))
    t.do(Verb.PICK, target=cervo)
    assert t.s.zone[cervo] == Zone.HAND and not t.s.lasting and not ARCHON.violations(t.s)


def test_lasting_effects_are_checked_when_the_data_is_read() -> None:
    base = {"id": "x", "name": {"pt": "X", "en": "X"}, "house": "mare", "type": "action", "rarity": "common"}
    ok = card_from_json({**base, "abilities": [{"when": "play", "effects": [
        {"op": "power_bonus", "n": 1, "target": "each_friendly", "until": "end_of_turn"}]}]})
    assert ok.abilities[0].effects[0].until == "end_of_turn" and not ok.auras
    for effect in ({"op": "power_bonus", "n": 1, "target": "each_friendly", "until": "forever"},
                   {"op": "power_bonus", "n": 1, "target": "any", "until": "end_of_turn"},
                   {"op": "enters_ready", "target": "each_friendly", "until": "end_of_turn"},
                   {"op": "gain", "n": 1, "until": "end_of_turn"}):
        with pytest.raises(CardDataError):
            card_from_json({**base, "abilities": [{"when": "play", "effects": [effect]}]})
