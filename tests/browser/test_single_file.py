"""The single-file build (site/eidolon.html, issue 15) opened from disk: it runs the whole game with
nothing fetched from anywhere (every request is the file itself or a blob:/data: URL made from it)."""
from __future__ import annotations

import json
import re
from urllib.parse import urlsplit

import pytest
from conftest import (
    bridge_call,
    choose_action,
    click_and_wait,
    play_steps,
    renders,
    screen,
    start_match,
    stored_save,
    wait_ready,
    wait_render,
)
from eidolon.api import Match

import build_site

pytestmark = pytest.mark.browser


@pytest.fixture
def single(site_dir, context):
    """The file: URL of eidolon.html; the list of requests that were not the file or made from it."""
    url = (site_dir / build_site.SINGLE_FILE).resolve().as_uri()
    outside: list[str] = []

    def record(request):
        if request.url != url and urlsplit(request.url).scheme not in ("blob", "data"):
            outside.append(request.url)
    context.on("request", record)
    context.route(re.compile(r"^(https?|wss?)://"), lambda route: (outside.append(route.request.url), route.abort()))
    return url, outside


def shown_hash(page) -> str:
    return page.get_attribute("#state-hash", "data-hash")


def test_the_single_file_plays_a_hotseat_match_offline_and_resumes_after_reload(page, guard, single):
    url, outside = single
    page.goto(url)
    wait_ready(page)
    # the engine booted from its memory snapshot, inlined like the runtime (docs/site.md)
    assert page.evaluate("async () => (await import('./static/shell/bridge.mjs')).bootTimings.snapshot") is True
    # the page says what a file: origin means for saves, in both languages
    assert page.locator("#origin-note").is_visible()
    assert "file:" in page.inner_text("#origin-note") and "http:" in page.inner_text("#origin-note")
    page.click("#lang-toggle")
    assert "Game opened as a file" in page.inner_text("#origin-note")
    page.click("#lang-toggle")
    start_match(page, seed=11, target=1)
    assert not page.locator("#origin-note").is_visible()      # only above the start screen
    play_steps(page, max_steps=30)
    if screen(page) == "handoff":
        click_and_wait(page, "#handoff-confirm")
    before, save_before = shown_hash(page), stored_save(page)
    page.reload()                                            # the save is in this file's localStorage
    wait_ready(page)
    assert screen(page) == "handoff"
    click_and_wait(page, "#handoff-confirm")
    assert shown_hash(page) == before and stored_save(page) == save_before
    steps = play_steps(page, max_steps=600)
    assert screen(page) == "end", f"no end after {steps} more steps"
    save = stored_save(page)
    assert save["config"]["seed"] == 11
    m = Match.load(save)
    assert m.decision() is None
    assert bridge_call(page, "hash")["result"] == m.state_hash()    # Pyodide in the file == CPython
    assert outside == [] and guard.foreign == [], outside
    assert guard.errors == []


def test_the_single_file_runs_the_ai_builder_rules_and_match_files(page, guard, single, tmp_path):
    url, outside = single
    page.goto(url)
    wait_ready(page)
    # against the AI: the human plays until the AI has moved (its moves are computed in the worker)
    page.check("#mode-ai")
    page.fill("#seed", "3")
    page.fill("#location-target", "6")
    click_and_wait(page, "#start-match")
    ai_moved = False
    for _ in range(60):
        if page.evaluate("document.body.classList.contains('ai-thinking')"):
            ai_moved = True
            wait_render(page, renders(page), timeout=60_000)
        elif ai_moved:
            break
        else:
            click_and_wait(page, choose_action(page))
    assert ai_moved and screen(page) == "table"
    assert page.locator(".decision .action").count() > 0
    click_and_wait(page, "#to-menu")
    # the rules reference (an inlined JSON) and the builder (its inlined stylesheet)
    page.click("#open-rules")
    page.wait_for_selector("body[data-rules-ready='pt-BR']")
    page.keyboard.press("Escape")
    click_and_wait(page, "#open-builder")
    assert page.evaluate("[...document.styleSheets].some(s => s.href && s.href.startsWith('blob:') "
                         "&& [...s.cssRules].length > 0)")
    # export a saved match to a file and import it back
    page.goto(url)
    wait_ready(page)
    if screen(page) != "start":
        click_and_wait(page, "#to-menu")
    with page.expect_download() as info:
        page.locator("#saves-list .save .export").first.click()
    exported = json.loads((info.value.path()).read_text(encoding="utf-8"))
    page.evaluate("localStorage.clear()")
    page.reload()
    wait_ready(page)
    assert page.locator("#saves-list .save").count() == 0
    path = tmp_path / "match.json"
    path.write_text(json.dumps(exported), encoding="utf-8")
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector("#saves-list .save .resume")
    assert outside == [] and guard.foreign == [], outside
    assert guard.errors == []


def test_the_single_file_holds_every_file_the_page_needs(site_dir):
    html = (site_dir / build_site.SINGLE_FILE).read_text(encoding="utf-8")
    inlined = set(re.findall(r'<script type="application/x-eidolon-file" data-path="([^"]+)"', html))
    for need in ("pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "pyodide/pyodide.mjs",
                 "pyodide/pyodide.asm.mjs", "pyodide/pyodide-lock.json", "static/shell/app.mjs", "static/shell/worker.mjs",
                 "vendor/lit-html/lit-html.js", "static/shell/builder.css", "static/help/rules.pt-BR.json"):
        assert need in inlined, need
    (bundle,) = (site_dir / build_site.ENGINE_DIR).glob("eidolon-*.bundle")
    (snapshot,) = (site_dir / build_site.ENGINE_DIR).glob("eidolon-*.snapshot")
    assert f"{build_site.ENGINE_DIR}/{bundle.name}" in inlined
    # the runtime's files in the order its boot needs them: the engine's memory snapshot before the runtime starts
    runtime = json.loads(re.search(r'<script type="application/json" id="single-config">(.*?)</script>', html).group(1))
    assert runtime["snapshot"] == f"{build_site.ENGINE_DIR}/{snapshot.name}"
    assert runtime["runtime"] == ["pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm",
                                  runtime["snapshot"], "pyodide/pyodide-lock.json", "pyodide/python_stdlib.zip",
                                  f"{build_site.ENGINE_DIR}/{bundle.name}", "pyodide/micropip-0.11.1-py3-none-any.whl"]
    # nothing in it points at a file next to it or at a host: no src/href other than data: URLs
    assert not re.search(r'\s(?:src|href)="(?!data:)', html)
    assert "sw.js" not in inlined and build_site.SINGLE_FILE not in inlined
