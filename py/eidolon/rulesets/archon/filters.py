"""Filters on a creature selector (the effect's `only`, cards.ONLY): of the creatures a selector offers or names,
the effect may affect only those the filter keeps. One class per kind; the text wraps the target's words in
`archon.only.<kind>`."""

from __future__ import annotations

from typing import Any

from .cards import DEFS, ONLY, Effect
from .state import ArchonState


class Filter:
    kind = ""

    def keeps(self, s: ArchonState, u: int, e: Effect) -> bool:
        raise NotImplementedError

    def message(self, target: dict[str, Any], e: Effect) -> dict[str, Any]:
        args: dict[str, Any] = {"target": target}
        if e.only == "trait":
            args["trait"] = {"key": f"archon.trait.{e.only_arg}"}
        elif e.only == "house":
            args["house"] = {"key": f"archon.house.{e.only_arg}"}
        return {"key": f"archon.only.{self.kind}", "args": args}


class WithTrait(Filter):
    """A creature with the trait (K92)."""
    kind = "trait"

    def keeps(self, s: ArchonState, u: int, e: Effect) -> bool:
        return e.only_arg in DEFS[s.ids[u]].traits


class OfHouse(Filter):
    """A creature of the house (K94: a maverick copy is of the house printed on it)."""
    kind = "house"

    def keeps(self, s: ArchonState, u: int, e: Effect) -> bool:
        return DEFS[s.ids[u]].house == e.only_arg


class OnFlank(Filter):
    """A flank creature: either end of its controller's battleline; a lone creature is on both (K84)."""
    kind = "flank"

    def keeps(self, s: ArchonState, u: int, e: Effect) -> bool:
        line = s.players[s.ctrl[u]].line
        return bool(line) and (line[0] == u or line[-1] == u)


class Undamaged(Filter):
    """A creature with no damage on it (K53)."""
    kind = "undamaged"

    def keeps(self, s: ArchonState, u: int, e: Effect) -> bool:
        return not s.damage[u]


class OfType(Filter):
    """A card of the type (K41): what a cannot_play forbids (permissions.py)."""
    kind = "type"

    def keeps(self, s: ArchonState, u: int, e: Effect) -> bool:
        return DEFS[s.ids[u]].type == e.only_arg


FILTERS: dict[str, Filter] = {f.kind: f() for f in (WithTrait, OfHouse, OnFlank, Undamaged, OfType)}
assert set(FILTERS) == set(ONLY)


def kept(s: ArchonState, e: Effect, creatures: list[int]) -> list[int]:
    """The creatures of a selector the effect's filter keeps (all of them without a filter)."""
    if not e.only:
        return creatures
    f = FILTERS[e.only]
    return [u for u in creatures if f.keeps(s, u, e)]
