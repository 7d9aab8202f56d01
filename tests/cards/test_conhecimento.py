"""Conhecimento cards: card draw, relics, investigation. One focused test (at least) per title."""

from cardkit import (
    act,
    connected,
    creature,
    dec,
    discard,
    ess,
    hand,
    me,
    offered,
    on_field,
    progress,
    relic,
    scenario,
    settle,
    stats,
    turn_start,
    uids_of,
    vest,
    vit,
)
from eidolon.i18n import text

ALDREN = {"desbravador": "ser-aldren-veyr"}    # no draw on DESCOBERTA (unlike Maela Orr), so draws are the card's


def p0(**kw):
    return {**ALDREN, **kw}


def test_caminho_oculto_withdraws_the_intercepted_explorer():
    m = scenario(p0=p0(creatures=["erudita-de-arquivo"], hand=["caminho-oculto"], essence={"conhecimento": 1}),
                 p1={"creatures": ["urso-anciao"]}, phase="exploracao")
    eru, cam, urso = m.uid(0, "creatures", 0), m.uid(0, "hand", 0), m.uid(1, "creatures", 0)
    act(m, "explore", card=eru, target=m.slot_uid(0))
    assert not offered(m, "respond", card=cam)                           # not intercepted yet
    act(m, "intercept", card=urso)
    assert dec(m) == (0, "response")
    act(m, "respond", card=cam)
    assert on_field(m, eru) and creature(m, eru)["damage"] == 0 and not creature(m, eru)["exhausted"]
    assert progress(m, 0) == [0, 0] and vest(m) == 0
    assert creature(m, urso)["exhausted"]                                # R11.7: the interceptor stays exhausted


def test_astrolabio_esquecido_reaction_gives_the_explorer_plus_2_exp():
    m = scenario(p0=p0(creatures=["erudita-de-arquivo"], relics=["astrolabio-esquecido"], vestigios=1),
                 phase="exploracao")
    eru, astro = m.uid(0, "creatures", 0), m.uid(0, "relics", 0)
    act(m, "explore", card=eru, target=m.slot_uid(1))                      # Bosque dos Ecos, difficulty 5
    act(m, "respond", card=astro, target=eru)
    settle(m)
    assert progress(m, 1) == [4, 0]                                       # EXP 2 + 2
    assert vest(m) == 1 and relic(m, astro)["exhausted"]                 # paid 1, gained 1 for the success


def test_passagem_secreta_extra_attempt_only_in_planejamento():
    m = scenario(p0=p0(creatures=["erudita-de-arquivo", "batedor-de-estrada"],
                       hand=["passagem-secreta", "passagem-secreta"], essence={"conhecimento": 2}))
    a, b = m.uid(0, "hand", 0), m.uid(0, "hand", 1)
    act(m, "play", card=a)
    assert me(m)["explore_credits"] == 2
    act(m, "end_phase")
    e1, e2 = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "explore", card=e1, target=m.slot_uid(0))
    act(m, "explore", card=e2, target=m.slot_uid(1))                      # the extra attempt
    assert me(m)["explore_credits"] == 0
    assert m.decision()["context"]["phase"] == "reorganizacao"
    assert {u["card"]: text(u["reason"], "en") for u in m.view(0)["unplayable"]}[b] == "Can only be played in Planning"


def test_erudita_de_arquivo_arrival_draws_1():
    m = scenario(p0=p0(hand=["erudita-de-arquivo"], essence={"conhecimento": 2}))
    act(m, "play", card=m.uid(0, "hand", 0))
    assert len(hand(m)) == 1


def test_cartografa_errante_discovery_draws_2():
    m = scenario(p0=p0(creatures=["cartografa-errante"]), phase="exploracao", progress=[[2, 0], [0, 0], [0, 0]])
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))       # Ponte Partida: 2 + 2 = 4
    assert len(connected(m)) == 1 and len(hand(m)) == 2


def test_carruagem_do_observatorio_vehicle_plus_1_res_plus_2_exp():
    m = scenario(p0=p0(creatures=["erudita-de-arquivo"], relics=["carruagem-do-observatorio"],
                       essence={"conhecimento": 1}))
    eru = m.uid(0, "creatures", 0)
    act(m, "attach", card=m.uid(0, "relics", 0), target=eru)
    assert stats(m, eru) == (1, 3, 4)


def test_golem_de_indices_vigil():
    m = scenario(p0=p0(creatures=["golem-de-indices"]), p1={"creatures": ["urso-anciao"]}, phase="combate", active=1)
    assert stats(m, m.uid(0, "creatures", 0)) == (3, 5, 1)
    act(m, "attack", card=m.uid(1, "creatures", 0))
    act(m, "let_pass")
    assert vit(m, 0) == 17


def test_leitura_da_trama_draws_2():
    m = scenario(p0=p0(hand=["leitura-da-trama"], essence={"conhecimento": 2}))
    act(m, "play", card=m.uid(0, "hand", 0))
    assert len(hand(m)) == 2


def test_aprendiz_de_cartografia_gains_2_vestigios_only_on_completion():
    m = scenario(p0=p0(creatures=["aprendiz-de-cartografia", "aprendiz-de-cartografia"], extra=1),
                 phase="exploracao", progress=[[0, 0], [3, 0], [0, 0]])
    a, b = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "explore", card=a, target=m.slot_uid(0))                       # Ponte Partida: 2/4, not complete
    assert vest(m) == 1
    act(m, "explore", card=b, target=m.slot_uid(1))                       # Bosque dos Ecos: 3 + 2 = 5, complete
    assert len(connected(m)) == 1
    assert vest(m) == 1 + 1 + 2                                           # two successes + EXPLORAR


def test_investigadora_do_ermo_draws_if_she_survives():
    m = scenario(p0=p0(creatures=["investigadora-do-ermo"]), p1={"creatures": ["lobo-do-ermo"]}, phase="exploracao")
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    act(m, "let_pass")                                                    # the rival does not intercept
    assert len(hand(m)) == 1
    m2 = scenario(p0=p0(creatures=["investigadora-do-ermo"]), p1={"creatures": ["urso-anciao"]}, phase="exploracao")
    inv = m2.uid(0, "creatures", 0)
    act(m2, "explore", card=inv, target=m2.slot_uid(0))
    act(m2, "intercept", card=m2.uid(1, "creatures", 0))
    assert inv in discard(m2) and len(hand(m2)) == 0                      # died: no card


def test_automato_copista_spends_a_vestigio_to_draw():
    m = scenario(p0=p0(creatures=["automato-copista"], vestigios=1))
    aut = m.uid(0, "creatures", 0)
    assert stats(m, aut) == (1, 4, 1)
    act(m, "activate", card=aut, ability=0)
    assert len(hand(m)) == 1 and vest(m) == 0 and creature(m, aut)["exhausted"]
    m2 = scenario(p0=p0(creatures=["automato-copista"]))
    assert not offered(m2, "activate", card=m2.uid(0, "creatures", 0), ability=0)   # no Vestígio to pay


def test_relojoeira_de_latao_arrival_readies_an_exhausted_relic():
    m = scenario(p0=p0(relics=[{"id": "lente-do-investigador", "exhausted": True}, "diario-de-campo"],
                       hand=["relojoeira-de-latao"], essence={"conhecimento": 2}))
    lente = m.uid(0, "relics", 0)
    act(m, "play", card=m.uid(0, "hand", 0))                              # the only exhausted relic
    assert not relic(m, lente)["exhausted"]


def test_mecanica_do_observatorio_readies_a_relic_to_use_it_again():
    m = scenario(p0=p0(creatures=["mecanica-do-observatorio"], relics=["lente-do-investigador"],
                       essence={"conhecimento": 2}))
    mec, lente = m.uid(0, "creatures", 0), m.uid(0, "relics", 0)
    assert not offered(m, "activate", card=mec, ability=0, target=lente)  # nothing exhausted yet
    act(m, "activate", card=lente, ability=0)
    act(m, "activate", card=mec, ability=0, target=lente)
    act(m, "activate", card=lente, ability=0)
    assert vest(m) == 2 and ess(m)["conhecimento"] == 0


def test_sabia_das_estrelas_discovery_draws_and_gains_a_vestigio():
    m = scenario(p0=p0(creatures=["sabia-das-estrelas"]), phase="exploracao", progress=[[1, 0], [0, 0], [0, 0]])
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))       # 1 + 3 = 4
    assert len(connected(m)) == 1
    assert len(hand(m)) == 1 and vest(m) == 1 + 1 + 1                      # success, Ponte's reward, DESCOBERTA


def test_coruja_da_biblioteca_arrival_gains_a_vestigio():
    m = scenario(p0=p0(hand=["coruja-da-biblioteca"], essence={"conhecimento": 1}))
    act(m, "play", card=m.uid(0, "hand", 0))
    assert vest(m) == 1


def test_mestre_oren_lume_draws_at_the_start_of_the_turn():
    m = turn_start(p0(creatures=["mestre-oren-lume"], hand=["mestre-oren-lume"]))
    assert len(hand(m)) == 1 + 1 + 1                                       # the copy, Oren's passive, the draw
    copy = uids_of(m, "mestre-oren-lume", 0)[1]
    assert not offered(m, "play", card=copy)


def test_tecela_de_lembrancas_spends_2_vestigios_to_draw_2():
    m = scenario(p0=p0(creatures=["tecela-de-lembrancas"], vestigios=1))
    tec = m.uid(0, "creatures", 0)
    assert not offered(m, "activate", card=tec, ability=0)
    m = scenario(p0=p0(creatures=["tecela-de-lembrancas"], vestigios=2))
    act(m, "activate", card=m.uid(0, "creatures", 0), ability=0)
    assert len(hand(m)) == 2 and vest(m) == 0


def test_grifo_de_latao_mount_plus_1_atk_plus_2_exp():
    m = scenario(p0=p0(creatures=["erudita-de-arquivo"], relics=["grifo-de-latao"], essence={"conhecimento": 1}))
    eru = m.uid(0, "creatures", 0)
    act(m, "attach", card=m.uid(0, "relics", 0), target=eru)
    assert stats(m, eru) == (2, 2, 4)


def test_lente_do_investigador_bonus_and_activation():
    m = scenario(p0=p0(creatures=["erudita-de-arquivo"], relics=[{"id": "lente-do-investigador", "attached_to": 0}],
                       essence={"conhecimento": 1}))
    eru, lente = m.uid(0, "creatures", 0), m.uid(0, "relics", 0)
    assert stats(m, eru) == (1, 2, 3)
    act(m, "activate", card=lente, ability=0)
    assert vest(m) == 1 and ess(m)["conhecimento"] == 0 and relic(m, lente)["exhausted"]


def test_diario_de_campo_relic_draws_on_discovery():
    m = scenario(p0=p0(creatures=["erudita-de-arquivo"], relics=["diario-de-campo"]),
                 phase="exploracao", progress=[[2, 0], [0, 0], [0, 0]])
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert len(connected(m)) == 1 and len(hand(m)) == 1


def test_lanterna_das_eras_gains_a_vestigio_at_the_start_of_the_turn():
    m = turn_start(p0(relics=["lanterna-das-eras"]))
    assert vest(m) == 1
    m2 = scenario(p0=p0(creatures=["erudita-de-arquivo"], relics=[{"id": "lanterna-das-eras", "attached_to": 0}]))
    assert stats(m2, m2.uid(0, "creatures", 0)) == (1, 3, 2)


def test_estudo_das_ruinas_gains_2_vestigios():
    m = scenario(p0=p0(hand=["estudo-das-ruinas"], essence={"conhecimento": 1}))
    act(m, "play", card=m.uid(0, "hand", 0))
    assert vest(m) == 2


def test_mapa_anotado_gives_the_explorer_plus_2_exp():
    m = scenario(p0=p0(creatures=["erudita-de-arquivo"], hand=["mapa-anotado"], essence={"conhecimento": 1}),
                 phase="exploracao")
    eru = m.uid(0, "creatures", 0)
    act(m, "explore", card=eru, target=m.slot_uid(1))
    act(m, "respond", card=m.uid(0, "hand", 0), target=eru)
    settle(m)
    assert progress(m, 1) == [4, 0]


def test_leitura_do_oponente_draws_and_gains_a_vestigio_when_attacked():
    m = scenario(p0=p0(hand=["leitura-do-oponente"], essence={"conhecimento": 1}),
                 p1={"creatures": ["lobo-do-ermo", "lobo-do-ermo"]}, phase="combate", active=1)
    lei = m.uid(0, "hand", 0)
    act(m, "attack", card=m.uid(1, "creatures", 0))
    assert dec(m) == (0, "response")
    act(m, "respond", card=lei)
    assert len(hand(m)) == 1 and lei in discard(m) and vest(m) == 1


def test_maela_orr_draws_on_discovery():
    m = scenario(p0={"desbravador": "maela-orr", "creatures": ["erudita-de-arquivo"]}, phase="exploracao",
                 progress=[[2, 0], [0, 0], [0, 0]])
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert len(connected(m)) == 1 and len(hand(m)) == 1
