"""Fit the weights of the static evaluation (eidolon/rulesets/eidolon/agents/evaluate.py) by logistic regression.

Plays seeded games with the playout policy on both sides over every pairing
of the suggested decks, records the evaluation features at the start of every
turn (from both seats' points of view) and the final result, and fits
P(win) = sigmoid(w · features) by Newton's method (numpy, only here: the
fitted numbers are pasted into evaluate.py). Prints the weights, the
log-loss and accuracy on held-out games.

    python bench/fit_eval.py --games 3000
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

import numpy as np
from eidolon.api import normalize_config
from eidolon.rulesets.eidolon.actions import apply, legal_actions, run
from eidolon.rulesets.eidolon.agents.evaluate import FEATURES, features
from eidolon.rulesets.eidolon.agents.heuristics import Policy
from eidolon.rulesets.eidolon.cards.catalog import load_catalog, load_suggested_decks
from eidolon.rulesets.eidolon.setup import new_state
from eidolon.sim import deck_pairs


def game(args: tuple) -> list[tuple[list[float], float, int]]:
    i, seed = args
    pairs = deck_pairs(list(load_suggested_decks()))
    pair = pairs[i % len(pairs)]
    if (i // len(pairs)) % 2:
        pair = (pair[1], pair[0])
    gseed = seed + i
    cfg = normalize_config({"seed": gseed, "players": [{"suggested": pair[0]}, {"suggested": pair[1]}]})
    s = new_state(load_catalog(), gseed, cfg["players"], 6)
    run(s)
    rng = random.Random(gseed)
    # varied play (each seat its own noise) so that the features vary independently of each other
    pols = [Policy(epsilon=rng.uniform(0.0, 0.25), temperature=rng.uniform(0.2, 1.0)) for _ in range(2)]
    rows: list[tuple[list[float], int, int]] = []
    last_turn = -1
    while s.result is None:
        if s.turn != last_turn and s.pending is None:
            last_turn = s.turn
            for seat in (0, 1):
                rows.append((features(s, seat), seat, i))
        legal = legal_actions(s)
        seat = s.pending[0] if s.pending is not None else s.active
        apply(s, legal[pols[seat].choose(s, legal, rng)], check=False)
    w = s.result[0]
    return [(f, 0.5 if w < 0 else float(w == seat), g) for f, seat, g in rows]


def fit(X: np.ndarray, y: np.ndarray, l2: float = 1e-3, iters: int = 30, tol: float = 1e-8) -> np.ndarray:
    """L2-regularised logistic regression by Newton's method (also bench/fit_archon_eval.py's)."""
    w = np.zeros(X.shape[1])
    for _ in range(iters):
        p = 1 / (1 + np.exp(-X @ w))
        g = X.T @ (p - y) + l2 * w
        H = (X * (p * (1 - p))[:, None]).T @ X + l2 * np.eye(X.shape[1])
        step = np.linalg.solve(H, g)
        w -= step
        if np.abs(step).max() < tol:
            break
    return w


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=777000)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    with ProcessPoolExecutor(args.jobs) as ex:
        rows = [r for g in ex.map(game, [(i, args.seed) for i in range(args.games)], chunksize=20) for r in g]
    X = np.array([r[0] for r in rows])
    y = np.array([r[1] for r in rows])
    gid = np.array([r[2] for r in rows])
    test = gid % 5 == 0
    w = fit(X[~test], y[~test])
    p = 1 / (1 + np.exp(-X[test] @ w))
    p = np.clip(p, 1e-6, 1 - 1e-6)
    ll = -np.mean(y[test] * np.log(p) + (1 - y[test]) * np.log(1 - p))
    acc = np.mean((p > 0.5) == (y[test] > 0.5))
    print(f"{len(rows)} positions from {args.games} games; held-out log-loss {ll:.4f}, accuracy {acc:.3f}")
    wall = fit(X, y)
    for name, a in zip(FEATURES, wall):
        print(f"  {name:14s} {a:+.4f}")
    print("WEIGHTS = (" + ", ".join(f"{a:.4f}" for a in wall) + ")")


if __name__ == "__main__":
    main()
