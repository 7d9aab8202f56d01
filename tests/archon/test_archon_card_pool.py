"""The Archon card pool (issues 13 and 24): at least 36 original titles in each of the seven houses, of every
type and rarity (K41, K93); every card read by the closed vocabulary; every keyword, ability, effect, target and count
of that vocabulary printed on some card; text generated in pt and en from the data."""

from __future__ import annotations

import json
from collections import Counter

from eidolon import i18n
from eidolon.rulesets.archon.cards import (
    AURA_OPS,
    CHOSEN,
    COND_TESTS,
    COUNTED,
    COUNTS,
    DURATIONS,
    EVERY,
    FIXED,
    FLAGS,
    GROUP_TARGETS,
    HIDDEN_WHENS,
    HOUSES,
    OPS,
    RARITIES,
    TRIGGERED,
    TYPES,
    WHENS,
    card_from_json,
    collection_json,
    house_file,
    load_cards,
)
from eidolon.rulesets.archon.ruleset import ARCHON


def test_K41_K93_thirty_six_titles_per_house_of_every_type_and_rarity() -> None:
    cards = load_cards().values()
    per_house = Counter(c.house for c in cards)
    assert len(HOUSES) == 7 and HOUSES[4:] == ("brasa", "sussurro", "raiz")      # appended: codes index HOUSES
    assert set(per_house) == set(HOUSES) and min(per_house.values()) >= 36, per_house
    for house in HOUSES:
        mine = [c for c in cards if c.house == house]
        assert {c.type for c in mine} == set(TYPES), house
        rarity = Counter(c.rarity for c in mine)
        assert {"common", "uncommon", "rare"} <= set(rarity), (house, rarity)
        assert rarity["common"] > rarity["uncommon"] > rarity["rare"] >= rarity["special"], (house, rarity)
        assert sum(1 for c in mine if c.type == "creature") >= 12, house
    assert {c.rarity for c in cards} == set(RARITIES)
    for lang in ("pt-BR", "en"):                                            # every house is named in words
        for house in HOUSES:
            assert i18n.text({"key": f"archon.house.{house}"}, lang) != f"archon.house.{house}", (house, lang)


def test_every_card_of_the_files_is_read_by_the_vocabulary() -> None:
    raw = collection_json()["cards"]
    assert sum(len(json.loads(house_file(h).read_text(encoding="utf-8"))["cards"]) for h in HOUSES) == len(raw)
    assert len(raw) == len(load_cards()) == len({c["id"] for c in raw})
    for card in raw:
        assert card_from_json(card) == load_cards()[card["id"]]


def test_every_keyword_and_verb_of_the_vocabulary_is_on_some_card() -> None:
    """K70-K78, K39, K40 keywords; every ability timing, effect op, target and count (K35, K36, K76 too)."""
    cards = load_cards().values()
    printed = {f for c in cards for f in c.flags} | {k for c in cards for k in c.counts}
    assert printed == set(FLAGS + COUNTS)
    effects = [e for c in cards for a in c.abilities for e in a.effects]
    assert {a.when for c in cards for a in c.abilities} == set(WHENS + HIDDEN_WHENS)   # hidden: modes, reactions
    assert {e.op for e in effects} == set(OPS)
    assert {e.target for e in effects if e.target} == set(CHOSEN + EVERY + FIXED + GROUP_TARGETS)
    assert {e.per for e in effects if e.per} == set(COUNTED)
    assert any(e.splash for e in effects) and any(e.may for e in effects) and any(e.if_you_do for e in effects)
    assert any(c.grants for c in cards) and any(c.bonus_power for c in cards) and any(c.bonus_armor for c in cards)
    assert any(c.amber for c in cards) and any(c.armor for c in cards if c.type == "creature")


def test_text_is_generated_in_pt_and_en_and_names_are_unique() -> None:
    catalog = ARCHON.catalog()
    assert len(catalog) == len(load_cards())
    for c in catalog:
        pt, en = c["text"]["pt"], c["text"]["en"]
        assert pt and en and pt != en, c["id"]
        assert "{" not in pt + en and "archon." not in pt + en, c["id"]
    for lang in ("pt", "en"):
        names = Counter(c["name"][lang].casefold() for c in catalog)
        assert max(names.values()) == 1, [n for n, k in names.items() if k > 1]
    traits = {t for c in load_cards().values() for t in c.traits}
    for lang in ("pt-BR", "en"):
        for t in traits:
            assert i18n.text({"key": f"archon.trait.{t}"}, lang) != f"archon.trait.{t}", (t, lang)


def test_every_trigger_kind_and_constant_verb_is_on_at_least_two_titles() -> None:
    """Issue 24: each element of the card language is printed on two titles or more (K13, K14, K33, K37)."""
    cards = load_cards().values()
    for when in TRIGGERED:
        assert sum(1 for c in cards if when in c.triggers) >= 2, when
    for op in AURA_OPS:
        assert sum(1 for c in cards if any(e.op == op for e in c.auras)) >= 2, op
    for test in COND_TESTS:
        assert sum(1 for c in cards if any(e.cond == test for a in c.abilities for e in a.effects)) >= 2, test
    assert sum(1 for c in cards if any(e.per and e.op != "gain_each" for a in c.abilities for e in a.effects)) >= 2
    for until in DURATIONS:                                                 # K37
        assert sum(1 for c in cards if any(e.until == until for a in c.abilities for e in a.effects)) >= 2, until
    assert sum(1 for c in cards if any(e.op == "choose" for a in c.abilities for e in a.effects)) >= 2
    for target in GROUP_TARGETS:                                            # K82, K83
        assert sum(1 for c in cards if any(e.target == target for a in c.abilities for e in a.effects)) >= 2, target
    assert sum(1 for c in cards if any(e.op == "repeat" and e.cond for a in c.abilities for e in a.effects)) >= 2
