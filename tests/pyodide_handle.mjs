// Runs eidolon.bridge.handle under Pyodide in Node, on the sources of this checkout (no wheel build):
//   node tests/pyodide_handle.mjs <pyodide indexURL/> <py source dir> <requests.json>
// requests.json is a list of request strings; prints {"replies": [...]} where each reply is the string
// handle returned, or "THREW ..." / "TYPE ..." when the call threw or returned something else.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const [indexURL, src, requestsFile] = process.argv.slice(2);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const py = await loadPyodide({ indexURL });

function copyTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "__pycache__") continue;
    if (statSync(path).isDirectory()) {
      py.FS.mkdirTree("/src/" + relative(src, path));
      copyTree(path);
    } else if (/\.(py|json)$/.test(name)) {
      py.FS.writeFile("/src/" + relative(src, path), readFileSync(path));
    }
  }
}
py.FS.mkdirTree("/src/eidolon");
copyTree(join(src, "eidolon"));
py.runPython("import sys; sys.path.insert(0, '/src')");
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
