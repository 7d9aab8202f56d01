"""Outcome preview (eidolon.rulesets.eidolon.preview, bridge op `preview`): R9 exploration, R10 attack, R11 windows.

The preview must equal what then happens when nobody responds, and must not depend on anything
the previewing seat cannot see (the rival's hand, any deck order).
"""
from __future__ import annotations

import json
import random
from typing import Any

import pytest
from eidolon.api import ApiError, Match, suggested_decks
from eidolon.bridge import handle
from eidolon.rulesets.eidolon.preview import preview
from scenario import scenario
from tablekit import act

DECKS = [d["id"] for d in suggested_decks()]


# ---- what happens when nobody responds, read from the public views ----

def _fields(view: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {c["uid"]: c for p in view["players"] for c in p["creatures"]}


def play_out(m: Match, action: dict[str, Any]) -> tuple[Match, str]:
    """Apply the action on a copy, pass every window and let every interception pass.

    Returns the copy and how far it went: "done" (back to a main decision), "choice", "game_over",
    or "past" when a card was drawn or a new turn began on the way (the preview stops before)."""
    other = Match(m.rules, m.state.clone(), m.start)
    other.state.log = []
    turn = other.state.turn
    other.apply(action)
    while True:
        if any(e[0] in ("draw", "fatigue", "turn") for e in other.state.log) or other.state.turn != turn:
            return other, "past"
        d = other.decision()
        if d is None:
            return other, "game_over"
        if d["kind"] == "main":
            return other, "done"
        if d["kind"] == "response":
            other.apply({"type": "pass_window"})
        elif d["kind"] == "intercept":
            other.apply({"type": "let_pass"})
        else:
            return other, "choice"


def expected(m: Match, other: Match, seat: int) -> dict[str, Any]:
    """The preview's fields computed independently from the two public views of `seat`."""
    v0, v1 = m.view(seat), other.view(seat)
    f0, f1 = _fields(v0), _fields(v1)
    cards = {}
    for uid, c in f0.items():
        if uid not in f1:
            cards[uid] = {"destroyed": True}
        elif (f1[uid]["damage"], f1[uid]["res"]) != (c["damage"], c["res"]):
            cards[uid] = {"destroyed": False, "damage": f1[uid]["damage"], "res": f1[uid]["res"]}
    locations = {}
    for s0, s1 in zip(v0["ermo"], v1["ermo"]):
        if s0["card"] is None:
            continue
        uid = s0["card"]["uid"]
        done = [p for p in (0, 1) if uid in {c["uid"] for c in v1["players"][p]["connected"]}]
        if done:
            locations[uid] = {"completed_by": done[0]}
        elif s1["card"] and s1["card"]["uid"] == uid and s1["progress"] != s0["progress"]:
            locations[uid] = {"completed_by": None, "progress": s1["progress"]}
    players = [{"vitalidade": [a["desbravador"]["vitalidade"], b["desbravador"]["vitalidade"]],
                "vestigios": [a["vestigios"], b["vestigios"]],
                "connected": [len(a["connected"]), len(b["connected"])]}
               for a, b in zip(v0["players"], v1["players"])]
    return {"cards": cards, "locations": locations, "players": players, "result": v1["result"]}


def shown(report: dict[str, Any]) -> dict[str, Any]:
    """The same fields taken from a preview report."""
    cards = {c["uid"]: ({"destroyed": True} if c["destroyed"] else
                        {"destroyed": False, "damage": c["damage"], "res": c["res"]}) for c in report["cards"]}
    locations = {loc["uid"]: ({"completed_by": loc["completed_by"]} if loc["completed_by"] is not None else
                              {"completed_by": None, "progress": loc["progress"]}) for loc in report["locations"]}
    players = [{k: p[k] for k in ("vitalidade", "vestigios", "connected")} for p in report["players"]]
    return {"cards": cards, "locations": locations, "players": players, "result": report["result"]}


def check_equal(m: Match, action: dict[str, Any]) -> str:
    """Preview == outcome when nobody responds (whenever the preview did not stop early)."""
    seat = m.decision()["seat"]
    report = preview(m, seat, action)
    other, reached = play_out(m, action)
    if report["stop"] in ("hidden", "turn_end"):
        assert reached == "past", (action, report["stop"], reached)
    else:
        assert reached == report["stop"], (action, report, reached)
        assert shown(report) == expected(m, other, seat), action
        if reached == "choice":
            d = other.decision()
            assert report["next"] == {"seat": d["seat"], "kind": d["kind"]}
    return report["stop"]


# ---- worked cases ----

def test_r9_explore_preview_shows_progress_then_completion():
    """R9.5-R9.7: EXP + affinity on the Location, the success Vestígio, completion stops at the pick."""
    m = scenario(p0={"creatures": ["sira-dos-muitos-nomes"], "reserve": ["mercado-esquecido"]},
                 ermo=["bosque-dos-ecos", "clareira-das-feras", "ponte-partida"],
                 phase="exploracao", progress=[[1, 0], [0, 0], [0, 0]])
    sira, bosque = m.uid(0, "creatures", 0), m.slot_uid(0)
    r = preview(m, 0, {"type": "explore", "card": sira, "target": bosque})
    (loc,) = r["locations"]
    assert loc["uid"] == bosque and loc["completed_by"] == 0 and loc["before"] == [1, 0]
    assert r["players"][0]["connected"] == [0, 1]
    # Bosque's reward draws a card: the preview stops before the draw, the deck order stays hidden.
    assert r["stop"] == "hidden"
    m2 = scenario(p0={"creatures": ["sira-dos-muitos-nomes"]},
                  ermo=["clareira-das-feras", "bosque-dos-ecos", "ponte-partida"],
                  phase="exploracao", progress=[[1, 0], [0, 0], [0, 0]])
    r2 = preview(m2, 0, {"type": "explore", "card": m2.uid(0, "creatures", 0), "target": m2.slot_uid(0)})
    assert r2["locations"][0]["progress"] == [4, 0] and r2["locations"][0]["completed_by"] is None
    assert r2["players"][0]["vestigios"][1] > r2["players"][0]["vestigios"][0]
    assert check_equal(m2, {"type": "explore", "card": m2.uid(0, "creatures", 0), "target": m2.slot_uid(0)}) == "done"


def test_r10_attack_preview_is_the_unintercepted_damage_and_the_state_is_untouched():
    """R10.2: an attack that is let pass deals the attacker's ATQ to the rival Desbravador."""
    m = scenario(p0={"creatures": ["urso-anciao"]}, p1={"creatures": ["guarda-da-ponte"]}, phase="combate")
    bear = m.uid(0, "creatures", 0)
    before = m.state_hash()
    r = preview(m, 0, {"type": "attack", "card": bear})
    assert r["players"][1]["vitalidade"] == [20, 16] and r["cards"] == []
    assert m.state_hash() == before                       # the preview works on a copy
    # Combate has nothing left, so the turn ends by itself: the preview stops before the next turn.
    assert check_equal(m, {"type": "attack", "card": bear}) == "turn_end"


def test_r10_intercept_preview_shows_the_fight_and_the_deaths():
    """R10.1-R10.2: the defender's choice: intercepting with each creature, or letting it pass."""
    m = scenario(p0={"creatures": ["urso-anciao"]},
                 p1={"creatures": ["guarda-da-ponte", "golem-de-indices"]}, phase="combate")
    bear, guard, golem = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0), m.uid(1, "creatures", 1)
    act(m, "attack", card=bear)
    while m.decision()["kind"] == "response":
        m.apply({"type": "pass_window"})
    assert m.decision() == {"seat": 1, "kind": "intercept", "context": {}}
    with pytest.raises(ApiError):
        preview(m, 0, {"type": "let_pass"})              # only the deciding seat previews
    by_guard = preview(m, 1, {"type": "intercept", "card": guard})
    dead = {c["uid"] for c in by_guard["cards"] if c["destroyed"]}
    assert guard in dead and by_guard["players"][1]["vitalidade"] == [20, 20]
    by_golem = preview(m, 1, {"type": "intercept", "card": golem})     # ATQ 3 / RES 5 against ATQ 4 / RES 5
    hurt = {c["uid"]: c for c in by_golem["cards"]}
    assert hurt[golem]["destroyed"] is False and hurt[golem]["damage"] == 4 and hurt[bear]["damage"] == 3
    # let pass: ATQ 4 less one point for the ready VIGÍLIA creature (Golem de Índices, R14.6)
    assert preview(m, 1, {"type": "let_pass"})["players"][1]["vitalidade"] == [20, 17]
    for a in m.actions():
        check_equal(m, a)


def test_preview_refuses_what_is_not_offered():
    m = scenario(p0={"creatures": ["urso-anciao"]}, phase="combate")
    with pytest.raises(ApiError) as e:
        preview(m, 0, {"type": "attack", "card": 999})
    assert e.value.code in ("illegal_action", "bad_action")


def test_bridge_op_preview_answers_one_action_or_a_list():
    cfg = {"seed": 3, "players": [{"suggested": DECKS[0]}, {"suggested": DECKS[1]}]}
    assert json.loads(handle(json.dumps({"op": "new_game", "config": cfg})))["ok"]
    view = json.loads(handle(json.dumps({"op": "view"})))["result"]
    acts = [{k: v for k, v in a.items() if k not in ("label", "payment")} for a in view["actions"]]
    seat = view["decision"]["seat"]
    one = json.loads(handle(json.dumps({"op": "preview", "seat": seat, "action": acts[0]})))
    many = json.loads(handle(json.dumps({"op": "preview", "seat": seat, "actions": acts[:3]})))
    assert one["ok"] and many["ok"] and many["result"][0] == one["result"]
    bad = json.loads(handle(json.dumps({"op": "preview", "seat": 1 - seat, "action": acts[0]})))
    assert not bad["ok"] and bad["error"]["code"] == "not_your_decision"


# ---- along whole games: equality, and nothing hidden ----

def _shuffled_hidden(m: Match, seat: int, rng: random.Random) -> Match:
    """The same position with the rival's hand exchanged with its deck and both decks reordered."""
    pos = m.position()
    rival = pos["players"][1 - seat]
    pool = rival["hand"] + rival["deck"]
    rng.shuffle(pool)
    n = len(rival["hand"])
    rival["hand"], rival["deck"] = pool[:n], pool[n:]
    rng.shuffle(pos["players"][seat]["deck"])
    return Match.from_position(pos)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_preview_equals_the_outcome_and_ignores_hidden_cards_along_random_games(seed):
    """Every offered action of sampled decisions: preview == outcome when nobody responds, and the
    preview is the same whatever the rival holds and however the decks are ordered."""
    rng = random.Random(seed)
    cfg = {"seed": seed, "players": [{"suggested": DECKS[seed % len(DECKS)]},
                                     {"suggested": DECKS[(seed + 1) % len(DECKS)]}]}
    m = Match.new(cfg)
    stops: dict[str, int] = {}
    kinds: set[str] = set()
    for step in range(700):
        d = m.decision()
        if d is None:
            break
        acts = m.actions()
        if step % 3 == 0 or any(a["type"] in ("explore", "attack", "intercept") for a in acts):
            other = _shuffled_hidden(m, d["seat"], rng)
            for a in acts:
                stop = check_equal(m, a)
                stops[stop] = stops.get(stop, 0) + 1
                kinds.add(a["type"])
                assert preview(other, d["seat"], a) == preview(m, d["seat"], a), a
        m.apply(rng.randrange(len(acts)))
    assert {"explore", "attack", "end_phase"} <= kinds
    assert stops.get("done", 0) > 20 and stops.get("choice", 0) + stops.get("hidden", 0) > 0
