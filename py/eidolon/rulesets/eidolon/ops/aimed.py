"""Effects aimed at one card, the ability's own ("self") or its chosen target ("target", R16.4): buff,
damage, ready, recover, destroy, mend. A card that is no longer in play (for recover: no card at all) makes
the effect do nothing (R16.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ....i18n import Message, msg
from ..cards.model import need, whole
from ..cards.text import joined
from ..effects import DURATION, destroy, in_play
from ..state import Modifier
from .base import MAX_BONUS, Appraiser, Effect, read_aim, read_amount

if TYPE_CHECKING:
    from ..effects import EffectContext
    from ..state import State

DURATIONS = ("action", "turn", "field")
BUFF_WEIGHT = {"action": 0.2, "turn": 0.3}      # AI: share of a lasting buff's worth a short one keeps


class Aimed(Effect):
    """An effect on the card its `aim` names."""

    __slots__ = ()

    def card(self, s: State, ctx: EffectContext) -> int:
        """The aimed card, or -1 when there is none or it has left play."""
        uid = ctx.source if self.aim == "self" else ctx.target
        return uid if uid >= 0 and in_play(s, uid) else -1

    def card_of(self, source: int, target: int) -> int:
        """AI: the card the effect would aim at (-1: none)."""
        return source if self.aim == "self" else target


def _sign(s: State, uid: int, seat: int) -> float:
    """AI: +1 for a card of `seat`, -1 for the rival's (or none)."""
    return 1.0 if uid >= 0 and s.owner[uid] == seat else -1.0


@dataclass(frozen=True, slots=True)
class Buff(Aimed):
    """+ATQ/+RES/+EXP to the aimed creature for the action, the turn or while it stays in play (R16.5)."""

    aim: str
    attack: int
    resistance: int
    exploration: int
    duration: str
    op: ClassVar[str] = "buff"
    fields: ClassVar[tuple[str, ...]] = ("to", "atk", "res", "exp", "until")
    log: ClassVar[dict[str, tuple[str, ...]]] = {"buff": ("seat", "source", "card", "atk", "res", "exp")}
    reward_weight: ClassVar[float] = 0.3
    amount = 0

    @classmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> Buff:
        aim = read_aim(cid, raw, target)
        for k in ("atk", "res", "exp"):
            need(whole(raw.get(k, 0), 0, MAX_BONUS), cid, f"buff {k} must be 0..{MAX_BONUS}")
        need(raw.get("until") in DURATIONS, cid, "buff needs until in action/turn/field")
        need(any(raw.get(k) for k in ("atk", "res", "exp")), cid, "buff gives nothing")
        return cls(aim, raw.get("atk", 0), raw.get("res", 0), raw.get("exp", 0), raw["until"])

    def apply(self, s: State, ctx: EffectContext) -> None:
        uid = self.card(s, ctx)
        if uid >= 0:
            s.modifiers.append(Modifier(uid, self.attack, self.resistance, self.exploration, DURATION[self.duration]))
            s.emit("buff", ctx.controller, ctx.source, uid, self.attack, self.resistance, self.exploration)

    def text(self, who: Message | None) -> Message:
        gains = [msg(f"bonus.{stat}", n=k) for stat, k in
                 (("atk", self.attack), ("res", self.resistance), ("exp", self.exploration)) if k]
        return msg(f"cardtext.op.buff.{self.duration}", who=who, gains=joined(gains, "cardtext.and"))

    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        s = t.s
        u = self.card_of(source, target)
        if not (u >= 0 and u in t.st) and self.aim != "self":
            return 0.0
        gain = 0.9 * self.attack + 0.55 * self.resistance + 1.0 * self.exploration
        short = BUFF_WEIGHT.get(self.duration)
        if short is not None:
            gain *= short
        return _sign(s, u, seat) * gain

    @property
    def counts_outside_contest(self) -> bool:
        return self.duration != "action"


@dataclass(frozen=True, slots=True)
class Damage(Aimed):
    """`amount` damage to the aimed creature (R7.3: it is destroyed once damage reaches its RES)."""

    aim: str
    amount: int
    op: ClassVar[str] = "damage"
    fields: ClassVar[tuple[str, ...]] = ("to", "n")
    log: ClassVar[dict[str, tuple[str, ...]]] = {"damage": ("source", "card", "n")}
    reward_weight: ClassVar[float] = 0.3

    @classmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> Damage:
        aim = read_aim(cid, raw, target)
        return cls(aim, read_amount(cid, raw))

    def apply(self, s: State, ctx: EffectContext) -> None:
        uid = self.card(s, ctx)
        if uid >= 0:
            s.damage[uid] += self.amount
            s.emit("damage", ctx.source, uid, self.amount)

    def text(self, who: Message | None) -> Message:
        return msg("cardtext.op.damage", n=self.amount, who=who)

    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        u = self.card_of(source, target)
        if not (u >= 0 and u in t.st):
            return 0.0
        n = self.amount
        return -(_sign(t.s, u, seat) * (t.worth(u) if n >= t.hp(u) else 0.15 * n))

    @property
    def counts_outside_contest(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class Ready(Aimed):
    """Ready the aimed card: a creature, or a relic for a relic target (R13)."""

    aim: str
    op: ClassVar[str] = "ready"
    fields: ClassVar[tuple[str, ...]] = ("to",)
    log: ClassVar[dict[str, tuple[str, ...]]] = {"ready": ("source", "card")}
    reward_weight: ClassVar[float] = 0.3
    may_aim_at_relic: ClassVar[bool] = True
    amount = 0

    @classmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> Ready:
        return cls(read_aim(cid, raw, target))

    def apply(self, s: State, ctx: EffectContext) -> None:
        uid = self.card(s, ctx)
        if uid >= 0:
            s.exhausted[uid] = 0
            s.emit("ready", ctx.source, uid)

    def text(self, who: Message | None) -> Message:
        return msg("cardtext.op.ready", who=who)

    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        s = t.s
        u = self.card_of(source, target)
        if u >= 0 and u in t.st and s.exhausted[u]:
            return _sign(s, u, seat) * (0.6 + (1.0 if s.active == seat and not s.fresh[u] else 0.0))
        if u >= 0 and s.exhausted[u] and s.defs[u].kind == "reliquia":
            return _sign(s, u, seat) * (0.5 if s.attached_to[u] < 0 else 0.2)
        return 0.0

    @property
    def counts_outside_contest(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class Recover(Aimed):
    """Return the aimed card from its controller's discard to hand."""

    aim: str
    op: ClassVar[str] = "recover"
    fields: ClassVar[tuple[str, ...]] = ("to",)
    log: ClassVar[dict[str, tuple[str, ...]]] = {"recover": ("seat", "source", "card")}
    reward_weight: ClassVar[float] = 0.3
    amount = 0

    @classmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> Recover:
        return cls(read_aim(cid, raw, target))

    def apply(self, s: State, ctx: EffectContext) -> None:
        uid = self.card_of(ctx.source, ctx.target)       # a card in the discard: not in play
        me = s.players[ctx.controller]
        if uid >= 0 and uid in me.discard:
            me.discard.remove(uid)
            me.hand.append(uid)
            s.emit("recover", ctx.controller, ctx.source, uid)

    def text(self, who: Message | None) -> Message:
        return msg("cardtext.op.recover", who=who)

    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        u = self.card_of(source, target)
        return 0.8 * t.card_value(t.s.defs[u]) if u >= 0 else 0.0

    @property
    def counts_outside_contest(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Destroy(Aimed):
    """Destroy the aimed creature (its QUEDA and the allies' fall passives follow, R14.3)."""

    aim: str
    op: ClassVar[str] = "destroy"
    fields: ClassVar[tuple[str, ...]] = ("to",)
    log: ClassVar[dict[str, tuple[str, ...]]] = {"destroyed": ("card",)}
    reward_weight: ClassVar[float] = 0.3
    amount = 0

    @classmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> Destroy:
        return cls(read_aim(cid, raw, target))

    def apply(self, s: State, ctx: EffectContext) -> None:
        uid = self.card(s, ctx)
        if uid >= 0:
            destroy(s, [uid])

    def text(self, who: Message | None) -> Message:
        return msg("cardtext.op.destroy", who=who)

    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        u = self.card_of(source, target)
        if not (u >= 0 and u in t.st):
            return 0.0
        return -(_sign(t.s, u, seat) * (t.worth(u) + 0.5))

    @property
    def counts_outside_contest(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class Mend(Aimed):
    """Remove all damage from the aimed creature."""

    aim: str
    op: ClassVar[str] = "mend"
    fields: ClassVar[tuple[str, ...]] = ("to",)
    log: ClassVar[dict[str, tuple[str, ...]]] = {"mend": ("source", "card")}
    reward_weight: ClassVar[float] = 0.3
    amount = 0

    @classmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> Mend:
        return cls(read_aim(cid, raw, target))

    def apply(self, s: State, ctx: EffectContext) -> None:
        uid = self.card(s, ctx)
        if uid >= 0:
            s.damage[uid] = 0
            s.emit("mend", ctx.source, uid)

    def text(self, who: Message | None) -> Message:
        return msg("cardtext.op.mend", who=who)

    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        s = t.s
        u = self.card_of(source, target)
        return _sign(s, u, seat) * 0.3 * s.damage[u] if u >= 0 and u in t.st else 0.0

    @property
    def counts_outside_contest(self) -> bool:
        return True
