// Thin promise-based bridge from the page to the rules core running in a Web Worker.
//
//   import { startEngine, call } from "./bridge.mjs";
//   await startEngine(config);                 // boots Pyodide + the eidolon wheel in the worker
//   const cat = await call("catalog");         // resolves with `result`, rejects with BridgeError
//   await call("act", { action });
//
// Requests and replies cross the worker boundary as JSON strings (eidolon.bridge.handle).

export class BridgeError extends Error {
  /** details: for the console only (an "internal" error's exception text), never shown to players. */
  constructor(code, message, details = null) {
    super(typeof message === "object" && message ? (message.en || message.pt || code) : String(message || code));
    this.code = code;
    this.messages = typeof message === "object" && message ? message : { pt: String(message), en: String(message) };
    this.details = details;
  }
}

let worker = null;
let nextId = 1;
const pending = new Map();
let readyPromise = null;
export let bootTimings = null;

const progressListeners = new Set();
let progressStage = null;

/** Boot stages reported by the worker ("runtime", "engine", "ready"); fn also gets the stage reached so far. */
export function onProgress(fn) {
  progressListeners.add(fn);
  if (progressStage) fn(progressStage);
}

function reportStage(stage) {
  progressStage = stage;
  for (const fn of progressListeners) fn(stage);
}

export function startEngine(config) {
  if (readyPromise) return readyPromise;
  // index.html starts the worker before the modules load (window.eidolonBoot); otherwise start it here.
  const boot = window.eidolonBoot;
  if (boot) {
    worker = boot.worker;
  } else {
    worker = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module" });
    worker.postMessage({ kind: "init", wheel: new URL(config.wheel, document.baseURI).href });
  }
  readyPromise = new Promise((resolve, reject) => {
    const onMessage = (msg) => {
      if (msg.kind === "progress") {
        reportStage(msg.stage);
      } else if (msg.kind === "ready") {
        reportStage("ready");
        bootTimings = msg.timings;
        resolve(msg.timings);
      } else if (msg.kind === "failed") {
        reject(new BridgeError("engine_failed", { pt: msg.message, en: msg.message }));
      } else {
        settle(msg);
      }
    };
    worker.onmessage = (event) => onMessage(event.data);
    worker.onerror = (event) => {
      const text = event.message || "worker error";
      reject(new BridgeError("engine_failed", { pt: text, en: text }));
    };
    if (boot) {
      // Same task: no message can slip between dropping the early listener and replaying its buffer.
      worker.removeEventListener("message", boot.keep);
      for (const msg of boot.early.splice(0)) onMessage(msg);
    }
  });
  return readyPromise;
}

function settle(msg) {
  const p = pending.get(msg.id);
  if (!p) return;
  pending.delete(msg.id);
  if (msg.kind === "reply") {
    let reply;
    try {
      reply = JSON.parse(msg.reply);
    } catch (err) {
      p.reject(new BridgeError("bad_reply", { pt: String(err), en: String(err) }));
      return;
    }
    if (reply && reply.ok) { p.resolve(reply.result); return; }
    const error = reply && reply.error;
    p.reject(new BridgeError(error?.code || "bad_reply", error?.message || "error", error?.details ?? null));
  } else if (msg.kind === "installed") {
    p.resolve(msg.packages);
  } else if (msg.kind === "install-failed") {
    p.reject(new BridgeError("install_failed", { pt: msg.message, en: msg.message }));
  }
}

function send(message) {
  if (!worker) return Promise.reject(new BridgeError("not_started", "engine not started"));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ ...message, id });
  });
}

/** Call one bridge op: resolves with the reply's `result`, rejects with a BridgeError. */
export function call(op, payload = {}) {
  return send({ kind: "call", request: JSON.stringify({ ...payload, op }) });
}

/** Install an optional pack (a pure-Python wheel served by the site) with micropip. */
export function installPack(url) {
  return send({ kind: "install", url: new URL(url, document.baseURI).href });
}
