"""Games per second of the balance lab on one core and on all cores (the scaling ratio).

    python bench/balance_scaling.py --agents iniciante --games-per-pair 4
    python bench/balance_scaling.py --agents desafiadora:iters=10 --games-per-pair 1 --jobs 1,2

Plays the same tournament (suggested decks, no mirrors) with each worker count through
eidolon.rulesets.eidolon.balance.tournament.run, checks the results files are byte-identical, and prints games/s,
the ratio to one worker, and the load average before and after (other jobs on the machine skew it).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from eidolon.rulesets.eidolon.balance.results import resolve_decks
from eidolon.rulesets.eidolon.balance.tournament import Settings, run


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--agents", default="iniciante")
    ap.add_argument("--games-per-pair", type=int, default=4)
    ap.add_argument("--jobs", default=f"1,{os.cpu_count() or 1}")
    ap.add_argument("--seed", type=int, default=9000)
    args = ap.parse_args()
    jobs = [int(x) for x in args.jobs.split(",")]
    decks = resolve_decks([])
    base = None
    data = None
    print(f"{args.agents} on both sides, {len(decks)} decks, no mirrors, {args.games_per_pair} games per "
          f"ordered pairing; {os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f}")
    with tempfile.TemporaryDirectory() as tmp:
        for j in jobs:
            st = Settings(decks=decks, setups=[(args.agents, args.agents)], seed=args.seed, mirrors=False)
            path = os.path.join(tmp, f"r{j}.jsonl")
            out = run(st, args.games_per_pair, path, jobs=j, progress=None)
            with open(path, "rb") as f:
                now = f.read()
            same = data is None or now == data
            data = data or now
            rate = out["games_per_s"]
            base = base or rate
            print(f"  jobs={j}: {out['played']} games in {out['seconds']:.1f} s = {rate:.2f} games/s, "
                  f"x{rate / base:.2f} of one worker, results identical: {same}; load {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
