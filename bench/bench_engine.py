"""Engine speed: self-play throughput on one core, and the cost of State.clone() and state_hash.

    python3 bench/bench_engine.py [--games 300] [--seed 1] [--states 400] [--repeat 200]

Runs `python -m eidolon selfplay ... --json` in a subprocess pinned to one core
(target: at least 50 random games per second), then times clone() and
state_hash() on mid-game states sampled from seeded random games. Prints a
short table. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from eidolon.api import normalize_config
from eidolon.rulesets.eidolon.actions import apply, legal_actions, run
from eidolon.rulesets.eidolon.cards.catalog import load_catalog, load_suggested_decks
from eidolon.rulesets.eidolon.position import from_json, state_hash, to_json
from eidolon.rulesets.eidolon.setup import new_state
from eidolon.rulesets.eidolon.state import State

TARGET_GAMES_PER_S = 50


def one_core() -> Callable[[], None] | None:
    """A preexec function that keeps the child process on a single core (where the OS allows it)."""
    if hasattr(os, "sched_setaffinity"):
        core = min(os.sched_getaffinity(0))
        return lambda: os.sched_setaffinity(0, {core})
    return None


def selfplay(games: int, seed: int) -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT / "py") + os.pathsep + env.get("PYTHONPATH", "")
    cmd = [sys.executable, "-m", "eidolon", "selfplay", "--games", str(games), "--seed", str(seed),
           "--agents", "random,random", "--json"]
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, preexec_fn=one_core(), check=False)
    if r.returncode != 0 and not r.stdout.strip():
        sys.exit(f"selfplay failed: {r.stderr}")
    return json.loads(r.stdout)


def mid_game_states(count: int, seed: int) -> list[State]:
    """States sampled along seeded random games (setup excluded), logging off as in search."""
    cat = load_catalog()
    names = sorted(load_suggested_decks())
    rng = random.Random(seed)
    out: list[State] = []
    g = 0
    while len(out) < count:
        pair = [{"suggested": rng.choice(names)}, {"suggested": rng.choice(names)}]
        cfg = normalize_config({"seed": seed + g, "players": pair})
        g += 1
        s = new_state(cat, cfg["seed"], cfg["players"])
        run(s)
        while s.result is None and len(out) < count:
            acts = legal_actions(s)
            apply(s, acts[rng.randrange(len(acts))], check=False)
            if s.turn >= 3 and rng.random() < 0.05:
                out.append(s.clone())
    return out


def per_call_us(fn, items: list, repeat: int) -> float:
    """Median over items of the mean time of one call (microseconds)."""
    times = []
    for x in items:
        t0 = time.perf_counter()
        for _ in range(repeat):
            fn(x)
        times.append((time.perf_counter() - t0) / repeat * 1e6)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--states", type=int, default=400, help="mid-game states to time")
    ap.add_argument("--repeat", type=int, default=200, help="clones per state")
    args = ap.parse_args()

    sp = selfplay(args.games, args.seed)
    states = mid_game_states(args.states, args.seed)
    cat = load_catalog()
    positions = [to_json(s) for s in states]
    clone_us = per_call_us(State.clone, states, args.repeat)
    hash_us = per_call_us(state_hash, states, max(1, args.repeat // 10))
    to_json_us = per_call_us(to_json, states, max(1, args.repeat // 10))
    load_us = per_call_us(lambda p: from_json(p, cat), positions, max(1, args.repeat // 20))
    legal_us = per_call_us(legal_actions, states, max(1, args.repeat // 10))
    cards = statistics.median(len(s.ids) for s in states)

    ok = sp["games_per_s"] >= TARGET_GAMES_PER_S
    rows = [
        ("self-play games/s (1 core)", f"{sp['games_per_s']:.1f}",
         f"target >= {TARGET_GAMES_PER_S}: {'met' if ok else 'NOT met'}"),
        ("self-play decisions/s", f"{sp['decisions_per_s']:.0f}",
         f"{sp['games']} games, {sp['decisions']} decisions, {sp['errors']} errors, {sp['seconds']} s"),
        ("State.clone()", f"{clone_us:.1f} us", f"median over {len(states)} mid-game states, {cards:.0f} cards"),
        ("state_hash()", f"{hash_us:.1f} us", "sha256 of the position JSON"),
        ("position to_json()", f"{to_json_us:.1f} us", ""),
        ("position from_json()", f"{load_us:.1f} us", "with the full consistency checks"),
        ("legal_actions()", f"{legal_us:.1f} us", ""),
    ]
    w0 = max(len(r[0]) for r in rows)
    w1 = max(len(r[1]) for r in rows)
    print(f"EIDOLON engine bench — Python {platform.python_version()} on {platform.machine()}, "
          f"{os.cpu_count()} cpu(s), selfplay seed {args.seed}")
    print(f"{'measure':<{w0}}  {'value':>{w1}}  notes")
    print(f"{'-' * w0}  {'-' * w1}  -----")
    for name, value, note in rows:
        print(f"{name:<{w0}}  {value:>{w1}}  {note}")


if __name__ == "__main__":
    main()
