#!/usr/bin/env python3
"""Bench: click -> updated card table at 1280x720 with animations off, and the payload per action.

Builds the site into a temp folder (or uses --site), serves it on 127.0.0.1 and drives Debian's
chromium through a hotseat match played on the cards (the page's own driver below clicks the
table: cards, lit targets, the action bar), handoffs confirmed and not counted.

    python3 bench/table_speed.py [--actions 150] [--seed 5] [--site DIR]

Printed figures:
- action: click on the element that takes an offered action -> the table re-rendered with the
  engine's answer (body[data-renders] bumped), and -> the next frame after it (layout and paint).
- select: click on a card that has actions -> its actions and targets shown (no engine call) -> next frame.
- preview: the `preview` op round trip the page makes after a render (answered after the table is shown).
- payload: bytes of the bridge's reply per action (the view of the seat), and how much of it is the
  log tail, replayed in CPython from the match the page stored.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from conftest import CHROMIUM, CHROMIUM_ARGS, PREFERENCE, start_match, wait_ready

import build_site

DRIVE = """async ([n, preference]) => {
  const renders = () => Number(document.body.dataset.renders || 0);
  // after the next frame is produced: rAF, then a task queued from it (runs once that frame is painted)
  const frame = () => new Promise((r) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = r; c.port2.postMessage(0); }));
  const next = (before) => new Promise((resolve) => {
    if (renders() > before) return resolve();
    const obs = new MutationObserver(() => { if (renders() > before) { obs.disconnect(); resolve(); } });
    obs.observe(document.body, {attributes: true, attributeFilter: ["data-renders"]});
  });
  const q = (sel) => document.querySelector(sel);
  const out = { action: [], frame: [], select: [] };
  while (out.action.length < n) {
    const screen = document.body.dataset.screen;
    if (screen === "end") break;
    let before = renders();
    if (screen === "handoff") { q("#handoff-confirm").click(); await next(before); await frame(); continue; }
    const acts = [...document.querySelectorAll(".decision .action")].map((b) => ({
      type: b.dataset.type, card: b.dataset.card, target: b.dataset.target, source: b.dataset.source, order: b.dataset.order }));
    const a = preference.map((k) => acts.find((x) => x.type === k)).find(Boolean) || acts[0];
    let el;
    if (["end_phase", "let_pass", "pass_window"].includes(a.type)) el = q(`.action-bar .general button[data-type="${a.type}"]`);
    else if (a.type === "order") {     // the trigger's source card (R16.1), else its button in the bar
      el = q(`#screen-table [data-uid="${a.source}"].order-source`) || q(`.action-bar .general button[data-type="order"][data-order="${a.order}"]`);
    }
    else if (a.type === "choose") el = q(`#screen-table [data-uid="${a.target}"].targetable`);
    else if (["pick", "intercept", "discard"].includes(a.type)) el = q(`#screen-table [data-uid="${a.card}"]`);
    else {
      const t0 = performance.now();
      q(`#screen-table .board [data-uid="${a.card}"]`).click();
      await frame();
      out.select.push(performance.now() - t0);
      if (a.type === "attack") el = q(`.player-area.rival .card.desbravador.targetable`);
      else if (a.target !== "" && a.type !== "reerguer") el = q(`#screen-table .board [data-uid="${a.target}"].targetable`);
      else el = q(`.action-bar .selection button[data-type="${a.type}"]`);
    }
    before = renders();
    const t0 = performance.now();
    el.click();
    await next(before);
    out.action.push(performance.now() - t0);
    await frame();
    out.frame.push(performance.now() - t0);
  }
  return out;
}"""

# Time every `preview` call the page makes (request posted -> reply received).
PREVIEW_TIMER = """(() => {
  window.__previewMs = [];
  const post = Worker.prototype.postMessage;
  const started = new Map();
  Worker.prototype.postMessage = function (msg, ...rest) {
    if (msg && msg.kind === "call" && msg.request.includes('"op":"preview"')) started.set(msg.id, performance.now());
    if (!this.__timed) {
      this.__timed = true;
      this.addEventListener("message", (e) => {
        const t = started.get(e.data && e.data.id);
        if (t != null) { window.__previewMs.push(performance.now() - t); started.delete(e.data.id); }
      });
    }
    return post.call(this, msg, ...rest);
  };
})();"""


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(p / 100 * (len(xs) - 1)))]


def summary(name, xs, unit="ms"):
    if not xs:
        return f"{name}: no samples"
    return (f"{name:<28} n={len(xs):4d}  median {statistics.median(xs):7.1f} {unit}  p95 {pct(xs, 95):7.1f} {unit}"
            f"  max {max(xs):7.1f} {unit}")


def payload(save: dict) -> tuple[list[int], list[int]]:
    """Reply bytes per action and the log part of each, replayed in CPython (the page's replies: it asks
    for the log from where its record of that seat ends, `log_from`)."""
    from eidolon.api import Match
    m = Match.new(save["config"])
    total, log = [], []
    known = [None, None]
    for a in save["actions"]:
        seat = m.decision()["seat"]
        m.apply(a)
        view = m.view(seat, log_from=known[seat])
        known[seat] = view["log_total"] or None
        total.append(len(json.dumps({"ok": True, "result": view}, ensure_ascii=False).encode()))
        log.append(len(json.dumps(view["log"], ensure_ascii=False).encode()))
    return total, log


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--actions", type=int, default=150)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--site", type=Path, default=None, help="an already built site folder")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = args.site or build_site.build(Path(tmp) / "site", quiet=True)
        with build_site.SiteServer(site) as srv, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            ctx = browser.new_context(viewport={"width": 1280, "height": 720}, locale="pt-BR")
            ctx.add_init_script(PREVIEW_TIMER)
            page = ctx.new_page()
            page.goto(srv.url + "?anim=off")
            wait_ready(page)
            start_match(page, seed=args.seed, target=6)
            out = page.evaluate(DRIVE, [args.actions, list(PREFERENCE)])
            previews = page.evaluate("window.__previewMs")
            draws = page.evaluate("performance.getEntriesByName('eidolon:table-draw').map((e) => e.duration)")
            parts = {k: page.evaluate(f"performance.getEntriesByName('eidolon:act-{k}').map((e) => e.duration)")
                     for k in ("engine", "save", "show")}
            save = page.evaluate("""() => JSON.parse(localStorage.getItem("eidolon:v1:match:"
                + localStorage.getItem("eidolon:v1:current"))).save""")
            browser.close()
    total, log = payload(save)
    print(f"\nclick -> updated table, 1280x720, animations off, seed {args.seed}, {len(save['actions'])} actions stored")
    print(summary("action -> table rendered", out["action"]))
    print(summary("action -> next frame", out["frame"]))
    print(summary("select a card -> next frame", out["select"]))
    print(summary("table draw (lit render)", draws))
    print(summary("  act: engine (act + save)", parts["engine"]))
    print(summary("  act: store (localStorage)", parts["save"]))
    print(summary("  act: show (draw + DOM)", parts["show"]))
    print(summary("preview op round trip", previews))
    print(summary("reply bytes per action", [b / 1000 for b in total], "KB"))
    print(summary("  of which the log tail", [b / 1000 for b in log], "KB"))


if __name__ == "__main__":
    main()
