#!/usr/bin/env python3
"""Issue 25's engine figures in one run, interleaved against older checkouts (CPU time, one core per child).

    python3 bench/speed.py --base /path/to/008ec40 --base /path/to/1db071e [--rounds 5] [--games 150]
                           [--archon-games 60] [--states 200] [--repeat 100]
                           [--only eidolon,archon,clone,ai-eidolon,ai-archon]

Each figure runs in a fresh child process pinned to one core, for this checkout and every `--base` in turn
(this, base 1, base 2, this, base 1, ...), `--rounds` times; a figure is the median over rounds, and a ratio
this/base is the median of the per-round ratios (pairing keeps it meaningful when the machine's speed drifts):

- eidolon: random self-play (`sim.selfplay`, random agents), decisions per CPU second;
- archon: the same for Archon (a checkout without the Archon ruleset shows "-");
- clone: `State.clone()` on mid-game EIDOLON states (each checkout's own `bench/bench_engine.py` samples them),
  CPU microseconds per call;
- ai-eidolon, ai-archon: Desafiadora's playouts per real decision (2+ offered actions) under the page's budget
  (700 ms of wall time, so the machine's load moves it: compare within a round), median over the first
  `--ai-decisions` real decisions of `--ai-games` seeded games (CPython; the page's figure under Pyodide comes
  from bench/ai_page_timing.py). A checkout from before the ruleset seam shows "-".

Instruction counts (callgrind), the steady figure on a shared machine: bench/engine_instructions.py.
A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r'''
import json, sys, time
root, what, games, states, repeat = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
sys.path.insert(0, root + "/py")
from eidolon.sim import selfplay
if what in ("eidolon", "archon"):
    kw = {}
    if what == "archon":
        import inspect
        if "rules" not in inspect.signature(selfplay).parameters:
            print(json.dumps(None)); raise SystemExit(0)
        kw["rules"] = "archon"
    selfplay(2, 10_000, ("random", "random"), **kw)            # warm-up: imports, catalogue, caches
    t0 = time.process_time()
    out = selfplay(games, 1, ("random", "random"), **kw)
    cpu = time.process_time() - t0
    print(json.dumps({"value": out["decisions"] / cpu, "errors": out["errors"]}))
elif what == "clone":
    sys.path.insert(0, root + "/bench")
    import bench_engine
    picked = bench_engine.mid_game_states(states, 1)
    t0 = time.process_time()
    for _ in range(repeat):
        for s in picked:
            s.clone()
    print(json.dumps({"value": (time.process_time() - t0) / (repeat * len(picked)) * 1e6, "errors": 0}))
else:                                                          # "ai-eidolon", "ai-archon": Desafiadora's playouts
    import statistics
    try:
        from eidolon import rulesets
    except ImportError:                                        # a checkout from before the ruleset seam
        print(json.dumps(None)); raise SystemExit(0)
    from eidolon.api import normalize_config
    from eidolon.sim import SeatObservation
    name, budget, per_game = what[3:], float(states), repeat
    try:
        rs = rulesets.get(name)
    except Exception:                                          # a checkout without this ruleset
        print(json.dumps(None)); raise SystemExit(0)
    decks = [d["id"] for d in rs.suggested_decks()]
    counts = []
    for g in range(games):
        cfg = normalize_config({"ruleset": name, "seed": 500 + g, "players": [
            {"suggested": decks[g % len(decks)]}, {"suggested": decks[(g + 1) % len(decks)]}]})
        s = rs.new_state(cfg, log=False)
        agents = [rs.make_agent("desafiadora", 1000 + 2 * g + k, budget) for k in (0, 1)]
        taken = 0
        while s.result is None and taken < per_game:
            dec = rs.decision(s)
            legal = rs.legal_actions(s)
            agent = agents[dec[0]]
            i = agent.choose(SeatObservation(s, dec[0], legal))
            if len(legal) > 1:                                 # a real decision: the search ran
                counts.append(int(agent.last.get("playouts", 0)))
                taken += 1
            rs.apply(s, legal[i], check=False)
    print(json.dumps({"value": statistics.median(counts), "errors": 0}))
'''

FIGURES = {"eidolon": ("EIDOLON random self-play", "decisions/CPU s", True),
           "archon": ("Archon random self-play", "decisions/CPU s", True),
           "clone": ("EIDOLON State.clone()", "CPU µs/call", False),
           "ai-eidolon": ("Desafiadora EIDOLON, median playouts per real decision", "CPython, page budget", True),
           "ai-archon": ("Desafiadora Archon, median playouts per real decision", "CPython, page budget", True)}


def one_core() -> list[str]:
    """taskset prefix keeping a child on one core, where the OS has it."""
    if hasattr(os, "sched_getaffinity") and os.path.exists("/usr/bin/taskset"):
        return ["/usr/bin/taskset", "-c", str(min(os.sched_getaffinity(0)))]
    return []


def child(root: Path, what: str, args: argparse.Namespace) -> float | None:
    if what.startswith("ai-"):
        numbers = [args.ai_games, int(args.budget), args.ai_decisions]
    else:
        numbers = [args.archon_games if what == "archon" else args.games, args.states, args.repeat]
    r = subprocess.run([*one_core(), sys.executable, "-c", CHILD, str(root), what, *map(str, numbers)],
                       capture_output=True, text=True, check=False, cwd=root)
    if r.returncode != 0:
        sys.exit(f"{what} failed in {root}: {r.stderr[-2000:]}")
    out = json.loads(r.stdout.strip().splitlines()[-1])
    if out is None:
        return None
    if out["errors"]:
        sys.exit(f"{what} in {root}: {out['errors']} games ended in an error")
    return float(out["value"])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--base", action="append", type=Path, default=[], help="an older checkout (repeatable)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--games", type=int, default=150, help="EIDOLON random games per run")
    ap.add_argument("--archon-games", type=int, default=60, help="Archon random games per run")
    ap.add_argument("--states", type=int, default=200, help="mid-game states for clone()")
    ap.add_argument("--repeat", type=int, default=100, help="clone() passes over the states")
    ap.add_argument("--ai-games", type=int, default=4)
    ap.add_argument("--ai-decisions", type=int, default=5, help="real decisions timed per game")
    ap.add_argument("--budget", type=int, default=700, help="Desafiadora's budget in ms (the page's)")
    ap.add_argument("--only", default="eidolon,archon,clone,ai-eidolon,ai-archon")
    args = ap.parse_args()
    only = args.only.split(",")
    trees = [ROOT, *(b.resolve() for b in args.base)]
    labels = ["this", *(f"base{k + 1}" for k in range(len(args.base)))]
    print(f"Python {sys.version.split()[0]}, {args.rounds} interleaved rounds, one core per child, CPU time")
    for k, t in enumerate(trees):
        rev = subprocess.run(["git", "-C", str(t), "log", "-1", "--format=%h %s"], capture_output=True, text=True,
                             check=False).stdout.strip()
        print(f"  {labels[k]}: {t}  ({rev[:70]})")
    for what in (w for w in FIGURES if w in only):
        title, unit, higher = FIGURES[what]
        runs: list[list[float | None]] = [[] for _ in trees]
        for _ in range(args.rounds):
            for k, t in enumerate(trees):
                runs[k].append(child(t, what, args))
        cells = []
        for k in range(len(trees)):
            vals = [v for v in runs[k] if v is not None]
            cells.append(f"{labels[k]} {statistics.median(vals):,.1f}" if vals else f"{labels[k]} -")
        ratios = []
        for k in range(1, len(trees)):
            pairs = [a / b for a, b in zip(runs[0], runs[k]) if a is not None and b is not None]
            ratios.append(f"this/{labels[k]} {statistics.median(pairs):.2f}x" if pairs else f"this/{labels[k]} -")
        print(f"{title} ({unit}, {'higher' if higher else 'lower'} is better): " + ", ".join(cells))
        if ratios:
            print("    " + ", ".join(ratios) + f"   (per-round: {[round(v, 1) if v else v for v in runs[0]]})")


if __name__ == "__main__":
    main()
