"""ai_move after a reload: the AI's choices depend only on the state and the seed (issue 5, saves)."""

import json

from eidolon import bridge


def call(req: dict) -> dict:
    out = json.loads(bridge.handle(json.dumps(req)))
    assert out["ok"], out
    return out["result"]


CONFIG = {"seed": 77, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]}


def test_reloaded_match_continues_like_an_uninterrupted_one():
    call({"op": "new_game", "config": CONFIG})
    for _ in range(30):
        call({"op": "ai_move", "level": "iniciante", "seed": 5})
    straight = call({"op": "hash"})

    call({"op": "new_game", "config": CONFIG})
    for _ in range(13):
        call({"op": "ai_move", "level": "iniciante", "seed": 5})
    save = call({"op": "save"})
    call({"op": "new_game", "config": {**CONFIG, "seed": 1}})      # something else in between
    call({"op": "load", "save": json.loads(json.dumps(save))})
    for _ in range(17):
        call({"op": "ai_move", "level": "iniciante", "seed": 5})
    assert call({"op": "hash"}) == straight
