"""Copies that replace a card's text, by "Reap:", of an action in a discard pile and of an artifact (K5, K32, K91;
blanking.py, permissions.py, mimicry.py), and the lasting key costs (K17, K37, K12; key_costs.py): saving and
loading in the middle of them, "Check!", the view and the AI's worth."""

from __future__ import annotations

import json

from archonkit import table
from eidolon.rulesets.archon.agents.policy import View
from eidolon.rulesets.archon.blanking import copied
from eidolon.rulesets.archon.board import card, has, key_cost
from eidolon.rulesets.archon.cards import Effect, lookup
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.flow import run
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import ArchonState, ChoiceKind, Verb, Zone

HOUSES7 = (["brasa", "sussurro", "raiz"], ["mare", "cinza", "vereda"])


def _reloaded(s: ArchonState) -> ArchonState:
    """The position written and read back through the checked reader."""
    return position_from_json(json.loads(json.dumps(position_to_json(s))))


def test_K32_an_action_copying_a_discarded_one_saves_and_loads_while_its_copied_ability_waits_for_a_target() -> None:
    t = table({"hand": ["reprise-da-forja"]}, {"line": ["cervo-ancestral", "urso-das-veredas"],
                                                "discard": ["fornalha-antiga", "chuva-de-fagulhas"]},
              houses=HOUSES7, house="brasa")
    t.do(Verb.PLAY, t.u(0, "reprise-da-forja"))
    rep = t.u(0, "reprise-da-forja")
    assert t.s.zone[rep] == Zone.RESOLVING and t.s.choice is not None       # the artifact in discard is not offered
    assert card(t.s, rep).id == "reprise-da-forja" and len(card(t.s, rep).abilities) == 2   # its own, hidden, + one
    again = _reloaded(t.s)
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    for s in (t.s, again):
        ARCHON.apply(s, next(a for a in ARCHON.legal_actions(s) if a.target == t.u(1, "urso-das-veredas")))
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    assert t.s.damage[t.u(1, "urso-das-veredas")] == 2 and t.s.damage[t.u(1, "cervo-ancestral")] == 1   # splash 1
    assert t.s.plays == {"chuva-de-fagulhas": 1} and t.s.lasting == () and t.s.zone[rep] == Zone.DISCARD


def test_K5_a_copying_artifact_and_a_creature_that_replaced_its_text_are_shown_and_reload() -> None:
    t = table({"hand": ["molde-de-bronze"], "line": ["mascara-de-cinzas"]}, {"artifacts": ["concha-do-oraculo"]},
              houses=HOUSES7, house="brasa", extra={"lasting": [
                  {"seat": 0, "op": "copy", "n": 1, "keyword": "arraia-furtiva", "target": "", "uid": 1, "turn": 302,
                   "at_start": False}]})
    t.do(Verb.PLAY, t.u(0, "molde-de-bronze"))
    view = ARCHON.view(t.s, 1)["players"][0]
    assert view["artifacts"][0]["copy"] == "concha-do-oraculo" and view["line"][0]["copy"] == "arraia-furtiva"
    assert "copy" not in ARCHON.view(t.s, 0)["players"][1]["artifacts"][0]            # the copied one: its own text
    mask = t.u(0, "mascara-de-cinzas")
    assert {a.when for a in card(t.s, mask).abilities} == {"mode", "reap"}           # its own hidden, the copy's reap
    assert ARCHON.state_hash(_reloaded(t.s)) == ARCHON.state_hash(t.s)
    assert any(e["key"] == "archon.log.copy_text" for e in (ARCHON.log_entry(t.s, x, 0) for x in t.s.log or []))


def test_K12_K37_check_counts_only_the_key_cost_changes_that_hold_at_the_next_forge() -> None:
    ends = {"seat": 1, "op": "key_cost", "n": 2, "keyword": "", "target": "each_friendly", "uid": -1,
            "at_start": False}
    gone = table({}, {}, amber=(6, 0), extra={"lasting": [{**ends, "turn": 3}]})          # ends with this turn
    assert key_cost(gone.s, 0) == 8 and key_cost(gone.s, 0, next_turn=True) == 6
    gone.do(Verb.END)
    assert "check" in gone.log_keys()
    held = table({}, {}, amber=(6, 0), extra={"lasting": [{**ends, "turn": 5}]})          # through my next turn
    assert key_cost(held.s, 0, next_turn=True) == 8
    held.do(Verb.END)
    assert "check" not in held.log_keys()


def test_the_ai_values_the_new_copies_and_key_costs_by_what_they_give() -> None:
    gain = table({}, {"discard": ["cinzas-ao-vento"]}, houses=HOUSES7, house="brasa", amber=(0, 4))
    nothing = table({}, {"discard": ["fornalha-antiga"]}, houses=HOUSES7, house="brasa")
    assert View(gain.s, 0).effect_value(Effect("copy_action"), -1) > 0.0
    assert View(nothing.s, 0).effect_value(Effect("copy_action"), -1) == 0.0            # no action to copy
    arts = table({}, {"artifacts": ["concha-do-oraculo"]}, houses=HOUSES7, house="brasa")
    assert View(arts.s, 0).effect_value(Effect("copy_artifact"), -1) > View(nothing.s, 0).effect_value(
        Effect("copy_artifact"), -1)
    raise_them = Effect("key_cost", n=2, until="start_of_your_turn")
    near, far = table({}, {}, amber=(0, 5)), table({}, {}, amber=(0, 0))
    assert View(near.s, 0).effect_value(raise_them, -1) > View(far.s, 0).effect_value(raise_them, -1) > 0.0
    assert View(far.s, 0).effect_value(Effect("key_cost", n=2, until="end_of_turn"), -1) == 0.0   # no forge in it


def test_the_ai_worth_of_a_copy_beside_a_play_from_discard_ends() -> None:
    """K32, K31: a copying action in discard beside one that plays from discard: each asks the other's worth; the
    AI leaves the latter out of a copy's worth, so the worth is found (the copy of a plain action still counts)."""
    t = table({"discard": ["reprise-da-forja"]}, {"discard": ["semente-persistente", "cinzas-ao-vento"]},
              houses=(["brasa", "sussurro", "vereda"], ["mare", "cinza", "vereda"]), house="brasa", amber=(0, 4))
    worth = View(t.s, 0).effect_value(Effect("copy_action"), -1)
    alone = table({}, {"discard": ["cinzas-ao-vento"]}, houses=HOUSES7, house="brasa", amber=(0, 4))
    assert worth == View(alone.s, 0).effect_value(Effect("copy_action"), -1) > 0.0


def test_K32_a_copied_choose_one_offers_the_copied_titles_modes_and_counts_as_the_copied_title() -> None:
    t = table({"hand": ["reprise-da-forja"]}, {"line": ["cervo-ancestral", "urso-das-veredas"],
                                                "discard": ["encruzilhada"]}, houses=HOUSES7, house="brasa")
    t.do(Verb.PLAY, t.u(0, "reprise-da-forja"))
    c = t.s.choice
    assert c is not None and c.kind == ChoiceKind.MODE and c.options == (0, 1)     # Crossroads' two modes
    assert t.s.plays == {"encruzilhada": 1}                                           # K32: the copied title
    again = _reloaded(t.s)
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    gain, stun = t.s, again
    ARCHON.apply(gain, next(a for a in ARCHON.legal_actions(gain) if a.target == 0))
    ARCHON.apply(stun, next(a for a in ARCHON.legal_actions(stun) if a.target == 1))
    assert gain.players[0].amber == 1 + 2 and not any(gain.stun)                       # the bonus, then mode 1
    assert stun.players[0].amber == 1 and stun.stun[t.u(1, "urso-das-veredas")]        # mode 2, not mode 1
    assert gain.lasting == () and gain.zone[t.u(0, "reprise-da-forja")] == Zone.DISCARD


def test_K32_K37_a_copied_lasting_reaction_answers_for_the_copier_until_it_ends_then_the_copy_is_gone() -> None:
    t = table({"hand": ["reprise-da-forja"], "line": ["touro-de-lava"]},
              {"line": ["cervo-ancestral"], "discard": ["rastro-de-sangue"]}, houses=HOUSES7, house="brasa")
    t.do(Verb.PLAY, t.u(0, "reprise-da-forja"))
    rep = t.u(0, "reprise-da-forja")
    assert t.s.zone[rep] == Zone.DISCARD and [r.seat for r in t.s.reactions] == [0]
    assert [y.uid for y in t.s.lasting] == [rep]              # the copy stays while its reaction lasts
    again = _reloaded(t.s)
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    amber = t.s.players[0].amber
    t.do(Verb.FIGHT, t.u(0, "touro-de-lava"), t.u(1, "cervo-ancestral"))
    assert t.s.zone[t.u(1, "cervo-ancestral")] == Zone.DISCARD and t.s.players[0].amber == amber + 1
    assert t.s.players[1].amber == 0                          # it answers for the copier, not the copied card's owner
    t.do(Verb.END)
    assert t.s.reactions == () and t.s.lasting == ()          # it ends with the turn, and the copy with it


def test_K5_K33_a_constant_copy_holds_while_its_condition_holds_and_reads_the_left_neighbour() -> None:
    t = table({"line": ["sentinela-do-forno", "espelho-de-fuligem", "touro-de-lava"]}, {"line": ["cervo-ancestral"]},
              houses=HOUSES7, house="brasa", amber=(2, 0))
    mirror = t.u(0, "espelho-de-fuligem")
    t.do(Verb.REAP, t.u(0, "touro-de-lava"))                  # 2 + 1 = 3Æ: the condition now holds
    assert has(t.s, mirror, "taunt") and copied(t.s, mirror) == lookup("sentinela-do-forno")
    assert not has(t.s, t.u(0, "touro-de-lava"), "taunt")     # its right neighbour gains nothing
    t.s.players[0].amber = 0
    run(t.s)
    assert not has(t.s, mirror, "taunt") and t.s.lasting == ()   # the condition fails: the copy ends


def test_K34_K5_a_constant_copy_stops_and_starts_only_once_nothing_of_its_creature_is_pending() -> None:
    t = table({"line": ["bruxa-do-fole", "espelho-de-fuligem"]}, {"line": ["cervo-ancestral", "urso-das-veredas"]},
              houses=HOUSES7, house="brasa", amber=(3, 0))
    mirror, deer = t.u(0, "espelho-de-fuligem"), t.u(1, "cervo-ancestral")
    t.do(Verb.REAP, t.u(0, "bruxa-do-fole"))                  # the copy starts (3Æ, then 4)
    t.do(Verb.PICK, target=t.u(1, "urso-das-veredas"))       # the witch's own "Reap:"
    assert copied(t.s, mirror) == lookup("bruxa-do-fole")
    t.do(Verb.REAP, mirror)                                   # the copied "Reap:" asks for its target
    assert t.s.choice is not None and t.s.choice.task.source == mirror
    t.s.players[0].amber = 0                                  # the condition fails while the copied ability waits
    before = t.s.damage[deer]
    run(t.s)
    assert copied(t.s, mirror) == lookup("bruxa-do-fole")    # kept while its ability waits (K34)
    again = _reloaded(t.s)
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    for s in (t.s, again):
        ARCHON.apply(s, next(a for a in ARCHON.legal_actions(s) if a.target == deer))
        assert s.damage[deer] == before + 1 and s.lasting == ()   # it finished as it began, then the copy ended
    late = table({"line": ["bruxa-do-fole", "espelho-de-fuligem"]}, {"line": ["cervo-ancestral"]},
                 houses=HOUSES7, house="brasa", amber=(2, 0))
    late.do(Verb.REAP, late.u(0, "espelho-de-fuligem"))       # 2 + 1: the copy starts after this reap's abilities
    assert late.s.damage[late.u(1, "cervo-ancestral")] == 0 and late.s.choice is None
    assert copied(late.s, late.u(0, "espelho-de-fuligem")) == lookup("bruxa-do-fole")


def test_the_ai_values_a_constant_copy_by_its_neighbour_to_be_and_a_copied_choose_one_by_its_best_mode() -> None:
    mirror = next(e for e in lookup("espelho-de-fuligem").auras if e.op == "copy_while")
    rich = table({"line": ["mascara-de-cinzas"]}, {}, houses=HOUSES7, house="brasa", amber=(3, 0))
    poor = table({"line": ["mascara-de-cinzas"]}, {}, houses=HOUSES7, house="brasa", amber=(0, 0))
    alone = table({}, {}, houses=HOUSES7, house="brasa", amber=(3, 0))
    worth = View(rich.s, 0).effect_value(mirror, -1)
    assert worth > View(poor.s, 0).effect_value(mirror, -1) > 0.0          # less while its condition fails
    assert View(alone.s, 0).effect_value(mirror, -1) == 0.0                 # no neighbour to copy
    modes = table({}, {"discard": ["encruzilhada"]}, houses=HOUSES7, house="brasa")
    assert View(modes.s, 0).effect_value(Effect("copy_action"), -1) == View(modes.s, 0).effect_value(
        lookup("encruzilhada").abilities[0].effects[0], -1) > 0.0          # K32: Crossroads' best mode


def test_K5_a_blanked_creature_copies_nothing_by_its_constant() -> None:
    blank = {"seat": 1, "op": "blank", "n": 0, "keyword": "", "target": "", "uid": 1, "turn": 5, "at_start": False}
    t = table({"line": ["sentinela-do-forno", "espelho-de-fuligem"]}, {}, houses=HOUSES7, house="brasa",
              amber=(3, 0), extra={"lasting": [blank]})
    assert t.u(0, "espelho-de-fuligem") == 1 and not has(t.s, 1, "taunt") and copied(t.s, 1) is None
    free = table({"line": ["sentinela-do-forno", "espelho-de-fuligem"]}, {}, houses=HOUSES7, house="brasa",
                 amber=(3, 0))
    assert has(free.s, 1, "taunt")
