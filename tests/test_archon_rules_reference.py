"""The Archon rules reference (issue 14): docs/archon-rules.md (pt-BR) and docs/archon-rules.en.md, one rule
per K ID of ARCHON-RULES.md (K1..K96), as build_site.py parses them for the page
(static/help/archon-rules.<lang>.json); and the Archon keyword tooltips of the catalogues
(help.archon_keyword.*), which must say each keyword as the cards do (archon.kw.*)."""
from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest
from eidolon.rulesets.archon.cards import collection_json
from shared_docs import shared_file, shared_or_skip

import build_site

ROOT = Path(__file__).resolve().parents[1]
DIGEST = shared_file("ARCHON-RULES.md")

LANGS = ["pt-BR", "en"]
SECTIONS = [f"K{c}" for c in "ABCDEFGHIJKLNOPQRST"] + ["glossario"]
CARDS = collection_json()["cards"]
# The reference's keyword tooltips (static/shell/screens/rules.mjs ARCHON_KEYWORDS) and the rule of each.
KEYWORD_RULES = {"elusive": "K70", "skirmish": "K71", "taunt": "K72", "poison": "K73", "assault": "K74",
                 "hazardous": "K75", "splash": "K76", "deploy": "K77", "stun": "K78", "alpha": "K39",
                 "omega": "K40", "versatile": "K5", "treasury": "K16"}


@pytest.fixture(scope="module")
def docs() -> dict:
    return build_site.rules_reference(ROOT, LANGS, "archon")


def rules_of(doc: dict) -> dict[str, str]:
    """Rule ID -> its plain text (every block, list items included)."""
    out = {}
    for section in doc["sections"]:
        for rule in section["rules"]:
            parts = [p for b in rule["blocks"] for p in (b.get("parts") or [q for item in b.get("items", []) for q in item])]
            out[rule["id"]] = "".join(p["text"] for p in parts)
    return out


def digest_ids() -> list[str]:
    """The K IDs ARCHON-RULES.md defines (its bold `**Kn**` entries), in its order; K1..K96 without it."""
    if DIGEST is None:
        return [f"K{n}" for n in range(1, 97)]
    return re.findall(r"^- \*\*(K\d+)\*\*", DIGEST.read_text(encoding="utf-8"), re.MULTILINE)


def test_every_k_id_of_the_digest_is_a_rule_in_both_languages_in_order(docs) -> None:
    """K1..K96 (ARCHON-RULES.md), each once, in the digest's order, under the same sections in pt and en."""
    digest = digest_ids()
    assert digest == [f"K{n}" for n in range(1, 97)]
    for lang, doc in docs.items():
        assert [s["id"] for s in doc["sections"]] == SECTIONS, lang
        assert list(rules_of(doc)) == digest, lang
        assert all(text.strip() for text in rules_of(doc).values()), lang
    assert build_site.rule_ids(docs["pt-BR"]) == build_site.rule_ids(docs["en"])
    assert docs["pt-BR"]["title"] == "Regras de Arconte — referência"
    assert docs["en"]["title"] == "Archon rules — reference"


def test_the_keywords_section_holds_k70_to_k78_and_links_resolve(docs) -> None:
    for lang, doc in docs.items():
        keywords = next(s for s in doc["sections"] if s["id"] == "KO")
        assert [r["id"] for r in keywords["rules"]] == [f"K{n}" for n in range(70, 79)]
        links = build_site.rule_links(doc)
        assert len(links) >= 8, lang
        assert {h[1:] for h in links} <= set(build_site.rule_ids(doc)), lang


def test_the_reference_says_what_this_game_does(docs) -> None:
    """docs/archon.md's plain readings and limits are what the reference says, in "Neste jogo:" notes:
    the turn-300 draw (K6), the fixed Before Fight order (K14), no spendable Æmber on cards (K16), the
    flank choice (K44), marking order (K58), a replacement fully heals (K59), starting chains (K69)."""
    notes = {"pt-BR": "Neste jogo:", "en": "In this game:"}
    for lang, doc in docs.items():
        noted = {r["id"] for s in doc["sections"] for r in s["rules"]
                 if any(b["kind"] == "note" and b["parts"][0]["text"] == notes[lang] for b in r["blocks"])}
        assert {"K2", "K6", "K14", "K16", "K23", "K32", "K44", "K58", "K59", "K69", "K80", "K85", "K93"} <= noted, lang
    pt, en = rules_of(docs["pt-BR"]), rules_of(docs["en"])
    assert "turno 300" in pt["K6"] and "turn 300" in en["K6"]
    assert "Coletar" in pt["K46"] and "Reap" in en["K46"]
    assert "Investida" in pt["K74"] and "Assault" in en["K74"]        # the word the cards print, not "Emboscada"


def test_the_examples_name_only_our_own_cards(docs) -> None:
    """Card names in bold in a rule are titles of py/eidolon/rulesets/archon/data/cards.json, in that rule's language."""
    names = {"pt-BR": {c["name"]["pt"] for c in CARDS}, "en": {c["name"]["en"] for c in CARDS}}
    words = {"pt-BR": {"Neste jogo:", "Exemplo:"}, "en": {"In this game:", "Example:"}}
    for lang, doc in docs.items():
        named = [p["text"] for s in doc["sections"] for r in s["rules"] for b in r["blocks"]
                 for p in (b.get("parts") or [q for item in b.get("items", []) for q in item])
                 if p.get("strong") and p["text"] not in words[lang]]
        assert len(named) >= 40, lang
        assert not [n for n in named if n not in names[lang]], lang


def words(text: str) -> list[str]:
    """Lower-case words without accents (so that "é" and "e" of a bad extraction compare equal)."""
    flat = "".join(c for c in unicodedata.normalize("NFD", text.lower()) if not unicodedata.combining(c))
    return re.findall(r"[a-z0-9']+", flat)


def copied_runs(source: list[str], ours: dict[str, str], n: int = 8) -> dict[str, str]:
    """Rule ID -> a run of n words of `source` that the rule's text repeats."""
    runs = {" ".join(source[i:i + n]) for i in range(len(source) - n + 1)}
    out = {}
    for rid, text in ours.items():
        w = words(text)
        hit = next((r for r in (" ".join(w[i:i + n]) for i in range(len(w) - n + 1)) if r in runs), None)
        if hit:
            out[rid] = hit
    return out


def shared(name: str) -> Path:
    return shared_or_skip(name)


def test_the_reference_copies_no_sentence_of_the_digest_nor_of_the_rulebook(docs) -> None:
    """Written in the project's words: no run of 8 words of ARCHON-RULES.md's rule text is in the English
    reference, and none of the Portuguese rulebook (reference/keyforge-rulebook-v1.4.pt.txt) in the
    Portuguese one."""
    digest = words(" ".join(re.findall(r"\*\*K\d+\*\* (.+)", shared("ARCHON-RULES.md").read_text(encoding="utf-8"))))
    assert len(digest) > 2000
    assert copied_runs(digest, rules_of(docs["en"])) == {}
    rulebook = words(shared("reference/keyforge-rulebook-v1.4.pt.txt").read_text(encoding="utf-8"))
    assert len(rulebook) > 10000
    assert copied_runs(rulebook, rules_of(docs["pt-BR"])) == {}
    # The check finds a copied sentence (K70's digest text planted in a rule).
    planted = "the first time it is attacked each turn, neither creature deals power damage"
    assert copied_runs(digest, {"K70": planted}) == {"K70": "the first time it is attacked each turn"}


def test_the_keyword_tooltips_say_each_keyword_as_the_cards_do() -> None:
    """help.archon_keyword.<k> is the word card text prints (archon.kw.<k> without its number, "Espalhar {n}"
    of archon.splash), in both languages, and every tooltip has a text; each keyword's rule defines it."""
    docs = build_site.rules_reference(ROOT, LANGS, "archon")
    from eidolon.rulesets.archon.text import catalogue as card_words
    for lang in LANGS:
        cat = card_words(lang)                  # the shared words and Archon's card-text templates
        assert {k.split(".")[2] for k in cat if k.startswith("help.archon_keyword.")} == set(KEYWORD_RULES)
        for key in KEYWORD_RULES:
            word, text = cat[f"help.archon_keyword.{key}"], cat[f"help.archon_keyword.{key}.text"]
            assert text and "{" not in text, (lang, key)
            printed = cat.get(f"archon.kw.{key}")
            if printed is not None:
                assert printed.replace("{n}", "").split(" (")[0].strip() == word, (lang, key)
            rule = rules_of(docs[lang])[KEYWORD_RULES[key]]
            assert word.casefold() in rule.casefold(), (lang, key, rule)
        assert cat["archon.splash"].split("{effect} ")[1].split(" {n}")[0] == cat["help.archon_keyword.splash"]
    tooltips = (ROOT / "static" / "shell" / "screens" / "rules.mjs").read_text(encoding="utf-8")
    listed = re.search(r"ARCHON_KEYWORDS = /\*\* @type \{const\} \*/ \(\{(.+?)\}\)", tooltips, re.DOTALL)
    assert listed and dict(re.findall(r"(\w+): \"(K\d+)\"", listed.group(1))) == KEYWORD_RULES


def test_the_build_refuses_an_archon_reference_that_disagrees(tmp_path) -> None:
    (tmp_path / "docs").mkdir()
    pt = (ROOT / "docs" / "archon-rules.md").read_text(encoding="utf-8")
    en = (ROOT / "docs" / "archon-rules.en.md").read_text(encoding="utf-8")
    (tmp_path / "docs" / "archon-rules.md").write_text(pt, encoding="utf-8")
    with pytest.raises(build_site.BuildError, match="archon-rules.en.md is missing"):
        build_site.rules_reference(tmp_path, LANGS, "archon")
    (tmp_path / "docs" / "archon-rules.en.md").write_text(
        en.replace('<a id="K44"></a>**K44**', '<a id="K97"></a>**K97**'), encoding="utf-8")
    with pytest.raises(build_site.BuildError, match=r"missing \['K44'\], extra \['K97'\]"):
        build_site.rules_reference(tmp_path, LANGS, "archon")
    (tmp_path / "docs" / "archon-rules.en.md").write_text(en.replace("[K61](#K61)", "[K61](#K610)"), encoding="utf-8")
    with pytest.raises(build_site.BuildError, match=r"links to no rule of the reference: \['#K610'\]"):
        build_site.rules_reference(tmp_path, LANGS, "archon")


def test_the_built_site_ships_both_references(tmp_path, docs) -> None:
    build_site.write_rules_help(tmp_path, docs, "archon")
    build_site.write_rules_help(tmp_path, build_site.rules_reference(ROOT, LANGS), "eidolon")
    shipped = sorted(p.name for p in (tmp_path / "static" / "help").iterdir())
    assert shipped == ["archon-rules.en.json", "archon-rules.pt-BR.json", "rules.en.json", "rules.pt-BR.json"]
    page = json.loads((tmp_path / "static" / "help" / "archon-rules.en.json").read_text(encoding="utf-8"))
    assert page == docs["en"] and page["lang"] == "en"
