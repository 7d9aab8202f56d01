"""One class per effect op (issue 10, item 3): every op of the closed vocabulary has every part — its
check of the card data, `apply`, rules text in pt and en, its log entries (in eidolon.rulesets.eidolon.messages and in both
catalogues) and its AI values — and the fields derived from a card's abilities are the card's own, not a
cache keyed by card id (a workshop edit of a title changes its aura and statics at once, R16.5, R9.5)."""

from __future__ import annotations

import copy
import inspect
import json
import random
from pathlib import Path
from typing import Any

import pytest
from eidolon import i18n
from eidolon.api import Match
from eidolon.rulesets.eidolon import stats as engine_stats
from eidolon.rulesets.eidolon.agents.heuristics import Table, all_stats, effect_value, reward_value
from eidolon.rulesets.eidolon.cards.catalog import load_catalog, parse_card
from eidolon.rulesets.eidolon.cards.model import Ability, CardDef, CardError
from eidolon.rulesets.eidolon.cards.text import catalogue as card_words
from eidolon.rulesets.eidolon.effects import resolve
from eidolon.rulesets.eidolon.messages import LOG_ARGS
from eidolon.rulesets.eidolon.ops import EFFECTS, Effect, parse_effect
from scenario import scenario

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = {lang: json.loads((ROOT / "py" / "eidolon" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
              for lang in ("pt-BR", "en")}
PARTS = ("from_json", "apply", "text", "value", "counts_outside_contest")
DECKS = ["ordem-conhecimento", "ruina-instinto", "ordem-ruina", "ordem-instinto", "ruina-conhecimento",
         "conhecimento-instinto"]


def raw_card(cid: str) -> dict[str, Any]:
    data = json.loads((ROOT / "py" / "eidolon" / "data" / "cards.json").read_text(encoding="utf-8"))
    return copy.deepcopy(next(r for r in data if r["id"] == cid))


def clause_in(m: i18n.Message, lang: str) -> str:
    """An op's clause in the words card text reads (EIDOLON's card templates over the shared catalogue)."""
    return i18n.render(m, card_words(lang), lambda ref: str(ref["id"]), None, lang)


def shipped_uses() -> dict[str, tuple[CardDef, Ability, Effect]]:
    """op -> the first shipped card, ability and effect that use it."""
    out: dict[str, tuple[CardDef, Ability, Effect]] = {}
    for card in load_catalog().values():
        for ab in card.abilities:
            for e in ab.effects:
                out.setdefault(e.op, (card, ab, e))
    return out


@pytest.mark.parametrize("op", sorted(EFFECTS))
def test_every_op_has_every_part(op: str) -> None:
    """The class itself defines each part (nothing inherited, nothing abstract), its log entries are the ones
    eidolon.messages names with the same arguments, with a key in both catalogues, and it speaks both
    languages and has an AI value and a reward value."""
    cls = EFFECTS[op]
    assert cls.op == op and not inspect.isabstract(cls)
    for part in (*PARTS, "fields", "log", "reward_weight"):
        assert part in vars(cls), f"{cls.__name__} lacks its own {part}"
    assert cls.log, f"{op} writes no log entry"
    for key, args in cls.log.items():
        assert LOG_ARGS.get(key) == args, f"{op}: log entry {key} is not named so in eidolon.rulesets.eidolon.messages"
        for lang, cat in CATALOGUES.items():
            assert f"log.{key}" in cat, f"{op}: log.{key} missing in {lang}"
    _card, _ab, e = shipped_uses()[op]
    clause = e.text(i18n.msg("cardtext.again") if e.aim else None)
    assert clause["key"] == f"cardtext.op.{op}" or clause["key"].startswith(f"cardtext.op.{op}.")
    pt, en = clause_in(clause, "pt-BR"), clause_in(clause, "en")
    assert pt and en and pt != en
    if e.aim:
        assert "essa criatura" in pt and "that creature" in en
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "discard": ["lobo-do-ermo"]}, p1={"creatures": ["urso-anciao"]})
    t = Table(m.state)
    for tgt in (-1, *m.state.players[0].creatures, *m.state.players[1].creatures):
        assert isinstance(e.value(t, 0, m.state.players[0].creatures[0], tgt), float)
    assert isinstance(e.reward_value(), float)
    assert isinstance(e.counts_outside_contest, bool)


def test_every_op_is_used_and_printed_by_the_shipped_cards() -> None:
    """Each op of the vocabulary appears on a shipped card, whose printed text holds the op's clause."""
    uses = shipped_uses()
    assert set(uses) == set(EFFECTS)
    for op, (card, _ab, e) in uses.items():
        assert clause_in(e.text(None), "en")[:6].lower() in card.text["en"].lower() or e.aim, op


def test_the_vocabulary_is_closed_and_each_op_checks_its_fields() -> None:
    """An unknown op, a parameter the op does not take and a bad value are refused with the card named."""
    for bad, words in ((["draw"], "unknown effect"), ({"op": "teleport"}, "unknown effect"),
                       ({"op": ["draw"]}, "unknown effect"), ({"op": "draw", "n": 1, "to": "self"}, "unknown fields"),
                       ({"op": "draw", "n": 0}, "needs n in 1..10"), ({"op": "essence", "n": 1}, "needs a doctrine"),
                       ({"op": "buff", "to": "self", "until": "turn"}, "gives nothing"),
                       ({"op": "buff", "to": "self", "atk": 10, "until": "turn"}, "atk must be 0..9"),
                       ({"op": "damage", "to": "target", "n": 1}, "aims at a target the ability lacks")):
        with pytest.raises(CardError, match=f"card 'x': .*{words}"):
            parse_effect("x", bad, "")
    assert parse_effect("x", {"op": "buff", "to": "target", "res": 2, "until": "field"}, "own_creature") == \
        EFFECTS["buff"]("target", 0, 2, 0, "field")


def test_apply_writes_only_the_log_entries_its_op_declares(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seeded random games through the API: whatever an op's apply adds to the log is one of its declared
    entries with the declared number of arguments; the games resolve most ops."""
    seen: set[str] = set()
    for cls in EFFECTS.values():
        def watched(self: Effect, s: Any, ctx: Any, _apply: Any = cls.apply) -> None:
            start = len(s.log)
            _apply(self, s, ctx)
            for key, *args in s.log[start:]:
                assert key in self.log and len(args) == len(self.log[key]), (self.op, key, args)
                seen.add(self.op)
        monkeypatch.setattr(cls, "apply", watched)
    for g in range(6):
        rng = random.Random(g)
        m = Match.new({"seed": g, "players": [{"suggested": DECKS[g]}, {"suggested": DECKS[(g * 5 + 1) % 6]}],
                       "options": {"location_target": 4}})
        while m.decision() is not None and len(m.history) < 900:
            m.apply(rng.randrange(len(m.actions())))
    assert len(seen) >= 10, sorted(seen)


def test_effect_value_sums_the_values_of_the_ops() -> None:
    """The AI's worth of an ability is the sum of its ops' values (no op scores 0 by being unknown)."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"]}, p1={"creatures": ["urso-anciao"]})
    t = Table(m.state)
    for card in load_catalog().values():
        for ab in card.abilities:
            assert effect_value(t, 0, -1, ab, -1) == sum(e.value(t, 0, -1, -1) for e in ab.effects)


# ---- derived fields belong to the card, not to its id ----

def test_a_second_definition_of_a_title_brings_its_own_aura() -> None:
    """R16.5: a workshop edit of Capitã Iselle Varn (aura +1 RES to Ordem creatures -> +2) changes the RES of
    the creatures in play at once, in the engine (stats) and in the AI's copy (all_stats)."""
    first = load_catalog()["capita-iselle-varn"]
    raw = raw_card("capita-iselle-varn")
    raw.pop("text", None)
    aura = next(a for a in raw["abilities"] if a.get("op") == "aura")
    aura["res"] = aura.get("res", 0) + 1
    second = parse_card(raw)
    assert second.auras != first.auras
    m = scenario(p0={"creatures": ["capita-iselle-varn"]})
    s = m.state
    uid = m.uid(0, "creatures", 0)
    before = engine_stats.stats(s, uid)
    assert all_stats(s)[uid] == before
    s.defs = tuple(second if d is first else d for d in s.defs)
    after = engine_stats.stats(s, uid)
    assert after[1] == before[1] + 1
    assert all_stats(s)[uid] == after


def test_a_second_definition_of_a_location_brings_its_own_statics() -> None:
    """R9.5: an edited Location's exploration bonus counts at once, for the engine and the AI."""
    loc_id = next(c.id for c in load_catalog().values() if "explore_bonus" in c.statics)
    first = load_catalog()[loc_id]
    raw = raw_card(loc_id)
    raw.pop("text", None)
    bonus = next(a for a in raw["abilities"] if a.get("op") == "explore_bonus")
    bonus["n"] += 1
    second = parse_card(raw)
    m = scenario(p0={"creatures": ["lobo-do-ermo"]}, ermo=[loc_id], phase="exploracao")
    s = m.state
    actor, slot = m.uid(0, "creatures", 0), m.slot_uid(0)
    before = engine_stats.explore_amount(s, actor, slot)
    assert Table(s).explore_amount(actor, slot) == before
    s.defs = tuple(second if d is first else d for d in s.defs)
    assert engine_stats.explore_amount(s, actor, slot) == before + 1
    assert Table(s).explore_amount(actor, slot) == before + 1
    assert second.text != first.text and second.statics["explore_bonus"].n == first.statics["explore_bonus"].n + 1


def test_derived_fields_are_computed_when_the_card_is_parsed() -> None:
    """Text, keywords, auras and statics are fields of the parsed card, from its own abilities."""
    for card in load_catalog().values():
        statics = [ab for ab in card.abilities if ab.type == "static"]
        assert card.auras == tuple(ab for ab in statics if ab.op == "aura")
        assert set(card.statics) == {ab.op for ab in statics}
        assert all(card.statics[ab.op] is next(x for x in statics if x.op == ab.op) for ab in statics)
        assert ("VIGÍLIA" in card.keywords) == ("vigil" in card.statics)
        assert ("ÚNICA" in card.keywords) == card.unique
        assert card.text["pt"] and card.text["en"] or not card.abilities
        on_play = [i for i, ab in enumerate(card.abilities) if ab.type == "on_play"]
        assert card.on_play == (on_play[0] if on_play else -1)


def test_a_reward_is_worth_the_sum_of_its_ops() -> None:
    """The AI's worth of a Location's reward: each op's weight times its amount, from the card itself."""
    for card in load_catalog().values():
        if card.kind == "local":
            want = sum(e.reward_value() for ab in card.abilities if ab.type == "reward" for e in ab.effects)
            assert reward_value(card) == want > 0


def test_resolve_applies_every_effect_of_an_ability_in_order() -> None:
    """R16.1: the effects of one ability resolve in order; a later one sees what an earlier one did."""
    m = scenario(p0={"creatures": ["lobo-do-ermo"], "vestigios": 0})
    s = m.state
    ab = Ability(type="activated", effects=(parse_effect("x", {"op": "vestigio", "n": 2}, ""),
                                            parse_effect("x", {"op": "draw", "n": 1}, "")))
    hand, vest = len(s.players[0].hand), s.players[0].vestigios
    resolve(s, 0, m.uid(0, "creatures", 0), ab, -1)
    assert (len(s.players[0].hand), s.players[0].vestigios) == (hand + 1, vest + 2)
    assert [e[0] for e in s.log[-2:]] == ["vestigio", "draw"]
