"""The card table (issue 11) at 1280×720, 1920×1080 and 390×844: whole matches played only on the
cards, every control reachable and uncovered, no text under 12 px, the AI's actions highlighted,
the engine's outcome preview equal to what happens, the match record, loading and handoff."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import (
    bridge_call,
    click_and_wait,
    offered_actions,
    open_site,
    play_by_cards,
    renders,
    resume_file,
    screen,
    start_match,
    stored_save,
    wait_ready,
    wait_render,
)
from eidolon.api import Match
from eidolon.i18n import text as words
from eidolon.rulesets.eidolon.messages import log_message

pytestmark = pytest.mark.browser

VIEWPORTS = {"1280x720": (1280, 720), "1920x1080": (1920, 1080), "390x844": (390, 844)}


@pytest.fixture(params=list(VIEWPORTS))
def sized(request, browser, guard):
    w, h = VIEWPORTS[request.param]
    ctx = browser.new_context(viewport={"width": w, "height": h}, locale="pt-BR")
    ctx.on("request", guard.on_request)
    page = guard.watch(ctx.new_page())
    yield page
    ctx.close()


# Every interactive element of the visible screen and the top bar (or of the open dialog), scrolled
# into view, hit-tested at its centre and at four inner points: each must land on the element itself.
HIT_TEST = """() => {
  const sel = 'button, a[href], input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
  // a modal dialog over the screen: only its own controls can be reached
  const modal = document.querySelector('.overlay');
  const screen = modal || document.querySelector('main > .screen:not([hidden])');
  const bad = [];
  let n = 0;
  const name = (e) => `${e.tagName.toLowerCase()}#${e.id}.${[...e.classList].join('.')}[${e.dataset.uid ?? ''}] "${(e.textContent || '').trim().slice(0, 30)}"`;
  for (const el of document.querySelectorAll(sel)) {
    if (!(screen?.contains(el) || (!modal && el.closest('.topbar')))) continue;
    if (el.closest('[hidden]') || el.closest('details:not([open]) > :not(summary)')) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden' || cs.display === 'none') continue;
    if (el.getClientRects().length === 0) continue;
    n += 1;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const box = el.getBoundingClientRect();
    // a card of a fanned row (issue 23): the part the next card leaves free
    const next = el.parentElement?.classList.contains('fan') ? el.nextElementSibling : null;
    const right = next?.classList.contains('card') ? Math.min(box.right, next.getBoundingClientRect().left) : box.right;
    const r = { left: box.left, top: box.top, width: right - box.left, height: box.height };
    if (r.width < 8 || r.height < 8) { bad.push(`${name(el)}: too small ${r.width}x${r.height}`); continue; }
    for (const [fx, fy] of [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]) {
      const x = r.left + r.width * fx, y = r.top + r.height * fy;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) { bad.push(`${name(el)}: outside the viewport`); break; }
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit))) { bad.push(`${name(el)} covered by ${hit ? name(hit) : 'nothing'}`); break; }
    }
  }
  window.scrollTo(0, 0);
  return { n, bad };
}"""

# Visible text smaller than 12 px on the visible screen.
SMALL_TEXT = """() => {
  const screen = document.querySelector('main > .screen:not([hidden])');
  const out = [];
  const walker = document.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const el = node.parentElement;
    if (!el || el.getClientRects().length === 0 || el.closest('[hidden], details:not([open]) > :not(summary)')) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 12) out.push(`${el.tagName}.${el.className}: ${size}px "${node.textContent.trim().slice(0, 30)}"`);
  }
  return out;
}"""


def check_screen(page, what: str):
    report = page.evaluate(HIT_TEST)
    assert report["n"] > 0, what
    assert report["bad"] == [], f"{what}: {report['bad'][:8]}"


def test_full_hotseat_match_played_only_on_the_cards(sized, guard, server):
    page = sized
    open_site(page, server.url + "?anim=off")
    start_match(page, seed=11, target=1)
    clicked: list[str] = []
    steps = play_by_cards(page, max_steps=400, clicks=clicked)
    assert screen(page) == "end", f"no end after {steps} steps"
    assert clicked and not any(".decision" in sel for sel in clicked), "only the table was clicked"
    assert any(".board" in sel for sel in clicked) and any(".action-bar .general" in sel for sel in clicked)
    assert page.evaluate("document.getElementById('action-list') === null")   # no table on the end screen
    save = stored_save(page)
    types = {a["type"] for a in save["actions"]}
    assert {"pick", "commit", "explore", "end_phase"} <= types, types
    m = Match.load(save)
    assert m.decision() is None and bridge_call(page, "hash")["result"] == m.state_hash()
    assert re.search(r"venceu|Empate", page.inner_text("#end-result"))
    check_screen(page, "end screen")
    # a rematch with a new seed: same decks and options, another seed, nothing played yet
    click_and_wait(page, "#rematch-new")
    again = stored_save(page)
    assert again["actions"] == [] and again["config"]["seed"] != save["config"]["seed"]
    assert {k: v for k, v in again["config"].items() if k != "seed"} == {k: v for k, v in save["config"].items() if k != "seed"}
    assert guard.errors == []


def test_every_control_is_reachable_and_uncovered(sized, guard, server):
    page = sized
    open_site(page, server.url + "?anim=off")
    check_screen(page, "start screen")
    assert page.evaluate(SMALL_TEXT) == []
    start_match(page, seed=5, target=6)
    check_screen(page, "handoff")
    assert page.evaluate(SMALL_TEXT) == []
    play_by_cards(page, max_steps=60, stop=lambda p: screen(p) == "table" and renders(p) > 30
                  and p.locator(".player-area.own .creatures .card").count() > 0
                  and p.locator("#screen-table .card.actionable").count() > 0)
    if screen(page) == "handoff":
        click_and_wait(page, "#handoff-confirm")
    assert screen(page) == "table"
    check_screen(page, "table")
    assert page.evaluate(SMALL_TEXT) == []
    # a selected card: its actions next to the hand, its targets lit
    source = page.locator("#screen-table .card.actionable").first
    source.scroll_into_view_if_needed()
    source.click()
    page.wait_for_selector("#screen-table .card.selected")
    check_screen(page, "table with a selection")
    assert page.evaluate(SMALL_TEXT) == []
    # the hand never scrolls: a hand wider than its row overlaps its cards (issue 23)
    assert page.evaluate("getComputedStyle(document.querySelector('.hand-cards')).overflowX") == "visible"
    assert page.evaluate("(() => { const h = document.querySelector('.hand-cards'); return h.scrollWidth <= h.clientWidth + 1; })()")
    # a card zoom and a pile viewer are reachable too
    page.keyboard.press("Escape")
    page.click(".player-area.own .stake.connected")
    page.wait_for_selector(".overlay")
    check_screen(page, "connected Locations viewer")
    page.keyboard.press("Escape")
    page.wait_for_selector(".overlay", state="detached")
    # the deck builder and the workshop (on a phone the top bar's tools are folded into its menu)
    if page.locator("#topbar-menu").is_visible():
        page.click("#topbar-menu")
    click_and_wait(page, "#open-builder")
    check_screen(page, "deck builder")
    assert page.evaluate(SMALL_TEXT) == []
    click_and_wait(page, "#builder-back")
    if page.locator("#topbar-menu").is_visible():
        page.click("#topbar-menu")
    click_and_wait(page, "#open-workshop")
    check_screen(page, "workshop")
    assert page.evaluate(SMALL_TEXT) == []
    assert guard.errors == []


RECORD_AI = """() => {
  window.__aiRenders = [];
  new MutationObserver(() => {
    if (document.body.dataset.screen !== "table") return;
    window.__aiRenders.push({
      byAi: Boolean(document.querySelector("#table-caption.by-ai")),
      caption: document.querySelector("#table-caption .caption-text")?.textContent || "",
      touched: [...document.querySelectorAll("#screen-table .card.touched")].map((e) => Number(e.dataset.uid)),
      actions: JSON.parse(localStorage.getItem("eidolon:v1:match:" + localStorage.getItem("eidolon:v1:current"))).save.actions.length,
    });
  }).observe(document.body, { attributes: true, attributeFilter: ["data-renders"] });
}"""


def test_the_ais_actions_are_highlighted_with_a_caption(page, guard, server):
    open_site(page, server.url + "?anim=off")
    page.evaluate(RECORD_AI)
    page.check("#mode-ai")
    page.select_option("#ai-level", "iniciante")
    page.fill("#seed", "4")
    page.fill("#location-target", "6")
    click_and_wait(page, "#start-match")
    for _ in range(120):
        if screen(page) == "end" or len(stored_save(page)["actions"]) > 60:
            break
        if page.evaluate("document.body.classList.contains('ai-thinking')"):
            page.wait_for_selector("body:not(.ai-thinking)", timeout=60_000)
            continue
        play_by_cards(page, max_steps=1, prefer=("pick", "commit", "play", "explore", "attack", "let_pass",
                                                  "pass_window", "order", "choose", "discard", "end_phase"))
    shown = page.evaluate("window.__aiRenders")
    save = stored_save(page)
    m = Match.new(save["config"])
    by_ai = {}
    for i, a in enumerate(save["actions"]):
        if m.decision()["seat"] == 1:
            by_ai[i + 1] = a
        m.apply(a)
    ai_renders = [r for r in shown if r["byAi"]]
    assert len(ai_renders) >= 5
    # Each AI action that names a card it put into play or sent out lights that card up.
    checked = 0
    for r in ai_renders:
        a = by_ai.get(r["actions"])
        if a and a["type"] in ("play", "explore", "attack") and a.get("card") is not None:
            assert a["card"] in r["touched"], (a, r)
            checked += 1
        assert r["caption"], r
    assert checked >= 2
    assert guard.errors == []


BADGE = re.compile(r"(\d+)→(\d+)/(\d+)")


def wait_previews(page):
    page.wait_for_function("Number(document.body.dataset.previews || 0) > 0 && document.querySelector('.c-badge.outcome')",
                           timeout=30_000)


def test_the_outcome_preview_shown_is_what_happens(page, guard, server):
    """Before declaring an exploration or an attack, and before intercepting or letting pass, the
    table shows the engine's expected outcome; with nobody responding, that is what happens."""
    open_site(page, server.url + "?anim=off")
    start_match(page, seed=8, target=6)
    checked = {"explore": 0, "attack": 0, "intercept": 0}
    for _ in range(600):
        if screen(page) == "end" or (checked["explore"] >= 2 and checked["attack"] + checked["intercept"] >= 1):
            break
        if screen(page) == "handoff":
            click_and_wait(page, "#handoff-confirm")
            continue
        acts = offered_actions(page)
        seat = int(page.get_attribute(".player-area.own", "data-seat"))
        kinds = {a["type"] for a in acts}
        if "explore" in kinds or "attack" in kinds or "intercept" in kinds:
            kind = "intercept" if "intercept" in kinds else ("explore" if "explore" in kinds else "attack")
            a = next(x for x in acts if x["type"] == kind)
            before = len(stored_save(page)["actions"])
            if kind == "intercept":
                wait_previews(page)
                badge = page.inner_text(f'#screen-table [data-uid="{a["card"]}"] .c-badge')
            else:
                page.click(f'#screen-table .board [data-uid="{a["card"]}"]')
                page.wait_for_selector(f'#screen-table [data-uid="{a["card"]}"].selected')
                target = a["target"] if kind == "explore" else int(page.get_attribute(".player-area.rival .card.desbravador", "data-uid"))
                page.wait_for_function(f"document.querySelector('#screen-table [data-uid=\"{target}\"] .c-badge.outcome')", timeout=30_000)
                badge = page.inner_text(f'#screen-table [data-uid="{target}"] .c-badge')
            n = renders(page)
            if kind == "intercept":
                page.click(f'#screen-table [data-uid="{a["card"]}"]')
            else:
                page.click(f'#screen-table [data-uid="{target}"].targetable')
            wait_render(page, n)
            # nobody responds: every window is passed and nobody intercepts
            play_by_cards(page, max_steps=20, prefer=("let_pass", "pass_window"),
                          stop=lambda p: screen(p) == "end" or not ({x["type"] for x in offered_actions(p)} & {"let_pass", "pass_window"})
                          if screen(p) == "table" else screen(p) == "end")
            save = stored_save(page)
            m = Match.load(save)
            mid = Match.load(dict(save, actions=save["actions"][:before]))
            v0, v1 = mid.view(seat), m.view(seat)
            if kind == "explore":
                loc = a["target"]
                if badge.startswith("Conecta"):
                    assert loc in {c["uid"] for c in v1["players"][seat]["connected"]}
                else:
                    got = BADGE.search(badge)
                    assert got, badge
                    slot = next(s for s in v1["ermo"] if s["card"] and s["card"]["uid"] == loc)
                    assert slot["progress"][seat] == int(got[2]), (badge, slot)
            elif kind == "attack":
                hit = int(re.search(r"(-?\d+) Vitalidade", badge)[1]) if "Vitalidade" in badge else 0
                rival = 1 - seat
                assert v1["players"][rival]["desbravador"]["vitalidade"] - v0["players"][rival]["desbravador"]["vitalidade"] == hit
            else:
                alive = {c["uid"] for p in v1["players"] for c in p["creatures"]}
                assert ("morre" in badge) == (a["card"] not in alive), badge
            checked[kind] += 1
            continue
        play_by_cards(page, max_steps=1, prefer=("pick", "commit", "play", "explore", "attack", "intercept",
                                                  "let_pass", "pass_window", "order", "choose", "discard", "end_phase"))
    assert checked["explore"] >= 2 and checked["attack"] + checked["intercept"] >= 1, checked
    assert guard.errors == []


def test_the_match_record_end_screen_and_rematches(page, guard, server):
    open_site(page, server.url + "?anim=off")
    start_match(page, seed=11, target=1)
    play_by_cards(page, max_steps=400)
    assert screen(page) == "end"
    save = stored_save(page)
    assert page.inner_text("#end-seed") == f"Semente {save['config']['seed']}"
    # the whole record, grouped by turn, automatic passes folded
    heads = page.eval_on_selector_all("#log-all .log-turn > h3", "els => els.map(e => e.textContent)")
    turns = [int(m[1]) for h in heads if (m := re.match(r"Turno (\d+) — ", h))]
    m = Match.load(save)
    assert turns == list(range(1, m.state.turn + 1))
    assert page.locator("#log-all .k-auto.folded").count() > 0
    # exported as text: every entry of the match, as the seat sees it, in order
    with page.expect_download() as dl:
        page.click("#log-export")
    text = Path(dl.value.path()).read_text(encoding="utf-8")
    seat = int(page.get_attribute(".end-side:last-of-type", "data-seat"))
    replay = Match.new(save["config"])
    replay.state.log = []
    for a in save["actions"]:
        replay.apply(a)
    lines = [words(log_message(replay.state, e, seat)) for e in replay.state.log]
    exported = [ln[2:] for ln in text.splitlines() if ln.startswith("  ")]
    assert exported == [ln for ln in lines if not ln.startswith("Turno ")]
    # the filter keeps the matching entries only
    page.fill("#log-filter", "explora")
    page.wait_for_function("document.querySelectorAll('#log-all .log-entry').length > 0")
    shown = page.eval_on_selector_all("#log-all .log-entry", "els => els.map(e => e.textContent)")
    assert shown and all("explora" in s.lower() for s in shown)
    # rematch with the same seed, then with a new one
    click_and_wait(page, "#rematch")
    assert stored_save(page)["config"] == save["config"] and stored_save(page)["actions"] == []
    assert guard.errors == []


STAGES = """() => {
  window.__stages = [];
  window.__formTop = [];
  const box = document.getElementById("loading");
  const note = () => window.__stages.push(box.dataset.stage);
  note();
  new MutationObserver(note).observe(box, { attributes: true, attributeFilter: ["data-stage"] });
  const form = () => document.getElementById("start-form")?.getBoundingClientRect().top;
  const t = setInterval(() => { const y = form(); if (y != null) window.__formTop.push(y);
    if (document.body.hasAttribute("data-engine-ready")) { window.__formTop.push(form()); clearInterval(t); } }, 20);
}"""


def test_loading_shows_stages_and_nothing_moves_when_ready(context, guard, server):
    context.add_init_script(f"document.addEventListener('DOMContentLoaded', {STAGES})")
    page = guard.watch(context.new_page())
    page.goto(server.url)
    wait_ready(page)
    stages = page.evaluate("window.__stages")
    order = [s for i, s in enumerate(stages) if i == 0 or stages[i - 1] != s]
    assert order[-3:] == ["runtime", "engine", "ready"] or order[-2:] == ["engine", "ready"], order
    assert page.locator("#loading").is_hidden()
    tops = page.evaluate("window.__formTop")
    assert tops and len(set(tops)) == 1, tops          # the start form never moved
    assert guard.errors == []


def test_handoff_says_what_to_decide_and_what_happened_publicly(page, server):
    open_site(page, server.url + "?anim=off")
    start_match(page, seed=3, target=6)
    summaries = 0
    for _ in range(80):
        if screen(page) == "handoff":
            save = stored_save(page)
            m = Match.load(save)
            seat = int(page.get_attribute(".handoff", "data-seat"))
            page.wait_for_function("!document.getElementById('handoff-summary').textContent.includes('Lendo')")
            decide = page.inner_text("#handoff-decide .prompt")
            assert decide
            lines = page.eval_on_selector_all("#handoff-summary li", "els => els.map(e => e.textContent)")
            replay = Match.new(save["config"])
            replay.state.log = []
            for a in save["actions"]:
                replay.apply(a)
            both = {words(log_message(replay.state, e, 0)) for e in replay.state.log} & {words(log_message(replay.state, e, 1)) for e in replay.state.log}
            for line in lines:
                assert line in both, f"not public: {line}"
            summaries += bool(lines)
            assert m.decision()["seat"] == seat
            assert 'data-uid="' not in page.content()
        play_by_cards(page, max_steps=1)
        if screen(page) == "end":
            break
    assert summaries >= 3


PULSE = """() => {
  const probe = document.createElement("button");
  probe.className = "card frame targetable";
  document.getElementById("screen-start").append(probe);
  const name = getComputedStyle(probe).animationName;
  probe.remove();
  return name;
}"""


def test_reduced_motion_and_animations_off(context, server):
    page = context.new_page()
    open_site(page, server.url)
    assert page.evaluate(PULSE) == "target-pulse"
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate(PULSE) == "none"
    page.emulate_media(reduced_motion="no-preference")
    page.goto(server.url + "?anim=off")
    wait_ready(page)
    assert page.evaluate("document.body.classList.contains('no-anim')") and page.evaluate(PULSE) == "none"


# ---------------------------------------------------------------- the trigger order on the cards (R16.1)

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "corpus"


def golden_before_order(match: str, triggers: int = 2) -> tuple[dict, list[dict]]:
    """A golden match's save cut just before its first order decision with at least `triggers`
    simultaneous triggers, and the actions from there."""
    save = json.loads((GOLDEN / f"{match}.jsonl").read_text(encoding="utf-8").splitlines()[0])["save"]
    m = Match.new(save["config"])
    for at, a in enumerate(save["actions"]):
        d = m.decision()
        if d["kind"] == "order" and len(d["context"]["triggers"]) >= triggers:
            return dict(save, actions=save["actions"][:at]), save["actions"][at:]
        m.apply(a)
    raise AssertionError(f"{match}: no order decision with {triggers} triggers")




def test_trigger_order_is_chosen_on_the_cards_in_order(sized, guard, server, tmp_path):
    """R16.1: the active player orders simultaneous triggers. Three triggers (a Desbravador and two
    creatures): their source cards light up with a badge, and clicking them in turn is the order;
    no order button is left in the action bar; the stored actions are the golden match's."""
    page = sized
    open_site(page, server.url + "?anim=off")
    save, rest = golden_before_order("05-iniciante-desafiadora-t3", 3)
    m = Match.load(save)
    assert m.decision()["kind"] == "order" and len(m.decision()["context"]["triggers"]) == 3
    resume_file(page, tmp_path, save)
    assert screen(page) == "table"
    taken = 0
    while rest[taken]["type"] == "order":
        triggers = Match.load(dict(save, actions=save["actions"] + rest[:taken])).decision()["context"]["triggers"]
        lit = page.eval_on_selector_all("#screen-table .card.order-source", "els => els.map(e => Number(e.dataset.uid))")
        assert sorted(lit) == sorted(tr["source"]["uid"] for tr in triggers)
        assert page.locator("#screen-table .card.order-source .c-badge.order").count() == len(triggers)
        assert page.locator('.action-bar .general button[data-type="order"]').count() == 0
        assert page.is_visible("#order-hint")
        check_screen(page, f"trigger order ({len(triggers)} triggers)")
        assert page.evaluate(SMALL_TEXT) == []
        source = triggers[rest[taken]["index"]]["source"]["uid"]
        n = renders(page)
        page.locator(f'#screen-table [data-uid="{source}"].order-source').scroll_into_view_if_needed()
        page.click(f'#screen-table [data-uid="{source}"].order-source')
        wait_render(page, n)
        taken += 1
    assert taken >= 2                                     # two clicks: the first, then the next of two
    stored = stored_save(page)
    assert stored["actions"] == save["actions"] + rest[:taken]
    assert bridge_call(page, "hash")["result"] == Match.load(stored).state_hash()
    assert guard.errors == []


def test_trigger_order_source_out_of_play_is_in_the_choice_strip(page, guard, server, tmp_path):
    """R16.1 with a trigger whose source already left the table (in the discard pile): that card is
    shown in the action bar's choice strip and chosen there; the other source is lit on the board."""
    open_site(page, server.url + "?anim=off")
    save, rest = golden_before_order("03-random-iniciante-t3")
    decision = Match.load(save).decision()
    triggers = decision["context"]["triggers"]
    resume_file(page, tmp_path, save)
    assert screen(page) == "table"
    view = Match.load(save).view(decision["seat"])
    discarded = {c["uid"] for c in view["players"][decision["seat"]]["discard"]}
    away = [tr["source"]["uid"] for tr in triggers if tr["source"]["uid"] in discarded]
    assert away, "this golden position has a source in the discard pile"
    for uid in away:
        assert page.locator(f'.action-bar .choice [data-uid="{uid}"].order-source').count() == 1
    check_screen(page, "trigger order with a source out of play")
    source = triggers[rest[0]["index"]]["source"]["uid"]
    click_and_wait(page, f'#screen-table [data-uid="{source}"].order-source')
    assert stored_save(page)["actions"] == save["actions"] + rest[:1]
    assert guard.errors == []


# Every card name on the visible screen: whole words on whole lines (no word split across two
# lines), inside its box; or, as the last resort, cut with an ellipsis and the whole name in its title.
NAME_FIT = """() => {
  const screen = document.querySelector('main > .screen:not([hidden])');
  const out = { n: 0, clipped: [], bad: [] };
  for (const name of screen.querySelectorAll('.card.frame .c-name')) {
    if (name.getClientRects().length === 0) continue;
    out.n += 1;
    const text = name.textContent;
    const cs = getComputedStyle(name);
    if (name.classList.contains('clipped')) {
      if (cs.textOverflow !== 'ellipsis' || name.title !== text) out.bad.push(`${text}: cut without ellipsis/title`);
      out.clipped.push(text);
      continue;
    }
    if (name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1) {
      out.bad.push(`${text}: overflows ${name.scrollWidth}x${name.scrollHeight} > ${name.clientWidth}x${name.clientHeight}`);
      continue;
    }
    const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const re = /\\S+/g;
    for (let m = re.exec(node.textContent); m; m = re.exec(node.textContent)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      // a hyphenated word may break after its hyphen; any other word stays on one line
      if (lines.size > 1 + (m[0].match(/-/g) || []).length) out.bad.push(`${text}: "${m[0]}" split over ${lines.size} lines`);
    }
    }
  }
  return out;
}"""

# Every card title of the collection on the table at once: the rival's and the own field filled
# with cards (the page's own card template), so that the longest names are measured too.
ALL_NAMES = """async () => {
  const cards = await import('./static/rulesets/eidolon/cards.mjs');
  const ids = cards.allCards().map((c) => c.id);
  const zone = document.querySelector('.player-area.own .zone.creatures');
  const sample = zone.querySelector('.card.frame');
  const made = [];
  for (const id of ids) {
    const copy = sample.cloneNode(true);
    copy.dataset.cardId = id;
    copy.removeAttribute('data-uid');
    const name = copy.querySelector('.c-name');
    name.textContent = cards.cardName(id);
    name.title = cards.cardName(id);
    delete name.dataset.fit;
    name.classList.remove('tight', 'clipped');
    zone.append(copy);
    made.push(copy);
  }
  (await import('./static/rulesets/eidolon/table/card.mjs')).fitNames(zone);
  return made.length;
}"""


@pytest.mark.parametrize("lang", ["pt-BR", "en"])
def test_card_names_are_whole_words_and_fit(sized, guard, server, lang):
    """No card name is cut mid-word or overflows its frame at 1280x720, 1920x1080 and 390x844, for
    every title of the collection in both languages; an ellipsis (with the whole name in the title)
    is the last resort and stays rare."""
    page = sized
    open_site(page, server.url + "?anim=off")
    if lang == "en":
        if page.locator("#topbar-menu").is_visible():      # a phone: the top bar's tools are in its menu
            page.click("#topbar-menu")
        page.click("#lang-toggle")
    start_match(page, seed=5, target=6)
    play_by_cards(page, max_steps=60, stop=lambda p: screen(p) == "table"
                  and p.locator(".player-area.own .creatures .card").count() > 0)
    if screen(page) == "handoff":
        click_and_wait(page, "#handoff-confirm")
    page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")   # names fitted
    report = page.evaluate(NAME_FIT)
    assert report["n"] > 5 and report["bad"] == [], report["bad"]
    made = page.evaluate(ALL_NAMES)
    report = page.evaluate(NAME_FIT)
    assert report["n"] >= made > 100
    assert report["bad"] == [], report["bad"][:10]
    assert len(report["clipped"]) <= made // 20, report["clipped"]
    assert guard.errors == []


def test_the_flow_changes_the_session_by_name(page, guard, server):
    """The page's state changes through named changes (static/shell/session.mjs): starting a match,
    taking a seat and showing the table are recorded by name, and leaving drops the match."""
    open_site(page, server.url + "?anim=off")
    start_match(page, seed=3, target=6)
    click_and_wait(page, "#handoff-confirm")
    names = page.evaluate("import('./static/shell/session.mjs').then((m) => m.session.changes)")
    for name in ("matchDropped", "matchStored", "seatLeft", "seatTaken", "viewShown"):
        assert name in names, (name, names)
    assert names.index("matchStored") < names.index("seatTaken") < names.index("viewShown")
    click_and_wait(page, "#to-menu")
    state = page.evaluate("import('./static/shell/session.mjs').then((m) => ({last: m.session.changes.slice(-4), entry: m.session.entry}))")
    assert state["entry"] is None and "matchLeft" in state["last"]
    assert guard.errors == []
