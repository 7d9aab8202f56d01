"""Targets, resolving an ability's effects (the ops in rulesets.eidolon.ops), destruction and trigger collection."""

from __future__ import annotations

from .cards.model import Ability
from .state import (
    ACTION,
    EXPLORE,
    FIELD,
    PLANEJAMENTO,
    TURN,
    State,
    Trigger,
)
from .stats import resistance
from .steps import TRIGGERS

DURATION = {"action": ACTION, "turn": TURN, "field": FIELD}


class EffectContext:
    """Who resolves an ability (R16.1): its controller's seat, its card (-1: none) and its target (-1: none)."""

    __slots__ = ("controller", "source", "target")

    def __init__(self, controller: int, source: int, target: int) -> None:
        self.controller = controller
        self.source = source
        self.target = target


def on_field(s: State, uid: int) -> bool:
    return uid in s.players[s.owner[uid]].creatures


def in_play(s: State, uid: int) -> bool:
    """A creature or a relic on its owner's field."""
    p = s.players[s.owner[uid]]
    return uid in p.creatures or uid in p.relics


def participants(s: State) -> list[int]:
    c = s.contest
    if c is None:
        return []
    out = [c.actor] if on_field(s, c.actor) else []
    if c.interceptor >= 0 and on_field(s, c.interceptor):
        out.append(c.interceptor)
    return out


def legal_targets(s: State, ctrl: int, spec: str) -> list[int]:
    """Card instances an ability of ctrl may aim at (R16.4)."""
    me, rival = s.players[ctrl], s.players[1 - ctrl]
    if spec == "own_creature":
        return me.creatures[:]
    if spec == "rival_creature":
        return rival.creatures[:]
    if spec == "any_creature":
        return me.creatures + rival.creatures
    if spec == "own_exhausted_creature":
        return [c for c in me.creatures if s.exhausted[c]]
    if spec == "own_discard_creature":
        return [c for c in me.discard if s.defs[c].kind == "criatura"]
    if spec == "own_participant":
        return [c for c in participants(s) if s.owner[c] == ctrl]
    if spec == "rival_participant":
        return [c for c in participants(s) if s.owner[c] != ctrl]
    if spec == "own_exhausted_relic":
        return [r for r in me.relics if s.exhausted[r]]
    if spec == "own_explorer":
        c = s.contest
        if c is not None and c.kind == EXPLORE and c.side == ctrl and on_field(s, c.actor):
            return [c.actor]
        return []
    raise KeyError(spec)


def draw(s: State, seat: int, n: int) -> None:
    """Draw n cards; each impossible draw deals growing fatigue damage (R5.3)."""
    p = s.players[seat]
    for _ in range(n):
        if p.deck:
            uid = p.deck.pop()
            p.hand.append(uid)
            if s.log is not None:
                s.emit("draw", seat, uid)
        else:
            p.fatigue += 1
            p.vitalidade -= p.fatigue
            s.emit("fatigue", seat, p.fatigue)


def cond_ok(s: State, ab: Ability, src: int) -> bool:
    if ab.cond.get("completed") and not (s.contest is not None and s.contest.completed):
        return False
    if ab.cond.get("alive") and not on_field(s, src):
        return False
    return not (ab.cond.get("phase") == "planejamento" and s.phase != PLANEJAMENTO)


def resolve(s: State, ctrl: int, src: int, ab: Ability, tgt: int) -> None:
    """Apply an ability's effects in order (each op's `apply`, rulesets.eidolon.ops); a part that cannot happen
    is skipped (R16.1)."""
    if ab.target and tgt >= 0 and tgt not in legal_targets(s, ctrl, ab.target):
        tgt = -1                      # the target left or changed: that part is skipped
    ctx = EffectContext(ctrl, src, tgt)
    for e in ab.effects:
        e.apply(s, ctx)
    check_deaths(s)


def check_deaths(s: State) -> None:
    """R7.3 / R16.2: every creature whose damage reached its RES is destroyed together.

    RES is summed only for damage that may reach it: relics and auras only add RES (the card data's values are
    0 or more) and only a position's modifiers may take some away, so the printed RES plus every negative
    modifier is a floor."""
    low = 0
    for m in s.modifiers:
        if m.res < 0:
            low += m.res
    damage = s.damage
    defs = s.defs
    dead: list[int] | None = None
    for p in s.players:
        for c in p.creatures:
            hit = damage[c]
            if hit and hit >= defs[c].res + low and hit >= resistance(s, c):
                if dead is None:
                    dead = [c]
                else:
                    dead.append(c)
    if dead is not None:
        destroy(s, dead)


def destroy(s: State, uids: list[int]) -> None:
    """Move creatures to their owners' discard and queue QUEDA and, at a seat's first fall of the turn, its
    fall passives (R14.3)."""
    batch: list[Trigger] = []
    fallen_seats: set[int] = set()
    for uid in uids:
        p = s.players[s.owner[uid]]
        if uid not in p.creatures:
            continue
        p.creatures.remove(uid)
        p.discard.append(uid)
        s.exhausted[uid] = 0
        s.fresh[uid] = 0
        s.damage[uid] = 0
        s.modifiers = [m for m in s.modifiers if m.creature != uid]
        for r in p.relics:             # R13.3: the relic stays, unattached
            if s.attached_to[r] == uid:
                s.attached_to[r] = -1
        fallen_seats.add(s.owner[uid])
        if s.log is not None:
            s.emit("destroyed", uid)
        for i, ab in enumerate(s.defs[uid].abilities):
            if ab.type == "trigger" and ab.on == "fall":
                batch.append(Trigger(s.owner[uid], uid, i))
    for seat in sorted(fallen_seats):
        p = s.players[seat]
        first = p.fall_turn != s.turn              # R14.3: only the turn's first fall of yours counts,
        p.fall_turn = s.turn                       # whoever was on the field at that fall
        if not first:
            continue
        for w in [p.desbravador] + p.creatures:
            for i, ab in enumerate(s.defs[w].abilities):
                if ab.type == "trigger" and ab.on == "ally_fall":
                    if ab.once_per_turn:
                        if s.once_used.get(w) == s.turn:
                            continue
                        s.once_used[w] = s.turn
                    batch.append(Trigger(seat, w, i))
    push_triggers(s, batch)


def push_triggers(s: State, batch: list[Trigger]) -> None:
    """Queue a batch of simultaneous triggers (controller, source, ability index) for R16.1 ordering."""
    if batch:
        s.trigger_batches.append(batch)
        s.queue.append(TRIGGERS)


def triggers_of(s: State, sources: list[int], event: str, seat: int) -> list[Trigger]:
    """The triggers of `event` on the sources, in order, controlled by seat (R16.1)."""
    out: list[Trigger] = []
    defs = s.defs
    for src in sources:
        found = defs[src].triggers.get(event)
        if found:
            out.extend(Trigger(seat, src, i) for i in found)
    return out
