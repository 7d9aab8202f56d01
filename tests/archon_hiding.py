"""The seeded Archon AI match whose Iniciante hides a card from the asking seat within its first moves (issue 21,
R16.7, K65, K85): an archived or searched card its `ai_move` reply must not name. Found by a bounded, deterministic
search over seeds, so that a change of the card pool (which changes every seeded deck) moves the seed and not the
tests that need such a match (tests/test_hidden_info.py, tests/archon/test_archon_pyodide.py)."""

from __future__ import annotations

import json
from functools import cache

from eidolon import bridge

FIRST_SEED = 80000
TRIES = 80                     # seeds tried before the search gives up (today the first hit is within a few)
MOVES = 40                     # the AI's moves a hit must hide a card within
ASKING_SEAT = 0


def config(seed: int) -> dict[str, object]:
    """The match of `seed`: generated decks of seeds `seed` and `seed + 1`."""
    return {"ruleset": "archon", "seed": seed, "players": [{"deck_seed": seed}, {"deck_seed": seed + 1}]}


def requests(seed: int) -> list[str]:
    """A new game for the asking seat, then MOVES ai_move requests of Iniciante, the asking seat asking each."""
    return [json.dumps({"op": "new_game", "config": config(seed), "seat": ASKING_SEAT})] + [
        json.dumps({"op": "ai_move", "level": "iniciante", "seed": seed, "seat": ASKING_SEAT}) for _ in range(MOVES)]


def hides(replies: list[str]) -> bool:
    """Some ai_move reply of the list shows an action with a hidden card and no target named (R16.7)."""
    for raw in replies:
        reply = json.loads(raw)
        action = reply.get("result", {}).get("ai", {}).get("action", {}) if reply.get("ok") else {}
        if "hidden" in action and "target" not in action:
            return True
    return False


@cache
def hiding_seed() -> int:
    """The first seed from FIRST_SEED whose match hides a card within MOVES moves (CPython, through the bridge)."""
    for seed in range(FIRST_SEED, FIRST_SEED + TRIES):
        if hides([bridge.handle(r) for r in requests(seed)][1:]):
            return seed
    raise AssertionError(f"no Archon match of seeds {FIRST_SEED}..{FIRST_SEED + TRIES - 1} hides a card within "
                         f"{MOVES} moves: the check of R16.7 would not be exercised")
