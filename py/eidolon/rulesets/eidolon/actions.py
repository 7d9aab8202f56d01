"""The decisions a player faces, their legal actions, and applying one action.

Actions are tuples: ("commit", uid), ("play", uid, target), ("attach", relic, creature),
("activate", uid, ability, target), ("reerguer", hand_uid, field_uid), ("explore", uid, location),
("attack", uid), ("intercept", uid), ("let_pass",), ("respond", uid, target), ("pass_window",),
("order", index), ("choose", target), ("discard", uid), ("pick", uid), ("end_phase",).
When a neutral cost can be paid from different doctrines (R6.3), "play", "attach", "activate", "reerguer" and
"respond" are offered once per payment: the plain tuple pays the default (neutral first, then the largest
pile), each other payment adds a last element, the Essence taken from every pile in DOCTRINES order.
"""

from __future__ import annotations

from typing import Any

from ...core.errors import IllegalAction
from .cards.model import NEUTRA, CardDef
from .effects import check_deaths, legal_targets, push_triggers, triggers_of
from .flow import ACTION_CHOICES, CONTEST_QUEUE, STEP_FUNCTIONS, step_victory, then
from .responses import response_ability, response_actions
from .state import (
    ATTACK,
    COMBATE,
    EXPLORACAO,
    EXPLORE,
    MAX_CREATURES,
    MAX_RELICS,
    PLANEJAMENTO,
    REORGANIZACAO,
    Action,
    Contest,
    Decision,
    Phase,
    Player,
    State,
)
from .stats import can_pay, pay, priced, spend_options
from .steps import FINAL_DISCARD, TO_NEXT_PHASE, TRIGGERS, VICTORY, ResolveAbility, StepKind

VICTORY_KIND = StepKind.VICTORY
PHASE_KEYS = {PLANEJAMENTO: "planejamento", REORGANIZACAO: "reorganizacao"}


# The main decisions, one immutable record per seat and phase, built once: decision() runs every turn step.
_MAIN_DECISIONS = tuple(tuple(Decision(seat, "main", phase) for phase in Phase) for seat in (0, 1))   # [seat][phase]


def decision(s: State) -> Decision | None:
    """The choice the game waits for, or None when it is over."""
    if s.result is not None:
        return None
    if s.pending is not None:
        return s.pending
    return _MAIN_DECISIONS[s.active][s.phase]


def _playable(s: State, seat: int, p: Player, d: CardDef) -> str:
    """'' if the card of definition d may be played now from the hand of seat (player p), else the reason key
    (given the player and the definition: the main decision's hot path has them)."""
    kind = d.kind
    if kind == "criatura":
        if len(p.creatures) >= MAX_CREATURES:
            return "field_full"
        if d.unique and any(s.ids[c] == d.id for c in p.creatures):
            return "unique"
    elif kind == "reliquia":
        if len(p.relics) >= MAX_RELICS:
            return "relics_full"
    elif kind == "estratagema":
        return "stratagem_window"
    elif kind == "ritual":
        ab = d.abilities[d.on_play]
        if ab.phases and PHASE_KEYS.get(s.phase) not in ab.phases:
            return "wrong_phase"
        if ab.target and not legal_targets(s, seat, ab.target):
            return "no_target"
    identity = d.identity                           # can_pay inline (R6.3)
    if (sum(p.essence) if identity == NEUTRA else p.essence[identity]) < d.cost:
        return "essence"
    return ""


def price(s: State, a: Action) -> tuple[int, int] | None:
    """(Essence identity, amount) of the card cost the action pays, or None when it pays none."""
    t = a[0]
    if t == "play" or t == "reerguer":
        d = s.defs[a[1]]
        return d.identity, d.cost
    if t == "attach":
        return s.defs[a[1]].identity, 1
    if t == "activate":
        return s.defs[a[1]].identity, s.defs[a[1]].abilities[a[2]].essence
    if t == "respond":
        d = s.defs[a[1]]
        found = response_ability(s, a[1])
        return d.identity, d.cost if d.kind == "estratagema" or found is None else found[1].essence
    return None


def spend_of(s: State, a: Action) -> tuple[int, ...] | None:
    """The Essence the offered action takes from each pile when its payer chooses the payment (R6.3), else None."""
    pr = price(s, a)
    if pr is None:
        return None
    if type(a[-1]) is tuple:
        return a[-1]
    dec = decision(s)
    options = spend_options(s.players[dec[0] if dec else s.active].essence, *pr)
    return options[0] if options else None


def unplayable(s: State, seat: int) -> list[tuple[int, str]]:
    """Hand cards that cannot be played in the current main decision, with the reason key."""
    dec = decision(s)
    if dec is None or dec[0] != seat or dec[1] != "main" or s.phase not in (PLANEJAMENTO, REORGANIZACAO):
        return []
    out = []
    for uid in s.players[seat].hand:
        why = _playable(s, seat, s.players[seat], s.defs[uid])
        if why:
            out.append((uid, why))
    return out


def _main_actions(s: State) -> list[Action]:
    seat = s.active
    p = s.players[seat]
    phase = s.phase
    out: list[Action]
    if phase == PLANEJAMENTO or phase == REORGANIZACAO:
        defs = s.defs
        ess = p.essence
        out = [("commit", uid) for uid in p.hand] if phase == PLANEJAMENTO and not p.committed_this_turn else []
        total = sum(ess)
        seen: list[str] = []                        # titles offered: copies of a title are the same choice
        for uid in p.hand:
            d = defs[uid]
            if d.id in seen:
                continue
            seen.append(d.id)
            if (total if d.identity == NEUTRA else ess[d.identity]) < d.cost or _playable(s, seat, p, d):
                continue                            # _playable's last test first: the commonest reason (R6.3)
            target = d.abilities[d.on_play].target if d.on_play >= 0 else ""
            if not target and (d.identity != NEUTRA or d.cost <= ess[NEUTRA]):
                out.append(("play", uid, -1))           # one way to play it and to pay (priced's plain case)
                continue
            targets = legal_targets(s, seat, target) if target else [-1]
            priced(out, [("play", uid, t) for t in targets], ess, d.identity, d.cost)
        taken: set[int] | None = None               # the relics' bearers: the same for every relic
        for r in p.relics:                          # R13.2 attach or move
            if s.exhausted[r] or not can_pay(ess, defs[r].identity, 1):
                continue
            if taken is None:
                taken = {s.attached_to[x] for x in p.relics}
            priced(out, [("attach", r, c) for c in p.creatures if c not in taken], ess, defs[r].identity, 1)
        exhausted = s.exhausted
        lifted: list[int] | None = None             # exhausted unique creatures (R7.4 REERGUER), in order
        for uid in p.creatures:                     # R14.1 activations
            d = defs[uid]
            if d.activated:
                _activations(s, seat, p, uid, d, out)
            if d.unique and exhausted[uid]:
                if lifted is None:
                    lifted = [uid]
                else:
                    lifted.append(uid)
        for uid in p.relics:
            d = defs[uid]
            if d.activated:
                _activations(s, seat, p, uid, d, out)
        if lifted is not None:
            for uid in lifted:                      # R7.4 REERGUER
                d = defs[uid]
                if can_pay(ess, d.identity, d.cost):
                    copy = next((h for h in p.hand if s.ids[h] == d.id), -1)
                    if copy >= 0:
                        priced(out, [("reerguer", copy, uid)], ess, d.identity, d.cost)
    elif phase == EXPLORACAO:
        out = []
        if p.credits + p.extra_credits > 0:
            locations = [loc for loc in s.ermo if loc >= 0]
            out = [("explore", c, loc) for c in _ready_creatures(s, p.creatures) for loc in locations]
    elif phase == COMBATE:
        out = [("attack", c) for c in _ready_creatures(s, p.creatures)]
    else:
        out = []
    out.append(("end_phase",))
    return out


def _activations(s: State, seat: int, p: Player, uid: int, d: CardDef, out: list[Action]) -> None:
    """R14.1: the card's usable activated abilities, one action per target and payment."""
    ess = p.essence
    for i, ab in d.activated:
        if ab.exhaust and (s.exhausted[uid] or s.fresh[uid]):
            continue
        if p.vestigios < ab.vestigio:
            continue
        n = ab.essence
        if not can_pay(ess, d.identity, n):
            continue
        targets = legal_targets(s, seat, ab.target) if ab.target else [-1]
        priced(out, [("activate", uid, i, t) for t in targets], ess, d.identity, n)


def _ready_creatures(s: State, creatures: list[int]) -> list[int]:
    """R9.2, R10.1: the creatures that may explore or attack (ready, not newly played)."""
    return [c for c in creatures if not s.exhausted[c] and not s.fresh[c]]


def _only_end_phase(s: State) -> bool:
    """In Exploração or Combate, whether "end phase" is the only main action (_main_actions without the lists)."""
    p = s.players[s.active]
    if s.phase == EXPLORACAO and (p.credits + p.extra_credits <= 0 or all(loc < 0 for loc in s.ermo)):
        return True
    return not _ready_creatures(s, p.creatures)


def legal_actions(s: State) -> list[Action]:
    dec = s.pending
    if dec is None:                                 # the main decision (no Decision built: the AI's hot path)
        return _main_actions(s) if s.result is None else []
    if s.result is not None:
        return []
    seat, kind, data = dec
    if kind == "pick":
        return [("pick", uid) for uid in s.players[data[1]].reserve]
    if kind == "intercept":
        return [("intercept", c) for c in s.players[seat].creatures if not s.exhausted[c]] + [("let_pass",)]
    if kind == "response":
        return response_actions(s, seat, data) + [("pass_window",)]
    if kind == "order":
        return [("order", i) for i in range(len(s.trigger_batches[-1]))]
    if kind == "target":
        return [("choose", t) for t in data[2]]
    if kind == "discard":
        return [("discard", uid) for uid in s.players[seat].hand]
    raise AssertionError(kind)


def run(s: State) -> None:
    """Run automatic steps until a player must decide or the game ends.

    R16.6: when the automatic sequence stops, victory is checked before the decision is offered
    (fatigue in Compra, a phase that passed by itself, a choice that resumed the turn start), unless that
    decision belongs to the sequence in progress (ordering its triggers, choosing their targets): R1.2 lets
    the whole action resolve first, and the check runs again when the sequence stops at any other decision.
    Only step_victory ends the game, and it empties the queue: the result is tested when the queue runs out.
    """
    if s.result is not None:
        return
    last: StepKind | None = None
    queue = s.queue                                 # the same list all along: steps only append, pop and clear
    functions = STEP_FUNCTIONS
    while s.pending is None:
        if not queue:
            phase = s.phase
            if s.result is None and (phase == EXPLORACAO or phase == COMBATE) and _only_end_phase(s):
                if s.log is not None:
                    s.emit("phase_skipped", s.active, phase)     # only "end phase": move on by itself
                queue.append(TO_NEXT_PHASE[phase])
                continue
            break
        step = queue.pop()
        last = step.kind
        if last is VICTORY_KIND:                    # step_victory's test inline: most times nothing holds
            p0, p1 = s.players
            target = s.location_target
            if p0.vitalidade <= 0 or p1.vitalidade <= 0 or len(p0.connected) >= target or len(p1.connected) >= target:
                step_victory(s, VICTORY)
            continue
        functions[last](s, step)
    pend = s.pending
    if s.result is None and last is not VICTORY_KIND and (pend is None or pend.kind not in ACTION_CHOICES):
        p0, p1 = s.players                          # step_victory's test first: nothing to do most times
        target = s.location_target                  # (not again if that was the very last step run)
        if p0.vitalidade <= 0 or p1.vitalidade <= 0 or len(p0.connected) >= target or len(p1.connected) >= target:
            step_victory(s, VICTORY)


def apply(s: State, action: Action, check: bool = True) -> None:
    """Apply one legal action and run the game until the next decision."""
    if check and action not in legal_actions(s):
        raise IllegalAction(f"action {action!r} is not offered")
    if s.result is not None:
        raise IllegalAction("the game is over")
    dec = s.pending
    seat: int = s.active if dec is None else dec.seat
    data: Any = s.phase if dec is None else dec.data
    s.pending = None
    if not s.queue:                                 # a new action (not a choice inside one)
        s.queue.append(VICTORY)                     # R1.2: checked after the whole action
    t = action[0]
    p = s.players[seat]
    spend = action[-1] if type(action[-1]) is tuple else None     # a chosen payment (R6.3)
    if t == "end_phase":
        s.queue.append(TO_NEXT_PHASE[s.phase])
    elif t == "commit":
        uid = action[1]
        p.hand.remove(uid)
        p.committed.append(uid)
        p.essence[s.defs[uid].identity] += 1            # R6.1
        p.committed_this_turn = 1
        if s.log is not None:
            s.emit("commit", seat, uid)
    elif t == "play":
        _play(s, seat, action[1], action[2], spend)
    elif t == "attach":
        _attach(s, seat, action[1], action[2], spend)
    elif t == "activate":
        _, uid, i, tgt = action[:4]
        ab = s.defs[uid].abilities[i]
        pay(p.essence, s.defs[uid].identity, ab.essence, spend)
        p.vestigios -= ab.vestigio
        if ab.exhaust:
            s.exhausted[uid] = 1
        if s.log is not None:
            s.emit("activate", seat, uid)
        then(s, ResolveAbility(seat, uid, i, tgt))
    elif t == "reerguer":
        _, copy, uid = action[:3]
        pay(p.essence, s.defs[copy].identity, s.defs[copy].cost, spend)
        p.hand.remove(copy)
        p.discard.append(copy)
        s.exhausted[uid] = 0                              # no healing, no CHEGADA, fresh unchanged
        s.emit("reerguer", seat, copy, uid)
    elif t == "explore" or t == "attack":
        _declare(s, seat, action)
    elif t == "intercept":
        s.exhausted[action[1]] = 1
        s.contest.interceptor = action[1]           # type: ignore[union-attr]
        if s.log is not None:
            s.emit("intercept", seat, action[1])
    elif t == "let_pass":
        if s.log is not None:
            s.emit("let_pass", seat)
    elif t == "respond":
        _respond(s, seat, action[1], action[2], spend)
    elif t == "pass_window":
        if s.log is not None:
            s.emit("pass", seat, data)
    elif t == "order":
        trigger = s.trigger_batches[-1].pop(action[1])
        then(s, ResolveAbility(trigger.controller, trigger.source, trigger.ability, -1), TRIGGERS)
    elif t == "choose":
        then(s, ResolveAbility(seat, data[0], data[1], action[1]))
    elif t == "discard":
        p.hand.remove(action[1])
        p.discard.append(action[1])
        s.emit("discard", seat, action[1])
        then(s, FINAL_DISCARD)
    elif t == "pick":
        _pick(s, seat, data, action[1])
    else:
        raise IllegalAction(f"unknown action {action!r}")
    run(s)


def _play(s: State, seat: int, uid: int, tgt: int, spend: tuple[int, ...] | None) -> None:
    p = s.players[seat]
    d = s.defs[uid]
    pay(p.essence, d.identity, d.cost, spend)
    p.hand.remove(uid)
    if s.log is not None:
        s.emit("play", seat, uid, tgt)
    if d.kind == "criatura":
        p.creatures.append(uid)
        s.exhausted[uid] = 0
        s.fresh[uid] = 1                            # R7.1
        s.damage[uid] = 0
        batch = triggers_of(s, [uid], "arrive", seat)
        if batch:
            push_triggers(s, batch)
    elif d.kind == "reliquia":
        p.relics.append(uid)
        s.exhausted[uid] = 0
        s.attached_to[uid] = -1
    else:                                           # ritual: resolves, then rests in the discard
        p.discard.append(uid)
        then(s, ResolveAbility(seat, uid, d.on_play, tgt))


def _attach(s: State, seat: int, relic: int, creature: int, spend: tuple[int, ...] | None) -> None:
    """R13.2-R13.3: pay 1 Essence of the relic's identity, exhaust it; the old bearer may die."""
    p = s.players[seat]
    pay(p.essence, s.defs[relic].identity, 1, spend)
    s.exhausted[relic] = 1
    old = s.attached_to[relic]
    s.attached_to[relic] = creature
    if s.log is not None:
        s.emit("attach", seat, relic, creature, old)
    if old >= 0:
        check_deaths(s)


def _declare(s: State, seat: int, action: Action) -> None:
    p = s.players[seat]
    uid = action[1]
    s.exhausted[uid] = 1                                  # R9.2 / R10.1
    if action[0] == "explore":
        if p.credits > 0:
            p.credits -= 1
        else:
            p.extra_credits -= 1
        loc = action[2]
        slot = s.ermo.index(loc)
        s.contest = Contest(EXPLORE, uid, slot, loc, seat)
        if s.log is not None:
            s.emit("explore", seat, uid, loc)
        s.queue += CONTEST_QUEUE[EXPLORE]          # its steps, as then() would queue them
    else:
        s.contest = Contest(ATTACK, uid, -1, -1, seat)
        if s.log is not None:
            s.emit("attack", seat, uid)
        s.queue += CONTEST_QUEUE[ATTACK]


def _respond(s: State, seat: int, uid: int, tgt: int, spend: tuple[int, ...] | None) -> None:
    """R11.4: pay first, then the effect resolves at once (no stack)."""
    p = s.players[seat]
    s.contest.responded[seat] = True                # type: ignore[union-attr]
    i, ab = response_ability(s, uid)                # type: ignore[misc]
    d = s.defs[uid]
    if d.kind == "estratagema":
        pay(p.essence, d.identity, d.cost, spend)
        p.hand.remove(uid)
        p.discard.append(uid)
    else:
        p.vestigios -= ab.vestigio
        pay(p.essence, d.identity, ab.essence, spend)
        if ab.exhaust:
            s.exhausted[uid] = 1
    if s.log is not None:
        s.emit("respond", seat, uid, tgt)
    then(s, ResolveAbility(seat, uid, i, tgt))


def _pick(s: State, seat: int, data: tuple[int, int], uid: int) -> None:
    slot, src = data
    s.players[src].reserve.remove(uid)
    s.ermo[slot] = uid
    s.progress[slot] = [0, 0]
    if s.log is not None:
        s.emit("pick", seat, uid, slot)

