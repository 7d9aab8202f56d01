"""Deck files (issue 9): `python -m eidolon deck check FILE` and the deck builder give the same verdict
and the same words for the same bytes. The page reads a file with File.text() (UTF-8, a leading BOM
dropped, bad bytes replaced by U+FFFD), sends the text through the bridge op deck_check and shows
fileErrorText(error) (static/rulesets/eidolon/builder.mjs, strings from py/eidolon/i18n); the CLI must print that sentence."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from eidolon import bridge, cli
from eidolon.api import suggested_decks
from eidolon.i18n import text as words
from eidolon.rulesets.eidolon.decks import Deck

ROOT = Path(__file__).resolve().parents[2]
I18N = {"pt": json.loads((ROOT / "py" / "eidolon" / "i18n" / "pt-BR.json").read_text(encoding="utf-8")),
        "en": json.loads((ROOT / "py" / "eidolon" / "i18n" / "en.json").read_text(encoding="utf-8"))}
INTERNALS = ("Error:", "Traceback", "Expecting ", "KeyError", "TypeError", "ValueError", "line 1 column")


def fill(template: str, **values: object) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: str(values[m[1]]), template)


def page_where(where: str, lang: str) -> str:
    """builder.mjs whereText."""
    if not where:
        return ""
    m = re.fullmatch(r"line (\d+)", where)
    if m:
        return fill(I18N[lang]["deckfile.where.line"], n=m[1])
    if where == "file":
        return I18N[lang]["deckfile.where.file"]
    return fill(I18N[lang]["deckfile.where.field"], field=where)


def page_shows(data: bytes, lang: str) -> list[str]:
    """What the builder shows after importing these bytes (the text of File.text(), then deck_check)."""
    if len(data) > 64 * 1024:
        return [fill(I18N[lang]["deckfile.too_large"], size=len(data), max=64 * 1024)]
    text = data.decode("utf-8", "replace").removeprefix("\ufeff")
    reply = json.loads(bridge.handle(json.dumps({"op": "deck_check", "text": text})))
    assert reply["ok"], reply
    res = reply["result"]
    if "error" in res:
        where = page_where(res["error"]["where"], lang)
        message = res["error"]["message"][lang]
        key = "deckfile.error_at" if where else "deckfile.error"
        return [fill(I18N[lang][key], where=where, message=message)]
    return [words(p, "pt-BR" if lang == "pt" else lang) for p in res["problems"]] \
        or ["Deck válido." if lang == "pt" else "Valid deck."]


def cli_prints(path: Path, lang: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    code = cli.main(["deck", "check", str(path), "--lang", lang])
    out = capsys.readouterr()
    assert not out.err, out.err
    return code, out.out.splitlines()


def shipped() -> Deck:
    d = suggested_decks()[0]
    return Deck(d["name"]["pt"], d["desbravador"], dict(d["counts"]), list(d["locations"]))


def deck_json(**changes: object) -> bytes:
    """A deck file; non-ASCII characters written as JSON escapes (so lone surrogates can be written)."""
    d = shipped().to_json()
    d.update(changes)
    return json.dumps(d).encode("ascii")


GOOD_TEXT = shipped().to_text("pt").encode("utf-8")
FILES: dict[str, bytes] = {
    "good text": GOOD_TEXT,
    "good json": deck_json(),
    "text with a UTF-8 BOM": b"\xef\xbb\xbf" + GOOD_TEXT,
    "json with a UTF-8 BOM": b"\xef\xbb\xbf" + deck_json(),
    "binary.json": bytes(range(256)) * 4,
    "png header": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
    "latin-1 text": "1 Ser Aldren Veyr\n4 Caminho Oculto\n# Ação".encode("latin-1"),
    "a JSON array": b'[{"format": "eidolon-deck"}]',
    "a JSON number": b"42",
    "a lone surrogate in a card id": deck_json(main={"\ud800": 4}),
    "a lone surrogate in the name": deck_json(name="x\ud800"),
    "count written with a superscript": b"1 Ser Aldren Veyr\n\xc2\xb2 Caminho Oculto\n",
    "count with 4,301 digits": b"1 Ser Aldren Veyr\n" + b"4" * 4301 + b" Caminho Oculto\n",
    "JSON nested 1,000 levels": b'{"main": ' + b"[" * 1000 + b"]" * 1000 + b"}",
    "JSON nested 5,000 levels": b"[" * 5000 + b"]" * 5000,
    "several line problems and no Desbravador": b"Principal\n4 Nada Disso\nxyz\n100 Caminho Oculto\n",
    "no Desbravador, too few cards": b"4 Caminho Oculto\n",
    "several JSON field problems": deck_json(name="", main=["x"], locations="y"),
    "JSON without cards": b'{"format": "eidolon-deck", "version": 1}',
    "JSON version 0": deck_json(version=0),
    "JSON with NaN": deck_json().replace(b'"version": 1', b'"version": NaN'),
    "too large": b"#" + b"x" * (64 * 1024),
    "empty file": b"",
}


VALID = {"good text", "good json", "text with a UTF-8 BOM", "json with a UTF-8 BOM"}


@pytest.mark.parametrize("name", list(FILES))
@pytest.mark.parametrize("lang", ["pt", "en"])
def test_cli_prints_what_the_page_shows(name: str, lang: str, tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deck.json"
    path.write_bytes(FILES[name])
    code, lines = cli_prints(path, lang, capsys)
    shown = page_shows(FILES[name], lang)
    assert lines == shown
    assert (code == 0) == (name in VALID)
    assert not any(w in line for line in lines for w in INTERNALS), lines


def test_the_reproductions_get_the_words_they_need(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    def en(name: str) -> str:
        path = tmp_path / "f"
        path.write_bytes(FILES[name])
        return "\n".join(cli_prints(path, "en", capsys)[1])

    assert en("binary.json") == en("png header") == en("latin-1 text") == \
        "File refused: not a text file (binary, or not UTF-8)."
    assert "not an EIDOLON deck file (a JSON array)" in en("a JSON array")
    assert "invalid card id '\\ud800'" in en("a lone surrogate in a card id")
    assert "(line 2): expected 'count name'" in en("count written with a superscript")
    assert "(line 2): count '4444" in en("count with 4,301 digits") and "outside 1..99" in en("count with 4,301 digits")
    assert en("JSON nested 1,000 levels") == en("JSON nested 5,000 levels") == \
        "File refused: JSON nested too deep (more than 64 levels)."
    several = en("several line problems and no Desbravador")
    for part in ("line 2: unknown card 'Nada Disso'", "line 3: expected 'count name'",
                 "line 4: count", "the list needs exactly one Pathfinder"):
        assert part in several, several
    assert several.count("line 2") == 1
    problems = en("no Desbravador, too few cards").splitlines()
    assert "Choose a Pathfinder" in problems and any("has 4 cards" in p for p in problems), problems
    fields = en("several JSON field problems")
    for part in ("field name: the deck name is empty", "field main: must map", "field locations: must be a list"):
        assert part in fields, fields
    assert "field desbravador" in en("JSON without cards") and "field main" in en("JSON without cards")
    assert "(field version)" in en("JSON version 0")
    assert "not finite" in en("JSON with NaN")
