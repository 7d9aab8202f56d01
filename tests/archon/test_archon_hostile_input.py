"""Hostile Archon inputs get a clear refusal, never `internal` and never a wrong accept (issue 21): positions
(alone, as a save's start, inside a replay), configs, and Master Vault imports; Pyodide answers as CPython."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from eidolon import bridge
from eidolon.rulesets.archon.vault import MAX_VAULT_BYTES
from pyodide_node import handle_in_pyodide, needs_pyodide

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "archon"
VAULT = json.loads((FIXTURES / "vault-deck.json").read_text(encoding="utf-8"))
CARD_DATA = (FIXTURES / "card-data.json").read_text(encoding="utf-8")
CONFIG = {"ruleset": "archon", "seed": 4, "players": [{"deck_seed": 30}, {"deck_seed": 31}]}


def call(**fields: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(bridge.handle(json.dumps(fields)))
    return out


def base_position() -> dict[str, Any]:
    """A position some turns into a seeded game, with a card status and the generator state written."""
    assert call(op="new_game", config=CONFIG)["ok"]
    for i in range(60):
        call(op="ai_move", level="random", seed=i)
    pos: dict[str, Any] = call(op="position")["result"]
    assert pos["result"] is None and pos["status"], "the sample needs a game in progress with a card status"
    return pos


POS = base_position()
A_STATUS = next(iter(POS["status"]))


def changed(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    pos = copy.deepcopy(POS)
    change(pos)
    return pos


def status_key(key: str) -> Callable[[dict[str, Any]], None]:
    def change(p: dict[str, Any]) -> None:
        p["status"][key] = p["status"].pop(A_STATUS)
    return change


def field(name: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(p: dict[str, Any]) -> None:
        p[name] = value
    return change


def player(seat: int, name: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(p: dict[str, Any]) -> None:
        p["players"][seat][name] = value
    return change


def keys_win_without_keys(p: dict[str, Any]) -> None:
    p["step"], p["result"] = "over", [0, "keys"]
    p["players"][0]["keys"] = 0


def marked_100k(p: dict[str, Any]) -> None:
    u = p["players"][0]["line"][0] if p["players"][0]["line"] else p["players"][1]["line"][0]
    p["marked"] = [u] * 100_000


# Positions the format refuses (docs/positions.md, "Archon"): the reproductions first.
BAD_POSITIONS: list[tuple[str, Callable[[dict[str, Any]], None]]] = [
    ("rng superscript", field("rng", "²")),
    ("rng of 5,000 digits", field("rng", "9" * 5000)),
    ("rng 2**64", field("rng", str(2 ** 64))),
    ("rng leading zero", field("rng", "0" + POS["rng"])),
    ("rng Arabic-Indic digits", field("rng", "١٢٣")),
    ("rng empty", field("rng", "")),
    ("status key superscript", status_key("²")),
    ("status key leading zero", status_key("0" + A_STATUS)),
    ("status key Arabic-Indic digit", status_key("٣")),
    ("status key of 5,000 digits", status_key("1" * 5000)),
    ("3 keys while playing", player(0, "keys", 3)),
    ("a keys win with 0 keys", keys_win_without_keys),
    ("a turn-limit draw at turn 5", lambda p: p.update(step="over", result=[-1, "turn_limit"])),
    ("a turn-limit result with a winner", lambda p: p.update(step="over", result=[1, "turn_limit"], turn=300)),
    ("100,000 duplicates in marked", marked_100k),
    ("a 10 MB player name", player(0, "name", {"pt": "x" * 10_000_000, "en": "x"})),
    ("a name of spaces", player(1, "name", {"pt": "   ", "en": "B"})),
    ("a name with a control character", player(1, "name", {"pt": "A\u0007B", "en": "B"})),
    ("a name with a lone surrogate", player(1, "name", {"pt": "A\ud800", "en": "B"})),
    ("held Æmber on a card out of play", lambda p: p["status"].update({str(p["players"][0]["deck"][0]): {"held": 2}})),
]


@pytest.mark.parametrize(("what", "change"), BAD_POSITIONS, ids=[w for w, _ in BAD_POSITIONS])
def test_bad_archon_positions_are_refused_everywhere(what: str, change: Callable[[dict[str, Any]], None]) -> None:
    """K6 (keys), K: marked cards are cards in play; rng, status keys and names as docs/positions.md says."""
    pos = changed(change)
    got = call(op="load_position", position=pos)
    assert not got["ok"] and got["error"]["code"] == "bad_position", (what, str(got)[:300])
    assert got["error"]["key"] == "error.bad_position"
    save = {"format": "eidolon-save", "version": 2, "ruleset": "archon", "position": pos, "actions": []}
    got = call(op="load", save=save)
    assert not got["ok"] and got["error"]["code"] == "bad_position", (what, str(got)[:300])


def test_a_replay_with_a_bad_archon_start_is_unplayable() -> None:
    """docs/replays.md: a replay whose start does not load answers unplayable_replay (rng "²" and a status key
    "²" were `internal`)."""
    assert call(op="load_position", position=POS)["ok"]
    file = call(op="replay_export")["result"]
    assert call(op="replay_open", text=json.dumps(file))["ok"]
    for change in (field("rng", "²"), status_key("²"), player(0, "keys", 3)):
        bad = copy.deepcopy(file)
        change(bad["save"]["position"])
        got = call(op="replay_open", text=json.dumps(bad, ensure_ascii=False))
        assert not got["ok"] and got["error"]["code"] == "unplayable_replay", str(got)[:300]


def test_the_sample_and_a_keys_win_still_load() -> None:
    """The checks refuse only what play cannot reach: the sample loads, and so does a K6 win at 3 keys."""
    assert call(op="load_position", position=POS)["ok"]

    def won(p: dict[str, Any]) -> None:
        p["step"], p["result"] = "over", [1, "keys"]
        p["players"][1]["keys"] = 3
    assert call(op="load_position", position=changed(won))["ok"]


@pytest.mark.parametrize("name", [{"pt": "x" * 10_000_000, "en": "x"}, {"pt": "A\u0007B", "en": "B"},
                                  {"pt": " ", "en": "B"}, {"pt": "<b>", "en": "B"}])
def test_a_config_deck_name_follows_the_deck_files_rules(name: dict[str, str]) -> None:
    """A deck list's name in a config is held to the deck files' rules (so no 10 MB name rides in saves)."""
    deck = call(op="deck_generate", ruleset="archon", seed=30)["result"]
    players = [{"deck": {"name": name, "houses": deck["houses"], "cards": deck["cards"]}}, {"deck_seed": 31}]
    got = call(op="new_game", config={"ruleset": "archon", "seed": 1, "players": players})
    assert not got["ok"] and got["error"]["code"] == "illegal_deck" and got["error"]["key"] == "archon.error.deck_name"
    players[0]["deck"]["name"] = {"pt": "Meu baralho", "en": "My deck"}
    assert call(op="new_game", config={"ruleset": "archon", "seed": 1, "players": players})["ok"]


def vault_named(name: str) -> str:
    v = copy.deepcopy(VAULT)
    v["data"]["name"] = name
    return json.dumps(v, ensure_ascii=False)


@pytest.mark.parametrize("name", ["A\u0007B", "A\ud800B", "     ", "<script>"])
def test_a_vault_name_the_builder_refuses_is_refused(name: str) -> None:
    """K6 deck import: the vault's name passes the builder's name rules, else the import names data.name."""
    got = call(op="deck_check", ruleset="archon", text=vault_named(name), card_data=CARD_DATA)["result"]
    assert not got["ok"] and any(e["where"] == "data.name" for e in got["errors"]), str(got)[:300]


def test_an_imported_deck_exports_and_reads_back() -> None:
    """A long vault name with tabs is cleaned (spaces collapsed, cut at a word); the deck then exports as text
    and as its JSON file, and both read back to the same deck."""
    long = "Tab\there  " + " ".join(["Palavra"] * 20)
    got = call(op="deck_check", ruleset="archon", text=vault_named(long), card_data=CARD_DATA)["result"]
    assert got["ok"], str(got)[:300]
    deck = got["deck"]
    assert deck["name"].startswith("Tab here Palavra") and deck["name"].endswith("…") and len(deck["name"]) <= 60
    again = call(op="deck_check", ruleset="archon", text=json.dumps(deck, ensure_ascii=False))["result"]
    assert again["ok"] and again["deck"] == deck
    text = call(op="deck_text", ruleset="archon", deck=deck, lang="en")["result"]
    assert text["ok"]
    assert call(op="deck_check", ruleset="archon", text=text["text"])["result"]["deck"] == deck


def test_a_vault_file_over_its_limit_names_its_limit() -> None:
    """A vault file over 1 MiB (with its card data) is refused naming 1,048,576 bytes, not a deck file's 65,536."""
    text = vault_named("Big") + " " * MAX_VAULT_BYTES
    got = call(op="deck_check", ruleset="archon", text=text, card_data=CARD_DATA)["result"]
    assert not got["ok"] and str(MAX_VAULT_BYTES) in got["error"]["message"]["en"]
    assert "65536" not in got["error"]["message"]["en"]


@pytest.mark.parametrize("version", [True, 1.0, "1"])
def test_a_card_data_file_needs_version_1(version: object) -> None:
    data = json.loads(CARD_DATA)
    data["version"] = version
    got = call(op="deck_check", ruleset="archon", text=vault_named("Deck"), card_data=json.dumps(data))["result"]
    assert not got["ok"] and got["error"]["where"] == "format", str(got)[:300]


def pyodide_requests() -> list[str]:
    """The hostile inputs above as bridge requests, for the Pyodide runtime."""
    out = [json.dumps({"op": "new_game", "config": CONFIG})]
    for what, change in BAD_POSITIONS:
        if "10 MB" not in what and "100,000" not in what:         # kept small for the node harness
            out.append(json.dumps({"op": "load_position", "position": changed(change)}))
    out.append(json.dumps({"op": "load", "save": {"format": "eidolon-save", "version": 2, "ruleset": "archon",
                                                  "position": changed(field("rng", "²")), "actions": []}}))
    for name in ("A\u0007B", "A\ud800B", "     "):
        out.append(json.dumps({"op": "deck_check", "ruleset": "archon", "text": vault_named(name),
                               "card_data": CARD_DATA}))
    data = json.loads(CARD_DATA)
    data["version"] = True
    out.append(json.dumps({"op": "deck_check", "ruleset": "archon", "text": vault_named("Deck"),
                           "card_data": json.dumps(data)}))
    return out


@needs_pyodide
def test_pyodide_refuses_the_hostile_archon_inputs_like_cpython(tmp_path: Path) -> None:
    reqs = pyodide_requests()
    expected = [bridge.handle(r) for r in reqs]
    for r in expected[1:]:
        out = json.loads(r)
        assert out["ok"] is False or out["result"]["ok"] is False, r[:300]
        assert '"internal"' not in r
    replies = handle_in_pyodide(reqs, tmp_path)
    assert [json.loads(r) for r in replies] == [json.loads(r) for r in expected]


@pytest.mark.parametrize("action", [{"type": []}, {"type": {}}, {"type": ["end"]}])
def test_an_archon_action_of_a_strange_type_is_a_bad_action(action: dict[str, Any]) -> None:
    """A save's or `act`'s action whose type is not a string is bad_action (it was `internal`)."""
    assert call(op="new_game", config=CONFIG)["ok"]
    got = call(op="act", action=action)
    assert not got["ok"] and got["error"]["code"] == "bad_action", str(got)[:300]
    save = {"format": "eidolon-save", "version": 2, "ruleset": "archon", "config": CONFIG, "actions": [action]}
    got = call(op="load", save=save)
    assert not got["ok"] and got["error"]["code"] == "corrupt_save", str(got)[:300]


def test_a_config_deck_refusal_is_short_whatever_the_list() -> None:
    """K6 deck problems in a config: at most 10 named, each card id cut at 40 characters, the rest counted;
    lists longer than a deck could be (houses beyond the seven, cards beyond 72) are refused as a shape."""
    deck = call(op="deck_generate", ruleset="archon", seed=30)["result"]
    bogus = [f"{i:03d}" + "x" * 5000 for i in range(36)]
    players: list[Any] = [{"deck": {"houses": deck["houses"], "cards": bogus}}, {"deck_seed": 31}]
    reply = bridge.handle(json.dumps({"op": "new_game", "config": {"ruleset": "archon", "seed": 1,
                                                                   "players": players}}))
    got = json.loads(reply)
    assert got["error"]["key"] == "archon.error.illegal_deck_more" and len(reply) < 5000, len(reply)
    assert got["error"]["args"]["n"] == 36 + 3 - 10             # 36 unknown cards, 3 houses at 0 of 12
    for houses, cards in ((["mare"] * 100_000, deck["cards"]), (deck["houses"], deck["cards"] * 3)):
        players[0] = {"deck": {"houses": houses, "cards": cards}}
        got = call(op="new_game", config={"ruleset": "archon", "seed": 1, "players": players})
        assert got["error"]["key"] == "archon.error.deck_shape"
