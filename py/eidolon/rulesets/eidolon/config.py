"""EIDOLON's part of a match config: two legal decks (R3) and the options (Location target R1.1, always ask)."""

from __future__ import annotations

from typing import Any

from ...core.errors import ApiError
from ...core.posjson import cut, is_int
from .cards.catalog import load_catalog, load_suggested_decks
from .cards.model import CardDef
from .collection import expand
from .messages import deck_problem_message, deck_problem_text
from .setup import DEFAULT_TARGET, TARGET_RANGE, deck_problems

MAX_PROBLEMS = 10         # deck problems named in one refusal (the rest are counted)


def brief(x: Any) -> str:
    """A refused value as messages may quote it: its repr, cut at 80 characters."""
    text = repr(x)
    return text if len(text) <= 80 else text[:80] + "…"


# (suggested deck id, Desbravador) -> the catalogue checked against and the deck's problems (R3)
_CHECKED: dict[tuple[str, str], tuple[dict[str, CardDef], list[tuple[str, dict[str, Any]]]]] = {}


def _suggested_problems(cat: dict[str, CardDef], name: str, desbravador: Any,
                        p: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """deck_problems of suggested deck `name` played with `desbravador` (expanded in p), checked once per
    process and catalogue: self-play normalises a config for every game."""
    if not isinstance(desbravador, str):
        return deck_problems(cat, desbravador, p["deck"], p["locations"])
    key = (name, desbravador)
    known = _CHECKED.get(key)
    if known is None or known[0] is not cat:
        known = _CHECKED[key] = (cat, deck_problems(cat, desbravador, p["deck"], p["locations"]))
    return known[1]


def normalize(config: dict[str, Any]) -> dict[str, Any]:
    """R3: the players' decks (suggested decks expanded) and the options of a match config, checked;
    ApiError explains what is wrong."""
    players = config.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise ApiError.of("bad_players", "error.bad_players")
    cat = load_catalog()
    decks = load_suggested_decks()
    out_players = []
    for seat, p in enumerate(players):
        if not isinstance(p, dict):
            raise ApiError.of("bad_players", "error.bad_player", seat=seat)
        if "suggested" in p:
            d = decks.get(p["suggested"]) if isinstance(p["suggested"], str) else None
            if d is None:
                raise ApiError.of("unknown_deck", "error.unknown_deck", seat=seat, deck=brief(p["suggested"]))
            desbravador = p.get("desbravador", d["desbravador"])
            p = {"desbravador": desbravador, "deck": expand(d), "locations": list(d["locations"])}
            problems = _suggested_problems(cat, d["id"], desbravador, p)
        else:
            problems = deck_problems(cat, p.get("desbravador"), p.get("deck"), p.get("locations"))
        if problems:
            shown = [(c, {k: cut(v) for k, v in x.items()}) for c, x in problems[:MAX_PROBLEMS]]
            more = len(problems) - len(shown)
            code = "unknown_card" if any(c == "unknown_card" for c, _ in problems) else "illegal_deck"
            listed = [deck_problem_message(c, x) for c, x in shown]
            raise ApiError.of(code, "error.deck_problems_more" if more else "error.deck_problems",
                              details=[deck_problem_text(c, x) for c, x in shown], seat=seat, problems=listed,
                              **({"n": more} if more else {}))
        out_players.append({"desbravador": p["desbravador"], "deck": list(p["deck"]),
                            "locations": list(p["locations"])})
    options = config.get("options", {})
    if not isinstance(options, dict):
        raise ApiError.of("bad_options", "error.bad_options")
    target = options.get("location_target", DEFAULT_TARGET)
    lo, hi = TARGET_RANGE
    if not is_int(target) or not lo <= target <= hi:
        raise ApiError.of("bad_target", "error.bad_target", min=lo, max=hi)
    always_ask = options.get("always_ask", False)
    if not isinstance(always_ask, bool):
        raise ApiError.of("bad_options", "error.bad_always_ask")
    return {"players": out_players, "options": {"location_target": target, "always_ask": always_ask}}
