"""Archon through the shared plumbing: the seeded deck generator (K6, K93), configs and refusals, the card
data's closed vocabulary, positions refused with reasons, the view, and Match / bridge / sim / cli with no
Archon-specific code in them."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from eidolon import cli, i18n, rulesets
from eidolon.api import ApiError, Match
from eidolon.bridge import handle
from eidolon.rulesets.archon.cards import (
    COUNTED,
    COUNTS,
    FLAGS,
    HIDDEN_WHENS,
    OPS,
    WHENS,
    CardDataError,
    card_from_json,
    cards_from_json,
    load_cards,
)
from eidolon.rulesets.archon.deckgen import MAX_COPIES, deck_problems, generate
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.sim import selfplay


def cfg(seed: int, a: int = 1, b: int = 2) -> dict:
    return {"ruleset": "archon", "seed": seed, "players": [{"deck_seed": a}, {"deck_seed": b}]}


def test_K6_K93_same_seed_same_deck_and_every_deck_legal() -> None:
    assert generate(42) == generate(42)
    cards = load_cards()
    specials = 0
    for seed in range(300):
        d = generate(seed)
        assert deck_problems(d.houses, d.cards) == [], seed
        counts = Counter(d.cards)
        assert all(n <= MAX_COPIES[cards[c].rarity] for c, n in counts.items())
        specials += sum(1 for c in d.cards if cards[c].rarity == "special")
        assert sum(1 for c in d.cards if cards[c].rarity == "special") <= 1
        assert d.name["pt"] and d.name["en"] and d.name["pt"].split(",")[0] == d.name["en"].split(",")[0]
    assert specials > 0


@pytest.mark.slow                      # 10,000 generated decks
def test_ten_thousand_seeds_give_no_duplicate_deck() -> None:
    seen = {(d.houses, d.cards) for d in map(generate, range(10_000))}
    assert len(seen) == 10_000


def test_deck_problems_name_what_is_wrong() -> None:
    d = generate(3)
    codes = [c for c, _ in deck_problems(d.houses, list(d.cards[:-1]) + ["no-such-card"])]
    assert "unknown_card" in codes and "house_count" in codes
    assert [c for c, _ in deck_problems(d.houses[:2], d.cards)] == ["houses", "foreign_card"] or \
        "houses" in [c for c, _ in deck_problems(d.houses[:2], d.cards)]
    with pytest.raises(ApiError) as e:
        Match.new({**cfg(1), "players": [{"deck": {"houses": list(d.houses), "cards": list(d.cards[:30])}},
                                         {"deck_seed": 1}]})
    assert e.value.code == "illegal_deck" and e.value.text["key"] == "archon.error.illegal_deck"
    words = i18n.text(e.value.text, "en")
    assert "30 cards instead of 36" in words and "{" not in words


def test_a_deck_list_plays_like_its_seed() -> None:
    d = generate(9)
    a = Match.new({**cfg(5), "players": [{"deck": {"name": d.name, "houses": list(d.houses),
                                                   "cards": list(d.cards)}}, {"deck_seed": 2}]})
    b = Match.new({**cfg(5), "players": [{"deck_seed": 9}, {"deck_seed": 2}]})
    assert a.state_hash() == b.state_hash()


@pytest.mark.parametrize("player", [{}, {"deck_seed": -1}, {"deck_seed": 1, "chains": 99},
                                    {"deck_seed": 1, "suggested": "gerado-11"}, {"suggested": "nada"},
                                    {"deck": "x"}, "deck"])
def test_bad_players_are_refused_in_both_languages(player) -> None:
    with pytest.raises(ApiError) as e:
        Match.new({**cfg(1), "players": [player, {"deck_seed": 1}]})
    assert e.value.text["key"].startswith("archon.error.")
    assert e.value.message["pt"] and e.value.message["en"] and e.value.message["pt"] != e.value.message["en"]


def test_the_card_vocabulary_is_closed() -> None:
    good = {"id": "x", "name": {"pt": "X", "en": "X"}, "house": "mare", "type": "creature", "rarity": "common",
            "power": 2}
    assert card_from_json(good).power == 2
    for bad, words in [({"house": "dis"}, "house"), ({"type": "ritual"}, "type"),
                       ({"abilities": [{"when": "play", "effects": [{"op": "teleport"}]}]}, "unknown effect"),
                       ({"abilities": [{"when": "play", "effects": [{"op": "damage", "n": 1}]}]}, "target"),
                       ({"abilities": [{"when": "reap", "effects": [{"op": "key_cost", "n": 1}]}]}, "cannot"),
                       ({"keywords": {"flying": True}}, "keyword"), ({"power": -1}, "power"),
                       ({"text": "Gain 1"}, "unknown field")]:
        with pytest.raises(CardDataError, match=words):
            card_from_json({**good, **bad})
    with pytest.raises(CardDataError, match="twice"):
        cards_from_json({"format": "archon-cards", "version": 1, "cards": [good, good]})


def test_the_collection_covers_seven_houses_and_every_keyword() -> None:
    cards = load_cards().values()
    per = Counter(c.house for c in cards)
    assert len(per) == 7 and min(per.values()) >= 12
    flags = {f for c in cards for f in c.flags | c.grants} | {k for c in cards for k in c.counts}
    assert flags == set(FLAGS) | set(COUNTS)                 # every keyword of the vocabulary is used by a card
    effects = [e for c in cards for a in c.abilities for e in a.effects]
    assert {e.op for e in effects} == set(OPS) and {e.per for e in effects if e.per} == set(COUNTED)
    assert {a.when for c in cards for a in c.abilities} == set(WHENS + HIDDEN_WHENS)   # hidden: modes, reactions
    assert any(c.legacy for c in cards) and any(c.errata for c in cards)       # K95, K96
    assert {c.type for c in cards} == {"creature", "action", "artifact", "upgrade"}
    for c in ARCHON.catalog():
        assert c["text"]["pt"] != c["text"]["en"] or not c["text"]["en"]
        assert "{" not in c["text"]["pt"] + c["text"]["en"] and "archon." not in c["text"]["en"]


def test_positions_are_refused_with_reasons() -> None:
    m = Match.new(cfg(4))
    pos = m.position()
    assert pos["ruleset"] == "archon"
    assert Match.from_position(json.loads(json.dumps(pos))).state_hash() == m.state_hash()
    for change, words in [({"cards": pos["cards"][:-1]}, "owner"), ({"turn": 0}, "turn"),
                          ({"step": "dance"}, "step"), ({"extra": 1}, "unknown field"),
                          ({"players": [pos["players"][0], {**pos["players"][1], "keys": 4}]}, "keys")]:
        with pytest.raises(ApiError) as e:
            Match.from_position({**pos, **change})
        assert e.value.code == "bad_position" and words in str(e.value.message["en"]), (change, e.value.message)
    twice = json.loads(json.dumps(pos))
    twice["players"][0]["hand"].append(twice["players"][0]["deck"][0])
    with pytest.raises(ApiError, match="two places"):
        Match.from_position(twice)


def test_the_view_hides_hands_rival_archives_and_deck_order() -> None:
    m = Match.new(cfg(6))
    s = m.state
    for seat in (0, 1):
        v = m.view(seat)
        assert "hand" in v["players"][seat] and "hand" not in v["players"][1 - seat]
        assert "deck" not in json.dumps(v["players"]).replace("deck_count", "")
        assert v["players"][1 - seat]["hand_count"] == len(s.players[1 - seat].hand)
        rival_draws = [e for e in v["log"] if e["key"] == "archon.log.draw_hidden"]
        assert rival_draws and all("card" not in e["args"] for e in rival_draws)


def test_match_bridge_selfplay_and_cli_need_no_archon_code(capsys) -> None:
    rng = random.Random(3)
    m = Match.new(cfg(3))
    while m.decision() is not None:
        seat = m.decision()["seat"]
        offered = m.view(seat)["actions"]
        assert [{k: v for k, v in a.items() if k != "label"} for a in offered] == m.actions()
        for a in offered:
            words = i18n.text(a["label"], "pt-BR")
            assert "{" not in words and "archon." not in words, a
        m.apply(rng.randrange(len(m.actions())))
    assert Match.load(json.loads(json.dumps(m.save()))).state_hash() == m.state_hash()
    for lang in ("pt-BR", "en"):
        for e in m.view(0, log_from=0)["log"]:
            words = i18n.text(e, lang)
            assert "{" not in words and "archon." not in words, (e, words)
    out = json.loads(handle(json.dumps({"op": "new_game", "config": cfg(8)})))
    assert out["ok"] and out["result"]["ruleset"] == "archon"
    act = json.loads(handle(json.dumps({"op": "act", "action": 0})))
    assert act["ok"]
    assert json.loads(handle(json.dumps({"op": "catalog", "ruleset": "archon"})))["ok"]
    r = selfplay(20, 1, ("random", "random"), check=True, rules="archon")
    assert r["errors"] == 0 and r["wins"][0] + r["wins"][1] + r["draws"] == 20
    assert cli.main(["selfplay", "--games", "4", "--ruleset", "archon", "--check", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["errors"] == 0
    assert cli.main(["decks", "--ruleset", "archon", "--json"]) == 0
    decks = json.loads(capsys.readouterr().out)
    assert len(decks) == 16 and all(d["valid"] for d in decks)
    assert cli.main(["cards", "--ruleset", "archon", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == len(load_cards())
    assert "archon" in rulesets.names()


def test_the_command_line_replays_an_archon_save_with_its_log(tmp_path, capsys) -> None:
    m = Match.new(cfg(12))
    rng = random.Random(12)
    for _ in range(60):
        m.apply(rng.randrange(len(m.actions())))
    f = tmp_path / "archon.json"
    f.write_text(json.dumps(m.save()), encoding="utf-8")
    assert cli.main(["replay", str(f), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["hash"] == m.state_hash()
    for lang in ("pt-BR", "en"):
        assert cli.main(["replay", str(f), "--log", "--lang", lang]) == 0
        lines = capsys.readouterr().out.splitlines()
        assert len(lines) == len(m.state.log) and not any("{" in ln or "archon." in ln for ln in lines)
        assert any(ln.startswith(("Jogador 2 compra ", "Player 2 draws ")) and "a card" not in ln
                   and "uma carta" not in ln for ln in lines)
