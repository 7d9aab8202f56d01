// @ts-check
// The Archon table (issue 14): both players' keys, Æmber pools, key cost and chains, their deck,
// discard, archives and purged counts, artifacts and battlelines, the hand of the seat at the device,
// the decision prompt (house choice as three big house buttons, mulligan, archives, choices), and the
// match record. Rendered with lit-html into #screen-table on every view (.archon-host).
//
// Play happens on the cards, and every control sends one of the view's offered `actions` (the page
// decides no rule): clicking a card that has actions selects it and lists them (reap, fight, play,
// discard, action, omni, unstun); a fight or an upgrade lights up its targets, a creature's play
// lights up the drop slots of the offered `pos` (both flanks, and between creatures for deploy);
// a choice (target, order of triggers, flank) lights up its targets and lists them in the prompt bar.
//
// The table is a stage (issue 23): as tall as the viewport below the shell's bar, its regions sized by
// fit.mjs so that nothing scrolls; the record is a drawer and the tools a menu on small screens (table.css).
// A card's zoom opens from a click on a card without actions, from the selection bar's details button,
// and from a long press or the context menu on any card.
//
// Read-only renderer (the replay viewer, the end screen), exported by this module (static/rulesets/archon/table.mjs):
//   renderArchonBoard(container, view, { seat: 0, readOnly: true });
// draws the board of an Archon view (the seat's side at the bottom) into `container`; with readOnly no
// control sends anything (cards open their text only). The Archon catalogue must be loaded first
// (loadArchonCatalog in archon/cards.mjs).
import { archonKeywordHelp, setRulesGame } from "../../shell/screens/rules.mjs";
import { html, nothing, render, repeat } from "../../lib/lit.mjs";
import { pick, t } from "../../shell/i18n.mjs";
import { say } from "../../lib/messages.mjs";
import { show } from "../../shell/dom.mjs";
import { rendered } from "../../shell/tools.mjs";
import { ensureArchonCss } from "./css.mjs";
import { session, change, resetMatch } from "../../shell/session.mjs";
import { logPanel, mergeLog, wholeLogTpl } from "../../shell/log.mjs";
import { archonArtSrc, archonCard, archonCardName, archonRules, houseEmblemSrc, houseName } from "./cards.mjs";
import { archonPrompt } from "./words.mjs";
import { beginMotion } from "../../shell/motion.mjs";
import { archonMotion } from "./motion.mjs";
import { fitTable } from "./fit.mjs";
import { counterTpl, counterWords, cardLabel, icon } from "./face.mjs";
import { lastingBadgeTpl, lastingChips, lastingZoomTpl, onCreature, words as lastingWords } from "./lasting.mjs";

/** @typedef {{type: string, card?: number, target?: number, pos?: number, house?: string, label?: any}} ArchonAction */
/** @typedef {{seat: number, readOnly?: boolean, actions?: ArchonAction[], pname?: (seat: number) => string,
 *   onCard?: (uid: number, id: string) => void, onSlot?: (a: ArchonAction) => void, onZone?: (seat: number, zone: string) => void,
 *   selected?: number | null, targets?: Map<number, ArchonAction>, slots?: Map<number, ArchonAction>,
 *   playable?: Set<number>, onZoom?: (uid: number, id: string) => void, redraw?: () => void}} BoardOptions */

/** Verbs a selected card offers as buttons (the targeted ones are clicked on the board). */
const DIRECT = new Set(["play", "discard", "reap", "action", "omni", "unstun"]);
/** Actions that answer the decision itself (prompt bar buttons). */
const GENERAL = new Set(["keep", "mulligan", "take_archives", "leave_archives", "end", "pass", "order", "pick", "no_house"]);

/** @type {any} */
let ctx = null;

const ensureCss = ensureArchonCss;

// ------------------------------------------------------------------ entry points

/**
 * Show an Archon view on the table. c: the same callbacks as table/table.mjs showTable: {matchId, seat,
 * ai, aiThinking, aiFailed, playerName(seat, view), act(action), undo(), retryAi(), leave(), exportMatch()}.
 * @param {any} view @param {any} c
 */
export function showArchonTable(view, c) {
  ensureCss();
  setRulesGame("archon");             // "Regras" opens the reference of the game on the table
  ctx = c;
  if (session.matchId !== c.matchId) resetMatch(c.matchId);
  const seat = c.seat;
  const before = session.seen[seat]?.view ?? null;
  const motion = beginMotion(document.querySelector("#screen-table > .archon-host"), (action) => archonMotion(before, view, seat, action));
  change("viewShown", (s) => {
    mergeLog(s.logs[seat], view, Boolean(view.ai));
    if (s.view?.hash !== view.hash || s.seat !== seat) { s.selected = null; }
    s.seat = seat;
    s.view = view;
    s.seen[seat] = { view, logTotal: view.log_total ?? (view.log || []).length };
  });
  draw();
  show("screen-table");
  fitStage();
  motion.play();
  rendered("table");
}

/** Empty the Archon table (handoff, end, menu): nothing of this seat's view stays in the DOM. */
export function clearArchonTable() {
  document.querySelector("#screen-table > .archon-host")?.remove();
  ctx = null;
}

/** Draw the board of an Archon view read-only into `container` (see the module header). @param {HTMLElement} container @param {any} view @param {{seat?: number, readOnly?: boolean}} [o] */
export function renderArchonBoard(container, view, o = {}) {
  ensureCss();
  const seat = o.seat ?? 0;
  const draw = () => render(html`<div class="archon-board-ro">${boardTpl(view, { seat, readOnly: true, redraw: () => draw(), onCard: (u, id) => {
    zoomed = { id, uid: u };
    draw();
  } })}${zoomed ? zoomTpl(zoomed.id, () => { zoomed = null; draw(); }, view, zoomed.uid) : nothing}</div>`, container);
  /** @type {{id: string, uid: number} | null} */
  let zoomed = null;
  draw();
}

/**
 * The read-only board as a lit-html template (the end screen embeds it in its own render).
 * @param {any} view @param {{seat: number, pname?: (seat: number) => string}} o
 */
export function archonBoardTpl(view, o) {
  ensureCss();
  return boardTpl(view, { ...o, readOnly: true });
}

// ------------------------------------------------------------------ the interactive table

function host() {
  const screen = /** @type {HTMLElement} */ (document.getElementById("screen-table"));
  document.querySelector("#screen-table > .table-host")?.remove();
  let h = /** @type {HTMLElement | null} */ (screen.querySelector(":scope > .archon-host"));
  if (!h) {
    h = document.createElement("div");
    h.className = "archon-host";
    screen.append(h);
    resized.observe(h);
  }
  return h;
}

/** @param {ArchonAction} a */
function send(a) {
  if (!ctx || ctx.aiThinking) return;
  const { label, ...bare } = a;
  change("actionSent", (s) => { s.ownPending = true; s.selected = null; s.overlay = null; });
  ctx.act(bare);
}

/** @param {(s: any) => void} fn @param {string} name */
function update(name, fn) { change(name, fn); draw(); }

function draw() {
  const view = session.view;
  if (!view || !ctx) return;
  const seat = ctx.seat ?? 0;
  const mine = view.decision?.seat === seat && !ctx.aiThinking && !ctx.readOnly;
  /** @type {ArchonAction[]} */
  const actions = mine ? view.actions || [] : [];
  const sel = session.selected;
  const ofSel = sel == null ? [] : actions.filter((a) => a.card === sel && !GENERAL.has(a.type));
  /** @type {Map<number, ArchonAction>} */
  const targets = new Map();
  /** @type {Map<number, ArchonAction>} */
  const slots = new Map();
  for (const a of ofSel) {
    if (a.pos != null) slots.set(a.pos, a);
    else if (a.target != null) targets.set(a.target, a);
  }
  // A choice's targets are cards, except a flank (0 left, 1 right), a mode (its number) and a search (cards in the deck).
  if (cardChoice(view)) for (const a of actions) if (a.type === "pick" && a.target != null && !targets.has(a.target)) targets.set(a.target, a);
  const playable = new Set(actions.filter((a) => a.card != null && !GENERAL.has(a.type)).map((a) => /** @type {number} */ (a.card)));
  const pname = (/** @type {number} */ s) => ctx.playerName(s, view);
  const onCard = (/** @type {number} */ uid, /** @type {string} */ id) => {
    const target = targets.get(uid);
    if (target) { send(target); return; }
    if (playable.has(uid)) { update(sel === uid ? "cardDeselected" : "cardSelected", (s) => { s.selected = sel === uid ? null : uid; }); return; }
    update("zoomOpened", (s) => { s.overlay = { kind: "zoom", id, uid }; });
  };
  /** @type {BoardOptions} */
  const o = { seat, actions, pname, onCard, onSlot: send, selected: sel, targets, slots, playable, readOnly: Boolean(ctx.readOnly), redraw: draw,
    onZoom: (/** @type {number} */ uid, /** @type {string} */ id) => update("zoomOpened", (s) => { s.overlay = { kind: "zoom", id, uid }; }),
    onZone: (zs, zone) => update("zoneOpened", (s) => { s.overlay = { kind: "zone", seat: zs, zone }; }) };
  const record = session.logs[seat];
  const openWhole = () => update("logOpened", (s) => { s.overlay = { kind: "log" }; });
  render(html`<div class="archon-table ${mine ? "my-turn" : ""} ${ctx.aiThinking ? "ai-thinking" : ""}" data-seat=${seat}
      data-step=${view.step} data-decision=${view.decision?.kind ?? ""} data-turn=${String(view.turn)}
      @keydown=${(/** @type {KeyboardEvent} */ e) => { if (e.key === "Escape") { lastingOpen = null; update("escaped", (s) => { s.selected = null; s.overlay = null; }); } }}>
    ${ctx.banner ? ctx.banner() : nothing}
    ${topTpl(view, seat, pname)}
    <div class="archon-main">
      ${boardTpl(view, o, promptTpl(view, seat, actions, ofSel, pname))}
      <aside class="archon-side">${logPanel(record, { ai: ctx.ai, pname, openWhole })}</aside>
    </div>
    ${overlayTpl(view, seat, pname)}
  </div>`, host());
  fitStage();
}

/** Size the table to the viewport below the shell's bar and its cards to their regions (issue 23: no scroll). */
function fitStage() {
  const h = document.querySelector("#screen-table > .archon-host");
  if (!(h instanceof HTMLElement) || !h.isConnected) return;
  h.style.setProperty("--at-top", `${Math.max(0, h.getBoundingClientRect().top + window.scrollY)}px`);
  fitTable(h);
}
document.addEventListener("archon-emblems", () => { if (ctx) draw(); });
/** Refit when the viewport or the shell around the table changes size (fitting itself changes no region's size). */
const resized = new ResizeObserver(() => { if (ctx) fitStage(); });
window.addEventListener("resize", () => { if (ctx) fitStage(); });

/** The top bar's tools are folded behind a menu button on narrow screens (CSS); open or not. */
let toolsOpen = false;
/** The seat whose list of lasting effects is held open by a tap or Enter on its badge (lasting.mjs), or null. */
/** @type {number | null} */
let lastingOpen = null;

/** @param {any} view @param {number} seat @param {(s: number) => string} pname */
function topTpl(view, seat, pname) {
  const house = view.house != null ? archonRules()?.houses?.[view.house] ?? view.house : null;
  return html`<header class="archon-top">
    <span class="at-turn">${t("archon.table.turn", { n: view.turn, player: pname(view.active) })}</span>
    ${house != null ? html`<span class="at-house house-${house}" title=${t("archon.table.active_house", { house: houseName(house) })}>${emblemTpl(house)}<span
      class="at-house-words">${t("archon.table.active_house", { house: houseName(house) })}</span><span class="at-house-name" aria-hidden="true">${houseName(house)}</span></span>` : nothing}
    ${ctx.aiThinking ? html`<span class="at-ai" role="status">${t("ai.thinking")}</span>` : nothing}
    ${ctx.aiFailed ? html`<button type="button" id="ai-retry" @click=${() => ctx.retryAi()}>${t("ai.retry")}</button>` : nothing}
    <button type="button" id="archon-log-open" class="at-log" aria-haspopup="dialog"
      @click=${() => update("logOpened", (s) => { s.overlay = { kind: "log" }; })}>${t("table.log")}</button>
    ${ctx.readOnly ? nothing : html`<button type="button" id="archon-tools-toggle" class="at-tools-toggle" aria-expanded=${String(toolsOpen)}
      aria-controls="archon-tools" @click=${() => { toolsOpen = !toolsOpen; draw(); }}>☰ ${t("table.menu")}</button>`}
    ${ctx.readOnly ? nothing : html`<span class="at-tools ${toolsOpen ? "open" : ""}" id="archon-tools">
      <button type="button" id="undo" ?disabled=${!view.can_undo || ctx.aiThinking} @click=${() => ctx.undo()}>${t("table.undo")}</button>
      <button type="button" id="export-match" @click=${() => ctx.exportMatch()}>${t("saves.export")}</button>
      ${ctx.exportReplay ? html`<button type="button" id="export-replay" @click=${() => ctx.exportReplay()}>${t("replay.export")}</button>` : nothing}
      <button type="button" id="menu" @click=${() => ctx.leave()}>${t("table.menu")}</button>
    </span>`}
  </header>`;
}

/**
 * The prompt bar: what the seat must decide and the buttons of the decision (house choice, mulligan,
 * archives, choices, end of turn), or the selected card's actions.
 * @param {any} view @param {number} seat @param {ArchonAction[]} actions @param {ArchonAction[]} ofSel @param {(s: number) => string} pname
 */
function promptTpl(view, seat, actions, ofSel, pname) {
  const d = view.decision;
  if (ctx?.readOnly) return html`<div class="archon-prompt read-only" id="archon-prompt"><p>${t("replay.read_only")}</p></div>`;
  if (!d) return html`<div class="archon-prompt" id="archon-prompt"><p>${t("archon.table.over")}</p></div>`;
  if (d.seat !== seat || ctx?.aiThinking) {
    return html`<div class="archon-prompt waiting" id="archon-prompt"><p>${t("archon.table.waiting", { player: pname(d.seat) })}</p></div>`;
  }
  const btn = (/** @type {ArchonAction} */ a, /** @type {string} */ cls = "") => html`<button type="button"
    class="act ${cls}" data-type=${a.type} data-card=${a.card ?? ""} data-target=${a.target ?? ""} data-pos=${a.pos ?? ""}
    @click=${() => send(a)}>${say(a.label)}</button>`;
  const houses = actions.filter((a) => a.type === "house");
  // A choice whose targets are all lit on the board is made there (the card buttons); else listed here.
  const onBoard = cardChoice(view) && actions.filter((a) => a.type === "pick").every((a) => a.target != null && shownOnBoard(view, a.target));
  const general = actions.filter((a) => GENERAL.has(a.type) && a.type !== "end" && !(onBoard && a.type === "pick"));
  const lit = onBoard && actions.some((a) => a.type === "pick");
  const end = actions.find((a) => a.type === "end");
  const direct = ofSel.filter((a) => DIRECT.has(a.type) && a.pos == null && a.target == null);
  const aimed = ofSel.some((a) => a.pos != null || a.target != null);
  const own = view.players[seat];
  return html`<div class="archon-prompt" id="archon-prompt" data-kind=${d.kind}>
    <p class="prompt-text">${archonPrompt(view)}</p>
    ${d.kind === "house" ? html`<div class="house-choice">${own.houses.map((/** @type {string} */ h) => {
      const a = houses.find((x) => x.house === h);
      return html`<button type="button" class="house-btn house-${h} act" data-type="house" data-house=${h} ?disabled=${!a}
        @click=${() => a && send(a)}>${emblemTpl(h, "house-sigil")}<span class="house-name">${houseName(h)}</span></button>`;
    })}</div>` : nothing}
    ${session.selected != null && ofSel.length ? html`<div class="card-acts" id="card-acts">
      <span class="card-acts-name">${archonCardName(cardIdOf(view, session.selected))}</span>
      ${direct.map((a) => btn(a))}
      ${aimed ? html`<span class="hint">${t("archon.table.pick_target")}</span>` : nothing}
      <button type="button" class="card-detail" id="card-detail" @click=${() => {
        const uid = /** @type {number} */ (session.selected);
        update("zoomOpened", (s) => { s.overlay = { kind: "zoom", id: cardIdOf(view, uid), uid }; });
      }}>${t("table.details")}</button>
      <button type="button" class="link" @click=${() => update("cardDeselected", (s) => { s.selected = null; })}>${t("ui.cancel")}</button>
    </div>` : nothing}
    ${lit ? html`<span class="hint" id="pick-on-board">${t("archon.table.pick_target")}</span>` : nothing}
    ${general.length ? html`<div class="general-acts">${general.map((a) => btn(a))}</div>` : nothing}
    ${end ? html`<div class="end-act">${btn(end, "primary end-turn")}</div>` : nothing}
  </div>`;
}

/** The decision's `pick` targets are card uids (not a flank, an amount, a mode of "Choose one", a replacement, nor
 * the deck's hidden cards). @param {any} view */
function cardChoice(view) { return !["flank", "search", "order", "spend", "mode", "replace"].includes(view.decision?.kind); }

/** The card is drawn on the board (a battleline, artifacts, an upgrade, the hand). @param {any} view @param {number} uid */
function shownOnBoard(view, uid) {
  return view.players.some((/** @type {any} */ p) => ["line", "artifacts", "hand"].some((z) => (p[z] || []).some(
    (/** @type {any} */ c) => c.uid === uid || (c.upgrades || []).some((/** @type {any} */ u) => u.uid === uid))));
}

/** @param {any} view @param {number} uid */
function cardIdOf(view, uid) {
  for (const p of view.players) {
    for (const zone of ["hand", "line", "artifacts", "discard", "purged", "archives"]) {
      const found = (p[zone] || []).find((/** @type {any} */ c) => c.uid === uid);
      if (found) return found.id;
      if (zone === "line") for (const c of p.line) for (const u of c.upgrades) if (u.uid === uid) return u.id;
    }
  }
  return "";
}

// ------------------------------------------------------------------ the board (also read-only)

/**
 * Both sides, the rival on top, the prompt bar between them and the hand at the bottom.
 * @param {any} view @param {BoardOptions} o @param {any} [middle]
 */
function boardTpl(view, o, middle = nothing) {
  const me = o.seat;
  const rival = 1 - me;
  return html`<div class="archon-board">
    ${o.readOnly && view.players[rival].hand ? handTpl(view, rival, o) : nothing}
    ${sideTpl(view, rival, o, false)}
    ${middle}
    ${sideTpl(view, me, o, true)}
    ${handTpl(view, me, o)}
  </div>`;
}

/** @param {any} view @param {number} seat @param {BoardOptions} o @param {boolean} own */
function sideTpl(view, seat, o, own) {
  const p = view.players[seat];
  const keysToWin = archonRules()?.limits?.keys ?? 3;
  const pname = o.pname ?? ((/** @type {number} */ s) => t("player.n", { n: s + 1 }));
  const zone = (/** @type {string} */ z, /** @type {number} */ n, /** @type {boolean} */ open) => open && o.onZone
    ? html`<button type="button" class="zone-btn" data-zone=${z} data-seat=${seat} @click=${() => o.onZone?.(seat, z)}>${t(`archon.zone.${z}`, { n })}</button>`
    : html`<span class="zone-count" data-zone=${z}>${t(`archon.zone.${z}`, { n })}</span>`;
  const amber = t("archon.counter.amber_n", { n: p.amber });
  const cost = t("archon.table.key_cost", { n: p.key_cost });
  const stats = html`<div class="archon-stats ${view.active === seat ? "active" : ""}" data-seat=${seat}>
    <span class="st-name" title=${pname(seat)}>${pname(seat)}</span>
    <span class="st-keys" role="img" aria-label=${t("archon.table.keys", { n: p.keys, max: keysToWin })}
      title=${t("archon.table.keys", { n: p.keys, max: keysToWin })}>${Array.from({ length: keysToWin },
      (_, i) => html`<span class="key ${i < p.keys ? "forged" : ""}" aria-hidden="true">⚷</span>`)}<span class="st-keys-n">${p.keys}</span></span>
    <span class="st-amber" role="img" aria-label=${amber} title=${amber}>${icon("amber")}<b class="amber-n">${p.amber}</b></span>
    <span class="st-cost" role="img" aria-label=${cost} title=${cost}>${icon("key")}${cost}</span>
    ${p.chains ? html`<span class="st-chains" role="img" aria-label=${t("archon.table.chains", { n: p.chains })}
      title=${t("archon.table.chains", { n: p.chains })}>${icon("chain")}${t("archon.table.chains", { n: p.chains })}</span>` : nothing}
    ${lastingBadgeTpl(view, seat, pname(seat), lastingOpen === seat, () => { lastingOpen = lastingOpen === seat ? null : seat; o.redraw?.(); })}
    <span class="st-houses">${p.houses.map((/** @type {string} */ h) => html`<span class="house-chip house-${h}" title=${houseName(h)}>${emblemTpl(h)}<span class="hc-name">${houseName(h)}</span></span>`)}</span>
    <span class="st-zones">
      ${zone("deck", p.deck_count, false)}
      ${own ? nothing : zone("hand", p.hand_count, false)}
      ${zone("archives", p.archives_count, own && !o.readOnly ? p.archives_count > 0 : false)}
      ${zone("discard", p.discard.length, p.discard.length > 0)}
      ${zone("purged", p.purged.length, p.purged.length > 0)}
    </span>
  </div>`;
  const line = lineTpl(p, seat, o, own, (/** @type {number} */ uid) => onCreature(view, uid));
  const arts = p.artifacts.length ? html`<div class="archon-artifacts" data-seat=${seat} role="group" aria-label=${t("archon.table.artifacts")}>${repeat(p.artifacts,
    (/** @type {any} */ a) => a.uid, (/** @type {any} */ a) => cardTpl(a, o, { exhausted: a.exhausted,
      // K16, K42: Æmber placed on an artifact, a counter of its own; K5: the artifact whose text it copies
      counters: a.amber || a.copy ? [a.amber ? counterTpl("stored", a.amber) : nothing,
        a.copy ? counterTpl("copy", 1, archonCardName(a.copy)) : nothing] : undefined,
      words: a.amber || a.copy ? [a.amber ? counterWords("stored", a.amber) : "",
        a.copy ? counterWords("copy", 1, archonCardName(a.copy)) : ""].filter(Boolean) : undefined }))}</div>` : nothing;
  // a side's share of the stage's height grows with its cards (an empty battleline leaves room to the hand)
  const grow = 0.7 + 0.5 * Math.min(p.line.length + p.artifacts.length, 12) / 12;
  return html`<section class="archon-side-row ${own ? "own" : "rival"}" data-seat=${seat} style=${`--grow: ${grow.toFixed(2)}`}>
    ${own ? html`<div class="archon-field">${line}${arts}</div>${stats}` : html`${stats}<div class="archon-field">${line}${arts}</div>`}
  </section>`;
}

/** A house's emblem (the badge of its cards, bridge op house_emblems), or nothing while it loads. @param {string} house @param {string} [cls] */
function emblemTpl(house, cls = "house-emblem") {
  const src = houseEmblemSrc(house);
  return html`<span class=${cls} aria-hidden="true">${src ? html`<img alt="" src=${src}>` : nothing}</span>`;
}

/** The battleline, with drop slots at the offered positions; `lasting(uid)`: a creature's lasting entries with a chip.
 * @param {any} p @param {number} seat @param {BoardOptions} o @param {boolean} own @param {(uid: number) => any[]} lasting */
function lineTpl(p, seat, o, own, lasting) {
  /** @type {{key: string, tpl: any}[]} */
  const parts = [];
  const slot = (/** @type {number} */ pos) => {
    const a = own ? o.slots?.get(pos) : undefined;
    if (!a) return;
    const where = pos === 0 ? "left" : pos === p.line.length ? "right" : "between";
    parts.push({ key: `slot ${pos}`, tpl: html`<button type="button" class="drop-slot slot-${where}" data-pos=${pos} aria-label=${say(a.label)}
      @click=${() => o.onSlot?.(a)}>${t(`archon.table.slot_${where}`)}</button>` });
  };
  p.line.forEach((/** @type {any} */ c, /** @type {number} */ i) => {
    slot(i);
    parts.push({ key: `card ${c.uid}`, tpl: creatureTpl(c, o, lasting(c.uid)) });
  });
  slot(p.line.length);
  // keyed by card: an element is never handed on to another card (with its focus, which lifts a fanned card)
  return html`<div class="archon-line" data-seat=${seat} role="group" aria-label=${t("archon.table.line")}>${parts.length
    ? repeat(parts, (/** @type {{key: string}} */ x) => x.key, (/** @type {{tpl: any}} */ x) => x.tpl)
    : html`<span class="line-empty">${t("archon.table.line_empty")}</span>`}</div>`;
}

/** A creature in play: its card, its counters, its lasting effects (K37) and its upgrades as chips (full names on hover
 * and focus). @param {any} c @param {BoardOptions} o @param {any[]} lasting */
function creatureTpl(c, o, lasting) {
  const counters = [
    counterTpl("power", c.power), c.armor ? counterTpl("armor", c.armor) : nothing,
    c.damage ? counterTpl("damage", c.damage) : nothing, c.tokens ? counterTpl("tokens", c.tokens) : nothing,
    c.amber ? counterTpl("captured", c.amber) : nothing, c.stun ? counterTpl("stun", 1) : nothing,
    c.fuse ? counterTpl("fuse", c.fuse) : nothing, c.ward ? counterTpl("ward", 1) : nothing,
    c.shield ? counterTpl("shield", c.shield) : nothing, c.exhausted ? counterTpl("exhausted", 1) : nothing,
    c.blank ? counterTpl("blank", 1) : nothing, c.copy ? counterTpl("copy", 1, archonCardName(c.copy)) : nothing,
    ...lastingChips(lasting),
  ];
  const words = [t("archon.counter.power_n", { n: c.power }), c.armor ? t("archon.counter.armor_n", { n: c.armor }) : "",
    c.damage ? t("archon.counter.damage_n", { n: c.damage }) : "", c.tokens ? t("archon.counter.tokens_n", { n: c.tokens }) : "",
    c.amber ? t("archon.counter.captured_n", { n: c.amber }) : "", c.stun ? t("archon.counter.stun") : "",
    c.fuse ? t("archon.counter.fuse_n", { n: c.fuse }) : "", c.ward ? t("archon.counter.ward") : "",
    c.shield ? t("archon.counter.shield_n", { n: c.shield }) : "", c.exhausted ? t("archon.counter.exhausted") : "",
    c.blank ? t("archon.counter.blank") : "", c.copy ? t("archon.counter.copy", { card: archonCardName(c.copy) }) : "",
    ...c.upgrades.map((/** @type {any} */ u) => t("archon.counter.upgrade", { card: archonCardName(u.id) })),
    ...lasting.map((y) => lastingWords(y.label))].filter(Boolean);
  // the chips lie on their creature: while it is lit (a target, or a card with actions) a click on a chip is a click on
  // the creature, unless that upgrade is itself a target; otherwise it opens the upgrade (its zoom, also by the context menu)
  const lit = Boolean(o.targets?.has(c.uid) || o.playable?.has(c.uid));
  const ups = c.upgrades.length ? html`<span class="cr-upgrades" style=${`--ups: ${c.upgrades.length}`}>${c.upgrades.map((/** @type {any} */ u) => {
    const nm = archonCardName(u.id);
    const own = o.targets?.has(u.uid) || !lit;
    return html`<button type="button" class="upgrade-chip ${o.targets?.has(u.uid) ? "target" : ""} ${own ? "" : "of-lit"}" data-uid=${u.uid} data-id=${u.id}
      title=${nm} aria-label=${t("archon.counter.upgrade", { card: nm })} @click=${() => own ? o.onCard?.(u.uid, u.id) : o.onCard?.(c.uid, c.id)}
      @mousedown=${noPressFocus}
      @contextmenu=${(/** @type {Event} */ e) => { e.preventDefault(); (o.onZoom ?? o.onCard)?.(u.uid, u.id); }}><span>${nm}</span></button>`;
  })}</span>` : nothing;
  return html`<div class="acr ${c.exhausted ? "exhausted" : ""}" data-uid=${c.uid}>${cardTpl(c, o, {
    exhausted: c.exhausted, stunned: c.stun, counters, words, creature: true })}${ups}</div>`;
}

/**
 * A card pressed with a mouse or a finger takes no focus (as buttons on macOS): focus lifts a fanned card whole
 * (table.css), and a focus left behind by a click would keep it over the neighbour the player aims at next.
 * The keyboard still focuses cards (Tab), and Escape works with nothing focused (below).
 * @param {Event} e
 */
function noPressFocus(e) { e.preventDefault(); }

/** Escape with nothing focused clears the selection and closes an overlay, as it does inside the table. */
document.addEventListener("keydown", (e) => {
  if (e.key !== "Escape" || !ctx || (e.target !== document.body && e.target !== document.documentElement)) return;
  const h = document.querySelector("#screen-table > .archon-host");
  if (!h || h.closest("[hidden]") || (session.selected == null && !session.overlay)) return;
  update("escaped", (s) => { s.selected = null; s.overlay = null; });
});

/** Long press (touch) or the context menu opens a card's zoom; a short click is the card's action. */
const LONG_PRESS_MS = 500;
/** @type {{timer: number, uid: number, fired: boolean} | null} */
let press = null;

/**
 * A card frame: name, Æmber bonus, art, type and traits, its rules text when there is room (the zoom has it
 * whole), and its counters, each with an icon and a label; its offered actions light it up.
 * @param {{uid?: number, id: string}} ref @param {BoardOptions} o
 * @param {{exhausted?: boolean, stunned?: boolean, counters?: any[], words?: string[], creature?: boolean}} [f]
 */
function cardTpl(ref, o, f = {}) {
  const c = archonCard(ref.id);
  const uid = ref.uid ?? -1;
  const src = archonArtSrc(ref.id);
  const name = archonCardName(ref.id);
  const cls = [
    "acard", `house-${c?.house ?? "none"}`, `type-${c?.type ?? "none"}`,
    f.exhausted ? "exhausted" : "", f.stunned ? "stunned" : "",
    o.playable?.has(uid) ? "playable" : "", o.targets?.has(uid) ? "target" : "", o.selected === uid ? "selected" : "",
  ].filter(Boolean).join(" ");
  const printed = !f.creature && c?.type === "creature"
    ? [counterTpl("power", c.power ?? 0), c.armor ? counterTpl("armor", c.armor) : nothing] : [];
  const words = f.words ?? (c?.type === "creature" ? [t("archon.counter.power_n", { n: c.power ?? 0 }),
    c.armor ? t("archon.counter.armor_n", { n: c.armor }) : ""].filter(Boolean) : []);
  if (f.exhausted && !f.creature) words.push(t("archon.counter.exhausted"));
  const text = c ? pick(c.text) : "";
  const zoom = () => (o.onZoom ?? o.onCard)?.(uid, ref.id);
  return html`<button type="button" class=${cls} data-uid=${uid} data-id=${ref.id}
      aria-label=${cardLabel(name, c, words)} aria-description=${text}
      @click=${() => { if (press?.fired && press.uid === uid) { press = null; return; } o.onCard?.(uid, ref.id); }}
      @contextmenu=${(/** @type {Event} */ e) => { e.preventDefault(); zoom(); }}
      @mousedown=${noPressFocus}
      @pointerdown=${(/** @type {PointerEvent} */ e) => {
        if (press) clearTimeout(press.timer);
        press = null;
        if (e.pointerType === "mouse") return;
        const p = { uid, fired: false, timer: window.setTimeout(() => { p.fired = true; zoom(); }, LONG_PRESS_MS) };
        press = p;
      }}
      @pointerup=${() => { if (press && !press.fired) { clearTimeout(press.timer); press = null; } }}
      @pointercancel=${() => { if (press) { clearTimeout(press.timer); press = null; } }}>
    <span class="ac-head">
      ${c && c.amber ? html`<span class="ac-bonus" title=${t("archon.counter.bonus_n", { n: c.amber })}>${icon("amber")}${c.amber}</span>` : nothing}
      <span class="ac-name">${name}</span>
    </span>
    <span class="ac-art">${c ? html`<span class="ac-sigil">${emblemTpl(c.house, "ac-emblem")}</span>` : nothing}
      <img class="archon-art-img" alt="" data-art-id=${ref.id} src=${src ?? nothing}></span>
    ${c ? html`<span class="ac-type">${t(`archon.type.${c.type}`)}${c.traits?.length ? ` · ${c.traits.map((tr) => t(`archon.trait.${tr}`)).join(" · ")}` : ""}</span>` : nothing}
    ${text ? html`<span class="ac-text">${text}</span>` : nothing}
    ${f.counters || printed.length || (f.exhausted && !f.creature) ? html`<span class="ac-ctrs">${f.counters ?? printed}${
      f.exhausted && !f.creature ? counterTpl("exhausted", 1) : nothing}</span>` : nothing}
  </button>`;
}

/** The hand of the seat at the device (the rival's is only a count). @param {any} view @param {number} seat @param {BoardOptions} o */
function handTpl(view, seat, o) {
  const hand = view.players[seat].hand;
  if (!hand) return nothing;
  return html`<section class="archon-hand" aria-label=${t("archon.table.hand")} data-count=${String(hand.length)}>
    <div class="hand-row">${repeat(hand, (/** @type {any} */ c) => c.uid, (/** @type {any} */ c) => cardTpl(c, o))}</div>
  </section>`;
}

// ------------------------------------------------------------------ overlays

/** A card's zoom; in play, with its lasting effects (lasting.mjs). @param {string} id @param {() => void} close @param {any} [view] @param {number} [uid] */
function zoomTpl(id, close, view = null, uid = -1) {
  const c = archonCard(id);
  const src = archonArtSrc(id);
  return html`<div class="overlay" role="dialog" aria-modal="true" aria-label=${archonCardName(id)}
      @keydown=${(/** @type {KeyboardEvent} */ e) => { if (e.key === "Escape") close(); }} @click=${(/** @type {Event} */ e) => { if (e.target === e.currentTarget) close(); }}>
    <div class="overlay-panel archon-zoom"><header class="overlay-head"><h2>${archonCardName(id)}</h2>
      <button type="button" class="overlay-close" @click=${close}>${t("ui.close")}</button></header>
      <div class="overlay-body">
        <img class="archon-art-img zoom-art" alt="" data-art-id=${id} src=${src ?? nothing}>
        ${c ? html`<p class="zoom-meta">${houseName(c.house)} · ${t(`archon.type.${c.type}`)}${c.amber ? ` · ${c.amber}Æ` : ""}${
          c.power != null ? ` · ${t("archon.table.power_n", { n: c.power })}` : ""}${c.armor ? ` · ${t("archon.table.armor_n", { n: c.armor })}` : ""}</p>
          ${c.traits?.length ? html`<p class="zoom-traits">${c.traits.map((tr) => t(`archon.trait.${tr}`)).join(" · ")}</p>` : nothing}
          <p class="zoom-text">${pick(c.text)}</p>
          ${keywordsTpl(c.keywords || [])}
          ${lastingZoomTpl(view, uid)}` : nothing}
      </div></div>
  </div>`;
}

/** The card's keywords explained (the rules reference's words, each linked to its rule). @param {string[]} keywords */
function keywordsTpl(keywords) {
  const helps = keywords.map((k) => archonKeywordHelp(k)).filter((h) => h !== null);
  if (!helps.length) return nothing;
  return html`<dl class="zoom-keywords">${helps.map((h) => html`<dt>${h?.word}</dt>
    <dd>${h?.text} <a href=${`#${h?.rule}`}>${h?.rule}</a></dd>`)}</dl>`;
}

/** @param {any} view @param {number} seat @param {(s: number) => string} pname */
function overlayTpl(view, seat, pname) {
  const ov = session.overlay;
  if (!ov) return nothing;
  const close = () => update("overlayClosed", (s) => { s.overlay = null; });
  if (ov.kind === "zoom") return zoomTpl(ov.id, close, view, ov.uid);
  if (ov.kind === "log") {
    return html`<div class="overlay" role="dialog" aria-modal="true" aria-label=${t("record.whole")}>
      <div class="overlay-panel"><header class="overlay-head"><h2>${t("record.whole")}</h2>
        <button type="button" class="overlay-close" @click=${close}>${t("ui.close")}</button></header>
        <div class="overlay-body">${wholeLogTpl(session.logs[seat], { seat, ai: ctx?.ai, pname, redraw: draw, fileName: "archon-log.txt" })}</div></div></div>`;
  }
  const p = view.players[ov.seat];
  const cards = p[ov.zone] || [];
  const o = { seat, readOnly: true, onCard: (/** @type {number} */ uid, /** @type {string} */ id) => update("zoomOpened", (s) => { s.overlay = { kind: "zoom", id, uid }; }) };
  return html`<div class="overlay" role="dialog" aria-modal="true" aria-label=${t(`archon.zone.${ov.zone}`, { n: cards.length })}
      @keydown=${(/** @type {KeyboardEvent} */ e) => { if (e.key === "Escape") close(); }}>
    <div class="overlay-panel"><header class="overlay-head"><h2>${pname(ov.seat)} · ${t(`archon.zone.${ov.zone}`, { n: cards.length })}</h2>
      <button type="button" class="overlay-close" @click=${close}>${t("ui.close")}</button></header>
      <div class="overlay-body archon-zone-list">${cards.map((/** @type {any} */ c) => cardTpl(c, o))}</div></div>
  </div>`;
}
