"""The page's module graph (issue 22): the shell (everything under static/ outside static/rulesets/) reaches a
game only through the one registration module, static/rulesets/index.mjs; a game's modules never import
another game's; and no static module imports itself through a cycle. Static and dynamic imports count."""
from __future__ import annotations

import posixpath
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STATIC = ROOT / "static"
REGISTRATION = "static/rulesets/index.mjs"
_IMPORT = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(?\s*)(["'])(\.{1,2}/[^"'\s]+?\.m?js)\1""")
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.DOTALL)


def imports_of(code: str, name: str) -> list[str]:
    """The site paths a module imports ("static/shell/bridge.mjs"), static and dynamic; comments are skipped
    (JSDoc `import("./types.js")` type references are not imports)."""
    base = posixpath.dirname(name)
    return [posixpath.normpath(posixpath.join(base, m.group(2))) for m in _IMPORT.finditer(_COMMENT.sub("", code))]


def graph() -> dict[str, list[str]]:
    names = {f"static/{p.relative_to(STATIC).as_posix()}": p for p in STATIC.rglob("*.mjs")}
    return {name: [t for t in imports_of(path.read_text(encoding="utf-8"), name) if t in names]
            for name, path in sorted(names.items())}


def game_of(name: str) -> str | None:
    """The game folder a module belongs to (static/rulesets/<game>/...), or None for the shell."""
    parts = name.split("/")
    return parts[2] if parts[:2] == ["static", "rulesets"] and len(parts) > 3 else None


def shell_violations(g: dict[str, list[str]]) -> list[str]:
    return [f"{a} -> {b}" for a, targets in g.items() for b in targets
            if game_of(a) is None and a != REGISTRATION and game_of(b) is not None]


def cross_game_violations(g: dict[str, list[str]]) -> list[str]:
    return [f"{a} -> {b}" for a, targets in g.items() for b in targets
            if game_of(a) is not None and game_of(b) is not None and game_of(a) != game_of(b)]


def cycles(g: dict[str, list[str]]) -> list[list[str]]:
    """One cycle per strongly connected component with more than one module (or a self-import)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in g[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1 or v in g[v]:
                found.append(sorted(comp))

    for v in g:
        if v not in index:
            visit(v)
    return found


def test_the_parser_reads_static_and_dynamic_imports_but_not_comments():
    code = ('import { a } from "./bridge.mjs";\nimport "../lib/lit.mjs";\nconst m = () => import("./x/builder.mjs");\n'
            '/** @typedef {import("./types.js").View} View */\n// import { b } from "./gone.mjs";\n'
            "export { c } from '../rulesets/index.mjs';\n")
    assert imports_of(code, "static/shell/app.mjs") == [
        "static/shell/bridge.mjs", "static/lib/lit.mjs", "static/shell/x/builder.mjs", "static/rulesets/index.mjs"]


def test_the_checks_catch_each_kind_of_fault():
    g = {"static/shell/a.mjs": ["static/rulesets/eidolon/b.mjs"], "static/rulesets/eidolon/b.mjs": ["static/rulesets/archon/c.mjs"],
         "static/rulesets/archon/c.mjs": ["static/shell/a.mjs"], REGISTRATION: ["static/rulesets/archon/c.mjs"]}
    assert shell_violations(g) == ["static/shell/a.mjs -> static/rulesets/eidolon/b.mjs"]
    assert cross_game_violations(g) == ["static/rulesets/eidolon/b.mjs -> static/rulesets/archon/c.mjs"]
    assert cycles(g) == [["static/rulesets/archon/c.mjs", "static/rulesets/eidolon/b.mjs", "static/shell/a.mjs"]]


@pytest.fixture(scope="module")
def page_graph() -> dict[str, list[str]]:
    g = graph()
    assert REGISTRATION in g and "static/shell/app.mjs" in g
    return g


def test_the_shell_reaches_the_games_only_through_their_registration(page_graph):
    assert shell_violations(page_graph) == []


def test_a_game_never_imports_another_game(page_graph):
    assert cross_game_violations(page_graph) == []


def test_no_import_cycle_among_the_page_modules(page_graph):
    assert cycles(page_graph) == []
