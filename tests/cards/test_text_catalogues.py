"""EIDOLON's card-text catalogues (issue 22; R14: the printed text is generated from the abilities): the game's
own words live in its folder (rulesets/eidolon/i18n/<lang>.json), every language has the same keys with the
same placeholders and plural forms, none shadows a shared key, and each is used by some card's text."""

from __future__ import annotations

import json
import re
from typing import Any

from cardtexts import made_up_cards
from eidolon import i18n
from eidolon.rulesets.eidolon.cards.catalog import load_catalog
from eidolon.rulesets.eidolon.cards.text import WORDS, card_messages

PLACE = re.compile(r"\{(\w+)\}")


def own(lang: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((WORDS / f"{lang}.json").read_text(encoding="utf-8"))
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


def test_every_language_of_the_game_has_the_same_keys_and_placeholders() -> None:
    files = sorted(p.stem for p in WORDS.glob("*.json"))
    assert files == sorted(i18n.languages())                     # one file per shared language
    base = own(i18n.DEFAULT)
    for lang in files:
        cat = own(lang)
        assert set(cat) == set(base), lang
        for key, value in cat.items():
            assert isinstance(value, str) == isinstance(base[key], str), (lang, key)
            assert {n for f in forms(value) for n in PLACE.findall(f)} == \
                {n for f in forms(base[key]) for n in PLACE.findall(f)}, (lang, key)


def test_the_games_keys_are_its_own_and_all_used() -> None:
    shared = i18n.catalogue(i18n.DEFAULT)
    words = own(i18n.DEFAULT)
    assert all(k.startswith("cardtext.") for k in words)
    assert not set(words) & set(shared)
    used: set[str] = set()
    for card in [*load_catalog().values(), *made_up_cards()]:
        for m in card_messages(card):
            keys_in(m, used)
    used.add("cardtext.lines")                          # joins the rendered sentences
    assert used & set(words) == set(words), sorted(set(words) - used)
    assert used - set(words) <= set(shared), sorted(used - set(words) - set(shared))
