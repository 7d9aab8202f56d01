"""Engine cost in machine instructions (valgrind callgrind): deterministic figures for a noisy machine.

    python3 bench/engine_instructions.py --base /path/to/other/checkout [--games 200] [--states 200]

Wall and process times on a shared VM swing by ±30 % from run to run (docs/rulesets.md, "Speed"); the number
of instructions the interpreter executes does not. For this checkout and for `--base` (another checkout, e.g.
a `git worktree` of an older commit), each under callgrind, in turn:

- random self-play: the instructions of `--games` seeded games (a run of 1 game is subtracted: imports,
  catalogue, warm-up), per game and per decision;
- `State.clone()` and the state hash: the instructions of `--repeat` passes over `--states` mid-game states,
  less a run that only builds the states, per call.

Prints one table with the ratio this/base. Both trees run the same Python (`sys.executable`, resolved past
any pyenv shim). Takes a few minutes: a benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r'''
import io, contextlib, random, sys
root, what, n, states, repeat = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
sys.path.insert(0, root + "/py")
if what == "games":
    from eidolon.cli import main
    with contextlib.redirect_stdout(io.StringIO()):
        main(["selfplay", "--games", str(n), "--seed", "1", "--agents", "random,random", "--json"])
    raise SystemExit(0)
sys.path.insert(0, root + "/bench")
import bench_engine as b
picked = b.mid_game_states(states, 1)
hash_of = getattr(b, "state_hash")
for _ in range(repeat if what != "setup" else 0):
    for s in picked:
        s.clone() if what == "clone" else hash_of(s)
'''


def python() -> str:
    """The interpreter binary itself (valgrind must not trace a launcher script)."""
    exe = subprocess.run([sys.executable, "-c", "import sys; print(sys.executable)"], capture_output=True, text=True,
                         check=True).stdout.strip()
    real = os.path.realpath(exe)
    out = subprocess.run([real, "-c", "import sys; print(sys.version.split()[0])"], capture_output=True, text=True,
                         check=False)
    return real if out.returncode == 0 else exe


def instructions(py: str, child: Path, root: Path, what: str, n: int, states: int, repeat: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "cg.out"
        r = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", py, str(child), str(root),
                            what, str(n), str(states), str(repeat)], capture_output=True, text=True, check=False)
        m = re.search(r"Collected : (\d+)", r.stderr)
        if r.returncode != 0 or m is None:
            sys.exit(f"callgrind failed for {root} {what}: {r.stderr[-2000:]}")
        return int(m.group(1))


def decisions(root: Path, games: int) -> int:
    env = dict(os.environ, PYTHONPATH=str(root / "py"))
    r = subprocess.run([sys.executable, "-m", "eidolon", "selfplay", "--games", str(games), "--seed", "1", "--agents",
                        "random,random", "--json"], capture_output=True, text=True, env=env, check=True, cwd=root)
    return int(json.loads(r.stdout)["decisions"])


def measure(py: str, child: Path, root: Path, games: int, states: int, repeat: int) -> dict[str, float]:
    one, many = (instructions(py, child, root, "games", n, 0, 0) for n in (1, games + 1))
    played = decisions(root, games + 1) - decisions(root, 1)
    setup = instructions(py, child, root, "setup", 0, states, repeat)
    clone = instructions(py, child, root, "clone", 0, states, repeat)
    hashed = instructions(py, child, root, "hash", 0, states, repeat)
    calls = states * repeat
    return {"per game": (many - one) / games, "per decision": (many - one) / played,
            "decisions per game": played / games, "clone()": (clone - setup) / calls,
            "state_hash()": (hashed - setup) / calls}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--base", required=True, type=Path, help="the other checkout to compare with")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--states", type=int, default=200)
    ap.add_argument("--repeat", type=int, default=20)
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (apt-get install valgrind)")
    py = python()
    with tempfile.TemporaryDirectory() as tmp:
        child = Path(tmp) / "child.py"
        child.write_text(CHILD, encoding="utf-8")
        this = measure(py, child, ROOT, args.games, args.states, args.repeat)
        base = measure(py, child, args.base.resolve(), args.games, args.states, args.repeat)
    print(f"engine instructions (callgrind) — {args.games} random games from seed 1, {args.states} states x {args.repeat}")
    print(f"{'measure':<20}{'this':>16}{'base':>16}{'this/base':>11}")
    for key in this:
        print(f"{key:<20}{this[key]:>16,.0f}{base[key]:>16,.0f}{this[key] / base[key]:>11.3f}")
    print(f"this: {ROOT}\nbase: {args.base.resolve()}")


if __name__ == "__main__":
    main()
