// @ts-check
// The replay viewer (docs/replays.md): a replay file opened in the engine (bridge op replay_open, kept
// apart from the match being played) and shown action by action on the table, read-only, with a scrub
// bar, step back and forward, play/pause, the speed and whose view is shown (seat 1, seat 2 or both
// hands revealed). A replay the engine no longer replays identically is shown up to where it was.
// The table is drawn by the table its game registered (games.mjs).
// Also here: a replay's export (running or finished match) and keeping a finished match in the history.
import { html, nothing } from "../../lib/lit.mjs";
import { call } from "../bridge.mjs";
import { download } from "../dom.mjs";
import { pick, t } from "../i18n.mjs";
import { say } from "../../lib/messages.mjs";
import { assetURL } from "../assets.mjs";
import { session, change } from "../session.mjs";
import { savedDeckChoices } from "../deckstore.mjs";
import { errorText, notice } from "../notices.mjs";
import { aiOf, playerName } from "../play.mjs";
import { addHistory, getHistory } from "../history.mjs";
import { gameOf } from "../games.mjs";
import { rendered } from "../tools.mjs";

/** @typedef {import("../../types.js").View} View */
/** @typedef {import("../session.mjs").MatchEntry} MatchEntry */
/** @typedef {0 | 1 | "both"} ReplaySeat */
export const SPEEDS = [0.5, 1, 2, 4];
const STEP_MS = 900;            // time between two actions while playing at 1×

/**
 * The open replay: the engine's summary, the index and seat shown, the play state, the view on screen,
 * where "back" goes and what the session held before (put back on leaving).
 * @type {null | {summary: any, index: number, seat: ReplaySeat, playing: boolean, speed: number, view: View | null,
 *   token: number, n: number, back: () => void, saved: {matchId: any, logs: any, seen: any, view: any, seat: any}}}
 */
let rv = null;
let opened = 0;

function installStyle() {
  if (document.querySelector("link[data-replay-css]")) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = assetURL("static/shell/replay.css");
  link.dataset.replayCss = "";
  document.head.append(link);
}

/**
 * The name of the deck a seat played, as a {pt, en} pair: a suggested or saved deck with the same cards;
 * null for a deck of the player's own, undefined when the seat has no deck. @param {any} p
 */
function deckName(p) {
  if (!p || !Array.isArray(p.deck)) return undefined;
  const key = (/** @type {Record<string, number>} */ counts) => Object.entries(counts).filter(([, n]) => n > 0).sort().join(",");
  /** @type {Record<string, number>} */
  const mine = {};
  for (const id of p.deck) mine[id] = (mine[id] || 0) + 1;
  const found = [...(session.catalog?.decks || []), ...savedDeckChoices()].find((d) => d.counts && key(d.counts) === key(mine));
  return found ? found.name : null;
}

/** The deck a seat played as the page names it now, or "". @param {any} p */
function deckLabel(p) {
  const name = deckName(p);
  return name === undefined ? "" : name ? pick(name).slice(0, 80) : t("history.own_deck");
}

/** The names and decks shown for the match in the engine (its view and storage entry). @param {View} view @param {MatchEntry | null} entry */
function playersShown(view, entry) {
  const cfg = entry?.save?.config;
  return [0, 1].map((s) => ({ name: playerName(s, view).slice(0, 80), deck: deckLabel(cfg?.players?.[s]) }));
}

/** A file name for a replay. @param {any} replay */
function fileName(replay) {
  const stamp = String(replay.created || new Date().toISOString()).slice(0, 19).replace(/[:T]/g, "-");
  const seed = replay.result ? replay.save?.config?.seed ?? "match" : "match";
  return `eidolon-replay-${seed}-${stamp}.json`;
}

/** Download a replay file. @param {any} replay */
export function downloadReplay(replay) { download(fileName(replay), JSON.stringify(replay)); }

/** The match being played (or just finished) as a replay file, downloaded. @param {View} view */
export async function exportReplay(view) {
  try {
    downloadReplay(await call("replay_export", { players: playersShown(view, session.entry) }));
  } catch (err) {
    notice(errorText(err));
  }
}

/** The match in the engine in the viewer; back() is where leaving it goes. @param {View} view @param {() => void} back */
export async function watchMatch(view, back) {
  try {
    const replay = await call("replay_export", { players: playersShown(view, session.entry) });
    await openReplay(JSON.stringify(replay), back);
  } catch (err) {
    notice(errorText(err));
  }
}

/**
 * Keep a finished match in the history (once per match and final state), telling the player when the
 * oldest left it or when it could not be kept. @param {View} view
 */
export async function keepInHistory(view) {
  const entry = session.entry;
  if (!entry || view.status === "playing") return;
  const id = `${entry.id}-${view.hash}`;
  if (getHistory(id) && !getHistory(id)?.corrupt) return;
  let replay;
  try {
    replay = /** @type {any} */ (await call("replay_export", { players: playersShown(view, entry) }));
  } catch (err) {
    console.warn("history:", err);
    return;
  }
  const ai = aiOf(entry);
  const result = addHistory({
    id, mode: ai ? "ai" : "hotseat", ...(ai ? { ai } : {}), names: replay.players.map((/** @type {any} */ p) => p.name),
    decks: replay.players.map((/** @type {any} */ p) => p.deck), result: view.result, turns: view.turn, seed: view.seed ?? null,
    refs: [0, 1].map((s) => gameOf(view.ruleset).playerRef(view, s)),
    deckNames: [0, 1].map((s) => {
      const name = deckName(entry.save?.config?.players?.[s]);
      return name === undefined ? null : name ? { name } : { own: true };
    }),
    ruleset: replay.ruleset, actions: replay.actions, hash: view.hash, replay,
  });
  if (result.error) notice(t(result.error, { kb: Math.ceil(result.chars / 1024) }));
  else if (result.evicted) notice(t("history.evicted", { n: result.evicted }), "info");
}

// ------------------------------------------------------------------ the viewer

/** Is the viewer on screen? */
export function replayShown() { return Boolean(rv) && !document.getElementById("screen-table")?.hidden; }

/**
 * Open a replay file's text in the viewer; back() is where leaving it goes. False when the engine refused it
 * (the notice says why). @param {string} text @param {() => void} back
 */
export async function openReplay(text, back) {
  let summary;
  try {
    summary = await call("replay_open", { text });
  } catch (err) {
    notice(t("replay.open_failed", { message: errorText(err) }));
    return false;
  }
  notice(null);
  installStyle();
  if (rv) rv.playing = false;
  const saved = rv ? rv.saved : { matchId: session.matchId, logs: session.logs, seen: session.seen, view: session.view, seat: session.seat };
  rv = { summary, index: 0, seat: 0, playing: false, speed: 1, view: null, token: 0, n: ++opened, back, saved };
  await go(0);
  return true;
}

/** The table's seat for the seat shown ("both": seat 1 at the bottom). @param {ReplaySeat} seat */
const tableSeat = (seat) => (seat === 1 ? 1 : 0);
const recordId = () => (rv ? `replay:${rv.n}:${rv.seat}` : null);

/** Show the state after `index` actions (the latest request wins). @param {number} index */
async function go(index) {
  if (!rv) return;
  const me = rv;
  const at = Math.max(0, Math.min(index, me.summary.last));
  const token = ++me.token;
  const record = session.matchId === recordId() ? session.logs[tableSeat(me.seat)] : null;
  let view;
  try {
    view = /** @type {View} */ (await call("replay_view", { index: at, seat: me.seat, log_from: record ? record.length : 0 }));
  } catch (err) {
    me.playing = false;
    notice(errorText(err));
    return;
  }
  if (rv !== me || token !== me.token) return;
  me.index = at;
  me.view = view;
  draw();
}

/** The table of the replay's game (games.mjs), drawn read-only: show(view, ctx) with ctx {matchId, seat,
 * readOnly: true, playerName(seat, view), banner() (the viewer's controls, a lit template), leave()}, and clear(). */
function renderer() {
  return gameOf(/** @type {any} */ (rv?.view)?.ruleset ?? rv?.summary.ruleset).table;
}

/** The player's name as the replay recorded it (else "Player N"). @param {number} seat */
function nameOf(seat) {
  return rv?.summary.players?.[seat]?.name || t("player.n", { n: seat + 1 });
}

function draw() {
  if (!rv || !rv.view) return;
  renderer().show(rv.view, {
    matchId: recordId(), seat: tableSeat(rv.seat), readOnly: true, ai: null, aiThinking: false, aiFailed: false,
    playerName: nameOf, act: () => {}, undo: () => {}, retryAi: () => {}, exportMatch: () => {}, leave: closeReplay,
    banner: bannerTpl,
  });
  rendered("replay");
}

/** Re-render after a language switch. */
export function redrawReplay() { draw(); }

/** Leave the viewer: the table is emptied and the session's record of the match played is put back. */
export function closeReplay() {
  if (!rv) return;
  const { back, saved } = rv;
  rv.playing = false;
  renderer().clear();
  rv = null;
  change("replayClosed", (s) => { Object.assign(s, saved); });
  back();
}

/** @param {number} by */
function stepBy(by) { if (rv) { rv.playing = false; go(rv.index + by); } }

function togglePlay() {
  if (!rv) return;
  if (rv.playing) { rv.playing = false; draw(); return; }
  if (rv.index >= rv.summary.last) go(0).then(() => { if (rv) { rv.playing = true; draw(); tick(rv); } });
  else { rv.playing = true; draw(); tick(rv); }
}

/** @param {NonNullable<typeof rv>} me */
async function tick(me) {
  while (rv === me && me.playing) {
    await new Promise((resolve) => setTimeout(resolve, STEP_MS / me.speed));
    if (rv !== me || !me.playing) return;
    if (me.index >= me.summary.last) { me.playing = false; draw(); return; }
    await go(me.index + 1);
  }
}

/** @param {ReplaySeat} seat */
function chooseSeat(seat) {
  if (!rv || rv.seat === seat) return;
  rv.seat = seat;
  go(rv.index);
}

/** The winner's banner on a frame where the match is over (R1.1: who won and how). @param {View | null} view */
function resultTpl(view) {
  const r = /** @type {any} */ (view)?.result;
  if (!r) return nothing;
  const reason = r.reason ? (typeof r.reason === "string" ? t(`end.reason.${r.reason}`) : pick(r.reason)) : "";
  return html`<p id="replay-winner" class="replay-winner" role="status">
    <b>${r.winner == null ? t("end.draw") : t("end.winner", { player: nameOf(r.winner) })}</b>${reason ? html` <span class="replay-reason">${reason}</span>` : nothing}</p>`;
}

function bannerTpl() {
  if (!rv) return nothing;
  const { summary, index, seat, playing, speed, view } = rv;
  const last = summary.last;
  const total = summary.actions;
  const seatLabel = seat === "both" ? t("replay.showing_both") : t("replay.showing_seat", { player: nameOf(seat) });
  const seatButton = (/** @type {ReplaySeat} */ s, /** @type {string} */ label) => html`<button type="button" class="replay-seat ${seat === s ? "current" : ""}"
      id=${`replay-seat-${s}`} aria-pressed=${seat === s ? "true" : "false"} @click=${() => chooseSeat(s)}>${label}</button>`;
  return html`<section class="replay-bar" id="replay-bar" aria-label=${t("replay.title")} data-index=${index} data-last=${last}>
    <div class="replay-head">
      <h2 class="replay-title">${t("replay.title")}</h2>
      <span class="replay-players">${nameOf(0)} × ${nameOf(1)}</span>
      <span id="replay-count" class="replay-count" aria-live="polite">${t("replay.count", { n: index, total })}</span>
      <span id="replay-hash" class="replay-hash" data-hash=${view?.hash || ""}>${t("table.hash", { hash: view?.hash || "" })}</span>
      <button type="button" id="replay-back" @click=${closeReplay}>${t("replay.back")}</button>
    </div>
    ${summary.diverged_at != null ? html`<p id="replay-diverged" class="replay-diverged" role="status">
      ${t("replay.diverged", { n: last, total })}${summary.why ? html` <span class="replay-why">(${say(summary.why)})</span>` : nothing}</p>` : nothing}
    <div class="replay-controls">
      <span class="replay-steps">
        <button type="button" id="replay-first" title=${t("replay.first")} aria-label=${t("replay.first")} ?disabled=${index <= 0} @click=${() => stepBy(-index)}>|◀</button>
        <button type="button" id="replay-prev" title=${t("replay.prev")} aria-label=${t("replay.prev")} ?disabled=${index <= 0} @click=${() => stepBy(-1)}>◀</button>
        <button type="button" id="replay-play" class="primary" aria-pressed=${playing ? "true" : "false"} @click=${togglePlay}>${playing ? `⏸ ${t("replay.pause")}` : `▶ ${t("replay.play")}`}</button>
        <button type="button" id="replay-next" title=${t("replay.next")} aria-label=${t("replay.next")} ?disabled=${index >= last} @click=${() => stepBy(1)}>▶</button>
        <button type="button" id="replay-last" title=${t("replay.last")} aria-label=${t("replay.last")} ?disabled=${index >= last} @click=${() => stepBy(last - index)}>▶|</button>
      </span>
      <input type="range" id="replay-scrub" class="replay-scrub" min="0" max=${last} step="1" .value=${String(index)}
        aria-label=${t("replay.scrub")} aria-valuetext=${t("replay.count", { n: index, total })}
        @input=${(/** @type {Event} */ e) => { if (rv) { rv.playing = false; go(Number(/** @type {HTMLInputElement} */ (e.target).value)); } }}>
      <label class="replay-speed">${t("replay.speed")}
        <select id="replay-speed" @change=${(/** @type {Event} */ e) => { if (rv) rv.speed = Number(/** @type {HTMLSelectElement} */ (e.target).value); }}>
          ${SPEEDS.map((s) => html`<option value=${String(s)} ?selected=${s === speed}>${`${s}×`}</option>`)}
        </select></label>
      <span class="replay-seats" role="group" aria-label=${t("replay.view_as")}>
        <span class="replay-seats-k">${t("replay.view_as")}</span>
        ${seatButton(0, t("player.n", { n: 1 }))}${seatButton(1, t("player.n", { n: 2 }))}${seatButton("both", t("replay.both"))}
      </span>
    </div>
    <p id="replay-seat-label" class="replay-seat-label ${seat === "both" ? "revealed" : ""}">${seatLabel}</p>
    ${resultTpl(view)}
  </section>`;
}
