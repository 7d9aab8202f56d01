"""The page renders the engine's messages {key, args} itself (issue 10, item 4): cards are named by
reference with the workshop's names (two cascading renames stay two names), and the page asks only for
the log entries it lacks (`log_from`) while its record stays the engine's whole log."""
from __future__ import annotations

import json
import random

import pytest
from conftest import click_and_wait, open_site, play_steps, screen, start_match, stored_save
from eidolon.api import Match
from eidolon.i18n import text
from eidolon.rulesets.eidolon.cards.catalog import load_catalog
from eidolon.rulesets.eidolon.messages import log_message

pytestmark = pytest.mark.browser

PEREGRINA, AGUIA = "peregrina-dos-campos-de-vhar", "aguia-guia"
# Renamed so that the second rename is a part of the first new name: text replacement would cascade
# ("Peregrina..." -> "Águia-Guia Anciã" -> "Falcão Anciã").
RENAMES = {PEREGRINA: {"pt": "Águia-Guia Anciã", "en": "Elder Guide Eagle"},
           AGUIA: {"pt": "Falcão", "en": "Falcon"}}

# Every request the page sends to the engine's worker: [op, log_from or null, seat or null].
RECORD_REQUESTS = """(() => {
  window.__requests = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (msg, ...rest) {
    if (msg && msg.kind === "call") {
      const r = JSON.parse(msg.request);
      window.__requests.push([r.op, r.log_from ?? null, r.seat ?? null]);
    }
    return post.call(this, msg, ...rest);
  };
})();"""


def match_naming_both() -> dict:
    """A hotseat save whose last 200 log entries (what a resumed page receives) name both renamed cards."""
    config = {"seed": 1, "players": [{"suggested": "ruina-instinto"}, {"suggested": "ordem-instinto"}]}
    m = Match.new(config)
    rng = random.Random(1)
    while m.decision() is not None:
        seat = m.decision()["seat"]
        hand = {c["uid"]: c["id"] for c in m.view(seat)["players"][seat]["hand"]}
        acts = m.actions()
        wanted = [i for i, a in enumerate(acts) if a["type"] == "play" and hand.get(a.get("card")) in RENAMES]
        m.apply(wanted[0] if wanted else rng.randrange(len(acts)))
        named = {json.dumps(m.view(s)["log"]) for s in (0, 1)}
        if all(f'"{PEREGRINA}"' in n and f'"{AGUIA}"' in n for n in named):
            return m.save()
    raise AssertionError("no match names both cards")


def rename_in_workshop(page):
    click_and_wait(page, "#open-workshop")
    for card, name in RENAMES.items():
        page.fill("#ws-search", card.split("-")[0])
        page.click(f'#ws-cards [data-card-id="{card}"]')
        page.wait_for_selector("#ws-name-pt")
        page.fill("#ws-name-pt", name["pt"])
        page.fill("#ws-name-en", name["en"])
        page.click("#ws-save")
        page.wait_for_function(f"localStorage.getItem('eidolon:v1:template:{card}') !== null")
    click_and_wait(page, "#workshop-back")


def test_workshop_renames_name_cards_by_reference_in_the_log_and_labels(page, guard, server):
    """Peregrina dos Campos de Vhar -> "Águia-Guia Anciã" and Águia-Guia -> "Falcão": the log shows each
    card under its own new name (never "Falcão Anciã"), in both languages, line for line as the engine's
    catalogue renders the same entries with the same names."""
    save = match_naming_both()
    open_site(page, server.url)
    rename_in_workshop(page)
    page.set_input_files("#import-file", files=[{"name": "match.json", "mimeType": "application/json",
                                                 "buffer": json.dumps(save).encode()}])
    page.wait_for_selector(".saves-list .save .resume")
    click_and_wait(page, ".saves-list .save .resume")
    if screen(page) == "handoff":
        click_and_wait(page, "#handoff-confirm")
    assert screen(page) == "table"
    seat = int(page.get_attribute(".player-area.own", "data-seat"))
    state = Match.load(save).state
    cards = load_catalog()
    page.click("#log-open")
    page.wait_for_selector("#log-all .log-entry")
    for lang, field in (("pt-BR", "pt"), ("en", "en")):
        def name_of(ref, field=field):
            return RENAMES[ref["id"]][field] if ref["id"] in RENAMES else cards[ref["id"]].name[field]
        shown = page.eval_on_selector_all("#log-all .log-entry[data-i]",
                                          "els => els.map((e) => [Number(e.dataset.i), e.textContent])")
        assert len(shown) > 20
        for i, line in shown:
            assert line == text(log_message(state, state.log[i], seat), lang, name_of), (lang, i)
        words = page.inner_text("#log-all")
        assert RENAMES[PEREGRINA][field] in words and RENAMES[AGUIA][field] in words
        assert ("Falcão Anciã" if field == "pt" else "Elder Falcon") not in page.inner_text("#screen-table")
        rest = words.replace(RENAMES[PEREGRINA][field], "").replace(RENAMES[AGUIA][field], "")
        assert cards[PEREGRINA].name[field] not in rest and cards[AGUIA].name[field] not in rest
        if lang == "pt-BR":                       # the same record in English
            page.keyboard.press("Escape")
            page.click("#lang-toggle")
            page.wait_for_function("document.documentElement.lang === 'en'")
            page.click("#log-open")
            page.wait_for_selector("#log-all .log-entry")
    assert guard.errors == []


def test_the_page_asks_only_for_new_log_entries_and_keeps_the_whole_record(page, context, guard, server):
    """After the first view, every view the page asks for carries `log_from` (its record's length), so a
    reply holds only the new entries; the whole record it shows is still the engine's log, entry for entry."""
    context.add_init_script(RECORD_REQUESTS)
    open_site(page, server.url)
    start_match(page, seed=9, target=6)
    play_steps(page, max_steps=30)
    if screen(page) == "handoff":
        click_and_wait(page, "#handoff-confirm")
    requests = page.evaluate("window.__requests")
    acts = [r for r in requests if r[0] in ("act", "undo")]
    # (the very first pick comes before any log entry: an empty record asks for no index)
    assert len(acts) >= 10 and acts[0][1] is None and all(r[1] for r in acts[1:]), acts
    save = stored_save(page)
    seat = int(page.get_attribute(".player-area.own", "data-seat"))
    state = Match.load(save).state
    # What a reply to the last action carries: only the entries after what the page had.
    last = [r for r in requests if r[0] == "act"][-1]
    part = Match.load(save).view(last[2], log_from=last[1])     # the reply to the last action
    assert part["log_start"] == last[1] and len(part["log"]) == part["log_total"] - last[1] < 60
    page.click("#log-open")
    page.wait_for_selector("#log-all .log-entry")
    shown = page.eval_on_selector_all("#log-all .log-entry[data-i]", "els => els.map((e) => Number(e.dataset.i))")
    folded = page.locator("#log-all .k-auto.folded").count()
    assert shown and shown == sorted(shown) and len(shown) + folded <= len(state.log)
    lines = page.eval_on_selector_all("#log-all .log-entry[data-i]", "els => els.map((e) => e.textContent)")
    assert lines == [text(log_message(state, state.log[i], seat)) for i in shown]
    assert page.locator("#log-all .log-gap").count() == 0          # nothing missing from the record
    assert guard.errors == []


def test_the_page_reads_the_rules_from_the_engine(page, guard, server):
    """The start form's Location target field has the engine's range and default (R1.1), and the deck
    builder states the engine's deck sizes (R3.1, R3.2): numbers from the catalog op's rules block."""
    from eidolon import bridge

    rules = json.loads(bridge.handle(json.dumps({"op": "catalog"})))["result"]["rules"]
    open_site(page, server.url)
    field = page.locator("#location-target")
    rng = rules["location_target"]
    assert (field.get_attribute("min"), field.get_attribute("max")) == (str(rng["min"]), str(rng["max"]))
    assert field.input_value() == str(rng["default"])
    page.fill("#location-target", str(rng["max"] + 1))                 # one past the range: refused here
    assert field.evaluate("(el) => el.validity.rangeOverflow")
    page.click("#start-match")
    page.wait_for_timeout(300)
    assert screen(page) == "start" and page.locator(".saves-list .save").count() == 0
    page.fill("#location-target", str(rng["max"]))
    assert field.evaluate("(el) => el.validity.valid")
    click_and_wait(page, "#open-builder")
    page.wait_for_selector("#b-collection li")
    counts = page.inner_text("#b-counts")
    assert f"mínimo {rules['deck']['min']}" in counts and f"precisa {rules['deck']['locations']}" in counts
    # One copy past the copy limit (R3.2) marks the row; at the limit it is not marked.
    card = '#b-collection [data-card-id="erudita-de-arquivo"]'
    for _ in range(rules["deck"]["max_copies"]):
        page.click(card)
    row = '#b-deck .deck-row[data-card-id="erudita-de-arquivo"]'
    assert "over-limit" not in page.get_attribute(row, "class")
    page.click(card)
    assert "over-limit" in page.get_attribute(row, "class")
    assert str(rules["deck"]["max_copies"]) in page.get_attribute(f"{row} .row-count", "title")
    assert guard.errors == []


def test_deck_problems_and_refusals_are_rendered_by_the_page(page, guard, server):
    """The builder's R3 problems are messages naming cards by reference (a workshop name shows in them),
    and an engine refusal is worded from its key in the page's language."""
    open_site(page, server.url)
    click_and_wait(page, "#open-workshop")
    page.fill("#ws-search", "erudita")
    page.click('#ws-cards [data-card-id="erudita-de-arquivo"]')
    page.wait_for_selector("#ws-name-pt")
    page.fill("#ws-name-pt", "Sábia Renomeada")
    page.fill("#ws-name-en", "Renamed Sage")
    page.click("#ws-save")
    page.wait_for_function("localStorage.getItem('eidolon:v1:template:erudita-de-arquivo') !== null")
    click_and_wait(page, "#workshop-back")
    click_and_wait(page, "#open-builder")
    page.wait_for_selector("#b-collection li")
    for _ in range(5):
        page.click('#b-collection [data-card-id="erudita-de-arquivo"]')
    page.wait_for_function("document.getElementById('b-problems')?.textContent.includes('cópias')")
    assert "5 cópias de Sábia Renomeada; o máximo é 4" in page.inner_text("#b-problems")
    assert "Erudita de Arquivo" not in page.inner_text("#b-problems")
    # A refusal: the page renders {key, args} itself, in the language on screen.
    shown = page.evaluate("""async () => {
      const { call } = await import("./static/shell/bridge.mjs");
      const { say } = await import("./static/lib/messages.mjs");
      try { await call("new_game", { config: { seed: -1, players: [] } }); return null; }
      catch (err) { return [err.code, err.text, say(err.text)]; }
    }""")
    assert shown == ["bad_seed", {"key": "error.bad_seed", "args": {}}, "A semente deve ser um número inteiro de 0 a 2^53 - 1."]
    assert guard.errors == []
