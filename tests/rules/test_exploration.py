"""R8 Vestígios and R9 Exploration."""

import pytest
from eidolon.api import catalog
from rulekit import act, creature, dec, edit, end_phases, log, name, offered, player, scenario, vest, vit

ERMO = ["ponte-partida", "bosque-dos-ecos", "clareira-das-feras"]   # diff 4/Soldado, 5/Eco, 5/Fera


def ermo(m, slot):
    return m.view(0)["ermo"][slot]


# ---- the worked example of the manual ----

def test_r9_5_r9_7_example_with_affinity_completes():
    """R9 example: EXP 3 on difficulty 5 with 1 progress and affinity: 1 + 3 + 1 = 5, complete."""
    m = scenario(p0={"creatures": ["sira-dos-muitos-nomes"], "reserve": ["mercado-esquecido"]},
                 ermo=["bosque-dos-ecos", "clareira-das-feras", "ponte-partida"],   # Sira is an Eco
                 phase="exploracao", progress=[[1, 0], [0, 0], [0, 0]])
    sira, bosque = m.uid(0, "creatures", 0), m.slot_uid(0)
    hand_before = len(player(m, 0)["hand"])
    act(m, "explore", card=sira, target=bosque)
    me = player(m, 0)
    assert [c["uid"] for c in me["connected"]] == [bosque]
    assert len(me["hand"]) == hand_before + 1                  # Bosque's reward: draw 1
    assert me["vestigios"] == 2                                # 1 for the success (R8.1) + Sira's EXPLORAR
    assert dec(m) == (0, "pick")                               # replacement from the own reserve
    assert ermo(m, 0)["card"] is None


def test_r9_5_example_without_affinity_does_not_complete():
    """R9 example: the same explorer without affinity adds 3: 4/5, not complete, needs another exploration."""
    m = scenario(p0={"creatures": ["sira-dos-muitos-nomes"]},
                 ermo=["clareira-das-feras", "bosque-dos-ecos", "ponte-partida"],   # Clareira favours Fera
                 phase="exploracao", progress=[[1, 0], [0, 0], [0, 0]])
    sira, clareira = m.uid(0, "creatures", 0), m.slot_uid(0)
    act(m, "explore", card=sira, target=clareira)
    assert ermo(m, 0)["card"]["uid"] == clareira
    assert ermo(m, 0)["progress"] == [4, 0]
    assert player(m, 0)["connected"] == []
    assert vest(m, 0) == 2                                     # success Vestígio + Sira's EXPLORAR


def test_r9_5_affinity_adds_one_once_and_progress_is_personal():
    """R9.5: explorer EXP + 1 for the favoured type; the progress is the explorer's own."""
    m = scenario(p0={"creatures": ["erudita-de-arquivo", "erudita-de-arquivo"], "extra": 1},
                 ermo=["mercado-esquecido", "ponte-partida", "clareira-das-feras"],   # Humano / Soldado
                 phase="exploracao", progress=[[0, 2], [0, 2], [0, 0]])
    a, b = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "explore", card=a, target=m.slot_uid(0))            # Humano Erudita on Mercado (favours Humano)
    act(m, "explore", card=b, target=m.slot_uid(1))            # no affinity on Ponte Partida
    assert ermo(m, 0)["progress"] == [3, 2]                    # 2 + 1 once; the rival's 2 untouched
    assert ermo(m, 1)["progress"] == [2, 2]


def test_r9_5_location_passive_bonus_and_it_stops_when_completed():
    """R9.5 + R9.7: Estrada Impossível adds +1 while active; once completed its passive no longer applies."""
    m = scenario(p0={"creatures": ["batedor-de-estrada", "batedor-de-estrada"], "extra": 1,
                     "reserve": ["estrada-impossivel"]},
                 ermo=["estrada-impossivel", "ponte-partida", "clareira-das-feras"],
                 phase="exploracao", progress=[[0, 0], [0, 0], [0, 0]])
    a, b = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "explore", card=a, target=m.slot_uid(0))            # Batedor EXP 2 + affinity (Batedor) + 1 passive
    assert [c["id"] for c in player(m, 0)["connected"]] == ["estrada-impossivel"]
    assert ess(m) == 1                                          # reward: 1 neutral Essence
    act(m, "pick", card=m.uid(0, "reserve", 0))                # the second copy replaces it
    act(m, "explore", card=b, target=m.slot_uid(1))            # Ponte Partida: no bonus from the completed one
    assert ermo(m, 1)["progress"] == [2, 0]


def ess(m):
    return player(m, 0)["essence"]["neutra"]


SCOUTS = sorted(c["id"] for c in catalog() if {"Batedor", "Batedora"} & set(c["vocacao"]))   # as printed
assert "sira-dos-muitos-nomes" in SCOUTS and len(SCOUTS) == 6


@pytest.mark.parametrize("scout", SCOUTS)
def test_r9_5_r2_3_affinity_is_the_type_whatever_its_gendered_form(scout):
    """R2.3 / R9.5: Estrada Impossível favours Batedor; Sira dos Muitos Nomes, printed "Batedora", has the
    affinity like every Batedor: EXP + 1 affinity + 1 passive."""
    m = scenario(p0={"creatures": [scout]}, ermo=["estrada-impossivel", "ponte-partida", "clareira-das-feras"],
                 phase="exploracao")
    uid = m.uid(0, "creatures", 0)
    exp = creature(m, uid)["exp"]
    act(m, "explore", card=uid, target=m.slot_uid(0))
    assert f"{name(scout)} adds {exp + 2} progress on {name('estrada-impossivel')}" in " ".join(log(m))


# ---- attempts (R9.1, R9.2) ----

def test_r9_1_one_attempt_per_turn():
    """R9.1: with two eligible creatures only one exploration happens; then the phase moves on."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "lobo-do-ermo"]}, ermo=ERMO, phase="exploracao")
    a = m.uid(0, "creatures", 0)
    assert player(m, 0)["explore_credits"] == 1
    act(m, "explore", card=a, target=m.slot_uid(0))
    assert player(m, 0)["explore_credits"] == 0
    assert dec(m) == (0, "main") and m.decision()["context"]["phase"] == "reorganizacao"


def test_r9_1_passagem_secreta_grants_an_extra_attempt_in_planejamento():
    """R9.1: Passagem Secreta in Planejamento gives a second attempt, used by another creature."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "lobo-do-ermo"], "hand": ["passagem-secreta"],
                     "essence": {"conhecimento": 1}}, ermo=ERMO, phase="planejamento")
    a, b = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "play", card=m.uid(0, "hand", 0))
    assert player(m, 0)["explore_credits"] == 2
    act(m, "end_phase")
    act(m, "explore", card=a, target=m.slot_uid(0))
    # R9.1: credits do not ready creatures; the first explorer stays exhausted
    assert not offered(m, "explore", card=a, target=m.slot_uid(1))
    act(m, "explore", card=b, target=m.slot_uid(1))
    assert ermo(m, 0)["progress"][0] == 1 and ermo(m, 1)["progress"][0] == 1
    assert vest(m, 0) == 2


def test_r9_1_extra_credit_does_not_ready_the_explorer():
    """R9.1: an extra credit with no other eligible creature cannot be used: the phase passes."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "extra": 2}, ermo=ERMO, phase="exploracao")
    a = m.uid(0, "creatures", 0)
    act(m, "explore", card=a, target=m.slot_uid(0))
    assert creature(m, a)["exhausted"] is True
    assert m.decision()["context"]["phase"] == "reorganizacao"


def test_r9_1_druida_grants_only_in_planejamento():
    """R9.1 / R12.1: Druida dos Caminhos' CHEGADA gives an attempt in Planejamento, none in Reorganização."""
    m = scenario(p0={"hand": ["druida-dos-caminhos", "druida-dos-caminhos"], "essence": {"instinto": 4}},
                 ermo=ERMO, phase="planejamento")
    h0, h1 = m.uid(0, "hand", 0), m.uid(0, "hand", 1)
    act(m, "play", card=h0)
    assert player(m, 0)["explore_credits"] == 2
    end_phases(m, 0, "reorganizacao")           # Exploração passes: the Druida is newly played
    act(m, "play", card=h1)
    assert player(m, 0)["explore_credits"] == 2


def test_r9_1_passagem_secreta_not_playable_outside_planejamento():
    """R9.1 / R12.1: Passagem Secreta cannot be played in Reorganização."""
    m = scenario(p0={"hand": ["passagem-secreta"], "essence": {"conhecimento": 1}}, ermo=ERMO,
                 phase="reorganizacao")
    card = m.uid(0, "hand", 0)
    assert not offered(m, "play", card=card)
    assert any(u["card"] == card for u in m.view(0)["unplayable"])


def test_r9_1_at_most_five_extra_credits():
    """R9.1: extra credits cap at 5."""
    m = scenario(p0={"hand": ["passagem-secreta"], "essence": {"conhecimento": 1}, "extra": 5},
                 ermo=ERMO, phase="planejamento")
    act(m, "play", card=m.uid(0, "hand", 0))
    assert player(m, 0)["explore_credits"] == 1 + 5


def test_r9_1_extra_credits_expire_at_end_of_turn():
    """R9.1 / R12.2: unused extra credits are gone after Final, and do not come back next turn."""
    m = scenario(p0={"extra": 3}, ermo=ERMO, phase="reorganizacao")
    assert player(m, 0)["explore_credits"] == 4
    end_phases(m, 1, "planejamento")
    assert m.view(1)["players"][0]["explore_credits"] == 0
    end_phases(m, 0, "planejamento")
    assert player(m, 0)["explore_credits"] == 1


def test_r9_2_declaring_exhausts_and_fresh_or_exhausted_cannot_explore():
    """R9.2 / R7.1: only ready, not newly-played creatures may explore; declaring exhausts the explorer."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", {"id": "lobo-do-ermo", "fresh": True},
                                   {"id": "lobo-do-ermo", "exhausted": True}]},
                 ermo=ERMO, phase="exploracao")
    ready, fresh, tired = (m.uid(0, "creatures", i) for i in range(3))
    assert creature(m, fresh)["fresh"] and creature(m, tired)["exhausted"]
    explorers = {a["card"] for a in m.actions() if a["type"] == "explore"}
    assert explorers == {ready}
    assert {a["target"] for a in m.actions() if a["type"] == "explore"} == {m.slot_uid(i) for i in range(3)}
    act(m, "explore", card=ready, target=m.slot_uid(0))
    assert creature(m, ready)["exhausted"] is True


def test_r9_2_attempt_is_consumed_when_the_explorer_dies():
    """R9.2 / R9.4: the explorer dies to the interceptor: no progress, no Vestígio, the attempt is gone."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "lobo-do-ermo"]},
                 p1={"creatures": ["urso-anciao"]}, ermo=ERMO, phase="exploracao")
    a, urso = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "explore", card=a, target=m.slot_uid(0))
    act(m, "intercept", card=urso)
    assert creature(m, a) is None and a in [c["uid"] for c in player(m, 0)["discard"]]
    assert ermo(m, 0)["progress"] == [0, 0]
    assert vest(m, 0) == 0
    assert player(m, 0)["explore_credits"] == 0
    assert m.decision()["context"]["phase"] == "reorganizacao"


# ---- interception (R9.3, R9.4) ----

def test_r9_3_rival_may_intercept_with_a_fresh_ready_creature_only_one():
    """R9.3 / R7.1: a newly-played ready creature may intercept; exhausted ones may not; one interceptor."""
    m = scenario(p0={"creatures": ["urso-anciao"]},
                 p1={"creatures": [{"id": "lobo-do-ermo", "fresh": True}, {"id": "lobo-do-ermo", "exhausted": True},
                                   "eco-errante"]},
                 ermo=ERMO, phase="exploracao")
    urso = m.uid(0, "creatures", 0)
    fresh, _tired, eco = (m.uid(1, "creatures", i) for i in range(3))
    act(m, "explore", card=urso, target=m.slot_uid(0))
    assert dec(m) == (1, "intercept")
    assert sorted(a.get("card", -1) for a in m.actions()) == sorted([-1, fresh, eco])
    act(m, "intercept", card=fresh)
    assert creature(m, fresh) is None                           # Urso 4 ATQ kills the 2/1 Lobo
    assert creature(m, eco)["exhausted"] is False               # nobody else was asked to intercept
    assert ermo(m, 0)["progress"] == [1, 0]                     # the Urso survived and explored


def test_r9_4_simultaneous_damage_interceptor_dies_explorer_proceeds():
    """R9.4: explorer and interceptor damage each other at once; the surviving explorer proceeds."""
    m = scenario(p0={"creatures": ["golem-de-indices"]}, p1={"creatures": ["guarda-da-ponte"]},
                 ermo=ERMO, phase="exploracao")
    golem, guarda = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "explore", card=golem, target=m.slot_uid(0))
    act(m, "intercept", card=guarda)
    assert creature(m, golem)["damage"] == 2                   # Guarda 2 ATQ on Golem 3/5
    assert creature(m, guarda) is None                         # Golem 3 ATQ kills the 2/3 Guarda
    assert ermo(m, 0)["progress"] == [1, 0]
    assert vest(m, 0) == 1


def test_r9_4_both_survive_exploration_proceeds():
    """R9.4: explorer and interceptor both survive; progress is added."""
    m = scenario(p0={"creatures": ["sentinela-de-pedra"]}, p1={"creatures": ["sentinela-de-pedra"]},
                 ermo=ERMO, phase="exploracao")
    a, b = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "explore", card=a, target=m.slot_uid(0))
    act(m, "intercept", card=b)
    assert creature(m, a)["damage"] == 1 and creature(m, b)["damage"] == 1
    assert creature(m, b)["exhausted"] is True
    assert ermo(m, 0)["progress"] == [1, 0] and vest(m, 0) == 1


def test_r9_6_zero_progress_gives_no_vestigio():
    """R9.6: an explorer that adds 0 progress (EXP 0, no affinity) earns no Vestígio."""
    base = scenario(p0={"creatures": ["lobo-do-ermo"]}, ermo=ERMO, phase="exploracao")
    lobo = base.uid(0, "creatures", 0)
    m = edit(base, lambda pos: pos["mods"].append([lobo, 0, 0, -1, 2]))   # -1 EXP while in play
    assert creature(m, lobo)["exp"] == 0
    act(m, "explore", card=lobo, target=m.slot_uid(0))
    assert ermo(m, 0)["progress"] == [0, 0]
    assert vest(m, 0) == 0
    assert player(m, 0)["explore_credits"] == 0


def test_r9_6_success_without_completion_gives_one_vestigio():
    """R9.6 / R8.1: progress > 0 without completing still gives exactly 1 Vestígio."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "vestigios": 2}, ermo=ERMO, phase="exploracao")
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(2))   # Lobo is a Fera: 1 + 1
    assert ermo(m, 2)["progress"] == [2, 0]
    assert vest(m, 0) == 3


# ---- completion and replacement (R9.7) ----

def test_r9_7_completion_rival_progress_lost_and_replacement_from_own_reserve():
    """R9.7: connect, reward, the rival's progress on it is lost, replacement from the own reserve."""
    m = scenario(p0={"creatures": ["batedor-de-estrada"], "reserve": ["torre-segunda-chance", "forte-do-juramento"]},
                 p1={"reserve": ["santuario-submerso"]},
                 ermo=["ponte-partida", "bosque-dos-ecos", "clareira-das-feras"],
                 phase="exploracao", progress=[[2, 3], [0, 1], [0, 0]])
    batedor, ponte = m.uid(0, "creatures", 0), m.slot_uid(0)
    act(m, "explore", card=batedor, target=ponte)              # 2 + 2 = 4 = difficulty
    assert [c["uid"] for c in player(m, 0)["connected"]] == [ponte]
    assert vest(m, 0) == 2                                     # success + Ponte Partida's reward
    assert m.decision() == {"seat": 0, "kind": "pick", "context": {"slot": 0, "from_seat": 0}}
    assert sorted(a["card"] for a in m.actions()) == sorted(m.uid(0, "reserve", i) for i in range(2))
    new = m.uid(0, "reserve", 1)
    act(m, "pick", card=new)
    assert ermo(m, 0) == {"slot": 0, "card": {"uid": new, "id": "forte-do-juramento"}, "progress": [0, 0]}
    assert ermo(m, 1)["progress"] == [0, 1]                    # other Locations keep their progress
    assert player(m, 0)["reserve_count"] == 1


def test_r9_7_replacement_from_rival_reserve_when_own_is_empty():
    """R9.7: own reserve empty: the completing player picks from the rival's reserve."""
    m = scenario(p0={"creatures": ["batedor-de-estrada"]}, p1={"reserve": ["santuario-submerso", "torre-segunda-chance"]},
                 ermo=ERMO, phase="exploracao", progress=[[2, 0], [0, 0], [0, 0]])
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert m.decision() == {"seat": 0, "kind": "pick", "context": {"slot": 0, "from_seat": 1}}
    picked = m.uid(1, "reserve", 0)
    assert sorted(a["card"] for a in m.actions()) == sorted([picked, m.uid(1, "reserve", 1)])
    act(m, "pick", card=picked)
    assert ermo(m, 0)["card"]["uid"] == picked
    assert m.view(1)["players"][1]["reserve_count"] == 1


def test_r9_7_slot_stays_empty_when_both_reserves_are_empty():
    """R9.7: both reserves empty: the slot stays empty and play goes on."""
    m = scenario(p0={"creatures": ["batedor-de-estrada"]}, ermo=ERMO, phase="exploracao",
                 progress=[[2, 1], [0, 0], [0, 0]])
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert ermo(m, 0) == {"slot": 0, "card": None, "progress": [0, 0]}
    assert dec(m) == (0, "main") and m.decision()["context"]["phase"] == "reorganizacao"


def test_r9_8_exploration_never_damages_the_rival():
    """R9.8: an unintercepted exploration (even a completion) leaves the rival's Vitalidade alone."""
    m = scenario(p0={"creatures": ["urso-anciao"]}, ermo=ERMO, phase="exploracao", progress=[[3, 0], [0, 0], [0, 0]])
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert vit(m, 1) == 20 and len(player(m, 0)["connected"]) == 1


# ---- Vestígios (R8) ----

def test_r8_2_vestigios_accumulate_across_turns_and_never_renew():
    """R8.2: Vestígios are not reset or renewed by the turn structure, and are separate from Essence."""
    m = scenario(p0={"vestigios": 3, "committed": ["lobo-do-ermo"]}, p1={"vestigios": 1},
                 ermo=ERMO, phase="reorganizacao")
    end_phases(m, 1, "planejamento")
    end_phases(m, 0, "planejamento")
    assert vest(m, 0) == 3 and vest(m, 1) == 1
    assert player(m, 0)["essence"]["instinto"] == 1


def test_r9_3_location_passive_can_forbid_interception():
    """R9.3 with a Location passive: Torre da Segunda Chance: explorations there cannot be intercepted."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"]}, p1={"creatures": ["urso-anciao"]},
                 ermo=["torre-segunda-chance", "ponte-partida", "clareira-das-feras"], phase="exploracao")
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))
    assert creature(m, m.uid(1, "creatures", 0))["exhausted"] is False   # never asked, never exhausted
    assert ermo(m, 0)["progress"] == [1, 0] and vest(m, 0) == 1
