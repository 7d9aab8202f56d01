"""EIDOLON's Desafiadora, now the generic search (agents/search.py) with EIDOLON's adapter, chooses exactly as the
EIDOLON-only search it replaced: the choices recorded before the refactor (desafiadora_fixture.py) on fixed
seeds with an iteration budget, 280 decisions over four games."""

from __future__ import annotations

import json

from desafiadora_fixture import FIXTURE, ITERATIONS, play


def test_desafiadora_chooses_as_recorded_before_the_refactor() -> None:
    data = json.loads(FIXTURE.read_text())
    assert data["iterations"] == ITERATIONS
    assert sum(len(g["choices"]) for g in data["games"]) >= 250
    for g in data["games"]:
        choices, _ = play(g["seed"], tuple(g["decks"]))
        first = next((i for i, (a, b) in enumerate(zip(choices, g["choices"])) if a != b), None)
        assert choices == g["choices"], f"seed {g['seed']}: first difference at decision {first}"
