"""Each game's card-text catalogues (issue 22; EIDOLON R14, Archon K70-K96: the printed text is generated from
the card data): a game's own words live in its folder (rulesets/<game>/i18n/<lang>.json), every language has
the same keys with the same placeholders and plural forms, none shadows a shared key or the other game's, every
key a card's text uses is there, and each of EIDOLON's is used by some card. Portuguese's contractions are a list of word pairs in the same folder."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from cardtexts import made_up_cards
from eidolon import i18n
from eidolon.rulesets.archon import text as archon_text
from eidolon.rulesets.archon.cards import load_cards
from eidolon.rulesets.eidolon.cards import text as eidolon_text
from eidolon.rulesets.eidolon.cards.catalog import load_catalog

PLACE = re.compile(r"\{(\w+)\}")
GAMES = {"eidolon": eidolon_text.WORDS, "archon": archon_text.WORDS}


def own(folder: Path, lang: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((folder / f"{lang}.json").read_text(encoding="utf-8"))
    return data


def forms(value: Any) -> list[str]:
    return [value] if isinstance(value, str) else [value["one"], value["other"]]


def keys_in(m: Any, out: set[str]) -> set[str]:
    if isinstance(m, dict):
        if isinstance(m.get("key"), str):
            out.add(m["key"])
        for v in m.values():
            keys_in(v, out)
    return out


def used_keys(game: str) -> set[str]:
    used: set[str] = set()
    if game == "eidolon":
        for card in [*load_catalog().values(), *made_up_cards()]:
            for m in eidolon_text.card_messages(card):
                keys_in(m, used)
        used.add("cardtext.lines")                      # joins the rendered sentences
    else:
        for d in load_cards().values():
            for m in archon_text.card_messages(d):
                keys_in(m, used)
    return used


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_language_of_the_game_has_the_same_keys_and_placeholders(game: str) -> None:
    folder = GAMES[game]
    files = sorted(p.name.removesuffix(".json") for p in folder.glob("*.json") if ".contractions." not in p.name)
    assert files == sorted(i18n.languages())                     # one file per shared language
    base = own(folder, i18n.DEFAULT)
    for lang in files:
        cat = own(folder, lang)
        assert set(cat) == set(base), lang
        for key, value in cat.items():
            assert isinstance(value, str) == isinstance(base[key], str), (lang, key)
            assert {n for f in forms(value) for n in PLACE.findall(f)} == \
                {n for f in forms(base[key]) for n in PLACE.findall(f)}, (lang, key)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_games_keys_are_its_own_and_all_used(game: str) -> None:
    shared = i18n.catalogue(i18n.DEFAULT)
    words = own(GAMES[game], i18n.DEFAULT)
    others = {k for g, folder in GAMES.items() if g != game for k in own(folder, i18n.DEFAULT)}
    assert all(k.startswith(("cardtext.", "archon.")[game == "archon"]) for k in words)
    assert not set(words) & set(shared) and not set(words) & others
    used = used_keys(game)
    if game == "eidolon":           # Archon's vocabulary has replacements (archon.alt.*) no pool card uses yet
        assert used & set(words) == set(words), sorted(set(words) - used)
    assert used - set(words) <= set(shared), sorted(used - set(words) - set(shared))


def test_portuguese_contractions_are_word_pairs_applied_at_word_boundaries() -> None:
    """pt-BR.contractions.json joins a preposition with the article or demonstrative after it (em + esta =
    nesta) only as whole words; a language without the file contracts nothing."""
    folder = archon_text.WORDS
    pairs = json.loads((folder / "pt-BR.contractions.json").read_text(encoding="utf-8"))
    assert ["em esta", "nesta"] in pairs and ["a a", "à"] in pairs
    assert i18n.contract("cause dano em esta criatura e a a outra; tema a casa", folder, "pt-BR") == \
        "cause dano nesta criatura e à outra; tema a casa"
    assert i18n.contract("em esta", folder, "en") == "em esta"
    assert i18n.contract("em esta", eidolon_text.WORDS, "pt-BR") == "em esta"
