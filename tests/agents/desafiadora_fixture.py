"""The choices of EIDOLON's Desafiadora on fixed seeds, to check that a refactor keeps them.

    python3 tests/agents/desafiadora_fixture.py --write     # record (only before a behaviour change)
    python3 tests/agents/desafiadora_fixture.py --speed     # decisions per second on the same games

Each game: a seeded EIDOLON match between two suggested decks, both seats played by Desafiadora
(iteration budget, own seeds); every decision with a choice is recorded as the index chosen among the
offered actions, up to `DECISIONS` per game. The test (test_desafiadora_fixture.py) replays the same
games and compares every choice.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from eidolon.api import normalize_config, ruleset
from eidolon.core.ruleset import SeatObservation
from eidolon.rulesets.eidolon.agents.desafiadora import Desafiadora

FIXTURE = Path(__file__).with_name("desafiadora_choices.json")
GAMES = ((5, ("ordem-conhecimento", "ruina-instinto")), (6, ("ordem-ruina", "ordem-instinto")),
         (7, ("ruina-conhecimento", "conhecimento-instinto")), (8, ("ruina-instinto", "ordem-ruina")))
DECISIONS = 70
ITERATIONS = 12


def play(seed: int, decks: tuple[str, str]) -> tuple[list[int], float]:
    """The choices of both Desafiadoras (seeds 2*seed+1, 2*seed+2) and the seconds spent choosing."""
    cfg = normalize_config({"seed": seed, "options": {}, "players": [{"suggested": d} for d in decks]})
    rs = ruleset(cfg["ruleset"])
    s = rs.new_state(cfg, log=False)
    agents = [Desafiadora(seed * 2 + 1, iterations=ITERATIONS), Desafiadora(seed * 2 + 2, iterations=ITERATIONS)]
    choices: list[int] = []
    spent = 0.0
    while s.result is None and len(choices) < DECISIONS:
        dec = rs.decision(s)
        assert dec is not None
        legal = rs.legal_actions(s)
        t0 = time.perf_counter()
        i = agents[dec[0]].choose(SeatObservation(s, dec[0], legal))
        spent += time.perf_counter() - t0
        if len(legal) > 1:
            choices.append(i)
        rs.apply(s, legal[i], check=False)
    return choices, spent


def record() -> dict[str, Any]:
    return {"iterations": ITERATIONS, "decisions": DECISIONS,
            "games": [{"seed": seed, "decks": list(decks), "choices": play(seed, decks)[0]}
                      for seed, decks in GAMES]}


def speed() -> None:
    n = 0
    spent = 0.0
    for seed, decks in GAMES:
        choices, t = play(seed, decks)
        n += len(choices)
        spent += t
    print(f"{n} decisions in {spent:.2f} s: {n / spent:.1f} decisions/s (pid {os.getpid()})")


if __name__ == "__main__":
    if "--write" in sys.argv:
        FIXTURE.write_text(json.dumps(record()) + "\n")
        print(f"wrote {FIXTURE}")
    if "--speed" in sys.argv:
        speed()
