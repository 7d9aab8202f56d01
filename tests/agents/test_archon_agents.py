"""Archon mode's AI levels (docs/ai.md "Archon mode"): legal choices, determinism, the information set (K65:
the rival's hand and archives and both deck orders are hidden), strength against random, the time budget,
and the bridge's `ai_move`. Budgets are tiny; strength and timing figures come from bench/archon_ai_strength.py.
"""

from __future__ import annotations

import json
import random
import time
from collections import Counter

import pytest
from eidolon.agents import make_agent_factory
from eidolon.agents.random_agent import RandomAgent
from eidolon.api import normalize_config
from eidolon.bridge import handle
from eidolon.core.ruleset import SeatObservation
from eidolon.rulesets.archon.agents.evaluate import FEATURES, WEIGHTS, evaluate, features
from eidolon.rulesets.archon.agents.levels import ArchonDesafiadora, ArchonIniciante, action_key
from eidolon.rulesets.archon.agents.sampler import ArchonSampler
from eidolon.rulesets.archon.codec import position_to_json
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import ArchonState, Zone
from eidolon.sim import deck_pairs, play_game

DECKS = [d["id"] for d in ARCHON.suggested_decks()]
PAIRS = deck_pairs(DECKS)


class Checked:
    """Every choice an offered index, and the real state untouched."""

    def __init__(self, agent: object) -> None:
        self.agent = agent
        self.choices = 0

    def choose(self, obs: SeatObservation) -> int:
        before = ARCHON.state_hash(obs.state)
        i = self.agent.choose(obs)  # type: ignore[attr-defined]
        assert isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(obs.actions), i
        assert ARCHON.state_hash(obs.state) == before, "an agent changed the real game state"
        self.choices += 1
        return i


def new_state(seed: int, pair: tuple[str, str] = ("ladroes-da-mare", "brasa-selvagem")) -> ArchonState:
    cfg = normalize_config({"ruleset": "archon", "seed": seed, "players": [{"suggested": d} for d in pair]})
    s: ArchonState = ARCHON.new_state(cfg, log=False)
    return s


def midgame(seed: int, decisions: int = 120, pair: tuple[str, str] = ("ladroes-da-mare", "brasa-selvagem")) \
        -> ArchonState:
    """A position reached by random play, with cards in every zone."""
    s = new_state(seed, pair)
    rng = random.Random(seed)
    for _ in range(decisions):
        if s.result is not None:
            break
        legal = ARCHON.legal_actions(s)
        ARCHON.apply(s, legal[rng.randrange(len(legal))])
    return s


def test_K65_every_choice_is_offered_and_the_real_state_untouched() -> None:
    for g, (a, b) in enumerate([(ArchonIniciante, RandomAgent), (ArchonIniciante, ArchonIniciante)] * 2):
        agents = [Checked(a(g * 2 + 1)), Checked(b(g * 2 + 2))]
        r = play_game(40 + g, PAIRS[g * 7 % len(PAIRS)], agents, check=True, rules="archon")
        assert r["winner"] in (0, 1, -1) and agents[0].choices > 10
    agents = [Checked(ArchonDesafiadora(5, iterations=4, width=3)), Checked(ArchonIniciante(6))]
    play_game(77, PAIRS[20], agents, check=True, rules="archon")
    assert agents[0].choices > 10


def test_same_seed_same_choices() -> None:
    def game(seed: int) -> list[object]:
        agents = [ArchonDesafiadora(seed, iterations=4, width=3), ArchonIniciante(seed + 1)]
        return play_game(seed, PAIRS[11], agents, rules="archon")["actions"]
    assert game(3) == game(3)
    s = midgame(9)
    obs = SeatObservation(s, ARCHON.decision(s)[0], ARCHON.legal_actions(s))
    for make in (lambda: ArchonIniciante(12), lambda: ArchonDesafiadora(12, iterations=10)):
        assert len({make().choose(obs) for _ in range(3)}) == 1


def hidden_titles(s: ArchonState, seat: int, zones: tuple[Zone, ...]) -> Counter[str]:
    return Counter(s.ids[u] for z in zones for u in s.players[seat].zone_list(z))


def test_K65_the_sample_keeps_what_the_seat_sees_and_re_deals_only_hidden_cards() -> None:
    s = midgame(21)
    seat = ARCHON.decision(s)[0]
    rival = 1 - seat
    assert s.players[rival].hand and s.players[rival].deck
    sampler = ArchonSampler(s, seat)
    rival_hands = set()
    for k in range(12):
        d = sampler.sample(random.Random(k))
        assert ARCHON.view(d, seat) == ARCHON.view(s, seat)       # hand, archives, every public zone, counts
        assert not ARCHON.violations(d)
        assert hidden_titles(d, rival, (Zone.HAND, Zone.ARCHIVES, Zone.DECK)) == \
            hidden_titles(s, rival, (Zone.HAND, Zone.ARCHIVES, Zone.DECK))
        assert Counter(d.ids[u] for u in d.players[seat].deck) == Counter(s.ids[u] for u in s.players[seat].deck)
        for who in (0, 1):
            assert [len(d.players[who].zone_list(z)) for z in Zone if z not in (Zone.UPGRADE, Zone.RESOLVING)] == \
                [len(s.players[who].zone_list(z)) for z in Zone if z not in (Zone.UPGRADE, Zone.RESOLVING)]
        assert all(d.zone[u] == Zone.HAND for u in d.players[rival].hand)
        rival_hands.add(tuple(sorted(d.ids[u] for u in d.players[rival].hand)))
    assert len(rival_hands) > 1, "the rival's hand is re-dealt"


def test_K65_a_sample_indexes_the_abilities_of_its_own_titles() -> None:
    """The constant and triggered abilities a playout looks for are those of the sample's re-dealt titles: the
    index is the one a state of these titles would have, not the real game's (where the hidden cards really
    are is not the seat's to know)."""
    ability_slots = ("aura_cards", "trigger_any", "auras_of", "trigger_cards", "cost_cards")
    moved = 0
    for seed in (21, 33, 47):
        s = midgame(seed, 60, ("fogo-e-raiz", "nevoa-sobre-a-forja"))     # constant and triggered abilities
        seat = ARCHON.decision(s)[0]
        sampler = ArchonSampler(s, seat)
        for k in range(8):
            d = sampler.sample(random.Random(k))
            fresh = ArchonState(d.ids, d.owner)
            assert [getattr(d, a) for a in ability_slots] == [getattr(fresh, a) for a in ability_slots]
            moved += d.trigger_any != s.trigger_any or d.aura_cards != s.aura_cards
    assert moved, "some sample re-deals a card with a constant or triggered ability"


def test_K65_states_differing_only_in_hidden_cards_give_the_same_information() -> None:
    s = midgame(33)
    seat = ARCHON.decision(s)[0]
    rival = 1 - seat
    t = s.clone()
    p = t.players[rival]
    i = next(i for i, u in enumerate(p.hand) if any(t.ids[x] != t.ids[u] for x in p.deck))
    j = next(j for j, x in enumerate(p.deck) if t.ids[x] != t.ids[p.hand[i]])
    h, k = p.hand[i], p.deck[j]
    p.hand[i], p.deck[j] = k, h
    t.zone[h], t.zone[k] = Zone.DECK, Zone.HAND
    t.players[seat].deck.reverse()                                  # and another order of the seat's own deck
    assert sorted(s.ids[u] for u in s.players[rival].hand) != sorted(t.ids[u] for u in t.players[rival].hand)
    for g in range(5):
        a = ArchonSampler(s, seat).sample(random.Random(g))
        b = ArchonSampler(t, seat).sample(random.Random(g))
        assert position_to_json(a) == position_to_json(b)
    legal = ARCHON.legal_actions(s)
    assert legal == ARCHON.legal_actions(t)
    for make in (lambda: ArchonIniciante(4), lambda: ArchonDesafiadora(4, iterations=12)):
        assert make().choose(SeatObservation(s, seat, legal)) == make().choose(SeatObservation(t, seat, legal))


def test_iniciante_beats_random_clearly() -> None:
    wins = 0
    for g in range(16):
        agents = [ArchonIniciante(g * 2 + 1), RandomAgent(g * 2 + 2)]
        if g % 2:
            agents.reverse()
        r = play_game(500 + g, PAIRS[g * 5 % len(PAIRS)], agents, rules="archon")
        wins += r["winner"] == g % 2
    assert wins >= 14, wins


def test_the_search_keeps_its_time_budget() -> None:
    s = midgame(5, decisions=60)
    budget = 150.0
    seen = 0
    while s.result is None and seen < 4:
        seat = ARCHON.decision(s)[0]
        legal = ARCHON.legal_actions(s)
        agent = ArchonDesafiadora(seen, time_ms=budget)
        t0 = time.perf_counter()
        i = agent.choose(SeatObservation(s, seat, legal))
        ms = (time.perf_counter() - t0) * 1000
        if agent.last["candidates"] > 1:
            seen += 1
            assert agent.last["playouts"] > 0
            assert ms <= budget + 500, ms                  # a few playout steps, and slack for a shared machine
        ARCHON.apply(s, legal[i])


def test_evaluation_and_action_key() -> None:
    s = midgame(8, decisions=80)
    assert 0.0 < evaluate(s, 0) < 1.0 and abs(evaluate(s, 0) + evaluate(s, 1) - 1.0) < 1e-9
    t = s.clone()
    t.players[0].amber += 5
    assert evaluate(t, 0) > evaluate(s, 0)
    t.result = (1, "keys")
    assert evaluate(t, 1) == 1.0 and evaluate(t, 0) == 0.0
    legal = ARCHON.legal_actions(s)
    assert len({action_key(s, a) for a in legal}) <= len(legal)


def test_K6_K15_the_fitted_evaluation_reads_the_key_race() -> None:
    """One fitted weight per feature; every feature is the seat's figure minus the rival's, so the two seats'
    chances add up to one; more keys or more Æmber is always better (K6, K15)."""
    assert len(WEIGHTS) == len(FEATURES)
    s = midgame(8, decisions=80)
    assert features(s, 0) == [-x for x in features(s, 1)]
    grid = []
    for keys in range(3):
        row = []
        for amber in range(0, 13, 3):
            t = s.clone()
            t.players[0].keys, t.players[0].amber = keys, amber
            row.append(evaluate(t, 0))
        grid.append(row)
    assert all(row == sorted(row) and len(set(row)) == len(row) for row in grid), grid
    assert all(grid[k][j] < grid[k + 1][j] for k in range(2) for j in range(len(grid[0]))), grid
    assert grid[2][2] > 0.9 and grid[0][0] < 0.2       # a last key ready to forge; no key and no Æmber


def test_cli_names_and_bridge_ai_move() -> None:
    for spec in ("archon-iniciante", "archon-desafiadora:iters=3:width=2"):
        assert make_agent_factory(spec)(1).choose is not None
    with pytest.raises(ValueError):
        make_agent_factory("archon-iniciante:iters=3")
    assert ARCHON.ai_levels == ("random", "iniciante", "desafiadora")
    cfg = {"ruleset": "archon", "seed": 4, "players": [{"suggested": "ladroes-da-mare"}, {"deck_seed": 7}]}
    assert json.loads(handle(json.dumps({"op": "new_game", "config": cfg})))["ok"]
    for level in ("iniciante", "desafiadora", "random"):
        for k in range(3):
            out = json.loads(handle(json.dumps({"op": "ai_move", "level": level, "seed": k, "budget_ms": 60})))
            assert out["ok"], out
            assert out["result"]["ai"]["level"] == level
    bad = json.loads(handle(json.dumps({"op": "ai_move", "level": "mestre", "seed": 1})))
    assert not bad["ok"]
