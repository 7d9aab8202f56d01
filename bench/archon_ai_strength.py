"""Archon mode: win rate of one AI level against another (95% Wilson interval) and decision times in CPython.

    python bench/archon_ai_strength.py --agents archon-desafiadora:iters=30:horizon=2,archon-iniciante --games 200
    python bench/archon_ai_strength.py --agents archon-iniciante,random --games 200
    python bench/archon_ai_strength.py --agents archon-desafiadora:ms=900,archon-iniciante --games 6 --jobs 1

Games follow eidolon.sim.selfplay's scheme (as bench/_common.py does for EIDOLON): game i uses match seed
seed+i, agent seeds (seed+i)*2+1 and (seed+i)*2+2, the deck pairing pairs[(i // 2) % len(pairs)] over
Archon's suggested decks, and the agents swap seats on odd games. Draws count as half a win. Decision
times are those of decisions with a choice (forced moves are instant).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from _common import Timed, fmt_rate, percentile
from eidolon.api import ruleset
from eidolon.sim import agent_factory, deck_pairs, play_game


def one_game(args: tuple[int, int, tuple[str, str], list[tuple[str, str]]]) -> dict[str, Any]:
    i, seed, names, pairs = args
    gseed = seed + i
    swap = i % 2 == 1
    timed = [Timed(agent_factory(names[0])(gseed * 2 + 1)), Timed(agent_factory(names[1])(gseed * 2 + 2))]
    seats = timed[::-1] if swap else timed
    pair = pairs[(i // 2) % len(pairs)]
    r = play_game(gseed, pair, seats, rules="archon")
    w = r["winner"]
    return {"i": i, "seed": gseed, "winner_agent": -1 if w < 0 else ((w + 1) % 2 if swap else w),
            "first_agent": (r["first"] + 1) % 2 if swap else r["first"], "decks": [pair[1], pair[0]] if swap
            else list(pair), "reason": r["reason"], "turns": r["turns"], "cpu": [t.cpu for t in timed],
            "wall": [t.wall for t in timed], "playouts": [t.playouts for t in timed]}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--agents", default="archon-iniciante,random")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", default="", help="write the per-game records to this file")
    args = ap.parse_args()
    names = tuple(args.agents.split(","))
    assert len(names) == 2
    pairs = deck_pairs([d["id"] for d in ruleset("archon").suggested_decks()])
    tasks = [(i, args.seed, names, pairs) for i in range(args.games)]
    res: list[dict[str, Any]] = []
    t0 = time.time()
    it = map(one_game, tasks) if args.jobs <= 1 else ProcessPoolExecutor(args.jobs).map(one_game, tasks)
    for r in it:
        res.append(r)
        k = sum(1 for x in res if x["winner_agent"] == 0) + 0.5 * sum(1 for x in res if x["winner_agent"] < 0)
        print(f"  game {len(res)}/{args.games}: {names[0]} {k:g}/{len(res)}  ({time.time() - t0:.0f} s)",
              file=sys.stderr, flush=True)
    n = len(res)
    wins = sum(1 for r in res if r["winner_agent"] == 0)
    draws = sum(1 for r in res if r["winner_agent"] < 0)
    print(f"{names[0]} vs {names[1]}: {n} games (Archon), seed {args.seed}, {time.time() - t0:.0f} s")
    print(f"  {names[0]} win rate: {fmt_rate(wins + 0.5 * draws, n)}  ({wins} wins, {draws} draws)")
    for label, first in (("moving first", 0), ("moving second", 1)):
        sub = [r for r in res if r["first_agent"] == first]
        k = sum(1 for r in sub if r["winner_agent"] == 0) + 0.5 * sum(1 for r in sub if r["winner_agent"] < 0)
        print(f"  {names[0]} {label}: {fmt_rate(k, len(sub))}")
    reasons: dict[str, int] = defaultdict(int)
    for r in res:
        reasons[r["reason"]] += 1
    print(f"  endings: {dict(reasons)}; mean turns {sum(r['turns'] for r in res) / n:.1f}")
    for k in (0, 1):
        for what in ("cpu", "wall"):
            xs = [x for r in res for x in r[what][k]]
            print(f"  {names[k]} decision {what} time: p50 {percentile(xs, .5) * 1000:.1f} ms, "
                  f"p95 {percentile(xs, .95) * 1000:.1f} ms, max {max(xs, default=0) * 1000:.1f} ms "
                  f"({len(xs)} decisions with a choice)")
        po = [x for r in res for x in r["playouts"][k]]
        if po:
            print(f"  {names[k]} playouts per decision: p5 {percentile(po, .05)}, p50 {percentile(po, .5)}, "
                  f"mean {sum(po) / len(po):.0f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(res, f)


if __name__ == "__main__":
    main()
