"""Rulesets: each game's rules behind one interface, found by name (docs/rulesets.md).

`get("eidolon")` returns the ruleset object the API, the bridge, self-play and the command line go
through (compare python-chess `chess.variant.find_variant` and OpenSpiel `register_game`). Built-in
rulesets are imported on first use; `register` adds one at run time (the test suite's toy ruleset).
"""

from __future__ import annotations

from importlib import import_module

from ..core.ruleset import Ruleset

DEFAULT = "eidolon"
REGISTRY: dict[str, Ruleset] = {}
_BUILTIN = {"eidolon": "eidolon.rulesets.eidolon.ruleset", "archon": "eidolon.rulesets.archon.ruleset"}     # name -> module that registers it


def register(ruleset: Ruleset) -> Ruleset:
    """Make `ruleset` available under `ruleset.name` (a name may be registered once)."""
    if ruleset.name in REGISTRY and REGISTRY[ruleset.name] is not ruleset:
        raise ValueError(f"ruleset {ruleset.name!r} is already registered")
    REGISTRY[ruleset.name] = ruleset
    return ruleset


def get(name: str) -> Ruleset:
    """The ruleset called `name`; KeyError when there is none."""
    found = REGISTRY.get(name)
    if found is None and name in _BUILTIN:
        import_module(_BUILTIN[name])
        found = REGISTRY.get(name)
    if found is None:
        raise KeyError(name)
    return found


def names() -> list[str]:
    """Every ruleset that can be played: the built-in ones and those registered."""
    return sorted(set(_BUILTIN) | set(REGISTRY))
