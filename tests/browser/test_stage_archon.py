"""The Archon table as a stage (issue 23): a crowded match fits every screen with nothing scrolled, cut or covered.

A save of a seeded hotseat match (tests/fixtures/archon/crowded-save.json: 12 creatures a side, an artifact a side,
upgrades, six on one creature, 10 cards in the deciding seat's hand; made with eidolon.api by a policy that only
plays cards) is imported on the start screen and resumed, once for the module; the page is then resized to each
of the six sizes and measured by hit-testing: the document and no region of the table scroll; every card and
every button is wholly inside the viewport, large enough to read, and not covered by anything else (a card in a
fanned group shows its own strip, and lifts whole when focused). Then the faces: rules text on the face (K41's
card types, K5's keywords in words) and in full in the zoom, which a playable card reaches through the selection
bar's details button and any card through a long press or the context menu; every counter (power, armor, damage,
power counters, captured Æmber, stun: K45-K56, K61, K78) has an icon and a label in words; upgrade chips carry
the full name; house buttons show their emblem and full name (K1, K22: the house choice). Screenshots:
/tmp/stage-archon-<size>.png.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import open_site, renders, resume_file, screen, stored_save, wait_render
from eidolon.api import Match, catalog

pytestmark = pytest.mark.browser

SIZES = [(1280, 720), (1366, 768), (1440, 900), (1920, 1080), (390, 844), (844, 390)]
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "archon"
SAVE = json.loads((FIXTURES / "crowded-save.json").read_text(encoding="utf-8"))
CARDS = {c["id"]: c for c in catalog("archon")}      # the page's catalogue: names and rules text in both languages
MIN_CARD_PX = 44          # narrower than this, a card's name and power cannot be read
MIN_FONT_PX = 9

# Hit-testing of the table: what scrolls, what is outside the viewport, what is covered, what is too small.
MEASURE = """() => {
  const vw = innerWidth, vh = innerHeight, de = document.documentElement;
  const root = document.querySelector('#screen-table .archon-table');
  if (!root) return {error: 'no Archon table'};
  const out = {doc: [de.scrollWidth, de.scrollHeight, vw, vh], scrolls: [], outside: [], covered: [], small: [], counts: {}};
  const name = (el) => (el.id ? '#' + el.id : '') + '.' + String(el.className).trim().split(/\\s+/).slice(0, 2).join('.')
    + (el.dataset.uid ? '[' + el.dataset.uid + ']' : '') + (el.dataset.type ? '[' + el.dataset.type + ']' : '');
  for (const el of [de, document.body, ...root.querySelectorAll('*')]) {
    const cs = getComputedStyle(el);
    const sx = /(auto|scroll)/.test(cs.overflowX) || el === de || el === document.body;
    const sy = /(auto|scroll)/.test(cs.overflowY) || el === de || el === document.body;
    const w = el === de || el === document.body ? vw : el.clientWidth, h = el === de || el === document.body ? vh : el.clientHeight;
    if ((sx && el.scrollWidth > w + 1) || (sy && el.scrollHeight > h + 1)) out.scrolls.push(name(el) + ' ' + el.scrollWidth + 'x' + el.scrollHeight + ' in ' + w + 'x' + h);
  }
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
  // the part of an element its fanned group leaves uncovered: up to the next card of the same row
  const exposed = (el) => {
    const r = el.getBoundingClientRect();
    const unit = el.closest('.fanned > *');
    let right = r.right;
    if (unit) {
      const u = unit.getBoundingClientRect(), next = unit.nextElementSibling;
      const n = next && next.getBoundingClientRect();
      if (n && Math.abs(n.top - u.top) < 2 && n.left < u.right) right = Math.min(right, n.left);
    }
    return {left: r.left, top: r.top, right, bottom: r.bottom, width: right - r.left, height: r.height};
  };
  const owns = (el, hit) => hit && (el === hit || el.contains(hit)
    || (el.matches('.acard') && el.parentElement.matches('.acr') && el.parentElement.contains(hit)));
  const clear = (el, box) => {
    let bad = 0;
    for (const fx of [0.1, 0.5, 0.9]) for (const fy of [0.08, 0.5, 0.92]) {
      if (!owns(el, document.elementFromPoint(box.left + box.width * fx, box.top + box.height * fy))) bad++;
    }
    return bad;
  };
  const items = [...root.querySelectorAll('.acard, button, .archon-stats > *, .prompt-text')].filter(shown);
  out.counts = {items: items.length, fanned: root.querySelectorAll('.fanned').length};
  for (const el of items) {
    const r = el.getBoundingClientRect();
    if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) { out.outside.push(name(el)); continue; }
    const box = exposed(el);
    if (box.width < Math.min(r.width, 14)) { out.covered.push(name(el) + ' strip ' + box.width); continue; }
    const bad = clear(el, box);
    if (bad) out.covered.push(name(el) + ' ' + bad + '/9');
    if (el.matches('.acard')) {
      const font = parseFloat(getComputedStyle(el.querySelector('.ac-name')).fontSize);
      if (r.width < """ + str(MIN_CARD_PX) + """ || font < """ + str(MIN_FONT_PX) + """) out.small.push(name(el) + ' ' + r.width + 'px, ' + font + 'px');
    }
  }
  return out;
}"""

# A fanned card lifts whole when focused (hover does the same): every point of it is its own.
LIFTED = """async () => {
  const bad = [];
  const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  for (const el of document.querySelectorAll('#screen-table .fanned .acard')) {
    el.focus();
    await frame();
    const r = el.getBoundingClientRect();
    if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) { bad.push(el.dataset.uid + ' outside'); continue; }
    for (const fx of [0.1, 0.5, 0.9]) for (const fy of [0.08, 0.5, 0.92]) {
      const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
      const mine = hit && (el.contains(hit) || (el.parentElement.matches('.acr') && el.parentElement.contains(hit)));
      if (!mine) { bad.push(el.dataset.uid + ' ' + fx + ',' + fy); break; }
    }
  }
  document.activeElement?.blur();
  return bad;
}"""


def settle(page) -> None:
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


@pytest.fixture(scope="module")
def crowded(browser, server, tmp_path_factory):
    """The crowded match resumed once on the table (pt-BR), for the whole module."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 720}, locale="pt-BR")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_site(page, server.url + "?anim=off")
    resume_file(page, tmp_path_factory.mktemp("crowded"), SAVE)
    assert screen(page) == "table"
    page.wait_for_function("document.querySelectorAll('#screen-table img.archon-art-img[src]').length > 30")
    yield page
    ctx.close()
    assert errors == []


def test_the_crowded_save_fills_both_battlelines_and_the_hand():
    """What the stage test loads: 12 creatures a side (K41), artifacts and upgrades on both sides, a hand of 10."""
    m = Match.load(SAVE)
    d = m.decision()
    view = m.view(d["seat"])
    assert d["kind"] == "main"
    for p in view["players"]:
        assert len(p["line"]) == 12 and p["artifacts"] and any(c["upgrades"] for c in p["line"])
    assert len(view["players"][d["seat"]]["hand"]) == 10
    assert max(len(c["upgrades"]) for p in view["players"] for c in p["line"]) >= 5


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_crowded_board_fits_with_nothing_scrolled_cut_or_covered(crowded, size):
    page = crowded
    w, h = size
    page.set_viewport_size({"width": w, "height": h})
    page.mouse.move(0, 0)                   # nothing hovered (a hovered card lifts over its neighbours)
    settle(page)
    page.screenshot(path=f"/tmp/stage-archon-{w}x{h}.png")
    r = page.evaluate(MEASURE)
    assert "error" not in r, r
    assert r["doc"][0] <= w and r["doc"][1] <= h, r["doc"]
    assert r["scrolls"] == []
    assert r["outside"] == []
    assert r["covered"] == []
    assert r["small"] == []
    # everything is there: both battlelines (12 each), the artifacts, the 10 cards in hand, the end of turn
    for seat in (0, 1):
        assert page.locator(f'#screen-table .archon-line[data-seat="{seat}"] .acard').count() == 12
        assert page.locator(f'#screen-table .archon-artifacts[data-seat="{seat}"] .acard').count() >= 1
        assert page.locator(f'#screen-table .archon-stats[data-seat="{seat}"] .st-keys').is_visible()
        assert page.locator(f'#screen-table .archon-stats[data-seat="{seat}"] .st-amber').is_visible()
        assert page.locator(f'#screen-table .archon-stats[data-seat="{seat}"] .st-cost').is_visible()
    assert page.locator("#screen-table .archon-hand .acard").count() == 10
    assert page.locator("#archon-prompt button.end-turn").is_visible()
    assert page.evaluate(LIFTED) == []


def test_faces_show_their_text_and_every_counter_has_an_icon_and_a_label(crowded):
    page = crowded
    page.set_viewport_size({"width": 1920, "height": 1080})
    settle(page)
    # the hand's faces carry their rules text (the card data's text in the page's language)
    faces = page.eval_on_selector_all("#screen-table .archon-hand .acard", """els => els.map(e => ({
        id: e.dataset.id, text: e.querySelector('.ac-text')?.textContent ?? '',
        shown: (() => { const t = e.querySelector('.ac-text'); return !!t && t.getBoundingClientRect().height > 10
          && parseFloat(getComputedStyle(t).fontSize) >= 10; })()}))""")
    assert len(faces) == 10
    for f in faces:
        card = CARDS[f["id"].split("@")[0]]
        assert f["text"] == card["text"]["pt"] and f["shown"], f
    # counters: an icon and words each, and the card's accessible name says them
    counters = page.eval_on_selector_all("#screen-table .archon-line .ctr", """els => els.map(e => ({
        kind: e.dataset.counter, label: e.getAttribute('aria-label') || '', title: e.title, icon: !!e.querySelector('svg'),
        card: e.closest('.acard').getAttribute('aria-label')}))""")
    kinds = {c["kind"] for c in counters}
    assert {"power", "armor", "tokens"} <= kinds, kinds
    words = {"power": "Poder", "armor": "Armadura", "damage": "Dano", "tokens": "de poder", "captured": "capturado", "stun": "Atordoada",
             "exhausted": "Exausta"}
    for c in counters:
        assert c["icon"] and words[c["kind"]] in c["label"] and c["title"] == c["label"] and c["label"] in c["card"], c
    # upgrades: the whole name in the chip's title and label
    chips = page.eval_on_selector_all("#screen-table .upgrade-chip", "els => els.map(e => [e.dataset.id, e.title, e.getAttribute('aria-label')])")
    assert len(chips) >= 6
    for cid, title, label in chips:
        assert title == CARDS[cid.split("@")[0]]["name"]["pt"] and title in label
    # each side's houses, with their emblems
    assert page.locator("#screen-table .archon-stats .house-chip .house-emblem img[src^='data:image/svg+xml']").count() == 6


def test_the_zoom_is_reached_from_a_playable_card_and_by_long_press(crowded):
    page = crowded
    page.set_viewport_size({"width": 390, "height": 844})
    settle(page)
    card = page.locator("#screen-table .archon-hand .acard.playable").first
    uid, cid = card.get_attribute("data-uid"), card.get_attribute("data-id")
    before = renders(page)
    card.click()
    page.wait_for_selector(f'#screen-table .acard.selected[data-uid="{uid}"]')       # a click still selects it
    assert renders(page) >= before
    page.click("#card-detail")
    zoom = page.locator(".archon-zoom")
    zoom.wait_for()
    assert zoom.locator(".zoom-text").inner_text().strip() == CARDS[cid.split("@")[0]]["text"]["pt"].strip()
    page.keyboard.press("Escape")
    page.wait_for_selector(".archon-zoom", state="detached")
    # a rival creature (not playable): the context menu (a long press on touch screens) opens its zoom
    rival = page.locator('#screen-table .archon-line[data-seat="1"] .acard').nth(3)
    rid = rival.get_attribute("data-id")
    rival.click(button="right")
    page.wait_for_selector(".archon-zoom")
    assert page.locator(".archon-zoom h2").inner_text() == CARDS[rid.split("@")[0]]["name"]["pt"]
    page.keyboard.press("Escape")                                                      # closes it and clears the selection
    page.wait_for_selector(".archon-zoom", state="detached")
    assert page.locator("#screen-table .acard.selected").count() == 0


def test_house_buttons_show_each_house_s_emblem_and_full_name_in_english(browser, server, tmp_path):
    """At a house choice (K22) in English: each button has its house's emblem and its whole name (Tide, Trail...)."""
    at_house = next(i for i in range(len(SAVE["actions"]))
                    if (d := Match.load({**SAVE, "actions": SAVE["actions"][:i]}).decision()) and d["kind"] == "house")
    ctx = browser.new_context(viewport={"width": 844, "height": 390}, locale="en")
    ctx.add_init_script("localStorage.setItem('eidolon:v1:lang', 'en')")
    page = ctx.new_page()
    try:
        open_site(page, server.url + "?anim=off")
        resume_file(page, tmp_path, {**SAVE, "actions": SAVE["actions"][:at_house]})
        page.wait_for_selector("#archon-prompt .house-btn .house-sigil img[src^='data:image/svg+xml']")
        buttons = page.eval_on_selector_all("#archon-prompt .house-btn", """els => els.map(e => ({house: e.dataset.house,
            name: e.querySelector('.house-name').textContent.trim(), emblem: e.querySelector('.house-sigil img')?.src ?? ''}))""")
        names = {"mare": "Tide", "cinza": "Ash", "vereda": "Trail", "engrenagem": "Cog"}
        assert len(buttons) == 3
        assert [b["name"] for b in buttons] == [names[b["house"]] for b in buttons]
        assert len({b["emblem"] for b in buttons}) == 3
        page.screenshot(path="/tmp/stage-archon-house-en-844x390.png")
        r = page.evaluate(MEASURE)
        assert r["doc"][1] <= 390 and r["outside"] == [] and r["covered"] == [], r
        before = renders(page)
        page.click(f'#archon-prompt .house-btn[data-house="{buttons[0]["house"]}"]')
        wait_render(page, before)
        assert stored_save(page)["actions"][-1]["house"] == buttons[0]["house"]
    finally:
        ctx.close()


def test_the_record_is_a_drawer_on_a_phone(crowded):
    page = crowded
    page.set_viewport_size({"width": 390, "height": 844})
    settle(page)
    assert not page.locator("#screen-table .archon-side").is_visible()
    page.click("#archon-log-open")
    dialog = page.locator('#screen-table .overlay[role="dialog"]')
    dialog.wait_for()
    assert dialog.locator("li").count() > 0
    page.keyboard.press("Escape")
    page.wait_for_selector('#screen-table .overlay[role="dialog"]', state="detached")
