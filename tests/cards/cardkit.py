"""Helpers for the per-card tests: positions from tests/scenario.py, every move through the public Match API."""

from __future__ import annotations

from typing import Any

from scenario import ScenarioMatch, scenario
from tablekit import (  # noqa: F401  (re-exported for the tests)
    act,
    creature,
    dec,
    discard,
    ess,
    hand,
    offered,
    pass_windows,
    relic,
    vest,
    vit,
)
from tablekit import player as me
from tablekit import uids as ids


def stats(m: ScenarioMatch, uid: int) -> tuple[int, int, int]:
    c = creature(m, uid)
    assert c is not None, f"creature {uid} is not in play"
    return c["atk"], c["res"], c["exp"]


def on_field(m: ScenarioMatch, uid: int) -> bool:
    return creature(m, uid) is not None


def progress(m: ScenarioMatch, slot: int) -> list[int]:
    return m.view(0)["ermo"][slot]["progress"]


def connected(m: ScenarioMatch, seat: int = 0) -> list[int]:
    return ids(me(m, seat)["connected"])


def settle(m: ScenarioMatch, intercept: dict[int, int] | None = None) -> None:
    """Drive an attack or exploration to its end: pass windows, let it pass (or intercept as asked)."""
    intercept = intercept or {}
    for _ in range(40):
        d = m.decision()
        if d is None or d["kind"] not in ("response", "intercept"):
            return
        if d["kind"] == "response":
            act(m, "pass_window")
        elif d["seat"] in intercept:
            act(m, "intercept", card=intercept.pop(d["seat"]))
        else:
            act(m, "let_pass")
    raise AssertionError("the action did not settle")


def turn_start(p0: dict[str, Any], p1: dict[str, Any] | None = None, **kw: Any) -> ScenarioMatch:
    """A position at the end of seat 1's turn; ending its Combate starts seat 0's turn (start-of-turn passives)."""
    p1 = dict(p1 or {})
    m = scenario(p0=p0, p1=p1, phase="combate", active=1, **kw)
    act(m, "end_phase")
    return m


def uids_of(m: ScenarioMatch, card_id: str, seat: int) -> list[int]:
    """Every instance of a title owned by seat (in uid order)."""
    s = m.state
    return [u for u, (cid, o) in enumerate(zip(s.ids, s.owner)) if cid == card_id and o == seat]
