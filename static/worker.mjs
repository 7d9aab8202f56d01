// Module Web Worker that hosts the rules core on Pyodide.
//
// Protocol (all messages are plain objects):
//   page -> worker  {kind: "init", wheel: <URL of the eidolon wheel>}
//   worker -> page  {kind: "progress", stage: "runtime" | "engine"} while booting, then
//                   {kind: "ready", timings: {...}}  |  {kind: "failed", message}
//   page -> worker  {kind: "call", id, request: <JSON string>}
//   worker -> page  {kind: "reply", id, reply: <JSON string>}   (eidolon.bridge.handle's answer; always
//                   sent, an "internal" error reply when the runtime fails)
//   page -> worker  {kind: "install", id, url}   optional pack wheel, installed with micropip
//   worker -> page  {kind: "installed", id, packages: [...]} | {kind: "install-failed", id, message}
//
// The worker decides nothing about the game: it passes JSON strings to eidolon.bridge.handle.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const indexURL = new URL("../pyodide/", import.meta.url).href;
let handle = null;
let pyodide = null;
let micropip = null;
const queue = [];   // calls that arrived before the engine was ready

async function boot(wheelURL) {
  const t0 = performance.now();
  const errors = [];
  postMessage({ kind: "progress", stage: "runtime" });
  pyodide = await loadPyodide({
    indexURL,
    packages: [wheelURL],
    stdout: (s) => console.log("[py]", s),
    stderr: (s) => console.warn("[py]", s),
    // loadPackage reports failures here and does not reject: collect them and fail below.
    errorCallback: (s) => errors.push(s),
  });
  const tLoaded = performance.now();
  if (!("eidolon" in pyodide.loadedPackages)) {
    throw new Error(`eidolon wheel not loaded from ${wheelURL}: ${errors.join("; ") || "unknown error"}`);
  }
  postMessage({ kind: "progress", stage: "engine" });
  const bridge = pyodide.pyimport("eidolon.bridge");
  handle = bridge.handle;
  const tReady = performance.now();
  // started/finished: epoch ms, comparable with the page's performance.timeOrigin.
  return { loadPyodide: tLoaded - t0, importBridge: tReady - tLoaded, total: tReady - t0,
           started: performance.timeOrigin + t0, finished: performance.timeOrigin + tReady };
}

async function installPack(url) {
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
const INTERNAL = { pt: "Erro interno do motor; nada foi alterado.", en: "Internal engine error; nothing was changed." };

function internalReply(details) {
  console.error("[eidolon] internal error:", details);
  return JSON.stringify({ ok: false, error: { code: "internal", message: INTERNAL, details } });
}

function answer(id, request) {
  let reply;
  try {
    reply = handle(request);
    if (typeof reply !== "string") reply = internalReply(`bridge.handle returned ${typeof reply}`);
    else if (reply.startsWith('{"ok": false, "error": {"code": "internal"')) console.error("[eidolon]", reply);
  } catch (err) {
    reply = internalReply(String(err && err.message || err).slice(0, 2000));
  }
  postMessage({ kind: "reply", id, reply });
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.kind === "init") {
    try {
      const timings = await boot(new URL(msg.wheel, self.location.href).href);
      postMessage({ kind: "ready", timings });
      for (const [id, request] of queue.splice(0)) answer(id, request);
    } catch (err) {
      postMessage({ kind: "failed", message: String(err && err.message || err) });
    }
  } else if (msg.kind === "call") {
    if (handle) answer(msg.id, msg.request);
    else queue.push([msg.id, msg.request]);
  } else if (msg.kind === "install") {
    try {
      postMessage({ kind: "installed", id: msg.id, packages: await installPack(msg.url) });
    } catch (err) {
      postMessage({ kind: "install-failed", id: msg.id, message: String(err && err.message || err) });
    }
  }
};
