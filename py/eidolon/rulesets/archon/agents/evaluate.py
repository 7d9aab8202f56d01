"""Static evaluation of an Archon position: an estimated chance of winning for one seat (docs/ai.md).

A race model: each seat needs `(3 - keys) * key cost - Æmber` more Æmber (K6, K15-K17); it gains about
`rate` Æmber a turn, from reaping creatures, the cards in hand (bonuses, K28) and its artifacts; the seat
with fewer turns to go is ahead. Æmber an enemy creature holds comes back when the creature leaves play
(K60), so it counts a little. The difference of the turns to go, plus a small edge for the seat that moves,
goes through a logistic. Only public data and counts are read (the rival's hand is counted, never looked
at), so the evaluation is safe on a sampled state. Exact at the end of the game.
"""

from __future__ import annotations

import math

from ..board import CARDS, key_cost
from ..state import KEYS_TO_WIN, ArchonState

SCALE = 0.9          # logistic slope per turn of difference in the race
TEMPO = 0.35         # the seat whose turn it is
BASE_RATE = 1.3      # Æmber a turn without creatures (card bonuses, actions)
PER_CREATURE = 0.55  # one reap a turn, less the fights and the removal it meets
PER_POWER = 0.03
PER_CARD = 0.12      # a card in hand (its bonus, what it lets the seat do)
PER_ARTIFACT = 0.25
HELD_BACK = 0.5      # Æmber held on an enemy creature, worth this much of its face value


def rate(s: ArchonState, seat: int) -> float:
    """Æmber the seat gains in a turn, roughly."""
    p = s.players[seat]
    ids = s.ids
    pw = n = 0
    fuse = s.fuse
    for u in p.line:
        if fuse[u] == 1:                         # K8: destroyed at the start of its controller's next turn
            continue
        d = CARDS[ids[u]]
        pw += d.power + s.tokens[u] - s.damage[u]
        n += 1
    return BASE_RATE + PER_CREATURE * min(n, 7) + PER_POWER * max(0, pw) + PER_CARD * min(len(p.hand), 8) \
        + PER_ARTIFACT * min(len(p.artifacts), 4) + 0.1 * min(len(p.archives), 4)


def turns_to_win(s: ArchonState, seat: int) -> float:
    """Own turns still needed to forge the last key, by the race model."""
    p = s.players[seat]
    cost = key_cost(s, seat)
    held = sum(s.held[u] for u in s.players[1 - seat].line)
    need = (KEYS_TO_WIN - p.keys) * cost - p.amber - HELD_BACK * held
    if p.amber >= cost and p.keys == KEYS_TO_WIN - 1:
        return 0.5                               # forges the last key at the start of its next turn (K15)
    return max(0.5, need / rate(s, seat))


def evaluate(s: ArchonState, seat: int) -> float:
    """Chance of winning for `seat`, in [0, 1]; exact at the end of the game."""
    if s.result is not None:
        w = s.result[0]
        return 0.5 if w < 0 else (1.0 if w == seat else 0.0)
    z = SCALE * (turns_to_win(s, 1 - seat) - turns_to_win(s, seat)) + (TEMPO if s.active == seat else -TEMPO)
    z = max(-30.0, min(30.0, z))
    return 1.0 / (1.0 + math.exp(-z))
