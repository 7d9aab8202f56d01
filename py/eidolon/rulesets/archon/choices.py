"""Choices given to a player by a card's text: "Choose one" (issue 24). The controller of the ability (K9, K81:
the player resolving it) picks one of its modes, an effect list, as a `mode` choice through the usual decision
mechanism; the chosen mode resolves as the card's hidden MODE ability (cards.MODE), under the rest of the
ability's resolution. Every mode is offered, even one that would do nothing now (K34: it resolves as much as it
can)."""

from __future__ import annotations

from .blanking import offset
from .cards import Effect
from .state import ArchonState, Choice, ChoiceKind, Task


class ChooseOne:
    """"Choose one: • ... • ...": a mode choice of the resolving player, then the chosen effect list."""

    op = "choose"

    def start(self, s: ArchonState, t: Task, e: Effect) -> None:
        s.choice = Choice(ChoiceKind.MODE, tuple(range(len(e.modes))), False, t)

    def answer(self, s: ArchonState, t: Task, e: Effect, picked: int) -> None:
        """The mode `picked` resolves now; the ability goes on below it once it is done (K36: its "if you do"
        reads the mode's own effects). A copied "Choose one" picks among the copied title's modes (K32)."""
        s.stack.append(t._replace(step=t.step + 1, ok=True, done=0))
        s.stack.append(t._replace(ability=offset(s, t.source, t.ability) + e.mode_at + picked, step=0, ok=True, done=0, again=False))
        s.emit("mode", t.seat, t.source, picked + 1)


CHOOSE_ONE = ChooseOne()
