"""Deck files (issue 6): JSON and text formats, round trips, precise errors, and fuzzing of both parsers."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from eidolon.api import suggested_decks
from eidolon.deckfile import MAX_BYTES, DeckFileError, error_text
from eidolon.i18n import text
from eidolon.rulesets.eidolon.decks import (
    Deck,
    check,
    parse_any,
    parse_json,
    parse_text,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]


def shipped() -> Deck:
    d = suggested_decks()[0]
    return Deck(d["name"]["pt"], d["desbravador"], dict(d["counts"]), list(d["locations"]))


def test_json_round_trip_is_identical():
    deck = shipped()
    assert parse_json(json.dumps(deck.to_json())) == deck


@pytest.mark.parametrize("lang", ["pt", "en"])
def test_text_round_trip_in_both_languages(lang):
    deck = shipped()
    assert parse_text(deck.to_text(lang)) == deck


def test_text_names_ignore_case_and_accents():
    deck = parse_text(shipped().to_text("pt").replace("Astrolábio Esquecido", "astrolabio esquecido"))
    assert deck.main["astrolabio-esquecido"] == shipped().main["astrolabio-esquecido"]


def test_r3_problems_are_listed_per_problem():
    deck = shipped()
    deck.main["caminho-oculto"] = 5                      # R3.1: more than 4 copies
    deck.locations = deck.locations[:7] + [deck.locations[0]]   # R3.2: not distinct
    out = check(json.dumps(deck.to_json()))
    assert not out["ok"]
    texts = " | ".join(text(p, "en") for p in out["problems"])
    assert "5 copies of Hidden Path" in texts
    assert "8 distinct titles" in texts


def test_too_few_cards_and_one_doctrine():
    deck = Deck("Mono", "ser-aldren-veyr", {"guarda-da-ponte": 4}, shipped().locations)
    texts = " | ".join(text(p, "en") for p in check(json.dumps(deck.to_json()))["problems"])
    assert "has 4 cards; the minimum is 60" in texts
    assert "two different main doctrines" in texts


@pytest.mark.parametrize("text, where", [
    ("4 Caminho Oculto\nquatro Foo\n1 Ser Aldren Veyr\n", "line 2"),
    ("Desbravador\n1 Ser Aldren Veyr\nPrincipal\n4 Nada Disso\n", "line 4"),
    ("Principal\n0 Caminho Oculto\nDesbravador\n1 Ser Aldren Veyr\n", "line 2"),
])
def test_text_errors_name_the_line(text, where):
    with pytest.raises(DeckFileError) as e:
        parse_text(text)
    assert e.value.where == where
    n = where.split()[1]
    sentence = error_text({"message": e.value.message, "where": e.value.where}, "pt")
    assert sentence.startswith(f"Arquivo recusado (linha {n}): ") and sentence.count("linha") == 1, sentence


@pytest.mark.parametrize("mutate, field", [
    (lambda d: d.update(version=99), "version"),
    (lambda d: d.update(format="other"), "format"),
    (lambda d: d.update(name="<img src=x onerror=alert(1)>"), "name"),
    (lambda d: d.update(main=["x"]), "main"),
    (lambda d: d["main"].update({"caminho-oculto": "4"}), "main.caminho-oculto"),
    (lambda d: d.update(locations="ponte-partida"), "locations"),
    (lambda d: d.pop("desbravador"), "desbravador"),
])
def test_json_errors_name_the_field(mutate, field):
    d = shipped().to_json()
    mutate(d)
    with pytest.raises(DeckFileError) as e:
        parse_json(json.dumps(d))
    assert e.value.where == field


def test_truncated_and_oversized_files():
    text = json.dumps(shipped().to_json())
    with pytest.raises(DeckFileError, match="invalid JSON .line 1, column"):
        parse_json(text[: len(text) // 2])
    with pytest.raises(DeckFileError, match="too large"):
        parse_any("#" + "x" * MAX_BYTES)


def test_cli_deck_check_uses_the_same_messages(tmp_path):
    deck = shipped()
    good = tmp_path / "good.txt"
    good.write_text(deck.to_text("pt"), encoding="utf-8")
    bad = tmp_path / "bad.json"
    d = deck.to_json()
    d["main"]["caminho-oculto"] = 6
    bad.write_text(json.dumps(d), encoding="utf-8")
    env = {"PYTHONPATH": str(ROOT / "py")}
    ok = subprocess.run([sys.executable, "-m", "eidolon", "deck", "check", str(good)], capture_output=True, check=False,
                        text=True, env=env)
    assert ok.returncode == 0 and "Deck válido" in ok.stdout
    ko = subprocess.run([sys.executable, "-m", "eidolon", "deck", "check", str(bad), "--lang", "en"],
                        capture_output=True, text=True, env=env, check=False)
    assert ko.returncode == 1
    assert text(check(bad.read_text())["problems"][0], "en") in ko.stdout


def _clear(e: DeckFileError) -> bool:
    """Both languages, every problem listed, no Python internals."""
    texts = [error_text({"message": x["message"], "where": x["where"]}, lang) for x in e.errors for lang in ("pt", "en")]
    return (bool(e.message["pt"]) and bool(e.message["en"]) and bool(e.errors)
            and not any(w in t for t in texts for w in ("Error:", "Traceback", "Expecting ")))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.text(max_size=400), st.binary(max_size=400)))
def test_random_input_never_crashes_either_parser(data):
    for parse in (parse_any, parse_text):
        try:
            parse(data)
        except DeckFileError as e:
            assert _clear(e)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mutated_files_never_crash(data):
    base = data.draw(st.sampled_from([json.dumps(shipped().to_json()), shipped().to_text("pt")]))
    pos = data.draw(st.integers(0, len(base)))
    cut = data.draw(st.integers(0, 20))
    insert = data.draw(st.text(max_size=20))
    mutated = base[:pos] + insert + base[pos + cut:]
    try:
        deck = parse_any(mutated)
    except DeckFileError as e:
        assert _clear(e)
        return
    assert isinstance(deck.problems(), list)        # parsed: validation still answers in words
