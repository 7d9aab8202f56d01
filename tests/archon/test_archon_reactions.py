"""Issue 24's lasting triggered abilities (K37, `react`, lasting.py): a resolving ability makes a triggered ability
that lasts for a duration, answers its events for the player who made it (K81) even once its source is in the
discard pile, is ordered with the other simultaneous abilities by the active player (K14), and ends with its
duration (K13). Each with what it must not answer beside what it does."""

from __future__ import annotations

import json
from typing import Any

import pytest
from archonkit import table
from eidolon.core.errors import PositionError
from eidolon.rulesets.archon.agents.policy import View
from eidolon.rulesets.archon.cards import REACTION, CardDataError, card_from_json, load_cards
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.lasting import react
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import ChoiceKind, Verb, Zone


def _card(effect: dict[str, Any], when: str = "play") -> dict[str, Any]:
    return {"id": "teste", "name": {"pt": "Teste", "en": "Test"}, "house": "vereda", "type": "action",
            "rarity": "common", "abilities": [{"when": when, "effects": [effect]}]}


GOOD = {"op": "react", "until": "end_of_turn", "when": "after_reap", "of": "enemy",
        "effects": [{"op": "damage", "n": 1, "target": "it"}]}


def test_K37_a_react_is_a_hidden_ability_written_under_its_duration() -> None:
    d = card_from_json(_card(GOOD))
    assert [a.when for a in d.abilities] == ["play", REACTION] and d.abilities[0].effects[0].mode_at == 1
    words = {c["id"]: c["text"] for c in ARCHON.catalog()}["armadilha-de-cipos"]
    assert words["en"].startswith("Play: Until the end of your opponent's next turn: After an enemy creature reaps")
    assert "\n" not in words["pt"]


@pytest.mark.parametrize("change, words", [
    ({"until": "forever"}, "react takes until"),
    ({"when": "play"}, "react takes until"),
    ({"of": "mine"}, "react takes until"),
    ({"effects": []}, "react takes until"),
    ({"effects": [{"op": "repeat"}]}, "no choose, react or repeat"),
    ({"effects": [{"op": "choose", "modes": [[{"op": "gain", "n": 1}], [{"op": "draw", "n": 1}]]}]}, "no choose"),
    ({"may": True}, "react takes until"),
    ({"when": "start_turn", "of": "friendly"}, "'it'"),
])
def test_the_loader_refuses_a_misused_react(change: dict[str, Any], words: str) -> None:
    with pytest.raises(CardDataError, match=words):
        card_from_json(_card({**GOOD, **change}))


def test_K14_a_reaction_is_ordered_with_the_cards_answering_the_same_event() -> None:
    """A lasting reaction and a creature's triggered ability answering one reap are queued together, both naming
    the creature that reaped; the active player orders them (K14)."""
    t = table({"hand": ["armadilha-de-cipos"], "line": ["vespa-guardia"]},
              {"line": ["gigante-de-escoria", "carrasco-vermelho"], "deck": ["piromante"] * 7}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "armadilha-de-cipos"))
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=1)                                              # cinza
    giant = t.u(1, "gigante-de-escoria")
    t.do(Verb.REAP, giant)
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.ORDER and len(t.s.queue) == 2
    assert {q.about for q in t.s.queue} == {giant}
    saved = position_to_json(t.s)
    assert ARCHON.state_hash(position_from_json(saved)) == ARCHON.state_hash(t.s) and len(saved["reactions"]) == 1
    t.do(Verb.ORDER, target=1)
    assert t.s.damage[giant] == 3 and t.s.damage[t.u(1, "carrasco-vermelho")] == 0


def test_K37_until_the_start_of_your_next_turn_ends_then_and_a_position_checks_its_reactions() -> None:
    t = table({"discard": ["armadilha-de-cipos"]}, {"deck": ["piromante"] * 7}, house="vereda")
    snare = t.u(0, "armadilha-de-cipos")
    e = load_cards()["armadilha-de-cipos"].abilities[0].effects[0]._replace(until="start_of_your_turn")
    react(t.s, 0, snare, e)
    assert [r.turn for r in t.s.reactions] == [t.s.turn + 2] and ARCHON.view(t.s, 1)["reactions"][0]["when"] == \
        "after_reap"
    saved = position_to_json(t.s)
    for field, value, words in (("ability", 0, "hidden reaction"), ("when", "never", "unknown event"),
                                ("source", 999, "reaction source")):
        bad = json.loads(json.dumps(saved))
        bad["reactions"][0][field] = value
        with pytest.raises(PositionError, match=words):
            position_from_json(bad)
    t.do(Verb.END)
    assert len(t.s.reactions) == 1                                          # the opponent's turn: it holds
    t.do(Verb.HOUSE, target=1)
    t.do(Verb.END)
    assert t.s.reactions == () and t.s.active == 0


def test_the_ai_values_a_react_by_its_effects() -> None:
    t = table({}, {"line": ["piromante"]}, house="vereda")
    view = View(t.s, 0)
    feast = load_cards()["rastro-de-sangue"].abilities[0].effects[0]
    assert view.effect_value(feast, -1) == 0.6 * view.mode_value(feast.modes[0], -1) > 0


def test_K37_a_reaction_whose_source_went_back_to_a_deck_names_its_title_not_the_card() -> None:
    """K37, K65: a reaction lasts once its action is shuffled back into the deck; the views name its title but no
    longer the card in the deck (its place is hidden); in the discard pile the card is shown."""
    t = table({"discard": ["armadilha-de-cipos"]}, {"deck": ["piromante"] * 7}, house="vereda")
    snare = t.u(0, "armadilha-de-cipos")
    react(t.s, 0, snare, load_cards()["armadilha-de-cipos"].abilities[0].effects[0])
    assert ARCHON.view(t.s, 1)["reactions"][0]["source"] == {"uid": snare, "id": "armadilha-de-cipos"}
    t.s.players[0].discard.remove(snare)
    t.s.players[0].deck.append(snare)
    t.s.zone[snare] = Zone.DECK
    assert [ARCHON.view(t.s, seat)["reactions"][0]["source"] for seat in (0, 1)] == [{"id": "armadilha-de-cipos"}] * 2
