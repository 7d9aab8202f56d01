"""Property sweep over seeded random Archon games with generated decks (issue 13): no exception, every card in
exactly one zone (purged and archived included), Æmber never negative, keys 0-3, the game ends exactly at
the third key, no hidden card in a seat's view, and a replay of the actions gives the same hash."""

from __future__ import annotations

import json
import random

import pytest
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.setup import normalize_config
from eidolon.rulesets.archon.state import ChoiceKind

GAMES = 2000


def config(g: int) -> dict:
    return {"seed": g, **normalize_config({"players": [{"deck_seed": 7 * g + 1}, {"deck_seed": 7 * g + 2}]})}


def hidden_from(s, seat: int) -> set[int]:
    """Cards `seat` must not see: the rival's hand and archives, and every deck (order and content)."""
    rival = s.players[1 - seat]
    hidden = set(rival.hand) | set(rival.archives) | set(s.players[0].deck) | set(s.players[1].deck)
    c = s.choice
    if c is not None and c.kind == ChoiceKind.SEARCH and s.active == seat:
        hidden -= set(c.options)                            # K85: the searcher looks at what it may find
    return hidden


def uids_in(v, out: set[int]) -> set[int]:
    if isinstance(v, dict):
        if "uid" in v:
            out.add(v["uid"])
        for x in v.values():
            uids_in(x, out)
    elif isinstance(v, list):
        for x in v:
            uids_in(x, out)
    return out


def play(g: int, look: bool, full: bool, saves: bool = False) -> tuple[dict, list, object]:
    """One random game; every decision checks Æmber, keys and the end, `full` the whole invariant list,
    `look` the views and log of both seats, and `saves` that the position of every decision loads back with
    the same hash and the same offers (a match can be saved at any decision)."""
    cfg = config(g)
    s = ARCHON.new_state(cfg, log=look)
    rng = random.Random(g)
    actions = []
    while s.result is None:
        legal = ARCHON.legal_actions(s)
        assert legal, f"game {g}: no action offered"
        a = legal[rng.randrange(len(legal))]
        keys_before = [p.keys for p in s.players]
        ARCHON.apply(s, a, check=False)
        actions.append(a)
        p0, p1 = s.players
        assert p0.amber >= 0 and p1.amber >= 0 and 0 <= p0.keys <= 3 and 0 <= p1.keys <= 3, (g, len(actions))
        assert (s.result is None) == (p0.keys < 3 and p1.keys < 3) or s.result[1] == "turn_limit"
        if saves:
            again = ARCHON.position_from_json(json.loads(json.dumps(ARCHON.position_to_json(s))))
            assert ARCHON.state_hash(again) == ARCHON.state_hash(s), (g, len(actions))
            assert ARCHON.legal_actions(again) == ARCHON.legal_actions(s), (g, len(actions))
        if full or s.result is not None:
            bad = ARCHON.violations(s)
            assert not bad, (g, len(actions), bad)
        if s.result is not None and s.result[1] == "keys":
            w = s.result[0]
            assert s.players[w].keys == 3 and keys_before[w] == 2          # ends exactly at the third key
        if look:
            for seat in (0, 1):
                seen = uids_in(ARCHON.view(s, seat), set())
                assert not seen & hidden_from(s, seat), (g, seat, seen & hidden_from(s, seat))
                for e in s.log[-3:]:
                    m = ARCHON.log_entry(s, e, seat)
                    if e.key in ("draw", "archive") and e.seat != seat:
                        assert "card" not in m["args"], m
    return cfg, actions, s


@pytest.mark.slow                      # the 2,000 Archon games
def test_the_sweep_of_seeded_games() -> None:
    reasons = {"keys": 0, "turn_limit": 0}
    zones = {"purged": 0, "archives": 0}
    for g in range(GAMES):
        cfg, actions, s = play(g, look=g % 20 == 0, full=g % 4 == 0, saves=g % 200 == 1)
        reasons[s.result[1]] += 1
        zones["purged"] += any(p.purged for p in s.players)
        zones["archives"] += any(p.archives for p in s.players)
        if g % 10 == 0:                                    # replay: the same actions give the same hash
            again = ARCHON.new_state(cfg, log=False)
            for a in actions:
                ARCHON.apply(again, a)
            assert ARCHON.state_hash(again) == ARCHON.state_hash(s)
            pos = json.loads(json.dumps(ARCHON.position_to_json(s)))
            assert ARCHON.state_hash(ARCHON.position_from_json(pos)) == ARCHON.state_hash(s)
    assert reasons["keys"] >= GAMES * 0.95, reasons
    assert zones["purged"] > 0 and zones["archives"] > 0        # conservation was checked with these zones used
