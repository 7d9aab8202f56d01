"""The ten hand-built demonstration decks (issues 13 and 24): legal (K6: 36 cards, 3 houses x 12), named and
described in pt and en, listed first by `decks --ruleset archon`, and playable by id in a match config."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import combinations

import pytest
from eidolon import cli
from eidolon.api import Match
from eidolon.rulesets.archon.cards import HOUSES, CardDataError, load_cards
from eidolon.rulesets.archon.deckgen import MAX_COPIES, PER_HOUSE, deck_problems
from eidolon.rulesets.archon.demos import DATA, demos_from_json, load_demos
from eidolon.rulesets.archon.ruleset import ARCHON

DEMOS = sorted(load_demos())


def test_K6_ten_demo_decks_are_legal_and_built_like_real_decks() -> None:
    assert len(DEMOS) == 10
    cards = load_cards()
    for demo in load_demos().values():
        d = demo.deck
        assert deck_problems(d.houses, d.cards) == [], demo.id
        assert len(d.cards) == 36 and len(set(d.houses)) == 3
        assert Counter(cards[c].house for c in d.cards) == {h: PER_HOUSE for h in d.houses}
        assert all(n <= MAX_COPIES[cards[c].rarity] for c, n in Counter(d.cards).items()), demo.id
        assert sum(1 for c in d.cards if cards[c].rarity == "special") <= 1
        for field in (d.name, demo.description):
            assert field["pt"] and field["en"] and field["pt"] != field["en"]
    trios = {load_demos()[i].deck.houses for i in DEMOS}
    assert {t for t in trios if set(t) <= set(HOUSES[:4])} == {t for t in combinations(HOUSES[:4], 3)}, trios
    assert all(sum(h in t for t in trios) >= 2 for h in HOUSES[4:])        # each of issue 24's new houses too
    assert load_demos()["nevoa-sobre-a-forja"].deck.houses == HOUSES[4:]  # and one deck of the three together
    assert len({load_demos()[i].deck.cards for i in DEMOS}) == 10


def test_the_issue_24_demo_deck_shows_the_new_card_language() -> None:
    """Ecos da Forja: triggered and constant abilities, lasting effects and conditions (K13, K14, K33, K37)."""
    cards = load_cards()
    deck = load_demos()["ecos-da-forja"].deck.cards
    effects = [e for c in set(deck) for a in cards[c].abilities for e in a.effects]
    assert {w for c in set(deck) for w in cards[c].triggers} >= {"after_reap", "after_fight", "after_house",
                                                                    "after_destroyed", "end_turn"}
    assert any(cards[c].auras for c in deck) and any(e.until for e in effects) and any(e.cond for e in effects)


def test_the_new_houses_demo_deck_shows_each_house_s_style() -> None:
    """Névoa sobre a Forja: Brasa's Assault and fights (K74, K47), Sussurro's Elusive thieves (K70, K62), Raiz's
    Taunt and healing (K72, K55)."""
    cards = load_cards()
    deck = set(load_demos()["nevoa-sobre-a-forja"].deck.cards)
    ops = {h: {e.op for c in deck if cards[c].house == h for a in cards[c].abilities for e in a.effects}
           for h in HOUSES[4:]}
    flags = {h: {f for c in deck if cards[c].house == h for f in (*cards[c].flags, *cards[c].counts)}
             for h in HOUSES[4:]}
    assert "assault" in flags["brasa"] and "damage" in ops["brasa"]
    assert "elusive" in flags["sussurro"] and "steal" in ops["sussurro"]
    assert "taunt" in flags["raiz"] and "heal" in ops["raiz"]


def test_the_demo_decks_are_listed_first_with_their_validation(capsys) -> None:
    assert cli.main(["decks", "--ruleset", "archon", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [d["id"] for d in listed[:10]] == [d for d in load_demos()]
    for d in listed[:10]:
        assert d["valid"] and d["problems"] == [] and d["seed"] == -1
        assert d["description"] == load_demos()[d["id"]].description
    assert all(d["description"] is None and d["seed"] >= 0 for d in listed[10:])


@pytest.mark.parametrize("demo", DEMOS)
def test_a_demo_deck_plays_a_whole_game(demo: str) -> None:
    m = Match.new({"ruleset": "archon", "seed": 7, "players": [{"suggested": demo}, {"suggested": DEMOS[0]}]})
    assert m.state.players[0].name == load_demos()[demo].deck.name
    rng = random.Random(demo)
    for _ in range(3000):
        if m.decision() is None:
            break
        m.apply(rng.randrange(len(m.actions())))
        assert ARCHON.violations(m.state) == []
    assert m.decision() is None


def test_a_broken_demo_file_is_refused() -> None:
    good = json.loads(DATA.read_text(encoding="utf-8"))
    assert demos_from_json(good) == load_demos()
    for bad in ({**good, "format": "x"}, {**good, "decks": [{**good["decks"][0], "cards": {"x": 0}}]},
                {**good, "decks": [good["decks"][0], good["decks"][0]]}, [], None):
        with pytest.raises(CardDataError):
            demos_from_json(bad)
