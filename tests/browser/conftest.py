"""Browser end-to-end fixtures: build the site once, serve it on 127.0.0.1, drive Debian's chromium.

Playwright's own browser downloads are never used (`playwright install` cannot run here); the
system chromium is launched through `executable_path`. Set EIDOLON_SITE_DIR to reuse an already
built site folder instead of building one for the session.
"""
from __future__ import annotations

import fcntl
import json
import os
import shutil
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import build_site

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run",
]
READY_TIMEOUT_MS = 90_000
LOCAL_HOSTS = {"127.0.0.1"}


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory) -> Path:
    """The built site: EIDOLON_SITE_DIR if set, else built once per run (under pytest-xdist, the first
    worker that needs it builds it into the run's shared temporary folder while the others wait)."""
    prebuilt = os.environ.get("EIDOLON_SITE_DIR")
    if prebuilt:
        return Path(prebuilt)
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return build_site.build(tmp_path_factory.mktemp("site") / "site", quiet=True)
    shared = tmp_path_factory.getbasetemp().parent          # the same folder for every worker of this run
    target, done = shared / "site", shared / "site.built"
    with open(shared / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            build_site.build(target, quiet=True)
            done.touch()
    return target


@pytest.fixture(scope="session")
def server(site_dir):
    srv = build_site.SiteServer(site_dir).start()
    yield srv
    srv.stop()


# Motion (static/shell/motion.mjs, docs/site.md "Motion") is off in every page the tests open: each context
# sets the tab's override before any script of a page runs. tests/browser/test_motion.py opens its pages
# from `browser.unwrapped` to see it on.
MOTION_OFF_SCRIPT = "try { sessionStorage.setItem('eidolon:motion', 'off'); } catch (e) {}"


class MotionOffBrowser:
    """The launched browser; every context made through it starts with motion off."""

    def __init__(self, browser):
        self.unwrapped = browser

    def new_context(self, **options):
        # No service worker unless a test asks for one (`service_workers="allow"`, or the context fixture under
        # @pytest.mark.service_worker): its precache copies every file of the site after each boot, CPU the
        # other tests do not need (the site's own tests of it are in test_site.py).
        options.setdefault("service_workers", "block")
        ctx = self.unwrapped.new_context(**options)
        ctx.add_init_script(MOTION_OFF_SCRIPT)
        return ctx

    def __getattr__(self, name):
        return getattr(self.unwrapped, name)


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists() and not shutil.which("chromium"):
        pytest.fail("Debian chromium is not installed: apt-get install -y chromium (./run test does it)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield MotionOffBrowser(b)
        b.close()


class Guard:
    """Records every request that leaves 127.0.0.1 and every page error."""

    def __init__(self):
        self.foreign: list[str] = []
        self.errors: list[str] = []

    def on_request(self, request):
        if urlsplit(request.url).hostname not in LOCAL_HOSTS and urlsplit(request.url).scheme in ("http", "https", "ws", "wss"):
            self.foreign.append(request.url)

    def watch(self, page):
        page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))
        page.on("console", lambda m: m.type == "error" and self.errors.append(f"console: {m.text}"))
        return page


@pytest.fixture
def guard():
    return Guard()


@pytest.fixture
def context(browser, guard, request):
    workers = "allow" if request.node.get_closest_marker("service_worker") else "block"
    ctx = browser.new_context(viewport={"width": 1280, "height": 720}, locale="pt-BR", service_workers=workers)
    ctx.on("request", guard.on_request)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context, guard):
    return guard.watch(context.new_page())


def wait_ready(page, timeout: int = READY_TIMEOUT_MS):
    """Wait until the page says the engine is loaded and the start screen is usable."""
    page.wait_for_selector("body[data-engine-ready]", state="attached", timeout=timeout)


def open_site(page, url: str):
    page.goto(url)
    wait_ready(page)
    return page


def bridge_call(page, op: str, payload: dict | None = None):
    """Call the bridge from inside the page (same module instance and worker as the UI)."""
    return page.evaluate(
        """async ([op, payload]) => {
            const b = await import("./static/shell/bridge.mjs");
            try { return {ok: true, result: await b.call(op, payload)}; }
            catch (e) { return {ok: false, code: e.code, message: e.messages}; }
        }""",
        [op, payload or {}],
    )


# ---------------------------------------------------------------- driving the table UI

# When several actions are offered, the driver prefers the ones that move the match forward.
PREFERENCE = ("explore", "pick", "attack", "commit", "play", "let_pass", "pass_window", "order",
              "choose", "discard", "end_phase")


def renders(page) -> int:
    return int(page.get_attribute("body", "data-renders") or 0)


def screen(page) -> str:
    return page.get_attribute("body", "data-screen") or ""


def click_and_wait(page, selector: str, timeout: int = 30_000):
    """Click something that re-renders the page and wait for the next render."""
    before = renders(page)
    page.click(selector)
    page.wait_for_function(f"Number(document.body.dataset.renders || 0) > {before}", timeout=timeout)


def resume_file(page, folder: Path, save: dict) -> None:
    """Import a match file on the start screen and resume it (its handoff confirmed)."""
    path = folder / "imported-match.json"
    path.write_text(json.dumps(save), encoding="utf-8")
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector("#saves-list .save .resume")
    click_and_wait(page, "#saves-list .save .resume")
    if screen(page) == "handoff":
        click_and_wait(page, "#handoff-confirm")


def start_match(page, seed: int = 7, target: int = 1):
    page.fill("#seed", str(seed))
    page.fill("#location-target", str(target))
    click_and_wait(page, "#start-match")


def open_action_list(page):
    """Open the table's accessible action list (the fallback next to the cards) if it is closed."""
    if page.locator("#action-list").count() and not page.evaluate("document.getElementById('action-list').open"):
        page.click("#action-list > summary")


def choose_action(page) -> str:
    """Selector of the preferred offered action button in the action list (opened if needed)."""
    types = page.eval_on_selector_all(".decision .action", "els => els.map(e => e.dataset.type)")
    assert types, "the table offers no action"
    open_action_list(page)
    for kind in PREFERENCE:
        if kind in types:
            return f".decision .action >> nth={types.index(kind)}"
    return ".decision .action >> nth=0"


# ---------------------------------------------------------------- playing on the cards

def offered_actions(page) -> list[dict]:
    """The offered actions as the action list carries them (read only: the list is never clicked)."""
    return page.eval_on_selector_all(".decision .action", """els => els.map(e => ({
        type: e.dataset.type, card: e.dataset.card === "" ? null : Number(e.dataset.card),
        target: e.dataset.target === "" ? null : Number(e.dataset.target), index: Number(e.dataset.index),
        source: e.dataset.source ? Number(e.dataset.source) : null,
        order: e.dataset.order ? Number(e.dataset.order) : null, spend: e.dataset.spend || ""}))""")


# What the page shows when an awaited render never comes: the failure says why (an error notice, a busy
# flow, the AI thinking, the screen and selection the click left).
PAGE_STATE = """() => {
  const notice = document.getElementById("notice");
  const bar = document.getElementById("action-bar");
  return { screen: document.body.dataset.screen, renders: document.body.dataset.renders, body: document.body.className,
           notice: notice && !notice.hidden ? notice.textContent : null,
           selected: [...document.querySelectorAll("#screen-table .selected")].map((e) => e.dataset.uid),
           bar: bar ? bar.innerText.slice(0, 300) : null };
}"""


def wait_render(page, before: int, timeout: int = 30_000, clicks: list[str] | None = None):
    try:
        page.wait_for_function(f"Number(document.body.dataset.renders || 0) > {before}", timeout=timeout)
    except PlaywrightTimeoutError as exc:
        raise AssertionError(f"no render after {clicks or 'the click'}: {page.evaluate(PAGE_STATE)}") from exc


def card_on_table(page, uid: int) -> str:
    return f'#screen-table .board [data-uid="{uid}"]'


# A point of the element that is on top there (a card of a fanned row shows only its left part): the
# middle of the widest run of sampled points where the element is hit, never a point on the edge of a
# neighbour (a sub-pixel edge can hit one element here and its neighbour in Playwright's own check). Tried at
# mid height first, then above and below (an Archon creature's upgrade chips lie across its art). Playwright's
# click position counts from the padding box (inside the border).
SHOWN_POINT = """(el) => {
  const r = el.getBoundingClientRect();
  const mine = (x, y) => { const hit = document.elementFromPoint(x, y); return !!hit && (hit === el || el.contains(hit)); };
  for (const fy of [0.5, 0.3, 0.7, 0.1, 0.9]) {
    const y = r.top + r.height * fy;
    let best = null, start = null;
    for (let i = 0; i <= 20; i++) {
      const shown = i < 20 && mine(r.left + r.width * (0.025 + i * 0.0475), y);
      if (shown && start === null) start = i;
      if (!shown && start !== null) {
        if (!best || i - start > best[1] - best[0]) best = [start, i];
        start = null;
      }
    }
    if (best) {
      const fx = 0.025 + ((best[0] + best[1] - 1) / 2) * 0.0475;
      return { x: r.width * fx - el.clientLeft, y: r.height * fy - el.clientTop };
    }
  }
  return null;
}"""


def click_shown(page, sel: str):
    """Click the first element matching sel where it shows: its centre, else the part a fanned neighbour leaves free."""
    target = page.locator(sel).first
    point = target.evaluate(SHOWN_POINT)
    if point is None:
        target.click()              # covered everywhere: Playwright's own wait and error say by what
    else:
        target.click(position=point)


def click_card_action(page, action: dict) -> list[str]:
    """Take an offered action by clicking the cards on the table (and the action bar's buttons).

    Returns the selectors clicked, in order. The last click re-renders the table with the result."""
    kind, card, target = action["type"], action.get("card"), action.get("target")
    clicks: list[str] = []

    def click(sel: str):
        page.locator(sel).first.scroll_into_view_if_needed()
        click_shown(page, sel)
        clicks.append(sel)

    before = renders(page)
    if kind in ("end_phase", "let_pass", "pass_window"):
        click(f'.action-bar .general button[data-type="{kind}"]')
    elif kind == "order" and action.get("source") is not None and page.locator(
            f'#screen-table [data-uid="{action["source"]}"].order-source').count():
        click(f'#screen-table [data-uid="{action["source"]}"].order-source')    # the trigger's source card
    elif kind == "order":
        click(f'.action-bar .general button[data-type="order"][data-order="{action["order"]}"]')
    elif kind == "choose":
        click(f'#screen-table [data-uid="{target}"].targetable')
    elif kind in ("pick", "intercept", "discard"):
        click(f'#screen-table [data-uid="{card}"]')
    else:
        # select the card, then either its target on the table or its action next to it
        click(card_on_table(page, card))
        page.wait_for_selector(f'#screen-table [data-uid="{card}"].selected')
        if kind == "attack":
            rival = page.get_attribute(".player-area.rival .card.desbravador", "data-uid")
            click(f'.player-area.rival [data-uid="{rival}"].targetable')
        elif target is not None and kind not in ("reerguer",):
            click(f'#screen-table .board [data-uid="{target}"].targetable')
            if page.locator("#pay-choice").count():              # several ways to pay (R6.3): asked in the bar
                click(f"#pay-choice button[data-spend='{action.get('spend', '')}']")
        else:
            click(f'.action-bar .selection button[data-type="{kind}"]')
    wait_render(page, before, clicks=clicks)
    return clicks


def play_by_cards(page, max_steps: int, prefer=PREFERENCE, stop=lambda page: False, clicks: list | None = None) -> int:
    """Play on the cards only (the action list is read, never clicked), handoffs confirmed.

    `clicks` collects the selectors clicked on the table."""
    for step in range(max_steps):
        current = screen(page)
        if current == "end" or stop(page):
            return step
        if current == "handoff":
            click_and_wait(page, "#handoff-confirm")
            continue
        assert current == "table", current
        acts = offered_actions(page)
        assert acts, "the table offers no action"
        chosen = next((a for k in prefer for a in acts if a["type"] == k), acts[0])
        done = click_card_action(page, chosen)
        if clicks is not None:
            clicks.extend(done)
    return max_steps


def play_steps(page, max_steps: int, stop=lambda page: False) -> int:
    """Confirm handoffs and click preferred actions until the end screen, `stop`, or max_steps."""
    for step in range(max_steps):
        current = screen(page)
        if current == "end" or stop(page):
            return step
        if current == "handoff":
            click_and_wait(page, "#handoff-confirm")
        elif current == "table":
            click_and_wait(page, choose_action(page))
        else:
            raise AssertionError(f"unexpected screen {current!r}")
    return max_steps


def stored_save(page) -> dict:
    """The autosaved match file of the current match, read from localStorage."""
    return page.evaluate("""() => {
        const id = localStorage.getItem("eidolon:v1:current");
        return JSON.parse(localStorage.getItem("eidolon:v1:match:" + id)).save;
    }""")


def visible_uids(view: dict) -> set[int]:
    """Every card instance id a seat's view mentions."""
    found: set[int] = set()

    def walk(x):
        if isinstance(x, dict):
            for k, v in x.items():
                if k in ("uid", "card", "target", "attached_to", "equipped_with", "actor", "location",
                         "interceptor") and isinstance(v, int):
                    found.add(v)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(view)
    return found
