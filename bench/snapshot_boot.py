#!/usr/bin/env python3
"""Bench: the engine's boot in Pyodide (Node) plain and from the site's memory snapshot.

    python3 bench/snapshot_boot.py [--runs 5]

Builds the site (its engine/*.snapshot: build_snapshot.mjs, Pyodide's experimental `_makeSnapshot` /
`makeMemorySnapshot` once the bridge and the rulesets are imported), then boots Pyodide `--runs` times each way,
alternating, each boot a fresh Node process (bench/snapshot_boot.mjs): plain (`loadPyodide`, the bundle's install,
the bridge's import, as the page's worker does without a snapshot) and from the snapshot (`_loadSnapshot`, the
bundle's install, the bridge already imported). Prints the snapshot's size and the medians (docs/site.md, "The
engine's memory snapshot"). A benchmark, not a test; bench/boot.py measures the page's boot.
"""
from __future__ import annotations

import argparse
import gzip
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build_site

HELPER = Path(__file__).with_suffix(".mjs")


def boot(site: Path, mode: str) -> dict:
    bundle = next((site / build_site.ENGINE_DIR).glob("*.bundle"))
    out = subprocess.run(["node", str(HELPER), str(site / "pyodide") + "/", str(bundle), mode,
                          str(next((site / build_site.ENGINE_DIR).glob("*.snapshot")))],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        site = build_site.build(Path(tmp) / "site", quiet=True)
        snapshot = next((site / build_site.ENGINE_DIR).glob("*.snapshot"))
        size = {"bytes": len(gzip.decompress(snapshot.read_bytes())), "gzip": snapshot.stat().st_size}
        got: dict[str, list[float]] = {"plain": [], "snapshot": []}
        for _ in range(args.runs):
            for mode, times in got.items():
                r = boot(site, mode)
                if not r["reply"].startswith('{"ok": true'):
                    raise SystemExit(f"{mode}: the bridge did not answer: {r['reply']}")
                times.append(r["ms"])
    print(f"snapshot (the bridge and the rulesets imported): {size['bytes']:,} bytes, {size['gzip']:,} gzipped")
    for mode, xs in got.items():
        print(f"  {mode:9} boot (loadPyodide + install + bridge) median {statistics.median(xs):7.0f} ms  "
              f"(min {min(xs):.0f}, max {max(xs):.0f}, {len(xs)} runs)")
    print(f"  snapshot / plain: {statistics.median(got['snapshot']) / statistics.median(got['plain']):.2f}")


if __name__ == "__main__":
    main()
