"""Deck files: a versioned JSON format and a plain text list, parsed with precise errors and validated (R3).

Text list (sections in pt or en; card names in either language, case and accents ignored):

    # Muralha do Saber
    Desbravador
    1 Ser Aldren Veyr
    Principal
    4 Caminho Oculto
    ...
    Locais
    1 Ponte Partida
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Required, TypedDict

from ... import safejson
from ...deckcode import looks_code
from ...deckfile import (
    CARD_ID,
    LANGS,
    MAX_BYTES,
    MAX_COUNT,
    DeckFileError,
    Lang,
    Located,
    TextResult,
    card_id,
    check_name,
    count_and_card,
    file_text,
    fold,
    list_lines,
    too_large,
)
from ...i18n import Message, msg
from .cards.catalog import load_catalog
from .deckcode import decode
from .messages import deck_problem_message
from .setup import ADVISED_MAX, MIN_DECK, deck_problems

FORMAT = "eidolon-deck"
VERSION = 1
SECTIONS = {
    "desbravador": "desbravador", "pathfinder": "desbravador",
    "principal": "main", "main": "main", "deck principal": "main", "main deck": "main",
    "locais": "locations", "locations": "locations", "deck de locais": "locations",
}

class DeckJson(TypedDict):
    """The JSON deck format (FORMAT, VERSION)."""

    format: str
    version: int
    name: str
    desbravador: str
    main: dict[str, int]
    locations: list[str]


class CheckResult(TypedDict, total=False):
    """`check`'s verdict: ok, deck and problems (R3) for a file that reads; ok, error and errors otherwise."""

    ok: Required[bool]
    deck: DeckJson
    problems: list[Message]
    error: Located
    errors: list[Located]
    advice: list[Message]


@dataclass
class Deck:
    name: str
    desbravador: str
    main: dict[str, int] = field(default_factory=dict)
    locations: list[str] = field(default_factory=list)

    def main_list(self) -> list[str]:
        return [cid for cid, n in self.main.items() for _ in range(n)]

    def problems(self) -> list[Message]:
        """R3 problems as messages naming cards by reference (docs/api.md, "Messages"); empty when legal."""
        return [deck_problem_message(c, d) for c, d in
                deck_problems(load_catalog(), self.desbravador or None, self.main_list(), self.locations)]

    def to_json(self) -> DeckJson:
        return {"format": FORMAT, "version": VERSION, "name": self.name, "desbravador": self.desbravador,
                "main": dict(self.main), "locations": list(self.locations)}

    def to_text(self, lang: Lang = "pt") -> str:
        cat = load_catalog()
        heads = {"pt": ("Desbravador", "Principal", "Locais"), "en": ("Pathfinder", "Main", "Locations")}[lang]
        lines = [f"# {self.name}", heads[0], f"1 {cat[self.desbravador].name[lang]}", heads[1]]
        lines += [f"{n} {cat[cid].name[lang]}" for cid, n in self.main.items()]
        lines.append(heads[2])
        lines += [f"1 {cat[cid].name[lang]}" for cid in self.locations]
        return "\n".join(lines) + "\n"


def _names() -> dict[str, str]:
    out: dict[str, str] = {}
    for c in load_catalog().values():
        for lang in LANGS:
            out.setdefault(fold(c.name[lang]), c.id)
        out.setdefault(fold(c.id), c.id)
    return out


def parse_json(data: str | bytes) -> Deck:
    """Read the JSON deck format; DeckFileError names every field at fault."""
    try:
        raw = safejson.loads(file_text(data))
    except safejson.JsonError as e:
        en = e.message["en"].rstrip(".")
        raise DeckFileError(e.message["pt"].rstrip("."), en.replace("Invalid JSON", "invalid JSON", 1)) from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        what = {"pt": "uma lista JSON", "en": "a JSON array"} if isinstance(raw, list) else \
            {"pt": "o campo format não é 'eidolon-deck'", "en": "field format is not 'eidolon-deck'"} \
            if isinstance(raw, dict) else {"pt": "um valor JSON solto", "en": "a bare JSON value"}
        raise DeckFileError(f"não é um arquivo de deck de EIDOLON ({what['pt']})",
                            f"not an EIDOLON deck file ({what['en']})", "format")
    v = raw.get("version")
    if not isinstance(v, int) or isinstance(v, bool) or v < 1:
        raise DeckFileError("versão ausente ou inválida", "missing or invalid version", "version")
    if v > VERSION:
        raise DeckFileError(f"arquivo de uma versão mais nova ({v}); esta aceita até {VERSION}",
                            f"file from a newer version ({v}); this one reads up to {VERSION}", "version")
    found: list[DeckFileError] = []

    def field(read: Callable[[], str]) -> str | None:
        try:
            return read()
        except DeckFileError as e:
            found.append(e)
            return None

    name = field(lambda: check_name(raw.get("name"), "name"))
    desb = raw.get("desbravador")
    if not isinstance(desb, str):
        found.append(DeckFileError("ausente (o id da carta do Desbravador)", "missing (the Pathfinder's card id)",
                                   "desbravador"))
    elif desb:
        field(lambda: card_id(desb, "desbravador"))
    main = raw.get("main")
    counts: dict[str, int] = {}
    if not isinstance(main, dict):
        found.append(DeckFileError("deve mapear id da carta para quantidade", "must map card id to count", "main"))
    else:
        for cid, n in main.items():
            where = f"main.{cid}" if CARD_ID.fullmatch(cid) else "main"
            if field(partial(card_id, cid, where)) is None:
                continue
            if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= MAX_COUNT:
                found.append(DeckFileError(f"quantidade inválida para {cid!r} (de 1 a {MAX_COUNT})",
                                           f"invalid count for {cid!r} (1 to {MAX_COUNT})", where))
            else:
                counts[cid] = n
    locs = raw.get("locations")
    if not isinstance(locs, list) or not all(isinstance(x, str) for x in locs):
        found.append(DeckFileError("deve ser uma lista de ids de cartas", "must be a list of card ids", "locations"))
    else:
        for i, cid in enumerate(locs):
            field(partial(card_id, cid, f"locations[{i}]"))
    if found:
        raise DeckFileError.several(found)
    assert isinstance(name, str) and isinstance(desb, str) and isinstance(locs, list)   # else found a problem
    return Deck(name, desb, counts, list(locs))


def parse_text(data: str | bytes) -> Deck:
    """Read the plain text list; DeckFileError names every line at fault."""
    text_all = file_text(data)
    names = _names()
    cat = load_catalog()
    name = "Deck"
    section = ""
    desb: list[str] = []
    main: Counter[str] = Counter()
    locs: list[str] = []
    found: list[DeckFileError] = []
    for where, text, named in list_lines(text_all, found):
        if named is not None:
            name = named
            continue
        head = fold(text.rstrip(":"))
        if head in SECTIONS:
            section = SECTIONS[head]
            continue
        got = count_and_card(text, where, names, {"pt": "4 Caminho Oculto", "en": "4 Caminho Oculto"})
        if isinstance(got, DeckFileError):
            found.append(got)
            continue
        n, cid = got
        kind = cat[cid].kind
        target = section or {"desbravador": "desbravador", "local": "locations"}.get(kind, "main")
        if target == "desbravador":
            desb.extend([cid] * n)
        elif target == "locations":
            locs.extend([cid] * n)
        else:
            main[cid] += n
    if len(desb) > 1 or found and not desb:
        found.append(DeckFileError("a lista precisa de exatamente um Desbravador",
                                   "the list needs exactly one Pathfinder"))
    if found:
        raise DeckFileError.several(found)
    return Deck(name, desb[0] if desb else "", dict(main), locs)


def parse_any(data: str | bytes) -> Deck:
    """JSON when the text starts with '{' or '[', a deck code when it looks like one (deckcode.py), the text
    list otherwise."""
    text = file_text(data)
    if text.lstrip()[:1] in ("{", "["):
        return parse_json(text)
    if looks_code(text):
        return Deck(*decode(text))
    return parse_text(text)


def check(data: str | bytes) -> CheckResult:
    """Parse either format and validate: {"ok", "deck", "problems"}, or {"ok": False, "error", "errors"}
    (error: {"message": {pt, en}, "where"}; errors: each problem found, when there are several)."""
    try:
        deck = parse_any(data)
    except DeckFileError as e:
        return {"ok": False, "error": {"message": e.message, "where": e.where}, "errors": e.errors}
    return verdict(deck)


def verdict(deck: Deck) -> CheckResult:
    """A read deck's verdict: its R3 problems, and the advice of a legal deck far above the minimum."""
    problems = deck.problems()
    size = sum(deck.main.values())
    advice: list[Message] = [msg("deck.large", count=size, min=MIN_DECK, advised=ADVISED_MAX)] \
        if size > ADVISED_MAX else []
    return {"ok": not problems, "deck": deck.to_json(), "problems": problems, "advice": advice}


def export_text(deck: object, lang: object = "pt") -> TextResult:
    """The text list of a deck given as its JSON object.

    Returns {"ok": True, "text"} or {"ok": False, "error", "errors"} (the error shape of check).
    """
    words: Lang = "en" if lang == "en" else "pt"
    try:
        if not isinstance(deck, dict):
            raise DeckFileError("o deck deve ser um objeto JSON", "the deck must be a JSON object", "file")
        parsed = parse_json(json.dumps(deck, ensure_ascii=False))
        cat = load_catalog()
        if not parsed.desbravador:
            raise DeckFileError("a lista precisa de exatamente um Desbravador", "the list needs exactly one Pathfinder",
                                "desbravador")
        for where, cid in [("desbravador", parsed.desbravador)] + [(f"main.{c}", c) for c in parsed.main] \
                + [(f"locations[{i}]", c) for i, c in enumerate(parsed.locations)]:
            if cid not in cat:
                raise DeckFileError(f"carta desconhecida {cid!r}", f"unknown card {cid!r}", where)
    except DeckFileError as e:
        return {"ok": False, "error": {"message": e.message, "where": e.where}, "errors": e.errors}
    return {"ok": True, "text": parsed.to_text(words)}


def check_file(path: str) -> CheckResult:
    """The command line's `deck check`: a file's verdict as the deck builder gives it (decode reads its bytes
    as the page does); OSError when it cannot be read."""
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        data = f.read(MAX_BYTES + 1) if size <= MAX_BYTES else b""
    if size > MAX_BYTES:
        err = too_large(size)
        return {"ok": False, "error": {"message": err.message, "where": err.where}, "errors": err.errors}
    return check(data)
