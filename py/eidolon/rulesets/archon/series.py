"""Match structure: a series of games between two decks (K2: the loser of the last game chooses who goes first),
the handicap chains kept across it (K68), and chain bidding (K69). Each is plain JSON in, plain JSON out, so the
page, the bridge (deck_ops.OPS) and the command line (cli_series.py) share one implementation; the match itself
is an ordinary config (`options.first` names the first player, K2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.errors import ApiError
from ...core.posjson import is_int
from ...core.ruleset import BridgeOp, BridgeReply, JsonObject
from .setup import normalize_config
from .state import MAX_CHAINS

SERIES, BIDDING, VERSION = "archon-series", "archon-bidding", 1
HANDICAP_CHAINS = 4           # K68: a stronger deck starts with 4 chains
STREAK = 3                    # K68: three wins (losses) in a row add (remove) one chain
MAX_GAMES = 999


def _bad(what: str) -> ApiError:
    return ApiError.of("bad_request", "archon.error.bad_series", what=what)


def _seat(v: Any) -> bool:
    return is_int(v) and v in (0, 1)


# ---- a series (K2, K68) ----

def new_series(players: Any, seed: Any, handicap: Any = None, chains: Any = HANDICAP_CHAINS) -> dict[str, Any]:
    """A series between two config players (each a deck: seed, suggested or list; their own chains are ignored),
    seat 0 and seat 1 for every game. `handicap`: the seat of the stronger deck, which starts with `chains`
    (K68), or None."""
    if not (isinstance(players, list) and len(players) == 2 and all(isinstance(p, dict) for p in players)):
        raise _bad("players")
    if not (is_int(seed) and 0 <= seed < 2 ** 53):
        raise _bad("seed")
    if handicap is not None and not _seat(handicap):
        raise _bad("handicap")
    if not (is_int(chains) and 0 <= chains <= MAX_CHAINS):
        raise ApiError.of("bad_players", "archon.error.bad_chains", max=MAX_CHAINS)
    decks = [{k: v for k, v in p.items() if k != "chains"} for p in players]
    normalize_config({"players": decks})                         # every deck refusal, worded by the engine
    return {"format": SERIES, "version": VERSION, "players": decks, "seed": seed,
            "handicap": None if handicap is None else {"seat": handicap, "chains": chains}, "streak": 0, "games": []}


def check_series(v: Any) -> dict[str, Any]:
    """A series record read back (from the page, a file or the command line), refused by field."""
    if not (isinstance(v, dict) and v.get("format") == SERIES and v.get("version") == VERSION):
        raise _bad("format")
    if set(v) != {"format", "version", "players", "seed", "handicap", "streak", "games"}:
        raise _bad("fields")
    hc = v["handicap"]
    if hc is not None and not (isinstance(hc, dict) and set(hc) == {"seat", "chains"}):
        raise _bad("handicap")
    out = new_series(v["players"], v["seed"], None if hc is None else hc["seat"],
                     HANDICAP_CHAINS if hc is None else hc["chains"])
    if not (is_int(v["streak"]) and -STREAK < v["streak"] < STREAK):
        raise _bad("streak")
    games = v["games"]
    if not (isinstance(games, list) and len(games) <= MAX_GAMES):
        raise _bad("games")
    for g in games:
        if not (isinstance(g, dict) and set(g) == {"first", "winner"} and _seat(g["first"])
                and (g["winner"] is None or _seat(g["winner"]))):
            raise _bad("games")
    out["streak"], out["games"] = v["streak"], [dict(g) for g in games]
    return out


def chooser(series: dict[str, Any]) -> int | None:
    """K2: the seat that chooses who goes first in the next game: the loser of the last one (None for the first
    game, or after a draw: the first player is then drawn from the game's seed)."""
    games = series["games"]
    if not games or games[-1]["winner"] is None:
        return None
    return 1 - int(games[-1]["winner"])


def next_config(series: dict[str, Any], first: Any = None) -> dict[str, Any]:
    """The next game's match config: its seed (the series seed plus the games played), both decks, the handicap
    chains (K68) and, when a loser chooses (K2), the first player they chose (`first`, required then)."""
    s = check_series(series)
    who = chooser(s)
    if who is None and first is not None or who is not None and not _seat(first):
        raise ApiError.of("bad_request", "archon.error.series_first")
    hc = s["handicap"]
    players = [{**p, "chains": hc["chains"] if hc is not None and hc["seat"] == seat else 0}
               for seat, p in enumerate(s["players"])]
    cfg: dict[str, Any] = {"ruleset": "archon", "seed": s["seed"] + len(s["games"]), "players": players}
    if first is not None:
        cfg["options"] = {"first": first}
    return cfg


def record_game(series: dict[str, Any], first: Any, winner: Any) -> dict[str, Any]:
    """The series after a game (`first` its first player, `winner` its winning seat or None for a draw); K68:
    the handicapped deck's third win in a row adds a chain, its third loss in a row removes one."""
    s = check_series(series)
    if not _seat(first) or not (winner is None or _seat(winner)):
        raise _bad("result")
    if len(s["games"]) >= MAX_GAMES:
        raise _bad("games")
    s["games"].append({"first": first, "winner": winner})
    hc = s["handicap"]
    if hc is None or winner is None:
        return s
    won = winner == hc["seat"]
    streak = s["streak"]
    streak = (streak + 1 if streak > 0 else 1) if won else (streak - 1 if streak < 0 else -1)
    if streak == STREAK:
        hc["chains"] = min(MAX_CHAINS, hc["chains"] + 1)
        streak = 0
    elif streak == -STREAK:
        hc["chains"] = max(0, hc["chains"] - 1)
        streak = 0
    s["streak"] = streak
    return s


# ---- chain bidding (K69) ----

def new_bidding() -> dict[str, Any]:
    """Player 1 bids first; nothing bid yet."""
    return {"format": BIDDING, "version": VERSION, "bids": [], "bid": 0, "turn": 0, "winner": None}


def check_bidding(v: Any) -> dict[str, Any]:
    """A bidding record read back: replayed from its bids, so only a bidding the rules allow is accepted."""
    if not (isinstance(v, dict) and v.get("format") == BIDDING and v.get("version") == VERSION
            and isinstance(v.get("bids"), list) and len(v["bids"]) <= 2 * MAX_CHAINS + 2):
        raise _bad("bidding")
    b = new_bidding()
    for move in v["bids"]:
        if not (isinstance(move, dict) and set(move) == {"seat", "bid"} and move["seat"] == b["turn"]):
            raise _bad("bidding")
        b = bid(b, None if move["bid"] is None else {"raise": move["bid"]})
    if {k: v.get(k) for k in b} != b:
        raise _bad("bidding")
    return b


def bid(bidding: dict[str, Any], move: Any) -> dict[str, Any]:
    """One move of the player whose turn it is: `{"raise": n}` (the chains they accept: any number up to the
    limit to open, then more than the current bid) or None to pass. The first pass gives the bid to the other
    player at the current bid (a pass before any raise gives it at 0)."""
    b = {**bidding, "bids": list(bidding["bids"])}
    if b["winner"] is not None:
        raise ApiError.of("bad_request", "archon.error.bid_over")
    seat = b["turn"]
    if move is None:
        b["bids"].append({"seat": seat, "bid": None})
        b["winner"] = 1 - seat
        return b
    opened = any(x["bid"] is not None for x in b["bids"])
    low = b["bid"] + 1 if opened else 0
    n = move.get("raise") if isinstance(move, dict) and set(move) == {"raise"} else None
    if not (is_int(n) and low <= n <= MAX_CHAINS):
        raise ApiError.of("bad_request", "archon.error.bad_bid", min=low, max=MAX_CHAINS)
    b["bids"].append({"seat": seat, "bid": n})
    b["bid"], b["turn"] = n, 1 - seat
    return b


def bid_players(bidding: Any, players: Any, deck: Any) -> list[dict[str, Any]]:
    """K69: the bid's winner plays the deck it picks (`deck`: 0 or 1, an index into `players`) with the bid's
    chains; the other player plays the other deck without chains. The config's players, seat by seat."""
    b = check_bidding(bidding)
    if b["winner"] is None:
        raise ApiError.of("bad_request", "archon.error.bid_open")
    if not (isinstance(players, list) and len(players) == 2 and all(isinstance(p, dict) for p in players)) \
            or not _seat(deck):
        raise _bad("players")
    decks = [{k: v for k, v in p.items() if k != "chains"} for p in players]
    normalize_config({"players": decks})
    win = b["winner"]
    return [{**(decks[deck] if seat == win else decks[1 - deck]), "chains": b["bid"] if seat == win else 0}
            for seat in (0, 1)]


# ---- the bridge ops (docs/api.md, docs/archon.md "Series and chain bidding") ----

def _series_new(req: JsonObject) -> BridgeReply:
    return BridgeReply({"series": new_series(req.get("players"), req.get("seed"), req.get("handicap"),
                                             req.get("chains", HANDICAP_CHAINS))})


def _series_next(req: JsonObject) -> BridgeReply:
    s = check_series(req.get("series"))
    return BridgeReply({"config": next_config(s, req.get("first")), "chooser": chooser(s)})


def _series_record(req: JsonObject) -> BridgeReply:
    s = record_game(req.get("series") or {}, req.get("first"), req.get("winner"))
    return BridgeReply({"series": s, "chooser": chooser(s)})


def _bid(req: JsonObject) -> BridgeReply:
    raw = req.get("bidding")
    move = req.get("move")
    if move != "pass" and not isinstance(move, dict):
        raise ApiError.of("bad_request", "archon.error.bad_bid", min=0, max=MAX_CHAINS)
    b = new_bidding() if raw is None else check_bidding(raw)
    return BridgeReply({"bidding": bid(b, None if move == "pass" else move)})


def _bid_players(req: JsonObject) -> BridgeReply:
    return BridgeReply({"players": bid_players(req.get("bidding"), req.get("players"), req.get("deck"))})


OPS: Mapping[str, BridgeOp] = {"series_new": _series_new, "series_next": _series_next,
                               "series_record": _series_record, "bid": _bid, "bid_players": _bid_players}
