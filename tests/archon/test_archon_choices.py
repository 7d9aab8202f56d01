"""Issue 24's choices, groups and conditions (choices.py, groups.py, conditions.py): "Choose one" (a mode choice
of the player resolving the ability, K9, K81), the X most or least powerful enemy creatures as a group (K82, K83:
ties settled by the resolving player), conditions on the hand, the archives, the active house and the houses and
traits of cards in hand and discard (K11, K65, K26, K92, K94), and repeats with a condition (K87, K88). Each with
the case that holds beside the one that does not."""

from __future__ import annotations

import json
from typing import Any

import pytest
from archonkit import Table, table
from eidolon.core.errors import PositionError
from eidolon.rulesets.archon.agents.policy import ArchonPolicy, View
from eidolon.rulesets.archon.cards import COND_TESTS, CardDataError, card_from_json, load_cards
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.conditions import CONDITIONS
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import ChoiceKind, Verb, Zone
from eidolon.rulesets.archon.view import card_fields


def _card(effects: list[dict[str, Any]], when: str = "play", ctype: str = "action") -> dict[str, Any]:
    return {"id": "teste", "name": {"pt": "Teste", "en": "Test"}, "house": "vereda", "type": ctype,
            "rarity": "common", "abilities": [{"when": when, "effects": effects}]}


def _modes(t: Table) -> list[int]:
    return sorted(a.target for a in t.offered(Verb.PICK))


# ---- "Choose one" ----

def test_K9_choose_one_is_a_decision_of_the_player_resolving_it_and_only_the_chosen_mode_resolves() -> None:
    """The mode choice is the controller's (K9), shown as a `mode` decision naming the card, its options labelled
    by number and naming no card; it cannot be declined. The mode not chosen never resolves."""
    t = table({"hand": ["encruzilhada"]}, {"line": ["cervo-ancestral", "piromante"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "encruzilhada"))
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.MODE and _modes(t) == [0, 1]
    view = ARCHON.view(t.s, 0)
    assert view["decision"]["kind"] == "mode" and view["decision"]["context"]["source"]["id"] == "encruzilhada"
    labels = [a["label"] for a in view["actions"]]
    assert [m["key"] for m in labels] == ["archon.action.mode"] * 2 and [m["args"]["n"] for m in labels] == [1, 2]
    assert labels[0]["args"]["effects"] == {"pt": "Ganhe 2Æ.", "en": "Gain 2Æ."}
    assert labels[1]["args"]["effects"]["en"] == "Stun the 2 most powerful enemy creatures."
    assert all(card_fields(t.s, a) == () for a in t.offered(Verb.PICK))          # a mode names no card
    assert not t.offered(Verb.PASS) and ARCHON.view(t.s, 1).get("actions") is None
    t.do(Verb.PICK, target=1)
    assert t.s.players[0].amber == 1 and t.s.stun[t.u(1, "cervo-ancestral")] and t.s.stun[t.u(1, "piromante")]
    assert "mode" in t.log_keys() and t.s.zone[t.u(0, "encruzilhada")] == Zone.DISCARD


def test_K81_the_mode_choice_and_its_conditions_belong_to_the_player_resolving_it() -> None:
    """The artifact's mode choice, and what each mode reads, are for the seat using it (K81): the hand counted is
    its own (2 cards: it draws 2), not the opponent's full hand."""
    t = table({"artifacts": ["marco-da-encruzilhada"], "hand": ["cervo-ancestral"] * 2, "deck": ["piromante"] * 2},
              {"hand": ["piromante"] * 6}, house="vereda")
    t.do(Verb.ACTION, t.u(0, "marco-da-encruzilhada"))
    assert ARCHON.view(t.s, 0)["decision"]["seat"] == 0
    t.do(Verb.PICK, target=0)
    assert len(t.s.players[0].hand) == 4 and len(t.s.players[1].hand) == 6


def test_a_pending_mode_choice_is_saved_and_a_wrong_one_refused() -> None:
    """A position written while the mode is being chosen reads back the same; one whose options are not the
    modes of its ability's choose, or whose task names another effect, is refused."""
    t = table({"hand": ["encruzilhada"]}, {"line": ["cervo-ancestral"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "encruzilhada"))
    saved = position_to_json(t.s)
    assert ARCHON.state_hash(position_from_json(saved)) == ARCHON.state_hash(t.s)
    assert saved["choice"]["kind"] == "mode"
    for change in ({"options": [1, 0]}, {"options": [1]}):
        bad = json.loads(json.dumps(saved))
        bad["choice"].update(change)
        with pytest.raises(PositionError, match="mode choice"):
            position_from_json(bad)
    other = table({"hand": ["cervo-ancestral"]}, {}, house="vereda")
    wrong = json.loads(json.dumps(position_to_json(other.s)))
    wrong["choice"] = {"kind": "mode", "options": [0, 1], "optional": False,
                       "task": {"kind": "effects", "source": 0, "seat": 0, "ability": 0, "step": 0, "other": -1,
                                "ok": True, "trig": False, "again": False}}
    with pytest.raises(PositionError, match="mode choice"):
        position_from_json(wrong)


def test_K36_each_mode_is_a_hidden_ability_of_its_own() -> None:
    """A mode is an effect list of its own, a hidden ability after the card's printed ones (its "if you do" reads
    the mode's previous effect, K36); the text writes the modes once, under their choose."""
    raw = _card([{"op": "choose", "modes": [[{"op": "steal", "n": 1}, {"op": "gain", "n": 2, "if_you_do": True}],
                                            [{"op": "draw", "n": 1}]]}])
    d = card_from_json(raw)
    assert [a.when for a in d.abilities] == ["play", "mode", "mode"] and d.abilities[0].effects[0].mode_at == 1
    assert d.abilities[1].effects == d.abilities[0].effects[0].modes[0]
    words = {c["id"]: c["text"] for c in ARCHON.catalog()}["encruzilhada"]
    assert words["en"].count("•") == 2 and words["en"].count("\n") == 0 and "Escolha um" in words["pt"]


@pytest.mark.parametrize("effects, when, words", [
    ([{"op": "choose", "modes": [[{"op": "gain", "n": 1}]]}], "play", "2 to 4"),
    ([{"op": "choose", "modes": [[{"op": "gain", "n": 1}], []]}], "play", "non-empty"),
    ([{"op": "choose", "modes": [[{"op": "gain", "n": 1}], [{"op": "draw", "n": 1}]], "may": True}], "play", "only modes"),
    ([{"op": "choose", "modes": [[{"op": "gain", "n": 1}], [{"op": "choose", "modes": []}]]}], "play", "another choose"),
    ([{"op": "choose", "modes": [[{"op": "gain", "n": 1}], [{"op": "draw", "n": 1}]]}, {"op": "gain", "n": 1}], "play",
     "last effect"),
    ([{"op": "gain", "n": 1}, {"op": "repeat"}, {"op": "choose", "modes": [[{"op": "gain", "n": 1}],
                                                                          [{"op": "draw", "n": 1}]]}], "play",
     "repeats only inside a mode"),
    ([{"op": "choose", "modes": [[{"op": "power_bonus", "n": 1, "target": "self"}], [{"op": "gain", "n": 1}]]}],
     "constant", "resolves"),
    ([{"op": "choose", "modes": [[{"op": "gain", "n": 1}], [{"op": "nothing"}]]}], "play", "unknown effect"),
])
def test_the_loader_refuses_a_misused_choose(effects: list[dict[str, Any]], when: str, words: str) -> None:
    with pytest.raises(CardDataError, match=words):
        card_from_json(_card(effects, when, "creature" if when == "constant" else "action"))


def test_the_ai_picks_the_mode_worth_more_and_values_a_choose_by_its_best_mode() -> None:
    """With no enemy creature the stun mode is worth nothing and gaining Æmber is picked; with two big threats
    the stun mode is worth more than 2Æ by rule; the choose is worth its best mode."""
    empty = table({"hand": ["encruzilhada"]}, {}, house="vereda")
    empty.do(Verb.PLAY, empty.u(0, "encruzilhada"))
    for policy in (ArchonPolicy(), ArchonPolicy(simulate=False)):
        scores = policy.scores(empty.s, empty.offered(Verb.PICK))
        assert scores[0] > scores[1]
    choose = load_cards()["encruzilhada"].abilities[0].effects[0]
    view = View(empty.s, 0)
    assert view.effect_value(choose, -1) == max(view.mode_value(m, -1) for m in choose.modes) > 0


# ---- the X most / least powerful ----

def test_K82_the_most_powerful_group_asks_only_for_a_tie_at_its_edge_and_saves_it() -> None:
    """The sure members join without a question; a tie for the last places is settled by the resolving player
    among the tied creatures only, one pick per place; the group under way is saved in a position."""
    t = table({"hand": ["encruzilhada"]}, {"line": ["piromante", "cervo-ancestral", "lanceiro-de-brasa",
                                                     "gigante-de-escoria", "lanceiro-de-brasa"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "encruzilhada"))
    t.do(Verb.PICK, target=1)
    tied = sorted([t.u(1, "cervo-ancestral"), t.u(1, "lanceiro-de-brasa"), t.u(1, "lanceiro-de-brasa", 1)])
    assert _modes(t) == tied and t.s.choice is not None and t.s.choice.task.group == (t.u(1, "gigante-de-escoria"),)
    saved = position_to_json(t.s)
    assert ARCHON.state_hash(position_from_json(saved)) == ARCHON.state_hash(t.s)
    bad = json.loads(json.dumps(saved))
    bad["choice"]["task"]["group"] = [999]
    with pytest.raises(PositionError, match="group"):
        position_from_json(bad)
    t.do(Verb.PICK, target=t.u(1, "lanceiro-de-brasa", 1))
    assert [t.s.stun[u] for u in t.s.players[1].line] == [False, False, False, True, True]


def test_K83_the_least_powerful_group_takes_every_creature_when_there_are_fewer() -> None:
    """Fewer enemy creatures than X: all of them (K34); none: nothing, and no question."""
    t = table({"hand": ["cipo-emaranhado"]}, {"line": ["gigante-de-escoria"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "cipo-emaranhado"), pos=0)
    assert t.s.exhausted[t.u(1, "gigante-de-escoria")] and t.s.choice is None
    t = table({"hand": ["cipo-emaranhado"], "line": ["druida-do-musgo"]}, {}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "cipo-emaranhado"), pos=0)
    assert t.s.choice is None and not t.s.exhausted[t.u(0, "druida-do-musgo")]


def test_K83_ties_among_the_least_powerful_are_chosen_too() -> None:
    t = table({"hand": ["queda-do-jequitiba"] + ["cervo-ancestral"] * 4},
              {"line": ["piromante", "druida-do-musgo", "recruta-desesperado", "gigante-de-escoria"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "queda-do-jequitiba"))
    assert _modes(t) == sorted(t.u(1, c) for c in ("piromante", "druida-do-musgo", "recruta-desesperado"))
    t.do(Verb.PICK, target=t.u(1, "druida-do-musgo"))
    assert _modes(t) == sorted(t.u(1, c) for c in ("piromante", "recruta-desesperado"))
    t.do(Verb.PICK, target=t.u(1, "recruta-desesperado"))
    assert [t.s.ids[u] for u in t.s.players[1].line] == ["piromante", "gigante-de-escoria"]


@pytest.mark.parametrize("effect, words", [
    ({"op": "destroy", "target": "most_powerful_enemies"}, "need x"),
    ({"op": "destroy", "target": "enemy", "x": 2}, "need x"),
    ({"op": "destroy", "target": "most_powerful_enemies", "x": 2, "may": True}, "cannot be declined"),
    ({"op": "heal", "n": 1, "target": "least_powerful_enemies", "x": 2}, "takes no 'x'"),
    ({"op": "destroy", "target": "most_powerful_enemies", "x": 1}, "x must be"),
    ({"op": "destroy", "target": "most_powerful_enemies", "x": 6}, "x must be"),
])
def test_the_loader_refuses_a_misused_group(effect: dict[str, Any], words: str) -> None:
    with pytest.raises(CardDataError, match=words):
        card_from_json(_card([effect]))


def test_the_ai_values_a_group_by_the_creatures_it_would_take() -> None:
    t = table({}, {"line": ["piromante", "gigante-de-escoria", "carrasco-vermelho"]}, house="vereda")
    view = View(t.s, 0)
    most = load_cards()["estouro-da-manada"].abilities[0].effects[0]
    least = most._replace(target="least_powerful_enemies")
    assert view.effect_value(most, -1) != view.effect_value(least, -1)
    assert view.effect_value(most._replace(op="destroy"), -1) > view.effect_value(least._replace(op="destroy"), -1)


# ---- conditions on other zones ----

@pytest.mark.parametrize("test, args, yes, no", [
    ("hand_at_least", {"n": 2}, {"hand": ["piromante"] * 2}, {"hand": ["piromante"]}),
    ("hand_at_most", {"n": 1}, {"hand": ["piromante"]}, {"hand": ["piromante"] * 2}),
    ("archives_at_least", {"n": 1}, {"archives": ["piromante"]}, {"hand": ["piromante"]}),
    ("hand_house", {"house": "cinza"}, {"hand": ["piromante"]}, {"hand": ["cervo-ancestral"], "line": ["piromante"]}),
    ("discard_trait", {"trait": "mago"}, {"discard": ["piromante"]}, {"discard": ["cervo-ancestral"],
                                                                      "hand": ["piromante"]}),
])
def test_K11_K65_K92_K94_conditions_on_other_zones(test: str, args: dict[str, Any], yes: dict[str, list[str]],
                                                   no: dict[str, list[str]]) -> None:
    """Each condition reads its zone for the player resolving the effect: it holds with `yes`; with `no` it does
    not, even when the opponent holds `yes` (their zones do not count)."""
    e = card_from_json(_card([{"op": "gain", "n": 1, "if": {"test": test, **args}}])).abilities[0].effects[0]
    assert CONDITIONS[test].holds(table(yes, {}, house="vereda").s, 0, e)
    assert not CONDITIONS[test].holds(table(no, yes, house="vereda").s, 0, e)


def test_K26_active_house_reads_the_turns_house() -> None:
    e = card_from_json(_card([{"op": "gain", "n": 1, "if": {"test": "active_house", "house": "vereda"}}]))
    effect = e.abilities[0].effects[0]
    assert CONDITIONS["active_house"].holds(table({}, {}, house="vereda").s, 0, effect)
    assert not CONDITIONS["active_house"].holds(table({}, {}, house="cinza").s, 0, effect)
    assert set(CONDITIONS) == set(COND_TESTS)


def test_K26_active_house_is_the_turns_house_so_a_destroyed_ability_on_the_opponents_turn_fails() -> None:
    """Sentinela do Vau's "Destroyed:" reads the active house when it resolves: the opponent's turn's house."""
    t = table({"line": ["sentinela-do-vau"]}, {"line": ["gigante-de-escoria"]}, house="cinza", active=1)
    t.do(Verb.FIGHT, t.u(1, "gigante-de-escoria"), target=t.u(0, "sentinela-do-vau"))
    assert t.s.players[0].amber == 0 and t.s.zone[t.u(0, "sentinela-do-vau")] == Zone.DISCARD


@pytest.mark.parametrize("cond, words", [
    ({"test": "active_house", "house": "nowhere"}, "house is one of"),
    ({"test": "hand_house"}, "if must be"),
    ({"test": "discard_trait", "trait": "two words"}, "trait is a word"),
    ({"test": "hand_at_most", "n": 31}, "n must be"),
])
def test_the_loader_refuses_a_misused_condition(cond: dict[str, Any], words: str) -> None:
    with pytest.raises(CardDataError, match=words):
        card_from_json(_card([{"op": "gain", "n": 1, "if": cond}]))


# ---- repeats with a condition ----

def test_K87_K88_a_repeat_with_a_condition_repeats_once_only_when_it_holds() -> None:
    """"Repeat the preceding effect if ...": the condition is read when the repeat would happen (after the first
    pass); it repeats at most once (K88); when it does not hold nothing is repeated."""
    for others, repeated in ((1, True), (3, False)):
        t = table({"hand": ["trilha-de-formigas"] + ["druida-do-musgo"] * others, "deck": ["cervo-ancestral"] * 5},
                  {}, house="vereda")
        t.do(Verb.PLAY, t.u(0, "trilha-de-formigas"))
        assert t.log_keys().count("repeat") == int(repeated)
        assert len(t.s.players[0].hand) == others + 1 + int(repeated)
