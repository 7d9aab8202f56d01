"""Replays (docs/replays.md, issue 15): a replay file written from a match replays to the same hashes; a
tampered action or hash gives `diverged_at`; a seat's view hides the rival's hand and "both" shows both;
bad files are refused with messages in pt and en; the bridge keeps the viewer apart from the match played."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from eidolon import bridge, replay
from eidolon.api import ApiError, Match
from eidolon.i18n import text

CONFIG = {"seed": 4242, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]}
ARCHON = {"ruleset": "archon", "seed": 21, "players": [{"suggested": "trilhas-velozes"}, {"deck_seed": 3}]}


def played(config: dict[str, Any], moves: int | None = None, seed: int = 1) -> Match:
    """A match played with random offered actions, to its end or for `moves` actions."""
    m = Match.new(config)
    rng = random.Random(seed)
    while m.decision() is not None and (moves is None or len(m.history) < moves):
        m.apply(rng.randrange(len(m.actions())))
    return m


@pytest.fixture(scope="module")
def finished() -> Match:
    return played(CONFIG)


@pytest.fixture(scope="module")
def file(finished: Match) -> dict[str, Any]:
    return replay.export(finished, [{"name": "Ana", "deck": "Ordem"}, {"name": "Bia", "deck": "Ruína"}])


def refusal(e: ApiError) -> tuple[str, str, str]:
    return e.code, e.message["pt"], e.message["en"]


def test_export_records_the_save_players_engine_and_a_hash_after_each_action(finished: Match,
                                                                              file: dict[str, Any]) -> None:
    assert file["format"] == "eidolon-replay" and file["version"] == 1 and file["ruleset"] == "eidolon"
    assert file["save"] == finished.save()
    assert len(file["hashes"]) == len(finished.history) + 1 == file["actions"] + 1
    assert file["hashes"][-1] == finished.state_hash()
    assert file["players"][1] == {"seat": 1, "name": "Bia", "deck": "Ruína"}
    assert file["engine"] == replay.engine_fingerprint() and len(file["engine"]["source"]) == 16
    assert file["result"] == finished.view(0)["result"] and file["turns"] == finished.state.turn


def test_round_trip_replays_to_the_same_final_hash_at_every_step(finished: Match, file: dict[str, Any]) -> None:
    r = replay.Replay.open(json.dumps(file))
    s = r.summary()
    assert s["diverged_at"] is None and s["last"] == s["actions"] == len(finished.history)
    assert s["same_engine"] is True and s["final_hash"] == finished.state_hash()
    assert r.view(s["last"], 0)["hash"] == finished.state_hash()
    # Scrubbing in any order gives the recorded hash of each index (checkpoints and the cursor agree).
    order = list(range(s["last"] + 1))
    random.Random(3).shuffle(order)
    for i in order[:60] + [0, 1, replay.CHECKPOINT_EVERY, replay.CHECKPOINT_EVERY - 1, s["last"]]:
        assert r.view(i, "both")["hash"] == file["hashes"][i]


def test_a_running_match_exports_too_and_the_replay_goes_no_further() -> None:
    m = played(CONFIG, moves=30)
    r = replay.Replay.open(json.dumps(replay.export(m)))
    assert r.last == 30 and r.view(30, 1)["hash"] == m.state_hash()
    assert r.view(30, 1)["status"] == "playing" and "seed" not in r.view(30, 1)


def test_a_tampered_hash_gives_diverged_at_and_the_viewer_stops_before_it(file: dict[str, Any]) -> None:
    bad = copy.deepcopy(file)
    bad["hashes"][17] = "0" * 16
    r = replay.Replay.open(json.dumps(bad))
    assert r.diverged_at == 17 and r.last == 16 and r.summary()["why"] == {"key": "replay.hash_differs"}
    assert r.view(16, 0)["hash"] == file["hashes"][16]
    with pytest.raises(ApiError) as e:
        r.view(17, 0)
    assert e.value.code == "bad_request" and "16" in e.value.message["en"]


def test_a_tampered_action_gives_diverged_at(file: dict[str, Any]) -> None:
    bad = copy.deepcopy(file)
    bad["save"]["actions"][40] = {"type": "attack", "card": 99999}
    r = replay.Replay.open(json.dumps(bad))
    assert r.diverged_at == 41 and r.last == 40
    assert r.summary()["why"]["key"] == "replay.refused"
    assert text(r.summary()["why"], "en").startswith("the engine refuses the next action")


def test_a_start_that_differs_is_refused(file: dict[str, Any]) -> None:
    bad = copy.deepcopy(file)
    bad["hashes"][0] = "f" * 16
    with pytest.raises(ApiError) as e:
        replay.Replay.open(json.dumps(bad))
    assert e.value.code == "unplayable_replay" and "very start" in e.value.message["en"]


def test_R16_7_a_seat_view_has_no_rival_hand_and_both_has_both(file: dict[str, Any]) -> None:
    """R16.7: the rival's hand is hidden from a seat; "both" builds each player's part from their own seat."""
    r = replay.Replay.open(json.dumps(file))
    i = 12
    seat0, seat1, both = r.view(i, 0), r.view(i, 1), r.view(i, "both")
    assert "hand" in seat0["players"][0] and "hand" not in seat0["players"][1]
    assert "hand" in seat1["players"][1] and "hand" not in seat1["players"][0]
    assert both["players"] == [seat0["players"][0], seat1["players"][1]]
    assert both["replay"]["revealed"] is True and seat0["replay"] == {**both["replay"], "seat": 0, "revealed": False}
    for v in (seat0, seat1, both):
        assert "actions" not in v and "unplayable" not in v and v["can_undo"] is False
    # The log in full names both seats' draws; a seat's log hides the rival's.
    keys = {e["key"] for e in r.view(i, "both", log_from=0)["log"]}
    assert "log.draw_hidden" not in keys and "log.draw_hidden" in {e["key"] for e in r.view(i, 0, 0)["log"]}


def test_views_at_an_index_carry_the_log_up_to_that_action(file: dict[str, Any]) -> None:
    r = replay.Replay.open(json.dumps(file))
    later, earlier = r.view(50, 0, log_from=0), r.view(20, 0, log_from=0)
    assert earlier["log_total"] < later["log_total"] and later["log"][: earlier["log_total"]] == earlier["log"]
    assert r.view(50, 0, log_from=earlier["log_total"])["log"] == later["log"][earlier["log_total"]:]


def test_a_replay_is_generic_over_rulesets() -> None:
    m = played(ARCHON, moves=80, seed=2)
    r = replay.Replay.open(json.dumps(replay.export(m)))
    assert r.summary()["ruleset"] == "archon" and r.diverged_at is None
    v0, both = r.view(r.last, 0), r.view(r.last, "both")
    assert both["hash"] == m.state_hash() and "hand" not in v0["players"][1] and "hand" in both["players"][1]


@pytest.mark.parametrize(("make", "code", "en"), [
    (lambda f: "{not json", "bad_replay", "not a replay: Invalid JSON"),
    (lambda f: json.dumps([1, 2]), "bad_replay", "not an EIDOLON replay"),
    (lambda f: json.dumps(f["save"]), "bad_replay", "saved match, not a replay"),
    (lambda f: json.dumps({**f, "version": 9}), "too_new_replay", "newer version"),
    (lambda f: json.dumps({**f, "version": "1"}), "corrupt_replay", "“version”"),
    (lambda f: json.dumps({**f, "hashes": f["hashes"][:-1]}), "corrupt_replay", "“hashes”"),
    (lambda f: json.dumps({**f, "save": {"format": "eidolon-save"}}), "corrupt_replay", "“save”"),
    (lambda f: json.dumps({**f, "players": [{"name": 3}, {}]}), "corrupt_replay", "“players”"),
    (lambda f: json.dumps({**f, "save": {**f["save"], "config": {"seed": -1}}}), "unplayable_replay",
     "cannot replay"),
    (lambda f: " " * (replay.MAX_BYTES + 1), "replay_too_large", "too large"),
    (lambda f: 42, "bad_replay", "as text"),
])
def test_bad_files_are_refused_in_both_languages(file: dict[str, Any], make: Any, code: str, en: str) -> None:
    with pytest.raises(ApiError) as e:
        replay.Replay.open(make(file))
    got_code, pt, got_en = refusal(e.value)
    assert got_code == code and en in got_en and pt and pt != got_en


def test_bridge_ops_keep_the_viewer_apart_from_the_match_played(file: dict[str, Any]) -> None:
    def call(**req: Any) -> Any:
        return json.loads(bridge.handle(json.dumps(req)))

    call(op="new_game", config=CONFIG, seat=0)
    call(op="act", action=0)
    playing = call(op="hash")["result"]
    opened = call(op="replay_open", text=json.dumps(file))["result"]
    assert opened["actions"] == file["actions"] and opened["players"][0]["name"] == "Ana"
    last = call(op="replay_view", index=opened["last"], seat="both")["result"]
    assert last["hash"] == file["hashes"][-1]
    assert call(op="hash")["result"] == playing                 # the match being played is untouched
    exported = call(op="replay_export", players=[{"name": "X"}, {"name": "Y"}])["result"]
    assert exported["actions"] == 1 and exported["hashes"][-1] == playing
    bad = call(op="replay_view", index=0, seat=2)["error"]
    assert bad["code"] == "bad_seat" and bad["message"]["pt"] and bad["message"]["en"]
    assert call(op="replay_open", text="[")["error"]["code"] == "bad_replay"
    assert call(op="replay_view", index=0, seat=0)["ok"]      # a refused file keeps the replay open before it
