#!/usr/bin/env python3
"""Check that a speed change is not a rules change: seeded random games give the same actions and final hashes.

    python3 bench/same_games.py --base /path/to/older/checkout [--games 150] [--rulesets eidolon,archon]

For each ruleset, this checkout and the base each play `--games` seeded games between random agents (the
seeds, decks and seat swaps of `sim.selfplay(games, 1, ("random", "random"))`), each in a child process on
its own code; every game's final state hash, decision count and a digest of its action list are compared.
Prints one line per ruleset and exits non-zero on the first difference. A check to run by hand next to the
golden corpus (tests/golden), not a test: the base is any older checkout.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r'''
import hashlib, json, sys
root, rules, games = sys.argv[1], sys.argv[2], int(sys.argv[3])
sys.path.insert(0, root + "/py")
from eidolon.sim import agent_factory, deck_pairs, play_game
rules = None if rules == "eidolon" else rules
try:
    from eidolon.api import ruleset
    decks = [d["id"] for d in ruleset(rules).suggested_decks()]
except ImportError:                                      # a checkout from before the ruleset seam (EIDOLON only)
    from eidolon.api import suggested_decks
    decks = [d["id"] for d in suggested_decks()]
pairs = deck_pairs(decks)
make = agent_factory("random")
out = []
for i in range(games):
    seed = 1 + i
    agents = [make(seed * 2 + 1), make(seed * 2 + 2)]
    if i % 2 == 1:
        agents.reverse()
    kw = {"rules": rules} if rules else {}
    r = play_game(seed, pairs[(i // 2) % len(pairs)], agents, **kw)
    out.append([r["hash"], r["decisions"], hashlib.sha256(repr(r["actions"]).encode()).hexdigest()[:16]])
print(json.dumps(out))
'''


def games_of(root: Path, rules: str, games: int) -> list[list[object]]:
    r = subprocess.run([sys.executable, "-c", CHILD, str(root), rules, str(games)], capture_output=True, text=True,
                       check=False, cwd=root)
    if r.returncode != 0:
        sys.exit(f"{rules} games failed in {root}: {r.stderr[-2000:]}")
    out: list[list[object]] = json.loads(r.stdout.strip().splitlines()[-1])
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", type=Path, required=True, help="the older checkout to compare with")
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--rulesets", default="eidolon,archon")
    args = ap.parse_args()
    failed = False
    for rules in args.rulesets.split(","):
        mine, theirs = games_of(ROOT, rules, args.games), games_of(args.base.resolve(), rules, args.games)
        diff = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), None)
        decisions = sum(int(str(g[1])) for g in mine)
        if diff is None and len(mine) == len(theirs):
            print(f"{rules}: {len(mine)} seeded random games, {decisions} decisions: the same actions and final "
                  f"hashes as {args.base}")
        else:
            failed = True
            print(f"{rules}: game {diff} (seed {1 + (diff or 0)}) differs: {mine[diff or 0]} vs {theirs[diff or 0]}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
