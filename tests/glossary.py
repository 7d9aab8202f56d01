"""The glossary of the rules reference (docs/rules.en.md, "Glossary") as (Portuguese, English) pairs: the
game's terms, which the catalogues and the card text must say the same way; and the Portuguese-only words,
derived from the catalogues and the glossary, that no English text may hold."""
from __future__ import annotations

import re
from pathlib import Path

from eidolon import i18n

ROOT = Path(__file__).resolve().parents[1]


def glossary() -> list[tuple[str, str]]:
    """(pt, en) pairs of "**Vitalidade** — Vitality" and "Ordem (Order)" entries ("the" dropped)."""
    text = (ROOT / "docs" / "rules.en.md").read_text(encoding="utf-8")
    section = text.split('<a id="glossario"></a>', 1)[1].split("\n## ", 1)[0]
    items = [" ".join(item.split()) for item in section.split("\n- ")[1:]]      # the list, each entry on one line
    pairs: list[tuple[str, str]] = []
    for item in items:
        pairs += [(pt, en.split(":")[0].removeprefix("the ")) for pt, en in re.findall(r"\*\*([^*]+)\*\* — ([^;.]+)", item)]
        pairs += re.findall(r"(?:^|[:,;] )([^\s:,;()*][^:,;()*]*?) \(([^)]+)\)", item)
    return [(pt.strip(), en.strip()) for pt, en in pairs]


WORD = re.compile(r"[^\W\d_]+")
_PLACE = re.compile(r"\{\w+\}")


def _values(lang: str) -> list[str]:
    out: list[str] = []
    for v in i18n.catalogue(lang).values():
        out += [v] if isinstance(v, str) else [v["one"], v["other"]]
    return [_PLACE.sub(" ", v) for v in out]


def portuguese_only() -> frozenset[str]:
    """Casefolded words of the pt-BR catalogue's values and of the glossary's pt terms that no English
    catalogue value nor glossary English term uses."""
    pairs = glossary()
    english = {w.casefold() for v in _values("en") for w in WORD.findall(v)}
    english |= {w.casefold() for _, en in pairs for w in WORD.findall(en)}
    pt = {w.casefold() for v in _values("pt-BR") for w in WORD.findall(v)}
    pt |= {w.casefold() for p, _ in pairs for w in WORD.findall(p)}
    return frozenset(pt - english)


def portuguese_words_in(text: str, pt_only: frozenset[str]) -> list[str]:
    return [w for w in WORD.findall(text) if w.casefold() in pt_only]
