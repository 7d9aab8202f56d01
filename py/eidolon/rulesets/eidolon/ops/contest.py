"""Effects on the attack or exploration being resolved (R9, R11): withdraw."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ....i18n import Message, msg
from ..effects import on_field
from ..state import EXPLORE
from .base import Appraiser, Effect

if TYPE_CHECKING:
    from ..effects import EffectContext
    from ..state import State


@dataclass(frozen=True, slots=True)
class Withdraw(Effect):
    """The exploring creature leaves the exploration, ready (Caminho Oculto; responses offer it only for an
    intercepted explorer of the controller's)."""

    op: ClassVar[str] = "withdraw"
    fields: ClassVar[tuple[str, ...]] = ()
    log: ClassVar[dict[str, tuple[str, ...]]] = {"withdraw": ("seat", "card")}
    reward_weight: ClassVar[float] = 0.3
    aim = ""
    amount = 0

    @classmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> Withdraw:
        return cls()

    def apply(self, s: State, ctx: EffectContext) -> None:
        c = s.contest
        if c is not None and c.kind == EXPLORE and on_field(s, c.actor):
            c.withdrawn = True
            s.exhausted[c.actor] = 0
            s.emit("withdraw", ctx.controller, c.actor)

    def text(self, who: Message | None) -> Message:
        return msg("cardtext.op.withdraw")

    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        """Nothing outside the contest: what it saves is the change of the contest's outcome, which the AI
        measures on a clone (agents.heuristics.response_gain)."""
        return 0.0

    @property
    def counts_outside_contest(self) -> bool:
        return False
