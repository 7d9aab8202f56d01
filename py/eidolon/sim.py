"""Seeded self-play: many games between agents, with figures for benchmarks and balance tables."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from itertools import combinations_with_replacement
from typing import Any, TypedDict

from .api import normalize_config, ruleset
from .core.ruleset import Agent, JsonObject, Ruleset, SeatObservation

__all__ = ["MAX_DECISIONS", "AgentFactory", "GameResult", "SeatObservation", "Summary", "agent_factory", "deck_pairs",
           "play_game", "selfplay"]            # SeatObservation re-exported: agents and benches import it here

AgentFactory = Callable[[int], Agent]          # an agent from its seed
MAX_DECISIONS = 20000


class GameResult(TypedDict):
    """One self-play game: winner (-1 for a draw) and reason, its length, the final hash, the actions taken
    (the ruleset's own values) and the normalised config."""

    seed: int
    winner: int
    reason: str
    decisions: int
    turns: int
    first: int
    hash: str
    actions: list[Any]
    config: JsonObject


class Summary(TypedDict):
    """The figures of a self-play run (`python -m eidolon selfplay --json`)."""

    games: int
    errors: int
    error_list: list[str]
    wins: list[int]
    wins_by_agent: dict[str, int]
    draws: int
    first_player_wins: int
    decisions: int
    seconds: float
    games_per_s: float
    decisions_per_s: float


def agent_factory(name: str, rules: str | None = None) -> AgentFactory:
    """Agents by command-line name, an unprefixed level being the game's (`rules`, default EIDOLON)."""
    from .agents import make_agent_factory
    return make_agent_factory(name, rules)


def play_game(seed: int, decks: tuple[str, str], agents: Sequence[Agent], check: bool = False,
              options: JsonObject | None = None, rules: str | None = None) -> GameResult:
    """One seeded game between two suggested decks of a ruleset (default EIDOLON's), logging off; returns
    winner, reason, decisions, actions and the final hash."""
    rs, s, cfg, actions = _played(seed, decks, agents, check, options, rules)
    return {"seed": seed, "winner": s.result[0], "reason": s.result[1], "decisions": len(actions),
            "turns": s.turn, "first": s.first, "hash": rs.state_hash(s), "actions": actions, "config": cfg}


def _played(seed: int, decks: tuple[str, str], agents: Sequence[Agent], check: bool, options: JsonObject | None,
            rules: str | None) -> tuple[Ruleset, Any, JsonObject, list[Any]]:
    """Play one game to its end: (ruleset, final state, normalised config, actions taken)."""
    cfg = normalize_config({"ruleset": rules, "seed": seed, "options": options or {},
                            "players": [{"suggested": decks[0]}, {"suggested": decks[1]}]})
    rs = ruleset(cfg["ruleset"])
    s = rs.new_state(cfg, log=False)
    actions: list[Any] = []
    n = 0
    decision, legal_actions, apply = rs.decision, rs.legal_actions, rs.apply   # looked up once: the hot loop
    choose = [agent.choose for agent in agents]
    # One observation per seat, its actions replaced at each decision: the state is the same object all game
    # long, and agents read an observation only while choosing.
    observations = [SeatObservation(s, seat, []) for seat in (0, 1)]
    while s.result is None:
        dec = decision(s)
        assert dec is not None                                    # the game goes on: someone decides
        seat = dec[0]
        obs = observations[seat]
        legal = obs.actions = legal_actions(s)
        a = legal[choose[seat](obs)]
        apply(s, a, False)
        actions.append(a)
        n += 1
        if check:
            bad = rs.violations(s)
            if bad:
                raise AssertionError(f"seed {seed} decision {n}: {bad}")
        if n > MAX_DECISIONS:
            raise RuntimeError(f"seed {seed}: game did not end after {MAX_DECISIONS} decisions")
    return rs, s, cfg, actions


def deck_pairs(names: list[str]) -> list[tuple[str, str]]:
    return list(combinations_with_replacement(names, 2))


def selfplay(games: int, seed: int, agent_names: tuple[str, str], decks: list[str] | None = None,
             check: bool = False, options: JsonObject | None = None, rules: str | None = None) -> Summary:
    """Play games with seats swapped every other game; summary figures as a JSON-ready dict."""
    factories = [agent_factory(n, ruleset(rules).name) for n in agent_names]
    all_decks = [d["id"] for d in ruleset(rules).suggested_decks()]
    pairs = deck_pairs(decks or all_decks)
    wins_seat = [0, 0]
    wins_agent = [0, 0]
    first_wins = draws = errors = decisions = 0
    error_list: list[str] = []
    t0 = time.perf_counter()
    for i in range(games):
        gseed = seed + i
        swap = i % 2 == 1
        agents = [factories[0](gseed * 2 + 1), factories[1](gseed * 2 + 2)]
        if swap:
            agents.reverse()
        pair = pairs[(i // 2) % len(pairs)]
        try:
            _, s, _, actions = _played(gseed, pair, agents, check, options, rules)   # no hash: not summed
        except Exception as e:  # noqa: BLE001 -- reported, not hidden: counted in "errors" with the seed
            errors += 1
            error_list.append(f"seed {gseed}: {type(e).__name__}: {e}")
            continue
        decisions += len(actions)
        w = s.result[0]
        if w < 0:
            draws += 1
            continue
        wins_seat[w] += 1
        wins_agent[(w + 1) % 2 if swap else w] += 1
        first_wins += w == s.first
    dt = time.perf_counter() - t0
    return {"games": games, "errors": errors, "error_list": error_list[:20], "wins": wins_seat,
            "wins_by_agent": dict(zip([f"{n}#{k}" for k, n in enumerate(agent_names)], wins_agent)),
            "draws": draws, "first_player_wins": first_wins, "decisions": decisions,
            "seconds": round(dt, 3), "games_per_s": round(games / dt, 2) if dt else 0.0,
            "decisions_per_s": round(decisions / dt, 1) if dt else 0.0}
