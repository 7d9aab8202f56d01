#!/usr/bin/env python3
"""Bench: building the balance report in the page (Pyodide, bridge op balance_report) for a results file.

Builds the site into a temp folder, serves it on 127.0.0.1, drives Debian's chromium, and times
`balance_report` round trips from the page's main thread for the given results file, with and
without simulated openings; prints the CPython time of the same report for comparison.

    python3 bench/balance_page_timing.py results.jsonl [--openings 100]
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from conftest import CHROMIUM, CHROMIUM_ARGS, wait_ready
from eidolon.rulesets.eidolon.balance.report import bridge_report

import build_site

TIME = """async ([text, openings]) => {
  const { call } = await import("./static/shell/bridge.mjs");
  const t0 = performance.now();
  const out = await call("balance_report", { text, lang: "pt", openings });
  return { ms: performance.now() - t0, games: out.games, bytes: out.html.length };
}"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("--openings", type=int, default=100)
    args = ap.parse_args()
    text = Path(args.file).read_text(encoding="utf-8")
    for openings in (0, args.openings):
        t0 = time.perf_counter()
        out = bridge_report({"text": text, "openings": openings})
        print(f"CPython: {out['games']} games, openings {openings}: {time.perf_counter() - t0:.2f} s")
    from playwright.sync_api import sync_playwright
    with tempfile.TemporaryDirectory() as tmp:
        site = build_site.build(Path(tmp) / "site", quiet=True)
        srv = build_site.SiteServer(site).start()
        try:
            with sync_playwright() as pw:
                b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
                page = b.new_page()
                page.goto(srv.url)
                wait_ready(page)
                for openings in (0, args.openings):
                    r = page.evaluate(TIME, [text, openings])
                    print(f"page (Pyodide): {r['games']} games, {len(text) / 1e6:.1f} MB, openings {openings}: "
                          f"{r['ms'] / 1000:.2f} s, report {r['bytes'] / 1e3:.0f} kB")
                b.close()
        finally:
            srv.stop()


if __name__ == "__main__":
    main()
