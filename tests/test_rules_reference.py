"""The project's rules reference (issue 12): docs/rules.md (pt-BR) and docs/rules.en.md, as build_site.py
parses them for the page (static/help/rules.<lang>.json)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import build_site

ROOT = Path(__file__).resolve().parents[1]
LANGS = ["pt-BR", "en"]


@pytest.fixture(scope="module")
def docs() -> dict:
    return build_site.rules_reference(ROOT, LANGS)


def test_both_languages_have_every_rule_id_in_the_same_order(docs) -> None:
    ids = build_site.rule_ids(docs["pt-BR"])
    assert ids == build_site.rule_ids(docs["en"])
    sections = [s["id"] for s in docs["pt-BR"]["sections"]]
    assert sections == [f"R{n}" for n in range(1, 17)] + ["glossario", "tutorial"]
    for section in docs["pt-BR"]["sections"][:16]:
        numbers = [int(r["id"].split(".")[1]) for r in section["rules"]]
        assert numbers == list(range(1, len(numbers) + 1)), section["id"]      # R5.1, R5.2, R5.3: no gap
    assert len([i for i in ids if "." in i]) == 75


def test_every_rule_id_the_tests_cite_is_in_the_reference(docs) -> None:
    """Rule tests cite IDs such as "R5.3" (common ground rules): each one names a rule of docs/rules.md."""
    known = set(build_site.rule_ids(docs["pt-BR"]))
    cited: dict[str, str] = {}
    for path in sorted((ROOT / "tests" / "rules").glob("*.py")):
        for rid in re.findall(r"\bR(\d+\.\d+)\b", path.read_text(encoding="utf-8")):
            cited.setdefault(f"R{rid}", path.name)
    assert cited, "no rule test cites a rule ID"
    assert not {r: f for r, f in cited.items() if r not in known}


def test_cross_references_point_at_rules_of_the_reference(docs) -> None:
    for lang, doc in docs.items():
        known = set(build_site.rule_ids(doc))
        hrefs = [p["href"] for b in build_site._all_blocks(doc)
                 for p in (b.get("parts") or [q for item in b.get("items", []) for q in item]) if "href" in p]
        assert hrefs, lang
        assert all(h[1:] in known for h in hrefs), (lang, [h for h in hrefs if h[1:] not in known])


def test_a_rule_keeps_its_paragraphs_examples_and_lists(docs) -> None:
    section = next(s for s in docs["en"]["sections"] if s["id"] == "R11")
    stratagems = next(r for r in section["rules"] if r["id"] == "R11.5")
    kinds = [b["kind"] for b in stratagems["blocks"]]
    assert kinds == ["p", "list"]
    assert [item[0]["text"] for item in stratagems["blocks"][1]["items"]][:2] == ["Caminho Oculto", "Escudos da Travessia"]
    essence = next(r for s in docs["pt-BR"]["sections"] for r in s["rules"] if r["id"] == "R6.3")
    assert [b["kind"] for b in essence["blocks"]] == ["p", "example", "p"]
    assert essence["blocks"][2]["parts"][0] == {"text": "Decisão:", "strong": "1"}


def test_the_build_refuses_references_that_disagree(tmp_path) -> None:
    (tmp_path / "docs").mkdir()
    pt = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    (tmp_path / "docs" / "rules.md").write_text(pt, encoding="utf-8")
    with pytest.raises(build_site.BuildError, match="rules.en.md is missing"):
        build_site.rules_reference(tmp_path, LANGS)
    en = (ROOT / "docs" / "rules.en.md").read_text(encoding="utf-8")
    (tmp_path / "docs" / "rules.en.md").write_text(en.replace('<a id="R9.6"></a>**R9.6**', '<a id="R9.9"></a>**R9.9**'),
                                                   encoding="utf-8")
    with pytest.raises(build_site.BuildError, match=r"missing \['R9.6'\], extra \['R9.9'\]"):
        build_site.rules_reference(tmp_path, LANGS)
    (tmp_path / "docs" / "rules.en.md").write_text(en + "\n### a heading the page cannot anchor\n", encoding="utf-8")
    with pytest.raises(build_site.BuildError, match="a heading must be"):
        build_site.rules_reference(tmp_path, LANGS)


def test_the_built_site_ships_the_reference(tmp_path, docs) -> None:
    build_site.write_rules_help(tmp_path, docs)
    shipped = sorted(p.name for p in (tmp_path / "static" / "help").iterdir())
    assert shipped == ["rules.en.json", "rules.pt-BR.json"]
