"""R10 Combat (and R7.3 damage persistence through the rival's turn)."""

from rulekit import act, creature, dec, discard, end_phases, offered, scenario, vit

NO_AURA = "maela-orr"        # a Desbravador whose passive does not touch combat stats


def test_r10_example_attacker_keeps_damage_until_its_controllers_recuperacao():
    """R10 example: 3/4 attacker vs 2/3 interceptor: the interceptor takes 3 and dies; the attacker takes 2,
    survives, and keeps the 2 damage through the rival's turn until its own Recuperação (R7.3, R5.1)."""
    m = scenario(p0={"desbravador": NO_AURA, "creatures": ["cavaleiro-do-juramento"]},
                 p1={"desbravador": NO_AURA, "creatures": ["guarda-da-ponte"]}, phase="combate")
    atk, guarda = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    assert (creature(m, atk)["atk"], creature(m, atk)["res"]) == (3, 4)
    assert (creature(m, guarda)["atk"], creature(m, guarda)["res"]) == (2, 3)
    act(m, "attack", card=atk)
    assert dec(m) == (1, "intercept")
    act(m, "intercept", card=guarda)
    assert creature(m, guarda) is None and guarda in discard(m, 1)
    c = creature(m, atk)
    assert c["damage"] == 2 and c["res"] == 4                  # printed RES unchanged; 2 remaining shown by the table
    assert vit(m, 1) == 20                                     # no excess damage to the Desbravador
    # the rival's turn: its Recuperação does not touch our creature
    end_phases(m, 1, "planejamento")
    assert creature(m, atk)["damage"] == 2
    end_phases(m, 1, "reorganizacao")
    assert creature(m, atk)["damage"] == 2
    # our next turn: Recuperação clears it
    end_phases(m, 0, "planejamento")
    assert creature(m, atk)["damage"] == 0 and creature(m, atk)["exhausted"] is False


def test_r10_2_unintercepted_attack_damages_the_rival_vitalidade():
    """R10.2: not intercepted, the attacker's ATQ goes to the rival Desbravador."""
    m = scenario(p0={"creatures": ["urso-anciao"]}, p1={"creatures": ["lobo-do-ermo"]}, phase="combate")
    urso = m.uid(0, "creatures", 0)
    act(m, "attack", card=urso)
    act(m, "let_pass")
    assert vit(m, 1) == 16
    assert creature(m, urso)["damage"] == 0


def test_r10_2_no_trample_excess_damage_never_reaches_the_desbravador():
    """R10.2: intercepted, the excess of a 4 ATQ attacker over a 1 RES interceptor is lost."""
    m = scenario(p0={"creatures": ["urso-anciao"]}, p1={"creatures": ["lobo-do-ermo"]}, phase="combate")
    urso, lobo = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "attack", card=urso)
    act(m, "intercept", card=lobo)
    assert vit(m, 1) == 20
    assert creature(m, lobo) is None
    assert creature(m, urso)["damage"] == 2


def test_r10_1_attacker_eligibility_and_exhaustion():
    """R10.1 / R7.1: only ready, not newly-played creatures attack; declaring exhausts the attacker."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", {"id": "lobo-do-ermo", "fresh": True},
                                   {"id": "lobo-do-ermo", "exhausted": True}]}, phase="combate")
    ready = m.uid(0, "creatures", 0)
    assert [a for a in m.actions() if a["type"] == "attack"] == [{"type": "attack", "card": ready}]
    act(m, "attack", card=ready)
    assert creature(m, ready)["exhausted"] is True


def test_r10_1_each_attack_resolves_before_the_next_and_phase_may_end():
    """R10.1: the second attack can only be declared once the first has resolved; ending without attacks is offered."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "lobo-do-ermo"]}, p1={"creatures": ["eco-errante"]},
                 phase="combate")
    a, b = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    assert offered(m, "end_phase")
    act(m, "attack", card=a)
    assert dec(m) == (1, "intercept")                          # no other attack can be declared now
    act(m, "let_pass")
    assert vit(m, 1) == 18
    assert dec(m) == (0, "main") and m.decision()["context"]["phase"] == "combate"
    assert offered(m, "attack", card=b) and offered(m, "end_phase")
    act(m, "end_phase")
    assert vit(m, 1) == 18
    assert m.view(0)["active"] == 1                            # Final passed, the rival's turn


def test_r10_1_newly_played_ready_creature_may_intercept_an_attack():
    """R10.1 / R7.1: the defender may intercept with a newly-played ready creature, not an exhausted one."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"]},
                 p1={"creatures": [{"id": "eco-errante", "fresh": True}, {"id": "urso-anciao", "exhausted": True}]},
                 phase="combate")
    lobo, eco = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "attack", card=lobo)
    assert sorted(a.get("card", -1) for a in m.actions()) == [-1, eco]
    act(m, "intercept", card=eco)
    assert creature(m, eco) is None and creature(m, lobo) is None   # 2 vs 1/2, 1 vs 2/1: both die
    assert vit(m, 1) == 20


def test_r10_1_no_ready_defender_means_no_interception_decision():
    """R10.1: a defender without ready creatures is not asked; the damage goes through."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"]}, p1={"creatures": [{"id": "urso-anciao", "exhausted": True}]},
                 phase="combate")
    act(m, "attack", card=m.uid(0, "creatures", 0))
    assert vit(m, 1) == 18


def test_r10_2_interceptor_damage_also_persists_until_its_controllers_recuperacao():
    """R7.3: damage on the rival's surviving interceptor stays during our turn and is removed at its own turn."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "lobo-do-ermo"]}, p1={"creatures": ["urso-anciao"]},
                 phase="combate")
    lobo, urso = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "attack", card=lobo)
    act(m, "intercept", card=urso)
    assert m.view(0)["active"] == 0                            # still our Combate: the other Lobo may attack
    assert creature(m, urso)["damage"] == 2 and creature(m, urso)["exhausted"] is True
    act(m, "end_phase")
    end_phases(m, 1, "planejamento")
    assert creature(m, urso)["damage"] == 0 and creature(m, urso)["exhausted"] is False
