"""R6 Essence and commitment."""

from eidolon.i18n import both
from rulekit import act, dec, end_phases, ess, hand, kinds, offered, player, scenario

NONE = {"ordem": 0, "ruina": 0, "conhecimento": 0, "instinto": 0, "neutra": 0}


def essence(**kw):
    return {**NONE, **kw}


def test_r6_1_commit_once_per_turn_gives_one_essence_of_its_identity():
    """R6.1: any hand card may be committed, once per turn; it becomes a source and gives 1 of its identity."""
    m = scenario(p0={"hand": ["guarda-da-ponte", "batedor-de-estrada", "lobo-do-ermo"]}, phase="planejamento")
    guarda, batedor, lobo = hand(m, 0)
    assert sorted(a["card"] for a in m.actions() if a["type"] == "commit") == sorted([guarda, batedor, lobo])
    act(m, "commit", card=guarda)
    assert ess(m, 0) == essence(ordem=1)
    assert [c["uid"] for c in player(m, 0)["committed"]] == [guarda] and guarda not in hand(m, 0)
    assert "commit" not in kinds(m)


def test_r6_1_neutral_card_commits_as_neutral_essence():
    """R6.1: a neutral card gives neutral Essence."""
    m = scenario(p0={"hand": ["batedor-de-estrada"]}, phase="planejamento")
    act(m, "commit", card=hand(m, 0)[0])
    assert ess(m, 0) == essence(neutra=1)


def test_r6_1_commitment_only_in_planejamento():
    """R6.1: no Compromisso in Exploração, Reorganização or Combate."""
    for ph in ("exploracao", "reorganizacao", "combate"):
        m = scenario(p0={"hand": ["batedor-de-estrada"], "creatures": ["lobo-do-ermo"]}, phase=ph)
        assert "commit" not in kinds(m), ph


def test_r6_1_commitment_resets_next_turn():
    """R6.1: the once-per-turn limit is per turn: next turn a new commitment is offered."""
    m = scenario(p0={"hand": ["batedor-de-estrada", "lobo-do-ermo"]}, phase="planejamento")
    act(m, "commit", card=hand(m, 0)[0])
    end_phases(m, 1, "planejamento")
    end_phases(m, 0, "planejamento")
    assert "commit" in kinds(m)


def test_r6_2_every_source_renews_one_essence_each_later_turn():
    """R6.2: at the start of each own turn every committed source gives 1 of its identity."""
    m = scenario(p0={"committed": ["guarda-da-ponte", "cavaleiro-do-juramento", "carnical-do-ermo",
                                   "eco-errante"]}, phase="combate", active=1)
    act(m, "end_phase")
    assert dec(m) == (0, "main")
    assert ess(m, 0) == essence(ordem=2, ruina=1, neutra=1)


def test_r6_3_manual_example():
    """R6.3 example: with 2 Ordem + 1 neutral: an Ordem card of cost 2 or a neutral card of cost 3, no Ruína card."""
    spec = {"hand": ["guarda-da-ponte", "sentinela-de-pedra", "carnical-do-ermo"], "essence": {"ordem": 2, "neutra": 1}}
    m = scenario(p0=spec, phase="planejamento")
    guarda, pedra, carnical = hand(m, 0)
    assert offered(m, "play", card=guarda) and offered(m, "play", card=pedra)
    assert not offered(m, "play", card=carnical)
    assert any(u["card"] == carnical for u in m.view(0)["unplayable"])
    act(m, "play", card=pedra)                                  # neutral 3 takes everything
    assert ess(m, 0) == NONE
    m = scenario(p0=spec, phase="planejamento")
    act(m, "play", card=hand(m, 0)[0])                          # Ordem 2 leaves the neutral one
    assert ess(m, 0) == essence(neutra=1)


def test_r6_3_neutral_cost_spends_neutral_essence_first():
    """R6.3: a neutral cost of 1 with 1 Ordem + 1 neutral spends the neutral; the Ordem card stays payable."""
    m = scenario(p0={"hand": ["batedor-de-estrada", "escudeira-da-ordem"], "essence": {"ordem": 1, "neutra": 1}},
                 phase="planejamento")
    batedor, escudeira = hand(m, 0)
    act(m, "play", card=batedor)
    assert ess(m, 0) == essence(ordem=1)
    assert offered(m, "play", card=escudeira)


def test_r6_3_doctrine_cost_cannot_use_neutral_essence():
    """R6.3: an Ordem card cannot be paid with neutral or other doctrines' Essence."""
    m = scenario(p0={"hand": ["escudeira-da-ordem"], "essence": {"neutra": 3, "ruina": 2}}, phase="planejamento")
    assert not offered(m, "play", card=hand(m, 0)[0])


def test_r6_4_reserve_persists_into_the_rival_turn_and_expires_at_own_renewal():
    """R6.4: leftover Essence pays a stratagem in the rival's turn; at the next own Preparação it is gone
    and only the sources' Essence is there."""
    m = scenario(p0={"essence": {"ordem": 2, "neutra": 1}, "hand": ["escudos-da-travessia"],
                     "creatures": ["guarda-da-ponte"], "committed": ["lobo-do-ermo"]},
                 p1={"creatures": ["urso-anciao", "lobo-do-ermo"]}, phase="reorganizacao")
    escudos, guarda = hand(m, 0)[0], m.uid(0, "creatures", 0)
    end_phases(m, 1, "planejamento")
    assert ess(m, 0) == essence(ordem=2, neutra=1)               # kept through our Final into the rival's turn
    end_phases(m, 1, "combate")
    act(m, "attack", card=m.uid(1, "creatures", 0))
    act(m, "intercept", card=guarda)
    act(m, "respond", card=escudos, target=guarda)
    assert m.view(0)["active"] == 1                              # still the rival's Combate
    assert ess(m, 0) == essence(neutra=1)
    end_phases(m, 0, "planejamento")
    assert ess(m, 0) == essence(instinto=1)                      # the neutral leftover expired before renewal


def test_r6_4_reward_essence_creates_no_source_and_expires_the_same_way():
    """R6.4: Mercado Esquecido's 2 neutral Essence stays through the rival's turn, then expires; no source."""
    m = scenario(p0={"creatures": ["erudita-de-arquivo"]}, ermo=["mercado-esquecido", "ponte-partida",
                                                                  "bosque-dos-ecos"],
                 phase="exploracao", progress=[[1, 0], [0, 0], [0, 0]])
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))   # 1 + 2 + 1 = 4: complete
    assert ess(m, 0) == essence(neutra=2) and player(m, 0)["committed"] == []
    end_phases(m, 1, "planejamento")
    assert ess(m, 0) == essence(neutra=2)
    end_phases(m, 0, "planejamento")
    assert ess(m, 0) == NONE


def test_r6_3_decision_each_distinct_payment_of_a_neutral_cost_is_offered():
    """R6.3 decision: a neutral cost of 1 with 2 Ordem + 1 Instinto can take either doctrine: both payments are
    offered, the label and the payment name the Essence spent, and the chosen one is what is spent."""
    m = scenario(p0={"hand": ["batedor-de-estrada"], "essence": {"ordem": 2, "instinto": 1}})
    batedor = hand(m, 0)[0]
    plays = [a for a in m.view(0)["actions"] if a["type"] == "play"]
    assert [a.get("spend") for a in plays] == [None, {"instinto": 1}]
    assert [a["payment"]["spend"] for a in plays] == [{"ordem": 1}, {"instinto": 1}]
    assert both(plays[0]["label"]) == {"pt": "Jogar Batedor de Estrada (pagar com 1 Ordem)",
                                 "en": "Play Road Scout (pay with 1 Order)"}
    assert both(plays[1]["label"])["pt"].endswith("(pagar com 1 Instinto)")
    act(m, "play", card=batedor, spend={"instinto": 1})
    assert ess(m, 0) == essence(ordem=2)


def test_r6_3_decision_neutral_essence_is_still_spent_first():
    """R6.3: neutral Essence goes first; only the rest is chosen (1 neutral + Ordem or Instinto for a cost of 2);
    a cost the neutral Essence covers offers no choice."""
    spec = {"hand": ["mercenario-da-fronteira", "batedor-de-estrada"], "essence": {"ordem": 1, "instinto": 1,
                                                                                  "neutra": 1}}
    m = scenario(p0=spec)
    mercenario, batedor = hand(m, 0)
    assert [a.get("spend") for a in m.offered("play") if a["card"] == mercenario] == \
        [None, {"instinto": 1, "neutra": 1}]
    assert [a.get("spend") for a in m.offered("play") if a["card"] == batedor] == [None]
    act(m, "play", card=mercenario, spend={"instinto": 1, "neutra": 1})
    assert ess(m, 0) == essence(ordem=1)


def test_r6_3_decision_keeping_ordem_pays_the_stratagem_in_the_rivals_turn():
    """R6.3, R6.4: paying a neutral relic's attachment with Instinto keeps 2 Ordem for Escudos da Travessia
    when the rival attacks; the default payment (the larger Ordem pile) would leave it unpayable."""
    def start():
        m = scenario(p0={"essence": {"ordem": 2, "instinto": 1}, "hand": ["escudos-da-travessia"],
                         "creatures": ["guarda-da-ponte"], "relics": ["tocha-de-viagem"]},
                     p1={"creatures": ["urso-anciao"]}, phase="reorganizacao")
        return m, m.uid(0, "relics", 0), m.uid(0, "creatures", 0)

    for spend, escudos_offered in (({"instinto": 1}, True), (None, False)):
        m, tocha, guarda = start()
        fields = {"spend": spend} if spend else {}
        act(m, "attach", card=tocha, target=guarda, **fields)
        end_phases(m, 1, "combate")
        act(m, "attack", card=m.uid(1, "creatures", 0))
        act(m, "intercept", card=guarda)
        assert offered(m, "respond", card=hand(m, 0)[0], target=guarda) is escudos_offered, spend


def test_r6_3_decision_payments_in_a_response_window():
    """R6.3, R11.4: Abrigo Improvisado (1 Essence of any origin) is offered once per payment in the window."""
    m = scenario(p0={"essence": {"ordem": 1, "ruina": 1}, "hand": ["abrigo-improvisado"],
                     "creatures": ["guarda-da-ponte"]},
                 p1={"creatures": ["urso-anciao", "lobo-do-ermo"]}, phase="combate", active=1)
    act(m, "attack", card=m.uid(1, "creatures", 0))
    guarda = m.uid(0, "creatures", 0)
    act(m, "intercept", card=guarda)
    abrigo = hand(m, 0)[0]
    assert [a.get("spend") for a in m.offered("respond")] == [None, {"ruina": 1}]
    act(m, "respond", card=abrigo, target=guarda, spend={"ruina": 1})
    assert ess(m, 0) == essence(ordem=1)


def test_r6_3_a_payment_that_is_not_offered_is_refused():
    """R6.3: a payment naming Essence the player lacks, or a malformed one, changes nothing."""
    from eidolon.api import ApiError

    m = scenario(p0={"hand": ["batedor-de-estrada"], "essence": {"ordem": 2, "instinto": 1}})
    batedor = hand(m, 0)[0]
    for spend, code in (({"ruina": 1}, "illegal_action"), ({"ordem": 1}, "illegal_action"),
                        ({"ordem": "1"}, "bad_action"), ({"mana": 1}, "bad_action"), ([0, 0, 0, 1, 0], "bad_action")):
        try:
            m.apply({"type": "play", "card": batedor, "spend": spend})
        except ApiError as e:
            assert e.code == code, spend
        else:
            raise AssertionError(f"{spend} was accepted")
    assert ess(m, 0) == essence(ordem=2, instinto=1) and hand(m, 0) == [batedor]
