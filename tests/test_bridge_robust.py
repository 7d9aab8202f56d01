"""bridge.handle never raises and never stays silent (issue 9): the reproductions of the issue get error
replies, an unexpected exception becomes code "internal" (details for the console) and changes nothing,
nesting is refused before parsing, and Pyodide answers exactly as CPython does."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from eidolon import bridge, rulesets
from eidolon.api import Match
from eidolon.safejson import MAX_DEPTH
from pyodide_node import handle_in_pyodide, needs_pyodide

CONFIG = {"seed": 5, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]}


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} in a reply")


def strict(reply: str) -> dict[str, Any]:
    """Parse a reply as strict JSON (no NaN or Infinity) and check its shape."""
    assert isinstance(reply, str)
    out = json.loads(reply, parse_constant=_no_constant)
    assert isinstance(out, dict) and out["ok"] in (True, False)
    if not out["ok"]:
        err = out["error"]
        assert isinstance(err["code"], str) and set(err["message"]) == {"pt", "en"}
        assert all(isinstance(t, str) and len(t) >= 5 for t in err["message"].values())
    return out


def req(**fields: Any) -> str:
    return json.dumps(fields)


def nested(depth: int) -> str:
    """A request whose brackets nest `depth` levels (the request object is level 1)."""
    inner = depth - 1
    return '{"op": "view", "x": ' + "[" * inner + "]" * inner + "}"


# Requests of the reproductions (after a new game) and the code each must get.
REPRODUCTIONS: list[tuple[str, str]] = [
    (req(op="act", action={"type": []}), "bad_action"),
    (req(op="act", action={"type": {}}), "bad_action"),
    (req(op="load", save={"format": "eidolon-save", "version": 1, "config": CONFIG,
                          "actions": [{"type": []}]}), "corrupt_save"),
    (req(op="load", save={"format": "eidolon-save", "version": 1, "config": CONFIG,
                          "actions": [{"type": {"x": 1}}]}), "corrupt_save"),
    (nested(1_000), "too_deep"),
    (nested(5_000), "too_deep"),
    ("[" * 20_000, "too_deep"),
    ("[" * 20_000 + "]" * 20_000, "too_deep"),
    ('{"op": "view", "seat": NaN}', "bad_json"),
    ('{"op": "view", "seat": Infinity}', "bad_json"),
    ('{"op": "view", "seat": 1e999}', "bad_json"),
    ('{"op": "view", "seat": ' + "7" * 4_301 + "}", "bad_json"),
    ('{"op": "fly' + "y" * 10_000 + '"}', "unknown_op"),
    (req(op="new_game", config={"seed": 1, "players": [
        {"desbravador": "x" * 20_000, "deck": ["y" * 20_000 + str(i) for i in range(500)], "locations": []},
        {"suggested": "ruina-instinto"}]}), "unknown_card"),
    (req(op="new_game", config={"seed": 1, "players": [{"suggested": "z" * 20_000}, {"suggested": "z"}]}),
     "unknown_deck"),
    # issue 21: a key given twice, a million empty trigger batches, a results file with a lone surrogate
    ('{"op": "view", "op": "hash"}', "duplicate_key"),
    ('{"op": "load", "save": {"format": "eidolon-save", "version": 2, "format": "x"}}', "duplicate_key"),
    (req(op="load_position", position={**Match.new(CONFIG).position(), "triggers": [[]] * 1_000_000}),
     "bad_position"),
    (req(op="balance_report", text="\udfff"), "bad_results"),
    (req(op="balance_report", text='{"type": "tournament", "type": "game"}\n'), "bad_results"),
]

# Archon deck and Master Vault files with a key given twice (issue 21): answered, the file refused.
ARCHON_TWICE: list[str] = [
    req(op="deck_check", ruleset="archon", text='{"format": "archon-deck", "version": 1, "version": 1, "name": "x", '
        '"houses": ["mare", "cinza", "vereda"], "cards": {}}'),
    req(op="deck_check", ruleset="archon", text='{"data": {}, "_linked": {}, "data": {}}'),
    req(op="deck_check", ruleset="archon", text='{"data": {}, "_linked": {}}',
        card_data='{"format": "archon-card-data", "format": "x"}'),
]


# deck_check reproductions: answered (ok) with the file refused in words.
DECK_TEXTS: list[str] = [
    "1 Ser Aldren Veyr\n² Caminho Oculto\n",
    "1 Ser Aldren Veyr\n" + "4" * 4_301 + " Caminho Oculto\n",
    '{"format": "eidolon-deck", "main": ' + "[" * 1_000 + "]" * 1_000 + "}",
    "[" * 5_000 + "]" * 5_000,
    '{"format": "eidolon-deck", "version": 1, "name": "x", "desbravador": "\ud800", "main": {}, "locations": []}',
    "[]",
    ('{"format": "eidolon-deck", "version": 1, "name": "x", "name": "y", "desbravador": "ser-aldren-veyr", '
     '"main": {}, "locations": []}'),
]


def test_deck_check_reproductions_are_refused_in_words(fresh: None) -> None:
    for text in DECK_TEXTS:
        out = strict(bridge.handle(req(op="deck_check", text=text)))
        assert out["ok"] and out["result"]["ok"] is False, (text[:60], out)
        assert set(out["result"]["error"]["message"]) == {"pt", "en"}
    for request in ARCHON_TWICE + [req(op="deck_check", text=DECK_TEXTS[-1])]:
        out = strict(bridge.handle(request))["result"]
        assert out["ok"] is False and "twice" in out["error"]["message"]["en"], (request[:80], out)


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bridge, "_match", None)


def _state() -> tuple:
    return tuple(bridge.handle(req(op=op, seat=0)) for op in ("hash", "save", "view", "position"))


def test_reproductions_get_error_replies_and_change_nothing(fresh: None) -> None:
    assert strict(bridge.handle(req(op="new_game", config=CONFIG)))["ok"]
    before = _state()
    for request, code in REPRODUCTIONS:
        out = strict(bridge.handle(request))
        assert out["ok"] is False and out["error"]["code"] == code, (request[:80], out)
        assert len(json.dumps(out)) < 5_000, "a refusal quotes the whole request"
        assert _state() == before


def test_depth_limit_is_exact_and_ignores_brackets_in_strings(fresh: None) -> None:
    assert strict(bridge.handle(nested(MAX_DEPTH + 1)))["error"]["code"] == "too_deep"
    assert strict(bridge.handle(nested(MAX_DEPTH)))["error"]["code"] == "no_match"   # parsed, then refused
    text = json.dumps({"op": "deck_check", "text": "[{" * 5_000 + '\\"' + "]}" * 5_000})
    assert strict(bridge.handle(text))["ok"], "brackets inside a string are not nesting"


def test_an_unexpected_exception_is_an_internal_error_with_console_details(
        fresh: None, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(_: Any) -> Any:
        raise KeyError("cards")

    monkeypatch.setattr(bridge, "dispatch", broken)
    out = strict(bridge.handle(req(op="catalog")))
    assert out["error"]["code"] == "internal"
    assert "KeyError" not in json.dumps(out["error"]["message"]), "internals shown to players"
    assert out["error"]["details"] == "KeyError: 'cards'"


def test_an_action_that_fails_half_way_leaves_the_match_as_it_was(
        fresh: None, monkeypatch: pytest.MonkeyPatch) -> None:
    assert strict(bridge.handle(req(op="new_game", config=CONFIG)))["ok"]
    for _ in range(6):
        assert strict(bridge.handle(req(op="act", action=0)))["ok"]
    before = _state()
    rules = rulesets.get("eidolon")
    real = rules.apply

    def half_way(s: Any, action: Any, check: bool = True) -> None:
        real(s, action, check=check)
        s.players[0].vitalidade -= 5
        raise RuntimeError("boom")

    monkeypatch.setattr(rules, "apply", half_way)
    out = strict(bridge.handle(req(op="act", action=0)))
    assert out["error"]["code"] == "internal" and out["error"]["details"] == "RuntimeError: boom"
    monkeypatch.setattr(rules, "apply", real)
    assert _state() == before
    assert strict(bridge.handle(req(op="act", action=0)))["ok"]


def test_replies_are_strict_json_even_for_odd_strings(fresh: None) -> None:
    for raw in ("\ud800", '{"op": "\ud800"}', '{"op": "\\ud800"}', "\x00", "", "[]", "null"):
        strict(bridge.handle(raw))
    for odd in (None, 5, b"{}", ["op"]):
        assert strict(bridge.handle(odd))["ok"] is False        # type: ignore[arg-type]


# ---- the same answers in Pyodide ----


@needs_pyodide
def test_pyodide_answers_the_reproductions_like_cpython(fresh: None, tmp_path: Path) -> None:
    """The same request strings give the same reply strings in Pyodide (Python 3.14, JavaScript stack)
    as in CPython: no RangeError, no undefined, the same codes and messages."""
    requests = [req(op="new_game", config=CONFIG)] + [r for r, _ in REPRODUCTIONS] + [req(op="hash")] \
        + [req(op="deck_check", text=t) for t in DECK_TEXTS] + ARCHON_TWICE
    expected = [bridge.handle(r) for r in requests]
    replies = handle_in_pyodide(requests, tmp_path, timeout=300)
    for request, want, got in zip(requests, expected, replies):
        assert got == want, (request[:80], got[:300], want[:300])
