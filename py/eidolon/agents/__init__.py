"""Agents that play through the public API.

Every agent is built from a seed and answers `choose(obs) -> int`, the index
of its choice among `obs.actions` (obs: sim.SeatObservation). Names for the
command line and the bridge: "random", "iniciante", "desafiadora" (options
after colons, e.g. "desafiadora:iters=200" or "desafiadora:ms=700:horizon=2");
Archon mode's levels are "archon-iniciante" and "archon-desafiadora" (same options).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


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


def make_agent_factory(spec: str) -> Callable[[int], Any]:
    """A factory seed -> agent for a name such as "iniciante" or "desafiadora:iters=200"."""
    name, _, opts = spec.partition(":")
    options = _options(opts)
    if name == "random":
        from .random_agent import RandomAgent
        if options:
            raise ValueError("the random agent takes no options")
        return RandomAgent
    if name in ("iniciante", "archon-iniciante"):
        if name == "iniciante":
            from ..rulesets.eidolon.agents.iniciante import Iniciante as level
        else:
            from ..rulesets.archon.agents.levels import ArchonIniciante as level  # type: ignore[assignment]
        allowed = {"epsilon", "temperature"}
        bad = set(options) - allowed
        if bad:
            raise ValueError(f"unknown iniciante options {sorted(bad)}")
        return lambda seed: level(seed, **options)
    if name in ("desafiadora", "archon-desafiadora"):
        if name == "desafiadora":
            from ..rulesets.eidolon.agents.desafiadora import Desafiadora as search
        else:
            from ..rulesets.archon.agents.levels import ArchonDesafiadora as search  # type: ignore[assignment]
        allowed = {"iters", "ms", "horizon", "width", "rt", "re", "prior"}
        bad = set(options) - allowed
        if bad:
            raise ValueError(f"unknown desafiadora options {sorted(bad)}")
        kw: dict[str, Any] = {}
        if "iters" in options:
            kw["iterations"] = int(options["iters"])
        if "ms" in options:
            kw["time_ms"] = options["ms"]
        if "horizon" in options:
            kw["horizon"] = int(options["horizon"])
        if "width" in options:
            kw["width"] = int(options["width"])
        if "rt" in options:
            kw["rollout_temperature"] = options["rt"]
        if "re" in options:
            kw["rollout_epsilon"] = options["re"]
        if "prior" in options:
            kw["prior"] = options["prior"]
        return lambda seed: search(seed, **kw)
    raise ValueError(f"unknown agent {spec!r}")
