"""Issue 23: the saves list and the match history word what they store in the language of the page now,
not in the one the match was kept in: players and decks are stored as references (a Desbravador's card
id, a deck name in both languages) and worded when shown; entries kept before that still load and show
the words they were kept with. Deleting an entry asks with the game's dialog."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import click_and_wait, open_site, resume_file, screen

pytestmark = pytest.mark.browser

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "corpus"
MATCH, HISTORY = "eidolon:v1:match:", "eidolon:v1:history:"

STORED = """(prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix))
    .map((k) => [k, JSON.parse(localStorage.getItem(k))])"""


def switch_language(page) -> None:
    click_and_wait(page, "#lang-toggle")


def test_saves_and_history_are_worded_in_the_language_shown(page, guard, server, tmp_path):
    open_site(page, server.url + "?anim=off")
    switch_language(page)                                     # English: the match is kept in English
    assert page.evaluate("document.documentElement.lang") == "en"
    save = json.loads((GOLDEN / "02-iniciante-iniciante-t3.jsonl").read_text(encoding="utf-8").splitlines()[0])["save"]
    assert save["config"]["players"][0]["desbravador"] == "ondra-das-trilhas"
    resume_file(page, tmp_path, dict(save, play={"mode": "ai", "ai": {"level": "iniciante", "seat": 1}}))
    assert screen(page) == "end"                                # a finished match (R1.1: seat 0 won)
    page.wait_for_function(f"() => Object.keys(localStorage).some((k) => k.startsWith({HISTORY!r}))")
    [(_, kept)] = page.evaluate(STORED, HISTORY)
    assert kept["refs"][0] == {"card": "ondra-das-trilhas"}
    click_and_wait(page, "#end-menu")
    assert "Ondra of the Trails" in page.inner_text("#saves-list") and "won" in page.inner_text("#history-list")

    switch_language(page)                                     # back to Portuguese: the same entries, in Portuguese
    saves, history = page.inner_text("#saves-list"), page.inner_text("#history-list")
    for text in (saves, history):
        assert "Ondra das Trilhas" in text and "Ondra of the Trails" not in text, text
    assert "vitória de Jogador 1 (IA, Ondra das Trilhas)" in history and "won" not in history, history
    assert "Player" not in history

    # Entries kept before references existed: they load and show the words they were kept with.
    page.evaluate("""([m, h]) => {
        for (const prefix of [m, h]) for (const key of Object.keys(localStorage).filter((k) => k.startsWith(prefix))) {
            const e = JSON.parse(localStorage.getItem(key));
            delete e.refs; delete e.deckNames;
            localStorage.setItem(key + "old", JSON.stringify({...e, id: e.id + "old"}));
            localStorage.removeItem(key);
        }
    }""", [MATCH, HISTORY])
    page.reload()
    page.wait_for_selector("body[data-engine-ready]", state="attached", timeout=90_000)
    assert "Ondra of the Trails" in page.inner_text("#saves-list")
    assert page.locator("#saves-list .save.corrupt").count() == 0
    history = page.inner_text("#history-list")
    assert "vitória de Player 1 (AI, Ondra of the Trails)" in history, history
    assert page.locator("#history-list .history-item.corrupt").count() == 0

    # Deleting asks with the game's dialog (as deleting a deck does), never the browser's own confirm.
    native: list[str] = []
    page.on("dialog", lambda d: (native.append(d.message), d.dismiss()))
    page.click("#saves-list .save .delete")
    page.wait_for_selector("#tool-dialog", timeout=5000)
    page.click("#dialog-cancel")
    assert page.locator("#saves-list .save:not(.empty)").count() == 1
    page.click("#saves-list .save .delete")
    click_and_wait(page, "#tool-dialog #dialog-ok")
    assert page.locator("#saves-list .save").count() == 0
    page.click("#history-list .history-item .delete")
    click_and_wait(page, "#tool-dialog #dialog-ok")
    assert page.locator("#history-list .history-item").count() == 0
    assert native == []
    assert guard.errors == []
