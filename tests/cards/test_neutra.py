"""Neutral cards and Locations: one focused test (at least) per title."""

import pytest
from cardkit import (
    act,
    connected,
    creature,
    discard,
    ess,
    hand,
    offered,
    on_field,
    progress,
    relic,
    scenario,
    settle,
    stats,
    vest,
    vit,
)
from eidolon.i18n import text

ALDREN = {"desbravador": "ser-aldren-veyr"}


def p0(**kw):
    return {**ALDREN, **kw}


# ---- neutral main-deck cards ----

def test_abrigo_improvisado_paid_with_any_essence_gives_plus_1_res():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], hand=["abrigo-improvisado"], essence={"ruina": 1}),
                 p1={"creatures": ["batedor-de-estrada"]}, phase="exploracao")
    lobo = m.uid(0, "creatures", 0)
    act(m, "explore", card=lobo, target=m.slot_uid(1))
    act(m, "pass_window")
    act(m, "intercept", card=m.uid(1, "creatures", 0))
    act(m, "respond", card=m.uid(0, "hand", 0), target=lobo)
    settle(m)
    assert progress(m, 1) == [1, 0]                                       # survived the fight (1 dmg, RES 2)
    assert ess(m)["ruina"] == 0                                           # any origin pays a neutral cost


def test_batedor_de_estrada_explores_for_2():
    m = scenario(p0=p0(creatures=["batedor-de-estrada"]), phase="exploracao")
    bat = m.uid(0, "creatures", 0)
    assert stats(m, bat) == (1, 1, 2)
    act(m, "explore", card=bat, target=m.slot_uid(1))
    assert progress(m, 1) == [2, 0]


def test_mercenario_da_fronteira_is_a_2_2_soldado():
    m = scenario(p0=p0(creatures=["mercenario-da-fronteira"]), phase="exploracao")
    mer = m.uid(0, "creatures", 0)
    assert stats(m, mer) == (2, 2, 1)
    act(m, "explore", card=mer, target=m.slot_uid(0))                     # Ponte Partida favours Soldado
    assert progress(m, 0) == [2, 0]


def test_tocha_de_viagem_plus_1_exp_attached_with_any_essence():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], relics=["tocha-de-viagem"], essence={"instinto": 1}))
    lobo = m.uid(0, "creatures", 0)
    act(m, "attach", card=m.uid(0, "relics", 0), target=lobo)
    assert stats(m, lobo) == (2, 1, 2) and ess(m)["instinto"] == 0


def test_sentinela_de_pedra_vigil():
    m = scenario(p0=p0(creatures=["sentinela-de-pedra"]), p1={"creatures": ["lobo-do-ermo"]},
                 phase="combate", active=1)
    assert stats(m, m.uid(0, "creatures", 0)) == (1, 4, 1)
    act(m, "attack", card=m.uid(1, "creatures", 0))
    act(m, "let_pass")
    assert vit(m, 0) == 19


def test_eco_errante_fall_draws_a_card():
    m = scenario(p0=p0(creatures=["eco-errante"]), p1={"creatures": ["urso-anciao"]}, phase="exploracao")
    eco = m.uid(0, "creatures", 0)
    act(m, "explore", card=eco, target=m.slot_uid(0))
    act(m, "intercept", card=m.uid(1, "creatures", 0))
    assert eco in discard(m) and len(hand(m)) == 1


def test_mula_de_carga_mount_plus_1_res_plus_1_exp():
    m = scenario(p0=p0(creatures=["lobo-do-ermo"], relics=["mula-de-carga"], essence={"ordem": 1}))
    lobo = m.uid(0, "creatures", 0)
    act(m, "attach", card=m.uid(0, "relics", 0), target=lobo)
    assert stats(m, lobo) == (2, 2, 2)


def test_carroca_do_mascate_exhausts_for_a_neutral_essence():
    m = scenario(p0=p0(relics=["carroca-do-mascate"], hand=["peregrino-da-estrada"]))
    car, pere = m.uid(0, "relics", 0), m.uid(0, "hand", 0)
    assert not offered(m, "play", card=pere)
    act(m, "activate", card=car, ability=0)
    assert ess(m)["neutra"] == 1 and relic(m, car)["exhausted"]
    act(m, "play", card=pere)                                             # a neutral card paid with it
    assert ess(m)["neutra"] == 0
    m2 = scenario(p0=p0(creatures=["lobo-do-ermo"], relics=[{"id": "carroca-do-mascate", "attached_to": 0}]))
    assert stats(m2, m2.uid(0, "creatures", 0)) == (2, 1, 2)


def test_vendedora_de_mapas_arrival_gains_a_vestigio():
    m = scenario(p0=p0(hand=["vendedora-de-mapas"], essence={"conhecimento": 2}))
    act(m, "play", card=m.uid(0, "hand", 0))
    assert vest(m) == 1


def test_peregrino_da_estrada_fall_gains_a_vestigio():
    m = scenario(p0=p0(creatures=["peregrino-da-estrada"], hand=["sacrificio-votivo"], essence={"ruina": 1}))
    pere = m.uid(0, "creatures", 0)
    act(m, "play", card=m.uid(0, "hand", 0), target=pere)
    assert pere in discard(m) and vest(m) == 1


def test_fogueira_de_acampamento_restores_3():
    m = scenario(p0=p0(hand=["fogueira-de-acampamento"], essence={"ruina": 1, "neutra": 1}, vitalidade=10))
    act(m, "play", card=m.uid(0, "hand", 0))
    assert vit(m, 0) == 13 and ess(m) == {"ordem": 0, "ruina": 0, "conhecimento": 0, "instinto": 0, "neutra": 0}


def test_golem_de_sucata_is_a_3_4_constructo_guardiao():
    m = scenario(p0=p0(creatures=["golem-de-sucata"]), p1={"desbravador": "maela-orr",
                                                             "creatures": ["cavaleiro-do-juramento", "lobo-do-ermo"]},
                 phase="combate", active=1)
    gol = m.uid(0, "creatures", 0)
    assert stats(m, gol) == (3, 4, 1)
    act(m, "attack", card=m.uid(1, "creatures", 0))
    act(m, "intercept", card=gol)
    assert on_field(m, gol) and creature(m, gol)["damage"] == 3
    assert creature(m, m.uid(1, "creatures", 0))["damage"] == 3


# ---- Locations: reward, affinity and passive ----

# location: (favoured explorer, same-EXP explorer without the type, expected changes on completion:
#            own Vitalidade, Vestígios (1 is the success), cards drawn, neutral Essence, rival Vitalidade)
LOCATIONS = {
    "ponte-partida": ("lanceiro-da-falange", "vendedora-de-mapas", dict(vest=2)),
    "bosque-dos-ecos": ("eco-errante", "vendedora-de-mapas", dict(vest=1, draw=1)),
    "torre-segunda-chance": ("erudita-de-arquivo", "batedor-de-estrada", dict(vest=1, draw=2)),
    "santuario-submerso": ("peregrina-dos-campos-de-vhar", "vendedora-de-mapas", dict(vest=1, heal=3)),
    "estrada-impossivel": ("batedor-de-estrada", "erudita-de-arquivo", dict(vest=1, neutra=1)),
    "ruinas-do-acorde": ("cavaleiro-do-juramento", "vendedora-de-mapas", dict(vest=1, hit=2)),
    "clareira-das-feras": ("lobo-do-ermo", "vendedora-de-mapas", dict(vest=3)),
    "mercado-esquecido": ("mercenario-da-fronteira", "sentinela-de-pedra", dict(vest=1, neutra=2)),
    "forte-do-juramento": ("cavaleiro-do-juramento", "vendedora-de-mapas", dict(vest=2, draw=1)),
    "cidadela-silenciosa": ("sentinela-de-pedra", "vendedora-de-mapas", dict(vest=2, heal=2)),
    "oficina-dos-arquitetos": ("golem-de-sucata", "vendedora-de-mapas", dict(vest=1, draw=1, neutra=1)),
    "ninho-das-serpes": ("devorador-de-ecos", "vendedora-de-mapas", dict(vest=2, hit=1)),
    "vale-dos-andarilhos": ("eco-errante", "vendedora-de-mapas", dict(vest=2)),
    "jardim-suspenso": ("rebento-selvagem", "vendedora-de-mapas", dict(vest=1, heal=2, draw=1)),
    "trilha-dos-cacadores": ("lobo-do-ermo", "vendedora-de-mapas", dict(vest=2, neutra=1)),
    "circulo-de-pedras": ("druida-dos-caminhos", "batedor-de-estrada", dict(vest=1, draw=2)),
    "salao-dos-guardioes": ("golem-de-sucata", "vendedora-de-mapas", dict(vest=3, heal=2)),
}
BONUS = {"estrada-impossivel": 1, "vale-dos-andarilhos": 1}      # explore_bonus passives
NO_INTERCEPT = {"torre-segunda-chance", "trilha-dos-cacadores"}


def _ermo(loc):
    fillers = [x for x in ("bosque-dos-ecos", "mercado-esquecido", "ponte-partida") if x != loc]
    return [loc] + fillers[:2]


def _at_the_edge(loc, explorer):
    """Seat 0 explores loc with explorer, the progress set so that only the affinity completes it."""
    from eidolon.rulesets.eidolon.cards.catalog import load_catalog
    cat = load_catalog()
    need = cat[loc].difficulty - cat[explorer].exp - 1 - BONUS.get(loc, 0)
    m = scenario(p0={"desbravador": "ser-aldren-veyr", "creatures": [explorer], "vitalidade": 10},
                 p1={"desbravador": "ser-aldren-veyr"}, ermo=_ermo(loc), phase="exploracao",
                 progress=[[need, 0], [0, 0], [0, 0]])
    return m, need


@pytest.mark.parametrize("loc", sorted(LOCATIONS))
def test_location_completes_with_affinity_and_gives_its_reward(loc):
    explorer, _, want = LOCATIONS[loc]
    m, _ = _at_the_edge(loc, explorer)
    uid = m.slot_uid(0)
    act(m, "explore", card=m.uid(0, "creatures", 0), target=uid)
    assert connected(m) == [uid]
    assert vit(m, 0) == 10 + want.get("heal", 0)
    assert vest(m) == want["vest"]
    assert len(hand(m)) == want.get("draw", 0)
    assert ess(m)["neutra"] == want.get("neutra", 0)
    assert vit(m, 1) == 20 - want.get("hit", 0)


@pytest.mark.parametrize("loc", sorted(LOCATIONS))
def test_location_without_affinity_stays_one_short(loc):
    _, other, _ = LOCATIONS[loc]
    m, _need = _at_the_edge(loc, other)
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    from eidolon.rulesets.eidolon.cards.catalog import load_catalog
    assert progress(m, 0)[0] == load_catalog()[loc].difficulty - 1 and connected(m) == []


@pytest.mark.parametrize("loc", sorted(NO_INTERCEPT))
def test_location_passive_no_interception(loc):
    m = scenario(p0=p0(creatures=["lobo-do-ermo"]), p1={"creatures": ["urso-anciao"]}, ermo=_ermo(loc),
                 phase="exploracao")
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert progress(m, 0)[0] >= 1 or connected(m)                         # never asked to intercept
    assert any("prevents interception" in text(e, "en") for e in m.view(0)["log"])


@pytest.mark.parametrize("loc", sorted(BONUS))
def test_location_passive_extra_progress(loc):
    m = scenario(p0=p0(creatures=["urso-anciao"]), ermo=_ermo(loc), phase="exploracao")
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert progress(m, 0) == [1 + BONUS[loc], 0]                          # Urso: EXP 1, no affinity here
