"""R11 Responses (stratagems and reactions) and R16.3 automatic passing."""

from rulekit import (
    act,
    creature,
    dec,
    discard,
    edit,
    ess,
    hand,
    log,
    player,
    scenario,
    vest,
    vit,
)

ERMO = ["ponte-partida", "bosque-dos-ecos", "clareira-das-feras"]   # favour Soldado / Eco / Fera


def window(m):
    d = m.decision()
    return (d["seat"], d["kind"], d["context"].get("window"))


def responses(m):
    return [a for a in m.actions() if a["type"] == "respond"]


# ---- R11.1 windows and their order ----

def test_r11_1_exploration_windows_active_first_then_defender_around_interception():
    """R11.1: Declaração (active, defender), the interception choice, then Confronto (active, defender)."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["abrigo-improvisado"], "essence": {"neutra": 1}},
                 p1={"creatures": ["eco-errante"], "hand": ["abrigo-improvisado"], "essence": {"neutra": 1}},
                 ermo=ERMO, phase="exploracao", always_ask=True)
    lobo, eco = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "explore", card=lobo, target=m.slot_uid(0))
    seen = []
    for step in ("pass_window", "pass_window", "intercept", "pass_window", "pass_window"):
        seen.append(window(m))
        act(m, step, **({"card": eco} if step == "intercept" else {}))
    assert seen == [(0, "response", "declaracao"), (1, "response", "declaracao"), (1, "intercept", None),
                    (0, "response", "confronto"), (1, "response", "confronto")]
    assert creature(m, lobo) is None and creature(m, eco) is None   # then damage resolved


def test_r11_1_attack_windows_have_the_same_order():
    """R11.1: the same two windows around an attack."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["abrigo-improvisado"], "essence": {"neutra": 1}},
                 p1={"creatures": ["eco-errante"], "hand": ["abrigo-improvisado"], "essence": {"neutra": 1}},
                 phase="combate", always_ask=True)
    act(m, "attack", card=m.uid(0, "creatures", 0))
    seen = []
    for step in ("pass_window", "pass_window", "let_pass", "pass_window", "pass_window"):
        seen.append(window(m))
        act(m, step)
    assert seen == [(0, "response", "declaracao"), (1, "response", "declaracao"), (1, "intercept", None),
                    (0, "response", "confronto"), (1, "response", "confronto")]
    assert vit(m, 1) == 18


def test_r11_1_defender_answers_in_declaracao_after_the_active_player():
    """R11.1: in Declaração the active player acts first; the defender then sees the result and answers."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["abrigo-improvisado"], "essence": {"neutra": 1}},
                 p1={"creatures": [{"id": "urso-anciao", "exhausted": True}], "hand": ["chamado-da-alcateia"],
                     "essence": {"instinto": 2}}, ermo=ERMO, phase="exploracao")
    lobo, urso = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "explore", card=lobo, target=m.slot_uid(0))
    assert window(m) == (0, "response", "declaracao")
    act(m, "respond", card=m.uid(0, "hand", 0), target=lobo)
    assert window(m) == (1, "response", "declaracao") and creature(m, lobo)["res"] == 2
    act(m, "respond", card=m.uid(1, "hand", 0), target=urso)
    assert window(m) == (1, "intercept", None)


# ---- R11.2 one response per player per action ----

def test_r11_2_one_response_per_player_across_both_windows():
    """R11.2: after responding in Declaração a player is not asked again in Confronto (even with always ask)."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["abrigo-improvisado", "abrigo-improvisado"],
                     "essence": {"neutra": 2}},
                 p1={"creatures": ["eco-errante", {"id": "urso-anciao", "exhausted": True}],
                     "hand": ["chamado-da-alcateia", "abrigo-improvisado"], "essence": {"instinto": 2, "neutra": 1}},
                 ermo=ERMO, phase="exploracao", always_ask=True)
    lobo, eco, urso = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0), m.uid(1, "creatures", 1)
    abrigo1 = m.uid(1, "hand", 1)
    act(m, "explore", card=lobo, target=m.slot_uid(0))
    act(m, "respond", card=m.uid(0, "hand", 0), target=lobo)
    assert window(m) == (1, "response", "declaracao")
    act(m, "respond", card=m.uid(1, "hand", 0), target=urso)   # Chamado da Alcateia
    assert window(m) == (1, "intercept", None)
    act(m, "intercept", card=eco)
    # both used their single response: no Confronto decision for either, although the second Abrigo
    # (player 1) and Abrigo (player 2, now with a participating interceptor) would be payable
    assert m.decision()["kind"] == "main"
    assert ess(m, 0)["neutra"] == 1 and ess(m, 1)["neutra"] == 1
    assert len(hand(m, 0)) == 1
    assert m.uid(1, "hand", 0) == abrigo1                      # player 2's Abrigo is still in hand
    assert creature(m, eco) is None                            # Lobo 2 ATQ vs Eco 1/2
    assert m.view(0)["ermo"][0]["progress"] == [1, 0]          # Lobo survived with RES 2 and explored


def test_r11_2_passing_declaracao_keeps_the_opportunity_for_confronto():
    """R11.2: a player who passed in Declaração may still respond in Confronto."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["abrigo-improvisado"], "essence": {"neutra": 1}},
                 p1={"creatures": ["eco-errante"]}, ermo=ERMO, phase="exploracao")
    lobo, eco = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "explore", card=lobo, target=m.slot_uid(2))
    act(m, "pass_window")
    act(m, "intercept", card=eco)
    assert window(m) == (0, "response", "confronto")
    act(m, "respond", card=m.uid(0, "hand", 0), target=lobo)
    assert ermo_prog(m, 2) == [2, 0]                           # Lobo (RES 2 this action) survived the Eco's 1
    assert creature(m, lobo) is None                           # ... and died at the recheck after the action (R11.7)


def ermo_prog(m, slot):
    return m.view(0)["ermo"][slot]["progress"]


# ---- R11.3 no stack ----

def test_r11_3_response_resolves_at_once_and_cannot_be_answered():
    """R11.3: Golpe Oportunista resolves immediately (visible to the defender's decision); after the
    defender's own response the window closes without the active player answering it."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["golpe-oportunista", "abrigo-improvisado"],
                     "essence": {"ruina": 1, "neutra": 1}},
                 p1={"creatures": ["sentinela-de-pedra"], "hand": ["abrigo-improvisado"], "essence": {"neutra": 1}},
                 phase="combate", always_ask=True)
    lobo, golpe, sent = m.uid(0, "creatures", 0), m.uid(0, "hand", 0), m.uid(1, "creatures", 0)
    act(m, "attack", card=lobo)
    act(m, "respond", card=golpe, target=lobo)
    assert window(m) == (1, "response", "declaracao")
    assert creature(m, lobo)["atk"] == 4                       # already resolved
    assert golpe in discard(m, 0) and ess(m, 0)["ruina"] == 0
    act(m, "pass_window")
    act(m, "intercept", card=sent)
    assert window(m) == (1, "response", "confronto")           # the active player already responded
    act(m, "respond", card=m.uid(1, "hand", 0), target=sent)
    assert m.decision()["kind"] == "main"                      # no answer to the response: damage resolved
    assert creature(m, lobo) is None                           # Sentinela's 1 ATQ killed the 4/1 Lobo
    assert sent in discard(m, 1)                               # 4 damage: alive at RES 5, dead once Abrigo ended


# ---- R11.4 payments ----

def test_r11_4_stratagem_pays_essence_of_its_doctrine_and_goes_to_discard():
    """R11.4: Golpe Oportunista (1 Ruína) is offered and paid with Ruína; Escudos (2 Ordem) is not affordable."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["golpe-oportunista", "escudos-da-travessia"],
                     "essence": {"ordem": 1, "ruina": 1}}, phase="combate")
    lobo, golpe, escudos = m.uid(0, "creatures", 0), m.uid(0, "hand", 0), m.uid(0, "hand", 1)
    act(m, "attack", card=lobo)
    assert responses(m) == [{"type": "respond", "card": golpe, "target": lobo}]
    act(m, "respond", card=golpe, target=lobo)
    assert ess(m, 0) == {"ordem": 1, "ruina": 0, "conhecimento": 0, "instinto": 0, "neutra": 0}
    assert golpe in discard(m, 0) and hand(m, 0) == [escudos]
    assert vit(m, 1) == 16                                     # 2 + 2 ATQ unintercepted


def test_r11_4_neutral_stratagem_accepts_any_origin():
    """R11.4 / R6.3: Abrigo Improvisado can be paid with Ruína Essence."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["abrigo-improvisado"], "essence": {"ruina": 1}},
                 phase="combate")
    lobo = m.uid(0, "creatures", 0)
    act(m, "attack", card=lobo)
    act(m, "respond", card=m.uid(0, "hand", 0), target=lobo)
    assert ess(m, 0)["ruina"] == 0


def test_r11_4_neutral_stratagem_spends_neutral_essence_first():
    """R11.4 / R6.3: with 1 Ordem and 1 neutral, Abrigo spends the neutral one."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["abrigo-improvisado"],
                     "essence": {"ordem": 1, "neutra": 1}}, phase="combate")
    lobo = m.uid(0, "creatures", 0)
    act(m, "attack", card=lobo)
    act(m, "respond", card=m.uid(0, "hand", 0), target=lobo)
    assert ess(m, 0)["ordem"] == 1 and ess(m, 0)["neutra"] == 0


def test_r11_4_stratagems_are_never_played_like_rituals():
    """R11.4: in Planejamento and Reorganização a stratagem is not playable, even with Essence for it."""
    m = scenario(p0={"hand": ["abrigo-improvisado", "golpe-oportunista"], "essence": {"ruina": 2}},
                 phase="planejamento")
    a, g = m.uid(0, "hand", 0), m.uid(0, "hand", 1)
    assert not [x for x in m.actions() if x["type"] == "play"]
    assert {u["card"] for u in m.view(0)["unplayable"]} == {a, g}
    act(m, "end_phase")
    assert m.decision()["context"]["phase"] == "reorganizacao"
    assert not [x for x in m.actions() if x["type"] == "play"]


def test_r11_4_r11_6_guarda_da_ponte_reaction_pays_one_vestigio_and_exhausts_itself():
    """R11.4 / R11.6: the reaction costs 1 Vestígio and exhausting the Guarda, no Essence; +2 RES to a participant."""
    m = scenario(p0={"creatures": ["urso-anciao", "lobo-do-ermo"]},
                 p1={"creatures": ["eco-errante", "guarda-da-ponte"], "vestigios": 2, "essence": {"ordem": 3}},
                 phase="combate")
    urso, eco, guarda = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0), m.uid(1, "creatures", 1)
    act(m, "attack", card=urso)
    act(m, "intercept", card=eco)
    assert window(m) == (1, "response", "confronto")
    assert responses(m) == [{"type": "respond", "card": guarda, "target": eco}]
    act(m, "respond", card=guarda, target=eco)
    assert vest(m, 1) == 1 and ess(m, 1)["ordem"] == 3
    assert creature(m, guarda)["exhausted"] is True
    assert creature(m, eco) is None                            # Eco 1/4 this action still dies to the Urso's 4


def test_r11_4_reaction_needs_a_vestigio_and_a_ready_non_fresh_creature():
    """R11.4: in Confronto, with an interceptor to protect, the Guarda's reaction is offered only with a Vestígio
    and a ready, not newly-played Guarda."""
    cases = ((["guarda-da-ponte"], 1, True), (["guarda-da-ponte"], 0, False),
             ([{"id": "guarda-da-ponte", "exhausted": True}], 1, False),
             ([{"id": "guarda-da-ponte", "fresh": True}], 1, False))
    for guarda, vests, ok in cases:
        m = scenario(p0={"creatures": ["lobo-do-ermo", "lobo-do-ermo"]},
                     p1={"creatures": ["urso-anciao"] + guarda, "vestigios": vests},
                     phase="combate", always_ask=True)
        act(m, "attack", card=m.uid(0, "creatures", 0))
        act(m, "pass_window")
        act(m, "pass_window")
        act(m, "intercept", card=m.uid(1, "creatures", 0))
        act(m, "pass_window")
        assert window(m) == (1, "response", "confronto")
        want = [{"type": "respond", "card": m.uid(1, "creatures", 1), "target": m.uid(1, "creatures", 0)}] if ok else []
        assert responses(m) == want, (guarda, vests)


def test_r11_4_a_relic_played_this_turn_can_pay_its_exhaust_cost():
    """R11.4 / R7.2: Astrolábio Esquecido played in Planejamento reacts in the same turn's exploration."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["astrolabio-esquecido"],
                     "essence": {"conhecimento": 2}, "vestigios": 1}, ermo=ERMO, phase="planejamento")
    lobo, astro = m.uid(0, "creatures", 0), m.uid(0, "hand", 0)
    act(m, "play", card=astro)
    act(m, "end_phase")
    act(m, "explore", card=lobo, target=m.slot_uid(0))
    assert window(m) == (0, "response", "declaracao")
    act(m, "respond", card=astro, target=lobo)
    assert m.view(0)["ermo"][0]["progress"] == [3, 0]          # Lobo EXP 1 + 2 for this action
    assert vest(m, 0) == 1                                     # paid 1, then the success Vestígio
    p = player(m, 0)
    assert p["relics"][0]["exhausted"] is True
    assert creature(m, lobo)["exp"] == 1                       # the bonus ended with the action


# ---- R11.5 the five stratagems ----

def test_r11_5_r11_7_caminho_oculto_withdraws_and_readies_the_intercepted_explorer():
    """R11.5 / R11.7 / R14.4: withdrawal consumes the attempt, no progress, no Vestígio, no EXPLORAR;
    the explorer is ready and unhurt; the interceptor stays exhausted."""
    m = scenario(p0={"creatures": ["sira-dos-muitos-nomes"], "hand": ["caminho-oculto"],
                     "essence": {"conhecimento": 1}},
                 p1={"creatures": ["urso-anciao"]}, ermo=ERMO, phase="exploracao")
    sira, caminho, urso = m.uid(0, "creatures", 0), m.uid(0, "hand", 0), m.uid(1, "creatures", 0)
    act(m, "explore", card=sira, target=m.slot_uid(1))
    assert window(m) == (1, "intercept", None)                 # Caminho is not usable in Declaração: auto-pass
    act(m, "intercept", card=urso)
    assert window(m) == (0, "response", "confronto")
    assert responses(m) == [{"type": "respond", "card": caminho}]
    act(m, "respond", card=caminho)
    s = creature(m, sira)
    assert s is not None and s["exhausted"] is False and s["damage"] == 0
    assert creature(m, urso)["exhausted"] is True and creature(m, urso)["damage"] == 0
    assert m.view(0)["ermo"][1]["progress"] == [0, 0]
    assert vest(m, 0) == 0                                     # neither the success Vestígio nor Sira's EXPLORAR
    assert player(m, 0)["explore_credits"] == 0
    assert caminho in discard(m, 0) and ess(m, 0)["conhecimento"] == 0
    assert m.decision()["context"]["phase"] == "reorganizacao"


def test_r11_5_caminho_oculto_only_for_an_intercepted_own_exploration():
    """R11.5: not offered when the explorer was not intercepted, nor to the defender, nor in an attack."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["caminho-oculto"], "essence": {"conhecimento": 1}},
                 p1={"creatures": ["eco-errante"], "hand": ["caminho-oculto"], "essence": {"conhecimento": 1}},
                 ermo=ERMO, phase="exploracao", always_ask=True)
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    for _ in range(2):
        assert responses(m) == []
        act(m, "pass_window")
    act(m, "let_pass")
    for _ in range(2):
        assert responses(m) == []
        act(m, "pass_window")
    assert m.view(0)["ermo"][0]["progress"] == [1, 0]
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["caminho-oculto"], "essence": {"conhecimento": 1}},
                 p1={"creatures": ["eco-errante"]}, phase="combate", always_ask=True)
    act(m, "attack", card=m.uid(0, "creatures", 0))
    act(m, "pass_window")
    act(m, "pass_window")
    act(m, "intercept", card=m.uid(1, "creatures", 0))
    assert window(m) == (0, "response", "confronto") and responses(m) == []


def test_r11_5_escudos_da_travessia_plus_three_res_for_this_action_only():
    """R11.5 / R11.7: Escudos (2 Ordem) gives +3 RES: the Lobo survives the fight, explores, and the
    recheck after the action destroys it (2 damage, RES back to 1)."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["escudos-da-travessia"], "essence": {"ordem": 2}},
                 p1={"creatures": ["guarda-da-ponte"]}, ermo=ERMO, phase="exploracao")
    lobo, escudos, guarda = m.uid(0, "creatures", 0), m.uid(0, "hand", 0), m.uid(1, "creatures", 0)
    act(m, "explore", card=lobo, target=m.slot_uid(2))
    act(m, "pass_window")
    act(m, "intercept", card=guarda)
    act(m, "respond", card=escudos, target=lobo)
    assert ess(m, 0)["ordem"] == 0
    assert m.view(0)["ermo"][2]["progress"] == [2, 0]          # Lobo (Fera) on Clareira: 1 + 1
    assert vest(m, 0) == 1                                     # it survived the interception: success
    assert creature(m, lobo) is None and lobo in discard(m, 0)  # lethal damage checked again (R11.7)
    assert creature(m, guarda)["damage"] == 2


def test_r11_5_golpe_oportunista_plus_two_atq_for_this_action():
    """R11.5: +2 ATQ lets the 2/1 Lobo kill a 1/4 Sentinela; the bonus is gone afterwards."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "lobo-do-ermo"], "hand": ["golpe-oportunista"],
                     "essence": {"ruina": 1}},
                 p1={"creatures": ["sentinela-de-pedra"]}, phase="combate")
    lobo, other, sent = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1), m.uid(1, "creatures", 0)
    act(m, "attack", card=lobo)
    act(m, "pass_window")
    act(m, "intercept", card=sent)
    act(m, "respond", card=m.uid(0, "hand", 0), target=lobo)
    assert creature(m, sent) is None
    assert creature(m, lobo) is None                           # Sentinela's 1 ATQ vs RES 1, simultaneous
    assert creature(m, other)["atk"] == 2


def test_r11_5_golpe_bonus_ends_with_the_action():
    """R11.5 / R11.7: the +2 ATQ applies to this attack only."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "lobo-do-ermo"], "hand": ["golpe-oportunista"],
                     "essence": {"ruina": 1}}, phase="combate")
    a = m.uid(0, "creatures", 0)
    act(m, "attack", card=a)
    act(m, "respond", card=m.uid(0, "hand", 0), target=a)
    assert vit(m, 1) == 16
    assert creature(m, a)["atk"] == 2


def test_r11_5_chamado_da_alcateia_readies_a_creature_to_intercept_a_rival_exploration():
    """R11.5: in the Declaração window of a rival exploration, ready an exhausted creature which may intercept."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"]},
                 p1={"creatures": [{"id": "urso-anciao", "exhausted": True}], "hand": ["chamado-da-alcateia"],
                     "essence": {"instinto": 2}}, ermo=ERMO, phase="exploracao")
    lobo, urso, chamado = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0), m.uid(1, "hand", 0)
    act(m, "explore", card=lobo, target=m.slot_uid(0))
    assert window(m) == (1, "response", "declaracao")
    assert responses(m) == [{"type": "respond", "card": chamado, "target": urso}]
    act(m, "respond", card=chamado, target=urso)
    assert ess(m, 1)["instinto"] == 0 and creature(m, urso)["exhausted"] is False
    assert window(m) == (1, "intercept", None)
    act(m, "intercept", card=urso)
    assert creature(m, lobo) is None and m.view(0)["ermo"][0]["progress"] == [0, 0]


def test_r11_5_chamado_only_in_declaracao_of_a_rival_exploration():
    """R11.5: not usable against an attack, nor in Confronto, nor in one's own exploration."""
    spec = {"creatures": [{"id": "urso-anciao", "exhausted": True}], "hand": ["chamado-da-alcateia"],
            "essence": {"instinto": 2}}
    m = scenario(p0={"creatures": ["lobo-do-ermo"]}, p1=spec, phase="combate", always_ask=True)
    act(m, "attack", card=m.uid(0, "creatures", 0))
    act(m, "pass_window")
    assert window(m) == (1, "response", "declaracao") and responses(m) == []
    m = scenario(p0={"creatures": ["lobo-do-ermo"]}, p1=spec, ermo=ERMO, phase="exploracao", always_ask=True)
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    act(m, "pass_window")
    act(m, "pass_window")                                      # the defender passes Declaração
    act(m, "pass_window")                                      # (no ready creature: no interception) active's Confronto
    assert window(m) == (1, "response", "confronto") and responses(m) == []
    m = scenario(p0={"creatures": ["lobo-do-ermo", {"id": "urso-anciao", "exhausted": True}],
                     "hand": ["chamado-da-alcateia"], "essence": {"instinto": 2}},
                 ermo=ERMO, phase="exploracao", always_ask=True)
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert window(m) == (0, "response", "declaracao") and responses(m) == []


def test_r11_5_abrigo_improvisado_plus_one_res_for_this_action():
    """R11.5: +1 RES makes the Batedor 1/1 survive the Eco's 1 ATQ; it explores; the recheck then destroys it."""
    m = scenario(p0={"creatures": ["batedor-de-estrada"], "hand": ["abrigo-improvisado"], "essence": {"instinto": 1}},
                 p1={"creatures": ["eco-errante"]}, ermo=ERMO, phase="exploracao")
    bat, eco = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "explore", card=bat, target=m.slot_uid(0))
    act(m, "pass_window")
    act(m, "intercept", card=eco)
    act(m, "respond", card=m.uid(0, "hand", 0), target=bat)
    assert m.view(0)["ermo"][0]["progress"] == [2, 0]
    assert vest(m, 0) == 1
    assert creature(m, bat) is None


def test_r11_5_defender_shields_its_interceptor():
    """R11.5: Escudos on the defender's participating interceptor; the attacker is not a legal target."""
    m = scenario(p0={"creatures": ["cavaleiro-do-juramento"], "desbravador": "maela-orr"},
                 p1={"creatures": ["guarda-da-ponte"], "hand": ["escudos-da-travessia"], "essence": {"ordem": 2}},
                 phase="combate")
    cav, guarda = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "attack", card=cav)
    act(m, "intercept", card=guarda)                           # nobody could respond in Declaração
    assert responses(m) == [{"type": "respond", "card": m.uid(1, "hand", 0), "target": guarda}]
    act(m, "respond", card=m.uid(1, "hand", 0), target=guarda)
    # Guarda 2/6 this action takes 3; after the action RES 3 with 3 damage: destroyed on the recheck
    assert creature(m, cav)["damage"] == 2
    assert creature(m, guarda) is None


# ---- R11.6 the two reactions ----

def test_r11_6_astrolabio_gives_the_explorer_two_exp():
    """R11.6: Astrolábio Esquecido: 1 Vestígio and exhaust: +2 EXP to the own explorer; never for the defender."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "relics": ["astrolabio-esquecido"], "vestigios": 1},
                 p1={"creatures": ["lobo-do-ermo"], "relics": ["astrolabio-esquecido"], "vestigios": 1},
                 ermo=ERMO, phase="exploracao", always_ask=True)
    lobo = m.uid(0, "creatures", 0)
    act(m, "explore", card=lobo, target=m.slot_uid(0))
    act(m, "respond", card=m.uid(0, "relics", 0), target=lobo)
    assert window(m) == (1, "response", "declaracao") and responses(m) == []
    act(m, "pass_window")
    act(m, "let_pass")
    act(m, "pass_window")
    assert m.view(0)["ermo"][0]["progress"] == [3, 0]
    assert vest(m, 0) == 1 and vest(m, 1) == 1


# ---- R11.7 closing ----

def _interceptor_leaves(kind):
    """Stop at the active player's Confronto decision, then take the interceptor out of play (position edit)."""
    p0 = {"creatures": ["urso-anciao"]}
    p1 = {"creatures": ["lobo-do-ermo"]}
    if kind == "attack":
        m = scenario(p0=p0, p1=p1, phase="combate", always_ask=True)
        act(m, "attack", card=m.uid(0, "creatures", 0))
    else:
        m = scenario(p0=p0, p1=p1, ermo=ERMO, phase="exploracao", always_ask=True)
        act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    act(m, "pass_window")
    act(m, "pass_window")
    lobo = m.uid(1, "creatures", 0)
    act(m, "intercept", card=lobo)
    assert window(m) == (0, "response", "confronto")

    def leave(pos):
        pos["players"][1]["creatures"].remove(lobo)
        pos["players"][1]["discard"].append(lobo)
        pos["exhausted"].remove(lobo)              # a card off the field carries no marks
    m = edit(m, leave)
    act(m, "pass_window")
    act(m, "pass_window")
    return m


def test_r11_7_attack_stays_blocked_when_only_the_interceptor_leaves():
    """R11.7: the interceptor left before damage: the attack stays blocked (no damage to the Desbravador)."""
    m = _interceptor_leaves("attack")
    assert vit(m, 1) == 20
    assert creature(m, m.uid(0, "creatures", 0))["damage"] == 0


def test_r11_7_exploration_proceeds_when_only_the_interceptor_leaves():
    """R11.7: the interceptor left before damage: the exploration proceeds (progress and Vestígio)."""
    m = _interceptor_leaves("explore")
    urso = m.uid(0, "creatures", 0)
    assert creature(m, urso)["damage"] == 0
    assert m.view(0)["ermo"][0]["progress"] == [1, 0] and vest(m, 0) == 1


def test_r11_7_future_exploration_vestigio_cannot_pay_a_reaction_in_advance():
    """R11.7: with 0 Vestígios the Astrolábio is not usable during the exploration that will give one."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "relics": ["astrolabio-esquecido"]},
                 ermo=ERMO, phase="exploracao", always_ask=True)
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert window(m) == (0, "response", "declaracao")
    assert [a["type"] for a in m.actions()] == ["pass_window"]
    act(m, "pass_window")
    act(m, "pass_window")                                      # defender (always ask)
    assert [a["type"] for a in m.actions()] == ["pass_window"]  # Confronto: still nothing
    act(m, "pass_window")
    act(m, "pass_window")
    assert m.view(0)["ermo"][0]["progress"] == [1, 0] and vest(m, 0) == 1
    assert player(m, 0)["relics"][0]["exhausted"] is False


# ---- R11.8 no window for rituals or activations ----

def test_r11_8_no_response_window_for_rituals_or_chegada():
    """R11.8: playing a ritual (or a creature with CHEGADA) opens no window, even with always ask."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["crescimento-selvagem", "erudita-de-arquivo"],
                     "essence": {"instinto": 1, "conhecimento": 2}},
                 p1={"creatures": ["eco-errante"], "hand": ["abrigo-improvisado"], "essence": {"neutra": 1},
                     "relics": ["astrolabio-esquecido"], "vestigios": 1},
                 phase="planejamento", always_ask=True)
    lobo, ritual, erudita = m.uid(0, "creatures", 0), m.uid(0, "hand", 0), m.uid(0, "hand", 1)
    act(m, "play", card=ritual, target=lobo)
    assert dec(m) == (0, "main") and creature(m, lobo)["atk"] == 3
    act(m, "play", card=erudita)
    assert dec(m) == (0, "main")
    assert len(hand(m, 1)) == 1 and ess(m, 1)["neutra"] == 1


# ---- R16.3 automatic passing ----

def test_r16_3_window_passes_automatically_without_a_legal_response_and_log_says_so():
    """R16.3: a player without a legal response (card unaffordable) is not asked; the log tells it."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["golpe-oportunista"]},   # no Ruína to pay
                 p1={"creatures": ["eco-errante"]}, phase="combate")
    act(m, "attack", card=m.uid(0, "creatures", 0))
    assert dec(m) == (1, "intercept")
    text = log(m)
    assert "Player 1 has no response in the Declaration window." in text
    assert "Player 2 has no response in the Declaration window." in text
    act(m, "let_pass")
    assert vit(m, 1) == 18
    assert "Player 1 has no response in the Confrontation window." in log(m)


def test_r16_3_always_ask_offers_every_window_with_only_pass():
    """R16.3: with the "sempre perguntar" option each window is offered, with just "Passar" when nothing is legal."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"]}, p1={"creatures": ["eco-errante"]}, phase="combate",
                 always_ask=True)
    act(m, "attack", card=m.uid(0, "creatures", 0))
    seen = []
    while m.decision()["kind"] in ("response", "intercept"):
        seen.append(window(m))
        if m.decision()["kind"] == "intercept":
            act(m, "let_pass")
        else:
            assert m.actions() == [{"type": "pass_window"}]
            act(m, "pass_window")
    assert seen == [(0, "response", "declaracao"), (1, "response", "declaracao"), (1, "intercept", None),
                    (0, "response", "confronto"), (1, "response", "confronto")]
    assert vit(m, 1) == 18


def test_r11_6_guarda_da_ponte_protects_the_active_players_explorer():
    """R11.6: the active player's Guarda (not participating) gives its explorer +2 RES in Confronto:
    the Lobo survives the Mercenário's 2 ATQ, explores, and dies at the recheck."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "guarda-da-ponte"], "vestigios": 1},
                 p1={"creatures": ["mercenario-da-fronteira"]}, ermo=ERMO, phase="exploracao")
    lobo, guarda = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "explore", card=lobo, target=m.slot_uid(2))
    act(m, "pass_window")
    act(m, "intercept", card=m.uid(1, "creatures", 0))
    act(m, "respond", card=guarda, target=lobo)
    assert m.view(0)["ermo"][2]["progress"] == [2, 0]
    assert vest(m, 0) == 1                                     # paid 1, earned 1
    assert creature(m, lobo) is None and creature(m, guarda)["exhausted"] is True


def test_r11_7_no_interception_when_the_attacker_died_in_declaracao():
    """R11.7: the defender's Emboscada nas Cinzas kills the attacker in the Declaração window: the attack ends,
    nobody is asked to intercept and no Confronto window follows."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "urso-anciao"]},
                 p1={"creatures": ["urso-anciao"], "hand": ["emboscada-nas-cinzas", "abrigo-improvisado"],
                     "essence": {"ruina": 3}}, phase="combate", always_ask=True)
    lobo = m.uid(0, "creatures", 0)
    act(m, "attack", card=lobo)
    act(m, "pass_window")
    assert window(m) == (1, "response", "declaracao")
    act(m, "respond", card=hand(m, 1)[0], target=lobo)
    assert lobo in discard(m, 0)
    assert dec(m) == (0, "main") and m.view(0)["contest"] is None
    assert vit(m, 1) == 20
    assert "Wasteland Wolf left the field: the action ends with no interception." in log(m)


def test_r11_7_no_interception_when_the_explorer_died_in_declaracao():
    """R11.7, R9.4: the explorer killed in the Declaração window makes no progress and is not intercepted."""
    m = scenario(p0={"creatures": ["urso-anciao"], "hand": ["emboscada-nas-cinzas"], "essence": {"ruina": 2}},
                 p1={"creatures": ["lobo-do-ermo", "lobo-do-ermo"]}, ermo=ERMO, phase="exploracao", active=1)
    lobo = m.uid(1, "creatures", 0)
    act(m, "explore", card=lobo, target=m.slot_uid(0))
    act(m, "respond", card=hand(m, 0)[0], target=lobo)
    assert dec(m) == (1, "main") and m.view(0)["ermo"][0]["progress"] == [0, 0] and vest(m, 1) == 0
