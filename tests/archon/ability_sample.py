"""Issue 24: a deterministic sample of Archon matches that, together, resolve every kind of ability the shipped
collection prints: an ability of every title printing one, every timing (with whose event a triggered one answers)
and every effect op (K13, K14, K29, K33, K59), for the save/load, replay and CPython = Pyodide checks.

A match is a config (its seed and two listed decks) and the AI level of each seat; every move is chosen as the
bridge's `ai_move` chooses it (a fresh agent per move, seeded by `seed * 100003 + actions so far`), so the same
requests play it again anywhere. The sample is found by a bounded, deterministic search: each candidate's decks are
built from the houses holding the most titles that print a kind not yet resolved, those titles first (two copies
each), the rest of each house drawn by the candidate's seed; a candidate joins the sample when it resolves a kind no
earlier match did. Titles, timings and ops added to the collection later are targeted the same way, with no list
to update.

What counts as resolved (read generically from the engine, never from a list of titles): an effect of an ability
run by the engine's effect task (play, reap, fight, before fight, destroyed, leaves play, action, omni and every
triggered ability), the effects of a destruction replacement (K59) by the "replaced" log entry, and a constant
ability's effects (K33) by the card being in play after an action.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any, NamedTuple

from eidolon.api import Match
from eidolon.core.ruleset import SeatObservation
from eidolon.rulesets.archon import flow
from eidolon.rulesets.archon.cards import HOUSES, MAVERICK, load_cards, lookup
from eidolon.rulesets.archon.deckgen import PER_HOUSE
from eidolon.rulesets.archon.state import ArchonState, Task, TaskKind, Zone

MOVE_SEED = 100003                  # the bridge's per-move agent seed: seed * MOVE_SEED + actions so far
BUDGET_MS = 1000.0
MAX_CANDIDATES = 150                # the search's bound
LEVELS = (("random", "random"), ("iniciante", "random"), ("random", "iniciante"))
COPIES = 2                          # copies of each targeted title in a candidate's deck


class SampleMatch(NamedTuple):
    config: dict[str, Any]          # {"ruleset", "seed", "players": [{"deck": {...}}, {"deck": {...}}]}
    levels: tuple[str, str]         # the AI level of each seat
    seed: int                       # the ai_move seed


def title(cid: str) -> str:
    """The title of a card id (a maverick copy is its title, K94)."""
    return cid.split(MAVERICK)[0]


@cache
def titles_with_abilities() -> frozenset[str]:
    """Every title of the collection printing at least one ability."""
    return frozenset(cid for cid, d in load_cards().items() if d.abilities)


def choose(m: Match, match: SampleMatch, before: int = 0) -> int:
    """The index of the action the bridge's ai_move would choose now (bridge._ai_move), in a match whose history
    starts after `before` actions (one loaded from a position)."""
    dec = m.rules.decision(m.state)
    assert dec is not None
    seat = dec[0]
    legal = m.rules.legal_actions(m.state)
    agent = m.rules.make_agent(match.levels[seat], match.seed * MOVE_SEED + before + len(m.history), BUDGET_MS)
    index: int = agent.choose(SeatObservation(m.state, seat, legal))
    return index


def play_on(m: Match, match: SampleMatch, after: Callable[[Match], None] | None = None,
            stop: int | None = None, before: int = 0) -> Match:
    """Play the match on to its end (or until it holds `stop` actions); `after` sees it after each action;
    `before`: the actions played before its history starts (a match loaded from a position)."""
    while m.rules.decision(m.state) is not None and (stop is None or len(m.history) < stop):
        m.apply(choose(m, match, before))
        if after is not None:
            after(m)
    return m


def seats_to_move(match: SampleMatch) -> list[int]:
    """The seat deciding each action of the whole match, in order."""
    seats: list[int] = []
    m = Match.new(match.config)
    while (dec := m.rules.decision(m.state)) is not None:
        seats.append(dec[0])
        m.apply(choose(m, match))
    return seats


Kind = tuple[str, str]      # ("title", id) | ("timing", "when/of") | ("op", op): what the sample must resolve


def kinds(title_id: str, when: str, of: str, op: str) -> set[Kind]:
    """What one effect of a title's ability, resolved, counts for."""
    return {("title", title_id), ("timing", f"{when}/{of}"), ("op", op)}


def printed_kinds(title_id: str) -> set[Kind]:
    """Every kind a title's abilities print."""
    d = load_cards()[title_id]
    return {k for a in d.abilities for e in a.effects for k in kinds(title_id, a.when, a.of, e.op)}


@cache
def collection_kinds() -> frozenset[Kind]:
    """Every title with an ability, every timing (with whose event it answers) and every op the collection
    prints: what the sample's matches resolve between them."""
    return frozenset(k for cid in titles_with_abilities() for k in printed_kinds(cid))


def _effect_kinds(s: ArchonState, u: int, ability: int, effects: range) -> set[Kind]:
    d = lookup(s.ids[u])
    if d is None or ability >= len(d.abilities):
        return set()
    a = d.abilities[ability]
    return {k for i in effects if i < len(a.effects) for k in kinds(title(s.ids[u]), a.when, a.of, a.effects[i].op)}


@contextmanager
def resolving(seen: set[Kind]) -> Iterator[None]:
    """While inside, add to `seen` the kinds of every effect of an ability the engine runs (the effect task of
    flow.run, whatever the timing)."""
    tasks = flow._TASKS
    run_effect = tasks[TaskKind.EFFECTS]

    def recorded(s: ArchonState, t: Task) -> None:
        seen.update(_effect_kinds(s, t.source, t.ability, range(t.step, t.step + 1)))
        run_effect(s, t)

    flow._TASKS = tuple(recorded if kind == TaskKind.EFFECTS else tasks[kind] for kind in TaskKind)
    try:
        yield
    finally:
        flow._TASKS = tasks


def _passive(seen: set[Kind]) -> Callable[[Match], None]:
    """After each action: a constant ability in play (K33), and a destruction replaced (K59) by its log entry."""
    read = [0]

    def after(m: Match) -> None:
        s = m.state
        assert isinstance(s, ArchonState)
        for u, cid in enumerate(s.ids):
            if s.zone[u] in (Zone.LINE, Zone.ARTIFACTS) and (d := lookup(cid)) is not None and d.has("constant"):
                for i, a in enumerate(d.abilities):
                    if a.when == "constant":
                        seen.update(_effect_kinds(s, u, i, range(len(a.effects))))
        log = s.log or []
        for e in log[read[0]:]:
            if e.key == "replaced" and e.card >= 0:
                d = lookup(s.ids[e.card])
                for i, a in enumerate(d.abilities if d is not None else ()):
                    if a.when == "would_be_destroyed":
                        seen.update(_effect_kinds(s, e.card, i, range(len(a.effects))))
        read[0] = len(log)

    return after


def abilities_resolved(match: SampleMatch) -> set[Kind]:
    """The kinds the match resolves (see the module's docstring)."""
    seen: set[Kind] = set()
    with resolving(seen):
        play_on(Match.new(match.config), match, _passive(seen))
    return seen & collection_kinds()


def _house_deck(house: str, wanted: list[str], rng: random.Random) -> list[str]:
    """Twelve cards of a house: the wanted titles first (COPIES each, as many as fit), the rest drawn."""
    cards = [cid for cid in wanted for _ in range(COPIES)][:PER_HOUSE]
    others = [cid for cid, d in load_cards().items() if d.house == house]
    while len(cards) < PER_HOUSE:
        cards.append(others[rng.randrange(len(others))])
    return cards


def candidate(k: int, missing: set[Kind]) -> SampleMatch:
    """The k-th candidate of the search: each seat's deck of three houses, those holding the most titles printing
    a missing kind (seat 0 the first three, seat 1 the next ones that hold any; ties in HOUSES order), seat 1's
    other houses drawn (a title may answer the opponent's event: its houses must vary), seeded by k."""
    rng = random.Random(k)
    defs = load_cards()
    wanted = [cid for cid in defs if cid in titles_with_abilities() and printed_kinds(cid) & missing]
    by_house = {h: [cid for cid in wanted if defs[cid].house == h] for h in HOUSES}
    ranked = sorted(HOUSES, key=lambda h: (-len(by_house[h]), HOUSES.index(h)))
    rest = [h for h in ranked[3:] if by_house[h]]
    drawn = [h for h in ranked[3:] if not by_house[h]]
    rng.shuffle(drawn)
    players = []
    for seat, chosen in ((0, ranked[:3]), (1, (rest + drawn)[:3])):
        houses = sorted(chosen, key=HOUSES.index)
        cards = [c for h in houses for c in _house_deck(h, by_house[h][:PER_HOUSE // COPIES], rng)]
        players.append({"deck": {"name": {"pt": f"Amostra {k}-{seat}", "en": f"Sample {k}-{seat}"},
                                 "houses": houses, "cards": sorted(cards)}})
    return SampleMatch({"ruleset": "archon", "seed": 9000 + k, "players": players}, LEVELS[k % len(LEVELS)], k)


class Sample(NamedTuple):
    matches: tuple[SampleMatch, ...]
    covered: frozenset[Kind]        # the kinds resolved in them
    tried: int                      # the candidates played


@cache
def find_sample(bound: int = MAX_CANDIDATES) -> Sample:
    """The bounded, deterministic search of the module's docstring."""
    need = collection_kinds()
    covered: set[Kind] = set()
    chosen: list[SampleMatch] = []
    k = 0
    while k < bound and not need <= covered:
        match = candidate(k, set(need - covered))
        got = abilities_resolved(match)
        if got - covered:
            chosen.append(match)
            covered |= got
        k += 1
    return Sample(tuple(chosen), frozenset(covered), k)
