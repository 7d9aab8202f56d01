"""CPython and Pyodide give the same Archon games (issue 13): a sample of seeded games with generated decks,
played through the bridge by the seeded random agent, gives the same replies and hashes in both; in Pyodide too,
an ai_move reply leaves out a card the AI archived or searched (issue 21, R16.7)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import archon_hiding
import pytest
from eidolon import bridge

ROOT = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")
PYODIDE = ROOT / "node_modules" / "pyodide"


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


def untimed(reply: str) -> object:
    """A reply without the AI's thinking time (the only field that may differ)."""
    out = json.loads(reply)
    ai = out.get("result", {}).get("ai") if isinstance(out.get("result"), dict) else None
    if isinstance(ai, dict):
        ai.pop("ms", None)
    return out


@pytest.mark.slow                      # boots Pyodide in Node
@pytest.mark.skipif(NODE is None or not (PYODIDE / "pyodide.mjs").is_file(),
                    reason="needs node and node_modules/pyodide (npm ci)")
def test_pyodide_plays_the_same_archon_games(tmp_path: Path) -> None:
    reqs = requests()
    expected = [bridge.handle(r) for r in reqs]
    assert all(json.loads(r)["ok"] or json.loads(r)["error"]["code"] == "game_over" for r in expected)
    path = tmp_path / "requests.json"
    path.write_text(json.dumps(reqs))
    run = subprocess.run([NODE, str(ROOT / "tests" / "pyodide_handle.mjs"), str(PYODIDE) + "/", str(ROOT / "py"),
                          str(path)], capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    replies = json.loads(run.stdout.strip().splitlines()[-1])["replies"]
    assert len(replies) == len(expected)
    for request, want, got in zip(reqs, expected, replies):
        assert untimed(got) == untimed(want), (request[:80], got[:300], want[:300])
    hiding = archon_hiding.requests(archon_hiding.hiding_seed())
    start = reqs.index(hiding[0])
    assert archon_hiding.hides(replies[start + 1:start + len(hiding)])    # the AI's archived card stays unnamed
