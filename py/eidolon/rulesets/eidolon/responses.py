"""Which stratagems and reactions a seat may use in a response window (R11)."""

from __future__ import annotations

from collections.abc import Iterator

from .cards.model import Ability
from .effects import legal_targets, on_field
from .state import ATTACK, EXPLORE, Action, Contest, State
from .stats import can_pay, priced

WINDOW_NAMES = ("declaracao", "confronto")


def response_ability(s: State, uid: int) -> tuple[int, Ability] | None:
    """The card's response (stratagem) or reaction ability with its index."""
    return s.defs[uid].response


def _fits(s: State, c: Contest, ab: Ability, seat: int, window: int) -> bool:
    """R11.4: the ability's timing (context, role, window) fits this window of contest c."""
    ctx = ab.context
    if ctx == "explore" and c.kind != EXPLORE or ctx == "attack" and c.kind != ATTACK:
        return False
    role = ab.role
    if role == "active" and seat != c.side or role == "defender" and seat == c.side:
        return False
    win = ab.window
    if win != "any" and win != WINDOW_NAMES[window]:
        return False
    for e in ab.effects:                          # Caminho Oculto needs an intercepted explorer of yours
        if e.op == "withdraw" and not (c.kind == EXPLORE and c.side == seat and c.interceptor >= 0
                                          and on_field(s, c.actor)):
            return False
    return True


def _with_targets(s: State, seat: int, uid: int, ab: Ability, n: int, out: list[Action]) -> None:
    """The card's ("respond", card, target) actions, one per payment of its n Essence when there is a choice."""
    targets = legal_targets(s, seat, ab.target) if ab.target else [-1]
    priced(out, [("respond", uid, t) for t in targets], s.players[seat].essence, s.defs[uid].identity, n)


def _usable(s: State, seat: int, window: int) -> Iterator[tuple[int, Ability, int]]:
    """The cards seat may respond with in this window, before targets: (card, ability, Essence to pay) (R11.4).
    A generator: has_response stops at the first one."""
    c = s.contest
    if c is None:                                  # no window without an attack or exploration
        return
    p = s.players[seat]
    defs = s.defs
    ess = p.essence
    seen: list[str] = []                           # titles offered: copies of a title are the same choice
    for uid in p.hand:
        d = defs[uid]
        if d.kind != "estratagema" or d.id in seen:
            continue
        seen.append(d.id)
        found = d.response
        if found and can_pay(ess, d.identity, d.cost) and _fits(s, c, found[1], seat, window):
            yield uid, found[1], d.cost
    for zone in (p.creatures, p.relics):
        for uid in zone:
            ab = defs[uid].reaction
            if ab is None:
                continue
            n = ab.essence
            if p.vestigios < ab.vestigio or not can_pay(ess, defs[uid].identity, n):
                continue
            if ab.exhaust and (s.exhausted[uid] or s.fresh[uid]):     # R11.4: fresh creatures cannot exhaust
                continue
            if _fits(s, c, ab, seat, window):
                yield uid, ab, n


def response_actions(s: State, seat: int, window: int) -> list[Action]:
    """Every legal ("respond", card, target[, payment]) for seat in this window, payment included (R11.4, R6.3)."""
    out: list[Action] = []
    for uid, ab, n in _usable(s, seat, window):
        _with_targets(s, seat, uid, ab, n, out)
    return out


def has_response(s: State, seat: int, window: int) -> bool:
    """Whether response_actions offers anything (R16.3: else the window passes by itself), without building it."""
    for _uid, ab, _n in _usable(s, seat, window):
        if not ab.target or legal_targets(s, seat, ab.target):
            return True
    return False
