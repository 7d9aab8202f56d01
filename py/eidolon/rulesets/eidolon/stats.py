"""Current values of creatures (printed + attachment + modifiers + auras) and Essence payment."""

from __future__ import annotations

from functools import lru_cache

from .cards.model import MAX_STAT, NEUTRA, Ability, CardDef
from .state import Action, State


def bearer_relic(s: State, uid: int) -> int:
    """The relic attached to a creature, or -1 (R13.2: one attachment per creature)."""
    for r in s.players[s.owner[uid]].relics:
        if s.attached_to[r] == uid:
            return r
    return -1


def matches_filter(f: dict[str, str], d: CardDef) -> bool:
    """Whether an aura's filter (one Natureza, Vocação or doctrine; empty: every creature) takes card d."""
    if "natureza" in f:
        return f["natureza"] in d.natureza
    if "vocacao" in f:
        return f["vocacao"] in d.vocacao
    if "doctrine" in f:
        return f["doctrine"] == d.doctrine
    return True


def _auras(s: State, uid: int) -> tuple[int, int, int]:
    p = s.players[s.owner[uid]]
    defs = s.defs
    d = defs[uid]
    a = r = e = 0
    for ab in defs[p.desbravador].auras:
        if matches_filter(ab.filter, d):
            a += ab.atk
            r += ab.res
            e += ab.exp
    for src in p.creatures:
        for ab in defs[src].auras:
            if matches_filter(ab.filter, d):
                a += ab.atk
                r += ab.res
                e += ab.exp
    return a, r, e


def stats(s: State, uid: int) -> tuple[int, int, int]:
    """(ATQ, RES, EXP) of a creature in play, each within the card's limits 0..12 (R16.5)."""
    d = s.defs[uid]
    a, r, e = d.atk, d.res, d.exp
    rel = bearer_relic(s, uid)
    if rel >= 0:
        rd = s.defs[rel]
        a += rd.atk
        r += rd.res
        e += rd.exp
    for m in s.modifiers:
        if m.creature == uid:
            a += m.atk
            r += m.res
            e += m.exp
    aa, ar, ae = _auras(s, uid)
    a += aa
    r += ar
    e += ae
    if 0 <= a <= MAX_STAT and 0 <= r <= MAX_STAT and 0 <= e <= MAX_STAT:
        return a, r, e
    return min(max(a, 0), MAX_STAT), min(max(r, 0), MAX_STAT), min(max(e, 0), MAX_STAT)


def resistance(s: State, uid: int) -> int:
    """stats(s, uid)[1] alone (R7.3, R16.5), for the death check that runs after every action."""
    defs = s.defs
    d = defs[uid]
    r = d.res
    p = s.players[s.owner[uid]]
    if p.relics:
        attached = s.attached_to
        for rel in p.relics:                       # bearer_relic
            if attached[rel] == uid:
                r += defs[rel].res
                break
    for m in s.modifiers:
        if m.creature == uid:
            r += m.res
    for ab in defs[p.desbravador].auras:           # _auras
        if matches_filter(ab.filter, d):
            r += ab.res
    for src in p.creatures:
        auras = defs[src].auras
        if auras:
            for ab in auras:
                if matches_filter(ab.filter, d):
                    r += ab.res
    return r if 0 <= r <= MAX_STAT else min(max(r, 0), MAX_STAT)


def has_static(s: State, uid: int, op: str) -> Ability | None:
    """The card's static ability `op` (CardDef.statics), if it has one."""
    return s.defs[uid].statics.get(op)


def affinity(d: CardDef, loc: CardDef) -> bool:
    """R9.5: the creature has the Location's favoured type (+1 once)."""
    return loc.favored in d.natureza or loc.favored in d.vocacao


def explore_amount(s: State, actor: int, loc: int) -> int:
    """R9.5: the progress `actor` adds to Location `loc`: EXP, +1 on affinity, plus the Location's bonus."""
    ldef = s.defs[loc]
    amount = stats(s, actor)[2] + (1 if affinity(s.defs[actor], ldef) else 0)
    bonus = has_static(s, loc, "explore_bonus")
    if bonus is not None:
        amount += bonus.n
    return amount


def vigil_count(s: State, seat: int) -> int:
    """R14.6: ready creatures with VIGÍLIA, one point of reduction each."""
    return sum(1 for c in s.players[seat].creatures if not s.exhausted[c] and has_static(s, c, "vigil"))


def can_pay(ess: list[int], identity: int, n: int) -> bool:
    """R6.3: doctrine costs need that doctrine; neutral costs accept any origin."""
    if identity == NEUTRA:
        return sum(ess) >= n
    return ess[identity] >= n


def _default_spend(ess: list[int], n: int) -> tuple[int, ...]:
    """What a neutral cost spends without a choice: neutral first, then the largest pile (ties: doctrine order)."""
    left = ess[:]
    take = min(left[NEUTRA], n)
    left[NEUTRA] -= take
    n -= take
    while n:
        i = max(range(4), key=lambda k: (left[k], -k))
        left[i] -= 1
        n -= 1
    return tuple(a - b for a, b in zip(ess, left))


def _splits(n: int, piles: list[int], i: int = 0) -> list[list[int]]:
    """Every way to take n Essence from piles[i:], as lists of amounts (most from the earlier piles first)."""
    if i == len(piles) - 1:
        return [[n]] if n <= piles[i] else []
    out: list[list[int]] = []
    for k in range(min(n, piles[i]), -1, -1):
        out.extend([k] + rest for rest in _splits(n - k, piles, i + 1))
    return out


def spend_options(ess: list[int], identity: int, n: int) -> tuple[tuple[int, ...], ...]:
    """R6.3 decision: the distinct payments of a neutral cost once the neutral Essence is spent, each as the
    amount taken from every pile (DOCTRINES order), the default first; empty when there is no choice."""
    if identity != NEUTRA or n <= ess[NEUTRA]:
        return ()
    return _neutral_spends(tuple(ess), n)


@lru_cache(maxsize=4096)
def _neutral_spends(ess: tuple[int, ...], n: int) -> tuple[tuple[int, ...], ...]:
    """spend_options for a neutral cost above the neutral pile, memoised on the piles (the AI's hot path)."""
    piles = list(ess)
    if not can_pay(piles, NEUTRA, n):
        return ()
    rest = n - ess[NEUTRA]
    if sum(1 for k in range(4) if ess[k]) < 2 or rest == sum(ess[:4]):
        return ()
    default = _default_spend(piles, n)
    return (default, *(spend for split in _splits(rest, piles[:4])
                       if (spend := (*split, ess[NEUTRA])) != default))


def priced(out: list[Action], bases: list[Action], ess: list[int], identity: int, n: int) -> None:
    """Add the actions paying n each to out, and after each one a copy per other distinct payment naming it
    as its last element (R6.3); the action without it pays the default."""
    if identity != NEUTRA or n <= ess[NEUTRA]:
        out.extend(bases)
        return
    options = spend_options(ess, identity, n)
    if not options:
        out.extend(bases)
        return
    for b in bases:
        out.append(b)
        out.extend(b + (spend,) for spend in options[1:])


def pay(ess: list[int], identity: int, n: int, spend: tuple[int, ...] | None = None) -> None:
    """Spend n Essence: the chosen payment (R6.3), or for a neutral cost neutral first, then the largest pile."""
    if identity != NEUTRA:
        ess[identity] -= n
        return
    if spend is None:
        if n <= ess[NEUTRA]:                       # the neutral pile covers it: nothing to choose
            ess[NEUTRA] -= n
            return
        spend = _default_spend(ess, n)
    for i, k in enumerate(spend):
        ess[i] -= k
