"""Archon deck files and Master Vault import (issue 13): the JSON format and the text list with the deck files'
checks (K6) and errors in pt and en; a vault deck mapped by a card-data file imported whole or refused with
every unplayable card named; hostile files refused with clear errors, never an exception."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from eidolon import i18n
from eidolon.api import Match
from eidolon.deckfile import MAX_BYTES, MAX_ERRORS, DeckFileError
from eidolon.rulesets.archon.cards import load_cards
from eidolon.rulesets.archon.decks import ArchonDeck, check, parse_json, parse_text
from eidolon.rulesets.archon.demos import load_demos
from eidolon.rulesets.archon.vault import MAX_VAULT_BYTES, import_deck, parse_card_data
from eidolon.rulesets.archon.vault import check as vault_check
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "archon"
VAULT = json.loads((FIXTURES / "vault-deck.json").read_text(encoding="utf-8"))
CARD_DATA = json.loads((FIXTURES / "card-data.json").read_text(encoding="utf-8"))


def demo(did: str = "ladroes-da-mare") -> ArchonDeck:
    d = load_demos()[did].deck
    return ArchonDeck(d.name["pt"], list(d.houses), dict(Counter(d.cards)))


def refusal(out: dict[str, Any]) -> list[dict[str, Any]]:
    """The errors of a refused result, each checked to be in both languages; nothing of a deck is returned."""
    assert out["ok"] is False and "deck" not in out and out["errors"], out
    for e in out["errors"] + [out["error"]]:
        assert e["message"]["pt"] and e["message"]["en"] and e["message"]["pt"] != e["message"]["en"], e
    return list(out["errors"])


@pytest.mark.parametrize("did", sorted(load_demos()))
def test_K6_json_and_text_round_trips_of_every_demo_deck(did: str) -> None:
    deck = demo(did)
    assert parse_json(json.dumps(deck.to_json())) == deck
    for lang in ("pt", "en"):
        assert parse_text(deck.to_text(lang)) == deck
    out = check(deck.to_text("en"))
    assert out["ok"] and out["problems"] == [] and out["deck"] == deck.to_json()


def test_a_checked_file_plays_like_the_demo_deck() -> None:
    deck = demo()
    players = [deck.to_config(), {"deck_seed": 4}]
    a = Match.new({"ruleset": "archon", "seed": 3, "players": players})
    b = Match.new({"ruleset": "archon", "seed": 3, "players": [{"suggested": "ladroes-da-mare"}, {"deck_seed": 4}]})
    assert sorted(a.state.ids[:36]) == sorted(b.state.ids[:36]) == sorted(deck.titles())


def test_text_list_reads_names_in_either_language_ids_and_no_headings() -> None:
    deck = demo()
    cards = load_cards()
    plain = "\n".join(f"{n} {cards[c].name['en'].upper()}" if i % 3 else f"{n} {c}"
                      for i, (c, n) in enumerate(deck.cards.items()))
    read = parse_text("# Sem Títulos\n" + plain.replace("Ó", "O"))
    assert read.cards == deck.cards and sorted(read.houses) == sorted(deck.houses) and read.name == "Sem Títulos"
    accents = parse_text(deck.to_text("pt").replace("Ladrões da Maré", "x").replace("Maré\n", "mare\n"))
    assert accents.cards == deck.cards


def test_text_list_errors_name_each_line() -> None:
    text = "# D\nMaré\n2 Arraia Furtiva\n3 Cinzas ao Vento\n0 Polvo Ladino\n2 Nada Disso\nduas Arraias\nMaré\n"
    with pytest.raises(DeckFileError) as e:
        parse_text(text)
    where = [x["where"] for x in e.value.errors]
    assert where == ["line 4", "line 5", "line 6", "line 7", "line 8"]
    en = e.value.message["en"]
    assert "Ashes on the Wind is of house Ash, not Tide" in en and "'Nada Disso'" in en and "twice" in en


def test_K6_problems_are_listed_in_words() -> None:
    deck = demo()
    deck.cards["arraia-furtiva"] += 1
    deck.cards["cervo-ancestral"] = 1
    out = check(json.dumps(deck.to_json()))
    assert out["ok"] is False and out["deck"]["cards"]["cervo-ancestral"] == 1
    words = {lang: [i18n.text(p, lang) for p in out["problems"]] for lang in ("pt-BR", "en")}
    assert "38 cards instead of 36" in words["en"] and "house Tide has 13 cards instead of 12" in words["en"]
    assert "Ancestral Stag is of a house the deck does not have" in words["en"]
    assert "Cervo Ancestral é de uma casa que o baralho não tem" in words["pt-BR"]


@pytest.mark.parametrize("data, where, words", [
    ("{", "", "invalid JSON"),
    ("[1, 2]", "format", "not an Archon deck file"),
    ("17", "line 1", "expected 'count name'"),
    ('{"format": "eidolon-deck", "version": 1}', "format", "not an Archon deck file"),
    ('{"format": "archon-deck", "version": 9}', "version", "newer version"),
    ('{"format": "archon-deck", "version": true}', "version", "invalid version"),
    ('{"format": "archon-deck", "version": 1, "name": "D", "houses": "mare", "cards": {}}', "houses", "3 houses"),
    ('{"format": "archon-deck", "version": 1, "name": "D", "houses": [], "cards": []}', "cards", "count"),
    ('{"format": "archon-deck", "version": 1, "name": "D", "houses": [], "cards": {"x": "2"}}', "cards.x",
     "invalid count"),
    ('{"format": "archon-deck", "version": 1, "name": "D", "houses": [], "cards": {"x": 1e300}}', "cards.x",
     "invalid count"),
    ('{"format": "archon-deck", "version": 1, "name": "<b>", "houses": [], "cards": {}}', "name", "forbidden"),
    ('{"format": "archon-deck", "version": 1, "name": "D", "houses": [], "cards": {}, "x": 1}', "x", "unknown field"),
    ("[" * 5000 + "]" * 5000, "", "deep"),
    ("2 Arraia Furtiva\x00", "", "not a text file"),
])
def test_hostile_deck_files_get_clear_errors(data: str, where: str, words: str) -> None:
    errors = refusal(dict(check(data)))
    assert any(e["where"] == where and words in e["message"]["en"] for e in errors), errors


def test_huge_and_binary_deck_files_are_refused() -> None:
    assert "too large" in refusal(dict(check(b"2 Arraia Furtiva\n" * (MAX_BYTES // 10))))[0]["message"]["en"]
    assert "not a text file" in refusal(dict(check(bytes(range(256)))))[0]["message"]["en"]


def test_a_vault_deck_is_imported_through_the_card_data_file() -> None:
    out = vault_check(json.dumps(VAULT), json.dumps(CARD_DATA))
    assert out["ok"] and out["problems"] == []
    assert out["deck"]["cards"] == demo().cards and out["deck"]["houses"] == ["mare", "cinza", "engrenagem"]
    assert out["deck"]["name"] == VAULT["data"]["name"]
    assert parse_json(json.dumps(out["deck"])) == import_deck(json.dumps(VAULT), json.dumps(CARD_DATA))


def test_every_card_the_engine_cannot_play_is_named_and_nothing_is_imported() -> None:
    titles = [r["card_title"] for r in VAULT["_linked"]["cards"]]
    data = {**CARD_DATA, "cards": {t: None for t in titles}}
    errors = refusal(dict(vault_check(json.dumps(VAULT), json.dumps(data))))
    assert len(errors) == len(titles) > MAX_ERRORS
    for title, e in zip(titles, errors):
        assert e["message"]["en"] == f"{title!r}: the engine cannot play it (null in the card data)"
    cards = dict(CARD_DATA["cards"])
    del cards[titles[0]]
    cards[titles[1]] = "no-such-card"
    cards[titles[2]] = "cervo-ancestral"
    errors = refusal(dict(vault_check(json.dumps(VAULT), json.dumps({**CARD_DATA, "cards": cards}))))
    en = [e["message"]["en"] for e in errors]
    assert en[0] == f"'{titles[0]}': the card data does not say how to play it"
    assert en[1] == f"'{titles[1]}': 'no-such-card' is not an Archon card"
    house = {"Tidefolk": "Tide", "Emberkin": "Ash", "Gearwrights": "Cog"}[VAULT["_linked"]["cards"][2]["house"]]
    assert en[2] == f"{titles[2]!r} is of house {house}, but Ancestral Stag is of Trail"
    assert len(en) == 3


def test_a_vault_id_overrides_its_title_and_house_counts_are_checked_after_mapping() -> None:
    rec = next(r for r in VAULT["_linked"]["cards"] if r["house"] == "Tidefolk" and r["card_title"] != "High Tide")
    copies = VAULT["data"]["_links"]["cards"].count(rec["id"])
    data = {**CARD_DATA, "cards": {**CARD_DATA["cards"], rec["id"]: "mare-alta"}}
    deck = import_deck(json.dumps(VAULT), json.dumps(data))
    assert deck.cards["mare-alta"] == demo().cards["mare-alta"] + copies
    assert deck.cards.get(CARD_DATA["cards"][rec["card_title"]], 0) == 0
    moved = json.loads(json.dumps(VAULT))
    ash = next(r for r in moved["_linked"]["cards"] if r["house"] == "Emberkin")
    ash["house"] = "Tidefolk"
    data = {**CARD_DATA, "cards": {**CARD_DATA["cards"], ash["id"]: "mare-alta"}}
    errors = refusal(dict(vault_check(json.dumps(moved), json.dumps(data))))
    n = moved["data"]["_links"]["cards"].count(ash["id"])
    assert [e["message"]["en"] for e in errors] == [f"house Tide would have {12 + n} cards instead of 12",
                                                    f"house Ash would have {12 - n} cards instead of 12"]


def vault_with(**change: Any) -> str:
    v = json.loads(json.dumps(VAULT))
    for path, value in change.items():
        node = v
        *head, last = path.split("__")
        for k in head:
            node = node[k]
        node[last] = value
    return json.dumps(v)


@pytest.mark.parametrize("vault, where, words", [
    ("{", "", "Master Vault file: invalid JSON"),
    ("[]", "file", "not a Master Vault deck"),
    ('{"data": 1, "_linked": {}}', "data", "must be an object"),
    (vault_with(data__name=7), "data.name", "name"),
    (vault_with(data___links__houses=["A", "A", "B"]), "data._links.houses", "3 different houses"),
    (vault_with(data___links__houses="A"), "data._links.houses", "3 different houses"),
    (vault_with(data___links__cards=VAULT["data"]["_links"]["cards"][:35]), "data._links.cards", "35 cards"),
    (vault_with(data___links__cards=[1] * 36), "data._links.cards", "list of card ids"),
    (vault_with(data___links__cards=["nope"] + VAULT["data"]["_links"]["cards"][1:]), "data._links.cards",
     "'nope' is not in _linked.cards"),
    (vault_with(_linked__cards={"id": "x"}), "_linked.cards", "id, card_title and house"),
    (vault_with(_linked__cards=[{"id": "x", "card_title": 5, "house": "A"}]), "_linked.cards", "card_title"),
    (vault_with(data___links__houses=["Tidefolk", "Emberkin", "Nowhere"]), "houses", "'Nowhere' has no Archon"),
    ("[" * 100 + "]" * 100, "", "deep"),
])
def test_hostile_vault_files_get_clear_errors(vault: str, where: str, words: str) -> None:
    errors = refusal(dict(vault_check(vault, json.dumps(CARD_DATA))))
    assert any(e["where"] == where and words in e["message"]["en"] for e in errors), errors


@pytest.mark.parametrize("data, words", [
    ("nope", "card-data file: invalid JSON"),
    ('{"format": "archon-deck", "version": 1}', "not a card-data file"),
    ('{"format": "archon-card-data", "version": 1, "houses": {"A": "dis"}, "cards": {}}', "vault house"),
    ('{"format": "archon-card-data", "version": 1, "houses": {}, "cards": {"A": 3}}', "Archon card id or null"),
    ('{"format": "archon-card-data", "version": 1, "houses": [], "cards": []}', "vault house"),
])
def test_hostile_card_data_files_get_clear_errors(data: str, words: str) -> None:
    errors = refusal(dict(vault_check(json.dumps(VAULT), data)))
    assert any(words in e["message"]["en"] for e in errors), errors


def test_huge_vault_files_two_houses_on_one_and_long_names() -> None:
    huge = vault_with(data__padding="x" * MAX_VAULT_BYTES)
    assert "too large" in refusal(dict(vault_check(huge, json.dumps(CARD_DATA))))[0]["message"]["en"]
    same = {**CARD_DATA, "houses": {**CARD_DATA["houses"], "Gearwrights": "mare"}}
    errors = refusal(dict(vault_check(json.dumps(VAULT), json.dumps(same))))
    assert "same house" in errors[0]["message"]["en"]
    long = vault_with(data__name="Ossandra " * 20)
    name = import_deck(long, json.dumps(CARD_DATA)).name
    assert len(name) <= 60 and name.endswith("…") and name.startswith("Ossandra Ossandra")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.binary(max_size=300), st.text(max_size=300),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                              lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                            max_size=4),
                              max_leaves=20).map(json.dumps)))
def test_fuzzed_files_never_raise(data: str | bytes) -> None:
    for out in (check(data), vault_check(data, json.dumps(CARD_DATA)), vault_check(json.dumps(VAULT), data)):
        assert out["ok"] in (True, False)
        if not out["ok"] and "error" in out:
            assert out["error"]["message"]["pt"] and out["error"]["message"]["en"]


def test_the_card_data_example_of_the_docs_reads() -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "archon.md").read_text(encoding="utf-8")
    example = doc.split('```json\n{"format": "archon-card-data"', 1)[1].split("```", 1)[0]
    m = parse_card_data('{"format": "archon-card-data"' + example)
    assert m.houses["Tidefolk"] == "mare" and m.cards["Some Card"] is None
    assert all(v is None or v in load_cards() for v in m.cards.values())


def test_K94_a_maverick_deck_travels_as_json_and_as_a_text_list() -> None:
    from eidolon.rulesets.archon.deckgen import generate
    seed = next(s for s in range(400) if any("@" in c for c in generate(s, mavericks=True).cards))
    g = generate(seed, mavericks=True)
    deck = ArchonDeck(g.name["pt"], list(g.houses), {c: g.cards.count(c) for c in dict.fromkeys(g.cards)})
    back = check(json.dumps(deck.to_json()))
    assert back["ok"] and back["deck"]["cards"] == deck.cards
    text = deck.to_text("en")
    assert "(maverick)" in text
    read = parse_text(text)
    assert read.cards == deck.cards and read.houses == deck.houses
    with pytest.raises(DeckFileError) as e:                     # the same line without its mark is a mistake
        parse_text(text.replace(" (maverick)", ""))
    assert "a maverick copy is written with '(maverick)'" in e.value.message["en"]
