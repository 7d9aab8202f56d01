"""How the rule-based policies of both games turn action scores into one choice: now and then a random
sensible action, else a softmax over the scores (greedy at temperature 0)."""

from __future__ import annotations

import math
import random


def pick_scored(sc: list[float], rng: random.Random, epsilon: float, temperature: float, sensible: float) -> int:
    """Index of the chosen score: with probability `epsilon` a uniformly random one above `sensible` (any, if
    none is), else one drawn with weights exp((score - best) / temperature), scores more than 12 temperatures
    below the best left out."""
    if epsilon and rng.random() < epsilon:
        ok = [i for i, x in enumerate(sc) if x > sensible]
        return rng.choice(ok) if ok else rng.randrange(len(sc))
    best = max(sc)
    if temperature:
        cut = best - 12.0 * temperature
        inv = 1.0 / temperature
        w = [math.exp((x - best) * inv) if x > cut else 0.0 for x in sc]
        r = rng.random() * sum(w)
        for i, x in enumerate(w):
            r -= x
            if r <= 0:
                return i
        return len(w) - 1
    return sc.index(best)
