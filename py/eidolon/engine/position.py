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
        "rng": format(s.rng, "016x"),            # a string: JavaScript numbers lose digits past 2**53
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


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _ints(v: Any, what: str, lo: int | None = None, hi: int | None = None, size: int | None = None) -> list[int]:
    """A list of whole numbers, each in lo..hi, of the given size."""
    _need(isinstance(v, list) and all(_is_int(x) for x in v), f"{what} must be a list of whole numbers")
    _need(size is None or len(v) == size, f"{what} must have {size} entries")
    _need(all((lo is None or x >= lo) and (hi is None or x <= hi) for x in v), f"{what}: a number out of range")
    return v


def _int(v: Any, what: str, lo: int | None = None, hi: int | None = None) -> int:
    return _ints([v], what, lo, hi)[0]


# The values of each automatic step (see flow.STEPS) as (low, high) ranges; None: a card uid, -1 allowed
# for an ability's target. Steps not listed here take whole numbers.
_UID, _TARGET, _ANY = "uid", "target", (None, None)
STEP_ARGS: dict[str, tuple] = {
    "setup_pick": ((0, 1), (0, 2)), "begin_turn": (), "draw_step": (), "to_phase": ((0, len(PHASE_NAMES) - 1),),
    "final": (), "final_discard": (), "next_turn": (), "triggers": (), "ability": ((0, 1), _UID, (0, None), _TARGET),
    "window": ((0, 1), (0, 1)), "intercept": (), "fight": (), "progress": (), "contest_triggers": (),
    "attack_damage": (), "end_action": (), "close": (), "replace": ((0, 2), (0, 1)), "victory": (),
}
PENDING_KINDS = ("pick", "intercept", "response", "order", "target", "discard")
RESULT_REASONS = ("convergencia", "ruptura", "draw")


def _check_ability(s: State, src: int, idx: int, what: str) -> None:
    _need(0 <= src < len(s.ids) and 0 <= idx < len(s.defs[src].abilities), f"{what}: no such ability")


def _step(s: State, x: Any) -> tuple:
    from .flow import STEPS

    _need(isinstance(x, list) and len(x) > 0 and x[0] in STEPS, f"unknown automatic step {x!r}")
    args = _ints(x[1:], f"step {x[0]!r}")
    spec = STEP_ARGS.get(x[0])
    if spec is not None:
        _need(len(args) == len(spec), f"step {x[0]!r}: wrong number of values")
        n = len(s.ids)
        for v, r in zip(args, spec):
            lo, hi = (0, n - 1) if r == _UID else (-1, n - 1) if r == _TARGET else r
            _int(v, f"step {x[0]!r}", lo, hi)
        if x[0] == "ability":
            _check_ability(s, args[1], args[2], "ability step")
    return tuple(x)


def _pending(s: State, x: Any) -> tuple | None:
    if x is None:
        return None
    _need(isinstance(x, list) and len(x) == 3, "pending must be [seat, kind, data]")
    seat, kind, data = x
    _int(seat, "pending seat", 0, 1)
    _need(kind in PENDING_KINDS, f"unknown pending decision {kind!r}")
    n = len(s.ids)
    if kind in ("intercept", "response"):
        _need(s.contest is not None, f"{kind} decision without an attack or exploration")
    if kind == "pick":
        _ints(data, "pick decision", 0, 2, size=2)
        _need(data[1] <= 1, "pick decision: bad seat")
    elif kind == "response":
        _int(data, "response window", 0, 1)
    elif kind == "target":
        _need(isinstance(data, list) and len(data) == 3, "target decision must be [source, ability, targets]")
        _check_ability(s, _int(data[0], "target source"), _int(data[1], "target ability"), "target decision")
        _ints(data[2], "target options", 0, n - 1)
    else:
        _need(data is None, f"{kind} decision takes no data")
    return _tuples(x)


def _check_state(s: State) -> None:
    """Ranges and the zone invariants (kinds, owners, limits, attachments) of a loaded state."""
    from .invariants import violations

    for i, p in enumerate(s.players):
        _need(p.vest >= 0 and p.fatigue >= 0 and p.credits >= 0 and p.turns >= 0 and p.vit_max > 0,
              f"player {i}: a negative counter")
        _need(0 <= p.committed_now <= 1, f"player {i}: committed_now must be 0 or 1")
    bad = violations(s, dynamic=False)
    _need(not bad, "; ".join(bad))
    if s.result is None:
        from .actions import legal_actions

        _need(bool(legal_actions(s)), "the player to decide has no legal action")


def from_json(data: Any, catalog: dict[str, CardDef]) -> State:
    """Build a state from a position, checking that it is whole and consistent."""
    _need(isinstance(data, dict), "a position is a JSON object")
    _need(data.get("format") == FORMAT, f"not a position (format must be {FORMAT!r})")
    v = data.get("version")
    _need(_is_int(v), "position version missing")
    _need(v <= VERSION, f"position version {v} is newer than this program supports ({VERSION})")
    _need(v >= 1, f"unknown position version {v}")
    try:
        s = State()
        cards = data["cards"]
        _need(isinstance(cards, list) and all(isinstance(c, list) and len(c) == 2 for c in cards), "bad cards list")
        for cid, o in cards:
            _need(isinstance(cid, str) and cid in catalog, f"unknown card id {cid!r}")
            _need(_is_int(o) and o in (0, 1), f"bad owner for {cid!r}")
        n = len(cards)
        s.ids = tuple(c[0] for c in cards)
        s.owner = tuple(c[1] for c in cards)
        s.defs = tuple(catalog[c] for c in s.ids)
        _need(isinstance(data["players"], list) and len(data["players"]) == 2, "two players needed")
        for i, p in enumerate(data["players"]):
            _need(isinstance(p, dict), f"player {i} must be an object")
            for k in ("vest", "vit", "vit_max", "fatigue", "credits", "extra", "committed_now", "turns", "desb"):
                _int(p[k], f"player {i} {k}")
            _int(p.get("fall_turn", 0), f"player {i} fall_turn", 0)     # absent before R14.3's counter: 0
            for z in ZONES:
                _ints(p[z], f"player {i} {z}", 0, n - 1)
            _ints(p["ess"], f"player {i} Essence", 0, size=5)
        s.players = [Player.from_json(p) for p in data["players"]]
        s.ermo = _ints(data["ermo"], "the Ermo", -1, n - 1, size=3)[:]
        seen: list[int] = []
        for p in s.players:
            for z in ZONES:
                seen.extend(getattr(p, z))
            seen.append(p.desb)
        seen.extend(u for u in s.ermo if u >= 0)
        _need(sorted(seen) == list(range(n)), "every card must be in exactly one zone")
        s.exh = [0] * n
        s.fresh = [0] * n
        s.dmg = [0] * n
        s.att = [-1] * n
        for u in _ints(data["exhausted"], "exhausted", 0, n - 1):
            s.exh[u] = 1
        for u in _ints(data["fresh"], "fresh", 0, n - 1):
            s.fresh[u] = 1
        _need(isinstance(data["damage"], dict) and isinstance(data["attached"], dict), "bad damage or attachments")
        for u, d in data["damage"].items():
            s.dmg[_int(int(u), "damaged card", 0, n - 1)] = _int(d, "damage", 0)
        for u, b in data["attached"].items():
            s.att[_int(int(u), "attached relic", 0, n - 1)] = _int(b, "relic bearer", 0, n - 1)
        progress = data["progress"]
        _need(isinstance(progress, list) and len(progress) == 3, "progress needs three slots")
        s.prog = [_ints(x, "progress", 0, size=2)[:] for x in progress]
        _need(data["phase"] in PHASE_NAMES, f"unknown phase {data['phase']!r}")
        s.phase = PHASE_NAMES.index(data["phase"])
        s.active = _int(data["active"], "active seat", 0, 1)
        s.turn = _int(data["turn"], "turn", 0)
        s.first = _int(data["first"], "first seat", 0, 1)
        rng = data["rng"]
        if isinstance(rng, str):
            _need(0 < len(rng) <= 16 and all(ch in "0123456789abcdef" for ch in rng),
                  "generator state must be up to 16 hex digits")
            rng = int(rng, 16)
        s.rng = _int(rng, "generator state", 0, 2 ** 53 - 1) if not isinstance(data["rng"], str) else rng
        _need(isinstance(data["queue"], list), "queue must be a list")
        s.queue = [_step(s, q) for q in data["queue"]]
        _need(isinstance(data["triggers"], list) and all(isinstance(b, list) for b in data["triggers"]),
              "triggers must be a list of batches")
        for b in data["triggers"]:
            for t in b:
                _ints(t, "trigger", size=3)
                _int(t[0], "trigger controller", 0, 1)
                _check_ability(s, t[1], t[2], "trigger")
        s.trig = [[_tuples(t) for t in b] for b in data["triggers"]]
        c = data["contest"]
        if c is not None:
            _ints(c, "contest", -1, n - 1, size=10)
            _need(c[0] in (0, 1) and c[1] >= 0 and c[4] in (0, 1) and c[2] <= 2 and all(x in (0, 1) for x in c[6:]),
                  "bad contest")
        s.contest = c[:] if c is not None else None
        s.pending = _pending(s, data["pending"])
        _need(isinstance(data["mods"], list), "mods must be a list")
        for m in data["mods"]:
            _ints(m, "modifier", size=5)
            _need(0 <= m[0] < n and 0 <= m[4] <= 2, "bad modifier")
        s.mods = [_tuples(m) for m in data["mods"]]
        _need(isinstance(data["once"], dict), "once must be an object")
        s.once = {_int(int(k), "once card", 0, n - 1): _int(v, "once turn") for k, v in data["once"].items()}
        r = data["result"]
        _need(r is None or isinstance(r, list) and len(r) == 2 and _is_int(r[0]) and r[0] in (-1, 0, 1)
              and r[1] in RESULT_REASONS, "bad result")
        s.result = _tuples(r)
        opts = data["options"]
        _need(isinstance(opts, dict), "options must be an object")
        s.target = _int(opts["location_target"], "location target", 1, 8)
        _need(isinstance(opts["always_ask"], bool), "always_ask must be true or false")
        s.always_ask = opts["always_ask"]
        _check_state(s)
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        raise PositionError(f"malformed position: {type(e).__name__}: {e}") from None
    return s
