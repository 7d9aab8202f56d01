"""Issue 24: save/load, replays and the bridge hold for matches that use every ability of the collection.

`ability_sample.find_sample()` finds, by a bounded deterministic search, seeded matches (listed decks, random and
Iniciante agents) that together resolve an ability of every title printing one, every timing and every effect op
(K13, K14, K29, K33, K59); for each of them a save loaded at several points, and a position reloaded there, go on
to the same actions and final hash, and its replay file reproduces every hash (the CPython = Pyodide half is
test_archon_pyodide_sample.py)."""

from __future__ import annotations

import json
from functools import cache

import pytest
from ability_sample import (
    MAX_CANDIDATES,
    Kind,
    SampleMatch,
    abilities_resolved,
    collection_kinds,
    find_sample,
    play_on,
    resolving,
    seats_to_move,
    titles_with_abilities,
)
from archonkit import table
from eidolon import bridge, safejson
from eidolon.api import Match
from eidolon.replay import Replay, export
from eidolon.rulesets.archon.state import Verb

SAMPLE = find_sample()


@cache
def _played(index: int) -> Match:
    return play_on(Match.new(SAMPLE.matches[index].config), SAMPLE.matches[index])


def played(match: SampleMatch) -> Match:
    """The sample match played to its end (once per run)."""
    return _played(SAMPLE.matches.index(match))


def _cases() -> list[object]:
    return [pytest.param(m, id=f"match{i}") for i, m in enumerate(SAMPLE.matches)]


def test_the_detector_sees_an_ability_resolve_and_not_a_card_that_does_nothing() -> None:
    """K29, K47: a "Play:" creature played and a "Reap:" creature reaping are seen; a creature in hand, and one whose
    "Fight:" does not happen, are not."""
    t = table({"hand": ["lanceiro-de-brasa", "piromante"], "line": ["cervo-ancestral", "urso-das-veredas"]},
              {"line": ["baleia-cartografa"]}, house="cinza")
    seen: set[Kind] = set()
    with resolving(seen):
        t.do(Verb.PLAY, t.u(0, "lanceiro-de-brasa"), pos=0)
    assert seen == {("title", "lanceiro-de-brasa"), ("timing", "play/"), ("op", "damage")}
    t2 = table({"hand": ["lanceiro-de-brasa"], "line": ["piromante", "urso-das-veredas"]}, {"line": ["cervo-ancestral"]})
    seen2: set[Kind] = set()
    with resolving(seen2):
        t2.do(Verb.REAP, t2.u(0, "piromante"))
    assert seen2 == {("title", "piromante"), ("timing", "reap/"), ("op", "damage")}


def test_the_sample_resolves_an_ability_of_every_title_every_timing_and_every_op() -> None:
    """K13, K14, K29, K33, K59: every title printing an ability has one resolved in some sample match, and so has
    every timing (with whose event) and every effect op the collection prints, found within the search's bound;
    each match adds a kind the earlier ones did not resolve."""
    assert SAMPLE.tried <= MAX_CANDIDATES
    assert sorted(collection_kinds() - SAMPLE.covered) == []
    assert {k[1] for k in collection_kinds() if k[0] == "title"} == titles_with_abilities()
    assert ("timing", "constant/") in SAMPLE.covered and ("timing", "would_be_destroyed/") in SAMPLE.covered
    seen: set[Kind] = set()
    for match in SAMPLE.matches:
        got = abilities_resolved(match)
        assert got - seen, match.config["seed"]
        seen |= got
    assert seen == SAMPLE.covered


@pytest.mark.parametrize("match", _cases())
def test_save_and_position_loaded_at_several_points_go_on_the_same(match: SampleMatch) -> None:
    """K2-K96 through the codec: a save loaded after a quarter, half and three quarters of the match, and the
    position at that point loaded, continue to the same actions and final state hash as the match played through."""
    full = played(match)
    assert full.rules.decision(full.state) is None              # the match ended (K1: a winner)
    total = len(full.history)
    for stop in (total // 4, total // 2, 3 * total // 4):
        m = play_on(Match.new(match.config), match, stop=stop)
        loaded = Match.load(json.loads(m.save_json()))
        assert loaded.state_hash() == m.state_hash()
        play_on(loaded, match)
        assert loaded.history == full.history and loaded.state_hash() == full.state_hash()
        at = Match.from_position(json.loads(json.dumps(m.position())))
        assert at.state_hash() == m.state_hash()
        play_on(at, match, before=stop)
        assert at.history == full.history[stop:] and at.state_hash() == full.state_hash(), stop


@pytest.mark.parametrize("match", _cases())
def test_the_replay_reproduces_every_hash(match: SampleMatch) -> None:
    """The replay file of the match opens with no divergence and its last step is the match's final hash."""
    full = played(match)
    opened = Replay.open(safejson.dumps(export(full)))
    assert opened.diverged_at is None and opened.summary()["final_hash"] == full.state_hash()
    assert opened.match_at(len(full.history)).state_hash() == full.state_hash()


def bridge_requests(match: SampleMatch, upto: int | None = None) -> list[str]:
    """The bridge requests that play the match (new_game, then one ai_move per action with the deciding seat's
    level), optionally only its first `upto` actions, then the hash."""
    seats = seats_to_move(match)[:upto]
    return [json.dumps({"op": "new_game", "config": match.config})] + [
        json.dumps({"op": "ai_move", "level": match.levels[seat], "seed": match.seed}) for seat in seats] + [
        json.dumps({"op": "hash"})]


def test_the_bridge_plays_the_sample_matches_as_the_helper_does() -> None:
    """The bridge's ai_move requests give a sample match's actions and final hash (what the Pyodide test sends):
    every fourth match and the first of each AI level pairing (a bridge view per move costs time)."""
    first = {m.levels: i for i, m in reversed(list(enumerate(SAMPLE.matches)))}
    chosen = sorted(set(first.values()) | set(range(0, len(SAMPLE.matches), 4)))
    for match in (SAMPLE.matches[i] for i in chosen):
        replies = [json.loads(bridge.handle(r)) for r in bridge_requests(match)]
        assert all(r["ok"] for r in replies)
        assert replies[-1]["result"] == played(match).state_hash()
