"""Replacement and prevention (K59, K54): wards, shield points ("prevent the next n damage"), damage that cannot
be dealt or is dealt to another creature instead, constant replacements of a creature's destruction or return to
hand and of a steal from a player's pool, the card's own "if this would be destroyed" and the order of several
replacements of one event.

board.py asks this module through its registry `board.REPLACING` (board cannot import it: the replacements move
cards with board's own moves): `destroyed` before a card is marked (K58), `returned` before a creature goes back to
its owner's hand (K60), `damage` before armor is spent (K54: protection prevents damage before armor does),
`stolen` before a steal's Æmber reaches the thief (K62). One class per replacement kind. When two or more
replacements with different outcomes would replace the same destruction or return, the event waits on the stack (a
REPLACE task) and the active player, who settles every conflict of timing (K9, K14), chooses the one that applies
(a REPLACE choice); the event then no longer happens, so the others do not apply. Damage has a fixed order
(docs/archon.md, "Plain readings"): the creature's own prevention (it cannot be dealt damage, then its shield
points, then its ward), then redirection; redirected damage meets the new creature's own prevention and is not
redirected again. What a replacement puts in its place is not replaced again.
"""

from __future__ import annotations

from . import effects
from .board import REPLACING, card, depart, in_play, mark
from .cards import DEFS, REPLACE_EVENTS, WARD_OPS, Effect
from .constants import VERBS as CONSTANT_VERBS
from .constants import applies
from .effects import EffectVerb
from .state import LINE, ArchonState, Choice, ChoiceKind, Task, TaskKind, Zone

EVENTS = tuple(REPLACE_EVENTS)                  # a REPLACE task's `step`: the event's index
DESTROY, RETURN = EVENTS.index("destroy"), EVENTS.index("return_hand")
OUTCOME_ZONES = {"return_hand": Zone.HAND, "archive": Zone.ARCHIVES, "purge": Zone.PURGED}


class Replacement:
    """One kind of replacement of a creature's event: the cards offering it (`sources`), what it does
    (`apply`) and its outcome (`outcome`, which also names its option in a REPLACE choice)."""

    kind = ""

    def sources(self, s: ArchonState, u: int, event: str) -> list[int]:
        raise NotImplementedError

    def apply(self, s: ArchonState, u: int, source: int, event: str) -> None:
        raise NotImplementedError

    def outcome(self, s: ArchonState, source: int, event: str) -> str:
        """What the event becomes: two offers of one outcome need no choice."""
        return self.kind


class Ward(Replacement):
    """K59: a ward on the creature is removed instead of its next destruction (the mark is not made)."""

    kind = "ward"

    def sources(self, s: ArchonState, u: int, event: str) -> list[int]:
        return [u] if event == "destroy" and s.ward[u] else []

    def apply(self, s: ArchonState, u: int, source: int, event: str) -> None:
        spend_ward(s, u)


class OwnReplacement(Replacement):
    """K59: the card's own "if this would be destroyed, instead ...": no mark, no "Destroyed:", and its effects
    happen at once (cards.REPLACING: a full heal always among them, the card itself or its controller's pool)."""

    kind = "own"

    def sources(self, s: ArchonState, u: int, event: str) -> list[int]:
        return [u] if event == "destroy" and card(s, u).has("would_be_destroyed") else []

    def apply(self, s: ArchonState, u: int, source: int, event: str) -> None:
        s.emit("replaced", s.ctrl[u], u)
        for a in card(s, u).abilities:
            if a.when != "would_be_destroyed":
                continue
            for e in a.effects:
                if e.op == "heal":
                    s.damage[u] -= s.damage[u] if e.n == 0 else min(e.n, s.damage[u])
                elif e.op == "exhaust":
                    s.exhausted[u] = True
                elif e.op == "stun":
                    s.stun[u] = True
                elif e.op == "power":
                    s.tokens[u] += e.n
                else:
                    s.players[s.ctrl[u]].amber += e.n


class ConstantReplacement(Replacement):
    """K59, K33: a constant "replace" of a card in play covering the creature (cards.REPLACE_EVENTS): the
    creature is returned to its owner's hand, archived or purged instead (it leaves play, K60: not destroyed,
    so no "Destroyed:"; its "Leaves Play:" resolves)."""

    kind = "constant"

    def _effect(self, s: ArchonState, source: int, event: str, u: int) -> Effect | None:
        for e in DEFS[s.ids[source]].auras:
            if e.op == "replace" and e.event == event and CONSTANT_VERBS["replace"].covers(s, source, e.target, u):
                return e
        return None

    def sources(self, s: ArchonState, u: int, event: str) -> list[int]:
        zone = s.zone
        return [x for x in s.auras_of["replace"] if (zone[x] == LINE or zone[x] == Zone.ARTIFACTS)
                and self._effect(s, x, event, u) is not None]

    def apply(self, s: ArchonState, u: int, source: int, event: str) -> None:
        e = self._effect(s, source, event, u)
        assert e is not None
        s.emit("replace_" + e.with_op, s.ctrl[u], u, other=source)
        depart(s, u, OUTCOME_ZONES[e.with_op])

    def outcome(self, s: ArchonState, source: int, event: str) -> str:
        for e in DEFS[s.ids[source]].auras:
            if e.op == "replace" and e.event == event:
                return e.with_op
        return ""


KINDS: tuple[Replacement, ...] = (Ward(), OwnReplacement(), ConstantReplacement())


def offers(s: ArchonState, u: int, event: str) -> list[tuple[int, int]]:
    """The replacements that would replace `event` of u now: (index in KINDS, source card), in KINDS order."""
    return [(i, x) for i, r in enumerate(KINDS) for x in r.sources(s, u, event)]


def spend_ward(s: ArchonState, u: int) -> None:
    s.ward[u] = False
    s.emit("ward_spent", s.ctrl[u], u)


def _waiting(s: ArchonState, u: int, event: int) -> bool:
    """A REPLACE task or choice for this event of u is pending."""
    c = s.choice
    if c is not None and c.kind == ChoiceKind.REPLACE and c.task.source == u and c.task.step == event:
        return True
    return any(t.kind == TaskKind.REPLACE and t.source == u and t.step == event for t in s.stack)


def _replace(s: ArchonState, u: int, event: int) -> bool:
    """K59: True when some replacement takes the place of the event: one outcome applies now; two or more
    outcomes wait for the active player's choice (a REPLACE task on the stack)."""
    name = EVENTS[event]
    found = offers(s, u, name)
    if not found:
        return False
    if _waiting(s, u, event):
        return True
    if len({KINDS[i].outcome(s, x, name) for i, x in found}) > 1:
        s.stack.append(Task(TaskKind.REPLACE, u, s.active, step=event))
        return True
    i, x = found[0]
    KINDS[i].apply(s, u, x, name)
    return True


def pending(s: ArchonState, t: Task) -> None:
    """A REPLACE task: ask the active player which replacement applies (K9, K14), or apply the one left; with
    none left the event happens after all (the creature is still in play)."""
    u, name = t.source, EVENTS[t.step]
    if not in_play(s, u):
        return
    found = offers(s, u, name)
    if len({KINDS[i].outcome(s, x, name) for i, x in found}) > 1:
        s.choice = Choice(ChoiceKind.REPLACE, tuple(range(len(found))), False, t._replace(seat=s.active))
    elif found:
        i, x = found[0]
        KINDS[i].apply(s, u, x, name)
    elif t.step == DESTROY:
        mark(s, u)
    else:
        s.emit("return_hand", s.owner[u], u)
        depart(s, u, Zone.HAND)


def answer(s: ArchonState, t: Task, picked: int) -> None:
    """The active player's pick among the offers (in `offers` order) of the REPLACE choice of task t."""
    name = EVENTS[t.step]
    i, x = offers(s, t.source, name)[picked]
    KINDS[i].apply(s, t.source, x, name)


def label(s: ArchonState, t: Task, picked: int) -> tuple[str, int]:
    """The REPLACE option `picked` of task t: its outcome's name and the card offering it (view.py)."""
    name = EVENTS[t.step]
    i, x = offers(s, t.source, name)[picked]
    return KINDS[i].outcome(s, x, name), x


def _guard(s: ArchonState, u: int) -> int:
    """K59: a creature in play whose constant redirection covers u (the first by card number), or -1."""
    zone = s.zone
    for x in s.auras_of["redirect_damage"]:
        if zone[x] == LINE and x not in s.marked and _redirects(s, x, u):
            return x
    return -1


def _redirects(s: ArchonState, x: int, u: int) -> bool:
    """Some constant redirection of x covers u."""
    return any(e.op == "redirect_damage" and CONSTANT_VERBS["redirect_damage"].covers(s, x, e.target, u)
               for e in DEFS[s.ids[x]].auras)


def _prevented(s: ArchonState, u: int, amount: int) -> int:
    """K54, K59: the damage left after the creature's own prevention: none if it cannot be dealt damage (nothing
    is spent); else its shield points prevent as much as they can, one point per damage, and if some is left
    its ward is spent instead of all of it."""
    if (s.auras_of["cannot_be_damaged"] or s.lasting) and applies(s, u, "cannot_be_damaged"):
        s.emit("prevented", s.ctrl[u], u)
        return 0
    if s.shield[u]:
        k = min(amount, s.shield[u])
        s.shield[u] -= k
        amount -= k
        s.emit("shield_spent", s.ctrl[u], u, k)
    if amount and s.ward[u]:
        spend_ward(s, u)
        return 0
    return amount


class Resolver:
    """What board.py asks (board.REPLACING)."""

    def destroyed(self, s: ArchonState, u: int) -> bool:
        if not (s.ward[u] or s.auras_of["replace"] or "would_be_destroyed" in DEFS[s.ids[u]].whens):
            return False                         # nothing could replace it (the usual case, asked often)
        return _replace(s, u, DESTROY)

    def returned(self, s: ArchonState, u: int) -> bool:
        return bool(s.auras_of["replace"]) and s.zone[u] == LINE and _replace(s, u, RETURN)

    def damage(self, s: ArchonState, u: int, amount: int) -> tuple[int, int]:
        if not (s.ward[u] or s.shield[u] or s.auras_of["cannot_be_damaged"] or s.auras_of["redirect_damage"]
                or s.lasting):
            return u, amount                     # nothing could prevent or redirect it
        amount = _prevented(s, u, amount)
        if amount and s.auras_of["redirect_damage"]:
            x = _guard(s, u)
            if x >= 0:
                s.emit("redirect", s.ctrl[x], x, amount, other=u)
                return x, _prevented(s, x, amount)
        return u, amount

    def stolen(self, s: ArchonState, seat: int) -> bool:
        """K62, K59: a card `seat` has in play replaces a steal from its pool: the Æmber taken goes to the supply
        (the thief gains nothing, nothing answers "after a steal"). One outcome only: no choice."""
        zone = s.zone
        for x in s.auras_of["replace"]:
            if (zone[x] == LINE or zone[x] == Zone.ARTIFACTS) and s.ctrl[x] == seat \
                    and any(e.op == "replace" and e.event == "steal" for e in DEFS[s.ids[x]].auras):
                s.emit("replace_supply", seat, x)
                return True
        return False

    def answer(self, s: ArchonState, t: Task, picked: int) -> None:
        answer(s, t, picked)


class PlaceWard(EffectVerb):
    """Put a ward on each target creature (K59): a creature has one ward at most; True if one was put (K36)."""

    op = "ward"

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        put = False
        for u in targets:
            if not s.ward[u]:
                s.ward[u] = put = True
                s.emit("ward", s.ctrl[u], u)
        return put


class PlaceShield(EffectVerb):
    """"Prevent the next n damage that would be dealt to" each target creature (K54, K59): n shield points on it,
    added to those it has; each prevents one damage before armor, then it is spent (`Resolver.damage`)."""

    op = "shield"

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        for u in targets:
            s.shield[u] += e.n
            s.emit("shield", s.ctrl[u], u, e.n)
        return bool(targets)


REPLACING.append(Resolver())
effects.VERBS.update({v.op: v for v in (PlaceWard(), PlaceShield())})
assert tuple(v for v in effects.VERBS if v in WARD_OPS) == WARD_OPS
