"""Archon deck codes (docs/builder.md, "Deck codes"): a deck as `ARC1.…`, framed by eidolon.deckcode.
Payload v1 starts with its kind: 0, the deck of a seed (K6: the seed and whether it draws mavericks, K94),
which decodes to the generated deck with its names in both languages; 1, a listed deck (name, houses, and
each card id with its copies; a maverick copy `title@house` is an id of its own)."""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from ...deckcode import Reader, Writer, digests, unwrap, wrap
from ...deckfile import MAX_COUNT, DeckFileError, check_name
from .cards import HOUSES, load_cards, lookup, maverick_id
from .deckgen import generate

TAG, VERSION = "ARC", 1
GAME = ("do modo Arconte", "of Archon mode")
SEEDED, LISTED = 0, 1
MAX_SEED = 2 ** 53


class Listed(NamedTuple):
    """A deck's fields as a code holds them (decks.ArchonDeck is built of them)."""

    name: str
    houses: list[str]
    cards: dict[str, int]


class Decoded(NamedTuple):
    """A code's deck; `names` in both languages, and the seed (and mavericks) of a seed deck."""

    deck: Listed
    names: dict[str, str]
    seed: int | None
    mavericks: bool


@cache
def _cards() -> dict[bytes, str]:
    titles = list(load_cards())
    return digests(titles + [maverick_id(t, h) for t in titles for h in HOUSES])


def encode_seed(seed: int, mavericks: bool) -> str:
    """The code of the deck of a seed (0 <= seed < 2**53)."""
    if not 0 <= seed < MAX_SEED:
        raise DeckFileError("semente fora do intervalo", "seed out of range", "seed")
    return wrap(TAG, VERSION, bytes(Writer().uint(SEEDED).uint(seed).uint(int(mavericks)).out))


def encode(deck: Listed) -> str:
    """The code of a listed deck whose cards are all known (DeckFileError naming one that is not)."""
    for cid in deck.cards:
        if lookup(cid) is None or cid not in _cards().values():
            raise DeckFileError(f"carta desconhecida {cid!r}", f"unknown card {cid!r}", f"cards.{cid}")
    w = Writer().uint(LISTED).text(deck.name).uint(len(deck.houses))
    for house in deck.houses:
        w.text(house)
    w.uint(len(deck.cards))
    for cid, n in deck.cards.items():
        w.card(cid).uint(n)
    return wrap(TAG, VERSION, bytes(w.out))


def decode(code: str) -> Decoded:
    """The deck of a code; DeckFileError (place "code") for a code that is not one, damaged, of another game
    or version, or naming an unknown card or house."""
    _, payload = unwrap(code, TAG, VERSION, GAME)
    r = Reader(payload, _cards())
    kind = r.uint(LISTED)
    if kind == SEEDED:
        seed, mavericks = r.uint(MAX_SEED - 1), r.uint(1) == 1
        r.end()
        g = generate(seed, mavericks=mavericks)
        counts: dict[str, int] = {}
        for cid in g.cards:
            counts[cid] = counts.get(cid, 0) + 1
        return Decoded(Listed(g.name["pt"], list(g.houses), counts), dict(g.name), seed, mavericks)
    name = check_name(r.text(), "code")
    houses = [r.text() for _ in range(r.uint(len(HOUSES)))]
    cards: dict[str, int] = {}
    for _ in range(r.uint(len(payload))):
        cid = r.card()
        cards[cid] = cards.get(cid, 0) + r.uint(MAX_COUNT)
    r.end()
    bad = [h for h in houses if h not in HOUSES]
    if bad:
        raise DeckFileError(f"casa desconhecida {bad[0]!r} no código", f"unknown house {bad[0]!r} in the code", "code")
    if any(not 1 <= n <= MAX_COUNT for n in cards.values()):
        raise DeckFileError(f"quantidade fora de 1..{MAX_COUNT} no código", f"count outside 1..{MAX_COUNT} in the code",
                            "code")
    return Decoded(Listed(name, houses, cards), {"pt": name, "en": name}, None, False)
