"""Deck codes of both games (docs/builder.md, "Deck codes"; R3 for EIDOLON, K6/K94 for Archon): any deck
round-trips through its code, the page's bridge op and deck_check read the same code, and a broken code is
refused in pt and en saying why, changing nothing."""

import json

from eidolon import deckcode
from eidolon.api import suggested_decks
from eidolon.bridge import handle
from eidolon.rulesets.archon import deckcode as archon_code
from eidolon.rulesets.archon.cards import HOUSES, load_cards, maverick_id
from eidolon.rulesets.archon.deckgen import generate
from eidolon.rulesets.eidolon import deckcode as eidolon_code
from eidolon.rulesets.eidolon.cards.catalog import load_catalog
from eidolon.rulesets.eidolon.setup import ADVISED_MAX, MIN_DECK
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

EIDOLON_IDS = sorted(load_catalog())
ARCHON_IDS = sorted(load_cards()) + [maverick_id(t, h) for t, c in sorted(load_cards().items()) for h in HOUSES if h != c.house]
NAMES = st.text(st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="<>\ufffd"),
                min_size=1, max_size=40).filter(lambda s: s.strip() == s and s)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def call(op, **payload):
    return json.loads(handle(json.dumps({"op": op, **payload})))["result"]


def test_no_two_cards_share_a_digest():
    """A code names a card by a 3-byte digest of its id: no two ids of either catalogue (mavericks included) clash."""
    archon = list(load_cards()) + [maverick_id(t, h) for t in load_cards() for h in HOUSES]
    for ids in (list(load_catalog()), archon):
        assert len(deckcode.digests(ids)) == len(ids)


@SETTINGS
@given(name=NAMES, desbravador=st.sampled_from([""] + EIDOLON_IDS),
       main=st.dictionaries(st.sampled_from(EIDOLON_IDS), st.integers(1, 99), max_size=30),
       locations=st.lists(st.sampled_from(EIDOLON_IDS), max_size=12))
def test_any_eidolon_deck_round_trips(name, desbravador, main, locations):
    """R3: name, Desbravador, main deck (titles, copies and order) and Location deck (order) come back whole."""
    deck = eidolon_code.Coded(name, desbravador, main, locations)
    code = eidolon_code.encode(deck)
    assert code.startswith("EID1.") and deckcode.looks_code(code)
    assert eidolon_code.decode(code) == deck
    assert eidolon_code.decode(f"  {code[:20]}\n{code[20:]} ") == deck             # a wrapped paste
    assert eidolon_code.decode(f"https://x.example/eidolon/#deck={code}") == deck   # a link


@SETTINGS
@given(name=NAMES, houses=st.lists(st.sampled_from(HOUSES), max_size=3, unique=True),
       cards=st.dictionaries(st.sampled_from(ARCHON_IDS), st.integers(1, 99), max_size=40))
def test_any_archon_deck_round_trips(name, houses, cards):
    """K6/K94: name, houses and cards (maverick copies as their own ids) come back whole."""
    deck = archon_code.Listed(name, houses, cards)
    got = archon_code.decode(archon_code.encode(deck))
    assert got.deck == deck and got.seed is None and got.names == {"pt": name, "en": name}


@SETTINGS
@given(seed=st.integers(0, 2 ** 53 - 1), mavericks=st.booleans())
def test_a_seed_deck_is_a_short_code_of_its_seed(seed, mavericks):
    """K6: the deck of a seed is coded by its seed, and decodes to the generated deck with both its names."""
    code = archon_code.encode_seed(seed, mavericks)
    assert len(code) <= 24
    got = archon_code.decode(code)
    g = generate(seed, mavericks=mavericks)
    assert (got.seed, got.mavericks, got.names) == (seed, mavericks, g.name)
    assert sorted(c for c, n in got.deck.cards.items() for _ in range(n)) == sorted(g.cards) and got.deck.houses == list(g.houses)


def test_the_bridge_op_and_deck_check_read_the_same_code():
    """The page's `deck_code` and `deck_check` (the builder's paste, the CLI's deck check) agree on a code."""
    s = suggested_decks()[0]
    deck = {"format": "eidolon-deck", "version": 1, "name": s["name"]["pt"], "desbravador": s["desbravador"],
            "main": s["counts"], "locations": s["locations"]}
    code = call("deck_code", deck=deck)["code"]
    assert call("deck_code", code=code) == call("deck_check", text=code)
    assert call("deck_check", text=code)["deck"] == deck and call("deck_check", text=code)["ok"]
    a = call("deck_code", ruleset="archon", seed=7, mavericks=False)["code"]
    read = call("deck_code", ruleset="archon", code=a)
    assert read["ok"] and read["player"] == {"deck_seed": 7} and read["deck"] == call("deck_check", ruleset="archon", text=a)["deck"]


def test_a_deck_far_above_the_minimum_gets_the_engines_advice():
    """R3.1: a 180-card deck is legal but advised against, with the threshold of the rules block."""
    s = suggested_decks()[0]
    rules = call("catalog")["rules"]["deck"]
    assert rules["advised_max"] == ADVISED_MAX > rules["min"] == MIN_DECK
    ids = [c for c in s["counts"]]
    big = {cid: 4 for cid in ids}
    while sum(big.values()) < 180:
        big[next(c for c in load_catalog() if load_catalog()[c].kind == "criatura" and c not in big)] = 4
    deck = {"format": "eidolon-deck", "version": 1, "name": "Grande", "desbravador": s["desbravador"],
            "main": big, "locations": s["locations"]}
    out = call("deck_check", text=json.dumps(deck))
    assert out["ok"] and [m["key"] for m in out["advice"]] == ["deck.large"]
    assert out["advice"][0]["args"] == {"count": sum(big.values()), "min": MIN_DECK, "advised": ADVISED_MAX}
    normal = call("deck_check", text=json.dumps({**deck, "main": s["counts"]}))
    assert normal["ok"] and normal["advice"] == []


def test_broken_codes_are_refused_in_both_languages_saying_why():
    """Every refusal is a message in pt and en at the place "code"; nothing is returned as a deck."""
    deck = eidolon_code.Coded("Teste", "ser-aldren-veyr", {"guarda-da-ponte": 4}, ["ponte-partida"])
    good = eidolon_code.encode(deck)
    archon = archon_code.encode_seed(5, False)
    cases = {
        "not a code": ("hello world", "isto não é um código de deck", "this is not a deck code"),
        "damaged": (good[:-2] + ("AA" if good[-2:] != "AA" else "BB"), "danificado", "damaged"),
        "cut short": (good[:12], "danificado", "damaged"),
        "newer version": (good.replace("EID1.", "EID9.", 1), "versão mais nova", "newer version"),
        "other game": (archon, "outro jogo", "another game"),
        "too long": ("EID1." + "A" * 5000, "longo demais", "too long"),
    }
    for label, (text, pt, en) in cases.items():
        out = call("deck_code", code=text)
        assert out["ok"] is False and "deck" not in out, label
        assert pt in out["error"]["message"]["pt"] and en in out["error"]["message"]["en"], label
        assert out["error"]["where"] == "code", label
    assert call("deck_code", code=archon).get("other_game") is True
    assert call("deck_code", ruleset="archon", code=good).get("other_game") is True
    # a code whose checksum matches but names a card this catalogue lacks
    unknown = deckcode.wrap("EID", 1, bytes(deckcode.Writer().text("X").uint(1).card("nao-existe").uint(0).uint(0).out))
    out = call("deck_code", code=unknown)
    assert not out["ok"] and "carta que este catálogo não tem" in out["error"]["message"]["pt"]
    # a well-framed payload that does not read
    garbage = deckcode.wrap("EID", 1, b"\xff\xff\xff")
    out = call("deck_code", code=garbage)
    assert not out["ok"] and "malformed" in out["error"]["message"]["en"]
    # deck_check of a broken code refuses it the same way (builder paste, CLI deck check)
    assert call("deck_check", text=good[:-2] + "zz")["error"]["where"] == "code"


def test_the_command_line_writes_and_reads_the_pages_codes(tmp_path, capsys):
    """`deck code FILE` prints the code the page gives for that deck; `deck check` reads a code file."""
    from eidolon.cli import main
    s = suggested_decks()[0]
    deck = {"format": "eidolon-deck", "version": 1, "name": "Linha", "desbravador": s["desbravador"],
            "main": s["counts"], "locations": s["locations"]}
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(deck), encoding="utf-8")
    assert main(["deck", "code", str(path)]) == 0
    code = capsys.readouterr().out.strip()
    assert code == call("deck_code", deck=deck)["code"]
    coded = tmp_path / "deck.txt"
    coded.write_text(code + "\n", encoding="utf-8")
    assert main(["deck", "check", str(coded), "--lang", "en"]) == 0
    assert capsys.readouterr().out.strip() == "Valid deck."
    coded.write_text(code[:-4] + "\n", encoding="utf-8")
    assert main(["deck", "check", str(coded), "--lang", "en"]) == 1
    assert "File refused (code): the code is damaged" in capsys.readouterr().out


def test_an_archon_code_made_with_four_houses_reads_the_same_with_seven():
    """Issue 24 appended three houses (HOUSES keeps the first four in place) and 112 titles: a listed code
    written by the four-house catalogue (a maverick copy included, K94) still reads as the same deck."""
    old = "ARC1.AQ1WZWxobyBjw7NkaWdvAwRtYXJlBWNpbnphCmVuZ3JlbmFnZW0EGZWTAtIEXAEB9JgB9-isAdLLMtA"
    got = archon_code.decode(old)
    assert got.deck == archon_code.Listed("Velho código", ["mare", "cinza", "engrenagem"],
                                          {"arraia-furtiva": 2, "polvo-ladino": 1, "piromante@mare": 1,
                                           "besouro-mecanico": 1})
    assert HOUSES[:4] == ("mare", "cinza", "vereda", "engrenagem") and archon_code.encode(got.deck) == old

