"""Lasting changes of a key's cost (K17: the current cost is 6 with its modifiers; K37: an effect that lasts):
"for the remainder of the turn, your keys cost n less" and "until ..., your opponent's keys cost +n". One class each.

A lasting change is a `Lasting` record of its maker's side (target "each_friendly", the seat's own as for a
permission) of op `key_discount` (the maker's keys, never below 0) or `key_cost` (the opponent's keys); board.key_cost
adds them (`lasting.key_change`). Forging comes after the start-of-turn effects (K14, K15), so a discount made at
the start of a turn holds at that turn's forge; "Check!" at the end of a turn (K12) counts only the changes that
still hold at the player's next forge. The constant `key_cost` joins constants.VERBS for its text."""

from __future__ import annotations

from typing import Any

from . import effects
from .cards import Effect
from .constants import VERBS as CONSTANT_VERBS
from .constants import ConstantVerb
from .lasting import DURATIONS
from .state import ArchonState, Lasting, Task


class KeyCost(ConstantVerb):
    """The opponent's keys cost n more (K17), constant or lasting."""
    op = "key_cost"

    def message(self, e: Effect) -> dict[str, Any]:
        return {"key": "archon.op.key_cost", "args": {"n": e.n}}


CONSTANT_VERBS[KeyCost.op] = KeyCost()


class LastingKeyChange(effects.EffectVerb):
    """A lasting change of a key's cost made by the resolving seat, for its duration (K37)."""

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        turn, at_start = DURATIONS[e.until].ends(s, t.seat)
        s.lasting = s.lasting + (Lasting(t.seat, e.op, e.n, "", "each_friendly", -1, turn, at_start),)
        s.emit("lasting", t.seat, t.source, e.n)
        return True


class LastingKeyDiscount(LastingKeyChange):
    """"For the remainder of the turn, your keys cost n less" (K17, K37)."""
    op = "key_discount"


class LastingKeyCost(LastingKeyChange):
    """"Until ..., your opponent's keys cost n more" (K17, K37)."""
    op = "key_cost"


effects.VERBS.update({v.op: v() for v in (LastingKeyDiscount, LastingKeyCost)})
