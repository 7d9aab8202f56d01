"""Win rate of one agent against another, with a 95% Wilson interval.

    python bench/ai_strength.py --agents iniciante,random --games 400
    python bench/ai_strength.py --agents desafiadora:iters=300,iniciante --games 200 --jobs 2

Games are spread over every pairing of the suggested decks (both orders come
from the seat swap on odd games), as in `python -m eidolon selfplay`.
Draws count as half a win.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict

from _common import fmt_rate, percentile, run_games


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--agents", default="iniciante,random")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--decks", default="")
    ap.add_argument("--json", default="", help="write the per-game records to this file")
    args = ap.parse_args()
    names = tuple(args.agents.split(","))
    res = run_games(names, args.games, args.seed, args.jobs, args.decks.split(",") if args.decks else None)
    n = len(res)
    wins = sum(1 for r in res if r["winner_agent"] == 0)
    draws = sum(1 for r in res if r["winner_agent"] < 0)
    print(f"{names[0]} vs {names[1]}: {n} games, seed {args.seed}")
    print(f"  {names[0]} win rate: {fmt_rate(wins + 0.5 * draws, n)}  ({wins} wins, {draws} draws)")
    first = [r for r in res if r["first_agent"] == 0]
    second = [r for r in res if r["first_agent"] == 1]
    for label, sub in (("moving first", first), ("moving second", second)):
        k = sum(1 for r in sub if r["winner_agent"] == 0) + 0.5 * sum(1 for r in sub if r["winner_agent"] < 0)
        print(f"  {names[0]} {label}: {fmt_rate(k, len(sub))}")
    by_deck: dict[str, list[float]] = defaultdict(list)
    for r in res:
        by_deck[r["decks"][0]].append(1.0 if r["winner_agent"] == 0 else 0.5 if r["winner_agent"] < 0 else 0.0)
    for d, xs in sorted(by_deck.items()):
        print(f"  {names[0]} playing {d}: {fmt_rate(sum(xs), len(xs))}")
    reasons: dict[str, int] = defaultdict(int)
    for r in res:
        reasons[r["reason"]] += 1
    print(f"  endings: {dict(reasons)}; mean turns {sum(r['turns'] for r in res) / n:.1f}")
    for k in (0, 1):
        cpu = [x for r in res for x in r["cpu"][k]]
        print(f"  {names[k]} decision CPU time: p50 {percentile(cpu, .5) * 1000:.1f} ms, "
              f"p95 {percentile(cpu, .95) * 1000:.1f} ms, max {max(cpu, default=0) * 1000:.1f} ms "
              f"({len(cpu)} decisions with a choice)")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(res, f)


if __name__ == "__main__":
    main()
