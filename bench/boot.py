#!/usr/bin/env python3
"""Bench: cold boot of the page next to a bare page that only runs loadPyodide(), served and by file://.

    python3 bench/boot.py [--runs 5] [--against /path/to/older/checkout]

Builds the site into a temp folder (and, with --against, the older checkout's site with its own
build_site.py), serves each on 127.0.0.1 and drives Debian's chromium. Two bare pages are added to
every built site, both loading Pyodide in a module worker from the same vendored files, as the game does:
- bare.html (served): its worker imports ../pyodide/pyodide.mjs and runs loadPyodide();
- bare-single.html (file://): the runtime's files inlined like site/eidolon.html's (gzip + base64 in
  <script> elements), the worker started from a data: URL at the top of <head>, given the files'
  text, decoding and serving them from memory to loadPyodide().
Every run opens each page once in a fresh browser context (empty cache, no service worker), the
order rotated from run to run. Printed per page (medians): ready = navigation -> the engine loaded and
the start screen usable (`eidolon:ready`; the bare pages: loadPyodide() resolved, seen by the page);
worker start = navigation -> the worker begins loading Pyodide (the game: bootTimings.started; the
bare pages: the same point of their worker); and the ratio game / bare of the medians.
"""
from __future__ import annotations

import argparse
import base64
import gzip
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from conftest import CHROMIUM, CHROMIUM_ARGS, wait_ready

import build_site

BARE_HTML = """<!doctype html><meta charset="utf-8"><title>bare boot</title>
<script type="module">
const w = new Worker("bare-worker.mjs", {type: "module"});
w.onmessage = (e) => {
  if (e.data.started) window.__bareStarted = e.data.started - performance.timeOrigin;
  else window.__bare = e.data.ok ? performance.now() : -1;
};
</script>"""
BARE_WORKER = """postMessage({started: performance.timeOrigin + performance.now()});
const { loadPyodide } = await import("./pyodide/pyodide.mjs");
loadPyodide({indexURL: new URL("./pyodide/", import.meta.url).href})
  .then(() => postMessage({ok: true}), (e) => postMessage({ok: false, error: String(e)}));
"""

# The single-file floor: the worker (a data: URL, as Chromium needs under file:) gets the base64 text of
# the gzip-compressed runtime files, decodes them and serves them to loadPyodide from memory.
BARE_SINGLE_WORKER = """
const from = (t) => Uint8Array.fromBase64 ? Uint8Array.fromBase64(t)
  : Uint8Array.from(atob(t), (c) => c.charCodeAt(0));
const MIME = {wasm: "application/wasm", mjs: "text/javascript", json: "application/json"};
onmessage = async (e) => {
  postMessage({started: performance.timeOrigin + performance.now()});
  try {
    const blobs = new Map();
    await Promise.all(Object.entries(e.data.files).map(async ([url, text]) => {
      const gz = new Blob([from(text)]).stream().pipeThrough(new DecompressionStream("gzip"));
      const ext = url.slice(url.lastIndexOf(".") + 1);
      blobs.set(url, new Blob([await new Response(gz).arrayBuffer()], {type: MIME[ext] || "application/octet-stream"}));
    }));
    const real = fetch;
    self.fetch = (input, init) => {
      const blob = blobs.get(new URL(input instanceof Request ? input.url : String(input)).href);
      return blob ? Promise.resolve(new Response(blob, {headers: {"Content-Type": blob.type}})) : real(input, init);
    };
    const index = e.data.index;
    const blobURL = (name) => URL.createObjectURL(blobs.get(index + name));
    const { loadPyodide } = await import(blobURL("pyodide.mjs"));
    const createPyodideModule = (await import(blobURL("pyodide.asm.mjs"))).default;
    await loadPyodide({indexURL: index, createPyodideModule});
    postMessage({ok: true});
  } catch (err) { postMessage({ok: false, error: String(err)}); }
};
"""
BARE_SINGLE_HEAD = """<!doctype html><html><head><meta charset="utf-8"><title>bare single</title>
<script>
window.__w = new Worker("data:text/javascript;charset=utf-8," + encodeURIComponent(WORKER), {type: "module"});
window.__w.onmessage = (e) => {
  if (e.data.started) window.__bareStarted = e.data.started - performance.timeOrigin;
  else window.__bare = e.data.ok ? performance.now() : -1;
};
</script>
"""
BARE_SINGLE_TAIL = """<script>
const files = {};
for (const node of document.querySelectorAll('script[type="application/x-bare-file"]')) {
  files[new URL(node.dataset.path, document.baseURI).href] = node.textContent;
  node.remove();
}
window.__w.postMessage({files, index: new URL("pyodide/", document.baseURI).href});
</script></head><body></body></html>
"""

# The bridge module is static/shell/bridge.mjs since the shell/games split, static/bridge.mjs before it.
GAME_STARTED = """async () => {
  const bridge = await import("./static/shell/bridge.mjs").catch(() => import("./static/bridge.mjs"));
  return bridge.bootTimings.started - performance.timeOrigin;
}"""


def add_bare_pages(site: Path) -> None:
    """bare.html + bare-worker.mjs (served) and bare-single.html (file://) in a built site."""
    (site / "bare.html").write_text(BARE_HTML)
    (site / "bare-worker.mjs").write_text(BARE_WORKER)
    parts = [BARE_SINGLE_HEAD.replace("WORKER", json.dumps(BARE_SINGLE_WORKER))]
    for name in (*build_site.PYODIDE_FILES, "pyodide-lock.json"):
        data = base64.b64encode(gzip.compress((site / "pyodide" / name).read_bytes(), 9, mtime=0)).decode()
        parts.append(f'<script type="application/x-bare-file" data-path="pyodide/{name}">{data}</script>\n')
    parts.append(BARE_SINGLE_TAIL)
    (site / "bare-single.html").write_text("".join(parts))


def build_older(checkout: Path, out: Path) -> Path:
    subprocess.run([sys.executable, str(checkout / "build_site.py"), "--out", str(out)], cwd=checkout,
                   check=True, stdout=subprocess.DEVNULL)
    return out


def load(browser, url: str, bare: bool) -> tuple[float, float]:
    """(ready, worker start) in ms from navigation, one cold load in a fresh context."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        page = ctx.new_page()
        page.goto(url)
        if bare:
            page.wait_for_function("window.__bare", timeout=180_000)
            ready = page.evaluate("window.__bare")
            if ready < 0:
                raise SystemExit(f"{url}: loadPyodide failed")
            return ready, page.evaluate("window.__bareStarted")
        wait_ready(page)
        return (page.evaluate("performance.getEntriesByName('eidolon:ready')[0].startTime"),
                page.evaluate(GAME_STARTED))
    finally:
        ctx.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--against", type=Path, help="an older checkout whose site is measured in the same run")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        sites = {"this": build_site.build(Path(tmp) / "site", quiet=True)}
        if args.against:
            sites["older"] = build_older(args.against.resolve(), Path(tmp) / "older")
        for site in sites.values():
            add_bare_pages(site)
        servers = {k: build_site.SiteServer(s).start() for k, s in sites.items()}
        try:
            pages: dict[str, tuple[str, bool]] = {}
            for k, site in sites.items():
                pages[f"bare served ({k})" if k != "this" else "bare served"] = (f"{servers[k].url}bare.html", True)
                pages[f"bare file:// ({k})" if k != "this" else "bare file://"] = (
                    (site / "bare-single.html").resolve().as_uri(), True)
                pages[f"game served ({k})"] = (servers[k].url, False)
                pages[f"game file:// ({k})"] = ((site / build_site.SINGLE_FILE).resolve().as_uri(), False)
            if args.against:   # one bare page of each kind is enough: the same vendored files
                pages = {n: v for n, v in pages.items() if not n.startswith("bare") or "(older)" not in n}
            got: dict[str, list[tuple[float, float]]] = {n: [] for n in pages}
            names = list(pages)
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
                for i in range(args.runs):
                    shift = i % len(names)
                    for name in names[shift:] + names[:shift]:
                        got[name].append(load(browser, *pages[name]))
                    print(f"run {i + 1}/{args.runs}: " + ", ".join(f"{n} {got[n][-1][0]:.0f}" for n in names),
                          file=sys.stderr)
                browser.close()
        finally:
            for srv in servers.values():
                srv.stop()

    med = {n: (statistics.median(r for r, _ in xs), statistics.median(s for _, s in xs)) for n, xs in got.items()}
    print(f"\ncold load, navigation -> ready; {args.runs} runs, fresh context each, order rotated (ms, medians)")
    for name, xs in got.items():
        where = "file://" if "file://" in name else "served"
        ratio = "" if name.startswith("bare") else f"   ratio to bare {med[name][0] / med[f'bare {where}'][0]:.2f}x"
        print(f"  {name:22} ready {med[name][0]:6.0f} (min {min(r for r, _ in xs):6.0f})"
              f"   worker starts loading Pyodide at {med[name][1]:5.0f}{ratio}")


if __name__ == "__main__":
    main()
