"""Issue 23: the pass-the-device screen says what is being decided. Picking a Location for the Ermo
(R3.6) and the Archon mulligan (K3) are no "the rival decides during the active player's action"."""
from __future__ import annotations

import pytest
from conftest import click_and_wait, open_site, play_by_cards, screen, start_match, stored_save
from eidolon.api import Match
from eidolon.i18n import text as words
from test_archon_table import start_archon

pytestmark = pytest.mark.browser

RESPOND = words({"key": "handoff.respond", "args": {}}, "pt-BR")


def handoff_reason(page) -> str:
    return page.inner_text(".handoff-reason")


def test_the_ermo_picks_are_said_as_such(page, guard, server):
    """R3.6: each player picks a Location into the Ermo, the first player first: both handoffs say so."""
    open_site(page, server.url + "?anim=off")
    start_match(page, seed=3, target=6)
    pick = words({"key": "handoff.pick", "args": {}}, "pt-BR")
    seats = []
    for _ in range(6):
        m = Match.load(stored_save(page))
        if m.decision()["kind"] != "pick":
            break
        if screen(page) == "handoff":
            seats.append(m.decision()["seat"])
            assert handoff_reason(page) == pick
            click_and_wait(page, "#handoff-confirm")
        play_by_cards(page, max_steps=1)
    assert sorted(seats) == [0, 1], seats           # the second player's pick too (not the active player)
    if screen(page) == "handoff":
        assert handoff_reason(page) != pick
    assert guard.errors == []


def test_the_archon_mulligan_is_said_as_such(page, guard, server):
    """K3: each player, first player first, may mulligan: the handoff says that is what is decided."""
    open_site(page, server.url + "?anim=off")
    start_archon(page)
    mulligan = words({"key": "archon.handoff.mulligan", "args": {}}, "pt-BR")
    assert screen(page) == "handoff"
    m = Match.load(stored_save(page))
    assert m.decision()["kind"] == "mulligan"
    assert handoff_reason(page) == mulligan and handoff_reason(page) != RESPOND
    click_and_wait(page, "#handoff-confirm")
    click_and_wait(page, '#archon-prompt .general-acts button.act[data-type="keep"]')
    if screen(page) == "handoff" and Match.load(stored_save(page)).decision()["kind"] == "mulligan":
        assert handoff_reason(page) == mulligan       # the second player's mulligan, while the first is active
    assert guard.errors == []
