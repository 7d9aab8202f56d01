"""Instinto cards: creatures, growth, exploration. One focused test (at least) per title."""

from cardkit import (
    act,
    connected,
    creature,
    dec,
    discard,
    hand,
    me,
    offered,
    on_field,
    progress,
    scenario,
    settle,
    stats,
    turn_start,
    uids_of,
    vest,
    vit,
)

ALDREN = {"desbravador": "ser-aldren-veyr"}     # no Fera aura (unlike Ondra), so printed stats show as printed


def p0(**kw):
    return {**ALDREN, **kw}


def test_chamado_da_alcateia_readies_a_creature_to_intercept_a_rival_exploration():
    m = scenario(p0=p0(creatures=[{"id": "urso-anciao", "exhausted": True}], hand=["chamado-da-alcateia"],
                       essence={"instinto": 2}),
                 p1={"creatures": ["lobo-do-ermo"]}, phase="exploracao", active=1)
    urso, lobo = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "explore", card=lobo, target=m.slot_uid(0))
    assert dec(m) == (0, "response")
    act(m, "respond", card=m.uid(0, "hand", 0), target=urso)
    act(m, "intercept", card=urso)
    settle(m)
    assert lobo in discard(m, 1) and progress(m, 0) == [0, 0]


def test_chamado_da_alcateia_not_offered_against_an_attack():
    m = scenario(p0=p0(creatures=[{"id": "urso-anciao", "exhausted": True}], hand=["chamado-da-alcateia"],
                       essence={"instinto": 2}),
                 p1={"creatures": ["lobo-do-ermo"]}, phase="combate", active=1)
    act(m, "attack", card=m.uid(1, "creatures", 0))
    assert vit(m, 0) == 18                                                # no window, no interceptor


def test_druida_dos_caminhos_extra_attempt_only_in_planejamento():
    m = scenario(p0=p0(hand=["druida-dos-caminhos", "druida-dos-caminhos"], essence={"instinto": 4}))
    act(m, "play", card=m.uid(0, "hand", 0))
    assert me(m)["explore_credits"] == 2
    act(m, "end_phase")                                                   # Exploração: nothing can explore yet
    assert m.decision()["context"]["phase"] == "reorganizacao"
    act(m, "play", card=hand(m)[0])
    assert me(m)["explore_credits"] == 2                                  # no further credit in Reorganização


def test_sira_gains_a_vestigio_even_if_she_dies_exploring():
    m = scenario(p0=p0(creatures=["sira-dos-muitos-nomes"]), p1={"creatures": ["urso-anciao"]}, phase="exploracao")
    sira = m.uid(0, "creatures", 0)
    act(m, "explore", card=sira, target=m.slot_uid(0))
    act(m, "intercept", card=m.uid(1, "creatures", 0))
    assert sira in discard(m) and progress(m, 0) == [0, 0]
    assert vest(m) == 1                                                   # R14.4


def test_lobo_do_ermo_attacks_for_2_and_has_affinity_on_trilha_dos_cacadores():
    m = scenario(p0=p0(creatures=["lobo-do-ermo", "lobo-do-ermo"]), phase="exploracao",
                 ermo=["trilha-dos-cacadores", "bosque-dos-ecos", "ponte-partida"])
    a, b = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    assert stats(m, a) == (2, 1, 1)
    act(m, "explore", card=a, target=m.slot_uid(0))
    assert progress(m, 0) == [2, 0]                                       # EXP 1 + affinity (Caçador)
    act(m, "end_phase")                                                   # Reorganização -> Combate
    act(m, "attack", card=b)
    assert vit(m, 1) == 18


def test_cervo_de_musgo_grows_when_it_completes_a_location():
    m = scenario(p0=p0(creatures=["cervo-de-musgo", "cervo-de-musgo"], extra=1), phase="exploracao",
                 progress=[[2, 0], [0, 0], [0, 0]])
    a, b = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "explore", card=a, target=m.slot_uid(0))                       # Ponte Partida: 2 + 2 = 4, complete
    assert stats(m, a) == (1, 3, 3)
    act(m, "explore", card=b, target=m.slot_uid(1))                       # partial progress: no growth
    assert stats(m, b) == (1, 3, 2)


def test_sela_de_galhada_mount_plus_1_atk_plus_1_exp():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], relics=["sela-de-galhada"], essence={"instinto": 1}))
    lobo = m.uid(0, "creatures", 0)
    act(m, "attach", card=m.uid(0, "relics", 0), target=lobo)
    assert stats(m, lobo) == (3, 1, 2)


def test_urso_anciao_is_a_4_5_guardiao_with_affinity_on_salao_dos_guardioes():
    m = scenario(p0=p0(creatures=["urso-anciao"]), phase="exploracao",
                 ermo=["salao-dos-guardioes", "bosque-dos-ecos", "ponte-partida"])
    urso = m.uid(0, "creatures", 0)
    assert stats(m, urso) == (4, 5, 1)
    act(m, "explore", card=urso, target=m.slot_uid(0))
    assert progress(m, 0) == [2, 0]


def test_crescimento_selvagem_plus_1_plus_1_while_in_play():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], hand=["crescimento-selvagem"], essence={"instinto": 1}))
    lobo = m.uid(0, "creatures", 0)
    act(m, "play", card=m.uid(0, "hand", 0), target=lobo)
    assert stats(m, lobo) == (3, 2, 1)


def test_javali_espinhoso_hits_for_3():
    m = scenario(p0=p0(creatures=["javali-espinhoso"]), phase="combate")
    jav = m.uid(0, "creatures", 0)
    assert stats(m, jav) == (3, 2, 1)
    act(m, "attack", card=jav)
    assert vit(m, 1) == 17


def test_filhote_de_urso_grows_on_discovery():
    m = scenario(p0=p0(creatures=["filhote-de-urso", "lobo-do-ermo"]), phase="exploracao",
                 progress=[[3, 0], [0, 0], [0, 0]])
    fil, lobo = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "explore", card=lobo, target=m.slot_uid(0))                    # another creature completes it
    assert len(connected(m)) == 1
    assert stats(m, fil) == (3, 3, 1)


def test_carvalho_desperto_gains_1_atk_each_start_of_turn():
    m = turn_start(p0(creatures=["carvalho-desperto"]))
    oak = uids_of(m, "carvalho-desperto", 0)[0]
    assert stats(m, oak) == (2, 5, 1)


def test_batedora_das_copas_readies_after_completing_a_location():
    m = scenario(p0=p0(creatures=["batedora-das-copas"], extra=1), phase="exploracao",
                 progress=[[2, 0], [0, 0], [0, 0]])
    bat = m.uid(0, "creatures", 0)
    act(m, "explore", card=bat, target=m.slot_uid(0))                     # 2 + 2 = 4: complete
    assert not creature(m, bat)["exhausted"]
    act(m, "explore", card=bat, target=m.slot_uid(1))                     # again, with the extra attempt
    assert creature(m, bat)["exhausted"] and progress(m, 1) == [2, 0]     # partial: stays exhausted


def test_xama_da_matilha_fera_creatures_get_plus_1_atk():
    m = scenario(p0=p0(creatures=["xama-da-matilha", "lobo-do-ermo", "batedor-de-estrada"]))
    xama, lobo, bat = (m.uid(0, "creatures", i) for i in range(3))
    assert stats(m, lobo) == (3, 1, 1)
    assert stats(m, xama) == (2, 3, 1) and stats(m, bat) == (1, 1, 2)


def test_aguia_guia_reaction_gives_the_explorer_plus_1_exp():
    m = scenario(p0=p0(creatures=["lobo-do-ermo", "aguia-guia"], vestigios=1), phase="exploracao")
    lobo, aguia = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "explore", card=lobo, target=m.slot_uid(1))
    act(m, "respond", card=aguia, target=lobo)
    settle(m)
    assert progress(m, 1) == [2, 0] and creature(m, aguia)["exhausted"]


def test_ysolde_grows_a_chosen_creature_each_start_of_turn():
    m = turn_start(p0(creatures=["ysolde-voz-da-floresta", "lobo-do-ermo"], hand=["ysolde-voz-da-floresta"]))
    lobo = uids_of(m, "lobo-do-ermo", 0)[0]
    assert dec(m) == (0, "target")
    act(m, "choose", target=lobo)
    assert stats(m, lobo) == (3, 2, 1)
    copy = uids_of(m, "ysolde-voz-da-floresta", 0)[1]
    assert not offered(m, "play", card=copy)                              # Única


def test_rebento_selvagem_arrival_gives_plus_1_exp():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], hand=["rebento-selvagem"], essence={"instinto": 1}))
    lobo = m.uid(0, "creatures", 0)
    act(m, "play", card=m.uid(0, "hand", 0))
    act(m, "choose", target=lobo)
    assert stats(m, lobo) == (2, 1, 2)


def test_tigre_das_brumas_gains_1_atk_after_exploring_if_it_survives():
    m = scenario(p0=p0(creatures=["tigre-das-brumas"]), p1={"creatures": ["lobo-do-ermo"]}, phase="exploracao")
    tig = m.uid(0, "creatures", 0)
    act(m, "explore", card=tig, target=m.slot_uid(1))
    act(m, "intercept", card=m.uid(1, "creatures", 0))
    assert stats(m, tig) == (5, 3, 2) and progress(m, 1) == [2, 0]


def test_colar_de_presas_plus_1_atk_plus_1_exp():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], relics=["colar-de-presas"], essence={"instinto": 1}))
    lobo = m.uid(0, "creatures", 0)
    act(m, "attach", card=m.uid(0, "relics", 0), target=lobo)
    assert stats(m, lobo) == (3, 1, 2)


def test_jangada_de_raizes_vehicle_plus_2_exp():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], relics=["jangada-de-raizes"], essence={"instinto": 1}))
    lobo = m.uid(0, "creatures", 0)
    act(m, "attach", card=m.uid(0, "relics", 0), target=lobo)
    assert stats(m, lobo) == (2, 1, 3)


def test_trilha_aberta_extra_attempt_and_plus_1_exp_until_end_of_turn():
    m = scenario(p0=p0(creatures=["lobo-do-ermo", "cervo-de-musgo"], hand=["trilha-aberta"], essence={"instinto": 1}))
    lobo, cervo = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "play", card=m.uid(0, "hand", 0), target=lobo)
    assert me(m)["explore_credits"] == 2 and stats(m, lobo) == (2, 1, 2)
    act(m, "end_phase")
    act(m, "explore", card=lobo, target=m.slot_uid(1))
    act(m, "explore", card=cervo, target=m.slot_uid(2))
    assert progress(m, 1) == [2, 0]
    act(m, "end_phase")                                                   # Reorganização -> Combate passes -> Final
    assert stats(m, lobo) == (2, 1, 1)                                    # the bonus ended with the turn


def test_despertar_da_floresta_readies_and_gives_plus_1_atk_this_turn():
    m = scenario(p0=p0(creatures=[{"id": "lobo-do-ermo", "exhausted": True}], hand=["despertar-da-floresta"],
                       essence={"instinto": 2}))
    lobo = m.uid(0, "creatures", 0)
    act(m, "play", card=m.uid(0, "hand", 0), target=lobo)
    assert not creature(m, lobo)["exhausted"] and stats(m, lobo) == (3, 1, 1)


def test_furia_da_mata_plus_2_atk_plus_1_res_in_the_fight():
    m = scenario(p0=p0(creatures=["lobo-do-ermo", "lobo-do-ermo"], hand=["furia-da-mata"], essence={"instinto": 2}),
                 p1={"desbravador": "maela-orr", "creatures": ["cavaleiro-do-juramento"]}, phase="combate")
    lobo, cav = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "attack", card=lobo)
    act(m, "pass_window")
    act(m, "intercept", card=cav)
    act(m, "respond", card=m.uid(0, "hand", 0), target=lobo)
    settle(m)
    assert not on_field(m, cav)                                           # 2+2 ATQ on RES 4
    assert lobo in discard(m)                                             # 3 damage: lethal once RES 1+1 ends


def test_faro_agucado_plus_1_exp_plus_1_res_for_the_explorer():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], hand=["faro-agucado"], essence={"instinto": 1}),
                 p1={"creatures": ["lobo-do-ermo"]}, phase="exploracao")
    lobo = m.uid(0, "creatures", 0)
    act(m, "explore", card=lobo, target=m.slot_uid(1))
    act(m, "respond", card=m.uid(0, "hand", 0), target=lobo)
    act(m, "let_pass")
    assert progress(m, 1) == [2, 0]


def test_ondra_das_trilhas_fera_creatures_get_plus_1_exp():
    m = scenario(p0={"desbravador": "ondra-das-trilhas", "creatures": ["lobo-do-ermo", "batedor-de-estrada"]})
    assert stats(m, m.uid(0, "creatures", 0)) == (2, 1, 2)
    assert stats(m, m.uid(0, "creatures", 1)) == (1, 1, 2)
