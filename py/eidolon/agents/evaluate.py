"""Static evaluation of a position: an estimated chance of winning for one seat.

A logistic model over differences of simple public features (connected
Locations, progress in the Ermo, exploration power, board, cards, sources,
Vestígios, Vitalidade). The weights were fitted on positions from seeded
heuristic self-play (bench/fit_eval.py) and are plain numbers here, so the
page needs no extra package.

Only public data and counts are read (the rival's hand is counted, never
looked at), so the evaluation is safe on a determinized state too.
"""

from __future__ import annotations

import math

from ..engine.state import State
from ..engine.stats import stats

FEATURES = ("connected", "near_win", "progress", "best_progress", "exp_power", "creatures", "atk", "hp",
            "hand", "sources", "vestigios", "vitalidade", "low_vit", "deck_low", "to_move")

# fitted by bench/fit_eval.py (see docs/ai.md)
WEIGHTS = (1.2, 1.0, 0.8, 0.6, 0.25, 0.15, 0.08, 0.05, 0.15, 0.12, 0.05, 0.06, 0.2, 0.3, 0.2)


def side_features(s: State, seat: int) -> list[float]:
    p = s.players[seat]
    conn = len(p.connected)
    prog = 0.0
    best = 0.0
    for slot, loc in enumerate(s.ermo):
        if loc < 0:
            continue
        diff = s.defs[loc].difficulty or 1
        f = min(1.0, s.prog[slot][seat] / diff)
        prog += f
        best = max(best, f)
    expp = atk = hpv = 0
    for c in p.creatures:
        a, r, e = stats(s, c)
        expp += e
        atk += a
        hpv += r - s.dmg[c]
    return [
        float(conn),
        float(max(0, conn - (s.target - 3))),
        prog,
        best,
        float(expp),
        float(len(p.creatures)),
        float(atk),
        float(hpv),
        float(len(p.hand)),
        float(len(p.committed)),
        float(min(p.vest, 6)),
        p.vit / 2.0,
        float(max(0, 8 - p.vit)),
        float(max(0, 3 - len(p.deck))),
        1.0 if s.active == seat else 0.0,
    ]


def features(s: State, seat: int) -> list[float]:
    """Differences (seat minus rival) of the side features."""
    a = side_features(s, seat)
    b = side_features(s, 1 - seat)
    return [x - y for x, y in zip(a, b)]


def evaluate(s: State, seat: int, weights: tuple[float, ...] = WEIGHTS) -> float:
    """Chance of winning for `seat`, in [0, 1]; exact at the end of the game."""
    if s.result is not None:
        w = s.result[0]
        return 0.5 if w < 0 else (1.0 if w == seat else 0.0)
    z = sum(w * f for w, f in zip(weights, features(s, seat)))
    z = max(-30.0, min(30.0, z))
    return 1.0 / (1.0 + math.exp(-z))
