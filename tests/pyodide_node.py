"""Running bridge requests in Pyodide under Node, on this checkout's sources (tests/pyodide_handle.mjs), for the
tests that compare its replies with CPython's (issue 13)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
NODE = shutil.which("node")
PYODIDE = ROOT / "node_modules" / "pyodide"

needs_pyodide = pytest.mark.skipif(NODE is None or not (PYODIDE / "pyodide.mjs").is_file(),
                                   reason="needs node and node_modules/pyodide (npm ci)")


def handle_in_pyodide(requests: list[str], tmp_path: Path, timeout: int = 600,
                      snapshot: tuple[Path, Path] | None = None) -> list[str]:
    """eidolon.bridge.handle's replies to the requests, in order, from one Pyodide runtime: on this checkout's
    sources, or with `snapshot` = (engine bundle, engine snapshot) booted as the page's worker boots."""
    path = tmp_path / "requests.json"
    path.write_text(json.dumps(requests))
    engine = [str(snapshot[0]), str(path), str(snapshot[1])] if snapshot else [str(ROOT / "py"), str(path)]
    run = subprocess.run([str(NODE), str(ROOT / "tests" / "pyodide_handle.mjs"), str(PYODIDE) + "/", *engine],
                         capture_output=True, text=True, timeout=timeout, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    replies: list[str] = json.loads(run.stdout.strip().splitlines()[-1])["replies"]
    assert len(replies) == len(requests)
    return replies


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
