"""The page's Archon deck ops (bridge ops `deck_check`, `deck_text`, `deck_generate` with `"ruleset": "archon"`,
docs/api.md): deck files and Master Vault import (K6), and the deck of a seed shown before a match."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from ...core.errors import ApiError
from ...core.posjson import is_int
from ...core.ruleset import BridgeOp, BridgeReply, JsonObject
from ...deckfile import DeckFileError, Lang, TextResult
from .deckgen import generate
from .decks import ArchonCheck, ArchonDeck, parse_json, refused, verdict
from .vault import check_file


def deck_check(req: dict[str, Any]) -> ArchonCheck:
    """`text`: an Archon deck file or a Master Vault deck; `card_data`: the card-data file a vault deck needs."""
    text, card_data = req.get("text"), req.get("card_data")
    if not isinstance(text, str) or not (card_data is None or isinstance(card_data, str)):
        raise ApiError.of("bad_request", "error.file_text")
    return check_file(text, card_data)


def deck_text(req: dict[str, Any]) -> TextResult | ArchonCheck:
    """The text list of an Archon deck given as its JSON object (the format of decks.py)."""
    deck = req.get("deck")
    lang: Lang = "en" if req.get("lang") == "en" else "pt"
    try:
        if not isinstance(deck, dict):
            raise DeckFileError("o deck deve ser um objeto JSON", "the deck must be a JSON object", "file")
        return {"ok": True, "text": parse_json(json.dumps(deck, ensure_ascii=False)).to_text(lang)}
    except DeckFileError as e:
        return refused(e)


def deck_generate(req: dict[str, Any]) -> dict[str, Any]:
    """The deck a seed gives (K6, K93, K94): name, houses, the 36 card ids, and the config player that plays it."""
    seed, mavericks = req.get("seed"), req.get("mavericks", False)
    if not is_int(seed) or not 0 <= seed < 2 ** 53:
        raise ApiError.of("bad_seed", "archon.error.bad_deck_seed")
    if not isinstance(mavericks, bool):
        raise ApiError.of("bad_request", "error.bad_request")
    d = generate(seed, mavericks=mavericks)
    player: dict[str, Any] = {"deck_seed": seed}
    if mavericks:
        player["mavericks"] = True
    return {"seed": seed, "mavericks": mavericks, "name": dict(d.name), "houses": list(d.houses),
            "cards": list(d.cards), "player": player}


def deck_code(req: dict[str, Any]) -> dict[str, Any]:
    """`seed` (and `mavericks`) or `deck` (an archon-deck object) -> {"ok", "code"}; `code` -> deck_check's
    verdict with the deck's `names` in both languages, its `seed` and `mavericks` for a seed deck, and the
    config `player` that plays it; a refusal has "other_game": true when the code is another game's."""
    from ...deckcode import OtherGame
    from .deckcode import Listed, decode, encode, encode_seed
    code, seed, deck = req.get("code"), req.get("seed"), req.get("deck")
    try:
        if isinstance(code, str):
            d = decode(code)
            out: dict[str, Any] = {**verdict(ArchonDeck(*d.deck)), "names": d.names}
            if d.seed is not None:
                out.update(seed=d.seed, mavericks=d.mavericks,
                           player={"deck_seed": d.seed, **({"mavericks": True} if d.mavericks else {})})
            else:
                out["player"] = {"deck": {"name": d.names, "houses": d.deck.houses,
                                           "cards": ArchonDeck(*d.deck).titles()}}
            return out
        if is_int(seed) and isinstance(req.get("mavericks", False), bool):
            return {"ok": True, "code": encode_seed(seed, bool(req.get("mavericks", False)))}
        if isinstance(deck, dict):
            a = parse_json(json.dumps(deck, ensure_ascii=False))
            return {"ok": True, "code": encode(Listed(a.name, a.houses, a.cards))}
    except DeckFileError as e:
        out = {**refused(e)}
        if isinstance(e, OtherGame):
            out["other_game"] = True
        return out
    raise ApiError.of("bad_request", "error.bad_request")


def _reply(op: Callable[[JsonObject], object]) -> BridgeOp:
    return lambda req: BridgeReply(op(req))


OPS: Mapping[str, BridgeOp] = {"deck_check": _reply(deck_check), "deck_text": _reply(deck_text),
                               "deck_generate": _reply(deck_generate), "deck_code": _reply(deck_code)}
