"""The golden corpus (docs/golden.md): every recorded match replays through the public API with the
same record after every action. A rules change that alters play fails here; regenerate with
`python3 tests/golden/make_corpus.py`, which prints the changes action by action for review."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import record
from eidolon.api import ApiError, suggested_decks

CORPUS = Path(__file__).resolve().parent / "corpus"
FILES = sorted(CORPUS.glob("*.jsonl"))
REGENERATE = "python3 tests/golden/make_corpus.py"


def _read(path: Path) -> tuple[dict, list[record.Record], list[str]]:
    return record.read_lines(path.read_text(encoding="utf-8").splitlines())


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_match_replays_identically(path: Path) -> None:
    header, expected, texts = _read(path)
    name = header["match"]
    assert len(texts) == len(header["save"]["actions"]) == len(expected) - 1 == header["actions"], name
    got = []
    steps = record.replay_steps(header["save"])
    for i in range(len(expected)):
        where = "before the first action" if i == 0 else f"after action {i} ({texts[i - 1]})"
        try:
            text, rec = next(steps)
        except ApiError as e:
            pytest.fail(f"{name}: action {i} ({texts[i - 1]}) refused: {e.message['en']}\n"
                        f"(review and regenerate: {REGENERATE})")
        if i and text != texts[i - 1]:
            pytest.fail(f"{name}: action {i} reads {text!r}, recorded {texts[i - 1]!r}")
        if rec != expected[i]:
            fields = "\n  ".join(record.differences(expected[i], rec))
            pytest.fail(f"{name}: record {where} differs (recorded -> now):\n  {fields}\n"
                        f"(review and regenerate: {REGENERATE})")
        got.append(rec)
    assert record.ending(got) == header["ending"], name


def test_corpus_covers_the_required_mix() -> None:
    """At least 40 matches; random, Iniciante and Desafiadora (iteration budget only); every suggested
    deck on both seats; targets 3 and 6; both first players; every kind of ending. Deck names in the
    headers are checked against the decks in the saves."""
    headers = [_read(p)[0] for p in FILES]
    assert len(headers) >= 40
    agents = Counter(a.split(":")[0] for h in headers for a in h["agents"])
    assert set(agents) == {"random", "iniciante", "desafiadora"}
    assert all("iters=" in a for h in headers for a in h["agents"] if a.startswith("desafiadora"))
    decks = {d["id"]: sorted(c for c, n in d["counts"].items() for _ in range(n)) for d in suggested_decks()}
    for h in headers:
        players = h["save"]["config"]["players"]
        assert [sorted(p["deck"]) for p in players] == [decks[d] for d in h["decks"]], h["match"]
        assert h["save"]["config"]["options"]["location_target"] == h["target"], h["match"]
    for seat in (0, 1):
        assert {h["decks"][seat] for h in headers} == set(decks)
    assert {3, 6} <= {h["target"] for h in headers}
    assert {h["first"] for h in headers} == {0, 1}
    assert {"convergencia", "ruptura", "fatigue", "draw"} <= {h["ending"] for h in headers}


def test_diff_and_patch_round_trip() -> None:
    """The stored diffs rebuild every record exactly, including lists with repeated titles."""
    old = {"a": 1, "hand": ["x", "x", "y"], "gone": "z", "long": ["p", "q", "r", "s"]}
    new = {"a": 2, "hand": ["x", "y", "y"], "long": ["p", "q", "r", "s", "t"], "new": [1, 0]}
    d = record.diff(old, new)
    assert d["gone"] is None and d["long"] == {"+": ["t"], "-": []}
    assert record.patch(old, d) == new
    assert record.diff(new, new) == {}
