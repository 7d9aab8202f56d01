"""The seeded deck generator's mavericks (K94, optional, off by default): the same seed gives the same deck
with or without them; a deck without a maverick is the seed's usual deck; every deck is legal once its
maverick counts for the house it moved to (K6); 10,000 seeds give 10,000 different decks."""

from __future__ import annotations

from collections import Counter

from eidolon.rulesets.archon.cards import load_cards
from eidolon.rulesets.archon.deckgen import MAVERICK_CHANCE, Maverick, deck_problems, generate


def test_K94_mavericks_are_off_by_default_and_seeded() -> None:
    cards = load_cards()
    with_one = 0
    for seed in range(1500):
        plain, mav = generate(seed), generate(seed, mavericks=True)
        assert plain.mavericks == () and plain == generate(seed, mavericks=False)
        assert mav == generate(seed, mavericks=True)
        assert deck_problems(mav.houses, mav.cards, mavericks=mav.mavericks) == [], seed
        if not mav.mavericks:
            assert mav == plain
            continue
        with_one += 1
        (m,) = mav.mavericks
        assert m.house in mav.houses and cards[m.card].house != m.house and cards[m.card].rarity != "special"
        assert mav.name == plain.name and mav.houses == plain.houses
        assert sum((Counter(plain.cards) - Counter(mav.cards)).values()) == 1
        assert sum((Counter(mav.cards) - Counter(plain.cards)).values()) == 1
        assert any(code == "house_count" for code, _ in deck_problems(mav.houses, mav.cards)), seed
    assert abs(with_one / 1500 - MAVERICK_CHANCE / 100) < 0.03, with_one


def test_K94_ten_thousand_seeds_with_mavericks_give_no_duplicate_deck() -> None:
    seen = {(d.houses, d.cards, d.mavericks) for d in (generate(s, mavericks=True) for s in range(10_000))}
    assert len(seen) == 10_000


def test_K94_a_maverick_must_be_in_the_deck_and_move_to_another_of_its_houses() -> None:
    d = generate(5)
    cards = load_cards()
    own = d.cards[0]
    outside = next(c.id for c in cards.values() if c.id not in d.cards)
    other = next(h for h in d.houses if h != cards[own].house)
    for bad in (Maverick(outside, d.houses[0]), Maverick(own, cards[own].house), Maverick(own, "nenhuma")):
        codes = [code for code, _ in deck_problems(d.houses, d.cards, mavericks=[bad])]
        assert "bad_maverick" in codes, bad
    moved = deck_problems(d.houses, d.cards, mavericks=[Maverick(own, other)])
    assert sorted(a["house"] for code, a in moved if code == "house_count") == sorted([cards[own].house, other])
