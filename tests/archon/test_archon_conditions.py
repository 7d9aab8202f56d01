"""Conditions (issue 24, conditions.py): an effect with "if ..." resolves only if its condition holds when it
would resolve (K34: what cannot resolve is skipped; K36: a following "if you do" then fails), read for the player
resolving it: the pool (K20), the keys (K6), the creatures controlled (K79, K81), a trait (K92), the discard pile
(K11). Each kind with the case that holds beside the one that does not."""

from __future__ import annotations

import pytest
from archonkit import table
from eidolon.rulesets.archon.cards import CardDataError, card_from_json
from eidolon.rulesets.archon.state import Verb


def test_K20_pool_at_least() -> None:
    for pool, drawn in ((4, 1), (3, 0)):
        t = table({"line": ["tesoureira-prudente"], "deck": ["onda-primeira"] * 2}, {}, house="mare", amber=(pool - 1, 0))
        t.do(Verb.REAP, t.u(0, "tesoureira-prudente"))                  # the reap's 1Æ counts: then 4 or 3
        assert len(t.s.players[0].hand) == drawn


def test_K20_the_opponents_pool() -> None:
    for theirs, stolen in ((5, 2), (4, 0)):
        t = table({"hand": ["rapina-das-brasas"]}, {}, amber=(0, theirs))
        t.do(Verb.PLAY, t.u(0, "rapina-das-brasas"))
        assert t.s.players[1].amber == theirs - stolen and t.s.players[0].amber == 1 + stolen


def test_K6_behind_on_keys_and_the_unconditional_part_still_resolves() -> None:
    for keys, amber in (((0, 1), 3), ((1, 1), 1)):
        t = table({"hand": ["folego-tardio"]}, {}, house="vereda", keys=keys)
        t.do(Verb.PLAY, t.u(0, "folego-tardio"))
        assert t.s.players[0].amber == amber


def test_K81_fewer_creatures_counts_the_played_creature_itself() -> None:
    """Recruta's "Play:" resolves after it entered play (K29): with one enemy creature it makes one each."""
    for theirs, amber in ((["cervo-ancestral", "piromante"], 2), (["cervo-ancestral"], 0)):
        t = table({"hand": ["recruta-desesperado"]}, {"line": theirs})
        t.do(Verb.PLAY, t.u(0, "recruta-desesperado"), pos=0)
        assert t.s.players[0].amber == amber


def test_K92_controls_a_creature_with_the_trait() -> None:
    t = table({"line": ["jardineira-das-brumas", "arvore-mae"]}, {}, house="vereda",
              status={"0:arvore-mae": {"damage": 3}})
    t.do(Verb.REAP, t.u(0, "jardineira-das-brumas"))
    t.do(Verb.PICK, target=t.u(0, "arvore-mae"))                        # Árvore-Mãe is a plant
    assert t.s.damage[t.u(0, "arvore-mae")] == 1
    t2 = table({"line": ["jardineira-das-brumas", "cervo-ancestral"]}, {}, house="vereda",
               status={"0:cervo-ancestral": {"damage": 3}})
    t2.do(Verb.REAP, t2.u(0, "jardineira-das-brumas"))
    assert t2.s.choice is None and t2.s.damage[t2.u(0, "cervo-ancestral")] == 3


def test_K11_discard_at_least() -> None:
    for discard, hand in ((6, 2), (5, 1)):
        t = table({"hand": ["memoria-afogada"], "deck": ["onda-primeira"] * 3, "discard": ["onda-primeira"] * discard},
                  {}, house="mare")
        t.do(Verb.PLAY, t.u(0, "memoria-afogada"))
        assert len(t.s.players[0].hand) == hand


def test_conditions_are_checked_when_the_data_is_read() -> None:
    base = {"id": "x", "name": {"pt": "X", "en": "X"}, "house": "mare", "type": "action", "rarity": "common"}
    ok = card_from_json({**base, "abilities": [{"when": "play", "effects": [
        {"op": "gain", "n": 1, "if": {"test": "controls_trait", "trait": "fera"}}]}]})
    assert ok.abilities[0].effects[0].cond == "controls_trait" and ok.abilities[0].effects[0].cond_trait == "fera"
    for cond in ({"test": "pool_at_least"}, {"test": "never"}, {"test": "behind_on_keys", "n": 1},
                 {"test": "controls_trait", "trait": "two words"}):
        with pytest.raises(CardDataError, match="if must be|trait"):
            card_from_json({**base, "abilities": [{"when": "play", "effects": [{"op": "gain", "n": 1, "if": cond}]}]})
