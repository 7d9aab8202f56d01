// @ts-check
// The match flow: starting, resuming, playing and leaving a match. Each step asks the engine (the
// bridge) for the next view, stores the match, and shows what comes next: the end screen, the
// handoff to the deciding seat (hotseat), or the table of the seat at the device. Against the AI
// there is no handoff: the human's seat is always the one rendered, and the AI's decisions are made
// in the worker (bridge op ai_move), one action at a time. Hidden information never reaches the
// DOM: only the view of the seat sitting at the device is rendered, and the table is emptied at
// each handoff. What the flow remembers lives in the session, changed by name (session.mjs).
import { call, BridgeError } from "./bridge.mjs";
import { show } from "./dom.mjs";
import { pick, t } from "./i18n.mjs";
import * as store from "./storage.mjs";
import { allGames, gameOf } from "./games.mjs";
import { showHandoff, leaveHandoff } from "./screens/handoff.mjs";
import { showEnd } from "./screens/end.mjs";
import { exportReplay } from "./screens/replay.mjs";
import {
  aiFailed, aiLoop, aiThinking, logFrom, matchDropped, matchEntry, refused, seatTaken, session, setBusy, turnShown,
} from "./session.mjs";
import { behindText, errorText, notice, storageStatus, storageWarning } from "./notices.mjs";
import { motionIdle, noteAction, stopMotion } from "./motion.mjs";
import { AI_BUDGET_MS, AI_PACE_MS, aiOf, aiSeed, exportSave, humanSeat, playerName, playOf, randomSeed, summary } from "./play.mjs";

/** @typedef {import("../types.js").View} View */
/** @typedef {import("../types.js").Action} Action */
/** @typedef {import("./session.mjs").MatchEntry} MatchEntry */
/** @typedef {import("./session.mjs").PlaySettings} PlaySettings */

/** @type {() => void} */
let toStart = () => {};

/** Empty the table of every game (handoff, end, menu). */
function clearTable() {
  stopMotion();
  for (const game of allGames()) game.table.clear();
}

/** What a game needs before one of its matches is shown (Archon's catalogue), games.mjs. @param {any} config */
async function catalogFor(config) {
  await gameOf(config?.ruleset).prepare?.();
}

/** Where leaving a match goes (the router's start screen). @param {() => void} fn */
export function initMatch(fn) { toStart = fn; }

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Run one step of the flow unless one runs already; its error becomes a notice. @param {() => Promise<void>} fn */
async function guarded(fn) {
  if (session.busy) return;
  setBusy(true);
  document.body.classList.add("busy");
  try { await fn(); } catch (err) { notice(errorText(err)); console.error(err); } finally {
    setBusy(false);
    document.body.classList.remove("busy");
  }
}

/** @param {string} op @param {Record<string, unknown>} [fields] @returns {Promise<View>} */
async function viewFrom(op, fields) { return /** @type {View} */ (await call(/** @type {any} */ (op), fields)); }

/** Start a match from a configuration (the start screen, a rematch). @param {any} cfg @param {PlaySettings} [play] */
export function newMatch(cfg, play = { mode: "hotseat" }) {
  return guarded(async () => {
    matchDropped();
    await catalogFor(cfg);
    const seat = play.mode === "ai" ? play.ai.seat : 0;
    const view = await viewFrom("new_game", { config: cfg, seat });
    const save = await call("save");
    const result = store.saveMatch({ id: store.newId(), ...play, save, ...summary(view, save) });
    matchEntry(result.entry);   // played from memory even when the storage is full
    store.setCurrent(result.entry.id);
    seatTaken(humanSeat());     // hotseat: nobody until a seat confirms
    notice(null);
    storageStatus(result);
    showNext(view);
  });
}

/** Load a stored match into the engine and show it (hotseat: the handoff screen comes first). @param {MatchEntry} entry */
export async function openEntry(entry) {
  matchDropped();
  await catalogFor(entry.save?.config);
  let view;
  try {
    view = await viewFrom("load", { save: entry.save, seat: humanSeat(entry) ?? 0 });
  } catch (err) {
    if (err instanceof BridgeError) refused(entry.id, errorText(err));   // listed as broken
    throw err;
  }
  matchEntry(entry);
  store.setCurrent(entry.id);
  seatTaken(humanSeat());       // hotseat: whoever sits at the device must confirm first
  showNext(view);
  const behind = store.staleness(entry);
  if (behind) {
    storageWarning(() => [behindText("storage.behind_short", behind), behindText("storage.resumed_behind", behind)],
                   { kind: "behind", entry });
  }
}

/** Resume a saved match from the start screen. @param {string} id */
export function resumeMatch(id) {
  return guarded(async () => {
    notice(null);
    try {
      await openEntry(store.getMatch(id));
    } catch (err) {
      matchEntry(null);
      toStart();
      throw err;
    }
  });
}

/** Store the match after every action; a storage failure is reported but does not stop the game. @param {View} view */
async function autosave(view) {
  keep(view, await call("save"));
}

/** @param {View} view @param {any} save */
function keep(view, save) {
  const result = store.saveMatch({ ...session.entry, save, ...summary(view, save) });
  matchEntry(result.entry);     // the match in memory is the latest, stored or not
  storageStatus(result);
}

/**
 * Show whatever comes after `view` (the view of the seated player, or of seat 0 when nobody is
 * seated): the end screen, a handoff to the deciding seat, or the table of the seated player.
 * @param {View} view
 */
export function showNext(view) {
  const human = humanSeat();
  if (view.status !== "playing" || !view.decision) {
    seatTaken(human);
    aiThinking(false);
    renderEnd(view);
  } else if (human != null) {
    // Against the AI: always the human's table; the AI's decisions run in the worker.
    seatTaken(human);
    aiThinking(view.decision.seat !== human);
    renderTable(view);
    if (session.aiThinking) runAi();
  } else if (session.seated !== view.decision.seat) {
    renderHandoff(view.decision.seat, view);
  } else {
    renderTable(view);
  }
}

/** Send one of the offered actions. @param {Action} action */
function act(action) {
  if (session.aiThinking) return undefined;     // the AI decides now: the human waits
  return guarded(async () => {
    notice(null);
    const { label, payment, ...bare } = action;
    const seat = humanSeat() ?? session.seated ?? 0;
    noteAction(bare);           // its view shows it by motion (motion.mjs)
    const t0 = performance.now();
    // Both requests are posted at once: the worker answers them in order, so the save is the match
    // after this action (a refused action rejects the pair and nothing is stored).
    const [view, save] = await Promise.all([
      viewFrom("act", { action: bare, seat, log_from: logFrom(seat, session.entry?.id) }), call("save")]);
    const t1 = performance.now();
    keep(view, save);
    const t2 = performance.now();
    showNext(view);
    // Where a click's time goes (bench/table_speed.py reads these): the engine (action and save),
    // storing the match, the screen.
    performance.measure("eidolon:act-engine", { start: t0, end: t1 });
    performance.measure("eidolon:act-save", { start: t1, end: t2 });
    performance.measure("eidolon:act-show", { start: t2, end: performance.now() });
  });
}

function undo() {
  if (session.aiThinking) return undefined;
  return guarded(async () => {
    const seat = humanSeat() ?? session.seated ?? 0;
    noteAction(null);
    const view = await viewFrom("undo", { seat, log_from: logFrom(seat, session.entry?.id) });
    await autosave(view);
    showNext(view);
  });
}

/**
 * Let the AI play while the decision is its own: one ai_move at a time, each shown on the table
 * (and in the log) at least AI_PACE_MS after the previous one, the thinking time included. The
 * worker does the thinking, so the page stays responsive; the human's controls are disabled.
 */
async function runAi() {
  const token = session.aiToken;
  const entry = session.entry;
  const ai = aiOf(entry);
  if (session.aiLoop === token || !ai) return;        // already running for this match
  aiLoop(token);
  const human = humanSeat(entry);
  try {
    for (;;) {
      if (!(await untilTableShown(token))) return;
      const t0 = performance.now();
      const view = await viewFrom("ai_move", { level: ai.level, seed: aiSeed(entry), budget_ms: AI_BUDGET_MS[ai.level], seat: human,
                                               log_from: logFrom(human, entry.id) });
      if (token !== session.aiToken) return;
      const save = await call("save");
      await sleep(AI_PACE_MS - (performance.now() - t0));
      await motionIdle();                   // the previous move has played out on the table (a queue)
      // Left or replaced meanwhile: the stored match is unchanged. A tool screen (deck builder,
      // workshop) opened over the table: the AI waits until the table is back.
      if (!(await untilTableShown(token))) return;
      keep(view, save);                     // stored and shown in the same task
      if (view.status !== "playing" || !view.decision || view.decision.seat === human) {
        aiThinking(false);
        aiLoop(null);
        showNext(view);
        return;
      }
      renderTable(view);
    }
  } catch (err) {
    if (token !== session.aiToken) return;
    aiFailed();
    notice(t("ai.failed", { message: errorText(err) }));
    console.error(err);
    if (session.view) renderTable(session.view);
  } finally {
    if (session.aiLoop === token) aiLoop(null);
  }
}

/** Resolve true once the table is on show again (false if the match was left meanwhile). @param {number} token */
async function untilTableShown(token) {
  while (token === session.aiToken && document.getElementById("screen-table")?.hidden) await sleep(200);
  return token === session.aiToken;
}

function retryAi() {
  if (!aiOf() || !session.aiFailed) return;
  aiThinking(true);
  notice(null);
  renderTable(session.view);
  runAi();
}

/** Leave the match for the start screen (it stays stored). */
export function leaveToMenu() {
  clearTable();
  matchDropped();
  document.body.classList.remove("ai-thinking");
  store.setCurrent(null);
  matchEntry(null);
  seatTaken(null);
  document.getElementById("screen-table")?.replaceChildren();
  toStart();
}

// ------------------------------------------------------------------ the screens of a match

/** The handoff to `seat` (hotseat). @param {number} seat @param {View} probe */
function renderHandoff(seat, probe) {
  // Empty the table first: nothing of the previous seat's view may stay in the DOM.
  clearTable();
  seatTaken(null);
  showHandoff(seat, probe, {
    matchId: session.entry?.id, playerName, lastTurn: session.lastTurn, leave: leaveToMenu,
    confirm: () => guarded(async () => {
      seatTaken(seat);
      renderTable(await viewFrom("view", { seat, log_from: logFrom(seat, session.entry?.id) }));
    }),
  });
}

/** The table of the seated player. @param {View} view */
function renderTable(view) {
  turnShown(view.turn);
  leaveHandoff();
  gameOf(view.ruleset).table.show(view, {
    matchId: session.entry?.id, seat: session.seated, ai: aiOf(), aiThinking: session.aiThinking, aiFailed: session.aiFailed,
    playerName, act, undo, retryAi, leave: leaveToMenu, exportMatch: () => exportSave(session.entry),
    exportReplay: () => exportReplay(view),
  });
}

/** @param {View} view */
function resultText(view) {
  const r = view.result;
  if (r?.winner == null) return t("end.draw");
  if (aiOf()) return t(r.winner === humanSeat() ? "end.winner_you" : "end.winner_ai", { player: playerName(r.winner, view) });
  return t("end.winner", { player: playerName(r.winner, view) });
}

/** The end screen. @param {View} view */
function renderEnd(view) {
  clearTable();
  leaveHandoff();
  document.body.classList.remove("ai-thinking");
  const r = /** @type {any} */ (view.result || {});
  const entry = session.entry;
  showEnd(view, {
    seat: humanSeat() ?? session.seat ?? 0, ai: aiOf(), playerName,
    result: () => resultText(view),
    reason: () => (r.reason ? (typeof r.reason === "string" ? t(`end.reason.${r.reason}`) : pick(r.reason)) : ""),
    rematch: () => newMatch(entry.save.config, playOf(entry)),
    newSeed: () => newMatch({ ...entry.save.config, seed: randomSeed() }, playOf(entry)),
    exportMatch: () => exportSave(session.entry),
    leave: leaveToMenu,
  });
}

/** Render the table again as it is (a language switch). */
export function reshowTable() {
  if (session.view) renderTable(session.view);
}

/** Show the match on screen again from the engine's view (a language switch over the handoff). */
export function reshow() {
  return guarded(async () => showNext(await viewFrom("view", { seat: humanSeat() ?? 0 })));
}
