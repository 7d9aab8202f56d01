"""Conditions on an effect ("if ...", K34, K36's kin): the effect resolves only if its condition holds when it
would resolve, read from the side of the player resolving it (K81: a creature used as if it were yours counts
as friendly, effects.sides). One class per condition kind; the card data names it as
`{"if": {"test": kind, "n": ..., "trait": ...}}` and the text writes `archon.cond.<kind>`."""

from __future__ import annotations

from typing import Any

from .cards import COND_TESTS, DEFS, Effect
from .state import ArchonState


class Condition:
    test = ""

    def holds(self, s: ArchonState, seat: int, e: Effect) -> bool:
        raise NotImplementedError

    def message(self, e: Effect) -> dict[str, Any]:
        args: dict[str, Any] = {"n": e.cond_n}
        if e.cond_trait:
            args["trait"] = {"key": f"archon.trait.{e.cond_trait}"}
        if e.cond_house:
            args["house"] = {"key": f"archon.house.{e.cond_house}"}
        return {"key": f"archon.cond.{self.test}", "args": args}


class PoolAtLeast(Condition):
    """You have at least n Æmber in your pool (K20)."""
    test = "pool_at_least"

    def holds(self, s: ArchonState, seat: int, e: Effect) -> bool:
        return s.players[seat].amber >= e.cond_n


class OpponentPoolAtLeast(Condition):
    """Your opponent has at least n Æmber (K20)."""
    test = "opponent_pool_at_least"

    def holds(self, s: ArchonState, seat: int, e: Effect) -> bool:
        return s.players[1 - seat].amber >= e.cond_n


class BehindOnKeys(Condition):
    """Your opponent has forged more keys than you (K6)."""
    test = "behind_on_keys"

    def holds(self, s: ArchonState, seat: int, e: Effect) -> bool:
        return s.players[1 - seat].keys > s.players[seat].keys


class FewerCreatures(Condition):
    """You control fewer creatures than your opponent (K79, K81)."""
    test = "fewer_creatures"

    def holds(self, s: ArchonState, seat: int, e: Effect) -> bool:
        return len(s.players[seat].line) < len(s.players[1 - seat].line)


class ControlsTrait(Condition):
    """You control a creature with the trait (K92)."""
    test = "controls_trait"

    def holds(self, s: ArchonState, seat: int, e: Effect) -> bool:
        return any(e.cond_trait in DEFS[s.ids[u]].traits for u in s.players[seat].line)


class DiscardAtLeast(Condition):
    """Your discard pile holds at least n cards (K11)."""
    test = "discard_at_least"

    def holds(self, s: ArchonState, seat: int, e: Effect) -> bool:
        return len(s.players[seat].discard) >= e.cond_n


class HandAtLeast(Condition):
    """You hold at least n cards in hand (K11)."""
    test = "hand_at_least"

    def holds(self, s: ArchonState, seat: int, e: Effect) -> bool:
        return len(s.players[seat].hand) >= e.cond_n


class HandAtMost(Condition):
    """You hold n cards or fewer in hand (K11); a card being played is no longer in hand (K29)."""
    test = "hand_at_most"

    def holds(self, s: ArchonState, seat: int, e: Effect) -> bool:
        return len(s.players[seat].hand) <= e.cond_n


class ArchivesAtLeast(Condition):
    """Your archives hold at least n cards (K65)."""
    test = "archives_at_least"

    def holds(self, s: ArchonState, seat: int, e: Effect) -> bool:
        return len(s.players[seat].archives) >= e.cond_n


class ActiveHouse(Condition):
    """The active house of the turn is the house named (K26; none after K23's `no_house`)."""
    test = "active_house"

    def holds(self, s: ArchonState, seat: int, e: Effect) -> bool:
        return s.house == e.cond_house


class HandHouse(Condition):
    """You hold a card of the house in hand (K94: a maverick copy is of the house printed on it)."""
    test = "hand_house"

    def holds(self, s: ArchonState, seat: int, e: Effect) -> bool:
        return any(DEFS[s.ids[u]].house == e.cond_house for u in s.players[seat].hand)


class DiscardTrait(Condition):
    """Your discard pile holds a card with the trait (K92)."""
    test = "discard_trait"

    def holds(self, s: ArchonState, seat: int, e: Effect) -> bool:
        return any(e.cond_trait in DEFS[s.ids[u]].traits for u in s.players[seat].discard)


CONDITIONS: dict[str, Condition] = {c.test: c() for c in (PoolAtLeast, OpponentPoolAtLeast, BehindOnKeys,
                                                           FewerCreatures, ControlsTrait, DiscardAtLeast,
                                                           HandAtLeast, HandAtMost, ArchivesAtLeast, ActiveHouse,
                                                           HandHouse, DiscardTrait)}
assert set(CONDITIONS) == set(COND_TESTS)


def holds(s: ArchonState, seat: int, e: Effect) -> bool:
    """No condition, or its condition holds."""
    return not e.cond or CONDITIONS[e.cond].holds(s, seat, e)
