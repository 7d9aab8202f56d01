"""Desafiadora: determinized Monte Carlo search with heuristic playouts.

Each decision (see docs/ai.md):

1. Information set: a `Sampler` for the deciding seat; every sample re-deals
   the cards the seat cannot see (rival hand and deck, own deck order) from
   its unseen pool with the agent's own generator (determinize.py).
2. Candidates: the offered actions, equivalent ones merged (two copies of a
   title in hand), ordered by the rule-based `Policy` scores; the best
   `width` are kept, plus the "do nothing" action (end phase / pass / let
   pass) when it is offered.
3. Sequential halving with common random numbers: in each round every
   surviving candidate is played out on the same determinizations with the
   same playout seeds, so candidates are compared on equal draws; the worse
   half is dropped after each round.
4. A playout applies the candidate, then lets both seats follow the noisy
   `Policy` until `horizon` more turns have begun (default 4: the rest of
   this turn, the rival's reply, one more turn each) or the game ends, and
   scores the position with the static evaluation (evaluate.py): a chance
   of winning.

The budget is a number of playouts (`iterations`, reproducible: tests and
benchmarks) or a time in milliseconds (`time_ms`, for the page). With the
same seed and the same iteration budget, the same game is played.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from ..rulesets.eidolon.actions import apply, legal_actions
from ..rulesets.eidolon.state import State
from .determinize import Sampler
from .evaluate import evaluate
from .heuristics import Policy

DEFAULT_ITERATIONS = 300
MAX_PLAYOUT_STEPS = 400
NULL_ACTIONS = ("end_phase", "pass_window", "let_pass")
HAND_ACTIONS = ("commit", "discard", "play")


def action_key(s: State, a: tuple[Any, ...]) -> tuple[Any, ...]:
    """Actions that differ only by which copy of a title in hand they use are the same choice."""
    if a[0] in HAND_ACTIONS:
        return (a[0], s.ids[a[1]]) + a[2:]
    return a


class Desafiadora:
    name = "desafiadora"

    def __init__(self, seed: int = 0, iterations: int | None = None, time_ms: float | None = None,
                 horizon: int = 4, width: int = 8, rollout_epsilon: float = 0.03,
                 rollout_temperature: float = 0.3, prior: float = 0.0) -> None:
        if iterations is None and time_ms is None:
            iterations = DEFAULT_ITERATIONS
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.time_ms = time_ms
        self.horizon = horizon
        self.width = width
        self.prior = prior                   # bonus (chance of winning) for the heuristic's favourite
        self.policy = Policy()
        self.rollout_policy = Policy(epsilon=rollout_epsilon, temperature=rollout_temperature)
        self.last: dict[str, Any] = {}       # figures of the last decision (playouts, candidates, seconds)

    # -- the decision --
    def choose(self, obs: Any) -> int:
        """Index of the chosen action among obs.actions."""
        actions = obs.actions
        if len(actions) == 1:
            self.last = {"playouts": 0, "candidates": 1, "seconds": 0.0}
            return 0
        t0 = time.perf_counter()
        seat = obs.seat
        sampler = Sampler(obs.state, seat)
        base = sampler.sample(self.rng)
        scores = self.policy.scores(base, actions)
        cands = self._candidates(base, actions, scores)
        if len(cands) == 1:
            self.last = {"playouts": 0, "candidates": 1, "seconds": time.perf_counter() - t0}
            return cands[0]
        best, playouts = self._halving(sampler, actions, cands, seat, obs.state.turn, t0, cands[0])
        self.last = {"playouts": playouts, "candidates": len(cands), "seconds": time.perf_counter() - t0}
        return best

    def _candidates(self, s: State, actions: list[tuple[Any, ...]], scores: list[float]) -> list[int]:
        seen: dict[tuple[Any, ...], int] = {}
        for i, a in enumerate(actions):
            k = action_key(s, a)
            if k not in seen or scores[i] > scores[seen[k]]:
                seen[k] = i
        order = sorted(seen.values(), key=lambda i: (-scores[i], i))
        keep = order[:self.width]
        null = [i for i in order if actions[i][0] in NULL_ACTIONS]
        if null and null[0] not in keep:
            keep.append(null[0])
        return keep

    def _halving(self, sampler: Sampler, actions: list[tuple[Any, ...]], cands: list[int], seat: int, turn: int,
                 t0: float, favourite: int) -> tuple[int, int]:
        rounds = max(1, math.ceil(math.log2(len(cands))))
        alive = cands[:]
        total = {i: 0.0 for i in cands}
        count = {i: 0 for i in cands}
        playouts = 0
        deadline = t0 + self.time_ms / 1000.0 if self.time_ms is not None else None
        for r in range(rounds):
            if deadline is None:
                n = max(1, self.iterations // (len(alive) * rounds))     # type: ignore[operator]
                round_end = None
            else:
                n = 1 << 30
                now = time.perf_counter()
                round_end = now + max(0.0, deadline - now) / (rounds - r)
            late = False
            for _ in range(n):
                seed = self.rng.getrandbits(63)
                for i in alive:
                    total[i] += self._playout(sampler, seed, actions[i], seat, turn)
                    count[i] += 1
                    playouts += 1
                    if deadline is not None and time.perf_counter() >= deadline:
                        late = True              # out of time: decide on what has been seen
                        break
                if late or round_end is not None and time.perf_counter() >= round_end:
                    break
            alive.sort(key=lambda i: (-(total[i] / max(1, count[i]) + (self.prior if i == favourite else 0.0)), i))
            if late:
                break
            if r < rounds - 1:
                alive = alive[:max(1, (len(alive) + 1) // 2)]
        return alive[0], playouts

    def _playout(self, sampler: Sampler, seed: int, action: tuple[Any, ...], seat: int, turn: int) -> float:
        rng = random.Random(seed)
        d = sampler.sample(rng)
        apply(d, action, check=False)
        stop = turn + self.horizon
        policy = self.rollout_policy
        steps = 0
        while d.result is None and d.turn < stop and steps < MAX_PLAYOUT_STEPS:
            legal = legal_actions(d)
            apply(d, legal[policy.choose(d, legal, rng)], check=False)
            steps += 1
        return evaluate(d, seat)
