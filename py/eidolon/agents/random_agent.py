"""The random agent: a uniformly random offered action, from its own seed."""

from __future__ import annotations

import random
from typing import Any


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: Any) -> int:
        """Index of the chosen action among obs.actions."""
        return self.rng.randrange(len(obs.actions))
