"""Positions: a complete, versioned JSON snapshot of a state (like a chess FEN), and the state hash."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..cards.model import CardDef
from .state import PHASE_NAMES, Player, State

FORMAT = "eidolon-position"
VERSION = 1
ZONES = ("hand", "deck", "discard", "committed", "creatures", "relics", "reserve", "connected")


class PositionError(ValueError):
    """A position that cannot be loaded, with the reason."""


def _lists(x: Any) -> Any:
    if isinstance(x, (tuple, list)):
        return [_lists(v) for v in x]
    return x


def _tuples(x: Any) -> Any:
    if isinstance(x, list):
        return tuple(_tuples(v) for v in x)
    return x


def to_json(s: State) -> dict[str, Any]:
    """The whole state as plain JSON values."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "cards": [[cid, o] for cid, o in zip(s.ids, s.owner)],
        "players": [p.to_json() for p in s.players],
        "exhausted": [u for u, v in enumerate(s.exh) if v],
        "fresh": [u for u, v in enumerate(s.fresh) if v],
        "damage": {str(u): v for u, v in enumerate(s.dmg) if v},
        "attached": {str(u): v for u, v in enumerate(s.att) if v >= 0},
        "ermo": s.ermo[:],
        "progress": [p[:] for p in s.prog],
        "phase": PHASE_NAMES[s.phase],
        "active": s.active,
        "turn": s.turn,
        "first": s.first,
        "rng": s.rng,
        "pending": _lists(s.pending),
        "queue": _lists(s.queue),
        "triggers": _lists(s.trig),
        "contest": s.contest[:] if s.contest is not None else None,
        "mods": _lists(s.mods),
        "once": {str(k): v for k, v in s.once.items()},
        "result": _lists(s.result),
        "options": {"location_target": s.target, "always_ask": s.always_ask},
    }


def state_hash(s: State) -> str:
    """16 hex digits identifying the state (equal states, equal hashes)."""
    text = json.dumps(to_json(s), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _need(cond: bool, msg: str) -> None:
    if not cond:
        raise PositionError(msg)


def from_json(data: Any, catalog: dict[str, CardDef]) -> State:
    """Build a state from a position, checking that it is whole and consistent."""
    _need(isinstance(data, dict), "a position is a JSON object")
    _need(data.get("format") == FORMAT, f"not a position (format must be {FORMAT!r})")
    v = data.get("version")
    _need(isinstance(v, int), "position version missing")
    _need(v <= VERSION, f"position version {v} is newer than this program supports ({VERSION})")
    try:
        s = State()
        cards = data["cards"]
        _need(isinstance(cards, list) and all(isinstance(c, list) and len(c) == 2 for c in cards), "bad cards list")
        for cid, o in cards:
            _need(cid in catalog, f"unknown card id {cid!r}")
            _need(o in (0, 1), f"bad owner for {cid!r}")
        n = len(cards)
        s.ids = tuple(c[0] for c in cards)
        s.owner = tuple(c[1] for c in cards)
        s.defs = tuple(catalog[c] for c in s.ids)
        _need(isinstance(data["players"], list) and len(data["players"]) == 2, "two players needed")
        s.players = [Player.from_json(p) for p in data["players"]]
        seen: list[int] = []
        for p in s.players:
            for z in ZONES:
                seen.extend(getattr(p, z))
            seen.append(p.desb)
        seen.extend(u for u in data["ermo"] if u >= 0)
        _need(sorted(seen) == list(range(n)), "every card must be in exactly one zone")
        s.exh = [0] * n
        s.fresh = [0] * n
        s.dmg = [0] * n
        s.att = [-1] * n
        for u in data["exhausted"]:
            s.exh[u] = 1
        for u in data["fresh"]:
            s.fresh[u] = 1
        for u, d in data["damage"].items():
            s.dmg[int(u)] = int(d)
        for u, b in data["attached"].items():
            s.att[int(u)] = int(b)
        s.ermo = [int(u) for u in data["ermo"]]
        _need(len(s.ermo) == 3, "the Ermo has three slots")
        s.prog = [[int(a), int(b)] for a, b in data["progress"]]
        _need(data["phase"] in PHASE_NAMES, f"unknown phase {data['phase']!r}")
        s.phase = PHASE_NAMES.index(data["phase"])
        s.active = int(data["active"])
        s.turn = int(data["turn"])
        s.first = int(data["first"])
        s.rng = int(data["rng"])
        s.pending = _tuples(data["pending"])
        s.queue = [_tuples(q) for q in data["queue"]]
        s.trig = [[_tuples(t) for t in b] for b in data["triggers"]]
        s.contest = [int(x) for x in data["contest"]] if data["contest"] is not None else None
        s.mods = [_tuples(m) for m in data["mods"]]
        s.once = {int(k): int(v) for k, v in data["once"].items()}
        s.result = _tuples(data["result"])
        s.target = int(data["options"]["location_target"])
        s.always_ask = bool(data["options"]["always_ask"])
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        raise PositionError(f"malformed position: {type(e).__name__}: {e}") from None
    return s
