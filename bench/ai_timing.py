"""Decision times of the AI agents in CPython (p50 / p95 / max), CPU and wall clock.

    python bench/ai_timing.py --games 6 --desafiadora desafiadora:ms=700

Plays Desafiadora (with the given spec, e.g. the page's time budget) against
Iniciante over the suggested decks, seats swapped, and reports the time of
every decision that offered a choice (forced moves are instant and left out).
CPU time (time.process_time) is what the machine spent on the decision; wall
time includes waiting when the machine is shared. Pyodide in the browser runs
this code about 1.5x slower than CPython (docs/ai.md), so a page budget of B ms
corresponds to about B/1.5 ms of CPython work per decision.
"""

from __future__ import annotations

import argparse

from _common import percentile, run_games


def report(name: str, xs: list[float]) -> str:
    return (f"p50 {percentile(xs, .5) * 1000:7.1f} ms   p95 {percentile(xs, .95) * 1000:7.1f} ms   "
            f"max {max(xs, default=0) * 1000:7.1f} ms   ({len(xs)} decisions)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=300)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--desafiadora", default="desafiadora:ms=700")
    args = ap.parse_args()
    names = (args.desafiadora, "iniciante")
    res = run_games(names, args.games, args.seed, args.jobs)
    for k, name in enumerate(names):
        cpu = [x for r in res for x in r["cpu"][k]]
        wall = [x for r in res for x in r["wall"][k]]
        print(f"{name}")
        print(f"  CPU  {report(name, cpu)}")
        print(f"  wall {report(name, wall)}")
        po = [x for r in res for x in r["playouts"][k]]
        if po:
            print(f"  playouts per decision: p5 {percentile(po, .05)}, p50 {percentile(po, .5)}, "
                  f"mean {sum(po) / len(po):.0f}")


if __name__ == "__main__":
    main()
