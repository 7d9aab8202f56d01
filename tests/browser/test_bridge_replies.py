"""The worker in the page answers every call (issue 9): the issue's reproductions posted to the real
worker (Pyodide in Chromium) get the same reply strings as CPython's bridge.handle, and none is lost."""
from __future__ import annotations

import json

import pytest
from conftest import open_site
from eidolon import bridge

pytestmark = pytest.mark.browser

REQUESTS = [
    "[" * 20_000,                                                     # undefined in Pyodide before
    '{"op": "view", "x": ' + "[" * 4_999 + "]" * 4_999 + "}",        # RangeError in Pyodide before
    json.dumps({"op": "deck_check", "text": '{"main": ' + "[" * 1_000 + "]" * 1_000 + "}"}),
    json.dumps({"op": "deck_check", "text": "1 Ser Aldren Veyr\n² Caminho Oculto\n"}),
    json.dumps({"op": "deck_check", "text": "1 Ser Aldren Veyr\n" + "4" * 4_301 + " Caminho Oculto\n"}),
    '{"op": "view", "seat": NaN}',
    '{"op": "fly"}',
    "\ud800",
]


def test_the_page_worker_answers_the_reproductions_like_cpython(page, guard, server, monkeypatch) -> None:
    open_site(page, server.url)
    replies = page.evaluate("""async (requests) => {
        const worker = window.eidolonBoot.worker;
        const out = [];
        for (const [i, request] of requests.entries()) {
            const id = 1_000_000 + i;
            out.push(await new Promise((resolve) => {
                const listen = (event) => {
                    if (event.data.id !== id) return;
                    worker.removeEventListener("message", listen);
                    resolve(event.data);
                };
                worker.addEventListener("message", listen);
                worker.postMessage({kind: "call", id, request});
            }));
        }
        return out;
    }""", REQUESTS)
    monkeypatch.setattr(bridge, "_match", None)
    for request, msg in zip(REQUESTS, replies):
        assert msg["kind"] == "reply" and isinstance(msg["reply"], str), msg
        want = bridge.handle(request)
        if '"no_match"' in want:                  # the page may hold a match: only the shape must agree
            assert json.loads(msg["reply"])["ok"] is False
            continue
        assert msg["reply"] == want, (request[:60], msg["reply"][:200])
