"""R5 Turn structure, R4.3 and R12 Reorganização and Final."""

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
    log,
    player,
    relic,
    scenario,
    vit,
)


def phase(m):
    return m.decision()["context"].get("phase")


def test_r5_phases_in_order_never_going_back():
    """R5: Planejamento → Exploração → Reorganização → Combate → Final; only forward moves are offered."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "hand": ["batedor-de-estrada"] * 7}, phase="planejamento")
    seen = []
    while m.decision()["kind"] == "main":
        seen.append(phase(m))
        assert not ({"commit"} & set(kinds(m))) or phase(m) == "planejamento"
        act(m, "end_phase")
    assert seen == ["planejamento", "exploracao", "reorganizacao", "combate"]
    assert m.view(0)["phase"] == "final" and dec(m) == (0, "discard")
    order = [e["args"]["phase"] for e in m.view(0)["log"] if e["key"] == "log.phase" and e["args"]["seat"] == 0]
    assert order == ["exploracao", "reorganizacao", "combate", "final"]
    text = log(m)
    assert [t for t in text if t.startswith("Player 1: ") and t.endswith(" phase.")] == [
        "Player 1: Exploration phase.", "Player 1: Reorganisation phase.", "Player 1: Combat phase.",
        "Player 1: End phase."]


def test_r5_1_inicial_prepares_recovers_renews_then_draws():
    """R5.1: ready creatures and relics, clear newly-played, renew sources (old reserve expired), remove damage
    from own creatures only, then draw 1."""
    m = scenario(p0={"creatures": [{"id": "urso-anciao", "exhausted": True, "damage": 3},
                                   {"id": "lobo-do-ermo", "fresh": True}],
                     "relics": [{"id": "tocha-de-viagem", "exhausted": True}],
                     "committed": ["guarda-da-ponte", "lobo-do-ermo", "batedor-de-estrada"],
                     "essence": {"ordem": 2, "ruina": 1}, "hand": ["eco-errante"]},
                 p1={"creatures": [{"id": "urso-anciao", "damage": 2}]}, phase="combate", active=1)
    urso, lobo, tocha, rival = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1), m.uid(0, "relics", 0), \
        m.uid(1, "creatures", 0)
    top = m.uid(0, "deck", -1)
    act(m, "end_phase")
    assert dec(m) == (0, "main") and phase(m) == "planejamento"
    u, lo = creature(m, urso), creature(m, lobo)
    assert (u["exhausted"], u["damage"]) == (False, 0)
    assert (lo["fresh"], lo["exhausted"]) == (False, False)
    assert relic(m, tocha)["exhausted"] is False
    assert player(m, 0)["essence"] == {"ordem": 1, "ruina": 0, "conhecimento": 0, "instinto": 1, "neutra": 1}
    assert creature(m, rival)["damage"] == 2                   # the rival's creature is not recovered
    assert hand(m, 0)[-1] == top and len(hand(m, 0)) == 2


def test_r5_2_each_player_skips_the_draw_of_their_own_first_turn():
    """R5.2: from a real setup, both first turns start with 5 cards; the first player's second turn draws."""
    m = Match.new({"seed": 3, "players": PLAYERS})
    for _ in range(3):
        m.apply(0)
    first = m.view(0)["first"]
    assert m.view(first)["players"][first]["hand_count"] == 5
    end_phases(m, 1 - first, "planejamento")
    assert m.view(0)["players"][1 - first]["hand_count"] == 5
    assert m.view(0)["players"][1 - first]["deck_count"] == 55
    before = m.view(0)["players"][first]["hand_count"]
    end_phases(m, first, "planejamento")
    assert m.view(0)["players"][first]["hand_count"] == before + 1


def test_r5_2_skip_from_a_position():
    """R5.2: a player whose next turn is their first does not draw (and the log says so)."""
    m = scenario(p0={"turns": 0}, phase="combate", active=1)
    act(m, "end_phase")
    assert len(hand(m, 0)) == 0 and player(m, 0)["deck_count"] == 10
    assert "Player 1 skips the draw on their first turn." in log(m)


def test_r5_3_fatigue_grows_1_2_3_per_player():
    """R5.3: each impossible draw deals 1, then 2, then 3 damage to that player's Vitalidade."""
    m = scenario(p0={"deck": []}, phase="combate", active=1)
    lost = []
    for _ in range(3):
        before = vit(m, 0)
        end_phases(m, 0, "planejamento")
        lost.append(before - vit(m, 0))
        end_phases(m, 1, "planejamento")
    assert lost == [1, 2, 3]
    assert player(m, 0)["fatigue"] == 3 and vit(m, 0) == 14
    assert vit(m, 1) == 20                                     # the rival still has cards: no fatigue


def test_r5_3_fatigue_counts_every_impossible_draw_of_the_game():
    """R5.3: a DESCOBERTA draw from an empty deck continues the same count (2 after a turn's 1)."""
    m = scenario(p0={"deck": [], "fatigue": 1, "creatures": ["batedor-de-estrada"], "desbravador": "maela-orr"},
                 phase="exploracao", progress=[[2, 0], [0, 0], [0, 0]])
    act(m, "explore", card=m.uid(0, "creatures", 0), target=m.slot_uid(0))   # completes Ponte Partida
    assert player(m, 0)["fatigue"] == 2 and vit(m, 0) == 18


def test_r5_3_fatigue_can_end_the_game():
    """R5.3 / R1.1: fatigue that takes the Vitalidade to 0 gives the rival the game."""
    m = scenario(p0={"deck": [], "vitalidade": 1}, phase="combate", active=1)
    act(m, "end_phase")
    assert m.view(0)["result"] == {"winner": 1, "reason": "ruptura"}
    assert m.decision() is None


def test_r4_3_r12_2_hand_limit_applies_only_in_final():
    """R4.3 / R12.2: 8 cards are fine during the turn; in Final discard one at a time (own choice) down to 5."""
    m = scenario(p0={"hand": ["batedor-de-estrada", "eco-errante", "lobo-do-ermo", "urso-anciao",
                              "guarda-da-ponte", "golem-de-indices", "carnical-do-ermo", "cervo-de-musgo"]},
                 phase="planejamento")
    cards = hand(m, 0)
    assert dec(m) == (0, "main")
    end_phases(m, 0, "reorganizacao")
    act(m, "end_phase")                                        # no attacker: Combate passes, then Final
    assert m.view(0)["phase"] == "final"
    chosen = [cards[1], cards[4], cards[6]]
    for i, c in enumerate(chosen):
        assert m.decision() == {"seat": 0, "kind": "discard", "context": {"excess": 3 - i}}
        assert {a["type"] for a in m.actions()} == {"discard"}   # no cards or abilities in Final
        assert sorted(a["card"] for a in m.actions()) == sorted(hand(m, 0))
        act(m, "discard", card=c)
    assert sorted(hand(m, 0)) == sorted(set(cards) - set(chosen))
    assert discard(m, 0) == chosen
    assert m.view(0)["active"] == 1


def test_r12_2_no_discard_at_five_or_fewer():
    """R12.2: with 5 cards the Final phase asks nothing and the rival's turn begins."""
    m = scenario(p0={"hand": ["batedor-de-estrada"] * 5}, phase="combate")
    act(m, "end_phase")
    assert m.view(0)["active"] == 1 and len(hand(m, 0)) == 5


def test_r12_1_no_commitment_in_reorganizacao():
    """R12.1 / R6.1: Reorganização allows plays but not Compromisso."""
    m = scenario(p0={"hand": ["batedor-de-estrada"], "essence": {"neutra": 1}}, phase="reorganizacao")
    assert "commit" not in kinds(m) and "play" in kinds(m)


def test_r12_2_turn_effects_end_in_final_and_lethal_damage_is_checked():
    """R12.2 / R7.3: a 'this turn' +2 RES ends in Final; the marked damage then destroys the creature."""
    base = scenario(p0={"creatures": [{"id": "lobo-do-ermo", "damage": 2}]}, phase="combate")
    lobo = base.uid(0, "creatures", 0)
    m = edit(base, lambda pos: pos["mods"].append([lobo, 0, 2, 0, 1]))   # +2 RES until end of turn
    assert creature(m, lobo)["res"] == 3
    act(m, "end_phase")
    assert creature(m, lobo) is None and lobo in discard(m, 0)


def test_r5_1_start_of_turn_passives_after_preparacao_recuperacao_before_compra():
    """R5.1: when Ysolde's start-of-turn passive asks for its target, the creatures are already ready and
    recovered and the Essence renewed, but the card of Compra has not been drawn yet."""
    m = scenario(p0={"creatures": [{"id": "ysolde-voz-da-floresta", "exhausted": True},
                                   {"id": "urso-anciao", "exhausted": True, "damage": 2}],
                     "committed": ["lobo-do-ermo"], "hand": ["eco-errante"]},
                 phase="combate", active=1)
    ysolde, urso = m.uid(0, "creatures", 0), m.uid(0, "creatures", 1)
    act(m, "end_phase")
    assert dec(m) == (0, "target") and m.view(0)["phase"] == "inicial"
    assert creature(m, ysolde)["exhausted"] is False and creature(m, urso)["damage"] == 0
    assert player(m, 0)["essence"]["instinto"] == 1
    assert len(hand(m, 0)) == 1                                  # no Compra yet
    act(m, "choose", target=urso)
    assert (creature(m, urso)["atk"], creature(m, urso)["res"]) == (5, 6)
    assert len(hand(m, 0)) == 2 and phase(m) == "planejamento"
