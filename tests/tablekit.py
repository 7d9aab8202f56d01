"""View and action helpers shared by the rule tests and the card tests (public Match API only)."""

from __future__ import annotations

from typing import Any

from scenario import ScenarioMatch


def offered(m: ScenarioMatch, type_: str, **fields: Any) -> bool:
    """Is an action of this type with exactly these fields among m.actions()?"""
    return {"type": type_, **fields} in m.actions()


def act(m: ScenarioMatch, type_: str, **fields: Any) -> None:
    """Apply an action, first checking that the engine offers it exactly as given."""
    want = {"type": type_, **fields}
    acts = m.actions()
    assert want in acts, f"{want} not offered; offered: {acts}"
    m.apply(want)


def dec(m: ScenarioMatch) -> tuple[int, str]:
    """(seat, kind) of the pending decision."""
    d = m.decision()
    assert d is not None, "the game is over"
    return d["seat"], d["kind"]


def player(m: ScenarioMatch, seat: int = 0) -> dict[str, Any]:
    """The seat's own view of itself."""
    return m.view(seat)["players"][seat]


def creature(m: ScenarioMatch, uid: int) -> dict[str, Any] | None:
    """A creature as the table shows it, or None when it is not in play."""
    for p in m.view(0)["players"]:
        for c in p["creatures"]:
            if c["uid"] == uid:
                return c
    return None


def relic(m: ScenarioMatch, uid: int) -> dict[str, Any] | None:
    for p in m.view(0)["players"]:
        for r in p["relics"]:
            if r["uid"] == uid:
                return r
    return None


def uids(cards: list[dict[str, Any]]) -> list[int]:
    return [c["uid"] for c in cards]


def vit(m: ScenarioMatch, seat: int) -> int:
    return player(m, seat)["desbravador"]["vitalidade"]


def vest(m: ScenarioMatch, seat: int = 0) -> int:
    return player(m, seat)["vestigios"]


def ess(m: ScenarioMatch, seat: int = 0) -> dict[str, int]:
    return player(m, seat)["essence"]


def hand(m: ScenarioMatch, seat: int = 0) -> list[int]:
    return uids(player(m, seat)["hand"])


def discard(m: ScenarioMatch, seat: int = 0) -> list[int]:
    return uids(player(m, seat)["discard"])


def pass_windows(m: ScenarioMatch) -> None:
    """Pass every response window offered right now."""
    while m.decision() is not None and m.decision()["kind"] == "response":
        act(m, "pass_window")
