"""Properties every reachable state must keep (used by the property tests and `selfplay --check`)."""

from __future__ import annotations

from .position import ZONES
from .state import MAX_CREATURES, MAX_RELICS, State


def violations(s: State) -> list[str]:
    """Broken invariants of a state, in words; empty when all hold."""
    out: list[str] = []
    seen: list[int] = []
    for i, p in enumerate(s.players):
        for z in ZONES:
            seen.extend(getattr(p, z))
        seen.append(p.desb)
        if any(x < 0 for x in p.ess):
            out.append(f"seat {i}: negative Essence {p.ess}")
        if p.vest < 0:
            out.append(f"seat {i}: negative Vestígios {p.vest}")
        if len(p.creatures) > MAX_CREATURES:
            out.append(f"seat {i}: {len(p.creatures)} creatures")
        if len(p.relics) > MAX_RELICS:
            out.append(f"seat {i}: {len(p.relics)} relics")
        if p.extra > 5 or p.extra < 0:
            out.append(f"seat {i}: {p.extra} extra exploration credits")
        bearers = [s.att[r] for r in p.relics if s.att[r] >= 0]
        if len(bearers) != len(set(bearers)):
            out.append(f"seat {i}: a creature carries two relics")
        if any(b not in p.creatures for b in bearers):
            out.append(f"seat {i}: a relic is attached to a creature not in play")
    seen.extend(u for u in s.ermo if u >= 0)
    if sorted(seen) != list(range(len(s.ids))):
        out.append("card conservation broken: a card is missing or in two zones")
    if s.contest is not None and (s.contest[8] > 1 or s.contest[9] > 1):
        out.append("more than one response by a player in one action")
    return out
