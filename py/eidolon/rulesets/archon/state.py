"""The Archon state: flat plain data, one list per card attribute (indexed by uid), cheap to clone.

Cards are numbered 0..n-1 in a game (`uid`); `ids[uid]` is the title, `owner[uid]` the seat that
brought it (K79). Every card is in exactly one zone (`zone[uid]`) and in that zone's list.
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from .cards import AURA_OPS, DEFS, TRIGGERED, copies, lookup

KEY_COST = 6            # K17
KEYS_TO_WIN = 3         # K6
HAND = 6                # K11
OPENING = (7, 6)        # K2: first player, other player
RULE_OF_SIX = 6         # K32
MAX_CHAINS = 24         # K67
MAX_TURNS = 300         # not a KeyForge rule: a game this long is called a draw (docs/archon.md)


class Step(IntEnum):
    """The decision points of a turn (K9); forge, ready and draw are automatic."""
    MULLIGAN = 0        # K3
    HOUSE = 1           # K21
    ARCHIVES = 2        # K21, K65: take the archives?
    MAIN = 3            # K26
    OVER = 4


class Zone(IntEnum):
    DECK = 0
    HAND = 1
    DISCARD = 2
    ARCHIVES = 3        # K65
    PURGED = 4          # K66
    LINE = 5            # the battleline, K44/K84
    ARTIFACTS = 6       # K42
    UPGRADE = 7         # attached to `host[uid]`, K43
    RESOLVING = 8       # an action card being played, K29


IN_PLAY = (Zone.LINE, Zone.ARTIFACTS, Zone.UPGRADE)
# The zones the engine tests most, as module names: CPython 3.11 reads an enum member from its class through the
# metaclass's slow attribute path (EnumType defines __getattr__), several times the cost of a global.
LINE, ARTIFACTS, UPGRADE, RESOLVING = Zone.LINE, Zone.ARTIFACTS, Zone.UPGRADE, Zone.RESOLVING
ZONE_LISTS = tuple(z.name.lower() for z in Zone)    # a zone's attribute of Player (the listed ones)
# The zones a position lists per player, by their JSON names (docs/positions.md, Archon positions).
LISTS = ("deck", "hand", "discard", "archives", "purged", "line", "artifacts")
LIST_ZONE = {name: Zone[name.upper()] for name in LISTS}


class Verb(IntEnum):
    KEEP = 0
    MULLIGAN = 1
    HOUSE = 2           # target: index into cards.HOUSES
    TAKE_ARCHIVES = 3
    LEAVE_ARCHIVES = 4
    PLAY = 5            # card; pos: battleline index (creature); target: host (upgrade)
    DISCARD = 6
    REAP = 7
    FIGHT = 8           # card attacks target
    ACTION = 9          # card's "Action:"
    OMNI = 10           # card's "Omni:"
    UNSTUN = 11         # K78
    END = 12            # end step 3
    PICK = 13           # answer a choice with target
    PASS = 14           # decline an optional choice (K35)
    ORDER = 15          # target: index into the trigger queue (K14, K58)
    NO_HOUSE = 16       # K23: no legal house, the turn goes on without an active house


class Action(NamedTuple):
    verb: Verb
    card: int = -1
    target: int = -1
    pos: int = -1


class TaskKind(IntEnum):
    EFFECTS = 0         # effect `step` of ability `ability` of card `source`
    FIGHT = 1           # stage `step` of a fight of `source` against `other`
    FINISH_ACTION = 2   # the played action card goes to discard, K29
    OMEGA = 3           # the step ends, K40
    LEAVE = 4           # `source` leaves play to zone `step` once its "Leaves Play:" resolved (K60)
    EVENT = 5           # event `step` (triggers.EVENTS) of `seat` about card `source` is announced (K14)
    FORGE = 6           # step 1 after the start-of-turn effects (K14, K15)
    TURN_OVER = 7       # the turn ends after the end-of-turn effects (K13)
    REPLACE = 8         # K59: event `step` (cards.REPLACE_EVENTS) of creature `source` waits for its replacement


class Task(NamedTuple):
    kind: TaskKind
    source: int
    seat: int           # who controls the ability
    ability: int = 0
    step: int = 0
    other: int = -1     # the opponent creature of a fight (K52)
    ok: bool = True     # K36: the previous effect resolved fully; FIGHT: power damage is dealt (K70)
    trig: bool = False  # started by a "Destroyed:" trigger (marked cards wait for it, K58)
    again: bool = False  # this pass is the repeat of the text before a "repeat" (K88)
    done: int = 0       # K89: creatures the previous effect destroyed "this way"
    pre: int = 0        # FIGHT stage 1: the Before-Fight items already resolved (bit i: item i, uses.pre_fight_items)
    split: tuple[int, ...] = ()   # split_damage: the creature each point assigned so far goes to (verbs.SplitDamage, K53);
    #                               a swap with the hand: the card in play picked first (moves.SwapPicked, K86)
    place: int = 0      # LEAVE to a deck: where (cards.PLACES index: top, bottom, shuffled in; K60); to archives:
    #                     1 + the seat whose archives take it (K65: an opponent's card archived by an effect), else 0
    group: tuple[int, ...] = ()  # the X most/least powerful: the creatures gathered so far (groups.py)


class Trigger(NamedTuple):
    source: int
    seat: int
    ability: int
    about: int = -1     # the card the event is about ("it", triggers.py), the task's `other` when it resolves


class Lasting(NamedTuple):
    """A lasting effect (K37, lasting.py)."""

    seat: int           # the player whose effect it is: "friendly" is this seat's side (K81)
    op: str             # a verb of constants.VERBS
    n: int
    keyword: str
    target: str         # "each_friendly" / "each_enemy", or "" for the one creature `uid`
    uid: int
    turn: int           # it ends at `turn`'s end, or at its start when `at_start`
    at_start: bool


class Reaction(NamedTuple):
    """A lasting triggered ability (K37, lasting.py): while it lasts, each `when` event of `of` (from `seat`'s side,
    K81) queues ability `ability` (a hidden REACTION ability) of card `source` for `seat` (K13, K14)."""

    seat: int
    source: int
    ability: int
    when: str
    of: str
    turn: int           # it ends at `turn`'s end, or at its start when `at_start`
    at_start: bool


class ChoiceKind(IntEnum):
    TARGET = 0          # a card for the effect of `task`
    ORDER = 1           # which queued trigger resolves next
    FIGHT_TARGET = 2    # the defender for a creature an effect makes fight (K48)
    HAND_CARD = 3       # a card from hand (archive_hand)
    SEARCH = 4          # a card found in the deck, or none (K85)
    FLANK = 5           # the flank (0 left, 1 right) for the creature `task.other` (K79)
    FIGHT_ORDER = 6     # which Before-Fight item of the fight `task` resolves next (K14, K74, K75)
    SPEND = 7           # how much Æmber on cards to spend on the key being forged (K16; options: amounts)
    REPLACE = 8         # which of two or more replacements of the event of `task` applies (K59, K9; wards.py)
    MODE = 9            # which mode of the "choose" effect of `task` resolves (choices.py)
    ARCHIVED = 10       # a card of the chooser's own archives (K65: only its holder sees them; moves.py)


class Choice(NamedTuple):
    kind: ChoiceKind
    options: tuple[int, ...]
    optional: bool
    task: Task


class LogEntry(NamedTuple):
    key: str
    seat: int = -1
    card: int = -1
    n: int = 0
    other: int = -1


class Player:
    """One seat's zones (lists of uids; the deck's top is the end) and counters."""

    __slots__ = ("amber", "archives", "artifacts", "chains", "deck", "discard", "hand", "houses", "keys", "line",
                 "name", "purged")

    def __init__(self) -> None:
        self.deck: list[int] = []
        self.hand: list[int] = []
        self.discard: list[int] = []
        self.archives: list[int] = []
        self.purged: list[int] = []
        self.line: list[int] = []          # left to right, K84
        self.artifacts: list[int] = []
        self.amber = 0
        self.keys = 0
        self.chains = 0
        self.houses: tuple[str, ...] = ()  # the identity card, K1/K21
        self.name: dict[str, str] = {}

    def clone(self) -> Player:
        c = Player.__new__(Player)
        c.deck, c.hand, c.discard = self.deck[:], self.hand[:], self.discard[:]
        c.archives, c.purged, c.line, c.artifacts = self.archives[:], self.purged[:], self.line[:], self.artifacts[:]
        c.amber, c.keys, c.chains, c.houses, c.name = self.amber, self.keys, self.chains, self.houses, self.name
        return c

    def zone_list(self, zone: Zone) -> list[int]:
        lst: list[int] = getattr(self, ZONE_LISTS[zone])
        return lst


class ArchonState:
    """A whole game. `ids`/`owner` are shared by clones (never changed); the rest is copied."""

    __slots__ = (
        "active",
        "armor_used",
        "attacked",
        "aura_cards",
        "auras_of",
        "choice",
        "cost_cards",
        "cost_next",
        "cost_this",
        "cost_titles",
        "ctrl",
        "damage",
        "destroyed_turn",
        "exhausted",
        "first",
        "fuse",
        "hand_acts",
        "held",
        "host",
        "house",
        "house_ban",
        "house_must",
        "ids",
        "lasting",
        "log",
        "marked",
        "mull",
        "omega",
        "owner",
        "players",
        "plays",
        "queue",
        "reactions",
        "replaced_once",
        "result",
        "rng",
        "shield",
        "stack",
        "step",
        "step_acts",
        "stun",
        "tokens",
        "trigger_any",
        "trigger_cards",
        "turn",
        "ward",
        "zone",
    )

    def __init__(self, ids: tuple[str, ...], owner: tuple[int, ...]) -> None:
        n = len(ids)
        self.ids, self.owner = ids, owner
        self.index_abilities()
        self.players = [Player(), Player()]
        self.zone = [Zone.DECK] * n
        self.ctrl = list(owner)            # K79: the controller while in play
        self.exhausted = [False] * n       # K7
        self.damage = [0] * n              # K53
        self.tokens = [0] * n              # K56
        self.stun = [False] * n            # K78
        self.held = [0] * n                # captured Æmber, K61
        self.fuse = [0] * n                # K8: fuse counters, this game's own (verbs.PlaceFuse, flow.burn_fuses)
        self.ward = [False] * n            # K59: a ward, spent by the next damage or destruction (wards.py)
        self.shield = [0] * n              # K54, K59: points of damage still to prevent (wards.py)
        self.armor_used = [0] * n          # K54: armor spent this turn
        self.attacked = [False] * n        # K70: attacked this turn
        self.host = [-1] * n               # K43
        self.marked: list[int] = []        # K58
        self.destroyed_turn = 0            # creatures destroyed this turn, both sides ("each time", K58, K90)
        self.replaced_once: tuple[int, ...] = ()   # K59: the cards whose "first time each turn" replace was used
        self.stack: list[Task] = []
        self.queue: list[Trigger] = []
        self.choice: Choice | None = None
        self.active = self.first = 0
        self.turn = 1
        self.step = Step.MULLIGAN
        self.mull = 0                      # mulligans decided so far, K3
        self.house: str | None = None      # K25
        self.plays: dict[str, int] = {}    # K32: plays and uses of each title this turn
        self.step_acts = 0                 # K39: plays, uses and discards this step
        self.hand_acts = 0                 # K27: plays and discards from hand this turn
        self.omega = False                 # K40
        self.cost_this = 0                 # K37: a lasting key-cost change for the active seat's turn
        self.cost_next = [0, 0]
        # K23/K24, per seat: the houses it must choose next (any of them) and those it cannot (immutable: shared
        # by clones, replaced when changed)
        self.house_must: tuple[tuple[str, ...], ...] = ((), ())
        self.house_ban: tuple[tuple[str, ...], ...] = ((), ())
        self.lasting: tuple[Lasting, ...] = ()   # K37 (immutable: shared by clones, replaced when changed)
        self.reactions: tuple[Reaction, ...] = ()   # K37: lasting triggered abilities (immutable, as `lasting`)
        self.result: tuple[int, str] | None = None
        self.rng = 0
        self.log: list[LogEntry] | None = None

    def index_abilities(self) -> None:
        """The cards of the game with constant verbs (`aura_cards`) or triggered abilities (`trigger_any`), those
        with each constant verb and each trigger kind, and the cards whose title changes a key cost (`cost_titles`;
        K33, K14, K17), by their titles in `ids` (shared by clones, like ids): a verb or an event no card has costs
        one lookup. A sample re-deals hidden titles and indexes its own `ids` again (agents/sampler.py), so what a
        playout sees depends on the sample's titles only, never on where the real hidden cards are."""
        ids = self.ids
        defs = [lookup(c) for c in ids]
        copy = {u for u, d in enumerate(defs) if d is not None and copies(d)}   # may gain any text (blanking.py)
        self.aura_cards = tuple(u for u, d in enumerate(defs) if d is not None and (d.auras or u in copy))
        self.trigger_any = tuple(u for u, d in enumerate(defs) if d is not None and (d.triggers or u in copy))
        self.cost_titles = frozenset(c for u, (c, d) in enumerate(zip(ids, defs))
                                     if d is not None and (d.key_cost or u in copy))
        auras: dict[str, list[int]] = {op: [] for op in AURA_OPS}
        for u in self.aura_cards:
            for op in AURA_OPS if u in copy else {e.op for e in DEFS[ids[u]].auras}:
                auras[op].append(u)
        triggers: dict[str, list[int]] = {when: [] for when in TRIGGERED}
        for u in self.trigger_any:
            for when in TRIGGERED if u in copy else DEFS[ids[u]].triggers:
                triggers[when].append(u)
        self.auras_of = {op: tuple(us) for op, us in auras.items()}
        self.trigger_cards = {when: tuple(us) for when, us in triggers.items()}
        titles = self.cost_titles
        self.cost_cards = tuple(u for u, c in enumerate(ids) if c in titles)

    def clone(self) -> ArchonState:
        c = ArchonState.__new__(ArchonState)
        c.ids, c.owner, c.aura_cards, c.trigger_any = self.ids, self.owner, self.aura_cards, self.trigger_any
        c.auras_of, c.trigger_cards, c.cost_cards = self.auras_of, self.trigger_cards, self.cost_cards
        c.cost_titles = self.cost_titles
        c.players = [p.clone() for p in self.players]
        c.zone, c.ctrl, c.exhausted = self.zone[:], self.ctrl[:], self.exhausted[:]
        c.damage, c.tokens, c.stun, c.held, c.fuse = self.damage[:], self.tokens[:], self.stun[:], self.held[:], \
            self.fuse[:]
        c.ward, c.shield = self.ward[:], self.shield[:]
        c.armor_used, c.attacked, c.host, c.marked = self.armor_used[:], self.attacked[:], self.host[:], self.marked[:]
        c.stack, c.queue, c.choice = self.stack[:], self.queue[:], self.choice
        c.active, c.first, c.turn, c.step, c.mull, c.house = self.active, self.first, self.turn, self.step, \
            self.mull, self.house
        c.plays, c.step_acts, c.hand_acts, c.omega = dict(self.plays), self.step_acts, self.hand_acts, self.omega
        c.cost_this, c.cost_next, c.result, c.rng = self.cost_this, self.cost_next[:], self.result, self.rng
        c.destroyed_turn, c.replaced_once = self.destroyed_turn, self.replaced_once
        c.house_must, c.house_ban, c.lasting = self.house_must, self.house_ban, self.lasting
        c.reactions = self.reactions
        c.log = None
        return c

    def emit(self, key: str, seat: int = -1, card: int = -1, n: int = 0, other: int = -1) -> None:
        if self.log is not None:
            self.log.append(LogEntry(key, seat, card, n, other))
