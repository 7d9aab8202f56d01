"""The Archon rules reference in the overlay (issue 14): a switch between EIDOLON's reference and Archon's,
setRulesGame for the table, #K44 addresses opening the Archon reference at that rule in pt and en, search
in both, Archon keyword tooltips, and no horizontal scroll on a phone."""
from __future__ import annotations

import re

import pytest
from conftest import open_site

import build_site

pytestmark = pytest.mark.browser

SIZES = [(1280, 720), (1920, 1080), (390, 844)]


def wait_reference(page, game: str, lang: str = "pt-BR") -> None:
    page.wait_for_selector(f"body[data-rules-ready='{lang}'][data-rules-game='{game}']")
    assert page.locator("#rules-overlay").is_visible()


def shown_rules(page) -> list[str]:
    return page.eval_on_selector_all("#rules-overlay .rules-rule", "els => els.map(e => e.dataset.rule)")


def search(page, words: str) -> list[str]:
    page.fill("#rules-search", words)
    return shown_rules(page)


def no_horizontal_scroll(page) -> None:
    widths = page.evaluate("""() => [document.documentElement.scrollWidth, document.documentElement.clientWidth,
        document.getElementById('rules-body').scrollWidth, document.getElementById('rules-body').clientWidth]""")
    assert widths[0] <= widths[1] and widths[2] <= widths[3], widths


def test_the_switch_shows_the_archon_reference_and_search_works_in_both(page, guard, server):
    open_site(page, server.url)
    page.click("#open-rules")
    wait_reference(page, "eidolon")
    assert page.get_attribute("#rules-game-eidolon", "aria-pressed") == "true"
    assert page.get_attribute("#rules-game-archon", "aria-pressed") == "false"
    page.click("#rules-game-archon")
    wait_reference(page, "archon")
    assert page.get_attribute("#rules-game-archon", "aria-pressed") == "true"
    assert page.locator("#rules-title").inner_text() == "Regras de Arconte — referência"
    assert shown_rules(page) == [f"K{n}" for n in range(1, 97)]
    # Search: by word, accents and case ignored ("investida" finds Assault K74 and the turn order K14), by ID.
    found = search(page, "INVESTIDA")
    assert "K74" in found and "K14" in found and len(found) < 8, found
    assert search(page, "K44") == ["K44"]
    assert search(page, "xyzzy") == []
    assert "Nenhuma regra menciona" in page.locator("#rules-status").inner_text()
    # Back to EIDOLON with the search kept: "vigilia" finds VIGÍLIA there.
    page.fill("#rules-search", "vigilia")
    page.click("#rules-game-eidolon")
    wait_reference(page, "eidolon")
    assert "R14.6" in shown_rules(page)
    page.fill("#rules-search", "")
    assert len(shown_rules(page)) == 75
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules-overlay", state="hidden")
    assert page.evaluate("document.activeElement.id") == "open-rules"
    assert not guard.errors and not guard.foreign


@pytest.mark.parametrize("lang", ["pt-BR", "en"])
def test_an_address_opens_the_archon_reference_at_the_rule(page, guard, server, lang):
    open_site(page, server.url)
    if lang == "en":
        page.click("#lang-toggle")
    page.evaluate("location.hash = '#K44'")
    wait_reference(page, "archon", lang)
    rule = page.locator('#rules-overlay [data-rule="K44"]')
    assert ("flanco" if lang == "pt-BR" else "flank") in rule.inner_text()
    assert "rules-target" in rule.get_attribute("class")
    in_view = page.evaluate("""() => { const r = document.getElementById('K44').getBoundingClientRect();
        const b = document.getElementById('rules-body').getBoundingClientRect(); return r.top >= b.top - 1 && r.top < b.bottom; }""")
    assert in_view
    title = {"pt-BR": "Regras de Arconte — referência", "en": "Archon rules — reference"}[lang]
    assert page.locator("#rules-title").inner_text() == title
    # A link inside the reference: K16 points at K61 (capture).
    page.click('#rules-overlay [data-rule="K16"] a.rules-ref[href="#K61"]')
    page.wait_for_function("document.getElementById('K61').classList.contains('rules-target')")
    # An EIDOLON address switches back to EIDOLON's reference.
    page.evaluate("location.hash = '#R5.3'")
    wait_reference(page, "eidolon", lang)
    assert "rules-target" in page.locator('#rules-overlay [data-rule="R5.3"]').get_attribute("class")
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules-overlay", state="hidden")
    assert "#" not in page.url
    assert not guard.errors and not guard.foreign


def test_the_table_sets_the_game_and_archon_keywords_have_tooltips(page, guard, server):
    open_site(page, server.url)
    page.evaluate("""async () => { const m = await import("./static/shell/screens/rules.mjs"); m.setRulesGame("archon"); }""")
    page.click("#open-rules")                      # "Regras" opens the reference of the game being played
    wait_reference(page, "archon")
    assert page.locator('#rules-overlay [data-rule="K1"]').count() == 1
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules-overlay", state="hidden")
    helps = page.evaluate("""async () => {
        const m = await import("./static/shell/screens/rules.mjs");
        const words = ["Elusivo", "Investida 2", "perigo 3", "Combativo", "Provocar", "Veneno", "Espalhar 1",
                       "Posicionar", "Atordoar", "Alfa", "Ômega", "versátil", "Skirmish", "nada", "CHEGADA"];
        return { pt: words.map(m.archonKeywordHelp), game: m.rulesGame() };
    }""")
    assert helps["game"] == "archon"
    assert [h and h["rule"] for h in helps["pt"]] == ["K70", "K74", "K75", "K71", "K72", "K73", "K76", "K77", "K78",
                                                      "K39", "K40", "K5", "K71", None, None]
    assert [h and h["word"] for h in helps["pt"][:3]] == ["Elusivo", "Investida", "Perigo"]
    assert all(h["text"] and "{" not in h["text"] for h in helps["pt"][:13])
    page.click("#lang-toggle")
    en = page.evaluate("""async () => (await import("./static/shell/screens/rules.mjs")).archonKeywordHelp("Investida 3")""")
    assert en["word"] == "Assault" and "defender" in en["text"]
    assert not guard.errors and not guard.foreign


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_archon_reference_fits_the_screen(page, guard, server, width, height):
    """No horizontal scroll at 390×844 (nor on a desktop); a screenshot of each size in /tmp/arules-*.png."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(server.url + "#K44")
    wait_reference(page, "archon")
    no_horizontal_scroll(page)
    assert page.locator("#rules-game-eidolon").is_visible() and page.locator("#rules-game-archon").is_visible()
    assert page.locator('#rules-overlay [data-rule="K44"]').is_visible()
    page.screenshot(path=f"/tmp/arules-{width}x{height}.png")
    search(page, "correntes")
    no_horizontal_scroll(page)
    assert not guard.errors and not guard.foreign


def test_the_site_ships_the_archon_reference_precompressed_and_in_the_single_file(site_dir):
    for lang in ("pt-BR", "en"):
        name = f"static/help/archon-rules.{lang}.json"
        assert (site_dir / name).is_file() and (site_dir / f"{name}.gz").is_file()
        html = (site_dir / build_site.SINGLE_FILE).read_text(encoding="utf-8")
        assert name in set(re.findall(r'<script type="application/x-eidolon-file" data-path="([^"]+)"', html))
    precache = (site_dir / "sw.js").read_text(encoding="utf-8")
    assert "static/help/archon-rules.pt-BR.json" in precache
