"""The page worker's engine install (static/shell/worker.mjs `install`, docs/site.md "The engine bundle"), run in
Pyodide under Node on a small bundle."""

from __future__ import annotations

import io
import json
import subprocess
import zipfile
from pathlib import Path

from pyodide_node import NODE, PYODIDE, ROOT, needs_pyodide

import build_site


@needs_pyodide
def test_the_installed_package_imports_after_a_lookup_and_without_importlib_metadata(tmp_path: Path) -> None:
    """A package looked up before its files were written still imports once they are (the finder that listed
    site-packages without them is dropped), and the install does not import importlib.metadata (the cost
    importlib.invalidate_caches() added to every boot)."""
    wheel = tmp_path / "probe_pkg-1.0-py3-none-any.whl"
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("probe_pkg/__init__.py", "VALUE = 7\n")
        z.writestr("probe_pkg-1.0.dist-info/METADATA", "Name: probe_pkg\nVersion: 1.0\n")
    wheel.write_bytes(buf.getvalue())
    bundle = build_site.write_engine_bundle(wheel, tmp_path / "engine", "/lib/python3.14/site-packages")
    run = subprocess.run([str(NODE), str(ROOT / "tests" / "worker_install.mjs"), str(PYODIDE) + "/", str(bundle),
                          "probe_pkg"], capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    assert json.loads(run.stdout.strip().splitlines()[-1]) == {"value": 7, "metadata": False}
