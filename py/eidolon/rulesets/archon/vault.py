"""Import of a deck in the Master Vault JSON shape onto Archon cards (docs/archon.md, "Importing a deck").

The vault file gives `data.name`, `data._links.houses` (3 house names), `data._links.cards` (36 card ids,
repeated per copy) and `_linked.cards` (one record per id: `id`, `card_title`, `house`). Which Archon card
plays each of them is said by a card-data file the user supplies:

    {"format": "archon-card-data", "version": 1,
     "houses": {"<vault house>": "mare" | "cinza" | "vereda" | "engrenagem" | "brasa" | "sussurro" | "raiz", ...},
     "cards": {"<vault card id or card_title>": "<Archon card id>" | null, ...}}

Every card the engine cannot play (no entry, null, an unknown id, or an Archon card of another house) is
named in the one refusal, with every other problem found: a deck is imported whole or not at all.
"""

from __future__ import annotations

import os
from typing import Any, NamedTuple

from ... import safejson
from ...core.posjson import MAX_NAME, is_int
from ...deckfile import MAX_BYTES, DeckFileError, check_name, decode, quoted, too_large
from .cards import HOUSES, load_cards
from .deckgen import DECK_SIZE, HOUSES_PER_DECK, PER_HOUSE
from .decks import ArchonCheck, ArchonDeck, house_name, refused
from .decks import check as check_archon

CARD_DATA = "archon-card-data"
MAX_VAULT_BYTES = 1024 * 1024          # a vault deck with its linked cards' texts is well under this
MAX_CARD_DATA_BYTES = 1024 * 1024
MAX_LINKED = 4 * DECK_SIZE              # records in _linked.cards (one per distinct card, at most 36)
MAX_ENTRIES = 5000                      # entries of a card-data file (a whole collection fits)


def _read(data: str | bytes, limit: int, what: dict[str, str]) -> Any:
    """JSON of a file: too large, not text or not JSON is refused with the file named."""
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
    if size > limit:
        raise DeckFileError(f"{what['pt']} grande demais ({size} bytes; máximo {limit})",
                            f"{what['en']} too large ({size} bytes; at most {limit})")
    text = decode(data) if isinstance(data, bytes) else data.removeprefix("\ufeff")
    if "\ufffd" in text or "\x00" in text:
        raise DeckFileError(f"{what['pt']}: não é um arquivo de texto (binário ou fora de UTF-8)",
                            f"{what['en']}: not a text file (binary, or not UTF-8)")
    try:
        return safejson.loads(text)
    except safejson.JsonError as e:
        en = e.message["en"].rstrip(".").replace("Invalid JSON", "invalid JSON", 1)
        raise DeckFileError(f"{what['pt']}: {e.message['pt'].rstrip('.')}", f"{what['en']}: {en}") from None


VAULT = {"pt": "arquivo do Master Vault", "en": "Master Vault file"}
DATA = {"pt": "arquivo de dados de cartas", "en": "card-data file"}


def is_vault(raw: object) -> bool:
    """Does parsed JSON look like a Master Vault deck (an object with `data` and `_linked`)?"""
    return isinstance(raw, dict) and "data" in raw and "_linked" in raw


class CardData(NamedTuple):
    """A checked card-data file: vault house -> Archon house, vault card id or title -> Archon id or None."""

    houses: dict[str, str]
    cards: dict[str, str | None]


def parse_card_data(data: str | bytes) -> CardData:
    raw = _read(data, MAX_CARD_DATA_BYTES, DATA)
    if not isinstance(raw, dict) or raw.get("format") != CARD_DATA or not is_int(raw.get("version")) \
            or raw["version"] != 1:
        raise DeckFileError(f"não é um arquivo de dados de cartas (format {CARD_DATA!r}, version 1)",
                            f"not a card-data file (format {CARD_DATA!r}, version 1)", "format")
    found: list[DeckFileError] = []
    houses, cards = raw.get("houses"), raw.get("cards")
    if not (isinstance(houses, dict) and len(houses) <= MAX_ENTRIES and all(v in HOUSES for v in houses.values())):
        found.append(DeckFileError(f"deve mapear cada casa do cofre para uma de {', '.join(HOUSES)}",
                                   f"must map each vault house to one of {', '.join(HOUSES)}", "houses"))
        houses = {}
    if not (isinstance(cards, dict) and len(cards) <= MAX_ENTRIES
            and all(v is None or isinstance(v, str) for v in cards.values())):
        found.append(DeckFileError("deve mapear cada carta do cofre (id ou card_title) para um id de carta "
                                   "do modo Arconte ou null",
                                   "must map each vault card (id or card_title) to an Archon card id or null",
                                   "cards"))
        cards = {}
    if found:
        raise DeckFileError.several(found)
    return CardData(dict(houses), dict(cards))


def _str(v: object) -> bool:
    return isinstance(v, str) and 0 < len(v) <= 200


def _vault_deck(raw: object) -> tuple[str, list[str], list[str], dict[str, dict[str, str]]]:
    """(name, houses, card ids per copy, linked records by id), every shape fault found named."""
    if not is_vault(raw):
        raise DeckFileError("não é um deck do Master Vault (um objeto com data e _linked)",
                            "not a Master Vault deck (an object with data and _linked)", "file")
    assert isinstance(raw, dict)
    data, linked = raw["data"], raw["_linked"]
    found: list[DeckFileError] = []
    if not isinstance(data, dict):
        raise DeckFileError("deve ser um objeto", "must be an object", "data")
    name = data.get("name")
    if not isinstance(name, str) or not _str(name):
        found.append(DeckFileError("o nome do deck está ausente ou inválido", "the deck name is missing or invalid",
                                   "data.name"))
    else:
        try:
            name = _name(name)
        except DeckFileError as e:
            found.append(e)
    links = data.get("_links")
    houses = links.get("houses") if isinstance(links, dict) else None
    ids = links.get("cards") if isinstance(links, dict) else None
    if not (isinstance(houses, list) and len(houses) == HOUSES_PER_DECK and all(_str(h) for h in houses)
            and len(set(houses)) == HOUSES_PER_DECK):
        found.append(DeckFileError(f"deve ser uma lista de {HOUSES_PER_DECK} casas diferentes",
                                   f"must be a list of {HOUSES_PER_DECK} different houses", "data._links.houses"))
    if not (isinstance(ids, list) and all(_str(i) for i in ids)):
        found.append(DeckFileError("deve ser uma lista de ids de cartas", "must be a list of card ids",
                                   "data._links.cards"))
    elif len(ids) != DECK_SIZE:
        found.append(DeckFileError(f"tem {len(ids)} cartas em vez de {DECK_SIZE}",
                                   f"has {len(ids)} cards instead of {DECK_SIZE}", "data._links.cards"))
    records = linked.get("cards") if isinstance(linked, dict) else None
    by_id: dict[str, dict[str, str]] = {}
    if not (isinstance(records, list) and len(records) <= MAX_LINKED
            and all(isinstance(r, dict) and all(_str(r.get(k)) for k in ("id", "card_title", "house"))
                    for r in records)):
        found.append(DeckFileError("deve ser uma lista de cartas com id, card_title e house",
                                   "must be a list of cards with id, card_title and house", "_linked.cards"))
    else:
        by_id = {r["id"]: {k: r[k] for k in ("id", "card_title", "house")} for r in records}
    if found:
        raise DeckFileError.several(found)
    assert isinstance(name, str) and isinstance(houses, list) and isinstance(ids, list)
    missing = sorted({i for i in ids if i not in by_id})
    if missing:
        raise DeckFileError.several([DeckFileError(f"a carta {quoted(i)} não está em _linked.cards",
                                                   f"card {quoted(i)} is not in _linked.cards", "data._links.cards")
                                     for i in missing])
    return name, houses, ids, by_id


def _name(name: str) -> str:
    """The vault's name with its spaces collapsed and cut at a word to the deck files' limit, then held to
    the deck files' name rules (deckfile.check_name): a name that is blank or has < > or a control character
    is refused, so that every imported deck exports and reads back."""
    name = " ".join(name.split())
    if len(name) > MAX_NAME:
        cut = name[:MAX_NAME - 1].rsplit(" ", 1)[0] if " " in name[:MAX_NAME - 1] else name[:MAX_NAME - 1]
        name = cut + "…"
    return check_name(name, "data.name")


def import_deck(vault: str | bytes, card_data: str | bytes) -> ArchonDeck:
    """The Archon deck of a vault file mapped by a card-data file; DeckFileError lists every problem."""
    m = parse_card_data(card_data)
    name, houses, ids, by_id = _vault_deck(_read(vault, MAX_VAULT_BYTES, VAULT))
    cards = load_cards()
    found: list[DeckFileError] = []
    ours: dict[str, str] = {}
    for h in houses:
        if h not in m.houses:
            found.append(DeckFileError(f"a casa {quoted(h)} não tem casa do modo Arconte nos dados de cartas",
                                       f"house {quoted(h)} has no Archon house in the card data", "houses"))
        else:
            ours[h] = m.houses[h]
    if len(ours) == HOUSES_PER_DECK and len(set(ours.values())) != HOUSES_PER_DECK:
        found.append(DeckFileError("os dados de cartas levam duas casas do deck à mesma casa",
                                   "the card data maps two of the deck's houses to the same house", "houses"))
    counts: dict[str, int] = {}
    for vid in dict.fromkeys(ids):
        rec = by_id[vid]
        title, where = rec["card_title"], ""
        key = vid if vid in m.cards else title
        if key not in m.cards:
            found.append(DeckFileError(f"{quoted(title)}: os dados de cartas não dizem como jogá-la",
                                       f"{quoted(title)}: the card data does not say how to play it", where))
            continue
        cid = m.cards[key]
        if cid is None:
            found.append(DeckFileError(f"{quoted(title)}: o motor não sabe jogá-la (null nos dados de cartas)",
                                       f"{quoted(title)}: the engine cannot play it (null in the card data)", where))
        elif cid not in cards:
            found.append(DeckFileError(f"{quoted(title)}: {quoted(cid)} não é uma carta do modo Arconte",
                                       f"{quoted(title)}: {quoted(cid)} is not an Archon card", where))
        elif rec["house"] not in houses:
            found.append(DeckFileError(f"{quoted(title)}: a casa {quoted(rec['house'])} não é do deck",
                                       f"{quoted(title)}: house {quoted(rec['house'])} is not one of the deck's",
                                       where))
        elif rec["house"] in ours and cards[cid].house != ours[rec["house"]]:
            c, h = cards[cid], ours[rec["house"]]
            found.append(DeckFileError(
                f"{quoted(title)} é da casa {house_name(h, 'pt')}, mas {c.name['pt']} é de "
                f"{house_name(c.house, 'pt')}",
                f"{quoted(title)} is of house {house_name(h, 'en')}, but {c.name['en']} is of "
                f"{house_name(c.house, 'en')}", where))
        else:
            counts[cid] = counts.get(cid, 0) + ids.count(vid)
    if found:
        raise DeckFileError.several(found)
    deck = ArchonDeck(name, [ours[h] for h in houses], counts)
    per = {h: sum(n for cid, n in counts.items() if cards[cid].house == h) for h in deck.houses}
    wrong = [h for h, n in per.items() if n != PER_HOUSE]
    if wrong:
        raise DeckFileError.several([DeckFileError(
            f"a casa {house_name(h, 'pt')} teria {per[h]} cartas em vez de {PER_HOUSE}",
            f"house {house_name(h, 'en')} would have {per[h]} cards instead of {PER_HOUSE}", "houses")
            for h in wrong])
    return deck


def check(vault: str | bytes, card_data: str | bytes) -> ArchonCheck:
    """Import and validate, in the shape of decks.check: the deck, or the refusal naming every problem."""
    try:
        deck = import_deck(vault, card_data)
    except DeckFileError as e:
        return refused(e)
    problems = deck.problems()
    return {"ok": not problems, "deck": deck.to_json(), "problems": problems}


def _size(data: str | bytes) -> int:
    return len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))


def check_file(data: str | bytes, card_data: str | bytes | None = None, how: tuple[str, str] = ("", "")) -> ArchonCheck:
    """Any Archon deck file as the command line and the page receive it: an Archon deck (JSON or text list),
    or a Master Vault deck with its card-data file. A vault deck without card data is refused saying so
    (`how`: how to give it, in pt and en, appended to the message)."""
    size = _size(data)
    if size > MAX_VAULT_BYTES or (size > MAX_BYTES and card_data is None):
        return refused(too_large(size, MAX_BYTES if card_data is None else MAX_VAULT_BYTES))
    if card_data is not None:
        cards_size = _size(card_data)
        if cards_size > MAX_CARD_DATA_BYTES:
            return refused(DeckFileError(f"arquivo de dados de cartas grande demais ({cards_size} bytes)",
                                         f"card-data file too large ({cards_size} bytes)"))
        return check(data, card_data)
    try:
        looks_vault = is_vault(safejson.loads(decode(data) if isinstance(data, bytes) else data))
    except safejson.JsonError:
        looks_vault = False
    if looks_vault:
        return refused(DeckFileError(f"um deck do Master Vault precisa do arquivo de dados de cartas{how[0]}",
                                     f"a Master Vault deck needs its card-data file{how[1]}"))
    return check_archon(data)


def _read_limited(path: str, limit: int) -> tuple[int, bytes]:
    """(size, bytes) of a file, the bytes empty when it is larger than limit."""
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        return size, f.read(limit + 1) if size <= limit else b""


def check_path(path: str, cards_path: str | None) -> ArchonCheck:
    """The command line's `deck check --ruleset archon`: an Archon deck file (JSON or text list), or a Master
    Vault deck with its card-data file (--cards); OSError when a file cannot be read."""
    size, data = _read_limited(path, MAX_VAULT_BYTES)
    if size > MAX_VAULT_BYTES:
        return refused(too_large(size))
    cards: bytes | None = None
    if cards_path:
        cards_size, cards = _read_limited(cards_path, MAX_CARD_DATA_BYTES)
        if cards_size > MAX_CARD_DATA_BYTES:
            return refused(DeckFileError(f"arquivo de dados de cartas grande demais ({cards_size} bytes)",
                                         f"card-data file too large ({cards_size} bytes)"))
    return check_file(data, cards, (" (--cards ARQUIVO)", " (--cards FILE)"))
