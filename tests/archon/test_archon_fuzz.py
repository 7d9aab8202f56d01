"""Hypothesis throws mutated Archon positions, saves, deck files and Master Vault imports at bridge.handle
(issue 21), with the mutations of tests/test_bridge_fuzz.py: no reply is `internal`, a refusal changes
nothing, and what is accepted is what the documented formats accept: a position or save loads into a state
with no broken invariant (K6 keys and results, zones, counters) that writes back and reloads to the same hash,
and an accepted deck re-checks, exports and reads back unchanged."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from eidolon import bridge
from eidolon.rulesets.archon.codec import position_from_json
from eidolon.rulesets.archon.ruleset import ARCHON
from hypothesis import given
from hypothesis import strategies as st
from test_bridge_fuzz import FAST, mutated, state, strict

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "archon"
CONFIG = {"ruleset": "archon", "seed": 8, "players": [{"deck_seed": 80}, {"deck_seed": 81, "mavericks": True}]}


def _send(**fields: Any) -> dict[str, Any]:
    return strict(bridge.handle(json.dumps(fields)))


def _base() -> tuple[dict[str, Any], dict[str, Any]]:
    assert _send(op="new_game", config=CONFIG)["ok"]
    for i in range(80):
        _send(op="ai_move", level="random", seed=i)
    save, pos = _send(op="save")["result"], _send(op="position")["result"]
    bridge._match = None
    return save, pos


SAVE, POSITION = _base()
VAULT = json.loads((FIXTURES / "vault-deck.json").read_text(encoding="utf-8"))
CARD_DATA = json.loads((FIXTURES / "card-data.json").read_text(encoding="utf-8"))
DECK = _send(op="deck_check", ruleset="archon", text=json.dumps(VAULT), card_data=json.dumps(CARD_DATA))["result"]
assert DECK["ok"], DECK


@pytest.fixture(scope="module")
def loaded() -> Any:
    bridge._match = None
    assert _send(op="load", save=SAVE)["ok"]
    yield state()
    bridge._match = None


def _sound_match() -> None:
    """The loaded match is one play can reach: no broken invariant, both seats' views, an offer while the
    game runs, and its position writes back and reloads to the same hash."""
    pos = _send(op="position")["result"]
    s = position_from_json(pos)
    assert not ARCHON.violations(s)
    if s.result is None:                                        # K6: the third key ends the game
        assert all(p.keys < 3 for p in s.players)
    elif s.result[1] == "keys":
        assert s.players[s.result[0]].keys == 3
    else:
        assert s.result[0] == -1
    for seat in (0, 1):
        assert _send(op="view", seat=seat)["ok"]
    if s.result is None:
        assert ARCHON.legal_actions(s)
    assert ARCHON.state_hash(position_from_json(json.loads(json.dumps(pos)))) == _send(op="hash")["result"]


def _check_load(raw: str, before: Any) -> None:
    out = strict(bridge.handle(raw))
    if not out["ok"]:
        assert state() == before, f"refused {raw[:120]!r} changed the match"
        return
    _sound_match()
    assert _send(op="load", save=SAVE)["ok"]
    assert state() == before


@FAST
@given(position=mutated(POSITION))
def test_mutated_archon_positions(loaded: Any, position: Any) -> None:
    _check_load(json.dumps({"op": "load_position", "position": position, "seat": 1}), loaded)


@FAST
@given(save=mutated(SAVE))
def test_mutated_archon_saves(loaded: Any, save: Any) -> None:
    _check_load(json.dumps({"op": "load", "save": save, "seat": 0}), loaded)


@FAST
@given(save=mutated({"format": "eidolon-save", "version": 2, "ruleset": "archon", "position": POSITION,
                     "actions": []}))
def test_mutated_archon_saves_from_a_position(loaded: Any, save: Any) -> None:
    _check_load(json.dumps({"op": "load", "save": save, "seat": 0}), loaded)


def _sound_deck(deck: Any) -> None:
    """An accepted deck re-checks to itself, and its text list reads back to it."""
    again = _send(op="deck_check", ruleset="archon", text=json.dumps(deck, ensure_ascii=False))["result"]
    assert again.get("deck") == deck, again
    text = _send(op="deck_text", ruleset="archon", deck=deck, lang="pt")["result"]
    assert text["ok"], text
    assert _send(op="deck_check", ruleset="archon", text=text["text"])["result"].get("deck") == deck


@FAST
@given(deck=mutated(DECK["deck"]))
def test_mutated_archon_deck_files(loaded: Any, deck: Any) -> None:
    out = _send(op="deck_check", ruleset="archon", text=json.dumps(deck, ensure_ascii=False))
    assert state() == loaded
    if out["ok"] and out["result"]["ok"]:
        _sound_deck(out["result"]["deck"])


@FAST
@given(vault=mutated(VAULT), data=st.one_of(st.just(CARD_DATA), mutated(CARD_DATA)))
def test_mutated_vault_imports(loaded: Any, vault: Any, data: Any) -> None:
    out = _send(op="deck_check", ruleset="archon", text=json.dumps(vault, ensure_ascii=False),
                card_data=json.dumps(data, ensure_ascii=False))
    assert state() == loaded
    if out["ok"] and out["result"]["ok"]:
        _sound_deck(out["result"]["deck"])


@FAST
@given(action=mutated({"type": "play", "card": 3, "target": 4, "pos": 0}),
       op=st.sampled_from(["act", "preview", "ai_move"]))
def test_mutated_archon_actions(loaded: Any, action: Any, op: str) -> None:
    _check_load(json.dumps({"op": op, "action": action, "level": "random", "seed": 1}), loaded)
