"""The Archon table shows what lasts (K37, issue 24): a creature's own lasting effect as a chip on its card, a
player's lasting effects on a side and lasting reactions behind a badge beside their status strip, whose list opens
by keyboard, each entry with its duration in pt-BR and en; nothing lies outside the viewport at 844×390 and 390×844
with the lists closed or open; and the builder's ability filter narrows the collection. One page boot for all."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import click_and_wait, open_site, resume_file, screen
from eidolon.api import Match
from eidolon.rulesets.archon.abilities import kinds
from eidolon.rulesets.archon.cards import load_cards

pytestmark = pytest.mark.browser

SAVE = Path(__file__).resolve().parents[1] / "fixtures" / "archon" / "lasting-table-save.json"
# what lies outside the viewport: cards, chips, badges, their lists, strips, buttons (an element shown at all)
SHOWN = ", ".join(f"#screen-table {x}" for x in (".acard", ".ctr-lasting", ".st-lasting-btn", ".st-lasting-list", ".archon-stats",
                                                 "button"))
OUTSIDE = """(sel) => [...document.querySelectorAll(sel)].filter((e) => {
    const r = e.getBoundingClientRect();
    return r.width && getComputedStyle(e).display !== 'none' && (r.left < -0.5 || r.right > innerWidth + 0.5 || r.top < -0.5
      || r.bottom > innerHeight + 0.5); }).map((e) => e.className)"""
SCROLLS = "() => document.documentElement.scrollHeight > innerHeight || document.documentElement.scrollWidth > innerWidth"


def test_lasting_effects_and_reactions_on_the_table_and_the_ability_filter(page, server, guard, tmp_path):
    save = json.loads(SAVE.read_text(encoding="utf-8"))
    view = Match.load(save).view(0)
    chip = next(y for y in view["lasting"] if y.get("chip"))                  # the position has what is shown
    assert any(y["uid"] < 0 and y["seat"] == 0 for y in view["lasting"]) and view["reactions"]
    assert all(r["seat"] == 1 for r in view["reactions"])
    snare = load_cards()[view["reactions"][0]["source"]["id"]].name
    open_site(page, server.url)
    resume_file(page, tmp_path, save)
    assert screen(page) == "table"

    # pt-BR: the chip on its creature (short words on it, the whole entry in its title and in the card's label)
    on = page.locator(f'.acr[data-uid="{chip["uid"]}"] .ctr-lasting')
    assert on.count() == 1 and "fim do turno" in on.inner_text()
    assert on.get_attribute("title").endswith("(até o fim deste turno)")
    assert "até o fim deste turno" in page.get_attribute(f'.acr[data-uid="{chip["uid"]}"] > .acard', "aria-label")
    assert page.locator(".acr .ctr-lasting").count() == sum(1 for y in view["lasting"] if y.get("chip"))

    # the rival's badge: closed, then opened by the keyboard (focus, Enter), closed by Escape
    badge = page.locator(".archon-side-row.rival .st-lasting-btn")
    rival_list = page.locator(".archon-side-row.rival .st-lasting-list")
    assert badge.inner_text().strip() == str(len(view["reactions"]) + sum(1 for y in view["lasting"] if y["seat"] == 1 and y["uid"] < 0))
    page.mouse.move(0, 0)
    assert not rival_list.is_visible()
    badge.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(".archon-side-row.rival .st-lasting-btn[aria-expanded=true]")
    assert rival_list.is_visible()
    words = rival_list.inner_text()
    assert f"{snare['pt']} — Depois que uma criatura amiga coletar (até o fim deste turno)" in words
    assert "Cada criatura inimiga recebe +2 de armadura (até o início do próximo turno do oponente)" in words
    page.keyboard.press("Escape")
    page.wait_for_selector(".archon-side-row.rival .st-lasting-btn[aria-expanded=false]")

    # English: the same entries in the other catalogue
    page.evaluate("document.querySelector('#lang-toggle').click()")
    page.wait_for_function("document.querySelector('.acr .ctr-lasting')?.textContent.includes('end of turn')")
    own = page.locator(".archon-side-row.own .st-lasting-btn")
    own.focus()
    page.keyboard.press("Enter")
    own_list = page.locator(".archon-side-row.own .st-lasting-list")
    assert own_list.is_visible()
    assert "Your opponent cannot play action cards (until the end of the opponent's next turn)" in own_list.inner_text()
    assert f"{snare['en']} — After a friendly creature reaps (until the end of this turn)" in \
        page.locator(".archon-side-row.rival .st-lasting-list").text_content()

    # small screens: nothing outside the viewport and no scroll, with the own list open, then the rival's (a tap)
    for w, h in ((844, 390), (390, 844)):
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(250)
        if own.get_attribute("aria-expanded") == "false":            # one list is held open at a time
            own.click()
        assert own_list.is_visible() and page.evaluate(OUTSIDE, SHOWN) == [] and not page.evaluate(SCROLLS), (w, h)
        page.locator(".archon-side-row.rival .st-lasting-btn").click()
        assert rival_list.is_visible() and page.evaluate(OUTSIDE, SHOWN) == [], (w, h)
        page.locator(".archon-side-row.rival .st-lasting-btn").click()
    page.set_viewport_size({"width": 1280, "height": 720})

    # the builder's ability filter narrows the collection to the titles of that kind (abilities.py)
    page.click("#menu")
    if page.locator("#topbar-menu").is_visible():
        page.click("#topbar-menu")
    click_and_wait(page, "#open-builder")
    page.click("#b-mode-archon")
    page.wait_for_selector("#ab-root[data-ready] #ab-collection li")
    every = page.locator("#ab-collection li").count()
    page.select_option("#ab-ability", "reaction")
    shown = sorted(page.eval_on_selector_all("#ab-collection .col-card", "bs => bs.map((b) => b.dataset.cardId)"))
    assert shown == sorted(cid for cid, d in load_cards().items() if "reaction" in kinds(d)) and 0 < len(shown) < every
    assert guard.errors == [] and guard.foreign == []
