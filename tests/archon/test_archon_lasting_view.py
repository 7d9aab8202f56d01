"""The table's words for lasting effects and reactions (K37, lasting_words.py): each entry of a seat's view carries
a message saying what lasts, from that seat's side, and until when; a creature's own entry also a chip. The
builder's ability filter (abilities.py) reads the card data. What must not be said beside what is."""

from __future__ import annotations

import json
from typing import Any

from archonkit import table
from eidolon import i18n
from eidolon.rulesets.archon.abilities import KINDS, kinds
from eidolon.rulesets.archon.cards import load_cards
from eidolon.rulesets.archon.lasting import react
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import Lasting, Verb, Zone


def words(m: dict[str, Any], lang: str = "en") -> str:
    return i18n.text(m, lang, name_of=lambda ref: str(ref["id"]))


def test_K37_a_creatures_lasting_effect_says_what_and_until_the_end_of_this_turn_in_both_languages() -> None:
    t = table({"hand": ["furia-passageira"], "line": ["cervo-ancestral", "piromante"]}, {"line": ["cervo-ancestral"]})
    mine = t.u(0, "cervo-ancestral")
    t.do(Verb.PLAY, t.u(0, "furia-passageira"))
    t.do(Verb.PICK, target=mine)
    for seat in (0, 1):
        [entry] = ARCHON.view(t.s, seat)["lasting"]
        assert entry["uid"] == mine and entry["label"]["args"]["until"]["key"] == "archon.lasting.until.end_this_turn"
        assert words(entry["label"]) == "This creature gets +3 power (until the end of this turn)"
        assert words(entry["label"], "pt-BR") == "Esta criatura recebe +3 de poder (até o fim deste turno)"
        assert words(entry["chip"]) == "+3 power · end of turn" and words(entry["chip"], "pt-BR") == "+3 poder · fim do turno"


def test_K37_a_side_effect_is_worded_from_the_viewers_side_and_has_no_creature_chip() -> None:
    t = table({"hand": ["clamor-das-trilhas"], "line": ["cervo-ancestral"]}, {"line": ["piromante"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "clamor-das-trilhas"))
    mine, theirs = (ARCHON.view(t.s, seat)["lasting"][0] for seat in (0, 1))
    assert words(mine["label"]).startswith("Each friendly creature gains Skirmish")
    assert words(theirs["label"]).startswith("Each enemy creature gains Skirmish")        # the same record, seen by 1
    assert "chip" not in mine and "chip" not in theirs and mine["uid"] == -1


def test_K37_durations_are_said_for_each_seat_and_move_on_with_the_turns() -> None:
    """"Until the end of your opponent's next turn" made on seat 0's turn: the opponent's next turn for seat 0,
    "your next turn" for seat 1; on that turn, "this turn" for both. "Until the start of your next turn": the start
    of seat 0's next turn, not an end."""
    t = table({"discard": ["armadilha-de-cipos"]}, {"deck": ["piromante"] * 7}, house="vereda")
    snare = t.u(0, "armadilha-de-cipos")
    effect = load_cards()["armadilha-de-cipos"].abilities[0].effects[0]
    react(t.s, 0, snare, effect)
    react(t.s, 0, snare, effect._replace(until="start_of_your_turn"))
    until = lambda seat: [r["label"]["args"]["until"]["key"].rsplit(".", 1)[1]
                          for r in ARCHON.view(t.s, seat)["reactions"]]
    assert until(0) == ["end_opponent_next", "start_your_next"]
    assert until(1) == ["end_your_next", "start_opponent_next"]
    first = ARCHON.view(t.s, 0)["reactions"][0]["label"]
    assert words(first) == "armadilha-de-cipos — After an enemy creature reaps (until the end of the opponent's next turn)"
    assert words(ARCHON.view(t.s, 1)["reactions"][0]["label"]).startswith("armadilha-de-cipos — After a friendly creature")
    t.do(Verb.END)
    assert until(0) == ["end_this_turn", "start_your_next"] and until(1) == ["end_this_turn", "start_opponent_next"]


def test_K65_a_reaction_whose_card_went_back_to_the_deck_is_named_by_title_only_in_its_words() -> None:
    t = table({"discard": ["armadilha-de-cipos"]}, {"deck": ["piromante"] * 7}, house="vereda")
    snare = t.u(0, "armadilha-de-cipos")
    react(t.s, 0, snare, load_cards()["armadilha-de-cipos"].abilities[0].effects[0])
    assert ARCHON.view(t.s, 1)["reactions"][0]["label"]["args"]["card"] == {"id": "armadilha-de-cipos"}
    t.s.players[0].discard.remove(snare)
    t.s.players[0].deck.append(snare)
    t.s.zone[snare] = Zone.DECK
    for seat in (0, 1):
        [entry] = ARCHON.view(t.s, seat)["reactions"]
        assert '"uid"' not in json.dumps(entry) and entry["label"]["args"]["card"] == {"id": "armadilha-de-cipos"}


def test_K26_K24_a_players_permission_and_prohibition_say_whose_they_are() -> None:
    """A lasting "you may play" of seat 0 reads "Your opponent may play" to seat 1; a "your opponent cannot play"
    of seat 0 reads "You cannot play" to seat 1 and is not said to seat 0 as its own prohibition."""
    t = table({"line": ["cervo-ancestral"]}, {"line": ["piromante"]}, house="vereda")
    t.s.lasting = (Lasting(0, "may_play", 0, "brasa", "each_friendly", -1, t.s.turn, False),
                   Lasting(0, "cannot_play", 0, "type:action", "each_enemy", -1, t.s.turn + 1, False))
    own = [words(x["label"]) for x in ARCHON.view(t.s, 0)["lasting"]]
    rival = [words(x["label"]) for x in ARCHON.view(t.s, 1)["lasting"]]
    assert own[0].startswith("You may play ") and rival[0].startswith("Your opponent may play ")
    assert own[1].startswith("Your opponent cannot play") and rival[1].startswith("You cannot play")
    assert own[1].endswith("(until the end of the opponent's next turn)")
    assert rival[1].endswith("(until the end of your next turn)")
    assert words(ARCHON.view(t.s, 1)["lasting"][0]["label"], "pt-BR").startswith("Seu oponente pode jogar")


def test_the_ability_filter_kinds_come_from_the_card_data_and_narrow_the_collection() -> None:
    cards = load_cards()
    catalog = ARCHON.catalog()
    assert ARCHON.rules_block()["abilities"] == list(KINDS)
    for kind in KINDS:                                        # each kind is findable, and narrows the collection
        found = [c["id"] for c in catalog if kind in c["abilities"]]
        assert 0 < len(found) < len(catalog), kind
    assert "reaction" in kinds(cards["armadilha-de-cipos"]) and "lasting" in kinds(cards["furia-passageira"])
    assert "reaction" not in kinds(cards["furia-passageira"]) and "lasting" not in kinds(cards["armadilha-de-cipos"])
    assert "permission" in kinds(cards["portal-de-cinzas"]) and "triggered" not in kinds(cards["portal-de-cinzas"])


def test_every_verb_of_the_zone_ward_and_move_tables_is_in_an_ability_kind() -> None:
    """The builder's ability filter finds every card of those verbs (K29, K59, K65, K66, K85, K86): a verb added to
    cards.py's tables without a kind would leave its titles out of the filter."""
    from eidolon.rulesets.archon import cards

    found = set().union(*(kind.ops for kind in KINDS.values()))
    assert set(cards.VERB_OPS + cards.ZONE_OPS + cards.MOVE_OPS + cards.WARD_OPS) - found == set()
