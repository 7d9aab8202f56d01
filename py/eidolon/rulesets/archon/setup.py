"""Match configs and the opening (K2-K4): decks by seed, by suggestion or by list; the first player from the
seed, or the one `options.first` names (a series, K2); 7 and 6 cards less the chain penalty; then the mulligans."""

from __future__ import annotations

from functools import cache
from typing import Any

from ...core.errors import ApiError
from ...core.posjson import MAX_NAME, cut, is_int, name_fault
from ...core.rng import below, seed_state, shuffle
from .board import refill
from .cards import HOUSES, lookup
from .deckgen import DECK_SIZE, Deck, deck_problems, generate
from .demos import load_demos
from .state import MAX_CHAINS, OPENING, ArchonState, Step, Zone

SUGGESTED_SEEDS = (11, 22, 55, 66, 88, 7)        # the shipped decks: all four house trios
MAX_PROBLEMS = 10                                 # deck problems named in one refusal (the rest are counted)


def suggested() -> dict[str, Deck]:
    """The hand-built demonstration decks (demos.py), then the shipped generated ones (a new mapping each call,
    each deck's name a copy: callers may keep or change them)."""
    return {did: deck._replace(name=dict(deck.name)) for did, deck in _suggested().items()}


@cache
def _suggested() -> dict[str, Deck]:
    """suggested(), read and generated once per process: every match config names its decks through it."""
    return {**{did: d.deck for did, d in load_demos().items()},
            **{f"gerado-{seed}": generate(seed) for seed in SUGGESTED_SEEDS}}


def _player(p: Any) -> dict[str, Any]:
    if not isinstance(p, dict):
        raise ApiError.of("bad_players", "archon.error.bad_player")
    chains = p.get("chains", 0)
    if not is_int(chains) or not 0 <= chains <= MAX_CHAINS:           # K68, K69
        raise ApiError.of("bad_players", "archon.error.bad_chains", max=MAX_CHAINS)
    extra = set(p) - {"suggested", "deck_seed", "deck", "chains", "mavericks"}
    if extra or len(set(p) & {"suggested", "deck_seed", "deck"}) != 1 or ("mavericks" in p and (
            "deck_seed" not in p or not isinstance(p["mavericks"], bool))):
        raise ApiError.of("bad_players", "archon.error.bad_player")
    if "suggested" in p:
        deck = suggested().get(p["suggested"]) if isinstance(p["suggested"], str) else None
        if deck is None:
            raise ApiError.of("unknown_deck", "archon.error.unknown_deck", deck=str(p["suggested"])[:40])
    elif "deck_seed" in p:
        if not is_int(p["deck_seed"]) or not 0 <= p["deck_seed"] < 2 ** 53:
            raise ApiError.of("bad_players", "archon.error.bad_deck_seed")
        deck = generate(p["deck_seed"], mavericks=p.get("mavericks", False))          # K94: optional
    else:
        d = p["deck"]
        if not (isinstance(d, dict) and set(d) <= {"name", "houses", "cards"} and isinstance(d.get("houses"), list)
                and isinstance(d.get("cards"), list) and len(d["houses"]) <= len(HOUSES)
                and len(d["cards"]) <= 2 * DECK_SIZE and all(isinstance(x, str) for x in d["houses"] + d["cards"])):
            raise ApiError.of("illegal_deck", "archon.error.deck_shape")
        problems = deck_problems(d["houses"], d["cards"])
        if problems:                                 # the first MAX_PROBLEMS named, values cut, the rest counted
            shown = problems[:MAX_PROBLEMS]
            more = len(problems) - len(shown)
            raise ApiError.of("illegal_deck", "archon.error.illegal_deck_more" if more else "archon.error.illegal_deck",
                              details=[c for c, _ in shown], n=more,
                              problems=[{"key": f"archon.deck.{c}", "args": {k: cut(v) for k, v in a.items()}}
                                        for c, a in shown])
        name = d.get("name", {"pt": "Baralho", "en": "Deck"})
        if not (isinstance(name, dict) and set(name) == {"pt", "en"}):
            raise ApiError.of("illegal_deck", "archon.error.deck_shape")
        if any(name_fault(v, MAX_NAME) for v in name.values()):      # the deck files' name rules
            raise ApiError.of("illegal_deck", "archon.error.deck_name", max=MAX_NAME)
        deck = Deck(dict(name), tuple(d["houses"]), tuple(sorted(d["cards"])), -1)
    return {"deck": {"name": deck.name, "houses": list(deck.houses), "cards": list(deck.cards)}, "chains": chains}


def normalize_config(cfg: dict[str, Any]) -> dict[str, Any]:
    """Each player as {"deck": {name, houses, cards}, "chains"}: a normalised config normalises to itself."""
    players = cfg.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise ApiError.of("bad_players", "archon.error.two_players")
    options = cfg.get("options", {})
    if not (isinstance(options, dict) and set(options) <= {"first"}
            and all(is_int(v) and v in (0, 1) for v in options.values())):
        raise ApiError.of("bad_options", "archon.error.bad_options")
    return {"players": [_player(p) for p in players], "options": dict(options)}


def new_state(cfg: dict[str, Any], log: bool) -> ArchonState:
    """K2: decks shuffled, first player from the seed, 7/6 cards (K4: chains apply and shed one), then the
    first player's mulligan decision (K3)."""
    ids: list[str] = []
    owner: list[int] = []
    decks = [p["deck"] for p in cfg["players"]]
    for seat, d in enumerate(decks):
        ids += d["cards"]
        owner += [seat] * len(d["cards"])
    for cid in set(ids):
        if lookup(cid) is None:                     # also registers a maverick copy's card (K94)
            raise ApiError.of("illegal_deck", "archon.error.deck_shape")
    s = ArchonState(tuple(ids), tuple(owner))
    s.log = [] if log else None
    rng = seed_state(cfg["seed"])
    for seat, p in enumerate(cfg["players"]):
        pl = s.players[seat]
        pl.deck = [u for u in range(len(ids)) if owner[u] == seat]
        pl.houses, pl.name, pl.chains = tuple(decks[seat]["houses"]), dict(decks[seat]["name"]), p["chains"]
        rng = shuffle(rng, pl.deck)
    rng, s.first = below(rng, 2)
    s.first = cfg.get("options", {}).get("first", s.first)   # K2: in a series, the seat the last loser chose
    s.rng = rng
    s.active = s.first
    for seat in (s.first, 1 - s.first):
        refill(s, seat, OPENING[0] if seat == s.first else OPENING[1])
    s.step = Step.MULLIGAN
    assert all(z in (Zone.DECK, Zone.HAND) for z in s.zone)
    return s
