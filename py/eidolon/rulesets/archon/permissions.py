"""The constant verbs of blanking, entering play, playing and house permissions, and the "copy" verb (K5: the card
beats the rule it changes), one class each. The constant ones join constants.VERBS (their covers and text), the
resolving ones effects.VERBS (their resolution); `main_rules` tells flow.main_actions what a player may play and
use besides the active house's cards (K26) and what they cannot play (K24).

- blank (blanking.py): the covered creatures' text is ignored.
- enters_exhausted / enters_stunned (uses.entering): the covered creatures enter play exhausted (winning over
  enters_ready, K24) or stunned (K78).
- cannot_play: the side's player cannot play the cards its filter keeps (a type K41, house or trait K92); "cannot"
  beats "may" (K24), so no permission lifts it.
- may_play / may_use: its controller may play, or use, cards of that house (or of any house) as if it were the
  active one (K26, K5; K31: using still needs the card ready); a permission to play is none to discard (K30).
- key_discount: its controller's keys cost n less (K17), never below 0.
- copy: the creature gains the chosen creature's printed abilities and keywords while it is in play (blanking.py).
- copy_text: the creature has the chosen creature's printed abilities and keywords instead of its own (blanking.py).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from . import effects
from .blanking import ADDS, FOREVER, REPLACES, copied
from .board import card
from .cards import ANY_HOUSE, HOUSES, Effect
from .constants import VERBS as CONSTANT_VERBS
from .constants import ConstantVerb
from .filters import FILTERS
from .lasting import DURATIONS
from .state import ARTIFACTS, LINE, ArchonState, Lasting, Task


class Blank(ConstantVerb):
    """The covered creatures' text is ignored (blanking.blanked reads it)."""
    op = "blank"


class SideText(ConstantVerb):
    """A constant whose text names its target in its own words."""

    def message(self, e: Effect) -> dict[str, Any]:
        return {"key": f"archon.op.{self.op}.{e.target}", "args": {}}


class EntersExhausted(SideText):
    """K44 restated against enters_ready: the covered creatures enter exhausted, whatever makes them ready (K24)."""
    op = "enters_exhausted"


class EntersStunned(SideText):
    """The covered creatures enter play stunned (K78)."""
    op = "enters_stunned"


class CannotPlay(ConstantVerb):
    """The side's player cannot play the cards the filter keeps (K24; the filter is a type, house or trait)."""
    op = "cannot_play"

    def message(self, e: Effect) -> dict[str, Any]:
        if e.only == "type":
            what: dict[str, Any] = {"key": f"archon.cards.type.{e.only_arg}"}
        elif e.only == "house":
            what = {"key": "archon.cards.house", "args": {"house": {"key": f"archon.house.{e.only_arg}"}}}
        else:
            what = {"key": "archon.cards.trait", "args": {"trait": {"key": f"archon.trait.{e.only_arg}"}}}
        return {"key": f"archon.op.cannot_play.{e.target}", "args": {"cards": what}}


class HousePermission(ConstantVerb):
    """Its controller may play or use cards of a house besides the active one (K26, K5)."""

    def message(self, e: Effect) -> dict[str, Any]:
        if e.house == ANY_HOUSE:
            return {"key": f"archon.op.{self.op}.any", "args": {}}
        return {"key": f"archon.op.{self.op}", "args": {"house": {"key": f"archon.house.{e.house}"}}}


class MayPlay(HousePermission):
    """Play cards of the house from hand (not discard them, K30)."""
    op = "may_play"


class MayUse(HousePermission):
    """Use cards of the house in play: reap, fight, Action (K45, K50); they must be ready (K31)."""
    op = "may_use"


class KeyDiscount(ConstantVerb):
    """Its controller's keys cost n less (K17), never below 0 (board.key_cost)."""
    op = "key_discount"

    def message(self, e: Effect) -> dict[str, Any]:
        return {"key": "archon.op.key_discount", "args": {"n": e.n}}


CONSTANT_VERBS.update({v.op: v() for v in (Blank, EntersExhausted, EntersStunned, CannotPlay, MayPlay, MayUse,
                                           KeyDiscount)})


class Copy(effects.EffectVerb):
    """The source creature gains the chosen creature's printed abilities and keywords while it is in play (K5;
    blanking.py): a lasting record that only leaving play ends (K60). It is a "Play:" or "Reap:" ability (cards.py),
    and a creature copies at most once while it is in play (a later reap's copy does nothing while the first
    lasts): the abilities it gained never change while they may be pending."""

    op = "copy"
    mode = ADDS

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        u = t.source
        if not targets or s.zone[u] != LINE or targets[0] == u or copied(s, u) is not None:
            return False
        v = targets[0]
        s.lasting = s.lasting + (Lasting(t.seat, "copy", self.mode, s.ids[v], "", u, FOREVER, False),)
        s.emit(self.op, s.ctrl[u], u, 0, v)
        return True


class CopyText(Copy):
    """The source creature has the chosen creature's printed abilities and keywords instead of its own while it is
    in play (K5; K91, K32: its name, house, power and armor stay its own); the same record, of n REPLACES."""

    op = "copy_text"
    mode = REPLACES


class LastingPermission(effects.EffectVerb):
    """"For the remainder of the turn, you may play/use cards of house H" (K37): a lasting record of the seat's
    side whose keyword is the house."""

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        turn, at_start = DURATIONS[e.until].ends(s, t.seat)
        s.lasting = s.lasting + (Lasting(t.seat, e.op, 0, e.house, "each_friendly", -1, turn, at_start),)
        s.emit("lasting", t.seat, -1, 0)
        return True


class LastingCannotPlay(effects.EffectVerb):
    """"Until ...: your opponent cannot play action cards" (K37, K24): a lasting record of the side it names whose
    keyword is its filter, "kind:value" (`only_key`)."""

    op = "cannot_play"

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        turn, at_start = DURATIONS[e.until].ends(s, t.seat)
        s.lasting = s.lasting + (Lasting(t.seat, e.op, 0, only_key(e), e.target, -1, turn, at_start),)
        s.emit("lasting", t.seat, -1, 0)
        return True


def only_key(e: Effect) -> str:
    """A cannot_play filter as a lasting record's keyword: "type:action", "house:mare", "trait:mago"."""
    return f"{e.only}:{e.only_arg}"


def from_key(y: Lasting) -> Effect:
    """The cannot_play effect a lasting record stands for (its filter and side)."""
    kind, _, value = y.keyword.partition(":")
    return Effect("cannot_play", target=y.target, only=kind, only_arg=value)


class LastingMayPlay(LastingPermission):
    op = "may_play"


class LastingMayUse(LastingPermission):
    op = "may_use"


effects.VERBS.update({v.op: v() for v in (Copy, CopyText, LastingMayPlay, LastingMayUse, LastingCannotPlay)})


class MainRules(NamedTuple):
    """What a player may do in step 3 besides the active house's cards (K26) and what they cannot play (K24)."""

    play: frozenset[str]                        # houses whose cards they may play
    use: frozenset[str]                         # houses whose cards they may use
    forbid: tuple[tuple[int, Effect], ...]      # the cannot_play in play or lasting: (whose it is, the effect)

    def forbidden(self, s: ArchonState, seat: int, u: int) -> bool:
        """Card u cannot be played by `seat` (K24)."""
        for owner, e in self.forbid:
            if (owner == seat) == (e.target == "each_friendly") and FILTERS[e.only].keeps(s, u, e):
                return True
        return False


def _houses(house: str) -> frozenset[str]:
    return frozenset(HOUSES) if house == ANY_HOUSE else frozenset((house,))


def main_rules(s: ArchonState, seat: int) -> MainRules | None:
    """The permissions and prohibitions in play or lasting for `seat` now; None when there are none (the usual case,
    asked once per decision)."""
    zone = s.zone
    found: dict[str, frozenset[str]] = {"may_play": frozenset(), "may_use": frozenset()}
    forbid: list[tuple[int, Effect]] = []
    for op in ("may_play", "may_use", "cannot_play"):
        for x in s.auras_of[op]:
            if zone[x] != LINE and zone[x] != ARTIFACTS:
                continue
            for e in card(s, x).auras:           # a blanked card permits and forbids nothing (blanking.py)
                if e.op != op:
                    continue
                if op == "cannot_play":
                    forbid.append((s.ctrl[x], e))
                elif s.ctrl[x] == seat:
                    found[op] |= _houses(e.house)
    for y in s.lasting:
        if y.op in found and y.seat == seat:
            found[y.op] |= _houses(y.keyword)
        elif y.op == "cannot_play":
            forbid.append((y.seat, from_key(y)))
    if not (found["may_play"] or found["may_use"] or forbid):
        return None
    return MainRules(found["may_play"], found["may_use"], tuple(forbid))


def may_be_played(s: ArchonState, seat: int, u: int) -> bool:
    """Whether no cannot_play in play forbids `seat` to play u (K24; an effect that plays a card asks it too)."""
    rules = main_rules(s, seat)
    return rules is None or not rules.forbidden(s, seat, u)
