"""Issue 24's other zone moves (moves.py): purging from your own archives by choice and from the opponent's hand at
random (K65, K66), putting an artifact or the top card of the deck into play (K29, K42, K44, K85), swapping a
friendly artifact or another friendly creature with a card in hand (K86), archiving an artifact into its owner's
archives (K65, K60). Each with what it must not touch beside what it does."""

from __future__ import annotations

import pytest
from archonkit import Table, table
from eidolon.rulesets.archon.agents.policy import View
from eidolon.rulesets.archon.cards import MOVE_OPS, CardDataError, Effect, card_from_json, load_cards
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.invariants import violations
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import ChoiceKind, Verb, Zone
from eidolon.rulesets.archon.view import hidden_from, log_message, view

RAIZ = (["brasa", "sussurro", "raiz"], ["mare", "cinza", "vereda"])


def raiz(p0: dict[str, list[str]] | None = None, p1: dict[str, list[str]] | None = None, **kw: object) -> Table:
    kw.setdefault("house", "raiz")
    return table(p0, p1, houses=RAIZ, **kw)  # type: ignore[arg-type]


def picks(t: Table) -> list[int]:
    return sorted(a.target for a in t.offered(Verb.PICK))


# ---- purge from your archives, from the opponent's hand (K65, K66) ----

def test_K65_K66_the_own_archives_are_purged_by_choice_the_opponents_are_not_offered() -> None:
    t = raiz({"hand": ["adubo-antigo"], "archives": ["broto-teimoso", "semeadora-paciente"]},
             {"archives": ["piromante"]})
    t.do(Verb.PLAY, t.u(0, "adubo-antigo"))
    assert t.s.choice is not None and t.s.choice.optional and t.s.choice.kind == ChoiceKind.ARCHIVED
    assert view(t.s, 0)["decision"]["kind"] == "archived"
    assert picks(t) == sorted([t.u(0, "broto-teimoso"), t.u(0, "semeadora-paciente")])
    assert all(not hidden_from(t.s, u, 0) for u in t.s.choice.options)        # the chooser sees their archives
    assert "actions" not in view(t.s, 1)                                       # the rival gets no list of them
    t.do(Verb.PICK, target=t.u(0, "semeadora-paciente"))
    assert t.s.players[0].purged == [t.u(0, "semeadora-paciente")] and t.s.players[1].archives == [t.u(1, "piromante")]
    assert t.s.players[0].amber == 3 and not violations(t.s)                   # 1 bonus + 2 "if you do"


def test_K34_with_empty_archives_nothing_is_purged_and_if_you_do_fails() -> None:
    t = raiz({"hand": ["adubo-antigo"]}, {"archives": ["piromante"]})
    t.do(Verb.PLAY, t.u(0, "adubo-antigo"))
    assert t.s.choice is None and t.s.players[0].amber == 1 and not t.s.players[1].purged


def test_K66_an_opponents_card_in_your_archives_is_purged_to_its_owners_pile() -> None:
    t = raiz({"hand": ["adubo-antigo"]}, {"line": ["piromante", "lince-pintado"]})
    pos = position_to_json(t.s)
    mage = t.u(1, "piromante")
    pos["players"][1]["line"].remove(mage)
    pos["players"][0]["archives"].append(mage)                                  # archived by an effect (K65)
    t.s = position_from_json(pos)
    t.s.log = []
    t.do(Verb.PLAY, t.u(0, "adubo-antigo"))
    t.do(Verb.PICK, target=mage)
    assert t.s.players[1].purged == [mage] and not t.s.players[0].purged and not violations(t.s)


def test_K65_K66_a_random_card_of_the_opponents_hand_is_purged_the_others_stay_hidden() -> None:
    t = raiz({"hand": ["fome-do-solo"], "line": ["broto-teimoso"]},
             {"hand": ["piromante", "lince-pintado", "cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "fome-do-solo"))
    assert t.s.choice is None and len(t.s.players[1].purged) == 1 and len(t.s.players[1].hand) == 2
    assert t.s.players[0].line == [t.u(0, "broto-teimoso")] and not t.s.players[0].purged
    seen = view(t.s, 0)
    assert "hand" not in seen["players"][1] and seen["players"][1]["hand_count"] == 2
    assert all(hidden_from(t.s, u, 0) for u in t.s.players[1].hand)
    hidden = [load_cards()[t.s.ids[u]].name for u in t.s.players[1].hand]
    shown = [log_message(t.s, e, 0)["args"].get("card") for e in t.s.log or []]
    assert not any(name in shown for name in hidden)                            # no log names a card left in hand


def test_K66_the_random_purge_draws_from_the_state_generator() -> None:
    """The same position purges the same card (CPython = Pyodide); an empty hand purges nothing."""
    a = raiz({"hand": ["fome-do-solo"]}, {"hand": ["piromante", "lince-pintado", "cervo-ancestral"]})
    b = raiz({"hand": ["fome-do-solo"]}, {"hand": ["piromante", "lince-pintado", "cervo-ancestral"]})
    for t in (a, b):
        t.do(Verb.PLAY, t.u(0, "fome-do-solo"))
    assert a.s.players[1].purged == b.s.players[1].purged and ARCHON.state_hash(a.s) == ARCHON.state_hash(b.s)
    empty = raiz({"hand": ["fome-do-solo"]}, {})
    empty.do(Verb.PLAY, empty.u(0, "fome-do-solo"))
    assert not empty.s.players[1].purged and "purge" not in empty.log_keys()


# ---- put an artifact, the top card into play (K29, K42, K44, K85) ----

def test_K29_K42_an_artifact_put_into_play_is_not_played_and_enters_exhausted() -> None:
    t = raiz({"hand": ["clareira-preparada", "fonte-de-seiva", "broto-teimoso"], "discard": ["perola-negra"]}, {})
    t.do(Verb.PLAY, t.u(0, "clareira-preparada"))
    spring, pearl = t.u(0, "fonte-de-seiva"), t.u(0, "perola-negra")
    assert t.s.players[0].artifacts == [spring, pearl] and t.s.exhausted[spring] and t.s.exhausted[pearl]
    assert t.s.zone[t.u(0, "broto-teimoso")] == Zone.HAND                     # a creature is not an option
    assert "fonte-de-seiva" not in t.s.plays and "perola-negra" not in t.s.plays and t.s.hand_acts == 1
    assert not violations(t.s)


def test_K34_with_no_artifact_in_the_zone_nothing_is_put_into_play() -> None:
    t = raiz({"hand": ["clareira-preparada", "broto-teimoso"], "discard": ["semeadora-paciente"]}, {})
    t.do(Verb.PLAY, t.u(0, "clareira-preparada"))
    assert t.s.choice is None and not t.s.players[0].artifacts and not t.s.players[0].line


def test_K85_the_artifact_search_offers_artifacts_only_and_shuffles() -> None:
    t = raiz({"hand": ["toupeira-coletora"], "deck": ["fonte-de-seiva", "broto-teimoso", "fonte-de-seiva"]}, {})
    t.do(Verb.PLAY, t.u(0, "toupeira-coletora"), pos=0)
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.SEARCH
    assert picks(t) == [t.u(0, "fonte-de-seiva", 1)]                            # the topmost copy, no creature
    t.do(Verb.PICK, target=t.u(0, "fonte-de-seiva", 1))
    assert t.s.players[0].artifacts == [t.u(0, "fonte-de-seiva", 1)] and len(t.s.players[0].deck) == 2
    assert "shuffle" in t.log_keys()


def test_K29_K44_the_top_card_goes_into_play_a_creature_on_the_flank_chosen() -> None:
    t = raiz({"hand": ["colheita-enterrada"], "line": ["carvalho-andante"],
              "deck": ["semeadora-paciente", "fonte-de-seiva", "broto-teimoso"]}, {})
    oak, spring = t.u(0, "carvalho-andante"), t.u(0, "fonte-de-seiva")
    t.do(Verb.PLAY, t.u(0, "colheita-enterrada"))
    t.do(Verb.PICK, target=spring)                                              # the search, then the top card
    assert t.s.players[0].artifacts == [spring]
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.FLANK
    t.do(Verb.PICK, target=0)
    line = t.s.players[0].line
    assert len(line) == 2 and line[1] == oak and t.s.exhausted[line[0]] and "put_into_play" in t.log_keys()
    assert len(t.s.players[0].deck) == 1 and t.s.players[0].discard == [t.u(0, "colheita-enterrada")]
    assert t.s.ids[line[0]] not in t.s.plays and not violations(t.s)


def test_K29_K43_an_action_on_top_cannot_be_put_into_play_and_stays_there_revealed() -> None:
    t = raiz({"line": ["semente-ao-vento"], "deck": ["fome-do-solo"]}, {"line": ["urso-das-veredas"]},
             active=1, house="vereda")
    action = t.u(0, "fome-do-solo")
    t.do(Verb.FIGHT, t.u(1, "urso-das-veredas"), target=t.u(0, "semente-ao-vento"))
    assert t.s.players[0].deck == [action] and not t.s.players[0].line and not t.s.players[0].artifacts
    entry = next(e for e in t.s.log or [] if e.key == "reveal_top")
    assert log_message(t.s, entry, 1)["args"]["card"]["en"] == "Hungry Soil"    # shown to both players
    creature = raiz({"line": ["semente-ao-vento"], "deck": ["broto-teimoso"]}, {"line": ["urso-das-veredas"]},
                    active=1, house="vereda")
    creature.do(Verb.FIGHT, creature.u(1, "urso-das-veredas"), target=creature.u(0, "semente-ao-vento"))
    assert creature.s.choice is not None and creature.s.choice.kind == ChoiceKind.FLANK   # the seed is still there (K58)
    assert creature.s.choice.task.seat == 0 and view(creature.s, 1)["decision"]["seat"] == 1   # chosen by the active player
    creature.do(Verb.PICK, target=1)
    assert creature.s.players[0].line == [creature.u(0, "broto-teimoso")] and "reveal_top" not in creature.log_keys()


# ---- swaps with the hand (K86) ----

def test_K86_another_friendly_creature_swaps_with_a_creature_in_hand_taking_its_place() -> None:
    t = raiz({"line": ["carvalho-andante", "guardia-do-viveiro", "semeadora-paciente"],
              "hand": ["urso-musgoso", "fonte-de-seiva"]}, {"line": ["piromante"]})
    warden, oak, bear = t.u(0, "guardia-do-viveiro"), t.u(0, "carvalho-andante"), t.u(0, "urso-musgoso")
    t.do(Verb.REAP, warden)
    assert picks(t) == sorted([oak, t.u(0, "semeadora-paciente")])            # not itself, not an enemy
    t.do(Verb.PICK, target=oak)                                                 # the lone creature in hand follows
    assert t.s.players[0].line == [bear, warden, t.u(0, "semeadora-paciente")] and t.s.exhausted[bear]
    assert t.s.zone[oak] == Zone.HAND and t.s.zone[t.u(0, "fonte-de-seiva")] == Zone.HAND
    assert "urso-musgoso" not in t.s.plays and not violations(t.s)


def test_K86_K34_no_creature_in_hand_no_swap() -> None:
    t = raiz({"line": ["guardia-do-viveiro", "carvalho-andante"], "hand": ["fonte-de-seiva"]}, {})
    t.do(Verb.REAP, t.u(0, "guardia-do-viveiro"))
    assert t.s.choice is None and t.s.zone[t.u(0, "carvalho-andante")] == Zone.LINE


def test_K86_a_friendly_artifact_swaps_with_an_artifact_in_hand_in_its_place() -> None:
    t = raiz({"artifacts": ["perola-negra", "tronco-oco"], "hand": ["fonte-de-seiva", "lanterna-dos-sonhos",
                                                                       "broto-teimoso"]},
             {"artifacts": ["fornalha-antiga"]})
    trunk, pearl = t.u(0, "tronco-oco"), t.u(0, "perola-negra")
    t.do(Verb.ACTION, trunk)
    assert picks(t) == sorted([pearl, trunk])                                   # friendly artifacts only
    t.do(Verb.PICK, target=pearl)
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.HAND_CARD
    assert picks(t) == sorted([t.u(0, "fonte-de-seiva"), t.u(0, "lanterna-dos-sonhos")])   # no creature
    again = position_from_json(position_to_json(t.s))                          # the first pick is saved
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    t.do(Verb.PICK, target=t.u(0, "lanterna-dos-sonhos"))
    assert t.s.players[0].artifacts == [t.u(0, "lanterna-dos-sonhos"), trunk] and t.s.zone[pearl] == Zone.HAND
    assert t.s.exhausted[t.u(0, "lanterna-dos-sonhos")] and t.s.players[0].amber == 1
    assert t.s.players[1].artifacts == [t.u(1, "fornalha-antiga")] and not violations(t.s)


# ---- archive an artifact (K65, K60) ----

def test_K65_K60_an_archived_enemy_artifact_goes_to_its_owners_archives() -> None:
    t = raiz({"hand": ["heras-invasoras"], "artifacts": ["fonte-de-seiva"]}, {"artifacts": ["perola-negra"]},
             amber=(0, 2), status={"1:perola-negra": {"held": 2}})
    pearl = t.u(1, "perola-negra")
    t.do(Verb.PLAY, t.u(0, "heras-invasoras"), pos=0)
    assert t.s.players[1].archives == [pearl] and not t.s.players[0].archives
    assert t.s.players[0].artifacts == [t.u(0, "fonte-de-seiva")] and "amber_supply" in t.log_keys()
    assert t.s.players[1].amber == 2 and t.s.held[pearl] == 0 and hidden_from(t.s, pearl, 0)
    assert not violations(t.s)


# ---- the vocabulary ----

def test_each_move_is_on_two_titles_and_written_in_both_languages() -> None:
    cards = load_cards().values()
    for op in MOVE_OPS:
        assert sum(1 for c in cards if any(e.op == op for a in c.abilities for e in a.effects)) >= 2, op
    words = {c["id"]: c["text"] for c in ARCHON.catalog()}
    assert "random card" in words["fome-do-solo"]["en"] and "ao acaso" in words["fome-do-solo"]["pt"]
    assert "owner's archives" in words["heras-invasoras"]["en"] and "dono" in words["heras-invasoras"]["pt"]


@pytest.mark.parametrize("card, words", [
    ({"abilities": [{"when": "play", "effects": [{"op": "archive_artifact", "target": "self"}]}]}, "archive_artifact"),
    ({"abilities": [{"when": "play", "effects": [{"op": "archive_artifact", "target": "enemy",
                                                  "only": {"flank": True}}]}]}, "only filters"),
    ({"abilities": [{"when": "play", "effects": [{"op": "purge_enemy_hand", "n": 2}]}]}, "takes no"),
    ({"abilities": [{"when": "play", "effects": [{"op": "swap_friendly_hand", "target": "enemy"}]}]}, "takes no"),
    ({"type": "artifact", "abilities": [{"when": "constant", "effects": [{"op": "put_top"}]}]}, "cannot be used"),
])
def test_bad_moves_are_refused_by_name(card: dict[str, object], words: str) -> None:
    raw = {"id": "x", "name": {"pt": "X", "en": "X"}, "house": "raiz", "type": "action", "rarity": "common", **card}
    with pytest.raises(CardDataError, match=words):
        card_from_json(raw)


def test_the_ai_values_the_moves() -> None:
    t = raiz({"hand": ["fonte-de-seiva", "urso-musgoso"], "line": ["semeadora-paciente", "guardia-do-viveiro"],
              "archives": ["piromante"]}, {"hand": ["lince-pintado"], "artifacts": ["perola-negra"]})
    v = View(t.s, 0)
    warden = t.u(0, "guardia-do-viveiro")
    assert v.effect_value(Effect("purge_enemy_hand"), -1) > 0 > v.effect_value(Effect("purge_archived"), -1)
    assert v.effect_value(Effect("put_artifact_from_hand"), -1) > 0 == v.effect_value(Effect("put_artifact_from_discard"), -1)
    assert v.effect_value(Effect("archive_artifact", target="enemy"), -1) > 0
    assert v.effect_value(Effect("swap_friendly_hand"), warden) > 0 == v.effect_value(Effect("swap_artifact_hand"), -1)
    bare = View(raiz({}, {}).s, 0)
    assert all(bare.effect_value(Effect(op, target="enemy" if op == "archive_artifact" else ""), -1) == 0.0
               for op in MOVE_OPS)


def test_K85_K5_a_search_begun_finishes_though_the_card_is_blanked_meanwhile() -> None:
    """Two probes destroyed together: the first one's search puts a creature that blanks its neighbours next to
    the second, whose "Destroyed:" search had already begun: it still finishes (what began resolving finishes)."""
    for first in (0, 1):
        t = table({"hand": ["incendio"]}, {"line": ["sonda-de-reposicao", "sonda-de-reposicao"],
                                           "deck": ["lince-pintado", "fornalha-silenciosa"]}, house="cinza")
        t.do(Verb.PLAY, t.u(0, "incendio"))
        assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.ORDER
        t.do(Verb.ORDER, target=first)
        t.do(Verb.PICK, target=t.u(1, "fornalha-silenciosa"))
        t.do(Verb.PICK, target=1 - first)                       # the furnace beside the probe still to search
        assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.SEARCH
        t.do(Verb.PICK, target=t.u(1, "lince-pintado"))
        while t.s.choice is not None:
            t.do(Verb.PICK, target=0)
        assert sorted(t.s.players[1].line) == sorted([t.u(1, "fornalha-silenciosa"), t.u(1, "lince-pintado")])
        assert not violations(t.s)
