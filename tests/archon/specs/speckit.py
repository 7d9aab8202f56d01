"""Helpers shared by the per-title specs (issue 24): the position kit of tests/archon (archonkit, importable
through this folder's conftest) re-exported, a card's derived stats read as the engine reads them, answering and
listing a pending choice, and the check that every title of a house file has its spec."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from archonkit import Table, table
from eidolon.rulesets.archon import board
from eidolon.rulesets.archon.cards import HOUSES, house_file
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.state import Step, Verb, Zone

__all__ = ["Step", "Table", "Verb", "Zone", "armor", "attach", "hand_over", "has", "house_titles", "ids", "look",
           "missing_specs", "next_turn", "options", "pick", "picks", "played_alone", "pools", "power", "reposition",
           "table"]


def power(t: Table, u: int) -> int:
    """The creature's current power (K56, K43, K33)."""
    return board.power(t.s, u)


def armor(t: Table, u: int) -> int:
    """The creature's current armor (K54, K43, K33)."""
    return board.armor(t.s, u)


def has(t: Table, u: int, keyword: str) -> bool:
    """The keyword printed, granted by an upgrade, a constant or a lasting effect."""
    return board.has(t.s, u, keyword)


def pick(t: Table, seat: int, cid: str, copy: int = 0) -> None:
    """Answer the pending choice with that card."""
    t.do(Verb.PICK, target=t.u(seat, cid, copy))


def picks(t: Table) -> set[int]:
    """The cards offered by the pending choice."""
    return {a.target for a in t.offered(Verb.PICK)}


def options(t: Table) -> set[tuple[int, str]]:
    """The cards the pending choice offers, as (owner seat, card id)."""
    return {(t.s.owner[a.target], t.s.ids[a.target]) for a in t.offered(Verb.PICK)}


def look(t: Table, seat: int, cid: str, copy: int = 0) -> dict[str, Any]:
    """One card's whole state: zone, controller, counters, statuses, power, armor and keywords."""
    s, u = t.s, t.u(seat, cid, copy)
    return {"zone": s.zone[u], "ctrl": s.ctrl[u], "damage": s.damage[u], "tokens": s.tokens[u], "held": s.held[u],
            "exhausted": s.exhausted[u], "stun": s.stun[u], "power": board.power(s, u), "armor": board.armor(s, u),
            "keywords": {k for k in ("elusive", "skirmish", "taunt", "poison") if board.has(s, u, k)}}


def pools(t: Table) -> tuple[int, int]:
    """Both players' Æmber pools."""
    return t.s.players[0].amber, t.s.players[1].amber


def ids(t: Table, uids: list[int]) -> list[str]:
    """The card ids of a zone list."""
    return [t.s.ids[u] for u in uids]


def next_turn(t: Table, house: str) -> None:
    """End the turn; the next player chooses `house` and leaves their archives (K9, K21)."""
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=HOUSES.index(house))
    if t.s.step == Step.ARCHIVES:
        t.do(Verb.LEAVE_ARCHIVES)


def played_alone(cid: str, house: str) -> Table:
    """A table where its player plays `cid` (a creature or an artifact with no "Play:") from hand on an empty
    board, on `house`'s turn: what its play gives (the Æmber bonus, K28) and what it is in play."""
    t = table({"hand": [cid]}, {}, house=house)
    t.do(Verb.PLAY, t.u(0, cid), pos=0 if board.card(t.s, t.u(0, cid)).type == "creature" else -1)
    return t


def reposition(t: Table, edit: Callable[[dict[str, Any]], None]) -> None:
    """Rewrite the table's position (its codec JSON) with `edit` and load it again through the checked reader;
    uids are kept."""
    pos = position_to_json(t.s)
    edit(pos)
    t.s = position_from_json(pos)
    t.s.log = []


def attach(t: Table, upgrade: tuple[int, str], host: tuple[int, str]) -> None:
    """The upgrade (seat, card id), listed in its owner's discard pile, put on the host creature (seat, card id) as
    if its owner had played it there (K43): it stays its owner's, on either side's creature."""
    u, h = t.u(*upgrade), t.u(*host)

    def edit(pos: dict[str, Any]) -> None:
        pos["players"][t.s.owner[u]]["discard"].remove(u)
        pos["status"].setdefault(str(u), {})["host"] = h

    reposition(t, edit)


def hand_over(t: Table, creature: tuple[int, str], seat: int) -> None:
    """The creature (seat, card id) moved to the right flank of `seat`'s battleline: that player controls it
    (K79), its owner is unchanged."""
    u = t.u(*creature)

    def edit(pos: dict[str, Any]) -> None:
        pos["players"][t.s.ctrl[u]]["line"].remove(u)
        pos["players"][seat]["line"].append(u)

    reposition(t, edit)


def house_titles(house: str) -> list[str]:
    """The title ids of a house file, in file order."""
    raw: dict[str, Any] = json.loads(house_file(house).read_text(encoding="utf-8"))
    return [c["id"] for c in raw["cards"]]


def missing_specs(house: str, names: dict[str, Any]) -> list[str]:
    """Titles of `house` with no `test_<id with - as _>` function among `names` (a module's globals)."""
    return [cid for cid in house_titles(house) if not callable(names.get("test_" + cid.replace("-", "_")))]
