"""R16 decisions: trigger order (R16.1), simultaneous destruction (R16.2), targets (R16.4)."""

from eidolon.i18n import text
from rulekit import act, creature, dec, discard, end_phases, hand, name, offered, player, scenario, vest, vit

ERMO = ["ponte-partida", "bosque-dos-ecos", "clareira-das-feras"]


def resolved(m, start):
    """Names of the sources whose "X resolves." lines appear in the log after index start."""
    return [line[: -len(" resolves.")] for line in m.view(0)["log"][start:] for line in [text(line, "en")]
            if line.endswith(" resolves.")]


def test_r16_1_r16_2_active_player_orders_simultaneous_queda_of_both_players():
    """R16.2: Carniçal (active player's) and Eco Errante (rival's) die in the same fight, together; R16.1: the
    active player chooses the order of both QUEDA triggers, and the log follows it."""
    m = scenario(p0={"creatures": ["carnical-do-ermo", "lobo-do-ermo"]}, p1={"creatures": ["eco-errante"]},
                 phase="combate")
    carnical, eco = m.uid(0, "creatures", 0), m.uid(1, "creatures", 0)
    act(m, "attack", card=carnical)
    act(m, "intercept", card=eco)
    d = m.decision()
    assert (d["seat"], d["kind"]) == (0, "order")
    assert sorted(t["source"]["uid"] for t in d["context"]["triggers"]) == sorted([carnical, eco])
    assert carnical in discard(m, 0) and eco in discard(m, 1)    # destroyed together, before any QUEDA
    assert m.actions() == [{"type": "order", "index": 0}, {"type": "order", "index": 1}]
    start = len(m.view(0)["log"])
    act(m, "order", index=next(i for i, t in enumerate(d["context"]["triggers"]) if t["source"]["uid"] == eco))
    assert resolved(m, start) == [name("eco-errante"), name("carnical-do-ermo")]
    assert len(hand(m, 1)) == 1 and vit(m, 1) == 19


def test_r16_1_three_triggers_are_ordered_one_at_a_time():
    """R16.1 / R14.5: Sira's EXPLORAR, Maela's and the Cartógrafa's DESCOBERTA after a completion: the active
    player picks the first, then the second; the last resolves by itself."""
    m = scenario(p0={"desbravador": "maela-orr", "creatures": ["sira-dos-muitos-nomes", "cartografa-errante"]},
                 ermo=ERMO, phase="exploracao", progress=[[0, 0], [1, 0], [0, 0]])
    sira = m.uid(0, "creatures", 0)
    act(m, "explore", card=sira, target=m.slot_uid(1))         # Eco on Bosque: 1 + 3 + 1 = 5: complete
    start = len(m.view(0)["log"])
    names = [t["source"]["id"] for t in m.decision()["context"]["triggers"]]
    assert dec(m) == (0, "order") and sorted(names) == ["cartografa-errante", "maela-orr", "sira-dos-muitos-nomes"]
    act(m, "order", index=names.index("sira-dos-muitos-nomes"))
    names = [t["source"]["id"] for t in m.decision()["context"]["triggers"]]
    assert dec(m) == (0, "order") and sorted(names) == ["cartografa-errante", "maela-orr"]
    act(m, "order", index=names.index("maela-orr"))
    assert resolved(m, start) == [name("sira-dos-muitos-nomes"), name("maela-orr"),
                                 name("cartografa-errante")]
    assert vest(m, 0) == 2 and len(hand(m, 0)) == 1 + 1 + 2    # Bosque's reward + Maela + Cartógrafa


def test_r16_4_targets_are_named_by_the_offered_actions():
    """R16.4: a ritual is offered once per legal target; without a legal target it is not offered."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "urso-anciao"], "hand": ["crescimento-selvagem"],
                     "essence": {"instinto": 1}}, p1={"creatures": ["lobo-do-ermo"]})
    card = hand(m, 0)[0]
    plays = [a for a in m.actions() if a["type"] == "play"]
    assert {a["card"] for a in plays} == {card}
    assert sorted(a["target"] for a in plays) == sorted([m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)])
    m = scenario(p0={"hand": ["crescimento-selvagem"], "essence": {"instinto": 1}}, p1={"creatures": ["lobo-do-ermo"]})
    assert not [a for a in m.actions() if a["type"] == "play"]
    assert [u["card"] for u in m.view(0)["unplayable"]] == hand(m, 0)


def test_r16_4_trigger_target_follow_up_lists_only_legal_targets():
    """R16.4: Arauto Cinzento's CHEGADA with two rival creatures asks its controller, listing just those two."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["arauto-cinzento"], "essence": {"ruina": 3}},
                 p1={"creatures": ["lobo-do-ermo", "urso-anciao"]})
    arauto = hand(m, 0)[0]
    l1, urso = m.uid(1, "creatures", 0), m.uid(1, "creatures", 1)
    act(m, "play", card=arauto)
    assert m.decision() == {"seat": 0, "kind": "target", "context": {"source": {"uid": arauto, "id": "arauto-cinzento"}}}
    assert sorted(a["target"] for a in m.actions()) == sorted([l1, urso])
    assert {a["type"] for a in m.actions()} == {"choose"}
    act(m, "choose", target=urso)
    assert creature(m, urso)["damage"] == 1 and creature(m, l1)["damage"] == 0


def test_r16_4_single_legal_target_is_used_without_asking():
    """R16.4: with one rival creature the CHEGADA resolves on it directly."""
    m = scenario(p0={"hand": ["arauto-cinzento"], "essence": {"ruina": 3}}, p1={"creatures": ["lobo-do-ermo"]})
    lobo = m.uid(1, "creatures", 0)
    act(m, "play", card=hand(m, 0)[0])
    assert dec(m) == (0, "main")
    assert creature(m, lobo) is None and lobo in discard(m, 1)


def test_r16_1_r16_4_impossible_part_is_skipped():
    """R16.1 / R16.4: no rival creature: the Arauto still enters; only its CHEGADA damage is skipped."""
    m = scenario(p0={"hand": ["arauto-cinzento"], "essence": {"ruina": 3}})
    arauto = hand(m, 0)[0]
    act(m, "play", card=arauto)
    assert dec(m) == (0, "main") and creature(m, arauto)["fresh"] is True
    assert vit(m, 1) == 20 and player(m, 0)["essence"]["ruina"] == 0


def test_r16_4_response_targets_are_own_participants_only():
    """R16.4 / R11.5: Golpe Oportunista of the defender lists only its own interceptor."""
    m = scenario(p0={"creatures": ["lobo-do-ermo", "lobo-do-ermo"]},
                 p1={"creatures": ["urso-anciao", "eco-errante"], "hand": ["golpe-oportunista"], "essence": {"ruina": 1}},
                 phase="combate")
    act(m, "attack", card=m.uid(0, "creatures", 0))
    act(m, "intercept", card=m.uid(1, "creatures", 1))
    assert [a for a in m.actions() if a["type"] == "respond"] == [
        {"type": "respond", "card": m.uid(1, "hand", 0), "target": m.uid(1, "creatures", 1)}]
    assert offered(m, "pass_window")


def test_r16_1_start_of_turn_passives_are_ordered_by_the_active_player():
    """R16.1: two start-of-turn passives (Mestre Oren Lume, Lanterna das Eras): the active player orders them."""
    m = scenario(p0={"creatures": ["mestre-oren-lume"], "relics": ["lanterna-das-eras"]}, phase="combate", active=1)
    act(m, "end_phase")
    d = m.decision()
    assert (d["seat"], d["kind"]) == (0, "order")
    names = [t["source"]["id"] for t in d["context"]["triggers"]]
    assert sorted(names) == ["lanterna-das-eras", "mestre-oren-lume"]
    start = len(m.view(0)["log"])
    act(m, "order", index=names.index("lanterna-das-eras"))
    assert resolved(m, start) == [name("lanterna-das-eras"), name("mestre-oren-lume")]
    assert vest(m, 0) == 1 and len(hand(m, 0)) == 2              # Oren's draw, then the Compra


def test_r16_5_lasting_increases_respect_the_card_limits():
    """R16.5: ten Crescimento Selvagem (+1 ATQ / +1 RES while on the field) on Urso Ancião (4/5) stop at 12/12;
    the attack deals 12, not 14."""
    m = scenario(p0={"creatures": ["urso-anciao"], "hand": ["crescimento-selvagem"] * 10, "essence": {"instinto": 10}})
    urso = m.uid(0, "creatures", 0)
    for card in hand(m, 0):
        act(m, "play", card=card, target=urso)
    c = creature(m, urso)
    assert (c["atk"], c["res"], c["exp"]) == (12, 12, 1)
    end_phases(m, 0, "combate")
    act(m, "attack", card=urso)
    assert vit(m, 1) == 20 - 12
