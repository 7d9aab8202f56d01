// Saved matches in localStorage. Keys are namespaced and versioned; each match is one entry,
// so a corrupt entry never affects the others. Nothing is deleted unless the user asks.
//
//   eidolon:v1:match:<id>     {"kind": "eidolon-match", "v": 1, "id", "mode", "created", "updated",
//                              "seed", "turn", "status", "hash", "names": [...], "seq", "actions",
//                              "save": <bridge save>}
//                             mode "hotseat" or "ai"; against the AI also "ai": {"level", "seat": human's seat}
//                             seq: number of the save attempt that wrote it; actions: len(save.actions)
//                             "refs": each seat's player in no language (games.mjs PlayerRef), worded when
//                             shown; "names": the same in the words of the page that stored it (older entries)
//   eidolon:v1:progress:<id>  {"seq", "actions", "at"} of the latest save the page attempted, padded
//                             with spaces to a fixed width (PROGRESS_WIDTH)
//   eidolon:v1:current        id of the match being played (resumed on reload)
//   eidolon:v1:history:<id>   a finished match and its replay (static/shell/history.mjs, docs/replays.md)
//   eidolon:v1:hints          {"v": 1, "done", "seen"}: the first-match hints (issue 12) are over
//                             (a match was finished, or the player turned them off); ids dismissed
//
// A full storage never loses progress silently: every save first rewrites the match's progress
// marker in place (same length, so it fits even when the storage is full) and then the entry.
// If the entry could not be written, the marker's seq is ahead of the entry's, and the page says on
// reload that the stored copy is behind (by how many actions). If even the marker could not be
// written it is removed (removal needs no space): an entry with a seq but no marker is behind too.
import { gameOf } from "./games.mjs";

const PREFIX = "eidolon:v1:match:";
const PROGRESS = "eidolon:v1:progress:";
const CURRENT = "eidolon:v1:current";
const HINTS = "eidolon:v1:hints";
const VERSION = 1;
const PROGRESS_WIDTH = 96;

export const MATCH_PREFIX = PREFIX;
export const PROGRESS_PREFIX = PROGRESS;
export const CURRENT_KEY = CURRENT;
export const HINTS_KEY = HINTS;

export class StorageError extends Error {
  constructor(key, params = {}) { super(key); this.key = key; this.params = params; }
}

/** Every localStorage key starting with `prefix` ([] when the storage cannot be read). */
export function keysWith(prefix) {
  const out = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(prefix)) out.push(key);
    }
  } catch { /* storage unavailable: nothing stored */ }
  return out;
}

/** localStorage.getItem that never throws (null when unavailable). */
export function readRaw(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}

const isObject = (x) => Boolean(x) && typeof x === "object" && !Array.isArray(x);
const isCount = (x) => Number.isSafeInteger(x) && x >= 0;
const optional = (test) => (x) => x === undefined || x === null || test(x);

/** Field checks of a match entry: a wrong type makes the entry "damaged", naming the field. */
const FIELDS = {
  save: (s) => isObject(s) && s.format === "eidolon-save" && (isObject(s.config) || isObject(s.position)) && Array.isArray(s.actions),
  names: optional((n) => Array.isArray(n) && n.length <= 2 && n.every((x) => typeof x === "string")),
  refs: optional((n) => Array.isArray(n) && n.length <= 2 && n.every((x) => x === null || isObject(x))),
  seed: optional((s) => isCount(s) || typeof s === "string"),
  turn: optional(isCount),
  status: optional((s) => typeof s === "string"),
  hash: optional((s) => typeof s === "string"),
  created: optional((s) => typeof s === "string"),
  updated: optional((s) => typeof s === "string"),
  mode: optional((m) => m === "hotseat" || m === "ai"),
  ai: optional((a) => isObject(a) && gameOf().aiLevels().includes(a.level) && (a.seat === 0 || a.seat === 1)),
  seq: optional((n) => isCount(n) && n >= 1),
  actions: optional(isCount),
};

function parseEntry(id, raw) {
  const broken = (corrupt, params = {}) => ({ id, key: PREFIX + id, raw, corrupt, params });
  let data;
  try { data = JSON.parse(raw); } catch { return broken("storage.corrupt"); }
  if (!isObject(data) || data.kind !== "eidolon-match") return broken("storage.foreign");
  if (!Number.isSafeInteger(data.v) || data.v < 1) return broken("storage.bad_field", { field: "v" });
  if (data.v > VERSION) return broken("storage.too_new");
  for (const [field, ok] of Object.entries(FIELDS)) {
    if (!ok(data[field])) return broken("storage.bad_field", { field });
  }
  if (data.mode === "ai" && !data.ai) return broken("storage.bad_field", { field: "ai" });
  return { ...data, id };
}

/** All saved matches, newest first; unreadable entries are listed with a `corrupt` message key. */
export function listMatches() {
  return keysWith(PREFIX).map((key) => parseEntry(key.slice(PREFIX.length), readRaw(key)))
    .sort((a, b) => String(b.updated || "").localeCompare(String(a.updated || "")));
}

export function getMatch(id) {
  const raw = readRaw(PREFIX + id);
  if (raw === null) throw new StorageError("storage.missing");
  const entry = parseEntry(id, raw);
  if (entry.corrupt) throw new StorageError(entry.corrupt, entry.params);
  return entry;
}

// ------------------------------------------------------------------ progress markers

function parseProgress(raw) {
  let data;
  try { data = JSON.parse(raw); } catch { return { corrupt: "storage.progress_corrupt" }; }
  if (!isObject(data) || !isCount(data.seq) || data.seq < 1 || !isCount(data.actions)
      || (data.at !== undefined && typeof data.at !== "string")) return { corrupt: "storage.progress_corrupt" };
  return { seq: data.seq, actions: data.actions, at: data.at ?? "" };
}

/** The progress marker of a match: {seq, actions, at}, {corrupt}, or null when there is none. */
export function readProgress(id) {
  const raw = readRaw(PROGRESS + id);
  return raw === null ? null : parseProgress(raw);
}

function writeProgress(id, seq, actions) {
  const text = JSON.stringify({ seq, actions, at: new Date().toISOString() }).padEnd(PROGRESS_WIDTH, " ");
  try {
    localStorage.setItem(PROGRESS + id, text);
    return true;
  } catch {
    try { localStorage.removeItem(PROGRESS + id); } catch { /* nothing more can be done */ }
    return false;
  }
}

/**
 * How far the stored copy of a match is behind what the page last played, or null when it is not:
 * {stored: actions in the stored copy, latest: actions the page had reached (null = unknown), at}.
 */
export function staleness(entry) {
  if (!entry || !Number.isSafeInteger(entry.seq)) return null;    // stored before markers existed
  const p = readProgress(entry.id);
  if (p === null) return { stored: entry.actions ?? null, latest: null, at: "" };
  if (p.corrupt || p.seq <= entry.seq) return null;
  return { stored: entry.actions ?? null, latest: p.actions, at: p.at };
}

/**
 * Store a match (the progress marker first, then the entry). Never throws: returns
 * {entry, stored, error}, where `entry` is the match as it is now in memory (with its new seq),
 * `stored` tells whether the storage holds it, and `error` is the StorageError when it does not.
 */
export function saveMatch(entry) {
  const now = new Date().toISOString();
  const previous = readProgress(entry.id);
  const seq = Math.max(entry.seq || 0, previous && !previous.corrupt ? previous.seq : 0) + 1;
  const actions = Array.isArray(entry.save?.actions) ? entry.save.actions.length : 0;
  const data = { kind: "eidolon-match", v: VERSION, created: now, ...entry, seq, actions, updated: now };
  const marked = writeProgress(data.id, seq, actions);
  try {
    localStorage.setItem(PREFIX + data.id, JSON.stringify(data));
  } catch (err) {
    console.warn("localStorage.setItem:", err);            // the browser's own words, English only: not shown
    return { entry: data, stored: false, error: new StorageError("storage.full") };
  }
  if (!marked) writeProgress(data.id, seq, actions);   // a false "behind" at worst, never a silent loss
  return { entry: data, stored: true, error: null };
}

/** Store a match or throw StorageError (imports: nothing is kept when it cannot be stored). */
export function putMatch(entry) {
  const { entry: data, error } = saveMatch(entry);
  if (error) {
    try { localStorage.removeItem(PROGRESS + data.id); } catch { /* nothing stored */ }
    throw error;
  }
  return data;
}

export function deleteMatch(id) {
  localStorage.removeItem(PREFIX + id);
  localStorage.removeItem(PROGRESS + id);
  if (getCurrent() === id) setCurrent(null);
}

export function newId() {
  const r = crypto.getRandomValues(new Uint32Array(2));
  return Date.now().toString(36) + "-" + r[0].toString(36) + r[1].toString(36);
}

export function getCurrent() {
  return readRaw(CURRENT);
}

/** Point at the match being played (null: none). Returns false when the storage refused. */
export function setCurrent(id) {
  try {
    if (id) localStorage.setItem(CURRENT, id);
    else localStorage.removeItem(CURRENT);
    return true;
  } catch {
    // Full storage: pointing at nothing is better than resuming another match without a word.
    try { localStorage.removeItem(CURRENT); } catch { /* nothing more can be done */ }
    return false;
  }
}

// ------------------------------------------------------------------ first-match hints

function parseHints(raw) {
  let data;
  try { data = JSON.parse(raw); } catch { return null; }
  if (!isObject(data) || data.v !== 1 || typeof data.done !== "boolean"
      || !Array.isArray(data.seen) || !data.seen.every((x) => typeof x === "string")) return null;
  return { done: data.done, seen: data.seen };
}

/**
 * The first-match hints' state: {done, seen, damaged}. done: a match was finished (or the player
 * turned the hints off); seen: ids of the hints dismissed. A damaged entry reads as a fresh start
 * and is never overwritten (brokenMatchData lists it; the player deletes it).
 */
export function getHints() {
  const raw = readRaw(HINTS);
  if (raw === null) return { done: false, seen: [], damaged: false };
  const h = parseHints(raw);
  return h ? { ...h, damaged: false } : { done: false, seen: [], damaged: true };
}

/** Store the hints' state {done, seen}; false when the storage refused or holds a damaged entry. */
export function putHints({ done, seen }) {
  if (getHints().damaged) return false;
  try {
    localStorage.setItem(HINTS, JSON.stringify({ v: 1, done: Boolean(done), seen: [...new Set(seen)] }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Damaged or dangling match data other than the entries themselves (listMatches reports those):
 * [{key, raw, message: i18n key, params, at?: ISO time}]. Nothing is deleted here.
 */
export function brokenMatchData() {
  const out = [];
  const current = getCurrent();
  if (current !== null && readRaw(PREFIX + current) === null && readRaw(PROGRESS + current) === null) {
    out.push({ key: CURRENT, raw: current, message: "storage.current_missing", params: { id: current.slice(0, 40) } });
  }
  const hints = readRaw(HINTS);
  if (hints !== null && !parseHints(hints)) out.push({ key: HINTS, raw: hints, message: "storage.hints_corrupt", params: {} });
  for (const key of keysWith(PROGRESS)) {
    const id = key.slice(PROGRESS.length);
    const raw = readRaw(key);
    const p = parseProgress(raw);
    if (p.corrupt) {
      out.push({ key, raw, message: p.corrupt, params: { id: id.slice(0, 40) } });
    } else if (readRaw(PREFIX + id) === null) {
      out.push({ key, raw, message: "storage.never_stored", params: { n: p.actions }, at: p.at });
    }
  }
  return out;
}
