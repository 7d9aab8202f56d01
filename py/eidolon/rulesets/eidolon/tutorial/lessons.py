"""The tutorial's lessons (data/tutorial.json, docs/tutorial.md): each a position written compactly, the
actions the player is taught to take in it, and the rival's scripted replies.

A lesson's position names cards by the name given with "as"; its steps and rival script name them the
same way, and loading turns every name into the card's uid in the built position (docs/positions.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import Any, Final

from .... import safejson
from ....core.ruleset import JsonObject
from ..cards.model import DOCTRINES

FORMAT: Final = "eidolon-tutorial"
VERSION: Final = 1
SEATS: Final = ("you", "rival")            # seat 0 is the player taking the lesson, seat 1 the rival
ZONES: Final = ("hand", "deck", "discard", "committed", "creatures", "relics", "reserve", "connected")
CARD_FIELDS: Final = frozenset({"card", "target"})   # action fields that name a card instance
FILLER: Final = "batedor-de-estrada"       # the deck, when a lesson gives none: draws still work
DECK_FILL: Final = 8
RIVAL_SEED: Final = 1                      # the Iniciante agent's seed once a rival script runs out
SIDE_FIELDS: Final = frozenset({*ZONES, "essence", "vestigios", "vitalidade", "vit_max", "committed_now",
                                "desbravador"})
CARD_MARKS: Final = frozenset({"id", "as", "fresh", "exhausted", "damage"})
POSITION_FIELDS: Final = frozenset({*SEATS, "ermo", "phase", "active", "turn", "target", "rng"})
LESSON_FIELDS: Final = frozenset({"id", "position", "steps", "rival", "rival_seed"})


class LessonError(ValueError):
    """A lesson file that cannot be built (a designer's mistake: caught by tests/test_tutorial.py)."""


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson: the position it starts from, the steps it teaches and the rival's replies.

    steps and rival are action patterns: an offered action matches when it has every field given."""

    id: str
    position: JsonObject
    names: dict[str, int]
    steps: tuple[JsonObject, ...]
    rival: tuple[JsonObject, ...]
    rival_seed: int


class _Builder:
    """Collects card instances (uid = index) and the marks a position keeps beside its zones."""

    def __init__(self) -> None:
        self.cards: list[list[Any]] = []
        self.names: dict[str, int] = {}
        self.exhausted: list[int] = []
        self.fresh: list[int] = []
        self.damage: dict[str, int] = {}

    def add(self, entry: object, owner: int) -> int:
        spec: dict[str, Any] = {"id": entry} if isinstance(entry, str) else dict(entry) \
            if isinstance(entry, dict) else {}
        if not isinstance(spec.get("id"), str):
            raise LessonError(f"a card entry needs an id: {entry!r}"[:120])
        _known(spec, CARD_MARKS, f"card {spec['id']}")
        uid = len(self.cards)
        self.cards.append([spec["id"], owner])
        name = spec.get("as")
        if name is not None:
            if not isinstance(name, str) or name in self.names:
                raise LessonError(f"card name {name!r} is not a new string")
            self.names[name] = uid
        if spec.get("exhausted"):
            self.exhausted.append(uid)
        if spec.get("fresh"):
            self.fresh.append(uid)
        if spec.get("damage"):
            self.damage[str(uid)] = int(spec["damage"])
        return uid

    def player(self, seat: int, spec: dict[str, Any], active: int) -> JsonObject:
        _known(spec, SIDE_FIELDS, SEATS[seat])
        p: JsonObject = {"desb": self.add(spec.get("desbravador", "ser-aldren-veyr"), seat)}
        for zone in ZONES:
            entries = spec.get(zone, [FILLER] * DECK_FILL if zone == "deck" else [])
            p[zone] = [self.add(e, seat) for e in entries]
        essence = spec.get("essence", {})
        p["ess"] = [int(essence.get(d, 0)) for d in DOCTRINES]
        p["vest"] = spec.get("vestigios", 0)
        p["vit"] = spec.get("vitalidade", 20)
        p["vit_max"] = spec.get("vit_max", 20)
        p["fatigue"] = 0
        p["credits"] = 1 if seat == active else 0
        p["extra"] = 0
        p["committed_now"] = spec.get("committed_now", 0)
        p["turns"] = 3
        return p


def _known(spec: dict[str, Any], fields: frozenset[str], where: str) -> None:
    """A misspelt field would be ignored silently: name it instead."""
    unknown = sorted(set(spec) - fields)
    if unknown:
        raise LessonError(f"{where}: unknown field(s) {', '.join(unknown)}"[:200])


def build_position(spec: JsonObject) -> tuple[JsonObject, dict[str, int]]:
    """The position JSON (docs/positions.md) of a lesson's compact position, and its card names' uids."""
    _known(spec, POSITION_FIELDS, "position")
    b = _Builder()
    active = spec.get("active", 0)
    players = [b.player(seat, spec.get(side, {}), active) for seat, side in enumerate(SEATS)]
    slots = [b.add(e, 0) for e in spec.get("ermo", [])]
    if len(slots) != 3:
        raise LessonError("a lesson's Ermo holds exactly 3 Locations")
    turn = spec.get("turn", 5)
    pos: JsonObject = {
        "format": "eidolon-position", "version": 2, "ruleset": "eidolon", "cards": b.cards, "players": players,
        "exhausted": b.exhausted, "fresh": b.fresh, "damage": b.damage, "attached": {},
        "ermo": slots, "progress": [[0, 0], [0, 0], [0, 0]], "phase": spec.get("phase", "planejamento"),
        "active": active, "turn": turn, "first": 0, "rng": spec.get("rng", 20261201),
        "pending": None, "queue": [], "triggers": [], "contest": None, "mods": [], "once": {},
        "result": None, "options": {"location_target": spec.get("target", 6), "always_ask": False},
    }
    return pos, b.names


def _pattern(raw: object, names: dict[str, int], where: str) -> JsonObject:
    """An action pattern with its card names replaced by uids."""
    if not isinstance(raw, dict) or not isinstance(raw.get("type"), str):
        raise LessonError(f"{where}: an action pattern needs a type")
    out: JsonObject = {}
    for k, v in raw.items():
        if k in CARD_FIELDS and isinstance(v, str):
            if v not in names:
                raise LessonError(f"{where}: no card is named {v!r}")
            v = names[v]
        out[k] = v
    return out


def lesson_from_json(raw: object) -> Lesson:
    """One lesson of the file; LessonError names what is wrong."""
    if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
        raise LessonError("a lesson needs an id")
    lid = raw["id"]
    _known(raw, LESSON_FIELDS, f"lesson {lid}")
    pos, names = build_position(raw.get("position", {}))
    steps = raw.get("steps")
    if not isinstance(steps, list) or not steps:
        raise LessonError(f"lesson {lid}: it needs at least one step")
    return Lesson(
        id=lid, position=pos, names=names,
        steps=tuple(_pattern(s.get("do") if isinstance(s, dict) else None, names, f"lesson {lid}") for s in steps),
        rival=tuple(_pattern(a, names, f"lesson {lid} (rival)") for a in raw.get("rival", [])),
        rival_seed=int(raw.get("rival_seed", RIVAL_SEED)))


def lessons_from_json(doc: object) -> tuple[Lesson, ...]:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or doc.get("version") != VERSION:
        raise LessonError(f"not an {FORMAT} file of version {VERSION}")
    lessons = tuple(lesson_from_json(x) for x in doc.get("lessons", []))
    if not lessons or len({x.id for x in lessons}) != len(lessons):
        raise LessonError("the lessons need distinct ids")
    return lessons


_cached: tuple[Lesson, ...] | None = None


def load_lessons() -> tuple[Lesson, ...]:
    """The shipped lessons (read once)."""
    global _cached
    if _cached is None:
        data = resources.files("eidolon.rulesets.eidolon").joinpath("data/tutorial.json")
        text = data.read_text(encoding="utf-8")
        _cached = lessons_from_json(safejson.loads(text))
    return _cached
