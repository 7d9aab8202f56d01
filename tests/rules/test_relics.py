"""R13 Relics (and R7.2: relics have no newly-played wait)."""

from rulekit import act, creature, dec, discard, ess, hand, kinds, player, relic, scenario


def attaches(m, relic_uid):
    return sorted(a["target"] for a in m.actions() if a["type"] == "attach" and a["card"] == relic_uid)


def test_r13_1_relics_never_explore_attack_or_intercept():
    """R13.1: only creatures are offered as explorer, attacker or interceptor."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "relics": ["tocha-de-viagem"]}, phase="exploracao")
    lobo = m.uid(0, "creatures", 0)
    assert {a.get("card") for a in m.actions() if a["type"] == "explore"} == {lobo}
    m = scenario(p0={"creatures": ["lobo-do-ermo", "lobo-do-ermo"], "relics": ["tocha-de-viagem"]},
                 p1={"creatures": [{"id": "urso-anciao", "exhausted": True}], "relics": ["tocha-de-viagem"]},
                 phase="combate")
    assert {a.get("card") for a in m.actions() if a["type"] == "attack"} == {m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)}
    act(m, "attack", card=m.uid(0, "creatures", 0))
    assert dec(m) == (0, "main")                               # the rival's relic could not intercept
    assert player(m, 1)["desbravador"]["vitalidade"] == 18


def test_r13_2_attach_pays_one_essence_of_the_relic_identity_and_exhausts_it():
    """R13.2: Lança do Vigia (Ordem) needs 1 Ordem; attaching exhausts it and gives its bonuses."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "relics": ["lanca-do-vigia"], "essence": {"neutra": 2, "ruina": 1}})
    lanca, lobo = m.uid(0, "relics", 0), m.uid(0, "creatures", 0)
    assert attaches(m, lanca) == []
    m = scenario(p0={"creatures": ["lobo-do-ermo", "urso-anciao"], "relics": ["lanca-do-vigia"],
                     "essence": {"ordem": 1, "neutra": 1}})
    lanca, lobo, urso = m.uid(0, "relics", 0), m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    assert attaches(m, lanca) == sorted([lobo, urso])
    act(m, "attach", card=lanca, target=lobo)
    assert ess(m, 0)["ordem"] == 0 and ess(m, 0)["neutra"] == 1
    assert relic(m, lanca) == {"uid": lanca, "id": "lanca-do-vigia", "exhausted": True, "attached_to": lobo}
    c = creature(m, lobo)
    assert (c["atk"], c["res"], c["exp"], c["equipped_with"]) == (3, 2, 1, lanca)   # R13.4
    assert attaches(m, lanca) == []                           # exhausted: no move until it is ready again


def test_r13_2_neutral_relic_accepts_any_essence():
    """R13.2 / R6.3: Tocha de Viagem (neutral) is attached with Ruína Essence."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "relics": ["tocha-de-viagem"], "essence": {"ruina": 1}})
    tocha, lobo = m.uid(0, "relics", 0), m.uid(0, "creatures", 0)
    act(m, "attach", card=tocha, target=lobo)
    assert ess(m, 0)["ruina"] == 0 and creature(m, lobo)["exp"] == 2


def test_r13_2_one_attachment_per_creature():
    """R13.2: a creature that carries a relic cannot receive another."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "urso-anciao"],
                     "relics": [{"id": "tocha-de-viagem", "attached_to": 0}, "sela-de-galhada"],
                     "essence": {"instinto": 2}})
    sela, lobo, urso = m.uid(0, "relics", 1), m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    assert attaches(m, sela) == [urso]
    assert lobo not in attaches(m, sela)


def test_r13_2_equipping_does_not_ready_or_clear_newly_played():
    """R13.2: attaching to a newly-played or exhausted creature leaves those marks as they were."""
    m = scenario(p0={"creatures": [{"id": "lobo-do-ermo", "fresh": True}, {"id": "urso-anciao", "exhausted": True}],
                     "relics": ["tocha-de-viagem", "sela-de-galhada"], "essence": {"instinto": 2}},
                 phase="reorganizacao")
    lobo, urso = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "attach", card=m.uid(0, "relics", 0), target=lobo)
    act(m, "attach", card=m.uid(0, "relics", 1), target=urso)
    assert creature(m, lobo)["fresh"] is True and creature(m, urso)["exhausted"] is True
    act(m, "end_phase")                                        # nobody can attack: the turn passes
    assert m.view(0)["active"] == 1


def test_r13_2_attach_only_in_planejamento_or_reorganizacao():
    """R13.2: attach/move is not offered in Exploração or Combate."""
    spec = {"creatures": ["lobo-do-ermo"], "relics": ["tocha-de-viagem"], "essence": {"neutra": 1}}
    assert "attach" in kinds(scenario(p0=spec, phase="planejamento"))
    assert "attach" in kinds(scenario(p0=spec, phase="reorganizacao"))
    assert "attach" not in kinds(scenario(p0=spec, phase="exploracao"))
    assert "attach" not in kinds(scenario(p0=spec, phase="combate"))


def test_r7_2_a_relic_can_be_attached_the_turn_it_is_played():
    """R7.2: relics have no wait: played, then attached at once."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["tocha-de-viagem"], "essence": {"neutra": 2}})
    tocha, lobo = hand(m, 0)[0], m.uid(0, "creatures", 0)
    act(m, "play", card=tocha)
    act(m, "attach", card=tocha, target=lobo)
    assert relic(m, tocha)["attached_to"] == lobo


def test_r13_3_moving_transfers_bonuses_and_lethal_damage_destroys_the_old_bearer():
    """R13.3: moving Lança do Vigia off a 3/2 Lobo with 1 damage leaves it 2/1 with 1 damage: destroyed."""
    m = scenario(p0={"creatures": [{"id": "lobo-do-ermo", "damage": 1}, "urso-anciao"],
                     "relics": [{"id": "lanca-do-vigia", "attached_to": 0}], "essence": {"ordem": 1}})
    lobo, urso, lanca = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1), m.uid(0, "relics", 0)
    assert creature(m, lobo)["res"] == 2
    act(m, "attach", card=lanca, target=urso)
    assert creature(m, lobo) is None and lobo in discard(m, 0)
    u = creature(m, urso)
    assert (u["atk"], u["res"], u["equipped_with"]) == (5, 6, lanca)
    assert relic(m, lanca)["attached_to"] == urso


def test_r13_3_moving_off_a_healthy_bearer_only_removes_bonuses():
    """R13.3: without lethal damage the old bearer simply loses the bonuses."""
    m = scenario(p0={"creatures": ["urso-anciao", "lobo-do-ermo"],
                     "relics": [{"id": "lanca-do-vigia", "attached_to": 0}], "essence": {"ordem": 1}})
    urso, lobo, lanca = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1), m.uid(0, "relics", 0)
    act(m, "attach", card=lanca, target=lobo)
    u = creature(m, urso)
    assert (u["atk"], u["res"], u["equipped_with"]) == (4, 5, None)


def test_r13_3_relic_stays_unattached_when_its_bearer_dies():
    """R13.3: the bearer is destroyed in combat; the relic stays in the relic area with no bearer."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "lobo-do-ermo"]},
                 p1={"creatures": ["eco-errante"], "relics": [{"id": "tocha-de-viagem", "attached_to": 0}]},
                 phase="combate")
    eco, tocha = m.uid(1, "creatures", 0), m.uid(1, "relics", 0)
    act(m, "attack", card=m.uid(0, "creatures", 0))
    act(m, "intercept", card=eco)
    assert creature(m, eco) is None
    assert relic(m, tocha) == {"uid": tocha, "id": "tocha-de-viagem", "exhausted": False, "attached_to": None}
    assert tocha not in discard(m, 1)
