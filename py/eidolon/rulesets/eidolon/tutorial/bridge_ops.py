"""The bridge's tutorial ops (docs/tutorial.md): tutorial_start, tutorial_act, tutorial_view.

Each returns the tutorial's view and the lesson's Match, which the bridge keeps as its match so that
the table's other ops (preview, view, save) answer for the lesson on show."""

from __future__ import annotations

from typing import Any

from ....api import ApiError, Match
from ....core.ruleset import JsonObject
from .session import Tutorial

_tutorial: Tutorial | None = None


def tutorial_op(op: str, req: dict[str, Any], log_from: int | None) -> tuple[JsonObject, Match]:
    """Run one tutorial op; ApiError when it is unknown or no tutorial is open."""
    global _tutorial
    if op == "tutorial_start":
        _tutorial = Tutorial(index=req.get("lesson", 0))
        return _tutorial.view(log_from), _tutorial.match
    if _tutorial is None:
        raise ApiError.of("no_match", "error.no_tutorial")
    if op == "tutorial_view":
        return _tutorial.view(log_from), _tutorial.match
    if op == "tutorial_act":
        hint = _tutorial.act(req.get("action"))
        out = _tutorial.view(log_from)
        out["hint"] = hint
        return out, _tutorial.match
    shown = repr(op[:40] + "…" if len(op) > 40 else op)
    raise ApiError.of("unknown_op", "error.unknown_op", op=shown)
