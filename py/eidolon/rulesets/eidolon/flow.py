"""The automatic steps of the game: turn structure, exploration, combat, windows, triggers, victory.

Each step is a plain tuple on State.queue (last runs first); a step that needs a
player's choice sets State.pending and stops.
"""

from __future__ import annotations

from collections.abc import Callable

from .effects import check_deaths, cond_ok, draw, legal_targets, on_field, push_triggers, resolve, triggers_of
from .responses import response_actions
from .state import (
    ACTION,
    C_ACTOR,
    C_BLOCK,
    C_DONE,
    C_KIND,
    C_LOC,
    C_SIDE,
    C_SLOT,
    C_USED0,
    C_WITHDRAWN,
    EXPLORE,
    FINAL,
    HAND_LIMIT,
    INICIAL,
    PLANEJAMENTO,
    TURN,
    State,
)
from .stats import explore_amount, has_static, stats, vigil_count


def then(s: State, *steps: tuple) -> None:
    """Queue steps to run in the given order, before anything queued earlier."""
    s.queue.extend(reversed(steps))


# ---- setup and turn structure (R3.6, R5, R12) ----

def step_setup_pick(s: State, step: tuple) -> None:
    _, seat, slot = step
    s.pending = (seat, "pick", (slot, seat))


def step_begin_turn(s: State, step: tuple) -> None:
    """R5.1 Inicial: Preparação, Recuperação, start-of-turn passives, then Compra."""
    s.phase = INICIAL
    seat = s.active
    p = s.players[seat]
    p.turns += 1
    s.emit("turn", seat, s.turn)
    for c in p.creatures:
        s.exhausted[c] = 0
        s.fresh[c] = 0
        s.damage[c] = 0
    for r in p.relics:
        s.exhausted[r] = 0
    p.essence = [0, 0, 0, 0, 0]                       # R6.4: the old reserve expires before renewal
    for src in p.committed:
        p.essence[s.defs[src].identity] += 1          # R6.2
    p.credits = 1
    p.extra_credits = 0
    p.committed_this_turn = 0
    then(s, ("draw_step",), ("to_phase", PLANEJAMENTO))
    push_triggers(s, triggers_of(s, [p.desbravador] + p.creatures + p.relics, "turn_start", seat))


def step_draw(s: State, step: tuple) -> None:
    p = s.players[s.active]
    if p.turns == 1:                              # R5.2
        s.emit("skip_draw", s.active)
        return
    draw(s, s.active, 1)


def step_to_phase(s: State, step: tuple) -> None:
    s.phase = step[1]
    s.emit("phase", s.active, s.phase)
    if s.phase == FINAL:
        then(s, ("final",))


def step_final(s: State, step: tuple) -> None:
    """R12.2: temporary effects and extra credits end; discard down to HAND_LIMIT; the rival's turn starts."""
    s.modifiers = [m for m in s.modifiers if m[4] != TURN and m[4] != ACTION]
    then(s, ("final_discard",))
    check_deaths(s)                                # lost RES can make marked damage lethal


def step_final_discard(s: State, step: tuple) -> None:
    p = s.players[s.active]
    p.extra_credits = 0
    p.credits = 0
    if len(p.hand) > HAND_LIMIT:
        s.pending = (s.active, "discard", None)
        return
    then(s, ("victory",), ("next_turn",))          # the turn ends: check before the rival's turn starts


def step_next_turn(s: State, step: tuple) -> None:
    s.active = 1 - s.active
    s.turn += 1
    then(s, ("begin_turn",))


# ---- triggers (R16.1) ----

def step_triggers(s: State, step: tuple) -> None:
    batch = s.trigger_batches[-1]
    if not batch:
        s.trigger_batches.pop()
        return
    if len(batch) == 1:
        ctrl, src, idx = batch.pop()
        then(s, ("ability", ctrl, src, idx, -1), ("triggers",))
        return
    s.pending = (s.active, "order", None)


def step_ability(s: State, step: tuple) -> None:
    """Resolve one ability; ask its controller for a target when several are legal (R16.4)."""
    _, ctrl, src, idx, tgt = step
    ab = s.defs[src].abilities[idx]
    if ab.type == "trigger" and not cond_ok(s, ab, src):
        return
    if ab.target and tgt < 0:
        options = legal_targets(s, ctrl, ab.target)
        if len(options) > 1:
            s.pending = (ctrl, "target", (src, idx, tuple(options)))
            return
        tgt = options[0] if options else -1
    s.emit("resolve", ctrl, src)
    resolve(s, ctrl, src, ab, tgt)


# ---- exploration and combat (R9, R10, R11) ----

def contest_steps(kind: int) -> tuple[tuple, ...]:
    windows_then = (("window", 0, 0), ("window", 0, 1), ("intercept",), ("window", 1, 0), ("window", 1, 1),
                    ("fight",))
    if kind == EXPLORE:
        return windows_then + (("progress",), ("contest_triggers",), ("end_action",), ("victory",), ("close",))
    return windows_then + (("attack_damage",), ("end_action",), ("victory",), ("close",))


def step_window(s: State, step: tuple) -> None:
    """R11.1: Declaração (0) and Confronto (1); the active player first, then the defender."""
    _, window, order = step
    c = s.contest
    if c is None or c[C_WITHDRAWN] or not on_field(s, c[C_ACTOR]):      # R11.7: the action has ended
        return
    seat = c[C_SIDE] if order == 0 else 1 - c[C_SIDE]
    if c[C_USED0 + seat]:                          # R11.2: one response per action
        return
    if not response_actions(s, seat, window) and not s.always_ask:
        s.emit("auto_pass", seat, window)          # R16.3
        return
    s.pending = (seat, "response", window)


def step_intercept(s: State, step: tuple) -> None:
    """R9.3 / R10.1: the defender may intercept, unless the actor already left the field (R11.7)."""
    c = s.contest
    if c is None or c[C_WITHDRAWN]:
        return
    if not on_field(s, c[C_ACTOR]):
        s.emit("actor_gone", c[C_ACTOR])
        return
    defender = 1 - c[C_SIDE]
    if c[C_KIND] == EXPLORE and has_static(s, c[C_LOC], "no_intercept"):
        s.emit("no_intercept", c[C_LOC])
        return
    if not any(not s.exhausted[x] for x in s.players[defender].creatures):
        s.emit("cannot_intercept", defender)
        return
    s.pending = (defender, "intercept", None)


def step_fight(s: State, step: tuple) -> None:
    """R9.4 / R10.2: explorer or attacker and interceptor deal ATQ to each other at once."""
    c = s.contest
    if c is None or c[C_WITHDRAWN] or c[C_BLOCK] < 0:
        return
    a, b = c[C_ACTOR], c[C_BLOCK]
    if not (on_field(s, a) and on_field(s, b)):
        return
    atk_a, atk_b = stats(s, a)[0], stats(s, b)[0]
    s.damage[b] += atk_a
    s.damage[a] += atk_b
    s.emit("fight", a, b, atk_a, atk_b)
    check_deaths(s)


def step_progress(s: State, step: tuple) -> None:
    """R9.5-R9.7: progress, the success Vestígio, completion with its reward."""
    c = s.contest
    if c is None or c[C_WITHDRAWN] or not on_field(s, c[C_ACTOR]):
        return
    side, actor, slot, loc = c[C_SIDE], c[C_ACTOR], c[C_SLOT], c[C_LOC]
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
        c[C_DONE] = 1
        s.emit("complete", side, loc, len(p.connected))
        for i, ab in enumerate(ldef.abilities):
            if ab.type == "reward":
                then(s, ("ability", side, loc, i, -1))


def step_contest_triggers(s: State, step: tuple) -> None:
    """EXPLORAR of the explorer (even if it died, R14.4) and DESCOBERTA on completion (R14.5)."""
    c = s.contest
    if c is None or c[C_WITHDRAWN]:
        return
    side = c[C_SIDE]
    batch = triggers_of(s, [c[C_ACTOR]], "explore", side)
    if c[C_DONE]:
        p = s.players[side]
        batch += triggers_of(s, [p.desbravador] + p.creatures + p.relics, "discover", side)
    push_triggers(s, batch)


def step_attack_damage(s: State, step: tuple) -> None:
    """R10.2: unintercepted damage to the rival Desbravador, less VIGÍLIA (R14.6)."""
    c = s.contest
    if c is None or c[C_BLOCK] >= 0 or not on_field(s, c[C_ACTOR]):
        return
    defender = 1 - c[C_SIDE]
    amount = max(0, stats(s, c[C_ACTOR])[0] - vigil_count(s, defender))
    s.players[defender].vitalidade -= amount
    s.emit("attack_hits", c[C_SIDE], c[C_ACTOR], amount)


def step_end_action(s: State, step: tuple) -> None:
    """R11.7: "this action" bonuses end after progress and rewards; lethal damage is checked again."""
    s.modifiers = [m for m in s.modifiers if m[4] != ACTION]
    check_deaths(s)


def step_close(s: State, step: tuple) -> None:
    c = s.contest
    s.contest = None
    if c is not None and c[C_KIND] == EXPLORE and c[C_DONE] and s.result is None:
        then(s, ("replace", c[C_SLOT], c[C_SIDE]))


def step_replace(s: State, step: tuple) -> None:
    """R9.7: a replacement from your reserve, else the rival's, else the slot stays empty."""
    _, slot, seat = step
    for src in (seat, 1 - seat):
        if s.players[src].reserve:
            s.pending = (seat, "pick", (slot, src))
            return
    s.emit("slot_empty", slot)


def victory_holds(s: State) -> list[bool]:
    """R1.1: per seat, whether it meets a victory condition (Convergência or the rival at Vitalidade 0 or less)."""
    p0, p1 = s.players
    return [len(p0.connected) >= s.location_target or p1.vitalidade <= 0, len(p1.connected) >= s.location_target or p0.vitalidade <= 0]


def step_victory(s: State, step: tuple) -> None:
    """R1, R16.6: Convergência or Ruptura do Vínculo, checked after the whole action and whenever an
    automatic sequence ends; both at once is a draw."""
    wins = victory_holds(s)
    if not (wins[0] or wins[1]):
        return
    if wins[0] and wins[1]:
        s.result = (-1, "draw")
    else:
        w = 0 if wins[0] else 1
        s.result = (w, "convergencia" if len(s.players[w].connected) >= s.location_target else "ruptura")
    s.queue.clear()
    s.trigger_batches.clear()
    s.pending = None
    s.contest = None                               # the game ends the action being resolved
    s.emit("game_over", s.result[0], s.result[1])


STEPS: dict[str, Callable[[State, tuple], None]] = {
    "setup_pick": step_setup_pick, "begin_turn": step_begin_turn, "draw_step": step_draw,
    "to_phase": step_to_phase, "final": step_final, "final_discard": step_final_discard, "next_turn": step_next_turn, "triggers": step_triggers,
    "ability": step_ability, "window": step_window, "intercept": step_intercept, "fight": step_fight,
    "progress": step_progress, "contest_triggers": step_contest_triggers, "attack_damage": step_attack_damage,
    "end_action": step_end_action, "close": step_close, "replace": step_replace, "victory": step_victory,
}
