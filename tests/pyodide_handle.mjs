// Runs eidolon.bridge.handle under Pyodide in Node, on the sources of this checkout (no wheel build), or as the
// page's worker runs it: the site's engine bundle, booted from the site's memory snapshot (build_snapshot.mjs):
//   node tests/pyodide_handle.mjs <pyodide indexURL/> <py source dir> <requests.json>
//   node tests/pyodide_handle.mjs <pyodide indexURL/> <engine bundle> <requests.json> <engine snapshot>
// requests.json is a list of request strings; prints {"replies": [...]} where each reply is the string
// handle returned, or "THREW ..." / "TYPE ..." when the call threw or returned something else.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gunzipSync } from "node:zlib";

const [indexURL, src, requestsFile, snapshotFile] = process.argv.slice(2);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");

function copyTree(py, dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "__pycache__") continue;
    if (statSync(path).isDirectory()) {
      py.FS.mkdirTree("/src/" + relative(src, path));
      copyTree(py, path);
    } else if (/\.(py|json)$/.test(name)) {
      py.FS.writeFile("/src/" + relative(src, path), readFileSync(path));
    }
  }
}

async function boot() {
  if (!snapshotFile) {
    const py = await loadPyodide({ indexURL });
    py.FS.mkdirTree("/src/eidolon");
    copyTree(py, join(src, "eidolon"));
    py.runPython("import sys; sys.path.insert(0, '/src')");
    return py;
  }
  const { readBundleFile, install } = await import("../worker_node.mjs");
  const bundle = readBundleFile(src);
  const py = await loadPyodide(/** @type {any} */ ({ indexURL, _loadSnapshot: gunzipSync(readFileSync(snapshotFile)) }));
  install(py, await bundle);
  return py;
}

const py = await boot();
const handle = py.pyimport("eidolon.bridge").handle;
const replies = [];
for (const request of JSON.parse(readFileSync(requestsFile, "utf8"))) {
  let reply;
  try {
    reply = handle(request);
  } catch (err) {
    reply = "THREW " + String(err).slice(0, 500);
  }
  replies.push(typeof reply === "string" ? reply : "TYPE " + typeof reply);
}
console.log(JSON.stringify({ replies }));
