""""For each" (issue 24; K90): an op with a `count` resolves n times the count, counted when it resolves, for the
player resolving it; "a creature" in the text keeps every instance on that one creature (K90); a count of nothing
does not resolve (no target is asked). From positions, with the count that is zero beside the one that is not."""

from __future__ import annotations

import pytest
from archonkit import table
from eidolon.rulesets.archon.cards import CardDataError, card_from_json
from eidolon.rulesets.archon.state import Verb


def test_K90_capture_for_each_enemy_creature_onto_one_friendly_creature() -> None:
    t = table({"hand": ["rede-de-arrasto"], "line": ["guardia-do-recife", "polvo-ladino"]},
              {"line": ["cervo-ancestral", "piromante", "tartaruga-ancia"]}, house="mare", amber=(0, 5))
    t.do(Verb.PLAY, t.u(0, "rede-de-arrasto"))
    t.do(Verb.PICK, target=t.u(0, "polvo-ladino"))
    assert t.s.held[t.u(0, "polvo-ladino")] == 3 and t.s.held[t.u(0, "guardia-do-recife")] == 0
    assert t.s.players[1].amber == 2
    t2 = table({"hand": ["rede-de-arrasto"], "line": ["guardia-do-recife"]}, {}, house="mare", amber=(0, 5))
    t2.do(Verb.PLAY, t2.u(0, "rede-de-arrasto"))                      # no enemy creature: nothing, no target
    assert t2.s.choice is None and t2.s.players[1].amber == 5


def test_K90_draw_for_each_damaged_friendly_creature_not_the_enemies() -> None:
    t = table({"hand": ["sucata-reaproveitada"], "line": ["automato-vigia", "golem-de-latao", "besouro-mecanico"],
               "deck": ["onda-primeira"] * 4}, {"line": ["cervo-ancestral"]}, house="engrenagem",
              status={"0:automato-vigia": {"damage": 1}, "0:golem-de-latao": {"damage": 2},
                      "1:cervo-ancestral": {"damage": 1}})
    t.s.players[0].houses = ("mare", "cinza", "engrenagem")
    t.do(Verb.PLAY, t.u(0, "sucata-reaproveitada"))
    assert len(t.s.players[0].hand) == 2


def test_K90_K6_power_and_damage_for_each_key_the_opponent_forged() -> None:
    for keys, tokens in ((2, 4), (0, 0)):
        t = table({"hand": ["furia-do-ultrapassado"]}, {}, keys=(0, keys))
        t.do(Verb.PLAY, t.u(0, "furia-do-ultrapassado"), pos=0)
        assert t.s.tokens[t.u(0, "furia-do-ultrapassado")] == tokens
    t = table({"hand": ["rajada-vingativa"]}, {"line": ["urso-das-veredas", "piromante"]}, house="vereda",
              keys=(0, 2))
    t.do(Verb.PLAY, t.u(0, "rajada-vingativa"))
    t.do(Verb.PICK, target=t.u(1, "urso-das-veredas"))
    assert t.s.damage[t.u(1, "urso-das-veredas")] == 4 and t.s.damage[t.u(1, "piromante")] == 0


def test_for_each_is_checked_when_the_data_is_read() -> None:
    base = {"id": "x", "name": {"pt": "X", "en": "X"}, "house": "mare", "type": "action", "rarity": "common"}
    for effect in ({"op": "draw", "n": 1, "count": "stars"}, {"op": "heal", "n": 1, "target": "any",
                                                              "count": "enemy_creatures"}):
        with pytest.raises(CardDataError):
            card_from_json({**base, "abilities": [{"when": "play", "effects": [effect]}]})
