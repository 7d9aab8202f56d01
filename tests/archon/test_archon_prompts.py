"""The Archon table's prompt names every decision the engine can ask (static/rulesets/archon/words.mjs): a choice
kind missing from its list fell back to the main step's words ("Jogue, descarte ou use cartas...") while the
player had to pick a mode or a Before-Fight order (K14). Read from the page's module and the engine's view."""

from __future__ import annotations

import json
import re
from pathlib import Path

from eidolon.rulesets.archon.view import CHOICE_NAMES

ROOT = Path(__file__).resolve().parents[2]
WORDS = (ROOT / "static" / "rulesets" / "archon" / "words.mjs").read_text(encoding="utf-8")
CATALOGUES = {lang: json.loads((ROOT / "py" / "eidolon" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
              for lang in ("pt-BR", "en")}


def decision_kinds() -> list[str]:
    found = re.search(r"export const DECISION_KINDS = \[(.*?)\];", WORDS, re.DOTALL)
    assert found, "words.mjs has no DECISION_KINDS list"
    return re.findall(r'"(\w+)"', found.group(1))


def test_K14_every_choice_the_engine_asks_has_its_own_prompt_in_both_languages() -> None:
    """K14, K9: every kind of choice of the view (`view.CHOICE_NAMES`) is in the page's list, and every kind of the
    list has its prompt in pt-BR and English; the main step's words are only the main step's."""
    kinds = decision_kinds()
    assert sorted(set(CHOICE_NAMES) - set(kinds)) == []
    for lang, catalogue in CATALOGUES.items():
        missing = [k for k in kinds if f"archon.prompt.{k}" not in catalogue]
        assert missing == [], (lang, missing)
