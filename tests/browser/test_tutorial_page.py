"""The guided tutorial in the browser (issue 12): it completes by clicking exactly what it marks, lesson after
lesson, at desktop and phone sizes and in English too; a wrong click shows the hint and does not advance.

The driver never decides what to click: it reads the element the page marks (.tutorial-target), clicks
it, waits for the table to change, and repeats until the tutorial leaves for the start screen.
"""
from __future__ import annotations

import re

import pytest
from conftest import click_and_wait, click_shown, open_site, renders, screen

pytestmark = pytest.mark.browser

TARGET = "#screen-table .tutorial-target"
MAX_CLICKS = 40


def banner(page) -> dict:
    return page.evaluate("""() => {
        const b = document.getElementById("tutorial-banner");
        return b ? {lesson: Number(b.dataset.lesson), step: Number(b.dataset.step), done: b.dataset.done === "true",
                    progress: document.getElementById("tutorial-progress").innerText,
                    say: document.getElementById("tutorial-say").innerText,
                    instruction: document.getElementById("tutorial-say").innerText
                        .replace(document.querySelector("#tutorial-say .tutorial-step")?.innerText ?? "", "").trim(),
                    hint: document.getElementById("tutorial-hint")?.innerText ?? null} : null;
    }""")


def click_target(page, n: int) -> None:
    """Click the marked element and wait until the table re-rendered or the mark moved elsewhere."""
    page.wait_for_selector(TARGET, timeout=30_000)
    before = renders(page)
    page.eval_on_selector(TARGET, "(el, n) => { el.dataset.tclick = String(n); }", n)
    page.locator(TARGET).first.scroll_into_view_if_needed()
    click_shown(page, TARGET)      # a card of a fanned hand: where it shows
    page.wait_for_function(
        f"""() => Number(document.body.dataset.renders || 0) > {before}
                 || !document.querySelector('#screen-table .tutorial-target[data-tclick="{n}"]')""", timeout=30_000)


def play_tutorial(page) -> list[dict]:
    """Open the tutorial from the start screen and follow its marks to the end; the banner seen before each
    click."""
    click_and_wait(page, "#open-tutorial")
    assert screen(page) == "table"
    seen = []
    for n in range(MAX_CLICKS):
        if screen(page) != "table":
            break
        b = banner(page)
        assert b is not None and b["hint"] is None, b
        seen.append(b)
        click_target(page, n)
    assert screen(page) == "start", "the last lesson's finish button goes back to the start screen"
    return seen


def check_walk(seen: list[dict]) -> None:
    lessons = [b["lesson"] for b in seen]
    assert sorted(set(lessons)) == list(range(6)) and lessons == sorted(lessons), lessons
    done = [b for b in seen if b["done"]]
    assert [b["lesson"] for b in done] == list(range(6)), "each lesson ends before the next one opens"
    assert all(not re.search(r"\{\w+\}", b["say"] + b["progress"]) for b in seen)


@pytest.mark.parametrize("size", [(1280, 720), (390, 844)], ids=["1280x720", "390x844"])
def test_the_tutorial_completes_by_clicking_what_it_marks(browser, guard, server, size) -> None:
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, locale="pt-BR")
    page = guard.watch(ctx.new_page())
    try:
        open_site(page, server.url + "?anim=off")
        seen = play_tutorial(page)
        check_walk(seen)
        assert seen[0]["progress"].startswith("Tutorial — lição 1 de 6")
        assert "Vitória" in seen[-1]["say"]
        assert not guard.errors, guard.errors
    finally:
        ctx.close()


def test_the_tutorial_in_english(page, server, guard) -> None:
    open_site(page, server.url + "?anim=off")
    page.click("#lang-toggle")
    assert page.inner_text("#open-tutorial") == "Tutorial: learn to play"
    seen = play_tutorial(page)
    check_walk(seen)
    assert seen[0]["progress"].startswith("Tutorial — lesson 1 of 6: Commitment")
    assert "Victory by Broken Bond" in seen[-1]["say"]
    for b in seen:
        assert not re.search(r"\b(Clique|Jogue|Explore com|lição|Vitória)\b", b["say"] + b["progress"]), b
    assert not guard.errors, guard.errors


def test_a_wrong_click_shows_the_hint_and_does_not_advance(page, server, guard) -> None:
    open_site(page, server.url + "?anim=off")
    click_and_wait(page, "#open-tutorial")
    first = banner(page)
    assert first["lesson"] == 0 and first["step"] == 0
    marked = page.get_attribute(TARGET, "data-uid")
    click_and_wait(page, '#screen-table .action-bar .general [data-type="end_phase"]')
    after = banner(page)
    assert after["hint"] and after["hint"].startswith("Ainda não") and "Cavaleiro do Juramento" in after["hint"]
    assert (after["lesson"], after["step"], after["done"]) == (0, 0, False)
    assert page.get_attribute(TARGET, "data-uid") == marked, "the same card is still the one to click"
    assert "current" in (page.get_attribute("#screen-table .phase-bar li:nth-child(2)", "class") or "")
    # The right click then goes on, and the hint is gone.
    click_target(page, 1)
    click_target(page, 2)
    done = banner(page)
    assert done["done"] and done["hint"] is None
    page.click("#tutorial-leave")
    page.wait_for_function("document.body.dataset.screen === 'start'")
    assert not guard.errors, guard.errors
