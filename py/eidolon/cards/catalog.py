"""Load and check the card collection (JSON data shipped inside the package)."""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any

from .model import (
    ABILITY_TYPES,
    CONTEXTS,
    DOCTRINES,
    DURATIONS,
    EFFECT_OPS,
    EFFECT_TO,
    KINDS,
    MAX_STAT,
    PHASES,
    RARITIES,
    RELIC_KINDS,
    RELIC_TARGET_OPS,
    RELIC_TARGETS,
    ROLES,
    STATIC_OPS,
    TARGET_SPECS,
    TRIGGER_EVENTS,
    WINDOWS,
    Ability,
    CardDef,
    CardError,
)
from .text import card_text
from .types import CLASSIFICATIONS, GENDERS, TypeDef, load_types

_ABILITY_KEYS = {"type", "effects", "on", "target", "cost", "when", "cond", "op", "filter", "atk", "res",
                 "exp", "n", "once_per_turn", "phases"}
# Which abilities the engine runs for each kind of card (type -> trigger events or static ops, or None: any).
# An ability outside this table would be printed but never happen, so the data check refuses it.
_KIND_ABILITIES: dict[str, dict[str, tuple[str, ...] | None]] = {
    "criatura": {"trigger": ("arrive", "fall", "explore", "discover", "turn_start", "ally_fall"),
                 "reaction": None, "activated": None, "static": ("vigil", "aura")},
    "reliquia": {"trigger": ("discover", "turn_start"), "reaction": None, "activated": None},
    "ritual": {"on_play": None},
    "estratagema": {"response": None},
    "local": {"reward": None, "static": ("explore_bonus", "no_intercept")},
    "desbravador": {"trigger": ("discover", "turn_start", "ally_fall"), "static": ("aura",)},
}
_CARD_KEYS = {"id", "name", "kind", "doctrine", "cost", "atk", "res", "exp", "subkind", "natureza", "vocacao",
              "gender", "unique", "abilities", "difficulty", "favored", "vitalidade", "rarity", "set", "number", "flavor",
              "artist", "text"}


def _need(cond: bool, cid: str, msg: str) -> None:
    if not cond:
        raise CardError(f"card {cid!r}: {msg}")


def _int(v: Any, lo: int, hi: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def _bilingual(v: Any) -> bool:
    return isinstance(v, dict) and all(isinstance(v.get(k), str) and v.get(k) for k in ("pt", "en"))


def _effect(cid: str, e: Any, target: str) -> dict[str, Any]:
    _need(isinstance(e, dict) and e.get("op") in EFFECT_OPS, cid, f"unknown effect {e!r}")
    allowed = EFFECT_OPS[e["op"]]
    extra = set(e) - {"op"} - set(allowed)
    _need(not extra, cid, f"effect {e['op']} has unknown fields {sorted(extra)}")
    for k in allowed:
        if k == "n":
            _need(_int(e.get("n"), 1, 10), cid, f"effect {e['op']} needs n in 1..10")
        elif k == "doctrine":
            _need(e.get("doctrine") in DOCTRINES, cid, "effect essence needs a doctrine")
        elif k == "to":
            _need(e.get("to") in EFFECT_TO, cid, f"effect {e['op']} needs to in {EFFECT_TO}")
            _need(e["to"] != "target" or bool(target), cid, f"effect {e['op']} aims at a target the ability lacks")
        elif k == "until":
            _need(e.get("until") in DURATIONS, cid, "buff needs until in action/turn/field")
        elif k in ("atk", "res", "exp"):
            _need(_int(e.get(k, 0), 0, 9), cid, f"buff {k} must be 0..9")
    if e["op"] == "buff":
        _need(any(e.get(k) for k in ("atk", "res", "exp")), cid, "buff gives nothing")
    return dict(e)


def _types(cid: str, raw: dict[str, Any], types: dict[str, TypeDef]) -> None:
    """R2.3: Natureza and Vocação name types of the type list, in their own classification (R9.5)."""
    for cls in CLASSIFICATIONS:
        names = raw.get(cls, [])
        _need(isinstance(names, list) and all(isinstance(x, str) for x in names), cid, f"{cls} is a list of type ids")
        for x in names:
            _need(x in types and types[x].classification == cls, cid, f"{cls} {x!r} is not in the type list")
    _need(raw.get("gender", "m") in GENDERS, cid, "gender must be m or f")
    if raw.get("kind") == "local":
        _need(raw.get("favored") in types, cid, f"favoured type {raw.get('favored')!r} is not in the type list")
    for a in raw.get("abilities", []):
        for cls in CLASSIFICATIONS:
            if isinstance(a, dict) and isinstance(a.get("filter"), dict) and cls in a["filter"]:
                x = a["filter"][cls]
                _need(isinstance(x, str) and x in types and types[x].classification == cls, cid, f"filter {cls} {x!r} is not in the type list")


def _ability(cid: str, a: Any) -> Ability:
    _need(isinstance(a, dict) and a.get("type") in ABILITY_TYPES, cid, f"unknown ability {a!r}")
    extra = set(a) - _ABILITY_KEYS
    _need(not extra, cid, f"ability has unknown fields {sorted(extra)}")
    target = a.get("target", "")
    _need(target == "" or target in TARGET_SPECS, cid, f"unknown target {target!r}")
    effects = tuple(_effect(cid, e, target) for e in a.get("effects", []))
    t = a["type"]
    if t == "static":
        _need(a.get("op") in STATIC_OPS, cid, f"unknown static {a.get('op')!r}")
    else:
        _need(bool(effects), cid, f"{t} ability without effects")
    if t == "trigger":
        _need(a.get("on") in TRIGGER_EVENTS, cid, f"unknown trigger event {a.get('on')!r}")
    when = a.get("when", {})
    _need(isinstance(when, dict) and when.get("context", "any") in CONTEXTS and when.get("role", "any") in ROLES
          and when.get("window", "any") in WINDOWS, cid, f"bad when {when!r}")
    cost = a.get("cost", {})
    _need(isinstance(cost, dict) and set(cost) <= {"essence", "vestigio", "exhaust"}, cid, f"bad cost {cost!r}")
    if t in ("reaction", "activated"):
        _need(bool(cost), cid, f"an ability of type {t} needs a cost")
    if a.get("on") == "ally_fall":
        _need(bool(a.get("once_per_turn")), cid, "ally_fall is printed as 'the first time each turn': once_per_turn")
    for e in effects:
        if e.get("to") == "target" and target in RELIC_TARGETS:
            _need(e["op"] in RELIC_TARGET_OPS, cid, f"effect {e['op']} cannot aim at a relic")
    phases = tuple(a.get("phases", ()))
    _need(all(p in PHASES for p in phases), cid, f"bad phases {phases!r}")
    cond = a.get("cond", {})
    _need(isinstance(cond, dict) and set(cond) <= {"completed", "alive", "phase"}, cid, f"bad cond {cond!r}")
    filt = a.get("filter", {})
    _need(isinstance(filt, dict) and set(filt) <= {"natureza", "vocacao", "doctrine"}, cid, f"bad filter {filt!r}")
    for k in ("atk", "res", "exp", "n"):
        _need(_int(a.get(k, 0), 0, 9), cid, f"ability {k} must be 0..9")
    return Ability(type=t, effects=effects, on=a.get("on", ""), target=target, cost=dict(cost), when=dict(when),
                   cond=dict(cond), op=a.get("op", ""), filter=dict(filt), atk=a.get("atk", 0),
                   res=a.get("res", 0), exp=a.get("exp", 0), n=a.get("n", 0),
                   once_per_turn=bool(a.get("once_per_turn", False)), phases=phases)


def _kind_abilities(cid: str, kind: str, abilities: tuple[Ability, ...]) -> None:
    """Each ability must be one the engine runs for this kind of card."""
    table = _KIND_ABILITIES[kind]
    for ab in abilities:
        _need(ab.type in table, cid, f"a {kind} cannot have a {ab.type} ability")
        allowed = table[ab.type]
        key = ab.on if ab.type == "trigger" else ab.op
        _need(allowed is None or key in allowed, cid, f"a {kind} cannot have a {ab.type} {key!r}")
        if kind != "criatura":
            _need(all(e.get("to") != "self" for e in ab.effects), cid, "only a creature can aim an effect at itself")
    types = [ab.type for ab in abilities]
    _need(types.count("response") + types.count("reaction") <= 1, cid, "at most one response or reaction per card")
    if kind in ("ritual", "estratagema"):
        _need(len(abilities) == 1, cid, f"a {kind} has exactly one ability")


def parse_card(raw: Any, types: dict[str, TypeDef] | None = None) -> CardDef:
    """Check one raw card record against the type list (default: the shipped one) and build its definition;
    CardError names the problem."""
    cid = raw.get("id", "?") if isinstance(raw, dict) else "?"
    _need(isinstance(raw, dict), cid, "not an object")
    _need(isinstance(cid, str) and cid.replace("-", "").isalnum() and cid == cid.lower(), cid, "bad id")
    extra = set(raw) - _CARD_KEYS
    _need(not extra, cid, f"unknown fields {sorted(extra)}")
    _need(_bilingual(raw.get("name")), cid, "name needs pt and en")
    kind = raw.get("kind")
    _need(kind in KINDS, cid, f"unknown kind {kind!r}")
    _need(raw.get("doctrine") in DOCTRINES, cid, f"unknown doctrine {raw.get('doctrine')!r}")
    _need(raw.get("rarity", "C") in RARITIES, cid, "rarity must be C, I or R")
    _need(_bilingual(raw.get("flavor", {"pt": "-", "en": "-"})), cid, "flavor needs pt and en")
    for k in ("cost", "atk", "res", "exp"):
        _need(_int(raw.get(k, 0), 0, MAX_STAT), cid, f"{k} must be a whole number 0..{MAX_STAT}")
    if kind == "criatura":
        _need(raw.get("res", 0) >= 1, cid, "a creature needs RES of at least 1")
    if kind == "reliquia":
        _need(raw.get("subkind") in RELIC_KINDS, cid, "a relic needs subkind equipamento, montaria or veiculo")
    if kind == "local":
        _need(_int(raw.get("difficulty"), 1, 12), cid, "a Location needs difficulty 1..12")
        _need(isinstance(raw.get("favored"), str) and raw["favored"], cid, "a Location needs a favoured type")
        _need(any(a.get("type") == "reward" for a in raw.get("abilities", [])), cid, "a Location needs a reward")
    if kind == "desbravador":
        _need(_int(raw.get("vitalidade"), 1, 60), cid, "a Desbravador needs Vitalidade")
    if kind == "estratagema":
        _need(any(a.get("type") == "response" for a in raw.get("abilities", [])), cid, "a stratagem needs a response")
    if kind == "ritual":
        _need(any(a.get("type") == "on_play" for a in raw.get("abilities", [])), cid, "a ritual needs an effect")
    abilities = tuple(_ability(cid, a) for a in raw.get("abilities", []))
    _kind_abilities(cid, kind, abilities)
    _types(cid, raw, load_types() if types is None else types)
    card = CardDef(
        id=cid, name=dict(raw["name"]), kind=kind, doctrine=raw["doctrine"], cost=raw.get("cost", 0),
        atk=raw.get("atk", 0), res=raw.get("res", 0), exp=raw.get("exp", 0), subkind=raw.get("subkind", ""),
        natureza=tuple(raw.get("natureza", [])), vocacao=tuple(raw.get("vocacao", [])), gender=raw.get("gender", "m"),
        unique=bool(raw.get("unique", False)), abilities=abilities, difficulty=raw.get("difficulty", 0),
        favored=raw.get("favored", ""), vitalidade=raw.get("vitalidade", 0), rarity=raw.get("rarity", "C"),
        set=raw.get("set", "ETE"), number=raw.get("number", 0), flavor=dict(raw.get("flavor", {})),
        artist=raw.get("artist", ""),
    )
    text = card_text(card)
    if "text" in raw:
        _need(raw["text"] == text, cid, f"printed text does not match its abilities: expected {text!r}")
    object.__setattr__(card, "text", text)
    return card


def parse_collection(records: list[Any]) -> dict[str, CardDef]:
    out: dict[str, CardDef] = {}
    for raw in records:
        card = parse_card(raw)
        if card.id in out:
            raise CardError(f"card {card.id!r}: defined twice")
        out[card.id] = card
    return out


@lru_cache(maxsize=1)
def load_catalog() -> dict[str, CardDef]:
    """The shipped collection, id -> definition (checked once per process)."""
    data = resources.files("eidolon").joinpath("data/cards.json").read_text(encoding="utf-8")
    return parse_collection(json.loads(data))


@lru_cache(maxsize=1)
def load_suggested_decks() -> dict[str, dict[str, Any]]:
    data = resources.files("eidolon").joinpath("data/decks.json").read_text(encoding="utf-8")
    return {d["id"]: d for d in json.loads(data)}
