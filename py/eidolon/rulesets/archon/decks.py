"""Archon deck files (docs/archon.md, "Deck files"): the machinery of decks.py (size limit, text check, one
bilingual error per problem with its place) for a versioned JSON format and a plain text list.

Text list (house headings and card names in pt or en, or ids; case and accents ignored):

    # Ladrões da Maré
    Maré
    2 Arraia Furtiva
    ...
    Cinza
    3 Cinzas ao Vento
    ...
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Required, TypedDict

from ... import i18n, safejson
from ...deckcode import looks_code
from ...deckfile import (
    CARD_ID,
    LANGS,
    MAX_COUNT,
    DeckFileError,
    Lang,
    Located,
    card_id,
    check_name,
    count_and_card,
    file_text,
    fold,
    list_lines,
    quoted,
)
from ...i18n import Message
from .cards import HOUSES, MAVERICK, CardDef, load_cards, lookup, maverick_id
from .deckcode import decode
from .deckgen import deck_problems

FORMAT = "archon-deck"
VERSION = 1


class ArchonDeckJson(TypedDict):
    """The JSON deck format (FORMAT, VERSION): houses in the file's order, cards as id -> copies."""

    format: str
    version: int
    name: str
    houses: list[str]
    cards: dict[str, int]


class ArchonCheck(TypedDict, total=False):
    """`check`'s verdict, shaped as decks.CheckResult: ok, deck and problems, or ok, error and errors."""

    ok: Required[bool]
    deck: ArchonDeckJson
    problems: list[Message]
    error: Located
    errors: list[Located]


@dataclass(slots=True)
class ArchonDeck:
    name: str
    houses: list[str]
    cards: dict[str, int] = field(default_factory=dict)

    def titles(self) -> list[str]:
        return [cid for cid, n in self.cards.items() for _ in range(n)]

    def problems(self) -> list[Message]:
        """K6 problems as messages (cards and houses named in both languages); empty when legal."""
        return [problem_message(code, args) for code, args in deck_problems(self.houses, self.titles())]

    def to_json(self) -> ArchonDeckJson:
        return {"format": FORMAT, "version": VERSION, "name": self.name, "houses": list(self.houses),
                "cards": dict(self.cards)}

    def to_config(self) -> dict[str, Any]:
        """A match config's player (rulesets/archon/setup.py): {"deck": {name, houses, cards}}."""
        return {"deck": {"name": {"pt": self.name, "en": self.name}, "houses": list(self.houses),
                         "cards": self.titles()}}

    def to_text(self, lang: Lang = "pt") -> str:
        """The text list: each house heading with its cards; a maverick copy (K94) is listed under the house it
        moved to, which is how parse_text reads it back."""
        cards = {cid: d for cid in self.cards if (d := lookup(cid)) is not None}
        lines = [f"# {self.name}"]
        for house in self.houses:
            lines.append(house_name(house, lang))
            lines += [f"{n} {cards[cid].name[lang]}{' ' + MAVERICK_MARK if MAVERICK in cid else ''}"
                      for cid, n in self.cards.items() if cid in cards and cards[cid].house == house]
        rest = [cid for cid in self.cards if cid not in cards or cards[cid].house not in self.houses]
        lines += [f"{self.cards[cid]} {cards[cid].name[lang] if cid in cards else cid}" for cid in rest]
        return "\n".join(lines) + "\n"


def house_name(house: str, lang: Lang) -> str:
    return i18n.text({"key": f"archon.house.{house}"}, "pt-BR" if lang == "pt" else "en")


def problem_message(code: str, args: dict[str, object]) -> Message:
    """An `archon.deck.*` problem with known cards named ({pt, en}) and houses as catalogue words."""
    cards = load_cards()
    shown = dict(args)
    card = shown.get("card")
    if isinstance(card, str) and card in cards:
        shown["card"] = dict(cards[card].name)
    if shown.get("house") in HOUSES:
        shown["house"] = {"key": f"archon.house.{shown['house']}"}
    return {"key": f"archon.deck.{code}", "args": shown}


def parse_json(data: str | bytes) -> ArchonDeck:
    """Read the JSON deck format; DeckFileError names every field at fault."""
    try:
        raw = safejson.loads(file_text(data))
    except safejson.JsonError as e:
        en = e.message["en"].rstrip(".")
        raise DeckFileError(e.message["pt"].rstrip("."), en.replace("Invalid JSON", "invalid JSON", 1)) from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise DeckFileError(f"não é um arquivo de deck do modo Arconte (o campo format deve ser {FORMAT!r})",
                            f"not an Archon deck file (field format must be {FORMAT!r})", "format")
    v = raw.get("version")
    if not isinstance(v, int) or isinstance(v, bool) or v < 1:
        raise DeckFileError("versão ausente ou inválida", "missing or invalid version", "version")
    if v > VERSION:
        raise DeckFileError(f"arquivo de uma versão mais nova ({v}); esta aceita até {VERSION}",
                            f"file from a newer version ({v}); this one reads up to {VERSION}", "version")
    found: list[DeckFileError] = []
    extra = sorted(set(raw) - {"format", "version", "name", "houses", "cards"})
    if extra:
        found.append(DeckFileError(f"campo desconhecido {quoted(extra[0])}", f"unknown field {quoted(extra[0])}",
                                   extra[0] if CARD_ID.fullmatch(extra[0]) else ""))
    name = ""
    try:
        name = check_name(raw.get("name"), "name")
    except DeckFileError as e:
        found.append(e)
    houses = raw.get("houses")
    if not isinstance(houses, list) or not all(isinstance(h, str) for h in houses) or len(houses) > len(HOUSES):
        found.append(DeckFileError("deve ser uma lista de 3 casas (ids como 'mare')",
                                   "must be a list of 3 houses (ids such as 'mare')", "houses"))
        houses = []
    cards = raw.get("cards")
    counts: dict[str, int] = {}
    if not isinstance(cards, dict):
        found.append(DeckFileError("deve mapear id da carta para quantidade", "must map card id to count", "cards"))
    else:
        for cid, n in cards.items():
            where = f"cards.{cid}" if CARD_ID.fullmatch(cid) else "cards"
            try:
                _archon_card_id(cid, where)
            except DeckFileError as e:
                found.append(e)
                continue
            if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= MAX_COUNT:
                found.append(DeckFileError(f"quantidade inválida para {cid!r} (de 1 a {MAX_COUNT})",
                                           f"invalid count for {cid!r} (1 to {MAX_COUNT})", where))
            else:
                counts[cid] = n
    if found:
        raise DeckFileError.several(found)
    return ArchonDeck(name, list(houses), counts)


MAVERICK_MARK = "(maverick)"      # a text list's line of a maverick copy ends with it (K94)


def _archon_card_id(cid: str, where: str) -> str:
    """A card id, or a maverick copy's `title@house` (K94)."""
    title, at, house = cid.partition(MAVERICK)
    if at and house not in HOUSES:
        raise DeckFileError(f"casa desconhecida {quoted(house)} na cópia maverick {quoted(cid)}",
                            f"unknown house {quoted(house)} in the maverick copy {quoted(cid)}", where)
    card_id(title if at else cid, where)
    return cid


def _names(cards: dict[str, CardDef]) -> dict[str, str]:
    out: dict[str, str] = {}
    for c in cards.values():
        for lang in LANGS:
            out.setdefault(fold(c.name[lang]), c.id)
        out.setdefault(fold(c.id), c.id)
    return out


def _house_words() -> dict[str, str]:
    return {fold(w): h for h in HOUSES for w in (h, house_name(h, "pt"), house_name(h, "en"))}


def parse_text(data: str | bytes) -> ArchonDeck:
    """Read the plain text list; DeckFileError names every line at fault. The houses are the headings
    given, else the houses of the cards in the order they first appear."""
    text_all = file_text(data)
    cards = load_cards()
    names, heads = _names(cards), _house_words()
    name = "Deck"
    house = ""
    houses: list[str] = []
    counts: Counter[str] = Counter()
    found: list[DeckFileError] = []
    for where, text, named in list_lines(text_all, found):
        if named is not None:
            name = named
            continue
        head = fold(text.rstrip(":"))
        if head in heads:
            house = heads[head]
            if house in houses:
                found.append(DeckFileError(f"a casa {house_name(house, 'pt')} aparece duas vezes",
                                           f"house {house_name(house, 'en')} appears twice", where))
            houses.append(house)
            continue
        maverick = fold(text).endswith(MAVERICK_MARK)
        if maverick:
            text = text[:-len(MAVERICK_MARK)].rstrip()
        got = count_and_card(text, where, names, {"pt": "2 Arraia Furtiva", "en": "2 Stealthy Ray"})
        if isinstance(got, DeckFileError):
            found.append(got)
            continue
        n, cid = got
        c = cards[cid]
        if house and c.house != house and maverick:
            cid = maverick_id(cid, house)           # K94: a copy moved to the heading's house
        elif house and c.house != house:
            found.append(DeckFileError(
                f"{c.name['pt']} é da casa {house_name(c.house, 'pt')}, não de {house_name(house, 'pt')}"
                f" (uma cópia maverick se escreve com {MAVERICK_MARK!r} no fim da linha)",
                f"{c.name['en']} is of house {house_name(c.house, 'en')}, not {house_name(house, 'en')}"
                f" (a maverick copy is written with {MAVERICK_MARK!r} at the end of the line)", where))
            continue
        counts[cid] += n
    if found:
        raise DeckFileError.several(found)
    if not houses:
        houses = list(dict.fromkeys(cards[cid].house for cid in counts))
    return ArchonDeck(name, houses, dict(counts))


def parse_any(data: str | bytes) -> ArchonDeck:
    """JSON when the text starts with '{' or '[', a deck code when it looks like one (deckcode.py), the text
    list otherwise."""
    text = file_text(data)
    if text.lstrip()[:1] in ("{", "["):
        return parse_json(text)
    if looks_code(text):
        return ArchonDeck(*decode(text).deck)
    return parse_text(text)


def refused(e: DeckFileError) -> ArchonCheck:
    return {"ok": False, "error": {"message": e.message, "where": e.where}, "errors": e.errors}


def verdict(deck: ArchonDeck) -> ArchonCheck:
    problems = deck.problems()
    return {"ok": not problems, "deck": deck.to_json(), "problems": problems}


def check(data: str | bytes) -> ArchonCheck:
    """Parse either format and validate (K6), in the shape of decks.check."""
    try:
        return verdict(parse_any(data))
    except DeckFileError as e:
        return refused(e)
