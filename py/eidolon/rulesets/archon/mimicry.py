"""Copies other than a creature's (K5, K32; a creature's copies are permissions.Copy and CopyText).

An action card that plays as a copy of an action card in a discard pile ("copy_action", K32: a card that copies
another counts as the card it copied for the Rule of Six; K5: the card beats the rule).

Its "Play:" picks an action card in either discard pile (both are public zones, so the copied identity is known to
both players) that has a "Play:" ability and is not itself a copying action; the resolving card then has that
title's text in place of its own while it resolves (a copy record of n REPLACES, blanking.py, on the card in its
resolving zone; it ends when the card goes to discard, K29), and the copied "Play:" abilities resolve as its own,
the first printed first, before it goes to discard. For the Rule of Six the play counts as the copied title, not as
its own: a title already played or used 6 times this turn cannot be copied. The copied card stays in its pile.
A copied "Choose one" offers the copied title's modes; a copied lasting reaction answers for the copier's
controller for its duration, and the copy record stays on the card in its discard pile while such a reaction
lasts, so the reaction finishes from the ability as it began (lasting.expire drops it after; played again, the
card starts without it, uses.py).

An artifact whose "Play:" takes on another artifact's text ("copy_artifact") has that artifact's abilities (its
"Action:", "Omni:", constant and triggered abilities) instead of its own while it is in play (the same copy record,
ended by leaving play, K60); its name, house and Rule of Six count stay its own (K91, K32), so an "Action:" is used
when its own house is active, and an "Omni:" at any time (K50, K51).

A creature with a constant "copy_while" (K33, K5) also has its left neighbour's printed text (abilities and
keywords, K84: the creature just left of it in its battleline) while the condition of its "if" holds for its
controller: a copy record of n WHILE that `keep_copies` starts, changes and ends as the board changes, between
the steps of the runner. A copy by a constant changes only while nothing of its creature is pending (a task, a
trigger, a choice or a lasting reaction naming it): what began resolving finishes from the ability as it began
(K34; the same reading as for blanking), and the copy catches up once it is done."""

from __future__ import annotations

from typing import Any

from . import effects
from .blanking import FOREVER, REPLACES, WHILE, blanked, copied
from .board import card
from .cards import DEFS, CardDef, Effect
from .conditions import CONDITIONS, holds
from .constants import VERBS as CONSTANT_VERBS
from .constants import ConstantVerb
from .state import ARTIFACTS, LINE, RESOLVING, RULE_OF_SIX, ArchonState, ChoiceKind, Lasting, Task, TaskKind
from .verbs import PickingVerb


def copyable(d: CardDef) -> bool:
    """An action title whose "Play:" a copying action may resolve: not a copying action itself (no copy of a copy,
    its modes included). A "Choose one" or a lasting reaction is copied with its hidden abilities, which follow
    the copier's own (blanking.offset)."""
    return d.type == "action" and any(a.when == "play" for a in d.abilities) \
        and not any(e.op == "copy_action" for a in d.abilities for e in a.effects)


class CopyAction(PickingVerb):
    """Play as a copy of an action card in a discard pile (K32)."""

    op = "copy_action"
    kind = ChoiceKind.TARGET

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        out = []
        for seat in (t.seat, 1 - t.seat):
            for v in s.players[seat].discard:
                d = card(s, v)
                if v != t.source and copyable(d) and s.plays.get(d.id, 0) < RULE_OF_SIX:
                    out.append(v)
        return out

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        u = t.source
        if not targets or s.zone[u] != RESOLVING or copied(s, u) is not None:
            return False
        v = targets[0]
        own, c = card(s, u).id, card(s, v)
        s.lasting = s.lasting + (Lasting(t.seat, "copy", REPLACES, s.ids[v], "", u, FOREVER, False),)
        left = s.plays.get(own, 0) - 1              # K32: this play counts as the copied title, not its own
        if left > 0:
            s.plays[own] = left
        else:
            s.plays.pop(own, None)
        s.plays[c.id] = s.plays.get(c.id, 0) + 1
        s.emit("copy_action", t.seat, u, 0, v)
        base = len(DEFS[s.ids[u]].abilities)
        for j in range(len(c.abilities) - 1, -1, -1):
            if c.abilities[j].when == "play":
                s.stack.append(Task(TaskKind.EFFECTS, u, t.seat, base + j))
        return True


class CopyArtifact(PickingVerb):
    """Take on another artifact's text while in play (K5): one of either side's artifacts in play."""

    op = "copy_artifact"
    kind = ChoiceKind.TARGET

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        return [v for seat in (t.seat, 1 - t.seat) for v in s.players[seat].artifacts if v != t.source]

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        u = t.source
        if not targets or s.zone[u] != ARTIFACTS or copied(s, u) is not None:
            return False
        v = targets[0]
        s.lasting = s.lasting + (Lasting(t.seat, "copy", REPLACES, s.ids[v], "", u, FOREVER, False),)
        s.emit("copy_text", s.ctrl[u], u, 0, v)
        return True


effects.VERBS.update({v.op: v() for v in (CopyAction, CopyArtifact)})


class CopyWhile(ConstantVerb):
    """"While <condition>, this creature also has the text of its left neighbour" (K5, K33, K84): it covers no
    other creature; `keep_copies` gives the text."""

    op = "copy_while"

    def covers(self, s: ArchonState, source: int, target: str, u: int) -> bool:
        return False

    def message(self, e: Effect) -> dict[str, Any]:
        return {"key": "archon.op.copy_while", "args": {"cond": CONDITIONS[e.cond].message(e)}}


CONSTANT_VERBS[CopyWhile.op] = CopyWhile()


def _wanted(s: ArchonState, u: int) -> tuple[str, int]:
    """The title creature u's constant copy names now: its left neighbour's, while the condition holds ("" if
    none), and that neighbour. The neighbour's printed text is read (no copy of a copy, K5)."""
    line = s.players[s.ctrl[u]].line
    at = line.index(u)
    if at == 0:
        return "", -1
    for e in DEFS[s.ids[u]].auras:
        if e.op == "copy_while" and holds(s, s.ctrl[u], e):
            return s.ids[line[at - 1]], line[at - 1]
    return "", -1


def _pending(s: ArchonState, u: int) -> bool:
    """Something of creature u waits to resolve: a task, a trigger, a choice's task or a lasting reaction."""
    c = s.choice
    return (any(t.source == u for t in s.stack) or any(q.source == u for q in s.queue)
            or c is not None and c.task.source == u or any(r.source == u for r in s.reactions))


def keep_copies(s: ArchonState) -> None:
    """Each constant copy of a creature in a battleline in step with its condition and its left neighbour
    (K33), unless something of the creature is pending (K34); a blanked creature's constant copies nothing."""
    zone = s.zone
    for u in s.auras_of["copy_while"]:          # (every copying title is listed: those without one pass by)
        if zone[u] != LINE:
            continue
        have = ""
        for y in s.lasting:
            if y.op == "copy" and y.uid == u and y.n == WHILE:
                have = y.keyword
        want, v = _wanted(s, u)
        if want and blanked(s, u):
            want, v = "", -1
        if want == have or _pending(s, u):
            continue
        kept = tuple(y for y in s.lasting if not (y.op == "copy" and y.uid == u and y.n == WHILE))
        s.lasting = kept + ((Lasting(s.ctrl[u], "copy", WHILE, want, "", u, FOREVER, False),) if want else ())
        if want:
            s.emit("copy", s.ctrl[u], u, 0, v)
