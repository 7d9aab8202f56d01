"""Desafiadora for EIDOLON: the generic search (search.py) with EIDOLON's adapter.

The adapter: EIDOLON's rules (actions.py), the information set of determinize.py (rival hand and deck,
own deck order), the rule-based `Policy` of heuristics.py (candidate order, and with light noise the
playouts), the fitted static evaluation of evaluate.py, "end phase" / "pass" / "let pass" as the "do
nothing" actions, and two copies of a title in hand as the same choice. See docs/ai.md.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from operator import attrgetter
from typing import Any

from ....agents.search import DEFAULT_ITERATIONS, Search, SearchGame
from ..actions import apply, legal_actions
from ..state import Action, State
from .determinize import Sampler
from .evaluate import evaluate
from .heuristics import Policy

__all__ = ["DEFAULT_ITERATIONS", "Desafiadora", "action_key", "eidolon_game"]

NULL_ACTIONS = ("end_phase", "pass_window", "let_pass")
HAND_ACTIONS = ("commit", "discard", "play")


def action_key(s: State, a: tuple[Any, ...]) -> Hashable:
    """Actions that differ only by which copy of a title in hand they use are the same choice."""
    if a[0] in HAND_ACTIONS:
        return (a[0], s.ids[a[1]]) + a[2:]
    return a


_apply = partial(apply, check=False)    # apply(s, a, check=False) without a Python frame per playout step
_turn = attrgetter("turn")              # s.turn, likewise


def _over(s: State) -> bool:
    return s.result is not None


def _is_null(a: Action) -> bool:
    return a[0] in NULL_ACTIONS


def eidolon_game(policy: Policy, rollout_policy: Policy) -> SearchGame[State, Action]:
    """EIDOLON as the search sees it: `policy` orders the candidates, `rollout_policy` plays the playouts."""
    return SearchGame(legal_actions=legal_actions, apply=_apply, turn=_turn, over=_over, information_set=Sampler,
                      scores=policy.scores, playout_choice=rollout_policy.choose, evaluate=evaluate,
                      is_null=_is_null, action_key=action_key)


class Desafiadora(Search[State, Action]):
    name = "desafiadora"

    def __init__(self, seed: int = 0, iterations: int | None = None, time_ms: float | None = None,
                 horizon: int = 4, width: int = 8, rollout_epsilon: float = 0.03,
                 rollout_temperature: float = 0.3, prior: float = 0.0) -> None:
        self.policy = Policy()
        self.rollout_policy = Policy(epsilon=rollout_epsilon, temperature=rollout_temperature)
        super().__init__(eidolon_game(self.policy, self.rollout_policy), seed, iterations, time_ms, horizon, width,
                         prior)
