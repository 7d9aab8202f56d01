"""EIDOLON's typed records (issue 10, item 2): reprs that paste back, explicit position JSON mappings that
keep the compact keys, steps that differ by kind, and a contest copy that shares nothing mutable."""

from __future__ import annotations

from typing import Any

from eidolon.api import Match
from eidolon.rulesets.eidolon import state as st
from eidolon.rulesets.eidolon import steps
from eidolon.rulesets.eidolon.position import from_json, to_json
from eidolon.rulesets.eidolon.state import (
    ATTACK,
    EXPLORE,
    TURN,
    Contest,
    ContestKind,
    Decision,
    Duration,
    Modifier,
    Phase,
    Player,
    Result,
    Trigger,
)
from eidolon.rulesets.eidolon.steps import (
    STEP_TYPES,
    SetupPick,
    StepKind,
    Window,
    step_from_json,
    step_to_json,
)

NAMES: dict[str, Any] = {**vars(st), **vars(steps)}
CONFIG = {"seed": 5, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]}


def test_reprs_paste_back() -> None:
    records = [Phase.EXPLORACAO, Duration.FIELD, ContestKind.ATTACK, StepKind.WINDOW,
               Decision(0, "main", Phase.COMBATE), Decision(1, "target", (4, 0, (7, 9))),
               Contest(EXPLORE, 12, 1, 40, 0, interceptor=30, responded=[True, False]),
               Modifier(12, 2, -1, 0, TURN), Trigger(1, 12, 0), Result(-1, "draw"),
               Window(0, 1), steps.ResolveAbility(0, 12, 1, -1), steps.VICTORY]
    for r in records:
        assert eval(repr(r), NAMES) == r, repr(r)
    assert repr(Phase.EXPLORACAO) == "Phase.EXPLORACAO"
    assert repr(Decision(0, "main", Phase.COMBATE)) == "Decision(seat=0, kind='main', data=Phase.COMBATE)"


def test_steps_of_different_kinds_differ() -> None:
    """A step's kind is part of its value: SetupPick(0, 1) is not Window(0, 1), and the zero-value steps
    are all distinct."""
    assert SetupPick(0, 1) != Window(0, 1)
    empty = [cls() for cls in STEP_TYPES.values() if not cls._fields[:-1]]
    assert len(set(empty)) == len(empty) > 10


def test_every_step_kind_round_trips_through_json() -> None:
    values = {"setup_pick": [0, 2], "to_phase": [2], "ability": [1, 5, 0, -1], "window": [1, 0],
              "replace": [2, 1]}
    assert set(STEP_TYPES) == set(steps.STEP_NAMES)
    for name, cls in STEP_TYPES.items():
        step = step_from_json(name, values.get(name, []))
        assert type(step) is cls and step.kind.name.lower() == name
        assert step_to_json(step) == [name, *values.get(name, [])]
    assert step_from_json("to_phase", [2]).phase is Phase.PLANEJAMENTO


def test_contest_json_and_copy() -> None:
    c = Contest(ATTACK, 8, -1, -1, 1, interceptor=3, withdrawn=True)
    c.responded[1] = True
    assert c.to_json() == [1, 8, -1, -1, 1, 3, 1, 0, 0, 1]
    assert Contest.from_json(c.to_json()) == c
    d = c.copy()
    d.responded[0] = True
    d.interceptor = -1
    assert c.responded == [False, True] and c.interceptor == 3


def test_player_json_keeps_the_compact_keys() -> None:
    p = Match.new(CONFIG).state.players[0]
    d = p.to_json()
    assert list(d) == ["hand", "deck", "discard", "committed", "creatures", "relics", "reserve", "connected", "ess",
                       "vest", "vit", "vit_max", "fatigue", "credits", "extra", "committed_now", "turns", "desb",
                       "fall_turn"]
    assert d["vit"] == p.vitalidade > 0 and d["desb"] == p.desbravador and d["ess"] == p.essence
    q = Player.from_json(d)
    assert all(getattr(q, k) == getattr(p, k) for k in Player.__slots__)


def test_position_records_round_trip() -> None:
    """A mid-game position loads into records and writes the same JSON again."""
    m = Match.new(CONFIG)
    for _ in range(60):
        if m.decision() is None:
            break
        m.apply(0)
    s = m.state
    creatures = [c for p in s.players for c in p.creatures]
    assert creatures, "the game should have creatures in play by now"
    s.modifiers.append(Modifier(creatures[0], 1, 0, 0, TURN))
    pos = to_json(s)
    back = from_json(pos, {d.id: d for d in s.defs})
    assert to_json(back) == pos
    assert all(type(m) is Modifier and type(m.duration) is Duration for m in back.modifiers)
    assert back.pending is None or type(back.pending) is Decision
