#!/usr/bin/env python3
"""Check that a speed change is not a rules change: seeded random games give the same actions and final hashes.

    python3 bench/same_games.py --base /path/to/older/checkout [--games 150] [--rulesets eidolon,archon]
    python3 bench/same_games.py --base /path/to/older/checkout --rulesets archon --decks seed:1-40

`--decks` names the decks to pair instead of the suggested ones: ids, or `seed:A-B` for Archon's seeded
generated decks A..B (they draw from the whole collection, so its newest titles are played too).

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
root, rules, games, listed = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
sys.path.insert(0, root + "/py")
from eidolon.sim import agent_factory, deck_pairs, play_game
rules = None if rules == "eidolon" else rules
try:
    from eidolon.api import ruleset
    decks = [d["id"] for d in ruleset(rules).suggested_decks()]
except ImportError:                                      # a checkout from before the ruleset seam (EIDOLON only)
    from eidolon.api import suggested_decks
    decks = [d["id"] for d in suggested_decks()]
if listed:
    from eidolon.api import normalize_config
    from eidolon.core.ruleset import SeatObservation
    decks = listed.split(",")
pairs = deck_pairs(decks)
make = agent_factory("random")
out = []
for i in range(games):
    seed = 1 + i
    agents = [make(seed * 2 + 1), make(seed * 2 + 2)]
    if i % 2 == 1:
        agents.reverse()
    pair = pairs[(i // 2) % len(pairs)]
    if listed:                                           # decks by id or seed: the game played here
        rs = ruleset(rules)
        player = lambda d: {"deck_seed": int(d[5:])} if d.startswith("seed:") else {"suggested": d}
        s = rs.new_state(normalize_config({"ruleset": rules, "seed": seed, "options": {},
                                           "players": [player(pair[0]), player(pair[1])]}), log=False)
        obs, acts = [SeatObservation(s, 0, []), SeatObservation(s, 1, [])], []
        while s.result is None:
            o = obs[rs.decision(s)[0]]
            o.actions = rs.legal_actions(s)
            a = o.actions[agents[o.seat].choose(o)]
            rs.apply(s, a, False)
            acts.append(a)
        r = {"hash": rs.state_hash(s), "decisions": len(acts), "actions": acts}
    else:
        kw = {"rules": rules} if rules else {}
        r = play_game(seed, pair, agents, **kw)
    out.append([r["hash"], r["decisions"], hashlib.sha256(repr(r["actions"]).encode()).hexdigest()[:16]])
print(json.dumps(out))
'''


def deck_list(spec: str) -> str:
    """The --decks value as the child's comma list: `seed:A-B` expands to seed:A, ..., seed:B."""
    out: list[str] = []
    for part in filter(None, spec.split(",")):
        if part.startswith("seed:") and "-" in part:
            first, last = part[len("seed:"):].split("-")
            out += [f"seed:{n}" for n in range(int(first), int(last) + 1)]
        else:
            out.append(part)
    return ",".join(out)


def games_of(root: Path, rules: str, games: int, decks: str = "") -> list[list[object]]:
    r = subprocess.run([sys.executable, "-c", CHILD, str(root), rules, str(games), decks], capture_output=True, text=True,
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
    ap.add_argument("--decks", default="", help="deck ids to pair instead of the suggested decks (seed:A-B: a range)")
    args = ap.parse_args()
    failed = False
    for rules in args.rulesets.split(","):
        decks = deck_list(args.decks)
        mine, theirs = games_of(ROOT, rules, args.games, decks), games_of(args.base.resolve(), rules, args.games, decks)
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
