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
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .cards.catalog import load_catalog
from .engine.setup import deck_problems
from .messages import deck_problem_text

FORMAT = "eidolon-deck"
VERSION = 1
MAX_BYTES = 64 * 1024
MAX_NAME = 60
SECTIONS = {
    "desbravador": "desbravador", "pathfinder": "desbravador",
    "principal": "main", "main": "main", "deck principal": "main", "main deck": "main",
    "locais": "locations", "locations": "locations", "deck de locais": "locations",
}


class DeckFileError(ValueError):
    """A deck file that cannot be read; message in pt and en, naming the line or field."""

    def __init__(self, pt: str, en: str, where: str = "") -> None:
        super().__init__(en)
        self.message = {"pt": pt, "en": en}
        self.where = where


@dataclass
class Deck:
    name: str
    desbravador: str
    main: dict[str, int] = field(default_factory=dict)
    locations: list[str] = field(default_factory=list)

    def main_list(self) -> list[str]:
        return [cid for cid, n in self.main.items() for _ in range(n)]

    def problems(self) -> list[dict[str, str]]:
        """R3 problems in pt and en (empty when the deck is legal)."""
        return [deck_problem_text(c, d) for c, d in
                deck_problems(load_catalog(), self.desbravador or None, self.main_list(), self.locations)]

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "name": self.name, "desbravador": self.desbravador,
                "main": dict(self.main), "locations": list(self.locations)}

    def to_text(self, lang: str = "pt") -> str:
        cat = load_catalog()
        heads = {"pt": ("Desbravador", "Principal", "Locais"), "en": ("Pathfinder", "Main", "Locations")}[lang]
        lines = [f"# {self.name}", heads[0], f"1 {cat[self.desbravador].name[lang]}", heads[1]]
        lines += [f"{n} {cat[cid].name[lang]}" for cid, n in self.main.items()]
        lines.append(heads[2])
        lines += [f"1 {cat[cid].name[lang]}" for cid in self.locations]
        return "\n".join(lines) + "\n"


def _check_name(name: Any, where: str) -> str:
    if not isinstance(name, str) or not name.strip():
        raise DeckFileError("o nome do deck está vazio", "the deck name is empty", where)
    if len(name) > MAX_NAME:
        raise DeckFileError(f"o nome do deck passa de {MAX_NAME} caracteres",
                            f"the deck name is longer than {MAX_NAME} characters", where)
    if any(ch in name for ch in "<>") or any(unicodedata.category(ch) == "Cc" for ch in name):
        raise DeckFileError("o nome do deck tem caracteres proibidos (< > ou de controle)",
                            "the deck name has forbidden characters (< > or control characters)", where)
    return name.strip()


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(ch for ch in text if not unicodedata.combining(ch)).split())


def _names() -> dict[str, str]:
    out: dict[str, str] = {}
    for c in load_catalog().values():
        for lang in ("pt", "en"):
            out.setdefault(_fold(c.name[lang]), c.id)
        out.setdefault(_fold(c.id), c.id)
    return out


def _size(data: str | bytes) -> None:
    size = len(data.encode("utf-8", "surrogatepass")) if isinstance(data, str) else len(data)
    if size > MAX_BYTES:
        raise DeckFileError(f"arquivo grande demais ({size} bytes; máximo {MAX_BYTES})",
                            f"file too large ({size} bytes; at most {MAX_BYTES})", "file")


def parse_json(data: str | bytes) -> Deck:
    """Read the JSON deck format; DeckFileError names the field at fault."""
    _size(data)
    try:
        raw = json.loads(data)
    except (ValueError, UnicodeDecodeError) as e:
        raise DeckFileError(f"JSON inválido ({e})", f"invalid JSON ({e})", "file") from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise DeckFileError("não é um arquivo de deck de EIDOLON (campo format)",
                            "not an EIDOLON deck file (field format)", "format")
    v = raw.get("version")
    if not isinstance(v, int) or isinstance(v, bool):
        raise DeckFileError("versão ausente ou inválida", "missing or invalid version", "version")
    if v > VERSION:
        raise DeckFileError(f"arquivo de uma versão mais nova ({v}); esta aceita até {VERSION}",
                            f"file from a newer version ({v}); this one reads up to {VERSION}", "version")
    name = _check_name(raw.get("name"), "name")
    desb = raw.get("desbravador")
    if not isinstance(desb, str):
        raise DeckFileError("campo desbravador ausente", "field desbravador missing", "desbravador")
    main = raw.get("main")
    if not isinstance(main, dict):
        raise DeckFileError("campo main deve mapear id da carta para quantidade",
                            "field main must map card id to count", "main")
    counts: dict[str, int] = {}
    for cid, n in main.items():
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 99:
            raise DeckFileError(f"quantidade inválida para {cid!r}", f"invalid count for {cid!r}", f"main.{cid}")
        counts[cid] = n
    locs = raw.get("locations")
    if not isinstance(locs, list) or not all(isinstance(x, str) for x in locs):
        raise DeckFileError("campo locations deve ser uma lista de ids", "field locations must be a list of ids",
                            "locations")
    return Deck(name, desb, counts, list(locs))


def parse_text(data: str | bytes) -> Deck:
    """Read the plain text list; DeckFileError names the line at fault."""
    _size(data)
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise DeckFileError("o texto não está em UTF-8", "the text is not UTF-8", "file") from None
    names = _names()
    cat = load_catalog()
    name = "Deck"
    section = ""
    desb: list[str] = []
    main: Counter[str] = Counter()
    locs: list[str] = []
    for no, line in enumerate(data.splitlines(), 1):
        text = line.strip()
        if not text:
            continue
        if text.startswith("#"):
            name = _check_name(text.lstrip("#").strip(), f"line {no}")
            continue
        head = _fold(text.rstrip(":"))
        if head in SECTIONS:
            section = SECTIONS[head]
            continue
        count_text, _, card = text.partition(" ")
        if not count_text.isdigit() or not card.strip():
            raise DeckFileError(f"linha {no}: esperado 'quantidade nome', por exemplo '4 Caminho Oculto'",
                                f"line {no}: expected 'count name', for example '4 Caminho Oculto'", f"line {no}")
        n = int(count_text)
        if not 1 <= n <= 99:
            raise DeckFileError(f"linha {no}: quantidade {n} fora de 1..99", f"line {no}: count {n} outside 1..99",
                                f"line {no}")
        cid = names.get(_fold(card))
        if cid is None:
            raise DeckFileError(f"linha {no}: carta desconhecida {card.strip()!r}",
                                f"line {no}: unknown card {card.strip()!r}", f"line {no}")
        kind = cat[cid].kind
        target = section or {"desbravador": "desbravador", "local": "locations"}.get(kind, "main")
        if target == "desbravador":
            desb.extend([cid] * n)
        elif target == "locations":
            locs.extend([cid] * n)
        else:
            main[cid] += n
    if len(desb) != 1:
        raise DeckFileError("a lista precisa de exatamente um Desbravador", "the list needs exactly one Desbravador",
                            "desbravador")
    return Deck(name, desb[0], dict(main), locs)


def parse_any(data: str | bytes) -> Deck:
    """JSON when the content starts with '{', the text list otherwise."""
    head = data.lstrip()[:1]
    return parse_json(data) if head in ("{", b"{") else parse_text(data)


def check(data: str | bytes) -> dict[str, Any]:
    """Parse either format and validate: {"ok", "deck", "problems"} or {"ok": False, "error"}."""
    try:
        deck = parse_any(data)
    except DeckFileError as e:
        return {"ok": False, "error": {"message": e.message, "where": e.where}}
    problems = deck.problems()
    return {"ok": not problems, "deck": deck.to_json(), "problems": problems}


def export_text(deck: Any, lang: Any = "pt") -> dict[str, Any]:
    """The text list of a deck given as its JSON object.

    Returns {"ok": True, "text"} or {"ok": False, "error": {"message", "where"}} (the error shape of check).
    """
    if lang not in ("pt", "en"):
        lang = "pt"
    try:
        if not isinstance(deck, dict):
            raise DeckFileError("o deck deve ser um objeto JSON", "the deck must be a JSON object", "file")
        parsed = parse_json(json.dumps(deck, ensure_ascii=False))
        cat = load_catalog()
        if not parsed.desbravador:
            raise DeckFileError("a lista precisa de exatamente um Desbravador", "the list needs exactly one Desbravador",
                                "desbravador")
        for where, cid in [("desbravador", parsed.desbravador)] + [(f"main.{c}", c) for c in parsed.main] \
                + [(f"locations[{i}]", c) for i, c in enumerate(parsed.locations)]:
            if cid not in cat:
                raise DeckFileError(f"carta desconhecida {cid!r}", f"unknown card {cid!r}", where)
    except DeckFileError as e:
        return {"ok": False, "error": {"message": e.message, "where": e.where}}
    return {"ok": True, "text": parsed.to_text(lang)}
