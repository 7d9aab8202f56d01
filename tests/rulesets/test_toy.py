"""A second ruleset needs no edit to api, bridge, sim or cli (docs/rulesets.md): the toy ruleset of
tests/rulesets/toy.py, registered from the test suite, plays seeded random games through `Match`,
through `bridge.handle` (new_game, act, ai_move, undo, save, load, position, load_position, view, hash),
through `sim.selfplay` and through the command line."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import toy
from eidolon import cli, rulesets
from eidolon.api import ApiError, Match
from eidolon.bridge import handle
from eidolon.sim import selfplay


def config(seed: int) -> dict:
    return {"ruleset": "toy", "seed": seed, "players": [{"suggested": "pares"}, {"deck": ["dois", "um", "um"]}]}


def call(**req) -> dict:
    out = json.loads(handle(json.dumps(req)))
    assert out["ok"], out
    return out["result"]


def test_the_registry_finds_both_rulesets() -> None:
    assert rulesets.get("toy") is toy.TOY
    assert rulesets.get("eidolon").name == "eidolon"
    assert {"eidolon", "toy"} <= set(rulesets.names())
    with pytest.raises(KeyError):
        rulesets.get("xadrez")
    with pytest.raises(ApiError) as e:
        Match.new({**config(1), "ruleset": "xadrez"})
    assert e.value.code == "unknown_ruleset"


@pytest.mark.parametrize("seed", range(30))
def test_seeded_random_games_through_match(seed: int) -> None:
    """Each game ends in a race win (3 points) or a draw; a save replays to the same state and position."""
    rng = random.Random(seed)
    m = Match.new(config(seed))
    assert m.rules is toy.TOY
    while m.decision() is not None:
        offered = m.view(m.decision()["seat"])["actions"]
        assert [{k: v for k, v in a.items() if k != "label"} for a in offered] == m.actions()
        assert "actions" not in m.view(1 - m.decision()["seat"])
        m.apply(rng.randrange(len(m.actions())))
        assert toy.TOY.violations(m.state) == []
    s = m.state
    assert s.result[1] == "race" and s.points[s.result[0]] >= toy.TARGET or s.result == (-1, "draw")
    save = m.save()
    assert save["ruleset"] == "toy" and save["config"]["ruleset"] == "toy"
    again = Match.load(json.loads(json.dumps(save)))
    assert again.state_hash() == m.state_hash()
    assert Match.from_position(m.position()).state_hash() == m.state_hash()


def test_a_game_through_the_bridge() -> None:
    """new_game, act (dict and index), ai_move, undo, save, load, position, load_position, view, hash."""
    v = call(op="new_game", config=config(7))
    assert v["status"] == "playing" and "log" in v and "hash" in v
    rng = random.Random(7)
    moves = 0
    while v["status"] == "playing":
        if moves % 3 == 2:
            v = call(op="ai_move", level="random", seed=moves)
            assert v["ai"]["level"] == "random"
        else:
            acts = v["actions"] if "actions" in v else call(op="view", seat=v["decision"]["seat"])["actions"]
            a = {k: x for k, x in rng.choice(acts).items() if k != "label"}
            v = call(op="act", action=a)
        moves += 1
    assert v["result"]["reason"] in ("race", "draw") and "seed" in v
    save = call(op="save")
    h = call(op="hash")
    assert call(op="load", save=save)["hash"] == h
    pos = call(op="position")
    assert pos["ruleset"] == "toy"
    assert call(op="load_position", position=pos)["hash"] == h
    assert call(op="catalog", ruleset="toy")["decks"][0]["id"] == "pares"
    refused = json.loads(handle(json.dumps({"op": "ai_move", "level": "iniciante"})))
    assert refused["error"]["code"] in ("bad_level", "game_over")
    call(op="new_game", config=config(8))
    assert json.loads(handle(json.dumps({"op": "ai_move", "level": "iniciante"})))["error"]["code"] == "bad_level"
    assert json.loads(handle(json.dumps({"op": "preview", "action": {"type": "pass"}})))["error"]["code"] == \
        "unsupported"


def test_undo_takes_back_only_what_revealed_nothing() -> None:
    """Every toy action draws a card (reveals it), so no action can be undone; the match is unchanged."""
    call(op="new_game", config=config(3))
    v = call(op="act", action=0)
    assert v["can_undo"] is False
    assert json.loads(handle(json.dumps({"op": "undo"})))["error"]["code"] == "no_undo"


def test_selfplay_and_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    out = selfplay(40, 1, ("random", "random"), check=True, rules="toy")
    assert out["games"] == 40 and out["errors"] == 0
    assert out["wins"][0] + out["wins"][1] + out["draws"] == 40
    assert cli.main(["selfplay", "--games", "10", "--ruleset", "toy", "--check", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["errors"] == 0
    assert cli.main(["decks", "--ruleset", "toy", "--json"]) == 0
    assert [d["id"] for d in json.loads(capsys.readouterr().out)] == ["pares", "uns"]


def test_the_rulesets_own_bridge_ops_art_and_agent_names() -> None:
    """The bridge reaches a ruleset's own ops, its card art and its command-line levels through the protocol."""
    assert call(op="deck_check", ruleset="toy", deck=["um", "tres"]) == {"ok": False, "problems": ["tres"]}
    assert call(op="deck_check", ruleset="toy", deck=["um", "dois"]) == {"ok": True, "problems": []}
    art = call(op="card_art", ruleset="toy", ids=["dois", "nada"])
    assert list(art) == ["dois"] and ">2</text>" in art["dois"]
    refused = json.loads(handle(json.dumps({"op": "deck_generate", "ruleset": "toy"})))
    assert refused["error"]["code"] == "unsupported"
    from eidolon.agents import make_agent_factory
    from eidolon.agents.random_agent import RandomAgent
    assert isinstance(make_agent_factory("toy-random")(3), RandomAgent)
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent_factory("toy-iniciante")


def test_the_command_line_asks_the_ruleset(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """`decks --lang` and `deck check` go through the ruleset: the toy lists its decks and has no deck files."""
    assert cli.main(["decks", "--ruleset", "toy", "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines() == ["pares: 3 One, 2 Two", "uns: 5 One"]
    deck = tmp_path / "deck.txt"
    deck.write_text("1 um\n", encoding="utf-8")
    assert cli.main(["deck", "check", "--ruleset", "toy", str(deck)]) == 2
    assert "no deck files for ruleset 'toy'" in capsys.readouterr().err
