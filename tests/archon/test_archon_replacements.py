"""Issue 24's replacements beyond wards.py's first round: lasting replacements and redirections (K59 with K37), a
player's Æmber kept from a capture, a steal or a loss (K61, K62, K20 with K59), "the first time each turn", a reap's
Æmber replaced by a steal (K46, K59: the rulebook's lasting replacement of part of another action) and a reaction
held in a "Choose one" mode. Each test cites its rule; positive and negative cases side by side."""

from __future__ import annotations

import random
from typing import Any

import pytest
from archonkit import Table, table
from eidolon.core.errors import PositionError
from eidolon.core.ruleset import SeatObservation
from eidolon.rulesets.archon.agents.levels import ArchonDesafiadora, ArchonIniciante
from eidolon.rulesets.archon.agents.policy import ArchonPolicy, View
from eidolon.rulesets.archon.cards import DEFS, MODE, REACTION, CardDataError, Effect, card_from_json
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import ChoiceKind, Verb, Zone
from eidolon.rulesets.archon.view import action_message

HOUSES7 = (["brasa", "sussurro", "raiz"], ["mare", "cinza", "vereda"])


def _lasting(seat: int, keyword: str, turn: int = 9) -> dict[str, Any]:
    return {"seat": seat, "op": "replace", "n": 0, "keyword": keyword, "target": "each_friendly", "uid": -1,
            "turn": turn, "at_start": True}


def _end(t: Table, house: str) -> None:
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=["mare", "cinza", "vereda", "engrenagem", "brasa", "sussurro", "raiz"].index(house))
    if t.offered(Verb.LEAVE_ARCHIVES):
        t.do(Verb.LEAVE_ARCHIVES)


def test_K59_K37_a_lasting_replacement_beside_a_ward_is_the_active_players_replace_decision() -> None:
    """K59, K9: a lasting "put it in its owner's archives instead" of the creature's side and its ward have different
    outcomes: the active player chooses (the option names the creature itself, no card offers it); the chosen one
    applies. A lasting replacement of the other side does not cover it: the ward alone applies, unasked."""
    t = table({"hand": ["golpe-final"]}, {"line": ["polvo-ladino"]}, house="cinza",
              status={"1:polvo-ladino": {"ward": True}}, extra={"lasting": [_lasting(1, "destroy:archive")]})
    polvo = t.u(1, "polvo-ladino")
    t.do(Verb.PLAY, t.u(0, "golpe-final"))
    c = t.s.choice
    assert c is not None and c.kind == ChoiceKind.REPLACE and c.options == (0, 1)
    labels = [action_message(t.s, a) for a in t.offered(Verb.ORDER)]
    assert [m["key"] for m in labels] == ["archon.action.replace_ward", "archon.action.replace_archive"]
    assert labels[1]["args"]["card"] == labels[1]["args"]["target"]
    assert ARCHON.state_hash(position_from_json(position_to_json(t.s))) == ARCHON.state_hash(t.s)
    t.do(Verb.ORDER, target=1)
    assert t.s.zone[polvo] == Zone.ARCHIVES and t.s.ward[polvo] is False and "lasting_replace" in t.log_keys()
    t2 = table({"hand": ["golpe-final"]}, {"line": ["polvo-ladino"]}, house="cinza",
               status={"1:polvo-ladino": {"ward": True}}, extra={"lasting": [_lasting(0, "destroy:archive")]})
    t2.do(Verb.PLAY, t2.u(0, "golpe-final"))
    assert t2.s.choice is None and t2.s.zone[t2.u(1, "polvo-ladino")] == Zone.LINE and not t2.s.ward[t2.u(1, "polvo-ladino")]


def test_K37_K59_a_lasting_replacement_ends_at_the_start_of_its_players_next_turn() -> None:
    """K37: "until the start of your next turn": it still holds in the opponent's turn, and is gone once its
    player's next turn starts."""
    t = table({"hand": ["manto-de-fuga"], "deck": ["gato-de-bruma"] * 8}, {"deck": ["piromante"] * 8},
              house="sussurro", houses=HOUSES7)
    t.do(Verb.PLAY, t.u(0, "manto-de-fuga"))
    _end(t, "mare")
    assert [y.keyword for y in t.s.lasting] == ["destroy:return_hand"]
    _end(t, "sussurro")
    assert t.s.lasting == ()


def test_K59_K37_a_lasting_redirection_ends_with_its_creature_leaving_play() -> None:
    """K60, K59: a lasting redirection names its creature; its own damage is not redirected, and once it left play
    the damage of the others is theirs again (the record is gone)."""
    t = table({"line": ["bode-expiatorio", "gato-de-bruma"]}, {"line": ["urso-das-veredas", "piromante"]},
              house="sussurro", houses=HOUSES7)
    bode, gato = t.u(0, "bode-expiatorio"), t.u(0, "gato-de-bruma")
    pos = position_to_json(t.s)
    pos["lasting"] = [{"seat": 0, "op": "redirect_damage", "n": 0, "keyword": "", "target": "", "uid": bode,
                       "turn": 5, "at_start": True}]
    t.s = position_from_json(pos)
    t.s.log = []
    t.do(Verb.FIGHT, bode, target=t.u(1, "urso-das-veredas"))
    assert t.s.zone[bode] == Zone.DISCARD and t.s.lasting == ()
    t.do(Verb.FIGHT, gato, target=t.u(1, "piromante"))
    assert t.s.damage[gato] == 2 and "redirect" not in t.log_keys()


def test_K61_K59_a_capture_kept_beats_a_capture_sent_to_the_supply() -> None:
    """K61, K59: the pool's owner has a card sending captured Æmber to the supply and a lasting effect keeping it;
    keeping is never worse for them, so it applies without a question. Without the lasting one the Æmber goes to
    the supply."""
    t = table({"line": ["cobrador-de-sombra"]}, {"hand": ["rede-de-arrasto"], "line": ["polvo-ladino"]},
              active=1, house="mare", amber=(3, 0), houses=HOUSES7, extra={"lasting": [_lasting(0, "capture:keep")]})
    t.do(Verb.PLAY, t.u(1, "rede-de-arrasto"))
    assert t.s.choice is None and t.s.players[0].amber == 3 and "lasting_keep" in t.log_keys()
    t2 = table({"line": ["cobrador-de-sombra"]}, {"hand": ["rede-de-arrasto"], "line": ["polvo-ladino"]},
               active=1, house="mare", amber=(3, 0), houses=HOUSES7)
    t2.do(Verb.PLAY, t2.u(1, "rede-de-arrasto"))
    assert t2.s.players[0].amber == 2 and t2.s.held[t2.u(1, "polvo-ladino")] == 0


def test_K59_the_first_time_each_turn_is_offered_again_after_the_turn_ends() -> None:
    """K59, K13: a "the first time each turn" replacement used this turn is recorded (state `replaced_once`, in the
    position) and not offered again; at the turn's end the record is cleared and it applies again next turn."""
    t = table({"line": ["contador-de-moedas"], "deck": ["gato-de-bruma"] * 8},
              {"hand": ["cinzas-ao-vento", "cinzas-ao-vento", "cinzas-ao-vento"], "deck": ["piromante"] * 8},
              active=1, house="cinza", amber=(4, 0), houses=HOUSES7)
    counter = t.u(0, "contador-de-moedas")
    t.do(Verb.PLAY, t.u(1, "cinzas-ao-vento"))
    assert t.s.players[0].amber == 4 and t.s.replaced_once == (counter,)
    assert position_to_json(t.s)["replaced_once"] == [counter]
    t.do(Verb.PLAY, t.u(1, "cinzas-ao-vento", 1))
    assert t.s.players[0].amber == 3
    _end(t, "sussurro")
    assert t.s.replaced_once == () and "replaced_once" not in position_to_json(t.s)
    _end(t, "cinza")
    t.do(Verb.PLAY, t.u(1, "cinzas-ao-vento", 2))
    assert t.s.players[0].amber == 3


def test_K59_positions_check_the_first_time_each_turn_record() -> None:
    """K59 in positions: `replaced_once` lists cards printing a "first time each turn" replace, each once."""
    t = table({"line": ["contador-de-moedas", "gato-de-bruma"]}, {}, houses=HOUSES7, house="sussurro")
    pos = position_to_json(t.s)
    ok = position_from_json({**pos, "replaced_once": [t.u(0, "contador-de-moedas")]})
    assert ok.replaced_once == (t.u(0, "contador-de-moedas"),)
    for bad in ([t.u(0, "gato-de-bruma")], [t.u(0, "contador-de-moedas")] * 2, "x"):
        with pytest.raises(PositionError):
            position_from_json({**pos, "replaced_once": bad})


def test_K46_K62_K59_a_reap_replaced_by_a_steal_meets_the_opponents_pool_replacement() -> None:
    """K46, K59: a reap whose Æmber is replaced by a steal (K62) is still a steal from the opponent's pool, so their
    own replacement keeping it applies: nothing moves. Without it the reaper steals 1."""
    t = table({"line": ["dedos-de-seda"]}, {}, house="sussurro", houses=HOUSES7, amber=(0, 2),
              extra={"lasting": [_lasting(1, "steal:keep")]})
    t.do(Verb.REAP, t.u(0, "dedos-de-seda"))
    assert (t.s.players[0].amber, t.s.players[1].amber) == (0, 2) and "lasting_keep" in t.log_keys()
    t2 = table({"line": ["dedos-de-seda"]}, {}, house="sussurro", houses=HOUSES7, amber=(0, 2))
    t2.do(Verb.REAP, t2.u(0, "dedos-de-seda"))
    assert (t2.s.players[0].amber, t2.s.players[1].amber) == (1, 1)


def _card(effects: list[dict[str, Any]]) -> dict[str, Any]:
    return {"id": "teste", "name": {"pt": "Teste", "en": "Test"}, "house": "sussurro", "type": "action",
            "rarity": "common", "abilities": [{"when": "play", "effects": effects}]}


def test_K37_a_mode_may_hold_a_reaction_but_not_another_choice() -> None:
    """K37 in "Choose one": a react inside a mode gets its own hidden REACTION ability, which the MODE ability's
    react names; a choose inside a mode is refused (no rule names a choice inside a choice)."""
    d = DEFS["recado-em-dobro"]
    whens = [a.when for a in d.abilities]
    assert whens == ["play", MODE, MODE, REACTION]
    react = d.abilities[2].effects[0]
    assert react.op == "react" and d.abilities[react.mode_at].when == REACTION
    mode = [{"op": "gain", "n": 1}]
    with pytest.raises(CardDataError, match="cannot hold another choose"):
        card_from_json(_card([{"op": "choose", "modes": [mode, [{"op": "choose", "modes": [mode, mode]}]]}]))


def test_K59_K37_the_ai_values_lasting_replacements_by_what_they_keep() -> None:
    """The AI (agents/policy.py): a lasting "return to hand instead" on its own side is worth more with more
    creatures there; a reap replaced by a steal is worth nothing when the rival's pool is empty; a loss the rival
    keeps is worth nothing."""
    t = table({"line": ["gato-de-bruma", "sombra-andarilha"]}, {"artifacts": ["fundo-falso"]}, houses=HOUSES7,
              house="sussurro", amber=(0, 3))
    v = View(t.s, 0)
    side = Effect("replace", target="each_friendly", event="destroy", with_op="return_hand", until="end_of_turn")
    assert v.effect_value(side, -1) > 0
    assert v.effect_value(Effect("lose", n=2), -1) == 0.0
    reap = Effect("replace", target="each_friendly", event="reap", with_op="steal", until="end_of_turn")
    assert v.effect_value(reap, -1) > 0
    t2 = table({}, {}, houses=HOUSES7, house="sussurro")
    v2 = View(t2.s, 0)
    assert v2.effect_value(side, -1) == 0.0 and v2.effect_value(reap, -1) == 0.0
    assert v2.effect_value(Effect("lose", n=2), -1) == 0.0 < View(table({}, {}, amber=(0, 3)).s, 0).effect_value(
        Effect("lose", n=2), -1)


def test_K59_K9_the_active_player_orders_the_replacements_of_one_damage() -> None:
    """K59, K9, K54: a damage that a creature's shield points, its ward and a guard's redirection could each
    replace waits for the active player's order (a REPLACE decision over the kinds that apply, in the unasked
    order); the one chosen applies first, then the others as usual. With one replacement nothing is asked."""
    t = table({"hand": ["golpe-de-martelo"]}, {"line": ["cervo-ancestral"]}, house="brasa",
              status={"1:cervo-ancestral": {"shield": 2, "ward": True}})
    stag = t.u(1, "cervo-ancestral")
    t.do(Verb.PLAY, t.u(0, "golpe-de-martelo"))
    c = t.s.choice
    assert c is not None and c.kind == ChoiceKind.REPLACE and c.options == (0, 1) and c.task.done == 3
    assert [action_message(t.s, a)["key"] for a in t.offered(Verb.ORDER)] == ["archon.action.replace_shield",
                                                                              "archon.action.replace_ward"]
    assert ARCHON.state_hash(position_from_json(position_to_json(t.s))) == ARCHON.state_hash(t.s)
    t.do(Verb.ORDER, target=1)                                     # the ward first: the shield points stay
    assert t.s.damage[stag] == 0 and t.s.shield[stag] == 2 and not t.s.ward[stag]
    t2 = table({"hand": ["golpe-de-martelo"]}, {"line": ["cervo-ancestral"]}, house="brasa",
               status={"1:cervo-ancestral": {"shield": 2}})
    t2.do(Verb.PLAY, t2.u(0, "golpe-de-martelo"))
    assert t2.s.choice is None and t2.s.damage[t2.u(1, "cervo-ancestral")] == 1


def test_K59_K73_a_poison_hit_waiting_for_its_order_destroys_only_if_it_damaged() -> None:
    """K73 with K59: a fight's Poison hit whose replacements wait keeps its Poison: redirected to the guard, the
    defender takes nothing and survives, and the guard it damaged is not poisoned (it was not the hit's creature);
    the fight's other side is dealt at once. Without the ward there is one replacement: redirected unasked."""
    def guarded(ward: bool) -> Table:
        t = table({"line": ["bode-expiatorio", "piromante"]}, {"line": ["medusa-de-vidro"]}, house="mare",
                  active=1, houses=HOUSES7, status={"0:piromante": {"ward": ward}} if ward else None)
        pos = position_to_json(t.s)
        pos["lasting"] = [{"seat": 0, "op": "redirect_damage", "n": 0, "keyword": "", "target": "",
                           "uid": t.u(0, "bode-expiatorio"), "turn": 5, "at_start": True}]
        t.s = position_from_json(pos)
        t.s.log = []
        t.do(Verb.FIGHT, t.u(1, "medusa-de-vidro"), target=t.u(0, "piromante"))
        return t
    t = guarded(True)
    bode, piro, medusa = t.u(0, "bode-expiatorio"), t.u(0, "piromante"), t.u(1, "medusa-de-vidro")
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.REPLACE
    assert t.s.zone[medusa] == Zone.DISCARD                        # the defender's 2 power was dealt at once
    labels = [action_message(t.s, a) for a in t.offered(Verb.ORDER)]
    assert [m["key"] for m in labels] == ["archon.action.replace_ward", "archon.action.replace_redirect"]
    t.do(Verb.ORDER, target=1)
    assert t.s.damage[piro] == 0 and t.s.ward[piro] and t.s.zone[piro] == Zone.LINE
    assert t.s.damage[bode] == 0 and t.s.armor_used[bode] == 1 and t.s.zone[bode] == Zone.LINE
    t2 = guarded(False)
    assert t2.s.choice is None and t2.s.zone[t2.u(0, "piromante")] == Zone.LINE


def test_K59_K9_the_ai_orders_the_replacements_of_a_damage_to_an_enemy_creature() -> None:
    """K59, K9: the playouts' rule (agents/policy.py), ordering the replacements of a damage to an enemy creature,
    spends its ward before its shield points (the worse for the rival), and the shield points first for a friendly
    one; Iniciante and Desafiadora answer with an offered index; none of them touches the game."""
    def hammered(seat: int) -> Table:
        """Seat 1's creature hit by a "Play:" damage, or seat 0's hit back in its own fight."""
        t = table({"hand": ["golpe-de-martelo"], "line": ["piromante"]}, {"line": ["cervo-ancestral"]},
                  house="brasa" if seat else "cinza",
                  status={f"{seat}:{('piromante', 'cervo-ancestral')[seat]}": {"shield": 2, "ward": True}})
        if seat:
            t.do(Verb.PLAY, t.u(0, "golpe-de-martelo"))
        else:
            t.do(Verb.FIGHT, t.u(0, "piromante"), target=t.u(1, "cervo-ancestral"))
        assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.REPLACE
        return t
    rule = ArchonPolicy(simulate=False)
    for seat, first in ((1, "archon.action.replace_ward"), (0, "archon.action.replace_shield")):
        t = hammered(seat)
        legal = ARCHON.legal_actions(t.s)
        before = ARCHON.state_hash(t.s)
        assert action_message(t.s, legal[rule.choose(t.s, legal, random.Random(0))])["key"] == first
        assert ArchonIniciante(1, epsilon=0.0, temperature=0.0).choose(SeatObservation(t.s, 0, legal)) in (0, 1)
        assert ArchonDesafiadora(3, iterations=6, width=2).choose(SeatObservation(t.s, 0, legal)) in (0, 1)
        assert ARCHON.state_hash(t.s) == before
