"""Deck builder and deck files in the page (issue 6): build, validate, save, export, delete, import back,
the text list round trip, saved decks in the match setup, and broken files that change nothing."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import click_and_wait, open_site, screen, stored_save
from eidolon.rulesets.eidolon.decks import parse_text

pytestmark = pytest.mark.browser

DECK_PREFIX = "eidolon:v1:deck:"


def saved_decks(page) -> dict[str, dict]:
    return page.evaluate(f"""() => {{
        const out = {{}};
        for (let i = 0; i < localStorage.length; i++) {{
            const k = localStorage.key(i);
            if (k.startsWith({DECK_PREFIX!r})) out[k.slice({len(DECK_PREFIX)})] = JSON.parse(localStorage.getItem(k));
        }}
        return out;
    }}""")


def storage_snapshot(page) -> dict[str, str]:
    return page.evaluate("() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))")


def open_builder(page):
    click_and_wait(page, "#open-builder")
    assert screen(page) == "builder"
    page.wait_for_selector("#b-collection li")


def wait_check(page, state: str):
    page.wait_for_selector(f"#b-check[data-state={state}]")


def download(page, selector: str) -> Path:
    with page.expect_download() as dl:
        page.click(selector)
    return Path(dl.value.path())


def col(card_id: str) -> str:
    return f'#b-collection [data-card-id="{card_id}"]'


def test_build_export_delete_import_identical_text_round_trip_and_play(page, guard, server, tmp_path):
    open_site(page, server.url)
    open_builder(page)

    # An empty deck: one message per R3 problem, from the engine (same text as the command line).
    page.fill("#b-name", "Deck de Teste")
    wait_check(page, "invalid")
    problems = page.inner_text("#b-problems")
    assert "Escolha um Desbravador" in problems and "Deck principal com 0 cartas; o mínimo é 60" in problems

    # Filters: doctrine + text search in the current language; the full card on focus.
    page.select_option("#b-doctrine", "conhecimento")
    page.fill("#b-search", "erudita arquivo")
    assert page.locator("#b-collection li").count() == 1
    page.focus(col("erudita-de-arquivo"))
    assert page.inner_text("#b-preview .card-name") == "Erudita de Arquivo"
    page.click("#b-clear-filters")
    assert page.locator("#b-collection li").count() == 125
    page.select_option("#b-kind", "desbravador")
    page.focus(col("ser-aldren-veyr"))
    page.keyboard.press("Enter")                       # keyboard: pick the Desbravador
    assert page.inner_text("#b-desbravador") == "Ser Aldren Veyr"
    page.click("#b-clear-filters")

    # Start from a suggested deck (unsaved edits: it asks first), then break and fix it (R3.1).
    page.select_option("#b-base", "ordem-conhecimento")
    page.click("#dialog-ok")
    wait_check(page, "valid")
    page.fill("#b-name", "Deck de Teste")
    page.click(col("erudita-de-arquivo"))
    wait_check(page, "invalid")
    assert "5 cópias de Erudita de Arquivo; o máximo é 4" in page.inner_text("#b-problems")
    page.click('#b-main [data-card-id="erudita-de-arquivo"] .row-minus')
    wait_check(page, "valid")
    assert len(set(page.eval_on_selector_all("#b-curve .seg", "ss => ss.map(s => s.dataset.doctrine)"))) >= 2   # the Essence curve by doctrine
    assert page.get_attribute("#b-main-count", "data-n") == "60"

    page.click("#b-save")
    page.wait_for_selector("#b-saved .saved-deck")
    decks = saved_decks(page)
    assert len(decks) == 1
    (deck_id, entry), = decks.items()
    original = entry["deck"]
    assert entry["valid"] and original["name"] == "Deck de Teste" and sum(original["main"].values()) == 60

    exported = json.loads(download(page, "#b-export-json").read_text())
    assert exported == original
    text = download(page, "#b-export-text").read_text()
    assert text.startswith("# Deck de Teste\nDesbravador\n1 Ser Aldren Veyr\nPrincipal\n")
    assert parse_text(text).to_json() == original           # the CLI reads what the page writes

    # Delete (asks first), then import the JSON file back: identical.
    page.click(f'#b-saved [data-deck-id="{deck_id}"] .delete')
    page.click("#dialog-ok")
    page.wait_for_selector("#b-saved .saved-deck", state="detached")
    assert saved_decks(page) == {}
    json_file = tmp_path / "deck.json"
    json_file.write_text(json.dumps(exported))
    page.set_input_files("#b-import-file", str(json_file))
    page.wait_for_selector("#b-saved .saved-deck")
    (back,) = saved_decks(page).values()
    assert back["deck"] == original and back["valid"]

    # The text list round-trips too; the name clash asks (rename / replace / cancel).
    text_file = tmp_path / "deck.txt"
    text_file.write_text(text)
    page.set_input_files("#b-import-file", str(text_file))
    page.wait_for_selector("#tool-dialog")
    assert "Deck de Teste" in page.inner_text("#dialog-message")
    assert page.input_value("#dialog-input") == "Deck de Teste (2)"
    page.click("#dialog-rename")
    page.wait_for_selector("#b-saved .saved-deck >> nth=1")
    by_name = {e["deck"]["name"]: e["deck"] for e in saved_decks(page).values()}
    assert set(by_name) == {"Deck de Teste", "Deck de Teste (2)"}
    assert {**by_name["Deck de Teste (2)"], "name": "Deck de Teste"} == original

    # Duplicate, then rename the copy (names stay unique; a rename goes through the same checks).
    ids = {e["deck"]["name"]: k for k, e in saved_decks(page).items()}
    page.click(f'#b-saved [data-deck-id="{ids["Deck de Teste"]}"] .duplicate')
    page.wait_for_selector("#b-saved .saved-deck >> nth=2")
    (copy_id,) = [k for k, e in saved_decks(page).items() if e["deck"]["name"] == "Deck de Teste (cópia)"]
    page.click(f'#b-saved [data-deck-id="{copy_id}"] .rename')
    page.fill("#dialog-input", "Cópia Renomeada")
    page.click("#dialog-ok")
    page.wait_for_function("document.querySelector('#b-saved').textContent.includes('Cópia Renomeada')")
    assert saved_decks(page)[copy_id]["deck"] == {**original, "name": "Cópia Renomeada"}

    # The print sheet: A4 pages of nine real card frames (69 cards: Desbravador, 60, 8 Locations).
    click_and_wait(page, "#b-print")
    page.wait_for_selector("#print-sheet[data-ready]", state="attached", timeout=60_000)
    assert page.get_attribute("#print-sheet", "data-cards") == "69"
    assert page.locator(".print-page").count() == 8
    assert page.locator(".print-page >> nth=0 >> .print-slot").count() == 9
    assert page.inner_text(".print-page >> nth=0 >> .card-name >> nth=0") == "Ser Aldren Veyr"
    assert page.get_attribute(".print-page >> nth=0 >> img.card-art-img >> nth=0", "src").startswith("data:image/svg+xml")
    page.emulate_media(media="print")
    assert page.is_hidden(".topbar") and page.is_hidden("#print-go") and page.is_visible(".print-page >> nth=7")
    page.emulate_media(media="screen")
    click_and_wait(page, "#print-back")
    assert page.input_value("#b-name") == "Deck de Teste"

    # Saved decks are offered in the match setup next to the suggested ones.
    click_and_wait(page, "#builder-back")
    assert screen(page) == "start"
    options = page.eval_on_selector_all("#p0-deck option", "os => os.map(o => [o.value, o.textContent])")
    saved = [value for value, label in options if value.startswith("saved:") and label.startswith("Deck de Teste (2)")]
    assert len(saved) == 1 and options[0][0] == "ordem-conhecimento"
    page.select_option("#p0-deck", saved[0])
    page.fill("#seed", "3")
    click_and_wait(page, "#start-match")
    assert screen(page) == "handoff"
    player = stored_save(page)["config"]["players"][0]
    expected = [cid for cid, n in original["main"].items() for _ in range(n)]
    assert player == {"desbravador": original["desbravador"], "deck": expected, "locations": original["locations"]}
    assert guard.errors == [] and guard.foreign == []


def test_broken_deck_files_show_the_error_and_change_nothing(page, guard, server, tmp_path):
    open_site(page, server.url)
    page.evaluate("""() => {
        localStorage.setItem("eidolon:v1:deck:broken", "{not json");
        localStorage.setItem("eidolon:v1:deck:future", JSON.stringify({kind: "eidolon-deck-entry", v: 9, deck: {}}));
    }""")
    open_builder(page)
    page.select_option("#b-base", "ruina-instinto")
    wait_check(page, "valid")
    page.click("#b-save")
    page.wait_for_selector("#b-saved .saved-deck:not(.corrupt)")
    listed = page.inner_text("#b-saved")
    assert "Deck salvo danificado" in listed and "versão mais nova" in listed    # reported, not deleted
    good = json.loads(download(page, "#b-export-json").read_text())
    before = storage_snapshot(page)

    valid = json.dumps(good)
    cases = {
        "malformed.json": ("{\"format\": \"eidolon-deck\", \"version\": 1,,}", "JSON inválido"),
        "truncated.json": (valid[: len(valid) // 2], "JSON inválido"),
        "future.json": (json.dumps({**good, "version": 7}), "versão mais nova (7)"),
        "hostile.json": (json.dumps({**good, "name": "<img src=x onerror=window.__pwned=1>"}), "caracteres proibidos"),
        "foreign.json": (json.dumps({"format": "eidolon-save", "version": 1}), "não é um arquivo de deck"),
        "unknown.txt": ("# Lista\nDesbravador\n1 Ser Aldren Veyr\nPrincipal\n4 Carta Que Não Existe\n", "linha 5"),
        "hostile.txt": ("# <script>window.__pwned=1</script>\n", "linha 1"),
        "huge.txt": ("# Grande\n" + "4 Caminho Oculto\n" * 5000, "grande demais"),
    }
    for name, (content, expected) in cases.items():
        path = tmp_path / name
        path.write_text(content)
        page.set_input_files("#b-import-file", str(path))
        page.wait_for_selector("#b-import-status:not([hidden])")
        message = page.inner_text("#b-import-status")
        assert expected in message and "Nada foi alterado" in message, (name, message)
        assert storage_snapshot(page) == before, name
        page.evaluate("document.querySelector('#b-import-status').hidden = true")

    # A name clash that is cancelled changes nothing either.
    path = tmp_path / "again.json"
    path.write_text(valid)
    page.set_input_files("#b-import-file", str(path))
    page.click("#dialog-cancel")
    page.wait_for_selector("#b-status:not([hidden])")
    assert "Importação cancelada" in page.inner_text("#b-status")
    assert storage_snapshot(page) == before
    assert page.evaluate("window.__pwned") is None
    assert guard.errors == []
