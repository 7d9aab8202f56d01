"""A self-describing catalog (issue 10, item 5): the bridge's catalog op publishes the ruleset's rules block
and the deck file's limits, equal to what the engine enforces, and the page's modules write none of
those numbers themselves (they read them from the block)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from eidolon import bridge, deckfile, i18n
from eidolon.api import ApiError, Match
from eidolon.rulesets.eidolon import setup, state
from eidolon.rulesets.eidolon.cards.model import DOCTRINES

ROOT = Path(__file__).resolve().parents[1]
CONFIG = {"seed": 5, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]}


def published() -> dict:
    out = json.loads(bridge.handle(json.dumps({"op": "catalog"})))
    assert out["ok"]
    return out["result"]


def test_the_catalog_publishes_the_rules_the_engine_enforces() -> None:
    """R3.1/R3.2 deck sizes and copies, R4.1 field limits, R9.1 extra attempts, R12.2 hand limit, R5 phases."""
    rules = published()["rules"]
    assert rules["limits"]["hand"] == state.HAND_LIMIT
    assert (rules["limits"]["creatures"], rules["limits"]["relics"]) == (state.MAX_CREATURES, state.MAX_RELICS)
    assert rules["limits"]["extra_credits"] == state.MAX_EXTRA_CREDITS
    assert rules["deck"]["min"] == setup.MIN_DECK and rules["deck"]["max_copies"] == setup.MAX_COPIES
    assert rules["deck"]["locations"] == setup.LOCATION_DECK and rules["deck"]["location_copies"] == 1
    assert rules["phases"] == [p for p in state.PHASE_NAMES if p != "preparacao"]
    assert rules["doctrines"] == list(DOCTRINES)
    assert set(rules["ai_levels"]) == {"iniciante", "desafiadora"}
    for level in rules["ai_levels"]:                          # each is a level the AI op accepts
        bridge.handle(json.dumps({"op": "new_game", "config": CONFIG}))
        out = json.loads(bridge.handle(json.dumps({"op": "ai_move", "level": level, "budget_ms": 5})))
        assert out["ok"], (level, out)
    assert published()["deck_file"] == {"max_bytes": deckfile.MAX_BYTES, "max_name": deckfile.MAX_NAME,
                                        "max_count": deckfile.MAX_COUNT}


def test_the_published_location_target_range_is_the_one_a_config_may_name() -> None:
    """R1.1: every target of the published range starts a match, the default is taken when none is named,
    and one step outside is refused (bad_target)."""
    rng = published()["rules"]["location_target"]
    for n in range(rng["min"], rng["max"] + 1):
        assert Match.new({**CONFIG, "options": {"location_target": n}}).state.location_target == n
    assert Match.new(CONFIG).state.location_target == rng["default"]
    for n in (rng["min"] - 1, rng["max"] + 1):
        with pytest.raises(ApiError) as e:
            Match.new({**CONFIG, "options": {"location_target": n}})
        assert e.value.code == "bad_target" and str(rng["max"]) in e.value.message["en"]


def test_every_label_key_of_the_rules_block_is_in_every_catalogue() -> None:
    rules = published()["rules"]
    keys = [c["label"] for c in rules["counters"]] + [f"phase.{p}" for p in rules["phases"]] \
        + [f"doctrine.{d}" for d in rules["doctrines"]] + [f"ai.level.{lv}" for lv in rules["ai_levels"]]
    for lang in i18n.languages():
        missing = [k for k in keys if k not in i18n.catalogue(lang)]
        assert not missing, (lang, missing)


# The rule numbers the page used to repeat (issue 10): each pattern is a rule constant written as a literal.
REPEATED = {
    "the Location target's range or default on the start form": r'location-target[^\n]*\b(?:min|max|value): "\d+"',
    "the main deck's minimum (R3.1)": r"\bmin: 60\b",
    "the Location deck's size (R3.2)": r"\bneed: 8\b",
    "the deck file's copy limit": r"\b99\b",
    "the deck file's size limit": r"64 \* 1024(?! \*)",
    "the AI levels": r'\[\s*"iniciante",\s*"desafiadora"\s*\]',
    "the phases": r'\[\s*"inicial",\s*"planejamento"',
    "the doctrines": r'\[\s*"ordem",\s*"ruina"',
    "the hand limit in a prompt": r"\blimits?\.hand\s*\?\?\s*\d",
}


def test_the_page_writes_no_rule_number_of_its_own() -> None:
    """The page's modules (static/**/*.mjs, vendored code aside) hold none of the repeated rule constants:
    they read rules() and deckFile() (static/rulesets/eidolon/cards.mjs) from the catalog answer."""
    found = []
    for path in sorted((ROOT / "static").rglob("*.mjs")):
        if "lib" in path.relative_to(ROOT / "static").parts[:1]:
            continue
        code = "\n".join(line.split("//")[0] for line in path.read_text(encoding="utf-8").splitlines())
        found += [f"{path.relative_to(ROOT)}: {what}" for what, pattern in REPEATED.items() if re.search(pattern, code)]
    assert found == []
    cards = (ROOT / "static" / "rulesets" / "eidolon" / "cards.mjs").read_text(encoding="utf-8")
    assert "ruleBlock = raw.rules" in cards and "deckLimits = raw.deck_file" in cards
