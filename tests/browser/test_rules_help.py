"""The rules reference inside the game (issue 12): docs/rules*.md shown as a searchable overlay, opened
by one topbar button from every screen, with the rule IDs as anchors (#R5.3) and keyword tooltips."""
from __future__ import annotations

import pytest
from conftest import click_and_wait, open_site, screen, start_match

pytestmark = pytest.mark.browser


def open_rules(page, lang: str = "pt-BR") -> None:
    page.click("#open-rules")
    page.wait_for_selector(f"body[data-rules-ready='{lang}']")
    assert page.locator("#rules-overlay").is_visible()


def search(page, words: str) -> list[str]:
    """Type in the reference's search box; the IDs of the rules left on show."""
    page.fill("#rules-search", words)
    return page.eval_on_selector_all("#rules-overlay .rules-rule", "els => els.map(e => e.dataset.rule)")


def close_rules(page) -> None:
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules-overlay", state="hidden")
    assert page.get_attribute("body", "data-rules-open") is None


@pytest.mark.parametrize("where", ["start", "handoff", "table", "builder", "workshop", "lab"])
def test_the_rules_open_from_every_screen_and_search_finds_a_keyword(page, guard, server, where):
    open_site(page, server.url)
    if where in ("handoff", "table"):
        start_match(page)                                # hotseat: the handoff comes first
        if where == "table":
            click_and_wait(page, "#handoff-confirm")
    elif where == "lab":                                 # a designer's tool: in the top bar's "Mais" menu
        page.click("#topbar-more > summary")
        click_and_wait(page, "#topbar-more #open-lab")
    elif where != "start":
        click_and_wait(page, f"#open-{where}")
    assert screen(page) == where
    open_rules(page)
    shown = page.eval_on_selector_all("#rules-overlay .rules-rule", "els => els.length")
    assert shown == 75                                   # R1.1 .. R16.7, the whole reference
    assert page.evaluate("document.activeElement.id") == "rules-search"
    # Accents and case do not matter: "vigilia" finds VIGÍLIA (R14.6) and the combat rule that names it.
    found = search(page, "vigilia")
    assert "R14.6" in found and "R10.2" in found and len(found) < 10, found
    assert "regras encontradas" in page.locator("#rules-status").inner_text()
    assert search(page, "R9.5") == ["R9.5"]
    assert search(page, "xyzzy") == []
    assert "Nenhuma regra menciona" in page.locator("#rules-status").inner_text()
    close_rules(page)
    assert page.evaluate("document.activeElement.id") == "open-rules"   # focus back on the button
    assert screen(page) == where                                        # the screen underneath is unchanged
    assert not guard.errors and not guard.foreign


def test_a_deep_link_opens_the_rule_and_the_references_link_to_each_other(page, guard, server):
    page.goto(server.url + "#R5.3")
    page.wait_for_selector("body[data-rules-ready='pt-BR']")
    rule = page.locator('#rules-overlay [data-rule="R5.3"]')
    assert "Fadiga" in rule.inner_text()
    assert "rules-target" in rule.get_attribute("class")
    assert rule.is_visible()
    # R4.3 points at R12.2: following the link shows that rule.
    page.click('#rules-overlay [data-rule="R4.3"] a.rules-ref[href="#R12.2"]')
    page.wait_for_function("document.getElementById('R12.2').classList.contains('rules-target')")
    close_rules(page)
    assert "#R" not in page.url
    assert not guard.errors and not guard.foreign


def test_the_reference_follows_the_language_and_keywords_have_tooltips(page, guard, server):
    open_site(page, server.url)
    open_rules(page)
    assert page.locator("#rules-title").inner_text() == "Regras de EIDOLON — referência"
    page.click("#lang-toggle")          # the topbar stays above the overlay: the open reference switches
    page.wait_for_selector("body[data-rules-ready='en']")
    assert page.locator("#rules-title").inner_text() == "EIDOLON rules — reference"
    found = search(page, "vigil")
    assert "R14.6" in found
    assert page.locator("#open-rules").inner_text() == "Rules"
    close_rules(page)
    helps = page.evaluate("""async () => {
        const m = await import("./static/shell/screens/rules.mjs");
        return ["CHEGADA", "queda", "Explorar", "DESCOBERTA", "vigília", "REERGUER", "ARRIVAL", "nada"].map(m.keywordHelp);
    }""")
    assert [h and h["word"] for h in helps] == ["ARRIVAL", "FALL", "EXPLORE", "DISCOVERY", "VIGIL", "RAISE", "ARRIVAL", None]
    assert [h and h["rule"] for h in helps[:6]] == ["R14.2", "R14.3", "R14.4", "R14.5", "R14.6", "R7.4"]
    assert all(h["text"] and "{" not in h["text"] for h in helps[:7])
    assert not guard.errors and not guard.foreign
