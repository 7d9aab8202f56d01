"""Hypothesis throws random and mutated saves, positions and requests at bridge.handle (issue 9): every
reply is strict JSON (no NaN or Infinity), every refusal is an error reply with a stable code and a
message in pt and en (never "internal": no unexpected exception), and a refused request leaves the
loaded match exactly as it was (same hash, save and views). Issue 21 adds mutated deck files of both
games, Archon saves and positions (an accepted one writes back a file that loads again), Master Vault and
card-data files, and each of these files with one key written twice (always refused, naming the key)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from eidolon import bridge
from eidolon.api import Match
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

CONFIG = {"seed": 31, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}],
          "options": {"location_target": 3}}
OPS = ["catalog", "new_game", "load", "load_position", "view", "act", "undo", "ai_move", "preview", "save",
       "position", "hash", "deck_check", "deck_text", "card_art", "nope"]
FAST = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                          HealthCheck.function_scoped_fixture])


def _played(n: int) -> Match:
    m = Match.new(copy.deepcopy(CONFIG))
    rng = random.Random(5)
    for _ in range(n):
        if m.decision() is None:
            break
        m.apply(rng.randrange(len(m.actions())))
    return m


BASE = _played(40)
SAVE = BASE.save()
POSITION = BASE.position()
SAVE_TEXT = json.dumps(SAVE)


def _no_constant(name: str) -> Any:
    raise AssertionError(f"{name} in a reply")


def strict(reply: Any, most: int = 5_000) -> dict[str, Any]:
    assert isinstance(reply, str)
    out = json.loads(reply, parse_constant=_no_constant)
    assert isinstance(out, dict) and out.get("ok") in (True, False), out
    if out["ok"]:
        assert set(out) == {"ok", "result"}
    else:
        assert set(out) == {"ok", "error"}
        err = out["error"]
        assert isinstance(err["code"], str) and err["code"] != "internal", err
        assert set(err["message"]) == {"pt", "en"}
        assert all(isinstance(t, str) and len(t) >= 5 for t in err["message"].values()), err
        assert len(reply) < most, "a refusal quotes too much of the request"
    return out


def state() -> tuple:
    return tuple(bridge.handle(json.dumps({"op": op, "seat": 0})) for op in ("hash", "save", "view")) + \
        (bridge.handle('{"op": "view", "seat": 1}'),)


@pytest.fixture(scope="module")
def loaded() -> tuple:
    bridge._match = None
    assert strict(bridge.handle(json.dumps({"op": "load", "save": SAVE})))["ok"]
    yield state()
    bridge._match = None


def check(raw: str, before: tuple) -> None:
    """Send raw; a refusal changes nothing; an accepted change is undone by loading the base save again."""
    out = strict(bridge.handle(raw))
    if not out["ok"]:
        assert state() == before, f"refused {raw[:120]!r} changed the match"
    elif state() != before:
        assert strict(bridge.handle(json.dumps({"op": "load", "save": SAVE})))["ok"]
        assert state() == before


# ---- mutations of real values ----

JUNK = st.one_of(st.none(), st.booleans(), st.integers(-(2 ** 70), 2 ** 70), st.sampled_from([-1, 0, 1, 2, 5, 99]),
                 st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=6),
                 st.sampled_from(["\ud800", "x" * 5000, "pick", "end_phase", "ordem"]),
                 st.lists(st.integers(-2, 200), max_size=4), st.builds(dict), st.builds(list),
                 st.builds(lambda: {"type": []}))


def _paths(x: Any, out: list, limit: int = 400) -> list:
    """(container, key) of values inside x (long lists sampled at their ends)."""
    items = list(x.items()) if isinstance(x, dict) else list(enumerate(x)) if isinstance(x, list) else []
    if isinstance(x, list) and len(items) > 6:
        items = items[:3] + items[-3:]
    for k, v in items:
        if len(out) >= limit:
            break
        out.append((x, k))
        _paths(v, out, limit)
    return out


@st.composite
def mutated(draw: st.DrawFn, base: Any) -> Any:
    """base with one to three values replaced, removed or added."""
    value = copy.deepcopy(base)
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(value, [])
        if not paths:
            break
        parent, key = draw(st.sampled_from(paths))
        how = draw(st.sampled_from(["replace", "replace", "delete", "add"]))
        if how == "replace":
            parent[key] = draw(JUNK)
        elif how == "delete":
            del parent[key]
        elif isinstance(parent, dict):
            parent[draw(st.sampled_from(["extra", "x", "seed", "type", "actions"]))] = draw(JUNK)
        else:
            parent.insert(draw(st.integers(0, len(parent))), draw(JUNK))
    return value


@FAST
@given(save=mutated(SAVE))
def test_mutated_saves(loaded: tuple, save: Any) -> None:
    check(json.dumps({"op": "load", "save": save, "seat": 0}), loaded)


@FAST
@given(position=mutated(POSITION))
def test_mutated_positions(loaded: tuple, position: Any) -> None:
    check(json.dumps({"op": "load_position", "position": position, "seat": 1}), loaded)


@FAST
@given(action=mutated({"type": "commit", "card": 3, "target": 4, "spend": {"neutra": 1}}),
       op=st.sampled_from(["act", "preview", "ai_move", "undo"]))
def test_mutated_actions(loaded: tuple, action: Any, op: str) -> None:
    check(json.dumps({"op": op, "action": action, "level": "iniciante", "seed": 1}), loaded)


REQUEST = st.recursive(
    st.none() | st.booleans() | st.integers(-(2 ** 60), 2 ** 60) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(
        st.sampled_from(["op", "seat", "action", "config", "save", "position", "type", "card", "target", "text",
                         "deck", "ids", "level", "seed", "budget_ms", "lang", "actions", "players"]), kids, max_size=5),
    max_leaves=15)


@FAST
@given(req=REQUEST, op=st.sampled_from(OPS))
def test_random_requests(loaded: tuple, req: Any, op: str) -> None:
    if isinstance(req, dict):
        req = {**req, "op": op}
    check(json.dumps(req), loaded)


@FAST
@given(data=st.data())
def test_mutated_request_strings(loaded: tuple, data: st.DataObject) -> None:
    """Bytes of a real request cut, duplicated or changed: odd JSON, deep brackets, lone surrogates."""
    base = data.draw(st.sampled_from([
        json.dumps({"op": "load", "save": SAVE}), json.dumps({"op": "act", "action": {"type": "end_phase"}}),
        json.dumps({"op": "deck_check", "text": "1 Ser Aldren Veyr\n4 Caminho Oculto"}),
        json.dumps({"op": "load_position", "position": POSITION})]))
    at = data.draw(st.integers(0, len(base)))
    cut = data.draw(st.integers(0, 30))
    insert = data.draw(st.one_of(st.text(max_size=12), st.sampled_from(["[" * 70, "{\"a\":" * 70, "NaN", "1e999",
                                                                        "\\ud800", "\ud800", "9" * 5000])))
    check(base[:at] + insert + base[at + cut:], loaded)


# ---- issue 21: files of both games, Archon positions and saves, Master Vault files ----

ARCHON_CONFIG = {"ruleset": "archon", "seed": 8, "players": [{"deck_seed": 1}, {"deck_seed": 2}]}


def _played_archon(n: int) -> Match:
    m = Match.new(copy.deepcopy(ARCHON_CONFIG))
    rng = random.Random(6)
    for _ in range(n):
        if m.decision() is None:
            break
        m.apply(rng.randrange(len(m.actions())))
    return m


ARCHON = _played_archon(30)
ARCHON_SAVE, ARCHON_POSITION = ARCHON.save(), ARCHON.position()
EIDOLON_DECK = {"format": "eidolon-deck", "version": 1, "name": "Fuzz", "desbravador": "ser-aldren-veyr",
                "main": {"caminho-oculto": 4}, "locations": []}
ARCHON_DECK = {"format": "archon-deck", "version": 1, "name": "Fuzz", "houses": ["mare", "cinza", "engrenagem"],
               "cards": {"arraia-furtiva": 2}}
FIXTURES = __import__("pathlib").Path(__file__).resolve().parent / "fixtures" / "archon"
VAULT = json.loads((FIXTURES / "vault-deck.json").read_text(encoding="utf-8"))
CARD_DATA = json.loads((FIXTURES / "card-data.json").read_text(encoding="utf-8"))


def check_reloads(raw: str, before: tuple, reload_op: str) -> None:
    """check(raw); when the load was accepted, what the engine writes back (save or position) loads again:
    nothing accepted is outside the documented format."""
    out = strict(bridge.handle(raw))
    if out["ok"]:
        again = strict(bridge.handle(json.dumps({"op": reload_op, "seat": 0})))
        assert again["ok"], again
        field = "save" if reload_op == "save" else "position"
        op = "load" if reload_op == "save" else "load_position"
        assert strict(bridge.handle(json.dumps({"op": op, field: again["result"], "seat": 0})))["ok"]
    assert strict(bridge.handle(json.dumps({"op": "load", "save": SAVE})))["ok"]
    assert state() == before


@FAST
@given(save=mutated(ARCHON_SAVE))
def test_mutated_archon_saves(loaded: tuple, save: Any) -> None:
    check_reloads(json.dumps({"op": "load", "save": save, "seat": 0}), loaded, "save")


@FAST
@given(position=mutated(ARCHON_POSITION))
def test_mutated_archon_positions(loaded: tuple, position: Any) -> None:
    check_reloads(json.dumps({"op": "load_position", "position": position, "seat": 0}), loaded, "position")


@FAST
@given(deck=mutated(EIDOLON_DECK), archon=mutated(ARCHON_DECK))
def test_mutated_deck_files_of_both_games(loaded: tuple, deck: Any, archon: Any) -> None:
    check(json.dumps({"op": "deck_check", "text": json.dumps(deck)}), loaded)
    check(json.dumps({"op": "deck_check", "ruleset": "archon", "text": json.dumps(archon)}), loaded)


@FAST
@given(vault=mutated(VAULT), data=mutated(CARD_DATA), which=st.sampled_from(["vault", "data", "both"]))
def test_mutated_master_vault_and_card_data_files(loaded: tuple, vault: Any, data: Any, which: str) -> None:
    text = json.dumps(vault if which != "data" else VAULT)
    cards = json.dumps(data if which != "vault" else CARD_DATA)
    check(json.dumps({"op": "deck_check", "ruleset": "archon", "text": text, "card_data": cards}), loaded)


def _with_key_twice(value: Any, target: dict[str, Any], key: str) -> str:
    """value as JSON text, with `key` of the object `target` inside it written a second time (first)."""
    if isinstance(value, dict):
        members = [f"{json.dumps(k)}: {_with_key_twice(v, target, key)}" for k, v in value.items()]
        if value is target:
            members.insert(0, f"{json.dumps(key)}: 0")
        return "{" + ", ".join(members) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_with_key_twice(v, target, key) for v in value) + "]"
    return json.dumps(value)


@FAST
@given(data=st.data())
def test_files_with_a_key_given_twice_are_refused(loaded: tuple, data: st.DataObject) -> None:
    """A key written twice anywhere in a save, a position or a deck, vault or card-data file: refused."""
    kind, value = data.draw(st.sampled_from([("save", SAVE), ("position", POSITION), ("save", ARCHON_SAVE),
                                             ("position", ARCHON_POSITION), ("deck", EIDOLON_DECK),
                                             ("archon", ARCHON_DECK), ("vault", VAULT), ("data", CARD_DATA)]))
    objects = [value] + [parent[k] for parent, k in _paths(value, []) if isinstance(parent[k], dict) and parent[k]]
    target = data.draw(st.sampled_from(objects))
    doubled = _with_key_twice(value, target, data.draw(st.sampled_from(sorted(target))))
    req = {"save": {"op": "load"}, "position": {"op": "load_position"}, "deck": {"op": "deck_check"},
           "archon": {"op": "deck_check", "ruleset": "archon"},
           "vault": {"op": "deck_check", "ruleset": "archon", "card_data": json.dumps(CARD_DATA)},
           "data": {"op": "deck_check", "ruleset": "archon", "text": json.dumps(VAULT)}}[kind]
    if kind in ("save", "position"):
        raw = json.dumps(req)[:-1] + f', "{kind}": {doubled}}}'
    else:
        raw = json.dumps({**req, "card_data" if kind == "data" else "text": doubled})
    out = strict(bridge.handle(raw))
    refusal = out.get("error") or out["result"].get("error")
    assert refusal is not None, f"a {kind} with a key given twice was accepted"
    assert "twice" in refusal["message"]["en"], refusal
    assert state() == loaded
