// The page worker's engine install (static/shell/worker.mjs: readBundle, install) under Node, for what boots
// Pyodide as the worker does outside a browser: the build's snapshot (build_snapshot.mjs), tests and benchmarks.
import { readFileSync } from "node:fs";

globalThis.self = globalThis;                       // the worker's module reads `self` as a worker does
globalThis.location = /** @type {any} */ ({ href: "file:///" });
const worker = await import("./static/shell/worker.mjs");

export const install = worker.install;

/** The engine bundle in a file, read as the worker reads the one it fetches. @param {string} path */
export function readBundleFile(path) {
  return worker.readBundle("data:application/octet-stream;base64," + readFileSync(path).toString("base64"));
}
