"""Issue 23: words that fit the reader. On a touch screen (a coarse primary pointer) the table says
"Toque"/"Tap" where a mouse user reads "Clique"/"Click"; a count of one reads in the singular."""
from __future__ import annotations

import pytest
from conftest import click_and_wait, open_site, start_match

pytestmark = pytest.mark.browser

WORDS = """async ([key, n]) => (await import("./static/shell/i18n.mjs")).t(key, {n})"""
SAY = """async (key) => (await import("./static/lib/messages.mjs")).say({key, args: {}})"""


def pick_prompt(page) -> str:
    start_match(page, seed=3, target=6)
    click_and_wait(page, "#handoff-confirm")
    return page.inner_text("#action-bar .prompt")


def test_touch_screens_read_toque_and_mice_read_clique(browser, server, guard):
    """R3.6's Ermo pick prompt, on a phone (touch, coarse pointer) and on a desktop (mouse)."""
    phone = browser.new_context(viewport={"width": 390, "height": 844}, locale="pt-BR", is_mobile=True, has_touch=True)
    try:
        page = guard.watch(phone.new_page())
        open_site(page, server.url + "?anim=off")
        assert page.evaluate("matchMedia('(pointer: coarse)').matches")
        prompt = pick_prompt(page)
        assert "toque numa das cartas" in prompt and "clique" not in prompt.lower(), prompt
        assert page.evaluate(SAY, "prompt.target").startswith("Escolha o alvo: toque")     # engine messages too
    finally:
        phone.close()
    desk = browser.new_context(viewport={"width": 1280, "height": 720}, locale="pt-BR")
    try:
        page = guard.watch(desk.new_page())
        open_site(page, server.url + "?anim=off")
        assert not page.evaluate("matchMedia('(pointer: coarse)').matches")
        assert "clique numa das cartas" in pick_prompt(page)
        # singular and plural by the count
        assert page.evaluate(WORDS, ["table.choose_target", 1]) == "Escolha o alvo iluminado na mesa."
        assert page.evaluate(WORDS, ["table.choose_target", 3]) == "Escolha um dos 3 alvos iluminados na mesa."
        assert page.evaluate(WORDS, ["record.count", 1]) == "1 entrada"
    finally:
        desk.close()
    assert guard.errors == []
