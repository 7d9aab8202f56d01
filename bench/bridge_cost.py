#!/usr/bin/env python3
"""Bench: CPU of one page action through the bridge (act + save), next to the engine's own apply.

    python3 bench/bridge_cost.py [--games 6] [--rounds 3] [--against /path/to/older/checkout]

Plays seeded games of each ruleset through `eidolon.bridge.handle` the way the page does after a
click (static/shell/match.mjs, act): `act` with the chosen offered action, the seat that decides and
`log_from` = the log entries the page already has, then `save`. The action is drawn from the offered
ones with a seeded generator, so every checkout plays the same games. Measured with process_time per
call (µs, the mean over every action of every game): act, save, and the engine's `apply` of the same
actions replayed on a fresh state (with its log, as in a match). Each checkout runs in its own subprocess (its own `py/` on sys.path);
with --against the two alternate, round after round, and the figures are the medians of the rounds.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAX_ACTIONS = 400

# Runs in the subprocess, with the checkout's py/ first on sys.path.
CHILD = r"""
import json, random, sys, time
from eidolon import bridge
from eidolon.api import Match
games, rules_name, max_actions = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
clock = time.process_time
act_t = save_t = apply_t = 0.0
n = 0
for g in range(games):
    rng = random.Random(g)
    decks = ["ordem-conhecimento", "ruina-instinto", "ordem-ruina", "conhecimento-instinto"]
    config = {"seed": 1000 + g, "players": [{"suggested": decks[g % 4]}, {"suggested": decks[(g + 1) % 4]}]}
    if rules_name == "archon":
        config.update(ruleset="archon", players=[{"deck_seed": 80000 + 2 * g}, {"deck_seed": 80001 + 2 * g}])
    reply = json.loads(bridge.handle(json.dumps({"op": "new_game", "config": config})))
    if not reply["ok"]:
        raise SystemExit(f"new_game refused: {reply['error']}")
    view = reply["result"]
    have = {0: 0, 1: 0}
    chosen = []
    while view.get("decision") and len(chosen) < max_actions:
        seat = view["decision"]["seat"]
        actions = view["actions"]
        i = rng.randrange(len(actions))
        action = {k: v for k, v in actions[i].items() if k not in ("label", "payment")}
        req = json.dumps({"op": "act", "action": action, "seat": seat, "log_from": have[seat]})
        t0 = clock()
        out = bridge.handle(req)
        t1 = clock()
        saved = bridge.handle('{"op": "save"}')
        t2 = clock()
        act_t += t1 - t0
        save_t += t2 - t1
        n += 1
        reply = json.loads(out)
        if not reply["ok"]:
            raise SystemExit(f"act refused: {reply['error']}")
        view = reply["result"]
        have[seat] = view["log_total"]
        chosen.append(action)
        nxt = view["decision"]["seat"] if view.get("decision") else seat
        if nxt != seat:    # a hotseat handoff: the other seat's view (not timed)
            view = json.loads(bridge.handle(json.dumps({"op": "view", "seat": nxt, "log_from": have[nxt]})))["result"]
            have[nxt] = view["log_total"]
    # the engine alone: the same actions applied to a fresh state
    m = Match.new(config)
    rules, s = m.rules, m.state
    for a in chosen:
        act = rules.action_from_json(a)
        t0 = clock()
        rules.apply(s, act, check=False)
        apply_t += clock() - t0
print(json.dumps({"actions": n, "act_us": act_t / n * 1e6, "save_us": save_t / n * 1e6,
                  "apply_us": apply_t / n * 1e6, "save_bytes": len(saved)}))
"""


def measure(checkout: Path, games: int, rules: str) -> dict:
    code = f"import sys; sys.path.insert(0, {str(checkout / 'py')!r}); sys.argv[1:] = {[str(games), rules, str(MAX_ACTIONS)]!r}\n"
    done = subprocess.run([sys.executable, "-c", code + CHILD], capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"{checkout} ({rules}): {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--rulesets", default="eidolon,archon")
    ap.add_argument("--against", type=Path, help="an older checkout measured in the same run, alternating")
    args = ap.parse_args()
    checkouts = {"this": ROOT}
    if args.against:
        checkouts["older"] = args.against.resolve()
    got: dict[tuple[str, str], list[dict]] = {}
    for r in range(args.rounds):
        for rules in args.rulesets.split(","):
            names = list(checkouts) if r % 2 == 0 else list(reversed(checkouts))
            for name in names:
                got.setdefault((rules, name), []).append(measure(checkouts[name], args.games, rules))
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr)
    print(f"\nCPU per page action (µs, median of {args.rounds} rounds of {args.games} seeded games, "
          f"at most {MAX_ACTIONS} actions each)")
    for (rules, name), xs in got.items():
        med = {k: statistics.median(x[k] for x in xs) for k in ("act_us", "save_us", "apply_us", "save_bytes")}
        total = med["act_us"] + med["save_us"]
        print(f"  {rules:8} {name:6} act {med['act_us']:7.1f}  save {med['save_us']:7.1f}  "
              f"act+save {total:7.1f}  engine apply {med['apply_us']:6.1f}  "
              f"({total / med['apply_us']:5.1f}x apply; last save {med['save_bytes'] / 1e3:.1f} kB, "
              f"{xs[0]['actions']} actions)")
    if args.against:
        for rules in args.rulesets.split(","):
            new, old = got[(rules, "this")], got[(rules, "older")]
            a = statistics.median(x["act_us"] + x["save_us"] for x in new)
            b = statistics.median(x["act_us"] + x["save_us"] for x in old)
            print(f"  {rules:8} act+save this / older: {a / b:.2f}x")


if __name__ == "__main__":
    main()
