"""`python -m eidolon ... --ruleset archon` (issue 13): selfplay, cards, decks, deck check (JSON, text list, Master
Vault JSON with its card-data file) and replay of an Archon save; EIDOLON's output stays as tests/test_cli.py
pins it."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from eidolon import cli
from eidolon.api import Match
from eidolon.rulesets.archon.cards import load_cards
from eidolon.rulesets.archon.decks import ArchonDeck
from eidolon.rulesets.archon.demos import load_demos

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "archon"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = cli.main(list(argv))
    return code, capsys.readouterr().out


def demo_file(tmp_path: Path, fmt: str, lang: str = "pt") -> Path:
    d = load_demos()["bosque-paciente"].deck
    deck = ArchonDeck(d.name["pt"], list(d.houses), dict(Counter(d.cards)))
    f = tmp_path / f"deck.{fmt}"
    f.write_text(json.dumps(deck.to_json()) if fmt == "json" else deck.to_text(lang), encoding="utf-8")
    return f


def test_selfplay_plays_archon_games_with_demo_decks(capsys) -> None:
    code, out = run(capsys, "selfplay", "--ruleset", "archon", "--games", "6", "--seed", "3", "--check",
                    "--decks", "ladroes-da-mare,sacrificio-das-cinzas,gerado-11", "--json")
    summary = json.loads(out)
    assert code == 0 and summary["games"] == 6 and summary["errors"] == 0
    assert summary["wins"][0] + summary["wins"][1] + summary["draws"] == 6
    code, out = run(capsys, "selfplay", "--ruleset", "archon", "--games", "2", "--check")
    assert code == 0 and out.startswith("2 games, 0 errors")


def test_cards_lists_the_whole_archon_pool_with_text(capsys) -> None:
    code, out = run(capsys, "cards", "--ruleset", "archon", "--json")
    cards = json.loads(out)
    assert code == 0 and len(cards) == len(load_cards()) >= 120
    assert all(c["text"]["pt"] and c["text"]["en"] for c in cards)


@pytest.mark.parametrize("lang, valid", [("pt", "válido"), ("en", "valid")])
def test_decks_lists_demo_and_generated_decks_with_their_validation(capsys, lang: str, valid: str) -> None:
    code, out = run(capsys, "decks", "--ruleset", "archon", "--lang", lang)
    lines = out.splitlines()
    heads = [ln for ln in lines if not ln.startswith("  ")]
    assert code == 0 and len(heads) == 16 and all(ln.endswith(f" - {valid}") for ln in heads)
    assert heads[0].startswith("ladroes-da-mare: ") and sum(ln.startswith("  ") for ln in lines) == 10
    code, out = run(capsys, "decks", "--ruleset", "archon", "--json")
    assert code == 0 and all(d["valid"] for d in json.loads(out))


@pytest.mark.parametrize("fmt, lang", [("json", "pt"), ("txt", "pt"), ("txt", "en")])
def test_deck_check_reads_archon_json_and_text_lists(capsys, tmp_path, fmt: str, lang: str) -> None:
    f = demo_file(tmp_path, fmt, lang)
    code, out = run(capsys, "deck", "check", "--ruleset", "archon", str(f), "--lang", lang)
    assert code == 0 and out.strip() == {"pt": "Deck válido.", "en": "Valid deck."}[lang]
    code, out = run(capsys, "deck", "check", "--ruleset", "archon", str(f), "--json")
    assert code == 0 and json.loads(out)["ok"] is True


def test_deck_check_names_problems_and_refusals(capsys, tmp_path) -> None:
    f = demo_file(tmp_path, "txt", "en")
    f.write_text(f.read_text(encoding="utf-8").replace("2 Reef Warden\n", ""), encoding="utf-8")
    code, out = run(capsys, "deck", "check", "--ruleset", "archon", str(f), "--lang", "en")
    assert code == 1 and out.splitlines() == ["34 cards instead of 36", "house Tide has 10 cards instead of 12"]
    f.write_text("# D\n2 Nada\n0 Arraia Furtiva\n", encoding="utf-8")
    code, out = run(capsys, "deck", "check", "--ruleset", "archon", str(f), "--lang", "pt")
    assert code == 1 and out.splitlines() == ["Arquivo recusado (linha 2): carta desconhecida 'Nada'.",
                                              "Arquivo recusado (linha 3): quantidade '0' fora de 1..99."]
    f.write_bytes(b"x" * 70_000)
    code, out = run(capsys, "deck", "check", "--ruleset", "archon", str(f), "--lang", "en")
    assert code == 1 and "too large (70000 bytes" in out


def test_deck_check_imports_a_master_vault_deck_with_its_card_data(capsys, tmp_path) -> None:
    vault, data = str(FIXTURES / "vault-deck.json"), str(FIXTURES / "card-data.json")
    code, out = run(capsys, "deck", "check", "--ruleset", "archon", vault, "--cards", data, "--json")
    result = json.loads(out)
    assert code == 0 and result["ok"] and result["deck"]["format"] == "archon-deck"
    assert sum(result["deck"]["cards"].values()) == 36
    code, out = run(capsys, "deck", "check", "--ruleset", "archon", vault, "--lang", "en")
    assert code == 1 and "needs its card-data file (--cards FILE)" in out
    partial = json.loads((FIXTURES / "card-data.json").read_text(encoding="utf-8"))
    dropped = sorted(partial["cards"])[:12]
    for title in dropped:
        del partial["cards"][title]
    (tmp_path / "cards.json").write_text(json.dumps(partial), encoding="utf-8")
    code, out = run(capsys, "deck", "check", "--ruleset", "archon", vault, "--cards", str(tmp_path / "cards.json"),
                    "--lang", "en")
    lines = out.splitlines()
    assert code == 1 and len(lines) == 12
    assert sorted(lines) == sorted(f"File refused: {t!r}: the card data does not say how to play it." for t in dropped)
    code, _ = run(capsys, "deck", "check", "--ruleset", "archon", str(tmp_path / "missing.json"))
    assert code == 2


def test_cards_option_needs_the_archon_ruleset(capsys, tmp_path) -> None:
    f = demo_file(tmp_path, "json")
    assert cli.main(["deck", "check", str(f), "--cards", str(f)]) == 2
    assert "--cards is not read by eidolon deck files" in capsys.readouterr().err
    assert cli.main(["deck", "check", "--ruleset", "toy", str(f)]) == 2


def test_replay_of_an_archon_save_in_a_fresh_process(tmp_path) -> None:
    m = Match.new({"ruleset": "archon", "seed": 21, "players": [{"suggested": "trilhas-velozes"},
                                                               {"suggested": "brasa-selvagem"}]})
    rng = random.Random(21)
    while m.decision() is not None:
        m.apply(rng.randrange(len(m.actions())))
    f = tmp_path / "save.json"
    f.write_text(json.dumps(m.save()), encoding="utf-8")
    run_ = subprocess.run([sys.executable, "-m", "eidolon", "replay", str(f), "--json"], cwd=ROOT / "py",
                          capture_output=True, text=True, check=False, timeout=300)
    out = json.loads(run_.stdout)
    assert run_.returncode == 0 and out["hash"] == m.state_hash() and out["status"] == "over"
    assert out["actions"] == len(m.history)
