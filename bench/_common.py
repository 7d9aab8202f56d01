"""Shared helpers for the AI benchmarks: Wilson intervals and parallel seeded games.

Games follow the same scheme as eidolon.sim.selfplay: game i uses match seed
seed+i, agent seeds (seed+i)*2+1 and (seed+i)*2+2, the deck pairing
pairs[(i // 2) % len(pairs)], and the agents swap seats on odd games.
"""

from __future__ import annotations

import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from eidolon.rulesets.eidolon.cards.catalog import load_suggested_decks
from eidolon.sim import SeatObservation, agent_factory, deck_pairs, play_game


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for k successes in n trials (draws count as half)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def fmt_rate(k: float, n: int) -> str:
    lo, hi = wilson(k, n)
    return f"{k / n:6.1%}  (95% CI {lo:.1%} – {hi:.1%}, n={n})" if n else "n=0"


class Timed:
    """Wraps an agent and records the process time of each non-forced decision."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.cpu: list[float] = []
        self.wall: list[float] = []
        self.playouts: list[int] = []

    def choose(self, obs: SeatObservation) -> int:
        w, c = time.perf_counter(), time.process_time()
        i = self.agent.choose(obs)
        if len(obs.actions) > 1:
            self.cpu.append(time.process_time() - c)
            self.wall.append(time.perf_counter() - w)
            last = getattr(self.agent, "last", None)
            if last:
                self.playouts.append(last.get("playouts", 0))
        return i


def one_game(args: tuple) -> dict[str, Any]:
    i, seed, names, pairs, target = args
    gseed = seed + i
    swap = i % 2 == 1
    timed = [Timed(agent_factory(names[0])(gseed * 2 + 1)), Timed(agent_factory(names[1])(gseed * 2 + 2))]
    seats = timed[::-1] if swap else timed
    pair = pairs[(i // 2) % len(pairs)]
    r = play_game(gseed, pair, seats, options={"location_target": target})
    w = r["winner"]
    winner_agent = -1 if w < 0 else ((w + 1) % 2 if swap else w)
    # deck of each agent, and whether agent 0 moved first
    deck_of = [pair[1], pair[0]] if swap else [pair[0], pair[1]]
    first_agent = (r["first"] + 1) % 2 if swap else r["first"]
    return {"i": i, "seed": gseed, "winner_agent": winner_agent, "winner_seat": w, "first": r["first"],
            "first_agent": first_agent, "decks": deck_of, "pair": list(pair), "reason": r["reason"],
            "turns": r["turns"], "hash": r["hash"], "cpu": [t.cpu for t in timed], "wall": [t.wall for t in timed],
            "playouts": [t.playouts for t in timed]}


def run_games(names: tuple[str, str], games: int, seed: int, jobs: int = 2, decks: list[str] | None = None,
              target: int = 6, pairs: list[tuple[str, str]] | None = None, progress: bool = True) -> list[dict]:
    if pairs is None:
        pairs = deck_pairs(decks or list(load_suggested_decks()))
    tasks = [(i, seed, names, pairs, target) for i in range(games)]
    out: list[dict] = []
    t0 = time.time()
    if jobs <= 1:
        it = map(one_game, tasks)
    else:
        ex = ProcessPoolExecutor(jobs)
        it = ex.map(one_game, tasks)
    for r in it:
        out.append(r)
        if progress:
            a0 = sum(1 for x in out if x["winner_agent"] == 0) + 0.5 * sum(1 for x in out if x["winner_agent"] < 0)
            print(f"  game {len(out)}/{games}: {names[0]} {a0:g}/{len(out)}  ({time.time() - t0:.0f} s)",
                  file=sys.stderr, flush=True)
    return out


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]
