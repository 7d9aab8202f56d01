"""Triggered abilities (issue 24, triggers.py): start and end of turn (K13, K14), after a key is forged (K14),
after a card is played or a creature enters play (K29, K44), reaps (K46), fights (K47) or is destroyed (K58);
whose event each answers (K81); two or more at once ordered by the active player (K14). From positions, each
with what it must not answer beside what it answers."""

from __future__ import annotations

import pytest
from archonkit import Table, table
from eidolon.core.errors import PositionError
from eidolon.rulesets.archon.cards import CardDataError, card_from_json
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import ChoiceKind, TaskKind, Verb, Zone


def order_sources(t: Table) -> set[str]:
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.ORDER
    return {t.s.ids[t.s.queue[a.target].source] for a in t.offered(Verb.ORDER)}


def resolve_first(t: Table, cid: str) -> None:
    t.do(Verb.ORDER, target=next(a.target for a in t.offered(Verb.ORDER) if t.s.ids[t.s.queue[a.target].source] == cid))


def test_K14_start_of_turn_effects_resolve_before_the_forge() -> None:
    """Sino: "At the start of your turn: Gain 1Æ": 5 + 1 = 6 forges the same turn; the rival's Sino does not
    ring on this player's turn."""
    t = table({}, {"artifacts": ["sino-do-primeiro-vapor"]}, amber=(0, 5))
    t.do(Verb.END)
    keys = t.log_keys()
    assert keys.index("gain") < keys.index("forge")
    assert t.s.players[1].keys == 1 and t.s.players[1].amber == 0
    t2 = table({"artifacts": ["sino-do-primeiro-vapor"]}, {}, amber=(0, 5))
    t2.do(Verb.END)
    assert t2.s.players[1].keys == 0 and t2.s.players[0].amber == 0 and "gain" not in t2.log_keys()


def test_K14_K81_start_of_the_opponents_turn() -> None:
    """Vigia Insone heals fully at the start of its opponent's turn, not of its own."""
    t = table({"line": ["vigia-insone"]}, {}, status={"0:vigia-insone": {"damage": 3}})
    t.do(Verb.END)
    assert t.s.damage[t.u(0, "vigia-insone")] == 0
    t2 = table({"line": ["vigia-insone"]}, {}, active=1, house="vereda", status={"0:vigia-insone": {"damage": 3}})
    t2.do(Verb.END)
    assert t2.s.damage[t2.u(0, "vigia-insone")] == 3


def test_K13_end_of_turn_effects_resolve_after_the_draw_and_before_the_next_turn() -> None:
    t = table({"artifacts": ["fornalha-noturna"], "deck": ["onda-primeira"] * 7},
              {"line": ["cervo-ancestral", "piromante"]})
    t.do(Verb.END)
    assert t.s.choice is not None and t.s.active == 0          # still this turn, a target to choose
    assert len(t.s.players[0].hand) == 6                        # step 5 came first
    assert {a.target for a in t.offered(Verb.PICK)} == {t.u(1, "cervo-ancestral"), t.u(1, "piromante")}
    t.do(Verb.PICK, target=t.u(1, "cervo-ancestral"))
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 1 and t.s.active == 1 and t.s.choice is None
    t2 = table({"artifacts": ["fornalha-noturna"]}, {"line": ["cervo-ancestral"]}, active=1, house="vereda")
    t2.do(Verb.END)                                             # the opponent's turn ends: nothing
    assert t2.s.damage[t2.u(1, "cervo-ancestral")] == 0 and t2.s.active == 0


def test_K13_end_of_turn_archive_and_a_turn_position_round_trip() -> None:
    """Relojoeira archives at the end of its controller's turn; mid-resolution the position holds the pending
    turn end (a TURN_OVER task) and reads back to the same hash; a forged event task is refused."""
    t = table({"line": ["relojoeira-paciente"], "artifacts": ["fornalha-noturna"], "deck": ["onda-primeira"] * 8},
              {"line": ["cervo-ancestral", "piromante"]})
    t.do(Verb.END)
    resolve_first(t, "fornalha-noturna")
    assert any(x.kind == TaskKind.TURN_OVER for x in t.s.stack)
    pos = position_to_json(t.s)
    assert ARCHON.state_hash(position_from_json(pos)) == ARCHON.state_hash(t.s)
    t.do(Verb.PICK, target=t.u(1, "piromante"))
    assert len(t.s.players[0].archives) == 1 and t.s.active == 1
    pos["stack"].append({"kind": "event", "source": -1, "seat": 0, "ability": 0, "step": 13, "other": -1,
                         "ok": True, "trig": False, "again": False})
    with pytest.raises(PositionError, match="task step"):
        position_from_json(pos)


def test_K14_K81_after_a_key_is_forged_friendly_and_enemy_together() -> None:
    """Seat 2 forges: its Eco draws, seat 1's Ressentido gets +2 power; seat 1's own Eco does nothing. Two
    abilities at once: the active player orders them."""
    t = table({"line": ["ressentido-das-chaves", "eco-da-chave"]},
              {"line": ["eco-da-chave"], "deck": ["onda-primeira"] * 3}, amber=(0, 6))
    t.do(Verb.END)
    assert t.s.players[1].keys == 1
    assert order_sources(t) == {"ressentido-das-chaves", "eco-da-chave"} and len(t.s.queue) == 2
    resolve_first(t, "eco-da-chave")
    assert t.s.tokens[t.u(0, "ressentido-das-chaves")] == 2
    assert len(t.s.players[1].hand) == 1 and not t.s.players[0].hand


def test_K14_K29_after_a_card_is_played_the_card_itself_not_answering() -> None:
    t = table({"hand": ["onda-primeira", "cronista-da-mare"], "line": ["cronista-da-mare"]},
              {"line": ["espia-das-brasas", "cronista-da-mare"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "onda-primeira"))
    # not the rival's Cronista; the card's own "Play:" is ordered with what its play caused (K14)
    assert order_sources(t) == {"cronista-da-mare", "espia-das-brasas", "onda-primeira"}
    assert t.s.players[0].amber == 2                             # the bonus only: its "Play:" waits in the order
    resolve_first(t, "onda-primeira")
    assert t.s.players[0].amber == 3
    resolve_first(t, "cronista-da-mare")
    old = t.u(0, "cronista-da-mare", 1)                          # the one in play (copy 0 is in hand)
    assert t.s.tokens[old] == 1 and t.s.held[t.u(1, "espia-das-brasas")] == 1 and t.s.players[0].amber == 2
    assert t.s.tokens[t.u(1, "cronista-da-mare")] == 0
    t.do(Verb.PLAY, t.u(0, "cronista-da-mare"), pos=1)
    resolve_first(t, "espia-das-brasas")
    assert t.s.tokens[old] == 2 and t.s.tokens[t.u(0, "cronista-da-mare")] == 0


@pytest.mark.parametrize(("first", "amber"), [("arauto-das-clareiras", 0), ("armadilha-de-engrenagem", 1)])
def test_K14_K44_after_a_creature_enters_play_the_order_matters(first: str, amber: int) -> None:
    """Arauto gains 1 when another friendly creature enters, the rival's Armadilha takes 1 when an enemy
    creature enters: gain then lose leaves 0, lose (from 0) then gain leaves 1."""
    t = table({"hand": ["tartaruga-ancia", "arauto-das-clareiras"], "line": ["arauto-das-clareiras"]},
              {"artifacts": ["armadilha-de-engrenagem"], "line": ["arauto-das-clareiras"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "tartaruga-ancia"), pos=1)
    assert order_sources(t) == {"arauto-das-clareiras", "armadilha-de-engrenagem"} and len(t.s.queue) == 2
    resolve_first(t, first)
    assert t.s.players[0].amber == amber and t.s.players[1].amber == 0       # the rival's Arauto: enemy entered


def test_K44_after_enters_is_not_answered_by_the_creature_itself_nor_by_an_action() -> None:
    t = table({"hand": ["arauto-das-clareiras", "danca-da-chuva"]}, {"artifacts": ["armadilha-de-engrenagem"]},
              house="vereda", amber=(3, 0))
    t.do(Verb.PLAY, t.u(0, "arauto-das-clareiras"), pos=0)
    assert t.s.choice is None and t.s.players[0].amber == 2                 # only the rival's Armadilha
    t.do(Verb.PLAY, t.u(0, "danca-da-chuva"))
    assert t.s.choice is None and t.s.players[0].amber == 2 + 2             # an action enters no battleline


def test_K14_K46_after_a_creature_reaps() -> None:
    t = table({"line": ["pastora-de-colheitas", "cervo-ancestral"]},
              {"artifacts": ["coletora-da-vazante"], "line": ["pastora-de-colheitas"]}, house="vereda",
              status={"0:pastora-de-colheitas": {"damage": 1}, "1:pastora-de-colheitas": {"damage": 1}})
    t.do(Verb.REAP, t.u(0, "cervo-ancestral"))
    assert order_sources(t) == {"pastora-de-colheitas", "coletora-da-vazante", "cervo-ancestral"}     # K14
    resolve_first(t, "coletora-da-vazante")
    resolve_first(t, "cervo-ancestral")
    assert t.s.players[0].amber == 2 and t.s.players[1].amber == 1          # reap + "Reap:" gain 1; Coletora
    assert t.s.damage[t.u(0, "pastora-de-colheitas")] == 0 and t.s.damage[t.u(1, "pastora-de-colheitas")] == 1


def test_K14_K47_after_a_creature_fights_but_not_after_it_reaps() -> None:
    t = table({"line": ["cervo-ancestral", "tartaruga-ancia"], "artifacts": ["tambor-das-brasas"]},
              {"line": ["sentinela-de-sucata", "piromante"]}, house="vereda")
    t.do(Verb.FIGHT, t.u(0, "cervo-ancestral"), t.u(1, "piromante"))
    assert order_sources(t) == {"tambor-das-brasas", "sentinela-de-sucata"}
    resolve_first(t, "tambor-das-brasas")
    assert t.s.players[0].amber == 1 and t.s.tokens[t.u(1, "sentinela-de-sucata")] == 1
    t.do(Verb.REAP, t.u(0, "tartaruga-ancia"))
    assert t.s.choice is None and t.s.players[0].amber == 2 and t.s.tokens[t.u(1, "sentinela-de-sucata")] == 1


def test_K58_K14_after_a_creature_is_destroyed() -> None:
    """Cervo dies attacking Guardiã: Corvo (any creature) gains 1 and Lamento (a friendly one) draws, ordered;
    an enemy creature destroyed makes Corvo gain but Lamento not draw."""
    t = table({"line": ["corvo-fuliginoso", "cervo-ancestral"], "artifacts": ["lamento-do-recife"],
               "deck": ["onda-primeira"] * 2}, {"line": ["guardia-do-recife"]}, house="vereda")
    t.do(Verb.FIGHT, t.u(0, "cervo-ancestral"), t.u(1, "guardia-do-recife"))
    assert order_sources(t) == {"corvo-fuliginoso", "lamento-do-recife"}
    resolve_first(t, "lamento-do-recife")
    assert t.s.zone[t.u(0, "cervo-ancestral")] == Zone.DISCARD
    assert t.s.players[0].amber == 1 and len(t.s.players[0].hand) == 1
    t2 = table({"line": ["corvo-fuliginoso"], "artifacts": ["lamento-do-recife"], "deck": ["onda-primeira"]},
               {"line": ["piromante"]}, house="cinza")
    t2.do(Verb.FIGHT, t2.u(0, "corvo-fuliginoso"), t2.u(1, "piromante"))
    assert t2.s.zone[t2.u(1, "piromante")] == Zone.DISCARD and t2.s.choice is None
    assert t2.s.players[0].amber == 1 and not t2.s.players[0].hand


def test_K58_a_creature_does_not_answer_its_own_destruction() -> None:
    t = table({"hand": ["chuva-de-fagulhas"]}, {"line": ["corvo-fuliginoso"]}, house="cinza",
              status={"1:corvo-fuliginoso": {"damage": 1}})
    t.do(Verb.PLAY, t.u(0, "chuva-de-fagulhas"))
    assert t.s.zone[t.u(1, "corvo-fuliginoso")] == Zone.DISCARD and t.s.players[1].amber == 0


def test_triggered_abilities_name_whose_event_and_only_they_do() -> None:
    base = {"id": "x", "name": {"pt": "X", "en": "X"}, "house": "mare", "type": "creature", "rarity": "common",
            "power": 1}
    ok = card_from_json({**base, "abilities": [{"when": "after_reap", "of": "enemy", "effects": [{"op": "gain", "n": 1}]}]})
    assert ok.triggers == {"after_reap"} and ok.abilities[0].of == "enemy"
    for bad in ({"when": "after_reap", "effects": [{"op": "gain", "n": 1}]},
                {"when": "after_reap", "of": "mine", "effects": [{"op": "gain", "n": 1}]},
                {"when": "reap", "of": "enemy", "effects": [{"op": "gain", "n": 1}]}):
        with pytest.raises(CardDataError, match="triggered"):
            card_from_json({**base, "abilities": [bad]})
    with pytest.raises(CardDataError, match="action"):
        card_from_json({**{k: v for k, v in base.items() if k != "power"}, "type": "action", "abilities": [
            {"when": "end_turn", "of": "friendly", "effects": [{"op": "gain", "n": 1}]}]})


def test_K14_after_a_house_is_chosen_before_the_archives() -> None:
    """Bússola draws after its controller chooses a house, before the archives step; the rival's Vigia do Farol
    captures then; at the rival's own house choice neither answers wrongly."""
    t = table({"artifacts": ["bussola-de-bronze"], "deck": ["onda-primeira"] * 8, "archives": ["piromante"]},
              {"line": ["vigia-do-farol"]}, step="house", amber=(3, 0))
    t.do(Verb.HOUSE, target=0)
    assert order_sources(t) == {"bussola-de-bronze", "vigia-do-farol"}
    resolve_first(t, "bussola-de-bronze")
    assert len(t.s.players[0].hand) == 1 and t.s.held[t.u(1, "vigia-do-farol")] == 1
    assert t.s.step.name == "ARCHIVES"                                  # K14: then the archives
    t2 = table({"artifacts": ["bussola-de-bronze"], "deck": ["onda-primeira"] * 2},
               {"line": ["vigia-do-farol"]}, step="house", active=1, amber=(3, 0))
    t2.do(Verb.HOUSE, target=1)
    assert t2.s.choice is None and not t2.s.players[0].hand and t2.s.held[t2.u(1, "vigia-do-farol")] == 0


def test_K45_after_a_card_is_used_reap_fight_action_but_not_play() -> None:
    t = table({"line": ["aprendiz-atento", "cervo-ancestral", "besouro-mecanico"], "hand": ["tartaruga-ancia"]},
              {"line": ["rancor-das-profundezas", "piromante"]}, house="vereda")
    apprentice, grudge = t.u(0, "aprendiz-atento"), t.u(1, "rancor-das-profundezas")
    t.do(Verb.REAP, t.u(0, "cervo-ancestral"))
    resolve_first(t, "aprendiz-atento")
    resolve_first(t, "cervo-ancestral")                                  # its "Reap:" is in the order too (K14)
    assert t.s.tokens[apprentice] == 1 and t.s.tokens[grudge] == 1
    t.do(Verb.PLAY, t.u(0, "tartaruga-ancia"), pos=0)                   # playing is not using
    assert t.s.choice is None and t.s.tokens[apprentice] == 1
    t.s.house = "engrenagem"
    t.do(Verb.ACTION, t.u(0, "besouro-mecanico"))                        # an Action: used
    resolve_first(t, "besouro-mecanico")                                 # its "Action:" first (K14): stun
    t.do(Verb.PICK, target=t.u(1, "piromante"))
    resolve_first(t, "rancor-das-profundezas")
    assert t.s.stun[t.u(1, "piromante")] and t.s.tokens[apprentice] == 2 and t.s.tokens[grudge] == 2


def test_K61_after_a_creature_captures() -> None:
    t = table({"line": ["cobica-do-recife"]}, {"artifacts": ["corrente-vingadora"]}, house="mare", amber=(0, 3))
    t.do(Verb.REAP, t.u(0, "cobica-do-recife"))
    assert order_sources(t) == {"cobica-do-recife", "corrente-vingadora"}
    resolve_first(t, "cobica-do-recife")
    assert t.s.players[0].amber == 2 and t.s.players[1].amber == 2 + 1 and t.s.held[t.u(0, "cobica-do-recife")] == 1
    t2 = table({"line": ["cobica-do-recife"]}, {"artifacts": ["corrente-vingadora"]}, house="mare", amber=(0, 0))
    t2.do(Verb.REAP, t2.u(0, "cobica-do-recife"))                       # nothing to capture: nothing after
    assert t2.s.choice is None and t2.s.players[0].amber == 1 and t2.s.players[1].amber == 0


def test_K62_after_a_player_steals() -> None:
    t = table({"line": ["ladra-exultante"]}, {"artifacts": ["sineta-de-alarme"]}, amber=(0, 2))
    t.do(Verb.REAP, t.u(0, "ladra-exultante"))
    resolve_first(t, "ladra-exultante")
    assert t.s.tokens[t.u(0, "ladra-exultante")] == 1 and t.s.players[1].amber == 1 + 1
    t2 = table({"line": ["ladra-exultante"]}, {"artifacts": ["sineta-de-alarme"]}, amber=(0, 0))
    t2.do(Verb.REAP, t2.u(0, "ladra-exultante"))
    assert t2.s.choice is None and t2.s.tokens[t2.u(0, "ladra-exultante")] == 0 and t2.s.players[1].amber == 0


def test_K55_after_a_creature_is_healed_only_when_damage_was_removed() -> None:
    t = table({"line": ["curandeira-grata", "cervo-ancestral"]}, {"line": ["carniceiro-paciente"]}, house="vereda",
              status={"0:cervo-ancestral": {"damage": 2}})
    t.do(Verb.REAP, t.u(0, "curandeira-grata"))
    t.do(Verb.PICK, target=t.u(0, "cervo-ancestral"))
    assert order_sources(t) == {"curandeira-grata", "carniceiro-paciente"}   # for the rival an enemy creature
    resolve_first(t, "curandeira-grata")
    assert t.s.damage[t.u(0, "cervo-ancestral")] == 0 and t.s.players[0].amber == 2
    assert t.s.tokens[t.u(1, "carniceiro-paciente")] == 1
    t2 = table({"line": ["curandeira-grata", "cervo-ancestral"]}, {}, house="vereda")
    t2.do(Verb.REAP, t2.u(0, "curandeira-grata"))
    t2.do(Verb.PICK, target=t2.u(0, "cervo-ancestral"))                   # no damage: not "healed" (K55)
    assert t2.s.players[0].amber == 1
