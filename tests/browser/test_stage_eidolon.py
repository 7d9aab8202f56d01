"""EIDOLON's table as a stage that always fits (issue 23): a crowded board — 6 creatures and 5 relics a side
(R4.1's field limits), 10 cards in hand (R4.3: no limit during a turn), the three Ermo Locations with progress
(R8) — imported as a match file through the start screen, at 1280×720, 1366×768, 1440×900, 1920×1080, 390×844
and 844×390. Hit-tested: the document and no region of the table scrolls; every card and every button is wholly
inside the viewport and not covered (a card of a fanned row shows the part the next card leaves free, and
lifts whole under the pointer); no text is under 12 px. One page boot for the module: the viewport is resized
between the sizes."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from conftest import click_shown, open_site, resume_file, screen

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))      # tests/: the position builder
from scenario import scenario

pytestmark = pytest.mark.browser

SIZES = [(1280, 720), (1366, 768), (1440, 900), (1920, 1080), (390, 844), (844, 390)]
IDS = [f"{w}x{h}" for w, h in SIZES]

CREATURES = [["guarda-da-ponte", "sentinela-da-muralha", "cavaleiro-do-juramento", "peregrina-dos-campos-de-vhar",
              "porta-estandarte-da-muralha", "lobo-do-ermo"],
             ["carnical-do-ermo", "arauto-cinzento", "devorador-de-ecos", "erudita-de-arquivo", "cartografa-errante",
              "urso-anciao"]]
RELICS = [["lanca-do-vigia", "astrolabio-esquecido", "carruagem-do-observatorio", "sela-de-galhada", "tocha-de-viagem"],
          ["corcel-couracado", "carroca-fortificada", "cavalo-esqueletico", "lente-do-investigador", "lanterna-das-eras"]]
HAND = ["escudos-da-travessia", "caminho-oculto", "juramento-renovado", "mercenario-da-fronteira", "cleriga-do-bastiao",
        "diario-de-campo", "paladino-sem-descanso", "toque-de-reunir", "batedor-de-estrada", "vigia-da-torre-norte"]
# both Desbravadores, 12 creatures, 10 relics, 3 Locations in the Ermo, 10 cards in hand
CARDS_ON_TABLE = 2 + 12 + 10 + 3 + 10


def crowded_save() -> dict:
    """The match file of a crowded Planejamento (seat 0 to act): full fields, a full hand, progress on every Location."""
    m = scenario(
        p0={"creatures": [{"id": c, "damage": 1} if i == 1 else c for i, c in enumerate(CREATURES[0])],
            "relics": RELICS[0], "hand": HAND, "essence": {"ordem": 4, "instinto": 2, "neutra": 1}, "vestigios": 3,
            "connected": ["santuario-submerso", "torre-segunda-chance"]},
        p1={"creatures": [{"id": c, "exhausted": True} if i < 2 else c for i, c in enumerate(CREATURES[1])],
            "relics": RELICS[1], "hand": HAND[:7], "essence": {"ruina": 3, "conhecimento": 2}, "vestigios": 2,
            "connected": ["estrada-impossivel"], "desbravador": "maela-orr"},
        ermo=["ponte-partida", "bosque-dos-ecos", "mercado-esquecido"], progress=[[2, 1], [0, 3], [1, 1]],
        phase="planejamento", active=0, target=6)
    return m.save()


# The stage check: the document and every region of the table do not scroll; every card and every control
# of the table and the top bar is inside the viewport and hit-tested at five points of the part of it that
# shows (a card of a fan: up to the next card's left edge). Returns the fanned cards' selectors too.
STAGE = """() => {
  const de = document.documentElement, root = document.getElementById('screen-table');
  const name = (e) => `${e.tagName.toLowerCase()}#${e.id}.${[...e.classList].slice(0, 3).join('.')}[${e.dataset.uid ?? ''}] "${(e.textContent || '').trim().slice(0, 24)}"`;
  const out = { doc: [de.scrollWidth, de.scrollHeight, innerWidth, innerHeight], bodyScroll: [document.body.scrollWidth, document.body.scrollHeight],
                scrolling: [], bad: [], cards: 0, controls: 0, fanned: [], minCard: 1e9 };
  const shown = (el) => el.getClientRects().length > 0 && !el.closest('details:not([open]) > :not(summary)')
    && getComputedStyle(el).visibility !== 'hidden';
  for (const el of root.querySelectorAll('*')) {
    if (!shown(el)) continue;
    const cs = getComputedStyle(el);
    const x = el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(cs.overflowX);
    const y = el.scrollHeight > el.clientHeight + 1 && ['auto', 'scroll'].includes(cs.overflowY);
    if (x || y) out.scrolling.push(`${name(el)} ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
  }
  const sel = '.card, button, a[href], summary, input, select';
  const all = [...root.querySelectorAll(sel), ...document.querySelectorAll('.topbar ' + sel.split(', ').join(', .topbar '))];
  for (const el of all) {
    if (!shown(el)) continue;
    const isCard = el.classList.contains('card');
    if (isCard) out.cards += 1; else out.controls += 1;
    const r = el.getBoundingClientRect();
    if (isCard) out.minCard = Math.min(out.minCard, r.height);
    if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) {
      out.bad.push(`${name(el)} not wholly in the viewport (${Math.round(r.left)},${Math.round(r.top)})-(${Math.round(r.right)},${Math.round(r.bottom)})`);
      continue;
    }
    let right = r.right;
    const next = isCard && el.parentElement.classList.contains('fan') ? el.nextElementSibling : null;
    if (next?.classList.contains('card')) right = Math.min(right, next.getBoundingClientRect().left);
    if (right < r.right - 0.5) out.fanned.push(`#screen-table .card[data-uid="${el.dataset.uid}"]`);
    const w = right - r.left;
    if (w < 12 || r.height < 12) { out.bad.push(`${name(el)}: only ${Math.round(w)}x${Math.round(r.height)} px show`); continue; }
    for (const [fx, fy] of [[0.5, 0.5], [0.15, 0.15], [0.85, 0.15], [0.15, 0.85], [0.85, 0.85]]) {
      const hit = document.elementFromPoint(r.left + w * fx, r.top + r.height * fy);
      if (!hit || !(hit === el || el.contains(hit))) { out.bad.push(`${name(el)} covered by ${hit ? name(hit) : 'nothing'}`); break; }
    }
  }
  return out;
}"""

# A lifted card (under the pointer): wholly inside the viewport and on top at five points of its whole face.
WHOLE = """(sel) => {
  const el = document.querySelector(sel), r = el.getBoundingClientRect();
  if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) return 'outside the viewport';
  for (const [fx, fy] of [[0.5, 0.5], [0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]]) {
    const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
    if (!hit || !(hit === el || el.contains(hit))) return `covered at ${fx},${fy} by ${hit ? hit.className : 'nothing'}`;
  }
  return '';
}"""

SMALL_TEXT = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.getElementById('screen-table'), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el || el.getClientRects().length === 0 || el.closest('details:not([open]) > :not(summary)')) continue;
    if (parseFloat(getComputedStyle(el).fontSize) < 12) out.push(`${el.className}: "${node.textContent.trim().slice(0, 20)}"`);
  }
  return out;
}"""


@pytest.fixture(scope="module")
def stage(browser, server, tmp_path_factory):
    """One page for the module: the crowded match imported from a file and resumed on the table."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 720}, locale="pt-BR")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_site(page, server.url + "?anim=off")
    resume_file(page, tmp_path_factory.mktemp("stage"), crowded_save())
    assert screen(page) == "table"
    yield page, errors
    ctx.close()


def settle(page, w: int, h: int):
    page.mouse.move(0, 0)
    page.set_viewport_size({"width": w, "height": h})
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def check_stage(page, what: str, lift: bool = True):
    r = page.evaluate(STAGE)
    w, h = r["doc"][2], r["doc"][3]
    assert r["doc"][0] <= w and r["doc"][1] <= h, f"{what}: the document is {r['doc'][0]}x{r['doc'][1]} in a {w}x{h} window"
    assert r["bodyScroll"][0] <= w and r["bodyScroll"][1] <= h, f"{what}: the body is {r['bodyScroll']}"
    assert r["scrolling"] == [], f"{what}: regions scroll: {r['scrolling'][:6]}"
    assert r["cards"] >= CARDS_ON_TABLE and r["controls"] > 5, f"{what}: {r['cards']} cards, {r['controls']} controls"
    assert r["bad"] == [], f"{what}: {len(r['bad'])} cut or covered: {r['bad'][:8]}"
    phone = w <= 600 or h <= 560
    least = 48 if phone else 96          # readable: name, art and stats at 12 px and up
    assert r["minCard"] >= least, f"{what}: a card is only {r['minCard']} px high"
    assert page.evaluate(SMALL_TEXT) == [], what
    for sel in r["fanned"] if lift else []:
        box = page.locator(sel).bounding_box()
        page.mouse.move(0, 0)               # from outside: a lifted neighbour keeps the pointer while over it
        page.mouse.move(box["x"] + 4, box["y"] + box["height"] / 2)
        assert page.evaluate(WHOLE, sel) == "", f"{what}: {sel} does not lift whole under the pointer"
    page.mouse.move(0, 0)
    return r


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_crowded_board_fits_with_nothing_cut_or_covered(stage, size):
    page, errors = stage
    settle(page, *size)
    assert page.locator("#hint-bubble").count() == 1           # the first-match hint is on show and moves nothing
    check_stage(page, f"{size} board")
    assert errors == []


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_a_selection_its_lit_targets_and_their_previews_push_nothing_off_screen(stage, size):
    page, errors = stage
    settle(page, *size)
    # the ritual (R11) is played on a creature of one's own: its targets are lit with the engine's preview
    ritual = '.hand .card.actionable[data-card-id="juramento-renovado"]'
    uid = page.get_attribute(ritual, "data-uid")
    click_shown(page, ritual)
    page.wait_for_selector(f'.action-bar .selection[data-uid="{uid}"]')
    page.wait_for_selector(".player-area.own .card.targetable .c-badge.outcome")
    page.mouse.move(0, 0)
    try:
        check_stage(page, f"{size} with a selection", lift=False)
    finally:
        page.click("#clear-selection")
        page.wait_for_selector(".action-bar .selection", state="detached")
    assert errors == []


def test_the_folded_menus_open_whole_on_a_phone(stage):
    """On a phone the top bar's tools and the table's tools are one menu each; opened, nothing in them is cut."""
    page, errors = stage
    settle(page, 390, 844)
    assert page.locator("#open-builder").is_hidden() and page.locator("#export-match").is_hidden()
    page.click("#topbar-menu")
    for sel in ("#open-builder", "#lang-toggle"):
        assert page.evaluate(WHOLE, sel) == "", sel
    page.keyboard.press("Escape")
    assert page.locator("#open-builder").is_hidden()
    page.click("#table-tools-toggle")
    for sel in ("#export-match", "#to-menu"):
        assert page.evaluate(WHOLE, sel) == "", sel
    page.click("#table-tools-toggle")
    # the record is an overlay where the side has no room for it
    page.click("#open-log")
    page.wait_for_selector(".overlay .whole-log")
    page.keyboard.press("Escape")
    page.wait_for_selector(".overlay", state="detached")
    assert errors == []
