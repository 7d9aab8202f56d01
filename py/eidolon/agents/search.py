"""Determinized Monte Carlo search with heuristic playouts, generic over a game (docs/ai.md).

The game is given by a `SearchGame`: its rules (legal actions, apply, the turn counter, the end), the
seat's information set (a sampler of the cards it cannot see), a rule-based policy (scores to order the
candidates, a noisy choice for the playouts), a static evaluation (a chance of winning), which actions
are "do nothing" and the key that merges equivalent actions. EIDOLON's Desafiadora and Archon's are
this search with their game's adapter (desafiadora.py, archon_search.py).

Each decision with a choice:

1. Information set: `information_set(state, seat)`; every `sample(rng)` re-deals what the seat cannot
   see with the agent's own generator.
2. Candidates: the offered actions, equivalent ones merged (`action_key`), ordered by the policy's
   scores on one sample; the best `width` are kept, plus the best "do nothing" action when offered.
3. Sequential halving with common random numbers: in each round every surviving candidate is played out
   on the same samples with the same playout seeds; the worse half is dropped after each round.
4. A playout applies the candidate, then lets both seats follow the noisy policy until `horizon` more
   turns have begun or the game ends, and scores the position with the static evaluation.

The budget is a number of playouts (`iterations`, reproducible: tests and benchmarks) or a time in
milliseconds (`time_ms`, for the page: a playout still running at the deadline is scored where it stands).
With the same seed and iteration budget, the same choices.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

S = TypeVar("S")
A = TypeVar("A")
S_co = TypeVar("S_co", covariant=True)

DEFAULT_ITERATIONS = 300
MAX_PLAYOUT_STEPS = 400
DEADLINE_EVERY = 8          # playout steps between two looks at the clock (time budgets only)


class InformationSet(Protocol[S_co]):
    """What a seat knows, built once per decision; each sample re-deals the hidden cards."""

    def sample(self, rng: random.Random) -> S_co: ...


class Observation(Protocol):
    """The part of sim.SeatObservation the search reads."""

    @property
    def state(self) -> Any: ...

    @property
    def seat(self) -> int: ...

    @property
    def actions(self) -> Sequence[Any]: ...


@dataclass(frozen=True, slots=True)
class SearchGame(Generic[S, A]):
    """A game as the search sees it (all functions of states the search owns: samples, never the real one)."""

    legal_actions: Callable[[S], list[A]]
    apply: Callable[[S, A], None]                         # no legality check: the action was offered
    turn: Callable[[S], int]                              # the turn counter (the playout horizon)
    over: Callable[[S], bool]                             # the game has a result
    information_set: Callable[[S, int], InformationSet[S]]
    scores: Callable[[S, list[A]], list[float]]           # the policy's scores of the offered actions
    playout_choice: Callable[[S, list[A], random.Random], int]   # the noisy policy of the playouts
    evaluate: Callable[[S, int], float]                   # chance of winning for a seat, exact at the end
    is_null: Callable[[A], bool]                          # a "do nothing" action (end, pass)
    action_key: Callable[[S, A], Hashable]                # equal keys: the same choice


class Search(Generic[S, A]):
    """The search agent for one game: `choose(obs)` is the index of its choice among `obs.actions`."""

    name = "search"

    def __init__(self, game: SearchGame[S, A], seed: int = 0, iterations: int | None = None,
                 time_ms: float | None = None, horizon: int = 4, width: int = 8, prior: float = 0.0) -> None:
        if iterations is None and time_ms is None:
            iterations = DEFAULT_ITERATIONS
        self.game = game
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.time_ms = time_ms
        self.horizon = horizon
        self.width = width
        self.prior = prior                   # bonus (chance of winning) for the heuristic's favourite
        self.last: dict[str, Any] = {}       # figures of the last decision (playouts, candidates, seconds)
        self._deadline: float | None = None  # perf_counter time the decision under way must end by

    def choose(self, obs: Observation) -> int:
        """Index of the chosen action among obs.actions."""
        actions = list(obs.actions)
        if len(actions) == 1:
            self.last = {"playouts": 0, "candidates": 1, "seconds": 0.0}
            return 0
        t0 = time.perf_counter()
        seat = obs.seat
        game = self.game
        sampler = game.information_set(obs.state, seat)
        base = sampler.sample(self.rng)
        scores = game.scores(base, actions)
        cands = self._candidates(base, actions, scores)
        if len(cands) == 1:
            self.last = {"playouts": 0, "candidates": 1, "seconds": time.perf_counter() - t0}
            return cands[0]
        best, playouts = self._halving(sampler, actions, cands, seat, game.turn(obs.state), t0, cands[0])
        self.last = {"playouts": playouts, "candidates": len(cands), "seconds": time.perf_counter() - t0}
        return best

    def _candidates(self, s: S, actions: list[A], scores: list[float]) -> list[int]:
        key = self.game.action_key
        seen: dict[Hashable, int] = {}
        for i, a in enumerate(actions):
            k = key(s, a)
            if k not in seen or scores[i] > scores[seen[k]]:
                seen[k] = i
        order = sorted(seen.values(), key=lambda i: (-scores[i], i))
        keep = order[:self.width]
        null = [i for i in order if self.game.is_null(actions[i])]
        if null and null[0] not in keep:
            keep.append(null[0])
        return keep

    def _halving(self, sampler: InformationSet[S], actions: list[A], cands: list[int], seat: int, turn: int,
                 t0: float, favourite: int) -> tuple[int, int]:
        rounds = max(1, math.ceil(math.log2(len(cands))))
        alive = cands[:]
        total = {i: 0.0 for i in cands}
        count = {i: 0 for i in cands}
        playouts = 0
        deadline = t0 + self.time_ms / 1000.0 if self.time_ms is not None else None
        self._deadline = deadline
        for r in range(rounds):
            if deadline is None:
                assert self.iterations is not None
                n = max(1, self.iterations // (len(alive) * rounds))
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

    def _playout(self, sampler: InformationSet[S], seed: int, action: A, seat: int, turn: int) -> float:
        game = self.game
        rng = random.Random(seed)
        d = sampler.sample(rng)
        apply, legal_actions, choice, over, turn_of = (game.apply, game.legal_actions, game.playout_choice,
                                                       game.over, game.turn)
        apply(d, action)
        stop = turn + self.horizon
        steps = 0
        deadline = self._deadline
        while not over(d) and turn_of(d) < stop and steps < MAX_PLAYOUT_STEPS:
            legal = legal_actions(d)
            apply(d, legal[choice(d, legal, rng)])
            steps += 1
            if deadline is not None and steps % DEADLINE_EVERY == 0 and time.perf_counter() >= deadline:
                break                        # out of time (a slow or starved playout): score where it stands
        return game.evaluate(d, seat)
