"""Properties every reachable state must keep (used by the property tests and `selfplay --check`)."""

from __future__ import annotations

from ...cards.model import CardDef
from .flow import victory_holds
from .state import MAX_CREATURES, MAX_EXTRA_CREDITS, MAX_RELICS, ZONES, State

_MAIN_KINDS = frozenset(("criatura", "reliquia", "ritual", "estratagema"))
_UidSets = tuple[tuple[tuple[frozenset[int], frozenset[int], frozenset[int]], ...], frozenset[int]]
_static: dict[int, tuple[tuple[CardDef, ...], tuple[int, ...], _UidSets]] = {}


def _uid_sets(s: State) -> _UidSets:
    """Per seat: uids of its creatures, relics and main-deck cards; all Locations (cached per game)."""
    key = id(s.defs)
    got = _static.get(key)
    if got is not None and got[0] is s.defs and got[1] is s.owner:
        return got[2]
    by_kind: list[dict[str, set[int]]] = [{}, {}]
    for u, (d, o) in enumerate(zip(s.defs, s.owner)):
        by_kind[o].setdefault(d.kind, set()).add(u)
    sets = tuple((frozenset(k.get("criatura", ())), frozenset(k.get("reliquia", ())),
                  frozenset(u for kind in _MAIN_KINDS for u in k.get(kind, ()))) for k in by_kind)
    locs = frozenset(by_kind[0].get("local", set()) | by_kind[1].get("local", set()))
    if len(_static) > 64:
        _static.clear()
    _static[key] = (s.defs, s.owner, (sets, locs))
    return sets, locs


def _holds(s: State) -> bool:
    """A fast check of everything violations() looks at (called after every action by the property tests)."""
    own, locs = _uid_sets(s)
    n = len(s.ids)
    att = s.attached_to
    total = 0
    everything: set[int] = set(s.ermo)
    everything.discard(-1)
    if not locs.issuperset(everything):
        return False
    attached = 0
    for i in (0, 1):
        p = s.players[i]
        if (min(p.essence) < 0 or p.vestigios < 0 or p.vitalidade > p.vitalidade_max or len(p.creatures) > MAX_CREATURES
                or len(p.relics) > MAX_RELICS or not 0 <= p.extra_credits <= MAX_EXTRA_CREDITS or p.credits < 0
                or p.fatigue < 0):
            return False
        creatures, relics, mains = own[i]
        if not (creatures.issuperset(p.creatures) and relics.issuperset(p.relics) and mains.issuperset(p.hand)
                and mains.issuperset(p.deck) and mains.issuperset(p.discard) and mains.issuperset(p.committed)
                and locs.issuperset(p.reserve) and locs.issuperset(p.connected)):
            return False
        total += (len(p.hand) + len(p.deck) + len(p.discard) + len(p.committed) + len(p.creatures)
                  + len(p.relics) + len(p.reserve) + len(p.connected) + 1)
        everything.update(p.hand, p.deck, p.discard, p.committed, p.creatures, p.relics, p.reserve, p.connected)
        everything.add(p.desbravador)
        for c in p.creatures:
            if s.damage[c] < 0:
                return False
        if p.relics:
            bearers = [att[r] for r in p.relics if att[r] >= 0]
            if bearers:
                attached += len(bearers)
                if len(set(bearers)) != len(bearers) or not set(p.creatures).issuperset(bearers):
                    return False
    total += len(s.ermo) - s.ermo.count(-1)
    if total != n or len(everything) != n or n - att.count(-1) != attached:
        return False
    s0, s1, s2 = s.progress
    if min(s0) < 0 or min(s1) < 0 or min(s2) < 0:
        return False
    for slot in (0, 1, 2):
        if s.ermo[slot] < 0 and s.progress[slot] != [0, 0]:
            return False
    contest = s.contest
    if contest is not None:
        pend = s.pending
        if pend is not None and pend.kind == "response" and contest.responded[pend.seat]:
            return False
    return s.result is not None or not (s.pending is None and s.queue or any(victory_holds(s)))


def violations(s: State, dynamic: bool = True) -> list[str]:
    """Broken invariants of a state, in words; empty when all hold.

    dynamic=False leaves out what only play can break (Vitalidade above its maximum, a waiting game
    with steps queued, a second response offered, a decision offered while a victory condition holds):
    positions built by hand are checked that way.
    """
    if dynamic and _holds(s):
        return []
    out: list[str] = []
    n = len(s.ids)
    (own, locs) = _uid_sets(s)
    seen: list[int] = []
    attached_in_play = 0
    for i, p in enumerate(s.players):
        for zone in p.zones():
            seen += zone
        seen.append(p.desbravador)
        if min(p.essence) < 0:
            out.append(f"seat {i}: negative Essence {p.essence}")
        if p.vestigios < 0:
            out.append(f"seat {i}: negative Vestígios {p.vestigios}")
        if dynamic and p.vitalidade > p.vitalidade_max:
            out.append(f"seat {i}: Vitalidade {p.vitalidade} above its maximum {p.vitalidade_max}")
        if len(p.creatures) > MAX_CREATURES:                    # R4.1
            out.append(f"seat {i}: {len(p.creatures)} creatures")
        if len(p.relics) > MAX_RELICS:
            out.append(f"seat {i}: {len(p.relics)} relics")
        if not 0 <= p.extra_credits <= MAX_EXTRA_CREDITS or p.credits < 0:
            out.append(f"seat {i}: {p.credits} + {p.extra_credits} exploration credits")
        if p.fatigue < 0:
            out.append(f"seat {i}: negative fatigue")
        creatures, relics, mains = own[i]
        if not creatures.issuperset(p.creatures):
            out.append(f"seat {i}: a card that is not its creature is among its creatures")
        if not relics.issuperset(p.relics):
            out.append(f"seat {i}: a card that is not its relic is among its relics")
        for z, zone in zip(ZONES, p.zones()[:4]):
            if not mains.issuperset(zone):
                out.append(f"seat {i}: a card that is not its main-deck card is in its {z}")
        if not locs.issuperset(p.reserve) or not locs.issuperset(p.connected):
            out.append(f"seat {i}: a card that is not a Location is in its reserve or connected Locations")
        bearers = [s.attached_to[r] for r in p.relics if s.attached_to[r] >= 0]
        attached_in_play += len(bearers)
        if len(bearers) != len(set(bearers)):                    # R13.2
            out.append(f"seat {i}: a creature carries two relics")
        if not creatures.issuperset(bearers) or any(b not in p.creatures for b in bearers):
            out.append(f"seat {i}: a relic is attached to a creature not in play")
    ermo = [u for u in s.ermo if u >= 0]
    seen += ermo
    if not locs.issuperset(ermo):
        out.append("a card that is not a Location is in the Ermo")
    if len(seen) != n or len(set(seen)) != n or (n and (min(seen) < 0 or max(seen) >= n)):
        out.append("card conservation broken: a card is missing or in two zones")
    if n - s.attached_to.count(-1) != attached_in_play:
        out.append("a card off the field is attached to a creature")
    if n and min(s.damage) < 0:
        out.append("negative damage on a creature")
    for slot, u in enumerate(s.ermo):
        if u < 0 and s.progress[slot] != [0, 0] or min(s.progress[slot]) < 0:
            out.append(f"bad progress {s.progress[slot]} on Ermo slot {slot}")
    c = s.contest
    if c is not None and dynamic:                                # R11.2: one response per seat and action
        pend = s.pending
        if pend is not None and pend.kind == "response" and c.responded[pend.seat]:
            out.append(f"seat {pend.seat} is asked for a second response in one action")
    if dynamic and s.result is None and s.pending is None and s.queue:
        out.append("the game waits with automatic steps still queued")
    if dynamic and s.result is None and any(victory_holds(s)):             # R16.6
        out.append("a decision is offered while a victory condition holds")
    return out if out or not dynamic else ["an invariant is broken (found by the fast check)"]
