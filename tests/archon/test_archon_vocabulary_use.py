"""Issue 24: every element of the closed card vocabulary (K13, K14, K29-K45, K53-K66, K82-K92) is printed on at
least two titles of the shipped collection.

The elements are read from `cards.py`'s own tuples and dicts, so an element another change appends to one of them
is required here at once; a new module-level table of `cards.py`, or a new field of `Effect`, `Ability` or
`CardDef`, fails `test_every_table_and_field_is_classified` by name until it is listed below as a category (what a
title uses of it) or as a parameter (not an element of the language)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from eidolon.rulesets.archon import cards
from eidolon.rulesets.archon.cards import Ability, CardDataError, CardDef, Effect, card_from_json, load_cards

Use = tuple[str, str]                      # (category, element)
Scope = tuple[CardDef, Ability, Effect]


def _effects(card: CardDef) -> Iterator[Scope]:
    """Every effect a card prints, an effect held inside another's field (a nested choice) included."""
    for ability in card.abilities:
        yield from _within(card, ability, ability.effects)


def _within(card: CardDef, ability: Ability, values: tuple[Any, ...]) -> Iterator[Scope]:
    for value in values:
        if isinstance(value, Effect):
            yield card, ability, value
            yield from _within(card, ability, tuple(v for v in value if isinstance(v, tuple)))
        elif isinstance(value, tuple):
            yield from _within(card, ability, value)


def upgrade_grants() -> tuple[str, ...]:
    """The keywords an upgrade may give its host (K43): those of FLAGS the loader accepts in `grants`."""
    out = []
    for flag in cards.FLAGS:
        try:
            card_from_json({"id": "probe", "name": {"pt": "p", "en": "p"}, "house": cards.HOUSES[0],
                            "type": "upgrade", "rarity": "common", "upgrade": {"grants": [flag]}})
        except CardDataError:
            continue
        out.append(flag)
    return tuple(out)


# category -> (its elements from cards.py, the elements one effect uses of it)
EffectUse = Callable[[Scope], tuple[str, ...]]


def _field(name: str, ops: tuple[str, ...] | None = None, when: str | None = None) -> EffectUse:
    """The effect's value of `name`, where the effect's op is among `ops` and its ability's timing is `when`."""
    def use(scope: Scope) -> tuple[str, ...]:
        _, ability, effect = scope
        value = getattr(effect, name)
        if not value or ops is not None and effect.op not in ops or when is not None and ability.when != when:
            return ()
        return (str(value),)
    return use


def _lasting_target(scope: Scope) -> tuple[str, ...]:
    return (scope[2].target,) if scope[2].until else ()


def _aura_subject(scope: Scope) -> tuple[str, ...]:
    _, ability, effect = scope
    return (effect.target,) if ability.when == "constant" and effect.op in cards.AURA_OPS and not effect.until else ()


def _for_each(scope: Scope) -> tuple[str, ...]:
    return (scope[2].op,) if scope[2].per and scope[2].op in cards.FOR_EACH_OPS else ()


def _switches(scope: Scope) -> tuple[str, ...]:
    effect = scope[2]
    return tuple(name for name in SWITCHES if getattr(effect, name))


SWITCHES = ("may", "if_you_do", "splash", "once")   # K35, K36, K76, K59 ("the first time each turn"): optional marks

EFFECT_CATEGORIES: dict[str, tuple[tuple[str, ...], EffectUse]] = {
    "op": (tuple(cards.OPS), _field("op")),
    "target": (cards.TARGETS, _field("target", ops=tuple(op for op, takes in cards.OPS.items() if "target" in takes))),
    "count": (cards.COUNTED, _field("per")),
    "for_each_op": (cards.FOR_EACH_OPS, _for_each),
    "duration": (cards.DURATIONS, _field("until")),
    "lasting_target": (cards.LASTING_TARGETS, _lasting_target),
    "condition": (tuple(cards.COND_TESTS), _field("cond")),
    "instead": (cards.INSTEAD_OPS, _field("instead")),
    "instead_if": (cards.INSTEAD_IF, _field("instead_if")),
    "only": (tuple(cards.ONLY), _field("only")),
    "place": (cards.PLACES, _field("place")),
    "grant_keyword": (cards.GRANTABLE, _field("keyword", ops=("grant",))),
    "aura_subject": (cards.AURA_SUBJECTS, _aura_subject),
    "split_target": (cards.SPLIT_TARGETS, _field("target", ops=("split_damage",))),
    "zone_target": (cards.ZONE_TARGETS, _field("target", ops=("destroy_artifact", "destroy_upgrade"))),
    "replacing": (tuple(cards.REPLACING), _field("op", when="would_be_destroyed")),
    "replace_event": (tuple(cards.REPLACE_EVENTS), _field("event", ops=("replace",))),
    "replace_with": (tuple(sorted({w for ws in cards.REPLACE_EVENTS.values() for w in ws})), _field("with_op")),
    "switch": (SWITCHES, _switches),
}
CARD_CATEGORIES: dict[str, tuple[tuple[str, ...], Callable[[CardDef], tuple[str, ...]]]] = {
    "house": (cards.HOUSES, lambda c: (c.house,)),
    "type": (cards.TYPES, lambda c: (c.type,)),
    "rarity": (cards.RARITIES, lambda c: (c.rarity,)),
    "keyword": (cards.FLAGS, lambda c: tuple(c.flags)),
    "keyword_x": (cards.COUNTS, lambda c: tuple(c.counts)),
    "upgrade_grant": (upgrade_grants(), lambda c: tuple(c.grants)),
    "upgrade_grant_x": (cards.COUNTS, lambda c: tuple(k for k, _ in c.grant_counts)),
    "when": (cards.WHENS, lambda c: tuple(a.when for a in c.abilities)),
    "of": (cards.TRIGGER_OF, lambda c: tuple(a.of for a in c.abilities if a.of)),
    "mark": (("legacy", "errata"), lambda c: tuple(m for m in ("legacy", "errata") if getattr(c, m))),
}

# The elements no second title can sensibly print, with the reason.
EXEMPT: dict[Use, str] = {
    ("mark", "legacy"): "K95: a carry-over from an earlier set; this first original set shows the mark on one title",
    ("mark", "errata"): "K96: a correction of a printed card; the set shows the mechanism on one title (docs/archon.md:"
                        " no errata of the publisher's cards)",
}
# What is not a category of elements: the module's other tables (groupings of the elements above, the loader's
# own field lists, the data it reads) and the fields holding a parameter (an amount, a trait, a house) or a record.
NOT_ELEMENT_TABLES = {"FORMAT", "DATA", "MAVERICK", "FIELDS", "DEFS", "ERRATA_FIELDS", "IN_PLAY_FLAGS", "TRIGGERED",
                      "AURA_OPS", "AURA_TARGETS", "CONSTANT_OPS", "CHOSEN", "ENEMY_CHOSEN", "EVERY", "FIXED",
                      "FILTERED", "VERB_OPS", "ZONE_OPS", "MOVE_OPS", "ARTIFACT_ONLY", "PURGE_TARGETS", "ARCHIVE_TARGETS",
                      "ANY_HOUSE", "CONSTANT_ONLY", "GROUP_OPS", "GROUP_TARGETS", "HIDDEN_WHENS", "IT_EVENTS",
                      "LASTING_OPS", "LASTING_SIDES", "MAX_GROUP", "MAX_MODES", "MODE", "PLAYER_OPS", "REACTION",
                      "REPLACE_TARGETS", "WARD_OPS", "POOL_EVENTS", "MAX_ABILITIES", "WHILE_OPS"}
CATEGORY_TABLES = {"HOUSES", "TYPES", "RARITIES", "FLAGS", "COUNTS", "WHENS", "TRIGGER_OF", "OPS", "TARGETS",
                   "COUNTED", "FOR_EACH_OPS", "DURATIONS", "LASTING_TARGETS", "COND_TESTS", "INSTEAD_OPS",
                   "INSTEAD_IF", "ONLY", "PLACES", "GRANTABLE", "AURA_SUBJECTS", "SPLIT_TARGETS", "ZONE_TARGETS",
                   "REPLACING", "REPLACE_EVENTS"}
EFFECT_FIELDS = {"op", "target", "per", "until", "cond", "instead", "instead_if", "only", "place", "keyword",
                 "event", "with_op", *SWITCHES}
# (a react's `event` and `event_of` name the trigger it answers, as a triggered ability's `when` and `of`, counted
# there; `modes` holds effects, counted as effects; `mode_at` is derived)
PARAMETER_FIELDS = {"n", "trait", "house", "cond_n", "cond_trait", "only_arg", "cond_house", "x", "modes", "mode_at",
                    "event_of"}
CARD_FIELDS = {"house", "type", "rarity", "flags", "counts", "grants", "grant_counts", "abilities", "legacy", "errata"}
CARD_PARAMETERS = {"id", "name", "amber", "power", "armor", "traits", "bonus_power", "bonus_armor", "maverick",
                   "triggers", "auras", "whens", "key_cost"}     # numbers, words, and what the loader derives


def uses() -> dict[Use, set[str]]:
    """Each element printed in the collection -> the ids of the titles that print it."""
    out: dict[Use, set[str]] = defaultdict(set)
    for card in load_cards().values():
        for category, (_, card_use) in CARD_CATEGORIES.items():
            for element in card_use(card):
                out[category, element].add(card.id)
        for scope in _effects(card):
            for category, (_, effect_use) in EFFECT_CATEGORIES.items():
                for element in effect_use(scope):
                    out[category, element].add(card.id)
    return out


def elements() -> list[Use]:
    """Every element of the vocabulary, by category."""
    return [(category, element) for category, (values, _) in {**CARD_CATEGORIES, **EFFECT_CATEGORIES}.items()
            for element in values]


USES = uses()


def _module_tables() -> set[str]:
    return {name for name, value in vars(cards).items()
            if name.isupper() and not isinstance(value, type) and not callable(value)}


def test_every_table_and_field_is_classified() -> None:
    """K13, K29: a new table of cards.py or a new field of a card record is either a category of elements whose
    use is counted here or named as not one (a grouping, a parameter)."""
    where = "classify it in CATEGORY_TABLES (with its category) or NOT_ELEMENT_TABLES"
    assert sorted(_module_tables() - NOT_ELEMENT_TABLES - CATEGORY_TABLES) == [], where
    assert sorted((NOT_ELEMENT_TABLES | CATEGORY_TABLES) - _module_tables()) == []      # no stale name
    where = "classify it in EFFECT_FIELDS (with its category) or PARAMETER_FIELDS"
    assert sorted(set(Effect._fields) - EFFECT_FIELDS - PARAMETER_FIELDS) == [], where
    assert sorted(set(Ability._fields) - {"when", "effects", "of"}) == []
    where = "classify it in CARD_FIELDS (with its category) or CARD_PARAMETERS"
    assert sorted(set(CardDef._fields) - CARD_FIELDS - CARD_PARAMETERS) == [], where


def test_the_categories_read_cards_tables() -> None:
    """K43: the upgrade grants are read from the loader (creature keywords that are not deploy/alpha/omega nor
    a keyword of a card in play such as versatile), and the elements cover every category table; the exemptions name real elements."""
    assert upgrade_grants() == tuple(f for f in cards.FLAGS if f not in ("deploy", "alpha", "omega", *cards.IN_PLAY_FLAGS))
    every = set(elements())
    assert set(EXEMPT) <= every
    assert {("op", op) for op in cards.OPS} <= every and {("when", w) for w in cards.WHENS} <= every


def test_the_use_counter_sees_what_a_title_prints() -> None:
    """K35, K76, K37: one card's data gives the elements it prints (not one it does not)."""
    card = card_from_json({"id": "probe", "name": {"pt": "p", "en": "p"}, "house": "brasa", "type": "creature",
                           "rarity": "rare", "power": 3, "keywords": {"taunt": True, "assault": 2},
                           "abilities": [{"when": "play", "effects": [
                               {"op": "damage", "n": 2, "target": "enemy", "splash": 1, "may": True},
                               {"op": "power_bonus", "n": 1, "target": "friendly", "until": "end_of_turn"}]}]})
    seen = {(cat, el) for cat, (_, use) in CARD_CATEGORIES.items() for el in use(card)}
    seen |= {(cat, el) for scope in _effects(card) for cat, (_, use) in EFFECT_CATEGORIES.items() for el in use(scope)}
    assert {("keyword", "taunt"), ("keyword_x", "assault"), ("rarity", "rare"), ("op", "damage"),
            ("switch", "splash"), ("switch", "may"), ("duration", "end_of_turn"),
            ("lasting_target", "friendly"), ("target", "enemy")} <= seen
    assert ("switch", "if_you_do") not in seen and ("aura_subject", "friendly") not in seen


def _cases() -> list[Any]:
    return [pytest.param(e, id=f"{e[0]}:{e[1]}") for e in elements()]


@pytest.mark.parametrize("element", _cases())
def test_every_element_is_printed_on_two_titles(element: Use) -> None:
    """K13, K14, K29-K45, K53-K66, K82-K92: each element of the card language is printed on two titles or more."""
    if element in EXEMPT:
        assert len(USES.get(element, ())) >= 1, (element, EXEMPT[element])
        return
    titles = sorted(USES.get(element, ()))
    assert len(titles) >= 2, f"{element[0]} {element[1]!r} is printed on {titles or 'no title'}"
