"""Archon rules F-O (ARCHON-RULES.md): card types, reap and fight, damage and armor, destruction and its
simultaneous triggers, leaving play, capture/steal/pay/return, archives, purge, chains and the keywords.
One test per K item, set up from positions (archonkit)."""

from __future__ import annotations

import pytest
from archonkit import Table, table
from eidolon.core.errors import PositionError
from eidolon.rulesets.archon.board import power
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import ChoiceKind, Verb, Zone
from eidolon.rulesets.archon.uses import ASSAULT_ITEM, HAZARDOUS_ITEM


def test_K41_K42_artifacts_are_used_by_action_on_house_and_omni_off_house_and_never_reap() -> None:
    """K42 (⚠ the p6 sentence about a sacrificed artifact is a garbled merge; plain reading: it is ignored and
    artifacts follow the rest of K42)."""
    t = table({"artifacts": ["fornalha-antiga", "semente-dourada"]}, {"line": ["cervo-ancestral"]}, house="mare")
    assert [a.card for a in t.offered(Verb.OMNI)] == [t.u(0, "semente-dourada")]
    assert not t.offered(Verb.ACTION) and not t.offered(Verb.REAP)
    t.do(Verb.OMNI, t.u(0, "semente-dourada"))
    assert t.s.players[0].amber == 1 and t.s.exhausted[t.u(0, "semente-dourada")]
    t2 = table({"artifacts": ["fornalha-antiga"]}, {"line": ["cervo-ancestral"]}, house="cinza")
    t2.do(Verb.ACTION, t2.u(0, "fornalha-antiga"))
    assert t2.s.damage[t2.u(1, "cervo-ancestral")] == 2


def test_K43_an_upgrade_needs_a_host_changes_it_and_leaves_with_it() -> None:
    t = table({"hand": ["lamina-ardente"]}, {})
    assert not t.offered(Verb.PLAY)                                       # no creature: no legal host
    t = table({"hand": ["lamina-ardente"], "line": ["vibora-de-cinzas"]}, {"line": ["arvore-mae"]})
    host = t.u(0, "vibora-de-cinzas")
    assert {a.target for a in t.offered(Verb.PLAY)} == {host, t.u(1, "arvore-mae")}
    t.do(Verb.PLAY, t.u(0, "lamina-ardente"), target=host)
    assert power(t.s, host) == 4 and t.s.zone[t.u(0, "lamina-ardente")] == Zone.UPGRADE
    t.s.damage[host] = 0
    t.do(Verb.END)                                                        # to the rival, then kill the host
    t.s.house = "cinza"
    from eidolon.rulesets.archon.board import discard_marked, mark
    mark(t.s, host)
    discard_marked(t.s)
    assert t.s.zone[t.u(0, "lamina-ardente")] == Zone.DISCARD and t.s.host[t.u(0, "lamina-ardente")] == -1


def test_K44_creatures_enter_on_a_flank() -> None:
    t = table({"hand": ["piromante"], "line": ["vibora-de-cinzas", "lanceiro-de-brasa"]}, {})
    assert sorted(a.pos for a in t.offered(Verb.PLAY)) == [0, 2]
    t.do(Verb.PLAY, t.u(0, "piromante"), pos=0)
    assert t.s.players[0].line[0] == t.u(0, "piromante")


def test_K45_K46_reap_exhausts_gains_one_then_reap_ability() -> None:
    t = table({"line": ["cervo-ancestral"]}, {}, house="vereda")
    t.do(Verb.REAP, t.u(0, "cervo-ancestral"))
    assert t.s.players[0].amber == 2 and t.s.exhausted[t.u(0, "cervo-ancestral")]


def test_K47_fight_is_simultaneous_and_fight_resolves_only_if_the_attacker_survives() -> None:
    t = table({"line": ["polvo-ladino"]}, {"line": ["cervo-ancestral"]}, amber=(0, 3), house="mare")
    t.do(Verb.FIGHT, t.u(0, "polvo-ladino"), t.u(1, "cervo-ancestral"))
    assert t.s.zone[t.u(0, "polvo-ladino")] == Zone.DISCARD                # 4 damage on a 3-power creature
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 3 and t.s.players[0].amber == 0     # no Fight: steal
    t2 = table({"line": ["polvo-ladino"]}, {"line": ["vibora-de-cinzas"]}, amber=(0, 3), house="mare")
    t2.do(Verb.FIGHT, t2.u(0, "polvo-ladino"), t2.u(1, "vibora-de-cinzas"))
    assert t2.s.zone[t2.u(1, "vibora-de-cinzas")] == Zone.DISCARD
    assert t2.s.zone[t2.u(0, "polvo-ladino")] == Zone.DISCARD             # poison K73 kills it too
    t3 = table({"line": ["urso-das-veredas"]}, {"line": ["piromante"]}, house="vereda")
    t3.do(Verb.FIGHT, t3.u(0, "urso-das-veredas"), t3.u(1, "piromante"))
    assert t3.s.tokens[t3.u(0, "urso-das-veredas")] == 1                  # survived: Fight: resolves


def test_K47_no_target_no_fight() -> None:
    t = table({"line": ["cervo-ancestral"]}, {}, house="vereda")
    assert not t.offered(Verb.FIGHT)


def test_K48_ready_and_fight_uses_a_creature() -> None:
    t = table({"hand": ["correnteza"], "line": ["polvo-ladino"]}, {"line": ["coruja-sabia"]}, amber=(0, 2),
              house="mare", status={"0:polvo-ladino": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "correnteza"))
    assert t.s.zone[t.u(1, "coruja-sabia")] == Zone.LINE                   # elusive: no damage, K70
    assert t.s.exhausted[t.u(0, "polvo-ladino")] and t.s.players[0].amber == 2   # bonus 1 + Fight: steal 1


def test_K48_a_position_saved_at_the_fight_target_choice_loads_back() -> None:
    """K48: "ready and fight" with two possible defenders asks for the target; that position round-trips (its
    choice's task names the creature that fights, which has no ability of that index)."""
    t = table({"hand": ["correnteza"], "line": ["tartaruga-ancia"]}, {"line": ["coruja-sabia", "cervo-ancestral"]},
              house="mare", status={"0:tartaruga-ancia": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "correnteza"))
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.FIGHT_TARGET
    again = ARCHON.position_from_json(ARCHON.position_to_json(t.s))
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s) and ARCHON.legal_actions(again) == t.actions()


def test_K49_before_fight_resolves_before_the_damage() -> None:
    """Duelista: Before Fight 1 damage kills a 1-power defender, so no fight damage is dealt back."""
    t = table({"line": ["duelista-incandescente"]}, {"line": ["coruja-sabia"]}, house="cinza")
    t.do(Verb.FIGHT, t.u(0, "duelista-incandescente"), t.u(1, "coruja-sabia"))
    assert t.s.zone[t.u(1, "coruja-sabia")] == Zone.DISCARD and t.s.damage[t.u(0, "duelista-incandescente")] == 0


def test_K50_K51_creature_action_on_house_and_omni() -> None:
    t = table({"line": ["besouro-mecanico"]}, {"line": ["cervo-ancestral"]}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "besouro-mecanico"))
    assert t.s.stun[t.u(1, "cervo-ancestral")]
    t2 = table({"line": ["besouro-mecanico"]}, {"line": ["cervo-ancestral"]}, house="mare")
    assert not t2.offered(Verb.ACTION)


def test_K53_destroyed_when_damage_reaches_power() -> None:
    t = table({"line": ["piromante"]}, {"line": ["lanceiro-de-brasa"]}, house="cinza",
              status={"1:lanceiro-de-brasa": {"damage": 3}})
    t.do(Verb.REAP, t.u(0, "piromante"))
    t.do(Verb.PICK, target=t.u(1, "lanceiro-de-brasa"))
    assert t.s.zone[t.u(1, "lanceiro-de-brasa")] == Zone.DISCARD and t.s.damage[t.u(1, "lanceiro-de-brasa")] == 0


def test_K54_armor_prevents_damage_once_per_turn() -> None:
    t = table({"artifacts": ["fornalha-antiga"], "line": ["piromante"]}, {"line": ["caranguejo-vigia"]},
              house="cinza")
    crab = t.u(1, "caranguejo-vigia")
    t.do(Verb.ACTION, t.u(0, "fornalha-antiga"))
    assert t.s.damage[crab] == 0 and t.s.armor_used[crab] == 2
    t.do(Verb.REAP, t.u(0, "piromante"))
    t.do(Verb.PICK, target=crab)
    assert t.s.damage[crab] == 1
    t.do(Verb.END)
    assert t.s.armor_used[crab] == 0


def test_K55_heal_removes_damage_and_counts_only_if_it_removed_some() -> None:
    t = table({"line": ["druida-do-musgo", "urso-das-veredas"]}, {}, house="vereda",
              status={"0:urso-das-veredas": {"damage": 4}})
    t.do(Verb.REAP, t.u(0, "druida-do-musgo"))
    t.do(Verb.PICK, target=t.u(0, "urso-das-veredas"))
    assert t.s.damage[t.u(0, "urso-das-veredas")] == 0 and "heal" in t.log_keys()


def test_K56_power_tokens_add_power() -> None:
    t = table({"hand": ["arvore-mae"], "line": ["vibora-de-cinzas"]}, {}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "arvore-mae"), pos=1)
    assert power(t.s, t.u(0, "vibora-de-cinzas")) == 2 and power(t.s, t.u(0, "arvore-mae")) == 8


def test_K14_K58_simultaneous_destroyed_triggers_are_ordered_by_the_active_player() -> None:
    """Incêndio destroys two creatures with "Destroyed:" (one per side) at once; the active player orders the
    two triggers; a third Destroyed: creature that survives (the bystander) never triggers; both marked
    cards stay in play until the triggers are done (K58), then go to discard."""
    for first in (0, 1):
        t = table({"hand": ["incendio"], "line": ["tubarao-da-fenda", "cervo-ancestral", "arvore-mae"]},
                  {"line": ["cao-de-lava", "cao-de-lava"]}, amber=(0, 2),
                  status={"0:tubarao-da-fenda": {"damage": 3}, "1:cao-de-lava:0": {"damage": 2}})
        shark, dog, bystander = t.u(0, "tubarao-da-fenda"), t.u(1, "cao-de-lava", 0), t.u(1, "cao-de-lava", 1)
        t.do(Verb.PLAY, t.u(0, "incendio"))
        c = t.s.choice
        assert c is not None and c.kind == ChoiceKind.ORDER and ARCHON.decision(t.s)[0] == 0
        assert sorted(q.source for q in t.s.queue) == sorted([shark, dog])
        assert t.s.zone[shark] == Zone.LINE and t.s.zone[dog] == Zone.LINE and set(t.s.marked) == {shark, dog}
        pick = [q.source for q in t.s.queue].index(shark if first == 0 else dog)
        t.do(Verb.ORDER, target=pick)
        while t.s.choice is not None:
            t.do(Verb.PICK, target=t.s.choice.options[-1])
        capture = [e for e in t.s.log if e.key == "capture"]
        dog_hits = [i for i, e in enumerate(t.s.log) if e.key == "damage" and e.other == dog]
        assert t.s.zone[shark] == Zone.DISCARD and t.s.zone[dog] == Zone.DISCARD
        assert t.s.zone[bystander] == Zone.LINE and t.s.damage[bystander] == 3
        assert not any(e.other == bystander for e in t.s.log if e.key == "damage")
        if first == 0:
            assert capture and all(t.s.log.index(capture[0]) < i for i in dog_hits)
        else:
            assert dog_hits and all(t.s.log.index(x) > dog_hits[0] for x in capture)


def test_K58_a_marked_card_cannot_be_marked_again_or_chosen() -> None:
    t = table({"hand": ["golpe-final"]}, {"line": ["arvore-mae", "cervo-ancestral"]})
    from eidolon.rulesets.archon.board import mark
    assert mark(t.s, t.u(1, "arvore-mae")) and not mark(t.s, t.u(1, "arvore-mae"))


def test_K60_leaving_play_returns_captured_amber_and_goes_to_the_owners_zone() -> None:
    t = table({"line": ["coletor-de-conchas"], "hand": ["incendio"]}, {"hand": []},
              status={"0:coletor-de-conchas": {"held": 2}})
    t.do(Verb.PLAY, t.u(0, "incendio"))
    assert t.s.players[1].amber == 2 and t.s.players[0].discard[0] == t.u(0, "coletor-de-conchas")
    assert t.s.held[t.u(0, "coletor-de-conchas")] == 0


def test_K61_capture_takes_from_the_opponent_onto_the_creature() -> None:
    t = table({"hand": ["coletor-de-conchas"]}, {}, amber=(0, 3), house="mare")
    t.do(Verb.PLAY, t.u(0, "coletor-de-conchas"), pos=0)
    assert t.s.held[t.u(0, "coletor-de-conchas")] == 1 and t.s.players[1].amber == 2 and t.s.players[0].amber == 0


def test_K62_steal_never_more_than_they_have() -> None:
    t = table({"hand": ["redemoinho"]}, {}, amber=(0, 1), house="mare")
    t.do(Verb.PLAY, t.u(0, "redemoinho"))
    assert t.s.players[0].amber == 1 and t.s.players[1].amber == 0


def test_K63_pay_moves_amber_to_the_opponent() -> None:
    t = table({"hand": ["contrato-leonino"]}, {}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "contrato-leonino"))
    assert t.s.players[0].amber == 2 and t.s.players[1].amber == 1


def test_K64_returned_captured_amber_goes_to_the_opponent_of_its_controller() -> None:
    t = table({"hand": ["rede-de-pesca"]}, {"line": ["coletor-de-conchas"]}, house="mare",
              status={"1:coletor-de-conchas": {"held": 2}})
    t.do(Verb.PLAY, t.u(0, "rede-de-pesca"))
    assert t.s.players[0].amber == 3 and t.s.held[t.u(1, "coletor-de-conchas")] == 0


def test_K65_archives_from_deck_and_hand_are_hidden_from_the_rival() -> None:
    t = table({"hand": ["inventora-febril"], "deck": ["incendio"]}, {}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "inventora-febril"), pos=0)
    assert t.s.players[0].archives == [t.u(0, "incendio")]
    rival = ARCHON.view(t.s, 1)["players"][0]
    assert "archives" not in rival and rival["archives_count"] == 1
    assert ARCHON.view(t.s, 0)["players"][0]["archives"] == [{"uid": t.u(0, "incendio"), "id": "incendio"}]
    assert ARCHON.log_entry(t.s, t.s.log[-1], 1)["key"] == "archon.log.archive_hidden"


def test_K66_purge_removes_a_card_from_the_game() -> None:
    t = table({"hand": ["incinerador-de-dados"], "deck": ["piromante"]}, {"discard": ["incendio", "cervo-ancestral"]},
              house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "incinerador-de-dados"))
    assert t.s.players[1].purged == [t.u(1, "cervo-ancestral")] and t.s.zone[t.u(1, "cervo-ancestral")] == Zone.PURGED


def test_K67_chains_shorten_the_draw_and_shed_one_only_if_they_stopped_a_draw() -> None:
    t = table({"hand": [], "deck": ["piromante"] * 10}, {}, chains=(7, 0))
    t.do(Verb.END)
    assert len(t.s.players[0].hand) == 4 and t.s.players[0].chains == 6
    t2 = table({"hand": ["piromante"] * 7, "deck": ["piromante"] * 3}, {}, chains=(3, 0))
    t2.do(Verb.END)
    assert t2.s.players[0].chains == 3
    t3 = table({"hand": ["colosso-fumegante"]}, {}, house="cinza")
    t3.do(Verb.PLAY, t3.u(0, "colosso-fumegante"), pos=0)
    assert t3.s.players[0].chains == 1


def test_K70_elusive_first_attack_each_turn_deals_no_power_damage() -> None:
    t = table({"line": ["lanceiro-de-brasa", "piromante"]}, {"line": ["arraia-furtiva"]}, house="cinza")
    ray = t.u(1, "arraia-furtiva")
    t.do(Verb.FIGHT, t.u(0, "piromante"), ray)
    assert t.s.damage[ray] == 0 and t.s.damage[t.u(0, "piromante")] == 0
    t.do(Verb.FIGHT, t.u(0, "lanceiro-de-brasa"), ray)
    assert t.s.zone[ray] == Zone.DISCARD


def test_K71_skirmish_takes_no_damage_from_the_defender() -> None:
    """K71 (⚠ the entry's last sentence is displaced in the source; plain reading: Skirmish stops only the
    defender's power damage)."""
    t = table({"line": ["tubarao-da-fenda"]}, {"line": ["urso-das-veredas"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "tubarao-da-fenda"), t.u(1, "urso-das-veredas"))
    assert t.s.damage[t.u(0, "tubarao-da-fenda")] == 0 and t.s.zone[t.u(1, "urso-das-veredas")] == Zone.DISCARD


def test_K72_taunt_protects_its_neighbours() -> None:
    t = table({"line": ["lanceiro-de-brasa"]}, {"line": ["piromante", "guardia-do-recife", "cervo-ancestral",
                                                         "vibora-de-cinzas"]}, house="cinza")
    assert {a.target for a in t.offered(Verb.FIGHT)} == {t.u(1, "guardia-do-recife"), t.u(1, "vibora-de-cinzas")}


def test_K73_poison_needs_damage_to_be_dealt() -> None:
    """Poison does nothing when armor prevents all of its power damage."""
    t = table({"line": ["vibora-de-cinzas"]}, {"line": ["caranguejo-vigia"]}, house="cinza")
    t.do(Verb.FIGHT, t.u(0, "vibora-de-cinzas"), t.u(1, "caranguejo-vigia"))
    assert t.s.zone[t.u(1, "caranguejo-vigia")] == Zone.LINE


def test_K74_assault_hits_before_the_fight_and_a_kill_skips_the_rest() -> None:
    t = table({"line": ["salamandra-rubra"]}, {"line": ["sereia-cantora"]}, house="cinza")
    t.do(Verb.FIGHT, t.u(0, "salamandra-rubra"), t.u(1, "sereia-cantora"))
    assert t.s.zone[t.u(1, "sereia-cantora")] == Zone.DISCARD and t.s.damage[t.u(0, "salamandra-rubra")] == 0


def test_K75_hazardous_hits_the_attacker_first() -> None:
    t = table({"line": ["piromante"]}, {"line": ["espinheiro"]}, house="cinza")
    t.do(Verb.FIGHT, t.u(0, "piromante"), t.u(1, "espinheiro"))
    assert t.s.zone[t.u(0, "piromante")] == Zone.DISCARD and t.s.damage[t.u(1, "espinheiro")] == 0


def test_K76_splash_also_hits_the_neighbours() -> None:
    t = table({"hand": ["chuva-de-fagulhas"]}, {"line": ["cervo-ancestral", "urso-das-veredas", "arvore-mae",
                                                         "espinheiro"]})
    t.do(Verb.PLAY, t.u(0, "chuva-de-fagulhas"))
    t.do(Verb.PICK, target=t.u(1, "urso-das-veredas"))
    dmg = [t.s.damage[u] for u in t.s.players[1].line]
    assert dmg == [1, 2, 0, 0] and t.s.armor_used[t.u(1, "arvore-mae")] == 1      # armor 1 stops the splash


def test_K77_deploy_may_enter_between_creatures() -> None:
    t = table({"hand": ["lobo-da-matilha"], "line": ["cervo-ancestral", "urso-das-veredas"]}, {}, house="vereda")
    assert sorted(a.pos for a in t.offered(Verb.PLAY)) == [0, 1, 2]
    t.do(Verb.PLAY, t.u(0, "lobo-da-matilha"), pos=1)
    assert t.s.players[0].line[1] == t.u(0, "lobo-da-matilha")
    assert t.s.tokens[t.u(0, "cervo-ancestral")] == 1 and t.s.tokens[t.u(0, "urso-das-veredas")] == 1   # K84


def test_K78_a_stunned_creature_is_only_used_to_remove_the_stun() -> None:
    t = table({"line": ["cervo-ancestral"]}, {"line": ["piromante"]}, house="vereda",
              status={"0:cervo-ancestral": {"stun": True}})
    assert [a.verb for a in t.actions() if a.card == t.u(0, "cervo-ancestral")] == [Verb.UNSTUN]
    t.do(Verb.UNSTUN, t.u(0, "cervo-ancestral"))
    assert not t.s.stun[t.u(0, "cervo-ancestral")] and t.s.exhausted[t.u(0, "cervo-ancestral")]
    assert t.s.players[0].amber == 0
    t2 = table({"hand": ["chamado-selvagem"], "line": ["cervo-ancestral"]}, {}, house="vereda",
               status={"0:cervo-ancestral": {"stun": True, "exhausted": True}})
    t2.do(Verb.PLAY, t2.u(0, "chamado-selvagem"))
    assert not t2.s.stun[t2.u(0, "cervo-ancestral")] and t2.s.players[0].amber == 1   # the bonus only


def test_K82_K83_most_and_least_powerful_keep_ties_for_the_active_player() -> None:
    t = table({"hand": ["golpe-final"]}, {"line": ["urso-das-veredas", "cervo-ancestral", "tubarao-da-fenda"]})
    t.do(Verb.PLAY, t.u(0, "golpe-final"))
    assert set(t.s.choice.options) == {t.u(1, "urso-das-veredas"), t.u(1, "tubarao-da-fenda")}
    t2 = table({"artifacts": ["bobina-de-choque"]}, {"line": ["urso-das-veredas", "coruja-sabia"]},
               house="engrenagem")
    t2.do(Verb.ACTION, t2.u(0, "bobina-de-choque"))
    assert t2.s.stun[t2.u(1, "coruja-sabia")] and not t2.s.stun[t2.u(1, "urso-das-veredas")]


def test_K84_a_lone_creature_is_on_both_flanks_and_has_no_neighbours() -> None:
    """K84 (⚠ the p12 word for "flank creature" is garbled; plain reading: a creature at either end of its
    battleline, so a lone creature is on both flanks)."""
    t = table({"hand": ["lobo-da-matilha"]}, {}, house="vereda")
    assert [a.pos for a in t.offered(Verb.PLAY)] == [0]
    t.do(Verb.PLAY, t.u(0, "lobo-da-matilha"), pos=0)
    assert t.s.tokens[t.u(0, "lobo-da-matilha")] == 0


def test_K90_for_each_counts_the_creatures() -> None:
    t = table({"hand": ["colheita"], "line": ["cervo-ancestral", "piromante", "vibora-de-cinzas"]}, {},
              house="vereda")
    t.do(Verb.PLAY, t.u(0, "colheita"))
    assert t.s.players[0].amber == 3


def test_K79_K81_control_moves_the_creature_and_it_returns_to_its_owner() -> None:
    """K79: the taken creature joins the taker's battleline (on the flank the active player picks, here the
    right), counts as friendly (K81), makes its house eligible (K21) and goes to its owner's discard when it
    leaves."""
    t = table({"hand": ["canto-abissal"], "line": ["arraia-furtiva"]},
              {"line": ["urso-das-veredas", "besouro-mecanico"]}, house="mare")
    bug = t.u(1, "besouro-mecanico")
    t.do(Verb.PLAY, t.u(0, "canto-abissal"))
    t.do(Verb.PICK, target=1)
    assert t.s.players[0].line == [t.u(0, "arraia-furtiva"), bug] and t.s.ctrl[bug] == 0
    from eidolon.rulesets.archon.flow import legal_houses
    assert "engrenagem" in legal_houses(t.s, 0)
    from eidolon.rulesets.archon.board import discard_marked, mark
    mark(t.s, bug)
    discard_marked(t.s)
    assert t.s.players[1].discard == [bug] and t.s.ctrl[bug] == 1
    assert ARCHON.violations(t.s) == []


def test_K86_swap_trades_places_of_two_creatures_of_one_controller() -> None:
    t = table({"hand": ["raposa-trocadora"], "line": ["cervo-ancestral", "urso-das-veredas"]}, {}, house="vereda")
    fox = t.u(0, "raposa-trocadora")
    t.do(Verb.PLAY, fox, pos=2)
    assert t.s.choice is not None and Verb.PASS in [a.verb for a in t.actions()]
    t.do(Verb.PICK, target=t.u(0, "cervo-ancestral"))
    assert t.s.players[0].line == [fox, t.u(0, "urso-das-veredas"), t.u(0, "cervo-ancestral")]


def test_K85_K92_search_finds_a_card_by_trait_or_fails_and_shuffles() -> None:
    """K85: the searcher looks through the deck (the rival is not shown the card), may fail to find, and the
    deck is shuffled; K92: the trait is what the search looks for."""
    t = table({"hand": ["batedora-de-trilhas"], "deck": ["cervo-ancestral", "incendio", "urso-das-veredas",
                                                         "cervo-ancestral"]}, {}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "batedora-de-trilhas"), pos=0)
    c = t.s.choice
    assert c is not None and c.kind == ChoiceKind.SEARCH and c.optional
    assert {t.s.ids[u] for u in c.options} == {"cervo-ancestral", "urso-das-veredas"} and len(c.options) == 2
    assert "actions" not in ARCHON.view(t.s, 1)
    t.do(Verb.PICK, target=t.u(0, "urso-das-veredas"))
    assert t.s.zone[t.u(0, "urso-das-veredas")] == Zone.HAND and "shuffle" in t.log_keys()
    assert ARCHON.log_entry(t.s, next(e for e in t.s.log if e.key == "search"), 1)["key"] == \
        "archon.log.search_hidden"
    t2 = table({"hand": ["batedora-de-trilhas"], "deck": ["incendio"]}, {}, house="vereda")
    t2.do(Verb.PLAY, t2.u(0, "batedora-de-trilhas"), pos=0)
    assert t2.s.choice is None and "shuffle" in t2.log_keys()


def test_K57_moving_damage_is_not_dealing_it_and_armor_does_not_stop_it() -> None:
    t = table({"line": ["musgo-transferidor"]}, {"line": ["caranguejo-vigia", "urso-das-veredas"]}, house="vereda",
              status={"0:musgo-transferidor": {"damage": 3}})
    crab = t.u(1, "caranguejo-vigia")
    t.do(Verb.REAP, t.u(0, "musgo-transferidor"))
    t.do(Verb.PICK, target=crab)
    assert t.s.zone[crab] == Zone.DISCARD and t.s.damage[t.u(0, "musgo-transferidor")] == 0
    assert t.s.armor_used[crab] == 0 and "damage" not in t.log_keys()


def test_K87_K88_repeat_resolves_the_text_before_once_more_and_not_for_the_rule_of_six() -> None:
    t = table({"hand": ["brasas-gemeas"]}, {"line": ["coruja-sabia", "piromante"]})
    t.do(Verb.PLAY, t.u(0, "brasas-gemeas"))
    t.do(Verb.PICK, target=t.u(1, "coruja-sabia"))
    assert t.s.zone[t.u(1, "coruja-sabia")] == Zone.DISCARD
    assert t.s.choice is None and t.s.damage[t.u(1, "piromante")] == 1      # the repeat: the only target left
    assert t.log_keys().count("repeat") == 1 and t.s.plays == {"brasas-gemeas": 1}


def _fight_order(t: Table) -> list[int]:
    return sorted(a.target for a in t.offered(Verb.ORDER))


def test_K74_K75_K14_the_active_player_orders_assault_and_hazardous() -> None:
    """Salamandra (3, Assault 2) attacks Colmeia (2, Hazardous 1): both would resolve before the fight, so the
    active player chooses. Assault first destroys Colmeia and its Hazardous never happens; Hazardous first hits
    the attacker, then Assault destroys Colmeia (the rest of the fight skipped either way)."""
    for first, attacker_damage in ((ASSAULT_ITEM, 0), (HAZARDOUS_ITEM, 1)):
        t = table({"line": ["salamandra-rubra"]}, {"line": ["colmeia-viva"]}, house="cinza")
        t.do(Verb.FIGHT, t.u(0, "salamandra-rubra"), t.u(1, "colmeia-viva"))
        assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.FIGHT_ORDER
        assert _fight_order(t) == [ASSAULT_ITEM, HAZARDOUS_ITEM]
        assert ARCHON.decision(t.s) == (0, "fight_order", t.u(0, "salamandra-rubra"))
        labels = {a["label"]["key"] for a in ARCHON.view(t.s, 0)["actions"]}
        assert labels == {"archon.action.order_assault", "archon.action.order_hazardous"}
        t.do(Verb.ORDER, target=first)
        assert t.s.choice is None
        assert t.s.zone[t.u(1, "colmeia-viva")] == Zone.DISCARD
        assert t.s.damage[t.u(0, "salamandra-rubra")] == attacker_damage


def test_K49_K75_K14_before_fight_and_hazardous_are_ordered_too() -> None:
    """Duelista's "Before Fight: 1 damage to the defender" and a damaged Colmeia's Hazardous 1: the Before Fight
    first destroys Colmeia before its Hazardous; Hazardous first hits Duelista, then the Before Fight kills."""
    for first, attacker_damage in ((0, 0), (HAZARDOUS_ITEM, 1)):
        t = table({"line": ["duelista-incandescente"]}, {"line": ["colmeia-viva"]}, house="cinza",
                  status={"1:colmeia-viva": {"damage": 1}})
        t.do(Verb.FIGHT, t.u(0, "duelista-incandescente"), t.u(1, "colmeia-viva"))
        assert _fight_order(t) == [0, HAZARDOUS_ITEM]
        t.do(Verb.ORDER, target=first)
        assert t.s.zone[t.u(1, "colmeia-viva")] == Zone.DISCARD
        assert t.s.damage[t.u(0, "duelista-incandescente")] == attacker_damage


def test_K74_K14_one_before_fight_item_asks_nothing_and_the_rest_of_the_fight_goes_on() -> None:
    """A lone Assault is no choice; a defender that survives it still fights: Forjador's Assault 1 is stopped by
    Árvore-Mãe's armor 1, then both deal power damage (5 to Árvore-Mãe, 7 destroys Forjador)."""
    t = table({"line": ["forjador-de-chamas"]}, {"line": ["arvore-mae"]}, house="cinza")
    t.do(Verb.FIGHT, t.u(0, "forjador-de-chamas"), t.u(1, "arvore-mae"))
    assert t.s.choice is None and "order" not in [a.verb.name.lower() for a in t.actions()]
    tree = t.u(1, "arvore-mae")
    assert t.s.armor_used[tree] == 1 and t.s.damage[tree] == 5
    assert t.s.zone[t.u(0, "forjador-de-chamas")] == Zone.DISCARD


def test_K14_a_fight_order_choice_survives_a_position_round_trip_and_a_forged_one_is_refused() -> None:
    t = table({"line": ["salamandra-rubra"]}, {"line": ["colmeia-viva"]}, house="cinza")
    t.do(Verb.FIGHT, t.u(0, "salamandra-rubra"), t.u(1, "colmeia-viva"))
    pos = position_to_json(t.s)
    back = position_from_json(pos)
    assert ARCHON.state_hash(back) == ARCHON.state_hash(t.s) and back.choice == t.s.choice
    pos["choice"]["options"] = [0, HAZARDOUS_ITEM]          # salamandra has no ability 0
    with pytest.raises(PositionError, match="fight-order"):
        position_from_json(pos)
    pos["choice"]["options"] = [ASSAULT_ITEM, HAZARDOUS_ITEM]
    pos["choice"]["task"]["pre"] = 1 << ASSAULT_ITEM        # Assault already resolved: no longer offered
    with pytest.raises(PositionError, match="fight-order"):
        position_from_json(pos)
