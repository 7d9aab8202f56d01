"""python -m eidolon balance (issue 16): run with progress on stderr, resume, report, clear errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

PY = str(Path(__file__).resolve().parents[2] / "py")


def eidolon(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = PY + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "eidolon", *args], check=False, capture_output=True, text=True,
                          env=env, timeout=300)


def test_balance_run_and_report(tmp_path: Path):
    out = tmp_path / "r.jsonl"
    p = eidolon("balance", "--decks", "ordem-conhecimento,ruina-instinto", "--agents", "random",
                "--games-per-pair", "2", "--jobs", "2", "--seed", "3", "-o", str(out))
    assert p.returncode == 0, p.stderr
    summary = json.loads(p.stdout)
    assert summary["games"] == 8 and summary["played"] == 8 and summary["workers"] == 2
    assert "balance: 8/8 games (100.0%)" in p.stderr and "games/s" in p.stderr and "left" in p.stderr
    again = eidolon("balance", "run", "--decks", "ordem-conhecimento,ruina-instinto", "--agents", "random",
                    "--games-per-pair", "2", "--seed", "3", "--quiet", "-o", str(out))
    assert again.returncode == 0 and json.loads(again.stdout)["played"] == 0 and again.stderr == ""
    html = tmp_path / "r.html"
    rep = eidolon("balance", "report", str(out), "--compare", str(out), "-o", str(html), "--openings", "4",
                  "--lang", "en")
    assert rep.returncode == 0, rep.stderr
    text = html.read_text(encoding="utf-8")
    assert "Balance lab" in text and "Before and after" in text and "r.jsonl" in text


@pytest.mark.parametrize(("args", "message"), [
    (["--decks", "nope"], "unknown deck: nope"),
    (["--agents", "desafiadora:bogus=1"], "unknown desafiadora options"),
    (["--agents", "random,random,random"], "one agent, or two"),
    (["--decks", "ordem-ruina", "--no-mirrors"], "At least two decks"),
    (["--games-per-pair", "0"], "at least 1"),
])
def test_balance_run_errors(tmp_path: Path, args: list[str], message: str):
    p = eidolon("balance", *args, "-o", str(tmp_path / "x.jsonl"), "--quiet")
    assert p.returncode == 2 and message in p.stderr, p.stderr


def test_balance_report_of_a_broken_file(tmp_path: Path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"type": "game"}\n', encoding="utf-8")
    p = eidolon("balance", "report", str(bad), "-o", str(tmp_path / "x.html"))
    assert p.returncode == 2 and "line 1: not a balance lab results file" in p.stderr
    p = eidolon("balance", "report", str(tmp_path / "missing.jsonl"))
    assert p.returncode == 2 and "cannot read" in p.stderr
