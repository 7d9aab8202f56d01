"""Archon rules A-E (ARCHON-RULES.md): setup, turn steps, forging, houses, playing. One test per K item,
each set up from a position (archonkit) or a seeded config."""

from __future__ import annotations

from archonkit import Table, table
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.setup import normalize_config
from eidolon.rulesets.archon.state import Action, Step, Verb, Zone


def new(seed: int, chains: tuple[int, int] = (0, 0)):
    cfg = {"seed": seed, **normalize_config({"players": [{"deck_seed": 1, "chains": chains[0]},
                                                          {"deck_seed": 2, "chains": chains[1]}]})}
    return ARCHON.new_state(cfg, log=True)


def test_K1_K6_the_third_key_ends_the_game_at_once() -> None:
    """K1/K6: forging the third key in step 1 ends the game before any house is chosen."""
    t = table({"hand": ["cervo-ancestral"]}, {}, active=1, amber=(6, 0), keys=(2, 0))
    t.do(Verb.END)
    assert t.s.result == (0, "keys") and t.s.players[0].keys == 3
    assert ARCHON.decision(t.s) is None and ARCHON.legal_actions(t.s) == []


def test_K2_first_player_from_the_seed_draws_7_the_other_6() -> None:
    firsts = set()
    for seed in range(12):
        s = new(seed)
        firsts.add(s.first)
        assert len(s.players[s.first].hand) == 7 and len(s.players[1 - s.first].hand) == 6
        assert new(seed).first == s.first                       # same seed, same first player
    assert firsts == {0, 1}


def test_K3_mulligan_first_player_first_one_card_fewer() -> None:
    s = new(5)
    assert s.step == Step.MULLIGAN and ARCHON.decision(s)[0] == s.first
    ARCHON.apply(s, Action(Verb.MULLIGAN))
    assert len(s.players[s.first].hand) == 6
    assert ARCHON.decision(s)[0] == 1 - s.first
    ARCHON.apply(s, Action(Verb.KEEP))
    assert len(s.players[1 - s.first].hand) == 6 and s.step == Step.HOUSE and s.active == s.first


def test_K3_with_chains_the_mulligan_sheds_none() -> None:
    s = new(5, chains=(3, 3))
    seat = s.first
    before, chains = len(s.players[seat].hand), s.players[seat].chains
    ARCHON.apply(s, Action(Verb.MULLIGAN))
    assert len(s.players[seat].hand) == before - 1 and s.players[seat].chains == chains


def test_K4_chains_apply_to_the_opening_draw_and_one_is_shed() -> None:
    s = new(3, chains=(2, 8))
    for seat in (0, 1):
        full = 7 if seat == s.first else 6
        pen = 1 if seat == 0 else 2
        assert len(s.players[seat].hand) == full - pen
        assert s.players[seat].chains == (2, 8)[seat] - 1


def test_K7_creatures_and_artifacts_enter_exhausted() -> None:
    t = table({"hand": ["cervo-ancestral", "semente-dourada"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "cervo-ancestral"), pos=0)
    t.do(Verb.PLAY, t.u(0, "semente-dourada"))
    assert t.s.exhausted[t.u(0, "cervo-ancestral")] and t.s.exhausted[t.u(0, "semente-dourada")]
    assert not t.offered(Verb.REAP) and not t.offered(Verb.OMNI)


def test_K9_only_the_active_player_decides_even_for_the_rivals_trigger() -> None:
    """K9: the Destroyed: ability of seat 1's creature asks seat 0 (active) for its target."""
    t = table({"hand": ["golpe-final"], "line": ["cervo-ancestral", "arvore-mae"]},
              {"line": ["tubarao-da-fenda", "cao-de-lava", "espinheiro"]}, amber=(0, 0), house="cinza")
    t.s.players[0].amber = 3
    t.do(Verb.PLAY, t.u(0, "golpe-final"))
    c = t.s.choice
    assert c is not None and ARCHON.decision(t.s)[0] == 0
    assert set(c.options) == {t.u(1, "cao-de-lava"), t.u(1, "espinheiro")}


def test_K10_step_4_readies_the_active_players_cards() -> None:
    t = table({"line": ["cervo-ancestral"], "artifacts": ["semente-dourada"]}, {"line": ["vibora-de-cinzas"]},
              status={"0:cervo-ancestral": {"exhausted": True}, "0:semente-dourada": {"exhausted": True},
                      "1:vibora-de-cinzas": {"exhausted": True}})
    t.do(Verb.END)
    assert not t.s.exhausted[t.u(0, "cervo-ancestral")] and not t.s.exhausted[t.u(0, "semente-dourada")]
    assert t.s.exhausted[t.u(1, "vibora-de-cinzas")]


def test_K11_draw_up_to_six_reshuffling_the_discard_and_no_discard_above_six() -> None:
    t = table({"hand": ["piromante"] * 2, "deck": ["cervo-ancestral"] * 2, "discard": ["incendio"] * 5},
              {"hand": ["piromante"] * 8})
    t.do(Verb.END)
    p = t.s.players[0]
    assert len(p.hand) == 6 and not p.discard and len(p.deck) == 3 and "reshuffle" in t.log_keys()
    assert len(t.s.players[1].hand) == 8


def _checks(t: Table) -> list[int]:
    return [e.seat for e in t.s.log or [] if e.key == "check"]


def test_K12_K15_K17_check_is_announced_by_the_player_whose_turn_ends() -> None:
    """Pool 6 at the end of A's turn: A announces "Check!" then, seen the same in both seats' logs; B's pool
    of 6 at the end of A's turn announces nothing (B announces at the end of B's own turn)."""
    t = table({}, {}, amber=(6, 0))
    t.do(Verb.END)
    assert _checks(t) == [0]
    entry = next(e for e in t.s.log or [] if e.key == "check")
    seen = [ARCHON.log_entry(t.s, entry, seat) for seat in (0, 1)]
    assert seen[0] == seen[1] == {"key": "archon.log.check", "args": {"n": 0, "seat": 0}}
    t2 = table({}, {}, amber=(5, 6))
    t2.do(Verb.END)
    assert _checks(t2) == []


def test_K12_K17_check_reads_the_cost_of_the_players_next_turn() -> None:
    """A lasting +2 on A's next turn (K37) makes 7 too little; a lasting change of the turn that ends does
    not count; the rival's constant key-cost modifier does (K17)."""
    t = table({}, {}, amber=(7, 0), extra={"cost_next": [2, 0]})
    t.do(Verb.END)
    assert _checks(t) == []
    t2 = table({}, {}, amber=(6, 0), extra={"cost_this": 3})
    t2.do(Verb.END)
    assert _checks(t2) == [0]
    t3 = table({}, {"artifacts": ["torre-de-pedagio"]}, amber=(6, 0))
    t3.do(Verb.END)
    assert _checks(t3) == []


def test_K13_K37_a_lasting_key_cost_change_holds_for_the_next_turn_only() -> None:
    """K37: Trava Temporal raises the opponent's cost during their next turn; it expires at its end (K13)."""
    t = table({"hand": ["trava-temporal"]}, {}, amber=(0, 7), house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "trava-temporal"))
    t.do(Verb.END)
    assert t.s.players[1].keys == 0 and t.s.players[1].amber == 7        # 6 + 2 = 8 > 7
    t.s.house = None
    assert t.s.cost_this == 2
    t.do(Verb.HOUSE, target=1)
    t.do(Verb.END)
    assert t.s.cost_this == 0 and t.s.cost_next == [0, 0]


def test_K15_K16_forging_is_forced_when_able() -> None:
    """K15 (⚠ the page order is scrambled; plain reading, the QR's: forging in step 1 is forced whenever the
    pool covers the current cost)."""
    t = table({}, {}, amber=(0, 9))
    t.do(Verb.END)
    assert t.s.players[1].keys == 1 and t.s.players[1].amber == 3 and "forge" in t.log_keys()


def test_K17_the_current_cost_counts_constant_modifiers() -> None:
    """K17: the rival's Torre de Pedágio makes the key cost 7."""
    t = table({}, {"artifacts": ["torre-de-pedagio"]}, active=1, amber=(6, 0), house="engrenagem")
    t.do(Verb.END)
    assert t.s.players[0].keys == 0 and t.s.players[0].amber == 6
    t2 = table({}, {"artifacts": ["torre-de-pedagio"]}, active=1, amber=(7, 0), house="engrenagem")
    t2.do(Verb.END)
    assert t2.s.players[0].keys == 1 and t2.s.players[0].amber == 0


def test_K19_unforge_flips_one_key_back() -> None:
    t = table({"hand": ["martelo-de-chave"]}, {}, keys=(0, 2), house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "martelo-de-chave"))
    assert t.s.players[1].keys == 1


def test_K21_house_choice_then_the_archives_may_be_taken() -> None:
    t = table({"archives": ["piromante", "incendio"]}, {}, step="house")
    assert {a.target for a in t.offered(Verb.HOUSE)} == {0, 1, 2}        # mare, cinza, vereda
    t.do(Verb.HOUSE, target=1)
    assert t.s.step == Step.ARCHIVES
    t.do(Verb.TAKE_ARCHIVES)
    assert len(t.s.players[0].hand) == 2 and not t.s.players[0].archives and t.s.step == Step.MAIN


def test_K22_a_house_neither_on_the_identity_nor_in_play_cannot_be_chosen() -> None:
    t = table({"hand": ["besouro-mecanico"]}, {}, step="house")
    assert 3 not in {a.target for a in t.offered(Verb.HOUSE)}              # engrenagem


def test_K25_K26_only_cards_of_the_active_house_are_played_or_used() -> None:
    t = table({"hand": ["piromante", "cervo-ancestral"], "line": ["lanceiro-de-brasa", "urso-das-veredas"]},
              {"line": ["vibora-de-cinzas"]}, house="cinza")
    played = {a.card for a in t.offered(Verb.PLAY)} | {a.card for a in t.offered(Verb.DISCARD)}
    assert played == {t.u(0, "piromante")}
    assert {a.card for a in t.offered(Verb.REAP)} == {t.u(0, "lanceiro-de-brasa")}


def test_K27_first_turn_one_card_from_hand() -> None:
    t = table({"hand": ["piromante", "incendio", "lanceiro-de-brasa"]}, {}, turn=1)
    t.do(Verb.DISCARD, t.u(0, "incendio"))
    assert not t.offered(Verb.PLAY) and not t.offered(Verb.DISCARD)


def test_K28_K29_bonus_first_then_play_then_the_action_goes_to_discard() -> None:
    t = table({"hand": ["chuva-de-fagulhas"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "chuva-de-fagulhas"))
    keys = t.log_keys()
    assert keys.index("bonus") < keys.index("damage")
    assert t.s.players[0].amber == 1 and t.s.zone[t.u(0, "chuva-de-fagulhas")] == Zone.DISCARD
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 2


def test_K30_a_discard_is_one_card_of_the_active_house() -> None:
    t = table({"hand": ["piromante", "piromante", "cervo-ancestral"]}, {})
    assert len(t.offered(Verb.DISCARD)) == 2
    t.do(Verb.DISCARD, t.u(0, "piromante"))
    assert t.s.players[0].discard == [t.u(0, "piromante")] and len(t.s.players[0].hand) == 2


def test_K32_rule_of_six() -> None:
    t = table({"hand": ["piromante"]}, {}, extra={"plays": {"piromante": 6}})
    assert not t.offered(Verb.PLAY)
    assert t.offered(Verb.DISCARD)


def test_K34_an_effect_with_nothing_to_hit_is_skipped() -> None:
    t = table({"hand": ["lanceiro-de-brasa"]}, {})
    t.do(Verb.PLAY, t.u(0, "lanceiro-de-brasa"), pos=0)
    assert t.s.choice is None and t.s.zone[t.u(0, "lanceiro-de-brasa")] == Zone.LINE


def test_K35_may_can_be_declined() -> None:
    t = table({"hand": ["mare-alta"]}, {"line": ["cervo-ancestral"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "mare-alta"))
    assert Action(Verb.PASS) in t.actions()
    t.do(Verb.PASS)
    assert t.s.zone[t.u(1, "cervo-ancestral")] == Zone.LINE


def test_K36_if_you_do_needs_the_first_part() -> None:
    t = table({"hand": ["sacrificio-rubro"]}, {})
    t.do(Verb.PLAY, t.u(0, "sacrificio-rubro"))
    assert t.s.players[0].amber == 0
    t2 = table({"hand": ["sacrificio-rubro"], "line": ["vibora-de-cinzas"]}, {})
    t2.do(Verb.PLAY, t2.u(0, "sacrificio-rubro"))
    assert t2.s.players[0].amber == 3 and t2.s.zone[t2.u(0, "vibora-de-cinzas")] == Zone.DISCARD


def test_K39_alpha_only_as_the_first_thing_in_the_step() -> None:
    """K39 (⚠ one FAQ answer line is garbled; plain reading: Alpha is playable only while nothing was played,
    used or discarded in this step, checked while the card is in hand)."""
    t = table({"hand": ["onda-primeira", "mare-alta"]}, {}, house="mare")
    assert any(a.card == t.u(0, "onda-primeira") for a in t.offered(Verb.PLAY))
    t.do(Verb.DISCARD, t.u(0, "mare-alta"))
    assert not any(a.card == t.u(0, "onda-primeira") for a in t.offered(Verb.PLAY))


def test_K40_omega_ends_the_step_after_its_effects() -> None:
    t = table({"hand": ["redemoinho", "arraia-furtiva"], "deck": ["cervo-ancestral"] * 5}, {"hand": ["incendio"]}, amber=(0, 3), house="mare")
    t.do(Verb.PLAY, t.u(0, "redemoinho"))
    assert t.s.players[0].amber == 2 and t.s.active == 1 and "omega" in t.log_keys()
    assert len(t.s.players[0].hand) == 6


def test_K24_K32_cannot_beats_must_an_effect_use_past_the_rule_of_six_does_nothing() -> None:
    t = table({"hand": ["chamado-selvagem"], "line": ["cervo-ancestral"]}, {}, house="vereda",
              status={"0:cervo-ancestral": {"exhausted": True}}, extra={"plays": {"cervo-ancestral": 6}})
    t.do(Verb.PLAY, t.u(0, "chamado-selvagem"))
    assert t.s.players[0].amber == 1 and "reap" not in t.log_keys()           # the bonus only


def test_K31_an_effect_may_use_a_creature_of_another_house() -> None:
    t = table({"hand": ["chamado-selvagem"], "line": ["arraia-furtiva"]}, {}, house="vereda", amber=(0, 2),
              status={"0:arraia-furtiva": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "chamado-selvagem"))
    assert t.s.players[0].amber == 1 + 1 + 1 and t.s.players[1].amber == 1   # bonus, reap, Reap: steal 1


def test_K33_a_constant_ability_works_while_exhausted() -> None:
    t = table({}, {"artifacts": ["torre-de-pedagio"]}, active=1, amber=(6, 0), house="engrenagem",
              status={"1:torre-de-pedagio": {"exhausted": True}})
    from eidolon.rulesets.archon.board import key_cost
    assert key_cost(t.s, 0) == 7
