"""No import circles in py/ (issue 22): the graph of every module's imports of other eidolon modules,
deferred ones inside functions included (only `if TYPE_CHECKING:` blocks are left out), has no cycle; and the
shared message catalogues (`eidolon.i18n`) import no game: a game imports i18n, card names reach the renderer
through the ruleset registry (`Ruleset.card_name`)."""

from __future__ import annotations

import ast
from pathlib import Path

PY = Path(__file__).resolve().parents[1] / "py"


def modules() -> dict[str, tuple[Path, bool]]:
    """Dotted module name -> (file, is a package's __init__)."""
    out = {}
    for p in PY.rglob("*.py"):
        parts = list(p.relative_to(PY).with_suffix("").parts)
        package = parts[-1] == "__init__"
        out[".".join(parts[:-1] if package else parts)] = (p, package)
    return out


def _type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def import_graph() -> dict[str, set[str]]:
    """Module -> the eidolon modules it imports (`from pkg import sub` counts as importing the submodule)."""
    mods = modules()
    edges: dict[str, set[str]] = {m: set() for m in mods}
    for name, (path, package) in mods.items():
        here = name if package else name.rpartition(".")[0]

        def walk(node: ast.AST, name: str = name, here: str = here) -> None:
            for child in ast.iter_child_nodes(node):
                if _type_checking(child):
                    continue
                if isinstance(child, ast.Import):
                    edges[name] |= {a.name for a in child.names if a.name in mods}
                elif isinstance(child, ast.ImportFrom):
                    base = here
                    for _ in range(child.level - 1):
                        base = base.rpartition(".")[0]
                    target = (f"{base}.{child.module}" if child.module else base) if child.level else child.module
                    for a in child.names:
                        sub = f"{target}.{a.name}"
                        if sub in mods:
                            edges[name].add(sub)
                        elif target in mods:
                            edges[name].add(str(target))
                walk(child)
        walk(ast.parse(path.read_text(encoding="utf-8")))
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), and modules importing themselves."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1 or v in edges[v]:
                found.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_the_checker_sees_a_cycle_and_a_deferred_import() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    graph = import_graph()
    assert "eidolon.rulesets.eidolon.cards.model" in graph["eidolon.rulesets.eidolon.ops.base"]
    assert "eidolon.rulesets" in graph["eidolon.i18n"]          # inside catalogue_names: counted


def test_there_is_no_import_cycle_in_py() -> None:
    assert cycles(import_graph()) == []


def test_the_shared_catalogues_import_no_game() -> None:
    assert not {m for m in import_graph()["eidolon.i18n"] if m.startswith("eidolon.rulesets.")}


def test_the_renderer_names_each_games_cards_through_its_ruleset() -> None:
    """A card reference is named by the ruleset the message belongs to (EIDOLON by default), in the reader's
    language; an id the collection lacks stays as written."""
    from eidolon import i18n
    play = {"key": "archon.log.play", "args": {"seat": 0, "card": {"id": "alce-de-chifre-largo"}}}
    assert i18n.text(play, "en", ruleset="archon").endswith("Broadhorn Elk")
    assert i18n.text(play, "pt-BR", ruleset="archon").endswith("Alce de Chifre Largo")
    assert i18n.text(play, "en").endswith("alce-de-chifre-largo")                  # not an EIDOLON card
    assert i18n.text({"key": "log.destroyed", "args": {"card": {"id": "lobo-do-ermo"}}}, "en") \
        == i18n.render({"key": "log.destroyed", "args": {"card": {"id": "lobo-do-ermo"}}}, i18n.catalogue("en"),
                       lambda ref: "Wasteland Wolf", i18n.catalogue("pt-BR"), "en")
