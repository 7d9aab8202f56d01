"""Errors in both languages (issue 12): a refused deck file is worded wholly in the reader's language (no
Python or English text inside the Portuguese) and names its line or field exactly once, in the deck builder's
sentence and when the balance lab reads the file (balance.results re-raises it with the file's path)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from eidolon import i18n
from eidolon.api import suggested_decks
from eidolon.deckfile import DeckFileError, error_text
from eidolon.rulesets.eidolon.balance.results import BalanceError, load, resolve_decks
from eidolon.rulesets.eidolon.cards.catalog import load_catalog
from eidolon.rulesets.eidolon.decks import Deck, parse_any

WORD = re.compile(r"[^\W\d_]+")
QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|\{[^}]*\}")


def shipped_json() -> dict[str, object]:
    d = suggested_decks()[0]
    return Deck(d["name"]["pt"], d["desbravador"], dict(d["counts"]), list(d["locations"])).to_json()


def _words(value: object) -> set[str]:
    forms = [value] if isinstance(value, str) else list(value.values()) if isinstance(value, dict) else []
    return {w for f in forms for w in WORD.findall(QUOTED.sub(" ", f))}


def english_only_words() -> set[str]:
    """Words of the English catalogue that no Portuguese value or card name uses (derived, not a hand list)."""
    pt = {w.casefold() for v in i18n.catalogue("pt-BR").values() for w in _words(v)}
    pt |= {w.casefold() for c in load_catalog().values() for w in WORD.findall(c.name["pt"])}
    return {w for v in i18n.catalogue("en").values() for w in _words(v)
            if len(w) > 2 and w.casefold() not in pt}


ENGLISH = english_only_words()
# The deck file's own field names, which the Portuguese sentence quotes as written ("campo main").
FIELDS = {"format", "version", "name", "desbravador", "main", "locations"}


def english_in(sentence: str) -> set[str]:
    text = QUOTED.sub(" ", sentence)
    text = re.sub(r"\bcampo (\S+)", " ", text)
    return {w for w in WORD.findall(text) if w in ENGLISH and w not in FIELDS}


def _broken(mutate) -> str:
    d = shipped_json()
    mutate(d)
    return json.dumps(d)


# Broken files of both formats: one problem on a line or field, several problems, and whole-file faults.
BROKEN = {
    "text: bad line": "# Deck\nDesbravador\n1 Ser Aldren Veyr\nquatro Caminho Oculto\n",
    "text: unknown card": "Desbravador\n1 Ser Aldren Veyr\nPrincipal\n4 Nada Disso\n",
    "text: count out of range": "Principal\n0 Caminho Oculto\nDesbravador\n1 Ser Aldren Veyr\n",
    "text: several lines": "Desbravador\n1 Ser Aldren Veyr\n4 Nada\nx Outra\n4 Caminho Oculto\n",
    "text: no Desbravador": "4 Nada\n4 Caminho Oculto\n",
    "json: broken syntax": '{"format": "eidolon-deck", "version": 1,',
    "json: a list": "[1, 2]",
    "json: too deep": "[" * 100 + "]" * 100,
    "json: a number too large": '{"format": "eidolon-deck", "version": 1e999}',
    "json: wrong count": _broken(lambda d: d["main"].update({"caminho-oculto": "4"})),
    "json: bad card id": _broken(lambda d: d["main"].update({"Caminho Oculto": 4})),
    "json: empty name": _broken(lambda d: d.update(name="  ")),
    "json: newer version": _broken(lambda d: d.update(version=99)),
    "json: several fields": _broken(lambda d: d.update(name="", main=[], locations="x")),
    "binary": "\x00\x01\x02garbage",
}


def refusal(text: str) -> DeckFileError:
    with pytest.raises(DeckFileError) as e:
        parse_any(text)
    return e.value


def test_the_derived_english_list_holds_the_words_it_looks_for() -> None:
    assert {"refused", "line", "field", "invalid", "unknown", "expected"} <= ENGLISH
    assert not {"linha", "campo", "Arquivo", "Caminho", "Deck"} & ENGLISH
    assert english_in("Arquivo recusado: line 2: unknown card.") == {"line", "unknown"}


@pytest.mark.parametrize("name", list(BROKEN))
def test_a_refused_deck_file_is_worded_in_each_language_alone(name: str) -> None:
    e = refusal(BROKEN[name])
    for err in [{"message": e.message, "where": e.where}, *e.errors]:
        pt = error_text(err, "pt")
        assert not english_in(pt), (pt, english_in(pt))
        assert not re.search(r"Error|Traceback|Expecting|JSONDecode|\bat position\b", pt + error_text(err, "en"))


@pytest.mark.parametrize("name", list(BROKEN))
def test_a_refused_deck_file_names_each_line_once(name: str) -> None:
    e = refusal(BROKEN[name])
    for lang, word in (("pt", "linha"), ("en", "line")):
        sentence = error_text({"message": e.message, "where": e.where}, lang)
        lines = re.findall(rf"\b{word} (\d+)", sentence)
        assert len(lines) == len(set(lines)), sentence                # no "(linha 2): linha 2:"
        faulty = {x["where"].split()[1] for x in e.errors if x["where"].startswith("line ")}
        assert faulty <= set(lines), sentence                         # and none lost


def _lab_refusal(path: Path) -> BalanceError:
    with pytest.raises(BalanceError) as e:
        resolve_decks([str(path)])
    return e.value


@pytest.mark.parametrize("name", [n for n in BROKEN if n.startswith("text")] + ["json: wrong count"])
def test_the_balance_lab_keeps_the_line_or_field_of_a_deck_file_once(tmp_path: Path, name: str) -> None:
    path = tmp_path / ("deck.txt" if name.startswith("text") else "deck.json")
    path.write_text(BROKEN[name], encoding="utf-8")
    e = refusal(BROKEN[name])
    err = _lab_refusal(path)
    places = [x["where"] for x in e.errors if x["where"]]
    for lang, line, fld in (("pt", "linha", "campo"), ("en", "line", "field")):
        said = err.message[lang]
        assert said.startswith(f"{path}: ") and e.message[lang] in said, said
        for where in places:
            shown = f"{line} {where[5:]}" if where.startswith("line ") else f"{fld} {where}"
            assert said.count(shown + ":") == 1, (said, shown)
    assert not english_in(err.message["pt"].replace(str(path), " "))


def test_the_balance_lab_says_why_a_file_cannot_be_read_in_each_language(tmp_path: Path) -> None:
    missing = tmp_path / "missing.jsonl"
    with pytest.raises(BalanceError) as e:
        load(str(missing))
    assert e.value.message["pt"] == f"não foi possível ler {missing}: o arquivo não existe"
    assert e.value.message["en"] == f"cannot read {missing}: no such file"
    with pytest.raises(BalanceError) as e:
        load(str(tmp_path))
    assert e.value.message["pt"].endswith("é uma pasta, não um arquivo")
    assert not english_in(e.value.message["pt"].replace(str(tmp_path), " "))
