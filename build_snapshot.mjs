// Build step of build_site.py (docs/site.md, "The engine's memory snapshot"): boots the vendored Pyodide under
// Node with the engine bundle as the page's worker does (static/shell/worker.mjs: readBundle, install), imports
// the bridge and every built-in ruleset, and writes Pyodide's memory snapshot (its experimental `_makeSnapshot`
// / `makeMemorySnapshot`), gzip-compressed. The page's worker boots from it (`_loadSnapshot`) and skips
// Python's start and those imports.
//   node build_snapshot.mjs <pyodide indexURL/> <engine bundle> <out file>
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const [indexURL, bundleFile, outFile] = process.argv.slice(2);
// The runtime takes its program name from Node's arguments (into the environment it keeps): give it none, as a
// browser does, so that no path of the build machine is in the snapshot.
process.argv.length = 1;
const { readBundleFile, install } = await import("./worker_node.mjs");
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const bundle = readBundleFile(bundleFile);
// A fixed hash seed: string hashing is the same in every build (the engine depends on no hash order).
const py = await loadPyodide(/** @type {any} */ ({ indexURL, _makeSnapshot: true, env: { PYTHONHASHSEED: "0" } }));
install(py, await bundle);
// What the page needs at once: the bridge (the worker's plain boot imports it) and the rulesets, which the
// registry would import on the first request naming each (a match's start, a deck's generation).
py.runPython("import eidolon.bridge\nfrom eidolon import rulesets\nfor name in rulesets.names(): rulesets.get(name)");
const snapshot = py.makeMemorySnapshot();
writeFileSync(outFile, gzipSync(snapshot, { level: 9 }));
console.log(JSON.stringify({ bytes: snapshot.length }));
