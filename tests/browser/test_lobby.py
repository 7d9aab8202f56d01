"""The lobby and the builder that look like a card game's (issue 23), and deck codes in the page
(docs/builder.md, "Deck codes"): one page boot per test."""
from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from conftest import click_and_wait, open_site, screen, start_match, wait_ready
from eidolon.api import suggested_decks
from eidolon.rulesets.archon.deckcode import encode_seed
from eidolon.rulesets.archon.deckgen import generate
from eidolon.rulesets.eidolon.cards.catalog import load_catalog
from eidolon.rulesets.eidolon.deckcode import Coded, encode
from eidolon.rulesets.eidolon.setup import ADVISED_MAX

pytestmark = pytest.mark.browser

FITS = """() => {
  const d = document.documentElement;
  return {w: d.scrollWidth, h: d.scrollHeight, vw: innerWidth, vh: innerHeight};
}"""


def art_loaded(page, selector: str) -> None:
    """Every image of the selector has its procedural art (a data: SVG from the engine's card_art)."""
    page.wait_for_function(f"""() => {{
        const imgs = [...document.querySelectorAll({json.dumps(selector)})];
        return imgs.length > 0 && imgs.every((i) => (i.getAttribute('src') || '').startsWith('data:image/svg+xml'));
    }}""", timeout=30_000)


def test_lobby_tiles_deck_boxes_first_visit_offer_and_one_click_resume(page, guard, server):
    """The start screen opens on the games as tiles with art, each seat's deck as a deck box with its
    Desbravador's art (R3.3) in its doctrines' colours (R3.4); a first visit offers the tutorial; a saved
    match is continued in one click; at 1280×720 nothing scrolls."""
    open_site(page, server.url)
    for game in ("eidolon", "archon"):
        assert page.locator(f"#game-tile-{game}").is_visible()
    assert page.is_checked("#game-eidolon") and "chosen" in page.get_attribute("#game-tile-eidolon", "class")
    art_loaded(page, "#game-tile-eidolon img")
    art_loaded(page, "#p0-deck-box img.deck-box-art")
    box = page.locator("#p0-deck-box")
    deck = next(d for d in suggested_decks() if d["id"] == page.input_value("#p0-deck"))
    assert page.get_attribute("#p0-deck-box img", "data-art-id") == deck["desbravador"]
    assert deck["name"]["pt"] in box.inner_text() and "doctrine-" in box.get_attribute("class")
    page.select_option("#p0-desbravador", "maela-orr")          # the box follows the chosen Desbravador
    assert page.get_attribute("#p0-deck-box img", "data-art-id") == "maela-orr"
    assert page.locator("#tutorial-offer").is_visible() and page.locator("#open-tutorial").is_visible()
    size = page.evaluate(FITS)
    assert size["w"] <= size["vw"] and size["h"] <= size["vh"], size
    assert page.locator("#resume-latest").count() == 0           # nothing to continue yet

    page.click("#tutorial-dismiss")                              # the offer is answered for good
    assert page.locator("#tutorial-offer").count() == 0 and page.locator("#open-tutorial").is_visible()

    start_match(page, seed=11)
    match_id = page.evaluate("localStorage.getItem('eidolon:v1:current')")
    click_and_wait(page, "#handoff-menu")
    assert screen(page) == "start"
    assert page.get_attribute("#resume-latest", "data-match-id") == match_id
    size = page.evaluate(FITS)                                    # drawn while hidden, it still fits once shown
    assert size["w"] <= size["vw"] and size["h"] <= size["vh"], size
    assert page.locator("#tutorial-offer").count() == 0
    click_and_wait(page, "#resume-latest")                        # one click back into the match
    assert screen(page) in ("handoff", "table")
    assert page.evaluate("localStorage.getItem('eidolon:v1:current')") == match_id

    page.goto(server.url)                                          # Archon's tile: the house emblems
    wait_ready(page)
    if screen(page) != "start":
        click_and_wait(page, "#handoff-menu")
    page.focus("#game-eidolon")                                   # the tiles are a radio group: arrow keys
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#game-tile-archon.chosen")
    assert page.evaluate("document.activeElement.id") == "game-archon"
    art_loaded(page, "#game-tile-archon img")
    page.wait_for_selector("#ap0-deck-shown .deck-box-emblems img")
    art_loaded(page, "#ap0-deck-shown .deck-box-emblems img")
    assert page.locator("#ap0-deck-shown .deck-box-emblems img").count() == 3     # K6: three houses
    assert not guard.errors, guard.errors


def big_deck_code() -> tuple[str, int]:
    """The code of a legal EIDOLON deck far above the minimum (R3.1: legal, advised against)."""
    d = next(x for x in suggested_decks() if x["valid"])
    main = {cid: 4 for cid in d["counts"]}
    cat = load_catalog()
    doctrines = {cat[c].doctrine for c in main}
    for cid, c in cat.items():
        if sum(main.values()) > ADVISED_MAX + 8:
            break
        if c.kind in ("criatura", "reliquia", "ritual", "estratagema") and c.doctrine in doctrines and cid not in main:
            main[cid] = 4
    return encode(Coded("Deck Enorme", d["desbravador"], main, d["locations"])), sum(main.values())


def test_builder_grid_of_faces_and_a_deck_code_copied_and_pasted(page, guard, server):
    """The collection is a grid of card faces with art (the list view stays); the draft's code is shown to
    copy, and a pasted code imports its deck, with the engine's advice for one far above the minimum (R3.1);
    a broken code is refused saying why and changes nothing."""
    open_site(page, server.url)
    click_and_wait(page, "#open-builder")
    page.wait_for_selector("#b-collection .col-card.face")
    art_loaded(page, "#b-collection .col-card.face img.face-art")
    assert page.locator("#b-collection .col-card.face").count() == len(load_catalog())
    page.click("#b-view-list")
    assert page.locator("#b-collection .col-card.face").count() == 0 and page.locator("#b-collection .col-card").count() > 0
    page.click("#b-view-grid")
    assert page.locator("#b-collection .col-card.face").count() == len(load_catalog())

    page.select_option("#b-base", "ordem-conhecimento")
    page.wait_for_selector("#b-check[data-state=valid]")
    assert page.locator("#b-curve .bar .seg").count() >= 2        # the Essence curve, stacked by doctrine
    assert page.locator("#b-advice").count() == 0
    page.click("#b-copy-code")
    code = page.input_value("#dialog-input")
    assert code.startswith("EID1.")
    page.click("#dialog-cancel")

    page.click("#b-paste")                                        # a damaged code: refused, nothing stored
    page.fill("#dialog-input", code[:-3] + ("AAA" if not code.endswith("AAA") else "BBB"))
    page.click("#dialog-import")
    page.wait_for_selector("#b-import-status:not([hidden])")
    assert "Código recusado" in page.inner_text("#b-import-status") and "danificado" in page.inner_text("#b-import-status")
    assert page.locator("#b-saved .saved-deck").count() == 0

    page.click("#b-paste")                                        # the good one: the same deck, saved
    page.fill("#dialog-input", code)
    page.click("#dialog-import")
    page.wait_for_selector("#b-saved .saved-deck")
    saved = page.evaluate("""() => Object.keys(localStorage).filter((k) => k.startsWith('eidolon:v1:deck:'))
                                     .map((k) => JSON.parse(localStorage.getItem(k)).deck)""")
    assert len(saved) == 1 and saved[0]["main"] == next(d for d in suggested_decks() if d["id"] == "ordem-conhecimento")["counts"]

    big, size = big_deck_code()
    page.click("#b-paste")
    page.fill("#dialog-input", big)
    page.click("#dialog-import")
    page.wait_for_function("document.querySelectorAll('#b-saved .saved-deck').length === 2")
    page.click('#b-saved .saved-deck:has-text("Deck Enorme") .open')
    page.click("#dialog-ok")                                      # the unsaved draft is let go
    page.wait_for_selector("#b-check[data-state=valid] #b-advice")
    assert str(size) in page.inner_text("#b-advice") and str(ADVISED_MAX) in page.inner_text("#b-advice")
    assert not guard.errors, guard.errors


def test_a_deck_link_opens_its_deck_in_the_builder_of_its_game(page, guard, server):
    """`#deck=<code>` opens the deck in the builder (EIDOLON's draft, or Archon's view for an Archon
    code), whether the page is loaded with it or the address changes while it is open; the address loses it."""
    code, _ = big_deck_code()
    page.goto(f"{server.url}#deck={quote(code)}")
    wait_ready(page)
    page.wait_for_function("document.body.dataset.screen === 'builder'", timeout=30_000)
    page.wait_for_function("document.getElementById('b-name')?.value === 'Deck Enorme'")
    assert "#deck=" not in page.url
    assert page.locator("#b-saved .saved-deck").count() == 0      # opened, not saved behind the player's back

    seed = 4242
    page.evaluate(f"location.hash = 'deck={encode_seed(seed, False)}'")
    page.wait_for_selector("#ab-deck-name")
    assert page.inner_text("#ab-deck-name") == generate(seed).name["pt"]
    assert str(seed) in page.inner_text("#ab-deck-source")
    assert page.locator("#ab-shape .bar").count() == 4             # K41: the deck by card type, stacked by house
    assert not guard.errors, guard.errors
