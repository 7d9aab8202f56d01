"""EIDOLON's card collection as the page and the deck builder read it (the catalog op)."""

from __future__ import annotations

from typing import Any

from .cards.catalog import load_catalog, load_suggested_decks
from .cards.model import CardDef
from .cards.types import load_types, type_names
from .messages import deck_problem_message
from .setup import deck_problems


def card_json(c: CardDef) -> dict[str, Any]:
    """Everything the table and the deck builder show about a title. Types (R2.3): `natureza`/`vocacao` and
    `favored` are the pt names as printed, `type_ids`/`favored_id` the identities, `types`/`favored_name`
    the names per language."""
    out: dict[str, Any] = {
        "id": c.id, "name": c.name, "kind": c.kind, "doctrine": c.doctrine, "cost": c.cost,
        "atk": c.atk, "res": c.res, "exp": c.exp, "rarity": c.rarity, "set": c.set, "number": c.number,
        "natureza": type_names(c, "pt")[:len(c.natureza)], "vocacao": type_names(c, "pt")[len(c.natureza):],
        "type_ids": {"natureza": list(c.natureza), "vocacao": list(c.vocacao)},
        "types": {"pt": type_names(c, "pt"), "en": type_names(c, "en")}, "unique": c.unique,
        "keywords": list(c.keywords), "text": c.text, "flavor": c.flavor, "artist": c.artist,
    }
    if c.kind == "reliquia":
        out["subkind"] = c.subkind
    if c.kind == "local":
        out["difficulty"] = c.difficulty
        fav = load_types()[c.favored]
        out["favored"] = fav.pt
        out["favored_id"] = fav.id
        out["favored_name"] = {"pt": fav.pt, "en": fav.en}
    if c.kind == "desbravador":
        out["vitalidade"] = c.vitalidade
    return out


def catalog() -> list[dict[str, Any]]:
    return [card_json(c) for c in load_catalog().values()]


def expand(deck: dict[str, Any]) -> list[str]:
    return [cid for cid, n in deck["counts"].items() for _ in range(n)]


def suggested_decks() -> list[dict[str, Any]]:
    """The shipped decks with their R3 validation result."""
    cat = load_catalog()
    out = []
    for d in load_suggested_decks().values():
        problems = deck_problems(cat, d["desbravador"], expand(d), d["locations"])
        out.append({**d, "size": sum(d["counts"].values()),
                    "valid": not problems, "problems": [deck_problem_message(c, x) for c, x in problems]})
    return out
