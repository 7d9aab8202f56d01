#!/usr/bin/env python3
"""Bench: Desafiadora's playouts per real decision in the browser (Pyodide in a module Web Worker, Chromium).

Builds the site of this checkout, serves it on 127.0.0.1 and, in a page of that site, starts a module worker
that loads the site's own Pyodide and the eidolon package (a wheel of its engine bundle's files) and plays the first
`--decisions` real decisions (2+ offered actions) of `--games` seeded games per ruleset with Desafiadora on
both seats, under the page's budget (700 ms of wall time per decision). It prints the median of the playouts
per decision (the search's `last["playouts"]`), the figure of issue 25 (target: at least 500 in both games).
The games and decisions are those of `bench/speed.py`'s ai-eidolon / ai-archon figures (CPython).

    python3 bench/ai_page_playouts.py [--games 4] [--decisions 5] [--budget 700] [--rulesets eidolon,archon]
                                      [--base /path/to/older/checkout] [--rounds 2]

With `--base`, the older checkout's site is built by its own build_site.py and both sites are measured in
turn (this, base, this, base, ...: `--rounds` times, a fresh worker each), and the ratio this/base is the
median of the per-round ratios. Wall time on a shared machine: its load moves the counts (`os.getloadavg()`
is printed), so compare within a run. A benchmark, not a test.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from conftest import CHROMIUM, CHROMIUM_ARGS

import build_site

# The Python each worker runs: speed.py's ai child, returning the playouts of every timed decision.
PLAYOUTS = r'''
import json
from eidolon import rulesets
from eidolon.api import normalize_config
from eidolon.sim import SeatObservation

def playouts(name, games, budget, per_game):
    rs = rulesets.get(name)
    decks = [d["id"] for d in rs.suggested_decks()]
    counts = []
    for g in range(games):
        cfg = normalize_config({"ruleset": name, "seed": 500 + g, "players": [
            {"suggested": decks[g % len(decks)]}, {"suggested": decks[(g + 1) % len(decks)]}]})
        s = rs.new_state(cfg, log=False)
        agents = [rs.make_agent("desafiadora", 1000 + 2 * g + k, budget) for k in (0, 1)]
        taken = 0
        while s.result is None and taken < per_game:
            dec = rs.decision(s)
            legal = rs.legal_actions(s)
            agent = agents[dec[0]]
            i = agent.choose(SeatObservation(s, dec[0], legal))
            if len(legal) > 1:
                counts.append(int(agent.last.get("playouts", 0)))
                taken += 1
            rs.apply(s, legal[i], check=False)
    return json.dumps(counts)
'''

WORKER = """
self.onmessage = async (ev) => {
  const { indexURL, wheel, code, jobs } = ev.data;
  try {
    const { loadPyodide } = await import(indexURL + "pyodide.mjs");
    const py = await loadPyodide({ indexURL, packages: [wheel] });
    py.runPython(code);
    const run = py.globals.get("playouts");
    const out = {};
    for (const [name, games, budget, per] of jobs) out[name] = JSON.parse(run(name, games, budget, per));
    self.postMessage({ ok: true, out, version: py.runPython("import sys; sys.version.split()[0]") });
  } catch (err) {
    self.postMessage({ ok: false, error: String(err).slice(0, 2000) });
  }
};
"""

RUN = """async ([worker, data]) => {
  const url = URL.createObjectURL(new Blob([worker], { type: "text/javascript" }));
  const w = new Worker(url, { type: "module" });
  return await new Promise((resolve) => { w.onmessage = (ev) => resolve(ev.data); w.postMessage(data); });
}"""


def median(xs: list[int]) -> float:
    xs = sorted(xs)
    n = len(xs)
    return float(xs[n // 2]) if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def site_wheel(site: Path) -> str:
    """The site's eidolon wheel (relative path): an older site's own, or one made from this site's engine
    bundle (the same files; a site since issue 25 ships the bundle, docs/site.md)."""
    older = sorted((site / "wheels").glob("eidolon-*.whl"))
    if older:
        return f"wheels/{older[0].name}"
    (bundle,) = (site / build_site.ENGINE_DIR).glob("eidolon-*.bundle")
    return build_site.bundle_as_wheel(bundle, site / "bench-wheels").relative_to(site).as_posix()


def measure(page: Any, url: str, site: Path, jobs: list[list[object]]) -> tuple[str, dict[str, list[int]]]:
    """(Python version, playouts per timed decision by ruleset) from a fresh worker on the site at url."""
    wheel = site_wheel(site)
    base = url.rstrip("/") + "/"
    reply = page.evaluate(RUN, [WORKER, {"indexURL": base + "pyodide/", "wheel": base + wheel,
                                         "code": PLAYOUTS, "jobs": jobs}])
    if not reply["ok"]:
        sys.exit(f"worker failed on {site}: {reply['error']}")
    return reply["version"], reply["out"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--decisions", type=int, default=5, help="real decisions timed per game")
    ap.add_argument("--budget", type=int, default=700, help="Desafiadora's budget in ms (the page's)")
    ap.add_argument("--rulesets", default="eidolon,archon")
    ap.add_argument("--base", type=Path, default=None, help="an older checkout, measured in turn")
    ap.add_argument("--rounds", type=int, default=1)
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    jobs: list[list[object]] = [[name, args.games, args.budget, args.decisions] for name in args.rulesets.split(",")]
    names = [str(j[0]) for j in jobs]
    with tempfile.TemporaryDirectory() as tmp:
        sites = [build_site.build(Path(tmp) / "site", quiet=True)]
        if args.base is not None:
            subprocess.run([sys.executable, str(args.base / "build_site.py"), "--out", str(Path(tmp) / "base")],
                           cwd=args.base, check=True, capture_output=True)
            sites.append(Path(tmp) / "base")
        runs: list[list[dict[str, list[int]]]] = [[] for _ in sites]
        version = ""
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            for _ in range(args.rounds):
                for k, site in enumerate(sites):
                    with build_site.SiteServer(site) as srv:
                        page = browser.new_context().new_page()
                        page.goto(srv.url)
                        page.set_default_timeout(900_000)
                        version, out = measure(page, srv.url, site, jobs)
                        runs[k].append(out)
                        page.context.close()
            browser.close()
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"Pyodide (Python {version}) in a Chromium module worker, budget {args.budget} ms, {args.games} games x "
          f"{args.decisions} real decisions, {args.rounds} round(s); load average {load}")
    labels = ["this", f"base {args.base}"]
    for name in names:
        for k in range(len(sites)):
            per_round = [median(r[name]) for r in runs[k]]
            every = [x for r in runs[k] for x in r[name]]
            print(f"  Desafiadora {name}, {labels[k]}: median {median(every):.0f} playouts per real decision over "
                  f"all rounds (per round {per_round}; min {min(every)}, max {max(every)}, n={len(every)})")
        if len(sites) > 1:
            ratios = [median(a[name]) / median(b[name]) for a, b in zip(runs[0], runs[1])]
            print(f"    this/base {statistics.median(ratios):.2f}x (per round {[round(x, 2) for x in ratios]})")


if __name__ == "__main__":
    main()
