"""The page's Archon deck ops through the bridge (K6 deck files, Master Vault import, the deck of a seed)."""

from __future__ import annotations

import json
from pathlib import Path

from eidolon import bridge
from eidolon.rulesets.archon.deckgen import generate

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "archon"


def call(op: str, **fields: object) -> dict:
    return json.loads(bridge.handle(json.dumps({"op": op, **fields})))


def test_k6_deck_generate_gives_the_seed_deck_and_a_player_that_plays_it() -> None:
    out = call("deck_generate", ruleset="archon", seed=4242)
    assert out["ok"]
    d = out["result"]
    want = generate(4242)
    assert d["cards"] == list(want.cards) and d["houses"] == list(want.houses) and d["name"] == want.name
    assert d["player"] == {"deck_seed": 4242}
    game = call("new_game", config={"ruleset": "archon", "seed": 1, "players": [d["player"], d["player"]]})
    assert game["ok"] and game["result"]["players"][0]["houses"] == d["houses"]


def test_k94_deck_generate_with_mavericks_names_them_in_the_player() -> None:
    seeds = [s for s in range(400) if any("@" in c for c in generate(s, mavericks=True).cards)]
    assert seeds, "some seed gives a maverick"
    d = call("deck_generate", ruleset="archon", seed=seeds[0], mavericks=True)["result"]
    assert any("@" in c for c in d["cards"]) and d["player"] == {"deck_seed": seeds[0], "mavericks": True}


def test_deck_generate_refuses_bad_seeds_and_other_rulesets_in_both_languages() -> None:
    for seed in (-1, 2 ** 53, 1.5, "7", True):
        out = call("deck_generate", ruleset="archon", seed=seed)
        assert not out["ok"] and out["error"]["code"] == "bad_seed", seed
    out = call("deck_generate", seed=3)
    assert not out["ok"] and out["error"]["code"] == "unsupported"
    assert out["error"]["message"]["pt"] != out["error"]["message"]["en"]


def test_k6_deck_check_reads_an_archon_text_list_and_its_json_round_trip() -> None:
    d = generate(77)
    js = {"format": "archon-deck", "version": 1, "name": d.name["pt"], "houses": list(d.houses),
          "cards": {c: d.cards.count(c) for c in dict.fromkeys(d.cards)}}
    text = call("deck_text", ruleset="archon", deck=js, lang="en")["result"]
    assert text["ok"] and text["text"].startswith(f"# {d.name['pt']}")
    back = call("deck_check", ruleset="archon", text=text["text"])["result"]
    assert back["ok"] and back["problems"] == [] and back["deck"]["cards"] == js["cards"]


def test_k6_deck_check_refuses_an_illegal_archon_deck_naming_the_problem() -> None:
    js = {"format": "archon-deck", "version": 1, "name": "x", "houses": list(generate(5).houses),
          "cards": {generate(5).cards[0]: 36}}
    out = call("deck_check", ruleset="archon", text=json.dumps(js))["result"]
    assert not out["ok"] and out["problems"]


def test_vault_deck_needs_its_card_data_and_imports_with_it() -> None:
    vaults = sorted(FIXTURES.glob("*vault*.json"))
    data = sorted(FIXTURES.glob("*card*data*.json"))
    assert vaults and data, "fixtures of tests/fixtures/archon"
    vault = vaults[0].read_text(encoding="utf-8")
    alone = call("deck_check", ruleset="archon", text=vault)["result"]
    assert not alone["ok"] and "card-data" in alone["error"]["message"]["en"]
    results = [call("deck_check", ruleset="archon", text=vault, card_data=c.read_text(encoding="utf-8"))["result"]
               for c in data]
    assert any(r["ok"] for r in results)


def test_deck_ops_refuse_non_text_fields() -> None:
    out = call("deck_check", ruleset="archon", text=3)
    assert not out["ok"] and out["error"]["code"] == "bad_request"
    out = call("deck_text", ruleset="archon", deck=[1], lang="pt")["result"]
    assert not out["ok"] and out["error"]["message"]["en"]
