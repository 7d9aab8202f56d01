#!/usr/bin/env python3
"""Bench: the single file (site/eidolon.html opened by file://) next to the served site, same run.

    python3 bench/single_file.py [--runs 5] [--firefox]

Builds the site into a temp folder, serves it on 127.0.0.1 and drives Debian's chromium. Each run
opens both pages in fresh browser contexts (no cache, no service worker), alternating which goes
first, and reads navigation -> `eidolon:ready` (the engine loaded and the start screen usable).
--firefox adds the single file in Debian's firefox-esr (a fresh headless browser and profile per load,
driven by tests/firefox/single_file.mjs --scenario ready), the order of the three rotated from run to run.
Sizes: the single file's bytes; the served site's files (what a cold visit needs, without the
single file and the precompressed copies).
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

sys.path.insert(0, str(ROOT / "bench"))

from conftest import CHROMIUM, CHROMIUM_ARGS, wait_ready
from site_speed import parts

import build_site

FIREFOX = "single file (file://, Firefox)"
FIREFOX_DRIVER = ROOT / "tests" / "firefox" / "single_file.mjs"


def ready_ms(browser, url: str) -> tuple[float, dict]:
    """navigation -> eidolon:ready, and where it went (site_speed.parts: the worker's boot started,
    when its init message came (for the single file, before its files are unpacked); loadPyodide; bridge import; after the worker)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        page = ctx.new_page()
        page.goto(url)
        wait_ready(page)
        return page.evaluate("performance.getEntriesByName('eidolon:ready')[0].startTime"), parts(page)
    finally:
        ctx.close()


def firefox_ready_ms(url: str) -> tuple[float, dict]:
    """The same figures for the single file in firefox-esr (its own fresh browser and profile)."""
    done = subprocess.run(["node", str(FIREFOX_DRIVER), "--url", url, "--scenario", "ready"], cwd=ROOT,
                          capture_output=True, text=True, timeout=600, check=True)
    report = json.loads(done.stdout.strip().splitlines()[-1])
    if "failure" in report:
        raise SystemExit(f"firefox: {report['failure']}")
    return report["ready_ms"], report["parts"]


def served_bytes(site: Path) -> int:
    return sum((site / f).stat().st_size for f in build_site.site_files(site)
               if f != build_site.SINGLE_FILE and not f.endswith((".gz", ".br")))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--firefox", action="store_true", help="also the single file in firefox-esr")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    times: dict[str, list[float]] = {"single file (file://)": [], "served site (http, cold)": []}
    if args.firefox:
        times[FIREFOX] = []
    where: dict[str, list[dict]] = {name: [] for name in times}
    with tempfile.TemporaryDirectory() as tmp:
        site = build_site.build(Path(tmp) / "site", quiet=True)
        single = site / build_site.SINGLE_FILE
        sizes = {"single file (file://)": single.stat().st_size, "served site (http, cold)": served_bytes(site),
                 FIREFOX: single.stat().st_size}
        with build_site.SiteServer(site) as srv, sync_playwright() as pw:
            urls = {"single file (file://)": single.resolve().as_uri(), "served site (http, cold)": srv.url,
                    FIREFOX: single.resolve().as_uri()}
            names = list(times)
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            for i in range(args.runs):
                order = names[i % len(names):] + names[:i % len(names)]   # two pages: alternated
                for name in order:
                    ms, part = firefox_ready_ms(urls[name]) if name == FIREFOX else ready_ms(browser, urls[name])
                    times[name].append(ms)
                    where[name].append(part)
                print(f"run {i + 1}/{args.runs}: " + ", ".join(f"{n} {times[n][-1]:.0f} ms" for n in names),
                      file=sys.stderr)
            browser.close()
    print(f"\nnavigation -> engine ready, {args.runs} runs each, fresh context, order "
          + ("rotated" if args.firefox else "alternated"))
    for name, xs in times.items():
        print(f"  {name:35} {sizes[name] / 1e6:5.1f} MB   min {min(xs):6.0f}  median {statistics.median(xs):6.0f}"
              f"  max {max(xs):6.0f} ms")
        print(" " * 45 + "medians: " + ", ".join(
            f"{k} {statistics.median(p[k] for p in where[name]):.0f}" for k in where[name][0]) + " ms")


if __name__ == "__main__":
    main()
