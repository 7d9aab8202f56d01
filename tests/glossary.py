"""The glossary of the rules reference (docs/rules.en.md, "Glossary") as (Portuguese, English) pairs: the
game's terms, which the catalogues and the card text must say the same way."""
from __future__ import annotations

import re
from pathlib import Path

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
