"""Hotseat matches played through the table UI of the built site."""
from __future__ import annotations

import re

import pytest
from conftest import (
    bridge_call,
    click_and_wait,
    open_site,
    play_steps,
    screen,
    start_match,
    stored_save,
    visible_uids,
    wait_ready,
)
from eidolon.api import Match

pytestmark = pytest.mark.browser


def shown_hash(page) -> str:
    return page.get_attribute("#state-hash", "data-hash")


def test_complete_hotseat_match_to_victory_matches_cpython(page, guard, server):
    open_site(page, server.url)
    start_match(page, seed=11, target=1)
    steps = play_steps(page, max_steps=600)
    assert screen(page) == "end", f"no victory after {steps} steps"
    assert re.search(r"venceu|Empate", page.inner_text("#end-result"))
    assert page.inner_text("#end-reason")
    # The same seed and action list give the same state in CPython as in the page (Pyodide).
    save = stored_save(page)
    assert save["config"]["seed"] == 11 and save["actions"]
    m = Match.load(save)
    assert m.decision() is None
    assert bridge_call(page, "hash")["result"] == m.state_hash()
    assert m.state_hash() in page.inner_text("#screen-end")
    assert guard.errors == []


def test_reload_mid_match_resumes_the_identical_state(page, server):
    open_site(page, server.url)
    start_match(page, seed=5, target=6)
    play_steps(page, max_steps=25)
    assert screen(page) in ("table", "handoff")
    if screen(page) == "handoff":
        click_and_wait(page, "#handoff-confirm")
    before = shown_hash(page)
    save_before = stored_save(page)
    page.reload()
    wait_ready(page)
    assert screen(page) == "handoff"          # nobody's hand is shown until a seat confirms
    click_and_wait(page, "#handoff-confirm")
    assert shown_hash(page) == before
    assert stored_save(page) == save_before
    assert Match.load(save_before).state_hash() == before


def test_rival_hand_is_never_in_the_dom(page, server):
    open_site(page, server.url)
    start_match(page, seed=3, target=6)
    seen_tables = 0
    for _ in range(40):
        html = page.content()
        state = Match.load(stored_save(page))
        if screen(page) == "handoff":
            assert 'data-uid="' not in html      # the table is emptied between seats
        elif screen(page) == "table":
            seat = int(page.get_attribute(".player-area.own", "data-seat"))
            hidden = [c["uid"] for c in state.view(1 - seat)["players"][1 - seat]["hand"]]
            own = [c["uid"] for c in state.view(seat)["players"][seat]["hand"]]
            assert hidden, "the rival has cards in hand"
            for uid in hidden:
                assert f'data-uid="{uid}"' not in html, f"rival hand card {uid} is in the DOM"
            for uid in own:
                assert f'data-uid="{uid}"' in html
            in_dom = {int(u) for u in re.findall(r'data-uid="(\d+)"', html)}
            assert in_dom <= visible_uids(state.view(seat)), "the DOM shows cards the seat may not see"
            seen_tables += 1
        play_steps(page, max_steps=1)
        if screen(page) == "end":
            break
    assert seen_tables >= 10
