"""Table UI comfort: languages, keyboard, saves list (export, import, bad files), undo."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import (
    click_and_wait,
    open_action_list,
    open_site,
    play_steps,
    screen,
    start_match,
    stored_save,
    wait_ready,
)
from eidolon.api import Match
from eidolon.i18n import text as words

pytestmark = pytest.mark.browser
STATIC = Path(__file__).resolve().parents[2] / "static"


def test_ui_code_never_inserts_html():
    """Card names and texts (from files or the workshop) must always go in as text."""
    for path in STATIC.rglob("*.mjs"):
        code = path.read_text()
        for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "createContextualFragment"):
            assert sink not in code, f"{path.name} uses {sink}"


def test_language_switch_is_immediate_and_remembered(page, server):
    open_site(page, server.url)
    assert page.inner_text("#start-form h2") == "Nova partida"
    assert page.get_attribute("html", "lang") == "pt-BR"
    click_and_wait(page, "#lang-toggle")
    assert page.inner_text("#start-form h2") == "New match"
    assert page.inner_text("header h1") == "EIDOLON — The Forgotten Lands"
    page.reload()
    wait_ready(page)
    assert page.inner_text("#start-form h2") == "New match"
    start_match(page, seed=9)
    click_and_wait(page, "#handoff-confirm")
    assert "Choose a Location" in page.inner_text(".decision h2")
    assert "Choose a Location" in page.inner_text(".action-bar .prompt")
    click_and_wait(page, "#lang-toggle")
    assert "Escolha um Local" in page.inner_text(".decision h2")
    assert "Escolha um Local" in page.inner_text(".action-bar .prompt")
    open_action_list(page)
    assert re.search(r"Escolher ", page.inner_text(".decision .actions"))   # engine labels follow too


def test_keyboard_alone_starts_and_plays(page, server):
    open_site(page, server.url)
    page.focus("#start-match")
    before = int(page.get_attribute("body", "data-renders"))
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.renders) > {before}")
    assert screen(page) == "handoff"
    assert page.evaluate("document.activeElement.id") == "handoff-confirm"
    for _ in range(8):
        # Focus always lands on the next thing to do: the handoff confirmation, a card that can act,
        # or a button of the action bar. Enter on a card selects it; its actions are next to it.
        before = int(page.get_attribute("body", "data-renders"))
        focused = page.evaluate("""() => { const a = document.activeElement;
            return [a.id, a.className, Boolean(a.closest('.action-bar'))]; }""")
        classes = focused[1].split()
        assert focused[0] == "handoff-confirm" or "actionable" in classes or "targetable" in classes or focused[2], focused
        page.keyboard.press("Enter")
        if "card" in classes and page.locator(".action-bar .selection").count():
            page.focus(".action-bar .selection .card-action")
            page.keyboard.press("Enter")
        page.wait_for_function(f"Number(document.body.dataset.renders) > {before}")
    assert len(stored_save(page)["actions"]) >= 3
    if screen(page) == "handoff":
        page.keyboard.press("Enter")
        page.wait_for_selector(".hand .card")
    page.focus(".hand .card")
    assert page.inner_text("#card-preview .card-name") == page.inner_text(".hand .card >> nth=0 >> .c-name")


def test_export_import_and_bad_files_change_nothing(page, server, tmp_path):
    open_site(page, server.url)
    start_match(page, seed=21)
    play_steps(page, max_steps=8)
    if screen(page) == "handoff":
        click_and_wait(page, "#handoff-confirm")
    with page.expect_download() as dl:
        page.click("#export-match")
    exported = json.loads(Path(dl.value.path()).read_text())
    assert exported == stored_save(page)
    click_and_wait(page, "#to-menu")
    assert page.locator(".saves-list .save").count() == 1

    def upload(name: str, text: str):
        page.set_input_files("#import-file", files=[{"name": name, "mimeType": "application/json",
                                                     "buffer": text.encode()}])

    too_new = dict(exported, version=99)
    for name, text, expected in [
        ("broken.json", "{not json", "não é um JSON válido"),
        ("other.json", json.dumps({"hello": 1}), "não é uma partida do EIDOLON"),
        # issue 21: a key given twice is refused by the page itself (JSON.parse would keep the last one)
        ("twice.json", json.dumps(exported).replace("{", '{"actions": [], ', 1), 'repete a chave "actions"'),
        ("new.json", json.dumps(too_new), "versão mais nova"),
        ("cut.json", json.dumps(dict(exported, actions=exported["actions"] + [{"type": "attack", "card": 999}])),
         "corrompido"),
    ]:
        upload(name, text)
        # Each file's own notice, not the previous file's one still on screen.
        page.wait_for_function(
            "expected => { const n = document.querySelector('#notice');"
            " return n && !n.hidden && n.innerText.includes(expected); }",
            arg=expected, timeout=10_000)
        assert page.locator(".saves-list .save").count() == 1, name
    upload("good.json", json.dumps(exported))
    page.wait_for_function("document.querySelectorAll('.saves-list .save').length === 2")
    # A corrupt entry in storage is reported and leaves the others alone.
    page.evaluate("localStorage.setItem('eidolon:v1:match:zzz', '{oops')")
    page.reload()
    wait_ready(page)
    assert page.locator(".saves-list .save.corrupt").count() == 1
    assert page.locator(".saves-list .save:not(.corrupt)").count() == 2
    click_and_wait(page, ".saves-list .save:not(.corrupt) >> nth=0 >> .resume")
    click_and_wait(page, "#handoff-confirm")
    assert page.get_attribute("#state-hash", "data-hash") == Match.load(exported).state_hash()


def test_undo_takes_back_an_own_action(page, server):
    open_site(page, server.url)
    start_match(page, seed=4)
    # play until the seated player has an undoable action
    for _ in range(40):
        if screen(page) == "table" and not page.is_disabled("#undo"):
            break
        play_steps(page, max_steps=1)
    assert not page.is_disabled("#undo")
    hash_before_last = Match.load(dict(stored_save(page), actions=stored_save(page)["actions"][:-1])).state_hash()
    click_and_wait(page, "#undo")
    assert page.get_attribute("#state-hash", "data-hash") == hash_before_last


def offered(page, kind: str) -> bool:
    return screen(page) == "table" and page.locator(f'.decision .action[data-type="{kind}"]').count() > 0


def test_explore_by_selecting_a_creature_then_a_location(page, server):
    open_site(page, server.url)
    start_match(page, seed=8, target=6)
    play_steps(page, max_steps=120, stop=lambda p: offered(p, "explore"))
    assert offered(page, "explore")
    button = page.locator('.decision .action[data-type="explore"]').first
    card, target = int(button.get_attribute("data-card")), int(button.get_attribute("data-target"))
    page.click(f'.player-area.own [data-uid="{card}"]')
    page.wait_for_selector(f'.player-area.own [data-uid="{card}"].selected')
    assert page.locator(f'.action-bar .selection[data-uid="{card}"]').count() == 1
    # the Locations this creature may explore light up, and only those
    lit = {int(u) for u in page.eval_on_selector_all(".board .targetable", "els => els.map(e => e.dataset.uid)")}
    explores = page.eval_on_selector_all(f'.decision .action[data-type="explore"][data-card="{card}"]',
                                         "els => els.map(e => Number(e.dataset.target))")
    assert lit == set(explores) and target in lit
    assert "targetable" in page.get_attribute(f'.ermo [data-uid="{target}"]', "class")
    n = len(stored_save(page)["actions"])
    click_and_wait(page, f'.ermo [data-uid="{target}"]')
    actions = stored_save(page)["actions"]
    assert len(actions) == n + 1 and actions[-1] == {"type": "explore", "card": card, "target": target}


def test_unplayable_cards_say_why_and_cards_preview_on_hover(page, server):
    open_site(page, server.url)
    start_match(page, seed=12, target=6)
    play_steps(page, max_steps=80, stop=lambda p: screen(p) == "table" and p.locator(".hand .why").count() > 0)
    save = stored_save(page)
    seat = int(page.get_attribute(".player-area.own", "data-seat"))
    view = Match.load(save).view(seat)
    reasons = {u["card"]: words(u["reason"], "pt-BR") for u in view["unplayable"]}
    assert reasons
    for uid, why in reasons.items():
        assert page.inner_text(f'.hand [data-uid="{uid}"] .why') == why
    first = page.locator(".hand .card").first
    first.hover()
    assert page.inner_text("#card-preview .card-name") == first.locator(".c-name").inner_text()
    assert page.locator("#card-preview .card-kind").inner_text()


def test_rematch_replays_the_same_seed(page, server):
    open_site(page, server.url)
    start_match(page, seed=11, target=1)
    play_steps(page, max_steps=600)
    assert screen(page) == "end"
    first = stored_save(page)
    click_and_wait(page, "#rematch")
    assert screen(page) == "handoff"
    again = stored_save(page)
    assert again["config"] == first["config"] and again["actions"] == []
    click_and_wait(page, "#handoff-menu")
    assert page.locator(".saves-list .save").count() == 2       # the finished match is kept
