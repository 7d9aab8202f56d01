"""Deck files of any ruleset: the shared plumbing of the deck formats (each ruleset's decks module reads its
own formats with it): size and text checks, names, text-list lines, errors in pt and en with their place."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from typing import Literal, Required, TypedDict

from .core.posjson import MAX_NAME, name_fault
from .i18n import Bilingual

MAX_BYTES = 64 * 1024
MAX_COUNT = 99                       # copies of one title a deck file may list (two digits)
MAX_ERRORS = 10                       # problems named in one message (the rest are counted)
CARD_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,59}")
NOT_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffd\ud800-\udfff]")
Lang = Literal["pt", "en"]          # the languages of deck files' sections and of card names
LANGS: tuple[Lang, ...] = ("pt", "en")


class Located(TypedDict):
    """One problem of a refused file and where it is ("line 3", "main.x", "" for the whole file)."""

    message: Bilingual
    where: str


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
    if where == "code":
        return {"pt": "código", "en": "code"}[lang]
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


def quoted(text: str) -> str:
    """A value from the file as a message quotes it: repr (escapes control characters and lone
    surrogates), cut at 40 characters."""
    return repr(text if len(text) <= 40 else text[:40] + "…")


def check_name(name: object, where: str) -> str:
    fault = name_fault(name, MAX_NAME)
    if fault == "empty":
        raise DeckFileError("o nome do deck está vazio", "the deck name is empty", where)
    if fault == "long":
        raise DeckFileError(f"o nome do deck passa de {MAX_NAME} caracteres",
                            f"the deck name is longer than {MAX_NAME} characters", where)
    if fault == "chars":
        raise DeckFileError("o nome do deck tem caracteres proibidos (< > ou de controle)",
                            "the deck name has forbidden characters (< > or control characters)", where)
    assert isinstance(name, str)
    return name.strip()


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(ch for ch in text if not unicodedata.combining(ch)).split())


def file_limits() -> dict[str, int]:
    """What a deck file may hold, for the page (the catalog op's `deck_file`)."""
    return {"max_bytes": MAX_BYTES, "max_name": MAX_NAME, "max_count": MAX_COUNT}


def too_large(size: int, limit: int = MAX_BYTES) -> DeckFileError:
    return DeckFileError(f"grande demais ({size} bytes; máximo {limit})",
                         f"too large ({size} bytes; at most {limit})")


def decode(data: bytes) -> str:
    """File bytes as the page's File.text() reads them: UTF-8, a leading BOM dropped, invalid bytes
    replaced by U+FFFD (which file_text then refuses)."""
    return data.decode("utf-8", "replace").removeprefix("\ufeff")


def file_text(data: str | bytes) -> str:
    """The file's text, refused when too large or not text (binary, not UTF-8)."""
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        raise too_large(size)
    text = decode(data) if isinstance(data, bytes) else data.removeprefix("\ufeff")
    if NOT_TEXT.search(text):
        raise DeckFileError("não é um arquivo de texto (binário ou fora de UTF-8)",
                            "not a text file (binary, or not UTF-8)")
    return text


def card_id(cid: object, where: str) -> str:
    if not isinstance(cid, str) or not CARD_ID.fullmatch(cid):
        shown = quoted(cid) if isinstance(cid, str) else type(cid).__name__
        raise DeckFileError(f"id de carta inválido {shown} (letras minúsculas, algarismos e hífens)",
                            f"invalid card id {shown} (lowercase letters, digits and hyphens)", where)
    return cid


def parse_count(text: str) -> int | None:
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
    n = parse_count(count_text)
    if n is None:
        return DeckFileError(f"quantidade {quoted(count_text)} fora de 1..{MAX_COUNT}",
                             f"count {quoted(count_text)} outside 1..{MAX_COUNT}", where)
    cid = names.get(fold(card))
    if cid is None:
        return DeckFileError(f"carta desconhecida {quoted(card.strip())}",
                             f"unknown card {quoted(card.strip())}", where)
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
                yield where, text, check_name(text.lstrip("#").strip(), where)
            except DeckFileError as e:
                found.append(e)
            continue
        yield where, text, None
