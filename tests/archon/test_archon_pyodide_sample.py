"""Issue 24: CPython = Pyodide for the matches that use every ability of the collection. Each match of
`ability_sample.find_sample()` (an ability of every title resolved among them) is loaded from its save in Pyodide
through the bridge, exported as a replay (the state hash after every action), loaded again at its middle and played
on there by the AI's ai_move for a stretch, as in CPython: the same replies, so the same hash after every action."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from ability_sample import SampleMatch, find_sample, play_on, seats_to_move
from eidolon import bridge
from eidolon.api import Match

ROOT = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")
PYODIDE = ROOT / "node_modules" / "pyodide"
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


def comparable(request: str, reply: str) -> Any:
    """A reply without what may differ between two runs: the AI's thinking time, a replay's creation time and the
    engine fingerprint (the Python version)."""
    out = json.loads(reply)
    result = out.get("result")
    if isinstance(result, dict):
        ai = result.get("ai")
        if isinstance(ai, dict):
            ai.pop("ms", None)
        if json.loads(request)["op"] == "replay_export":
            result.pop("created", None)
            result.pop("engine", None)
    return out


@pytest.mark.slow                      # boots Pyodide in Node
@pytest.mark.skipif(NODE is None or not (PYODIDE / "pyodide.mjs").is_file(),
                    reason="needs node and node_modules/pyodide (npm ci)")
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
    path = tmp_path / "requests.json"
    path.write_text(json.dumps(reqs))
    run = subprocess.run([NODE, str(ROOT / "tests" / "pyodide_handle.mjs"), str(PYODIDE) + "/", str(ROOT / "py"),
                          str(path)], capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    replies = json.loads(run.stdout.strip().splitlines()[-1])["replies"]
    assert len(replies) == len(expected)
    for request, want, got in zip(reqs, expected, replies, strict=True):
        assert comparable(request, got) == comparable(request, want), (request[:80], got[:300], want[:300])
