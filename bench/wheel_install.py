#!/usr/bin/env python3
"""Bench: how should the page install the game's package? Its bundle, loadPyodide({packages}) or micropip?

Builds the site into a temp folder, adds a bench page + worker there (never shipped), serves it on
127.0.0.1 and drives Debian's chromium. For each mode it measures, in the worker, the time from
`loadPyodide` to `eidolon.bridge` imported, and in the page the time from navigation to that point.
Cold = fresh browser context (empty HTTP cache); warm = reload in the same context.

    python3 bench/wheel_install.py [--runs 5] [--project DIR]

Modes:
  bare      loadPyodide() only (the floor)
  bundle    the page's way (static/shell/worker.mjs): the engine bundle fetched while loadPyodide() runs, its
            files written into site-packages, then import eidolon.bridge
  packages  loadPyodide({packages: [wheelURL]}) then import eidolon.bridge (the wheel: the bundle's files)
  micropip  loadPyodide(); loadPackage("micropip"); micropip.install(wheelURL); import eidolon.bridge
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build_site

MODES = ("bare", "bundle", "packages", "micropip")

BENCH_HTML = """<!doctype html><meta charset="utf-8"><title>wheel install bench</title>
<script type="module">
const params = new URLSearchParams(location.search);
const w = new Worker("bench-worker.mjs", {type: "module"});
w.onmessage = (e) => { window.__result = {...e.data, page: performance.now()}; };
w.postMessage({mode: params.get("mode"), wheel: new URL(params.get("wheel"), location.href).href,
               bundle: new URL(params.get("bundle"), location.href).href});
</script>"""

BENCH_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
import { readBundle, install } from "./static/shell/worker.mjs";
const indexURL = new URL("./pyodide/", import.meta.url).href;
onmessage = async (e) => {
  const {mode, wheel, bundle} = e.data;
  try {
    const t0 = performance.now();
    let py, tInstall = 0;
    if (mode === "bundle") {
      const files = readBundle(bundle);
      py = await loadPyodide({indexURL});
      const tRuntime = performance.now();
      install(py, await files);
      tInstall = performance.now() - tRuntime;
    } else if (mode === "packages") {
      py = await loadPyodide({indexURL, packages: [wheel]});
    } else {
      py = await loadPyodide({indexURL});
    }
    const tBoot = performance.now() - tInstall;
    if (mode === "micropip") {
      const loaded = await py.loadPackage("micropip");
      if (!loaded.length) throw new Error("micropip not loaded");
      await py.pyimport("micropip").install(wheel);
      tInstall = performance.now() - tBoot;
    }
    const tImp0 = performance.now();
    if (mode !== "bare") py.pyimport("eidolon.bridge");
    const tEnd = performance.now();
    postMessage({ok: true, boot: tBoot - t0, install: tInstall, import: tEnd - tImp0, total: tEnd - t0});
  } catch (err) {
    postMessage({ok: false, error: String(err)});
  }
};
"""


def run(site: Path, runs: int) -> dict:
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT / "tests" / "browser"))
    from conftest import CHROMIUM, CHROMIUM_ARGS

    (bundle,) = (site / build_site.ENGINE_DIR).glob("eidolon-*.bundle")
    wheel = build_site.bundle_as_wheel(bundle, site / "bench-wheels").relative_to(site).as_posix()
    bundle_path = bundle.relative_to(site).as_posix()
    results = {(m, c): [] for m in MODES for c in ("cold", "warm")}
    with build_site.SiteServer(site) as srv, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        for i in range(runs):
            for mode in MODES:              # interleaved: the VM is noisy
                ctx = browser.new_context()
                page = ctx.new_page()
                page.goto(f"{srv.url}bench.html?mode={mode}&wheel={wheel}&bundle={bundle_path}")
                for cache in ("cold", "warm"):
                    if cache == "warm":
                        page.reload()
                    page.wait_for_function("window.__result", timeout=120_000)
                    r = page.evaluate("window.__result")
                    if not r["ok"]:
                        raise SystemExit(f"{mode}: {r['error']}")
                    results[(mode, cache)].append(r)
                ctx.close()
            print(f"run {i + 1}/{runs} done", file=sys.stderr)
        browser.close()
    return results


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--project", type=Path, default=ROOT, help="project whose eidolon wheel is benched")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        site = build_site.build(Path(tmp) / "site", project=args.project, quiet=True)
        (site / "bench.html").write_text(BENCH_HTML)
        (site / "bench-worker.mjs").write_text(BENCH_WORKER)
        results = run(site, args.runs)
    print(f"\nworker times in ms, min / median over {args.runs} runs "
          f"(page = navigation start to bridge imported)")
    print(f"{'mode':9} {'cache':5} {'loadPyodide':>14} {'install':>12} {'import':>12} {'total':>14} {'page':>14}")
    for (mode, cache), rs in results.items():
        def f(key, rs=rs):
            xs = [r[key] for r in rs]
            return f"{min(xs):6.0f} / {statistics.median(xs):5.0f}"
        print(f"{mode:9} {cache:5} {f('boot'):>14} {f('install'):>12} {f('import'):>12} {f('total'):>14} {f('page'):>14}")


if __name__ == "__main__":
    main()
