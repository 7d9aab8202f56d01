"""The guided tutorial (issue 12, docs/tutorial.md): every lesson walked to its end through the bridge with the
actions it teaches, wrong actions refused with a hint and nothing changed, and the lessons' words in both
catalogues."""

from __future__ import annotations

import copy
import json
import re
from importlib import resources
from typing import Any

import pytest
from eidolon import bridge, i18n
from eidolon.rulesets.eidolon.tutorial import LessonError, Tutorial, load_lessons
from eidolon.rulesets.eidolon.tutorial.lessons import lessons_from_json
from eidolon.rulesets.eidolon.tutorial.session import matches

LESSONS = load_lessons()
DOC = json.loads((resources.files("eidolon.rulesets.eidolon") / "data/tutorial.json").read_text("utf-8"))


def call(op: str, **fields: Any) -> dict[str, Any]:
    reply = json.loads(bridge.handle(json.dumps({"op": op, **fields})))
    assert reply["ok"], reply
    return reply["result"]


def refused(op: str, **fields: Any) -> dict[str, Any]:
    reply = json.loads(bridge.handle(json.dumps({"op": op, **fields})))
    assert not reply["ok"], reply
    return reply["error"]


def walk(lesson: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Open a lesson and take, at every step, the action the tutorial says it expects (as the page does)."""
    tut = call("tutorial_start", lesson=lesson)
    seen = [tut]
    while not tut["done"]:
        want = tut["expected"]
        assert want is not None and want in tut["view"]["actions"], "the expected action is one the engine offers"
        tut = call("tutorial_act", action=want)
        assert tut["hint"] is None
        seen.append(tut)
    return tut, seen


def me(view: dict[str, Any]) -> dict[str, Any]:
    return view["players"][0]


def rival(view: dict[str, Any]) -> dict[str, Any]:
    return view["players"][1]


def named(lesson_id: str, name: str) -> int:
    return next(x for x in LESSONS if x.id == lesson_id).names[name]


def test_the_lessons_teach_in_order_commit_play_explore_intercept_respond_win() -> None:
    assert [x.id for x in LESSONS] == ["commit", "play", "explore", "intercept", "respond", "win"]


def test_lesson_commit_makes_a_source_that_gives_one_essence_R6_1() -> None:
    end, seen = walk(0)
    start = seen[0]["view"]
    knight = named("commit", "knight")
    assert start["phase"] == "planejamento" and me(start)["essence"]["ordem"] == 0
    assert {u["card"] for u in start["unplayable"]} == {c["uid"] for c in me(start)["hand"]}, "the hand is dimmed"
    view = end["view"]
    assert knight in [c["uid"] for c in me(view)["committed"]]
    assert me(view)["essence"]["ordem"] == 1
    assert end["done"] and end["step"] == end["steps"] == 1


def test_lesson_play_puts_a_newly_played_creature_on_the_field_R7_1() -> None:
    end, _ = walk(1)
    spear = named("play", "spear")
    field = {c["uid"]: c for c in me(end["view"])["creatures"]}
    assert field[spear]["fresh"] is True
    assert me(end["view"])["essence"]["ordem"] == 0


def test_lesson_explore_adds_progress_and_one_vestigio_R9_5_R9_6() -> None:
    end, _ = walk(2)
    view = end["view"]
    assert view["ermo"][0]["progress"][0] == 2          # Batedor de Estrada: EXP 2 on Ponte Partida
    assert me(view)["vestigios"] == 1


def test_lesson_intercept_destroys_the_rivals_explorer_R9_3_R9_4() -> None:
    end, seen = walk(3)
    first = seen[0]
    assert first["view"]["decision"]["kind"] == "intercept", "the rival's scripted exploration comes first"
    wolf = named("intercept", "wolf")
    view = end["view"]
    assert wolf in [c["uid"] for c in rival(view)["discard"]]
    assert view["ermo"][0]["progress"][1] == 0 and rival(view)["vestigios"] == 0


def test_lesson_respond_passes_declaracao_and_responds_in_confronto_R11_1_R11_2() -> None:
    end, seen = walk(4)
    kinds = [(s["view"]["decision"] or {}).get("context", {}).get("window") for s in seen[1:3]]
    assert kinds == ["declaracao", "confronto"]
    sentinel = named("respond", "sentinel")
    view = end["view"]
    assert sentinel in [c["uid"] for c in rival(view)["discard"]], "+2 ATQ destroys the RES 4 interceptor"
    assert view["ermo"][1]["progress"][0] == 1 and me(view)["vestigios"] == 1


def test_lesson_win_ends_the_match_by_ruptura_R1_1() -> None:
    end, _ = walk(5)
    assert end["view"]["result"] == {"winner": 0, "reason": "ruptura"}
    assert end["done"] and end["expected"] is None
    assert end["say"]["key"] == "tutorial.win.done"


@pytest.mark.parametrize("lesson", range(len(LESSONS)))
def test_a_wrong_offered_action_is_refused_with_a_hint_and_changes_nothing(lesson: int) -> None:
    tut = call("tutorial_start", lesson=lesson)
    while not tut["done"]:
        wrong = [a for a in tut["view"]["actions"] if not matches(LESSONS[lesson].steps[tut["step"]], a)]
        if wrong:
            before = tut
            after = call("tutorial_act", action=wrong[0])
            assert after["hint"] == {"key": "tutorial.hint.try", "args": {"action": before["expected"]["label"]}}
            assert after["step"] == before["step"] and after["view"]["hash"] == before["view"]["hash"]
            assert after["expected"] == before["expected"]
        tut = call("tutorial_act", action=tut["expected"])
    assert tut["done"]


def test_a_wrong_click_in_the_first_lesson_exists_and_is_refused() -> None:
    """The page's test clicks "end phase" in lesson 1: it must be offered there and refused by the lesson."""
    tut = call("tutorial_start", lesson=0)
    end_phase = {"type": "end_phase"}
    assert any(a["type"] == "end_phase" for a in tut["view"]["actions"])
    after = call("tutorial_act", action=end_phase)
    assert after["hint"]["key"] == "tutorial.hint.try" and after["view"]["phase"] == "planejamento"


def test_an_action_the_engine_does_not_offer_is_the_engines_refusal() -> None:
    tut = call("tutorial_start", lesson=2)
    err = refused("tutorial_act", action={"type": "attack", "card": 0})
    assert err["code"] == "illegal_action"
    assert call("tutorial_view")["view"]["hash"] == tut["view"]["hash"]


def test_an_action_given_by_its_index_is_judged_the_same_way() -> None:
    tut = call("tutorial_start", lesson=0)
    actions = tut["view"]["actions"]
    wrong = next(i for i, a in enumerate(actions) if a != tut["expected"])
    assert call("tutorial_act", action=wrong)["hint"]["key"] == "tutorial.hint.try"
    after = call("tutorial_act", action=actions.index(tut["expected"]))
    assert after["hint"] is None and after["done"]


def test_the_table_ops_answer_for_the_lesson_on_show() -> None:
    """preview and save work on the lesson's match (the table asks them while a lesson is shown)."""
    tut = call("tutorial_start", lesson=2)
    assert call("position")["phase"] == "exploracao"
    assert call("hash") == tut["view"]["hash"]
    assert call("save")["position"]["phase"] == "exploracao"


def test_a_lesson_index_out_of_range_is_refused() -> None:
    for bad in (-1, len(LESSONS), "1", True):
        assert refused("tutorial_start", lesson=bad)["key"] == "error.tutorial_lesson"


def test_after_the_last_step_every_action_gets_the_over_hint() -> None:
    t = Tutorial(index=2)
    t.act(t.expected())
    assert t.done()
    offered = t.match.actions()
    assert offered, "the match goes on after the lesson"
    h = t.act(offered[0])
    assert h == {"key": "tutorial.hint.over"}


def test_the_rival_falls_back_to_a_seeded_iniciante_once_its_script_is_over() -> None:
    """A lesson whose rival has no script: the Iniciante agent with the lesson's seed plays, the same each time."""
    doc = copy.deepcopy(DOC)
    lesson = next(x for x in doc["lessons"] if x["id"] == "intercept")
    lesson["rival"] = []
    lesson["rival_seed"] = 3
    hashes = set()
    for _ in range(2):
        t = Tutorial(lessons_from_json(doc), index=3)
        assert t.match.history, "the rival moved before the player's first decision"
        hashes.add(t.match.state_hash())
    assert len(hashes) == 1


def test_a_lesson_naming_an_unknown_card_is_a_lesson_error() -> None:
    doc = copy.deepcopy(DOC)
    doc["lessons"][0]["steps"][0]["do"]["card"] = "nobody"
    with pytest.raises(LessonError, match="nobody"):
        lessons_from_json(doc)


def test_a_misspelt_field_in_a_lesson_is_named() -> None:
    doc = copy.deepcopy(DOC)
    doc["lessons"][2]["position"]["you"]["creature"] = doc["lessons"][2]["position"]["you"].pop("creatures")
    with pytest.raises(LessonError, match="you: unknown field.*creature"):
        lessons_from_json(doc)


@pytest.mark.parametrize("lang", ["pt-BR", "en"])
def test_every_lessons_words_are_in_the_catalogue_with_their_cards_named(lang: str) -> None:
    cat = i18n.catalogue(lang)
    for index, lesson in enumerate(LESSONS):
        t = Tutorial(index=index)
        said = [t.view()["title"], t.view()["intro"]]
        while not t.done():
            said.append(t.instruction())
            t.act(t.expected())
        said.append(t.instruction())
        for m in said:
            assert m["key"] in cat, (lang, m["key"])
            words = i18n.text(m, lang)
            assert not re.search(r"\{\w+\}", words), words
        assert len(said) == len(lesson.steps) + 3
