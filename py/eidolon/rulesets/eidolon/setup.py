"""Deck legality (R3) and the initial state of a match (R3.5-R3.6)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core.rng import below, seed_state, shuffle
from .cards.model import CardDef
from .flow import then
from .state import Player, State
from .steps import BEGIN_TURN, SetupPick

MIN_DECK, MAX_COPIES, LOCATION_DECK = 60, 4, 8         # R3.1, R3.2
ADVISED_MAX = 80            # R3.1: legal above it, but the deck builder advises against such a thin deck
OPENING_HAND = 5                                        # R3.5
TARGET_RANGE, DEFAULT_TARGET = (1, 8), 6                # R1.1: Locations for Convergência
MAIN_KINDS = ("criatura", "reliquia", "ritual", "estratagema")


def deck_problems(catalog: dict[str, CardDef], desbravador: Any, deck: Any, locations: Any) -> list[tuple[str, dict[str, Any]]]:
    """Every way a deck breaks R3, as (code, details) pairs; empty when legal."""
    out: list[tuple[str, dict[str, Any]]] = []
    if not isinstance(deck, list) or not all(isinstance(x, str) for x in deck):
        return [("deck_format", {})]
    if not isinstance(locations, list) or not all(isinstance(x, str) for x in locations):
        return [("locations_format", {})]
    unknown = sorted({x for x in deck + locations + [desbravador] if isinstance(x, str) and x not in catalog})
    for x in unknown:
        out.append(("unknown_card", {"card": x}))
    if not isinstance(desbravador, str):
        out.append(("no_desbravador", {}))
    elif desbravador in catalog and catalog[desbravador].kind != "desbravador":
        out.append(("not_desbravador", {"card": desbravador}))
    known = [x for x in deck if x in catalog]
    for x in sorted({x for x in known if catalog[x].kind not in MAIN_KINDS}):
        out.append(("not_main_card", {"card": x}))
    if len(deck) < MIN_DECK:
        out.append(("too_few", {"count": len(deck), "min": MIN_DECK}))
    for x, n in sorted(Counter(deck).items()):
        if n > MAX_COPIES:
            out.append(("too_many_copies", {"card": x, "count": n, "max": MAX_COPIES}))
    doctrines = {catalog[x].doctrine for x in known} - {"neutra"}
    if len(doctrines) < 2:                          # R3.4 decision
        out.append(("doctrines", {"count": len(doctrines)}))
    locs = [x for x in locations if x in catalog]
    for x in sorted({x for x in locs if catalog[x].kind != "local"}):
        out.append(("not_location", {"card": x}))
    if len(locations) != LOCATION_DECK or len(set(locations)) != len(locations):
        out.append(("locations", {"count": len(locations), "distinct": len(set(locations)), "need": LOCATION_DECK}))
    return out


def new_state(catalog: dict[str, CardDef], seed: int, players: list[dict[str, Any]], target: int = DEFAULT_TARGET,
              always_ask: bool = False) -> State:
    """Shuffle, draw 5 each, draw the first player, and queue the Location picks (R3.5-R3.8)."""
    s = State()
    ids: list[str] = []
    owner: list[int] = []
    s.players = [Player(), Player()]
    for seat, cfg in enumerate(players):
        p = s.players[seat]
        p.desbravador = len(ids)
        ids.append(cfg["desbravador"])
        owner.append(seat)
        for cid in cfg["deck"]:
            p.deck.append(len(ids))
            ids.append(cid)
            owner.append(seat)
        for cid in cfg["locations"]:
            p.reserve.append(len(ids))
            ids.append(cid)
            owner.append(seat)
        p.vitalidade = p.vitalidade_max = catalog[cfg["desbravador"]].vitalidade
    n = len(ids)
    s.ids = tuple(ids)
    s.owner = tuple(owner)
    s.defs = tuple(catalog[x] for x in ids)
    s.exhausted = [0] * n
    s.fresh = [0] * n
    s.damage = [0] * n
    s.attached_to = [-1] * n
    s.location_target = target
    s.always_ask = always_ask
    rng = seed_state(seed)
    for p in s.players:
        rng = shuffle(rng, p.deck)
    rng, first = below(rng, 2)
    s.rng = rng
    s.first = s.active = first
    s.turn = 1
    for p in s.players:
        for _ in range(OPENING_HAND):
            p.hand.append(p.deck.pop())
    second = 1 - first
    then(s, SetupPick(first, 0), SetupPick(second, 1), SetupPick(second, 2), BEGIN_TURN)
    return s
