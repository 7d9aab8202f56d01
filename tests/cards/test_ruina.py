"""Ruína cards: sacrifice, attrition, recovery from the discard. One focused test (at least) per title."""

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
    turn_start,
    uids_of,
    vest,
    vit,
)
from eidolon.i18n import text

MAELA = {"desbravador": "maela-orr"}


def p0(**kw):
    return {**MAELA, **kw}


def sacrifice(m, uid):
    """Play the Sacrifício Votivo in hand on a creature of seat 0."""
    rite = next(u for u in hand(m) if m.state.ids[u] == "sacrificio-votivo")
    act(m, "play", card=rite, target=uid)


def test_golpe_oportunista_plus_2_atk_kills_the_interceptor():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], hand=["golpe-oportunista"], essence={"ruina": 1}),
                 p1={"desbravador": "maela-orr", "creatures": ["cavaleiro-do-juramento"]}, phase="combate")
    lobo, golpe, cav = m.uid(0, "creatures", 0), m.uid(0, "hand", 0), m.uid(1, "creatures", 0)
    act(m, "attack", card=lobo)
    act(m, "pass_window")
    act(m, "intercept", card=cav)
    act(m, "respond", card=golpe, target=lobo)
    settle(m)
    assert not on_field(m, cav)                                         # 2+2 ATQ on RES 4
    assert golpe in discard(m) and ess(m)["ruina"] == 0


def test_peregrina_gains_a_vestigio_only_on_the_first_fall_each_turn():
    m = scenario(p0=p0(creatures=["peregrina-dos-campos-de-vhar", "lobo-do-ermo", "lobo-do-ermo"],
                       hand=["sacrificio-votivo", "sacrificio-votivo"], essence={"ruina": 2}))
    _, a, b = (m.uid(0, "creatures", i) for i in range(3))
    sacrifice(m, a)
    assert vest(m) == 1
    sacrifice(m, b)
    assert vest(m) == 1                                                 # once per turn (R14.3)


def test_carnical_do_ermo_fall_deals_1_to_the_rival_desbravador():
    m = scenario(p0=p0(creatures=["carnical-do-ermo"], hand=["sacrificio-votivo"], essence={"ruina": 1}))
    sacrifice(m, m.uid(0, "creatures", 0))
    assert vit(m, 1) == 19


def test_arauto_cinzento_arrival_deals_1_to_a_rival_creature():
    m = scenario(p0=p0(hand=["arauto-cinzento"], essence={"ruina": 3}), p1={"creatures": ["lobo-do-ermo"]})
    lobo = m.uid(1, "creatures", 0)
    act(m, "play", card=m.uid(0, "hand", 0))                            # the only target: chosen automatically
    assert not on_field(m, lobo) and lobo in discard(m, 1)


def test_ritual_de_cinzas_returns_a_creature_from_the_discard():
    m = scenario(p0=p0(discard=["urso-anciao"], hand=["ritual-de-cinzas"], essence={"ruina": 2}))
    urso = m.uid(0, "discard", 0)
    act(m, "play", card=m.uid(0, "hand", 0), target=urso)
    assert urso in hand(m) and urso not in discard(m)


def test_lamina_faminta_gives_plus_2_atk():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], relics=["lamina-faminta"], essence={"ruina": 1}))
    lobo = m.uid(0, "creatures", 0)
    act(m, "attach", card=m.uid(0, "relics", 0), target=lobo)
    assert stats(m, lobo) == (4, 1, 1)


def test_sacrificio_votivo_destroys_a_creature_of_yours_and_draws_2():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], hand=["sacrificio-votivo"], essence={"ruina": 1}))
    lobo = m.uid(0, "creatures", 0)
    sacrifice(m, lobo)
    assert lobo in discard(m) and len(hand(m)) == 2


def test_sacrificio_votivo_needs_a_creature_to_destroy():
    m = scenario(p0=p0(hand=["sacrificio-votivo"], essence={"ruina": 1}))
    reasons = {u["card"]: text(u["reason"], "en") for u in m.view(0)["unplayable"]}
    assert reasons[m.uid(0, "hand", 0)] == "No valid target"


def test_devorador_de_ecos_is_a_4_4_eco_with_affinity_on_bosque_dos_ecos():
    m = scenario(p0=p0(creatures=["devorador-de-ecos"]), phase="exploracao")   # slot 1: Bosque dos Ecos (Eco)
    dev = m.uid(0, "creatures", 0)
    assert stats(m, dev) == (4, 4, 1)
    act(m, "explore", card=dev, target=m.slot_uid(1))
    assert progress(m, 1) == [2, 0]


def test_acolita_do_fim_fall_gives_1_ruina_essence():
    m = scenario(p0=p0(creatures=["acolita-do-fim"], hand=["sacrificio-votivo"], essence={"ruina": 1}))
    sacrifice(m, m.uid(0, "creatures", 0))
    assert ess(m)["ruina"] == 1                                         # paid 1, got 1 back


def test_coveiro_de_vhar_arrival_returns_a_creature_from_the_discard():
    m = scenario(p0=p0(discard=["lobo-do-ermo", "juramento-renovado"], hand=["coveiro-de-vhar"], essence={"ruina": 2}))
    lobo, rite = m.uid(0, "discard", 0), m.uid(0, "discard", 1)
    act(m, "play", card=m.uid(0, "hand", 0))
    assert lobo in hand(m)                                              # the only creature: chosen automatically
    assert rite in discard(m)                                           # a ritual is not a creature


def test_sacerdote_das_cinzas_activation_destroys_and_draws():
    m = scenario(p0=p0(creatures=["sacerdote-das-cinzas", "carnical-do-ermo"]))
    sac, carn = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "activate", card=sac, ability=0, target=carn)
    assert carn in discard(m) and len(hand(m)) == 1 and vit(m, 1) == 19  # and the Carniçal's QUEDA
    assert creature(m, sac)["exhausted"]


def test_cao_de_ossos_fall_returns_it_to_hand():
    m = scenario(p0=p0(creatures=["cao-de-ossos"], hand=["sacrificio-votivo"], essence={"ruina": 1}))
    cao = m.uid(0, "creatures", 0)
    sacrifice(m, cao)
    assert cao in hand(m) and cao not in discard(m)


def test_cavaleiro_apodrecido_fall_deals_2_to_a_chosen_rival_creature():
    m = scenario(p0=p0(creatures=["cavaleiro-apodrecido"], hand=["sacrificio-votivo"], essence={"ruina": 1}),
                 p1={"creatures": ["urso-anciao", "cavaleiro-do-juramento"]})
    urso = m.uid(1, "creatures", 0)
    sacrifice(m, m.uid(0, "creatures", 0))
    assert dec(m) == (0, "target")
    act(m, "choose", target=urso)
    assert creature(m, urso)["damage"] == 2


def test_bruxa_da_cinza_lenta_deals_1_to_a_rival_creature_at_the_start_of_the_turn():
    m = turn_start(p0(creatures=["bruxa-da-cinza-lenta"]), {"creatures": [{"id": "lobo-do-ermo", "exhausted": True}]})
    lobo = uids_of(m, "lobo-do-ermo", 1)[0]
    assert lobo in discard(m, 1)                                        # 1 damage on a 2/1
    assert dec(m) == (0, "main")


def test_bruxa_da_cinza_lenta_asks_which_rival_creature():
    m = turn_start(p0(creatures=["bruxa-da-cinza-lenta"]), {"creatures": [{"id": "urso-anciao", "exhausted": True},
                                                                         {"id": "lobo-do-ermo", "exhausted": True}]})
    urso = uids_of(m, "urso-anciao", 1)[0]
    assert dec(m) == (0, "target")
    act(m, "choose", target=urso)
    assert creature(m, urso)["damage"] == 1


def test_enxame_de_corvos_arrival_deals_1_to_the_rival_desbravador():
    m = scenario(p0=p0(hand=["enxame-de-corvos"], essence={"ruina": 2}))
    act(m, "play", card=m.uid(0, "hand", 0))
    assert vit(m, 1) == 19


def test_vesna_a_cinzenta_first_ally_fall_each_turn_deals_2():
    m = scenario(p0=p0(creatures=["vesna-a-cinzenta", "lobo-do-ermo", "lobo-do-ermo"],
                       hand=["sacrificio-votivo", "sacrificio-votivo", "vesna-a-cinzenta"], essence={"ruina": 2}))
    _vesna, a, b = (m.uid(0, "creatures", i) for i in range(3))
    sacrifice(m, a)
    assert vit(m, 1) == 18
    sacrifice(m, b)
    assert vit(m, 1) == 18                                              # only the first fall this turn
    copy = next(u for u in hand(m) if m.state.ids[u] == "vesna-a-cinzenta")
    assert not offered(m, "play", card=copy)                            # Única


def test_fanatico_da_ruptura_trades_with_an_interceptor():
    m = scenario(p0=p0(creatures=["fanatico-da-ruptura", "lobo-do-ermo"]),
                 p1={"desbravador": "maela-orr", "creatures": ["cavaleiro-do-juramento"]}, phase="combate")
    fan, cav = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    assert stats(m, fan) == (3, 1, 1)
    act(m, "attack", card=fan)
    act(m, "intercept", card=cav)
    assert not on_field(m, fan) and creature(m, cav)["damage"] == 3


def test_cavalo_esqueletico_mount_bonus_and_attack_reaction():
    m = scenario(p0=p0(creatures=["lobo-do-ermo", "lobo-do-ermo"], relics=[{"id": "cavalo-esqueletico", "attached_to": 1}],
                       vestigios=1), phase="combate")
    lobo, mounted, cavalo = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1), m.uid(0, "relics", 0)
    assert stats(m, mounted) == (3, 1, 2)
    act(m, "attack", card=lobo)
    assert dec(m) == (0, "response")
    act(m, "respond", card=cavalo, target=lobo)
    settle(m)
    assert vit(m, 1) == 16 and vest(m) == 0                             # 2 + 2 ATQ, unintercepted


def test_cavalo_esqueletico_reaction_not_offered_when_exploring():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], relics=["cavalo-esqueletico"], vestigios=1), phase="exploracao")
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert progress(m, 0)[0] == 1                                       # no window offered: it went through


def test_carroca_funeraria_activation_recovers_a_creature():
    m = scenario(p0=p0(relics=["carroca-funeraria"], discard=["urso-anciao"], essence={"ruina": 2}))
    car, urso = m.uid(0, "relics", 0), m.uid(0, "discard", 0)
    act(m, "activate", card=car, ability=0, target=urso)
    assert urso in hand(m) and ess(m)["ruina"] == 0


def test_adaga_do_sacrificio_destroys_a_creature_for_2_ruina_essence():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], relics=["adaga-do-sacrificio"]))
    lobo, adaga = m.uid(0, "creatures", 0), m.uid(0, "relics", 0)
    act(m, "activate", card=adaga, ability=0, target=lobo)
    assert lobo in discard(m) and ess(m)["ruina"] == 2


def test_praga_lenta_deals_2_to_a_rival_creature():
    m = scenario(p0=p0(hand=["praga-lenta"], essence={"ruina": 2}), p1={"creatures": ["urso-anciao"]})
    urso = m.uid(1, "creatures", 0)
    act(m, "play", card=m.uid(0, "hand", 0), target=urso)
    assert creature(m, urso)["damage"] == 2


def test_pacto_de_sangue_destroys_your_participant_and_deals_2():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], hand=["pacto-de-sangue"], essence={"ruina": 1}),
                 p1={"creatures": ["urso-anciao"]}, phase="combate")
    lobo, pacto, urso = m.uid(0, "creatures", 0), m.uid(0, "hand", 0), m.uid(1, "creatures", 0)
    act(m, "attack", card=lobo)
    act(m, "pass_window")
    act(m, "intercept", card=urso)
    act(m, "respond", card=pacto, target=lobo)
    settle(m)
    assert lobo in discard(m) and vit(m, 1) == 18
    assert creature(m, urso)["damage"] == 0                             # the attacker left before the fight


def test_emboscada_nas_cinzas_kills_the_rival_explorer_before_progress():
    m = scenario(p0=p0(hand=["emboscada-nas-cinzas"], essence={"ruina": 2}),
                 p1={"creatures": ["lobo-do-ermo"]}, phase="exploracao", active=1)
    lobo = m.uid(1, "creatures", 0)
    act(m, "explore", card=lobo, target=m.slot_uid(0))
    assert dec(m) == (0, "response")
    act(m, "respond", card=m.uid(0, "hand", 0), target=lobo)
    settle(m)
    assert lobo in discard(m, 1) and progress(m, 0) == [0, 0]


def test_rocan_grey_first_ally_fall_each_turn_gives_ruina_essence():
    m = scenario(p0={"desbravador": "rocan-grey", "creatures": ["lobo-do-ermo", "lobo-do-ermo"],
                     "hand": ["sacrificio-votivo", "sacrificio-votivo"], "essence": {"ruina": 2}})
    a, b = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    sacrifice(m, a)
    assert ess(m)["ruina"] == 2                                         # paid 1, gained 1
    sacrifice(m, b)
    assert ess(m)["ruina"] == 1                                         # once per turn
    assert me(m)["vestigios"] == 0
