#!/usr/bin/env python3
"""Archon speed next to EIDOLON's, on one core: random self-play games/s and decisions/s, and the cost of
clone() and state_hash() on mid-game states.

    python3 bench/bench_archon.py [--games 300] [--seed 1] [--states 300] [--repeat 200]

Both rulesets run through the same seam (rulesets.get, sim.selfplay), in this process pinned to one core;
rates use process time (CPU), so other load on the machine changes them little. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from eidolon import rulesets
from eidolon.api import normalize_config
from eidolon.sim import selfplay


def pin_one_core() -> None:
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


def throughput(name: str, games: int, seed: int) -> dict:
    t0 = time.process_time()
    out = selfplay(games, seed, ("random", "random"), rules=name)
    cpu = time.process_time() - t0
    return {"games": games, "errors": out["errors"], "decisions": out["decisions"], "cpu_s": cpu,
            "games_per_s": games / cpu, "decisions_per_s": out["decisions"] / cpu}


def mid_game_states(name: str, n: int, seed: int) -> list:
    rs = rulesets.get(name)
    decks = [d["id"] for d in rs.suggested_decks()]
    states = []
    rng = random.Random(seed)
    while len(states) < n:
        g = rng.randrange(1 << 30)
        cfg = normalize_config({"ruleset": name, "seed": g, "players": [{"suggested": rng.choice(decks)},
                                                                       {"suggested": rng.choice(decks)}]})
        s = rs.new_state(cfg, log=False)
        stop = rng.randrange(20, 200)
        k = 0
        while s.result is None and k < stop:
            legal = rs.legal_actions(s)
            rs.apply(s, legal[rng.randrange(len(legal))], check=False)
            k += 1
        if s.result is None:
            states.append(s)
    return states


def per_call_us(fn, states: list, repeat: int) -> float:
    t0 = time.process_time()
    for _ in range(repeat):
        for s in states:
            fn(s)
    return (time.process_time() - t0) / (repeat * len(states)) * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--states", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=200)
    args = ap.parse_args()
    pin_one_core()
    print(f"Python {platform.python_version()} on {platform.machine()}, one core, process time")
    print(f"{'ruleset':8} {'games/s':>9} {'decisions/s':>12} {'dec/game':>9} {'clone µs':>9} {'hash µs':>8}")
    for name in ("eidolon", "archon"):
        t = throughput(name, args.games, args.seed)
        rs = rulesets.get(name)
        states = mid_game_states(name, args.states, args.seed)
        clone = per_call_us(lambda s: s.clone(), states, args.repeat)
        hashed = per_call_us(rs.state_hash, states, max(1, args.repeat // 20))
        print(f"{name:8} {t['games_per_s']:9.1f} {t['decisions_per_s']:12.0f} {t['decisions'] / args.games:9.1f} "
              f"{clone:9.1f} {hashed:8.1f}" + (f"  ERRORS {t['errors']}" if t["errors"] else ""))
    print(f"(median creatures on the battlelines of the sampled Archon states: "
          f"{statistics.median(len(s.players[0].line) + len(s.players[1].line) for s in states)})")


if __name__ == "__main__":
    main()
