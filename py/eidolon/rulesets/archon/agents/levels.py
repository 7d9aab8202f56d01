"""The Archon AI levels (docs/ai.md "Archon mode"): Iniciante, quick heuristic play with a little noise, and
Desafiadora, the generic search (search.py) with Archon's adapter.

Both read only the `SeatObservation` of their seat and reason on samples of its information set
(archon_sampler.py), never on the real hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from functools import partial
from operator import attrgetter
from typing import Any

from ....agents.search import Search, SearchGame
from ..flow import apply, legal_actions
from ..state import Action, ArchonState, Verb
from .evaluate import evaluate
from .policy import ArchonPolicy
from .sampler import ArchonSampler

NULL_VERBS = (Verb.END, Verb.PASS)
# The page's budget covers the whole `ai_move` round trip; the search aims at this share of it, leaving room
# for the playout under way at the deadline, the sample and scores before the first one, and the reply.
PAGE_SHARE = 0.85
HAND_VERBS = (Verb.PLAY, Verb.DISCARD)


def action_key(s: ArchonState, a: Action) -> Hashable:
    """Playing or discarding either of two copies of a title in hand is the same choice."""
    if a.verb in HAND_VERBS:
        return (a.verb, s.ids[a.card], a.target, a.pos)
    return a


_apply = partial(apply, check=False)    # apply(s, a, check=False) without a Python frame per playout step
_turn = attrgetter("turn")              # s.turn, likewise


def _over(s: ArchonState) -> bool:
    return s.result is not None


def _is_null(a: Action) -> bool:
    return a.verb in NULL_VERBS


def archon_game(policy: ArchonPolicy, rollout_policy: ArchonPolicy) -> SearchGame[ArchonState, Action]:
    """Archon as the search sees it: `policy` orders the candidates, `rollout_policy` plays the playouts."""
    return SearchGame(legal_actions=legal_actions, apply=_apply, turn=_turn, over=_over,
                      information_set=ArchonSampler, scores=policy.scores, playout_choice=rollout_policy.choose,
                      evaluate=evaluate, is_null=_is_null, action_key=action_key)


class ArchonIniciante:
    """Scores the offered actions on one sample of the information set; softmax noise and an occasional
    sensible off-best move, so a new player can beat it."""

    name = "iniciante"

    def __init__(self, seed: int = 0, epsilon: float = 0.08, temperature: float = 0.5) -> None:
        self.rng = random.Random(seed)
        self.policy = ArchonPolicy(epsilon=epsilon, temperature=temperature)

    def choose(self, obs: Any) -> int:
        """Index of the chosen action among obs.actions."""
        if len(obs.actions) == 1:
            return 0
        s = ArchonSampler(obs.state, obs.seat).sample(self.rng)
        return self.policy.choose(s, list(obs.actions), self.rng)


class ArchonDesafiadora(Search[ArchonState, Action]):
    name = "desafiadora"

    def __init__(self, seed: int = 0, iterations: int | None = None, time_ms: float | None = None,
                 horizon: int = 2, width: int = 6, rollout_epsilon: float = 0.03,
                 rollout_temperature: float = 0.3, prior: float = 0.0) -> None:
        self.policy = ArchonPolicy()
        self.rollout_policy = ArchonPolicy(epsilon=rollout_epsilon, temperature=rollout_temperature, simulate=False)
        super().__init__(archon_game(self.policy, self.rollout_policy), seed, iterations, time_ms, horizon, width,
                         prior)

    @classmethod
    def for_page(cls, seed: int, budget_ms: float) -> ArchonDesafiadora:
        """The level the bridge plays: a time budget, `PAGE_SHARE` of the page's."""
        return cls(seed, time_ms=PAGE_SHARE * budget_ms)
