"""Complete English, complete Portuguese (issue 12): every catalogue key pair (py/eidolon/i18n/pt-BR.json
and en.json, and the games' own py/eidolon/rulesets/<game>/i18n/*.json) is translated, and neither language carries the other's words.

A value may be the same in both languages only when all its words are in SAME_IN_BOTH (words English and
Portuguese share, or abbreviations the table prints in both); values with no words at all (numbers,
placeholders, separators) are always allowed. The English catalogue uses the English names of the
glossary (docs/rules.en.md, "Glossary"): no Portuguese game term is left in it.
"""
from __future__ import annotations

import re
from typing import Any

import pytest
from eidolon import i18n

# Words that are the same in both languages (checked as whole words, placeholders removed).
SAME_IN_BOTH = frozenset({
    "Rival",            # table.rival, table.rival_short: the same word in both languages
    "Vest", "Expl",     # table.vest_short, table.credits_short: abbreviations of Vestígios/Vestiges, Exploração/Exploration
    "RES", "EXP",       # the stats' printed abbreviations (card frames print them in both languages)
    "Ritual",           # a card kind, spelled alike
    "Deck", "Editor", "Original",   # builder and workshop labels, the same word in both languages
    "EIDOLON",          # lobby.name.eidolon: the game's name on its lobby tile
    "Omni",             # archon.when.omni: the Archon ability keyword, printed alike in both languages
    "Menu",             # app.menu: the folded top bar's button, the same word in both languages
})
# Portuguese words no English value may hold (the game's terms and common UI words), and the keys exempt.
PORTUGUESE = ("Vitalidade", "Vestígio", "Desbravador", "Ermo", "Ordem", "Ruína", "Conhecimento", "Instinto",
              "Neutra", "Planejamento", "Exploração", "Reorganização", "Combate", "Declaração", "Confronto",
              "Convergência", "Ruptura", "Compromisso", "CHEGADA", "QUEDA", "EXPLORAR", "DESCOBERTA", "VIGÍLIA",
              "REERGUER", "Iniciante", "Desafiadora", "Construtor", "Oficina", "Laboratório", "Regras", "Gerador",
              "Jogador", "Essência", "Local", "Locais", "carta", "de", "da", "que", "não", "com", "para", "uma")
PORTUGUESE_OK = {"app.switch_language"}     # the button names the other language in its own words: "Português"
# English words no Portuguese value may hold.
ENGLISH = ("the", "and", "of", "you", "your", "with", "Player", "Choose", "Vitality", "Vestige", "Pathfinder",
           "Wilds", "Planning", "Combat", "phase", "File", "refused", "Close", "Cancel", "Rules", "Search")
ENGLISH_OK = {"app.switch_language"}        # "English"
PLACE = re.compile(r"\{\w+\}")
WORD = re.compile(r"[^\W\d_]+")


def forms(value: Any) -> list[str]:
    return [value] if isinstance(value, str) else [value["one"], value["other"]]


def words(text: str) -> list[str]:
    return WORD.findall(PLACE.sub(" ", text))


def has_word(text: str, word: str) -> bool:
    return re.search(rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])", PLACE.sub(" ", text)) is not None


def with_game_words(lang: str) -> dict[str, Any]:
    """The shared catalogue with both games' own words (card text: rulesets/<game>/i18n/<lang>.json)."""
    from eidolon.rulesets.archon.text import WORDS as ARCHON_WORDS
    from eidolon.rulesets.eidolon.cards.text import WORDS as EIDOLON_WORDS
    return {**i18n.game_catalogue(EIDOLON_WORDS, lang), **i18n.game_catalogue(ARCHON_WORDS, lang)}


PT, EN = with_game_words("pt-BR"), with_game_words("en")


def test_the_two_catalogues_have_the_same_keys() -> None:
    assert set(PT) == set(EN)


def test_no_value_is_left_untranslated() -> None:
    """A value the same in pt and en must be made only of SAME_IN_BOTH words (or of no words)."""
    same = {k: v for k, v in PT.items() if v == EN[k]}
    bad = {k: v for k, v in same.items() if any(w not in SAME_IN_BOTH for f in forms(v) for w in words(f))}
    assert not bad, bad
    # The allow-list holds no stale word: each is used by some value the same in both languages.
    used = {w for v in same.values() for f in forms(v) for w in words(f)}
    assert SAME_IN_BOTH <= used, sorted(SAME_IN_BOTH - used)


@pytest.mark.parametrize("word", PORTUGUESE)
def test_english_values_carry_no_portuguese_word(word: str) -> None:
    found = {k: v for k, v in EN.items() if k not in PORTUGUESE_OK and any(has_word(f, word) for f in forms(v))}
    assert not found, found


@pytest.mark.parametrize("word", ENGLISH)
def test_portuguese_values_carry_no_english_word(word: str) -> None:
    found = {k: v for k, v in PT.items() if k not in ENGLISH_OK and any(has_word(f, word) for f in forms(v))}
    assert not found, found


def test_the_checks_catch_a_leftover() -> None:
    """The scans above fail on the faults they look for (a planted untranslated value)."""
    assert has_word("{seat}: Exploração phase.", "Exploração") and not has_word("Explorações", "Exploração")
    assert any(w not in SAME_IN_BOTH for w in words("Vitalidade {n}"))
    assert not words("{from}→{to}/{need}")


def test_the_catalogues_say_each_glossary_term_as_the_glossary_does() -> None:
    """One glossary (docs/rules.en.md): a catalogue value that is a glossary term in pt is, in en, that term's
    English word (doctrines, phases, windows, keywords, kinds, marks, term.*)."""
    from glossary import glossary
    pairs = glossary()
    checked, wrong = 0, {}
    for pt, en in pairs:
        for key, value in PT.items():
            for i, f in enumerate(forms(value)):
                if f.casefold() == pt.casefold():
                    checked += 1
                    said = forms(EN[key])[i].casefold().removeprefix("the ")
                    if said != en.casefold():
                        wrong[key] = (forms(EN[key])[i], en)
    assert checked >= 30 and not wrong, wrong


def test_the_lab_reports_english_words_hold_no_portuguese_word() -> None:
    """The balance lab's report (its own word list, eidolon.rulesets.eidolon.balance.report.L) in English says the glossary's
    terms too ("wins by Convergence", not "by Convergência")."""
    from eidolon.rulesets.eidolon.balance.report import L
    from glossary import portuguese_only, portuguese_words_in
    pt_only = portuguese_only()
    found = {k: portuguese_words_in(v[1], pt_only) for k, v in L.items()}
    assert len(found) > 40 and not {k: w for k, w in found.items() if w}
