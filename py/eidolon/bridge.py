"""The browser bridge: one JSON string in, one JSON string out (called by the Web Worker)."""

from __future__ import annotations

from typing import Any, NamedTuple

from . import safejson
from .api import ApiError, Match, catalog, ruleset, suggested_decks
from .core.ruleset import GameState, JsonObject
from .deckfile import file_limits
from .replay import Replay
from .replay import export as export_replay

_match: Match | None = None
_replay: Replay | None = None     # the replay viewer's match, apart from the one being played (docs/replays.md)

AI_DEFAULT_MS = 900
# The ops on the match being played (the bridge's own; load_position starts one).
MATCH_OPS = frozenset({"load_position", "view", "act", "ai_move", "preview", "undo", "save", "position", "hash"})


class _Text(str):
    """A result already written as JSON text (the save, built incrementally by Match.save_json)."""


def _need_match() -> Match:
    if _match is None:
        raise ApiError.of("no_match", "error.no_match")
    return _match


def _state(m: Match, seat: object, log_from: object = None) -> JsonObject:
    """The view of `seat` (default: the seat deciding next) with the log from `log_from` (docs/api.md)."""
    if seat is None:
        dec = m.decision()
        seat = dec["seat"] if dec else 0
    return m.view(seat, log_from)


def _card_art(ids: object, rules: object = None) -> dict[str, str]:
    """The SVG of each known card id of the ruleset named (unknown ids are left out)."""
    if not isinstance(ids, list) or len(ids) > 300 or not all(isinstance(x, str) for x in ids):
        raise ApiError.of("bad_request", "error.card_ids")
    return ruleset(rules).card_art(ids)


def _ai_move(m: Match, req: dict[str, Any]) -> JsonObject:
    """Let an AI choose and apply one action for the seat that must decide (through Match.apply)."""
    import time

    from .core.ruleset import SeatObservation
    level, seed, budget = req.get("level"), req.get("seed", 0), req.get("budget_ms", AI_DEFAULT_MS)
    if not isinstance(level, str) or level not in m.rules.ai_levels:
        raise ApiError.of("bad_level", "error.bad_level", level=repr(level)[:60])
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 63:
        raise ApiError.of("bad_seed", "error.ai_seed")
    if isinstance(budget, bool) or not isinstance(budget, (int, float)) or not 1 <= budget <= 60000:
        raise ApiError.of("bad_budget", "error.ai_budget", min=1, max=60000)
    dec = m.decision()
    if dec is None:
        raise ApiError.of("game_over", "error.game_over")
    seat = dec["seat"]
    # A fresh agent per move, seeded by the match's move number: its choice depends only on the
    # state and the seed, so a reloaded match goes on exactly as an uninterrupted one would.
    move_seed = seed * 100003 + len(m.history)
    agent = m.rules.make_agent(level, move_seed, float(budget))
    t0 = time.perf_counter()
    legal = m.rules.legal_actions(m.state)
    index = agent.choose(SeatObservation(m.state, seat, legal))
    ms = (time.perf_counter() - t0) * 1000
    named = m.rules.card_fields(m.state, legal[index])
    m.apply(index)
    viewer = req.get("seat")
    if viewer is None:
        dec = m.decision()
        viewer = dec["seat"] if dec else 0
    view = _state(m, viewer, req.get("log_from"))
    view["ai"] = {"seat": seat, "level": level, "action": _action_seen_by(m, m.history[-1], named, viewer),
                  "ms": round(ms, 1)}
    return view


def _action_seen_by(m: Match, action: JsonObject, named: tuple[str, ...], seat: object) -> JsonObject:
    """The AI's action as `seat` may know it once applied (R16.7, docs/security.md): a field naming a card that
    is now hidden from that seat (an archived or searched card, a Location back in a reserve) is left out and
    listed under "hidden", as the log words such a move without the card."""
    hidden = [f for f in named if not isinstance(seat, int) or m.rules.hidden_from(m.state, action[f], seat)]
    if not hidden:
        return action
    return {**{k: v for k, v in action.items() if k not in hidden}, "hidden": hidden}


def _replay_op(op: str, req: dict[str, Any]) -> object:
    """The replay ops (docs/replays.md): export the match being played, open a replay file, view a step."""
    global _replay
    if op == "replay_export":
        return export_replay(_need_match(), req.get("players"))
    if op == "replay_open":
        _replay = Replay.open(req.get("text"))
        return _replay.summary()
    if op == "replay_view":
        if _replay is None:
            raise ApiError.of("no_replay", "error.no_replay")
        return _replay.view(req.get("index"), req.get("seat"), req.get("log_from"))
    shown = repr(op[:40] + "…" if len(op) > 40 else op)
    raise ApiError.of("unknown_op", "error.unknown_op", op=shown)


def dispatch(req: object) -> object:
    """Run one request dict and return its result (raises ApiError)."""
    global _match
    if not isinstance(req, dict) or not isinstance(req.get("op"), str):
        raise ApiError.of("bad_request", "error.bad_request")
    op = req["op"]
    if op.startswith("replay_"):              # its own seat field ("both"), and never the match played
        return _replay_op(op, req)
    seat = req.get("seat")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or seat not in (0, 1)):
        raise ApiError.of("bad_seat", "error.bad_seat")   # before anything changes
    log_from = req.get("log_from")
    if log_from is not None and (not isinstance(log_from, int) or isinstance(log_from, bool) or log_from < 0):
        raise ApiError.of("bad_request", "error.log_from")
    if op == "catalog":
        return {"cards": catalog(req.get("ruleset")), "decks": suggested_decks(req.get("ruleset")),
                "rules": ruleset(req.get("ruleset")).rules_block(), "deck_file": file_limits()}
    if op == "card_art":
        return _card_art(req.get("ids"), req.get("ruleset"))
    if op == "new_game":
        _match = Match.new(req.get("config"))
        return _state(_match, req.get("seat"), req.get("log_from"))
    if op == "load":
        _match = Match.load(req.get("save"))
        return _state(_match, req.get("seat"), req.get("log_from"))
    if op not in MATCH_OPS:                   # the ruleset's own ops: deck files, tutorial, ... (docs/api.md)
        own = ruleset(req.get("ruleset")).bridge_ops().get(op)
        if own is not None:
            reply = own(req)
            if reply.match is not None:       # the tutorial's lesson becomes the match on show
                _match = reply.match
            return reply.result
        if op == "deck_generate":
            raise ApiError.of("unsupported", "error.no_deck_generate")
    if op == "load_position":
        _match = Match.from_position(req.get("position"))
        return _state(_match, req.get("seat"), req.get("log_from"))
    m = _need_match()
    if op == "view":
        return _state(m, req.get("seat"), req.get("log_from"))
    if op == "act":
        m.apply(req.get("action"))
        return _state(m, req.get("seat"), req.get("log_from"))
    if op == "ai_move":
        return _ai_move(m, req)
    if op == "preview":
        return m.rules.preview(m, req)        # outcome if nobody responds (docs/api.md)
    if op == "undo":
        m.undo()
        return _state(m, req.get("seat"), req.get("log_from"))
    if op == "save":
        return _Text(m.save_json())
    if op == "position":
        return m.position()
    if op == "hash":
        return m.state_hash()
    shown = repr(op[:40] + "…" if len(op) > 40 else op)
    raise ApiError.of("unknown_op", "error.unknown_op", op=shown)


class _Snapshot(NamedTuple):
    """A match as it was before an action, to put back if the action fails half-way."""

    match: Match
    state: GameState
    log: list[Any]
    history: list[JsonObject]
    undo_floor: int


def _error(e: ApiError) -> str:
    return safejson.dumps({"ok": False, "error": e.to_json()})


def handle(request: str) -> str:
    """JSON in, JSON out, and it never raises: a refusal is {"ok": false, "error": {code, message}} and
    changes nothing; an unexpected failure is the error code "internal" (its details are for the console)."""
    global _match
    before: _Snapshot | None = None
    try:
        req = safejson.loads(request)
        if _match is not None and isinstance(req, dict) and req.get("op") in ("act", "ai_move"):
            before = _Snapshot(_match, _match.state.clone(), list(_match.state.log or []), list(_match.history),
                               _match.undo_floor)
        result = dispatch(req)
        if isinstance(result, _Text):
            return f'{{"ok": true, "result": {result}}}'
        return safejson.dumps({"ok": True, "result": result})
    except safejson.JsonError as e:
        return _error(ApiError.worded(e.code, e.text))
    except ApiError as e:
        return _error(e)
    except Exception as e:  # noqa: BLE001 -- the page must always get an answer
        if before is not None:                     # put back a match an action left half-changed
            m, state, log, history, floor = before
            state.log = log
            m.state, m.history, m.undo_floor = state, history, floor
            _match = m
        details = f"{type(e).__name__}: {e}"[:2000]
        return _error(ApiError.of("internal", "error.internal", details=details))
