"""The deck builder's Archon view (issue 13, K6: Archon decks are shown read-only): the EIDOLON / Archon switch,
a deck generated from a seed (the engine's `generate(seed)`), import of a text list and of a Master Vault deck
with its card data, broken files refused with nothing saved, save / reload / export / delete, the demonstration
decks, `archonDeckChoices` for the start screen, and the layout at three sizes (screenshots /tmp/abuild-*.png)."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from conftest import bridge_call, click_and_wait, open_site, screen, wait_ready
from eidolon.rulesets.archon.cards import load_cards
from eidolon.rulesets.archon.deckgen import generate
from eidolon.rulesets.archon.decks import ArchonDeck
from eidolon.rulesets.archon.setup import suggested
from eidolon.rulesets.archon.vault import check_file

pytestmark = pytest.mark.browser

PREFIX = "eidolon:v1:archon-deck:"
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "archon"
CARDS = load_cards()


def stored(page) -> dict[str, dict]:
    return page.evaluate(f"""() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith({PREFIX!r}))
        .map((k) => [k.slice({len(PREFIX)}), JSON.parse(localStorage.getItem(k))]))""")


def snapshot(page) -> dict[str, str]:
    return page.evaluate("() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))")


def open_archon(page):
    if page.locator("#topbar-menu").is_visible():      # a phone: the top bar's tools are folded into its menu
        page.click("#topbar-menu")
    click_and_wait(page, "#open-builder")
    assert screen(page) == "builder"
    page.click("#b-mode-archon")
    page.wait_for_selector("#ab-root[data-ready] #ab-collection li")
    assert page.get_attribute("#b-mode-archon", "aria-pressed") == "true"


def shown_cards(page) -> list[str]:
    """The shown deck's cards, one id per copy, sorted (as deckgen gives them)."""
    rows = page.eval_on_selector_all("#ab-deck .ab-row", "rs => rs.map(r => [r.dataset.cardId, Number(r.dataset.count)])")
    return sorted(cid for cid, n in rows for _ in range(n))


def generate_in_page(page, seed: int, mavericks: bool = False):
    page.fill("#ab-seed", str(seed))
    if page.is_checked("#ab-mavericks") != mavericks:
        page.click("#ab-mavericks")
    before = page.inner_text("#ab-deck")
    page.click("#ab-generate")
    page.wait_for_function("b => document.querySelector('#ab-deck').innerText !== b && "
                           "document.querySelector('#ab-deck').dataset.state === 'shown'", arg=before)


def download(page, selector: str) -> str:
    with page.expect_download() as dl:
        page.click(selector)
    return Path(dl.value.path()).read_text(encoding="utf-8")


def no_horizontal_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_generate_from_seed_save_reload_export_delete(page, guard, server):
    open_site(page, server.url)
    open_archon(page)
    assert page.locator("#ab-collection li").count() == len(CARDS)
    assert page.get_attribute("#ab-deck", "data-state") == "empty"

    # The deck of a seed is the engine's generate(seed): name, houses, the 36 cards grouped by house.
    deck = generate(4242)
    generate_in_page(page, 4242)
    assert shown_cards(page) == sorted(deck.cards) and len(deck.cards) == 36
    assert page.inner_text("#ab-deck-name") == deck.name["pt"]
    houses = page.eval_on_selector_all("#ab-deck-houses [data-house]", "els => els.map(e => e.dataset.house)")
    assert houses == list(deck.houses)
    for house in deck.houses:
        group = f'#ab-deck .ab-group[data-house="{house}"] .ab-row'
        counts = page.eval_on_selector_all(group, "rs => rs.map(r => Number(r.dataset.count))")
        assert sum(counts) == 12
    first = min(deck.cards)
    row = page.locator(f'#ab-deck .ab-row[data-card-id="{first}"]')
    meta = row.locator(".ab-meta").inner_text()
    card = CARDS[first]
    assert {"creature": "Criatura", "action": "Ação", "artifact": "Artefato", "upgrade": "Melhoria"}[card.type] in meta
    page.mouse.move(0, 0)             # the pointer off the panel: focusing may scroll another row under it
    row.locator(".row-name").focus()                          # the detail pane on focus, with the card's art
    assert page.inner_text("#ab-preview .card-name") == card.name["pt"]
    page.wait_for_function("document.querySelector('#ab-preview img.archon-art-img')?.src.startsWith('data:image/svg+xml')")

    # Another seed, then the same seed again: the same deck.
    generate_in_page(page, 7)
    assert shown_cards(page) == sorted(generate(7).cards) != sorted(deck.cards)
    generate_in_page(page, 4242)
    assert shown_cards(page) == sorted(deck.cards)

    # Mavericks (K94): a seed whose deck holds one, marked in the list.
    mav_seed = next(s for s in range(500) if any("@" in c for c in generate(s, mavericks=True).cards))
    generate_in_page(page, mav_seed, mavericks=True)
    mav = generate(mav_seed, mavericks=True)
    assert shown_cards(page) == sorted(mav.cards)
    (mav_id,) = [c for c in mav.cards if "@" in c]
    assert page.locator(f'#ab-deck .ab-row.maverick[data-card-id="{mav_id}"]').count() == 1
    assert "Semente" in page.inner_text("#ab-deck-source") and "mavericks" in page.inner_text("#ab-deck-source")

    # The collection's filters: house, type, rarity, keyword, text.
    page.select_option("#ab-house", "mare")
    page.select_option("#ab-type", "creature")
    want = [c for c in CARDS.values() if c.house == "mare" and c.type == "creature"]
    assert page.locator("#ab-collection li").count() == len(want)
    page.select_option("#ab-keyword", "elusive")
    assert page.locator("#ab-collection li").count() == len([c for c in want if "elusive" in c.flags])
    page.click("#ab-clear-filters")
    page.select_option("#ab-rarity", "special")
    assert page.locator("#ab-collection li").count() == len([c for c in CARDS.values() if c.rarity == "special"])
    page.click("#ab-clear-filters")
    page.fill("#ab-search", "arraia furtiva")
    assert page.eval_on_selector_all("#ab-collection [data-card-id]", "b => b.map(x => x.dataset.cardId)") == ["arraia-furtiva"]
    page.click("#ab-clear-filters")
    page.screenshot(path="/tmp/abuild-1280x720.png")

    # Save (stored apart from EIDOLON's decks, by its seed), reload: still there; the same deck twice is one entry.
    generate_in_page(page, 4242)
    page.click("#ab-save")
    page.wait_for_selector("#ab-saved .saved-deck")
    (entry_id, entry), = stored(page).items()
    assert entry["seed"] == 4242 and sorted(entry["cards"]) == sorted(deck.cards) and entry["name"] == deck.name
    assert page.evaluate("Object.keys(localStorage).some(k => k.startsWith('eidolon:v1:deck:'))") is False
    page.click("#ab-save")
    assert "já está salvo" in page.inner_text("#b-status") and len(stored(page)) == 1
    # A full storage says so and loses nothing: the saved deck stays, the shown deck stays shown.
    page.evaluate("""() => { const own = Storage.prototype.setItem; window.__ownSet = own;
        Storage.prototype.setItem = function (k, v) {
            if (k.startsWith("eidolon:v1:archon-deck:")) throw new DOMException("full", "QuotaExceededError");
            return own.call(this, k, v); }; }""")
    generate_in_page(page, 99)
    page.click("#ab-save")
    page.wait_for_function("document.querySelector('#b-status').textContent.includes('armazenamento do navegador cheio')")
    assert list(stored(page)) == [entry_id] and shown_cards(page) == sorted(generate(99).cards)
    page.evaluate("() => { Storage.prototype.setItem = window.__ownSet; }")
    page.reload()
    wait_ready(page)
    open_archon(page)
    page.click(f'#ab-saved [data-deck-id="{entry_id}"] .open')
    page.wait_for_selector("#ab-deck[data-state=shown]")
    assert shown_cards(page) == sorted(deck.cards) and page.inner_text("#ab-deck-name") == deck.name["pt"]

    # Exports: the text list is the engine's deck_text, the JSON its checked archon-deck file.
    file_obj = {"format": "archon-deck", "version": 1, "name": deck.name["pt"], "houses": list(deck.houses),
                "cards": dict(sorted(Counter(deck.cards).items()))}
    text = download(page, "#ab-export-text")
    assert text == bridge_call(page, "deck_text", {"ruleset": "archon", "deck": file_obj, "lang": "pt"})["result"]["text"]
    exported = json.loads(download(page, "#ab-export-json"))
    assert exported == file_obj

    # The start screen's helper: demo decks by suggestion, the saved deck by its seed; both start a match.
    choices = page.evaluate("async () => (await import('./static/rulesets/archon/decks.mjs')).archonDeckChoices()")
    demos = [c for c in choices if not c["saved"]]
    assert [c["id"] for c in demos] == list(suggested()) and all(c["player"] == {"suggested": c["id"]} for c in demos)
    (mine,) = [c for c in choices if c["saved"]]
    assert mine["player"] == {"deck_seed": 4242} and mine["label"] == f"{deck.name['pt']} (meu deck)"
    cfg = {"ruleset": "archon", "seed": 3, "players": [demos[0]["player"], mine["player"]]}
    assert bridge_call(page, "new_game", {"config": cfg})["ok"]

    # Delete.
    page.click(f'#ab-saved [data-deck-id="{entry_id}"] .delete')
    page.wait_for_function("!document.querySelector('#ab-saved .saved-deck')")
    assert stored(page) == {}
    assert guard.errors == [] and guard.foreign == []


def test_import_text_list_and_master_vault_pair_and_refuse_broken_files(page, guard, server, tmp_path):
    open_site(page, server.url)
    open_archon(page)
    # The demonstration decks are listed (read-only) and shown on request.
    assert page.locator("#ab-demos .saved-deck").count() == len(suggested())
    page.click('#ab-demos [data-deck-id="ladroes-da-mare"] .open')
    assert shown_cards(page) == sorted(suggested()["ladroes-da-mare"].cards)

    # A text list (English names) imports and is shown; nothing is stored until saved.
    demo = suggested()["bosque-paciente"]
    listed = ArchonDeck(demo.name["en"], list(demo.houses), dict(Counter(demo.cards))).to_text("en")
    (tmp_path / "deck.txt").write_text(listed, encoding="utf-8")
    page.set_input_files("#ab-import-file", str(tmp_path / "deck.txt"))
    page.wait_for_function("n => document.querySelector('#ab-deck-name')?.textContent === n", arg=demo.name["en"])
    assert shown_cards(page) == sorted(demo.cards) and stored(page) == {}

    # A Master Vault deck asks for its card-data file, then imports with it.
    page.set_input_files("#ab-import-file", str(FIXTURES / "vault-deck.json"))
    page.wait_for_selector("#ab-need-card-data")
    page.set_input_files("#ab-card-data-file", str(FIXTURES / "card-data.json"))
    vault = check_file((FIXTURES / "vault-deck.json").read_text(), (FIXTURES / "card-data.json").read_text())
    assert vault["ok"]
    page.wait_for_function("n => document.querySelector('#ab-deck-name')?.textContent === n", arg=vault["deck"]["name"])
    assert shown_cards(page) == sorted(c for c, n in vault["deck"]["cards"].items() for _ in range(n))
    assert page.locator("#ab-need-card-data").count() == 0
    page.click("#ab-save")
    page.wait_for_selector("#ab-saved .saved-deck")
    before = snapshot(page)
    shown_before = shown_cards(page)

    # Broken files: every refusal listed (the unplayable vault cards by name), nothing saved, the deck kept.
    data = json.loads((FIXTURES / "card-data.json").read_text())
    unmapped = dict(data, cards={k: (None if k in ("Stealthy Ray", "Pyromancer") else v) for k, v in data["cards"].items()})
    (tmp_path / "unmapped.json").write_text(json.dumps(unmapped))
    page.set_input_files("#ab-card-data-file", str(tmp_path / "unmapped.json"))
    page.set_input_files("#ab-import-file", str(FIXTURES / "vault-deck.json"))
    page.wait_for_selector("#ab-import-status:not([hidden])")
    message = page.inner_text("#ab-import-status")
    assert "Stealthy Ray" in message and "Pyromancer" in message and "Nada foi alterado" in message
    page.click("#ab-card-data-forget")
    cases = {
        "malformed.json": ('{"format": "archon-deck", "version": 1,,}', "JSON inválido"),
        "unknown.txt": ("# Lista\nMaré\n3 Carta Que Não Existe\n", "linha 3"),
        "short.json": (json.dumps({"format": "archon-deck", "version": 1, "name": "Curto", "houses": ["mare", "cinza", "vereda"],
                                   "cards": {"arraia-furtiva": 2}}), "regras de deck"),
        "hostile.txt": ("# <img src=x onerror=window.__pwned=1>\n", "linha 1"),
    }
    for name, (content, expected) in cases.items():
        (tmp_path / name).write_text(content, encoding="utf-8")
        page.evaluate("document.querySelector('#ab-import-status').hidden = true")
        page.set_input_files("#ab-import-file", str(tmp_path / name))
        page.wait_for_selector("#ab-import-status:not([hidden])")
        message = page.inner_text("#ab-import-status")
        assert expected in message and "Nada foi alterado" in message, (name, message)
        assert snapshot(page) == before and shown_cards(page) == shown_before, name
    assert page.evaluate("window.__pwned") is None

    # English: the whole view in the other catalogue, card names and words from the engine's pairs.
    page.click("#lang-toggle")
    page.wait_for_function("document.querySelector('#ab-collection-title')?.textContent === 'Archon collection'")
    assert page.inner_text("#ab-deck-name") == vault["deck"]["name"]
    assert page.inner_text('#ab-deck .ab-row[data-card-id="arraia-furtiva"] .row-name') == "Stealthy Ray"
    assert "Creature · Common" in page.inner_text('#ab-deck .ab-row[data-card-id="arraia-furtiva"] .ab-meta')
    assert page.inner_text("#b-mode-archon") == "Archon decks" and "Archon mode" in page.inner_text("#screen-builder .tool-head")
    page.click("#lang-toggle")
    page.wait_for_function("document.querySelector('#ab-collection-title')?.textContent === 'Coleção Arconte'")
    # Back to EIDOLON's builder: its collection and draft as they were.
    page.click("#b-mode-eidolon")
    page.wait_for_selector("#b-collection li")
    assert page.locator("#ab-root").count() == 0 and page.get_attribute("#b-mode-eidolon", "aria-pressed") == "true"
    assert guard.errors == [] and guard.foreign == []


@pytest.mark.parametrize("size", [(1920, 1080), (390, 844)])
def test_the_archon_view_fits_the_screen(browser, server, size):
    width, height = size
    ctx = browser.new_context(viewport={"width": width, "height": height}, locale="pt-BR")
    page = ctx.new_page()
    try:
        open_site(page, server.url)
        open_archon(page)
        generate_in_page(page, 2024)
        page.locator("#ab-deck .ab-row .row-name").first.focus()
        page.wait_for_function("document.querySelector('#ab-preview img.archon-art-img')?.src.startsWith('data:image/svg+xml')")
        assert no_horizontal_scroll(page)
        page.screenshot(path=f"/tmp/abuild-{width}x{height}.png")
        if width < 600:
            page.screenshot(path=f"/tmp/abuild-{width}x{height}-full.png", full_page=True)
    finally:
        ctx.close()
