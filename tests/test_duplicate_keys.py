"""Issue 21: every JSON text the product reads refuses an object that names a key twice (the plain reader
kept the last value), with a message naming the key; a results file holding a lone surrogate is refused,
not an `internal` error. Each file below is a real, accepted file with one key written a second time."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from eidolon import bridge, i18n, safejson
from eidolon.api import Match
from eidolon.rulesets.archon.deckgen import generate
from eidolon.rulesets.eidolon.cards.catalog import load_suggested_decks

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "archon"
CONFIG = {"seed": 7, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]}


def call(**req: Any) -> dict[str, Any]:
    out = json.loads(bridge.handle(json.dumps(req)))
    assert isinstance(out, dict)
    return out


def twice(text: str, key: str, value: object) -> str:
    """The JSON object text with `key` written once more at its start (the original stays, later)."""
    assert text.lstrip().startswith("{") and f'"{key}"' in text
    at = text.index("{") + 1
    return text[:at] + json.dumps(key) + ": " + json.dumps(value) + ", " + text[at:]


def played() -> Match:
    m = Match.new(copy.deepcopy(CONFIG))
    rng = random.Random(3)
    for _ in range(20):
        m.apply(rng.randrange(len(m.actions())))
    return m


def named(message: dict[str, str], key: str) -> None:
    assert f'"{key}"' in message["en"] and "twice" in message["en"], message
    assert f'"{key}"' in message["pt"] and "duas vezes" in message["pt"], message


def test_safejson_refuses_a_key_given_twice_naming_it() -> None:
    with pytest.raises(safejson.JsonError) as e:
        safejson.loads('{"a": 1, "b": {"c": 2, "c": 3}}')
    assert e.value.code == "duplicate_key" and e.value.text == {"key": "json.duplicate_key", "args": {"name": '"c"'}}
    named(dict(e.value.message), "c")
    # The same key spelled with an escape is the same key; equal keys in different objects are fine.
    with pytest.raises(safejson.JsonError):
        safejson.loads('{"ab": 1, "a\\u0062": 2}')
    assert safejson.loads('{"a": {"a": 1}, "b": [{"a": 2}, {"a": 3}]}') == {"a": {"a": 1}, "b": [{"a": 2}, {"a": 3}]}


def test_a_refused_key_is_quoted_escaped_and_short() -> None:
    with pytest.raises(safejson.JsonError) as e:
        safejson.loads(json.dumps({"x": 1}).replace("{", '{"\\u0000' + "k" * 100 + '": 0, "\\u0000' + "k" * 100 + '": 1, '))
    name = e.value.text["args"]["name"]
    assert isinstance(name, str) and name.startswith('"\\u0000k') and len(name) <= 41


def test_a_bridge_request_with_a_key_given_twice_is_refused() -> None:
    out = json.loads(bridge.handle('{"op": "catalog", "op": "nope"}'))
    assert out["ok"] is False and out["error"]["code"] == "duplicate_key"
    assert out["error"]["key"] == "json.duplicate_key" and out["error"]["args"] == {"name": '"op"'}
    named(out["error"]["message"], "op")
    assert out["error"]["message"] == i18n.both(out["error"])


@pytest.mark.parametrize("ruleset", ["eidolon", "archon"])
def test_a_save_with_a_key_given_twice_is_refused_and_the_match_kept(ruleset: str) -> None:
    config = CONFIG if ruleset == "eidolon" else {"ruleset": "archon", "seed": 5,
                                                  "players": [{"deck_seed": 1}, {"deck_seed": 2}]}
    m = Match.new(copy.deepcopy(config))
    save = json.dumps(m.save())
    assert call(op="load", save=json.loads(save))["ok"]
    before = call(op="hash")["result"]
    for key in ("format", "actions"):
        out = json.loads(bridge.handle('{"op": "load", "save": ' + twice(save, key, "x") + "}"))
        assert out["error"]["code"] == "duplicate_key"
        named(out["error"]["message"], key)
    assert call(op="hash")["result"] == before


@pytest.mark.parametrize("ruleset", ["eidolon", "archon"])
def test_a_position_with_a_key_given_twice_is_refused(ruleset: str) -> None:
    m = played() if ruleset == "eidolon" else Match.new({"ruleset": "archon", "seed": 5,
                                                        "players": [{"deck_seed": 1}, {"deck_seed": 2}]})
    position = json.dumps(m.position())
    out = json.loads(bridge.handle('{"op": "load_position", "position": ' + twice(position, "turn", 1) + "}"))
    assert out["error"]["code"] == "duplicate_key"
    named(out["error"]["message"], "turn")


def test_an_eidolon_deck_file_with_a_key_given_twice_is_refused() -> None:
    deck = load_suggested_decks()["ordem-conhecimento"]
    text = json.dumps({"format": "eidolon-deck", "version": 1, "name": "Duas vezes", "desbravador": deck["desbravador"],
                       "main": deck["counts"], "locations": deck["locations"]})
    assert call(op="deck_check", text=text)["result"]["ok"], "the base file is accepted"
    out = call(op="deck_check", text=twice(text, "name", "Outro"))["result"]
    assert out["ok"] is False
    named(out["error"]["message"], "name")


def test_an_archon_deck_file_with_a_key_given_twice_is_refused() -> None:
    deck = generate(5)
    text = json.dumps({"format": "archon-deck", "version": 1, "name": "Duas vezes", "houses": list(deck.houses),
                       "cards": dict(Counter(deck.cards))})
    assert call(op="deck_check", ruleset="archon", text=text)["result"]["ok"], "the base file is accepted"
    out = call(op="deck_check", ruleset="archon", text=twice(text, "houses", ["mare"]))["result"]
    assert out["ok"] is False
    named(out["error"]["message"], "houses")


def test_a_master_vault_file_or_card_data_with_a_key_given_twice_is_refused() -> None:
    vault = (FIXTURES / "vault-deck.json").read_text(encoding="utf-8")
    data = (FIXTURES / "card-data.json").read_text(encoding="utf-8")
    assert call(op="deck_check", ruleset="archon", text=vault, card_data=data)["result"]["ok"]
    first_vault, first_data = next(iter(json.loads(vault))), next(iter(json.loads(data)))
    for text, cards, key in ((twice(vault, first_vault, None), data, first_vault),
                             (vault, twice(data, first_data, None), first_data)):
        out = call(op="deck_check", ruleset="archon", text=text, card_data=cards)["result"]
        assert out["ok"] is False
        named(out["error"]["message"], key)


def test_a_replay_file_with_a_key_given_twice_is_refused() -> None:
    assert call(op="new_game", config=copy.deepcopy(CONFIG), seat=0)["ok"]
    text = json.dumps(call(op="replay_export")["result"])
    assert call(op="replay_open", text=text)["ok"], "the base file is accepted"
    out = call(op="replay_open", text=twice(text, "actions", []))
    assert out["error"]["code"] == "bad_replay"
    named(out["error"]["message"], "actions")


def test_balance_results_with_a_key_given_twice_or_a_lone_surrogate_are_refused() -> None:
    from eidolon.rulesets.eidolon.balance.results import FORMAT, VERSION
    header = json.dumps({"type": "tournament", "format": FORMAT, "version": VERSION, "decks": {}, "setups": [],
                         "seed": 1, "target": 3, "mirrors": False})
    assert call(op="balance_report", text=header + "\n")["ok"], "the base file is accepted"
    out = call(op="balance_report", text=twice(header, "seed", 2) + "\n")
    assert out["error"]["code"] == "bad_results"
    named(out["error"]["message"], "seed")
    assert "line 1" in out["error"]["message"]["en"]
    for text in ("\udfff", header + "\n\udfff\n"):
        out = json.loads(bridge.handle(json.dumps({"op": "balance_report", "text": text})))
        assert out["error"]["code"] == "bad_results", out
        assert "UTF-8" in out["error"]["message"]["en"] and "UTF-8" in out["error"]["message"]["pt"]


def _keys_once(text: str) -> None:
    safejson.loads(text, limit=10_000)


@pytest.mark.parametrize("path", sorted(p.relative_to(ROOT).as_posix() for p in
                                        [*(ROOT / "py" / "eidolon" / "data").rglob("*.json"),
                                         *(ROOT / "py" / "eidolon" / "i18n").glob("*.json")]))
def test_the_shipped_data_files_and_catalogues_name_each_key_once(path: str) -> None:
    """The shipped card, deck, lesson and type files are read through safejson at run time; the message
    catalogues (read before safejson can word a refusal) are checked here."""
    _keys_once((ROOT / path).read_text(encoding="utf-8"))
