"""Workshop (oficina) in the page (issue 6, R14.7): edited presentation on the table with an identical
match, art upload downscaled, templates exported / reset / imported, text never inserted as HTML."""
from __future__ import annotations

import json
import struct
import zlib
from pathlib import Path

import pytest
from conftest import bridge_call, click_and_wait, open_site, play_steps, screen, start_match, stored_save
from eidolon.api import Match

pytestmark = pytest.mark.browser

HOSTILE = "<img src=x onerror=window.__pwned=1>"


def png(width: int, height: int) -> bytes:
    """A small gradient PNG written with the standard library."""
    rows = b"".join(b"\0" + bytes(v for x in range(width) for v in (x * 255 // width, y * 255 // height, 90))
                    for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def storage_snapshot(page) -> dict[str, str]:
    return page.evaluate("() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))")


def open_workshop(page):
    click_and_wait(page, "#open-workshop")
    assert screen(page) == "workshop"


def pick_card(page, card_id: str):
    page.click(f'#ws-cards [data-card-id="{card_id}"]')
    page.wait_for_selector("#ws-name-pt")


def test_workshop_edit_shows_on_the_table_and_the_match_is_identical(page, guard, server, tmp_path):
    open_site(page, server.url)
    open_workshop(page)
    page.fill("#ws-search", "aldren")
    pick_card(page, "ser-aldren-veyr")
    page.fill("#ws-name-pt", "Aldren, o Revisado")
    page.fill("#ws-name-en", "Aldren Revised")
    page.fill("#ws-artist", "Ana Teste")
    image = tmp_path / "art.png"
    image.write_bytes(png(800, 600))
    page.set_input_files("#ws-art", str(image))
    page.wait_for_function("document.querySelector('#ws-preview img.card-art-img')?.src.startsWith('data:image/jpeg')")
    size = page.evaluate("(() => { const i = document.querySelector('#ws-preview img.card-art-img');"
                         " return i.decode().then(() => [i.naturalWidth, i.naturalHeight]); })()")
    assert size == [480, 360]                                      # downscaled through a canvas
    assert page.inner_text("#ws-preview .card-name") == "Aldren, o Revisado"
    assert "Ana Teste" in page.inner_text("#ws-preview .card-footer")
    page.click("#ws-save")
    page.wait_for_selector("#ws-status:not([hidden])")
    stored = json.loads(page.evaluate("localStorage.getItem('eidolon:v1:template:ser-aldren-veyr')"))
    assert stored["name"] == {"pt": "Aldren, o Revisado", "en": "Aldren Revised"} and stored["artist"] == "Ana Teste"
    assert stored["art"].startswith("data:image/jpeg;base64,") and len(stored["art"]) <= 200_000
    with page.expect_download() as dl:
        page.click("#ws-export")
    backup = Path(dl.value.path()).read_text()
    assert json.loads(backup)["templates"][0]["card"] == "ser-aldren-veyr"

    # The table shows the edited presentation (player 1's suggested deck has Ser Aldren Veyr).
    click_and_wait(page, "#workshop-back")
    start_match(page, seed=7, target=1)
    click_and_wait(page, "#handoff-confirm")
    assert page.locator('.player-area .card.desbravador[data-card-id="ser-aldren-veyr"] .c-name').inner_text() == "Aldren, o Revisado"
    assert "Ser Aldren Veyr" not in page.inner_text("#screen-table")
    page.hover('.player-area .card.desbravador[data-card-id="ser-aldren-veyr"]')
    assert page.get_attribute("#card-preview img.card-art-img", "src").startswith("data:image/jpeg")
    # ... and plays identically: the engine never sees a template (same state hash as CPython).
    play_steps(page, max_steps=12)
    save = stored_save(page)
    assert "Revisado" not in json.dumps(save)
    assert bridge_call(page, "hash")["result"] == Match.load(save).state_hash()

    # Reset to the original, then import the backup: the edit is back.
    click_and_wait(page, "#to-menu" if screen(page) == "table" else "#handoff-menu")
    open_workshop(page)
    pick_card(page, "ser-aldren-veyr")
    page.click("#ws-reset")
    page.click("#dialog-ok")
    page.wait_for_function("document.querySelector('#ws-preview .card-name')?.textContent === 'Ser Aldren Veyr'")
    assert page.evaluate("localStorage.getItem('eidolon:v1:template:ser-aldren-veyr')") is None
    backup_file = tmp_path / "oficina.json"
    backup_file.write_text(backup)
    page.set_input_files("#ws-import-file", str(backup_file))
    page.wait_for_function("document.querySelector('#ws-preview .card-name')?.textContent === 'Aldren, o Revisado'")
    assert json.loads(page.evaluate("localStorage.getItem('eidolon:v1:template:ser-aldren-veyr')"))["art"] == stored["art"]
    assert guard.errors == [] and guard.foreign == []


def test_workshop_text_is_never_html_and_bad_template_files_change_nothing(page, guard, server, tmp_path):
    open_site(page, server.url)
    open_workshop(page)
    pick_card(page, "guarda-da-ponte")
    page.fill("#ws-name-pt", HOSTILE)
    page.fill("#ws-flavor-pt", "<b>negrito</b>")
    page.click("#ws-save")
    page.wait_for_selector("#ws-status:not([hidden])")
    assert page.inner_text("#ws-preview .card-name") == HOSTILE
    assert page.inner_text("#ws-preview .card-flavor") == "<b>negrito</b>"
    assert HOSTILE in page.inner_text('#ws-cards [data-card-id="guarda-da-ponte"]')
    click_and_wait(page, "#workshop-to-builder")
    assert page.inner_text('#b-collection [data-card-id="guarda-da-ponte"] .col-name') == HOSTILE
    assert page.evaluate("window.__pwned") is None
    assert page.locator('img[src="x"], #screen-workshop b, #screen-builder b').count() == 0

    click_and_wait(page, "#builder-to-workshop")
    before = storage_snapshot(page)
    tpl = {"card": "guarda-da-ponte", "name": {"pt": "Outro"}}
    cases = {
        "not-json.json": ("{oops", "JSON inválido"),
        "twice.json": ('{"format": "eidolon-templates", "version": 1, "templates": [], "templates": []}',
                       'a chave "templates" aparece duas vezes'),     # issue 21
        "foreign.json": (json.dumps({"format": "eidolon-deck", "version": 1}), "não é um arquivo de modelos"),
        "future.json": (json.dumps({"format": "eidolon-templates", "version": 3, "templates": []}), "versão mais nova (3)"),
        "unknown.json": (json.dumps({"format": "eidolon-templates", "version": 1,
                                     "templates": [tpl, {"card": "nada-disso"}]}), "templates[1].card"),
        "script-art.json": (json.dumps({"format": "eidolon-templates", "version": 1,
                                        "templates": [{**tpl, "art": "data:text/html,<script>window.__pwned=1</script>"}]}),
                            "templates[0].art"),
        "long.json": (json.dumps({"format": "eidolon-templates", "version": 1,
                                  "templates": [{**tpl, "name": {"en": "x" * 61}}]}), "templates[0].name.en"),
    }
    for name, (content, expected) in cases.items():
        path = tmp_path / name
        path.write_text(content)
        page.set_input_files("#ws-import-file", str(path))
        page.wait_for_selector("#ws-import-status:not([hidden])")
        message = page.inner_text("#ws-import-status")
        assert expected in message and "Nada foi alterado" in message, (name, message)
        assert storage_snapshot(page) == before, name
        page.evaluate("document.querySelector('#ws-import-status').hidden = true")
    assert page.evaluate("window.__pwned") is None
    assert guard.errors == []
