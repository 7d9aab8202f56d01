"""Helpers for the per-title specs of the houses Vereda and Engrenagem (issue 24): the position kit of
tests/archon (archonkit) re-exported, a card's derived stats read as the engine reads them, and the check that
every title of a house file has its spec."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ARCHON_TESTS = Path(__file__).resolve().parents[1]
if str(ARCHON_TESTS) not in sys.path:            # archonkit lives one folder up (tests/archon)
    sys.path.insert(0, str(ARCHON_TESTS))

from archonkit import Table, table
from eidolon.rulesets.archon import board
from eidolon.rulesets.archon.cards import DATA, HOUSES
from eidolon.rulesets.archon.state import Step, Verb, Zone

__all__ = ["Step", "Table", "Verb", "Zone", "armor", "has", "house_titles", "ids", "missing_specs", "next_turn",
           "picks", "power", "table"]


def power(t: Table, u: int) -> int:
    """The creature's current power (K56, K43, K33)."""
    return board.power(t.s, u)


def armor(t: Table, u: int) -> int:
    """The creature's current armor (K54, K43, K33)."""
    return board.armor(t.s, u)


def has(t: Table, u: int, keyword: str) -> bool:
    """The keyword printed, granted by an upgrade, a constant or a lasting effect."""
    return board.has(t.s, u, keyword)


def picks(t: Table) -> set[int]:
    """The cards offered by the pending choice."""
    return {a.target for a in t.offered(Verb.PICK)}


def ids(t: Table, uids: list[int]) -> list[str]:
    """The card ids of a zone list."""
    return [t.s.ids[u] for u in uids]


def next_turn(t: Table, house: str) -> None:
    """End the turn; the next player chooses `house` and leaves their archives (K9, K21)."""
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=HOUSES.index(house))
    if t.s.step == Step.ARCHIVES:
        t.do(Verb.LEAVE_ARCHIVES)


def house_titles(house: str) -> list[str]:
    """The title ids of a house file, in file order."""
    raw: dict[str, Any] = json.loads((DATA / f"{house}.json").read_text(encoding="utf-8"))
    return [c["id"] for c in raw["cards"]]


def missing_specs(house: str, names: dict[str, Any]) -> list[str]:
    """Titles of `house` with no `test_<id with - as _>` function among `names` (a module's globals)."""
    return [cid for cid in house_titles(house) if not callable(names.get("test_" + cid.replace("-", "_")))]
