"""Match structure (issue 24): a series between two decks where the last game's loser chooses who goes first
(K2), the handicap chains kept across the series (K68), and chain bidding (K69), through the Ruleset protocol's
bridge ops and the command line as well as in Python."""

from __future__ import annotations

import json
from itertools import pairwise
from typing import Any

import pytest
from eidolon import bridge, cli
from eidolon.api import Match
from eidolon.core.errors import ApiError
from eidolon.rulesets.archon import series
from eidolon.rulesets.archon.setup import normalize_config

A, B = {"suggested": "ladroes-da-mare"}, {"suggested": "bosque-paciente"}


def call(op: str, **req: Any) -> Any:
    out = json.loads(bridge.handle(json.dumps({"op": op, "ruleset": "archon", **req})))
    assert out["ok"], out
    return out["result"]


def refused(op: str, **req: Any) -> str:
    out = json.loads(bridge.handle(json.dumps({"op": op, "ruleset": "archon", **req})))
    assert not out["ok"]
    return str(out["error"]["message"]["en"])


def test_K2_the_first_game_draws_the_first_player_and_later_the_loser_chooses() -> None:
    sr = series.new_series([A, B], seed=40)
    first = Match.new(series.next_config(sr)).state
    assert series.chooser(sr) is None and "options" not in series.next_config(sr)
    with pytest.raises(ApiError, match="first"):                # no loser yet: no one chooses
        series.next_config(sr, 1)
    sr = series.record_game(sr, first.first, winner=0)
    assert series.chooser(sr) == 1                               # seat 1 lost
    with pytest.raises(ApiError, match="first"):
        series.next_config(sr)
    for chosen in (0, 1):
        cfg = series.next_config(sr, chosen)
        assert cfg["seed"] == 41 and cfg["options"] == {"first": chosen}
        s = Match.new(cfg).state
        assert s.first == chosen and s.active == chosen and len(s.players[chosen].hand) == 7   # K2: 7 and 6
    drawn = series.record_game(sr, 0, winner=None)               # a draw: no loser, the seed draws again
    assert series.chooser(drawn) is None and "options" not in series.next_config(drawn)


def test_K2_the_first_option_is_checked_and_a_config_without_it_plays_as_before() -> None:
    base = {"players": [A, B]}
    assert normalize_config(base)["options"] == {}
    assert normalize_config({**base, "options": {"first": 1}})["options"] == {"first": 1}
    for bad in ({"first": 2}, {"first": True}, {"chains": 1}, [1]):
        with pytest.raises(ApiError, match="first"):
            normalize_config({**base, "options": bad})
    plain = Match.new({"ruleset": "archon", "seed": 9, "players": [A, B]})
    same = Match.new({"ruleset": "archon", "seed": 9, "players": [A, B], "options": {"first": plain.state.first}})
    assert plain.state_hash() == same.state_hash()


def test_K68_three_wins_in_a_row_add_a_chain_and_three_losses_remove_one() -> None:
    sr = series.new_series([A, B], seed=1, handicap=0)
    assert series.next_config(sr)["players"][0]["chains"] == 4 and series.next_config(sr)["players"][1]["chains"] == 0
    for _ in range(2):
        sr = series.record_game(sr, 0, winner=0)
    assert sr["handicap"]["chains"] == 4 and sr["streak"] == 2
    sr = series.record_game(sr, 0, winner=None)                  # a draw neither wins nor loses
    sr = series.record_game(sr, 0, winner=0)
    assert sr["handicap"]["chains"] == 5 and sr["streak"] == 0
    assert series.next_config(sr, 0)["players"][0]["chains"] == 5
    for w in (1, 1, 0, 1, 1):                                    # a win breaks the losing streak
        sr = series.record_game(sr, 0, winner=w)
    assert sr["handicap"]["chains"] == 5 and sr["streak"] == -2
    sr = series.record_game(sr, 0, winner=1)
    assert sr["handicap"]["chains"] == 4 and sr["streak"] == 0
    plain = series.new_series([A, B], seed=1)
    for _ in range(3):
        plain = series.record_game(plain, 0, winner=0)
    assert plain["handicap"] is None and all(p["chains"] == 0 for p in series.next_config(plain, 0)["players"])


def test_K68_a_series_record_is_checked_when_read_back() -> None:
    sr = series.record_game(series.new_series([A, B], seed=1, handicap=1), 0, 1)
    assert series.check_series(json.loads(json.dumps(sr))) == sr
    for bad in ({**sr, "streak": 3}, {**sr, "games": [{"first": 0, "winner": 2}]}, {**sr, "extra": 1},
                {**sr, "handicap": {"seat": 0}}, {**sr, "players": [A, {"suggested": "nope"}]}):
        with pytest.raises(ApiError):
            series.check_series(bad)


def test_K69_bids_rise_and_the_first_pass_gives_the_bid_to_the_other_player() -> None:
    b = series.new_bidding()
    b = series.bid(b, {"raise": 0})                              # player 1 opens at 0
    with pytest.raises(ApiError, match="from 1 to 24"):
        series.bid(b, {"raise": 0})                              # then a bid must go higher
    b = series.bid(series.bid(b, {"raise": 2}), {"raise": 3})
    assert b["turn"] == 1 and b["winner"] is None
    b = series.bid(b, None)                                      # player 2 passes: player 1 wins at 3
    assert b["winner"] == 0 and b["bid"] == 3
    with pytest.raises(ApiError, match="over"):
        series.bid(b, {"raise": 5})
    players = series.bid_players(b, [A, B], deck=1)
    assert players == [{**B, "chains": 3}, {**A, "chains": 0}]
    early = series.bid(series.new_bidding(), None)               # a pass before any raise: the other at 0
    assert early["winner"] == 1 and series.bid_players(early, [A, B], 0) == [{**B, "chains": 0}, {**A, "chains": 0}]
    with pytest.raises(ApiError, match="not over"):
        series.bid_players(series.new_bidding(), [A, B], 0)
    with pytest.raises(ApiError):
        series.check_bidding({**b, "bid": 9})                    # a record its bids do not give


def test_K2_K68_K69_through_the_bridge_ops() -> None:
    sr = call("series_new", players=[A, B], seed=5, handicap=1)["series"]
    nxt = call("series_next", series=sr)
    assert nxt["chooser"] is None and nxt["config"]["players"][1]["chains"] == 4
    game = call("new_game", config=nxt["config"], seat=0)
    assert game["ruleset"] == "archon" and game["players"][1]["chains"] == 3    # K68 4, less K4's opening shed
    rec = call("series_record", series=sr, first=0, winner=1)
    assert rec["chooser"] == 0 and rec["series"]["streak"] == 1
    assert "first" in refused("series_next", series=rec["series"])
    assert call("series_next", series=rec["series"], first=1)["config"]["options"] == {"first": 1}
    b = call("bid", bidding=None, move={"raise": 2})["bidding"]
    b = call("bid", bidding=b, move="pass")["bidding"]
    assert b["winner"] == 0
    assert call("bid_players", bidding=b, players=[A, B], deck=0)["players"] == [{**A, "chains": 2}, {**B, "chains": 0}]
    assert "from 0 to 24" in refused("bid", bidding=None, move={"raise": 25})


def test_K2_K68_K69_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["archon-series", "bid", "--decks", "ladroes-da-mare,seed:12", "--moves", "1,2,pass",
                     "--pick", "0", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["bidding"]["winner"] == 1 and out["players"] == [
        {"deck_seed": 12, "chains": 0}, {"suggested": "ladroes-da-mare", "chains": 2}]
    assert cli.main(["archon-series", "bid", "--decks", "ladroes-da-mare,seed:12", "--moves", "3,2",
                     "--pick", "0"]) == 2
    assert "from 4 to 24" in capsys.readouterr().err
    code = cli.main(["archon-series", "play", "--decks", "ladroes-da-mare,bosque-paciente", "--games", "3",
                     "--handicap", "0", "--agents", "random,random", "--seed", "4", "--json"])
    games = json.loads(capsys.readouterr().out)
    assert code == 0 and len(games) == 4
    for prev, g in pairwise(games[:3]):      # K2: the loser of the last game chose
        if prev["winner"] is not None:
            assert g["chooser"] == 1 - prev["winner"] and g["first"] == g["chooser"]
    assert games[0]["chains"] == [4, 0]
    assert games[-1]["series"]["games"] == [{"first": g["first"], "winner": g["winner"]} for g in games[:3]]
