"""Archon rules that define words or components (ARCHON-RULES.md K8, K18, K20, K38, K52, K68, K69, K91):
each test checks what its rule defines, set up from positions (archonkit) or a seeded config."""

from __future__ import annotations

import pytest
from archonkit import table
from eidolon.api import ApiError, Match
from eidolon.rulesets.archon.board import key_cost, power
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import MAX_CHAINS, Verb, Zone


def test_K8_tokens_stand_in_for_any_number_of_components() -> None:
    """K8: the digital table has no component supply to run out of: 60 Æmber in a pool, 25 power tokens and
    30 damage on one creature are plain counters, and play goes on by the rules (one key per step, K15)."""
    t = table({}, {"line": ["urso-das-veredas"]}, active=1, amber=(60, 0), house="vereda",
              status={"1:urso-das-veredas": {"tokens": 25, "damage": 30}})
    bear = t.u(1, "urso-das-veredas")
    assert power(t.s, bear) == 31 and t.s.zone[bear] == Zone.LINE       # 30 damage < 31 power: alive (K53)
    t.do(Verb.END)
    assert t.s.players[0].keys == 1 and t.s.players[0].amber == 54
    seen = ARCHON.view(t.s, 0)["players"][1]["line"][0]
    assert (seen["tokens"], seen["damage"]) == (25, 30)


def test_K18_keys_have_no_colour_only_a_count() -> None:
    """K18: a key is a key: the position and the view hold a count, and an unforged key is forged again like
    any other (K19)."""
    t = table({"hand": ["martelo-de-chave"]}, {}, keys=(0, 2), amber=(0, 6), house="engrenagem")
    assert ARCHON.position_to_json(t.s)["players"][1]["keys"] == 2
    t.do(Verb.PLAY, t.u(0, "martelo-de-chave"))
    assert t.s.players[1].keys == 1
    t.do(Verb.END)                                                       # the rival forges in step 1
    assert t.s.players[1].keys == 2 and ARCHON.view(t.s, 0)["players"][1]["keys"] == 2


def test_K20_only_the_amber_in_your_own_pool_is_yours() -> None:
    """K20 (⚠ the rest of the definition is cipher text; plain reading: "your Æmber" is your pool): Æmber
    captured on your creatures is not yours: it does not count toward forging (K15) and a steal takes only
    from the pool (K62)."""
    t = table({"line": ["contrabandista-das-docas"]}, {}, active=1, amber=(5, 0), house="vereda",
              status={"0:contrabandista-das-docas": {"held": 3}})
    t.do(Verb.END)
    assert t.s.players[0].keys == 0 and t.s.players[0].amber == 5
    t2 = table({"hand": ["redemoinho"]}, {"line": ["contrabandista-das-docas"]}, amber=(0, 1), house="mare",
               status={"1:contrabandista-das-docas": {"held": 3}})
    t2.do(Verb.PLAY, t2.u(0, "redemoinho"))
    assert t2.s.players[0].amber == 1 and t2.s.held[t2.u(1, "contrabandista-das-docas")] == 3


def test_K38_abilities_touch_only_cards_in_play() -> None:
    """K38: Incêndio's "each creature" skips creatures in hands, decks and discard piles; a chosen target is
    offered only among creatures in play; an artifact's constant ability works only while it is in play."""
    t = table({"hand": ["incendio", "cervo-ancestral"], "discard": ["urso-das-veredas"]},
              {"line": ["arvore-mae"], "hand": ["piromante"], "deck": ["vibora-de-cinzas"]})
    t.do(Verb.PLAY, t.u(0, "incendio"))
    assert t.s.damage[t.u(1, "arvore-mae")] == 2                          # armor 1 of 3
    assert all(t.s.damage[t.u(*k)] == 0 for k in ((0, "cervo-ancestral"), (0, "urso-das-veredas"),
                                                  (1, "piromante"), (1, "vibora-de-cinzas")))
    t2 = table({"hand": ["lanceiro-de-brasa"]}, {"line": ["cervo-ancestral"], "hand": ["urso-das-veredas"]})
    t2.do(Verb.PLAY, t2.u(0, "lanceiro-de-brasa"), pos=0)                 # one enemy in play: no choice
    assert t2.s.damage[t2.u(1, "cervo-ancestral")] == 1 and t2.s.choice is None
    t3 = table({}, {"discard": ["torre-de-pedagio"], "hand": ["torre-de-pedagio"]}, active=1, house="engrenagem")
    assert key_cost(t3.s, 0) == 6


def test_K52_the_opponent_creature_is_the_other_creature_of_the_fight() -> None:
    """K52: Autômato Vigia's "Fight: stun the opponent creature" hits the creature it fought, not a bystander."""
    t = table({"line": ["automato-vigia"]}, {"line": ["coruja-sabia", "caranguejo-vigia", "cervo-ancestral"]},
              house="engrenagem")
    deer, owl, crab = t.u(1, "cervo-ancestral"), t.u(1, "coruja-sabia"), t.u(1, "caranguejo-vigia")
    t.do(Verb.FIGHT, t.u(0, "automato-vigia"), crab)
    assert t.s.zone[t.u(0, "automato-vigia")] == Zone.LINE and t.s.damage[crab] == 2
    assert t.s.stun[crab] and not t.s.stun[deer] and not t.s.stun[owl]


def test_K68_K69_chains_from_a_handicap_or_a_bid_are_set_in_the_config() -> None:
    """K68 (the handicap's 4 chains) and K69 (the chains a bid cost) are each player's `chains` in the config:
    the opening draw is shortened by them (K4); more than the tracker holds is refused."""
    m = Match.new({"ruleset": "archon", "seed": 4, "players": [{"deck_seed": 1, "chains": 4}, {"deck_seed": 2}]})
    s = m.state
    full = 7 if s.first == 0 else 6
    assert len(s.players[0].hand) == full - 1 and s.players[0].chains == 3
    assert len(s.players[1].hand) == (7 if s.first == 1 else 6) and s.players[1].chains == 0
    with pytest.raises(ApiError):
        Match.new({"ruleset": "archon", "seed": 4, "players": [{"deck_seed": 1, "chains": MAX_CHAINS + 1},
                                                               {"deck_seed": 2}]})


def test_K91_a_cards_own_name_means_only_that_card() -> None:
    """K91: Urso das Veredas's "Fight: put a power token on Urso das Veredas" touches only the copy that
    fought; the other copy (the bystander) gets nothing. The Rule of Six still counts by title (K32)."""
    t = table({"line": ["urso-das-veredas", "urso-das-veredas"]}, {"line": ["coruja-sabia", "piromante"]},
              house="vereda")
    a, b = t.u(0, "urso-das-veredas", 0), t.u(0, "urso-das-veredas", 1)
    t.do(Verb.FIGHT, a, t.u(1, "piromante"))
    assert t.s.tokens[a] == 1 and t.s.tokens[b] == 0
    assert t.s.plays == {"urso-das-veredas": 1}
