"""The AI's fast copies of the rules agree with the engine on random reachable states (OpenSpiel's
`test_consistent` idea): `heuristics.all_stats` with `stats.stats` (R16.5 limits included),
`Table.vigil` with `stats.vigil_count` (R14.6), `Table.explore_amount` with `stats.explore_amount`
(R9.5) and `Table.fight` with what `flow.step_fight` does to the two creatures (R9.4, R10.2)."""

from __future__ import annotations

import random

from eidolon.api import Match
from eidolon.rulesets.eidolon.agents.heuristics import Table, all_stats
from eidolon.rulesets.eidolon.cards.catalog import load_suggested_decks
from eidolon.rulesets.eidolon.effects import on_field
from eidolon.rulesets.eidolon.flow import step_fight
from eidolon.rulesets.eidolon.state import ATTACK, TURN, Contest, Modifier, State
from eidolon.rulesets.eidolon.stats import explore_amount, stats, vigil_count
from eidolon.rulesets.eidolon.steps import FIGHT


def random_states(games: int, seed: int) -> list[State]:
    """States along seeded random games (every fourth decision), over every suggested deck."""
    decks = sorted(load_suggested_decks())
    rng = random.Random(seed)
    out: list[State] = []
    for g in range(games):
        m = Match.new({"seed": seed + g, "players": [{"suggested": rng.choice(decks)},
                                                     {"suggested": rng.choice(decks)}]})
        k = 0
        while m.decision() is not None:
            m.apply(rng.randrange(len(m.actions())))
            k += 1
            if k % 4 == 0:
                out.append(m.state.clone())
    return out


STATES = random_states(24, 4100)


def test_the_states_cover_what_the_copies_read() -> None:
    """The sample holds relics on bearers, temporary modifiers, damage, exhaustion and both seats' fields."""
    assert len(STATES) > 500
    assert any(s.modifiers for s in STATES)
    assert any(any(a >= 0 for a in s.attached_to) for s in STATES)
    assert any(any(s.damage) for s in STATES)
    assert any(s.players[0].creatures and s.players[1].creatures for s in STATES)
    assert any(vigil_count(s, 0) or vigil_count(s, 1) for s in STATES)


def test_all_stats_is_the_engines_stats() -> None:
    """R16.5: every creature in play, both seats, the same (ATQ, RES, EXP) as stats.stats."""
    for s in STATES:
        expected = {c: stats(s, c) for p in s.players for c in p.creatures}
        assert all_stats(s) == expected


def test_vigil_and_explore_amount_are_the_engines() -> None:
    """R14.6 and R9.5 as the engine counts them, for every ready creature and every Ermo Location."""
    for s in STATES:
        t = Table(s)
        assert [t.vigil(0), t.vigil(1)] == [vigil_count(s, 0), vigil_count(s, 1)]
        for p in s.players:
            for c in p.creatures:
                for loc in s.ermo:
                    if loc >= 0:
                        assert t.explore_amount(c, loc) == explore_amount(s, c, loc)


def test_fight_is_what_the_engine_does() -> None:
    """R9.4 / R10.2: run flow.step_fight on a clone for every pair of rival creatures and compare who
    left the field with Table.fight's prediction."""
    pairs = 0
    for s in STATES:
        t = Table(s)
        for a in s.players[s.active].creatures:
            for b in s.players[1 - s.active].creatures:
                c = s.clone()
                c.contest = Contest(ATTACK, a, -1, -1, s.active, interceptor=b)
                c.queue = []
                step_fight(c, FIGHT)
                assert t.fight(a, b) == (not on_field(c, a), not on_field(c, b)), (a, b)
                pairs += 1
    assert pairs > 200


def test_all_stats_keeps_the_card_limits() -> None:
    """R16.5: modifiers far above or below the limits still give the engine's 0..12 values."""
    rng = random.Random(7)
    checked = 0
    for s in STATES[::10]:
        creatures = [c for p in s.players for c in p.creatures]
        if not creatures:
            continue
        c = s.clone()
        for u in creatures:
            c.modifiers.append(Modifier(u, rng.choice((-20, 9, 15)), rng.choice((-20, 9, 15)), rng.choice((-20, 9, 15)),
                                        TURN))
        assert all_stats(c) == {u: stats(c, u) for u in creatures}
        checked += 1
    assert checked > 20
