"""Archon mode joined to the rest of the page (issues 13-15): a deck kept in the builder's Archon view is
offered on the start screen and played; a finished Archon match goes to the history, and its replay opens
in the viewer on the Archon table (seat views and both hands, the final hash equal to CPython's); "Regras"
opens the reference of the game on the table."""
from __future__ import annotations

import pytest
from conftest import click_and_wait, open_site, screen, stored_save
from eidolon.api import Match
from eidolon.rulesets.archon.deckgen import generate
from test_archon_table import QUICK, play, sized_page, start_archon

pytestmark = pytest.mark.browser


def test_a_deck_kept_in_the_builder_is_offered_on_the_archon_start_screen(browser, guard, server):
    ctx, page = sized_page(browser, guard, "1280x720")
    try:
        open_site(page, server.url + "?anim=off")
        deck = generate(4242)
        page.evaluate("""async (d) => {
            const s = await import('./static/shell/deckstore.mjs');
            s.putArchonDeck({id: 'mine', name: d.name, houses: d.houses, cards: d.cards, seed: 4242});
        }""", {"name": deck.name, "houses": list(deck.houses), "cards": list(deck.cards)})
        page.click("#game-archon")
        page.wait_for_selector("#archon-form")
        page.check("#ap0-source-demo")
        page.wait_for_selector("#ap0-demo")
        labels = page.locator("#ap0-demo option").all_inner_texts()
        assert any(deck.name["pt"] in x and "(meu deck)" in x for x in labels), labels
        page.select_option("#ap0-demo", "archon-saved:mine")
        assert deck.name["pt"] in page.inner_text("#ap0-deck-shown")
        click_and_wait(page, "#archon-start-match")
        save = stored_save(page)
        assert save["config"]["players"][0]["deck"]["cards"] == list(deck.cards)      # the kept deck, by its seed
        assert Match.load(save).view(0)["players"][0]["name"] == deck.name
        assert guard.errors == []
    finally:
        ctx.close()


def test_a_finished_archon_match_replays_on_the_archon_table(browser, guard, server):
    ctx, page = sized_page(browser, guard, "1280x720")
    try:
        open_site(page, server.url + "?anim=off")
        start_archon(page, seed=QUICK["seed"], decks=QUICK["decks"])
        click_and_wait(page, "#handoff-confirm")
        page.click("#open-rules")
        page.wait_for_selector("body[data-rules-ready='pt-BR'][data-rules-game='archon']")     # the game on the table
        page.click("#rules-close")
        play(page, 400)
        assert screen(page) == "end"
        final = Match.load(stored_save(page)).state_hash()
        page.click("#watch-replay")
        page.wait_for_selector("#replay-bar")
        assert page.locator("#screen-table .archon-table").count() == 1
        assert page.locator("#archon-prompt.read-only").count() == 1
        assert page.locator("#screen-table button.act, #screen-table #undo").count() == 0     # nothing can be sent
        page.click("#replay-last")
        last = page.get_attribute("#replay-bar", "data-last")
        page.wait_for_selector(f'#replay-bar[data-index="{last}"]')
        assert page.get_attribute("#replay-hash", "data-hash") == final
        page.click("#replay-seat-both")
        page.wait_for_selector('#replay-seat-both[aria-pressed="true"]')
        page.wait_for_function("document.querySelectorAll('#screen-table .archon-hand').length === 2")
        page.screenshot(path="/tmp/archon-replay-1280x720.png")
        click_and_wait(page, "#replay-back")
        assert screen(page) == "end"
        history = page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('eidolon:v1:history:'))")
        assert len(history) == 1
        assert guard.errors == []
    finally:
        ctx.close()
