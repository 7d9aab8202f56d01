"""R14 Abilities and keywords: CHEGADA, QUEDA, EXPLORAR, DESCOBERTA, VIGÍLIA."""

from eidolon.api import Match
from rulekit import (
    PLAYERS,
    act,
    creature,
    dec,
    discard,
    edit,
    end_phases,
    hand,
    kinds,
    player,
    scenario,
    vest,
    vit,
)

ERMO = ["ponte-partida", "bosque-dos-ecos", "clareira-das-feras"]


# ---- CHEGADA (R14.2) ----

def test_r14_2_chegada_triggers_on_entering_the_field():
    """R14.2: Erudita de Arquivo draws 1 when played."""
    m = scenario(p0={"hand": ["erudita-de-arquivo"], "essence": {"conhecimento": 2}})
    erudita, top = hand(m, 0)[0], m.uid(0, "deck", -1)
    act(m, "play", card=erudita)
    assert hand(m, 0) == [top]


def test_r14_2_committing_is_not_entering():
    """R14.2: committing Erudita de Arquivo draws nothing."""
    m = scenario(p0={"hand": ["erudita-de-arquivo"]})
    act(m, "commit", card=hand(m, 0)[0])
    assert hand(m, 0) == [] and player(m, 0)["deck_count"] == 10


def test_r14_2_moving_an_attachment_is_not_entering():
    """R14.2: moving a relic onto Escudeira da Ordem does not trigger her CHEGADA (no +1 RES anywhere)."""
    m = scenario(p0={"creatures": ["escudeira-da-ordem", "lobo-do-ermo"],
                     "relics": [{"id": "tocha-de-viagem", "attached_to": 1}], "essence": {"neutra": 1}})
    esc, lobo = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "attach", card=m.uid(0, "relics", 0), target=esc)
    assert dec(m) == (0, "main")
    assert creature(m, esc)["res"] == 2 and creature(m, lobo)["res"] == 1


# ---- QUEDA (R14.3) ----

def test_r14_3_queda_resolves_from_the_discard():
    """R14.3: Eco Errante destroyed in a fight: it is already in the discard, and its QUEDA draws 1."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "lobo-do-ermo"]}, p1={"creatures": ["eco-errante"]},
                 phase="combate")
    eco, top = m.uid(1, "creatures", 0), m.uid(1, "deck", -1)
    act(m, "attack", card=m.uid(0, "creatures", 0))
    act(m, "intercept", card=eco)
    assert eco in discard(m, 1)
    assert hand(m, 1) == [top]


def test_r14_3_destruction_by_a_ritual_triggers_queda():
    """R14.3: Sacrifício Votivo destroys the own Carniçal: its QUEDA hits the rival; then draw 2."""
    m = scenario(p0={"creatures": ["carnical-do-ermo"], "hand": ["sacrificio-votivo"], "essence": {"ruina": 1}})
    carnical = m.uid(0, "creatures", 0)
    act(m, "play", card=hand(m, 0)[0], target=carnical)
    assert carnical in discard(m, 0)
    assert vit(m, 1) == 19 and len(hand(m, 0)) == 2


def test_r14_3_discarding_from_hand_or_committing_is_not_destruction():
    """R14.3: a Carniçal committed, or discarded in Final, deals no damage."""
    m = scenario(p0={"hand": ["carnical-do-ermo"] * 7})
    act(m, "commit", card=hand(m, 0)[0])
    end_phases(m, 0, "reorganizacao")
    act(m, "end_phase")
    act(m, "discard", card=hand(m, 0)[0])
    assert m.view(0)["active"] == 1
    assert vit(m, 1) == 20 and len(discard(m, 0)) == 1


def test_r14_3_peregrina_only_the_first_fall_each_turn_including_the_rivals_turn():
    """R14.3: Peregrina gains 1 Vestígio at the first fall of another creature of hers in a turn; a second fall
    that turn gives nothing; in the rival's turn that follows, the first fall counts again (once)."""
    m = scenario(p0={"creatures": ["peregrina-dos-campos-de-vhar"] + ["lobo-do-ermo"] * 4,
                     "hand": ["sacrificio-votivo", "sacrificio-votivo"], "essence": {"ruina": 2}},
                 p1={"creatures": ["urso-anciao", "urso-anciao", "urso-anciao"]})
    _, l1, l2, l3, l4 = (m.uid(0, "creatures", i) for i in range(5))
    s1, s2 = hand(m, 0)
    act(m, "play", card=s1, target=l1)
    assert vest(m, 0) == 1
    act(m, "play", card=s2, target=l2)
    assert vest(m, 0) == 1                                     # second fall this turn
    end_phases(m, 1, "combate")
    for attacker, blocker in ((m.uid(1, "creatures", 0), l3), (m.uid(1, "creatures", 1), l4)):
        act(m, "attack", card=attacker)
        act(m, "intercept", card=blocker)
        assert creature(m, blocker) is None
        assert vest(m, 0) == 2                                 # +1 at the first fall of the rival's turn only


def test_r14_3_rocan_grey_first_fall_each_turn_gives_ruina_essence():
    """R14.3 (fall passives): Rocan Grey's passive gives 1 Ruína at the first fall of the turn only."""
    m = scenario(p0={"desbravador": "rocan-grey", "creatures": ["lobo-do-ermo", "lobo-do-ermo"],
                     "hand": ["sacrificio-votivo", "sacrificio-votivo"], "essence": {"ruina": 2}})
    l1, l2 = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    s1, s2 = hand(m, 0)
    act(m, "play", card=s1, target=l1)
    assert player(m, 0)["essence"]["ruina"] == 2               # paid 1, gained 1
    act(m, "play", card=s2, target=l2)
    assert player(m, 0)["essence"]["ruina"] == 1


# ---- EXPLORAR (R14.4) ----

def test_r14_4_sira_gains_her_vestigio_even_if_she_dies_to_the_interception():
    """R14.4 / R9.4: Sira dies to the interceptor: no progress, no success Vestígio, but her EXPLORAR gives 1."""
    m = scenario(p0={"creatures": ["sira-dos-muitos-nomes"]}, p1={"creatures": ["urso-anciao"]},
                 ermo=ERMO, phase="exploracao")
    sira = m.uid(0, "creatures", 0)
    act(m, "explore", card=sira, target=m.slot_uid(1))
    act(m, "intercept", card=m.uid(1, "creatures", 0))
    assert sira in discard(m, 0)
    assert m.view(0)["ermo"][1]["progress"] == [0, 0]
    assert vest(m, 0) == 1


def test_r14_4_explorar_condition_completion_and_presence():
    """R14.4: Cervo de Musgo's EXPLORAR needs the Location completed and the Cervo in play: partial progress
    gives nothing; a completion gives +1 EXP while it stays in play."""
    m = scenario(p0={"creatures": ["cervo-de-musgo"]}, ermo=ERMO, phase="exploracao")
    cervo = m.uid(0, "creatures", 0)
    act(m, "explore", card=cervo, target=m.slot_uid(2))        # Fera on Clareira: 2 + 1 = 3 of 5
    assert creature(m, cervo)["exp"] == 2
    m = scenario(p0={"creatures": ["cervo-de-musgo"]}, ermo=ERMO, phase="exploracao",
                 progress=[[0, 0], [0, 0], [2, 0]])
    cervo = m.uid(0, "creatures", 0)
    act(m, "explore", card=cervo, target=m.slot_uid(2))        # 2 + 3 = 5: complete
    assert creature(m, cervo)["exp"] == 3
    end_phases(m, 1, "planejamento")
    end_phases(m, 0, "planejamento")
    assert creature(m, cervo)["exp"] == 3                      # lasts while it stays in play


# ---- DESCOBERTA (R14.5) ----

def test_r14_5_descoberta_on_completion_only():
    """R14.5: Maela Orr and Cartógrafa Errante draw when their controller completes a Location, not on partial
    progress nor on the replacement pick."""
    m = scenario(p0={"desbravador": "maela-orr", "creatures": ["batedor-de-estrada", "cartografa-errante"],
                     "extra": 1, "reserve": ["torre-segunda-chance"]},
                 ermo=ERMO, phase="exploracao", progress=[[2, 0], [0, 0], [0, 0]])
    batedor, carto = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "explore", card=carto, target=m.slot_uid(1))        # partial: 2 of 5
    assert len(hand(m, 0)) == 0
    act(m, "explore", card=batedor, target=m.slot_uid(0))      # 2 + 2 = 4: Ponte Partida complete
    assert dec(m) == (0, "order")                              # Maela and the Cartógrafa at once (R16.1)
    act(m, "order", index=0)
    assert len(hand(m, 0)) == 3
    act(m, "pick", card=m.uid(0, "reserve", 0))
    assert len(hand(m, 0)) == 3


def test_r14_5_descoberta_not_on_the_initial_location_choice():
    """R14.5: Maela Orr draws nothing for the setup picks."""
    players = [dict(PLAYERS[0], desbravador="maela-orr"), dict(PLAYERS[1], desbravador="maela-orr")]
    m = Match.new({"seed": 11, "players": players})
    for _ in range(3):
        m.apply(0)
    assert [m.view(0)["players"][s]["hand_count"] for s in (0, 1)] == [5, 5]


def test_r14_5_descoberta_resolves_before_the_victory_check():
    """R14.5 / R1.2: completing the target Location with Maela and an empty deck: her DESCOBERTA draw deals
    fatigue that empties the Vitalidade before the check: both conditions, a draw."""
    m = scenario(p0={"desbravador": "maela-orr", "creatures": ["batedor-de-estrada"], "deck": [],
                     "vitalidade": 1, "connected": ["mercado-esquecido"]},
                 ermo=ERMO, phase="exploracao", progress=[[2, 0], [0, 0], [0, 0]], target=2)
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert m.view(0)["result"] == {"winner": None, "reason": "draw"}


# ---- VIGÍLIA (R14.6) ----

def _attack_into_vigil(p1_creatures, attacker="urso-anciao"):
    m = scenario(p0={"creatures": [attacker, attacker]}, p1={"creatures": p1_creatures}, phase="combate")
    act(m, "attack", card=m.uid(0, "creatures", 0))
    if m.decision()["kind"] == "intercept":
        act(m, "let_pass")
    return m


def test_r14_6_vigilia_reduces_unintercepted_attack_damage_per_ready_source():
    """R14.6: two ready VIGÍLIA creatures reduce the Urso's 4 to 2."""
    m = _attack_into_vigil(["sentinela-da-muralha", "golem-de-indices"])
    assert vit(m, 1) == 18


def test_r14_6_exhausted_vigilia_does_not_count():
    """R14.6: an exhausted VIGÍLIA creature stops reducing."""
    m = _attack_into_vigil(["sentinela-da-muralha", {"id": "golem-de-indices", "exhausted": True}])
    assert vit(m, 1) == 17


def test_r14_6_vigilia_never_below_zero():
    """R14.6: three VIGÍLIA against a 2 ATQ Lobo: 0 damage, not healing."""
    m = _attack_into_vigil(["sentinela-da-muralha", "sentinela-de-pedra", "golem-de-indices"], "lobo-do-ermo")
    assert vit(m, 1) == 20


def test_r14_6_vigilia_does_not_reduce_creature_or_queda_damage():
    """R14.6: the intercepting creature takes the full ATQ, and a QUEDA's damage is not reduced."""
    m = scenario(p0={"creatures": ["carnical-do-ermo", "urso-anciao"]},
                 p1={"creatures": ["sentinela-da-muralha", "sentinela-de-pedra"]}, phase="combate")
    act(m, "attack", card=m.uid(0, "creatures", 0))
    act(m, "intercept", card=m.uid(1, "creatures", 1))         # Sentinela de Pedra 1/4 blocks the Carniçal
    assert creature(m, m.uid(1, "creatures", 1))["damage"] == 2
    assert vit(m, 1) == 19                                     # Carniçal's QUEDA: 1, despite a ready VIGÍLIA


# ---- activations (R14.1, R7.1, R11.8) ----

def test_r14_1_activation_pays_its_cost_in_planejamento_or_reorganizacao():
    """R14.1: Clériga do Bastião (exhaust: restore 1 Vitalidade) is offered in Planejamento and Reorganização,
    exhausts when used, and is not offered in Exploração or Combate."""
    spec = {"creatures": ["cleriga-do-bastiao", "lobo-do-ermo"], "vitalidade": 15}
    for ph, ok in (("planejamento", True), ("reorganizacao", True), ("exploracao", False), ("combate", False)):
        m = scenario(p0=spec, phase=ph)
        assert ("activate" in kinds(m)) is ok, ph
    m = scenario(p0=spec)
    cleriga = m.uid(0, "creatures", 0)
    act(m, "activate", card=cleriga, ability=0)
    assert vit(m, 0) == 16 and creature(m, cleriga)["exhausted"] is True
    assert "activate" not in kinds(m)


def test_r14_1_activation_paying_vestigios():
    """R14.1: Autômato Copista's activation costs 1 Vestígio and exhausting it: not offered without a Vestígio."""
    m = scenario(p0={"creatures": ["automato-copista"]})
    assert "activate" not in kinds(m)
    m = scenario(p0={"creatures": ["automato-copista"], "vestigios": 2})
    act(m, "activate", card=m.uid(0, "creatures", 0), ability=0)
    assert vest(m, 0) == 1 and len(hand(m, 0)) == 1


def test_r7_1_newly_played_creature_cannot_activate_an_exhaust_ability():
    """R7.1: a Clériga played this turn cannot pay its exhaust cost; a relic's exhaust activation is usable at once."""
    m = scenario(p0={"hand": ["cleriga-do-bastiao", "carroca-do-mascate"], "essence": {"ordem": 2, "neutra": 3},
                     "vitalidade": 15})
    cleriga, carroca = hand(m, 0)
    act(m, "play", card=cleriga)
    assert "activate" not in kinds(m)
    act(m, "play", card=carroca)
    act(m, "activate", card=carroca, ability=0)                  # R7.2: relics have no wait
    assert player(m, 0)["essence"]["neutra"] == 1


def test_r11_8_no_response_window_for_activations():
    """R11.8: an activation opens no window, even with always ask and a rival able to respond."""
    m = scenario(p0={"creatures": ["cleriga-do-bastiao"], "vitalidade": 15},
                 p1={"creatures": ["guarda-da-ponte"], "vestigios": 1, "hand": ["abrigo-improvisado"],
                     "essence": {"neutra": 1}}, always_ask=True)
    act(m, "activate", card=m.uid(0, "creatures", 0), ability=0)
    assert dec(m) == (0, "main") and vit(m, 0) == 16


def test_r14_3_peregrina_a_fall_before_she_entered_is_the_turns_first():
    """R14.3: a creature of seat 0 falls, then Peregrina enters; a later fall that turn is not the first one,
    so she gives nothing; the rival's turn that follows has its own first fall."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"] * 3,
                     "hand": ["sacrificio-votivo", "peregrina-dos-campos-de-vhar", "sacrificio-votivo"],
                     "essence": {"ruina": 4}},
                 p1={"creatures": ["urso-anciao"]})
    l1, l2, l3 = (m.uid(0, "creatures", i) for i in range(3))
    s1, peregrina, s2 = hand(m, 0)
    act(m, "play", card=s1, target=l1)
    act(m, "play", card=peregrina)
    act(m, "play", card=s2, target=l2)
    assert creature(m, l2) is None and vest(m, 0) == 0
    end_phases(m, 1, "combate")
    act(m, "attack", card=m.uid(1, "creatures", 0))
    act(m, "intercept", card=l3)
    assert creature(m, l3) is None and vest(m, 0) == 1


def test_r14_3_the_turns_first_fall_survives_a_position_round_trip():
    """R14.3: the turn's first fall is part of the position; one written without it (older versions) loads
    as "no fall yet"."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "lobo-do-ermo", "peregrina-dos-campos-de-vhar"],
                     "hand": ["sacrificio-votivo", "sacrificio-votivo"], "essence": {"ruina": 2}}, turn=5)
    act(m, "play", card=hand(m, 0)[0], target=m.uid(0, "creatures", 0))
    assert vest(m, 0) == 1 and m.position()["players"][0]["fall_turn"] == 5
    again = edit(m, lambda pos: pos.update(once={}))
    act(again, "play", card=hand(again, 0)[0], target=again.uid(0, "creatures", 0))
    assert vest(again, 0) == 1                                 # the same turn: not the first fall

    def older(pos):
        for p in pos["players"]:
            del p["fall_turn"]
    assert [p["fall_turn"] for p in edit(m, older).position()["players"]] == [0, 0]
