"""Effects on the controller's resources and on the Desbravadores: draw, vestigio, essence, explore_credit,
hit, heal. None of them aims at a card."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ....i18n import Message, msg
from ..cards.model import DOCTRINE_INDEX, DOCTRINES, need
from ..effects import draw
from ..state import MAX_EXTRA_CREDITS, PLANEJAMENTO
from .base import Appraiser, Effect, read_amount

if TYPE_CHECKING:
    from ..effects import EffectContext
    from ..state import State


@dataclass(frozen=True, slots=True)
class Draw(Effect):
    """Draw `amount` cards; an impossible draw deals fatigue damage instead (R5.3)."""

    amount: int
    op: ClassVar[str] = "draw"
    fields: ClassVar[tuple[str, ...]] = ("n",)
    log: ClassVar[dict[str, tuple[str, ...]]] = {"draw": ("seat", "card"), "fatigue": ("seat", "n")}
    reward_weight: ClassVar[float] = 1.0
    aim = ""

    @classmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> Draw:
        return cls(read_amount(cid, raw))

    def apply(self, s: State, ctx: EffectContext) -> None:
        draw(s, ctx.controller, self.amount)

    def text(self, who: Message | None) -> Message:
        return msg("cardtext.op.draw", n=self.amount)

    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        left = len(t.s.players[seat].deck)
        n = self.amount
        return 1.0 * min(n, left) - 3.0 * max(0, n - left)

    @property
    def counts_outside_contest(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Vestigio(Effect):
    """The controller gains `amount` Vestígios."""

    amount: int
    op: ClassVar[str] = "vestigio"
    fields: ClassVar[tuple[str, ...]] = ("n",)
    log: ClassVar[dict[str, tuple[str, ...]]] = {"vestigio": ("seat", "source", "n")}
    reward_weight: ClassVar[float] = 0.6
    aim = ""

    @classmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> Vestigio:
        return cls(read_amount(cid, raw))

    def apply(self, s: State, ctx: EffectContext) -> None:
        s.players[ctx.controller].vestigios += self.amount
        s.emit("vestigio", ctx.controller, ctx.source, self.amount)

    def text(self, who: Message | None) -> Message:
        return msg("cardtext.op.vestigio", n=self.amount, vestigio=msg("term.vestigio", n=self.amount))

    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        return 0.6 * self.amount

    @property
    def counts_outside_contest(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Essence(Effect):
    """The controller gains `amount` Essence of `doctrine` (R6)."""

    amount: int
    doctrine: str
    op: ClassVar[str] = "essence"
    fields: ClassVar[tuple[str, ...]] = ("n", "doctrine")
    log: ClassVar[dict[str, tuple[str, ...]]] = {"essence": ("seat", "source", "n", "doctrine")}
    reward_weight: ClassVar[float] = 0.5
    aim = ""

    @classmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> Essence:
        n = read_amount(cid, raw)
        need(raw.get("doctrine") in DOCTRINES, cid, "effect essence needs a doctrine")
        return cls(n, raw["doctrine"])

    def apply(self, s: State, ctx: EffectContext) -> None:
        s.players[ctx.controller].essence[DOCTRINE_INDEX[self.doctrine]] += self.amount
        s.emit("essence", ctx.controller, ctx.source, self.amount, self.doctrine)

    def text(self, who: Message | None) -> Message:
        n = self.amount
        if self.doctrine == "neutra":
            return msg("cardtext.op.essence_neutral", n=n)
        return msg("cardtext.op.essence", n=n, essence=msg("term.essencia", n=n), doctrine=self.doctrine)

    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        return 0.5 * self.amount

    @property
    def counts_outside_contest(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class ExploreCredit(Effect):
    """`amount` extra exploration attempts, only in Planejamento and up to the limit (R9.1, R12.1)."""

    amount: int
    op: ClassVar[str] = "explore_credit"
    fields: ClassVar[tuple[str, ...]] = ("n",)
    log: ClassVar[dict[str, tuple[str, ...]]] = {"credit": ("seat", "source", "n")}
    reward_weight: ClassVar[float] = 0.3
    aim = ""

    @classmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> ExploreCredit:
        return cls(read_amount(cid, raw))

    def apply(self, s: State, ctx: EffectContext) -> None:
        if s.phase == PLANEJAMENTO:
            me = s.players[ctx.controller]
            me.extra_credits = min(MAX_EXTRA_CREDITS, me.extra_credits + self.amount)
            s.emit("credit", ctx.controller, ctx.source, self.amount)

    def text(self, who: Message | None) -> Message:
        return msg("cardtext.op.explore_credit", n=self.amount, phase="planejamento")

    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        s = t.s
        if s.phase != PLANEJAMENTO:
            return 0.0
        me = s.players[seat]
        ready = sum(1 for c in me.creatures if not s.exhausted[c] and not s.fresh[c])
        spare = ready - (me.credits + me.extra_credits)
        return 3.0 if spare > 0 and any(x >= 0 for x in s.ermo) else -0.5

    @property
    def counts_outside_contest(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Hit(Effect):
    """`amount` damage to the rival Desbravador's Vitalidade."""

    amount: int
    op: ClassVar[str] = "hit"
    fields: ClassVar[tuple[str, ...]] = ("n",)
    log: ClassVar[dict[str, tuple[str, ...]]] = {"hit": ("seat", "source", "n")}
    reward_weight: ClassVar[float] = 0.8
    aim = ""

    @classmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> Hit:
        return cls(read_amount(cid, raw))

    def apply(self, s: State, ctx: EffectContext) -> None:
        s.players[1 - ctx.controller].vitalidade -= self.amount
        s.emit("hit", ctx.controller, ctx.source, self.amount)

    def text(self, who: Message | None) -> Message:
        return msg("cardtext.op.hit", n=self.amount, vitalidade=msg("term.vitalidade"),
                   desbravador=msg("term.desbravador"))

    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        return t.hit_value(1 - seat, self.amount)

    @property
    def counts_outside_contest(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Heal(Effect):
    """The controller's Desbravador regains `amount` Vitalidade, up to its printed value."""

    amount: int
    op: ClassVar[str] = "heal"
    fields: ClassVar[tuple[str, ...]] = ("n",)
    log: ClassVar[dict[str, tuple[str, ...]]] = {"heal": ("seat", "source", "n")}
    reward_weight: ClassVar[float] = 0.4
    aim = ""

    @classmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> Heal:
        return cls(read_amount(cid, raw))

    def apply(self, s: State, ctx: EffectContext) -> None:
        me = s.players[ctx.controller]
        me.vitalidade = min(me.vitalidade_max, me.vitalidade + self.amount)
        s.emit("heal", ctx.controller, ctx.source, self.amount)

    def text(self, who: Message | None) -> Message:
        return msg("cardtext.op.heal", n=self.amount, vitalidade=msg("term.vitalidade"),
                   desbravador=msg("term.desbravador"))

    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        me = t.s.players[seat]
        return 0.35 * min(self.amount, me.vitalidade_max - me.vitalidade)

    @property
    def counts_outside_contest(self) -> bool:
        return True
