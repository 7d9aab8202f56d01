"""Laboratório screen (issue 16): a results file from a tiny tournament opens as the same report the
command line builds; a broken file gives a clear error in both languages."""
from __future__ import annotations

from pathlib import Path

import pytest
from conftest import click_and_wait, open_site, screen
from eidolon.rulesets.eidolon.balance.cli import main as balance

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def results(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("lab") / "tiny.jsonl"
    assert balance(["run", "--decks", "ordem-conhecimento,ruina-instinto", "--agents", "random",
                    "--games-per-pair", "2", "--seed", "9", "--jobs", "1", "--quiet", "-o", str(out)]) == 0
    return out


def frame_text(page) -> str:
    """The report's text (the sandboxed frame is opaque to scripts of the page, not to the driver)."""
    body = page.frame_locator("#lab-report").locator("body")
    body.locator("h1").wait_for()
    return body.inner_text()


def test_lab_opens_a_results_file_and_shows_the_report(page, guard, server, results, tmp_path):
    open_site(page, server.url)
    # Issue 23: a designer's tool, out of the main bar: its entry is in the top bar's "Mais" menu.
    assert page.locator(".topbar-tools > #open-lab").count() == 0 and page.is_hidden("#open-lab")
    page.click("#topbar-more > summary")
    click_and_wait(page, "#topbar-more #open-lab")
    assert page.evaluate("document.getElementById('topbar-more').open") is False
    assert screen(page) == "lab"
    before = int(page.get_attribute("body", "data-renders"))
    page.set_input_files("#lab-open-file", str(results))
    page.wait_for_function(f"Number(document.body.dataset.renders) > {before}", timeout=60_000)
    assert page.get_attribute("#lab-report", "sandbox") == ""          # no scripts in the report
    text = frame_text(page)
    assert "Laboratório de balanceamento" in text
    assert "Vantagem de quem começa" in text and "Deck contra deck" in text
    assert "Muralha do Saber" in text and "n=8" in text               # 8 games: 4 ordered pairings x 2
    assert "ordem-conhecimento" not in text                            # decks by name, not by id
    assert 'class="dark"' in page.get_attribute("#lab-report", "srcdoc")     # the app's dark theme
    assert "Benjamini–Hochberg" in text
    assert page.locator("#lab-status").inner_text().endswith("8 partidas.")

    # Switching the language rebuilds the report in English.
    page.click("#lang-toggle")
    page.wait_for_function("document.querySelector('#lab-report').srcdoc.includes('First-player advantage')",
                           timeout=60_000)

    # A broken file: a clear error naming the line, the report hidden.
    broken = tmp_path / "broken.jsonl"
    lines = results.read_text(encoding="utf-8").splitlines()
    broken.write_text("\n".join(lines[:3] + ['{"type": "game", "i": 7}'] + lines[4:]) + "\n", encoding="utf-8")
    page.set_input_files("#lab-open-file", str(broken))
    page.wait_for_selector("#lab-status[role=alert]")
    msg = page.locator("#lab-status").inner_text()
    assert "Invalid results file: line 4" in msg, msg
    assert page.locator("#lab-report").is_hidden()

    click_and_wait(page, "#lab-back")
    assert screen(page) != "lab"
    assert not guard.foreign and not guard.errors, (guard.foreign, guard.errors)
