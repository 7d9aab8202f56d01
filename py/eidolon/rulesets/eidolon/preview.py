"""Outcome preview: what an offered action does if nobody responds (R9, R10, R11).

The page shows the expected damage, deaths, progress and Vitalidade before a player declares an
exploration or an attack, intercepts or lets an action pass. The engine computes it: a clone of
the state takes the action, every later response window is passed and every interception is let
pass (R11.1, R9.3, R10.1), and the run stops at the next real choice, at the end of the action,
at the end of the turn, or before anything that would reveal hidden information (a draw, R5.3).
The report compares the clone with the state before, as plain data.

Hidden information: the clone answers the same way whatever the rival holds (every window is
passed, so a rival's stratagem changes nothing), it stops before any card is drawn, and it reports
only public quantities (damage, deaths, progress, Vitalidade, Vestígios, connected Locations).
The preview of one seat therefore does not depend on the rival's hand or on any deck order
(tested in tests/test_preview.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import ApiError
from .actions import apply, decision, legal_actions
from .codec import action_from_json, action_to_json
from .effects import cond_ok
from .state import Decision, State
from .stats import stats
from .steps import ResolveAbility, Step, StepKind

if TYPE_CHECKING:
    from ...api import Match

MAX_ANSWERS = 64          # passes answered inside one preview (far above any real action)
MAX_BATCH = 40            # actions previewed in one call


class _Stop(Exception):
    """Raised by the watched queue before a step the preview must not run."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _draws(s: State, step: Step) -> bool:
    """Would this step draw a card (R5.2 draw step, or an ability with a draw effect)?"""
    if step.kind is StepKind.DRAW_STEP:
        return True
    if isinstance(step, ResolveAbility):
        src = step.source
        ab = s.defs[src].abilities[step.ability]
        if ab.type == "trigger" and not cond_ok(s, ab, src):
            return False                  # the trigger will not resolve (R14.4, R14.5 conditions)
        return any(e.op == "draw" for e in ab.effects)
    return False


class _WatchedQueue(list[Step]):
    """The clone's step queue: refuses to hand out a step that would draw or start the next turn.

    actions.run pops the next step; raising before the pop leaves the clone at a clean step
    boundary, exactly as it was just before that step."""

    state: State

    def pop(self, *args: Any) -> Any:
        step = self[-1] if not args else self[args[0]]
        if step.kind is StepKind.NEXT_TURN:
            raise _Stop("turn_end")
        if _draws(self.state, step):
            raise _Stop("hidden")
        return super().pop(*args)


def _watched(s: State) -> State:
    c = s.clone()
    q = _WatchedQueue(c.queue)
    q.state = c
    c.queue = q
    return c


def _resolve(s: State, action: tuple[Any, ...]) -> tuple[str, Decision | None]:
    """Take the action on s, then pass every window and let every interception pass.

    Returns (stop, next decision): stop is "done" (back to a main decision), "choice" (someone must
    pick, order, target or discard), "turn_end", "hidden" (a draw comes next) or "game_over"."""
    try:
        apply(s, action, check=False)
        for _ in range(MAX_ANSWERS):
            dec = decision(s)
            if dec is None:
                return "game_over", None
            kind = dec[1]
            if kind == "main":
                return "done", dec
            if kind == "response":
                apply(s, ("pass_window",), check=False)
            elif kind == "intercept":
                apply(s, ("let_pass",), check=False)
            else:
                return "choice", dec
    except _Stop as stop:
        return stop.reason, None
    raise AssertionError("the preview did not settle")


def _report(before: State, after: State, stop: str, dec: Decision | None) -> dict[str, Any]:
    """Public differences between two states of the same match."""
    cards = []
    for seat in (0, 1):
        alive = set(after.players[seat].creatures)
        for uid in before.players[seat].creatures:
            if uid not in alive:
                cards.append({"uid": uid, "seat": seat, "destroyed": True, "damage": 0, "res": 0,
                              "damage_before": before.damage[uid]})
                continue
            dmg, res = after.damage[uid], stats(after, uid)[1]
            if dmg != before.damage[uid] or res != stats(before, uid)[1]:
                cards.append({"uid": uid, "seat": seat, "destroyed": False, "damage": dmg, "res": res,
                              "damage_before": before.damage[uid]})
    locations = []
    for slot, uid in enumerate(before.ermo):
        if uid < 0:
            continue
        done_by = next((p for p in (0, 1) if uid in after.players[p].connected
                        and uid not in before.players[p].connected), None)
        prog = after.progress[slot][:] if after.ermo[slot] == uid else before.progress[slot][:]
        if done_by is not None:
            prog = before.progress[slot][:]
            prog[done_by] = max(prog[done_by], before.defs[uid].difficulty)
        if prog != before.progress[slot] or done_by is not None:
            locations.append({"uid": uid, "slot": slot, "before": before.progress[slot][:], "progress": prog,
                              "difficulty": before.defs[uid].difficulty, "completed_by": done_by})
    players = []
    for seat in (0, 1):
        b, a = before.players[seat], after.players[seat]
        players.append({"seat": seat, "vitalidade": [b.vitalidade, a.vitalidade], "vestigios": [b.vestigios, a.vestigios],
                        "connected": [len(b.connected), len(a.connected)]})
    out: dict[str, Any] = {"stop": stop, "cards": cards, "locations": locations, "players": players,
                           "result": None}
    if after.result is not None:
        winner = after.result.winner
        out["result"] = {"winner": winner if winner >= 0 else None, "reason": after.result.reason}
    if stop == "choice" and dec is not None:
        out["next"] = {"seat": dec[0], "kind": dec[1]}
    return out


def preview(m: Match, seat: int, action: Any) -> dict[str, Any]:
    """The outcome of one offered action of `seat` if nobody responds (see the module docstring)."""
    state = m.state
    assert isinstance(state, State)
    dec = decision(state)
    if dec is None:
        raise ApiError.of("game_over", "error.game_over")
    if dec[0] != seat:
        raise ApiError.of("not_your_decision", "error.not_your_decision")
    a = action_from_json(action)
    if a not in legal_actions(state):
        raise ApiError.of("illegal_action", "error.illegal_action", action=str(action_to_json(a)))
    s = _watched(state)
    stop, nxt = _resolve(s, a)
    return {"action": action_to_json(a), **_report(state, s, stop, nxt)}


def preview_request(m: Match, req: dict[str, Any]) -> Any:
    """Bridge op `preview {seat, action}` -> one report, or `{seat, actions: [...]}` -> a list."""
    seat = req.get("seat")
    if seat is None:
        state = m.state
        assert isinstance(state, State)
        dec = decision(state)
        seat = dec[0] if dec else 0
    if "actions" in req:
        acts = req["actions"]
        if not isinstance(acts, list) or len(acts) > MAX_BATCH:
            raise ApiError.of("bad_request", "error.preview_batch", max=MAX_BATCH)
        return [preview(m, seat, a) for a in acts]
    return preview(m, seat, req.get("action"))
