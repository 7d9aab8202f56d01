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

from ..state import State
from ..stats import affinity, stats

FEATURES = ("connected", "near_win", "progress", "best_progress", "explore_rate", "conv_clock", "kill_clock",
            "clock", "creatures", "atk", "hp", "hand", "sources", "early_hand", "early_sources", "vestigios",
            "vitalidade", "low_vit", "deck_low", "to_move")

# fitted by bench/fit_eval.py (see docs/ai.md)
WEIGHTS = (0.4488, 0.4337, 0.4417, -0.0329, 0.2234, -0.0559, -0.0002, 0.0394, -0.4371, 0.1332, 0.1219,
           -0.0231, -0.0538, 0.2868, 0.6812, -0.0153, 0.0056, -0.1594, -1.3674, 0.1511)

CLOCK_CAP = 20.0
EARLY_TURNS = 16.0


def side_features(s: State, seat: int) -> list[float]:
    p = s.players[seat]
    rival = s.players[1 - seat]
    conn = len(p.connected)
    prog = 0.0
    best = 0.0
    needs = []
    active = []
    for slot, loc in enumerate(s.ermo):
        if loc < 0:
            continue
        ldef = s.defs[loc]
        diff = ldef.difficulty or 1
        mine = s.progress[slot][seat]
        f = min(1.0, mine / diff)
        prog += f
        best = max(best, f)
        needs.append(diff - mine)
        bonus = 0
        for ab in ldef.abilities:
            if ab.type == "static" and ab.op == "explore_bonus":
                bonus += ab.n
        active.append((ldef, bonus))
    rate = 0
    atk = hpv = 0
    for c in p.creatures:
        a, r, e = stats(s, c)
        atk += a
        hpv += r - s.damage[c]
        d = s.defs[c]
        for ldef, bonus in active:
            amount = e + bonus + (1 if affinity(d, ldef) else 0)
            rate = max(rate, amount)
    left = max(0, s.location_target - conn)
    needs.sort()
    need = sum(needs[:left]) + 5 * max(0, left - len(needs))
    conv_clock = min(CLOCK_CAP, need / max(1, rate))
    early = max(0.0, 1.0 - s.turn / EARLY_TURNS)
    kill_clock = min(CLOCK_CAP, max(0, rival.vitalidade) / max(1, atk))
    return [
        float(conn),
        float(max(0, conn - (s.location_target - 3))),
        prog,
        best,
        float(rate),
        conv_clock,
        kill_clock,
        min(conv_clock, kill_clock),
        float(len(p.creatures)),
        float(atk),
        float(hpv),
        float(len(p.hand)),
        float(len(p.committed)),
        len(p.hand) * early,
        len(p.committed) * early,
        float(min(p.vestigios, 6)),
        p.vitalidade / 2.0,
        float(max(0, 8 - p.vitalidade)),
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
        w = s.result.winner
        return 0.5 if w < 0 else (1.0 if w == seat else 0.0)
    z = sum(w * f for w, f in zip(weights, features(s, seat)))
    z = max(-30.0, min(30.0, z))
    return 1.0 / (1.0 + math.exp(-z))
