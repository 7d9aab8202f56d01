"""What every effect op provides, what its AI value reads, and the reading of its JSON parameters.

An op is a frozen slotted dataclass whose fields are its parameters under full names; the JSON record
keeps the short names of the card data (`n`, `to`, `until`, `atk`, ...), read once by `from_json`.
The state is touched only in `apply` and `value`, by plain attribute names (`players[seat].vestigios`,
`damage`, `exhausted`, `modifiers`, `contest.kind`, ...), so renaming state fields stays a search and replace.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, cast

from ....i18n import Message
from ..cards.model import CardDef, need, whole

if TYPE_CHECKING:
    from ..effects import EffectContext
    from ..state import State

AIMS = ("self", "target")             # "to": the ability's own card, or its chosen target (R16.4)
MAX_AMOUNT = 10                       # "n" of an effect: 1..10
MAX_BONUS = 9                         # a buff's ATQ/RES/EXP: 0..9


class Appraiser(Protocol):
    """What an op's AI value reads: the state and the agent's view of the creatures in it
    (agents.heuristics.Table)."""

    @property
    def s(self) -> State: ...
    @property
    def st(self) -> dict[int, tuple[int, int, int]]: ...     # (ATQ, RES, EXP) of every creature in play
    def worth(self, c: int) -> float: ...
    def hp(self, c: int) -> int: ...
    def hit_value(self, victim: int, n: int) -> float: ...    # n damage to the victim's Vitalidade
    def card_value(self, d: CardDef) -> float: ...


class Effect(ABC):
    """One effect of an ability: its parameters, `apply`, its rules text (a message), its log entries and its
    AI values.

    Class attributes: `op` (the JSON name), `fields` (its JSON parameters besides "op"), `log` (the log
    entries `apply` may write: key -> argument names, rendered by eidolon.rulesets.eidolon.messages and the catalogues
    `log.<key>`), `reward_weight` (AI: worth of one unit when a Location rewards it), `may_aim_at_relic`.
    Instances: `aim` ("self", "target" or "" for an op that aims at no card) and `amount` (0 when none).
    """

    __slots__ = ()
    op: ClassVar[str]
    fields: ClassVar[tuple[str, ...]]
    log: ClassVar[dict[str, tuple[str, ...]]]
    reward_weight: ClassVar[float]
    may_aim_at_relic: ClassVar[bool] = False
    aim: str
    amount: int

    @classmethod
    @abstractmethod
    def from_json(cls, cid: str, raw: dict[str, Any], target: str) -> Effect:
        """Check the op's parameters (CardError names the problem) and build it; `target`: the ability's
        target spec ("" when it has none)."""

    @abstractmethod
    def apply(self, s: State, ctx: EffectContext) -> None:
        """Resolve on the state; a part that cannot happen does nothing (R16.1)."""

    @abstractmethod
    def text(self, who: Message | None) -> Message:
        """The clause as a message (catalogue key `cardtext.op.<op>` and its arguments, worded by cards.text);
        `who` names the aimed card (None when it aims at none)."""

    @abstractmethod
    def value(self, t: Appraiser, seat: int, source: int, target: int) -> float:
        """AI: rough worth for `seat` of resolving this effect of `source` with `target` (-1: none)."""

    @property
    @abstractmethod
    def counts_outside_contest(self) -> bool:
        """AI: whether what it gives outlasts the contest it is played in (cards, Vestígios, lasting buffs)."""

    def reward_value(self) -> float:
        """AI: worth of this effect as a Location's reward."""
        return self.reward_weight * self.amount


def read_amount(cid: str, raw: dict[str, Any]) -> int:
    """The effect's "n", 1..10."""
    n = raw.get("n")
    need(whole(n, 1, MAX_AMOUNT), cid, f"effect {raw['op']} needs n in 1..{MAX_AMOUNT}")
    return cast(int, n)


def read_aim(cid: str, raw: dict[str, Any], target: str) -> str:
    """The effect's "to": the ability's own card or its target (which the ability must choose)."""
    to = raw.get("to")
    need(to in AIMS, cid, f"effect {raw['op']} needs to in {AIMS}")
    need(to != "target" or bool(target), cid, f"effect {raw['op']} aims at a target the ability lacks")
    return str(to)
