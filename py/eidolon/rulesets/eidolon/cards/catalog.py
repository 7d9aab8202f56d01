"""Load and check the card collection (JSON data shipped inside the package)."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from importlib import resources
from typing import Any

from .... import safejson
from ..ops import parse_effect
from .model import (
    ABILITY_TYPES,
    CONTEXTS,
    DOCTRINES,
    KINDS,
    MAX_STAT,
    PHASES,
    RARITIES,
    RELIC_KINDS,
    RELIC_TARGETS,
    ROLES,
    STATIC_OPS,
    TARGET_SPECS,
    TRIGGER_EVENTS,
    WINDOWS,
    Ability,
    CardDef,
    CardError,
    need,
    whole,
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


def _bilingual(v: Any) -> bool:
    return isinstance(v, dict) and all(isinstance(v.get(k), str) and v.get(k) for k in ("pt", "en"))


def _types(cid: str, raw: dict[str, Any], types: dict[str, TypeDef]) -> None:
    """R2.3: Natureza and Vocação name types of the type list, in their own classification (R9.5)."""
    for cls in CLASSIFICATIONS:
        names = raw.get(cls, [])
        need(isinstance(names, list) and all(isinstance(x, str) for x in names), cid, f"{cls} is a list of type ids")
        for x in names:
            need(x in types and types[x].classification == cls, cid, f"{cls} {x!r} is not in the type list")
    need(raw.get("gender", "m") in GENDERS, cid, "gender must be m or f")
    if raw.get("kind") == "local":
        need(raw.get("favored") in types, cid, f"favoured type {raw.get('favored')!r} is not in the type list")
    for a in raw.get("abilities", []):
        for cls in CLASSIFICATIONS:
            if isinstance(a, dict) and isinstance(a.get("filter"), dict) and cls in a["filter"]:
                x = a["filter"][cls]
                need(isinstance(x, str) and x in types and types[x].classification == cls, cid, f"filter {cls} {x!r} is not in the type list")


def _ability(cid: str, a: Any) -> Ability:
    need(isinstance(a, dict) and a.get("type") in ABILITY_TYPES, cid, f"unknown ability {a!r}")
    extra = set(a) - _ABILITY_KEYS
    need(not extra, cid, f"ability has unknown fields {sorted(extra)}")
    target = a.get("target", "")
    need(target == "" or target in TARGET_SPECS, cid, f"unknown target {target!r}")
    effects = tuple(parse_effect(cid, e, target) for e in a.get("effects", []))
    t = a["type"]
    if t == "static":
        need(a.get("op") in STATIC_OPS, cid, f"unknown static {a.get('op')!r}")
    else:
        need(bool(effects), cid, f"{t} ability without effects")
    if t == "trigger":
        need(a.get("on") in TRIGGER_EVENTS, cid, f"unknown trigger event {a.get('on')!r}")
    when = a.get("when", {})
    need(isinstance(when, dict) and when.get("context", "any") in CONTEXTS and when.get("role", "any") in ROLES
          and when.get("window", "any") in WINDOWS, cid, f"bad when {when!r}")
    cost = a.get("cost", {})
    need(isinstance(cost, dict) and set(cost) <= {"essence", "vestigio", "exhaust"}, cid, f"bad cost {cost!r}")
    if t in ("reaction", "activated"):
        need(bool(cost), cid, f"an ability of type {t} needs a cost")
    if a.get("on") == "ally_fall":
        need(bool(a.get("once_per_turn")), cid, "ally_fall is printed as 'the first time each turn': once_per_turn")
    for e in effects:
        if e.aim == "target" and target in RELIC_TARGETS:
            need(e.may_aim_at_relic, cid, f"effect {e.op} cannot aim at a relic")
    phases = tuple(a.get("phases", ()))
    need(all(p in PHASES for p in phases), cid, f"bad phases {phases!r}")
    cond = a.get("cond", {})
    need(isinstance(cond, dict) and set(cond) <= {"completed", "alive", "phase"}, cid, f"bad cond {cond!r}")
    filt = a.get("filter", {})
    need(isinstance(filt, dict) and set(filt) <= {"natureza", "vocacao", "doctrine"}, cid, f"bad filter {filt!r}")
    for k in ("atk", "res", "exp", "n"):
        need(whole(a.get(k, 0), 0, 9), cid, f"ability {k} must be 0..9")
    return Ability(type=t, effects=effects, on=a.get("on", ""), target=target, cost=dict(cost), when=dict(when),
                   cond=dict(cond), op=a.get("op", ""), filter=dict(filt), atk=a.get("atk", 0),
                   res=a.get("res", 0), exp=a.get("exp", 0), n=a.get("n", 0),
                   once_per_turn=bool(a.get("once_per_turn", False)), phases=phases)


def _kind_abilities(cid: str, kind: str, abilities: tuple[Ability, ...]) -> None:
    """Each ability must be one the engine runs for this kind of card."""
    table = _KIND_ABILITIES[kind]
    for ab in abilities:
        need(ab.type in table, cid, f"a {kind} cannot have a {ab.type} ability")
        allowed = table[ab.type]
        key = ab.on if ab.type == "trigger" else ab.op
        need(allowed is None or key in allowed, cid, f"a {kind} cannot have a {ab.type} {key!r}")
        if kind != "criatura":
            need(all(e.aim != "self" for e in ab.effects), cid, "only a creature can aim an effect at itself")
    types = [ab.type for ab in abilities]
    need(types.count("response") + types.count("reaction") <= 1, cid, "at most one response or reaction per card")
    if kind in ("ritual", "estratagema"):
        need(len(abilities) == 1, cid, f"a {kind} has exactly one ability")


def parse_card(raw: Any, types: dict[str, TypeDef] | None = None) -> CardDef:
    """Check one raw card record against the type list (default: the shipped one) and build its definition;
    CardError names the problem."""
    cid = raw.get("id", "?") if isinstance(raw, dict) else "?"
    need(isinstance(raw, dict), cid, "not an object")
    need(isinstance(cid, str) and cid.replace("-", "").isalnum() and cid == cid.lower(), cid, "bad id")
    extra = set(raw) - _CARD_KEYS
    need(not extra, cid, f"unknown fields {sorted(extra)}")
    need(_bilingual(raw.get("name")), cid, "name needs pt and en")
    kind = raw.get("kind")
    need(kind in KINDS, cid, f"unknown kind {kind!r}")
    need(raw.get("doctrine") in DOCTRINES, cid, f"unknown doctrine {raw.get('doctrine')!r}")
    need(raw.get("rarity", "C") in RARITIES, cid, "rarity must be C, I or R")
    need(_bilingual(raw.get("flavor", {"pt": "-", "en": "-"})), cid, "flavor needs pt and en")
    for k in ("cost", "atk", "res", "exp"):
        need(whole(raw.get(k, 0), 0, MAX_STAT), cid, f"{k} must be a whole number 0..{MAX_STAT}")
    if kind == "criatura":
        need(raw.get("res", 0) >= 1, cid, "a creature needs RES of at least 1")
    if kind == "reliquia":
        need(raw.get("subkind") in RELIC_KINDS, cid, "a relic needs subkind equipamento, montaria or veiculo")
    if kind == "local":
        need(whole(raw.get("difficulty"), 1, 12), cid, "a Location needs difficulty 1..12")
        need(isinstance(raw.get("favored"), str) and raw["favored"], cid, "a Location needs a favoured type")
        need(any(a.get("type") == "reward" for a in raw.get("abilities", [])), cid, "a Location needs a reward")
    if kind == "desbravador":
        need(whole(raw.get("vitalidade"), 1, 60), cid, "a Desbravador needs Vitalidade")
    if kind == "estratagema":
        need(any(a.get("type") == "response" for a in raw.get("abilities", [])), cid, "a stratagem needs a response")
    if kind == "ritual":
        need(any(a.get("type") == "on_play" for a in raw.get("abilities", [])), cid, "a ritual needs an effect")
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
        need(raw["text"] == text, cid, f"printed text does not match its abilities: expected {text!r}")
    return _derived(card, text)


_KEYWORD_EVENTS = {"arrive": "CHEGADA", "fall": "QUEDA", "explore": "EXPLORAR", "discover": "DESCOBERTA"}


def _keywords(card: CardDef) -> tuple[str, ...]:
    """Printed keywords (R14), derived from the abilities, then ÚNICA."""
    out: list[str] = []
    for ab in card.abilities:
        word = ""
        if ab.type == "trigger" and ab.on in _KEYWORD_EVENTS:
            word = _KEYWORD_EVENTS[ab.on]
        elif ab.type == "static" and ab.op == "vigil":
            word = "VIGÍLIA"
        elif ab.type == "reaction":
            word = "REAÇÃO"
        if word and word not in out:
            out.append(word)
    if card.unique:
        out.append("ÚNICA")
    return tuple(out)


def _derived(card: CardDef, text: dict[str, str]) -> CardDef:
    """The card with the fields computed from its abilities: text, keywords, auras, statics by op, on_play."""
    statics: dict[str, Ability] = {}
    for ab in card.abilities:
        if ab.type == "static":
            statics.setdefault(ab.op, ab)
    auras = tuple(ab for ab in card.abilities if ab.type == "static" and ab.op == "aura")
    on_play = next((i for i, ab in enumerate(card.abilities) if ab.type == "on_play"), -1)
    return replace(card, text=text, keywords=_keywords(card), auras=auras, statics=statics, on_play=on_play)


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
    records = safejson.loads(data)
    if not isinstance(records, list):
        raise CardError("data/cards.json must be a list of cards")
    return parse_collection(records)


@lru_cache(maxsize=1)
def load_suggested_decks() -> dict[str, dict[str, Any]]:
    data = resources.files("eidolon").joinpath("data/decks.json").read_text(encoding="utf-8")
    decks = safejson.loads(data)
    if not isinstance(decks, list):
        raise CardError("data/decks.json must be a list of decks")
    return {d["id"]: d for d in decks}
