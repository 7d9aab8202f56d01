"""Issue 23: a finished match says so. The replay's last frame carries the winner's banner (R1.1), and no
table warning of a threat ("Um ataque pode vencer!", "A um Local da vitória!") is left once the match is over."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import click_and_wait, open_site, resume_file, screen

pytestmark = pytest.mark.browser

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "corpus"


def test_the_replays_last_frame_names_the_winner_and_warns_of_nothing(page, guard, server, tmp_path):
    open_site(page, server.url + "?anim=off")
    save = json.loads((GOLDEN / "14-desafiadora-iniciante-t3.jsonl").read_text(encoding="utf-8").splitlines()[0])["save"]
    resume_file(page, tmp_path, save)
    assert screen(page) == "end"                   # golden 14: Jogador 2 won by Ruptura (R1.1), one Location and one attack short of winning itself
    click_and_wait(page, "#watch-replay")
    page.wait_for_selector("#replay-bar")
    page.locator("#replay-winner").wait_for(state="detached")     # no banner while the match goes on
    last = page.get_attribute("#replay-bar", "data-last")
    page.click("#replay-last")
    page.wait_for_selector(f'#replay-bar[data-index="{last}"]')
    banner = page.inner_text("#replay-winner", timeout=5000)
    assert "Jogador 2" in banner and "venceu" in banner, banner
    assert page.locator("#screen-table .warning").count() == 0, page.inner_text("#screen-table .warning")
    assert guard.errors == []
