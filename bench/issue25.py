#!/usr/bin/env python3
"""Every figure of issue 25 in one run, against older checkouts: the engine and CPython AI figures
(bench/speed.py), Desafiadora's playouts per decision in the page (bench/ai_page_playouts.py, Pyodide in
Chromium) and the page's cold boot next to a bare page (bench/boot.py), one after the other; each interleaves
this tree with the older checkouts itself.

    python3 bench/issue25.py --base /path/to/008ec40 --base /path/to/1db071e [--rounds 5] [--page-rounds 2]
                             [--boot-runs 8]

speed.py gets every `--base`; the page and boot benches, which build each checkout's site, get the last one (the
issue's page and boot figures are against 1db071e, or are ratios to the bare page). A browser bench needs the
checkout's `node_modules` (`npm ci` there, or a link to this tree's when the lock is the same). Prints each
bench's output as it comes, with the load average before each. A benchmark, not a test.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def run(title: str, args: list[str]) -> int:
    print(f"\n== {title} (load average {', '.join(f'{x:.1f}' for x in os.getloadavg())})", flush=True)
    return subprocess.run([sys.executable, *args], cwd=HERE.parent, check=False).returncode


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", action="append", default=[], help="an older checkout (repeatable)")
    ap.add_argument("--rounds", type=int, default=5, help="speed.py's rounds")
    ap.add_argument("--page-rounds", type=int, default=2)
    ap.add_argument("--boot-runs", type=int, default=8)
    args = ap.parse_args()
    bases = [str(Path(b).resolve()) for b in args.base]
    failed = run("engine and CPython AI figures: bench/speed.py",
                 [str(HERE / "speed.py"), *[x for b in bases for x in ("--base", b)], "--rounds", str(args.rounds)])
    page = [str(HERE / "ai_page_playouts.py"), "--rounds", str(args.page_rounds)]
    boot = [str(HERE / "boot.py"), "--runs", str(args.boot_runs)]
    if bases:
        page += ["--base", bases[-1]]
        boot += ["--against", bases[-1]]
    failed |= run("Desafiadora's playouts per decision in the page: bench/ai_page_playouts.py", page)
    failed |= run("cold boot next to a bare page: bench/boot.py", boot)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
