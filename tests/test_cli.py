"""The command line (issue 2): python -m eidolon selfplay | replay | cards | decks."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from eidolon.api import Match, catalog, suggested_decks

PY = str(Path(__file__).resolve().parents[1] / "py")


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = PY + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "eidolon", *args], check=False, capture_output=True, text=True,
                          env=env, cwd=cwd, timeout=300)


def one_json(out: str) -> Any:
    """stdout holds exactly one JSON value."""
    lines = [x for x in out.splitlines() if x.strip()]
    assert len(lines) == 1, out
    return json.loads(lines[0])


# ---- selfplay ----

@pytest.fixture(scope="module")
def selfplay_20() -> dict[str, Any]:
    r = run("selfplay", "--games", "20", "--seed", "5", "--agents", "random,random", "--json")
    assert r.returncode == 0, r.stderr
    return one_json(r.stdout)


def test_selfplay_json_summary(selfplay_20: dict[str, Any]) -> None:
    out = selfplay_20
    for key in ("games", "errors", "wins", "draws", "games_per_s", "decisions_per_s"):
        assert key in out, key
    assert out["games"] == 20 and out["errors"] == 0
    assert isinstance(out["wins"], list) and len(out["wins"]) == 2
    assert all(isinstance(w, int) and w >= 0 for w in out["wins"])
    assert sum(out["wins"]) + out["draws"] == 20
    assert out["games_per_s"] > 0 and out["decisions_per_s"] > out["games_per_s"]


def test_selfplay_levels_are_the_chosen_games_own() -> None:
    """An agent level named without a game ("iniciante") plays the game of --ruleset (Archon's Iniciante in an
    Archon match, K9: it reads that game's state); an agent of another game is refused by name, not played."""
    r = run("selfplay", "--ruleset", "archon", "--games", "4", "--seed", "3", "--agents", "iniciante,random", "--json")
    assert r.returncode == 0, r.stderr
    out = one_json(r.stdout)
    assert out["errors"] == 0 and out["decisions"] > 0, out
    wrong = run("selfplay", "--games", "1", "--agents", "archon-iniciante,random")
    assert wrong.returncode == 2 and "agent 'archon-iniciante' plays archon, not eidolon" in wrong.stderr


def test_selfplay_same_seed_same_results(selfplay_20: dict[str, Any]) -> None:
    again = one_json(run("selfplay", "--games", "20", "--seed", "5", "--agents", "random,random", "--json").stdout)
    fields = ("games", "errors", "wins", "draws", "decisions")
    assert {k: again.get(k) for k in fields} == {k: selfplay_20.get(k) for k in fields}
    other = one_json(run("selfplay", "--games", "20", "--seed", "6", "--agents", "random,random", "--json").stdout)
    assert other.get("decisions") != selfplay_20.get("decisions")


def test_selfplay_with_invariant_checks() -> None:
    r = run("selfplay", "--games", "6", "--seed", "40", "--check", "--json")
    assert r.returncode == 0, r.stderr
    out = one_json(r.stdout)
    assert out["games"] == 6 and out["errors"] == 0


def test_selfplay_text_summary() -> None:
    r = run("selfplay", "--games", "3", "--seed", "1")
    assert r.returncode == 0, r.stderr
    assert "3 games" in r.stdout and "games/s" in r.stdout


@pytest.mark.parametrize("agents", ["random", "random,random,random", "random,nobody"])
def test_selfplay_bad_agents(agents: str) -> None:
    r = run("selfplay", "--games", "2", "--agents", agents, "--json")
    assert r.returncode != 0
    assert r.stderr.strip() and "Traceback" not in r.stderr


# ---- replay ----

def finished_match(seed: int = 21) -> Match:
    m = Match.new({"seed": seed, "players": [{"suggested": d} for d in sorted(d["id"] for d in suggested_decks())[:2]]})
    rng = random.Random(seed)
    while m.decision() is not None:
        m.apply(rng.randrange(len(m.actions())))
    return m


def test_replay_prints_the_final_hash(tmp_path: Path) -> None:
    m = finished_match()
    f = tmp_path / "game.json"
    f.write_text(json.dumps(m.save()), encoding="utf-8")
    r = run("replay", str(f), "--json")
    assert r.returncode == 0, r.stderr
    out = one_json(r.stdout)
    assert out["hash"] == m.state_hash()
    assert out["actions"] == len(m.history) and out["status"] == "over"


def test_replay_of_an_unfinished_game_and_of_a_game_from_a_position(tmp_path: Path) -> None:
    m = finished_match(22)
    part = Match.load({**m.save(), "actions": m.history[:70]})
    f = tmp_path / "part.json"
    f.write_text(json.dumps(part.save()), encoding="utf-8")
    out = one_json(run("replay", str(f), "--json").stdout)
    assert out["hash"] == part.state_hash() and out["status"] == "playing"
    # a save that starts from a position
    resumed = Match.from_position(part.position())
    rng = random.Random(1)
    for _ in range(30):
        if resumed.decision() is None:
            break
        resumed.apply(rng.randrange(len(resumed.actions())))
    g = tmp_path / "from-position.json"
    g.write_text(json.dumps(resumed.save()), encoding="utf-8")
    assert one_json(run("replay", str(g), "--json").stdout)["hash"] == resumed.state_hash()


def _bad_save_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    good = finished_match(23).save()
    files: dict[str, tuple[Path, str]] = {}

    def write(name: str, text: str | bytes, expect: str) -> None:
        p = tmp_path / name
        if isinstance(text, bytes):
            p.write_bytes(text)
        else:
            p.write_text(text, encoding="utf-8")
        files[name] = (p, expect)

    write("not-json.json", "{ this is not json", "cannot read")
    write("binary.json", b"\xff\xfe\x00garbage", "cannot read")
    write("empty.json", "", "cannot read")
    write("foreign.json", json.dumps({"format": "chess", "moves": []}), "not an EIDOLON saved game")
    write("list.json", "[1, 2, 3]", "not an EIDOLON saved game")
    write("too-new.json", json.dumps({**good, "version": 42}), "newer version")
    bad_action = json.loads(json.dumps(good))
    bad_action["actions"][5] = {"type": "discard", "card": 0}
    write("bad-action.json", json.dumps(bad_action), "Corrupt save at action 6")
    write("bad-config.json", json.dumps({**good, "config": {"seed": "x"}}), "seed")
    write("deep.json", "[" * 200_000, "cannot read")
    files["missing.json"] = (tmp_path / "missing.json", "cannot read")
    files["a-directory"] = (tmp_path, "cannot read")
    return files


def test_replay_errors_exit_non_zero_with_a_clear_message(tmp_path: Path) -> None:
    for name, (path, expect) in _bad_save_files(tmp_path).items():
        r = run("replay", str(path), "--json")
        assert r.returncode != 0, name
        assert r.stdout == "", name
        assert "Traceback" not in r.stderr, f"{name}: {r.stderr[-500:]}"
        assert r.stderr.startswith("error:") and expect in r.stderr, f"{name}: {r.stderr}"


# ---- cards and decks ----

def test_cards_json_is_the_catalog() -> None:
    r = run("cards", "--json")
    assert r.returncode == 0, r.stderr
    cards = one_json(r.stdout)
    assert cards == catalog()
    assert {c["kind"] for c in cards} >= {"criatura", "local", "desbravador", "estratagema"}


def test_decks_json_lists_valid_suggested_decks() -> None:
    r = run("decks", "--json")
    assert r.returncode == 0, r.stderr
    decks = one_json(r.stdout)
    assert isinstance(decks, list) and len(decks) >= 2
    assert all(d["valid"] and d["size"] >= 60 and len(d["locations"]) == 8 for d in decks), decks
    assert decks == json.loads(json.dumps(suggested_decks()))


def test_unknown_command_exits_non_zero() -> None:
    r = run("fly")
    assert r.returncode != 0 and "usage" in r.stderr
