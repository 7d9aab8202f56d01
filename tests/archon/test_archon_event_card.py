"""Issue 24's triggers naming the card of their event ("it": `target` `it`, triggers.py) and the "each time"
count (`destroyed_this_turn`, K58, K90): the card is carried from the event to the resolving ability (a queued
trigger's `about`, the task's `other`); the count is the turn's, both sides, and starts again each turn. Each with
the case that must not be affected beside the one that is."""

from __future__ import annotations

import json
from typing import Any

import pytest
from archonkit import table
from eidolon.core.errors import PositionError
from eidolon.rulesets.archon.agents.policy import View
from eidolon.rulesets.archon.cards import IT_EVENTS, CardDataError, Effect, card_from_json
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import ChoiceKind, Verb, Zone


def _card(when: str, effect: dict[str, Any], of: str | None = None) -> dict[str, Any]:
    ability: dict[str, Any] = {"when": when, "effects": [effect]}
    if of:
        ability["of"] = of
    return {"id": "teste", "name": {"pt": "Teste", "en": "Test"}, "house": "vereda", "type": "creature",
            "rarity": "common", "power": 2, "abilities": [ability]}


def test_K14_it_is_the_card_of_the_event_kept_while_the_triggers_are_ordered() -> None:
    """Two abilities answering one reap are ordered by the active player (K14); each names the creature that
    reaped, which a saved position keeps with the queued triggers; the first one destroys it (K58), so the second
    finds no creature and does nothing (K34), and no other creature is hit instead."""
    t = table({"line": ["vespa-guardia", "vespa-guardia"]}, {"line": ["lanceiro-de-brasa", "carrasco-vermelho"]},
              house="cinza", active=1, status={"1:lanceiro-de-brasa": {"damage": 3}})
    lancer = t.u(1, "lanceiro-de-brasa")
    t.do(Verb.REAP, lancer)
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.ORDER
    assert [q.about for q in t.s.queue] == [lancer, lancer]
    saved = position_to_json(t.s)
    assert [q["about"] for q in saved["queue"]] == [lancer, lancer]
    assert ARCHON.state_hash(position_from_json(saved)) == ARCHON.state_hash(t.s)
    bad = json.loads(json.dumps(saved))
    bad["queue"][0]["about"] = len(saved["cards"])
    with pytest.raises(PositionError, match="about"):
        position_from_json(bad)
    t.do(Verb.ORDER, target=0)
    assert t.s.zone[lancer] == Zone.DISCARD and t.s.damage[t.u(1, "carrasco-vermelho")] == 0
    assert all(t.s.damage[u] == 0 for u in t.s.players[0].line) and t.s.choice is None


@pytest.mark.parametrize("when, of", [("play", None), ("start_turn", "friendly"), ("after_destroyed", "any"),
                                      ("after_forge", "enemy"), ("after_steal", "any")])
def test_it_exists_only_where_an_event_names_a_card_in_play(when: str, of: str | None) -> None:
    with pytest.raises(CardDataError, match="'it'"):
        card_from_json(_card(when, {"op": "damage", "n": 1, "target": "it"}, of))


def test_it_is_accepted_on_each_event_about_a_card() -> None:
    for when in IT_EVENTS:
        d = card_from_json(_card(when, {"op": "stun", "target": "it"}, "any"))
        assert d.abilities[0].effects[0].target == "it"


def test_K58_K90_each_time_counts_the_turns_destructions_of_both_sides_but_no_replaced_one() -> None:
    """A creature marked for destruction counts once (K58), whoever controls it; a saved position keeps the count
    (written only when set); a count out of range is refused; it starts again at the turn's end."""
    t = table({"hand": ["banquete-dos-abutres"], "line": ["urso-das-veredas", "druida-do-musgo"]},
              {"line": ["carrasco-vermelho"]}, house="vereda")
    assert "destroyed_turn" not in position_to_json(t.s)
    t.do(Verb.FIGHT, t.u(0, "druida-do-musgo"), target=t.u(1, "carrasco-vermelho"))     # the druid dies
    t.do(Verb.FIGHT, t.u(0, "urso-das-veredas"), target=t.u(1, "carrasco-vermelho"))     # the executioner dies
    assert t.s.destroyed_turn == 2 and position_to_json(t.s)["destroyed_turn"] == 2
    bad = position_to_json(t.s)
    bad["destroyed_turn"] = -1
    with pytest.raises(PositionError, match="destroyed_turn"):
        position_from_json(bad)
    t.do(Verb.END)
    assert t.s.destroyed_turn == 0


def test_the_ai_values_each_time_by_the_turns_count_and_it_by_the_creatures_in_play() -> None:
    t = table({"line": ["urso-das-veredas"]}, {"line": ["piromante"]}, house="vereda", extra={"destroyed_turn": 3})
    view = View(t.s, 0)
    assert view.effect_value(Effect("gain_each", n=1, per="destroyed_this_turn"), -1) > \
        View(table({}, {}, house="vereda").s, 0).effect_value(Effect("gain_each", n=1, per="destroyed_this_turn"), -1)
    assert View(table({}, {}).s, 0).effect_value(Effect("damage", n=1, target="it"), -1) == 0.0
    assert view.effect_value(Effect("damage", n=2, target="it"), -1) != 0.0
