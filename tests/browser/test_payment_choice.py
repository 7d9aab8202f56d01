"""Issue 23: every offered action is reachable on the cards, a chosen payment (R6.3) included. A relic
that attaches (R7) to the same creature in two ways — its neutral cost paid from one pile or another —
is made by clicking the relic, then its lit target, then the way to pay asked in the action bar (it
used to open the target's zoom instead)."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from conftest import (
    click_and_wait,
    click_card_action,
    offered_actions,
    open_site,
    resume_file,
    screen,
    stored_save,
)
from eidolon.api import Match

pytestmark = pytest.mark.browser

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "corpus"


def before_payment_choice(match: str) -> tuple[dict, list[dict]]:
    """A golden match's save cut at its first decision offering one card and target in several ways,
    and the engine's offered actions there (labels and payments removed)."""
    save = json.loads((GOLDEN / f"{match}.jsonl").read_text(encoding="utf-8").splitlines()[0])["save"]
    m = Match.new(save["config"])
    for at, a in enumerate(save["actions"]):
        ways = Counter((x["type"], x.get("card"), x.get("target")) for x in m.actions())
        if any(n > 1 and key[2] is not None for key, n in ways.items()):
            return dict(save, actions=save["actions"][:at]), m.actions()
        m.apply(a)
    raise AssertionError(f"{match}: no decision with a payment to choose")


def test_every_offered_action_with_a_payment_choice_is_reachable_on_the_cards(page, guard, server, tmp_path):
    """R6.3 (the payer chooses the piles of a neutral cost) and R7 (attach): for each offered action of
    the position, clicking its card, its lit target and (when asked) its way to pay in the bar takes
    exactly that action; undo brings the position back for the next one (ending the phase comes last)."""
    open_site(page, server.url + "?anim=off")
    save, offered = before_payment_choice("04-desafiadora-iniciante-t3")
    paid = [a for a in offered if "spend" in a]
    assert paid and all(a["type"] == "attach" for a in paid)
    resume_file(page, tmp_path, save)
    assert screen(page) == "table"
    on_page = offered_actions(page)
    assert len(on_page) == len(offered)
    pairs = sorted(zip(on_page, offered), key=lambda p: p[1].get("card") is None)    # end the phase last
    for n, (shown, want) in enumerate(pairs):
        ways = [a for a in offered if (a["type"], a.get("card"), a.get("target")) == (want["type"], want.get("card"), want.get("target"))]
        if len(ways) > 1:
            # the relic, then its target: no zoom, the ways to pay in the bar, one button each
            page.click(f'#screen-table .board [data-uid="{want["card"]}"]')
            page.click(f'#screen-table .board [data-uid="{want["target"]}"].targetable')
            assert page.locator(".overlay").count() == 0, "the target's zoom opened instead of the payment"
            spends = page.eval_on_selector_all("#pay-choice button", "els => els.map(e => e.dataset.spend)")
            assert sorted(spends) == sorted(json.dumps(a.get("spend"), separators=(",", ":")) if "spend" in a else "" for a in ways)
            page.click("#clear-selection")
        click_card_action(page, shown)
        stored = stored_save(page)
        assert stored["actions"] == save["actions"] + [want], f"{want} was not the action taken"
        if n == len(pairs) - 1:
            break
        assert screen(page) == "table"
        click_and_wait(page, "#undo")
        assert stored_save(page)["actions"] == save["actions"]
    assert guard.errors == []


def test_the_keyboard_reaches_the_payment_and_cancelling_keeps_the_focus_on_the_card(page, guard, server, tmp_path):
    """The same position by keyboard: Enter on the relic selects it, Enter on its lit target asks the way to
    pay with the focus on the first way (R6.3); "Cancelar seleção" puts the focus back on the relic, not on
    the page's body."""
    open_site(page, server.url + "?anim=off")
    save, offered = before_payment_choice("04-desafiadora-iniciante-t3")
    relic, target = next((a["card"], a["target"]) for a in offered if "spend" in a)
    resume_file(page, tmp_path, save)
    page.focus(f'#screen-table .board [data-uid="{relic}"]')
    page.keyboard.press("Enter")
    page.wait_for_selector(f'#screen-table [data-uid="{relic}"].selected')
    page.focus(f'#screen-table .board [data-uid="{target}"].targetable')
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.closest('#pay-choice') !== null")
    page.focus("#clear-selection")
    page.keyboard.press("Enter")
    assert page.locator("#screen-table .card.selected").count() == 0
    assert page.evaluate("document.activeElement.dataset.uid") == str(relic)
    assert guard.errors == []
