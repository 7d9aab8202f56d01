"""Card text in English is wholly English (issue 12; R14: the printed text is generated from the abilities).

Every card's English text is scanned against the Portuguese-only words: the words of the pt-BR catalogue's
values and of the glossary's Portuguese terms (docs/rules.en.md, "Glossary") that no English catalogue value
uses. Derived from those files, so a new pt term is checked as soon as the page or the glossary names it.
And the English text names each glossary term the Portuguese text names, with the glossary's English word.
"""
from __future__ import annotations

import re

import pytest
from eidolon import i18n
from eidolon.rulesets.eidolon.cards.catalog import load_catalog
from eidolon.rulesets.eidolon.cards.text import catalogue as card_words
from glossary import glossary, portuguese_only, portuguese_words_in

CARDS = load_catalog()
GLOSSARY = glossary()
PT_ONLY = portuguese_only()


def pt_words_in(text: str) -> list[str]:
    return portuguese_words_in(text, PT_ONLY)


def starts(text: str, word: str) -> bool:
    """The word, or a word it starts (Vestígio -> Vestígios), in text; case ignored."""
    return re.search(rf"(?<![^\W\d_]){re.escape(word.casefold())}", text.casefold()) is not None


def test_the_derived_lists_hold_the_game_terms() -> None:
    """The lists come from the files, so check they hold what they are for."""
    pairs = dict(GLOSSARY)
    assert pairs["Desbravador"] == "Pathfinder" and pairs["Vestígio"] == "Vestige" and pairs["QUEDA"] == "FALL"
    assert pairs["Declaração"] == "Declaration" and pairs["Ruptura do Vínculo"] == "Broken Bond"
    assert len(GLOSSARY) >= 30
    for word in ("chegada", "vigília", "vestígios", "vitalidade", "desbravador", "ordem", "ruína", "planejamento",
                 "declaração", "confronto", "essência", "de", "uma"):
        assert word in PT_ONLY, word
    assert not {"the", "and", "card", "exploration", "unique"} & PT_ONLY
    assert pt_words_in("CHEGADA: gain 1 Vestígio in the Declaração window.") == ["CHEGADA", "Vestígio", "Declaração"]


@pytest.mark.parametrize("cid", [c.id for c in CARDS.values() if c.text["en"]])
def test_every_card_text_in_english_has_no_portuguese_word(cid: str) -> None:
    text = CARDS[cid].text["en"]
    assert not pt_words_in(text), (text, pt_words_in(text))


@pytest.mark.parametrize("pt, en", [p for p in GLOSSARY if any(starts(c.text["pt"], p[0]) for c in CARDS.values())])
def test_a_glossary_term_is_said_with_the_glossarys_english_word(pt: str, en: str) -> None:
    """Each card whose pt text names a glossary term names its English term in the en text (one glossary)."""
    wrong = [c.id for c in CARDS.values() if starts(c.text["pt"], pt) and not starts(c.text["en"], en)]
    assert not wrong, wrong


def term(key: str, lang: int, n: int = 1) -> str:
    """A game term as card text words it in pt (0) or en (1)."""
    return i18n.render({"key": key, "args": {"n": n}}, card_words(("pt-BR", "en")[lang]), lambda ref: "", None)


def test_the_card_terms_are_the_catalogues_and_the_glossarys() -> None:
    """The words card text reads from the catalogues are the glossary's (docs/rules.en.md) in each language."""
    pairs = dict(GLOSSARY)
    for key, pt in (("term.desbravador", "Desbravador"), ("term.vitalidade", "Vitalidade"),
                    ("term.vestigio", "Vestígio"), ("term.essencia", "Essência"), ("help.keyword.chegada", "CHEGADA"),
                    ("help.keyword.vigilia", "VIGÍLIA"), ("window.confronto", "Confronto"),
                    ("doctrine.conhecimento", "Conhecimento"), ("phase.planejamento", "Planejamento")):
        assert term(key, 0) == pt and term(key, 1) == pairs[pt], key
    assert (term("term.vestigio", 0, 2), term("term.vestigio", 1, 2)) == ("Vestígios", "Vestiges")


def test_the_printed_keywords_have_a_name_in_each_language() -> None:
    """CardDef.keywords keep the engine's pt identity (CHEGADA, REAÇÃO, ÚNICA); the page names each through
    help.keyword.<folded word> (static/rulesets/eidolon/builder.mjs keywordName), which both catalogues hold."""
    import unicodedata
    used = {k for c in CARDS.values() for k in c.keywords}
    assert used
    for k in used:
        folded = "".join(ch for ch in unicodedata.normalize("NFKD", k.casefold()) if ch.isascii() and ch.isalpha())
        pt, en = (i18n.catalogue(lang).get(f"help.keyword.{folded}") for lang in ("pt-BR", "en"))
        assert pt == k and en and not pt_words_in(str(en)), (k, en)
