// The page session: what the page remembers between renders, changed only through named changes.
//
//   import { session, change, onChange } from "./session.mjs";
//   change("cardSelected", (s) => { s.selected = uid; });
//
// Every change has a name (kept in `session.changes`, the last 50, for debugging and tests) and
// notifies the listeners registered with onChange(name, state). Nothing here decides a rule: the
// session holds views received from the engine and what the player is pointing at.

export const session = {
  matchId: null,         // the storage id of the match these fields belong to
  seat: null,            // the seat whose view is on the table (hotseat: who confirmed; null = nobody)
  view: null,            // the last view rendered on the table
  selected: null,        // uid of the selected source card (its actions are offered next to it)
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

/** Apply a named change to the session and tell the listeners. */
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
export function logFrom(seat, matchId) {
  const record = session.matchId === matchId && seat != null ? session.logs[seat] : null;
  return record && record.length ? record.length : undefined;
}

/** Listen to every named change: fn(name, session). Returns a function that stops listening. */
export function onChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Forget everything about the match on screen (leaving it, or another match starting). */
export function resetMatch(matchId = null) {
  change("matchReset", (s) => {
    s.matchId = matchId;
    s.seat = null;
    s.view = null;
    s.selected = null;
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
