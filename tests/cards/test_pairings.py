"""The six suggested decks against each other: for each of the 21 pairings (15 pairs and 6 mirrors),
200 seeded random-agent games end without error, and the invariants of eidolon.rulesets.eidolon.invariants hold
after every action (eidolon.sim.play_game with check=True).

The 4,200 games are played once per session, spread over the machine's cores; each pairing's test
then looks at its own games.
"""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations_with_replacement

import pytest
from eidolon.agents.random_agent import RandomAgent
from eidolon.rulesets.eidolon.cards.catalog import load_suggested_decks
from eidolon.sim import play_game

GAMES = 200
BASE_SEED = 3_000_000
DECKS = sorted(load_suggested_decks())
PAIRINGS = list(combinations_with_replacement(DECKS, 2))


def _play(job: tuple[int, int]) -> tuple[int, int, str, int, int]:
    """(pairing index, seed, error or '', winner seat or -1, first player) of one checked game."""
    k, seed = job
    a, b = PAIRINGS[k]
    try:
        r = play_game(seed, (a, b), [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)], check=True)
    except Exception as e:  # noqa: BLE001 -- any failure is reported with its seed by the pairing's test
        return k, seed, f"{type(e).__name__}: {e}", -1, -1
    if r["reason"] not in ("convergencia", "ruptura", "draw"):
        return k, seed, f"unknown result {r['reason']!r}", -1, -1
    return k, seed, "", r["winner"], r["first"]


@pytest.fixture(scope="module")
def results() -> dict[int, list[tuple]]:
    jobs = [(k, BASE_SEED + 1000 * k + i) for k in range(len(PAIRINGS)) for i in range(GAMES)]
    workers = max(1, min(8, os.cpu_count() or 1))
    if workers == 1:
        done = [_play(j) for j in jobs]
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            done = list(pool.map(_play, jobs, chunksize=25))
    out: dict[int, list[tuple]] = {k: [] for k in range(len(PAIRINGS))}
    for row in done:
        out[row[0]].append(row)
    return out


def test_there_are_21_pairings_of_six_decks():
    assert len(DECKS) == 6 and len(PAIRINGS) == 21
    assert sum(1 for a, b in PAIRINGS if a == b) == 6


@pytest.mark.slow                      # the 4,200 games: about 2 minutes on two cores
@pytest.mark.parametrize("k", range(len(PAIRINGS)), ids=[f"{a}-vs-{b}" for a, b in PAIRINGS])
def test_pairing_200_random_games_end_cleanly(results, k):
    rows = results[k]
    assert len(rows) == GAMES
    errors = [f"seed {seed}: {err}" for _, seed, err, _, _ in rows if err]
    assert not errors, "\n".join(errors[:10])
    winners = {w for *_, w, _ in rows}
    assert winners <= {-1, 0, 1}
