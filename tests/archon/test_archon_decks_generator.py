"""The seeded deck generator: three of the seven houses, every one of the 35 trios drawn (K6), the rarity mix
(K93); its mavericks (K94, optional, off by default): the same seed gives the same deck
with or without them; a deck without a maverick is the seed's usual deck; every deck is legal once its
maverick copy (title@house, the engine's id for it) counts for the house it moved to (K6); 10,000 seeds give
10,000 different decks; a generated maverick deck plays."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from eidolon import rulesets
from eidolon.api import normalize_config
from eidolon.core.errors import ApiError
from eidolon.rulesets.archon.cards import HOUSES, MAVERICK, load_cards, lookup, maverick_id
from eidolon.rulesets.archon.deckgen import MAVERICK_CHANCE, MAX_COPIES, PER_HOUSE, deck_problems, generate


def mavericks_of(deck_cards: tuple[str, ...]) -> list[str]:
    return [c for c in deck_cards if MAVERICK in c]


def test_K6_K93_every_trio_of_the_seven_houses_is_drawn_with_the_rarity_mix() -> None:
    """35 trios (7 choose 3), each in HOUSES order; the new houses' decks are legal and drawn by rarity like the
    others: over many decks common > uncommon > rare > special, at most one special per deck."""
    cards = load_cards()
    decks = [generate(seed) for seed in range(1200)]
    trios = Counter(d.houses for d in decks)
    assert set(trios) == set(combinations(HOUSES, 3)) and len(trios) == 35
    assert min(trios.values()) >= 10, trios                       # no trio starved (1200 / 35 ~ 34 each)
    rarity: Counter[str] = Counter()
    for d in decks:
        assert deck_problems(d.houses, d.cards) == [] and list(d.houses) == sorted(d.houses, key=HOUSES.index)
        assert Counter(cards[c].house for c in d.cards) == {h: PER_HOUSE for h in d.houses}
        assert all(n <= MAX_COPIES[cards[c].rarity] for c, n in Counter(d.cards).items())
        assert sum(1 for c in d.cards if cards[c].rarity == "special") <= 1
        rarity.update(cards[c].rarity for c in d.cards if cards[c].house in HOUSES[4:])
    assert rarity["common"] > rarity["uncommon"] > rarity["rare"] > rarity["special"] > 0, rarity


def test_K94_mavericks_are_off_by_default_and_seeded() -> None:
    cards = load_cards()
    with_one = 0
    for seed in range(1500):
        plain, mav = generate(seed), generate(seed, mavericks=True)
        assert mavericks_of(plain.cards) == [] and plain == generate(seed, mavericks=False)
        assert mav == generate(seed, mavericks=True)
        assert deck_problems(mav.houses, mav.cards) == [], seed
        if not mavericks_of(mav.cards):
            assert mav == plain
            continue
        with_one += 1
        (m,) = mavericks_of(mav.cards)
        moved = lookup(m)
        assert moved is not None and moved.maverick and moved.house in mav.houses
        title = m.split(MAVERICK)[0]
        assert cards[title].house != moved.house and cards[title].rarity != "special"
        assert mav.name == plain.name and mav.houses == plain.houses
        assert sum((Counter(plain.cards) - Counter(mav.cards)).values()) == 1
        assert sum((Counter(mav.cards) - Counter(plain.cards)).values()) == 1
        as_printed = [title if c == m else c for c in mav.cards]
        assert any(code == "house_count" for code, _ in deck_problems(mav.houses, as_printed)), seed
    assert abs(with_one / 1500 - MAVERICK_CHANCE / 100) < 0.03, with_one


@pytest.mark.slow                      # 10,000 generated decks
def test_K94_ten_thousand_seeds_with_mavericks_give_no_duplicate_deck() -> None:
    seen = {(d.houses, d.cards) for d in (generate(s, mavericks=True) for s in range(10_000))}
    assert len(seen) == 10_000


def test_K94_a_maverick_copy_must_move_to_another_of_the_decks_houses() -> None:
    d = generate(5)
    cards = load_cards()
    own = d.cards[0]
    other = next(h for h in d.houses if h != cards[own].house)
    outside = next(h for h in HOUSES if h not in d.houses)
    swapped = list(d.cards)
    for bad, code in ((maverick_id(own, cards[own].house), "unknown_card"), (maverick_id(own, "nenhuma"), "unknown_card"),
                      (maverick_id(own, outside), "foreign_card")):
        swapped[0] = bad
        assert code in [c for c, _ in deck_problems(d.houses, swapped)], bad
    swapped[0] = maverick_id(own, other)
    moved = deck_problems(d.houses, swapped)
    assert sorted(a["house"] for code, a in moved if code == "house_count") == sorted([cards[own].house, other])


def test_K94_a_generated_maverick_deck_plays_to_the_end() -> None:
    seed = next(s for s in range(500) if mavericks_of(generate(s, mavericks=True).cards))
    (copy,) = mavericks_of(generate(seed, mavericks=True).cards)
    rs = rulesets.get("archon")
    cfg = normalize_config({"ruleset": "archon", "seed": 3, "players": [
        {"deck_seed": seed, "mavericks": True}, {"deck_seed": seed + 1}]})
    assert copy in cfg["players"][0]["deck"]["cards"]
    state = rs.new_state(cfg, log=False)
    rng = random.Random(seed)
    while state.result is None:
        legal = rs.legal_actions(state)
        rs.apply(state, legal[rng.randrange(len(legal))])
        assert rs.violations(state) == []
    assert copy in state.ids


def test_K94_mavericks_only_with_a_deck_seed() -> None:
    rs = rulesets.get("archon")
    for player in ({"suggested": rs.suggested_decks()[0]["id"], "mavericks": True}, {"deck_seed": 1, "mavericks": 1}):
        with pytest.raises(ApiError):
            normalize_config({"ruleset": "archon", "seed": 1, "players": [player, {"deck_seed": 2}]})
