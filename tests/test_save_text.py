"""The bridge's `save` reply is written incrementally (Match.save_json, issue 25): after every action and
every undo it is exactly the save the match would write from scratch, and it loads back to the same
state (docs/api.md: a save is the start and the actions since; R15.1 a match resumed from the device)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from eidolon import bridge, safejson
from eidolon.api import Match

CONFIGS = [
    {"seed": 31, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]},
    {"ruleset": "archon", "seed": 32, "players": [{"deck_seed": 80002}, {"deck_seed": 80003}]},
]


def call(**fields: Any) -> Any:
    out = json.loads(bridge.handle(json.dumps(fields)))
    assert out["ok"], out
    return out["result"]


def from_scratch() -> str:
    match = bridge._match
    assert match is not None
    return safejson.dumps({"ok": True, "result": match.save()})


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.get("ruleset", "eidolon"))
def test_the_save_reply_is_the_whole_save_after_every_action_and_undo(config: dict[str, Any]) -> None:
    rng = random.Random(7)
    view = call(op="new_game", config=config)
    undone = 0
    for step in range(160):
        if view["decision"] is None:
            break
        seat = view["decision"]["seat"]
        if step % 5 == 4 and call(op="view", seat=seat)["can_undo"]:
            view = call(op="undo", seat=seat)
            undone += 1
        else:
            actions = call(op="view", seat=seat)["actions"]
            view = call(op="act", action=rng.randrange(len(actions)), seat=seat)
        reply = bridge.handle('{"op": "save"}')
        assert reply == from_scratch(), f"step {step}"
        save = json.loads(reply)["result"]
        if step % 20 == 0:
            assert Match.load(save).state_hash() == view["hash"]
    assert undone > 0, "the match never undid an action: the test checked no rewrite of the save"


def test_a_string_with_a_lone_surrogate_is_escaped_and_kept() -> None:
    match = Match.new(CONFIGS[0])
    match.apply(0)
    match.start = {"config": {**match.start["config"], "note": "mão \ud800"}}
    text = match.save_json()
    text.encode("utf-8")                                   # strict UTF-8: the surrogate is an escape
    assert json.loads(text) == match.save()
    assert json.loads(text)["config"]["note"] == "mão \ud800"
