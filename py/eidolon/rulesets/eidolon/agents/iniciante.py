"""Iniciante: quick heuristic play with a little randomness from its own seed.

Each decision: build the seat's information set (a determinization of the
cards it cannot see, drawn with the agent's generator), score the offered
actions with the rule-based `Policy`, and pick with softmax noise plus an
occasional off-best sensible move, so a new player can beat it.
"""

from __future__ import annotations

import random
from typing import Any

from .determinize import determinize
from .heuristics import Policy


class Iniciante:
    name = "iniciante"

    def __init__(self, seed: int = 0, epsilon: float = 0.08, temperature: float = 0.5) -> None:
        self.rng = random.Random(seed)
        self.policy = Policy(epsilon=epsilon, temperature=temperature)

    def choose(self, obs: Any) -> int:
        """Index of the chosen action among obs.actions."""
        if len(obs.actions) == 1:
            return 0
        s = determinize(obs.state, obs.seat, self.rng)
        return self.policy.choose(s, obs.actions, self.rng)
