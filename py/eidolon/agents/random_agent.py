"""The random agent: a uniformly random offered action, from its own seed."""

from __future__ import annotations

import random
from typing import Any


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._bits = self.rng.getrandbits

    def choose(self, obs: Any) -> int:
        """Index of the chosen action among obs.actions: `rng.randrange(n)` written out (the same draws as
        CPython's Random._randbelow_with_getrandbits, without its two calls: self-play's every decision)."""
        n = len(obs.actions)
        k = n.bit_length()
        r = self._bits(k)
        while r >= n:
            r = self._bits(k)
        return r
