"""Seeded self-play: many games between agents, with figures for benchmarks and balance tables."""

from __future__ import annotations

import time
from itertools import combinations_with_replacement
from typing import Any, Callable

from .api import normalize_config
from .cards.catalog import load_catalog, load_suggested_decks
from .rulesets.eidolon.actions import apply, decision, legal_actions, run
from .rulesets.eidolon.invariants import violations
from .rulesets.eidolon.position import state_hash
from .rulesets.eidolon.setup import new_state
from .rulesets.eidolon.state import State

AgentFactory = Callable[[int], Any]
MAX_DECISIONS = 20000


def agent_factory(name: str) -> AgentFactory:
    """Agents by command-line name."""
    from .agents import make_agent_factory
    return make_agent_factory(name)


class SeatObservation:
    """What an agent sees when it decides: its seat, the offered actions and (on demand) its view."""

    __slots__ = ("state", "seat", "actions")

    def __init__(self, state: State, seat: int, actions: list[tuple]) -> None:
        self.state = state
        self.seat = seat
        self.actions = actions


def play_game(seed: int, decks: tuple[str, str], agents: list[Any], check: bool = False,
              target: int = 6) -> dict[str, Any]:
    """One seeded game; returns winner, reason, decisions, actions and the final hash."""
    cfg = normalize_config({"seed": seed, "players": [{"suggested": decks[0]}, {"suggested": decks[1]}],
                            "options": {"location_target": target}})
    s = new_state(load_catalog(), seed, cfg["players"], target)
    run(s)
    actions: list[tuple] = []
    n = 0
    while s.result is None:
        seat = decision(s)[0]                                     # type: ignore[index]
        legal = legal_actions(s)
        a = legal[agents[seat].choose(SeatObservation(s, seat, legal))]
        apply(s, a, check=False)
        actions.append(a)
        n += 1
        if check:
            bad = violations(s)
            if bad:
                raise AssertionError(f"seed {seed} decision {n}: {bad}")
        if n > MAX_DECISIONS:
            raise RuntimeError(f"seed {seed}: game did not end after {MAX_DECISIONS} decisions")
    return {"seed": seed, "winner": s.result[0], "reason": s.result[1], "decisions": n, "turns": s.turn,
            "first": s.first, "hash": state_hash(s), "actions": actions, "config": cfg}


def deck_pairs(names: list[str]) -> list[tuple[str, str]]:
    return list(combinations_with_replacement(names, 2))


def selfplay(games: int, seed: int, agent_names: tuple[str, str], decks: list[str] | None = None,
             check: bool = False, target: int = 6) -> dict[str, Any]:
    """Play games with seats swapped every other game; summary figures as a JSON-ready dict."""
    factories = [agent_factory(n) for n in agent_names]
    all_decks = list(load_suggested_decks())
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
            r = play_game(gseed, pair, agents, check=check, target=target)
        except Exception as e:        # reported, not hidden: counted in "errors" with the seed
            errors += 1
            error_list.append(f"seed {gseed}: {type(e).__name__}: {e}")
            continue
        decisions += r["decisions"]
        w = r["winner"]
        if w < 0:
            draws += 1
            continue
        wins_seat[w] += 1
        wins_agent[(w + 1) % 2 if swap else w] += 1
        first_wins += w == r["first"]
    dt = time.perf_counter() - t0
    return {"games": games, "errors": errors, "error_list": error_list[:20], "wins": wins_seat,
            "wins_by_agent": dict(zip([f"{n}#{k}" for k, n in enumerate(agent_names)], wins_agent)),
            "draws": draws, "first_player_wins": first_wins, "decisions": decisions,
            "seconds": round(dt, 3), "games_per_s": round(games / dt, 2) if dt else 0.0,
            "decisions_per_s": round(decisions / dt, 1) if dt else 0.0}
