// @ts-check
// Module Web Worker that hosts the rules core on Pyodide.
//
// Protocol (all messages are plain objects):
//   page -> worker  {kind: "init", engine: <URL of the engine bundle>[, snapshot: <URL>][, files: [<URL>...]]}
//                   snapshot: the engine's memory snapshot (build_snapshot.mjs), booted from when given; a
//                   snapshot that does not load (missing, damaged, another runtime's) means a plain boot
//                   files (the single-file build, docs/site.md): the URLs of every file the runtime reads
//                   (pyodide/*, engine/*), each sent next as
//   page -> worker  {kind: "file", url, data: <its gzip-compressed bytes in base64>}
//                   and served from memory, each as soon as it is here (the boot waits for a file only
//                   when it needs it)
//   worker -> page  {kind: "progress", stage: "runtime" | "engine"} while booting, then
//                   {kind: "ready", timings: {...}}  |  {kind: "failed", message}
//   page -> worker  {kind: "call", id, request: <JSON string>}
//   worker -> page  {kind: "reply", id, reply: <JSON string>}   (eidolon.bridge.handle's answer; always
//                   sent, an "internal" error reply when the runtime fails)
//   page -> worker  {kind: "install", id, url}   optional pack wheel, installed with micropip
//   worker -> page  {kind: "installed", id, packages: [...]} | {kind: "install-failed", id, message}
//
// The worker decides nothing about the game: it passes JSON strings to eidolon.bridge.handle.
/** @typedef {import("../types.js").BootTimings} BootTimings */
/** @typedef {import("../types.js").FromWorker} FromWorker */
/** @typedef {import("../types.js").Localized} Localized */
/** @typedef {import("../types.js").ToWorker} ToWorker */
/** @typedef {import("pyodide").PyodideAPI} PyodideAPI */
/** @typedef {typeof import("../../pyodide/pyodide.mjs")} PyodideModule */

/**
 * Files served from memory, URL -> the file as a Blob with its MIME type (a promise: it may still be on its
 * way): the single-file build's runtime files, and the files the served site's worker prefetches (the
 * wasm, the standard library, the lock), each of those answered once and then forgotten.
 * @type {Map<string, Promise<Blob>>}
 */
const inline = new Map();
/** @type {Set<string>} the prefetched URLs among them */
const prefetched = new Set();
/** The single file's files announced by init and not arrived yet: URL -> resolve. */
/** @type {Map<string, (blob: Promise<Blob>) => void>} */
const awaited = new Map();
/** @type {((request: string) => unknown) | null} */
let handle = null;
/** @type {PyodideAPI | null} */
let pyodide = null;
/** @type {any} Pyodide's micropip module (a Python proxy), loaded on the first install */
let micropip = null;
/** @type {[number, string][]} */
const queue = [];   // calls that arrived before the engine was ready

/** @param {FromWorker} msg */
function post(msg) { postMessage(msg); }

/** @param {unknown} err */
function errorText(err) {
  const e = /** @type {any} */ (err);
  return String(e && e.message || e);
}

const MIME = { wasm: "application/wasm", mjs: "text/javascript", json: "application/json" };
const realFetch = self.fetch.bind(self);

/** @param {string} url */
function mimeOf(url) {
  const ext = /** @type {keyof typeof MIME} */ (url.slice(url.lastIndexOf(".") + 1));
  return MIME[ext] || "application/octet-stream";
}

/** @param {string} text @returns {Uint8Array<ArrayBuffer>} */
function fromBase64(text) {
  const from = /** @type {any} */ (Uint8Array).fromBase64;
  if (from) return from(text);
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * One file of the single-file build, decoded here (off the page's thread).
 * @param {string} url @param {string} data gzip-compressed bytes in base64
 */
async function unpack(url, data) {
  const gz = new Blob([fromBase64(data)]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Blob([await new Response(gz).arrayBuffer()], { type: mimeOf(url) });
}

/** A file of the served site fetched now, before the runtime asks for it (its fetch then waits for this one). @param {string} url */
function prefetch(url) {
  prefetched.add(url);
  inline.set(url, realFetch(url).then((r) => {
    if (!r.ok) throw new Error(`${url} answered ${r.status}`);
    return r.blob();
  }));
}

// `fetch` of a file served from memory answers its Blob (Pyodide fetches the wasm, the standard library and its
// lock; the boot the engine bundle; micropip its wheels); anything else, or a prefetch that failed, goes to the
// real fetch.
/** @type {typeof fetch} */
self.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  const href = new URL(url, self.location.href).href;
  const blob = inline.get(href);
  if (!blob) return realFetch(input, init);
  if (prefetched.delete(href)) inline.delete(href);     // served once: the worker keeps no copy
  return blob.then((b) => new Response(b, { headers: { "Content-Type": b.type } }), () => realFetch(input, init));
};

/**
 * A module of the runtime as something import() loads: its URL, or a blob: URL of its inlined copy.
 * @param {string} url
 */
async function moduleURL(url) {
  const blob = inline.get(url);
  return blob ? URL.createObjectURL(await blob) : url;
}

/**
 * A gzip-compressed file of the site (the engine bundle, the engine's memory snapshot), fetched and decompressed.
 * @param {string} url
 * @returns {Promise<Uint8Array>}
 */
async function fetchGunzipped(url) {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  try {
    return new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
  } catch (err) {
    throw new Error(`${url} is damaged: it does not decompress (${errorText(err)})`);
  }
}

const BUNDLE_MAGIC = "eidolon-engine-bundle 1\n";

/**
 * The engine bundle (build_site.write_engine_bundle): the files installing the eidolon wheel would write,
 * fetched and unpacked while the runtime boots (no Python installer runs at boot: docs/site.md).
 * @param {string} url
 * @returns {Promise<{root: string, files: [string, Uint8Array][]}>}
 */
export async function readBundle(url) {
  const bytes = await fetchGunzipped(url);
  const magic = new TextEncoder().encode(BUNDLE_MAGIC);
  if (!magic.every((b, i) => bytes[i] === b)) throw new Error(`${url} is not an engine bundle`);
  const end = bytes.indexOf(10, magic.length);
  /** @type {{root: string, files: [string, number][]}} */
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(magic.length, end)));
  let at = end + 1;
  /** @type {[string, Uint8Array][]} */
  const files = header.files.map(([path, size]) => {
    if (path.startsWith("/") || path.split("/").includes("..")) throw new Error(`${url} names ${path}`);
    at += size;
    return [path, bytes.subarray(at - size, at)];
  });
  if (at !== bytes.length) throw new Error(`${url} is damaged: its files do not add up to its length`);
  return { root: header.root, files };
}

/**
 * Write the bundle's files into the runtime's site-packages, as installing the wheel would.
 * @param {PyodideAPI} py @param {{root: string, files: [string, Uint8Array][]}} bundle
 */
export function install(py, bundle) {
  const made = new Set();
  for (const [path, data] of bundle.files) {
    const full = `${bundle.root}/${path}`;
    const dir = full.slice(0, full.lastIndexOf("/"));
    if (!made.has(dir)) py.FS.mkdirTree(dir);
    made.add(dir);
    py.FS.writeFile(full, data);
  }
  // The import system may have listed site-packages before these files were there: drop that one folder's
  // finder (importlib.invalidate_caches() would also import importlib.metadata, ~50 ms of the boot).
  const cache = py.pyimport("sys").path_importer_cache;
  if (cache.has(bundle.root)) cache.delete(bundle.root);
  cache.destroy();
}

/**
 * @param {string} engineURL the engine bundle
 * @param {string | undefined} snapshotURL the engine's memory snapshot, if the site has one
 * @param {string} indexURL the runtime's folder (pyodide/ of the site)
 * @param {number} t0 when the worker got its init message (performance.now())
 * @returns {Promise<BootTimings>}
 */
async function boot(engineURL, snapshotURL, indexURL, t0) {
  const bundle = readBundle(engineURL);
  bundle.catch(() => {});            // awaited below; a failure is reported there
  // The engine's memory snapshot (build_snapshot.mjs), fetched and decompressed while the runtime's modules load.
  const snapshot = snapshotURL ? fetchGunzipped(snapshotURL) : null;
  snapshot?.catch(() => {});         // a failure means a plain boot, below
  // The runtime's two modules at once (the single file: as soon as each is here); the page loads its own
  // modules once this first message has come (index.html), so these requests go first.
  const modules = Promise.all([`${indexURL}pyodide.mjs`, `${indexURL}pyodide.asm.mjs`]
    .map(async (url) => import(await moduleURL(url))));
  post({ kind: "progress", stage: "runtime" });
  const [runtime, asm] = await modules;
  /** @type {PyodideModule["loadPyodide"]} */
  const loadPyodide = runtime.loadPyodide;
  // Passed as a variable: createPyodideModule is not among loadPyodide's declared options.
  const options = {
    indexURL,
    // Pyodide fetches the wasm, the standard library and its lock (the single file: served from memory, see
    // self.fetch above; the served site: prefetched), but would import pyodide.asm.mjs: that module, imported
    // above, is handed over instead.
    createPyodideModule: asm.default,
    stdout: (/** @type {string} */ s) => console.log("[py]", s),
    stderr: (/** @type {string} */ s) => console.warn("[py]", s),
  };
  /** @type {PyodideAPI | null} */
  let py = null;
  /** @type {string | null} why the snapshot was not used (null: booted from it, or the site has none) */
  let refused = null;
  if (snapshot) {
    try {
      // The snapshot holds the runtime's memory, not its file system: the bundle's files are written again.
      py = await loadPyodide(/** @type {any} */ ({ ...options, _loadSnapshot: snapshot }));
    } catch (err) {
      refused = errorText(err);
      console.warn("[eidolon] the engine's snapshot was not used, plain boot:", refused);
    }
  }
  py ??= await loadPyodide(options);
  install(py, await bundle);
  const tLoaded = performance.now();
  pyodide = py;
  post({ kind: "progress", stage: "engine" });
  const bridge = py.pyimport("eidolon.bridge");
  handle = bridge.handle;
  const tReady = performance.now();
  // started/finished: epoch ms, comparable with the page's performance.timeOrigin.
  return { loadPyodide: tLoaded - t0, importBridge: tReady - tLoaded, total: tReady - t0,
           started: performance.timeOrigin + t0, finished: performance.timeOrigin + tReady,
           snapshot: snapshot !== null && refused === null, ...(refused === null ? {} : { snapshotRefused: refused }) };
}

/**
 * @param {string} url
 * @returns {Promise<string[]>}
 */
async function installPack(url) {
  if (!pyodide) throw new Error("the engine is not ready");
  if (!micropip) {
    const loaded = await pyodide.loadPackage("micropip");
    if (!loaded.length) throw new Error("micropip could not be loaded from the site");
    micropip = pyodide.pyimport("micropip");
  }
  await micropip.install(new URL(url, self.location.href).href);
  const listed = micropip.list();
  const names = [...listed.keys()];
  listed.destroy();
  return names;
}

// Every call gets a reply, even when the runtime itself fails (a JavaScript exception, a stack overflow,
// a non-string answer): it becomes the bridge's error reply with code "internal". Its details go to the
// console only; the page shows the message.
/** @type {Localized} */
const INTERNAL = { pt: "Erro interno do motor; nada foi alterado.", en: "Internal engine error; nothing was changed." };

/** @param {string} details */
function internalReply(details) {
  console.error("[eidolon] internal error:", details);
  return JSON.stringify({ ok: false, error: { code: "internal", message: INTERNAL, details } });
}

/**
 * @param {number} id
 * @param {string} request
 */
function answer(id, request) {
  /** @type {string} */
  let reply;
  try {
    const answered = /** @type {(request: string) => unknown} */ (handle)(request);
    if (typeof answered !== "string") reply = internalReply(`bridge.handle returned ${typeof answered}`);
    else {
      reply = answered;
      if (reply.startsWith('{"ok": false, "error": {"code": "internal"')) console.error("[eidolon]", reply);
    }
  } catch (err) {
    reply = internalReply(errorText(err).slice(0, 2000));
  }
  post({ kind: "reply", id, reply });
}

/** @param {MessageEvent<ToWorker>} event */
self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.kind === "init") {
    const t0 = performance.now();
    try {
      const engine = new URL(msg.engine, self.location.href).href;
      for (const url of msg.files || []) {
        inline.set(url, new Promise((resolve) => { awaited.set(url, resolve); }));
      }
      const indexURL = msg.files ? new URL("../pyodide/", engine).href : new URL("../../pyodide/", import.meta.url).href;
      if (!msg.files) {           // the served site: these load while the runtime's modules do
        for (const name of ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]) prefetch(indexURL + name);
      }
      const snapshot = msg.snapshot ? new URL(msg.snapshot, self.location.href).href : undefined;
      const timings = await boot(engine, snapshot, indexURL, t0);
      post({ kind: "ready", timings });
      for (const [id, request] of queue.splice(0)) answer(id, request);
    } catch (err) {
      post({ kind: "failed", message: errorText(err) });
    }
  } else if (msg.kind === "file") {
    const resolve = awaited.get(msg.url);
    awaited.delete(msg.url);
    if (resolve) resolve(unpack(msg.url, msg.data));
  } else if (msg.kind === "call") {
    if (handle) answer(msg.id, msg.request);
    else queue.push([msg.id, msg.request]);
  } else if (msg.kind === "install") {
    try {
      post({ kind: "installed", id: msg.id, packages: await installPack(msg.url) });
    } catch (err) {
      post({ kind: "install-failed", id: msg.id, message: errorText(err) });
    }
  }
};
