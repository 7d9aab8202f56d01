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

_PLAYER_LISTS = ("hand", "deck", "discard", "committed", "creatures", "relics", "reserve", "connected")
_PLAYER_INTS = ("vest", "vit", "vit_max", "fatigue", "credits", "extra", "committed_now", "turns", "desb",
                "fall_turn")
# Player fields older positions may lack, with the value they take then.
PLAYER_DEFAULTS = {"fall_turn": 0}


class Player:
    """One seat's zones and counters."""

    __slots__ = _PLAYER_LISTS + _PLAYER_INTS + ("ess",)

    def __init__(self) -> None:
        self.hand: list[int] = []
        self.deck: list[int] = []          # top of deck is the end of the list
        self.discard: list[int] = []
        self.committed: list[int] = []
        self.creatures: list[int] = []
        self.relics: list[int] = []
        self.reserve: list[int] = []       # Location reserve (R3.6)
        self.connected: list[int] = []
        self.ess: list[int] = [0, 0, 0, 0, 0]   # ordem, ruina, conhecimento, instinto, neutra
        self.vest = 0
        self.vit = 0
        self.vit_max = 0
        self.fatigue = 0
        self.credits = 0                   # the turn's own exploration attempt
        self.extra = 0                     # extra attempts granted this turn (R9.1)
        self.committed_now = 0
        self.turns = 0
        self.desb = -1
        self.fall_turn = 0                 # turn of this seat's last creature destruction, 0: none (R14.3)

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
        p.ess = self.ess[:]
        p.vest = self.vest
        p.vit = self.vit
        p.vit_max = self.vit_max
        p.fatigue = self.fatigue
        p.credits = self.credits
        p.extra = self.extra
        p.committed_now = self.committed_now
        p.turns = self.turns
        p.desb = self.desb
        p.fall_turn = self.fall_turn
        return p

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {k: getattr(self, k)[:] for k in _PLAYER_LISTS}
        d["ess"] = self.ess[:]
        d.update({k: getattr(self, k) for k in _PLAYER_INTS})
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Player:
        p = cls()
        for k in _PLAYER_LISTS:
            setattr(p, k, [int(x) for x in d[k]])
        p.ess = [int(x) for x in d["ess"]]
        for k in _PLAYER_INTS:
            setattr(p, k, int(d[k] if k in d else PLAYER_DEFAULTS[k]))
        return p


class State:
    """A whole game at one moment. Use clone() before exploring alternatives."""

    __slots__ = (
        "active",
        "always_ask",
        "att",
        "contest",
        "defs",
        "dmg",
        "ermo",
        "exh",
        "first",
        "fresh",
        "ids",
        "log",
        "mods",
        "once",
        "owner",
        "pending",
        "phase",
        "players",
        "prog",
        "queue",
        "result",
        "rng",
        "target",
        "trig",
        "turn",
    )

    def __init__(self) -> None:
        self.defs: tuple[CardDef, ...] = ()    # shared: uid -> definition
        self.ids: tuple[str, ...] = ()         # shared: uid -> card id
        self.owner: tuple[int, ...] = ()       # shared: uid -> owning seat
        self.exh: list[int] = []               # exhausted (0/1)
        self.fresh: list[int] = []             # recém-jogada (0/1)
        self.dmg: list[int] = []               # marked damage
        self.att: list[int] = []               # relic uid -> bearer uid, or -1
        self.players: list[Player] = []
        self.ermo: list[int] = [-1, -1, -1]    # active Locations (uids) or -1
        self.prog: list[list[int]] = [[0, 0], [0, 0], [0, 0]]   # per slot, per seat
        self.phase = Phase.PREPARACAO
        self.active = 0
        self.turn = 0
        self.first = 0
        self.rng = 0
        self.pending: tuple | None = None      # (seat, kind, data)
        self.queue: list[tuple] = []           # steps still to run; the last one runs first
        self.trig: list[list[tuple]] = []      # batches of triggers waiting to be ordered (R16.1)
        self.contest: list | None = None       # the attack or exploration being resolved (C_* fields)
        self.mods: list[tuple] = []            # (uid, atk, res, exp, duration)
        self.once: dict[int, int] = {}         # uid -> turn of its last once-per-turn use
        self.result: tuple | None = None       # (winner seat or -1 for a draw, reason)
        self.target = 6                        # Locations needed for Convergência
        self.always_ask = False
        self.log: list[tuple] | None = None    # None: logging off (search clones)

    def clone(self) -> State:
        s = State.__new__(State)
        s.defs = self.defs
        s.ids = self.ids
        s.owner = self.owner
        s.exh = self.exh[:]
        s.fresh = self.fresh[:]
        s.dmg = self.dmg[:]
        s.att = self.att[:]
        s.players = [self.players[0].clone(), self.players[1].clone()]
        s.ermo = self.ermo[:]
        s.prog = [self.prog[0][:], self.prog[1][:], self.prog[2][:]]
        s.phase = self.phase
        s.active = self.active
        s.turn = self.turn
        s.first = self.first
        s.rng = self.rng
        s.pending = self.pending
        s.queue = self.queue[:]
        s.trig = [b[:] for b in self.trig]
        s.contest = self.contest[:] if self.contest is not None else None
        s.mods = self.mods[:]
        s.once = dict(self.once)
        s.result = self.result
        s.target = self.target
        s.always_ask = self.always_ask
        s.log = None
        return s

    def emit(self, *entry: Any) -> None:
        """Record a log entry (message key and arguments) when logging is on."""
        if self.log is not None:
            self.log.append(entry)
