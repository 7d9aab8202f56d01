#!/usr/bin/env python3
"""Bench: what motion (static/shell/motion.mjs, issue 23) costs per view shown, motion on vs off, interleaved.

Builds the site into a temp folder (or uses --site), serves it on 127.0.0.1 and drives Debian's chromium
through the same hotseat EIDOLON match (the action list's preferred action, handoffs confirmed), in rounds
that alternate a context with motion on and one with ?motion=off. Each action waits for the next frame
and then for the motion animations to end, as a player would.

    python3 bench/motion_speed.py [--rounds 3] [--actions 40] [--seed 7] [--site DIR]

Printed figures (ms, median / p95 / max over all actions of all rounds of a mode):
- act: show — the page's own measure eidolon:act-show (draw the table, and with motion on: capture
  before the draw and start the animations after it);
- motion: capture / play — the two halves of that cost (eidolon:motion-capture, eidolon:motion-play);
- action -> next frame: the click on the action to the frame after the new table.
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

DRIVE = """async ([n, preference]) => {
  const renders = () => Number(document.body.dataset.renders || 0);
  const frame = () => new Promise((r) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = r; c.port2.postMessage(0); }));
  const next = (before) => new Promise((resolve) => {
    if (renders() > before) return resolve();
    const obs = new MutationObserver(() => { if (renders() > before) { obs.disconnect(); resolve(); } });
    obs.observe(document.body, {attributes: true, attributeFilter: ["data-renders"]});
  });
  const idle = () => Promise.all(document.getAnimations().filter((a) => String(a.id).startsWith("motion-")).map((a) => a.finished.catch(() => 0)));
  const frames = [];
  while (frames.length < n && document.body.dataset.screen !== "end") {
    const before = renders();
    if (document.body.dataset.screen === "handoff") { document.querySelector("#handoff-confirm").click(); await next(before); await frame(); continue; }
    const buttons = [...document.querySelectorAll(".decision .action")];
    const b = preference.map((k) => buttons.find((x) => x.dataset.type === k)).find(Boolean) || buttons[0];
    const t0 = performance.now();
    b.click();
    await next(before);
    await frame();
    frames.push(performance.now() - t0);
    await idle();
  }
  const of = (name) => performance.getEntriesByName(name).map((e) => e.duration);
  return { frames, show: of("eidolon:act-show"), capture: of("eidolon:motion-capture"), play: of("eidolon:motion-play"),
           played: Number(document.body.dataset.motionPlayed || 0) };
}"""


def summary(label: str, xs: list[float]) -> str:
    if not xs:
        return f"{label:34s} (none)"
    s = sorted(xs)
    p95 = s[min(len(s) - 1, int(0.95 * len(s)))]
    return f"{label:34s} median {statistics.median(s):6.2f}  p95 {p95:6.2f}  max {s[-1]:6.2f}  (n={len(s)})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--actions", type=int, default=40)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--site", type=Path, default=None, help="an already built site folder")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    got: dict[str, dict[str, list[float]]] = {m: {"frames": [], "show": [], "capture": [], "play": []} for m in ("on", "off")}
    played = {"on": 0, "off": 0}
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site or build_site.build(Path(tmp) / "site", quiet=True)
        with build_site.SiteServer(site) as srv, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            for _ in range(args.rounds):
                for mode in ("on", "off"):
                    ctx = browser.new_context(viewport={"width": 1280, "height": 720}, locale="pt-BR")
                    page = ctx.new_page()
                    page.goto(srv.url + ("" if mode == "on" else "?motion=off"))
                    wait_ready(page)
                    start_match(page, seed=args.seed, target=6)
                    out = page.evaluate(DRIVE, [args.actions, list(PREFERENCE)])
                    for k in got[mode]:
                        got[mode][k].extend(out[k])
                    played[mode] += out["played"]
                    ctx.close()
            browser.close()
    print(f"\nmotion on vs off, 1280x720, hotseat seed {args.seed}, {args.rounds} rounds x {args.actions} actions, interleaved")
    for mode in ("on", "off"):
        print(f"-- motion {mode} ({played[mode]} animations started)")
        print(summary("  act: show (draw + motion)", got[mode]["show"]))
        print(summary("  motion: capture", got[mode]["capture"]))
        print(summary("  motion: play", got[mode]["play"]))
        print(summary("  action -> next frame", got[mode]["frames"]))


if __name__ == "__main__":
    main()
