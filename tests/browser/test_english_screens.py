"""Complete English and complete Portuguese on screen (issue 12): the start screen, the deck builder, the
workshop, the lab, the rules reference, and a match's table and end screen, rendered in one language, show no
UI string of the other.

The visible text is scanned for the other catalogue's phrases (each value that differs between the two
languages, cut at its placeholders; pieces with fewer than 4 letters, or that the shown language's own
catalogue also uses, prove nothing and are skipped: that is the whole allow-list). On the screens, card
names, texts and flavour come from the card data, which keeps its own names in both languages; they are
removed from the text before the scan. On the table and the end screen only card names (and so the
Locations' place names) are removed: each card's text, kind, stats and art credit, hovered into the side
panel, is scanned with the log, the strips, the hints and the labels read aloud.
"""
from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import choose_action, click_and_wait, open_site, play_steps, screen, start_match
from eidolon import i18n

pytestmark = pytest.mark.browser

SCREENS = ("start", "builder", "workshop", "lab", "rules")


def forms(value: Any) -> list[str]:
    return [value] if isinstance(value, str) else [value["one"], value["other"]]


def phrases(other: str, shown: str) -> set[str]:
    """Pieces of the `other` catalogue's values that would betray it on a page in `shown`."""
    mine = " ".join(f for v in i18n.catalogue(shown).values() for f in forms(v))
    theirs = i18n.catalogue(other)
    out = set()
    for key, value in theirs.items():
        if value == i18n.catalogue(shown)[key]:
            continue
        for f in forms(value):
            for piece in re.split(r"\{\w+\}", f):
                piece = piece.strip(" .,:;()—–-·/…?!\n")
                if len(re.findall(r"[^\W\d_]", piece)) >= 4 and piece not in mine:
                    out.add(piece)
    return out


CARD_WORDS = """async () => {
    const c = await import("./static/rulesets/eidolon/cards.mjs");
    const words = [];
    for (const card of c.allCards()) for (const o of [card, card.original || {}])
        for (const f of ["name", "text", "flavor"]) if (o[f]) words.push(o[f].pt, o[f].en);
    return words.filter(Boolean).sort((a, b) => b.length - a.length);
}"""


def visible_text(page) -> str:
    """The page's visible text without card data, the rules' glossary (which, by design, gives each game
    term in both languages) and the rules' literal code (`file:`, `#R5.3`)."""
    text = page.evaluate("""() => {
        let words = document.body.innerText;
        for (const skip of document.querySelectorAll('#rules-overlay [data-section="glossario"], #rules-overlay code'))
            words = words.replace(skip.innerText, " ");
        return words;
    }""")
    for words in page.evaluate(CARD_WORDS):
        text = text.replace(words, " ")
    return text


def said(phrase: str, text: str) -> bool:
    """The phrase appears in the text as whole words ("Neutra" is not in "Neutral")."""
    return re.search(rf"(?<![^\W\d_]){re.escape(phrase)}(?![^\W\d_])", text) is not None


def show(page, where: str) -> None:
    if where == "rules":
        page.click("#open-rules")
        page.wait_for_selector("body[data-rules-ready]")
    elif where != "start":
        if where == "lab":                         # a designer's tool: in the top bar's "Mais" menu
            page.click("#topbar-more > summary")
        click_and_wait(page, f"#open-{where}")
        assert screen(page) == where


def leave(page, where: str) -> None:
    if where == "rules":
        page.keyboard.press("Escape")
        page.wait_for_selector("#rules-overlay", state="hidden")
    elif where != "start":
        click_and_wait(page, f"#{where}-back")


@pytest.mark.parametrize("shown,other", [("en", "pt-BR"), ("pt-BR", "en")])
def test_each_screen_speaks_one_language(page, guard, server, shown, other):
    open_site(page, server.url)
    if shown == "en":
        page.click("#lang-toggle")
        page.wait_for_function("document.documentElement.lang === 'en'")
    betrayed = phrases(other, shown)
    found = {}
    for where in SCREENS:
        show(page, where)
        text = visible_text(page)
        hits = sorted(p for p in betrayed if said(p, text))
        if hits:
            found[where] = hits
        leave(page, where)
    assert not found, found
    assert not guard.errors and not guard.foreign


def test_the_scan_finds_a_planted_leftover(page, server):
    """The scan sees a Portuguese phrase on an English page (it would catch a string left untranslated)."""
    open_site(page, server.url)
    page.click("#lang-toggle")
    page.wait_for_function("document.documentElement.lang === 'en'")
    page.evaluate("document.querySelector('#screen-start').append(Object.assign(document.createElement('p'), "
                  "{textContent: 'Vitalidade 12/20'}))")
    assert "Vitalidade" in {p for p in phrases("pt-BR", "en") if said(p, visible_text(page))}


BROKEN_FILES = {   # file -> (where the message points in pt, in en)
    "broken.json": ('{"format": "eidolon-deck", "version": 1,', "linha 1", "line 1"),
    "one-bad-line.txt": ("Desbravador\n1 Ser Aldren Veyr\nPrincipal\n4 Carta Que Não Existe\n", "linha 4", "line 4"),
    "two-bad-lines.txt": ("Principal\n4 Nada Disso\nxyz\n", "linha 2", "line 2"),
}


@pytest.mark.parametrize("shown,other", [("pt-BR", "en"), ("en", "pt-BR")])
def test_refused_files_are_worded_in_one_language_and_name_the_line_once(page, guard, server, tmp_path, shown, other):
    """A broken deck file or workshop file: the refusal is all in the page's language (no message of the
    parser or the browser in English inside the Portuguese), and a line is named once, not
    "(linha 2): linha 2:"."""
    open_site(page, server.url)
    if shown == "en":
        page.click("#lang-toggle")
        page.wait_for_function("document.documentElement.lang === 'en'")
    betrayed = phrases(other, shown) | ({"Unexpected", "JSON at position", "Expected"} if shown == "pt-BR" else set())
    click_and_wait(page, "#open-builder")
    for name, (content, where_pt, where_en) in BROKEN_FILES.items():
        path = tmp_path / name
        path.write_text(content, encoding="utf-8")
        page.set_input_files("#b-import-file", str(path))
        page.wait_for_selector("#b-import-status:not([hidden])")
        message = page.inner_text("#b-import-status")
        where = where_pt if shown == "pt-BR" else where_en
        assert message.count(where) == 1, (name, message)
        assert not [p for p in betrayed if said(p, message)], (name, message)
        page.evaluate("document.querySelector('#b-import-status').hidden = true")
    click_and_wait(page, "#builder-back")
    click_and_wait(page, "#open-workshop")
    path = tmp_path / "templates.json"
    path.write_text("{not json", encoding="utf-8")
    page.set_input_files("#ws-import-file", str(path))
    page.wait_for_selector("#ws-import-status:not([hidden])")
    message = page.inner_text("#ws-import-status")
    assert message.startswith("Arquivo recusado: JSON inválido." if shown == "pt-BR" else "File refused: invalid JSON."), message
    assert not [p for p in betrayed if said(p, message)], message
    assert not guard.foreign


# ---------------------------------------------------------------- a match: the table and the end screen

CARD_NAMES = """async () => {
    const c = await import("./static/rulesets/eidolon/cards.mjs");
    const names = c.allCards().flatMap((card) => [card.name.pt, card.name.en]);
    return names.filter(Boolean).sort((a, b) => b.length - a.length);
}"""
# The table's words with the attributes a reader also meets (labels read aloud, tooltips, hints) and the
# side panel's full card of every card on the table (its text, kind, stats, credit), hovered in turn.
TABLE_WORDS = """async () => {
    const root = document.querySelector(`#screen-${document.body.dataset.screen}`) || document.body;
    const words = [document.body.innerText];
    for (const el of root.querySelectorAll("[aria-label], [title], [placeholder]"))
        for (const a of ["aria-label", "title", "placeholder"]) if (el.getAttribute(a)) words.push(el.getAttribute(a));
    const preview = document.getElementById("card-preview");
    if (preview) for (const card of root.querySelectorAll("button[data-card-id]")) {
        card.dispatchEvent(new MouseEvent("mouseenter"));
        await new Promise(requestAnimationFrame);
        words.push(preview.innerText);
    }
    return words.join("\\n");
}"""
MATCH_SEED, MATCH_TARGET = 11, 1


def match_text(page) -> str:
    """What a reader meets on the current screen, card NAMES removed (card text, kinds and credits kept)."""
    text = page.evaluate(TABLE_WORDS)
    for name in page.evaluate(CARD_NAMES):
        text = text.replace(name, " ")
    return text


def in_language(page, shown: str) -> None:
    if shown == "en":
        page.click("#lang-toggle")
        page.wait_for_function("document.documentElement.lang === 'en'")


@pytest.mark.parametrize("shown,other", [("en", "pt-BR"), ("pt-BR", "en")])
def test_a_match_speaks_one_language_on_the_table_and_the_end_screen(page, guard, server, shown, other):
    """A hotseat match played on the table in one language: after each of its first actions and on the end
    screen, the table's words (log, phases, strips, hints, labels) and every card's full text hold no phrase
    of the other catalogue; card names are the only words removed."""
    open_site(page, server.url)
    in_language(page, shown)
    betrayed = phrases(other, shown)
    start_match(page, seed=MATCH_SEED, target=MATCH_TARGET)
    found: dict[str, list[str]] = {}
    scanned = 0

    def scan(label: str) -> None:
        nonlocal scanned
        text = match_text(page)
        scanned += 1
        hits = sorted(p for p in betrayed if said(p, text))
        if hits:
            found[label] = hits

    for step in range(8):                                    # a few actions, scanned after each
        if screen(page) == "handoff":
            click_and_wait(page, "#handoff-confirm")
        assert screen(page) == "table", screen(page)
        scan(f"table after {step} actions")
        click_and_wait(page, choose_action(page))
    play_steps(page, max_steps=600)
    assert screen(page) == "end"
    scan("end screen")
    assert scanned == 9
    assert not found, found
    assert not guard.errors and not guard.foreign


@pytest.mark.parametrize("shown,other", [("pt-BR", "en"), ("en", "pt-BR")])
def test_a_full_storage_is_reported_in_the_pages_words_only(page, guard, server, shown, other):
    """Saving a deck when the browser refuses to store it: the refusal is the catalogue's sentence, without
    the browser's own (English-only) message inside it."""
    open_site(page, server.url)
    in_language(page, shown)
    click_and_wait(page, "#open-builder")
    page.wait_for_selector("#b-collection li")
    page.select_option("#b-base", "ruina-instinto")
    page.wait_for_selector("#b-check[data-state=valid]")
    page.evaluate("""() => { Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); }; }""")
    page.click("#b-save")
    page.wait_for_selector("#b-status.error:not([hidden])")
    message = page.inner_text("#b-status")
    assert message == i18n.catalogue(shown)["storage.full"], message
    assert "quota" not in message.casefold()
    assert not [p for p in phrases(other, shown) if said(p, message)], message
    assert not guard.errors and not guard.foreign


CARDS_SHOWN = ("sira-dos-muitos-nomes", "guarda-da-ponte", "carroca-funeraria", "druida-dos-caminhos",
               "sentinela-da-muralha", "santuario-submerso")


@pytest.mark.parametrize("shown", ["en", "pt-BR"])
def test_the_builder_and_the_workshop_show_the_engines_card_text_in_the_readers_language(page, guard, server, shown):
    """The full card in the builder's and the workshop's preview prints the engine's text of the reader's
    language (R14: generated from the abilities), and its art credit in that language."""
    from eidolon.rulesets.eidolon.cards.catalog import load_catalog
    cards, field = load_catalog(), i18n.card_lang(shown)
    credit = i18n.catalogue(shown)["card.artist.generated"]
    open_site(page, server.url)
    in_language(page, shown)
    click_and_wait(page, "#open-builder")
    page.wait_for_selector("#b-collection li")
    for cid in CARDS_SHOWN:
        page.focus(f'#b-collection [data-card-id="{cid}"]')
        page.wait_for_function(f"document.querySelector('#b-preview [data-card-id]')?.dataset.cardId === '{cid}'")
        assert page.inner_text("#b-preview .card-text") == cards[cid].text[field]
        assert page.inner_text("#b-preview .card-footer").endswith(credit)
    click_and_wait(page, "#builder-back")
    click_and_wait(page, "#open-workshop")
    for cid in CARDS_SHOWN:
        page.click(f'#ws-cards [data-card-id="{cid}"]')
        page.wait_for_function(f"document.querySelector('#ws-preview [data-card-id]')?.dataset.cardId === '{cid}'")
        assert page.inner_text("#ws-preview .card-text") == cards[cid].text[field]
        assert page.get_attribute("#ws-artist", "placeholder") == credit
    assert not guard.errors and not guard.foreign
