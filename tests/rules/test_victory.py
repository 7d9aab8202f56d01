"""R1 Objective and victory."""

import pytest
from eidolon.i18n import both, text
from rulekit import act, creature, dec, player, scenario, vit

ERMO = ["ponte-partida", "bosque-dos-ecos", "clareira-das-feras"]


def result(m):
    v = m.view(0)
    return v["status"], v["result"]


def test_r1_1_convergencia_at_the_location_target_option():
    """R1.1: the Location target is a setup option; connecting that many wins at once."""
    m = scenario(p0={"creatures": ["batedor-de-estrada"], "connected": ["mercado-esquecido"],
                     "reserve": ["torre-segunda-chance"]},
                 ermo=ERMO, phase="exploracao", progress=[[2, 0], [0, 0], [0, 0]], target=2)
    assert m.view(0)["location_target"] == 2
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert result(m) == ("over", {"winner": 0, "reason": "convergencia"})
    assert m.decision() is None and m.actions() == []


def test_r1_1_below_the_target_the_game_goes_on():
    """R1.1: with the default target of 6, a second connected Location does not win."""
    m = scenario(p0={"creatures": ["batedor-de-estrada"], "connected": ["mercado-esquecido"],
                     "reserve": ["torre-segunda-chance"]},
                 ermo=ERMO, phase="exploracao", progress=[[2, 0], [0, 0], [0, 0]])
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert result(m) == ("playing", None)
    assert len(player(m, 0)["connected"]) == 2 and dec(m) == (0, "pick")


def test_r1_1_ruptura_when_the_rival_vitalidade_reaches_zero_or_less():
    """R1.1: an attack taking the rival from 3 to -1 wins by Ruptura do Vínculo."""
    m = scenario(p0={"creatures": ["urso-anciao"]}, p1={"vitalidade": 3}, phase="combate")
    act(m, "attack", card=m.uid(0, "creatures", 0))
    assert vit(m, 1) == -1
    assert result(m) == ("over", {"winner": 0, "reason": "ruptura"})


def test_r1_2_location_reward_counts_before_the_check():
    """R1.2: Ruínas do Acorde's reward (2 damage) resolves as part of the action and wins the game."""
    m = scenario(p0={"creatures": ["cavaleiro-do-juramento"], "reserve": ["torre-segunda-chance"]},
                 p1={"vitalidade": 2}, ermo=["ruinas-do-acorde", "bosque-dos-ecos", "clareira-das-feras"],
                 phase="exploracao", progress=[[4, 0], [0, 0], [0, 0]])
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))   # Morto-vivo: 1 + 1 = 6
    assert vit(m, 1) == 0
    assert result(m) == ("over", {"winner": 0, "reason": "ruptura"})


def test_r1_2_victory_is_checked_only_after_the_whole_action():
    """R1.2: a QUEDA takes the explorer's controller to 0 mid-exploration (while a trigger order is being
    chosen), but the completed Santuário's reward heals 3 before the check: nobody has won."""
    m = scenario(p0={"creatures": ["arauto-cinzento"], "vitalidade": 1, "reserve": ["torre-segunda-chance"]},
                 p1={"creatures": ["carnical-do-ermo", "peregrina-dos-campos-de-vhar"]},
                 ermo=["santuario-submerso", "bosque-dos-ecos", "clareira-das-feras"],
                 phase="exploracao", progress=[[3, 0], [0, 0], [0, 0]])
    arauto, carnical = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "explore", card=arauto, target=m.slot_uid(0))
    act(m, "intercept", card=carnical)
    assert dec(m) == (0, "order")                  # Carniçal's QUEDA and Peregrina's passive
    idx = next(i for i, t in enumerate(m.decision()["context"]["triggers"]) if t["source"]["uid"] == carnical)
    act(m, "order", index=idx)
    assert result(m) == ("playing", None)
    assert vit(m, 0) == 3                          # 1 - 1 + 3
    assert [c["id"] for c in player(m, 0)["connected"]] == ["santuario-submerso"]


def test_r1_2_healing_reward_resolves_before_the_check():
    """R1.2: the explorer completes the target Location; the dying interceptor's QUEDA empties the explorer's
    controller's Vitalidade, but Santuário Submerso's reward heals before the check: a single winner."""
    m = scenario(p0={"creatures": ["arauto-cinzento"], "vitalidade": 1, "connected": ["mercado-esquecido"]},
                 p1={"creatures": ["carnical-do-ermo"]},
                 ermo=["santuario-submerso", "bosque-dos-ecos", "clareira-das-feras"],
                 phase="exploracao", progress=[[3, 0], [0, 0], [0, 0]], target=2)
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    act(m, "intercept", card=m.uid(1, "creatures", 0))
    # Santuário heals 3 as its reward, but Convergência (p0) is met; p0 survives: p0 wins alone
    assert result(m) == ("over", {"winner": 0, "reason": "convergencia"})


def test_r1_3_draw_when_both_meet_a_condition_at_the_check():
    """R1.3: the explorer completes the target Location while the interceptor's QUEDA drops its controller
    to 0 (no healing reward): Convergência and Ruptura at the same check: draw."""
    m = scenario(p0={"creatures": ["cavaleiro-do-juramento"], "vitalidade": 1, "connected": ["mercado-esquecido"]},
                 p1={"creatures": ["carnical-do-ermo"]},
                 ermo=["ruinas-do-acorde", "bosque-dos-ecos", "clareira-das-feras"],
                 phase="exploracao", progress=[[4, 0], [0, 0], [0, 0]], target=2)
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    act(m, "intercept", card=m.uid(1, "creatures", 0))
    assert vit(m, 0) == 0
    assert result(m) == ("over", {"winner": None, "reason": "draw"})


def test_r1_2_r1_3_draw_even_when_a_trigger_order_is_chosen_mid_action():
    """R1.2 / R1.3: as above, but the interceptor's fall also triggers Peregrina, so the active player
    orders the triggers mid-action; the check still waits for the completion: draw, not a rival win."""
    m = scenario(p0={"creatures": ["cavaleiro-do-juramento"], "vitalidade": 1, "connected": ["mercado-esquecido"]},
                 p1={"creatures": ["carnical-do-ermo", "peregrina-dos-campos-de-vhar"]},
                 ermo=["ruinas-do-acorde", "bosque-dos-ecos", "clareira-das-feras"],
                 phase="exploracao", progress=[[4, 0], [0, 0], [0, 0]], target=2)
    carnical = m.uid(1, "creatures", 0)
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    act(m, "intercept", card=carnical)
    assert dec(m) == (0, "order")
    idx = next(i for i, t in enumerate(m.decision()["context"]["triggers"]) if t["source"]["uid"] == carnical)
    act(m, "order", index=idx)
    assert result(m) == ("over", {"winner": None, "reason": "draw"})


def test_r1_3_attack_with_both_queda_is_a_draw():
    """R1.3: two Carniçais destroy each other; each QUEDA deals the last point to the other Desbravador."""
    m = scenario(p0={"creatures": ["carnical-do-ermo"], "vitalidade": 1},
                 p1={"creatures": ["carnical-do-ermo"], "vitalidade": 1}, phase="combate")
    act(m, "attack", card=m.uid(0, "creatures", 0))
    act(m, "intercept", card=m.uid(1, "creatures", 0))
    act(m, "order", index=0)
    assert vit(m, 0) == 0 and vit(m, 1) == 0
    assert result(m) == ("over", {"winner": None, "reason": "draw"})


def test_r16_6_fatigue_in_compra_after_an_empty_combate_ends_the_game():
    """R5.3, R1.2, R16.6: seat 1 ends Reorganização, its empty Combate passes by itself, seat 0's Compra
    deals 1 fatigue to Vitalidade 1: the game ends by Ruptura before any Planejamento decision."""
    m = scenario(p0={"deck": [], "vitalidade": 1}, phase="reorganizacao", active=1)
    act(m, "end_phase")
    assert vit(m, 0) == 0 and player(m, 0)["fatigue"] == 1
    assert result(m) == ("over", {"winner": 1, "reason": "ruptura"})
    assert m.decision() is None and m.actions() == []
    assert text(m.view(0)["log"][-1], "en").startswith("Game over: Player 2 wins")


def test_r16_6_fatigue_after_an_order_choice_at_turn_start_ends_the_game():
    """R16.1, R5.3, R16.6: seat 1's empty Combate passes by itself; two start-of-turn passives are ordered by
    seat 0; the choice resumes the turn start, Mestre Oren Lume's draw and then Compra both hit an empty deck
    (1 + 2 fatigue): the game ends there."""
    m = scenario(p0={"deck": [], "vitalidade": 2, "creatures": ["mestre-oren-lume"], "relics": ["lanterna-das-eras"]},
                 phase="reorganizacao", active=1)
    act(m, "end_phase")
    assert dec(m) == (0, "order")
    act(m, "order", index=0)
    assert vit(m, 0) == -1 and player(m, 0)["fatigue"] == 2
    assert result(m) == ("over", {"winner": 1, "reason": "ruptura"})
    assert m.decision() is None


def test_r16_6_fatigue_that_leaves_vitalidade_above_zero_goes_on():
    """R5.3, R16.6: the same Compra with Vitalidade 2 leaves 1: seat 0 plays its Planejamento."""
    m = scenario(p0={"deck": [], "vitalidade": 2}, phase="reorganizacao", active=1)
    act(m, "end_phase")
    assert vit(m, 0) == 1 and result(m) == ("playing", None)
    assert dec(m) == (0, "main") and m.decision()["context"]["phase"] == "planejamento"


def test_r1_2_the_end_of_the_game_closes_the_action_being_resolved():
    """R1.2, R16.6: the attack that wins leaves no open attack in the final view."""
    m = scenario(p0={"creatures": ["urso-anciao"]}, p1={"vitalidade": 3}, phase="combate")
    act(m, "attack", card=m.uid(0, "creatures", 0))
    assert result(m)[0] == "over"
    assert m.view(0)["contest"] is None and m.view(1)["contest"] is None


@pytest.mark.parametrize("target, pt, en", [(1, "1 Local conectado", "1 Location connected"),
                                            (2, "2 Locais conectados", "2 Locations connected")])
def test_r1_1_the_convergencia_line_names_the_match_target(target, pt, en):
    """R1.1: the Location target is a match option; the game-over line states it, not "six"."""
    m = scenario(p0={"creatures": ["batedor-de-estrada"], "connected": ["mercado-esquecido"] * (target - 1),
                     "reserve": ["torre-segunda-chance"]},
                 ermo=ERMO, phase="exploracao", progress=[[2, 0], [0, 0], [0, 0]], target=target)
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    last = both(m.view(0)["log"][-1])
    assert last == {"pt": f"Fim de jogo: Jogador 1 vence — Convergência: {pt}.",
                    "en": f"Game over: Player 1 wins — Convergence: {en}."}


FIVE_CONNECTED = ["ponte-partida", "torre-segunda-chance", "santuario-submerso", "estrada-impossivel",
                  "mercado-esquecido"]


def test_r1_2_r16_6_the_sixth_location_lets_its_triggers_be_ordered_then_wins():
    """R1.2, R16.1, R16.6: the exploration that connects the sixth Location sets off Sira's EXPLORAR and
    Cartógrafa's DESCOBERTA together; the active player still orders them (the game goes on), and only after
    the whole action (Bosque's reward, 2 draws, 1 Vestígio) does Convergência end the game."""
    m = scenario(p0={"creatures": ["sira-dos-muitos-nomes", "cartografa-errante"], "connected": FIVE_CONNECTED},
                 ermo=["bosque-dos-ecos", "ruinas-do-acorde", "clareira-das-feras"], phase="exploracao",
                 progress=[[4, 0], [0, 0], [0, 0]])
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert len(player(m, 0)["connected"]) == 6
    assert dec(m) == (0, "order") and result(m) == ("playing", None)
    assert len(m.decision()["context"]["triggers"]) == 2
    act(m, "order", index=0)
    assert result(m) == ("over", {"winner": 0, "reason": "convergencia"})
    p = player(m, 0)
    assert len(p["hand"]) == 1 + 2                 # Bosque's reward, then Cartógrafa's DESCOBERTA
    assert p["vestigios"] == 1 + 1                 # the success Vestígio (R8.1), then Sira's EXPLORAR
    assert m.decision() is None and m.actions() == []


def test_r16_4_r16_6_a_trigger_of_the_winning_action_still_chooses_its_target():
    """R16.4, R16.6: Cavaleira da Aurora's DESCOBERTA on the sixth Location has two legal targets: the target
    choice is offered (the game goes on), the chosen creature gains 1 RES, then Convergência ends the game."""
    m = scenario(p0={"creatures": ["batedor-de-estrada", "cavaleira-da-aurora"], "connected": FIVE_CONNECTED},
                 ermo=["bosque-dos-ecos", "ruinas-do-acorde", "clareira-das-feras"], phase="exploracao",
                 progress=[[4, 0], [0, 0], [0, 0]])
    batedor = m.uid(0, "creatures", 0)
    res_before = creature(m, batedor)["res"]
    act(m, "explore", card=batedor, target=m.slot_uid(0))
    assert dec(m) == (0, "target") and result(m) == ("playing", None)
    act(m, "choose", target=batedor)
    assert result(m) == ("over", {"winner": 0, "reason": "convergencia"})
    assert creature(m, batedor)["res"] == res_before + 1


def test_r1_2_r16_6_ruptura_by_a_reward_still_lets_the_action_finish():
    """R1.2, R16.6: Ruínas do Acorde's reward takes the rival to 0 mid-action; the EXPLORAR and DESCOBERTA it
    completed with are still ordered and resolve (2 draws, 1 Vestígio) before Ruptura ends the game."""
    m = scenario(p0={"creatures": ["sira-dos-muitos-nomes", "cartografa-errante"]}, p1={"vitalidade": 2},
                 ermo=["ruinas-do-acorde", "bosque-dos-ecos", "clareira-das-feras"], phase="exploracao",
                 progress=[[5, 0], [0, 0], [0, 0]])
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert vit(m, 1) == 0
    assert dec(m) == (0, "order") and result(m) == ("playing", None)
    act(m, "order", index=1)
    assert result(m) == ("over", {"winner": 0, "reason": "ruptura"})
    p = player(m, 0)
    assert len(p["hand"]) == 2 and p["vestigios"] == 1 + 1
    assert m.decision() is None
