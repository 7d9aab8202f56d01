"""A tiny seeded generator (SplitMix64) whose whole state is one int.

Same numbers in CPython and Pyodide, trivially cloned and serialised.
"""

from typing import TypeVar

MASK = (1 << 64) - 1
T = TypeVar("T")


def next_u64(state: int) -> tuple[int, int]:
    """Return (new_state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new_state, value in range(n))."""
    state, z = next_u64(state)
    return state, z % n


def shuffle(state: int, items: list[T]) -> int:
    """Fisher-Yates shuffle in place; returns the new state. `below(state, i + 1)` written out: the same
    numbers without two calls per card (every match shuffles its decks)."""
    for i in range(len(items) - 1, 0, -1):
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        j = (z ^ (z >> 31)) % (i + 1)
        items[i], items[j] = items[j], items[i]
    return state


def seed_state(seed: int) -> int:
    """Derive the generator state from a match seed (any int)."""
    return next_u64(seed & MASK)[1]
