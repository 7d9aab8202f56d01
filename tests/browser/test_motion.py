"""Motion that tells what happened (issue 23, static/shell/motion.mjs, docs/site.md "Motion").

With motion on, a few actions of each game are played in the page: cards travel between zones (the
ghosts of R7 plays, R6.1 commits, R3.6 picks; Archon's K26 plays and draws), an exploration (R9) or a
reap (K46) draws a line, and the counters that change (progress R9.5, Æmber K20) float a number; the
animations run (Web Animations with "motion-" ids, in document.getAnimations()) and are all gone a moment
later; a card being animated still takes the click; the AI's moves play out one after another (none of
their animations is cut short by the next move). With prefers-reduced-motion, with the player's setting
off (stored, kept over a reload) and in the tests' default pages (conftest), no motion animation runs.
"""
from __future__ import annotations

import pytest
from conftest import choose_action, click_and_wait, open_site, screen, stored_save, wait_render
from eidolon.api import Match
from test_ai import start_ai_match
from test_archon_table import choose, on_table, play, start_archon, take

pytestmark = pytest.mark.browser

# Records what motion.mjs puts on screen: the ids of the motion animations seen at each frame, and the
# kind of every node added to the motion layer; take() hands them over and starts afresh.
RECORDER = """(() => {
  const fresh = () => ({ ids: {}, nodes: {}, most: 0 });
  let seen = fresh();
  const motion = () => document.getAnimations().filter((a) => String(a.id).startsWith("motion-"));
  const tick = () => {
    const list = motion();
    for (const a of list) seen.ids[a.id] = (seen.ids[a.id] || 0) + 1;
    seen.most = Math.max(seen.most, list.length);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) {
      if (n.nodeType !== 1 || !n.parentElement?.classList.contains("motion-layer")) continue;
      const kind = [...n.classList].find((c) => c.startsWith("motion-")) || "?";
      seen.nodes[kind] = (seen.nodes[kind] || 0) + 1;
    }
  }).observe(document, { childList: true, subtree: true });
  window.__motion = { take: () => { const out = seen; seen = fresh(); return out; }, running: () => motion().length };
})();"""

IDLE = """() => document.getAnimations().filter((a) => String(a.id).startsWith("motion-")).length === 0
  && !document.querySelector(".motion-layer")?.children.length"""


def motion_page(browser, guard, **options):
    """A page whose context has motion on (no tests' default), with the recorder installed."""
    ctx = browser.unwrapped.new_context(viewport={"width": 1280, "height": 720}, locale="pt-BR", **options)
    ctx.on("request", guard.on_request)
    ctx.add_init_script(RECORDER)
    return ctx, guard.watch(ctx.new_page())


def took(page) -> dict:
    return page.evaluate("window.__motion.take()")


def merge(total: dict, part: dict) -> None:
    for k in ("ids", "nodes"):
        for name, n in part[k].items():
            total[k][name] = total[k].get(name, 0) + n
    total["most"] = max(total["most"], part["most"])


def play_eidolon(page, steps: int) -> tuple[dict, dict]:
    """Take `steps` human actions against the AI; what the human's renders and the AI's renders showed.
    Checks on the way that no AI move cut short the animations of the move before it (the queue)."""
    mine, theirs = {"ids": {}, "nodes": {}, "most": 0}, {"ids": {}, "nodes": {}, "most": 0}
    for _ in range(steps):
        if screen(page) != "table":
            break
        if page.evaluate("document.body.classList.contains('ai-thinking')"):
            merge(mine, took(page))
            cut = page.evaluate("Number(document.body.dataset.motionCut || 0)")
            page.wait_for_function("!document.body.classList.contains('ai-thinking')", timeout=90_000)
            page.wait_for_function(IDLE, timeout=5_000)
            assert page.evaluate("Number(document.body.dataset.motionCut || 0)") == cut, "an AI move cut the previous one short"
            merge(theirs, took(page))
            continue
        click_and_wait(page, choose_action(page))
    merge(mine, took(page))
    return mine, theirs


def test_eidolon_actions_and_the_ai_moves_play_out(browser, guard, server):
    """R3.6 picks, R6.1 commits, R7 plays travel; R9 explorations draw lines; the AI's moves too, one after another;
    every animation is gone a moment later."""
    ctx, page = motion_page(browser, guard)
    try:
        open_site(page, server.url)
        assert page.get_attribute("body", "data-motion") == "on"
        assert page.get_attribute("#motion-toggle", "aria-pressed") == "true"
        start_ai_match(page, seed=7, target=2, level="iniciante")
        mine, theirs = play_eidolon(page, 26)
        assert mine["ids"].get("motion-travel") and mine["nodes"].get("motion-ghost"), mine
        assert mine["ids"].get("motion-line") and mine["nodes"].get("motion-line"), mine        # the human's explorations
        assert theirs["ids"].get("motion-travel") or theirs["ids"].get("motion-settle"), theirs  # the AI's moves move cards
        assert theirs["nodes"].get("motion-pop") or theirs["nodes"].get("motion-line"), theirs
        page.wait_for_function(IDLE, timeout=5_000)                                              # all gone after
        assert page.locator("#screen-table .card.frame[data-uid]").count() > 0
        assert page.locator(".motion-layer [data-uid], .motion-layer [id]").count() == 0
        assert guard.errors == [] and guard.foreign == []
    finally:
        ctx.close()


# A card being animated (sliding into place, or under its travelling ghost): its centre, and whether the
# element found there is that card (the motion layer never takes the point). The motion animations are
# slowed down meanwhile, so that the click lands while they run on a loaded machine too.
ANIMATED_CARD = """() => {
  const motion = document.getAnimations().filter((a) => String(a.id).startsWith("motion-"));
  for (const a of motion) a.playbackRate = 0.1;
  for (const a of motion) {
    if (!["motion-settle", "motion-hide"].includes(a.id) || a.playState !== "running") continue;
    const el = a.effect.target;
    if (!el.matches?.("[data-uid]")) continue;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    window.__clicked = null;
    document.addEventListener("click", (e) => {
      window.__clicked = { uid: e.target.closest("[data-uid]")?.dataset.uid ?? null, running: window.__motion.running() };
    }, { capture: true, once: true });
    return { x, y, uid: el.dataset.uid, hit: hit?.closest("[data-uid]")?.dataset.uid ?? null,
             layer: Boolean(hit?.closest(".motion-layer")) };
  }
  for (const a of motion) a.playbackRate = 1;
  return null;
}"""


def test_input_is_not_blocked_while_cards_move(browser, guard, server):
    """A click on a card that is being animated reaches that card while the animations run."""
    ctx, page = motion_page(browser, guard)
    try:
        open_site(page, server.url)
        start_ai_match(page, seed=7, target=2, level="iniciante")
        checked = 0
        for _ in range(30):
            if screen(page) != "table" or checked >= 2:
                break
            if page.evaluate("document.body.classList.contains('ai-thinking')"):
                page.wait_for_function("!document.body.classList.contains('ai-thinking')", timeout=90_000)
                continue
            click_and_wait(page, choose_action(page))
            spot = page.evaluate(ANIMATED_CARD)
            if not spot:
                continue
            assert not spot["layer"] and spot["hit"] == spot["uid"], spot
            page.mouse.click(spot["x"], spot["y"])
            clicked = page.evaluate("window.__clicked")
            assert clicked and clicked["uid"] == spot["uid"], (spot, clicked)
            if clicked["running"]:
                checked += 1
            page.evaluate("document.getAnimations().forEach((a) => { if (String(a.id).startsWith('motion-')) a.playbackRate = 1; })")
            page.keyboard.press("Escape")
            page.wait_for_function(IDLE, timeout=5_000)
        assert checked >= 1, "no click landed while a card was moving"
        assert guard.errors == []
    finally:
        ctx.close()


def test_archon_actions_play_out(browser, guard, server):
    """K26 plays and draws travel, a K46 reap draws a line to the Æmber pool, Æmber (K20) floats a number."""
    ctx, page = motion_page(browser, guard)
    try:
        open_site(page, server.url)
        start_archon(page)
        by_type: dict[str, dict] = {}
        for _ in range(60):
            current = screen(page)
            if current == "handoff":
                click_and_wait(page, "#handoff-confirm")
                took(page)
                continue
            if current != "table" or {"play", "reap"} <= by_type.keys():
                break
            view = on_table(page)
            a = choose(view.get("actions") or [], view)
            took(page)
            take(page, a)
            page.wait_for_function(IDLE, timeout=5_000)
            got = took(page)
            merge(by_type.setdefault(a["type"], {"ids": {}, "nodes": {}, "most": 0}), got)
        assert by_type["play"]["ids"].get("motion-travel") and by_type["play"]["nodes"].get("motion-ghost"), by_type["play"]
        reap = by_type["reap"]
        assert reap["ids"].get("motion-line") and reap["nodes"].get("motion-line"), reap
        assert reap["nodes"].get("motion-pop"), reap
        assert guard.errors == [] and guard.foreign == []
    finally:
        ctx.close()


def test_a_whole_archon_match_against_the_ai_with_motion_on(browser, guard, server):
    """A whole match against the Archon Iniciante to a third key (K6), played by clicking with motion on: every
    action still lands (each checked against the save), the page reaches the end screen, nothing is left moving."""
    ctx, page = motion_page(browser, guard)
    try:
        open_site(page, server.url)
        start_archon(page, mode="ai", level="iniciante", seat=0)
        play(page, 600)
        assert screen(page) == "end"
        final = Match.load(stored_save(page))
        view = final.view(0)
        assert view["result"]["reason"] == "keys" and view["players"][view["result"]["winner"]]["keys"] == 3
        assert page.locator("#end-hash").inner_text().endswith(final.state_hash())
        seen = took(page)
        assert seen["ids"].get("motion-travel") and seen["ids"].get("motion-line") and seen["nodes"].get("motion-pop"), seen
        page.wait_for_function(IDLE, timeout=5_000)
        assert guard.errors == [] and guard.foreign == []
    finally:
        ctx.close()


def quiet_match(page, steps: int = 12) -> dict:
    """Play a few EIDOLON actions in hotseat; what the motion recorder saw."""
    page.fill("#seed", "7")
    page.fill("#location-target", "2")
    click_and_wait(page, "#start-match")
    seen = {"ids": {}, "nodes": {}, "most": 0}
    for _ in range(steps):
        if screen(page) == "handoff":
            click_and_wait(page, "#handoff-confirm")
        elif screen(page) == "table":
            click_and_wait(page, choose_action(page))
        page.wait_for_timeout(60)
        merge(seen, took(page))
    return seen


def test_reduced_motion_plays_none(browser, guard, server):
    """prefers-reduced-motion: reduce turns motion off whatever the setting says."""
    ctx, page = motion_page(browser, guard, reduced_motion="reduce")
    try:
        open_site(page, server.url)
        assert page.get_attribute("body", "data-motion") == "off"
        assert page.get_attribute("#motion-toggle", "aria-pressed") == "true"       # the setting itself is on
        seen = quiet_match(page)
        assert seen == {"ids": {}, "nodes": {}, "most": 0}, seen
        assert page.get_attribute("body", "data-motion-played") is None
    finally:
        ctx.close()


def test_the_setting_turns_motion_off_and_is_kept(browser, guard, server):
    """The topbar switch turns motion off (stored with the other settings), kept over a reload, in both languages."""
    ctx, page = motion_page(browser, guard)
    try:
        open_site(page, server.url)
        assert page.inner_text("#motion-toggle") == "Animações"
        page.click("#motion-toggle")
        assert page.get_attribute("#motion-toggle", "aria-pressed") == "false"
        assert page.get_attribute("body", "data-motion") == "off"
        assert page.evaluate("localStorage.getItem('eidolon:v1:motion')") == "off"
        page.click("#lang-toggle")
        assert page.inner_text("#motion-toggle") == "Motion"
        assert "off" in page.get_attribute("#motion-toggle", "title")
        page.click("#lang-toggle")
        open_site(page, server.url)                                   # loaded again
        assert page.get_attribute("body", "data-motion") == "off"
        assert page.get_attribute("#motion-toggle", "aria-pressed") == "false"
        seen = quiet_match(page)
        assert seen == {"ids": {}, "nodes": {}, "most": 0}, seen
        # on again: the next actions move
        page.click("#motion-toggle")
        assert page.get_attribute("body", "data-motion") == "on"
        before = page.evaluate("Number(document.body.dataset.motionPlayed || 0)")
        for _ in range(6):
            if screen(page) == "handoff":
                click_and_wait(page, "#handoff-confirm")
            n = int(page.get_attribute("body", "data-renders") or 0)
            page.click(choose_action(page))
            wait_render(page, n)
        assert page.evaluate("Number(document.body.dataset.motionPlayed || 0)") > before
    finally:
        ctx.close()


def test_the_tests_default_pages_have_motion_off(page, server):
    """conftest's contexts set the tab override (docs/site.md "Motion"): the other browser tests run without motion."""
    open_site(page, server.url)
    assert page.get_attribute("body", "data-motion") == "off"
    assert page.evaluate("sessionStorage.getItem('eidolon:motion')") == "off"
    assert page.get_attribute("#motion-toggle", "aria-pressed") == "true"
