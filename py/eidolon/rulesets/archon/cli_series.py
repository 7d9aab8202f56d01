"""`python -m eidolon archon-series ...`: chain bidding (K69) and series of games between two decks (K2, K68) on
the command line, through series.py (the same code as the bridge ops).

    archon-series bid --decks ladroes-da-mare,seed:12 --moves 0,2,3,pass --pick 1
    archon-series play --decks ladroes-da-mare,bosque-paciente --games 6 --handicap 0 --agents iniciante,random
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ...agents import make_agent_factory
from ...core.errors import ApiError
from ...core.ruleset import SeatObservation
from . import flow, series, setup


def deck_player(spec: str) -> dict[str, Any]:
    """A config player from a word: `seed:N` is the deck of seed N, anything else a suggested deck's id."""
    if spec.startswith("seed:") and spec[5:].isdigit():
        return {"deck_seed": int(spec[5:])}
    return {"suggested": spec}


def _decks(text: str) -> list[dict[str, Any]]:
    parts = text.split(",")
    if len(parts) != 2:
        raise ValueError("--decks needs two decks, e.g. ladroes-da-mare,seed:12")
    return [deck_player(p) for p in parts]


def run_bidding(moves: list[str], players: list[dict[str, Any]], pick: int) -> tuple[dict[str, Any],
                                                                                    list[dict[str, Any]]]:
    """K69: the moves in turn from player 1 (a number raises, `pass` passes), then the winner's pick."""
    b = series.new_bidding()
    for m in moves:
        b = series.bid(b, None if m == "pass" else {"raise": int(m) if m.isdigit() else m})
    return b, series.bid_players(b, players, pick)


def play_series(players: list[dict[str, Any]], seed: int, games: int, agents: tuple[str, str], handicap: int | None,
                chains: int, loser_first: bool) -> list[dict[str, Any]]:
    """Play `games` games between the two decks; after a game with a winner, its loser chooses to go first (or
    second) in the next (K2); the handicap chains follow K68. One line of figures per game."""
    factories = [make_agent_factory(a, "archon") for a in agents]
    sr = series.new_series(players, seed, handicap, chains)
    out = []
    for i in range(games):
        who = series.chooser(sr)
        first = None if who is None else who if loser_first else 1 - who
        cfg = series.next_config(sr, first)
        cfg = {**setup.normalize_config(cfg), "seed": cfg["seed"]}
        s = setup.new_state(cfg, False)
        flow.run(s)
        seat_agents = [f(cfg["seed"] * 2 + 1 + k) for k, f in enumerate(factories)]
        while s.result is None:                    # the turn limit ends every game (docs/archon.md)
            seat = flow.decider(s)
            legal = flow.legal_actions(s)
            flow.apply(s, legal[seat_agents[seat].choose(SeatObservation(s, seat, legal))], False)
        winner = s.result[0] if s.result[0] >= 0 else None
        hc = sr["handicap"]
        out.append({"game": i + 1, "seed": cfg["seed"], "first": s.first, "chooser": who, "winner": winner,
                    "chains": [p["chains"] for p in cfg["players"]], "handicap_chains": hc["chains"] if hc else None})
        sr = series.record_game(sr, s.first, winner)
    out.append({"series": sr})
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m eidolon archon-series", description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    bp = sub.add_parser("bid", help="chain bidding (K69): the moves, then the winner's deck; prints the players")
    bp.add_argument("--decks", required=True, help="two decks: suggested ids or seed:N")
    bp.add_argument("--moves", required=True, help="comma-separated, from player 1: a number raises, pass passes")
    bp.add_argument("--pick", type=int, choices=(0, 1), required=True, help="the deck the winner takes (0 or 1)")
    pp = sub.add_parser("play", help="a series between two decks (K2, K68)")
    pp.add_argument("--decks", required=True, help="two decks: suggested ids or seed:N")
    pp.add_argument("--games", type=int, default=3)
    pp.add_argument("--seed", type=int, default=1)
    pp.add_argument("--agents", default="iniciante,iniciante", help="two agents: random, iniciante, desafiadora")
    pp.add_argument("--handicap", type=int, choices=(0, 1), default=None, help="the seat of the stronger deck (K68)")
    pp.add_argument("--chains", type=int, default=series.HANDICAP_CHAINS, help="its starting chains (K68)")
    pp.add_argument("--loser", choices=("first", "second"), default="first",
                    help="what the loser of a game chooses for the next one (K2)")
    for p in (bp, pp):
        p.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    try:
        players = _decks(args.decks)
        if args.cmd == "bid":
            b, config_players = run_bidding([m.strip() for m in args.moves.split(",") if m.strip()], players,
                                             args.pick)
            result: Any = {"bidding": b, "players": config_players}
            words = [f"player {b['winner'] + 1} wins the bid at {b['bid']} chains",
                     *(f"player {k + 1}: {json.dumps(p, ensure_ascii=False)}" for k, p in enumerate(config_players))]
        else:
            agents = args.agents.split(",")
            if len(agents) != 2 or args.games < 1:
                raise ValueError("--agents needs two names and --games at least 1")
            result = play_series(players, args.seed, args.games, (agents[0], agents[1]), args.handicap, args.chains,
                                 args.loser == "first")
            words = [f"game {g['game']}: first player {g['first'] + 1}"
                     + ("" if g["chooser"] is None else f" (chosen by player {g['chooser'] + 1}, the last loser)")
                     + f", chains {g['chains'][0]}/{g['chains'][1]}, "
                     + ("a draw" if g["winner"] is None else f"player {g['winner'] + 1} wins") for g in result[:-1]]
    except ApiError as e:
        print(f"error: {e.message['en']}", file=sys.stderr)
        return 2
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(json.dumps(result, ensure_ascii=False, indent=1) if args.json else "\n".join(words))
    return 0
