"""Lasting effects (K37): a constant verb (constants.py) given by a resolving ability for a duration. It acts as a
constant ability while it lasts, outlives its source, covers creatures entering play later when it names a side,
and ends with its duration, or when the creature it names leaves play (K60). One class per duration."""

from __future__ import annotations

from .cards import Effect
from .state import ARTIFACTS, LINE, RESOLVING, ArchonState, Lasting, Reaction


class Duration:
    """When a lasting effect made by `seat` now ends."""

    until = ""

    def ends(self, s: ArchonState, seat: int) -> tuple[int, bool]:
        raise NotImplementedError


class RemainderOfTurn(Duration):
    """"For the remainder of the turn": to this turn's end (K13)."""
    until = "end_of_turn"

    def ends(self, s: ArchonState, seat: int) -> tuple[int, bool]:
        return s.turn, False


class OpponentsNextTurn(Duration):
    """"During your opponent's next turn": to the end of the opponent's next turn (it holds from now on)."""
    until = "opponent_next_turn"

    def ends(self, s: ArchonState, seat: int) -> tuple[int, bool]:
        return s.turn + (1 if s.active == seat else 2), False


class UntilYourNextTurn(Duration):
    """"Until the start of your next turn"."""
    until = "start_of_your_turn"

    def ends(self, s: ArchonState, seat: int) -> tuple[int, bool]:
        return s.turn + (2 if s.active == seat else 1), True


DURATIONS: dict[str, Duration] = {d.until: d() for d in (RemainderOfTurn, OpponentsNextTurn, UntilYourNextTurn)}


def begin(s: ArchonState, seat: int, e: Effect, targets: list[int]) -> bool:
    """The lasting effect e of `seat`: one for a side, else one per creature named."""
    turn, at_start = DURATIONS[e.until].ends(s, seat)
    side = e.target in ("each_friendly", "each_enemy")
    if not side and not targets:
        return False
    keyword = replace_key(e.event, e.with_op) if e.op == "replace" else e.keyword
    new = [Lasting(seat, e.op, e.n, keyword, e.target if side else "", -1 if side else u, turn, at_start)
           for u in ([-1] if side else targets)]
    s.lasting = s.lasting + tuple(new)
    for x in new:
        s.emit("lasting", seat, x.uid, x.n)
    return True


def replace_key(event: str, with_op: str) -> str:
    """A lasting replacement's keyword (K59; wards.py): "event:outcome", e.g. "destroy:return_hand"."""
    return f"{event}:{with_op}"


def react(s: ArchonState, seat: int, source: int, e: Effect) -> None:
    """The react e of `seat` from card `source`: a lasting triggered ability for e's duration (K37); it answers
    its events from now on, even once its source left play (an action in discard)."""
    turn, at_start = DURATIONS[e.until].ends(s, seat)
    s.reactions = (*s.reactions, Reaction(seat, source, e.mode_at, e.event, e.event_of, turn, at_start))
    s.emit("lasting", seat, source)


def expire(s: ArchonState, at_start: bool) -> None:
    """At a turn's start or end: the lasting effects and reactions that end there (K37)."""
    left = tuple(x for x in s.lasting if not (x.turn == s.turn and x.at_start == at_start))
    kept = tuple(x for x in s.reactions if not (x.turn == s.turn and x.at_start == at_start))
    left = tuple(x for x in left if not (x.op == "copy" and s.zone[x.uid] not in (LINE, ARTIFACTS, RESOLVING)
                                         and all(r.source != x.uid for r in kept)))   # a copied reaction's card (K32)
    if len(left) != len(s.lasting) or len(kept) != len(s.reactions):
        s.lasting, s.reactions = left, kept
        s.emit("lasting_end", s.active)


def forget(s: ArchonState, u: int) -> None:
    """u left play: what lasted on it ends (K60)."""
    if any(x.uid == u for x in s.lasting):
        s.lasting = tuple(x for x in s.lasting if x.uid != u)


def played_again(s: ArchonState, u: int, base: int) -> None:
    """Action u is played again while the copy its last play made still names a lasting reaction (mimicry.py): it
    starts without that copy, and the copied reactions (abilities from `base` on) end with it (K32, K37)."""
    if any(x.op == "copy" and x.uid == u for x in s.lasting):
        s.lasting = tuple(x for x in s.lasting if not (x.op == "copy" and x.uid == u))
        s.reactions = tuple(r for r in s.reactions if not (r.source == u and r.ability >= base))


def key_change(s: ArchonState, seat: int, next_turn: bool) -> int:
    """K17, K37 (key_costs.py): the lasting changes of `seat`'s key cost now, or, with `next_turn`, those that still
    hold at its next turn's forge (after that turn's start, K14, K15)."""
    turn = s.turn + (2 if s.active == seat else 1) if next_turn else s.turn
    n = 0
    for y in s.lasting:
        ours = y.op == "key_discount" and y.seat == seat or y.op == "key_cost" and y.seat != seat
        if ours and (not next_turn or y.turn > turn or y.turn == turn and not y.at_start):
            n += y.n if y.op == "key_cost" else -y.n
    return n
