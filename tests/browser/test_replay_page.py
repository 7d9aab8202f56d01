"""The replay viewer and the match history in the built site (docs/replays.md, issue 15): a match played to
its end in the page is kept in the history and exported as a replay file; the file opened in a fresh
browser profile replays to the match's final hash, read-only, with the seat choice shown; a tampered file
stops where it diverged; deleting history entries removes them; no horizontal scroll at 1280 and 390 px."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import bridge_call, click_and_wait, open_site, play_steps, screen, start_match

pytestmark = pytest.mark.browser

HISTORY = "eidolon:v1:history:"


def history_keys(page) -> list[str]:
    return page.evaluate(f"() => Object.keys(localStorage).filter((k) => k.startsWith({HISTORY!r}))")


def no_sideways_scroll(page) -> bool:
    return page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1")


def count_text(page) -> str:
    return page.inner_text("#replay-count")


def shown_hash(page) -> str:
    return page.get_attribute("#replay-hash", "data-hash") or ""


def wait_index(page, index: int) -> None:
    page.wait_for_selector(f'#replay-bar[data-index="{index}"]')


def open_file(page, path: Path) -> None:
    before = int(page.get_attribute("body", "data-renders") or 0)
    page.set_input_files("#replay-file", str(path))
    page.wait_for_function(f"Number(document.body.dataset.renders || 0) > {before}")


@pytest.fixture(scope="module")
def finished(browser, server, tmp_path_factory):
    """A hotseat match played to its end in the page: its final hash, the exported replay file and the
    history entries the page kept."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 720}, locale="pt-BR", accept_downloads=True)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_site(page, server.url)
    start_match(page, seed=11, target=1)
    play_steps(page, max_steps=600)
    assert screen(page) == "end"
    final = bridge_call(page, "hash")["result"]
    page.wait_for_function(f"() => Object.keys(localStorage).some((k) => k.startsWith({HISTORY!r}))")
    with page.expect_download() as dl:
        page.click("#export-replay-end")
    path = tmp_path_factory.mktemp("replay") / "match.replay.json"
    path.write_text(Path(dl.value.path()).read_text(encoding="utf-8"), encoding="utf-8")
    yield {"page": page, "hash": final, "path": path, "errors": errors}
    ctx.close()


def test_the_exported_replay_opens_in_a_fresh_profile_and_ends_on_the_same_hash(browser, server, finished):
    replay = json.loads(finished["path"].read_text(encoding="utf-8"))
    assert replay["format"] == "eidolon-replay" and replay["hashes"][-1] == finished["hash"]
    assert replay["players"][0]["name"].startswith("Jogador 1")
    ctx = browser.new_context(viewport={"width": 1280, "height": 720}, locale="pt-BR")   # a new, empty profile
    try:
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        open_site(page, server.url)
        assert history_keys(page) == []
        open_file(page, finished["path"])
        page.wait_for_selector("#replay-bar")
        n = replay["actions"]
        assert count_text(page) == f"Ação 0 de {n}" and shown_hash(page) == replay["hashes"][0]
        # Read-only: no action offered, no undo; the seat shown is said.
        assert page.locator("#screen-table .decision .action").count() == 0
        assert page.locator("#undo").count() == 0 and page.locator("#export-match").count() == 0
        assert "Visto como Jogador 1" in page.inner_text("#replay-seat-label")
        page.click("#replay-next")
        wait_index(page, 1)
        assert shown_hash(page) == replay["hashes"][1]
        page.click("#replay-last")
        wait_index(page, n)
        assert count_text(page) == f"Ação {n} de {n}" and shown_hash(page) == finished["hash"]
        page.click("#replay-prev")
        wait_index(page, n - 1)
        assert shown_hash(page) == replay["hashes"][n - 1]
        # The scrub bar goes anywhere; the log holds the actions up to there.
        page.fill("#replay-scrub", str(n // 2))
        wait_index(page, n // 2)
        assert shown_hash(page) == replay["hashes"][n // 2]
        # Both hands revealed: the rival's hand is drawn and the label says so.
        page.click("#replay-seat-both")
        page.wait_for_selector('#replay-seat-both[aria-pressed="true"]')
        assert page.locator('#screen-table .hand[data-seat="1"]').count() == 1
        assert "reveladas" in page.inner_text("#replay-seat-label")
        page.click("#replay-seat-1")
        page.wait_for_selector('#replay-seat-1[aria-pressed="true"]')
        assert page.locator('#screen-table .hand[data-seat="1"]').count() == 1
        assert page.locator('#screen-table .hand[data-seat="0"]').count() == 0
        # Play at 4x runs on by itself, then pause.
        page.select_option("#replay-speed", "4")
        page.click("#replay-play")
        page.wait_for_function(f"Number(document.getElementById('replay-bar').dataset.index) > {n // 2 + 1}")
        page.click("#replay-play")
        assert no_sideways_scroll(page)
        page.screenshot(path="/tmp/replay-1280x720.png")
        page.set_viewport_size({"width": 1920, "height": 1080})
        page.screenshot(path="/tmp/replay-1920x1080.png")
        page.set_viewport_size({"width": 390, "height": 844})
        page.wait_for_timeout(200)
        assert no_sideways_scroll(page)
        page.screenshot(path="/tmp/replay-390x844.png", full_page=False)
        page.set_viewport_size({"width": 1280, "height": 720})
        click_and_wait(page, "#replay-back")
        assert screen(page) == "start" and errors == []
    finally:
        ctx.close()


def test_a_tampered_replay_shows_where_it_stopped_being_identical(browser, server, finished, tmp_path):
    replay = json.loads(finished["path"].read_text(encoding="utf-8"))
    replay["hashes"][6] = "0" * 16
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(replay), encoding="utf-8")
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="pt-BR")
    try:
        page = ctx.new_page()
        open_site(page, server.url)
        open_file(page, bad)
        page.wait_for_selector("#replay-diverged")
        assert f"idêntico até a ação 5 de {replay['actions']}" in page.inner_text("#replay-diverged")
        assert page.get_attribute("#replay-scrub", "max") == "5"
        page.click("#replay-last")
        wait_index(page, 5)
        assert shown_hash(page) == replay["hashes"][5] and no_sideways_scroll(page)
        page.screenshot(path="/tmp/replay-diverged-390x844.png")
        click_and_wait(page, "#replay-back")
        # Not a replay at all: refused in words, nothing opened.
        junk = tmp_path / "junk.json"
        junk.write_text("{not json", encoding="utf-8")
        page.set_input_files("#replay-file", str(junk))
        page.wait_for_selector("#notice:not([hidden])")
        assert "Não foi possível abrir o replay" in page.inner_text("#notice") and screen(page) == "start"
    finally:
        ctx.close()


def test_the_history_lists_the_match_opens_it_and_deletes_it(finished):
    page = finished["page"]
    click_and_wait(page, "#end-menu")
    items = page.locator("#history-list .history-item")
    assert items.count() == 1 and items.first.get_attribute("data-hash") == finished["hash"]
    assert "Jogador 1" in items.first.inner_text() and "turno" in items.first.inner_text()
    click_and_wait(page, "#history-list .history-item .watch")
    page.wait_for_selector("#replay-bar")
    page.click("#replay-last")
    page.wait_for_function("document.getElementById('replay-bar').dataset.index === document.getElementById('replay-bar').dataset.last")
    assert shown_hash(page) == finished["hash"]
    assert page.screenshot(path="/tmp/replay-history-1280x720.png")
    click_and_wait(page, "#replay-back")
    assert no_sideways_scroll(page)
    page.set_viewport_size({"width": 390, "height": 844})
    assert no_sideways_scroll(page)
    page.set_viewport_size({"width": 1280, "height": 720})
    # A damaged entry is listed and deletable; "delete all" empties the history.
    page.evaluate(f"() => localStorage.setItem({HISTORY + 'broken'!r}, '{{not json')")
    page.click("#history-list .history-item:not(.corrupt) .delete")
    click_and_wait(page, "#tool-dialog #dialog-ok")           # the game's dialog, not the browser's
    assert page.locator("#history-list .history-item").count() == 1
    assert page.locator("#history-list .history-item.corrupt").count() == 1
    page.click("#history-clear")
    click_and_wait(page, "#tool-dialog #dialog-ok")
    assert history_keys(page) == [] and page.locator("#history-list .history-item").count() == 0
    assert finished["errors"] == []


def test_history_limits_push_the_oldest_out_and_a_full_storage_keeps_what_it_has(page, server):
    """The count limit removes the oldest and says how many; a storage that refuses the write keeps every
    entry already there and says the new one was not kept."""
    open_site(page, server.url)
    out = page.evaluate("""async () => {
        const h = await import("./static/shell/history.mjs");
        const replay = {format: "eidolon-replay", version: 1};
        const entry = (i) => ({id: "m" + i, names: ["A", "B"], replay, created: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()});
        for (let i = 0; i < h.HISTORY_MAX; i++) localStorage.setItem(h.HISTORY_PREFIX + "m" + i,
            JSON.stringify({kind: "eidolon-history", v: 1, ...entry(i)}));
        const added = h.addHistory({id: "new", names: ["C", "D"], replay});
        const ids = h.listHistory().map((e) => e.id);
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function () { throw new DOMException("full", "QuotaExceededError"); };
        let full;
        try { full = h.addHistory({id: "newer", names: ["E", "F"], replay}); } finally { Storage.prototype.setItem = setItem; }
        return {added, ids, full, after: h.listHistory().map((e) => e.id), max: h.HISTORY_MAX};
    }""")
    assert out["added"]["stored"] and out["added"]["evicted"] == 1
    assert len(out["ids"]) == out["max"] and "m0" not in out["ids"] and out["ids"][0] == "new"
    assert out["full"] == {**out["full"], "stored": False, "evicted": 0, "error": "history.full"}
    assert out["after"] == out["ids"]                      # nothing already kept was lost
    page.evaluate("""async () => {
        const { t } = await import("./static/shell/i18n.mjs");
        document.body.dataset.words = [t("history.full"), t("history.evicted", {n: 1})].join("|");
    }""")
    words = page.get_attribute("body", "data-words")
    assert "nada do que já estava guardado se perdeu" in words and "a partida mais antiga saiu" in words
