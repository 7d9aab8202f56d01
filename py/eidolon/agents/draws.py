"""The agents' shuffle: `random.Random.shuffle` written out, the same order without a call per item."""

from __future__ import annotations

import random
from typing import TypeVar

T = TypeVar("T")


def shuffle(rng: random.Random, items: list[T]) -> None:
    """Shuffle in place as `rng.shuffle(items)` does (CPython's Fisher-Yates over `_randbelow`, which draws
    `getrandbits(n.bit_length())` until below n): the same order from the same generator, and the samplers
    re-deal hidden cards on every playout."""
    bits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]
