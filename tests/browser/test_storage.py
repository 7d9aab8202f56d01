"""The page and its localStorage: damaged entries, full storage, and what it asks the worker.

- Whatever is stored, the page reaches its start screen and lists each damaged entry with a message
  and a delete button; every other entry is left exactly as it was (each key the page uses, one at a
  time and all at once).
- A full storage never loses progress silently: a persistent warning with "export match", and on
  reload the page says that the stored copy is behind (a real full quota, and a setItem that throws).
- Against the AI the page never asks the worker for a position or for the AI seat's view (R16.3, R16.7).
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import (
    PREFERENCE,
    bridge_call,
    click_and_wait,
    open_site,
    play_steps,
    renders,
    screen,
    start_match,
    wait_ready,
    wait_render,
)

pytestmark = pytest.mark.browser

MATCH = "eidolon:v1:match:"
PROGRESS = "eidolon:v1:progress:"
CURRENT = "eidolon:v1:current"
LANG = "eidolon:v1:lang"
DECK = "eidolon:v1:deck:"
TEMPLATE = "eidolon:v1:template:"
# A message must be words, not an untranslated catalogue key.
RAW_KEY = re.compile(r"\b(storage|decks|templates|damaged|saves)\.[a-z_]+\b")


def snapshot(page) -> dict[str, str]:
    return page.evaluate("() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))")


def restore(page, data: dict[str, str]):
    page.evaluate("(d) => { localStorage.clear(); for (const [k, v] of Object.entries(d)) localStorage.setItem(k, v); }", data)


def to_menu(page):
    """Leave a resumed match for the start screen."""
    if screen(page) == "handoff":
        click_and_wait(page, "#handoff-menu")
    elif screen(page) == "table":
        click_and_wait(page, "#to-menu")
    assert screen(page) == "start"


def good_data(page, url: str) -> dict[str, str]:
    """Two stored matches (the second one being played), a saved deck, a template and a language."""
    open_site(page, url)
    start_match(page, seed=3, target=6)
    play_steps(page, 4)
    to_menu(page)
    start_match(page, seed=5, target=6)
    play_steps(page, 3)
    page.evaluate("""async () => {
        const ds = await import("./static/shell/deckstore.mjs");
        const app = JSON.parse(document.getElementById("engine-catalog").textContent);
        const d = app.decks[0];
        ds.putDeck({ deck: { name: "Meu deck", desbravador: d.desbravador, main: d.counts, locations: d.locations }, valid: true });
        ds.putTemplate({ card: "ser-aldren-veyr", name: { pt: "Aldren da Oficina" } });
        localStorage.setItem("eidolon:v1:lang", "pt-BR");
    }""")
    data = snapshot(page)
    kinds = {k.rsplit(":", 1)[0] + ":" if k.count(":") > 2 else k for k in data}
    assert kinds >= {MATCH, CURRENT, LANG, DECK, TEMPLATE}, kinds
    assert kinds <= {MATCH, PROGRESS, CURRENT, LANG, DECK, TEMPLATE}, kinds
    assert sum(k.startswith(MATCH) for k in data) == 2
    return data


def corruptions(data: dict[str, str]) -> list[tuple[str, str]]:
    """(key, bad value): invalid JSON and wrong shapes for every key the page uses."""
    current = data[CURRENT]
    entry = json.loads(data[MATCH + current])
    other = next(k for k in data if k.startswith(MATCH) and k != MATCH + current)
    deck = next(k for k in data if k.startswith(DECK))
    template = next(k for k in data if k.startswith(TEMPLATE))
    cases = [
        (MATCH + current, "{not json"),
        (MATCH + current, json.dumps({**entry, "names": "x"})),
        (MATCH + current, json.dumps({**entry, "save": {"format": "eidolon-save"}})),
        (MATCH + current, "null"),
        (other, json.dumps({**json.loads(data[other]), "names": "x"})),
        (other, "[1, 2"),
        (PROGRESS + current, "{not json"),
        (PROGRESS + current, json.dumps({"seq": -1, "actions": "many"})),
        (PROGRESS + other[len(MATCH):], "7"),
        (CURRENT, "__proto__"),
        (CURRENT, "no-such-match"),
        (LANG, "__proto__"),
        (LANG, "constructor"),
        (LANG, "{not json"),
        (deck, "{not json"),
        (deck, json.dumps({"kind": "eidolon-deck-entry", "v": 1, "deck": {"format": "eidolon-deck", "version": 1, "name": 5}})),
        (template, "{not json"),
        (template, json.dumps({"kind": "eidolon-template", "v": 1, "card": "outra-carta", "name": {"pt": "X"}})),
    ]
    cases = [(k, v) for k, v in cases if k in data]
    assert {k for k, _ in cases} == set(data)   # every key the page wrote is covered
    return cases


def downloaded(got) -> str:
    return Path(got.value.path()).read_text(encoding="utf-8")


def message_for(page, key: str) -> str:
    """The visible message the start screen shows for a damaged key (with a delete button)."""
    item = page.locator(f'#screen-start [data-key="{key}"]')
    assert item.count() == 1, key
    assert item.is_visible(), key
    assert item.locator(".delete-broken").count() == 1, key
    text = item.inner_text()
    assert text.strip() and not RAW_KEY.search(text), text
    return text


def test_each_damaged_key_still_reaches_the_start_screen(page, guard, server):
    data = good_data(page, server.url)
    for key, bad in corruptions(data):
        restore(page, {**data, key: bad})
        page.reload()
        wait_ready(page)
        # Nothing was deleted or rewritten, not even the damaged entry.
        assert snapshot(page) == {**data, key: bad}, key
        if key in (CURRENT, MATCH + data[CURRENT]):
            assert screen(page) == "start", key
            assert "Não foi possível retomar" in page.inner_text("#notice"), key
        else:
            assert screen(page) == "handoff", key       # the match being played is resumed as usual
            to_menu(page)
        message_for(page, key)
        # The other entries are still listed and usable.
        good_matches = [k for k in data if k.startswith(MATCH) and k != key]
        for k in good_matches:
            assert page.locator(f'.saves-list .save:not(.corrupt)[data-match-id="{k[len(MATCH):]}"]').count() == 1, key
        if not key.startswith(DECK):
            assert page.locator("#p0-deck option", has_text="Meu deck").count() == 1, key
    assert guard.errors == [], guard.errors


def test_everything_damaged_at_once(page, guard, server):
    data = good_data(page, server.url)
    bad = {k: "{not json" for k in data}
    restore(page, bad)
    page.reload()
    wait_ready(page)
    assert screen(page) == "start"
    assert "Não foi possível retomar" in page.inner_text("#notice")
    for key in bad:
        message_for(page, key)
    assert snapshot(page) == bad        # reported, never deleted
    # Each delete button removes its own entry only, after a confirmation.
    deck = next(k for k in data if k.startswith(DECK))
    page.click(f'#screen-start [data-key="{deck}"] .delete-broken')
    page.click("#dialog-cancel")
    assert snapshot(page) == bad
    page.click(f'#screen-start [data-key="{deck}"] .delete-broken')
    page.click("#dialog-ok")
    page.wait_for_function(f"!document.querySelector('[data-key=\"{deck}\"]')")
    assert snapshot(page) == {k: v for k, v in bad.items() if k != deck}
    # A copy of a damaged entry can be downloaded before deleting it.
    with page.expect_download() as got:
        page.click(f'#screen-start [data-key="{LANG}"] .download-broken')
    assert downloaded(got) == "{not json"
    # Still a working page: a new match starts.
    start_match(page, seed=2, target=6)
    assert screen(page) == "handoff"
    assert guard.errors == [], guard.errors


@pytest.mark.parametrize("bad_action", [{"type": "attack", "card": 999}, {"type": []}, {"type": {}}])
def test_a_current_match_that_cannot_be_replayed_is_listed_not_hung(page, guard, server, bad_action):
    data = good_data(page, server.url)
    current = data[CURRENT]
    entry = json.loads(data[MATCH + current])
    entry["save"]["actions"].append(bad_action)
    broken = {**data, MATCH + current: json.dumps(entry)}
    restore(page, broken)
    page.reload()
    wait_ready(page)
    assert screen(page) == "start"
    assert "Não foi possível retomar" in page.inner_text("#notice")
    item = page.locator(f'.saves-list .save.unresumable[data-match-id="{current}"]')
    assert item.count() == 1
    assert "Não pode ser retomada" in item.inner_text()
    assert item.locator(".resume").count() == 0 and item.locator(".delete").count() == 1
    assert snapshot(page) == broken
    assert page.locator(".saves-list .save:not(.unresumable) .resume").count() == 1
    assert guard.errors == [], guard.errors


# ---------------------------------------------------------------- full storage

QUOTA_SCRIPT = """(() => {
  // Test-only: once window.__quotaLeft is a number, setItem throws QuotaExceededError after that many calls.
  const real = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (typeof window.__quotaLeft === "number") {
      if (window.__quotaLeft <= 0) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      window.__quotaLeft -= 1;
    }
    return real.call(this, key, value);
  };
})();"""

FILL = """() => {
  // Fill the real quota with one filler entry, to the last character that fits.
  let lo = 0, hi = 16 * 1024 * 1024;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    try { localStorage.setItem("zz-filler", "x".repeat(mid)); lo = mid; } catch { hi = mid - 1; }
  }
  localStorage.setItem("zz-filler", "x".repeat(lo));
  try { localStorage.setItem("zz-probe", "y"); return -1; } catch { return lo; }
}"""


def stored(page) -> tuple[dict, dict | None]:
    """The current match's stored entry and its progress marker."""
    return page.evaluate("""() => {
        const id = localStorage.getItem("eidolon:v1:current");
        const p = localStorage.getItem("eidolon:v1:progress:" + id);
        return [JSON.parse(localStorage.getItem("eidolon:v1:match:" + id)), p === null ? null : JSON.parse(p)];
    }""")


def play_actions(page, n: int):
    """Play until n more actions were taken (handoffs confirmed on the way)."""
    done = 0
    while done < n:
        before = screen(page)
        play_steps(page, 1)
        if before == "table":
            done += 1
        assert screen(page) != "end"


def memory_actions(page) -> int:
    return len(bridge_call(page, "save")["result"]["actions"])


def test_full_storage_warns_exports_and_says_the_copy_is_behind(page, guard, server):
    open_site(page, server.url)
    start_match(page, seed=5, target=6)
    play_actions(page, 3)
    kept_actions = len(stored(page)[0]["save"]["actions"])
    assert page.evaluate(FILL) > 0          # the storage is now really full
    play_actions(page, 4)
    warning = page.locator("#storage-warning")
    assert warning.is_visible() and warning.get_attribute("data-kind") == "unsaved"
    latest = memory_actions(page)
    assert latest == kept_actions + 4
    assert f"{kept_actions} de {latest} ações" in warning.inner_text()
    # The marker was rewritten in place (it fits in a full storage); the entry could not grow.
    entry, marker = stored(page)
    assert entry["actions"] == kept_actions and marker["actions"] == latest and marker["seq"] > entry["seq"]
    # It stays in view when the page scrolls, and it exports what is in memory.
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    box = page.evaluate("(() => { const r = document.getElementById('storage-warning').getBoundingClientRect();"
                        " return [r.top, r.bottom, innerHeight]; })()")
    assert 0 <= box[0] and box[1] <= box[2], box
    with page.expect_download() as got:
        page.click("#storage-export")
    exported = json.loads(downloaded(got))
    assert len(exported["actions"]) == latest
    assert page.locator("#storage-warning").is_visible()

    # Reload: the page says that the stored copy is behind, and by how much.
    page.reload()
    wait_ready(page)
    assert screen(page) == "handoff"
    warning = page.locator("#storage-warning")
    assert warning.get_attribute("data-kind") == "behind"
    assert f"{kept_actions} de {latest} ações" in warning.inner_text()      # the headline
    page.click("#storage-warning summary")
    text = page.inner_text("#storage-warning-details")
    assert f"{kept_actions} das {latest} ações" in text and f"as {latest - kept_actions} últimas" in text
    page.click("#lang-toggle")
    assert f"{kept_actions} of {latest} actions" in page.inner_text("#storage-warning-text")
    assert f"{kept_actions} of the {latest} actions" in page.text_content("#storage-warning-details")
    page.click("#lang-toggle")
    to_menu(page)
    assert "cópia atrasada" in page.inner_text(".saves-list")

    # Space freed: the next action is stored and the warning goes away.
    page.evaluate("localStorage.removeItem('zz-filler')")
    click_and_wait(page, ".saves-list .save .resume")
    play_actions(page, 1)
    assert page.locator("#storage-warning").count() == 0
    entry, marker = stored(page)
    assert marker["seq"] == entry["seq"] and entry["actions"] == kept_actions + 1
    assert guard.errors == [], guard.errors


def test_storage_that_refuses_every_write_still_reports_the_loss(context, guard, server):
    context.add_init_script(QUOTA_SCRIPT)
    page = guard.watch(context.new_page())
    open_site(page, server.url)
    start_match(page, seed=8, target=6)
    play_actions(page, 2)
    kept = len(stored(page)[0]["save"]["actions"])
    page.evaluate("window.__quotaLeft = 0")     # from now on every setItem throws
    play_actions(page, 3)
    warning = page.locator("#storage-warning")
    assert warning.is_visible() and "Armazenamento cheio" in warning.inner_text()
    assert f"{kept} de {kept + 3} ações" in warning.inner_text()
    assert memory_actions(page) == kept + 3
    with page.expect_download() as got:
        page.click("#storage-export")
    assert len(json.loads(downloaded(got))["actions"]) == kept + 3
    # Not even the marker could be written: it was removed, and an entry without one is behind.
    assert stored(page)[1] is None

    page.reload()
    wait_ready(page)
    assert screen(page) == "handoff"
    warning = page.locator("#storage-warning")
    assert warning.get_attribute("data-kind") == "behind"
    assert "está atrasada" in warning.inner_text()
    assert guard.errors == [], guard.errors


def test_a_new_match_in_a_full_storage_is_played_from_memory(context, guard, server):
    context.add_init_script(QUOTA_SCRIPT)
    page = guard.watch(context.new_page())
    open_site(page, server.url)
    page.evaluate("window.__quotaLeft = 0")
    start_match(page, seed=9, target=6)
    assert screen(page) == "handoff"
    assert "não tem nenhuma cópia salva" in page.inner_text("#storage-warning-text")
    assert "não há nenhuma cópia salva" in page.text_content("#storage-warning-details")
    play_actions(page, 2)
    assert memory_actions(page) == 2
    assert snapshot(page) == {}
    assert guard.errors == [], guard.errors


# ---------------------------------------------------------------- seeds and the AI (R16.3, R16.7)

def test_a_random_seed_is_not_shown_while_the_match_is_played(page, server):
    open_site(page, server.url)
    assert page.input_value("#seed") == ""
    page.fill("#location-target", "6")
    click_and_wait(page, "#start-match")
    play_actions(page, 1)
    seed = stored(page)[0]["save"]["config"]["seed"]
    assert isinstance(seed, int) and seed >= 0
    to_menu(page)
    title = page.inner_text(".saves-list .save .save-title")
    assert "Semente" not in title and str(seed) not in title


RECORD_SCRIPT = """(() => {
  // Test-only: record every request the page posts to the engine's worker.
  window.__requests = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (msg, ...rest) {
    if (msg && msg.kind === "call") {
      try { window.__requests.push(JSON.parse(msg.request)); } catch { window.__requests.push({ op: "?", raw: String(msg.request) }); }
    }
    return post.call(this, msg, ...rest);
  };
})();"""

HUMAN = 1
# Ops that answer with a seat's view or report (without `seat` the bridge answers for whoever decides).
SEAT_OPS = {"new_game", "load", "load_position", "view", "act", "undo", "ai_move", "preview"}

HUMAN_TURN = """() => document.body.dataset.screen === "end" || (!document.body.classList.contains("ai-thinking")
    && document.querySelectorAll(".decision .action").length > 0)"""


def human_actions(page, n: int):
    """Take n of the human's decisions (preferred types first), waiting through the AI's moves.

    The offered action is triggered with a click event on its button: what matters here is what the
    page then asks the worker, not how the table reacts to the pointer."""
    for _ in range(n):
        page.wait_for_function(HUMAN_TURN, timeout=90_000)
        if screen(page) == "end":
            return
        types = page.eval_on_selector_all(".decision .action", "els => els.map(e => e.dataset.type)")
        index = next((types.index(k) for k in PREFERENCE if k in types), 0)
        before = renders(page)
        page.dispatch_event(f".decision .action >> nth={index}", "click")
        wait_render(page, before)


def test_against_the_ai_the_page_asks_only_for_the_humans_view(context, guard, server, tmp_path):
    context.add_init_script(RECORD_SCRIPT)
    page = guard.watch(context.new_page())
    open_site(page, server.url)
    page.check("#mode-ai")
    page.select_option("#ai-level", "iniciante")
    page.select_option("#ai-seat", str(HUMAN))
    page.fill("#seed", "4")
    page.fill("#location-target", "6")
    click_and_wait(page, "#start-match")
    human_actions(page, 6)
    page.wait_for_function(HUMAN_TURN, timeout=90_000)
    if not page.is_disabled("#undo"):
        click_and_wait(page, "#undo")
    page.click("#lang-toggle")
    page.click("#lang-toggle")
    requests = page.evaluate("window.__requests")

    # Reload: the match is resumed at the human's table and the AI goes on.
    page.reload()
    wait_ready(page)
    human_actions(page, 2)
    page.wait_for_function(HUMAN_TURN, timeout=90_000)
    with page.expect_download() as got:
        page.click("#export-match")
    exported = tmp_path / "ai-match.json"
    exported.write_text(downloaded(got))
    assert json.loads(exported.read_text())["play"]["ai"]["seat"] == HUMAN
    click_and_wait(page, "#to-menu")
    # Importing the file checks it with the engine: with the human's seat too.
    page.set_input_files("#import-file", str(exported))
    page.wait_for_selector("#notice.info")
    requests += page.evaluate("window.__requests")

    ops = [r.get("op") for r in requests]
    assert {"new_game", "act", "ai_move", "load", "save"} <= set(ops), set(ops)
    assert ops.count("load") >= 2      # the resume and the import
    assert "position" not in ops and "load_position" not in ops
    wrong = [{k: v for k, v in r.items() if k not in ("save", "config")} for r in requests
             if r.get("op") in SEAT_OPS and r.get("seat") != HUMAN]
    assert wrong == []
    assert guard.errors == [], guard.errors
