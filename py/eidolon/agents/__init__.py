"""Agents that play through the public API, and the agent names of the command line and self-play.

Every agent is built from a seed and answers `choose(obs) -> int`, the index of its choice among
`obs.actions` (obs: sim.SeatObservation). A name is a level of a ruleset with options after colons:
"random" (any ruleset), a level of the default ruleset ("iniciante", "desafiadora:iters=200",
"desafiadora:ms=700:horizon=2"), or a level of another ruleset after its name ("archon-iniciante").
Each ruleset builds its own levels (`Ruleset.agent_factory`, docs/rulesets.md); this module only reads
the name and the options every search level shares.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .. import rulesets
from ..core.ruleset import Agent

LEVEL_OPTIONS = frozenset({"epsilon", "temperature"})                        # a policy level's noise
SEARCH_OPTIONS = {"iters": "iterations", "ms": "time_ms", "horizon": "horizon", "width": "width",
                  "rt": "rollout_temperature", "re": "rollout_epsilon", "prior": "prior"}
_INTEGRAL = frozenset({"iters", "horizon", "width"})


def _options(text: str) -> dict[str, float]:
    out: dict[str, float] = {}
    for part in filter(None, text.replace(";", ":").split(":")):
        if "=" not in part:
            raise ValueError(f"bad agent option {part!r} (expected key=value)")
        k, v = part.split("=", 1)
        try:
            out[k.strip()] = float(v)
        except ValueError:
            raise ValueError(f"bad agent option {part!r} (value must be a number)") from None
    return out


def level_options(level: str, options: Mapping[str, float]) -> dict[str, float]:
    """The keyword arguments of a policy level ("iniciante"): its noise; ValueError names an unknown one."""
    bad = set(options) - LEVEL_OPTIONS
    if bad:
        raise ValueError(f"unknown {level} options {sorted(bad)}")
    return dict(options)


def search_options(level: str, options: Mapping[str, float]) -> dict[str, Any]:
    """The keyword arguments of a search level ("desafiadora") from its options (iters, ms, horizon, width,
    rt, re, prior); ValueError names an unknown one."""
    bad = set(options) - set(SEARCH_OPTIONS)
    if bad:
        raise ValueError(f"unknown {level} options {sorted(bad)}")
    return {SEARCH_OPTIONS[k]: int(v) if k in _INTEGRAL else v for k, v in options.items()}


def make_agent_factory(spec: str, game: str | None = None) -> Callable[[int], Agent]:
    """A factory seed -> agent for a name such as "iniciante", "archon-iniciante" or "desafiadora:iters=200".
    A level without a ruleset prefix is `game`'s (default EIDOLON's); a prefix naming another game than a given
    `game` is refused (its agent could not read that game's state)."""
    name, _, opts = spec.partition(":")
    options = _options(opts)
    if name == "random":
        from .random_agent import RandomAgent
        if options:
            raise ValueError("the random agent takes no options")
        return RandomAgent
    prefix, _, rest = name.partition("-")
    prefixed = bool(rest) and prefix in rulesets.names()
    if prefixed and game is not None and prefix != game:
        raise ValueError(f"agent {spec!r} plays {prefix}, not {game}")
    rules = rulesets.get(prefix if prefixed else game or rulesets.DEFAULT)
    level = rest if prefixed else name
    factory = rules.agent_factory(level, options)
    if factory is None:
        raise ValueError(f"unknown agent {spec!r}")
    return factory
