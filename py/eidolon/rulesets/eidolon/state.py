"""The game state: flat, plain data, cheap to clone and to serialise.

Card instances are numbered (uid). What never changes during a game (which
title a uid is, who owns it) lives in tuples shared between clones; what
changes lives in small lists copied on clone.
"""

from __future__ import annotations

from enum import IntEnum
from itertools import pairwise
from typing import Any

from ...cards.model import CardDef


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
# Modifier durations.
ACTION, TURN, FIELD = 0, 1, 2
HAND_LIMIT = 5                         # R12.2
# Fields of State.contest: kind (0 explore, 1 attack), actor uid, Ermo slot, Location uid, acting seat,
# interceptor uid, withdrawn, completed, responses used by seat 0 and seat 1 (R11.2).
C_KIND, C_ACTOR, C_SLOT, C_LOC, C_SIDE, C_BLOCK, C_WITHDRAWN, C_DONE, C_USED0, C_USED1 = range(10)
EXPLORE, ATTACK = 0, 1
MAX_CREATURES, MAX_RELICS = 6, 5        # R4.1
MAX_EXTRA_CREDITS = 5                  # R9.1
ERMO_SLOTS = 3                         # R9: active Locations

# Player fields older positions may lack (by their position JSON key), with the value they take then.
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
        p = Player.__new__(Player)
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
        self.exhausted: list[int] = []               # exhausted (0/1)
        self.fresh: list[int] = []             # recém-jogada (0/1)
        self.damage: list[int] = []               # marked damage
        self.attached_to: list[int] = []               # relic uid -> bearer uid, or -1
        self.players: list[Player] = []
        self.ermo: list[int] = [-1, -1, -1]    # active Locations (uids) or -1
        self.progress: list[list[int]] = [[0, 0], [0, 0], [0, 0]]   # per slot, per seat
        self.phase = Phase.PREPARACAO
        self.active = 0
        self.turn = 0
        self.first = 0
        self.rng = 0
        self.pending: tuple | None = None      # (seat, kind, data)
        self.queue: list[tuple] = []           # steps still to run; the last one runs first
        self.trigger_batches: list[list[tuple]] = []      # batches of triggers waiting to be ordered (R16.1)
        self.contest: list | None = None       # the attack or exploration being resolved (C_* fields)
        self.modifiers: list[tuple] = []            # (uid, atk, res, exp, duration)
        self.once_used: dict[int, int] = {}         # uid -> turn of its last once-per-turn use
        self.result: tuple | None = None       # (winner seat or -1 for a draw, reason)
        self.location_target = 6                        # Locations needed for Convergência
        self.always_ask = False
        self.log: list[tuple] | None = None    # None: logging off (search clones)

    def clone(self) -> State:
        s = State.__new__(State)
        s.defs = self.defs
        s.ids = self.ids
        s.owner = self.owner
        s.exhausted = self.exhausted[:]
        s.fresh = self.fresh[:]
        s.damage = self.damage[:]
        s.attached_to = self.attached_to[:]
        s.players = [self.players[0].clone(), self.players[1].clone()]
        s.ermo = self.ermo[:]
        s.progress = [self.progress[0][:], self.progress[1][:], self.progress[2][:]]
        s.phase = self.phase
        s.active = self.active
        s.turn = self.turn
        s.first = self.first
        s.rng = self.rng
        s.pending = self.pending
        s.queue = self.queue[:]
        s.trigger_batches = [b[:] for b in self.trigger_batches]
        s.contest = self.contest[:] if self.contest is not None else None
        s.modifiers = self.modifiers[:]
        s.once_used = dict(self.once_used)
        s.result = self.result
        s.location_target = self.location_target
        s.always_ask = self.always_ask
        s.log = None
        return s

    def emit(self, *entry: Any) -> None:
        """Record a log entry (message key and arguments) when logging is on."""
        if self.log is not None:
            self.log.append(entry)
