"""The engine's memory snapshot (build_snapshot.mjs, docs/site.md "The engine's memory snapshot"): Pyodide booted
from it as the page's worker boots answers every request as CPython does, and it holds no path of the machine that
built it."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from eidolon import bridge
from pyodide_node import PYODIDE, ROOT, comparable, handle_in_pyodide, needs_pyodide

import build_site


def requests() -> list[str]:
    """A match of each game played by its seeded AI, with hashes and positions, and the requests the page sends
    before a match (a deck's generation, the catalogue)."""
    eidolon = {"seed": 5, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]}
    archon = {"ruleset": "archon", "seed": 7, "players": [{"deck_seed": 11}, {"deck_seed": 12}]}
    out = [json.dumps({"op": "catalog", "ruleset": "archon"}),
           json.dumps({"op": "new_game", "config": eidolon})]
    out += [json.dumps({"op": "ai_move", "level": "iniciante", "seed": i}) for i in range(60)]
    out += [json.dumps({"op": "hash"}), json.dumps({"op": "position"}),
            json.dumps({"op": "new_game", "config": archon})]
    out += [json.dumps({"op": "ai_move", "level": "random", "seed": 500 + i}) for i in range(80)]
    out += [json.dumps({"op": "hash"}), json.dumps({"op": "position"}), json.dumps({"op": "view", "seat": 1})]
    return out


@pytest.mark.slow                      # builds the wheel and boots Pyodide in Node twice
@needs_pyodide
def test_the_engine_booted_from_its_snapshot_answers_as_cpython_and_holds_no_build_path(tmp_path: Path) -> None:
    purelib = build_site.site_packages(PYODIDE / "pyodide-lock.json")
    wheel = build_site.build_game_wheel(ROOT, tmp_path)
    bundle = build_site.write_engine_bundle(wheel, tmp_path / "engine", purelib)
    snapshot = build_site.write_engine_snapshot(bundle, PYODIDE)
    assert snapshot is not None
    assert snapshot.name == f"eidolon-0.1.0-{build_site.sha256_file(bundle)[:12]}.snapshot"   # paired with its bundle
    memory = gzip.decompress(snapshot.read_bytes())
    for path in (str(ROOT), str(tmp_path), str(build_site.SNAPSHOT_MJS)):
        assert path.encode() not in memory, path

    reqs = requests()
    expected = [bridge.handle(r) for r in reqs]
    assert all(json.loads(r)["ok"] or json.loads(r)["error"]["code"] == "game_over" for r in expected)
    replies = handle_in_pyodide(reqs, tmp_path, snapshot=(bundle, snapshot))
    for request, want, got in zip(reqs, expected, replies, strict=True):
        assert comparable(request, got) == comparable(request, want), (request[:80], got[:300], want[:300])
