"""Build pieces of issue 15 that need no browser: the single file's module renaming and the
precompressed copies (the browser tests cover the page itself: tests/browser/test_single_file.py,
test_site.py)."""
from __future__ import annotations

import gzip
import os

import pytest

import build_site


def test_relative_imports_become_the_import_maps_names():
    code = ('import { a } from "./bridge.mjs";\nexport*from"../vendor/lit-html/lit-html.js";\n'
            'import "./screens/rules.mjs";\nconst m = () => import("./builder.mjs");\n'
            'import { b } from \'../x.mjs\';\nconst url = "./not-an-import.mjs";\n')
    out = build_site.site_module_names(code, "static/app.mjs")
    assert 'from "@site/static/bridge.mjs"' in out
    assert 'from"@site/vendor/lit-html/lit-html.js"' in out
    assert 'import "@site/static/screens/rules.mjs"' in out
    assert 'import("@site/static/builder.mjs")' in out
    assert "from '@site/x.mjs'" in out
    assert 'const url = "./not-an-import.mjs"' in out          # a plain string is left alone
    assert not build_site._STATIC_IMPORT.search(out)


def test_text_that_would_close_its_element_is_refused():
    with pytest.raises(build_site.BuildError, match="cannot be inlined"):
        build_site._inline_text("a { } </STYLE><script>", "static/x.css")
    assert build_site._inline_text("a > b { }", "static/x.css") == "a > b { }"


def test_precompressed_copies_only_where_they_save(tmp_path):
    (tmp_path / "static").mkdir()
    text = ("export const words = " + repr(["palavra"] * 2000) + ";\n").encode()
    (tmp_path / "static" / "a.mjs").write_bytes(text)
    (tmp_path / "static" / "noise.json").write_bytes(os.urandom(4096))                        # incompressible
    (tmp_path / "pack.whl").write_bytes(text)                                                  # archives: never
    sizes = build_site.precompress(tmp_path, ["static/a.mjs", "static/noise.json", "pack.whl"])
    assert set(sizes) == {"static/a.mjs"}
    assert gzip.decompress((tmp_path / "static" / "a.mjs.gz").read_bytes()) == text
    assert not (tmp_path / "static" / "noise.json.gz").exists() and not (tmp_path / "pack.whl.gz").exists()
    if build_site._brotli() is not None:
        assert build_site._brotli().decompress((tmp_path / "static" / "a.mjs.br").read_bytes()) == text


def _wheel(path, files):
    import zipfile
    with zipfile.ZipFile(path, "w") as z:
        for name, data in files.items():
            z.writestr(name, data)
    return path


def test_the_engine_bundle_holds_the_wheels_files_for_site_packages(tmp_path):
    files = {"eidolon/__init__.py": b"", "eidolon/data/cards.json": b'{"a": 1}\n',
             "eidolon/__pycache__/__init__.cpython-314.pyc": bytes(range(256)),
             "eidolon-0.1.0.dist-info/METADATA": b"Name: eidolon\n"}
    wheel = _wheel(tmp_path / "eidolon-0.1.0-py3-none-any.whl", files)
    bundle = build_site.write_engine_bundle(wheel, tmp_path / "engine", "/lib/python3.14/site-packages")
    assert bundle.name == "eidolon-0.1.0.bundle"
    assert build_site.read_engine_bundle(bundle) == ("/lib/python3.14/site-packages", files)
    again = build_site.write_engine_bundle(wheel, tmp_path / "again", "/lib/python3.14/site-packages")
    assert again.read_bytes() == bundle.read_bytes()            # deterministic: no timestamps


def test_a_damaged_bundle_or_a_path_outside_the_package_folder_is_refused(tmp_path):
    wheel = _wheel(tmp_path / "eidolon-0.1.0-py3-none-any.whl", {"../evil.py": b"x"})
    with pytest.raises(build_site.BuildError, match="not a path inside"):
        build_site.write_engine_bundle(wheel, tmp_path / "engine", "/lib/python3.14/site-packages")
    good = build_site.write_engine_bundle(_wheel(tmp_path / "eidolon-0.1.0-py3-none-any.whl", {"eidolon/a.py": b"1"}),
                                          tmp_path / "engine", "/lib/python3.14/site-packages")
    cut = tmp_path / "cut.bundle"
    cut.write_bytes(gzip.compress(gzip.decompress(good.read_bytes())[:-1]))
    with pytest.raises(build_site.BuildError, match="do not add up"):
        build_site.read_engine_bundle(cut)
    cut.write_bytes(gzip.compress(b"PK\x03\x04"))
    with pytest.raises(build_site.BuildError, match="not an engine bundle"):
        build_site.read_engine_bundle(cut)


def test_site_packages_follows_the_runtimes_python(tmp_path):
    lock = tmp_path / "pyodide-lock.json"
    lock.write_text('{"info": {"python": "3.14.2"}, "packages": {}}')
    assert build_site.site_packages(lock) == "/lib/python3.14/site-packages"
