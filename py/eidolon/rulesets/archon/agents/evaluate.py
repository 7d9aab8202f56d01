"""Static evaluation of an Archon position: an estimated chance of winning for one seat (docs/ai.md).

A logistic model over the differences of public features of the two seats: the key race (keys, Æmber, key
cost, the Æmber still needed, a key ready to forge, and a race model's turns to go), the board (creatures,
their power and armor, Æmber held on creatures, artifacts), the cards (hand, archives, chains) and whose turn
it is. The weights were fitted by logistic regression on positions of seeded self-play games
(bench/fit_archon_eval.py): they are constants here, the engine needs no library to use them.

The race model: each seat needs `(3 - keys) * key cost - Æmber` more Æmber (K6, K15-K17) and gains about
`rate` Æmber a turn, from its creatures, the cards in hand (bonuses, K28) and its artifacts. Æmber a creature
holds goes back to the opponent of its controller when it leaves play (K61, K60).

Every feature is the seat's figure minus the rival's, so `evaluate(s, 0) + evaluate(s, 1) == 1`. Only public
data and counts are read (the rival's hand is counted, never looked at), so the evaluation is safe on a sampled
state. Exact at the end of the game.
"""

from __future__ import annotations

import math

from ..board import CARDS, key_cost
from ..state import KEYS_TO_WIN, ArchonState
from ..zones import bank

BASE_RATE = 1.3      # race model: Æmber a turn without creatures (card bonuses, actions)
PER_CREATURE = 0.55  # one reap a turn, less the fights and the removal it meets
PER_POWER = 0.03
PER_CARD = 0.12      # a card in hand (its bonus, what it lets the seat do)
PER_ARTIFACT = 0.25
HELD_BACK = 0.5      # Æmber held on an enemy creature, worth this much of its face value

# Per-seat figures (the features are the seat's minus the rival's, then whose turn it is).
FEATURES = ("keys", "second_key", "amber", "key_share", "key_cost", "need", "ready", "forges_next", "last_key_ready",
            "race_turns", "creatures", "power", "armor", "held_back", "artifacts", "hand", "archives", "chains",
            "to_move")
# Fitted by bench/fit_archon_eval.py (docs/ai.md "Archon mode"); one weight per feature.
WEIGHTS = (0.8575, 0.5300, 0.2151, -0.2456, -0.1035, -0.0659, -0.5266, 0.3636, 2.3743, -0.0896, 0.2293, 0.0007, -0.0195, 0.0489, 0.4083, -0.1865, 0.1012, -0.5133, 0.4918)


def rate(s: ArchonState, seat: int) -> float:
    """Æmber the seat gains in a turn, roughly (the race model)."""
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


def _side(s: ArchonState, seat: int) -> list[float]:
    """The figures of one seat, in FEATURES order (less `to_move`)."""
    p = s.players[seat]
    ids, held, damage, tokens = s.ids, s.held, s.damage, s.tokens
    cost = key_cost(s, seat)
    back = 0
    for u in s.players[1 - seat].line:
        back += held[u]                          # comes back to this seat when the rival's creature leaves (K61)
    power = armor = 0
    for u in p.line:
        d = CARDS[ids[u]]
        power += max(0, d.power + tokens[u] - damage[u])
        armor += d.armor
    amber = p.amber + bank(s, seat)              # K16: with the Æmber its Treasury cards may spend to forge
    need = max(0, (KEYS_TO_WIN - p.keys) * cost - amber)
    ready = amber >= cost
    race = 0.5 if ready and p.keys == KEYS_TO_WIN - 1 else \
        max(0.5, ((KEYS_TO_WIN - p.keys) * cost - amber - HELD_BACK * back) / rate(s, seat))
    share = min(amber, cost) / cost if cost else 1.0      # K17: discounts may bring a key's cost down to 0
    return [float(p.keys), float(p.keys == KEYS_TO_WIN - 1), float(min(amber, 2 * cost)), share,
            float(cost), float(need), float(ready), float(ready and s.active != seat),
            float(ready and p.keys == KEYS_TO_WIN - 1), race, float(min(len(p.line), 8)), float(min(power, 40)),
            float(min(armor, 10)), float(back), float(min(len(p.artifacts), 4)), float(min(len(p.hand), 10)),
            float(min(len(p.archives), 6)), float(min(p.chains, 12))]


def features(s: ArchonState, seat: int) -> list[float]:
    """The seat's figures minus the rival's, and +1 / -1 for the seat to move (FEATURES order)."""
    mine, theirs = _side(s, seat), _side(s, 1 - seat)
    return [a - b for a, b in zip(mine, theirs)] + [1.0 if s.active == seat else -1.0]


def evaluate(s: ArchonState, seat: int) -> float:
    """Chance of winning for `seat`, in [0, 1]; exact at the end of the game."""
    if s.result is not None:
        w = s.result[0]
        return 0.5 if w < 0 else (1.0 if w == seat else 0.0)
    z = sum(w * f for w, f in zip(WEIGHTS, features(s, seat)))
    z = max(-30.0, min(30.0, z))
    return 1.0 / (1.0 + math.exp(-z))
