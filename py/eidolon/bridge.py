"""The browser bridge: one JSON string in, one JSON string out (called by the Web Worker)."""

from __future__ import annotations

from typing import Any

from . import safejson
from .api import ApiError, Match, catalog, suggested_decks
from .decks import check as check_deck
from .decks import export_text

_match: Match | None = None

AI_DEFAULT_MS = 900


def _need_match() -> Match:
    if _match is None:
        raise ApiError("no_match", "Nenhuma partida em andamento.", "No match in progress.")
    return _match


def _state(m: Match, seat: Any) -> dict[str, Any]:
    if seat is None:
        dec = m.decision()
        seat = dec["seat"] if dec else 0
    return m.view(seat)


def _card_art(ids: Any) -> dict[str, str]:
    """The procedural SVG of each known card id (unknown ids are left out)."""
    if not isinstance(ids, list) or len(ids) > 300 or not all(isinstance(x, str) for x in ids):
        raise ApiError("bad_request", "Envie uma lista de ids de cartas.", "Send a list of card ids.")
    # Imported only when a screen shows art: keeps the boot import small.
    from .cards.art import art_svg
    from .cards.catalog import load_catalog
    cat = load_catalog()
    return {cid: art_svg(cat[cid]) for cid in ids if cid in cat}


def _ai_move(m: Match, req: dict[str, Any]) -> dict[str, Any]:
    """Let an AI choose and apply one action for the seat that must decide (through Match.apply)."""
    import time

    from .sim import SeatObservation
    level, seed, budget = req.get("level"), req.get("seed", 0), req.get("budget_ms", AI_DEFAULT_MS)
    if not isinstance(level, str) or level not in m.rules.ai_levels:
        raise ApiError("bad_level", "Nível de IA desconhecido.", f"Unknown AI level {level!r}.")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 63:
        raise ApiError("bad_seed", "A semente da IA deve ser um número inteiro não negativo.",
                       "The AI seed must be a non-negative whole number.")
    if isinstance(budget, bool) or not isinstance(budget, (int, float)) or not 1 <= budget <= 60000:
        raise ApiError("bad_budget", "O tempo da IA deve ser de 1 a 60000 ms.", "The AI budget must be 1 to 60000 ms.")
    dec = m.decision()
    if dec is None:
        raise ApiError("game_over", "A partida já terminou.", "The match is over.")
    seat = dec["seat"]
    # A fresh agent per move, seeded by the match's move number: its choice depends only on the
    # state and the seed, so a reloaded match goes on exactly as an uninterrupted one would.
    move_seed = seed * 100003 + len(m.history)
    agent = m.rules.make_agent(level, move_seed, float(budget))
    t0 = time.perf_counter()
    legal = m.rules.legal_actions(m.state)
    index = agent.choose(SeatObservation(m.state, seat, legal))
    ms = (time.perf_counter() - t0) * 1000
    m.apply(index)
    view = _state(m, req.get("seat"))
    view["ai"] = {"seat": seat, "level": level, "action": m.history[-1], "ms": round(ms, 1)}
    return view


def dispatch(req: Any) -> Any:
    """Run one request dict and return its result (raises ApiError)."""
    global _match
    if not isinstance(req, dict) or not isinstance(req.get("op"), str):
        raise ApiError("bad_request", "Pedido inválido.", "Malformed request.")
    op = req["op"]
    seat = req.get("seat")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or seat not in (0, 1)):
        raise ApiError("bad_seat", "Assento inválido.", "Invalid seat.")   # before anything changes
    if op == "catalog":
        return {"cards": catalog(req.get("ruleset")), "decks": suggested_decks(req.get("ruleset"))}
    if op == "deck_check":
        text = req.get("text")
        if not isinstance(text, str):
            raise ApiError("bad_request", "Envie o conteúdo do arquivo como texto.", "Send the file content as text.")
        return check_deck(text)
    if op == "deck_text":
        return export_text(req.get("deck"), req.get("lang", "pt"))
    if op == "card_art":
        return _card_art(req.get("ids"))
    if op == "balance_report":                 # the Laboratório screen (docs/balance.md)
        from .balance.report import bridge_report
        return bridge_report(req)
    if op == "new_game":
        _match = Match.new(req.get("config"))
        return _state(_match, req.get("seat"))
    if op == "load":
        _match = Match.load(req.get("save"))
        return _state(_match, req.get("seat"))
    if op == "load_position":
        _match = Match.from_position(req.get("position"))
        return _state(_match, req.get("seat"))
    m = _need_match()
    if op == "view":
        return _state(m, req.get("seat"))
    if op == "act":
        m.apply(req.get("action"))
        return _state(m, req.get("seat"))
    if op == "ai_move":
        return _ai_move(m, req)
    if op == "preview":
        return m.rules.preview(m, req)        # outcome if nobody responds (docs/api.md)
    if op == "undo":
        m.undo()
        return _state(m, req.get("seat"))
    if op == "save":
        return m.save()
    if op == "position":
        return m.position()
    if op == "hash":
        return m.state_hash()
    shown = repr(op[:40] + "…" if len(op) > 40 else op)
    raise ApiError("unknown_op", f"Operação desconhecida: {shown}.", f"Unknown operation: {shown}.")


def _error(e: ApiError) -> str:
    return safejson.dumps({"ok": False, "error": e.to_json()})


def handle(request: str) -> str:
    """JSON in, JSON out, and it never raises: a refusal is {"ok": false, "error": {code, message}} and
    changes nothing; an unexpected failure is the error code "internal" (its details are for the console)."""
    global _match
    before = None
    try:
        req = safejson.loads(request)
        if _match is not None and isinstance(req, dict) and req.get("op") in ("act", "ai_move"):
            before = (_match, _match.state.clone(), list(_match.state.log or []), list(_match.history),
                      _match.undo_floor)
        return safejson.dumps({"ok": True, "result": dispatch(req)})
    except safejson.JsonError as e:
        return _error(ApiError(e.code, e.message["pt"], e.message["en"]))
    except ApiError as e:
        return _error(e)
    except Exception as e:  # noqa: BLE001 -- the page must always get an answer
        if before is not None:                     # put back a match an action left half-changed
            m, state, log, history, floor = before
            state.log = log
            m.state, m.history, m.undo_floor = state, history, floor
            _match = m
        details = f"{type(e).__name__}: {e}"[:2000]
        return _error(ApiError("internal", "Erro interno do motor; nada foi alterado.",
                               "Internal engine error; nothing was changed.", details=details))
