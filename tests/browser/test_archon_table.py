"""Archon mode in the page (issue 14): the start screen's game switch and Archon form, and the Archon table.

Whole hotseat matches to a third key played by clicking the table (cards, drop slots, targets, house
buttons, the prompt bar's buttons) at 1280×720 and 390×844; a match against each AI level the Archon
rules block lists; a reload resumes an Archon match; the page and CPython give the same state hash for
the same save; screenshots of a mid-game board (/tmp/atable-*.png).

The driver reads which actions the engine offers (the table's view) only to choose one with a simple
policy (forge-friendly: reap, play, use, then end the turn); it takes the action by clicking the table
and checks that the match's save records exactly that action.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from conftest import (
    SHOWN_POINT,
    bridge_call,
    click_and_wait,
    open_site,
    renders,
    screen,
    stored_save,
    wait_ready,
    wait_render,
)
from eidolon.api import Match
from eidolon.rulesets.archon.cards import load_cards
from eidolon.rulesets.archon.deckgen import generate

pytestmark = pytest.mark.browser

VIEWPORTS = {"1280x720": (1280, 720), "1920x1080": (1920, 1080), "390x844": (390, 844)}
# A seeded config the policy below finishes quickly with both battlelines filled (found with eidolon.api and
# the same policy): 75 decisions, five creatures a side at decision 72, a third key.
QUICK = {"seed": 21, "decks": (11, 22)}
CARDS = load_cards()
ORDER = ["keep", "house", "take_archives", "pick", "order", "reap", "play", "action", "omni", "unstun", "fight", "end",
         "pass", "no_house", "leave_archives", "discard", "mulligan"]
PROMPT_TYPES = {"keep", "mulligan", "take_archives", "leave_archives", "end", "pass", "order", "pick", "no_house"}


def choose(actions: list[dict], view: dict | None = None) -> dict:
    """The policy: the first kind in ORDER; the house with most cards in hand; among plays, the rightmost position."""
    hand = view["players"][view["decision"]["seat"]].get("hand", []) if view else []

    def key(a: dict) -> tuple[int, int]:
        rank = ORDER.index(a["type"]) if a["type"] in ORDER else 99
        if a["type"] == "house":
            return rank, -sum(1 for c in hand if CARDS[c["id"].split("@")[0]].house == a["house"]
                              and "@" not in c["id"] or c["id"].endswith("@" + a["house"]))
        return rank, -a.get("pos", 0)
    return min(actions, key=key)


def bare(a: dict) -> dict:
    return {k: v for k, v in a.items() if k != "label"}


def on_table(page) -> dict:
    """The view on the table (the engine's offer and the hand; read only to choose)."""
    return page.evaluate("async () => (await import('./static/shell/session.mjs')).session.view")


def offered(page) -> list[dict]:
    return (on_table(page) or {}).get("actions") or []


def take(page, a: dict) -> None:
    """Take an offered action by clicking the table, and wait for what comes next."""
    kind, card, target, pos = a["type"], a.get("card"), a.get("target"), a.get("pos")
    before = renders(page)
    clicks: list[str] = []

    def click(sel: str) -> None:
        clicks.append(sel)
        loc = page.locator(sel).first
        loc.scroll_into_view_if_needed()
        if loc.evaluate("e => e.matches('.acard')"):   # a card of a fanned row shows its left strip: click there, as a player would
            page.mouse.move(0, 0)                      # the card last pointed at lifts over its neighbours' strips
            point = loc.evaluate(SHOWN_POINT)
            if point is None:
                loc.click()                            # covered everywhere: Playwright's own wait and error say by what
            else:
                loc.click(position=point)
        else:
            loc.click()

    if kind == "house":
        click(f'#archon-prompt .house-btn[data-house="{a["house"]}"]')
    elif kind == "pick" and page.locator(f'#screen-table .archon-board .target[data-uid="{target}"]').count():
        click(f'#screen-table .archon-board .target[data-uid="{target}"]')          # the lit target
    elif kind in PROMPT_TYPES:
        click(f'#archon-prompt .general-acts button.act[data-type="{kind}"][data-target="{"" if target is None else target}"]'
              if kind != "end" else '#archon-prompt button.end-turn')
    else:
        click(f'#screen-table .acard.playable[data-uid="{card}"]')                         # select the card
        page.wait_for_selector(f'#screen-table .acard.selected[data-uid="{card}"]')
        if pos is not None:
            click(f'#screen-table .drop-slot[data-pos="{pos}"]')
        elif target is not None:
            click(f'#screen-table .archon-board .target[data-uid="{target}"]')
        else:
            click(f'#card-acts button.act[data-type="{kind}"]')
    wait_render(page, before, clicks=clicks)


def start_archon(page, *, seed: int = QUICK["seed"], decks=QUICK["decks"], mode: str = "hotseat", level: str | None = None,
                 seat: int = 0) -> None:
    page.click("#game-archon")
    page.wait_for_selector("#archon-form")
    if mode == "ai":
        page.check("#archon-mode-ai")
        page.select_option("#archon-ai-level", level)
        page.select_option("#archon-ai-seat", str(seat))
    for p, deck_seed in enumerate(decks):
        page.fill(f"#ap{p}-deck-seed", str(deck_seed))
        page.dispatch_event(f"#ap{p}-deck-seed", "change")
        page.wait_for_function(f"document.querySelector('#ap{p}-deck-shown')?.textContent.length > 0")
    page.fill("#archon-seed", str(seed))
    page.dispatch_event("#archon-seed", "change")
    click_and_wait(page, "#archon-start-match")


def both_lines_filled(page, n: int = 1) -> bool:
    return all(page.locator(f'#screen-table .archon-line[data-seat="{s}"] .acard').count() >= n for s in (0, 1))


def play(page, max_steps: int, shot: str | None = None, stop=lambda page: False) -> int:
    """Confirm handoffs and take the policy's action by clicking, until the end screen, `stop` or max_steps.
    Each action taken is checked against the save's last action. `shot`: a screenshot path taken the first
    time both battlelines hold creatures."""
    taken = 0
    for step in range(max_steps):
        current = screen(page)
        if current == "end" or stop(page):
            return step
        if current == "handoff":
            click_and_wait(page, "#handoff-confirm")
            continue
        assert current == "table", current
        if shot and both_lines_filled(page, 3):
            page.screenshot(path=shot)
            shot = None
        view = on_table(page)
        acts = view.get("actions") or []
        if not acts:            # the AI decides: its move arrives as the next render
            wait_render(page, renders(page), timeout=60_000)
            continue
        a = choose(acts, view)
        take(page, a)
        taken += 1
        assert stored_save(page)["actions"][-1] == bare(a), a
    return max_steps


def sized_page(browser, guard, size: str):
    w, h = VIEWPORTS[size]
    ctx = browser.new_context(viewport={"width": w, "height": h}, locale="pt-BR")
    ctx.on("request", guard.on_request)
    return ctx, guard.watch(ctx.new_page())


def assert_fits(page, width: int) -> None:
    """No horizontal scroll; the decision bar is on screen."""
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    box = page.locator("#archon-prompt").bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= width + 1


@pytest.mark.parametrize("size", ["1280x720", "390x844"])
def test_full_hotseat_archon_match_by_clicking_the_table(browser, guard, server, size):
    """A whole hotseat Archon match to a third key (K6), played only on the table, through the handoffs."""
    ctx, page = sized_page(browser, guard, size)
    try:
        open_site(page, server.url + "?anim=off")
        start_archon(page)
        assert screen(page) == "handoff"
        click_and_wait(page, "#handoff-confirm")
        assert page.locator("#screen-table .archon-table").count() == 1
        assert_fits(page, VIEWPORTS[size][0])
        steps = play(page, 400, shot=f"/tmp/atable-{size}.png")
        assert screen(page) == "end", f"no end after {steps} steps"
        page.screenshot(path=f"/tmp/atable-end-{size}.png", full_page=True)
        save = stored_save(page)
        final = Match.load(save)
        view = final.view(0)
        assert view["result"]["reason"] == "keys"
        winner = view["result"]["winner"]
        assert view["players"][winner]["keys"] == 3
        # the end screen: the winner in words and the final board with three forged keys for the winner
        assert page.locator("#end-result").inner_text().strip()
        assert page.locator(f'.archon-end .archon-stats[data-seat="{winner}"] .key.forged').count() == 3
        # page and CPython agree on the final state
        assert page.locator("#end-hash").inner_text().endswith(final.state_hash())
        assert guard.errors == [] and guard.foreign == []
    finally:
        ctx.close()


def test_archon_board_at_1920x1080(browser, guard, server):
    """A mid-game board with creatures on both sides fits a 1920×1080 screen without page scroll."""
    ctx, page = sized_page(browser, guard, "1920x1080")
    try:
        open_site(page, server.url + "?anim=off")
        start_archon(page)
        play(page, 200, stop=lambda p: screen(p) == "table" and both_lines_filled(p, 3))
        assert both_lines_filled(page, 3)
        page.screenshot(path="/tmp/atable-1920x1080.png")
        assert page.evaluate("document.documentElement.scrollHeight") <= 1080
        assert_fits(page, 1920)
        for sel in ("#archon-prompt", ".archon-hand", '.archon-stats[data-seat="0"]', '.archon-stats[data-seat="1"]'):
            box = page.locator(sel).bounding_box()
            assert box and box["y"] + box["height"] <= 1080, sel
    finally:
        ctx.close()


def test_archon_against_each_ai_level(page, server, guard):
    """Against every level the Archon rules block lists: the AI moves in the worker, the human acts again."""
    open_site(page, server.url + "?anim=off")
    levels = bridge_call(page, "catalog", {"ruleset": "archon"})["result"]["rules"]["ai_levels"]
    assert levels
    for level in levels:
        start_archon(page, mode="ai", level=level, seat=0)
        assert screen(page) == "table"          # against the AI: no handoff
        human_turns: set[int] = set()
        for _ in range(150):
            # enough: the AI (seat 1) took a whole turn and the human has acted in a later turn
            if screen(page) == "end" or (len(human_turns) >= 2 and Match.load(stored_save(page)).view(0)["turn"] >= 3):
                break
            acts = offered(page)
            if not acts:
                wait_render(page, renders(page), timeout=60_000)
                continue
            human_turns.add(page.evaluate("async () => (await import('./static/shell/session.mjs')).session.view.turn"))
            a = choose(acts)
            take(page, a)
        save = stored_save(page)
        assert save["config"]["ruleset"] == "archon"
        seats = [Match.load({**save, "actions": save["actions"][:i]}).decision()["seat"] for i in range(len(save["actions"]))]
        assert 1 in seats and 0 in seats, "both the AI and the human decided"
        assert page.locator(".log-entry.ai").count() or screen(page) == "end"
        assert bridge_call(page, "hash")["result"] == Match.load(save).state_hash()
        page.click("#menu" if screen(page) == "table" else "#end-menu")
        page.wait_for_selector("#game-switch")
    assert guard.errors == []


def test_full_archon_match_against_iniciante(page, server, guard):
    """A whole match against the Archon Iniciante to a third key (K6): the human clicks, the AI moves in the worker."""
    open_site(page, server.url + "?anim=off")
    start_archon(page, mode="ai", level="iniciante", seat=0)
    play(page, 600)
    assert screen(page) == "end"
    save = stored_save(page)
    final = Match.load(save)
    view = final.view(0)
    assert view["result"]["reason"] == "keys" and view["players"][view["result"]["winner"]]["keys"] == 3
    seats = {Match.load({**save, "actions": save["actions"][:i]}).decision()["seat"] for i in range(len(save["actions"]))}
    assert seats == {0, 1}
    assert page.locator("#end-hash").inner_text().endswith(final.state_hash())
    assert guard.errors == []


def test_undo_and_reload_resume_an_archon_match(page, server, guard):
    """Undo takes back the seat's own reap (nothing revealed); a reload resumes the stored match."""
    open_site(page, server.url + "?anim=off")
    start_archon(page)

    def reap_offered(p) -> bool:
        return screen(p) == "table" and choose(offered(p), on_table(p))["type"] == "reap"
    play(page, 60, stop=reap_offered)
    assert reap_offered(page)
    before_reap = stored_save(page)["actions"]
    hash_before = bridge_call(page, "hash")["result"]
    play(page, 1)
    assert len(stored_save(page)["actions"]) == len(before_reap) + 1
    assert page.locator("#undo").is_enabled()
    click_and_wait(page, "#undo")
    assert stored_save(page)["actions"] == before_reap
    assert bridge_call(page, "hash")["result"] == hash_before
    play(page, 25)
    assert screen(page) in ("table", "handoff")
    save = stored_save(page)
    before = Match.load(save).state_hash()
    page.reload()
    wait_ready(page)
    if screen(page) == "handoff":
        click_and_wait(page, "#handoff-confirm")
    assert page.locator("#screen-table .archon-table").count() == 1
    assert bridge_call(page, "hash")["result"] == before
    assert stored_save(page)["actions"] == save["actions"]
    play(page, 6)              # and it goes on
    assert len(stored_save(page)["actions"]) > len(save["actions"]) or screen(page) == "end"
    assert guard.errors == []


def test_page_and_cpython_give_the_same_hash_for_an_archon_save(page, server):
    """A save of a whole Archon match made by CPython loads in the page (Pyodide) to the same state hash."""
    m = Match.new({"ruleset": "archon", "seed": 5, "players": [{"deck_seed": 1}, {"suggested": "brasa-selvagem"}]})
    while m.decision() is not None:
        m.apply(choose(m.actions()))
    save = m.save()
    open_site(page, server.url + "?anim=off")
    loaded = bridge_call(page, "load", {"save": save, "seat": 0})
    assert loaded["ok"], loaded
    assert loaded["result"]["hash"] == m.state_hash() == bridge_call(page, "hash")["result"]


FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "archon"


def test_typing_deck_seeds_then_clicking_start_starts_the_match(page, server, guard):
    """A player types each deck's seed and clicks "Começar partida" at once: the seed field's change on blur (the
    same value as the deck already shown) must not regenerate the deck and move the button away from the click
    (it used to: the click landed on the form and no match started)."""
    open_site(page, server.url + "?anim=off")
    page.click("#game-archon")
    page.wait_for_selector("#archon-form")
    for p, deck_seed in enumerate((11, 22)):
        page.fill(f"#ap{p}-deck-seed", str(deck_seed))
        page.dispatch_event(f"#ap{p}-deck-seed", "change")
        page.wait_for_function(f"document.querySelector('#ap{p}-deck-shown')?.textContent.length > 0")
    shown = page.inner_text("#ap1-deck-shown")
    click_and_wait(page, "#archon-start-match")
    assert screen(page) == "handoff", shown
    assert guard.errors == []


SLOT_NOW = """() => { const slot = document.querySelector("#archon-form .archon-player[data-seat='0'] .deck-box-slot");
  const r = slot.getBoundingClientRect(), b = document.getElementById("archon-start-match").getBoundingClientRect();
  return { pending: slot.classList.contains("deck-pending"), busy: slot.getAttribute("aria-busy"),
           height: r.height, button: [b.x, b.y], name: slot.textContent.trim() }; }"""


def test_a_new_deck_seed_keeps_the_form_still_and_start_waits_for_its_deck(page, server, guard):
    """A new deck seed typed, then "Começar partida" clicked at once: while the engine generates the new deck, the
    previous one stays (dimmed), so nothing under the pointer moves; the click starts the match with the new
    seed's deck, not the old one and not "deck missing"."""
    open_site(page, server.url + "?anim=off")
    page.click("#game-archon")
    page.wait_for_selector("#archon-form .archon-player[data-seat='0'] .deck-box-slot[aria-busy='false'] .deck-box-name")
    before = page.evaluate(SLOT_NOW)
    assert not before["pending"] and before["name"]
    # measured in the same task as the change (the form is redrawn at once; the new deck comes later)
    during = page.evaluate(f"""() => {{ const f = document.getElementById("ap0-deck-seed");
      f.value = "31337"; f.dispatchEvent(new Event("change", {{ bubbles: true }})); return ({SLOT_NOW})(); }}""")
    assert during["pending"] and during["busy"] == "true", during
    assert during["height"] == before["height"] and during["button"] == before["button"], (before, during)
    assert during["name"] == before["name"]                       # the previous deck, shown until the new one comes
    page.wait_for_selector("#archon-form .archon-player[data-seat='0'] .deck-box-slot[aria-busy='false']")
    # the same in one motion: a new seed typed, the button clicked (the field's change comes on blur)
    page.fill("#ap0-deck-seed", "4711")
    click_and_wait(page, "#archon-start-match")
    assert screen(page) == "handoff"
    assert stored_save(page)["config"]["players"][0]["deck"]["cards"] == list(generate(4711).cards)   # the new seed's deck
    assert guard.errors == []


def test_archon_start_form_decks_handicap_and_bidding(page, server, tmp_path):
    """The three deck sources (seed, demonstration, Master Vault file with card data), a bad file refused with
    its reason, the handicap chains (K68) and the chain bidding (K69) end up in the match config only."""
    open_site(page, server.url + "?anim=off")
    page.click("#game-archon")
    page.wait_for_selector("#ap0-deck-shown")
    # player 1: a demonstration deck with 2 handicap chains
    page.check("#ap0-source-demo")
    page.select_option("#ap0-demo", "brasa-selvagem")
    page.fill("#ap0-chains", "2")
    page.dispatch_event("#ap0-chains", "change")
    # player 2: a broken file first, then the Master Vault deck and its card-data file
    page.check("#ap1-source-file")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "archon-deck", "version": 1, "name": "x", "houses": ["mare"], "cards": {}}', encoding="utf-8")
    page.set_input_files("#ap1-file", str(bad))
    page.wait_for_selector("#ap1-import-error li")
    page.set_input_files("#ap1-file", str(FIXTURES / "vault-deck.json"))
    page.wait_for_selector("#ap1-import-error li")          # a vault deck needs its card data
    page.set_input_files("#ap1-card-data", str(FIXTURES / "card-data.json"))
    page.wait_for_selector("#ap1-deck-shown")
    page.screenshot(path="/tmp/atable-start.png", full_page=True)
    page.fill("#archon-seed", "99")
    page.dispatch_event("#archon-seed", "change")
    click_and_wait(page, "#archon-start-match")
    cfg = stored_save(page)["config"]
    assert cfg["ruleset"] == "archon" and cfg["seed"] == 99
    demo = Match.new({"ruleset": "archon", "seed": 1, "players": [{"suggested": "brasa-selvagem"}, {"deck_seed": 1}]})
    assert cfg["players"][0] == {**demo.save()["config"]["players"][0], "chains": 2}
    assert cfg["players"][1]["chains"] == 0 and cfg["players"][1]["deck"]["name"]["en"].startswith("Ossandra")
    page.click("#menu" if screen(page) == "table" else "#handoff-menu")
    # chain bidding: P1 accepts 1, P2 accepts 3, P1 passes: P2 picks P1's deck and plays it with 3 chains
    page.wait_for_selector("#archon-form")
    page.check("#archon-bidding")
    page.click("#archon-start-match")
    page.wait_for_selector("#archon-auction")
    page.fill("#archon-bid", "1")
    page.click("#archon-bid-raise")
    page.fill("#archon-bid", "3")
    page.click("#archon-bid-raise")
    page.click("#archon-bid-pass")
    page.wait_for_selector("#archon-bid-won")
    click_and_wait(page, "#archon-bid-deck-0")
    cfg = stored_save(page)["config"]
    assert cfg["players"][1]["chains"] == 3 and cfg["players"][0]["chains"] == 0
    assert cfg["players"][1]["deck"]["name"] == demo.save()["config"]["players"][0]["deck"]["name"]
    assert cfg["players"][0]["deck"]["name"]["en"].startswith("Ossandra")
