"""The package's layout (issue 22, docs/rulesets.md "Adding a game"): a game is one folder,
py/eidolon/rulesets/<game>/, and the generic layer reaches it only through the registry.

Read from the sources with `ast`: every import counts, at module level, inside functions (the lazy
imports) and under `if TYPE_CHECKING:` alike; relative imports are resolved to module names, and
`from package import name` counts as importing the submodule when `name` is one. Checked (import circles:
tests/test_import_cycles.py):

* no module outside rulesets/<game>/ imports that game's modules (rulesets/__init__.py, the registry,
  finds them by name with importlib, which is no import statement);
* no module named after a game lives outside its folder;
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "py"


def modules(root: Path) -> dict[str, tuple[Path, bool]]:
    """Module name -> (file, is a package) for every .py file under root/eidolon."""
    out = {}
    for p in sorted((root / "eidolon").rglob("*.py")):
        parts = list(p.relative_to(root).with_suffix("").parts)
        package = parts[-1] == "__init__"
        out[".".join(parts[:-1] if package else parts)] = (p, package)
    return out


def imports(root: Path) -> dict[str, set[str]]:
    """Module name -> the package's modules it imports (the nearest module for an attribute import)."""
    mods = modules(root)

    def known(name: str) -> str | None:
        while name not in mods and "." in name:
            name = name.rsplit(".", 1)[0]
        return name if name in mods else None

    graph: dict[str, set[str]] = {}
    for name, (path, package) in mods.items():
        here = name if package else name.rsplit(".", 1)[0]
        found: set[str | None] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {known(a.name) for a in node.names if a.name.split(".")[0] == "eidolon"}
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = here.split(".")[: len(here.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                if target.split(".")[0] != "eidolon":
                    continue
                found |= {known(f"{target}.{a.name}") if f"{target}.{a.name}" in mods else known(target)
                          for a in node.names}
        graph[name] = {m for m in found if m is not None and m != name}
    return graph


def games(root: Path) -> list[str]:
    return sorted(p.parent.name for p in (root / "eidolon" / "rulesets").glob("*/__init__.py"))


def inside(module: str, game: str) -> bool:
    folder = f"eidolon.rulesets.{game}"
    return module == folder or module.startswith(folder + ".")


def reaches_into_games(root: Path) -> list[str]:
    """'importer -> imported' for each import of a game's module from outside its folder."""
    return [f"{m} -> {i}" for m, out in sorted(imports(root).items()) for g in games(root)
            if not inside(m, g) and m != "eidolon.rulesets" for i in sorted(out) if inside(i, g)]


def game_named_outside(root: Path) -> list[str]:
    """Modules outside a game's folder whose name (below the eidolon package) mentions the game."""
    return sorted(m for m in modules(root) for g in games(root)
                  if not inside(m, g) and any(g in part for part in m.split(".")[1:]))


def test_no_module_outside_a_game_imports_it() -> None:
    assert reaches_into_games(ROOT) == []


def test_no_game_named_module_outside_its_folder() -> None:
    assert game_named_outside(ROOT) == []


def test_the_checks_see_a_broken_layout(tmp_path: Path) -> None:
    """The two checks on a made-up package: a lazy import into a game and a game-named module at the root are
    each found."""
    files = {
        "eidolon/__init__.py": "",
        "eidolon/rulesets/__init__.py": "from importlib import import_module\n",
        "eidolon/rulesets/chess/__init__.py": "",
        "eidolon/rulesets/chess/board.py": "from ...core import util\n",
        "eidolon/core/__init__.py": "",
        "eidolon/core/util.py": "def f():\n    from ..rulesets.chess.board import X\n",
        "eidolon/chess_openings.py": "from . import api\n",
        "eidolon/api.py": "import eidolon.chess_openings\n",
    }
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    assert reaches_into_games(tmp_path) == ["eidolon.core.util -> eidolon.rulesets.chess.board"]
    assert game_named_outside(tmp_path) == ["eidolon.chess_openings"]
