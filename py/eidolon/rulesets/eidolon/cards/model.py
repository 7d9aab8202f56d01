"""Card definitions: immutable data parsed and checked from the JSON collection."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..ops import Effect

DOCTRINES = ("ordem", "ruina", "conhecimento", "instinto", "neutra")
DOCTRINE_INDEX = {d: i for i, d in enumerate(DOCTRINES)}
NEUTRA = 4
KINDS = ("criatura", "reliquia", "ritual", "estratagema", "local", "desbravador")
RELIC_KINDS = ("equipamento", "montaria", "veiculo")
RARITIES = ("C", "I", "R")
MAX_STAT = 12                         # R16.5: ATQ/RES/EXP (and costs) stay within 0..12, the range a frame prints

# Ability types and when each is used.
ABILITY_TYPES = ("trigger", "reaction", "activated", "static", "on_play", "response", "reward")
TRIGGER_EVENTS = ("arrive", "fall", "explore", "discover", "turn_start", "ally_fall")
STATIC_OPS = ("vigil", "aura", "explore_bonus", "no_intercept")
# The effect vocabulary is rulesets.eidolon.ops.EFFECTS (one class per op).
TARGET_SPECS = (
    "own_creature", "rival_creature", "any_creature", "own_participant",
    "own_exhausted_creature", "own_discard_creature", "rival_participant", "own_explorer",
    "own_exhausted_relic",
)
# Targets that are relics, not creatures (only an op with may_aim_at_relic may aim at them).
RELIC_TARGETS = ("own_exhausted_relic",)
CONTEXTS = ("explore", "attack", "any")
ROLES = ("active", "defender", "any")
WINDOWS = ("declaracao", "confronto", "any")
PHASES = ("inicial", "planejamento", "exploracao", "reorganizacao", "combate", "final")


class CardError(ValueError):
    """A card definition breaks the data rules."""


def need(cond: bool, cid: str, msg: str) -> None:
    """CardError naming the card unless `cond` holds."""
    if not cond:
        raise CardError(f"card {cid!r}: {msg}")


def whole(v: Any, lo: int, hi: int) -> bool:
    """An int (not a bool) within lo..hi."""
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card: a trigger, reaction, activation, static or play effect."""

    type: str
    effects: tuple[Effect, ...] = ()  # parsed once from the card data (rulesets.eidolon.ops)
    on: str = ""                      # trigger event
    target: str = ""                  # chosen target spec, if any
    cost: dict[str, Any] = field(default_factory=dict)   # essence / vestigio / exhaust
    when: dict[str, str] = field(default_factory=dict)   # context / role / window
    cond: dict[str, Any] = field(default_factory=dict)   # completed / alive / phase
    op: str = ""                      # static op
    filter: dict[str, str] = field(default_factory=dict)  # static filter (natureza/vocacao/doctrine)
    atk: int = 0
    res: int = 0
    exp: int = 0
    n: int = 0
    once_per_turn: bool = False
    phases: tuple[str, ...] = ()      # on_play: phases where the card may be played
    # Read from cost and when once, when the ability is built (__post_init__), for the engine's hot paths:
    essence: int = field(init=False, repr=False, compare=False)    # Essence to pay (R6.3)
    vestigio: int = field(init=False, repr=False, compare=False)   # Vestígios to pay (R8)
    exhaust: bool = field(init=False, repr=False, compare=False)   # exhausts its card (R14.1, R11.4)
    context: str = field(init=False, repr=False, compare=False)    # when: "explore", "attack" or "any" (R11)
    role: str = field(init=False, repr=False, compare=False)       # when: "active", "defender" or "any"
    window: str = field(init=False, repr=False, compare=False)     # when: "declaracao", "confronto" or "any"

    def __post_init__(self) -> None:
        derive = object.__setattr__                 # frozen: set once here
        derive(self, "essence", self.cost.get("essence", 0))
        derive(self, "vestigio", self.cost.get("vestigio", 0))
        derive(self, "exhaust", bool(self.cost.get("exhaust")))
        derive(self, "context", self.when.get("context", "any"))
        derive(self, "role", self.when.get("role", "any"))
        derive(self, "window", self.when.get("window", "any"))


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card title as printed. Slotted: the engine reads its fields on every decision."""

    id: str
    name: dict[str, str]
    kind: str
    doctrine: str
    cost: int = 0
    atk: int = 0
    res: int = 0
    exp: int = 0
    subkind: str = ""
    natureza: tuple[str, ...] = ()   # type identifiers (cards.types)
    vocacao: tuple[str, ...] = ()
    gender: str = "m"                 # grammatical gender its types are printed in (pt)
    unique: bool = False
    abilities: tuple[Ability, ...] = ()
    difficulty: int = 0
    favored: str = ""                 # Location: favoured Natureza or Vocação (type identifier)
    vitalidade: int = 0
    rarity: str = "C"
    set: str = "ETE"
    number: int = 0
    flavor: dict[str, str] = field(default_factory=dict)
    artist: str = ""
    # Derived from the abilities once, when the card is parsed (cards.catalog.parse_card):
    text: dict[str, str] = field(default_factory=dict)          # the printed ability box, pt and en
    keywords: tuple[str, ...] = ()                               # printed keywords
    auras: tuple[Ability, ...] = ()                              # its aura statics (R16.5)
    statics: dict[str, Ability] = field(default_factory=dict)    # static op -> its (first) static ability
    on_play: int = -1                                            # index of its on_play ability (rituals), or -1
    # Derived from the fields above when the definition is built (__post_init__), for the engine's hot paths:
    identity: int = field(init=False, repr=False, compare=False)
    """Index of the Essence this card costs and gives when committed."""
    response: tuple[int, Ability] | None = field(init=False, repr=False, compare=False)
    """Its first response (stratagem) or reaction ability with its index, or None."""
    reaction: Ability | None = field(init=False, repr=False, compare=False)
    """Its response ability when that is a reaction (used from the field, R11.4), else None."""
    activated: tuple[tuple[int, Ability], ...] = field(init=False, repr=False, compare=False)
    """Its activated abilities with their indices (R14.1)."""
    triggers: dict[str, tuple[int, ...]] = field(init=False, repr=False, compare=False)
    """Trigger event -> the indices of its abilities triggered by it (R16.1)."""

    def __post_init__(self) -> None:
        derive = object.__setattr__                 # frozen: set once here
        derive(self, "identity", DOCTRINE_INDEX[self.doctrine])
        response = next(((i, ab) for i, ab in enumerate(self.abilities) if ab.type in ("response", "reaction")),
                        None)
        derive(self, "response", response)
        derive(self, "reaction", response[1] if response is not None and response[1].type == "reaction" else None)
        derive(self, "activated", tuple((i, ab) for i, ab in enumerate(self.abilities) if ab.type == "activated"))
        triggers: dict[str, tuple[int, ...]] = {}
        for i, ab in enumerate(self.abilities):
            if ab.type == "trigger":
                triggers[ab.on] = (*triggers.get(ab.on, ()), i)
        derive(self, "triggers", triggers)

    def types(self) -> tuple[str, ...]:
        return self.natureza + self.vocacao
