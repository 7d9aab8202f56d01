"""Current values of creatures (printed + attachment + modifiers + auras) and Essence payment."""

from __future__ import annotations

from ..cards.model import NEUTRA, Ability, CardDef
from .state import State


def bearer_relic(s: State, uid: int) -> int:
    """The relic attached to a creature, or -1 (R13.2: one attachment per creature)."""
    for r in s.players[s.owner[uid]].relics:
        if s.att[r] == uid:
            return r
    return -1


def _matches(f: dict[str, str], d: CardDef) -> bool:
    if "natureza" in f:
        return f["natureza"] in d.natureza
    if "vocacao" in f:
        return f["vocacao"] in d.vocacao
    if "doctrine" in f:
        return f["doctrine"] == d.doctrine
    return True


_AURAS: dict[str, tuple[Ability, ...]] = {}


def aura_abilities(d: CardDef) -> tuple[Ability, ...]:
    """The card's aura statics (cached per title)."""
    found = _AURAS.get(d.id)
    if found is None:
        found = _AURAS[d.id] = tuple(ab for ab in d.abilities if ab.type == "static" and ab.op == "aura")
    return found


def _auras(s: State, uid: int) -> tuple[int, int, int]:
    p = s.players[s.owner[uid]]
    d = s.defs[uid]
    a = r = e = 0
    for src in [p.desb] + p.creatures:
        for ab in aura_abilities(s.defs[src]):
            if _matches(ab.filter, d):
                a += ab.atk
                r += ab.res
                e += ab.exp
    return a, r, e


def stats(s: State, uid: int) -> tuple[int, int, int]:
    """(ATQ, RES, EXP) of a creature in play, never below 0."""
    d = s.defs[uid]
    a, r, e = d.atk, d.res, d.exp
    rel = bearer_relic(s, uid)
    if rel >= 0:
        rd = s.defs[rel]
        a += rd.atk
        r += rd.res
        e += rd.exp
    for m in s.mods:
        if m[0] == uid:
            a += m[1]
            r += m[2]
            e += m[3]
    aa, ar, ae = _auras(s, uid)
    a += aa
    r += ar
    e += ae
    return max(a, 0), max(r, 0), max(e, 0)


def has_static(s: State, uid: int, op: str) -> Ability | None:
    for ab in s.defs[uid].abilities:
        if ab.type == "static" and ab.op == op:
            return ab
    return None


def affinity(d: CardDef, loc: CardDef) -> bool:
    """R9.5: the creature has the Location's favoured type (+1 once)."""
    return loc.favored in d.natureza or loc.favored in d.vocacao


def vigil_count(s: State, seat: int) -> int:
    """R14.6: ready creatures with VIGÍLIA, one point of reduction each."""
    return sum(1 for c in s.players[seat].creatures if not s.exh[c] and has_static(s, c, "vigil"))


def can_pay(ess: list[int], identity: int, n: int) -> bool:
    """R6.3: doctrine costs need that doctrine; neutral costs accept any origin."""
    if identity == NEUTRA:
        return sum(ess) >= n
    return ess[identity] >= n


def pay(ess: list[int], identity: int, n: int) -> None:
    """Spend n Essence. Neutral costs spend neutral first, then the largest pile (ties: doctrine order)."""
    if identity != NEUTRA:
        ess[identity] -= n
        return
    take = min(ess[NEUTRA], n)
    ess[NEUTRA] -= take
    n -= take
    while n:
        i = max(range(4), key=lambda k: (ess[k], -k))
        ess[i] -= 1
        n -= 1
