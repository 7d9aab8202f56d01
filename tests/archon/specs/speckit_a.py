"""Small helpers shared by the per-title specs (issue 24): pick a target by card, read one card's state, list
the offered targets."""

from __future__ import annotations

from typing import Any

from archonkit import Table
from eidolon.rulesets.archon.board import armor, has, power
from eidolon.rulesets.archon.state import Verb


def pick(t: Table, seat: int, cid: str, copy: int = 0) -> None:
    """Answer the pending choice with that card."""
    t.do(Verb.PICK, target=t.u(seat, cid, copy))


def options(t: Table) -> set[tuple[int, str]]:
    """The cards the pending choice offers, as (owner seat, card id)."""
    return {(t.s.owner[a.target], t.s.ids[a.target]) for a in t.offered(Verb.PICK)}


def look(t: Table, seat: int, cid: str, copy: int = 0) -> dict[str, Any]:
    """One card's whole state: zone, controller, counters, statuses, power, armor and keywords."""
    s, u = t.s, t.u(seat, cid, copy)
    return {"zone": s.zone[u], "ctrl": s.ctrl[u], "damage": s.damage[u], "tokens": s.tokens[u], "held": s.held[u],
            "exhausted": s.exhausted[u], "stun": s.stun[u], "power": power(s, u), "armor": armor(s, u),
            "keywords": {k for k in ("elusive", "skirmish", "taunt", "poison") if has(s, u, k)}}


def pools(t: Table) -> tuple[int, int]:
    """Both players' Æmber pools."""
    return t.s.players[0].amber, t.s.players[1].amber
