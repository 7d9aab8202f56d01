"""The hand-built demonstration decks shipped in `eidolon/rulesets/archon/data/decks.json` (issue 13; K6: each 36
cards, 3 houses x 12), each with a name and a short description of how it plays, in pt and en."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from ... import safejson
from .cards import CardDataError
from .deckgen import Deck

FORMAT = "archon-demo-decks"
DATA = Path(__file__).resolve().parent / "data" / "decks.json"


class DemoDeck(NamedTuple):
    id: str
    deck: Deck                    # seed -1: not generated
    description: dict[str, str]


def _bilingual(v: Any) -> bool:
    return isinstance(v, dict) and set(v) == {"pt", "en"} and all(isinstance(x, str) and x for x in v.values())


def demos_from_json(data: Any) -> dict[str, DemoDeck]:
    """{"format": FORMAT, "version": 1, "decks": [{id, name, description, houses, cards: {id: copies}}]}; the
    shape is checked here, legality by deck_problems where the decks are listed."""
    if not (isinstance(data, dict) and data.get("format") == FORMAT and data.get("version") == 1
            and isinstance(data.get("decks"), list)):
        raise CardDataError(f"a demo deck file is an object with format {FORMAT!r}, version 1 and a 'decks' list")
    out: dict[str, DemoDeck] = {}
    for d in data["decks"]:
        ok = (isinstance(d, dict) and set(d) == {"id", "name", "description", "houses", "cards"}
              and isinstance(d["id"], str) and d["id"] not in out and _bilingual(d["name"])
              and _bilingual(d["description"]) and isinstance(d["houses"], list)
              and all(isinstance(h, str) for h in d["houses"]) and isinstance(d["cards"], dict)
              and all(isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in d["cards"].values()))
        if not ok:
            raise CardDataError(f"bad demo deck {str(d)[:60]}")
        titles = tuple(sorted(cid for cid, n in d["cards"].items() for _ in range(n)))
        out[d["id"]] = DemoDeck(d["id"], Deck(dict(d["name"]), tuple(d["houses"]), titles, -1),
                                dict(d["description"]))
    return out


@cache
def load_demos() -> dict[str, DemoDeck]:
    """The shipped demonstration decks, by id."""
    return demos_from_json(safejson.loads(DATA.read_text(encoding="utf-8")))
