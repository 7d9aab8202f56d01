"""R4 field limits and R7 creatures: readiness, damage, Únicas and REERGUER."""

from eidolon.i18n import both
from rulekit import act, creature, discard, end_phases, ess, hand, kinds, log, offered, player, scenario


def test_r4_1_r4_2_at_most_six_creatures():
    """R4.1 / R4.2: with 6 creatures a creature cannot be played; with 5 it can."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"] * 6, "hand": ["lobo-do-ermo"], "essence": {"instinto": 1}})
    card = hand(m, 0)[0]
    assert not offered(m, "play", card=card)
    assert [u["card"] for u in m.view(0)["unplayable"]] == [card]
    m = scenario(p0={"creatures": ["lobo-do-ermo"] * 5, "hand": ["lobo-do-ermo"], "essence": {"instinto": 1}})
    act(m, "play", card=hand(m, 0)[0])
    assert len(player(m, 0)["creatures"]) == 6


def test_r4_1_r4_2_at_most_five_relics():
    """R4.1 / R4.2: with 5 relics a relic cannot be played; with 4 it can."""
    m = scenario(p0={"relics": ["tocha-de-viagem"] * 5, "hand": ["tocha-de-viagem"], "essence": {"neutra": 1}})
    assert not offered(m, "play", card=hand(m, 0)[0])
    m = scenario(p0={"relics": ["tocha-de-viagem"] * 4, "hand": ["tocha-de-viagem"], "essence": {"neutra": 1}})
    act(m, "play", card=hand(m, 0)[0])
    assert len(player(m, 0)["relics"]) == 5


def test_r7_1_newly_played_until_the_controllers_next_turn():
    """R7.1: a creature enters ready but newly played; it cannot explore or attack this turn, stays newly
    played during the rival's turn (where it may intercept), and is eligible from its controller's next turn."""
    m = scenario(p0={"hand": ["urso-anciao"], "essence": {"instinto": 4}},
                 p1={"creatures": ["eco-errante", "eco-errante"]}, phase="planejamento")
    urso = hand(m, 0)[0]
    act(m, "play", card=urso)
    assert (creature(m, urso)["fresh"], creature(m, urso)["exhausted"]) == (True, False)
    act(m, "end_phase")
    assert m.decision()["context"]["phase"] == "reorganizacao"   # Exploração passed: nobody may explore
    act(m, "end_phase")                                           # Combate passes too: the rival's turn
    assert m.view(0)["active"] == 1
    assert creature(m, urso)["fresh"] is True
    end_phases(m, 1, "combate")
    act(m, "attack", card=m.uid(1, "creatures", 0))
    act(m, "intercept", card=urso)                                # newly played, ready: may intercept
    assert creature(m, urso)["damage"] == 1
    end_phases(m, 0, "planejamento")
    assert creature(m, urso)["fresh"] is False and creature(m, urso)["damage"] == 0
    end_phases(m, 0, "exploracao")
    assert offered(m, "explore", card=urso, target=m.slot_uid(0))


def test_r7_3_damage_accumulates_and_destroys_at_current_res():
    """R7.3: 1 marked damage + 2 from a fight reaches the Guarda's RES 3: destroyed."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"]}, p1={"creatures": [{"id": "guarda-da-ponte", "damage": 1}]},
                 phase="combate")
    guarda = m.uid(1, "creatures", 0)
    assert creature(m, guarda)["res"] == 3 and creature(m, guarda)["damage"] == 1
    act(m, "attack", card=m.uid(0, "creatures", 0))
    act(m, "intercept", card=guarda)
    assert creature(m, guarda) is None and guarda in discard(m, 1)


def test_r7_4_unique_cannot_be_played_while_one_is_controlled():
    """R7.4: a second Sira cannot be played while one is on the own field; the rival's Sira does not matter."""
    m = scenario(p0={"creatures": ["sira-dos-muitos-nomes"], "hand": ["sira-dos-muitos-nomes"],
                     "essence": {"instinto": 3}})
    assert not offered(m, "play", card=hand(m, 0)[0])
    m = scenario(p0={"hand": ["sira-dos-muitos-nomes"], "essence": {"instinto": 3}},
                 p1={"creatures": ["sira-dos-muitos-nomes"]})
    act(m, "play", card=hand(m, 0)[0])
    assert [c["id"] for c in player(m, 0)["creatures"]] == ["sira-dos-muitos-nomes"]


def test_r7_4_reerguer_readies_without_healing_clearing_fresh_or_chegada():
    """R7.4 / R14.2: discard a copy, pay its cost, ready the exhausted Única: damage and the newly-played mark
    stay, and no ability triggers."""
    m = scenario(p0={"creatures": [{"id": "sira-dos-muitos-nomes", "exhausted": True, "fresh": True, "damage": 2}],
                     "hand": ["sira-dos-muitos-nomes"], "essence": {"instinto": 3}})
    sira, copy = m.uid(0, "creatures", 0), hand(m, 0)[0]
    assert not offered(m, "play", card=copy)
    n_log = len(log(m))
    act(m, "reerguer", card=copy, target=sira)
    c = creature(m, sira)
    assert (c["exhausted"], c["fresh"], c["damage"]) == (False, True, 2)
    assert copy in discard(m, 0) and ess(m, 0)["instinto"] == 0
    assert not any("resolves" in line for line in log(m)[n_log:])
    assert player(m, 0)["vestigios"] == 0


def test_r7_4_reerguer_lets_the_unique_act_again():
    """R7.4: an exhausted Sira (not newly played) readied in Reorganização may attack in Combate."""
    m = scenario(p0={"creatures": [{"id": "sira-dos-muitos-nomes", "exhausted": True}],
                     "hand": ["sira-dos-muitos-nomes"], "essence": {"instinto": 3}}, phase="reorganizacao")
    sira = m.uid(0, "creatures", 0)
    act(m, "reerguer", card=hand(m, 0)[0], target=sira)
    act(m, "end_phase")
    assert offered(m, "attack", card=sira)


def test_r7_4_reerguer_only_when_allowed():
    """R7.4: only in Planejamento/Reorganização, only for an exhausted Única, only if the cost can be paid."""
    spec = {"creatures": [{"id": "sira-dos-muitos-nomes", "exhausted": True}, "lobo-do-ermo"],
            "hand": ["sira-dos-muitos-nomes"], "essence": {"instinto": 3}}
    for ph in ("exploracao", "combate"):
        assert "reerguer" not in kinds(scenario(p0=spec, phase=ph)), ph
    assert "reerguer" in kinds(scenario(p0=spec, phase="planejamento"))
    assert "reerguer" not in kinds(scenario(p0={**spec, "essence": {"instinto": 2}}))
    assert "reerguer" not in kinds(scenario(p0={**spec, "creatures": ["sira-dos-muitos-nomes"]}))


def test_r4_1_r12_2_limit_texts_state_the_rules_numbers():
    """R4.1 / R12.2: the "field full" reasons and the Final discard count come from the rules' constants."""
    from eidolon.rulesets.eidolon.state import HAND_LIMIT, MAX_CREATURES, MAX_RELICS

    m = scenario(p0={"creatures": ["lobo-do-ermo"] * MAX_CREATURES, "relics": ["tocha-de-viagem"] * MAX_RELICS,
                     "hand": ["lobo-do-ermo", "mula-de-carga"], "essence": {"instinto": 1, "neutra": 1}})
    reasons = [both(u["reason"]) for u in m.view(0)["unplayable"]]
    assert reasons == [{"pt": f"Campo cheio: {MAX_CREATURES} criaturas", "en": f"Field full: {MAX_CREATURES} creatures"},
                       {"pt": f"Área de relíquias cheia: {MAX_RELICS} relíquias",
                        "en": f"Relic area full: {MAX_RELICS} relics"}]
    m = scenario(p0={"hand": ["lobo-do-ermo"] * (HAND_LIMIT + 2)}, phase="combate")
    act(m, "end_phase")
    assert m.decision() == {"seat": 0, "kind": "discard", "context": {"excess": 2}}
