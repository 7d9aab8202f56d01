"""Seeded unique decks (K6, K93, K94): a seed gives three houses, twelve cards of each by a rarity draw, and a
generated name; the same seed always gives the same deck (SplitMix64, as in the page). Mavericks are optional:
off, a seed's deck is the one it always was; on, some decks hold one card moved from another house."""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import NamedTuple

from ...core.rng import below, seed_state
from .cards import HOUSES, CardDef, load_cards, lookup, maverick_id

DECK_SIZE, PER_HOUSE, HOUSES_PER_DECK = 36, 12, 3
# K93: rarity weights out of 100, and the copies of one title a deck may hold; special: one per deck.
RARITY_WEIGHT = (("common", 64), ("uncommon", 26), ("rare", 8), ("special", 2))
MAX_COPIES = {"common": 3, "uncommon": 2, "rare": 1, "special": 1}
SALT = 0xA5C0_DECC
MAVERICK_CHANCE = 12        # K94: out of 100 decks, how many hold a maverick when mavericks are on

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
    cards: tuple[str, ...]          # 36 card ids, sorted (a maverick copy is title@house, K94)
    seed: int


def generate(seed: int, mavericks: bool = False) -> Deck:
    """The deck of a seed (any int); with `mavericks`, the same deck drawn on: MAVERICK_CHANCE in 100 of them
    have one non-special card replaced by a copy of another house's card moved to the replaced card's house,
    named `title@house` like every maverick copy (K94)."""
    rng = seed_state(seed ^ SALT)
    pool = list(HOUSES)
    houses = []
    for _ in range(HOUSES_PER_DECK):
        rng, i = below(rng, len(pool))
        houses.append(pool.pop(i))
    houses.sort(key=HOUSES.index)
    cards = load_cards()
    picked: list[str] = []
    copies: Counter[str] = Counter()
    special = False
    for house in houses:
        titles = _titles(house)
        for _ in range(PER_HOUSE):
            rng, roll = below(rng, 100)
            rarity = _rarity(roll)
            ok = [c for c in titles if copies[c.id] < MAX_COPIES[c.rarity] and (c.rarity != "special" or not special)]
            wanted = [c for c in ok if c.rarity == rarity] or [c for c in ok if c.rarity == "common"] or ok
            rng, j = below(rng, len(wanted))
            special = special or wanted[j].rarity == "special"
            picked.append(wanted[j].id)
            copies[wanted[j].id] += 1
    rng, name = _name(rng)
    if mavericks:
        rng, picked = _maverick(rng, picked, cards)
    return Deck(name, tuple(houses), tuple(sorted(picked)), seed)


@cache
def _titles(house: str) -> tuple[CardDef, ...]:
    """A house's titles in the data's order (the order the draws index)."""
    return tuple(c for c in load_cards().values() if c.house == house)


def _maverick(rng: int, picked: list[str], cards: dict[str, CardDef]) -> tuple[int, list[str]]:
    """K94: maybe replace one non-special card by a card of another house (by the rarity draw, copies counted)."""
    rng, roll = below(rng, 100)
    if roll >= MAVERICK_CHANCE:
        return rng, picked
    slots = [i for i, cid in enumerate(picked) if cards[cid].rarity != "special"]
    rng, k = below(rng, len(slots))
    out = list(picked)
    house = cards[out[slots[k]]].house
    del out[slots[k]]
    rng, r = below(rng, 100)
    rarity = _rarity(r)
    ok = [c for c in cards.values() if c.house != house and c.rarity != "special"
          and out.count(c.id) < MAX_COPIES[c.rarity]]
    wanted = [c for c in ok if c.rarity == rarity] or ok
    rng, j = below(rng, len(wanted))
    out.append(maverick_id(wanted[j].id, house))
    return rng, out


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
    """Why a deck is not a legal Archon deck (K6): 36 cards, three houses, twelve of each; a maverick copy
    (`title@house`, K94) counts for the house it moved to; (code, args)."""
    cards = cards if cards is not None else load_cards()
    out: list[tuple[str, dict[str, object]]] = []
    if len(houses) != HOUSES_PER_DECK or len(set(houses)) != HOUSES_PER_DECK or any(h not in HOUSES for h in houses):
        out.append(("houses", {"n": HOUSES_PER_DECK}))
    if len(titles) != DECK_SIZE:
        out.append(("size", {"n": len(titles), "need": DECK_SIZE}))
    known = {t: d for t in titles if (d := cards.get(t) or lookup(t)) is not None}
    out += [("unknown_card", {"card": t}) for t in sorted({t for t in titles if t not in known})]
    printed = [known[t].house for t in titles if t in known]
    for h in houses:
        n = printed.count(h)
        if n != PER_HOUSE:
            out.append(("house_count", {"house": h, "n": n, "need": PER_HOUSE}))
    out += [("foreign_card", {"card": t}) for t in sorted({t for t, d in known.items() if d.house not in houses})]
    return out
