"""Ordem cards: resistance, protection, formations. One focused test (at least) per title."""

from cardkit import (
    act,
    creature,
    dec,
    discard,
    ess,
    hand,
    me,
    offered,
    on_field,
    progress,
    scenario,
    settle,
    stats,
    vest,
    vit,
)
from eidolon.i18n import text

MAELA = {"desbravador": "maela-orr"}     # a Desbravador without auras, so printed stats show as printed


def p0(**kw):
    return {**MAELA, **kw}


def test_guarda_da_ponte_reaction_gives_plus_2_res_to_a_participant():
    """Reação — 1 Vestígio, exhaust: a participating creature of yours gets +2 RES for this action."""
    m = scenario(p0=p0(creatures=["cavaleiro-do-juramento", "guarda-da-ponte"], vestigios=1),
                 p1={"creatures": ["urso-anciao"]}, phase="exploracao")
    cav, guarda, urso = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1), m.uid(1, "creatures", 0)
    act(m, "explore", card=cav, target=m.slot_uid(0))
    assert dec(m) == (0, "response")
    act(m, "respond", card=guarda, target=cav)
    assert stats(m, cav) == (3, 6, 1)
    assert me(m)["vestigios"] == 0 and creature(m, guarda)["exhausted"]
    settle(m, intercept={1: urso})
    # 4 damage on RES 4+2: the explorer survives the fight and explores; when "this action" bonuses end,
    # the 4 marked damage is lethal again (R11.7).
    assert progress(m, 0) == [1, 0] and vest(m) == 1
    assert not on_field(m, cav) and cav in discard(m)


def test_guarda_da_ponte_without_the_reaction_the_explorer_dies_before_progress():
    m = scenario(p0=p0(creatures=["cavaleiro-do-juramento", "guarda-da-ponte"]),
                 p1={"creatures": ["urso-anciao"]}, phase="exploracao")
    cav, urso = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "explore", card=cav, target=m.slot_uid(0))
    settle(m, intercept={1: urso})                                      # no Vestígio: no reaction offered
    assert progress(m, 0) == [0, 0] and vest(m) == 0


def test_escudos_da_travessia_plus_3_res_in_confronto():
    m = scenario(p0=p0(creatures=["cavaleiro-do-juramento"], hand=["escudos-da-travessia"], essence={"ordem": 2}),
                 p1={"creatures": ["urso-anciao"]}, phase="exploracao")
    cav, urso, esc = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0), m.uid(0, "hand", 0)
    act(m, "explore", card=cav, target=m.slot_uid(0))
    act(m, "pass_window")                                               # keep the response for Confronto
    act(m, "intercept", card=urso)
    assert dec(m) == (0, "response")
    act(m, "respond", card=esc, target=cav)
    settle(m)
    assert progress(m, 0) == [1, 0]                                     # survived the fight (RES 7) and explored
    assert ess(m)["ordem"] == 0 and esc in discard(m)


def test_sentinela_da_muralha_vigil_reduces_unintercepted_attack():
    m = scenario(p0=p0(creatures=["sentinela-da-muralha"]), p1={"creatures": ["lobo-do-ermo"]},
                 phase="combate", active=1)
    act(m, "attack", card=m.uid(1, "creatures", 0))
    act(m, "let_pass")
    assert vit(m, 0) == 19                                              # 2 ATQ - 1 VIGÍLIA


def test_cavaleiro_do_juramento_stats_and_ser_aldren_veyr_aura():
    """Cavaleiro do Juramento is a 3/4/1 Morto-vivo Cavaleiro; Ser Aldren Veyr gives Cavaleiros +1 RES."""
    m = scenario(p0={"desbravador": "ser-aldren-veyr", "creatures": ["cavaleiro-do-juramento", "lanceiro-da-falange"]},
                 p1={"desbravador": "maela-orr", "creatures": ["cavaleiro-do-juramento"]})
    assert stats(m, m.uid(0, "creatures", 0)) == (3, 5, 1)              # Aldren's passive
    assert stats(m, m.uid(0, "creatures", 1)) == (2, 3, 1)              # a Soldado: no bonus
    assert stats(m, m.uid(1, "creatures", 0)) == (3, 4, 1)              # printed values under Maela


def test_escudeira_da_ordem_arrival_gives_plus_1_res_to_a_chosen_creature():
    m = scenario(p0=p0(creatures=["lanceiro-da-falange"], hand=["escudeira-da-ordem"], essence={"ordem": 1}))
    lan, esc = m.uid(0, "creatures", 0), m.uid(0, "hand", 0)
    act(m, "play", card=esc)
    assert dec(m) == (0, "target")
    act(m, "choose", target=lan)
    assert stats(m, lan) == (2, 4, 1) and stats(m, esc) == (1, 2, 1)


def test_lanca_do_vigia_attached_gives_plus_1_atk_plus_1_res():
    m = scenario(p0=p0(creatures=["lanceiro-da-falange"], relics=["lanca-do-vigia"], essence={"ordem": 1}))
    lan, lanca = m.uid(0, "creatures", 0), m.uid(0, "relics", 0)
    act(m, "attach", card=lanca, target=lan)
    assert stats(m, lan) == (3, 4, 1)
    assert ess(m)["ordem"] == 0 and m.view(0)["players"][0]["relics"][0]["attached_to"] == lan


def test_juramento_renovado_mends_and_gives_plus_1_res():
    m = scenario(p0=p0(creatures=[{"id": "lanceiro-da-falange", "damage": 2}], hand=["juramento-renovado"],
                       essence={"ordem": 2}))
    lan = m.uid(0, "creatures", 0)
    act(m, "play", card=m.uid(0, "hand", 0), target=lan)
    assert creature(m, lan)["damage"] == 0 and stats(m, lan) == (2, 4, 1)


def test_porta_estandarte_formation_soldados_get_plus_1_res():
    m = scenario(p0=p0(creatures=["porta-estandarte-da-muralha", "lanceiro-da-falange", "guarda-da-ponte"]))
    porta, lan, guarda = (m.uid(0, "creatures", i) for i in range(3))
    assert stats(m, porta) == (2, 4, 1)                                 # a Soldado itself
    assert stats(m, lan) == (2, 4, 1)
    assert stats(m, guarda) == (2, 3, 1)                                # a Sentinela: no bonus


def test_lanceiro_da_falange_is_a_soldado_with_affinity_on_ponte_partida():
    m = scenario(p0=p0(creatures=["lanceiro-da-falange"]), phase="exploracao")     # slot 0: Ponte Partida (Soldado)
    lan = m.uid(0, "creatures", 0)
    assert stats(m, lan) == (2, 3, 1)
    act(m, "explore", card=lan, target=m.slot_uid(0))
    assert progress(m, 0) == [2, 0]                                     # EXP 1 + affinity 1


def test_cleriga_do_bastiao_activation_restores_1_vitalidade():
    m = scenario(p0=p0(creatures=["cleriga-do-bastiao", {"id": "cleriga-do-bastiao", "fresh": True}],
                       vitalidade=15))
    ready, fresh = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    assert not offered(m, "activate", card=fresh, ability=0)            # R7.1: a fresh creature cannot exhaust
    act(m, "activate", card=ready, ability=0)
    assert vit(m, 0) == 16 and creature(m, ready)["exhausted"]
    assert not offered(m, "activate", card=ready, ability=0)


def test_cavaleira_da_aurora_discovery_gives_a_creature_plus_1_res():
    m = scenario(p0={"desbravador": "ser-aldren-veyr", "creatures": ["cavaleira-da-aurora", "lanceiro-da-falange"]},
                 phase="exploracao", progress=[[3, 0], [0, 0], [0, 0]])
    cav, lan = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    ponte = m.slot_uid(0)
    act(m, "explore", card=cav, target=ponte)
    assert dec(m) == (0, "target")                                      # DESCOBERTA: choose the creature
    act(m, "choose", target=lan)
    assert ponte in [c["uid"] for c in me(m)["connected"]]
    assert stats(m, lan) == (2, 4, 1)


def test_capita_iselle_varn_unique_and_ordem_creatures_get_plus_1_res():
    m = scenario(p0=p0(creatures=["capita-iselle-varn", "lanceiro-da-falange", "mercenario-da-fronteira"],
                       hand=["capita-iselle-varn"], essence={"ordem": 4}))
    cap, lan, merc = (m.uid(0, "creatures", i) for i in range(3))
    assert stats(m, cap) == (3, 5, 1) and stats(m, lan) == (2, 4, 1)
    assert stats(m, merc) == (2, 2, 1)                                  # neutral: no bonus
    copy = m.uid(0, "hand", 0)
    assert not offered(m, "play", card=copy)                            # Única: not a second one in play
    reasons = {u["card"]: text(u["reason"], "en") for u in m.view(0)["unplayable"]}
    assert "Unique" in reasons[copy]


def test_vigia_da_torre_norte_two_vigils_reduce_by_two():
    m = scenario(p0=p0(creatures=["vigia-da-torre-norte", "sentinela-da-muralha"]),
                 p1={"creatures": ["urso-anciao"]}, phase="combate", active=1)
    act(m, "attack", card=m.uid(1, "creatures", 0))
    act(m, "let_pass")
    assert vit(m, 0) == 18                                              # 4 - 2
    assert stats(m, m.uid(0, "creatures", 0)) == (0, 2, 1)


def test_paladino_sem_descanso_vigil_only_while_ready():
    m = scenario(p0=p0(creatures=["paladino-sem-descanso"]), p1={"creatures": ["urso-anciao", "lobo-do-ermo"]},
                 phase="combate", active=1)
    pal = m.uid(0, "creatures", 0)
    assert stats(m, pal) == (4, 5, 1)
    act(m, "attack", card=m.uid(1, "creatures", 1))                     # lobo 2 ATQ, the Paladino ready
    act(m, "let_pass")
    assert vit(m, 0) == 19
    act(m, "attack", card=m.uid(1, "creatures", 0))                     # urso: the Paladino intercepts
    act(m, "intercept", card=pal)
    assert vit(m, 0) == 19
    m2 = scenario(p0=p0(creatures=[{"id": "paladino-sem-descanso", "exhausted": True}]),
                  p1={"creatures": ["urso-anciao"]}, phase="combate", active=1)
    act(m2, "attack", card=m2.uid(1, "creatures", 0))
    assert vit(m2, 0) == 16                                             # exhausted: no VIGÍLIA


def test_mensageira_da_comuna_arrival_restores_2_up_to_the_maximum():
    m = scenario(p0=p0(hand=["mensageira-da-comuna", "mensageira-da-comuna"], essence={"ordem": 4}, vitalidade=17))
    act(m, "play", card=m.uid(0, "hand", 0))
    assert vit(m, 0) == 19
    act(m, "play", card=hand(m)[0])
    assert vit(m, 0) == 20                                              # never above the maximum


def test_instrutora_da_guarnicao_arrival_gives_plus_1_atk():
    m = scenario(p0=p0(creatures=["lanceiro-da-falange"], hand=["instrutora-da-guarnicao"], essence={"ordem": 3}))
    lan = m.uid(0, "creatures", 0)
    act(m, "play", card=m.uid(0, "hand", 0))
    act(m, "choose", target=lan)
    assert stats(m, lan) == (3, 3, 1)


def test_corcel_couracado_mount_gives_plus_2_res_plus_1_exp():
    m = scenario(p0=p0(creatures=["lanceiro-da-falange"], hand=["corcel-couracado"], essence={"ordem": 3}))
    lan = m.uid(0, "creatures", 0)
    corcel = m.uid(0, "hand", 0)
    act(m, "play", card=corcel)
    act(m, "attach", card=corcel, target=lan)                          # R7.2: usable at once
    assert stats(m, lan) == (2, 5, 2)


def test_carroca_fortificada_vehicle_bonus_and_mend_activation():
    m = scenario(p0=p0(creatures=[{"id": "lanceiro-da-falange", "damage": 2}, "guarda-da-ponte"],
                       relics=[{"id": "carroca-fortificada", "attached_to": 1}], essence={"ordem": 1}))
    lan, guarda, carroca = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1), m.uid(0, "relics", 0)
    assert stats(m, guarda) == (2, 5, 1)
    act(m, "activate", card=carroca, ability=0, target=lan)
    assert creature(m, lan)["damage"] == 0 and ess(m)["ordem"] == 0
    assert m.view(0)["players"][0]["relics"][0]["exhausted"]


def test_bencao_da_muralha_plus_2_res_while_in_play():
    m = scenario(p0=p0(creatures=["lanceiro-da-falange"], hand=["bencao-da-muralha"], essence={"ordem": 1}))
    lan = m.uid(0, "creatures", 0)
    act(m, "play", card=m.uid(0, "hand", 0), target=lan)
    assert stats(m, lan) == (2, 5, 1)
    act(m, "end_phase")                                                 # still there after the phase
    assert stats(m, lan) == (2, 5, 1)


def test_refugio_da_comuna_restores_4():
    m = scenario(p0=p0(hand=["refugio-da-comuna"], essence={"ordem": 2}, vitalidade=12))
    act(m, "play", card=m.uid(0, "hand", 0))
    assert vit(m, 0) == 16


def test_toque_de_reunir_readies_a_creature_to_intercept_a_rival_attack():
    m = scenario(p0=p0(creatures=[{"id": "lanceiro-da-falange", "exhausted": True}], hand=["toque-de-reunir"],
                       essence={"ordem": 2}),
                 p1={"creatures": ["lobo-do-ermo"]}, phase="combate", active=1)
    lan, toque, lobo = m.uid(0, "creatures", 0), m.uid(0, "hand", 0), m.uid(1, "creatures", 0)
    act(m, "attack", card=lobo)
    assert dec(m) == (0, "response")                                    # Declaração, the defender
    act(m, "respond", card=toque, target=lan)
    assert dec(m) == (0, "intercept")
    act(m, "intercept", card=lan)
    settle(m)
    assert vit(m, 0) == 20 and not on_field(m, lobo)                     # blocked; the 2/1 wolf dies
    assert toque in discard(m)


def test_linha_inquebravel_defender_gets_plus_1_atk_plus_2_res():
    m = scenario(p0=p0(creatures=["lanceiro-da-falange"], hand=["linha-inquebravel"], essence={"ordem": 2}),
                 p1={"desbravador": "maela-orr", "creatures": ["urso-anciao", "lobo-do-ermo"]}, phase="combate",
                 active=1)
    lan, linha, urso = m.uid(0, "creatures", 0), m.uid(0, "hand", 0), m.uid(1, "creatures", 0)
    act(m, "attack", card=urso)
    act(m, "intercept", card=lan)                                       # no participant of p0 in Declaração
    assert dec(m) == (0, "response")
    act(m, "respond", card=linha, target=lan)
    settle(m)
    assert on_field(m, lan) and creature(m, lan)["damage"] == 4         # RES 3+2 survives 4, also after the action
    assert stats(m, lan) == (3, 5, 1)                                   # the line holds while it stays in play
    assert creature(m, urso)["damage"] == 3                             # ATQ 2+1
