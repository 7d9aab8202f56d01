#!/usr/bin/env python3
"""Bench: navigation to a usable page (cold and warm), click round trip, and the bare runtime floor.

Builds the site into a temp folder, serves it on 127.0.0.1 and drives Debian's chromium.

    python3 bench/site_speed.py [--runs 5] [--actions 100]

- ready cold: fresh browser context (empty HTTP cache, no service worker) -> body[data-engine-ready]
  (the mark `eidolon:ready`, measured from navigation start).
- ready warm: reload of the same context with a match in progress (resumed from localStorage,
  service worker active).
- bare boot: a page whose module worker only runs loadPyodide() from the same vendored files,
  in the same run (the runtime's own boot is the floor); ratio = ready warm / bare warm.
- round trip: click on an offered action -> the table (or handoff/end screen) re-rendered,
  measured inside the page over --actions actions of a hotseat match (handoffs confirmed, not counted).
- transfer per load: the server's answers (SiteServer.requests: requests, body bytes, encoding) from
  navigation to ready (cold game: until the service worker controls the page, its precache included),
  next to the site's unique size (each file once, plain and as its gzip copy).
The bare and the game page alternate which goes first from run to run.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from conftest import CHROMIUM, CHROMIUM_ARGS, PREFERENCE, start_match, wait_ready

import build_site

BARE_HTML = """<!doctype html><meta charset="utf-8"><title>bare boot</title>
<script type="module">
const w = new Worker("bare-worker.mjs", {type: "module"});
w.onmessage = (e) => { window.__bare = e.data.ok ? performance.now() : -1; };
</script>"""
BARE_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
loadPyodide({indexURL: new URL("./pyodide/", import.meta.url).href})
  .then(() => postMessage({ok: true}), (e) => postMessage({ok: false, error: String(e)}));
"""

ROUND_TRIPS = """async ([n, preference]) => {
  const renders = () => Number(document.body.dataset.renders || 0);
  const next = (before) => new Promise((resolve) => {
    if (renders() > before) return resolve();
    const obs = new MutationObserver(() => { if (renders() > before) { obs.disconnect(); resolve(); } });
    obs.observe(document.body, {attributes: true, attributeFilter: ["data-renders"]});
  });
  const times = [];
  while (times.length < n) {
    const screen = document.body.dataset.screen;
    if (screen === "end") break;
    const before = renders();
    if (screen === "handoff") { document.getElementById("handoff-confirm").click(); await next(before); continue; }
    const buttons = [...document.querySelectorAll(".decision .action")];
    const types = buttons.map((b) => b.dataset.type);
    const kind = preference.find((k) => types.includes(k));
    const button = kind ? buttons[types.indexOf(kind)] : buttons[0];
    const t0 = performance.now();
    button.click();
    await next(before);
    times.push(performance.now() - t0);
  }
  return times;
}"""


def ready_ms(page) -> float:
    return page.evaluate("performance.getEntriesByName('eidolon:ready')[0].startTime")


def parts(page) -> dict:
    """Where the game's ready time goes: worker start, runtime+engine bundle, bridge import, after the worker."""
    return page.evaluate("""async () => {
        const t = (await import("./static/shell/bridge.mjs")).bootTimings;
        const ready = performance.getEntriesByName('eidolon:ready')[0].startTime;
        return {worker_start: t.started - performance.timeOrigin, load_pyodide: t.loadPyodide,
                import_bridge: t.importBridge, after_worker: ready - (t.finished - performance.timeOrigin)};
    }""")


def transfer(srv) -> tuple[int, int]:
    """Requests and body bytes the server answered since the last call (then forgotten)."""
    served = list(srv.requests)
    srv.requests.clear()
    return len(served), sum(r.bytes for r in served)


def unique_sizes(site: Path) -> tuple[int, int]:
    """The site's files, each once (what the service worker precaches): plain bytes, and with each
    file as its .gz copy where the build wrote one."""
    files = [f for f in build_site.site_files(site)
             if f != build_site.SINGLE_FILE and not f.endswith((".gz", ".br")) and f != "build.json"]
    plain = sum((site / f).stat().st_size for f in files)
    gz = sum((site / f"{f}.gz" if (site / f"{f}.gz").is_file() else site / f).stat().st_size for f in files)
    return plain, gz


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(p / 100 * (len(xs) - 1)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--actions", type=int, default=100)
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    cold, warm, bare_cold, bare_warm, trips, warm_parts = [], [], [], [], [], []
    loads: dict[str, list[tuple[int, int]]] = {"game cold": [], "game warm": [], "bare cold": [], "bare warm": []}
    with tempfile.TemporaryDirectory() as tmp:
        site = build_site.build(Path(tmp) / "site", quiet=True)
        unique = unique_sizes(site)
        (site / "bare.html").write_text(BARE_HTML)
        (site / "bare-worker.mjs").write_text(BARE_WORKER)
        with build_site.SiteServer(site) as srv, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)

            def bare_runs():
                ctx = browser.new_context(viewport={"width": 1280, "height": 720})
                page = ctx.new_page()
                transfer(srv)
                page.goto(f"{srv.url}bare.html")
                page.wait_for_function("window.__bare", timeout=120_000)
                bare_cold.append(page.evaluate("window.__bare"))
                loads["bare cold"].append(transfer(srv))
                page.reload()
                page.wait_for_function("window.__bare", timeout=120_000)
                bare_warm.append(page.evaluate("window.__bare"))
                loads["bare warm"].append(transfer(srv))
                ctx.close()

            def game_runs(i):
                nonlocal trips
                ctx = browser.new_context(viewport={"width": 1280, "height": 720})
                page = ctx.new_page()
                transfer(srv)
                page.goto(srv.url)
                wait_ready(page)
                cold.append(ready_ms(page))
                page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
                loads["game cold"].append(transfer(srv))
                start_match(page, seed=1000 + i, target=6)
                if i == 0:
                    trips = page.evaluate(ROUND_TRIPS, [args.actions, list(PREFERENCE)])
                transfer(srv)
                page.reload()
                wait_ready(page)
                warm.append(ready_ms(page))
                loads["game warm"].append(transfer(srv))
                warm_parts.append(parts(page))
                ctx.close()

            for i in range(args.runs):
                if i % 2 == 0:
                    bare_runs()
                    game_runs(i)
                else:
                    game_runs(i)
                    bare_runs()
                print(f"run {i + 1}/{args.runs}: cold {cold[-1]:.0f} ms, warm {warm[-1]:.0f} ms, "
                      f"bare {bare_cold[-1]:.0f}/{bare_warm[-1]:.0f} ms ({'bare' if i % 2 == 0 else 'game'} first)",
                      file=sys.stderr)
            browser.close()

    def mm(xs):
        return f"min {min(xs):6.0f}  median {statistics.median(xs):6.0f} ms"
    print(f"\nnavigation -> engine ready ({args.runs} runs, fresh context each)")
    print(f"  game ready, cold:  {mm(cold)}")
    print(f"  game ready, warm:  {mm(warm)}   (reload, match in progress resumed)")
    print(f"  bare boot, cold:   {mm(bare_cold)}")
    print(f"  bare boot, warm:   {mm(bare_warm)}")
    print(f"  ratio warm game / warm bare (medians): "
          f"{statistics.median(warm) / statistics.median(bare_warm):.2f}x")
    print("  warm game ready, medians: " + ", ".join(
        f"{k} {statistics.median(p[k] for p in warm_parts):.0f} ms" for k in warm_parts[0]))
    print(f"transfer per load (server answers, median over {args.runs} runs); site unique: "
          f"{unique[0] / 1e6:.1f} MB plain, {unique[1] / 1e6:.1f} MB with the gzip copies")
    for name, xs in loads.items():
        print(f"  {name:10} {statistics.median(n for n, _ in xs):4.0f} requests  "
              f"{statistics.median(b for _, b in xs) / 1e6:6.2f} MB")
    if trips:
        print(f"click -> updated screen over {len(trips)} actions: median {statistics.median(trips):.1f} ms, "
              f"p95 {pct(trips, 95):.1f} ms, max {max(trips):.1f} ms")


if __name__ == "__main__":
    main()
