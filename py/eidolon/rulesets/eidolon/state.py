"""The game state: flat, plain data, cheap to clone and to serialise.

Card instances are numbered (uid). What never changes during a game (which
title a uid is, who owns it) lives in tuples shared between clones; what
changes lives in small lists copied on clone. The parts with several values are
typed records (Decision, Contest, Modifier, Trigger, Result; the steps in
steps.py): immutable NamedTuples, shared between clones, except Contest, a
slotted dataclass with a hand-written copy. The position JSON keeps its compact
encoding through explicit to_json/from_json mappings (docs/rulesets.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from itertools import pairwise
from typing import TYPE_CHECKING, Any, NamedTuple, TypeAlias

from .cards.model import CardDef

if TYPE_CHECKING:
    from .steps import Step


class Phase(IntEnum):
    """R5: the phases of a turn, after PREPARACAO (the setup before the first turn)."""

    PREPARACAO = 0
    INICIAL = 1
    PLANEJAMENTO = 2
    EXPLORACAO = 3
    REORGANIZACAO = 4
    COMBATE = 5
    FINAL = 6

    def __repr__(self) -> str:
        return f"Phase.{self.name}"


INICIAL, PLANEJAMENTO, EXPLORACAO = Phase.INICIAL, Phase.PLANEJAMENTO, Phase.EXPLORACAO
REORGANIZACAO, COMBATE, FINAL = Phase.REORGANIZACAO, Phase.COMBATE, Phase.FINAL
PHASE_ORDER = (INICIAL, PLANEJAMENTO, EXPLORACAO, REORGANIZACAO, COMBATE, FINAL)   # R5: one turn, in order
NEXT_PHASE = dict(pairwise(PHASE_ORDER))
PHASE_NAMES = tuple(p.name.lower() for p in Phase)
HAND_LIMIT = 5                         # R12.2
MAX_CREATURES, MAX_RELICS = 6, 5        # R4.1
MAX_EXTRA_CREDITS = 5                  # R9.1
ERMO_SLOTS = 3                         # R9: active Locations
_new = object.__new__       # clone(): a bare instance, its slots filled by hand
ZONES = ("hand", "deck", "discard", "committed", "creatures", "relics", "reserve", "connected")   # Player.zones()

Action: TypeAlias = tuple[Any, ...]
"""An offered action: its type name, then its values, e.g. ("play", uid, target) (actions.py lists them).
Plain tuples, not records: legal_actions builds every offered action in the AI's innermost loop, where a
NamedTuple costs about 8 times a tuple display, and actions compare equal to the literals tests write."""
LogEntry: TypeAlias = tuple[Any, ...]
"""A log entry: the message key, then its values (messages.log_message words it)."""


class Duration(IntEnum):
    """How long a temporary modifier lasts: this action (R11.7), this turn (R12.2), while on the field."""

    ACTION = 0
    TURN = 1
    FIELD = 2

    def __repr__(self) -> str:
        return f"Duration.{self.name}"


ACTION, TURN, FIELD = Duration.ACTION, Duration.TURN, Duration.FIELD


class Modifier(NamedTuple):
    """A temporary ATQ/RES/EXP change on a creature in play (R7.3: it goes when the creature leaves)."""

    creature: int
    atk: int
    res: int
    exp: int
    duration: Duration


class Trigger(NamedTuple):
    """A triggered ability waiting in a batch to be ordered and resolved (R16.1)."""

    controller: int
    source: int
    ability: int               # index into the source card's abilities


class Result(NamedTuple):
    """How the game ended (R1): the winning seat (-1: a draw) and the reason."""

    winner: int
    reason: str                # "convergencia", "ruptura" or "draw"


class Decision(NamedTuple):
    """The choice the game waits for: who decides, what kind of choice, and its context.

    data by kind: "main" the Phase; "pick" (Ermo slot, reserve seat); "response" the window (0 Declaração,
    1 Confronto); "target" (source uid, ability index, target uids); "order", "intercept", "discard" None."""

    seat: int
    kind: str
    data: Any


class ContestKind(IntEnum):
    EXPLORE = 0                # R9
    ATTACK = 1                 # R10

    def __repr__(self) -> str:
        return f"ContestKind.{self.name}"


EXPLORE, ATTACK = ContestKind.EXPLORE, ContestKind.ATTACK


@dataclass(slots=True)
class Contest:
    """The exploration or attack being resolved (R9-R11).

    A mutable slotted record (the steps mark the interceptor, a withdrawal, a completion and the responses
    used), copied by the hand-written `copy()` on every State.clone(), cheaper than dataclasses.replace."""

    kind: ContestKind
    actor: int                 # the exploring or attacking creature
    slot: int                  # Ermo slot explored, -1 for an attack
    location: int              # Location uid explored, -1 for an attack
    side: int                  # the acting seat
    interceptor: int = -1      # the intercepting creature, -1: none (yet)
    withdrawn: bool = False    # the explorer was withdrawn (R11.7: the action ends)
    completed: bool = False    # the exploration completed its Location (R9.6)
    responded: list[bool] = field(default_factory=lambda: [False, False])   # per seat: response used (R11.2)

    def copy(self) -> Contest:
        c = Contest.__new__(Contest)
        c.kind = self.kind
        c.actor = self.actor
        c.slot = self.slot
        c.location = self.location
        c.side = self.side
        c.interceptor = self.interceptor
        c.withdrawn = self.withdrawn
        c.completed = self.completed
        c.responded = self.responded[:]
        return c

    def to_json(self) -> list[int]:
        """The position JSON's compact list: kind, actor, slot, location, side, interceptor, withdrawn,
        completed, responded by seat 0, by seat 1."""
        return [self.kind, self.actor, self.slot, self.location, self.side, self.interceptor, int(self.withdrawn),
                int(self.completed), int(self.responded[0]), int(self.responded[1])]

    @classmethod
    def from_json(cls, c: list[int]) -> Contest:
        """A contest from its (checked) compact list."""
        return cls(ContestKind(c[0]), c[1], c[2], c[3], c[4], c[5], bool(c[6]), bool(c[7]),
                   [bool(c[8]), bool(c[9])])


# Player fields older positions may lack (by their position JSON key), with the value they take then.
# A player's card lists in the order of Player.zones (positions name them so).
_new = object.__new__       # clone(): a bare instance, its slots filled by hand
ZONES = ("hand", "deck", "discard", "committed", "creatures", "relics", "reserve", "connected")
PLAYER_DEFAULTS = {"fall_turn": 0}


class Player:
    """One seat's zones and counters. The position JSON keeps its compact keys (`vest`, `vit`, `ess`, ...),
    written by `to_json` and read by `from_json` (docs/positions.md)."""

    __slots__ = ("committed", "committed_this_turn", "connected", "creatures", "credits", "deck", "desbravador",
                 "discard", "essence", "extra_credits", "fall_turn", "fatigue", "hand", "relics", "reserve",
                 "turns", "vestigios", "vitalidade", "vitalidade_max")

    def __init__(self) -> None:
        self.hand: list[int] = []
        self.deck: list[int] = []          # top of deck is the end of the list
        self.discard: list[int] = []
        self.committed: list[int] = []     # Essence sources (R6)
        self.creatures: list[int] = []
        self.relics: list[int] = []
        self.reserve: list[int] = []       # Location reserve (R3.6)
        self.connected: list[int] = []
        self.essence: list[int] = [0, 0, 0, 0, 0]   # ordem, ruina, conhecimento, instinto, neutra
        self.vestigios = 0
        self.vitalidade = 0
        self.vitalidade_max = 0
        self.fatigue = 0
        self.credits = 0                   # the turn's own exploration attempt
        self.extra_credits = 0             # extra attempts granted this turn (R9.1)
        self.committed_this_turn = 0       # 1 once a source was committed this turn (R6.1)
        self.turns = 0                     # turns this seat has begun
        self.desbravador = -1              # uid of the seat's Desbravador
        self.fall_turn = 0                 # turn of this seat's last creature destruction, 0: none (R14.3)

    def zones(self) -> tuple[list[int], ...]:
        """The card lists, in ZONES order (hand, deck, discard, committed, creatures, relics, reserve,
        connected)."""
        return (self.hand, self.deck, self.discard, self.committed, self.creatures, self.relics, self.reserve,
                self.connected)

    def clone(self) -> Player:
        p = _new(Player)
        p.hand = self.hand[:]
        p.deck = self.deck[:]
        p.discard = self.discard[:]
        p.committed = self.committed[:]
        p.creatures = self.creatures[:]
        p.relics = self.relics[:]
        p.reserve = self.reserve[:]
        p.connected = self.connected[:]
        p.essence = self.essence[:]
        p.vestigios = self.vestigios
        p.vitalidade = self.vitalidade
        p.vitalidade_max = self.vitalidade_max
        p.fatigue = self.fatigue
        p.credits = self.credits
        p.extra_credits = self.extra_credits
        p.committed_this_turn = self.committed_this_turn
        p.turns = self.turns
        p.desbravador = self.desbravador
        p.fall_turn = self.fall_turn
        return p

    def to_json(self) -> dict[str, Any]:
        """The seat in the position JSON, with its compact keys."""
        return {
            "hand": self.hand[:], "deck": self.deck[:], "discard": self.discard[:], "committed": self.committed[:],
            "creatures": self.creatures[:], "relics": self.relics[:], "reserve": self.reserve[:],
            "connected": self.connected[:], "ess": self.essence[:], "vest": self.vestigios,
            "vit": self.vitalidade, "vit_max": self.vitalidade_max, "fatigue": self.fatigue,
            "credits": self.credits, "extra": self.extra_credits, "committed_now": self.committed_this_turn,
            "turns": self.turns, "desb": self.desbravador, "fall_turn": self.fall_turn,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Player:
        """A seat from its position JSON (values already checked by position.from_json)."""
        p = cls()
        p.hand = [int(x) for x in d["hand"]]
        p.deck = [int(x) for x in d["deck"]]
        p.discard = [int(x) for x in d["discard"]]
        p.committed = [int(x) for x in d["committed"]]
        p.creatures = [int(x) for x in d["creatures"]]
        p.relics = [int(x) for x in d["relics"]]
        p.reserve = [int(x) for x in d["reserve"]]
        p.connected = [int(x) for x in d["connected"]]
        p.essence = [int(x) for x in d["ess"]]
        p.vestigios = int(d["vest"])
        p.vitalidade = int(d["vit"])
        p.vitalidade_max = int(d["vit_max"])
        p.fatigue = int(d["fatigue"])
        p.credits = int(d["credits"])
        p.extra_credits = int(d["extra"])
        p.committed_this_turn = int(d["committed_now"])
        p.turns = int(d["turns"])
        p.desbravador = int(d["desb"])
        p.fall_turn = int(d.get("fall_turn", PLAYER_DEFAULTS["fall_turn"]))
        return p


class State:
    """A whole game at one moment. Use clone() before exploring alternatives."""

    __slots__ = ("active", "always_ask", "attached_to", "contest", "damage", "defs", "ermo", "exhausted", "first",
                 "fresh", "ids", "location_target", "log", "modifiers", "once_used", "owner", "pending", "phase",
                 "players", "progress", "queue", "result", "rng", "trigger_batches", "turn")

    def __init__(self) -> None:
        self.defs: tuple[CardDef, ...] = ()    # shared: uid -> definition
        self.ids: tuple[str, ...] = ()         # shared: uid -> card id
        self.owner: tuple[int, ...] = ()       # shared: uid -> owning seat
        self.exhausted: list[int] = []         # exhausted (0/1)
        self.fresh: list[int] = []             # recém-jogada (0/1)
        self.damage: list[int] = []            # marked damage
        self.attached_to: list[int] = []       # relic uid -> bearer uid, or -1
        self.players: list[Player] = []
        self.ermo: list[int] = [-1, -1, -1]    # active Locations (uids) or -1
        self.progress: list[list[int]] = [[0, 0], [0, 0], [0, 0]]   # per slot, per seat
        self.phase = Phase.PREPARACAO
        self.active = 0
        self.turn = 0
        self.first = 0
        self.rng = 0
        self.pending: Decision | None = None   # a choice asked by a step (None: the main decision, if any)
        self.queue: list[Step] = []            # steps still to run; the last one runs first
        self.trigger_batches: list[list[Trigger]] = []   # batches of triggers waiting to be ordered (R16.1)
        self.contest: Contest | None = None    # the attack or exploration being resolved
        self.modifiers: list[Modifier] = []    # temporary ATQ/RES/EXP changes
        self.once_used: dict[int, int] = {}    # uid -> turn of its last once-per-turn use
        self.result: Result | None = None      # None while the game goes on
        self.location_target = 6               # Locations needed for Convergência
        self.always_ask = False
        self.log: list[LogEntry] | None = None  # None: logging off (search clones)

    def clone(self) -> State:
        s = _new(State)
        s.defs = self.defs
        s.ids = self.ids
        s.owner = self.owner
        s.exhausted = self.exhausted[:]
        s.fresh = self.fresh[:]
        s.damage = self.damage[:]
        s.attached_to = self.attached_to[:]
        seat0, seat1 = self.players
        s.players = [seat0.clone(), seat1.clone()]
        s.ermo = self.ermo[:]
        a, b, c = self.progress
        s.progress = [a[:], b[:], c[:]]
        s.phase = self.phase
        s.active = self.active
        s.turn = self.turn
        s.first = self.first
        s.rng = self.rng
        s.pending = self.pending
        s.queue = self.queue[:]
        s.trigger_batches = [b[:] for b in self.trigger_batches] if self.trigger_batches else []
        s.contest = self.contest.copy() if self.contest is not None else None
        s.modifiers = self.modifiers[:]
        s.once_used = self.once_used.copy()
        s.result = self.result
        s.location_target = self.location_target
        s.always_ask = self.always_ask
        s.log = None
        return s

    def emit(self, *entry: Any) -> None:
        """Record a log entry (message key and arguments) when logging is on."""
        if self.log is not None:
            self.log.append(entry)
