"""The built site boots offline, survives the server going away, and its bridge answers."""
from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
from urllib.parse import urlsplit

import pytest
from conftest import (
    LOCAL_HOSTS,
    bridge_call,
    open_site,
    play_steps,
    screen,
    start_match,
    stored_save,
    wait_ready,
)

import build_site

pytestmark = pytest.mark.browser


def test_boots_with_every_foreign_request_aborted(context, page, guard, server):
    aborted: list[str] = []

    def only_loopback(route):
        if urlsplit(route.request.url).hostname in LOCAL_HOSTS:
            route.continue_()
        else:
            aborted.append(route.request.url)
            route.abort()

    context.route("**/*", only_loopback)
    open_site(page, server.url)
    # ... and plays: a match starts and actions go through the engine in the worker.
    start_match(page, seed=2, target=6)
    play_steps(page, max_steps=12)
    assert screen(page) in ("table", "handoff")
    assert len(stored_save(page)["actions"]) >= 5
    assert aborted == [] and guard.foreign == [], (aborted, guard.foreign)
    assert guard.errors == []


def test_the_boot_modules_come_in_one_request_or_one_by_one_without_it(context, page, guard, site_dir):
    """Issue 25: the served page's boot modules are one file (build_site.PAGE_MODULES); a module the page imports later
    (the builder) is fetched from its URL and shares the boot's modules; without that file the page still boots,
    its modules fetched one by one."""
    with build_site.SiteServer(site_dir) as srv:
        open_site(page, srv.url)
        scripts = sorted(r.path for r in srv.requests if r.path.endswith((".mjs", ".js")))   # fetched in parallel
        assert scripts == ["/pyodide/pyodide.asm.mjs", "/pyodide/pyodide.mjs", "/static/rulesets/eidolon/lab.mjs",
                           "/static/shell/worker.mjs"], scripts
        assert f"/{build_site.PAGE_MODULES}" in [r.path for r in srv.requests]
        # one module instance per file, whether named by its URL or by the import map's name
        assert page.evaluate("""async () => (await import('./static/shell/i18n.mjs')) ===
                                            (await import('@site/static/shell/i18n.mjs'))""")
        page.click("#open-builder")
        page.wait_for_selector("#screen-builder:not([hidden])")
        assert "/static/rulesets/eidolon/builder.mjs" in [r.path for r in srv.requests]
        srv.requests.clear()
        context.route(f"**/{build_site.PAGE_MODULES}", lambda route: route.fulfill(status=404, body="gone"))
        page.reload()
        wait_ready(page)
        scripts = {r.path for r in srv.requests if r.path.endswith(".mjs")}
        assert {"/static/shell/app.mjs", "/static/shell/bridge.mjs", "/static/rulesets/archon/table.mjs"} <= scripts
        assert screen(page) == "start"
    # the only error: the browser's own line for the refused file
    assert guard.errors == ["console: Failed to load resource: the server responded with a status of 404 (Not Found)"]
    assert guard.foreign == []


@pytest.mark.service_worker
def test_service_worker_keeps_the_page_working_without_the_server(context, page, guard, site_dir):
    srv = build_site.SiteServer(site_dir).start()   # own origin: its own service worker and cache
    try:
        open_site(page, srv.url)
        scope = page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
        assert scope == srv.url
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
        # build.json is served by the server but not precached: it shows when the server is gone.
        assert page.evaluate("fetch('build.json').then(r => r.ok)") is True
    finally:
        srv.stop()
    assert page.evaluate("fetch('build.json').then(r => r.ok, () => 'offline')") == "offline"
    page.reload()
    wait_ready(page)
    reply = bridge_call(page, "catalog")
    assert reply["ok"], reply
    assert guard.foreign == []


def test_bridge_answers_catalog_and_reports_errors(page, server):
    open_site(page, server.url)
    reply = bridge_call(page, "catalog")
    assert reply["ok"], reply
    cards, decks = reply["result"]["cards"], reply["result"]["decks"]
    from eidolon.api import catalog, suggested_decks
    assert cards == catalog()                  # Pyodide answers exactly what CPython computes
    assert [d["id"] for d in decks] == [d["id"] for d in suggested_decks()]
    assert any(c["kind"] == "desbravador" for c in cards)
    # the copy embedded at build time (start screen renders during boot) is the engine's own answer
    assert page.evaluate("JSON.parse(document.getElementById('engine-catalog').textContent)") == reply["result"]
    bad = bridge_call(page, "no-such-op")
    assert bad["ok"] is False
    assert bad["code"] and bad["message"]["pt"] and bad["message"]["en"]


def test_micropip_installs_a_pack_served_by_the_site(page, guard, server, site_dir, tmp_path):
    src = tmp_path / "pack"
    (src / "eidolon_testpack").mkdir(parents=True)
    (src / "eidolon_testpack" / "__init__.py").write_text("ANSWER = 42\n")
    (src / "pyproject.toml").write_text(textwrap.dedent("""\
        [build-system]
        requires = ["setuptools>=68"]
        build-backend = "setuptools.build_meta"
        [project]
        name = "eidolon-testpack"
        version = "0.1.0"
    """))
    packs = site_dir / "test-packs"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                    "-w", str(packs), str(src)], check=True)
    (wheel,) = packs.glob("eidolon_testpack-*.whl")
    open_site(page, server.url)
    names = page.evaluate(
        """async (url) => (await import("./static/shell/bridge.mjs")).installPack(url)""",
        f"test-packs/{wheel.name}",
    )
    # micropip itself came from the vendored wheel (its rewritten lock entry), not from a CDN.
    assert "eidolon-testpack" in names
    assert guard.foreign == []


def test_site_ships_only_what_the_page_needs(site_dir):
    import json

    pyodide = sorted(p.name for p in (site_dir / "pyodide").iterdir() if p.suffix not in (".gz", ".br"))
    assert pyodide == ["micropip-0.11.1-py3-none-any.whl", "pyodide-lock.json", "pyodide.asm.mjs",
                       "pyodide.asm.wasm", "pyodide.mjs", "python_stdlib.zip"]
    lock = json.loads((site_dir / "pyodide" / "pyodide-lock.json").read_text())
    assert list(lock["packages"]) == ["micropip"]
    assert lock["packages"]["micropip"]["sha256"] == build_site.sha256_file(
        site_dir / "pyodide" / "micropip-0.11.1-py3-none-any.whl")
    # The engine bundle holds the package and its metadata for Pyodide's site-packages, with bytecode for
    # its CPython 3.14 next to every module; no wheel is shipped (the worker writes the bundle's files).
    assert not (site_dir / "wheels").exists()
    (bundle,) = (site_dir / build_site.ENGINE_DIR).glob("eidolon-*.bundle")
    root, files = build_site.read_engine_bundle(bundle)
    assert root == "/lib/python3.14/site-packages" == build_site.site_packages(site_dir / "pyodide" / "pyodide-lock.json")
    names = set(files)
    assert {n.split("/")[0] for n in names} == {"eidolon", "eidolon-0.1.0.dist-info"}
    assert "eidolon/bridge.py" in names and "eidolon/rulesets/archon/data/cards/mare.json" in names
    modules = [n for n in names if n.endswith(".py")]
    assert modules
    for mod in modules:
        folder, _, stem = mod.rpartition("/")
        assert f"{folder}/__pycache__/{stem[:-3]}.cpython-314.pyc" in names, mod
    # lit-html, the table's rendering library: only the modules the page imports, with its licence
    lit = sorted(p.relative_to(site_dir / "vendor" / "lit-html").as_posix()
                 for p in (site_dir / "vendor" / "lit-html").rglob("*") if p.is_file())
    assert "LICENSE" in lit and "lit-html.js" in lit and "directives/repeat.js" in lit
    assert not any(name.endswith((".map", ".d.ts")) or name.startswith(("development/", "node/")) for name in lit), lit
    assert json.loads((site_dir / "build.json").read_text())["lit-html"] == build_site.LIT_VERSION
    index = (site_dir / "index.html").read_text()
    # the page's boot modules in one file, loaded by the boot script once the worker has asked for the runtime
    # (issue 25), their relative imports renamed for its import map; the lazy ones (the builder...) stay out
    assert json.dumps(build_site.PAGE_MODULES) in index
    pack = json.loads((site_dir / build_site.PAGE_MODULES).read_text())
    assert (pack["format"], pack["version"]) == ("eidolon-page-modules", 1)
    modules = list(pack["modules"])
    assert modules[0] == "static/shell/app.mjs" and "vendor/lit-html/lit-html.js" in modules
    assert "static/rulesets/eidolon/builder.mjs" not in modules
    assert 'from "@site/static/shell/bridge.mjs"' in pack["modules"]["static/shell/app.mjs"]
    sw = (site_dir / "sw.js").read_text()
    assert "&#34;" not in sw and f'"{build_site.ENGINE_DIR}/{bundle.name}"' in sw
    # the engine's memory snapshot beside it (docs/site.md), named by the page's config and precached
    snapshot = bundle.with_name(f"{bundle.stem}-{build_site.sha256_file(bundle)[:12]}.snapshot")
    assert {p.name for p in (site_dir / build_site.ENGINE_DIR).iterdir()} == {bundle.name, snapshot.name}
    assert json.loads(re.search(r'<script type="application/json" id="site-config">(.*?)</script>', index).group(1))[
        "snapshot"] == f"{build_site.ENGINE_DIR}/{snapshot.name}"
    assert f'"{build_site.ENGINE_DIR}/{snapshot.name}"' in sw


@pytest.mark.service_worker
def test_a_new_build_takes_over_and_the_page_says_so(context, page, site_dir, tmp_path):
    import re
    import shutil

    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    with build_site.SiteServer(copy) as srv:
        open_site(page, srv.url)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
        old = page.evaluate("caches.keys()")
        # a new build: same files, new cache name
        sw = (copy / "sw.js").read_text()
        (copy / "sw.js").write_text(re.sub(r'"eidolon-site-[0-9a-f]+"', '"eidolon-site-0123456789abcdef"', sw))
        page.reload()
        wait_ready(page)
        page.wait_for_selector("#notice:not([hidden])", timeout=60_000)
        assert "nova versão" in page.inner_text("#notice")
        # The notice answers the page's controllerchange, which the new worker causes as its activation starts,
        # before its activate handler (the old cache deleted, then clients.claim()) has finished. The worker is
        # "activated" once that handler's promise has settled: then the old cache is gone. (wait_for_function
        # cannot wait on an async predicate: the promise it returns is truthy, so it would return at once.)
        page.wait_for_function("navigator.serviceWorker.controller?.state === 'activated'", timeout=30_000)
        assert page.evaluate("caches.keys()") == ["eidolon-site-0123456789abcdef"] != old


@pytest.mark.service_worker
def test_a_cold_visit_downloads_each_file_once(context, page, guard, site_dir):
    """Issue 15: the service worker's precache takes what the page already loaded (sha256 checked)
    instead of fetching every file again while the page loads them."""
    import collections

    finished: list[tuple[str, int, bool]] = []
    context.on("requestfinished", lambda r: finished.append(
        (r.url, r.sizes()["responseBodySize"], r.service_worker is not None)))
    with build_site.SiteServer(site_dir) as srv:   # own origin: a fresh service worker and cache
        open_site(page, srv.url)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        served = list(srv.requests)
    precached = json.loads(re.search(r"const FILES = (\[.*?\]);", (site_dir / "sw.js").read_text()).group(1))
    # the server: every file of the precache list exactly once (page and service worker together)
    counts = collections.Counter(r.path for r in served if r.status == 200)
    assert {p: n for p, n in counts.items() if n > 1} == {}, counts
    wanted = {"/" if path == "./" else "/" + path for path, _digest in precached}
    assert wanted <= set(counts), wanted - set(counts)
    assert set(counts) <= wanted | {"/sw.js"}, set(counts) - wanted
    # the browser (Playwright sees the page's, the worker's and the service worker's requests): bytes
    # came over the network once per URL; the service worker's copies of loaded files came from the cache
    by_url = collections.Counter(url for url, size, _sw in finished if size > 0)
    assert {u: n for u, n in by_url.items() if n > 1} == {}, by_url
    assert any(sw for _url, _size, sw in finished), "the service worker's requests are seen"
    transferred = sum(size for _url, size, _sw in finished)
    assert transferred == pytest.approx(sum(r.bytes for r in served), rel=0.01)
    assert guard.foreign == []


def test_precompressed_copies_are_served_with_their_content_encoding(site_dir):
    import gzip
    import urllib.request

    def get(path: str, accept: str | None):
        headers = {"Accept-Encoding": accept} if accept else {}
        with urllib.request.urlopen(urllib.request.Request(srv.url + path, headers=headers)) as r:
            return r.headers, r.read()

    with build_site.SiteServer(site_dir) as srv:
        for path in ("pyodide/pyodide.asm.wasm", "static/shell/app.mjs", "", "pyodide/pyodide-lock.json"):
            raw = (site_dir / (path or "index.html")).read_bytes()
            headers, body = get(path, "gzip")
            assert headers["Content-Encoding"] == "gzip" and headers["Vary"] == "Accept-Encoding", path
            assert len(body) < 0.95 * len(raw) and gzip.decompress(body) == raw, path
            plain, body = get(path, None)                          # not accepted: the file itself
            assert plain["Content-Encoding"] is None and body == raw, path
            assert headers["Content-Type"] == plain["Content-Type"] and plain["Vary"] == "Accept-Encoding"
        # already compressed archives have no copy and are sent as they are
        assert not (site_dir / "pyodide" / "python_stdlib.zip.gz").exists()
        headers, body = get("pyodide/python_stdlib.zip", "gzip, br")
        assert headers["Content-Encoding"] is None and body == (site_dir / "pyodide" / "python_stdlib.zip").read_bytes()
        if build_site._brotli() is not None:
            import brotli
            headers, body = get("pyodide/pyodide.asm.wasm", "gzip, deflate, br")
            assert headers["Content-Encoding"] == "br"
            assert brotli.decompress(body) == (site_dir / "pyodide" / "pyodide.asm.wasm").read_bytes()
        # the wasm: gzip takes it from 9.6 MB to about 3.5 MB
        wasm = site_dir / "pyodide" / "pyodide.asm.wasm"
        assert (site_dir / "pyodide" / "pyodide.asm.wasm.gz").stat().st_size < 0.45 * wasm.stat().st_size


@pytest.mark.parametrize("body", [b"not a bundle", "cut"])
def test_a_damaged_engine_bundle_is_reported_in_the_readers_language(context, server, site_dir, body):
    """The worker reads the engine bundle itself (docs/site.md): a file that is not one, or one cut short,
    stops the boot with the page's loading error, not a hang or a half-installed engine."""
    import gzip

    (bundle,) = (site_dir / build_site.ENGINE_DIR).glob("eidolon-*.bundle")
    damaged = body if isinstance(body, bytes) else gzip.compress(gzip.decompress(bundle.read_bytes())[:-100])
    context.route(f"**/{build_site.ENGINE_DIR}/{bundle.name}", lambda route: route.fulfill(
        status=200, body=damaged, headers={"Content-Type": "application/octet-stream"}))
    page = context.new_page()
    page.goto(server.url)
    error = page.locator("#loading-error")
    error.wait_for(state="visible", timeout=120_000)
    text = error.inner_text()
    assert text.startswith("O motor de regras não pôde ser carregado:"), text
    assert bundle.name in text and ("damaged" in text or "not an engine bundle" in text or "gzip" in text.lower()
                                    or "decompress" in text.lower()), text
    assert page.locator("body[data-engine-ready]").count() == 0


BOOT_TIMINGS = "async () => (await import('./static/shell/bridge.mjs')).bootTimings"


@pytest.mark.parametrize("damage", [None, "missing", "not gzip", "not a snapshot", "cut"])
def test_the_engine_boots_from_its_snapshot_and_plainly_when_the_snapshot_is_refused(context, guard, server, site_dir,
                                                                                     damage):
    """The worker boots Pyodide from the engine's memory snapshot (build_snapshot.mjs, docs/site.md); a snapshot that
    is missing, damaged or not one is refused and the engine boots plainly: the page plays either way."""
    import gzip

    (snapshot,) = (site_dir / build_site.ENGINE_DIR).glob("eidolon-*.snapshot")
    memory = gzip.decompress(snapshot.read_bytes())
    bodies = {"missing": None, "not gzip": b"not a snapshot", "not a snapshot": gzip.compress(b"\0" * 4096),
              "cut": gzip.compress(memory[: len(memory) // 2])}
    if damage is not None:
        body = bodies[damage]
        context.route(f"**/{build_site.ENGINE_DIR}/{snapshot.name}", lambda route: route.fulfill(
            status=404 if body is None else 200, body=body or b"", headers={"Content-Type": "application/octet-stream"}))
    page = context.new_page()
    guard.watch(page)
    open_site(page, server.url)
    timings = page.evaluate(BOOT_TIMINGS)
    assert timings["snapshot"] is (damage is None), timings
    assert ("snapshotRefused" in timings) is (damage is not None), timings
    start_match(page, seed=3, target=6)
    play_steps(page, max_steps=8)
    assert screen(page) in ("table", "handoff") and len(stored_save(page)["actions"]) >= 4
    assert guard.errors == []
