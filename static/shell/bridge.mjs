// @ts-check
// Thin promise-based bridge from the page to the rules core running in a Web Worker.
//
//   import { startEngine, call } from "./bridge.mjs";
//   await startEngine(config);                 // boots Pyodide + the engine bundle in the worker
//   const cat = await call("catalog");         // resolves with `result`, rejects with BridgeError
//   await call("act", { action });
//
// Requests and replies cross the worker boundary as JSON strings (eidolon.bridge.handle).

/** @typedef {import("../types.js").BootStage} BootStage */
/** @typedef {import("../types.js").BootTimings} BootTimings */
/** @typedef {import("../types.js").BridgeOp} BridgeOp */
/** @typedef {import("../types.js").BridgeReply} BridgeReply */
/** @typedef {import("../types.js").FromWorker} FromWorker */
/** @typedef {import("../types.js").Localized} Localized */
/** @typedef {import("../types.js").Message} Message */
/** @typedef {import("../types.js").RequestFields} RequestFields */
/** @typedef {import("../types.js").Text} Text */
/** @typedef {import("../types.js").ToWorker} ToWorker */
/** @typedef {{resolve: (value: any) => void, reject: (error: BridgeError) => void}} Pending */

export class BridgeError extends Error {
  /**
   * details: for the console only (an "internal" error's exception text), never shown to players.
   * @param {string} code
   * @param {Text | string} message
   * @param {unknown} [details]
   * @param {Message | null} [text] the refusal as a message {key, args} (ApiError.of), when it has one
   */
  constructor(code, message, details = null, text = null) {
    const localized = /** @type {Partial<Localized> | null} */ (typeof message === "object" && message ? message : null);
    super(localized ? (localized.en || localized.pt || code) : String(message || code));
    this.code = code;
    /** @type {Text} */
    this.messages = typeof message === "object" && message ? message : { pt: String(message), en: String(message) };
    this.details = details;
    this.text = text;
  }
}

/** @type {Worker | null} */
let worker = null;
let nextId = 1;
/** @type {Map<number, Pending>} */
const pending = new Map();
/** @type {Promise<BootTimings> | null} */
let readyPromise = null;
/** @type {BootTimings | null} */
export let bootTimings = null;

/** @type {Set<(stage: BootStage) => void>} */
const progressListeners = new Set();
/** @type {BootStage | null} */
let progressStage = null;

/**
 * Boot stages reported by the worker ("runtime", "engine", "ready"); fn also gets the stage reached so far.
 * @param {(stage: BootStage) => void} fn
 */
export function onProgress(fn) {
  progressListeners.add(fn);
  if (progressStage) fn(progressStage);
}

/** @param {BootStage} stage */
function reportStage(stage) {
  progressStage = stage;
  for (const fn of progressListeners) fn(stage);
}

/**
 * @param {{engine: string, snapshot: string | null}} config
 * @returns {Promise<BootTimings>}
 */
export function startEngine(config) {
  if (readyPromise) return readyPromise;
  // index.html starts the worker before the modules load (window.eidolonBoot); otherwise start it here.
  const boot = window.eidolonBoot;
  /** @type {Worker} */
  let started;
  if (boot) {
    started = boot.worker;
  } else {
    started = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module" });
    /** @type {ToWorker} */
    const init = { kind: "init", engine: new URL(config.engine, document.baseURI).href,
                   ...(config.snapshot ? { snapshot: new URL(config.snapshot, document.baseURI).href } : {}) };
    started.postMessage(init);
  }
  worker = started;
  readyPromise = new Promise((resolve, reject) => {
    /** @param {FromWorker} msg */
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
    started.onmessage = (event) => onMessage(event.data);
    started.onerror = (event) => {
      const text = event.message || "worker error";
      reject(new BridgeError("engine_failed", { pt: text, en: text }));
    };
    if (boot) {
      // Same task: no message can slip between dropping the early listener and replaying its buffer.
      started.removeEventListener("message", boot.keep);
      for (const msg of boot.early.splice(0)) onMessage(msg);
    }
  });
  return readyPromise;
}

/** @param {FromWorker} msg */
function settle(msg) {
  if (!("id" in msg)) return;
  const p = pending.get(msg.id);
  if (!p) return;
  pending.delete(msg.id);
  if (msg.kind === "reply") {
    /** @type {BridgeReply} */
    let reply;
    try {
      reply = JSON.parse(msg.reply);
    } catch (err) {
      p.reject(new BridgeError("bad_reply", { pt: String(err), en: String(err) }));
      return;
    }
    if (reply && reply.ok) { p.resolve(reply.result); return; }
    const error = reply && !reply.ok ? reply.error : null;
    // A refusal worded by the catalogues also carries its message {key, args}: the page renders it itself.
    const text = error?.key ? { key: error.key, args: error.args ?? {} } : null;
    p.reject(new BridgeError(error?.code || "bad_reply", error?.message || "error", error?.details ?? null, text));
  } else if (msg.kind === "installed") {
    p.resolve(msg.packages);
  } else if (msg.kind === "install-failed") {
    p.reject(new BridgeError("install_failed", { pt: msg.message, en: msg.message }));
  }
}

/**
 * @param {{kind: "call", request: string} | {kind: "install", url: string}} message
 * @returns {Promise<any>}
 */
function send(message) {
  const target = worker;
  if (!target) return Promise.reject(new BridgeError("not_started", "engine not started"));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    /** @type {ToWorker} */
    const sent = { ...message, id };
    target.postMessage(sent);
  });
}

/**
 * Call one bridge op: resolves with the reply's `result`, rejects with a BridgeError.
 * @param {BridgeOp} op
 * @param {RequestFields} [payload]
 * @returns {Promise<any>}
 */
export function call(op, payload = {}) {
  return send({ kind: "call", request: JSON.stringify({ ...payload, op }) });
}

/**
 * Install an optional pack (a pure-Python wheel served by the site) with micropip.
 * @param {string} url
 * @returns {Promise<string[]>}
 */
export function installPack(url) {
  return send({ kind: "install", url: new URL(url, document.baseURI).href });
}
