"""EIDOLON deck codes (docs/builder.md, "Deck codes"): a deck (R3: name, Desbravador, main deck, Location
deck) as `EID1.…`, framed by eidolon.deckcode. Payload v1: the name; 0 or 1 Desbravador; the main deck's
titles with their copies, in the deck's order; the Location deck in its order."""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from ...deckcode import Reader, Writer, digests, unwrap, wrap
from ...deckfile import MAX_COUNT, DeckFileError, check_name
from .cards.catalog import load_catalog

TAG, VERSION = "EID", 1
GAME = ("de EIDOLON", "of EIDOLON")


class Coded(NamedTuple):
    """A deck's fields as a code holds them (decks.Deck is built of them)."""

    name: str
    desbravador: str
    main: dict[str, int]
    locations: list[str]


@cache
def _cards() -> dict[bytes, str]:
    return digests(load_catalog())


def encode(deck: Coded) -> str:
    """The code of a deck whose cards are all in the catalogue (DeckFileError naming one that is not)."""
    cat = load_catalog()
    for where, cid in [("desbravador", deck.desbravador)] * bool(deck.desbravador) \
            + [(f"main.{c}", c) for c in deck.main] + [(f"locations[{i}]", c) for i, c in enumerate(deck.locations)]:
        if cid not in cat:
            raise DeckFileError(f"carta desconhecida {cid!r}", f"unknown card {cid!r}", where)
    w = Writer().text(deck.name).uint(1 if deck.desbravador else 0)
    if deck.desbravador:
        w.card(deck.desbravador)
    w.uint(len(deck.main))
    for cid, n in deck.main.items():
        w.card(cid).uint(n)
    w.uint(len(deck.locations))
    for cid in deck.locations:
        w.card(cid)
    return wrap(TAG, VERSION, bytes(w.out))


def decode(code: str) -> Coded:
    """The deck of a code; DeckFileError (place "code") for a code that is not one, damaged, of another
    game or version, or naming an unknown card."""
    _, payload = unwrap(code, TAG, VERSION, GAME)
    r = Reader(payload, _cards())
    name = r.text()
    desbravador = r.card() if r.uint(1) else ""
    main: dict[str, int] = {}
    for _ in range(r.uint(len(payload))):
        cid = r.card()
        main[cid] = main.get(cid, 0) + r.uint(MAX_COUNT)
    locations = [r.card() for _ in range(r.uint(len(payload)))]
    r.end()
    if any(not 1 <= n <= MAX_COUNT for n in main.values()):
        raise DeckFileError(f"quantidade fora de 1..{MAX_COUNT} no código", f"count outside 1..{MAX_COUNT} in the code",
                            "code")
    return Coded(check_name(name, "code"), desbravador, main, locations)
