"""The automatic steps of the game: turn structure, exploration, combat, windows, triggers, victory.

Each step is a record of steps.py on State.queue (last runs first); a step that needs a
player's choice sets State.pending (a Decision) and stops.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .effects import check_deaths, cond_ok, draw, legal_targets, on_field, push_triggers, resolve, triggers_of
from .responses import has_response
from .state import (
    ACTION,
    EXPLORE,
    FINAL,
    HAND_LIMIT,
    INICIAL,
    TURN,
    ContestKind,
    Decision,
    Result,
    State,
)
from .stats import explore_amount, has_static, stats, vigil_count
from .steps import (
    ATTACK_DAMAGE,
    BEGIN_TURN,
    CLOSE,
    CONTEST_TRIGGERS,
    DRAW_STEP,
    END_ACTION,
    FIGHT,
    FINAL_DISCARD,
    FINAL_STEP,
    INTERCEPT,
    NEXT_TURN,
    PROGRESS,
    TO_NEXT_PHASE,
    TRIGGERS,
    VICTORY,
    AttackDamage,
    BeginTurn,
    Close,
    ContestTriggers,
    DrawStep,
    EndAction,
    Fight,
    Final,
    FinalDiscard,
    Intercept,
    NextTurn,
    Progress,
    Replace,
    ResolveAbility,
    ResolveTriggers,
    SetupPick,
    Step,
    StepKind,
    ToPhase,
    Victory,
    Window,
)


def then(s: State, *steps: Step) -> None:
    """Queue steps to run in the given order, before anything queued earlier."""
    s.queue.extend(reversed(steps))


# ---- setup and turn structure (R3.6, R5, R12) ----

def step_setup_pick(s: State, step: SetupPick) -> None:
    s.pending = Decision(step.seat, "pick", (step.slot, step.seat))


def step_begin_turn(s: State, step: BeginTurn) -> None:
    """R5.1 Inicial: Preparação, Recuperação, start-of-turn passives, then Compra."""
    s.phase = INICIAL
    seat = s.active
    p = s.players[seat]
    p.turns += 1
    if s.log is not None:                          # (guarded: the call costs even with logging off)
        s.emit("turn", seat, s.turn)
    exhausted, fresh, damage = s.exhausted, s.fresh, s.damage
    for c in p.creatures:
        exhausted[c] = 0
        fresh[c] = 0
        damage[c] = 0
    for r in p.relics:
        exhausted[r] = 0
    essence = p.essence = [0, 0, 0, 0, 0]             # R6.4: the old reserve expires before renewal
    defs = s.defs
    for src in p.committed:
        essence[defs[src].identity] += 1              # R6.2
    p.credits = 1
    p.extra_credits = 0
    p.committed_this_turn = 0
    s.queue += _AFTER_INICIAL                         # then(s, DRAW_STEP, TO_NEXT_PHASE[INICIAL])
    batch = triggers_of(s, [p.desbravador, *p.creatures, *p.relics], "turn_start", seat)
    if batch:
        push_triggers(s, batch)


_AFTER_INICIAL = (TO_NEXT_PHASE[INICIAL], DRAW_STEP)     # queued reversed: the last one runs first


def step_draw(s: State, step: DrawStep) -> None:
    p = s.players[s.active]
    if p.turns == 1:                              # R5.2
        s.emit("skip_draw", s.active)
        return
    draw(s, s.active, 1)


def step_to_phase(s: State, step: ToPhase) -> None:
    phase = s.phase = step.phase
    if s.log is not None:
        s.emit("phase", s.active, phase)
    if phase == FINAL:
        s.queue.append(FINAL_STEP)


def step_final(s: State, step: Final) -> None:
    """R12.2: temporary effects and extra credits end; discard down to HAND_LIMIT; the rival's turn starts."""
    if s.modifiers:
        s.modifiers = [m for m in s.modifiers if m.duration != TURN and m.duration != ACTION]
    s.queue.append(FINAL_DISCARD)
    check_deaths(s)                                # lost RES can make marked damage lethal


def step_final_discard(s: State, step: FinalDiscard) -> None:
    p = s.players[s.active]
    p.extra_credits = 0
    p.credits = 0
    if len(p.hand) > HAND_LIMIT:
        s.pending = Decision(s.active, "discard", None)
        return
    s.queue += (NEXT_TURN, VICTORY)      # then(s, VICTORY, NEXT_TURN): the turn ends: check before the rival's turn starts


def step_next_turn(s: State, step: NextTurn) -> None:
    s.active = 1 - s.active
    s.turn += 1
    s.queue.append(BEGIN_TURN)


# ---- triggers (R16.1) ----

def step_triggers(s: State, step: ResolveTriggers) -> None:
    batch = s.trigger_batches[-1]
    if not batch:
        s.trigger_batches.pop()
        return
    if len(batch) == 1:
        trigger = batch.pop()
        then(s, ResolveAbility(trigger.controller, trigger.source, trigger.ability, -1), TRIGGERS)
        return
    s.pending = Decision(s.active, "order", None)


def step_ability(s: State, step: ResolveAbility) -> None:
    """Resolve one ability; ask its controller for a target when several are legal (R16.4)."""
    ctrl, src, idx, tgt = step.controller, step.source, step.ability, step.target
    ab = s.defs[src].abilities[idx]
    if ab.type == "trigger" and not cond_ok(s, ab, src):
        return
    if ab.target and tgt < 0:
        options = legal_targets(s, ctrl, ab.target)
        if len(options) > 1:
            s.pending = Decision(ctrl, "target", (src, idx, tuple(options)))
            return
        tgt = options[0] if options else -1
    if s.log is not None:
        s.emit("resolve", ctrl, src)
    resolve(s, ctrl, src, ab, tgt)


# ---- exploration and combat (R9, R10, R11) ----

_WINDOWS_THEN: tuple[Step, ...] = (Window(0, 0), Window(0, 1), INTERCEPT, Window(1, 0), Window(1, 1), FIGHT)
_CONTEST_STEPS: dict[ContestKind, tuple[Step, ...]] = {
    ContestKind.EXPLORE: _WINDOWS_THEN + (PROGRESS, CONTEST_TRIGGERS, END_ACTION, VICTORY, CLOSE),
    ContestKind.ATTACK: _WINDOWS_THEN + (ATTACK_DAMAGE, END_ACTION, VICTORY, CLOSE),
}


CONTEST_QUEUE: dict[ContestKind, tuple[Step, ...]] = {k: v[::-1] for k, v in _CONTEST_STEPS.items()}
"""R9, R10, R11: the steps of an exploration or an attack once declared, reversed as then() queues them:
`s.queue += CONTEST_QUEUE[kind]` is then(s, *steps) without unpacking them every time."""


def step_window(s: State, step: Window) -> None:
    """R11.1: Declaração (0) and Confronto (1); the active player first, then the defender."""
    window = step.window
    c = s.contest
    if c is None or c.withdrawn:                   # R11.7: the action has ended
        return
    seat = c.side if step.order == 0 else 1 - c.side
    if c.responded[seat]:                          # R11.2: one response per action
        return
    actor = c.actor
    if actor not in s.players[s.owner[actor]].creatures:       # on_field: R11.7, the actor left
        return
    if not s.always_ask and not has_response(s, seat, window):
        if s.log is not None:
            s.emit("auto_pass", seat, window)      # R16.3
        return
    s.pending = Decision(seat, "response", window)


def step_intercept(s: State, step: Intercept) -> None:
    """R9.3 / R10.1: the defender may intercept, unless the actor already left the field (R11.7)."""
    c = s.contest
    if c is None or c.withdrawn:
        return
    if not on_field(s, c.actor):
        s.emit("actor_gone", c.actor)
        return
    defender = 1 - c.side
    if c.kind == EXPLORE and has_static(s, c.location, "no_intercept"):
        s.emit("no_intercept", c.location)
        return
    exhausted = s.exhausted
    for x in s.players[defender].creatures:
        if not exhausted[x]:
            break
    else:
        if s.log is not None:
            s.emit("cannot_intercept", defender)
        return
    s.pending = Decision(defender, "intercept", None)


def step_fight(s: State, step: Fight) -> None:
    """R9.4 / R10.2: explorer or attacker and interceptor deal ATQ to each other at once."""
    c = s.contest
    if c is None or c.withdrawn or c.interceptor < 0:
        return
    a, b = c.actor, c.interceptor
    if not (on_field(s, a) and on_field(s, b)):
        return
    atk_a, atk_b = stats(s, a)[0], stats(s, b)[0]
    s.damage[b] += atk_a
    s.damage[a] += atk_b
    if s.log is not None:
        s.emit("fight", a, b, atk_a, atk_b)
    check_deaths(s)


def step_progress(s: State, step: Progress) -> None:
    """R9.5-R9.7: progress, the success Vestígio, completion with its reward."""
    c = s.contest
    if c is None or c.withdrawn or not on_field(s, c.actor):
        return
    side, actor, slot, loc = c.side, c.actor, c.slot, c.location
    if s.ermo[slot] != loc:
        return
    ldef = s.defs[loc]
    amount = explore_amount(s, actor, loc)
    if amount <= 0:
        s.emit("no_progress", side, actor, loc)
        return
    s.progress[slot][side] += amount
    p = s.players[side]
    p.vestigios += 1                                    # R8.1
    s.emit("progress", side, actor, loc, amount, s.progress[slot][side], ldef.difficulty)
    if s.progress[slot][side] >= ldef.difficulty:
        p.connected.append(loc)
        s.ermo[slot] = -1
        s.progress[slot] = [0, 0]                      # the rival's progress is lost
        c.completed = True
        s.emit("complete", side, loc, len(p.connected))
        for i, ab in enumerate(ldef.abilities):
            if ab.type == "reward":
                then(s, ResolveAbility(side, loc, i, -1))


def step_contest_triggers(s: State, step: ContestTriggers) -> None:
    """EXPLORAR of the explorer (even if it died, R14.4) and DESCOBERTA on completion (R14.5)."""
    c = s.contest
    if c is None or c.withdrawn:
        return
    side = c.side
    batch = triggers_of(s, [c.actor], "explore", side)
    if c.completed:
        p = s.players[side]
        batch += triggers_of(s, [p.desbravador] + p.creatures + p.relics, "discover", side)
    push_triggers(s, batch)


def step_attack_damage(s: State, step: AttackDamage) -> None:
    """R10.2: unintercepted damage to the rival Desbravador, less VIGÍLIA (R14.6)."""
    c = s.contest
    if c is None or c.interceptor >= 0 or not on_field(s, c.actor):
        return
    defender = 1 - c.side
    amount = max(0, stats(s, c.actor)[0] - vigil_count(s, defender))
    s.players[defender].vitalidade -= amount
    s.emit("attack_hits", c.side, c.actor, amount)


def step_end_action(s: State, step: EndAction) -> None:
    """R11.7: "this action" bonuses end after progress and rewards; lethal damage is checked again."""
    if s.modifiers:
        s.modifiers = [m for m in s.modifiers if m.duration != ACTION]
    check_deaths(s)


def step_close(s: State, step: Close) -> None:
    c = s.contest
    s.contest = None
    if c is not None and c.kind == EXPLORE and c.completed and s.result is None:
        then(s, Replace(c.slot, c.side))


def step_replace(s: State, step: Replace) -> None:
    """R9.7: a replacement from your reserve, else the rival's, else the slot stays empty."""
    slot, seat = step.slot, step.seat
    for src in (seat, 1 - seat):
        if s.players[src].reserve:
            s.pending = Decision(seat, "pick", (slot, src))
            return
    s.emit("slot_empty", slot)


# R16.6: the decisions that belong to the action (or automatic sequence) in progress, offered even while a
# victory condition holds: ordering its simultaneous triggers (R16.1) and choosing their targets (R16.4).
ACTION_CHOICES = frozenset({"order", "target"})


def victory_holds(s: State) -> list[bool]:
    """R1.1: per seat, whether it meets a victory condition (Convergência or the rival at Vitalidade 0 or less)."""
    p0, p1 = s.players
    return [len(p0.connected) >= s.location_target or p1.vitalidade <= 0, len(p1.connected) >= s.location_target or p0.vitalidade <= 0]


def step_victory(s: State, step: Victory) -> None:
    """R1, R16.6: Convergência or Ruptura do Vínculo, checked after the whole action and whenever an
    automatic sequence ends; both at once is a draw."""
    p0, p1 = s.players                             # victory_holds inlined: this runs after every action
    target = s.location_target
    win0 = len(p0.connected) >= target or p1.vitalidade <= 0
    win1 = len(p1.connected) >= target or p0.vitalidade <= 0
    if not (win0 or win1):
        return
    if win0 and win1:
        s.result = Result(-1, "draw")
    else:
        w = 0 if win0 else 1
        s.result = Result(w, "convergencia" if len(s.players[w].connected) >= s.location_target else "ruptura")
    s.queue.clear()
    s.trigger_batches.clear()
    s.pending = None
    s.contest = None                               # the game ends the action being resolved
    s.emit("game_over", s.result.winner, s.result.reason)


STEPS: dict[StepKind, Callable[[State, Any], None]] = {
    StepKind.SETUP_PICK: step_setup_pick, StepKind.BEGIN_TURN: step_begin_turn, StepKind.DRAW_STEP: step_draw,
    StepKind.TO_PHASE: step_to_phase, StepKind.FINAL: step_final, StepKind.FINAL_DISCARD: step_final_discard,
    StepKind.NEXT_TURN: step_next_turn, StepKind.TRIGGERS: step_triggers, StepKind.ABILITY: step_ability,
    StepKind.WINDOW: step_window, StepKind.INTERCEPT: step_intercept, StepKind.FIGHT: step_fight,
    StepKind.PROGRESS: step_progress, StepKind.CONTEST_TRIGGERS: step_contest_triggers,
    StepKind.ATTACK_DAMAGE: step_attack_damage, StepKind.END_ACTION: step_end_action, StepKind.CLOSE: step_close,
    StepKind.REPLACE: step_replace, StepKind.VICTORY: step_victory,
}
STEP_FUNCTIONS: tuple[Callable[[State, Any], None], ...] = tuple(STEPS[k] for k in StepKind)
"""STEPS indexed by the kind's value: the run loop's dispatch (a tuple index costs less than a dict lookup)."""
