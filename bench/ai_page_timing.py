#!/usr/bin/env python3
"""Bench: the AI's decision time in the page (Pyodide in the module worker), per level.

Builds the site into a temp folder, serves it on 127.0.0.1 and drives Debian's chromium. In the
page, the AI of one level plays both seats of seeded matches (suggested decks in turn) through the
bridge op `ai_move` with the page's own settings (Desafiadora: budget_ms 700), and every call is
timed from the page's main thread: request posted -> reply parsed (the round trip the table waits
for, before its own pacing). Figures are split into real choices (2+ offered actions) and forced
moves, and the engine's own think time (`ai.ms`, measured inside the worker) is shown next to them.

    python3 bench/ai_page_timing.py [--levels iniciante,desafiadora] [--games 2] [--target 6]
                                    [--budget 700] [--seed 500]
    python3 bench/ai_page_timing.py --ruleset archon [--games 2]     # Archon's suggested decks, budget 900

Issue 5 targets: Desafiadora p95 <= 1.5 s, Iniciante p95 <= 0.1 s. Issue 14 (Archon): p95 <= 1 s at the
bridge's default budget (AI_DEFAULT_MS).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from conftest import CHROMIUM, CHROMIUM_ARGS, wait_ready

import build_site

PLAY = """async ([config, level, seed, budget, maxMoves]) => {
  const { call } = await import("./static/shell/bridge.mjs");
  let view = await call("new_game", { config });           // view of the seat deciding first
  const moves = [];
  while (view.status === "playing" && view.decision && moves.length < maxMoves) {
    const offered = (view.actions || []).length;
    const t0 = performance.now();
    view = await call("ai_move", { level, seed: seed + view.decision.seat, budget_ms: budget });
    moves.push({ rt: performance.now() - t0, ms: view.ai.ms, offered });
  }
  return { moves, status: view.status, result: view.result, turn: view.turn };
}"""


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(p / 100 * (len(xs) - 1)))] if xs else float("nan")


def line(name: str, xs: list[float]) -> str:
    if not xs:
        return f"  {name:<28} (none)"
    return (f"  {name:<28} p50 {pct(xs, 50):7.1f} ms   p95 {pct(xs, 95):7.1f} ms   "
            f"max {max(xs):7.1f} ms   mean {statistics.fmean(xs):7.1f} ms   n={len(xs)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--levels", default="iniciante,desafiadora")
    ap.add_argument("--games", type=int, default=2, help="matches per level")
    ap.add_argument("--target", type=int, default=6, help="location target of the matches")
    ap.add_argument("--ruleset", default="eidolon", choices=("eidolon", "archon"))
    ap.add_argument("--budget", type=int, default=None,
                    help="budget_ms (EIDOLON: 700, the page's Desafiadora; Archon: the bridge's AI_DEFAULT_MS)")
    ap.add_argument("--seed", type=int, default=500)
    ap.add_argument("--max-moves", type=int, default=600, help="stop a match after this many AI moves")
    args = ap.parse_args()
    from eidolon.bridge import AI_DEFAULT_MS
    from eidolon.rulesets.archon.ruleset import ARCHON
    from eidolon.rulesets.eidolon.cards.catalog import load_suggested_decks
    from playwright.sync_api import sync_playwright

    archon = args.ruleset == "archon"
    if args.budget is None:
        args.budget = AI_DEFAULT_MS if archon else 700
    # the suggested decks, by id (EIDOLON's six; Archon's demonstration and generated ones)
    decks = [d["id"] for d in ARCHON.suggested_decks()] if archon else list(load_suggested_decks())
    with tempfile.TemporaryDirectory() as tmp:
        site = build_site.build(Path(tmp) / "site", quiet=True)
        with build_site.SiteServer(site) as srv, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            page = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
            page.goto(srv.url)
            wait_ready(page)
            for level in args.levels.split(","):
                moves: list[dict] = []
                t_start = time.monotonic()
                for g in range(args.games):
                    seed = args.seed + g
                    pair = [decks[(2 * g) % len(decks)], decks[(2 * g + 1) % len(decks)]]
                    config = {"seed": seed, "players": [{"suggested": d} for d in pair],
                              "options": {} if archon else {"location_target": args.target}}
                    if archon:
                        config["ruleset"] = "archon"
                    out = page.evaluate(PLAY, [config, level, seed * 2 + 1, args.budget, args.max_moves])
                    moves += out["moves"]
                    print(f"{level} game {g + 1}/{args.games}: {' vs '.join(pair)}, {len(out['moves'])} moves, "
                          f"turn {out['turn']}, {out['status']} {out['result']}", file=sys.stderr)
                choices = [m for m in moves if m["offered"] > 1]
                forced = [m for m in moves if m["offered"] <= 1]
                budget = f", budget_ms {args.budget}" if level == "desafiadora" else ""
                where = "Archon" if archon else f"location target {args.target}"
                print(f"\n{level} ({args.games} matches, {where}{budget}; {time.monotonic() - t_start:.0f} s)")
                print(line("round trip, choices", [m["rt"] for m in choices]))
                print(line("round trip, forced moves", [m["rt"] for m in forced]))
                print(line("round trip, all moves", [m["rt"] for m in moves]))
                print(line("engine think (ai.ms), choices", [m["ms"] for m in choices]))
                over = [m["rt"] - m["ms"] for m in moves]
                print(line("round trip - think", over))
            browser.close()


if __name__ == "__main__":
    main()
