"""Win rates of the six suggested decks against each other under random agents, and the first-player advantage.

    python bench/balance_random.py [--games 200] [--seed 1] [--workers N] [--json]

Every pairing of two decks (mirrors included) plays --games seeded games, half with each deck in seat 0
(the first player is drawn from each game's seed, R3.6). A cell is the row deck's score against the column
deck: wins plus half the draws, over the games. Random agents measure the decks' raw robustness, not how
well they play: balance with real AI comes with the AI issue.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations_with_replacement
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from eidolon.agents.random_agent import RandomAgent
from eidolon.rulesets.eidolon.cards.catalog import load_suggested_decks
from eidolon.sim import play_game


def _play(job: tuple[str, str, int]) -> tuple[str, str, int, int, int, str]:
    """(deck in seat 0, deck in seat 1, seed, winner seat or -1, first player, reason)."""
    a, b, seed = job
    r = play_game(seed, (a, b), [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)])
    return a, b, seed, r["winner"], r["first"], r["reason"]


def run(games: int, seed: int, workers: int) -> dict:
    decks = sorted(load_suggested_decks())
    jobs = []
    for k, (a, b) in enumerate(combinations_with_replacement(decks, 2)):
        for i in range(games):
            s = seed + 10_000 * k + i
            jobs.append((a, b, s) if i % 2 == 0 else (b, a, s))
    t0 = time.perf_counter()
    if workers <= 1:
        rows = [_play(j) for j in jobs]
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            rows = list(pool.map(_play, jobs, chunksize=20))
    seconds = time.perf_counter() - t0
    score = {a: {b: 0.0 for b in decks} for a in decks}
    played = {a: {b: 0 for b in decks} for a in decks}
    first_wins = decisive = draws = 0
    reasons: dict[str, int] = {}
    deck_first = {d: [0, 0] for d in decks}          # games this deck went first, and won them
    for a, b, _, w, first, reason in rows:
        reasons[reason] = reasons.get(reason, 0) + 1
        seats = (a, b)
        for seat in (0, 1):
            me, other = seats[seat], seats[1 - seat]
            played[me][other] += 1
            score[me][other] += 0.5 if w < 0 else float(w == seat)
        deck_first[seats[first]][0] += 1
        if w < 0:
            draws += 1
            continue
        decisive += 1
        first_wins += w == first
        deck_first[seats[first]][1] += w == first
    table = {a: {b: round(score[a][b] / played[a][b], 3) for b in decks} for a in decks}
    overall = {a: round(sum(score[a][b] for b in decks if b != a) / sum(played[a][b] for b in decks if b != a), 3)
               for a in decks}
    return {
        "games_per_pairing": games, "pairings": len(decks) * (len(decks) + 1) // 2, "games": len(rows),
        "decks": decks, "table": table, "overall_vs_others": overall,
        "first_player_win_rate": round(first_wins / decisive, 3) if decisive else None,
        "first_player_win_rate_by_deck": {d: round(w / n, 3) if n else None for d, (n, w) in deck_first.items()},
        "draws": draws, "reasons": reasons, "seconds": round(seconds, 1),
        "games_per_s": round(len(rows) / seconds, 1) if seconds else None,
    }


def print_table(out: dict) -> None:
    decks = out["decks"]
    short = {d: "-".join(p[:4] for p in d.split("-")) for d in decks}
    w = max(len(d) for d in decks)
    print(f"Random agents, {out['games_per_pairing']} games per pairing, {out['games']} games "
          f"({out['seconds']} s, {out['games_per_s']} games/s). Row deck's score vs column deck:")
    print(" " * (w + 2) + " ".join(f"{short[d]:>10}" for d in decks) + "   vs others")
    for a in decks:
        cells = " ".join(f"{out['table'][a][b] * 100:9.1f}%" for b in decks)
        print(f"{a:<{w}}  {cells}   {out['overall_vs_others'][a] * 100:6.1f}%")
    fp = out["first_player_win_rate"]
    print(f"First player wins {fp * 100:.1f}% of decisive games; draws {out['draws']}; endings {out['reasons']}.")
    print("First player's win rate by deck: " + ", ".join(
        f"{d} {v * 100:.1f}%" for d, v in out["first_player_win_rate_by_deck"].items()))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200, help="games per pairing (21 pairings)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    out = run(args.games, args.seed, args.workers)
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        print_table(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
