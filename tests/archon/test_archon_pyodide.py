"""CPython and Pyodide give the same Archon games (issue 13): a sample of seeded games with generated decks,
played through the bridge by the seeded random agent, gives the same replies and hashes in both; in Pyodide too,
an ai_move reply leaves out a card the AI archived or searched (issue 21, R16.7)."""

from __future__ import annotations

import json
from pathlib import Path

import archon_hiding
import pytest
from eidolon import bridge
from pyodide_node import comparable, handle_in_pyodide, needs_pyodide


def requests() -> list[str]:
    out = []
    for g in (1, 2, 3):
        cfg = {"ruleset": "archon", "seed": 100 + g, "players": [{"deck_seed": 10 * g}, {"deck_seed": 10 * g + 1}]}
        out.append(json.dumps({"op": "new_game", "config": cfg}))
        out += [json.dumps({"op": "ai_move", "level": "random", "seed": g * 1000 + i}) for i in range(120)]
        out.append(json.dumps({"op": "hash"}))
        out.append(json.dumps({"op": "position"}))
    out += archon_hiding.requests(archon_hiding.hiding_seed())    # issue 21 (R16.7): seat 0 asks every reply
    out.append(json.dumps({"op": "catalog", "ruleset": "archon"}))
    return out


@pytest.mark.slow                      # boots Pyodide in Node
@needs_pyodide
def test_pyodide_plays_the_same_archon_games(tmp_path: Path) -> None:
    reqs = requests()
    expected = [bridge.handle(r) for r in reqs]
    assert all(json.loads(r)["ok"] or json.loads(r)["error"]["code"] == "game_over" for r in expected)
    replies = handle_in_pyodide(reqs, tmp_path)
    for request, want, got in zip(reqs, expected, replies):
        assert comparable(request, got) == comparable(request, want), (request[:80], got[:300], want[:300])
    hiding = archon_hiding.requests(archon_hiding.hiding_seed())
    start = reqs.index(hiding[0])
    assert archon_hiding.hides(replies[start + 1:start + len(hiding)])    # the AI's archived card stays unnamed
