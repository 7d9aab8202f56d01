"""Issue 24's selectors and verbs (filters.py, verbs.py): creatures filtered by trait (K92), house (K94), flank (K84)
or no damage (K53); split damage (K53, K54); a random discard; destroying artifacts and upgrades (K58); purging from
hand and archives (K66, K65); returning a creature to its owner's deck (K60); playing from the discard pile (K31,
K32). Each with what it must not touch beside what it does, and each printed on two titles or more."""

from __future__ import annotations

import json

import pytest
from archonkit import table
from eidolon.core.errors import PositionError
from eidolon.core.rng import below, shuffle
from eidolon.rulesets.archon.agents.policy import ArchonPolicy, View
from eidolon.rulesets.archon.cards import ONLY, VERB_OPS, CardDataError, Effect, card_from_json, load_cards
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import ChoiceKind, Verb, Zone


def picks(t) -> list[int]:  # type: ignore[no-untyped-def]
    return sorted(a.target for a in t.offered(Verb.PICK))


# ---- selectors ----

def test_K84_flank_creatures_are_the_two_ends_and_a_lone_creature_is_on_both() -> None:
    t = table({"hand": ["investida-nos-flancos"]}, {"line": ["javali-incendiario", "javali-incendiario", "javali-incendiario"]})
    t.do(Verb.PLAY, t.u(0, "investida-nos-flancos"))
    assert [t.s.damage[t.u(1, "javali-incendiario", k)] for k in range(3)] == [2, 0, 2]
    lone = table({"hand": ["investida-nos-flancos"], "line": ["javali-incendiario"]}, {"line": ["javali-incendiario"]})
    lone.do(Verb.PLAY, lone.u(0, "investida-nos-flancos"))
    assert lone.s.damage[lone.u(1, "javali-incendiario")] == 2                  # on both flanks, hit once
    assert lone.s.damage[lone.u(0, "javali-incendiario")] == 0                  # a friendly flank is not an enemy


def test_K84_a_chosen_flank_creature_is_picked_among_the_ends_only() -> None:
    t = table({"artifacts": ["canhao-de-flanco"]}, {"line": ["salamandra-rubra", "javali-incendiario", "cervo-ancestral"]},
              house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "canhao-de-flanco"))
    assert picks(t) == sorted([t.u(1, "salamandra-rubra"), t.u(1, "cervo-ancestral")])
    t.do(Verb.PICK, target=t.u(1, "cervo-ancestral"))
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 2 and t.s.damage[t.u(1, "javali-incendiario")] == 0


def test_K92_each_friendly_creature_with_a_trait() -> None:
    t = table({"hand": ["matilha-unida"], "line": ["salamandra-rubra", "piromante"]}, {"line": ["javali-incendiario"]},
              house="vereda")
    t.do(Verb.PLAY, t.u(0, "matilha-unida"))
    assert t.s.tokens[t.u(0, "salamandra-rubra")] == 1                          # a beast
    assert t.s.tokens[t.u(0, "piromante")] == 0                                 # a mage
    assert t.s.tokens[t.u(1, "javali-incendiario")] == 0                        # an enemy beast


def test_K94_each_enemy_creature_of_a_house_counts_a_maverick_as_its_printed_house() -> None:
    t = table({"hand": ["rancor-contra-a-mare"]},
              {"line": ["caranguejo-vigia", "salamandra-rubra", "salamandra-rubra@mare", "cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "rancor-contra-a-mare"))
    assert t.s.armor_used[t.u(1, "caranguejo-vigia")] == 2                      # Tide: its armor stopped it (K54)
    assert t.s.damage[t.u(1, "salamandra-rubra@mare")] == 2                     # a maverick moved to Tide
    assert t.s.damage[t.u(1, "salamandra-rubra")] == 0 and t.s.damage[t.u(1, "cervo-ancestral")] == 0


def test_K53_a_creature_with_no_damage() -> None:
    t = table({"hand": ["onca-silenciosa"]}, {"line": ["javali-incendiario", "cervo-ancestral", "piromante"]},
              house="vereda", status={"1:javali-incendiario": {"damage": 1}})
    t.do(Verb.PLAY, t.u(0, "onca-silenciosa"), pos=0)
    assert picks(t) == sorted([t.u(1, "cervo-ancestral"), t.u(1, "piromante")])
    none = table({"hand": ["onca-silenciosa"]}, {"line": ["javali-incendiario"]}, house="vereda",
                 status={"1:javali-incendiario": {"damage": 1}})
    none.do(Verb.PLAY, none.u(0, "onca-silenciosa"), pos=0)
    assert none.s.choice is None and none.s.damage[none.u(1, "javali-incendiario")] == 1   # K34: nothing to hit


# ---- split damage ----

def test_K53_K54_split_damage_is_assigned_point_by_point_then_dealt_at_once() -> None:
    """K53: the damage of one effect is dealt simultaneously: every point is assigned first (nothing is dealt
    between the picks, and a saved position keeps the assignment), then all of it is dealt together, so armor
    prevents once per creature (K54) and a creature is destroyed once (K58)."""
    t = table({"hand": ["estilhacos-dancantes"], "line": ["salamandra-rubra"]},
              {"line": ["caranguejo-vigia", "piromante"]})
    crab, mage = t.u(1, "caranguejo-vigia"), t.u(1, "piromante")
    t.do(Verb.PLAY, t.u(0, "estilhacos-dancantes"))
    assert picks(t) == sorted([crab, mage])                                     # enemies only
    t.do(Verb.PICK, target=crab)
    assert t.s.armor_used[crab] == 0 and t.s.damage[crab] == 0                  # assigned, not dealt yet
    pending = position_to_json(t.s)                                             # a split under way is saved
    assert pending["choice"]["task"]["split"] == [crab]
    assert ARCHON.state_hash(position_from_json(pending)) == ARCHON.state_hash(t.s)
    t.do(Verb.PICK, target=mage)
    assert t.s.damage[mage] == 0 and t.s.choice is not None
    t.do(Verb.PICK, target=mage)                                                # the mage (power 2) is destroyed
    assert t.s.zone[mage] == Zone.DISCARD and t.s.damage[crab] == 0 and t.s.armor_used[crab] == 1
    assert t.log_keys().count("destroyed") == 1 and t.s.players[0].amber == 1


def test_K53_split_damage_may_give_more_points_than_a_creature_needs() -> None:
    """K53: as nothing is dealt before every point is assigned, a creature the earlier points already doom is
    still offered; the points on it beyond its power are not moved elsewhere."""
    t = table({"hand": ["estilhacos-dancantes"]}, {"line": ["piromante", "cervo-ancestral"]})
    mage, stag = t.u(1, "piromante"), t.u(1, "cervo-ancestral")
    t.do(Verb.PLAY, t.u(0, "estilhacos-dancantes"))
    t.do(Verb.PICK, target=mage)
    t.do(Verb.PICK, target=mage)
    assert picks(t) == sorted([mage, stag])                                     # two points would destroy it
    t.do(Verb.PICK, target=mage)
    assert t.s.zone[mage] == Zone.DISCARD and t.s.damage[stag] == 0 and t.s.choice is None


def test_K53_a_lone_candidate_takes_every_point_without_being_asked() -> None:
    t = table({"hand": ["estilhacos-dancantes"]}, {"line": ["piromante"]})
    t.do(Verb.PLAY, t.u(0, "estilhacos-dancantes"))
    assert t.s.choice is None and t.s.zone[t.u(1, "piromante")] == Zone.DISCARD   # 3 points on it at once
    empty = table({"hand": ["estilhacos-dancantes"]}, {})
    empty.do(Verb.PLAY, empty.u(0, "estilhacos-dancantes"))
    assert empty.s.choice is None and empty.s.players[0].amber == 1             # K34: no creature, points lost


def test_K53_split_damage_among_any_creatures_offers_both_sides() -> None:
    t = table({"line": ["atiradora-de-brasas", "salamandra-rubra"]}, {"line": ["javali-incendiario"]})
    t.do(Verb.REAP, t.u(0, "atiradora-de-brasas"))
    assert picks(t) == sorted([t.u(0, "atiradora-de-brasas"), t.u(0, "salamandra-rubra"), t.u(1, "javali-incendiario")])
    t.do(Verb.PICK, target=t.u(1, "javali-incendiario"))
    t.do(Verb.PICK, target=t.u(0, "salamandra-rubra"))
    assert t.s.damage[t.u(1, "javali-incendiario")] == 1 and t.s.damage[t.u(0, "salamandra-rubra")] == 1


# ---- random discard ----

def test_random_discard_is_drawn_from_the_states_generator() -> None:
    rival = ["piromante", "cervo-ancestral", "javali-incendiario"]
    t = table({"hand": ["mao-leve-da-mare"]}, {"hand": rival}, house="mare")
    rng, i = below(12345, 3)
    expected = t.u(1, rival[i])
    t.do(Verb.PLAY, t.u(0, "mao-leve-da-mare"))
    assert t.s.players[1].discard == [expected] and len(t.s.players[1].hand) == 2
    assert t.s.rng == rng and "discard_random" in t.log_keys()
    assert t.s.players[0].discard == [t.u(0, "mao-leve-da-mare")]               # its own hand is not touched
    empty = table({"line": ["gralha-do-cais"], "hand": ["piromante"]}, {}, house="mare")
    empty.do(Verb.REAP, empty.u(0, "gralha-do-cais"))
    assert empty.s.rng == 12345 and empty.s.players[0].hand == [empty.u(0, "piromante")]


# ---- zones ----

def test_K58_destroy_an_enemy_artifact_not_a_friendly_one() -> None:
    t = table({"hand": ["quebra-reliquias"], "artifacts": ["fornalha-antiga"]},
              {"artifacts": ["bobina-de-choque", "torre-de-pedagio"]})
    t.do(Verb.PLAY, t.u(0, "quebra-reliquias"), pos=0)
    assert picks(t) == sorted([t.u(1, "bobina-de-choque"), t.u(1, "torre-de-pedagio")])
    assert any(a.verb == Verb.PASS for a in t.actions())                        # K35: optional
    t.do(Verb.PICK, target=t.u(1, "torre-de-pedagio"))
    assert t.s.players[1].artifacts == [t.u(1, "bobina-de-choque")]
    assert t.s.players[1].discard == [t.u(1, "torre-de-pedagio")] and "destroyed" in t.log_keys()


def test_K58_destroy_any_artifact_if_you_do_gain() -> None:
    t = table({"hand": ["ferro-velho-faminto"], "artifacts": ["fornalha-antiga"]}, {}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "ferro-velho-faminto"), pos=0)
    t.do(Verb.PICK, target=t.u(0, "fornalha-antiga"))                           # its only option, still optional
    assert t.s.zone[t.u(0, "fornalha-antiga")] == Zone.DISCARD and t.s.players[0].amber == 2
    declined = table({"hand": ["ferro-velho-faminto"], "artifacts": ["fornalha-antiga"]}, {}, house="engrenagem")
    declined.do(Verb.PLAY, declined.u(0, "ferro-velho-faminto"), pos=0)
    declined.do(Verb.PASS)
    assert declined.s.players[0].amber == 0 and declined.s.zone[declined.u(0, "fornalha-antiga")] == Zone.ARTIFACTS


def hosted(t, upgrades: dict[int, int]):  # type: ignore[no-untyped-def]
    """The table with each upgrade (listed in its owner's discard pile) moved onto its host (K43)."""
    pos = position_to_json(t.s)
    for u, host in upgrades.items():
        pos["players"][t.s.owner[u]]["discard"].remove(u)
        pos["status"][str(u)] = {"host": host}
    t.s = position_from_json(pos)
    t.s.log = []
    return t


def test_K43_K58_destroy_an_upgrade_on_an_enemy_creature() -> None:
    t = table({"line": ["derretedor-de-armaduras"], "discard": ["casco-de-coral"]},
              {"line": ["piromante", "javali-incendiario"], "discard": ["lamina-ardente", "elmo-de-brasas"]})
    blade, helm, shell = t.u(1, "lamina-ardente"), t.u(1, "elmo-de-brasas"), t.u(0, "casco-de-coral")
    mage = t.u(1, "piromante")
    hosted(t, {helm: mage, blade: t.u(1, "javali-incendiario"), shell: t.u(0, "derretedor-de-armaduras")})
    t.do(Verb.FIGHT, t.u(0, "derretedor-de-armaduras"), mage)                  # its armor 2 keeps it alive (K47)
    assert picks(t) == sorted([blade, helm])                                    # not its own Coral Shell
    t.do(Verb.PICK, target=blade)
    assert t.s.zone[blade] == Zone.DISCARD and t.s.host[blade] == -1 and t.s.zone[helm] == Zone.UPGRADE
    assert t.s.zone[shell] == Zone.UPGRADE


def test_K43_K58_destroy_any_upgrade_then_draw() -> None:
    t = table({"hand": ["chave-desmontadora"], "line": ["piromante"], "discard": ["casco-de-coral"],
               "deck": ["cervo-ancestral"]}, {}, house="engrenagem")
    shell = t.u(0, "casco-de-coral")
    hosted(t, {shell: t.u(0, "piromante")})
    t.do(Verb.PLAY, t.u(0, "chave-desmontadora"))                               # its only upgrade, a friendly one
    assert t.s.zone[shell] == Zone.DISCARD and t.s.players[0].hand == [t.u(0, "cervo-ancestral")]


def test_K66_purge_a_card_from_your_hand_if_you_do_steal() -> None:
    t = table({"hand": ["oferenda-ao-abismo", "piromante", "cervo-ancestral"]}, {"hand": ["salamandra-rubra"]},
              house="mare", amber=(0, 3))
    t.do(Verb.PLAY, t.u(0, "oferenda-ao-abismo"))
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.HAND_CARD
    assert picks(t) == sorted([t.u(0, "piromante"), t.u(0, "cervo-ancestral")])   # its own hand only
    t.do(Verb.PICK, target=t.u(0, "piromante"))
    assert t.s.players[0].purged == [t.u(0, "piromante")] and t.s.players[0].amber == 2
    empty = table({"hand": ["oferenda-ao-abismo"]}, {}, house="mare", amber=(0, 3))
    empty.do(Verb.PLAY, empty.u(0, "oferenda-ao-abismo"))
    assert empty.s.players[0].amber == 0 and empty.s.players[1].amber == 3     # K36: nothing purged, no steal


def test_K65_K66_purge_a_random_card_from_the_opponents_archives() -> None:
    theirs = ["piromante", "cervo-ancestral"]
    t = table({"line": ["mergulhador-bisbilhoteiro"], "archives": ["javali-incendiario"]}, {"archives": theirs},
              house="mare")
    _, i = below(12345, 2)
    t.do(Verb.REAP, t.u(0, "mergulhador-bisbilhoteiro"))
    assert t.s.players[1].purged == [t.u(1, theirs[i])] and t.s.players[1].archives == [t.u(1, theirs[1 - i])]
    assert t.s.players[0].archives == [t.u(0, "javali-incendiario")]


def test_K60_return_a_creature_to_the_top_bottom_or_inside_its_owners_deck() -> None:
    top = table({"hand": ["raizes-que-engolem"]}, {"line": ["javali-incendiario", "cervo-ancestral"],
                                                  "deck": ["piromante"]}, house="vereda",
                status={"1:javali-incendiario": {"damage": 1, "held": 2}})
    top.do(Verb.PLAY, top.u(0, "raizes-que-engolem"))                         # only the undamaged one: no choice
    assert top.s.players[1].deck == [top.u(1, "piromante"), top.u(1, "cervo-ancestral")]
    bottom = table({"hand": ["arrasto-do-fundo"]}, {"line": ["javali-incendiario", "piromante"], "deck": ["cervo-ancestral"]},
                   house="mare", status={"1:piromante": {"held": 2}})
    bottom.do(Verb.PLAY, bottom.u(0, "arrasto-do-fundo"))                      # the least powerful (K83)
    assert bottom.s.players[1].deck == [bottom.u(1, "piromante"), bottom.u(1, "cervo-ancestral")]
    assert bottom.s.players[0].amber == 1 + 2 and bottom.s.held[bottom.u(1, "piromante")] == 0   # K60: Æmber back
    inside = table({"hand": ["ressaca-profunda"]}, {"line": ["piromante"], "deck": ["cervo-ancestral", "javali-incendiario"]},
                   house="mare")
    deck = [inside.u(1, "cervo-ancestral"), inside.u(1, "javali-incendiario"), inside.u(1, "piromante")]
    rng = shuffle(12345, deck)
    inside.do(Verb.PLAY, inside.u(0, "ressaca-profunda"))
    assert inside.s.players[1].deck == deck and inside.s.rng == rng and "shuffle" in inside.log_keys()


def test_K60_a_taken_creature_goes_to_its_owners_deck_after_its_leaves_play() -> None:
    t = table({"hand": ["arrasto-do-fundo"]}, {"line": ["fenix-de-brasa"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "arrasto-do-fundo"))
    assert t.s.players[1].amber == 2                                            # its "Leaves Play:" resolved first
    assert t.s.players[1].deck == [t.u(1, "fenix-de-brasa")]


def test_K31_play_a_card_of_another_house_from_your_discard_pile() -> None:
    t = table({"hand": ["semente-persistente"], "discard": ["chuva-de-fagulhas", "casco-de-coral", "onda-primeira"]},
              {"line": ["piromante"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "semente-persistente"))
    rain = t.u(0, "chuva-de-fagulhas")
    assert t.s.choice is None                                                  # its only option: no upgrade, no Alpha (K39)
    assert t.s.zone[t.u(1, "piromante")] == Zone.DISCARD                        # Ash's Play: resolved (K31)
    assert t.s.zone[rain] == Zone.DISCARD and t.s.players[0].amber == 1 and t.s.plays["chuva-de-fagulhas"] == 1


def test_K31_K44_a_creature_played_from_discard_goes_to_a_chosen_flank_and_K32_counts() -> None:
    t = table({"artifacts": ["oficina-de-sucata"], "hand": ["cervo-ancestral"], "line": ["piromante"],
               "discard": ["salamandra-rubra"]}, {}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "oficina-de-sucata"))
    t.do(Verb.PICK, target=t.u(0, "cervo-ancestral"))                           # purged: then play from discard
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.FLANK
    t.do(Verb.PICK, target=0)
    assert t.s.players[0].line == [t.u(0, "salamandra-rubra"), t.u(0, "piromante")]
    assert t.s.exhausted[t.u(0, "salamandra-rubra")]                            # K7: it enters exhausted
    six = table({"hand": ["semente-persistente"], "discard": ["chuva-de-fagulhas"]}, {}, house="vereda",
                extra={"plays": {"chuva-de-fagulhas": 6}})
    six.do(Verb.PLAY, six.u(0, "semente-persistente"))
    assert six.s.zone[six.u(0, "chuva-de-fagulhas")] == Zone.DISCARD and six.s.players[0].amber == 0   # K32


# ---- this game's own counter ----

def test_K8_fuse_counters_burn_down_at_the_start_of_their_controllers_turn() -> None:
    t = table({"hand": ["pavio-aceso"], "line": ["salamandra-rubra"]}, {"line": ["javali-incendiario", "piromante"]},
              amber=(0, 6), status={"0:salamandra-rubra": {"fuse": 1}, "1:piromante": {"fuse": 1}})
    boar, mage, mine = t.u(1, "javali-incendiario"), t.u(1, "piromante"), t.u(0, "salamandra-rubra")
    t.do(Verb.PLAY, t.u(0, "pavio-aceso"))
    t.do(Verb.PICK, target=boar)
    assert t.s.fuse[boar] == 2 and t.s.fuse[mage] == 1
    saved = position_to_json(t.s)
    assert saved["status"][str(boar)]["fuse"] == 2
    assert ARCHON.state_hash(position_from_json(saved)) == ARCHON.state_hash(t.s)
    assert {c["uid"]: c["fuse"] for c in ARCHON.view(t.s, 0)["players"][1]["line"]} == {boar: 2, mage: 1}
    t.do(Verb.END)                                                              # the rival's turn begins
    assert t.s.fuse[boar] == 1 and t.s.zone[boar] == Zone.LINE
    assert t.s.zone[mage] == Zone.DISCARD and t.s.fuse[mage] == 0               # its last fuse: destroyed (K58)
    assert t.s.fuse[mine] == 1 and t.s.zone[mine] == Zone.LINE                  # not its controller's turn
    keys = t.log_keys()
    assert keys.index("fuse_burn") < keys.index("destroyed") < keys.index("forge")   # before the forge step
    assert t.s.players[1].keys == 1


def test_K8_K55_K60_healing_leaves_fuses_and_leaving_play_takes_them() -> None:
    t = table({"line": ["sapadora-de-corda"], "hand": ["cura-das-raizes", "arrasto-do-fundo"]},
              {"line": ["caranguejo-vigia"]}, house="engrenagem")
    crab = t.u(1, "caranguejo-vigia")
    t.do(Verb.FIGHT, t.u(0, "sapadora-de-corda"), crab)                        # both survive (armor, K54)
    assert t.s.fuse[crab] == 1 and t.s.damage[crab] == 1 and t.s.fuse[t.u(0, "sapadora-de-corda")] == 0
    t.s.house = "vereda"
    t.do(Verb.PLAY, t.u(0, "cura-das-raizes"))
    t.do(Verb.PICK, target=crab)
    assert t.s.damage[crab] == 0 and t.s.fuse[crab] == 1                        # healed, still fused
    t.s.house = "mare"
    t.do(Verb.PLAY, t.u(0, "arrasto-do-fundo"))                                # to the bottom of its deck
    assert t.s.zone[crab] == Zone.DECK and t.s.fuse[crab] == 0


def test_K8_a_position_keeps_its_fuses_in_range_and_only_in_play() -> None:
    t = table({"line": ["piromante"], "hand": ["cervo-ancestral"]}, {})
    good = position_to_json(t.s)
    for uid, fuse, words in ((t.u(0, "piromante"), -1, "fuse"), (t.u(0, "piromante"), 1000, "fuse"),
                             (t.u(0, "cervo-ancestral"), 1, "out of play keeps counters")):
        bad = json.loads(json.dumps(good))
        bad["status"][str(uid)] = {"fuse": fuse}
        with pytest.raises(PositionError, match=words):
            position_from_json(bad)
    leave = json.loads(json.dumps(good))
    leave["stack"] = [{"kind": "leave", "source": t.u(0, "piromante"), "seat": 0, "ability": 0, "step": int(Zone.DECK),
                       "other": -1, "ok": True, "trig": False, "again": False, "place": 3}]
    with pytest.raises(PositionError, match="place"):
        position_from_json(leave)


# ---- the AI ----

def test_the_ai_values_the_new_verbs_on_the_right_cards() -> None:
    """Split damage spends its points where they destroy (K53, K54), a fuse goes on the bigger threat (K8), a play
    from discard is worth its best card (K31) and never asks its own worth again (a copy in the discard pile)."""
    t = table({"hand": ["estilhacos-dancantes"]}, {"line": ["javali-incendiario", "piromante"]},
              status={"1:piromante": {"damage": 1}})
    t.do(Verb.PLAY, t.u(0, "estilhacos-dancantes"))
    by_rule = dict(zip(t.offered(Verb.PICK), ArchonPolicy(simulate=False).scores(t.s, t.offered(Verb.PICK))))
    assert max(by_rule, key=by_rule.__getitem__).target == t.u(1, "piromante")      # one point destroys it
    fuse = table({"hand": ["pavio-aceso"]}, {"line": ["javali-incendiario", "piromante"]})
    fuse.do(Verb.PLAY, fuse.u(0, "pavio-aceso"))
    scores = dict(zip(fuse.offered(Verb.PICK), ArchonPolicy(simulate=False).scores(fuse.s, fuse.offered(Verb.PICK))))
    assert max(scores, key=scores.__getitem__).target == fuse.u(1, "javali-incendiario")
    seed = table({"discard": ["semente-persistente", "chuva-de-fagulhas"]}, {"line": ["piromante"]}, house="vereda")
    worth = View(seed.s, 0).effect_value(Effect("play_discard"), -1)
    assert worth == View(seed.s, 0).play_base(seed.u(0, "chuva-de-fagulhas"), load_cards()["chuva-de-fagulhas"]) > 0


# ---- the vocabulary ----

def test_each_new_verb_and_filter_is_on_two_titles_and_written_in_both_languages() -> None:
    cards = load_cards().values()
    for op in VERB_OPS:
        assert sum(1 for c in cards if any(e.op == op for a in c.abilities for e in a.effects)) >= 2, op
    for kind in ONLY:
        assert sum(1 for c in cards if any(e.only == kind for a in c.abilities for e in a.effects)) >= 2, kind
    words = {c["id"]: c["text"] for c in ARCHON.catalog()}
    assert "divided" in words["estilhacos-dancantes"]["en"] and "dividido" in words["estilhacos-dancantes"]["pt"]
    assert "on a flank" in words["investida-nos-flancos"]["en"] and "em um flanco" in words["investida-nos-flancos"]["pt"]


@pytest.mark.parametrize("effect, words", [
    ({"op": "split_damage", "n": 3, "target": "each_enemy"}, "split_damage"),
    ({"op": "split_damage", "n": 3, "target": "enemy", "may": True}, "declined"),
    ({"op": "destroy_artifact", "target": "self"}, "destroy_artifact needs"),
    ({"op": "return_deck", "target": "enemy"}, "place"),
    ({"op": "discard_random"}, "n, 1 or more"),
    ({"op": "damage", "n": 1, "target": "enemy", "only": {"trait": "fera", "flank": True}}, "only must"),
    ({"op": "damage", "n": 1, "target": "self", "only": {"flank": True}}, "only filters"),
    ({"op": "damage", "n": 1, "target": "enemy", "only": {"house": "lua"}}, "needs a house"),
    ({"op": "damage", "n": 1, "target": "enemy", "only": {"undamaged": 1}}, "written true"),
])
def test_bad_verbs_and_filters_are_refused_by_name(effect: dict[str, object], words: str) -> None:
    card = {"id": "x", "name": {"pt": "X", "en": "X"}, "house": "cinza", "type": "action", "rarity": "common",
            "abilities": [{"when": "play", "effects": [effect]}]}
    with pytest.raises(CardDataError, match=words):
        card_from_json(card)
