"""Balance report (issue 16): what it computes on a tiny tournament and the self-contained HTML page."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from eidolon.rulesets.eidolon.balance import analysis as an
from eidolon.rulesets.eidolon.balance.report import build_report, report_data
from eidolon.rulesets.eidolon.balance.results import load, resolve_decks
from eidolon.rulesets.eidolon.balance.tournament import Settings, run
from eidolon.rulesets.eidolon.cards.catalog import load_catalog
from eidolon.rulesets.eidolon.cards.model import Ability, CardDef

DECKS = ["ordem-conhecimento", "ruina-instinto", "ordem-ruina"]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    f = tmp_path_factory.mktemp("rep") / "tiny.jsonl"
    run(Settings(decks=resolve_decks(DECKS), setups=[("random", "random"), ("iniciante", "iniciante")], seed=40),
        3, str(f), progress=None)
    return f


def test_report_figures_add_up(tiny: Path):
    header, games = load(str(tiny))
    d = report_data([(header, games)], openings=10)
    assert d["games"] == 2 * 9 * 3 and d["setups"] == ["random", "iniciante"] and d["per_pair"] == (3, 3)
    for s in d["setups"]:
        gs = [g for g in games if an.setup_label(g["agents"]) == s]
        fp = d["first"][s]
        assert fp["n"] == len(gs) == 27
        assert fp["k"] == sum(1.0 if g["winner"] == g["first"] else 0.5 if g["winner"] < 0 else 0.0 for g in gs)
        rates = d["deck_rates"][s]
        assert all(rates[x]["n"] == 12 for x in DECKS)            # 2 rivals x 2 seat orders x 3 games
        assert all(r["few"] for r in rates.values())                 # fewer than MIN_GAMES: marked
        assert sum(r["k"] for r in rates.values()) == pytest.approx(18)      # each non-mirror game once
        m = d["matrix"][s]
        for a in DECKS:
            for b in DECKS:
                if a != b:
                    assert m[a][b]["n"] == 6 and m[a][b]["k"] + m[b][a]["k"] == pytest.approx(6)
        ln = d["length"][s]
        assert sum(sum(ln[x]["reasons"].values()) for x in DECKS) == 27 + 18
    eff = d["effects"]
    assert {r["deck"] for r in eff} == set(DECKS)
    assert all(r["q"] >= r["p"] - 1e-12 and r["with"]["n"] + r["without"]["n"] == 36 for r in eff)
    for r in eff:
        opened = sum(1 for g in games for seat in (0, 1) if g["decks"][seat] == r["deck"]
                     and g["cards"][seat].get(r["card"], {}).get("open"))
        assert r["with"]["n"] == opened
    h = d["health"]
    assert set(h) == set(DECKS)
    for x in h.values():
        assert x["n"] == 10
        for can, lock in zip(x["can_play"], x["locked"]):
            assert can["k"] + lock["k"] <= 10


def test_card_data_analyses_on_known_cards():
    cat = load_catalog()
    loc = {r["card"]: r for r in an.locations([], resolve_decks(DECKS))["rows"]}
    p = loc["ponte-partida"]                       # difficulty 4: EXP 1 -> 4 tries, +1 affinity -> 2 (R9.5)
    assert (p["exp1_plain"], p["exp1_aff"], p["exp2_plain"], p["exp2_aff"]) == (4, 2, 2, 2)
    if "estrada-impossivel" in loc:                 # +1 bonus of the Location itself
        e = loc["estrada-impossivel"]
        assert (e["exp1_plain"], e["exp2_aff"]) == (2, 1)
    mk = lambda i, cost, a, r, e, abil=(), doc="ordem", unique=False: CardDef(
        id=i, name={"pt": i, "en": i}, kind="criatura", doctrine=doc, cost=cost, atk=a, res=r, exp=e,
        abilities=abil, unique=unique)
    vig = Ability(type="static", op="vigil")
    cards = [mk("a", 2, 2, 3, 1), mk("b", 3, 2, 3, 1), mk("c", 2, 2, 3, 1, (vig,)), mk("d", 2, 3, 3, 1, doc="neutra"),
             mk("e", 1, 2, 3, 1, unique=True), mk("f", 2, 2, 2, 1, doc="ruina")]
    pairs = {(x["better"], x["worse"]) for x in an.dominance(cards)}
    assert ("a", "b") in pairs and ("c", "a") in pairs and ("d", "a") in pairs      # cheaper / more text / neutral
    assert ("a", "c") not in pairs and ("e", "a") not in pairs and ("a", "f") not in pairs   # Única / doctrine
    assert ("b", "a") not in pairs
    rel = an.relic_values([c for c in cat.values() if c.kind == "reliquia"])
    assert all(r["per_essence"] == pytest.approx(r["value"] / (r["cost"] + 1)) for r in rel)     # R13.2 attach
    fit = an.stat_budget([c for c in cat.values()])
    assert fit["r2"] is not None and 0 < fit["r2"] <= 1
    assert all(r["gap"] == pytest.approx(r["cost"] - r["fit"]) for r in fit["rows"])


def test_before_after_pairs_games_by_seed(tiny: Path):
    _header, games = load(str(tiny))
    same = an.paired(games, games, DECKS)
    assert same["matched"] == len(games) and not any(x["changed"] for x in same["decks"].values())
    flipped = [dict(g, winner=1 - g["winner"] if g["winner"] >= 0 else -1) for g in games]
    rigged = [dict(g, winner=0 if g["decks"][0] == "ordem-ruina" else 1 if g["decks"][1] == "ordem-ruina"
                   else g["winner"]) for g in games]
    out = an.paired(games, rigged, DECKS)
    assert out["decks"]["ordem-ruina"]["diff"] > 0
    assert out["decks"]["ordem-ruina"]["changed"] == (out["decks"]["ordem-ruina"]["lo"] > 0)
    assert an.paired(games, flipped, DECKS)["matched"] == len(games)


def test_html_is_self_contained_and_marks_small_samples(tiny: Path):
    header, games = load(str(tiny))
    html = build_report([(header, games)], before=(header, games), lang="en", openings=4, titles=["tiny.jsonl"])
    assert html.startswith("<!DOCTYPE html>") and "<script" not in html.lower()
    assert not re.search(r"""(src|href)=["']?https?:""", html)         # nothing fetched from the network
    assert html.count("<svg") >= 4 and "†" in html
    for section in ("First-player advantage", "Deck against deck", "Opening-hand effect", "Benjamini–Hochberg",
                    "Stat budget", "Strict dominance", "value per Essence", "Locations", "Affinity coverage",
                    "simulated openings", "Before and after", "Turn each cost tier", "Doctrine and neutral"):
        assert section in html, section
    pt = build_report([(header, games)], lang="pt", openings=0)
    assert "Vantagem de quem começa" in pt and "Antes e depois" not in pt


def test_hostile_deck_labels_are_escaped(tiny: Path):
    """A deck label comes from a file name: it is text, never markup."""
    bad = "<img src=x onerror=alert(1)>"
    lines = tiny.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["decks"] = {(bad if k == "ordem-ruina" else k): v for k, v in header["decks"].items()}
    games = [json.loads(x) for x in lines[1:]]
    for g in games:
        g["decks"] = [bad if x == "ordem-ruina" else x for x in g["decks"]]
    html = build_report([(header, games)], lang="en", openings=0)
    assert bad not in html and "&lt;img src=x onerror=alert(1)&gt;" in html


def test_deck_health_turn_one_agrees_with_the_opening_hands():
    """R5.2/R6.1/R6.3: on each seat's first turn there is no draw and one commitment gives 1 Essence of the
    committed card's identity, so a card can be played exactly when some other hand card pays for it."""
    from eidolon.api import Match
    from eidolon.rulesets.eidolon.balance import play
    cat = load_catalog()
    deck = resolve_decks(["ruina-conhecimento"])["ruina-conhecimento"]
    seeds = list(range(1, 41))
    sim = play.simulate_openings(deck, seeds, turns=1)
    can = locked = 0
    for seed in seeds:
        m = Match.new(play.config(seed, (deck, deck), 6))
        for seat in (0, 1):
            hand = [cat[c["id"]] for c in m.view(seat)["players"][seat]["hand"]]
            ok = any(u.kind in ("criatura", "reliquia") and (u.cost == 0 or u.cost == 1 and any(
                c is not u and (u.doctrine == "neutra" or c.doctrine == u.doctrine) for c in hand)) for u in hand)
            if not ok and any(u.kind in ("criatura", "reliquia") and u.cost == 1 for u in hand):
                locked += 1
            can += ok
    assert sim["openings"] == 80
    assert can <= sim["can_play"][0] and can > 20                      # rituals may add a few plays
    assert sim["locked"][0] >= locked - (sim["can_play"][0] - can)


def test_bridge_balance_report_op(tiny: Path):
    from eidolon.bridge import handle
    text = tiny.read_text(encoding="utf-8")
    ok = json.loads(handle(json.dumps({"op": "balance_report", "text": text, "lang": "en", "openings": 0})))
    assert ok["ok"] and ok["result"]["games"] == 54 and "First-player advantage" in ok["result"]["html"]
    lines = text.splitlines()
    swapped = "\n".join([lines[0], lines[1], lines[8]] + lines[2:8] + lines[9:]) + "\n"
    bad = json.loads(handle(json.dumps({"op": "balance_report", "text": swapped})))
    assert bad == {"ok": False, "error": {"code": "bad_results", "message": {
        "pt": "Arquivo de resultados inválido: linha 3: partida 7 fora de ordem (esperada 1).",
        "en": "Invalid results file: line 3: game 7 out of order (expected 1)."}}}
    for req in ({"text": 5}, {"text": text, "openings": -1}, {"text": text, "before": 3}):
        out = json.loads(handle(json.dumps({"op": "balance_report", **req})))
        assert out["error"]["code"] == "bad_request"


def test_highlights_list_only_figures_that_clear_their_interval(tiny: Path):
    from eidolon.rulesets.eidolon.balance.report import highlights
    header, games = load(str(tiny))
    d = report_data([(header, games)], openings=0)
    assert not [k for k, _ in highlights(d) if k in ("hl_first", "hl_deck", "hl_card")]     # 27 games: too few
    many = [dict(g, i=k, seed=k, winner=g["first"]) for k, g in enumerate(games * 3)]      # first player always wins
    d = report_data([(header, many)], openings=0)
    keys = [k for k, _ in highlights(d)]
    assert keys.count("hl_first") == 2


def test_the_report_names_suggested_decks_and_takes_the_dark_theme(tiny: Path):
    """Issue 23: the Laboratório names a suggested deck by its name in the report's language (a label that
    is no suggested deck's id stays as given), and the page's op can ask for the app's dark colours."""
    from eidolon.rulesets.eidolon.balance.report import bridge_report
    from eidolon.rulesets.eidolon.cards.catalog import load_suggested_decks
    names = {d: load_suggested_decks()[d]["name"] for d in DECKS}
    text = tiny.read_text(encoding="utf-8")
    for lang, key in (("pt", "pt"), ("en", "en")):
        html = bridge_report({"text": text, "lang": lang, "openings": 0})["html"]
        body = re.sub(r"<style>.*?</style>", "", html, flags=re.DOTALL)
        for d in DECKS:
            assert names[d][key] in body, (lang, d)
            assert f">{d}<" not in body and f"{d}," not in body, (lang, d)
        assert '<html lang="' in html and 'class="dark"' not in html
    dark = bridge_report({"text": text, "lang": "pt", "openings": 0, "theme": "dark"})["html"]
    assert re.search(r'<html lang="pt-BR" class="dark">', dark) and ".dark body{background:#16161d" in dark
