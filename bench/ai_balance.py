"""Balance of the suggested decks with the same AI on both sides, and the first-player advantage.

    python bench/ai_balance.py --agent desafiadora:iters=120 --games-per-pair 4 --jobs 2

Every ordered pairing of the suggested decks (mirrors included) is played
`--games-per-pair` times with the same agent in both seats (different seeds).
Prints each deck's overall win rate with a 95% Wilson interval, the table of
row-deck-vs-column-deck win rates, and how often the first player won.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict

from _common import fmt_rate, load_suggested_decks, run_games, wilson


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--agent", default="desafiadora:iters=120")
    ap.add_argument("--games-per-pair", type=int, default=4)
    ap.add_argument("--seed", type=int, default=50000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", default="")
    args = ap.parse_args()
    decks = list(load_suggested_decks())
    ordered = [(a, b) for a in decks for b in decks]
    # run_games plays pairs[(i // 2) % len(pairs)]: two games in a row per ordered pairing (the agents'
    # seat swap only swaps their seeds here), so an even count gives every pairing the same number.
    if args.games_per_pair % 2:
        ap.error("--games-per-pair must be even")
    games = len(ordered) * args.games_per_pair
    res = run_games((args.agent, args.agent), games, args.seed, args.jobs, pairs=ordered)
    score: dict[tuple[str, str], list[float]] = defaultdict(list)    # (deck, rival deck) -> results
    overall: dict[str, list[float]] = defaultdict(list)
    first_wins = draws = 0
    for r in res:
        a, b = r["pair"]                   # seat 0 deck, seat 1 deck
        w = r["winner_seat"]
        res0 = 0.5 if w < 0 else float(w == 0)
        draws += w < 0
        if a != b:
            score[(a, b)].append(res0)
            score[(b, a)].append(1 - res0)
            overall[a].append(res0)
            overall[b].append(1 - res0)
        first_wins += (w == r["first"]) if w >= 0 else 0.5
    n = len(res)
    print(f"{args.agent} on both sides: {n} games ({args.games_per_pair} per ordered deck pairing, "
          f"mirrors included), {draws} draws")
    print(f"first player win rate: {fmt_rate(first_wins, n)}")
    print("\ndeck win rate against the other decks (mirrors excluded):")
    for d in sorted(decks, key=lambda d: -sum(overall[d]) / max(1, len(overall[d]))):
        print(f"  {d:22s} {fmt_rate(sum(overall[d]), len(overall[d]))}")
    short = {d: d[:9] for d in decks}
    print("\nrow deck's win rate against column deck (games):")
    print(" " * 22 + "".join(f"{short[d]:>12s}" for d in decks))
    for a in decks:
        cells = []
        for b in decks:
            xs = score.get((a, b), [])
            cells.append(f"{'—':>12s}" if a == b else f"{sum(xs) / len(xs):8.0%} ({len(xs)})" if xs else " " * 12)
        print(f"{a:22s}" + "".join(cells))
    lo, hi = wilson(first_wins, n)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"games": n, "first_player": [first_wins, n, lo, hi],
                       "overall": {d: [sum(v), len(v)] for d, v in overall.items()},
                       "table": {f"{a}|{b}": [sum(v), len(v)] for (a, b), v in score.items()}}, f)


if __name__ == "__main__":
    main()
