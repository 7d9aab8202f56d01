"""K14: a card's own "Play:", "Reap:", "Fight:", "Action:" or "Omni:" and the after-effects its play or use causes
("after a card is played", "after a creature reaps", ...) happen at the same time, and the active player orders
them when the order matters. Two or more after-effects are ordered by the active player anyway, so the card's own
ability joins that order. With one, whether the order matters is tried on two copies of the state, one resolving
the card's own ability first, the other the after-effect first, each run on to the next decision: when both reach
the same position with no choice on the way, the order cannot change anything and the card's ability resolves
first, the event announced under it (triggers.announce_later), as before. Otherwise both go to the trigger queue
together
(the card's own ability as a `Trigger` of its user, naming the defender of a fight as its `about`) and the
runner's `order` choice lets the active player pick what resolves first (flow.run)."""

from __future__ import annotations

from collections.abc import Callable

from .board import card, push_ability
from .state import ArchonState, Task, TaskKind, Trigger
from .triggers import ALSO, EVENTS, announce, announce_later, wanted

SETTLE: list[Callable[[ArchonState], str | None]] = []
"""flow.settle, registered by flow (which runs the stack and imports this module through uses): a state run on to
its next decision, as a position hash, or None when a choice came up on the way."""


def own_and_after(s: ArchonState, u: int, seat: int, when: str, event: str, event_seat: int, about: int,
                  other: int = -1) -> None:
    """u's `when` abilities (resolved by `seat`, `other` the defender of a fight) and the event `event` of
    `event_seat` about card `about` that its play or use causes (K14)."""
    own = [i for i, a in enumerate(card(s, u).abilities) if a.when == when]
    if own and (wanted(s, event) or event in ALSO and wanted(s, ALSO[event])) and _order_matters(
            s, u, seat, when, Task(TaskKind.EVENT, about, event_seat, step=EVENTS.index(event)), other):
        announce(s, Task(TaskKind.EVENT, about, event_seat, step=EVENTS.index(event)))
        s.queue.extend(Trigger(u, seat, i, other) for i in own)
        s.emit("simultaneous", s.active, u)
        return
    announce_later(s, event, event_seat, about)
    push_ability(s, u, seat, when, other)


def _order_matters(s: ArchonState, u: int, seat: int, when: str, event: Task, other: int) -> bool:
    """Something answers the event, and the orders do not surely reach the same position."""
    after_first = s.clone()
    before = len(after_first.queue)
    announce(after_first, event)
    answering = len(after_first.queue) - before
    if answering != 1:
        return answering > 1                    # none: nothing to order; two or more: ordered anyway
    push_ability(after_first, u, seat, when, other)   # the runner takes the queued after-effects first
    own_first = s.clone()
    own_first.stack.append(event)
    push_ability(own_first, u, seat, when, other)
    settle = SETTLE[0]
    a, b = settle(after_first), settle(own_first)
    return a is None or a != b
