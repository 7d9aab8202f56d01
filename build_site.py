#!/usr/bin/env python3
"""Build the self-contained static site into ``site/`` (and optionally serve it).

    python3 build_site.py                 # build site/
    python3 build_site.py --out DIR       # build into DIR
    python3 build_site.py --serve [--port N]   # build, then serve on 127.0.0.1

The site holds everything the page needs; nothing is fetched from any other host
at play time:

    index.html                 rendered from the repo-root index.html (jinja2, build time)
    sw.js                      service worker: precache list + content-hash cache name
    static/...                 JS modules and CSS (copied); the catalogues of py/eidolon/i18n are embedded
    static/help/rules.<lang>.json   the rules reference, parsed from docs/rules*.md (the page's "Regras")
    static/help/archon-rules.<lang>.json   the Archon rules reference, from docs/archon-rules*.md
    pyodide/                   the Pyodide runtime, vendored from node_modules/pyodide
                               (only the four files the page needs + a pruned lock)
    vendor/lit-html/           lit-html (the table's rendering library), vendored from
                               node_modules/lit-html: the modules the page imports + LICENSE
    pyodide/micropip-*.whl     micropip, pinned; its lock entry rewritten to this wheel
    engine/eidolon-*.bundle    the rules core: the files of its wheel (built from this repository and
                               precompiled), for the worker to write into Pyodide's file system
    engine/eidolon-*.snapshot  Pyodide's memory once the engine is imported (gzip; build_snapshot.mjs,
                               with node; named after the bundle's hash): the worker boots from it

See docs/site.md for the layout and the measured choices.
"""
from __future__ import annotations

import argparse
import base64
import email.utils
import fnmatch
import gzip
import hashlib
import http
import http.server
import json
import os
import posixpath
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import zipfile
from functools import partial
from pathlib import Path, PurePosixPath
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parent
NPM_PYODIDE = ROOT / "node_modules" / "pyodide"
NPM_LIT = ROOT / "node_modules" / "lit-html"
WHEEL_CACHE = ROOT / "wheels"

ENGINE_DIR = "engine"
BUNDLE_MAGIC = b"eidolon-engine-bundle 1\n"

PYODIDE_VERSION = "314.0.7"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")

MICROPIP_VERSION = "0.11.1"
MICROPIP_WHEEL = f"micropip-{MICROPIP_VERSION}-py3-none-any.whl"
# sha256 of the PyPI wheel (it differs from the one Pyodide built for its CDN; the lock is rewritten).
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"

LIT_VERSION = "3.3.3"
LIT_DIR = "vendor/lit-html"
# Entry modules of lit-html the page imports (static/lib/lit.mjs); their own imports come along.
LIT_ENTRIES = ("lit-html.js", "directives/repeat.js", "directives/class-map.js", "directives/live.js",
               "directives/if-defined.js", "directives/ref.js", "directives/style-map.js")

STATIC_SKIP_SUFFIXES = (".j2", ".d.ts")   # templates; type declarations for the JS check (tsconfig.json)
CATALOGUE_DIR = "py/eidolon/i18n"      # one catalogue per language (UI and engine messages)
DEFAULT_LANGUAGE = "pt-BR"


class BuildError(RuntimeError):
    pass


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


# --------------------------------------------------------------------------- inputs

def check_pyodide(npm_dir: Path = NPM_PYODIDE) -> None:
    pkg = npm_dir / "package.json"
    if not pkg.is_file():
        raise BuildError(f"{npm_dir} is missing: run `npm ci` (package-lock.json pins pyodide {PYODIDE_VERSION})")
    version = json.loads(pkg.read_text())["version"]
    if version != PYODIDE_VERSION:
        raise BuildError(f"node_modules has pyodide {version}, expected {PYODIDE_VERSION}: run `npm ci`")


def check_lit(npm_dir: Path = NPM_LIT) -> None:
    pkg = npm_dir / "package.json"
    if not pkg.is_file():
        raise BuildError(f"{npm_dir} is missing: run `npm ci` (package-lock.json pins lit-html {LIT_VERSION})")
    version = json.loads(pkg.read_text())["version"]
    if version != LIT_VERSION:
        raise BuildError(f"node_modules has lit-html {version}, expected {LIT_VERSION}: run `npm ci`")


def fetch_micropip(cache: Path = WHEEL_CACHE) -> Path:
    """Return the pinned micropip wheel, downloading it into the (gitignored) cache once."""
    wheel = cache / MICROPIP_WHEEL
    if not wheel.is_file():
        cache.mkdir(parents=True, exist_ok=True)
        # micropip requires Python >= 3.12; ask for the wheel that fits Pyodide's interpreter.
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
             f"micropip=={MICROPIP_VERSION}", "--no-deps", "--only-binary=:all:",
             "--python-version", "3.14", "-d", str(cache)],
            check=True,
        )
    digest = sha256_file(wheel)
    if digest != MICROPIP_SHA256:
        raise BuildError(f"{wheel} has sha256 {digest}, expected {MICROPIP_SHA256}; delete it and rebuild")
    return wheel


def build_game_wheel(project: Path, dest: Path) -> Path:
    """Build the eidolon wheel from a clean copy of the sources (no stale setuptools build/ dir)."""
    with tempfile.TemporaryDirectory(prefix="eidolon-wheel-") as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        shutil.copy2(project / "pyproject.toml", src / "pyproject.toml")
        for extra in ("README.md", "LICENSE"):
            if (project / extra).is_file():
                shutil.copy2(project / extra, src / extra)
        shutil.copytree(project / "py", src / "py",
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info"))
        out = Path(tmp) / "out"
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check",
             "--no-deps", "--no-build-isolation", "-w", str(out), str(src)],
            check=True,
        )
        wheels = sorted(out.glob("eidolon-*.whl"))
        if len(wheels) != 1:
            raise BuildError(f"expected one eidolon wheel, got {[w.name for w in wheels]}")
        dest.mkdir(parents=True, exist_ok=True)
        target = dest / wheels[0].name
        shutil.copyfile(wheels[0], target)
        return target


# Runs inside Pyodide under Node at build time: compile the wheel's modules to CPython-3.14 bytecode
# (unchecked-hash .pyc in __pycache__, so they are used whatever the unpacked files' mtimes) and
# rewrite RECORD. Importing then skips compiling the sources in the browser.
_PRECOMPILE_PY = r"""
import base64, compileall, hashlib, io, py_compile, sys, zipfile
from pathlib import Path, PurePosixPath
from typing import Any, NamedTuple
src = Path("/build/in.whl")
root = Path("/build/unpacked")
with zipfile.ZipFile(src) as z:
    z.extractall(root)
ok = compileall.compile_dir(str(root), quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
assert ok, "compileall failed"
record = next(root.glob("*.dist-info/RECORD"))
rel_record = record.relative_to(root).as_posix()
files = sorted(p for p in root.rglob("*") if p.is_file() and p != record)
lines = []
with zipfile.ZipFile("/build/out.whl", "w", zipfile.ZIP_DEFLATED) as out:
    for p in files:
        data = p.read_bytes()
        rel = p.relative_to(root).as_posix()
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        lines.append(f"{rel},sha256={digest},{len(data)}")
        out.writestr(zipfile.ZipInfo(rel, (2020, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
    lines.append(f"{rel_record},,")
    out.writestr(zipfile.ZipInfo(rel_record, (2020, 1, 1, 0, 0, 0)), "\n".join(lines) + "\n", zipfile.ZIP_DEFLATED)
import site
assert "@PURELIB@" in site.getsitepackages(), site.getsitepackages()
print(sys.version_info[:2], sum(1 for p in files if p.suffix == ".pyc"), "modules compiled")
"""

_PRECOMPILE_MJS = """
import { readFileSync, writeFileSync } from "node:fs";
const [indexURL, wheelIn, wheelOut, code] = process.argv.slice(2);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const py = await loadPyodide({ indexURL });
py.FS.mkdirTree("/build");
py.FS.writeFile("/build/in.whl", readFileSync(wheelIn));
py.runPython(readFileSync(code, "utf8"));
writeFileSync(wheelOut, py.FS.readFile("/build/out.whl"));
"""


def precompile_wheel(wheel: Path, purelib: str, npm_dir: Path = NPM_PYODIDE) -> bool:
    """Add Pyodide-Python bytecode to a pure-Python wheel in place; False (wheel untouched) without node.
    `purelib` is where the bundle puts the package (site_packages): the runtime is checked to agree."""
    node = shutil.which("node")
    if node is None:
        return False
    with tempfile.TemporaryDirectory(prefix="eidolon-pyc-") as tmp:
        mjs, code, out = Path(tmp) / "precompile.mjs", Path(tmp) / "precompile.py", Path(tmp) / "out.whl"
        mjs.write_text(_PRECOMPILE_MJS)
        code.write_text(_PRECOMPILE_PY.replace("@PURELIB@", purelib))
        subprocess.run([node, str(mjs), str(npm_dir.resolve()) + "/", str(wheel), str(out), str(code)],
                       check=True, stdout=subprocess.DEVNULL)
        shutil.copyfile(out, wheel)
    return True


SNAPSHOT_MJS = ROOT / "build_snapshot.mjs"


def write_engine_snapshot(bundle: Path, pyodide_dir: Path) -> Path | None:
    """engine/eidolon-<version>-<bundle's sha256>.snapshot beside the bundle: the gzip of Pyodide's memory once the
    engine is imported (build_snapshot.mjs, Node), which the page's worker boots from (docs/site.md, "The engine's
    memory snapshot"); None (the page boots plain) without node. Its name follows the bundle's bytes, so that a
    cache can never pair a snapshot with another build's bundle."""
    node = shutil.which("node")
    if node is None:
        return None
    target = bundle.with_name(f"{bundle.stem}-{sha256_file(bundle)[:12]}.snapshot")
    subprocess.run([node, str(SNAPSHOT_MJS), str(pyodide_dir.resolve()) + "/", str(bundle), str(target)],
                   check=True, stdout=subprocess.DEVNULL)
    return target


def site_packages(lock: Path) -> str:
    """Where Pyodide's interpreter finds installed packages: /lib/pythonX.Y/site-packages, X.Y being the
    Python of the vendored runtime's lock."""
    version = json.loads(lock.read_text())["info"]["python"]
    major, minor = version.split(".")[:2]
    return f"/lib/python{major}.{minor}/site-packages"


def write_engine_bundle(wheel: Path, dest: Path, root: str) -> Path:
    """engine/eidolon-<version>.bundle from the game's wheel: what installing the wheel would write, in a form
    the worker writes into Pyodide's file system itself (no Python installer runs at boot, docs/site.md).

    gzip of BUNDLE_MAGIC, one JSON line {"root": site-packages, "files": [[path, size], ...]} and the files'
    bytes in that order; deterministic (sorted paths, no timestamps)."""
    with zipfile.ZipFile(wheel) as z:
        names = sorted(n for n in z.namelist() if not n.endswith("/"))
        blobs = [z.read(n) for n in names]
    for name in names:
        if name.startswith("/") or ".." in PurePosixPath(name).parts:
            raise BuildError(f"{wheel.name}: {name!r} is not a path inside the package folder")
    header = json.dumps({"root": root, "files": [[n, len(b)] for n, b in zip(names, blobs, strict=True)]},
                        separators=(",", ":")).encode()
    dest.mkdir(parents=True, exist_ok=True)
    name, version = wheel.name.split("-")[:2]
    target = dest / f"{name}-{version}.bundle"
    target.write_bytes(gzip.compress(BUNDLE_MAGIC + header + b"\n" + b"".join(blobs), 9, mtime=0))
    return target


def read_engine_bundle(path: Path) -> tuple[str, dict[str, bytes]]:
    """(root, {path: bytes}) of a bundle, as the worker reads it (for tests and tools)."""
    data = gzip.decompress(path.read_bytes())
    if not data.startswith(BUNDLE_MAGIC):
        raise BuildError(f"{path.name} is not an engine bundle")
    end = data.index(b"\n", len(BUNDLE_MAGIC))
    header = json.loads(data[len(BUNDLE_MAGIC):end])
    files, at = {}, end + 1
    for name, size in header["files"]:
        files[name] = data[at:at + size]
        at += size
    if at != len(data):
        raise BuildError(f"{path.name}: the files do not add up to the bundle's length")
    return header["root"], files


def bundle_as_wheel(bundle: Path, dest: Path) -> Path:
    """The bundle's files as a wheel again (the benchmarks compare installing either)."""
    _, files = read_engine_bundle(bundle)
    dest.mkdir(parents=True, exist_ok=True)
    wheel = dest / f"{bundle.stem}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in files.items():
            z.writestr(name, data)
    return wheel


def engine_catalog(project: Path) -> dict:
    """The bridge's `catalog` answer, computed in CPython from the same sources as the wheel.

    It is embedded in index.html so the start screen renders while Pyodide boots in the worker;
    the browser tests check that the engine in the page answers exactly the same."""
    code = ("import json, sys; sys.path.insert(0, sys.argv[1]); from eidolon.bridge import handle; "
            "sys.stdout.write(handle(json.dumps({'op': 'catalog'})))")
    out = subprocess.run([sys.executable, "-c", code, str(project / "py")], check=True,
                         capture_output=True, text=True, encoding="utf-8").stdout
    reply = json.loads(out)
    if not reply.get("ok"):
        raise BuildError(f"the engine refused the catalog: {reply.get('error')}")
    return reply["result"]


# Static imports (`import ... from "./x.mjs"`, `export ... from "../y.js"`), minified or not;
# dynamic import("...") calls are not followed (they load on demand).
_STATIC_IMPORT = re.compile(
    r"""(?:^|[;\s}])(?:import|export)\s*(?:[\w*{][^"';()]*?\bfrom\s*)?["'](\.{1,2}/[^"']+\.m?js)["']""",
    re.MULTILINE)


def module_graph(roots: dict[str, Path], entry: str) -> list[str]:
    """Static imports reachable from an entry module (preloaded by index.html's first script), entry first.

    Modules are named by their path in the site ("static/shell/app.mjs", "vendor/lit-html/lit-html.js");
    `roots` maps a site folder to the source folder it is copied from."""
    def source(name: str) -> Path:
        for prefix, folder in sorted(roots.items(), key=lambda kv: -len(kv[0])):
            if name.startswith(prefix + "/"):
                return folder / name[len(prefix) + 1:]
        raise BuildError(f"module {name} is outside the site's module folders")

    seen: list[str] = []
    todo = [entry]
    while todo:
        name = todo.pop(0)
        if name in seen:
            continue
        seen.append(name)
        code = source(name).read_text(encoding="utf-8")
        base = PurePosixPath(name).parent
        for rel in _STATIC_IMPORT.findall(code):
            todo.append(posixpath.normpath(str(base / rel)))
    return seen


def load_catalogues(project: Path = ROOT) -> dict[str, dict[str, Any]]:
    """Load the catalogues (py/eidolon/i18n/<lang>.json: UI strings and the engine's messages, one file
    per language, read by the page and the command line alike) and check that they define the same keys
    with the same placeholders."""
    if (project / "static" / "i18n").exists():
        raise BuildError("static/i18n/ is gone: UI strings live in py/eidolon/i18n/<lang>.json "
                         "(one catalogue per language, shared with the engine; docs/site.md)")
    found = sorted(p.stem for p in (project / CATALOGUE_DIR).glob("*.json"))
    if DEFAULT_LANGUAGE not in found:
        raise BuildError(f"{CATALOGUE_DIR}/{DEFAULT_LANGUAGE}.json is missing")
    cats = {lang: json.loads((project / CATALOGUE_DIR / f"{lang}.json").read_text(encoding="utf-8"))
            for lang in sorted(found, key=lambda x: x != DEFAULT_LANGUAGE)}
    ref = cats[DEFAULT_LANGUAGE]
    for lang, cat in cats.items():
        missing, extra = set(ref) - set(cat), set(cat) - set(ref)
        if missing or extra:
            raise BuildError(f"catalogue {lang}: missing {sorted(missing)}, extra {sorted(extra)}")
        bad = [k for k, v in cat.items() if _placeholders(v) is None]
        if bad:
            raise BuildError(f"catalogue {lang}: empty or malformed values for {bad}")
        other = [k for k, v in cat.items() if _placeholders(v) != _placeholders(ref[k])]
        if other:
            raise BuildError(f"catalogue {lang}: placeholders differ from {DEFAULT_LANGUAGE} for {other}")
    return cats


def _placeholders(value: Any) -> frozenset[str] | None:
    """The {name} placeholders of a catalogue value (a string, or {"one", "other"}); None when malformed."""
    forms = [value] if isinstance(value, str) else (
        [value.get("one"), value.get("other")] if isinstance(value, dict) and set(value) == {"one", "other"} else [])
    if not forms or not all(isinstance(f, str) and f for f in forms):
        return None
    return frozenset(n for f in forms for n in re.findall(r"\{(\w+)\}", f))


# --------------------------------------------------------------------------- rules reference

# Each game's reference: docs/<stem>.md in the default language, docs/<stem>.<lang>.md in any other;
# the page's copy is static/help/<stem>.<lang>.json (EIDOLON's R1.1.., Archon's K1..K96).
RULES_GAMES = {"eidolon": "rules", "archon": "archon-rules"}
RULES_HELP_DIR = "static/help"
_SECTION = re.compile(r'^## <a id="([\w.-]+)"></a>(?:\1 )?(.+)$')
_RULE = re.compile(r'^- <a id="(R\d+\.\d+|K\d+)"></a>\*\*\1\*\* (.+)$')
_INLINE = re.compile(r"\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)")
_NEW_PARAGRAPH = ("Exemplo:", "Example:", "**Decisão:**", "**Decision:**", "**Neste jogo:**", "**In this game:**")


def rules_doc(lang: str, game: str = "eidolon") -> str:
    stem = RULES_GAMES[game]
    return f"docs/{stem}.md" if lang == DEFAULT_LANGUAGE else f"docs/{stem}.{lang}.md"


def inline_parts(text: str) -> list[dict[str, str]]:
    """Markdown inline text as parts {text[, strong|code: "1"][, href: "#R5.3"]}: **bold**, `code`,
    and links (only links inside the reference keep their target)."""
    parts: list[dict[str, str]] = []
    pos = 0
    for m in _INLINE.finditer(text):
        if m.start() > pos:
            parts.append({"text": text[pos:m.start()]})
        strong, code, label, href = m.groups()
        if strong is not None:
            parts.append({"text": strong, "strong": "1"})
        elif code is not None:
            parts.append({"text": code, "code": "1"})
        else:
            parts.append({"text": label, **({"href": href} if href.startswith("#") else {})})
        pos = m.end()
    if pos < len(text):
        parts.append({"text": text[pos:]})
    return parts


def parse_rules_doc(text: str, where: str = "docs/rules.md") -> dict[str, Any]:
    """docs/rules*.md as data for the page: {title, blocks, sections: [{id, title, blocks, rules:
    [{id, blocks}]}]}; a block is {kind: p|example|note|list, parts | items}. The format is the one those
    files use: `## <a id="R5"></a>R5 Title`, rules as `- <a id="R5.3"></a>**R5.3** text` with
    continuation lines indented by two spaces (`  - ` opens a sub-item)."""
    doc: dict[str, Any] = {"title": "", "blocks": [], "sections": []}
    section: dict[str, Any] | None = None
    rule: dict[str, Any] | None = None
    para: list[str] | None = None       # lines of the paragraph or item being read
    for n, line in enumerate(text.splitlines(), 1):
        blocks = (rule or section or doc)["blocks"]
        if not line.strip():
            para = None
            if not line.startswith("  "):
                rule = None
            continue
        if line.startswith("# "):
            doc["title"] = line[2:].strip()
            continue
        m = _SECTION.match(line)
        if m:
            section = {"id": m.group(1), "title": m.group(2).strip(), "blocks": [], "rules": []}
            doc["sections"].append(section)
            rule, para = None, None
            continue
        if line.startswith("#"):
            raise BuildError(f"{where}:{n}: a heading must be '## <a id=\"ID\"></a>ID Title'")
        m = _RULE.match(line)
        if m:
            if section is None:
                raise BuildError(f"{where}:{n}: rule {m.group(1)} before any section")
            rule = {"id": m.group(1), "blocks": []}
            section["rules"].append(rule)
            para = [m.group(2)]
            rule["blocks"].append({"kind": "p", "lines": para})
            continue
        body = line.strip()
        if line.startswith("- ") or (rule is not None and line.startswith("  - ")):
            if not blocks or blocks[-1]["kind"] != "list":
                blocks.append({"kind": "list", "items": []})
            para = [body[2:]]
            blocks[-1]["items"].append(para)
        elif para is not None and not body.startswith(_NEW_PARAGRAPH):
            para.append(body)
        else:
            para = [body]
            blocks.append({"kind": _paragraph_kind(body), "lines": para})
    for block in _all_blocks(doc):
        if block["kind"] == "list":
            block["items"] = [inline_parts(" ".join(item)) for item in block["items"]]
        else:
            block["parts"] = inline_parts(" ".join(block.pop("lines")))
    return doc


def _paragraph_kind(body: str) -> str:
    """An example ("Exemplo:"), a note of what this game does ("**Neste jogo:**"), or a plain paragraph."""
    if body.startswith(_NEW_PARAGRAPH[:2]):
        return "example"
    return "note" if body.startswith(_NEW_PARAGRAPH[4:]) else "p"


def _all_blocks(doc: dict[str, Any]) -> list[dict[str, Any]]:
    out = list(doc["blocks"])
    for section in doc["sections"]:
        out += section["blocks"]
        for rule in section["rules"]:
            out += rule["blocks"]
    return out


def rule_ids(doc: dict[str, Any]) -> list[str]:
    """Section and rule IDs of a parsed reference, in order."""
    return [x for s in doc["sections"] for x in [s["id"], *(r["id"] for r in s["rules"])]]


def rules_reference(project: Path, languages: list[str], game: str = "eidolon") -> dict[str, dict[str, Any]]:
    """A game's rules reference in every language, parsed; each must have the default language's IDs,
    and every link inside it must name one of them."""
    docs = {}
    for lang in languages:
        where = rules_doc(lang, game)
        path = project / where
        if not path.is_file():
            raise BuildError(f"{where} is missing (the rules reference in {lang})")
        docs[lang] = parse_rules_doc(path.read_text(encoding="utf-8"), where)
        docs[lang]["lang"] = lang
    ref = rule_ids(docs[DEFAULT_LANGUAGE])
    for lang, doc in docs.items():
        ids = rule_ids(doc)
        if ids != ref:
            raise BuildError(f"{rules_doc(lang, game)}: its IDs differ from {rules_doc(DEFAULT_LANGUAGE, game)}: "
                             f"missing {sorted(set(ref) - set(ids))}, extra {sorted(set(ids) - set(ref))}")
        if len(set(ids)) != len(ids):
            raise BuildError(f"{rules_doc(lang, game)}: an ID is used twice: "
                             f"{sorted({i for i in ids if ids.count(i) > 1})}")
        broken = sorted({h for h in rule_links(doc) if h[1:] not in ids})
        if broken:
            raise BuildError(f"{rules_doc(lang, game)}: links to no rule of the reference: {broken}")
    return docs


def rule_links(doc: dict[str, Any]) -> list[str]:
    """The targets of a parsed reference's links inside itself ("#R12.2", "#K61"), in order."""
    return [p["href"] for b in _all_blocks(doc)
            for p in (b.get("parts") or [q for item in b.get("items", []) for q in item]) if "href" in p]


def write_rules_help(out: Path, docs: dict[str, dict[str, Any]], game: str = "eidolon") -> None:
    dest = out / RULES_HELP_DIR
    dest.mkdir(parents=True, exist_ok=True)
    for lang, doc in docs.items():
        (dest / f"{RULES_GAMES[game]}.{lang}.json").write_text(
            json.dumps(doc, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


# --------------------------------------------------------------------------- build

def vendor_pyodide(out: Path, micropip: Path, npm_dir: Path = NPM_PYODIDE) -> None:
    pdir = out / "pyodide"
    pdir.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(npm_dir / name, pdir / name)
    lock = json.loads((npm_dir / "pyodide-lock.json").read_text())
    entry = dict(lock["packages"]["micropip"])
    if entry["version"] != MICROPIP_VERSION or entry["depends"]:
        raise BuildError(f"unexpected micropip lock entry: {entry}")
    shutil.copyfile(micropip, pdir / micropip.name)
    entry["file_name"] = micropip.name
    entry["sha256"] = sha256_file(micropip)
    lock["packages"] = {"micropip": entry}      # pruned: only what the site ships
    (pdir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")


def vendor_lit(out: Path, npm_dir: Path = NPM_LIT) -> list[str]:
    """Copy the lit-html modules the page imports (and what they import) plus its LICENSE."""
    dest = out / LIT_DIR
    names = []
    for entry in LIT_ENTRIES:
        for name in module_graph({LIT_DIR: npm_dir}, f"{LIT_DIR}/{entry}"):
            if name not in names:
                names.append(name)
    for name in names:
        rel = name[len(LIT_DIR) + 1:]
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(npm_dir / rel, dest / rel)
    shutil.copy2(npm_dir / "LICENSE", dest / "LICENSE")
    return names


def site_files(out: Path) -> list[str]:
    return sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())


def build(out: Path | None = None, *, project: Path = ROOT, quiet: bool = False, precompile: bool = True) -> Path:
    """Build the site into ``out`` (default: ``site/`` next to this script). Returns the folder."""
    out = Path(out) if out is not None else project / "site"
    import jinja2

    check_pyodide()
    check_lit()
    micropip = fetch_micropip()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)

    static_src = ROOT / "static"
    cats = load_catalogues(project)
    shutil.copytree(static_src, out / "static",
                    ignore=lambda d, names: [n for n in names if n.endswith(STATIC_SKIP_SUFFIXES)
                                             or n == "__pycache__"])
    for game in RULES_GAMES:       # docs/rules*.md and docs/archon-rules*.md for the page
        write_rules_help(out, rules_reference(project, list(cats), game), game)
    vendor_pyodide(out, micropip)
    vendor_lit(out)
    purelib = site_packages(out / "pyodide" / "pyodide-lock.json")
    with tempfile.TemporaryDirectory(prefix="eidolon-engine-") as tmp:
        wheel = build_game_wheel(project, Path(tmp))
        if precompile and not precompile_wheel(wheel, purelib) and not quiet:
            print("build_site: node not found, the engine ships without precompiled bytecode", file=sys.stderr)
        bundle = write_engine_bundle(wheel, out / ENGINE_DIR, purelib)
    snapshot = write_engine_snapshot(bundle, out / "pyodide")
    if snapshot is None and not quiet:
        print("build_site: node not found, the page boots without the engine's memory snapshot", file=sys.stderr)

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader([str(ROOT), str(static_src)]),
        autoescape=jinja2.select_autoescape(["html"]),   # never escape the JS/JSON of sw.js
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
    )
    config = {
        "pyodideIndex": "pyodide/",
        "engine": f"{ENGINE_DIR}/{bundle.name}",
        "snapshot": f"{ENGINE_DIR}/{snapshot.name}" if snapshot else None,
        "micropip": f"pyodide/{micropip.name}",
        "pyodideVersion": PYODIDE_VERSION,
        "languages": list(cats),
        "defaultLanguage": DEFAULT_LANGUAGE,
    }
    cat = cats[DEFAULT_LANGUAGE]
    boot_modules = module_graph({"static": static_src, LIT_DIR: NPM_LIT}, "static/shell/app.mjs")
    write_page_modules(out, boot_modules)
    page = {"config": config, "catalogues": cats, "t": cat.__getitem__, "catalog": engine_catalog(project),
            "page_modules": PAGE_MODULES, "lang": DEFAULT_LANGUAGE}
    html = env.get_template("index.html").render(**page, single=None)
    (out / "index.html").write_text(html, encoding="utf-8")

    # The service worker precaches every file of the site; its cache name is a hash of all of them,
    # so any change to any file installs a fresh cache and drops the old one.
    files = site_files(out)
    digests = {rel: sha256_file(out / rel) for rel in files}
    h = hashlib.sha256()
    for rel in files:
        h.update(rel.encode() + b"\0" + digests[rel].encode() + b"\n")
    version = h.hexdigest()[:16]
    # Each file with its sha256: the worker takes a copy the browser already has when it is this build's.
    precache = [["./", digests["index.html"]], *([rel, digests[rel]] for rel in files)]
    sw = env.get_template("sw.js.j2").render(files=precache, cache_name=f"eidolon-site-{version}")
    (out / "sw.js").write_text(sw, encoding="utf-8")
    (out / "build.json").write_text(json.dumps({"version": version, "engine": bundle.name,
                                                "pyodide": PYODIDE_VERSION, "micropip": MICROPIP_VERSION,
                                                "lit-html": LIT_VERSION},
                                               indent=1) + "\n")
    # After sw.js: neither the compressed copies nor the single file are in the precache list.
    compressed = precompress(out, files)
    single = write_single_file(out, env, page)
    if not quiet:
        size = sum((out / f).stat().st_size for f in files)
        gz = sum((out / f).stat().st_size if f not in compressed else compressed[f] for f in files)
        print(f"built {out} ({len(files)} files, {size / 1e6:.1f} MB, {gz / 1e6:.1f} MB gzip, version {version}); "
              f"{single.name} {single.stat().st_size / 1e6:.1f} MB")
    return out


# --------------------------------------------------------------------------- precompressed copies

# Files worth compressing (zip archives, wheels included, already are); a copy is kept only when it
# saves at least 5 %.
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".wasm", ".txt")
KEEP_RATIO = 0.95
BROTLI_QUALITY = 5     # measured on the wasm: 3.2 MB in ~3 s; quality 9 gives 3.1 MB in ~17 s


def _brotli() -> Any:
    try:
        import brotli  # pinned in requirements-dev.txt; optional: the build writes gzip only without it
    except ImportError:
        return None
    return brotli


def precompress(out: Path, files: list[str]) -> dict[str, int]:
    """Write <file>.gz (and <file>.br when brotli is installed) next to each compressible file of the
    site; `--serve` sends them with Content-Encoding (SiteHandler). Returns the gzip size per file."""
    brotli = _brotli()
    sizes = {}
    for rel in files:
        if not rel.endswith(COMPRESSIBLE) or rel == "build.json":
            continue
        data = (out / rel).read_bytes()
        gz = gzip.compress(data, 9, mtime=0)
        if len(gz) > KEEP_RATIO * len(data):
            continue
        (out / f"{rel}.gz").write_bytes(gz)
        sizes[rel] = len(gz)
        if brotli is not None:
            (out / f"{rel}.br").write_bytes(brotli.compress(data, quality=BROTLI_QUALITY))
    return sizes


# --------------------------------------------------------------------------- the single file

PAGE_MODULES = "static/page-modules.json"   # the served page's boot modules in one file (index.html's first script)
SINGLE_FILE = "eidolon.html"
SINGLE_BOOT = "static/single-boot.js"
SINGLE_EARLY = "static/single-early.js"       # the first script of the page: starts the worker
SINGLE_WORKER = "static/shell/worker.mjs"
SINGLE_STYLES = ("static/shell/style.css", "static/shell/table.css", "static/shell/lobby.css")     # index.html's <link>s, as <style>
SINGLE_LEFT_OUT = ("index.html", "sw.js", "build.json", SINGLE_BOOT, SINGLE_EARLY, *SINGLE_STYLES, PAGE_MODULES)
SINGLE_WORKER_DIRS = ("pyodide/", f"{ENGINE_DIR}/")          # what the worker reads (Pyodide, the engine)
# The runtime's files in the order the worker's boot needs them (each is sent to it as soon as it is parsed; the
# snapshot is the runtime's memory, needed before it starts), as fnmatch patterns; any other file comes after them.
SINGLE_RUNTIME_ORDER = ("pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm",
                        f"{ENGINE_DIR}/*.snapshot", "pyodide/pyodide-lock.json", "pyodide/python_stdlib.zip",
                        f"{ENGINE_DIR}/*")
MIME_TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".css": "text/css", ".json": "application/json",
              ".wasm": "application/wasm", ".zip": "application/zip", ".whl": "application/zip",
              ".bundle": "application/octet-stream", ".snapshot": "application/octet-stream"}
_RELATIVE_IMPORT = re.compile(r"""(\bfrom\s*|\bimport\s*\(?\s*)(["'])(\.{1,2}/[^"'\s]+?\.m?js)\2""")


def site_module_names(code: str, name: str) -> str:
    """A module's relative imports, static and dynamic, rewritten to the names the single file's import
    map gives every module: "./bridge.mjs" in static/shell/app.mjs -> "@site/static/shell/bridge.mjs"."""
    base = PurePosixPath(name).parent

    def named(m: re.Match[str]) -> str:
        return f"{m.group(1)}{m.group(2)}@site/{posixpath.normpath(str(base / m.group(3)))}{m.group(2)}"
    return _RELATIVE_IMPORT.sub(named, code)


def _renamed_module(code: str, rel: str) -> str:
    """site_module_names, checked: no relative import may be left (the import map names only "@site/" ones)."""
    text = site_module_names(code, rel)
    if _STATIC_IMPORT.search(text):
        raise BuildError(f"{rel}: a relative import is left after renaming: {_STATIC_IMPORT.search(text)}")
    return text


def write_page_modules(out: Path, modules: list[str]) -> Path:
    """static/page-modules.json: the modules index.html's first script loads at boot (app.mjs and its static
    imports), each with its relative imports renamed to the import map's names as in the single file
    (site_module_names), in one file: one request instead of one per module (docs/site.md, "Boot order")."""
    code = {rel: _renamed_module((out / rel).read_text(encoding="utf-8"), rel) for rel in modules}
    target = out / PAGE_MODULES
    target.write_text(json.dumps({"format": "eidolon-page-modules", "version": 1, "modules": code},
                                 ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    return target


def _inline_text(text: str, where: str) -> str:
    """Text put raw into an HTML element of the single file: it must not close that element."""
    if re.search(r"</(style|script)", text, re.IGNORECASE):
        raise BuildError(f"{where} contains a closing </style> or </script> tag: it cannot be inlined")
    return text


def write_single_file(out: Path, env: Any, page: dict[str, Any]) -> Path:
    """site/eidolon.html: the page with every file of the site inside it (gzip + base64, unpacked by
    static/single-early.js for the runtime, in the worker; static/single-boot.js for the page), so that it
    runs opened from disk with nothing fetched (docs/site.md)."""
    files = []
    for rel in site_files(out):
        if rel in SINGLE_LEFT_OUT or rel == SINGLE_FILE or rel.endswith((".gz", ".br")):
            continue
        data = (out / rel).read_bytes()
        if rel.endswith((".mjs", ".js")):
            data = _renamed_module(data.decode("utf-8"), rel).encode("utf-8")
        copy = out / f"{rel}.gz"      # the precompressed copy, when its file was not rewritten
        gz = copy.read_bytes() if copy.is_file() and data == (out / rel).read_bytes() else gzip.compress(data, 9, mtime=0)
        files.append({"path": rel, "type": MIME_TYPES.get(PurePosixPath(rel).suffix, "text/plain"),
                      "worker": rel.startswith(SINGLE_WORKER_DIRS), "data": base64.b64encode(gz).decode("ascii")})
    runtime = sorted((f for f in files if f["worker"]), key=lambda f: next(
        (i for i, p in enumerate(SINGLE_RUNTIME_ORDER) if fnmatch.fnmatchcase(f["path"], p)), len(SINGLE_RUNTIME_ORDER)))
    worker = site_module_names((out / SINGLE_WORKER).read_text(encoding="utf-8"), SINGLE_WORKER)
    single = {
        "styles": [_inline_text((out / rel).read_text(encoding="utf-8"), rel) for rel in SINGLE_STYLES],
        "config": {"engine": page["config"]["engine"], "snapshot": page["config"]["snapshot"], "worker": worker,
                   "runtime": [f["path"] for f in runtime]},
        "early": _inline_text((out / SINGLE_EARLY).read_text(encoding="utf-8"), SINGLE_EARLY),
        "runtime": runtime,
        "files": [f for f in files if not f["worker"]],
        "boot": _inline_text((out / SINGLE_BOOT).read_text(encoding="utf-8"), SINGLE_BOOT),
    }
    target = out / SINGLE_FILE
    target.write_text(env.get_template("index.html").render(**page, single=single), encoding="utf-8")
    return target


# --------------------------------------------------------------------------- serve

_LOG_LOCK = threading.Lock()


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    # Keep-alive: a page's 80-odd requests reuse the browser's few connections instead of one connection (and one
    # server thread) each. Every answer of the base class and of send_head below carries a Content-Length.
    protocol_version = "HTTP/1.1"
    extensions_map = {  # noqa: RUF012 (same shape as the base class attribute)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
        ".json": "application/json", ".zip": "application/zip", ".whl": "application/zip",
        ".bundle": "application/octet-stream", ".snapshot": "application/octet-stream", ".css": "text/css",
        ".html": "text/html; charset=utf-8",
    }

    def __init__(self, *args, quiet: bool = False, **kwargs):
        self.quiet = quiet
        super().__init__(*args, **kwargs)

    def end_headers(self):
        # Revalidate our own files on every load; the service worker does the offline caching.
        if not self.path.startswith("/pyodide/"):
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def precompressed(self, path: str) -> tuple[str, str] | None:
        """The .br or .gz copy of a file that the request accepts (build_site.precompress), if any."""
        accepted = {part.split(";")[0].strip().lower()
                    for part in self.headers.get("Accept-Encoding", "").split(",")}
        for encoding, suffix in (("br", ".br"), ("gzip", ".gz")):
            if encoding in accepted and Path(path + suffix).is_file():
                return path + suffix, encoding
        return None

    def send_head(self):
        """Like the base class, but a file with a precompressed copy is sent as that copy with its
        Content-Encoding (and `Vary: Accept-Encoding`, since the answer depends on that header)."""
        path = self.translate_path(self.path)
        if Path(path).is_dir() and self.path.split("?")[0].endswith("/"):
            path = str(Path(path) / "index.html")
        has_copy = Path(path + ".gz").is_file() or Path(path + ".br").is_file()
        copy = self.precompressed(path) if Path(path).is_file() else None
        if copy is None:
            self._vary = has_copy
            return super().send_head()
        name, encoding = copy
        f = open(name, "rb")  # noqa: SIM115 (returned to the base class, which closes it)
        try:
            mtime = os.fstat(f.fileno()).st_mtime
            since = self.headers.get("If-Modified-Since")
            if since and "If-None-Match" not in self.headers:
                try:
                    if int(mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                        f.close()
                        self.send_response(http.HTTPStatus.NOT_MODIFIED)
                        self.send_header("Vary", "Accept-Encoding")
                        self.end_headers()
                        return None
                except (TypeError, ValueError, IndexError, OverflowError):
                    pass
            self.send_response(http.HTTPStatus.OK)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Encoding", encoding)
            self.send_header("Content-Length", str(os.fstat(f.fileno()).st_size))
            self.send_header("Last-Modified", self.date_time_string(mtime))
            self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
            return f
        except Exception:
            f.close()
            raise

    _vary = False

    def send_response(self, code, message=None):
        super().send_response(code, message)
        if self._vary:
            self.send_header("Vary", "Accept-Encoding")
        log = getattr(self.server, "requests", None)
        if log is not None:
            with _LOG_LOCK:
                log.append(Served(self.path.split("?")[0], int(code), 0, None))
                self._logged = len(log) - 1

    def copyfile(self, source, outputfile):
        log = getattr(self.server, "requests", None)
        if log is not None and self._logged is not None:
            with _LOG_LOCK:
                log[self._logged] = log[self._logged]._replace(bytes=os.fstat(source.fileno()).st_size)
        super().copyfile(source, outputfile)

    def send_header(self, keyword, value):
        super().send_header(keyword, value)
        log = getattr(self.server, "requests", None)
        if keyword.lower() == "content-encoding" and log is not None and self._logged is not None:
            with _LOG_LOCK:
                log[self._logged] = log[self._logged]._replace(encoding=value)

    _logged: int | None = None

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


class Served(NamedTuple):
    """One answer of the server (SiteServer.requests): path, status, body bytes sent, Content-Encoding."""
    path: str
    status: int
    bytes: int
    encoding: str | None


class _SiteHTTPServer(http.server.ThreadingHTTPServer):
    """ThreadingHTTPServer that knows its open connections: with keep-alive a browser holds some open between
    requests, and a stopped server must answer nothing on them either (close_connections)."""

    daemon_threads = True

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.connections: set[socket.socket] = set()
        self.connections_lock = threading.Lock()

    def process_request(self, request: Any, client_address: Any) -> None:
        with self.connections_lock:
            self.connections.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        with self.connections_lock:
            self.connections.discard(request)
        super().shutdown_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that drops a connection (a closed tab, a request it no longer wants) is not a server error."""
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)

    def close_connections(self) -> None:
        with self.connections_lock:
            open_now = list(self.connections)
        for connection in open_now:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


class SiteServer:
    """A static server for a built site on 127.0.0.1, running in a background thread.

    `requests` lists every answer (Served) for tests and benchmarks; clear it between loads."""

    def __init__(self, site_dir: Path, port: int = 0, quiet: bool = True):
        handler = partial(SiteHandler, directory=str(site_dir), quiet=quiet)
        self.httpd = _SiteHTTPServer(("127.0.0.1", port), handler)
        self.requests: list[Served] = []
        self.httpd.requests = self.requests  # type: ignore[attr-defined]
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.thread: threading.Thread | None = None

    def start(self) -> SiteServer:
        self.thread = threading.Thread(target=self.httpd.serve_forever, name="site-server", daemon=True)
        self.thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.httpd.close_connections()
        if self.thread:
            self.thread.join(5)

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()


def port_is_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "site", help="output folder (default: site/)")
    ap.add_argument("--serve", action="store_true", help="serve the built site on 127.0.0.1")
    ap.add_argument("--port", type=int, default=None,
                    help="port for --serve (default 8000, or a free port if 8000 is taken; 0 = any free port)")
    args = ap.parse_args(argv)
    try:
        out = build(args.out)
    except BuildError as e:
        print(f"build_site: {e}", file=sys.stderr)
        return 1
    if not args.serve:
        return 0
    port = args.port
    if port is None:
        port = 8000 if port_is_free(8000) else 0
    server = SiteServer(out, port, quiet=False)
    print(f"Serving EIDOLON at {server.url}  (Ctrl+C to stop)", flush=True)
    try:
        server.httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.httpd.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
