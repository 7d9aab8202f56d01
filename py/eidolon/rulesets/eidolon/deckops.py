"""The bridge op `deck_code` (docs/api.md): a deck to its code, a code to its deck's verdict."""

from __future__ import annotations

import json
from typing import Any

from ...core.errors import ApiError
from ...deckcode import OtherGame
from ...deckfile import DeckFileError
from .deckcode import Coded, decode, encode
from .decks import CheckResult, Deck, parse_json, verdict


def deck_code_reply(req: dict[str, Any]) -> dict[str, Any] | CheckResult:
    """{"ok": true, "code"} for `deck`; for `code` deck_check's verdict, or its refusal (with
    "other_game": true when the code is another game's)."""
    deck, code = req.get("deck"), req.get("code")
    try:
        if isinstance(code, str):
            return verdict(Deck(*decode(code)))
        if isinstance(deck, dict):
            d = parse_json(json.dumps(deck, ensure_ascii=False))
            return {"ok": True, "code": encode(Coded(d.name, d.desbravador, d.main, d.locations))}
    except DeckFileError as e:
        out: dict[str, Any] = {"ok": False, "error": {"message": e.message, "where": e.where}, "errors": e.errors}
        if isinstance(e, OtherGame):
            out["other_game"] = True
        return out
    raise ApiError.of("bad_request", "error.bad_request")
