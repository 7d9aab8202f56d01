// @ts-check
// The match history in localStorage (docs/replays.md): every finished match, kept as its replay file
// with what the history panel lists. One key per match, so a damaged entry never affects the others:
//
//   eidolon:v1:history:<id>   {"kind": "eidolon-history", "v": 1, "id", "created", "mode", "ai"?, "names",
//                              "decks", "refs"?, "deckNames"?, "result", "turns", "seed", "ruleset", "actions",
//                              "hash", "replay": <the engine's replay file>}
//   refs: each seat's player in no language (games.mjs PlayerRef); deckNames: each seat's deck as
//   {name: {pt, en}} (a suggested or saved deck), {own: true} (the player's own cards) or null (none
//   known). Both are worded when shown; entries kept before they existed show "names" and "decks", the
//   words of the page that kept them.
//
// Limits: HISTORY_MAX entries and HISTORY_MAX_CHARS characters in all. A new match that passes them
// pushes the oldest out (the caller tells the player how many). The new entry is written first: when
// the storage is full it is not kept and nothing already kept is removed.
import { keysWith, readRaw } from "./storage.mjs";

export const HISTORY_PREFIX = "eidolon:v1:history:";
export const HISTORY_MAX = 30;
export const HISTORY_MAX_CHARS = 1_500_000;

/** @typedef {{id: string, key: string, raw: string | null, created?: string, corrupt?: boolean, mode?: string,
 *   ai?: {level: string, seat: number}, names?: string[], decks?: string[], refs?: unknown[], deckNames?: unknown[],
 *   result?: any, turns?: number,
 *   seed?: number | null, ruleset?: string, actions?: number, hash?: string, replay?: any}} HistoryEntry */

const isObject = (/** @type {unknown} */ x) => Boolean(x) && typeof x === "object" && !Array.isArray(x);

/** @param {string} id @param {string | null} raw @returns {HistoryEntry} */
function parse(id, raw) {
  const key = HISTORY_PREFIX + id;
  /** @type {any} */
  let data = null;
  try { data = JSON.parse(raw ?? ""); } catch { /* damaged */ }
  const ok = isObject(data) && data.kind === "eidolon-history" && data.v === 1 && isObject(data.replay)
    && data.replay.format === "eidolon-replay" && typeof data.created === "string"
    && Array.isArray(data.names) && data.names.every((/** @type {unknown} */ n) => typeof n === "string");
  return ok ? { ...data, id, key, raw } : { id, key, raw, corrupt: true };
}

/** Every history entry, newest first; damaged ones carry `corrupt` (listed, deletable). @returns {HistoryEntry[]} */
export function listHistory() {
  return keysWith(HISTORY_PREFIX).map((key) => parse(key.slice(HISTORY_PREFIX.length), readRaw(key)))
    .sort((a, b) => String(b.created || "").localeCompare(String(a.created || "")));
}

/** @param {string} id */
export function getHistory(id) {
  const raw = readRaw(HISTORY_PREFIX + id);
  return raw === null ? null : parse(id, raw);
}

/**
 * Keep a finished match. Never throws: {stored, evicted (how many of the oldest left), error: an i18n key
 * ("history.full", "history.too_big") or null}. An entry with the same id is replaced.
 * @param {Record<string, any> & {id: string}} entry
 * @returns {{stored: boolean, evicted: number, error: string | null, chars: number}}
 */
export function addHistory(entry) {
  const text = JSON.stringify({ kind: "eidolon-history", v: 1, created: new Date().toISOString(), ...entry });
  if (text.length > HISTORY_MAX_CHARS) return { stored: false, evicted: 0, error: "history.too_big", chars: text.length };
  try {
    localStorage.setItem(HISTORY_PREFIX + entry.id, text);
  } catch (err) {
    console.warn("localStorage.setItem:", err);           // the browser's words, English only: not shown
    return { stored: false, evicted: 0, error: "history.full", chars: text.length };
  }
  // The oldest go first while the history is over its limits (never the entry just kept).
  const all = listHistory();
  let count = all.length;
  let chars = all.reduce((n, e) => n + (e.raw?.length ?? 0), 0);
  let evicted = 0;
  for (const old of [...all].reverse()) {
    if (count <= HISTORY_MAX && chars <= HISTORY_MAX_CHARS) break;
    if (old.id === entry.id) continue;
    deleteHistory(old.id);
    count -= 1;
    chars -= old.raw?.length ?? 0;
    evicted += 1;
  }
  return { stored: true, evicted, error: null, chars: text.length };
}

/** @param {string} id */
export function deleteHistory(id) {
  try { localStorage.removeItem(HISTORY_PREFIX + id); } catch { /* nothing stored */ }
}

/** Delete every history entry (damaged ones too). */
export function clearHistory() {
  for (const key of keysWith(HISTORY_PREFIX)) {
    try { localStorage.removeItem(key); } catch { /* nothing more can be done */ }
  }
}
