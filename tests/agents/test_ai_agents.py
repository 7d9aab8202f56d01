"""The AI agents (Iniciante, Desafiadora): legal choices, no hidden information, determinism, bridge.

Budgets are tiny here (a few playouts per decision) so the whole file runs in
well under two minutes; strength is measured by the benchmarks in bench/.
"""

from __future__ import annotations

import json
import random

import pytest
from eidolon.api import Match
from eidolon.bridge import handle
from eidolon.rulesets.eidolon import position as positions
from eidolon.rulesets.eidolon.actions import decision, legal_actions
from eidolon.rulesets.eidolon.agents.desafiadora import Desafiadora
from eidolon.rulesets.eidolon.agents.determinize import Sampler, determinize, unseen_titles
from eidolon.rulesets.eidolon.agents.iniciante import Iniciante
from eidolon.rulesets.eidolon.cards.catalog import load_catalog, load_suggested_decks
from eidolon.rulesets.eidolon.state import State
from eidolon.sim import SeatObservation, agent_factory, deck_pairs, play_game, selfplay
from scenario import scenario

FAST_D = "desafiadora:iters=6:width=3:horizon=1"


class Checked:
    """Wraps an agent: every choice must be an index of an offered action, and the state must not change."""

    def __init__(self, agent, check_state: bool) -> None:
        self.agent = agent
        self.check_state = check_state
        self.choices = 0

    def choose(self, obs: SeatObservation) -> int:
        before = positions.state_hash(obs.state) if self.check_state else None
        i = self.agent.choose(obs)
        assert isinstance(i, int) and not isinstance(i, bool), i
        assert 0 <= i < len(obs.actions), (i, len(obs.actions))
        assert obs.actions == legal_actions(obs.state)
        if self.check_state:
            assert positions.state_hash(obs.state) == before, "an agent changed the real game state"
        self.choices += 1
        return i


PAIRINGS = [
    ("iniciante", "random", 80),
    ("iniciante", "iniciante", 64),
    (FAST_D, "random", 16),
    (FAST_D, "iniciante", 16),
    (FAST_D, FAST_D, 8),
]


@pytest.mark.slow
@pytest.mark.parametrize("a,b,games", PAIRINGS, ids=[f"{a}-{b}" for a, b, _ in PAIRINGS])
def test_agents_only_choose_offered_actions(a: str, b: str, games: int) -> None:
    pairs = deck_pairs(list(load_suggested_decks()))
    fa, fb = agent_factory(a), agent_factory(b)
    for i in range(games):
        agents = [Checked(fa(i * 2 + 1), i % 8 == 0), Checked(fb(i * 2 + 2), i % 8 == 0)]
        if i % 2:
            agents.reverse()
        r = play_game(9000 + i, pairs[(i // 2) % len(pairs)], agents, check=i % 8 == 0)
        assert r["winner"] in (-1, 0, 1)
        assert agents[0].choices + agents[1].choices <= r["decisions"]


def test_selfplay_cli_names_and_options() -> None:
    out = selfplay(2, 5, ("desafiadora:iters=4:width=2:horizon=1", "iniciante"))
    assert out["errors"] == 0, out["error_list"]
    assert sum(out["wins_by_agent"].values()) + out["draws"] == 2
    for bad in ("desafiadora:fast=1", "iniciante:iters=3", "nobody", "desafiadora:iters=x"):
        with pytest.raises(ValueError):
            agent_factory(bad)


# ---- determinism ----

@pytest.mark.parametrize("names", [("iniciante", "random"), ("desafiadora:iters=8:width=3", "iniciante")])
def test_same_seeds_same_game(names: tuple[str, str]) -> None:
    decks = ("ordem-conhecimento", "ruina-instinto")
    runs = []
    for _ in range(2):
        agents = [agent_factory(names[0])(41), agent_factory(names[1])(42)]
        runs.append(play_game(77, decks, agents))
    assert runs[0]["hash"] == runs[1]["hash"]
    assert runs[0]["actions"] == runs[1]["actions"]


# ---- hidden information ----

def _mid_game_states(n: int, seed: int = 5) -> list[tuple[State, int]]:
    """Decision points with a real choice, from seeded Iniciante games."""
    out: list[tuple[State, int]] = []
    pairs = deck_pairs(list(load_suggested_decks()))
    g = 0
    rng = random.Random(seed)
    while len(out) < n:
        m = Match.new({"seed": seed + g, "players": [{"suggested": x} for x in pairs[g % len(pairs)]]})
        agents = [Iniciante(g), Iniciante(g + 100)]
        while m.decision() is not None and len(out) < n:
            s = m.state
            seat = decision(s)[0]
            legal = legal_actions(s)
            rival = s.players[1 - seat]
            if len(legal) > 1 and rival.hand and len(rival.deck) > 1 and rng.random() < 0.08:
                out.append((s.clone(), seat))
            m.apply(agents[seat].choose(SeatObservation(s, seat, legal)))
        g += 1
    return out


def _rearranged(s: State, seat: int, rng: random.Random) -> State:
    """The same position except the rival's hidden cards: titles re-dealt among the rival's hand and deck."""
    pos = positions.to_json(s)
    rival = pos["players"][1 - seat]
    hidden = rival["hand"] + rival["deck"]
    titles = [pos["cards"][u][0] for u in hidden]
    for _ in range(20):
        rng.shuffle(titles)
        if [pos["cards"][u][0] for u in rival["hand"]] != titles[:len(rival["hand"])]:
            break
    for u, cid in zip(hidden, titles):
        pos["cards"][u][0] = cid
    order = hidden[:]
    rng.shuffle(order)                      # and a different arrangement of instances in hand / deck
    rival["hand"], rival["deck"] = order[:len(rival["hand"])], order[len(rival["hand"]):]
    return positions.from_json(pos, load_catalog())


def test_determinization_ignores_the_rivals_hidden_cards() -> None:
    rng = random.Random(3)
    for s, seat in _mid_game_states(25):
        t = _rearranged(s, seat, rng)
        a = determinize(s, seat, random.Random(11))
        b = determinize(t, seat, random.Random(11))
        assert positions.to_json(a) == positions.to_json(b)


def test_determinization_keeps_what_the_seat_knows() -> None:
    for s, seat in _mid_game_states(10, seed=8):
        d = determinize(s, seat, random.Random(1))
        for who in (0, 1):
            p, q = s.players[who], d.players[who]
            for zone in ("discard", "committed", "creatures", "relics", "connected", "reserve"):
                assert getattr(p, zone) == getattr(q, zone)
            assert len(p.hand) == len(q.hand) and len(p.deck) == len(q.deck)
            assert (p.vitalidade, p.vestigios, p.essence) == (q.vitalidade, q.vestigios, q.essence)
        me = s.players[seat]
        assert [s.ids[u] for u in me.hand] == [d.ids[u] for u in d.players[seat].hand]
        assert s.ermo == d.ermo and s.progress == d.progress and s.pending == d.pending
        rival = 1 - seat
        pool = unseen_titles(s, seat, rival)
        assert sum(pool.values()) == len(s.players[rival].hand) + len(s.players[rival].deck)
        dealt = sorted(d.ids[u] for u in d.players[rival].hand + d.players[rival].deck)
        assert dealt == sorted(pool.elements())
        assert d.rng == 0
        assert legal_actions(d) == legal_actions(s)


def test_sampler_samples_vary() -> None:
    s, seat = _mid_game_states(1, seed=21)[0]
    sm = Sampler(s, seat)
    rng = random.Random(0)
    hands = {tuple(sm.sample(rng).ids[u] for u in s.players[1 - seat].hand + s.players[1 - seat].deck[-3:])
             for _ in range(20)}
    assert len(hands) > 1


@pytest.mark.parametrize("make", [lambda: Iniciante(17), lambda: Desafiadora(17, iterations=24, width=4)],
                         ids=["iniciante", "desafiadora"])
def test_choice_unchanged_when_rival_hidden_cards_change(make) -> None:
    rng = random.Random(4)
    states = _mid_game_states(12, seed=30)
    for s, seat in states:
        t = _rearranged(s, seat, rng)
        legal_s, legal_t = legal_actions(s), legal_actions(t)
        assert legal_s == legal_t
        a = make().choose(SeatObservation(s, seat, legal_s))
        b = make().choose(SeatObservation(t, seat, legal_t))
        assert a == b


@pytest.mark.parametrize("make", [lambda: Iniciante(5), lambda: Desafiadora(5, iterations=40)],
                         ids=["iniciante", "desafiadora"])
def test_choice_unchanged_in_a_built_position(make) -> None:
    """Two positions that differ only in the rival's hand and deck (same cards, other places)."""
    common = {
        "p0": {"creatures": ["lobo-do-ermo", "cervo-de-musgo"], "hand": ["crescimento-selvagem", "urso-anciao"],
            "committed": ["lobo-do-ermo", "cervo-de-musgo", "urso-anciao"], "essence": {"instinto": 3},
            "deck": ["batedor-de-estrada"] * 6},
        "ermo": ["ponte-partida", "bosque-dos-ecos", "clareira-das-feras"], "phase": "exploracao", "active": 0}
    a_hand = ["golpe-oportunista", "escudos-da-travessia", "caminho-oculto"]
    a_deck = ["arauto-cinzento", "guarda-da-ponte", "erudita-de-arquivo", "batedor-de-estrada"]
    rival = {"creatures": ["guarda-da-ponte", {"id": "mercenario-da-fronteira", "exhausted": True}],
             "essence": {"ordem": 2, "ruina": 1}}
    m1 = scenario(p1={**rival, "hand": a_hand, "deck": a_deck}, **common)
    m2 = scenario(p1={**rival, "hand": a_deck[:3], "deck": a_hand + a_deck[3:]}, **common)
    s1, s2 = m1.state, m2.state
    assert legal_actions(s1) == legal_actions(s2)
    assert len(legal_actions(s1)) > 2
    c1 = make().choose(SeatObservation(s1, 0, legal_actions(s1)))
    c2 = make().choose(SeatObservation(s2, 0, legal_actions(s2)))
    assert c1 == c2


# ---- the bridge op ----

def _call(req: dict) -> dict:
    return json.loads(handle(json.dumps(req)))


def _new(seed: int) -> dict:
    return _call({"op": "new_game", "config": {"seed": seed, "players": [{"suggested": "ordem-conhecimento"},
                                                                         {"suggested": "ruina-instinto"}]}})


def test_bridge_ai_move_plays_a_whole_match() -> None:
    assert _new(12)["ok"]
    n = 0
    while True:
        before = _call({"op": "save"})["result"]
        r = _call({"op": "ai_move", "level": "iniciante", "seed": 3, "seat": 0})
        if not r["ok"]:
            assert r["error"]["code"] == "game_over"
            break
        n += 1
        view = r["result"]
        assert view["ai"]["level"] == "iniciante"
        after = _call({"op": "save"})["result"]
        assert len(after["actions"]) == len(before["actions"]) + 1
        shown, played = view["ai"]["action"], after["actions"][-1]
        hidden = shown.get("hidden", [])            # R16.7: what seat 0 may not know is left out and named
        assert {k: v for k, v in shown.items() if k != "hidden"} == {k: v for k, v in played.items()
                                                                       if k not in hidden}
        assert "hand" in view["players"][0] and "hand" not in view["players"][1]   # the view asked for
        assert n < 5000
    assert view["status"] == "over"
    save = _call({"op": "save"})["result"]
    final = _call({"op": "hash"})["result"]
    assert _call({"op": "load", "save": save})["ok"]
    assert _call({"op": "hash"})["result"] == final


def test_bridge_ai_move_is_seeded_and_checked() -> None:
    hashes = []
    for _ in range(2):
        _new(31)
        for _ in range(12):
            r = _call({"op": "ai_move", "level": "iniciante", "seed": 8})
            assert r["ok"], r
        hashes.append(_call({"op": "hash"})["result"])
    assert hashes[0] == hashes[1]
    h = hashes[1]
    for bad in ({"level": "mestre"}, {"level": "iniciante", "seed": -1}, {"level": "desafiadora", "budget_ms": 0},
                {"level": "desafiadora", "budget_ms": "fast"}, {"level": "iniciante", "seed": True}):
        r = _call({"op": "ai_move", **bad})
        assert not r["ok"]
        assert _call({"op": "hash"})["result"] == h          # a refused call changes nothing


def test_bridge_ai_move_desafiadora_with_a_time_budget() -> None:
    _new(44)
    for _ in range(6):
        r = _call({"op": "ai_move", "level": "desafiadora", "seed": 1, "budget_ms": 40})
        assert r["ok"], r
        assert r["result"]["ai"]["ms"] < 2000


def test_policy_pays_a_neutral_cost_with_the_essence_the_hand_needs_least() -> None:
    """R6.3: offered the same play paid with Ordem or with Instinto, the policy keeps the Ordem that the
    Escudos da Travessia in hand needs."""
    from eidolon.rulesets.eidolon.agents.heuristics import Policy

    m = scenario(p0={"hand": ["batedor-de-estrada", "escudos-da-travessia"], "essence": {"ordem": 2, "instinto": 1}})
    s = m.state
    acts = legal_actions(s)
    plays = [i for i, a in enumerate(acts) if a[0] == "play"]
    assert [acts[i][-1] for i in plays] == [-1, (0, 0, 0, 1, 0)]
    sc = Policy().scores(s, acts)
    assert sc[plays[1]] > sc[plays[0]]
