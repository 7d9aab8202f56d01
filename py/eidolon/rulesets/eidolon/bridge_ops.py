"""EIDOLON's own bridge ops (Ruleset.bridge_ops, docs/api.md): deck files (R3), the guided tutorial
(docs/tutorial.md) and the balance lab's report (docs/balance.md). Each imports its module when first run,
which keeps the page's boot import small."""

from __future__ import annotations

from collections.abc import Mapping

from ...core.errors import ApiError
from ...core.ruleset import BridgeOp, BridgeReply, JsonObject


def deck_check(req: JsonObject) -> BridgeReply:
    """`text`: a deck file (JSON or text list), read and checked against R3."""
    from .decks import check
    text = req.get("text")
    if not isinstance(text, str):
        raise ApiError.of("bad_request", "error.file_text")
    return BridgeReply(check(text))


def deck_text(req: JsonObject) -> BridgeReply:
    """The text list of a deck given as its JSON object, in `lang`."""
    from .decks import export_text
    return BridgeReply(export_text(req.get("deck"), req.get("lang", "pt")))


def deck_code(req: JsonObject) -> BridgeReply:
    """`deck` (a deck file's JSON object) -> its code; `code` -> the deck's verdict as deck_check gives it."""
    from .deckops import deck_code_reply
    return BridgeReply(deck_code_reply(req))


def tutorial(req: JsonObject) -> BridgeReply:
    """tutorial_start, tutorial_act, tutorial_view: the lesson's view; the bridge then plays its match."""
    from .tutorial.bridge_ops import tutorial_op
    log_from = req.get("log_from")
    result, match = tutorial_op(req["op"], req, log_from if isinstance(log_from, int) else None)
    return BridgeReply(result, match)


def balance_report(req: JsonObject) -> BridgeReply:
    """The Laboratório screen's report of a results file."""
    from .balance.report import bridge_report
    return BridgeReply(bridge_report(req))


OPS: Mapping[str, BridgeOp] = {"deck_check": deck_check, "deck_text": deck_text, "deck_code": deck_code,
                               "tutorial_start": tutorial,
                               "tutorial_act": tutorial, "tutorial_view": tutorial,
                               "balance_report": balance_report}
