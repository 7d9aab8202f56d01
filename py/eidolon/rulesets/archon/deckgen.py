"""Seeded unique decks (K6, K93): a seed gives three houses, twelve cards of each by a rarity draw, and a
generated name; the same seed always gives the same deck (SplitMix64, as in the page)."""

from __future__ import annotations

from typing import NamedTuple

from ...core.rng import below, seed_state
from .cards import HOUSES, CardDef, load_cards

DECK_SIZE, PER_HOUSE, HOUSES_PER_DECK = 36, 12, 3
# K93: rarity weights out of 100, and the copies of one title a deck may hold; special: one per deck.
RARITY_WEIGHT = (("common", 64), ("uncommon", 26), ("rare", 8), ("special", 2))
MAX_COPIES = {"common": 3, "uncommon": 2, "rare": 1, "special": 1}
SALT = 0xA5C0_DECC

FIRST = ("Ka", "Vor", "Eli", "Mun", "Tha", "Ri", "Os", "Bel", "Zan", "Qui", "Dra", "Lu", "Fe", "Ny", "Ur", "Sa")
SECOND = ("ven", "mir", "thos", "ra", "dan", "lis", "gor", "nea", "bar", "quel", "tor", "wyn", "sel", "dro")
EPITHETS = (("Sentinela", "Sentinel"), ("Errante", "Wanderer"), ("Guardiã", "Keeper"), ("Herdeira", "Heir"),
            ("Cartógrafa", "Cartographer"), ("Juíza", "Judge"), ("Ladra", "Thief"), ("Profeta", "Prophet"),
            ("Ferreira", "Smith"), ("Capitã", "Captain"))
PLACES = (("das Marés Quebradas", "of the Broken Tides"), ("do Vale Oculto", "of the Hidden Vale"),
          ("da Torre de Cinzas", "of the Ash Tower"), ("das Veredas Mudas", "of the Silent Trails"),
          ("do Relógio Parado", "of the Stopped Clock"), ("da Última Chave", "of the Last Key"),
          ("do Mar de Vidro", "of the Glass Sea"), ("das Mil Engrenagens", "of the Thousand Cogs"))


class Deck(NamedTuple):
    name: dict[str, str]
    houses: tuple[str, ...]
    cards: tuple[str, ...]          # 36 titles, sorted
    seed: int


def generate(seed: int) -> Deck:
    """The deck of a seed (any int)."""
    rng = seed_state(seed ^ SALT)
    pool = list(HOUSES)
    houses = []
    for _ in range(HOUSES_PER_DECK):
        rng, i = below(rng, len(pool))
        houses.append(pool.pop(i))
    houses.sort(key=HOUSES.index)
    cards = load_cards()
    picked: list[str] = []
    special = False
    for house in houses:
        titles = [c for c in cards.values() if c.house == house]
        for _ in range(PER_HOUSE):
            rng, roll = below(rng, 100)
            rarity = _rarity(roll)
            ok = [c for c in titles if picked.count(c.id) < MAX_COPIES[c.rarity]
                  and (c.rarity != "special" or not special)]
            wanted = [c for c in ok if c.rarity == rarity] or [c for c in ok if c.rarity == "common"] or ok
            rng, j = below(rng, len(wanted))
            special = special or wanted[j].rarity == "special"
            picked.append(wanted[j].id)
    rng, name = _name(rng)
    return Deck(name, tuple(houses), tuple(sorted(picked)), seed)


def _rarity(roll: int) -> str:
    for rarity, weight in RARITY_WEIGHT:
        if roll < weight:
            return rarity
        roll -= weight
    return "common"


def _name(rng: int) -> tuple[int, dict[str, str]]:
    rng, a = below(rng, len(FIRST))
    rng, b = below(rng, len(SECOND))
    rng, e = below(rng, len(EPITHETS))
    rng, p = below(rng, len(PLACES))
    who = FIRST[a] + SECOND[b]
    return rng, {"pt": f"{who}, {EPITHETS[e][0]} {PLACES[p][0]}", "en": f"{who}, {EPITHETS[e][1]} {PLACES[p][1]}"}


def deck_problems(houses: list[str] | tuple[str, ...], titles: list[str] | tuple[str, ...],
                  cards: dict[str, CardDef] | None = None) -> list[tuple[str, dict[str, object]]]:
    """Why a deck is not a legal Archon deck (K6): 36 cards, three houses, twelve of each; (code, args)."""
    cards = cards if cards is not None else load_cards()
    out: list[tuple[str, dict[str, object]]] = []
    if len(houses) != HOUSES_PER_DECK or len(set(houses)) != HOUSES_PER_DECK or any(h not in HOUSES for h in houses):
        out.append(("houses", {"n": HOUSES_PER_DECK}))
    if len(titles) != DECK_SIZE:
        out.append(("size", {"n": len(titles), "need": DECK_SIZE}))
    unknown = sorted({t for t in titles if t not in cards})
    out += [("unknown_card", {"card": t}) for t in unknown]
    for h in houses:
        n = sum(1 for t in titles if t in cards and cards[t].house == h)
        if n != PER_HOUSE:
            out.append(("house_count", {"house": h, "n": n, "need": PER_HOUSE}))
    foreign = sorted({t for t in titles if t in cards and cards[t].house not in houses})
    out += [("foreign_card", {"card": t}) for t in foreign]
    return out
