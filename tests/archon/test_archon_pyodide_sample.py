"""Issue 24: CPython = Pyodide for the matches that use every ability of the collection. Each match of
`ability_sample.find_sample()` (an ability of every title resolved among them) is loaded from its save in Pyodide
through the bridge, exported as a replay (the state hash after every action), loaded again at its middle and played
on there by the AI's ai_move for a stretch, as in CPython: the same replies, so the same hash after every action."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ability_sample import SampleMatch, find_sample, play_on, seats_to_move
from eidolon import bridge
from eidolon.api import Match
from pyodide_node import comparable, handle_in_pyodide, needs_pyodide

TAIL = 30                    # the ai_move requests played on from each match's middle


def match_requests(match: SampleMatch) -> tuple[list[str], str]:
    """The requests for one match, and its final hash as the helper plays it."""
    full = play_on(Match.new(match.config), match)
    save = full.save()
    middle = len(full.history) // 2
    seats = seats_to_move(match)[middle:middle + TAIL]
    return [json.dumps({"op": "load", "save": save}), json.dumps({"op": "replay_export"}),
            json.dumps({"op": "load", "save": {**save, "actions": save["actions"][:middle]}})] + [
        json.dumps({"op": "ai_move", "level": match.levels[seat], "seed": match.seed}) for seat in seats] + [
        json.dumps({"op": "hash"})], full.state_hash()


@pytest.mark.slow                      # boots Pyodide in Node
@needs_pyodide
def test_pyodide_gives_the_sample_matches_the_same_hashes(tmp_path: Path) -> None:
    reqs: list[str] = []
    finals: list[tuple[int, str]] = []
    for match in find_sample().matches:
        part, final = match_requests(match)
        finals.append((len(reqs) + 1, final))          # the index of its replay_export request
        reqs += part
    expected = [bridge.handle(r) for r in reqs]
    assert all(json.loads(r)["ok"] for r in expected)
    for at, final in finals:
        assert json.loads(expected[at])["result"]["hashes"][-1] == final
    replies = handle_in_pyodide(reqs, tmp_path)
    for request, want, got in zip(reqs, expected, replies, strict=True):
        assert comparable(request, got) == comparable(request, want), (request[:80], got[:300], want[:300])
