"""Fit the weights of Archon's static evaluation (eidolon/rulesets/archon/agents/evaluate.py) by logistic regression.

Plays seeded Archon games over the pairings of the suggested decks, most between two Iniciante-like policies
with varied noise (each seat its own epsilon and temperature, so that the features vary independently of
each other), some between Desafiadora at a small budget and Iniciante; records the evaluation's features at
the start of every turn from both seats' points of view, labelled with the game's result (1 won, 0 lost, 0.5
drawn), and fits P(win) = sigmoid(w . features) by Newton's method (numpy, only here: the fitted numbers are
pasted into evaluate.py's WEIGHTS). Games whose number is a multiple of 5 are held out: the script prints the
held-out log-loss and accuracy of the fitted weights, of the weights in evaluate.py now, and of the former
hand-set race model, then the weights fitted on all games.

    python bench/fit_archon_eval.py --games 3000 --jobs 2
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

import fit_eval
import numpy as np
from eidolon.api import normalize_config
from eidolon.core.ruleset import SeatObservation
from eidolon.rulesets.archon.agents.evaluate import FEATURES, WEIGHTS, features
from eidolon.rulesets.archon.agents.levels import ArchonDesafiadora, ArchonIniciante
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.sim import deck_pairs

SEARCH_SHARE = 0.2                   # games with Desafiadora (iters=8:horizon=1:width=4) on one seat
# The former hand-set evaluation: 0.9 per turn of the race model's difference, 0.35 for the seat to move.
RACE = FEATURES.index("race_turns")
TO_MOVE = FEATURES.index("to_move")


def game(args: tuple[int, int]) -> list[tuple[list[float], float, int]]:
    i, seed = args
    decks = [d["id"] for d in ARCHON.suggested_decks()]
    pairs = deck_pairs(decks)
    pair = pairs[i % len(pairs)]
    if (i // len(pairs)) % 2:
        pair = (pair[1], pair[0])
    gseed = seed + i
    cfg = normalize_config({"ruleset": "archon", "seed": gseed, "players": [{"suggested": d} for d in pair]})
    s = ARCHON.new_state(cfg, log=False)
    rng = random.Random(gseed)
    agents: list[object] = [ArchonIniciante(gseed * 2 + k, epsilon=rng.uniform(0.0, 0.2),
                                            temperature=rng.uniform(0.2, 1.0)) for k in (1, 2)]
    if rng.random() < SEARCH_SHARE:
        agents[rng.randrange(2)] = ArchonDesafiadora(gseed * 2 + 3, iterations=8, horizon=1, width=4)
    rows: list[tuple[list[float], int]] = []
    last_turn = -1
    while s.result is None:
        if s.turn != last_turn and s.step != 0:        # the first decision of a turn (not the mulligans)
            last_turn = s.turn
            for seat in (0, 1):
                rows.append((features(s, seat), seat))
        seat = ARCHON.decision(s)[0]
        legal = ARCHON.legal_actions(s)
        k = agents[seat].choose(SeatObservation(s, seat, legal))  # type: ignore[attr-defined]
        ARCHON.apply(s, legal[k], False)
    w = s.result[0]
    return [(f, 0.5 if w < 0 else float(w == seat), i) for f, seat in rows]


def fit(X: np.ndarray, y: np.ndarray) -> np.ndarray:
    """fit_eval's logistic regression, with this fit's regularisation and tolerance."""
    return fit_eval.fit(X, y, l2=1e-2, iters=40, tol=1e-9)


def scores(z: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    p = np.clip(1 / (1 + np.exp(-np.clip(z, -30, 30))), 1e-6, 1 - 1e-6)
    ll = float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))
    acc = float(np.mean((p > 0.5) == (y > 0.5)))
    return ll, acc


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=880000)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    t0 = time.time()
    tasks = [(i, args.seed) for i in range(args.games)]
    if args.jobs <= 1:
        games = list(map(game, tasks))
    else:
        with ProcessPoolExecutor(args.jobs) as ex:
            games = list(ex.map(game, tasks, chunksize=10))
    rows = [r for g in games for r in g]
    X = np.array([r[0] for r in rows])
    y = np.array([r[1] for r in rows])
    test = np.array([r[2] for r in rows]) % 5 == 0
    print(f"{len(rows)} positions from {args.games} games ({time.time() - t0:.0f} s); held out: {test.sum()}"
          f" positions of {len(range(0, args.games, 5))} games")
    w = fit(X[~test], y[~test])
    old = -0.9 * X[test][:, RACE] + 0.35 * X[test][:, TO_MOVE]
    for label, z in (("fitted (train games)", X[test] @ w), ("evaluate.py now", X[test] @ np.array(WEIGHTS)),
                     ("former race model", old)):
        ll, acc = scores(z, y[test])
        print(f"  held-out {label:22s} log-loss {ll:.4f}, accuracy {acc:.3f}")
    wall = fit(X, y)
    for name, a in zip(FEATURES, wall):
        print(f"  {name:16s} {a:+.4f}")
    print("WEIGHTS = (" + ", ".join(f"{a:.4f}" for a in wall) + ")")


if __name__ == "__main__":
    main()
