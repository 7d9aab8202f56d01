#!/usr/bin/env python3
"""Screenshots of the real page at 1280x720, 1366x768, 1920x1080, 390x844 and 844x390.

Builds the site (or uses --site), serves it on 127.0.0.1 and drives Debian's chromium: the lobby, the deck
builder's grid and the workshop, the opening Location pick, the table mid-match (a seeded hotseat match played
on the cards until a creature may explore), the handoff, a trigger order (R16.1) and the end screen (both from
golden-corpus matches imported as files), and the crowded boards of the stage tests (EIDOLON: 6 creatures and
5 relics a side, 10 cards in hand; Archon: 12 creatures a side, upgrades, 10 cards in hand) resumed from their
match files. Palette PNGs (256 colours, median cut, quantised in the page; written with zlib here): the
README's pictures (README_SHOTS) to --out, every screen at every size to --review (for looking at, not
committed).

    python3 bench/screenshots.py [--out docs/img] [--review DIR] [--site DIR]
"""
from __future__ import annotations

import argparse
import json
import struct
import sys
import tempfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from conftest import (
    CHROMIUM,
    CHROMIUM_ARGS,
    click_and_wait,
    offered_actions,
    play_by_cards,
    resume_file,
    screen,
    start_match,
    wait_ready,
)

import build_site

# Median-cut quantisation of a screenshot to 256 colours, in the page (canvas pixels).
QUANTISE = """async (b64) => {
  const img = new Image();
  img.src = "data:image/png;base64," + b64;
  await img.decode();
  const c = document.createElement("canvas");
  c.width = img.width; c.height = img.height;
  const g = c.getContext("2d");
  g.drawImage(img, 0, 0);
  const px = g.getImageData(0, 0, c.width, c.height).data;
  const key = (i) => ((px[i] >> 3) << 10) | ((px[i + 1] >> 3) << 5) | (px[i + 2] >> 3);
  const count = new Float64Array(32768);
  for (let i = 0; i < px.length; i += 4) count[key(i)] += 1;
  const used = [];
  for (let k = 0; k < 32768; k++) if (count[k]) used.push(k);
  const ch = (k, j) => (k >> (10 - 5 * j)) & 31;
  let boxes = [used];
  while (boxes.length < 256) {
    let best = -1, bestSpan = 0, bestCh = 0;
    boxes.forEach((b, i) => {
      if (b.length < 2) return;
      for (let j = 0; j < 3; j++) {
        let lo = 31, hi = 0;
        for (const k of b) { const v = ch(k, j); if (v < lo) lo = v; if (v > hi) hi = v; }
        const span = (hi - lo) * Math.log2(1 + b.reduce((s, k) => s + count[k], 0));
        if (span > bestSpan) { bestSpan = span; best = i; bestCh = j; }
      }
    });
    if (best < 0) break;
    const b = boxes[best].sort((x, y) => ch(x, bestCh) - ch(y, bestCh));
    const total = b.reduce((s, k) => s + count[k], 0);
    let acc = 0, cut = 1;
    for (let i = 0; i < b.length; i++) { acc += count[b[i]]; if (acc >= total / 2) { cut = Math.max(1, Math.min(b.length - 1, i + 1)); break; } }
    boxes.splice(best, 1, b.slice(0, cut), b.slice(cut));
  }
  const palette = boxes.map((b) => {
    let r = 0, gg = 0, bl = 0, n = 0;
    for (const k of b) { const w = count[k]; r += ch(k, 0) * w; gg += ch(k, 1) * w; bl += ch(k, 2) * w; n += w; }
    return [r, gg, bl].map((v) => Math.min(255, Math.round((v / n) * 8 + 4)));
  });
  const lut = new Uint8Array(32768);
  for (const k of used) {
    const r = ch(k, 0) * 8 + 4, gg = ch(k, 1) * 8 + 4, bl = ch(k, 2) * 8 + 4;
    let bi = 0, bd = Infinity;
    palette.forEach((p, i) => { const d = (p[0] - r) ** 2 + (p[1] - gg) ** 2 + (p[2] - bl) ** 2; if (d < bd) { bd = d; bi = i; } });
    lut[k] = bi;
  }
  const idx = new Uint8Array(c.width * c.height);
  for (let i = 0, p = 0; i < px.length; i += 4, p++) idx[p] = lut[key(i)];
  let bin = "";
  for (let i = 0; i < idx.length; i += 32768) bin += String.fromCharCode.apply(null, idx.subarray(i, i + 32768));
  return { w: c.width, h: c.height, palette, idx: btoa(bin) };
}"""


def palette_png(q: dict) -> bytes:
    """A colour-type-3 PNG from the page's quantised pixels."""
    import base64
    w, h = q["w"], q["h"]
    idx = base64.b64decode(q["idx"])
    raw = b"".join(b"\x00" + idx[y * w:(y + 1) * w] for y in range(h))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    plte = b"".join(bytes(c) for c in q["palette"])
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 3, 0, 0, 0))
            + chunk(b"PLTE", plte) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def shoot(page, path: Path, full_page: bool = False):
    import base64

    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    try:                              # the procedural art comes from the worker: every image loaded
        page.wait_for_function("""[...document.querySelectorAll('main > .screen:not([hidden]) img.card-art-img, main > .screen:not([hidden]) img.archon-art-img')]
            .every((i) => i.getAttribute('src') && i.complete)""", timeout=15_000)
    except PlaywrightTimeout:         # a picture without every image is still worth looking at
        print(f"{path.name}: some card art had not arrived")
    page.wait_for_timeout(400)        # art images decoded
    png = page.screenshot(full_page=full_page)
    q = page.evaluate(QUANTISE, base64.b64encode(png).decode())
    data = palette_png(q)
    path.write_bytes(data)
    print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {q['w']}x{q['h']}, "
          f"{len(data) / 1000:.0f} KB (screenshot {len(png) / 1000:.0f} KB)")


def reach_exploration(page, seed: int):
    """Play on the cards until the seat on the table may explore, then select its first explorer."""
    prefer = ("pick", "commit", "play", "attack", "let_pass", "pass_window", "order", "choose", "discard", "end_phase")
    for _ in range(300):
        if screen(page) == "table":
            acts = offered_actions(page)
            explores = [a for a in acts if a["type"] == "explore"]
            if explores and page.locator(".player-area.own .creatures .card").count() >= 2 \
                    and page.locator(".player-area.rival .creatures .card").count() >= 1:
                page.click(f'#screen-table .board [data-uid="{explores[0]["card"]}"]')
                page.wait_for_function("document.querySelector('.ermo .c-badge.outcome')", timeout=30_000)
                return
        play_by_cards(page, max_steps=1, prefer=prefer)
    raise RuntimeError("no exploration reached")


GOLDEN = ROOT / "tests" / "golden" / "corpus"
README_SHOTS = {"stage-1280x720", "stage-390x844", "stage-844x390", "archon-1280x720", "archon-390x844",
                "table-1280x720", "handoff-1280x720", "order-1280x720", "start-1280x720", "start-390x844", "builder-1280x720"}
ARCHON_CROWDED = ROOT / "tests" / "fixtures" / "archon" / "crowded-save.json"


def open_tool(page, selector: str):
    """Click a top bar tool, through the folded bar's menu where the window is narrow."""
    if page.locator("#topbar-menu").is_visible():
        page.click("#topbar-menu")
    click_and_wait(page, selector)


def golden_save(match: str, before_order: bool) -> dict:
    """A golden match's save: whole (finished), or cut before its first order decision of 3 triggers."""
    sys.path.insert(0, str(ROOT / "py"))
    from eidolon.api import Match
    save = json.loads((GOLDEN / f"{match}.jsonl").read_text(encoding="utf-8").splitlines()[0])["save"]
    if not before_order:
        return save
    m = Match.new(save["config"])
    for at, a in enumerate(save["actions"]):
        d = m.decision()
        if d["kind"] == "order" and len(d["context"]["triggers"]) >= 3:
            return dict(save, actions=save["actions"][:at])
        m.apply(a)
    raise RuntimeError(f"{match}: no order decision")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "img")
    ap.add_argument("--review", type=Path, default=None, help="also write every screen at every size here")
    ap.add_argument("--site", type=Path, default=None)
    ap.add_argument("--seed", type=int, default=8)
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if args.review:
        args.review.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright

    def save_shot(page, name: str, full_page: bool = False) -> None:
        if name in README_SHOTS:
            shoot(page, args.out / f"{name}.png", full_page)
        if args.review:
            shoot(page, args.review / f"{name}.png", full_page)

    from test_stage_eidolon import crowded_save
    archon_crowded = json.loads(ARCHON_CROWDED.read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site or build_site.build(Path(tmp) / "site", quiet=True)
        with build_site.SiteServer(site) as srv, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            for w, h in ((1280, 720), (1366, 768), (1920, 1080), (390, 844), (844, 390)):
                size = f"{w}x{h}"
                ctx = browser.new_context(viewport={"width": w, "height": h}, locale="pt-BR")
                page = ctx.new_page()
                page.goto(srv.url + "?anim=off")
                wait_ready(page)
                save_shot(page, f"start-{size}")
                open_tool(page, "#open-builder")
                save_shot(page, f"builder-{size}")
                click_and_wait(page, "#builder-back")
                open_tool(page, "#open-workshop")
                save_shot(page, f"workshop-{size}")
                page.goto(srv.url + "?anim=off")
                wait_ready(page)
                start_match(page, seed=args.seed, target=6)
                click_and_wait(page, "#handoff-confirm")
                save_shot(page, f"pick-{size}")
                reach_exploration(page, args.seed)
                save_shot(page, f"table-{size}")
                # the handoff that follows
                page.click('.ermo .card.targetable >> nth=0')
                page.wait_for_function("document.body.dataset.screen !== 'table' || !document.querySelector('.ermo .card.targetable')")
                if screen(page) == "handoff":
                    page.wait_for_function("!document.getElementById('handoff-summary').textContent.includes('…')")
                    save_shot(page, f"handoff-{size}")
                to_menu(page)
                resume_file(page, Path(tmp), golden_save("05-iniciante-desafiadora-t3", before_order=True))
                save_shot(page, f"order-{size}")
                to_menu(page)
                resume_file(page, Path(tmp), golden_save("07-iniciante-iniciante-t6", before_order=False))
                save_shot(page, f"end-{size}")
                to_menu(page)
                resume_file(page, Path(tmp), crowded_save())
                page.mouse.move(0, 0)
                save_shot(page, f"stage-{size}")
                to_menu(page)
                resume_file(page, Path(tmp), archon_crowded)
                if screen(page) == "handoff":           # hotseat: the seat to act confirms it is them
                    click_and_wait(page, "#handoff-confirm")
                page.mouse.move(0, 0)
                save_shot(page, f"archon-{size}")
                ctx.close()
            browser.close()


def to_menu(page):
    """Back to the lobby from the table, the handoff or the end screen (the table's button may be folded in its menu)."""
    current = screen(page)
    if current == "handoff":
        click_and_wait(page, "#handoff-menu")
    elif current == "end":
        click_and_wait(page, "#end-menu" if page.locator("#end-menu").count() else "#to-menu")
    else:
        if page.locator("#to-menu").is_hidden() and page.locator("#table-tools-toggle").is_visible():
            page.click("#table-tools-toggle")
        click_and_wait(page, "#to-menu")

if __name__ == "__main__":
    main()
