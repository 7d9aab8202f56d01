"""Balance lab tournaments (issue 16): reproducible results files, resume and extend, the file format,
and per-card figures that agree with the match itself."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from eidolon.api import Match
from eidolon.rulesets.eidolon.balance import play
from eidolon.rulesets.eidolon.balance.results import BalanceError, load, parse_lines, resolve_decks
from eidolon.rulesets.eidolon.balance.tournament import Settings, run

DECKS = ["ordem-conhecimento", "ruina-instinto"]


def settings(**kw) -> Settings:
    return Settings(decks=resolve_decks(DECKS), setups=kw.pop("setups", [("random", "random")]), seed=700, **kw)


def test_same_settings_give_a_byte_identical_file_whatever_the_worker_count(tmp_path: Path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    run(settings(setups=[("random", "random"), ("iniciante", "random")]), 3, str(a), jobs=1, progress=None)
    out = run(settings(setups=[("random", "random"), ("iniciante", "random")]), 3, str(b), jobs=2, chunk=1,
              progress=None)
    assert out["games"] == 2 * 4 * 3 and out["played"] == 24
    assert a.read_bytes() == b.read_bytes()
    c = tmp_path / "c.jsonl"
    run(settings(setups=[("random", "random"), ("iniciante", "random")]), 3, str(c), jobs=1, progress=None)
    assert c.read_bytes() == a.read_bytes()
    other = tmp_path / "other.jsonl"                    # another base seed: other games
    st = settings(setups=[("random", "random"), ("iniciante", "random")])
    st.seed = 701
    run(st, 3, str(other), progress=None)
    assert [json.loads(x)["hash"] for x in other.read_text().splitlines()[1:]] != \
        [json.loads(x)["hash"] for x in a.read_text().splitlines()[1:]]


def test_an_interrupted_file_resumes_and_a_larger_count_extends_it(tmp_path: Path):
    full = tmp_path / "full.jsonl"
    run(settings(), 4, str(full), progress=None)
    data = full.read_bytes()
    torn = tmp_path / "torn.jsonl"
    lines = data.split(b"\n")
    torn.write_bytes(b"\n".join(lines[:6]) + b"\n" + lines[6][:40])          # a write cut mid-line
    out = run(settings(), 4, str(torn), jobs=2, progress=None)
    assert out["resumed_from"] == 5 and torn.read_bytes() == data
    grow = tmp_path / "grow.jsonl"
    run(settings(), 2, str(grow), progress=None)
    assert run(settings(), 4, str(grow), progress=None)["resumed_from"] == 8
    assert grow.read_bytes() == data


def test_a_file_of_another_tournament_is_refused(tmp_path: Path):
    f = tmp_path / "r.jsonl"
    run(settings(), 1, str(f), progress=None)
    with pytest.raises(BalanceError) as e:
        run(settings(setups=[("iniciante", "iniciante")]), 1, str(f), progress=None)
    assert "another tournament" in str(e.value) and "outro torneio" in e.value.message["pt"]


def test_results_file_format(tmp_path: Path):
    f = tmp_path / "r.jsonl"
    run(settings(mirrors=False), 2, str(f), progress=None)
    lines = f.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert header["type"] == "tournament" and header["format"] == "eidolon-balance" and header["version"] == 1
    assert set(header["decks"]) == set(DECKS) and header["mirrors"] is False and header["seed"] == 700
    games = [json.loads(x) for x in lines[1:]]
    assert [g["i"] for g in games] == list(range(4))
    assert [g["decks"] for g in games] == [DECKS, DECKS[::-1]] * 2        # pairings cycle inside a repetition
    assert [g["seed"] for g in games] == [700, 701, 702, 703] and [g["rep"] for g in games] == [0, 0, 1, 1]
    for g in games:
        assert g["type"] == "game" and g["agents"] == ["random", "random"]
        assert g["winner"] in (-1, 0, 1) and g["first"] in (0, 1)
        assert g["reason"] in ("convergencia", "ruptura", "draw") and g["turns"] >= 1
        for seat in (0, 1):
            rows = g["cards"][seat]
            assert sum(r.get("open", 0) for r in rows.values()) == 5                # R3.5: five cards dealt
            for r in rows.values():
                assert set(r) <= {"open", "drawn", "played", "committed", "first_cast"}
                assert all(v > 0 for v in r.values())                               # zeros left out
                # committed sources stay (R6.1); a played copy may come back to hand (recover), so only:
                assert r.get("committed", 0) <= r.get("open", 0) + r.get("drawn", 0)
                assert ("first_cast" in r) == ("played" in r)
    header2, games2 = load(str(f))
    assert header2 == header and games2 == games


def test_per_card_figures_agree_with_the_match(tmp_path: Path):
    """The opening hand and the cards played, read from the same seeded match through the public API."""
    decks = resolve_decks(DECKS)
    r = play.play_game(31, (decks[DECKS[0]], decks[DECKS[1]]), ("iniciante", "iniciante"))
    m = Match.new(play.config(31, (decks[DECKS[0]], decks[DECKS[1]]), 6))
    for seat in (0, 1):
        hand = [c["id"] for c in m.view(seat)["players"][seat]["hand"]]
        opened = {cid: row["open"] for cid, row in r["cards"][seat].items() if "open" in row}
        assert opened == {cid: hand.count(cid) for cid in set(hand)}
    # Replaying the same agents through Match gives the same final state and result.
    again = play.play_game(31, (decks[DECKS[0]], decks[DECKS[1]]), ("iniciante", "iniciante"))
    assert again == r
    end = sum(row.get("played", 0) for row in r["cards"][0].values())
    assert end > 0


def test_broken_results_files_are_refused_with_the_line():
    good = Settings(decks=resolve_decks(DECKS), setups=[("random", "random")]).header()
    head = json.dumps(good)
    with pytest.raises(BalanceError, match="line 1: not a balance lab results file"):
        parse_lines('{"type": "game"}\n')
    with pytest.raises(BalanceError, match="line 2: not valid JSON"):
        parse_lines(head + "\n{oops\n")
    with pytest.raises(BalanceError, match="line 2: game lacks the fields"):
        parse_lines(head + '\n{"type": "game", "i": 0}\n')
    with pytest.raises(BalanceError, match="empty results file"):
        parse_lines("")
    with pytest.raises(BalanceError, match="unsupported version"):
        parse_lines(json.dumps({**good, "version": 99}) + "\n")


def test_decks_from_files_and_folders(tmp_path: Path):
    from eidolon.api import suggested_decks
    from eidolon.rulesets.eidolon.decks import parse_any
    sug = next(d for d in suggested_decks() if d["id"] == "ordem-ruina")
    text = "# Meu deck\nDesbravador\n1 " + sug["desbravador"] + "\nPrincipal\n" + \
        "".join(f"{n} {cid}\n" for cid, n in sug["counts"].items()) + "Locais\n" + \
        "".join(f"1 {cid}\n" for cid in sug["locations"])
    assert parse_any(text).main == sug["counts"]
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "meu.txt").write_text(text, encoding="utf-8")
    got = resolve_decks(["ruina-instinto", str(folder)])
    assert list(got) == ["ruina-instinto", "meu"] and got["meu"]["main"] == sug["counts"]
    (folder / "bad.txt").write_text("Desbravador\n1 ninguem\n", encoding="utf-8")
    with pytest.raises(BalanceError, match="bad.txt"):
        resolve_decks([str(folder)])
    with pytest.raises(BalanceError, match="unknown deck"):
        resolve_decks(["no-such-deck"])


def test_a_deck_file_that_reads_but_breaks_r3_is_refused_in_both_languages(tmp_path: Path):
    """R3: a deck file that parses but is illegal names the file and its problems in pt and en."""
    path = tmp_path / "short.txt"
    path.write_text("Desbravador\n1 Ser Aldren Veyr\nPrincipal\n4 Caminho Oculto\n", encoding="utf-8")
    with pytest.raises(BalanceError, match="short.txt: Main deck has 4 cards") as e:
        resolve_decks([str(path)])
    assert e.value.message["pt"].startswith(f"{path}: ") and "60" in e.value.message["pt"]


@pytest.mark.slow
def test_desafiadora_with_an_iteration_budget_is_reproducible_across_workers(tmp_path: Path):
    """Iteration budgets (not time budgets) make search games reproducible: one process or two, same bytes."""
    st = lambda: Settings(decks=resolve_decks(DECKS), setups=[("desafiadora:iters=4:horizon=1", "iniciante")],
                          seed=90, mirrors=False)
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    run(st(), 1, str(a), jobs=1, progress=None)
    run(st(), 1, str(b), jobs=2, progress=None)
    assert a.read_bytes() == b.read_bytes()


def test_a_last_line_without_its_newline_is_kept(tmp_path: Path):
    full = tmp_path / "full.jsonl"
    run(settings(), 2, str(full), progress=None)
    data = full.read_bytes()
    cut = tmp_path / "cut.jsonl"
    lines = data.split(b"\n")
    cut.write_bytes(b"\n".join(lines[:5]))                       # game 3 complete, newline missing
    assert len(load(str(cut))[1]) == 4
    assert run(settings(), 2, str(cut), progress=None)["resumed_from"] == 4
    assert cut.read_bytes() == data


def test_results_record_the_code_that_played_them(tmp_path: Path):
    """Resuming with other rules or agents would mix two games in one file: refused, with both versions."""
    from eidolon.rulesets.eidolon.balance.play import code_version
    f = tmp_path / "r.jsonl"
    run(settings(), 1, str(f), progress=None)
    lines = f.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(lines[0])
    assert header["code"] == code_version() and len(header["code"]) == 16
    header["code"] = "0123456789abcdef"
    f.write_text(json.dumps(header) + "\n" + "".join(lines[1:]), encoding="utf-8")
    with pytest.raises(BalanceError, match="another version of the rules or agents .code 0123456789abcdef"):
        run(settings(), 2, str(f), progress=None)
    from eidolon.rulesets.eidolon.balance.tournament import run_chunk
    with pytest.raises(BalanceError, match="this worker runs other code"):
        run_chunk(header, [0])
