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
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from typing import Literal, Required, TypedDict

from ... import safejson
from ...cards.catalog import load_catalog
from ...i18n import Bilingual, Message
from .messages import deck_problem_message
from .setup import deck_problems

FORMAT = "eidolon-deck"
VERSION = 1
MAX_BYTES = 64 * 1024
MAX_NAME = 60
MAX_COUNT = 99                       # copies of one title a deck file may list (two digits)
MAX_ERRORS = 10                       # problems named in one message (the rest are counted)
CARD_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,59}")
NOT_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffd\ud800-\udfff]")
SECTIONS = {
    "desbravador": "desbravador", "pathfinder": "desbravador",
    "principal": "main", "main": "main", "deck principal": "main", "main deck": "main",
    "locais": "locations", "locations": "locations", "deck de locais": "locations",
}

Lang = Literal["pt", "en"]          # the languages of deck files' sections and of card names
LANGS: tuple[Lang, ...] = ("pt", "en")


class Located(TypedDict):
    """One problem of a refused file and where it is ("line 3", "main.x", "" for the whole file)."""

    message: Bilingual
    where: str


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


class TextResult(TypedDict, total=False):
    """`export_text`'s answer: ok and text, or ok, error and errors (as in CheckResult)."""

    ok: Required[bool]
    text: str
    error: Located
    errors: list[Located]


class DeckFileError(ValueError):
    """A deck file that cannot be read: message in pt and en, `where` names the line or field ("" for the
    whole file). `errors` lists every problem found when there are several (the message then joins them)."""

    def __init__(self, pt: str, en: str, where: str = "") -> None:
        super().__init__(en)
        self.message: Bilingual = {"pt": pt, "en": en}
        self.where = where
        self.errors: list[Located] = [{"message": self.message, "where": where}]

    @classmethod
    def several(cls, found: list[DeckFileError]) -> DeckFileError:
        """One error for all found (in file order): its message names each problem with its place."""
        if len(found) == 1:
            return found[0]
        shown = found[:MAX_ERRORS]
        more = len(found) - len(shown)
        tail = {"pt": f"; e mais {more}" if more else "", "en": f"; and {more} more" if more else ""}
        texts = {lang: "; ".join(_located(e.message, e.where, lang) for e in shown) + tail[lang]
                 for lang in LANGS}
        out = cls(texts["pt"], texts["en"], "")
        out.errors = [x for e in found for x in e.errors]
        return out


WHERE_WORDS = {"pt": ("linha", "campo"), "en": ("line", "field")}
REFUSED = {"pt": ("Arquivo recusado: {message}.", "Arquivo recusado ({where}): {message}."),
           "en": ("File refused: {message}.", "File refused ({where}): {message}.")}


def where_text(where: str, lang: Lang) -> str:
    """"line 3" / "main.x" / "file" in words (as the deck builder shows them)."""
    line, fld = WHERE_WORDS[lang]
    if not where:
        return ""
    if where.startswith("line ") and where[5:].isdigit():
        return f"{line} {where[5:]}"
    if where == "file":
        return {"pt": "arquivo", "en": "file"}[lang]
    return f"{fld} {where}"


def _located(message: Bilingual, where: str, lang: Lang) -> str:
    place = where_text(where, lang)
    return f"{place}: {message[lang]}" if place else message[lang]


def error_text(error: Located, lang: Lang) -> str:
    """The sentence the deck builder shows for a refused file (static/i18n deckfile.error / error_at)."""
    place = where_text(error["where"], lang)
    plain, at = REFUSED[lang]
    return at.format(where=place, message=error["message"][lang]) if place else \
        plain.format(message=error["message"][lang])


def _shown(text: str) -> str:
    """A value from the file as a message quotes it: repr (escapes control characters and lone
    surrogates), cut at 40 characters."""
    return repr(text if len(text) <= 40 else text[:40] + "…")


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


def _check_name(name: object, where: str) -> str:
    if not isinstance(name, str) or not name.strip():
        raise DeckFileError("o nome do deck está vazio", "the deck name is empty", where)
    if len(name) > MAX_NAME:
        raise DeckFileError(f"o nome do deck passa de {MAX_NAME} caracteres",
                            f"the deck name is longer than {MAX_NAME} characters", where)
    if any(ch in name for ch in "<>") or any(unicodedata.category(ch) in ("Cc", "Cs") for ch in name):
        raise DeckFileError("o nome do deck tem caracteres proibidos (< > ou de controle)",
                            "the deck name has forbidden characters (< > or control characters)", where)
    return name.strip()


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(ch for ch in text if not unicodedata.combining(ch)).split())


def _names() -> dict[str, str]:
    out: dict[str, str] = {}
    for c in load_catalog().values():
        for lang in LANGS:
            out.setdefault(_fold(c.name[lang]), c.id)
        out.setdefault(_fold(c.id), c.id)
    return out


def file_limits() -> dict[str, int]:
    """What a deck file may hold, for the page (the catalog op's `deck_file`)."""
    return {"max_bytes": MAX_BYTES, "max_name": MAX_NAME, "max_count": MAX_COUNT}


def too_large(size: int) -> DeckFileError:
    return DeckFileError(f"grande demais ({size} bytes; máximo {MAX_BYTES})",
                         f"too large ({size} bytes; at most {MAX_BYTES})")


def decode(data: bytes) -> str:
    """File bytes as the page's File.text() reads them: UTF-8, a leading BOM dropped, invalid bytes
    replaced by U+FFFD (which _text then refuses)."""
    return data.decode("utf-8", "replace").removeprefix("\ufeff")


def _text(data: str | bytes) -> str:
    """The file's text, refused when too large or not text (binary, not UTF-8)."""
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        raise too_large(size)
    text = decode(data) if isinstance(data, bytes) else data.removeprefix("\ufeff")
    if NOT_TEXT.search(text):
        raise DeckFileError("não é um arquivo de texto (binário ou fora de UTF-8)",
                            "not a text file (binary, or not UTF-8)")
    return text


def _card_id(cid: object, where: str) -> str:
    if not isinstance(cid, str) or not CARD_ID.fullmatch(cid):
        shown = _shown(cid) if isinstance(cid, str) else type(cid).__name__
        raise DeckFileError(f"id de carta inválido {shown} (letras minúsculas, algarismos e hífens)",
                            f"invalid card id {shown} (lowercase letters, digits and hyphens)", where)
    return cid


def parse_json(data: str | bytes) -> Deck:
    """Read the JSON deck format; DeckFileError names every field at fault."""
    try:
        raw = safejson.loads(_text(data))
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

    name = field(lambda: _check_name(raw.get("name"), "name"))
    desb = raw.get("desbravador")
    if not isinstance(desb, str):
        found.append(DeckFileError("ausente (o id da carta do Desbravador)", "missing (the Pathfinder's card id)",
                                   "desbravador"))
    elif desb:
        field(lambda: _card_id(desb, "desbravador"))
    main = raw.get("main")
    counts: dict[str, int] = {}
    if not isinstance(main, dict):
        found.append(DeckFileError("deve mapear id da carta para quantidade", "must map card id to count", "main"))
    else:
        for cid, n in main.items():
            where = f"main.{cid}" if CARD_ID.fullmatch(cid) else "main"
            if field(partial(_card_id, cid, where)) is None:
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
            field(partial(_card_id, cid, f"locations[{i}]"))
    if found:
        raise DeckFileError.several(found)
    assert isinstance(name, str) and isinstance(desb, str) and isinstance(locs, list)   # else found a problem
    return Deck(name, desb, counts, list(locs))


def _count(text: str) -> int | None:
    """The count of a text-list line: 1 to MAX_COUNT written in ASCII digits, else None."""
    if not (text.isascii() and text.isdigit()) or len(text) > len(str(MAX_COUNT)):
        return None
    n = int(text)
    return n if 1 <= n <= MAX_COUNT else None


def count_and_card(text: str, where: str, names: dict[str, str],
                   example: dict[Lang, str]) -> tuple[int, str] | DeckFileError:
    """A text list's "count name" line: the count (1..MAX_COUNT) and the id of the card named (folded
    names -> id), or the line's fault; `example` is the line the fault shows, per language."""
    count_text, _, card = text.partition(" ")
    if not (count_text.isascii() and count_text.isdigit()) or not card.strip():
        return DeckFileError(f"esperado 'quantidade nome', por exemplo '{example['pt']}'",
                             f"expected 'count name', for example '{example['en']}'", where)
    n = _count(count_text)
    if n is None:
        return DeckFileError(f"quantidade {_shown(count_text)} fora de 1..{MAX_COUNT}",
                             f"count {_shown(count_text)} outside 1..{MAX_COUNT}", where)
    cid = names.get(_fold(card))
    if cid is None:
        return DeckFileError(f"carta desconhecida {_shown(card.strip())}",
                             f"unknown card {_shown(card.strip())}", where)
    return n, cid


def list_lines(text_all: str, found: list[DeckFileError]) -> Iterator[tuple[str, str, str | None]]:
    """A text list's non-blank lines as (where, text, name): `name` is the deck name a "# name" line gives
    (None on other lines; a bad name is added to `found` and the line skipped)."""
    for no, line in enumerate(text_all.splitlines(), 1):
        text = line.strip()
        where = f"line {no}"
        if not text:
            continue
        if text.startswith("#"):
            try:
                yield where, text, _check_name(text.lstrip("#").strip(), where)
            except DeckFileError as e:
                found.append(e)
            continue
        yield where, text, None


def parse_text(data: str | bytes) -> Deck:
    """Read the plain text list; DeckFileError names every line at fault."""
    text_all = _text(data)
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
        head = _fold(text.rstrip(":"))
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
    """JSON when the text starts with '{' or '[', the text list otherwise."""
    text = _text(data)
    return parse_json(text) if text.lstrip()[:1] in ("{", "[") else parse_text(text)


def check(data: str | bytes) -> CheckResult:
    """Parse either format and validate: {"ok", "deck", "problems"}, or {"ok": False, "error", "errors"}
    (error: {"message": {pt, en}, "where"}; errors: each problem found, when there are several)."""
    try:
        deck = parse_any(data)
    except DeckFileError as e:
        return {"ok": False, "error": {"message": e.message, "where": e.where}, "errors": e.errors}
    problems = deck.problems()
    return {"ok": not problems, "deck": deck.to_json(), "problems": problems}


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
