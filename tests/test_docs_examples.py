"""The examples of docs/api.md and docs/positions.md run as tests (issue 9), so they cannot go stale:
the ```python sessions run as doctests, the JSON examples are compared with what the code produces,
and the tables of action types, bridge ops and position fields list exactly what the code has."""

from __future__ import annotations

import doctest
import json
import re
from pathlib import Path
from typing import Any

from eidolon import api, bridge, rulesets
from eidolon.api import Match
from eidolon.rulesets.eidolon import codec
from eidolon.rulesets.eidolon import position as positions
from eidolon.rulesets.eidolon.cards.catalog import load_catalog

DOCS = Path(__file__).resolve().parents[1] / "docs"
API = (DOCS / "api.md").read_text(encoding="utf-8")
POSITIONS = (DOCS / "positions.md").read_text(encoding="utf-8")
CONFIG = {"seed": 12345, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]}


def blocks(text: str, lang: str) -> list[tuple[int, str]]:
    """(line number, content) of each fenced block of that language."""
    return [(text[: m.start()].count("\n") + 2, m[1]) for m in re.finditer(rf"```{lang}\n(.*?)```", text, re.DOTALL)]


def section(text: str, title: str) -> str:
    start = text.index(title)
    end = text.find("\n## ", start + 1)
    return text[start:] if end < 0 else text[start:end]


def table(text: str) -> list[list[str]]:
    """The rows of the first Markdown table in text, as cells (header and rule left out)."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("|"))
    rows = []
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        rows.append(line)
    return [[c.strip() for c in r.strip("|").split("|")] for r in rows[2:]]


def ticked(cell: str) -> list[str]:
    return re.findall(r"`([^`]+)`", cell)


def test_python_sessions_of_api_md_run_as_doctests() -> None:
    sessions = [(line, code) for line, code in blocks(API, "python") if ">>>" in code]
    assert len(sessions) >= 2
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    globs: dict[str, Any] = {}
    bridge._match = None
    for line, code in sessions:                # one namespace: later sessions use earlier names
        test = parser.get_doctest(code, globs, "api.md", str(DOCS / "api.md"), line)
        runner.run(test, clear_globs=False)
        globs = test.globs
    result = runner.summarize(verbose=False)
    assert result.failed == 0 and result.attempted >= 20, result


def _shape(doc: Any, real: Any, path: str) -> list[str]:
    """Keys of the documented example missing from the real value, or with another type."""
    if isinstance(doc, dict):
        if not isinstance(real, dict):
            return [f"{path}: not an object"]
        out = []
        for k, v in doc.items():
            if k not in real:
                out.append(f"{path}.{k}: not in the real value")
            else:
                out += _shape(v, real[k], f"{path}.{k}")
        return out
    if isinstance(doc, list):
        if not isinstance(real, list):
            return [f"{path}: not a list"]
        if doc and real and doc[0] != "...":
            like = [r for r in real if isinstance(doc[0], dict) and isinstance(r, dict) and set(doc[0]) <= set(r)]
            fits = [r for r in like if not _shape(doc[0], r, path)]       # a real element of the same shape
            return _shape(doc[0], (fits or like or real)[0], f"{path}[0]")
        return []
    if doc is None or real is None or doc == "...":
        return []
    if type(doc) is not type(real):
        return [f"{path}: {type(doc).__name__} documented, {type(real).__name__} returned"]
    return []


def _busy_view() -> dict[str, Any]:
    """A view with creatures, a relic and connected Locations on seat 0's side, seat 0 deciding."""
    import random

    m = Match.new({**CONFIG, "options": {"location_target": 8}})
    rng = random.Random(2)
    best: dict[str, Any] = {}
    while m.decision() is not None and len(m.history) < 600:
        dec = m.decision()
        if dec["seat"] == 0 and dec["kind"] == "main":
            v = m.view(0)
            me = v["players"][0]
            if me["creatures"] and me["relics"] and me["connected"] and me["hand"]:
                best = v
                if any(r["attached_to"] is not None for r in me["relics"]) and v["unplayable"] \
                        and any("card" in a for a in v["actions"]):
                    return v
        m.apply(rng.randrange(len(m.actions())))
    assert best, "no busy view found"
    return best


def test_the_view_example_has_the_keys_and_types_of_a_real_view() -> None:
    (_, example), = [b for b in blocks(section(API, "## View of one seat"), "json")]
    doc = json.loads(example)
    real = _busy_view()
    assert _shape(doc, real, "view") == []
    for key in ("seed",):
        assert key not in doc and key not in real        # only once the match is over


def test_the_config_example_names_real_cards_and_fields() -> None:
    (_, example), = blocks(section(API, "## Match config"), "json")
    doc = json.loads(example)
    cat = load_catalog()
    normal = api.normalize_config(CONFIG)
    assert set(doc) == set(normal) and set(doc["options"]) == set(normal["options"])
    for p in doc["players"]:
        assert set(p) == set(normal["players"][0])
        assert cat[p["desbravador"]].kind == "desbravador"
        assert all(c == "..." or c in cat for c in p["deck"] + p["locations"])


def test_the_action_table_lists_every_action_type_with_its_fields() -> None:
    rows = table(section(API, "## Actions"))
    documented = {ticked(r[0])[0]: [f for f in ticked(r[1]) if f != "spend"] for r in rows}
    assert set(documented) == set(codec._FIELDS)
    for t, fields in codec._FIELDS.items():
        assert documented[t] == list(fields), t


def test_the_op_table_lists_every_bridge_op() -> None:
    rows = table(section(API, "## Bridge"))
    documented = {ticked(r[0])[0] for r in rows}
    source = Path(bridge.__file__).read_text(encoding="utf-8")
    in_code = set(re.findall(r'op == "(\w+)"', source)) | set(bridge.MATCH_OPS)
    in_code |= {op for name in ("eidolon", "archon") for op in rulesets.get(name).bridge_ops()}   # their own ops
    tutorial = {op for op in in_code if op.startswith("tutorial_")}     # named below the table (tutorial.md)
    assert tutorial and all(f"`{op}`" in section(API, "## Bridge") for op in tutorial)
    assert documented == in_code - tutorial
    bridge._match = None
    try:                                      # and each is an op the bridge knows
        only_archon = set(rulesets.get("archon").bridge_ops()) - set(rulesets.get("eidolon").bridge_ops())
        for op in sorted(documented):            # an op only Archon has is asked of Archon
            req = {"op": op, **({"ruleset": "archon"} if op in only_archon else {})}
            out = json.loads(bridge.handle(json.dumps(req)))
            assert out["ok"] or out["error"]["code"] != "unknown_op", op
    finally:
        bridge._match = None


def test_the_position_tables_list_exactly_the_fields_of_a_position() -> None:
    sec = section(POSITIONS, "## Position")
    top = {f for r in table(sec) for f in ticked(r[0])}
    assert top == set(positions.TOP_FIELDS)
    player_table = sec[sec.index("Each object in `players` has:"):]
    fields = {f for r in table(player_table) for f in ticked(r[0])}
    assert fields == set(positions.PLAYER_FIELDS)
    real = Match.new(CONFIG).position()
    assert set(real) == top and set(real["players"][0]) == fields


def test_the_save_example_is_a_real_save_shape() -> None:
    (_, example), = blocks(section(POSITIONS, "## Save"), "json")
    doc = json.loads(example)
    m = Match.new(CONFIG)
    m.apply(0)
    real = m.save()
    assert set(doc) == set(real) and set(doc["config"]) == set(real["config"])
    assert doc["format"] == real["format"] and doc["version"] == real["version"]
    assert all(set(a) <= {"type", "card", "target", "ability", "index"} and a["type"] in codec._FIELDS
               for a in doc["actions"])
