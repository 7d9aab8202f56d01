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
when its own house is active, and an "Omni:" at any time (K50, K51)."""

from __future__ import annotations

from . import effects
from .blanking import FOREVER, REPLACES, copied
from .board import card
from .cards import DEFS, CardDef, Effect
from .state import ARTIFACTS, RESOLVING, RULE_OF_SIX, ArchonState, ChoiceKind, Lasting, Task, TaskKind
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
