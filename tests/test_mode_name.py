"""Issue 23: the Archon mode has one name in Portuguese, "Arconte" (docs/archon-rules.md, Glossário): no
pt-BR catalogue text and no Portuguese document calls it "Archon" (the glossary line that gives the
English name is the one exception)."""
from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PT_CATALOGUES = [ROOT / "py/eidolon/i18n/pt-BR.json", *sorted((ROOT / "py/eidolon/rulesets").glob("*/i18n/pt-BR*.json"))]
PT_DOCS = [ROOT / "docs/archon-rules.md", ROOT / "docs/rules.md"]
GLOSSARY_LINE = "- **Arconte** — Archon: o jogador e o modo de jogo."


def texts(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for v in value.values() for t in texts(v)]
    if isinstance(value, list):
        return [t for v in value for t in texts(v)]
    return []


def test_no_portuguese_text_names_the_mode_archon() -> None:
    found = []
    for path in PT_CATALOGUES:
        data = json.loads(path.read_text(encoding="utf-8"))
        entries = data.items() if isinstance(data, dict) else enumerate(data)
        found += [(path.name, key) for key, value in entries if any("Archon" in t for t in texts(value))]
    assert found == []
    for doc in PT_DOCS:
        lines = [line for line in doc.read_text(encoding="utf-8").splitlines() if "Archon" in line]
        assert lines in ([], [GLOSSARY_LINE]), (doc.name, lines)
    assert any("Arconte" in t for t in texts(json.loads(PT_CATALOGUES[0].read_text(encoding="utf-8"))))
