"""EIDOLON's actions as JSON objects (docs/api.md, "Actions"), and which log entries reveal hidden cards."""

from __future__ import annotations

from typing import Any

from ...core.errors import ApiError
from ...core.posjson import is_int
from .cards.model import DOCTRINES
from .config import brief
from .state import Action, LogEntry

_FIELDS = {
    "commit": ("card",), "play": ("card", "target"), "attach": ("card", "target"),
    "activate": ("card", "ability", "target"), "reerguer": ("card", "target"), "explore": ("card", "target"),
    "attack": ("card",), "intercept": ("card",), "let_pass": (), "respond": ("card", "target"),
    "pass_window": (), "order": ("index",), "choose": ("target",), "discard": ("card",), "pick": ("card",),
    "end_phase": (),
}
_OPTIONAL_TARGET = {"play", "activate", "respond"}
_PAYING = {"play", "attach", "activate", "reerguer", "respond"}     # may name a chosen payment (R6.3)


def action_to_json(a: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"type": a[0]}
    for name, v in zip(_FIELDS[a[0]], a[1:]):
        if name == "target" and a[0] in _OPTIONAL_TARGET and v < 0:
            continue
        out[name] = v
    if len(a) > len(_FIELDS[a[0]]) + 1:             # "spend": the Essence taken from each pile (R6.3)
        out["spend"] = {k: v for k, v in zip(DOCTRINES, a[-1]) if v}
    return out


def card_fields(a: Action) -> tuple[str, ...]:
    """The JSON fields of an action that name a card: "card", and "target" when one is named."""
    return tuple(name for name, v in zip(_FIELDS[a[0]], a[1:]) if name in ("card", "target") and v >= 0)


def action_from_json(d: Any) -> Action:
    if not isinstance(d, dict) or not isinstance(d.get("type"), str) or d["type"] not in _FIELDS:
        raise ApiError.of("bad_action", "error.bad_action", action=brief(d))
    t = d["type"]
    vals: list[Any] = [t]
    for name in _FIELDS[t]:
        v = d.get(name, -1 if name == "target" and t in _OPTIONAL_TARGET else None)
        if not is_int(v):
            raise ApiError.of("bad_action", "error.bad_action_field", field=repr(name))
        vals.append(v)
    if t in _PAYING and "spend" in d:
        spend = d["spend"]
        if not (isinstance(spend, dict) and set(spend) <= set(DOCTRINES)
                and all(is_int(v) and v >= 0 for v in spend.values())):
            raise ApiError.of("bad_action", "error.bad_action_field", field=repr("spend"))
        vals.append(tuple(spend.get(k, 0) for k in DOCTRINES))
    return tuple(vals)


def reveals(entry: LogEntry, seat: int) -> bool:
    """Did this log entry tell the acting seat something hidden (R16.7)? A draw or a fatigue (the deck's
    contents), or an automatic pass of the rival (R16.3: their hand holds no usable response)."""
    return entry[0] in ("draw", "fatigue") or entry[0] == "auto_pass" and entry[1] != seat
