"""Replacement and prevention (K59, K54): wards, shield points ("prevent the next n damage"), damage that cannot
be dealt or is dealt to another creature instead, constant replacements of a creature's destruction or return to
hand and of a steal from a player's pool, the card's own "if this would be destroyed" and the order of several
replacements of one event.

board.py asks this module through its registry `board.REPLACING` (board cannot import it: the replacements move
cards with board's own moves): `destroyed` before a card is marked (K58), `returned` before a creature goes back to
its owner's hand (K60), `damage` before armor is spent (K54: protection prevents damage before armor does),
`pool` before a steal, a capture or a loss takes Æmber from a pool (K62, K61, K20). One class per replacement
kind; a constant `replace` may hold only the first time each turn (`once`, the state's `replaced_once`), and a
`replace` or a redirection may last (K37: lasting.py's records, `LastingReplacement`, `_guard`). When two or more
replacements with different outcomes would replace the same destruction or return, the event waits on the stack (a
REPLACE task) and the active player, who settles every conflict of timing (K9, K14), chooses the one that applies
(a REPLACE choice); the event then no longer happens, so the others do not apply. Damage with two or more
replacements waits too (a REPLACE task of step DAMAGE): the active player chooses the one applied first, the others
follow in the unasked order (docs/archon.md, "Plain readings"): the creature's own prevention (it cannot be dealt
damage, then its shield points, then its ward), then redirection; redirected damage meets the new creature's own
prevention in that order and is not redirected again. What a replacement puts in its place is not replaced again.
"""

from __future__ import annotations

from . import effects
from .board import REPLACING, card, depart, in_play, lay, mark, power
from .cards import DEFS, REPLACE_EVENTS, WARD_OPS, Effect
from .constants import VERBS as CONSTANT_VERBS
from .constants import applies, lasting_covers
from .effects import EffectVerb
from .lasting import replace_key
from .state import LINE, ArchonState, Choice, ChoiceKind, Lasting, Task, TaskKind, Zone

EVENTS = tuple(REPLACE_EVENTS)                  # a REPLACE task's `step`: the event's index
DESTROY, RETURN = EVENTS.index("destroy"), EVENTS.index("return_hand")
# K59, K9: one damage whose replacements wait for the active player's order: a REPLACE task of this `step`, its
# `done` the amount, `other` the damage's source, `again` a Poison hit (K73); its options are these kinds, in
# this (the unasked) order
DAMAGE = len(EVENTS)
DAMAGE_KINDS = ("prevent", "shield", "ward", "redirect")
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

    def shown(self, source: int, u: int) -> int:
        """The card a REPLACE option names as the one offering it (view.py)."""
        return source


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
            if e.op == "replace" and e.event == event and CONSTANT_VERBS["replace"].covers(s, source, e.target, u) \
                    and not (e.once and source in s.replaced_once):
                return e
        return None

    def sources(self, s: ArchonState, u: int, event: str) -> list[int]:
        zone = s.zone
        return [x for x in s.auras_of["replace"] if (zone[x] == LINE or zone[x] == Zone.ARTIFACTS)
                and self._effect(s, x, event, u) is not None]

    def apply(self, s: ArchonState, u: int, source: int, event: str) -> None:
        e = self._effect(s, source, event, u)
        assert e is not None
        used(s, source, e)
        s.emit("replace_" + e.with_op, s.ctrl[u], u, other=source)
        depart(s, u, OUTCOME_ZONES[e.with_op])

    def outcome(self, s: ArchonState, source: int, event: str) -> str:
        for e in DEFS[s.ids[source]].auras:
            if e.op == "replace" and e.event == event:
                return e.with_op
        return ""


class LastingReplacement(Replacement):
    """K59 with K37: a lasting `replace` ("until the start of your next turn, if a friendly creature would be
    destroyed, return it to its owner's hand instead"): as a constant one, for its duration, even once the card
    that made it left play. Its offers are indices in the state's `lasting`."""

    kind = "lasting"

    def sources(self, s: ArchonState, u: int, event: str) -> list[int]:
        return [i for i, y in enumerate(s.lasting) if y.op == "replace" and y.keyword.partition(":")[0] == event
                and lasting_covers(s, y, u)]

    def apply(self, s: ArchonState, u: int, source: int, event: str) -> None:
        outcome = self.outcome(s, source, event)
        s.emit("lasting_replace", s.ctrl[u], u)
        depart(s, u, OUTCOME_ZONES[outcome])

    def outcome(self, s: ArchonState, source: int, event: str) -> str:
        return s.lasting[source].keyword.partition(":")[2]

    def shown(self, source: int, u: int) -> int:
        return u                                 # no card offers it: the creature itself is named


KINDS: tuple[Replacement, ...] = (Ward(), OwnReplacement(), ConstantReplacement(), LastingReplacement())


def used(s: ArchonState, source: int, e: Effect) -> None:
    """K59: a "the first time each turn" replacement of `source` was used: not offered again this turn."""
    if e.once:
        s.replaced_once = (*s.replaced_once, source)


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
    if t.step == DAMAGE:
        _pending_damage(s, t)
        return
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
    if t.step == DAMAGE:
        _settle(s, t, damage_offers(s, t.source)[picked])
        return
    name = EVENTS[t.step]
    i, x = offers(s, t.source, name)[picked]
    KINDS[i].apply(s, t.source, x, name)


def label(s: ArchonState, t: Task, picked: int) -> tuple[str, int]:
    """The REPLACE option `picked` of task t: its outcome's name and the card offering it (view.py)."""
    if t.step == DAMAGE:
        kind = damage_offers(s, t.source)[picked]
        return kind, _guard(s, t.source) if kind == "redirect" else t.source
    name = EVENTS[t.step]
    i, x = offers(s, t.source, name)[picked]
    return KINDS[i].outcome(s, x, name), KINDS[i].shown(x, t.source)


def _guard(s: ArchonState, u: int) -> int:
    """K59: a creature in play whose constant redirection covers u (the first by card number), else the creature
    of the first lasting redirection covering u (K37: each other creature of its controller), or -1."""
    zone = s.zone
    for x in s.auras_of["redirect_damage"]:
        if zone[x] == LINE and x not in s.marked and _redirects(s, x, u):
            return x
    for y in s.lasting:
        if y.op == "redirect_damage" and _lasting_redirects(s, y, u):
            return y.uid
    return -1


def _lasting_redirects(s: ArchonState, y: Lasting, u: int) -> bool:
    """A lasting redirection names its creature (`uid`); it takes the damage of each other creature its
    controller controls (K37, K59)."""
    x = y.uid
    return x != u and s.zone[x] == LINE and x not in s.marked and s.ctrl[x] == s.ctrl[u]


def _redirects(s: ArchonState, x: int, u: int) -> bool:
    """Some constant redirection of x covers u."""
    return any(e.op == "redirect_damage" and CONSTANT_VERBS["redirect_damage"].covers(s, x, e.target, u)
               for e in DEFS[s.ids[x]].auras)


def _cannot(s: ArchonState, u: int) -> bool:
    return bool(s.auras_of["cannot_be_damaged"] or s.lasting) and applies(s, u, "cannot_be_damaged")


def _prevented(s: ArchonState, u: int, amount: int) -> int:
    """K54, K59: the damage left after the creature's own prevention, in the unasked order: none if it cannot be
    dealt damage (nothing is spent); else its shield points prevent as much as they can, one point per damage, and
    if some is left its ward is spent instead of all of it."""
    for kind in DAMAGE_KINDS[:3]:
        amount = _prevent(s, u, amount, kind)
    return amount


def _prevent(s: ArchonState, u: int, amount: int, kind: str) -> int:
    """One of the creature's own preventions of DAMAGE_KINDS applied to `amount` (K54, K59); what is left."""
    if not amount:
        return 0
    if kind == "prevent" and _cannot(s, u):
        s.emit("prevented", s.ctrl[u], u)
        return 0
    if kind == "shield" and s.shield[u]:
        k = min(amount, s.shield[u])
        s.shield[u] -= k
        s.emit("shield_spent", s.ctrl[u], u, k)
        return amount - k
    if kind == "ward" and s.ward[u]:
        spend_ward(s, u)
        return 0
    return amount


def damage_offers(s: ArchonState, u: int) -> list[str]:
    """K59: the replacements of DAMAGE_KINDS that apply to damage to u now, in their unasked order."""
    have = (_cannot(s, u), s.shield[u] > 0, s.ward[u],
            bool(s.auras_of["redirect_damage"] or s.lasting) and _guard(s, u) >= 0)
    return [k for k, on in zip(DAMAGE_KINDS, have, strict=True) if on]


def _redirect(s: ArchonState, u: int, amount: int) -> tuple[int, int]:
    """K59: the damage left goes to u's guard, if any, through the guard's own prevention (in the unasked order:
    it is not redirected again, and no decision is asked for it)."""
    x = _guard(s, u) if amount and (s.auras_of["redirect_damage"] or s.lasting) else -1
    if x < 0:
        return u, amount
    s.emit("redirect", s.ctrl[x], x, amount, other=u)
    return x, _prevented(s, x, amount)


def _pending_damage(s: ArchonState, t: Task) -> None:
    """A damage waiting for its replacements' order: two or more still apply, the active player chooses the first
    (a REPLACE choice, K9); one or none: it is dealt now."""
    if s.zone[t.source] != LINE:
        return                                   # it left play: the damage is dealt to nothing (K53)
    found = damage_offers(s, t.source)
    if len(found) > 1:
        s.choice = Choice(ChoiceKind.REPLACE, tuple(range(len(found))), False, t._replace(seat=s.active))
    else:
        _settle(s, t, "")


def _settle(s: ArchonState, t: Task, first: str) -> None:
    """The waiting damage of task t: the replacement `first` applies first, then the others in their unasked order
    (K59); what is left meets armor (K54), may destroy (K53, K58), and a Poison hit that damaged destroys (K73)."""
    u, amount = t.source, t.done
    if first == "redirect":
        to, amount = _redirect(s, u, amount)
    else:
        to, amount = _redirect(s, u, _prevented(s, u, _prevent(s, u, amount, first)))
    took = lay(s, to, amount, t.other)
    if s.zone[to] == LINE and s.damage[to] >= power(s, to):
        mark(s, to)
    if t.again and to == u and took:
        mark(s, u)


class Resolver:
    """What board.py asks (board.REPLACING)."""

    def destroyed(self, s: ArchonState, u: int) -> bool:
        if not (s.ward[u] or s.auras_of["replace"] or s.lasting or "would_be_destroyed" in DEFS[s.ids[u]].whens):
            return False                         # nothing could replace it (the usual case, asked often)
        return _replace(s, u, DESTROY)

    def returned(self, s: ArchonState, u: int) -> bool:
        return bool(s.auras_of["replace"] or s.lasting) and s.zone[u] == LINE and _replace(s, u, RETURN)

    def damage(self, s: ArchonState, u: int, amount: int, source: int, poison: bool) -> tuple[int, int]:
        """K59, K54: two or more replacements of this damage: it waits for the active player's order (a REPLACE
        task; nothing is dealt now); else the one there applies at once."""
        if not (s.ward[u] or s.shield[u] or s.auras_of["cannot_be_damaged"] or s.auras_of["redirect_damage"]
                or s.lasting):
            return u, amount                     # nothing could prevent or redirect it
        if len(damage_offers(s, u)) > 1:
            s.stack.append(Task(TaskKind.REPLACE, u, s.active, step=DAMAGE, other=source, again=poison, done=amount))
            return u, 0
        return _redirect(s, u, _prevented(s, u, amount))

    def pool(self, s: ArchonState, seat: int, event: str) -> str:
        """K62, K61, K20 with K59: a card `seat` has in play, or a lasting effect of `seat`, replaces a steal, a
        capture or a loss from its pool: "keep" (the Æmber stays) or "supply" (it goes to the supply; the taker
        gains none, nothing answers "after a steal" or "after a capture"); "" when none does. Every offer is the
        pool owner's, for whom keeping is never worse: "keep" is taken first, unasked ("Plain readings")."""
        found: list[tuple[str, int, Effect | None]] = []
        zone = s.zone
        for x in s.auras_of["replace"]:
            if (zone[x] == LINE or zone[x] == Zone.ARTIFACTS) and s.ctrl[x] == seat:
                for e in DEFS[s.ids[x]].auras:
                    if e.op == "replace" and e.event == event and not (e.once and x in s.replaced_once):
                        found.append((e.with_op, x, e))
        for with_op in REPLACE_EVENTS[event]:
            if any(y.op == "replace" and y.seat == seat and y.keyword == replace_key(event, with_op)
                   for y in s.lasting):
                found.append((with_op, -1, None))
        if not found:
            return ""
        outcome, x, chosen = min(found, key=lambda f: (f[0] != "keep", f[1] < 0))
        if chosen is not None:
            used(s, x, chosen)
            s.emit("replace_" + outcome, seat, x)
        else:
            s.emit("lasting_" + outcome, seat)
        return outcome

    def reaped(self, s: ArchonState, u: int, seat: int) -> bool:
        """K46, K59: a constant or lasting `replace` of `reap` covering the reaping creature u: `seat` steals 1Æ
        (K62, never more than the opponent has; the opponent's own pool replacements apply) instead of gaining it.
        The reap still happens: "Reap:" and after-reap abilities resolve."""
        if not (s.auras_of["replace"] or s.lasting):
            return False
        zone = s.zone
        if not (any((zone[x] == LINE or zone[x] == Zone.ARTIFACTS) and any(
                e.op == "replace" and e.event == "reap" and CONSTANT_VERBS["replace"].covers(s, x, e.target, u)
                for e in DEFS[s.ids[x]].auras) for x in s.auras_of["replace"])
                or any(y.op == "replace" and y.keyword == replace_key("reap", "steal") and lasting_covers(s, y, u)
                       for y in s.lasting)):
            return False
        s.emit("replace_steal", seat, u)
        effects.pool_op(s, seat, u, "steal", 1)
        return True

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
