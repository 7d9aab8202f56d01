"""Bridge ops of the deck builder and the workshop (issue 6): deck_check, deck_text, card_art."""

import json

from eidolon.api import suggested_decks
from eidolon.bridge import handle
from eidolon.i18n import text
from eidolon.rulesets.eidolon.decks import parse_text


def call(op, **payload):
    return json.loads(handle(json.dumps({"op": op, **payload})))


def deck_json():
    d = suggested_decks()[0]
    return {"format": "eidolon-deck", "version": 1, "name": d["name"]["pt"], "desbravador": d["desbravador"],
            "main": d["counts"], "locations": d["locations"]}


def test_deck_text_round_trips_through_the_text_parser():
    for lang in ("pt", "en"):
        out = call("deck_text", deck=deck_json(), lang=lang)["result"]
        assert out["ok"]
        back = parse_text(out["text"])
        assert back.to_json() == deck_json()
        assert call("deck_check", text=out["text"])["result"]["deck"] == deck_json()


def test_deck_text_refuses_unknown_cards_and_a_missing_desbravador_with_the_field():
    bad = {**deck_json(), "locations": ["ponte-partida", "nada-disso"]}
    out = call("deck_text", deck=bad)["result"]
    assert not out["ok"] and out["error"]["where"] == "locations[1]"
    out = call("deck_text", deck={**deck_json(), "desbravador": ""})["result"]
    assert not out["ok"] and out["error"]["where"] == "desbravador"
    out = call("deck_text", deck={**deck_json(), "name": "<b>x</b>"})["result"]
    assert not out["ok"] and out["error"]["where"] == "name"


def test_an_empty_desbravador_is_a_problem_not_an_unknown_card():
    out = call("deck_check", text=json.dumps({**deck_json(), "desbravador": ""}))["result"]
    assert [text(p, "en") for p in out["problems"]] == ["Choose a Pathfinder"]


def test_card_art_returns_svg_for_known_ids_only():
    out = call("card_art", ids=["guarda-da-ponte", "nada-disso"])["result"]
    assert list(out) == ["guarda-da-ponte"] and out["guarda-da-ponte"].startswith("<svg")
    assert call("card_art", ids="guarda-da-ponte")["ok"] is False
    assert call("card_art", ids=["x"] * 301)["ok"] is False
