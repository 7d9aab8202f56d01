// Helper of bench/snapshot_boot.py (Node): one boot of Pyodide with the engine, as the page's worker does it
// (static/shell/worker.mjs: readBundle, install, then `import eidolon.bridge`), plain or from the site's memory
// snapshot (build_snapshot.mjs).
//   node bench/snapshot_boot.mjs <pyodide indexURL/> <engine bundle> plain|snapshot <snapshot file>
// Prints the boot's wall time in ms and the first bytes of a `catalog` reply.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

const [indexURL, bundleFile, mode, snapshotFile] = process.argv.slice(2);
const { readBundleFile, install } = await import("../worker_node.mjs");
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const bundle = readBundleFile(bundleFile);
const t0 = performance.now();
const options = mode === "snapshot" ? { indexURL, _loadSnapshot: gunzipSync(readFileSync(snapshotFile)) } : { indexURL };
const py = await loadPyodide(/** @type {any} */ (options));
install(py, await bundle);
const handle = py.pyimport("eidolon.bridge").handle;
const ms = performance.now() - t0;
console.log(JSON.stringify({ ms, reply: String(handle('{"op": "catalog"}')).slice(0, 40) }));
