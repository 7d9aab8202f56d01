// @ts-check
// The page session: what the page remembers between renders, changed only through named changes.
//
//   import { session, change, onChange } from "./session.mjs";
//   change("cardSelected", (s) => { s.selected = uid; });
//
// Every change has a name (kept in `session.changes`, the last 50, for debugging and tests) and
// notifies the listeners registered with onChange(name, state). Nothing here decides a rule: the
// session holds views received from the engine and what the player is pointing at.

/** @typedef {import("../types.js").View} View */
/** @typedef {{mode: "hotseat"} | {mode: "ai", ai: {level: string, seat: number}}} PlaySettings */
/** @typedef {{id: string, mode?: string, ai?: {level: string, seat: number}, save?: any, seed?: number, turn?: number,
 *   status?: string, hash?: string, names?: string[], updated?: string, actions?: number, [k: string]: any}} MatchEntry */

/** @type {any} */
export const session = {
  // --- the match flow (static/shell/match.mjs): which match is played and who sits at the device
  catalog: null,         // the engine's catalogue {cards, decks, desbravadores}
  entry: null,           // storage entry of the match being played (with .save); null on the start screen
  seated: null,          // hotseat: the seat that confirmed the handoff; null = nobody (handoff shown)
  lastTurn: null,        // turn of the last table shown (to word the handoff)
  busy: false,           // a bridge call of the flow is running: further clicks are ignored
  engineReady: false,    // the worker answers (buttons with class needs-engine are enabled)
  aiToken: 0,            // bumped whenever the match on screen changes: a running AI loop then stops
  aiLoop: null,          // token of the AI loop that is running, if any
  aiThinking: false,     // the AI seat decides now: the human's controls are disabled
  aiFailed: false,       // the last ai_move failed: the table offers a retry
  unresumable: new Map(),   // match id -> why the engine refused its save (listed as broken)
  // --- the table (static/rulesets/eidolon/table/*): what the seat at the device is looking at
  matchId: null,         // the storage id of the match these fields belong to
  seat: null,            // the seat whose view is on the table (hotseat: who confirmed; null = nobody)
  view: null,            // the last view rendered on the table
  selected: null,        // uid of the selected source card (its actions are offered next to it)
  aimed: null,           // uid of the lit target clicked that the selected card reaches in several ways (payment asked)
  overlay: null,         // the dialog over the table: {kind: "zoom", id, uid} | {kind: "zone", seat, zone} | {kind: "log"}
  endZoom: null,         // the card shown full size over the end screen
  focus: null,           // {id, uid} of the card shown in the side panel (hover, keyboard focus)
  hoverAction: null,     // key of the offered action the pointer or focus is on (its outcome is shown)
  ownPending: false,     // the seat on the table sent an action: the next view is its own doing
  previews: new Map(),   // action key -> the engine's outcome report, for the view on the table
  previewsFor: null,     // hash + decision of the view the previews belong to
  logs: [[], []],        // per seat: every log entry received so far [{i, pt, en, ai}]
  seen: [null, null],    // per seat: {view, logTotal} when that seat last looked at the table
  highlight: null,       // {uids: Set, caption, ai} what the last action of the rival or AI touched
  fx: new Map(),         // uid -> animation class for the render that shows a change
  slotFx: new Map(),     // Ermo slot -> animation class (progress)
  seatFx: [{}, {}],      // per seat: {hit, healed, completed} for the render that shows it
  logFilter: { text: "", onlyAi: false, hideAuto: false },
  listOpen: false,       // the accessible action list (fallback) is open
  detailsOpen: false,    // debug details (state hash) shown
  changes: [],           // names of the last changes, newest last
};

const listeners = new Set();

/**
 * Apply a named change to the session and tell the listeners.
 * @param {string} name
 * @param {(s: any) => void} [update]
 */
export function change(name, update) {
  if (update) update(session);
  session.changes.push(name);
  if (session.changes.length > 50) session.changes.splice(0, session.changes.length - 50);
  for (const fn of listeners) fn(name, session);
}

/**
 * Where the page's record of a seat's log ends: the bridge's `log_from`, so that a view carries only
 * the newer entries. Undefined when nothing of this match is kept (the view then brings the last ones).
 */
/** @param {number | null} seat @param {string | null | undefined} matchId @returns {number | undefined} */
export function logFrom(seat, matchId) {
  const record = session.matchId === matchId && seat != null ? session.logs[seat] : null;
  return record && record.length ? record.length : undefined;
}

/**
 * Listen to every named change: fn(name, session). Returns a function that stops listening.
 * @param {(name: string, s: any) => void} fn
 */
export function onChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Forget everything about the match on screen (leaving it, or another match starting).
 * @param {string | null} [matchId]
 */
export function resetMatch(matchId = null) {
  change("matchReset", (s) => {
    s.matchId = matchId;
    s.seat = null;
    s.view = null;
    s.selected = null;
    s.aimed = null;
    s.overlay = null;
    s.endZoom = null;
    s.focus = null;
    s.hoverAction = null;
    s.ownPending = false;
    s.previews = new Map();
    s.previewsFor = null;
    s.logs = [[], []];
    s.seen = [null, null];
    s.highlight = null;
    s.fx = new Map();
    s.slotFx = new Map();
    s.seatFx = [{}, {}];
  });
}

// ------------------------------------------------------------------ the match flow's named changes

/** The engine's catalogue (cards, suggested decks, Desbravadores) is known. @param {any} catalog */
export function catalogLoaded(catalog) {
  change("catalogLoaded", (s) => { s.catalog = catalog; });
}

/** The engine answers: controls that need it may be used. */
export function engineReady() {
  change("engineReady", (s) => { s.engineReady = true; });
}

/** A bridge call of the flow starts (true) or ends (false). */
export function setBusy(/** @type {boolean} */ busy) {
  change(busy ? "busyStarted" : "busyEnded", (s) => { s.busy = busy; });
}

/** Forget the match on screen: a running AI loop stops at its next step. */
export function matchDropped() {
  change("matchDropped", (s) => {
    s.aiToken += 1;
    s.aiThinking = false;
    s.aiFailed = false;
  });
}

/** A match is played from now on (new, resumed or stored again): its storage entry. */
export function matchEntry(/** @type {MatchEntry | null} */ entry) {
  change(entry ? "matchStored" : "matchLeft", (s) => { s.entry = entry; });
}

/** Who sits at the device: a seat that confirmed the handoff (or the human against the AI); null = nobody. */
export function seatTaken(/** @type {number | null} */ seat) {
  change(seat == null ? "seatLeft" : "seatTaken", (s) => {
    s.seated = seat;
    if (seat == null) s.view = null;      // nothing of the previous seat's view is kept for the screen
  });
}

/** The table shows a view of the given turn (the handoff words "your turn" / "back to you" from it). */
export function turnShown(/** @type {number | null} */ turn) {
  change("turnShown", (s) => { s.lastTurn = turn; });
}

/** The AI decides (true) or the human does (false). */
export function aiThinking(/** @type {boolean} */ thinking) {
  change(thinking ? "aiStarted" : "aiStopped", (s) => { s.aiThinking = thinking; if (thinking) s.aiFailed = false; });
}

/** The AI's last move failed (the table offers a retry). */
export function aiFailed() {
  change("aiFailed", (s) => { s.aiThinking = false; s.aiFailed = true; });
}

/** The AI loop for `token` runs (or none does: null). */
export function aiLoop(/** @type {number | null} */ token) {
  change(token == null ? "aiLoopEnded" : "aiLoopStarted", (s) => { s.aiLoop = token; });
}

/** The engine refused a stored match's save: listed as broken on the start screen. */
export function refused(/** @type {string} */ id, /** @type {string} */ why) {
  change("matchRefused", (s) => { s.unresumable.set(id, why); });
}
