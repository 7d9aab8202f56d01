// The table screen: both sides' cards in their frames, the Ermo with each player's progress, the
// stakes (Locations connected against the target, Vitalidade, Essence, Vestígios), the action bar
// next to the hand, the record of the match, and the card zoom. Rendered with lit-html into
// #screen-table on every view; only what changed in the DOM is touched.
//
// Play happens on the cards: selecting a card lists what it can do now in the action bar and lights
// up its targets; clicking a lit target takes the action. Which actions exist comes only from the
// view's `actions`; expected outcomes only from the engine's `preview` op.
import { html, nothing, render, classMap, styleMap, repeat } from "../../../lib/lit.mjs";
import { t, getLang } from "../../../shell/i18n.mjs";
import { cardDef, cardFull, cardName, doctrineName, DOCTRINES, PHASES } from "../cards.mjs";
import { refIn, say } from "../../../lib/messages.mjs";
import { rendered } from "../../../shell/tools.mjs";
import { show } from "../../../shell/dom.mjs";
import { session, change, onChange, resetMatch } from "../../../shell/session.mjs";
import { getHints, putHints } from "../../../shell/storage.mjs";
import { openRules, setRulesGame } from "../../../shell/screens/rules.mjs";
import { cardTpl, backTpl, fitNames } from "./card.mjs";
import { actionKey, arrange, bareAction, diffViews, DIRECT, indexView, targetsOf } from "./model.mjs";
import { badgeText, fetchPreviews, outcomeLines } from "./outcome.mjs";
import { eventsSince, logPanel, mergeLog, wholeLogTpl } from "../../../shell/log.mjs";
import { contextText, promptText } from "./words.mjs";
import { commandOf, endButton, nextFocus, ring, SHORTCUTS, step, typing } from "./keys.mjs";
import { hintFor } from "./hints.mjs";
import { beginMotion } from "../../../shell/motion.mjs";
import { eidolonMotion } from "./motion.mjs";

// ?anim=off turns every animation and transition off (benchmarks, screenshots); the system's
// "reduce motion" setting does the same through table.css.
if (new URLSearchParams(location.search).get("anim") === "off") document.body.classList.add("no-anim");

let ctx = null;          // callbacks and match settings from the app (see showTable)
let acted = null;        // uid of the card the seat's last action named (focus goes back to it if it can still act)
let byKeys = false;      // the last input was the keyboard (not a pointer): focus follows the play
let hints = null;        // the first-match hints' state {done, seen} (storage.mjs), read once
let previewToken = 0;
let toolsOpen = false;   // the table's tools folded into a menu on a narrow screen (table.css) are shown
const PREVIEW_DELAY_MS = 60;

// ------------------------------------------------------------------ entry points

/**
 * Show a view on the table. c: {seat, ai, aiThinking, aiFailed, playerName(seat, view), act(action),
 * undo(), exportMatch(), exportReplay() (optional), leave(), retryAi()}; the tutorial adds banner() (a template drawn above the
 * table) and target() (a selector of the element to mark "click here"). readOnly (the replay viewer,
 * screens/replay.mjs): nothing can be sent — no action offered, no undo, export or menu buttons, no hints;
 * a rival's hand present in the view (both hands revealed) is drawn above the rival's side.
 */
export function showTable(view, c) {
  setRulesGame("eidolon");            // "Regras" opens the reference of the game on the table
  ctx = c;
  if (session.matchId !== c.matchId) resetMatch(c.matchId);
  const seat = c.seat;
  const before = session.seen[seat]?.view ?? null;
  const motion = beginMotion(document.querySelector("#screen-table > .table-host"), () => eidolonMotion(before, view, seat));
  const fromAi = Boolean(view.ai);
  const own = session.ownPending;
  change("viewShown", (s) => {
    const record = s.logs[seat];
    const seen = s.seen[seat];
    const from = mergeLog(record, view, fromAi);
    const base = seen?.view || null;
    const sameState = base && base.hash === view.hash;
    const d = diffViews(base, view);
    s.fx = sameState ? new Map() : d.fx;
    s.slotFx = sameState ? new Map() : d.slots;
    s.seatFx = sameState ? [{}, {}] : d.seats;
    if (!sameState) {
      if (fromAi) {
        s.highlight = { uids: d.touched, ai: true, events: eventsSince(record, from) };
      } else if (s.ownPending) {
        s.highlight = null;
      } else if (base) {
        s.highlight = { uids: d.touched, ai: false, since: true, events: eventsSince(record, seen.logTotal) };
      }
      s.selected = null;
      s.aimed = null;
      s.hoverAction = null;
    }
    s.ownPending = false;
    s.seat = seat;
    s.view = view;
    s.seen[seat] = { view, logTotal: view.log_total ?? (view.log || []).length };
  });
  draw();
  show("screen-table");
  motion.play();
  rendered("table");
  placeFocus(own);
  requestPreviews(view, seat);
}

/** Re-render the table as it is (language switch, a selection, previews arriving). */
export function redraw() {
  if (session.view && ctx && !document.getElementById("screen-table").hidden) draw();
}

/** Empty the table (handoff, end, menu): nothing of this seat's view stays in the DOM. */
export function clearTable() {
  previewToken += 1;
  const host = document.querySelector("#screen-table > .table-host");
  if (host) host.remove();
  change("tableCleared", (s) => { s.ownPending = false; s.selected = null; s.aimed = null; s.overlay = null; s.hoverAction = null; });
}

function act(a) {
  if (!ctx || ctx.aiThinking || ctx.readOnly) return;
  previewToken += 1;                       // previews of the old state are of no use now
  acted = a.card ?? null;
  change("actionSent", (s) => { s.ownPending = true; s.selected = null; s.aimed = null; s.hoverAction = null; });
  ctx.act(a);
}

function requestPreviews(view, seat) {
  const key = `${view.hash}:${view.log_total}:${seat}`;
  if (session.previewsFor === key) return;
  const token = ++previewToken;
  change("previewsCleared", (s) => { s.previews = new Map(); s.previewsFor = key; });
  if (!view.decision || view.decision.seat !== seat || !(view.actions || []).length) return;
  // Asked a moment after the table is shown: an action clicked at once goes to the worker first.
  setTimeout(() => {
    if (token !== previewToken || session.view !== view || session.ownPending) return;
    fetchPreviews(view, seat).then((map) => received(map, token, view), (err) => console.warn("preview:", err));
  }, PREVIEW_DELAY_MS);
}

function received(map, token, view) {
  if (token !== previewToken || session.view !== view) return;
  change("previewsReceived", (s) => { s.previews = map; });
  document.body.dataset.previews = String(map.size);
  redraw();
}

// ------------------------------------------------------------------ helpers

function hostNode() {
  const screen = document.getElementById("screen-table");
  let host = screen.querySelector(":scope > .table-host");
  if (!host) {
    host = document.createElement("div");
    host.className = "table-host";
    screen.append(host);
  }
  return host;
}

/**
 * Focus after the table is drawn (issue 12). After the seat's own action (or undo) the focus always
 * moves to the next meaningful control (keys.mjs nextFocus: never "end phase" while anything else is
 * offered, so a double Enter cannot skip a phase); after the rival's or the AI's move it moves only if
 * it is not on the table already.
 */
function placeFocus(own) {
  const root = document.getElementById("screen-table");
  if (document.querySelector(".overlay") || "rulesOpen" in document.body.dataset || typing(document.activeElement)) return;
  if (!own && root.contains(document.activeElement)) return;
  const next = nextFocus(root, own ? acted : null);
  if (next) moveFocus(next);
}

/** Focus a control; scrolled into view when the player plays by keyboard. */
function moveFocus(el) {
  el.focus({ preventScroll: !byKeys });
}

function paymentText(pay) {
  if (!pay) return "";
  const parts = [];
  if (pay.essence) parts.push(t("pay.essence", { n: pay.essence, doctrine: doctrineName(pay.doctrine) }));
  if (pay.vestigio) parts.push(t("pay.vestigio", { n: pay.vestigio }));
  if (pay.exhaust) parts.push(t("pay.exhaust"));
  return parts.length ? t("pay.cost", { items: parts.join(", ") }) : t("pay.free");
}

function labelOf(a) { return say(a.label) || a.type; }

// ------------------------------------------------------------------ the whole table

function draw() {
  const t0 = performance.now();
  drawTable();
  performance.measure("eidolon:table-draw", { start: t0, end: performance.now() });
}

function drawTable() {
  const view = session.view;
  const me = session.seat;
  const rival = 1 - me;
  const where = indexView(view);
  const nameOf = (uid) => (where.has(uid) ? cardName(where.get(uid).id) : t("card.unknown"));
  const pname = (s) => ctx.playerName(s, view);
  const mine = view.decision && view.decision.seat === me && !ctx.aiThinking && !ctx.readOnly;
  const actions = mine ? (view.actions || []) : [];
  const { bySource, byTarget, general } = arrange(actions);
  const selected = session.selected != null && bySource.has(session.selected) ? session.selected : null;
  const selTargets = selected != null ? targetsOf(actions, selected) : new Map();
  // A lit target the selected card reaches in several ways (R6.3: payments to choose): asked in the bar.
  const aimed = selected != null && (selTargets.get(session.aimed)?.length ?? 0) > 1 ? session.aimed : null;
  // Attacking aims at the rival's Desbravador: light it up while an attacker is selected.
  const attack = selected != null ? (bySource.get(selected) || []).find((a) => a.type === "attack") : null;
  const rivalDes = view.players[rival].desbravador.uid;
  const hl = session.highlight;
  const c = view.contest;
  const inContest = new Set(c ? [c.actor, c.location, c.interceptor].filter((u) => u != null) : []);
  const previews = session.previews;
  const pctx = { nameOf, playerName: pname, target: view.location_target };
  const order = orderOf(view, actions, where);

  const onFocus = (inst) => change("cardFocused", (s) => { s.focus = { id: inst.id, uid: inst.uid ?? null }; redrawFocus(inst, nameOf); });
  const onZoom = (inst) => { change("zoomOpened", (s) => { s.overlay = { kind: "zoom", id: inst.id, uid: inst.uid ?? null }; }); redraw(); };

  const onActivate = (inst) => {
    const uid = inst.uid;
    const firsts = order.bySource.get(uid);
    if (firsts && firsts.length === 1) { act(firsts[0]); return; }
    if (selected != null && selTargets.has(uid)) {
      const list = selTargets.get(uid);
      if (list.length === 1) { act(list[0]); return; }
      change("paymentAsked", (s) => { s.aimed = uid; s.hoverAction = null; });
      redraw();
      const first = document.querySelector("#pay-choice button");
      if (byKeys && first instanceof HTMLElement) moveFocus(first);
      return;
    }
    if (attack && uid === rivalDes) { act(attack); return; }
    const direct = byTarget.get(uid);
    if (direct && direct.length === 1 && selected == null) { act(direct[0]); return; }
    const own = bySource.get(uid) || [];
    if (own.length === 1 && DIRECT.has(own[0].type)) { act(own[0]); return; }
    if (own.length) {
      const picking = selected !== uid;
      change(picking ? "cardSelected" : "cardUnselected", (s) => { s.selected = picking ? uid : null; s.aimed = null; s.hoverAction = null; });
      redraw();
      if (picking && byKeys) {
        const first = ring(document.getElementById("screen-table"), true)[0];
        if (first) moveFocus(first);
      }
      return;
    }
    onZoom(inst);
  };

  /** The card with everything the table knows about it right now. */
  const card = (inst, size = "field", extra = {}) => {
    const uid = inst.uid;
    const sources = bySource.get(uid);
    const targetActs = selTargets.get(uid) || byTarget.get(uid);
    const isAttackTarget = attack && uid === rivalDes;
    let badge = extra.badge || nothing;
    const aimed = targetActs?.[0] || (isAttackTarget ? attack : (sources?.length === 1 && DIRECT.has(sources[0].type) ? sources[0] : null));
    const report = aimed ? previews.get(actionKey(aimed)) : null;
    if (report && (targetActs || isAttackTarget || DIRECT.has(aimed.type))) {
      badge = html`<span class="c-badge outcome" data-outcome=${actionKey(aimed)}>${badgeText(report, uid, pctx)}</span>`;
    }
    const both = order.bySource.get(uid);
    const firsts = both?.length === 1 ? both : null;     // one trigger of this card: the click is the choice
    if (firsts) badge = html`<span class="c-badge order" data-order=${firsts.map((a) => a.index).join(" ")}>${t("table.order_badge")}</span>`;
    return cardTpl(inst, {
      size, nameOf, onFocus, onZoom, onActivate, badge, why: extra.why,
      fx: session.fx.get(uid),
      hint: firsts ? t("table.order_hint") : targetActs || isAttackTarget ? t("table.target_hint") : sources ? t("table.source_hint") : "",
      state: {
        actionable: Boolean(sources) && selected !== uid,
        selected: selected === uid,
        targetable: Boolean(targetActs) || Boolean(isAttackTarget) || Boolean(firsts),
        aimed: aimed === uid,
        "order-source": Boolean(firsts),
        touched: Boolean(hl?.uids?.has(uid)),
        "in-contest": inContest.has(uid),
        unplayable: Boolean(extra.why),
        ...(extra.state || {}),
      },
    });
  };

  const notes = [];        // filled by barTpl: the first-match hint and the outcome preview (drawn beside the board)
  const tpl = html`<div class="table ${ctx.aiThinking ? "ai-turn" : ""}" data-seat=${me}>
    ${ctx.banner ? ctx.banner() : nothing}
    ${topTpl(view, me, pname, nameOf)}
    <div class="table-grid">
      <div class="board">
        ${ctx.readOnly && view.players[rival].hand ? handTpl(view, rival, card, pname) : nothing}
        ${seatTpl(view, rival, false, card, pname)}
        ${ermoTpl(view, me, rival, card, pname)}
        ${seatTpl(view, me, true, card, pname)}
        ${barTpl(view, me, { actions, bySource, byTarget, general, selected, selTargets, aimed, attack, nameOf, pname, pctx, card, where, order, notes })}
        ${handTpl(view, me, card, ctx.readOnly ? pname : null)}
      </div>
      <aside class="side">
        <section class="notes" id="table-notes" aria-live="polite">${notes}</section>
        <section class="card-focus" id="card-preview" aria-live="polite"></section>
        ${decisionTpl(view, me, actions, nameOf, pname)}
        ${logPanel(session.logs[me], { seat: me, ai: ctx.ai, pname, openWhole: () => openOverlay({ kind: "log" }) })}
      </aside>
    </div>
    ${overlayTpl(view, me, nameOf, pname, card)}
  </div>`;
  const host = hostNode();
  render(tpl, host);
  markTarget(host, ctx.target ? ctx.target() : null);
  fitSoon(host);
  document.body.classList.toggle("ai-thinking", Boolean(ctx.aiThinking));
  const focus = session.focus;
  const inst = focus?.uid != null ? where.get(focus.uid)?.inst : null;
  if (focus && (focus.uid == null || inst)) redrawFocus(inst || { id: focus.id }, nameOf);
  else redrawFocus(null, nameOf);
}

/** The tutorial's hook (screens/tutorial.mjs): the one element matching `selector` is marked "click here". */
function markTarget(host, selector) {
  const el = selector ? host.querySelector(selector) : null;
  for (const old of host.querySelectorAll(".tutorial-target")) if (old !== el) old.classList.remove("tutorial-target");
  el?.classList.add("tutorial-target");
}

/** Zones drawn as cards on the board (a trigger's source there is lit in place; else in the choice strip). */
const ON_BOARD = new Set(["creatures", "relics", "ermo", "desbravador", "hand"]);

/**
 * The trigger-order decision (R16.1: the active player orders simultaneous triggers) on the cards:
 * bySource: source uid -> the offered "order" actions whose trigger that card is the source of;
 * away: the sources not drawn on the board (shown in the choice strip), as card instances;
 * listed: the order actions that still need a button (a source with two triggers, or none known).
 */
function orderOf(view, actions, where) {
  const bySource = new Map();
  const away = [];
  const listed = [];
  const d = view.decision || {};
  if (d.kind !== "order") return { bySource, away, listed };
  const triggers = d.context?.triggers || [];
  for (const a of actions) {
    if (a.type !== "order") continue;
    const src = triggers[a.index]?.source;
    if (src?.uid == null) { listed.push(a); continue; }
    if (!bySource.has(src.uid)) bySource.set(src.uid, []);
    bySource.get(src.uid).push(a);
  }
  for (const [uid, list] of bySource) {
    if (list.length > 1) listed.push(...list);
    const at = where.get(uid);
    if (!at || !ON_BOARD.has(at.zone)) {
      const src = triggers[list[0].index].source;
      away.push(at?.inst || { uid, id: src.id });
    }
  }
  return { bySource, away, listed };
}

let fitPending = false;
/**
 * Fit the names of new cards before the next frame is painted (rAF runs before that frame's layout
 * and paint), so the render itself forces no layout.
 */
function fitSoon(host) {
  if (fitPending) return;
  fitPending = true;
  requestAnimationFrame(() => { fitPending = false; fitNames(host); });
}

let opener = null;       // what had the focus when a dialog opened (it gets the focus back)
function openOverlay(o) {
  if (!session.overlay) opener = document.activeElement;
  change("overlayOpened", (s) => { s.overlay = o; });
  redraw();
  requestAnimationFrame(() => document.querySelector(".overlay .overlay-close")?.focus());
}

function closeOverlay() {
  const back = session.overlay;
  change("overlayClosed", (s) => { s.overlay = null; });
  redraw();
  const card = back?.uid != null ? document.querySelector(`#screen-table .board [data-uid="${back.uid}"]`) : null;
  const to = card || (opener instanceof HTMLElement && opener.isConnected ? opener : null);
  opener = null;
  to?.focus({ preventScroll: true });
}

let focusShown = "";
/** The side panel's full card (hover, keyboard focus): the engine's frame from cards.mjs. */
function redrawFocus(inst, nameOf) {
  const box = document.getElementById("card-preview");
  if (!box) return;
  const key = inst ? `${getLang()}:${inst.id}:${JSON.stringify(inst)}` : "";
  if (key === focusShown && box.firstChild) return;
  focusShown = key;
  box.replaceChildren(inst ? cardFull(inst.id, inst.uid != null ? inst : undefined, nameOf, { art: true })
    : Object.assign(document.createElement("p"), { className: "hint", textContent: t("table.preview_hint") }));
}

// ------------------------------------------------------------------ top: turn, phase, caption, tools

function topTpl(view, me, pname, nameOf) {
  const hl = session.highlight;
  const events = hl?.events || [];
  let caption = nothing;
  if (hl && events.length) {
    const last = events.slice(-3).map((e) => say(e)).join(" ");
    const head = hl.ai ? t("table.caption_ai") : ctx?.readOnly ? t("replay.caption_step", { n: events.length })
      : hl.since ? t("table.caption_since", { n: events.length }) : "";
    caption = html`<p id="table-caption" class="caption ${hl.ai ? "by-ai" : ""}" role="status" title=${events.map((e) => say(e)).join("\n")}>
      ${head ? html`<span class="caption-head">${head}</span>` : nothing}<span class="caption-text">${last}</span></p>`;
  } else {
    caption = html`<p id="table-caption" class="caption empty" role="status"></p>`;
  }
  return html`<header class="table-top">
    <ol class="phase-bar" aria-label=${t("table.phases")}>
      ${PHASES.map((ph) => html`<li class=${ph === view.phase ? "current" : ""} aria-current=${ph === view.phase ? "step" : "false"}>${t(`phase.${ph}`)}</li>`)}
    </ol>
    <p class="turn-line">${t("table.turn", { n: view.turn ?? "?", player: pname(view.active) })}</p>
    ${caption}
    ${ctx.readOnly ? nothing : html`<div class="table-tools ${toolsOpen ? "open" : ""}">
      <button type="button" id="undo" ?disabled=${view.can_undo === false || ctx.aiThinking} @click=${() => { change("undoSent", (s) => { s.ownPending = true; }); ctx.undo(); }}>${t("table.undo")}</button>
      <button type="button" id="open-log" class="log-opener" aria-haspopup="dialog" aria-keyshortcuts="L" @click=${() => openOverlay({ kind: "log" })}>${t("table.log")}</button>
      <button type="button" id="table-tools-toggle" class="tools-toggle" aria-expanded=${toolsOpen ? "true" : "false"} aria-controls="table-more"
          @click=${() => { toolsOpen = !toolsOpen; redraw(); }}>${t("table.more")}</button>
      <div class="table-more" id="table-more" @click=${(e) => { if (toolsOpen && e.target.closest("button")) { toolsOpen = false; } }}>
      <button type="button" id="export-match" @click=${() => ctx.exportMatch()}>${t("saves.export")}</button>
      ${ctx.exportReplay ? html`<button type="button" id="export-replay" @click=${() => ctx.exportReplay()}>${t("replay.export")}</button>` : nothing}
      <button type="button" id="to-menu" @click=${() => ctx.leave()}>${t("table.menu")}</button>
      <details class="debug" id="debug-details" ?open=${session.detailsOpen}
          @toggle=${(e) => change("detailsToggled", (s) => { s.detailsOpen = e.target.open; })}>
        <summary>${t("table.details")}</summary>
        <span id="state-hash" data-hash=${view.hash || ""}>${t("table.hash", { hash: view.hash || "" })}</span>
        ${view.seed != null ? html`<span id="match-seed">${t("match.seed", { seed: view.seed })}</span>` : nothing}
        <span>${t("table.log_total", { n: view.log_total ?? 0 })}</span>
      </details>
      </div>
    </div>`}
  </header>`;
}

// ------------------------------------------------------------------ a player's side

function seatTpl(view, seat, own, card, pname) {
  const p = view.players[seat];
  const des = p.desbravador;
  const rival = view.players[1 - seat];
  const target = view.location_target;
  const vitPct = Math.max(0, Math.min(100, Math.round(100 * (des.vitalidade / (des.max || 1)))));
  const connected = (p.connected || []).length;
  const fx = session.seatFx?.[seat] || {};
  const threat = Math.max(0, ...(p.creatures || []).map((c) => c.atk || 0));
  const warn = [];
  const over = Boolean(view.result);       // a threat warns of a match going on: none once it is over
  if (!over && connected === target - 1) warn.push(t("table.warn_one_location"));
  if (!over && threat > 0 && threat >= rival.desbravador.vitalidade) warn.push(t("table.warn_one_attack"));
  const title = ctx.readOnly ? pname(seat) : own ? t("table.you", { player: t("player.n", { n: seat + 1 }) })
    : ctx.ai ? t("table.rival_ai", { player: t("player.n", { n: seat + 1 }), level: t(`ai.level.${ctx.ai.level}`) })
      : t("table.rival", { player: t("player.n", { n: seat + 1 }) });
  const pile = (zone, key, list) => html`<button type="button" class="pile ${zone} ${zone === "discard" && fx.destroyed ? "fx-destroyed" : ""}" data-zone=${zone} data-seat=${seat}
      ?disabled=${!list.length} @click=${() => openOverlay({ kind: "zone", seat, zone })}>${t(key, { n: list.length })}</button>`;
  const strip = html`<div class="seat-strip">
    <h2 class="seat-name">${title}</h2>
    <span class="vit ${fx.hit ? "fx-hit" : ""}" role="meter" aria-valuemin="0" aria-valuemax=${des.max} aria-valuenow=${des.vitalidade}
        aria-label=${t("player.vitalidade", { n: des.vitalidade, max: des.max })} title=${t("player.vitalidade", { n: des.vitalidade, max: des.max })}>
      <span class="vit-fill ${vitPct <= 30 ? "low" : ""}" style=${styleMap({ width: `${vitPct}%` })}></span>
      <span class="vit-text">${t("table.vit_short", { n: des.vitalidade, max: des.max })}</span>
    </span>
    <button type="button" class="stake connected ${fx.completed ? "fx-complete" : ""}" data-zone="connected" data-seat=${seat}
        @click=${() => openOverlay({ kind: "zone", seat, zone: "connected" })}
        aria-label=${t("table.connected_of", { n: connected, target })}>
      <span class="stake-k">${t("table.locations_short")}</span> <b>${connected}/${target}</b>
    </button>
    <span class="essence-list" role="list" aria-label=${t("table.essence")}>
      ${DOCTRINES.map((d) => html`<span role="listitem" class="ess doctrine-${d} ${p.essence?.[d] ? "" : "zero"}" title=${doctrineName(d)}
          aria-label=${`${doctrineName(d)} ${p.essence?.[d] ?? 0}`}>${p.essence?.[d] ?? 0}</span>`)}
    </span>
    <span class="stake vest" title=${t("table.vestigios", { n: p.vestigios ?? 0 })}><span class="stake-k">${t("table.vest_short")}</span> <b>${p.vestigios ?? 0}</b></span>
    ${own && seat === view.active ? html`<span class="stake credits" title=${t("table.explore_credits", { n: p.explore_credits ?? 0 })}><span class="stake-k">${t("table.credits_short")}</span> <b>${p.explore_credits ?? 0}</b></span>` : nothing}
    <span class="stake deck" title=${t("table.deck_count", { n: p.deck_count ?? 0 })}>${backTpl(t("table.deck_count", { n: p.deck_count ?? 0 }), p.deck_count ?? 0)}</span>
    ${own ? nothing : html`<span class="stake hand-count" title=${t("table.hand_count", { n: p.hand_count ?? 0 })}><span class="stake-k">${t("table.hand_short")}</span> <b>${p.hand_count ?? 0}</b></span>`}
    ${pile("discard", "table.discard", p.discard || [])}
    ${pile("committed", "table.committed_short", p.committed || [])}
    ${own && p.reserve ? pile("reserve", "table.reserve_short", p.reserve) : nothing}
    ${p.fatigue ? html`<span class="stake fatigue">${t("table.fatigue", { n: p.fatigue })}</span>` : nothing}
    ${warn.length ? html`<span class="warning" role="status">${warn.join(" · ")}</span>` : nothing}
  </div>`;
  const field = html`<div class="field">
    <div class="desb-slot">${card(des, "field", { state: { desbravador: true } })}</div>
    <div class="zone creatures fan" aria-label=${t("table.creatures")} style=${styleMap({ "--n": String(Math.max(1, (p.creatures || []).length)) })}>
      ${(p.creatures || []).length ? repeat(p.creatures, (x) => x.uid, (x) => card(x)) : html`<p class="empty">${t("table.no_creatures")}</p>`}
    </div>
    ${(p.relics || []).length ? html`<div class="zone relics fan" aria-label=${t("table.relics")} style=${styleMap({ "--n": String(p.relics.length) })}>${repeat(p.relics, (x) => x.uid, (x) => card(x))}</div>` : nothing}
  </div>`;
  return html`<section class="player-area ${own ? "own" : "rival"} ${seat === view.active ? "active" : ""}" data-seat=${seat} aria-label=${pname(seat)}>
    ${own ? html`${field}${strip}` : html`${strip}${field}`}
  </section>`;
}

// ------------------------------------------------------------------ the Ermo

function ermoTpl(view, me, rival, card, pname) {
  const slots = view.ermo || [];
  const bar = (seat, prog, need) => {
    const n = prog[seat] ?? 0;
    const pct = need ? Math.min(100, Math.round((100 * n) / need)) : 0;
    return html`<div class="prog ${seat === me ? "mine" : "theirs"}" role="meter" aria-valuemin="0" aria-valuemax=${need} aria-valuenow=${n}
        aria-label=${t("table.progress", { player: pname(seat), n, need })}>
      <span class="prog-who">${seat === me ? t("table.you_short") : t("table.rival_short")}</span>
      <span class="prog-bar"><span class="prog-fill" style=${styleMap({ width: `${pct}%` })}></span></span>
      <span class="prog-n">${n}/${need}</span>
    </div>`;
  };
  return html`<section class="ermo" aria-label=${t("table.ermo")}>
    ${slots.map((slot, i) => {
      if (!slot.card) return html`<div class="slot empty" data-slot=${i}><span class="slot-empty">${t("table.empty_slot")}</span></div>`;
      const need = cardDef(slot.card.id)?.difficulty ?? 0;
      const prog = slot.progress || [0, 0];
      return html`<div class="slot ${session.slotFx?.get(i) || ""}" data-slot=${i}>
        ${card(slot.card)}
        <div class="slot-progress">${bar(me, prog, need)}${bar(rival, prog, need)}</div>
      </div>`;
    })}
  </section>`;
}

// ------------------------------------------------------------------ the hand

/** A seat's hand; pname given (read-only): titled with the player's name (both hands may be shown). */
function handTpl(view, me, card, pname = null) {
  const hand = view.players[me].hand || [];
  const reasons = new Map((view.unplayable || []).map((u) => [u.card, u.reason]));
  const title = pname ? t("replay.hand_of", { player: pname(me), n: hand.length }) : t("table.hand_title", { n: hand.length });
  return html`<section class="hand" aria-label=${title} data-seat=${me}>
    <h2 class="hand-title">${title}</h2>
    <div class="zone hand-cards fan" style=${styleMap({ "--n": String(Math.max(1, hand.length)) })}>${repeat(hand, (x) => x.uid, (x) => card(x, "hand", { why: reasons.get(x.uid) }))}</div>
  </section>`;
}

// ------------------------------------------------------------------ the action bar (next to the hand)

function barTpl(view, me, o) {
  const d = view.decision || {};
  const { actions, bySource, byTarget, general, selected, selTargets, aimed, nameOf, pname, pctx, card, where, order } = o;
  const lines = contextText(view, nameOf, pname);
  if (ctx.readOnly) {
    return html`<section class="action-bar waiting read-only" id="action-bar" aria-label=${t("table.decision")}>
      ${d.seat != null ? html`<p class="prompt">${t("ai.deciding", { player: pname(d.seat) })}</p>`
        : view.result ? html`<p class="prompt" id="replay-result">${view.result.winner == null ? t("end.draw") : t("end.winner", { player: pname(view.result.winner) })}</p>` : nothing}
      ${lines.map((l) => html`<p class="context">${l}</p>`)}
    </section>`;
  }
  if (ctx.aiThinking || (d.seat != null && d.seat !== me)) {
    return html`<section class="action-bar waiting" id="action-bar" aria-label=${t("table.decision")}>
      <p class="prompt">${t("ai.deciding", { player: pname(d.seat) })}</p>
      ${lines.map((l) => html`<p class="context">${l}</p>`)}
      ${ctx.aiFailed ? html`<div class="general"><button type="button" id="ai-retry" class="primary" @click=${() => ctx.retryAi()}>${t("ai.retry")}</button></div>`
        : html`<p id="ai-thinking" class="thinking-indicator" role="status"><span class="spinner" aria-hidden="true"></span>${t("ai.thinking")}</p>`}
    </section>`;
  }
  const preview = (a) => session.previews.get(actionKey(a));
  const outcomeList = (a, id) => {
    const r = preview(a);
    if (!r) return nothing;
    return html`<ul class="outcome" data-outcome=${actionKey(a)} id=${id || nothing} aria-label=${t("outcome.title")}>
      <li class="outcome-head">${t("outcome.if_nobody")}</li>
      ${outcomeLines(r, pctx).map((l) => html`<li class="o-${l.kind}">${l.text}</li>`)}
    </ul>`;
  };
  const gbutton = (a) => html`<button type="button" class="general-action type-${a.type} ${a.type === "end_phase" ? "" : "primary"}"
      data-type=${a.type} data-key=${actionKey(a)} data-order=${a.type === "order" ? a.index : nothing}
      @mouseenter=${() => setHover(a)} @focus=${() => setHover(a)} @click=${() => act(a)}>
    ${a.type === "order" ? t("table.order_first", { name: nameOf(d.context?.triggers?.[a.index]?.source?.uid) }) : labelOf(a)}
  </button>`;
  // The choice strip: cards that are the choice itself (Locations to pick, targets out of sight, triggers).
  let choice = nothing;
  if (d.kind === "pick") {
    const cards = actions.filter((a) => a.type === "pick").map((a) => ({ a, inst: where.get(a.card)?.inst || { uid: a.card, id: refIn(a.label)?.id ?? "" } }));
    choice = html`<div class="choice" role="list">${cards.map(({ inst }) => html`<div role="listitem">${card(inst, "pick")}</div>`)}</div>`;
  } else if (d.kind === "order") {
    if (order.away.length) choice = html`<div class="choice" role="list">${order.away.map((inst) => html`<div role="listitem">${card(inst, "pick")}</div>`)}</div>`;
  } else if (d.kind === "target") {
    const hidden = [...byTarget.keys()].filter((u) => where.get(u)?.zone && !["creatures", "relics", "ermo", "desbravador", "hand"].includes(where.get(u).zone));
    if (hidden.length) choice = html`<div class="choice" role="list">${hidden.map((u) => html`<div role="listitem">${card(where.get(u).inst, "pick")}</div>`)}</div>`;
  }
  // The selected card's actions: what it can do now, with cost and (when it aims) the lit targets.
  let sel = nothing;
  if (selected != null) {
    const list = bySource.get(selected) || [];
    const direct = list.filter((a) => a.target == null || a.type === "reerguer");
    const aiming = list.filter((a) => a.target != null && a.type !== "reerguer");
    const hovered = session.hoverAction && list.find((a) => actionKey(a) === session.hoverAction);
    const shownOutcome = hovered || (direct.length === 1 ? direct[0] : null) || (aiming.length === 1 ? aiming[0] : null);
    // The clicked target is reached in several ways (R6.3): each way is a button with its payment.
    const ways = aimed != null ? selTargets.get(aimed) : null;
    sel = html`<div class="selection" data-uid=${selected}>
      <p class="sel-title">${t("table.selected", { name: nameOf(selected) })}</p>
      <div class="sel-actions">
        ${direct.map((a) => html`<button type="button" class="card-action type-${a.type}" data-type=${a.type} data-key=${actionKey(a)}
            @mouseenter=${() => setHover(a)} @focus=${() => setHover(a)} @click=${() => act(a)}>
          <span class="action-label">${labelOf(a)}</span>${a.payment ? html`<span class="payment">${paymentText(a.payment)}</span>` : nothing}</button>`)}
        ${ways ? html`<div class="pay-choice" id="pay-choice" role="group" aria-label=${t("table.choose_payment", { name: nameOf(selected) })}>
            <p class="aim-hint">${t("table.choose_payment", { name: nameOf(selected) })}</p>
            ${ways.map((a) => html`<button type="button" class="card-action pay-way type-${a.type}" data-type=${a.type} data-key=${actionKey(a)}
                data-target=${a.target} data-spend=${a.spend ? JSON.stringify(a.spend) : ""}
                @mouseenter=${() => setHover(a)} @focus=${() => setHover(a)} @click=${() => act(a)}>
              <span class="action-label">${labelOf(a)}</span>${a.payment ? html`<span class="payment">${paymentText(a.payment)}</span>` : nothing}</button>`)}
          </div>`
        : aiming.length ? html`<p class="aim-hint">${t("table.choose_target", { n: selTargets.size })}</p>` : nothing}
        <button type="button" class="link" id="clear-selection" @click=${() => clearSelection(selected)}>${t("table.clear_selection")}</button>
      </div>
    </div>`;
    if (shownOutcome) o.notes.push(outcomeList(shownOutcome, "outcome-selected"));
  }
  // The general actions (end phase, let pass, pass, order) and the outcome of the one pointed at.
  const hoveredGeneral = session.hoverAction && general.find((a) => actionKey(a) === session.hoverAction);
  const defaultOutcome = general.find((a) => a.type === "let_pass" || a.type === "pass_window");
  const outcomeFor = hoveredGeneral || (selected == null ? defaultOutcome : null);
  const aimedHover = selected == null && session.hoverAction && actions.find((a) => actionKey(a) === session.hoverAction && a.card != null);
  o.notes.unshift(hintTpl(view, me, actions));
  if (selected == null && (outcomeFor || aimedHover)) o.notes.push(outcomeList(aimedHover || outcomeFor, "outcome-general"));
  return html`<section class="action-bar" id="action-bar" aria-label=${t("table.decision")} data-kind=${d.kind || ""}>
    ${selected == null || lines.length ? html`<div class="bar-head">
      ${selected == null ? html`<p class="prompt">${promptText(view)}</p>` : nothing}
      ${lines.map((l) => html`<p class="context">${l}</p>`)}
    </div>` : nothing}
    ${choice}
    ${sel}
    ${d.kind === "order" ? html`<p class="aim-hint" id="order-hint">${t("table.order_hint")}</p>` : nothing}
    <div class="general">${general.filter((a) => a.type !== "order" || order.listed.includes(a)).map(gbutton)}</div>
  </section>`;
}

// ------------------------------------------------------------------ first-match hints

function hintState() {
  if (!hints) hints = getHints();
  return hints;
}

function storeHints(next) {
  hints = { ...hintState(), ...next };
  putHints(hints);
  redraw();
}

/** The first-match hint the view calls for (hints.mjs), until a match is finished or they are turned off. */
function hintTpl(view, me, actions) {
  const h = hintState();
  if (h.done) return nothing;
  const hint = hintFor(view, me, actions, new Set(h.seen));
  if (!hint) return nothing;
  return html`<aside class="hint-bubble" id="hint-bubble" role="note" data-hint=${hint.id} aria-label=${t("hint.title")}>
    <p class="hint-text"><b class="hint-head">${t("hint.title")}:</b> ${t(hint.key, hint.args)}
      <a class="hint-rule" href=${"#" + hint.rule}>${t("hint.rule", { rule: hint.rule })}</a></p>
    <span class="hint-tools">
      <button type="button" class="hint-dismiss" id="hint-dismiss" @click=${() => dismissHint(hint.id)}>${t("hint.dismiss")}</button>
      <button type="button" class="link hint-off" id="hint-off" @click=${() => storeHints({ done: true })}>${t("hint.off")}</button>
    </span>
  </aside>`;
}

function dismissHint(id) {
  const back = document.activeElement?.id === "hint-dismiss";
  storeHints({ seen: [...hintState().seen, id] });
  if (back) placeFocus(true);
}

// A finished match ends the first-match hints (issue 12).
onChange((name) => { if (name === "matchEnded" && !hintState().done) { hints = { ...hintState(), done: true }; putHints(hints); } });

/** Drop the selection; the focus goes back to the card that was selected (else the hand), not to the page. */
function clearSelection(uid) {
  change("cardUnselected", (s) => { s.selected = null; s.aimed = null; });
  redraw();
  const root = document.getElementById("screen-table");
  const to = root.querySelector(`.board [data-uid="${uid}"]`) || root.querySelector(".hand .hand-cards .card");
  if (to instanceof HTMLElement) moveFocus(to);
}

function setHover(a) {
  const key = actionKey(a);
  if (session.hoverAction === key) return;
  change("actionPointed", (s) => { s.hoverAction = key; });
  redraw();
}

// ------------------------------------------------------------------ the side list (accessible fallback)

/** Show the card an action names (its source, else its target) in the side panel. */
function showNamed(a, where, nameOf) {
  const uid = a.card ?? a.target;
  const inst = uid != null ? where.get(uid)?.inst : null;
  if (!inst) return;
  change("cardFocused", (s) => { s.focus = { id: inst.id, uid: inst.uid ?? null }; });
  redrawFocus(inst, nameOf);
}

function decisionTpl(view, me, actions, nameOf, pname) {
  const d = view.decision || {};
  const where = indexView(view);
  if (ctx.readOnly) return html`<section class="decision read-only" aria-label=${t("table.decision")}><h2>${t("replay.read_only")}</h2>${keysButton()}</section>`;
  if (ctx.aiThinking || (d.seat != null && d.seat !== me)) {
    return html`<section class="decision ai-turn" aria-label=${t("table.decision")}><h2>${t("ai.deciding", { player: pname(d.seat) })}</h2>${keysButton()}</section>`;
  }
  const groups = new Map();
  for (const a of actions) {
    const k = a.card ?? "general";
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(a);
  }
  const button = (a) => html`<button type="button" class="action type-${a.type}" data-type=${a.type} data-card=${a.card ?? ""}
      data-target=${a.target ?? ""} data-index=${String(actions.indexOf(a))} data-spend=${a.spend ? JSON.stringify(a.spend) : ""}
      data-source=${a.type === "order" ? (d.context?.triggers?.[a.index]?.source?.uid ?? "") : ""} data-order=${a.type === "order" ? a.index : ""}
      @click=${() => act(a)}
      @mouseenter=${() => showNamed(a, where, nameOf)} @focus=${() => showNamed(a, where, nameOf)}>
    <span class="action-label">${labelOf(a)}</span>${a.payment ? html`<span class="payment">${paymentText(a.payment)}</span>` : nothing}</button>`;
  return html`<section class="decision" aria-label=${t("table.decision")}>
    <h2>${promptText(view)}</h2>
    <details id="action-list" ?open=${session.listOpen} @toggle=${(e) => change("listToggled", (s) => { s.listOpen = e.target.open; })}>
      <summary>${t("table.action_list", { n: actions.length })}</summary>
      <div class="actions">
        ${[...groups].map(([k, list]) => k === "general" ? list.map(button)
          : html`<div class="action-group"><h3>${nameOf(k)}</h3>${list.map(button)}</div>`)}
      </div>
    </details>
    ${keysButton()}
  </section>`;
}

/** The button of the shortcut list (also the K key). */
function keysButton() {
  return html`<button type="button" class="link keys-open" id="open-keys" aria-haspopup="dialog" aria-keyshortcuts="K"
    @click=${() => openOverlay({ kind: "keys" })}>${t("keys.open")}</button>`;
}

// ------------------------------------------------------------------ overlays: zoom, piles, the whole log

function overlayTpl(view, me, nameOf, pname, card) {
  const o = session.overlay;
  if (!o) return nothing;
  let body = nothing;
  let title = "";
  if (o.kind === "zoom") {
    const inst = o.uid != null ? indexView(view).get(o.uid)?.inst : null;
    title = cardName(o.id);
    body = html`<div class="zoom-card">${cardFull(o.id, inst || undefined, nameOf, { art: true })}</div>`;
  } else if (o.kind === "zone") {
    const p = view.players[o.seat];
    const list = p[o.zone] || [];
    title = t(`table.zone.${o.zone}`, { player: pname(o.seat), n: list.length });
    body = html`<div class="zone-list">${list.length ? list.map((x) => card(x, "hand")) : html`<p class="empty">${t("table.zone_empty")}</p>`}</div>`;
  } else if (o.kind === "log") {
    title = t("record.whole");
    body = wholeLogTpl(session.logs[me], { seat: me, ai: ctx.ai, pname, redraw });
  } else if (o.kind === "keys") {
    title = t("keys.title");
    body = keysTpl();
  }
  return html`<div class="overlay" role="dialog" aria-modal="true" aria-label=${title}
      @keydown=${(e) => { if (e.key === "Escape") { e.stopPropagation(); closeOverlay(); } }}
      @click=${(e) => { if (e.target.classList.contains("overlay")) closeOverlay(); }}>
    <div class="overlay-panel">
      <header class="overlay-head"><h2>${title}</h2>
        <button type="button" class="overlay-close" @click=${closeOverlay}>${t("ui.close")}</button></header>
      <div class="overlay-body">${body}</div>
    </div>
  </div>`;
}

/** The shortcut list (keys.mjs) and the switch that brings the first-match hints back. */
function keysTpl() {
  const on = !hintState().done;
  return html`<table class="keys-list" id="keys-list">
      <thead><tr><th scope="col">${t("keys.key_col")}</th><th scope="col">${t("keys.what_col")}</th></tr></thead>
      <tbody>${SHORTCUTS.map((k) => html`<tr data-what=${k.what}><th scope="row">${k.keys.map((key, i) => html`${i ? " / " : ""}<kbd>${key}</kbd>`)}</th><td>${t(k.what)}</td></tr>`)}</tbody>
    </table>
    <p class="hint">${t("keys.typing")}</p>
    <label class="hints-toggle"><input type="checkbox" id="hints-toggle" .checked=${on}
      @change=${(e) => storeHints(e.target.checked ? { done: false, seen: [] } : { done: true })}> ${t("hint.toggle")}</label>`;
}

let resizeTimer = 0;
addEventListener("resize", () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => { for (const id of ["screen-table", "screen-end"]) fitNames(document.getElementById(id)); }, 100);
});

// ------------------------------------------------------------------ the keyboard (keys.mjs)

document.addEventListener("pointerdown", () => { byKeys = false; }, true);
document.addEventListener("keydown", (e) => {
  byKeys = true;
  const root = document.getElementById("screen-table");
  if (!session.view || !ctx || root.hidden || "rulesOpen" in document.body.dataset || typing(e.target)) return;
  const cmd = commandOf(e);
  if (!cmd) return;
  if (session.overlay) {
    if (cmd.command === "back") { e.preventDefault(); closeOverlay(); }
    return;
  }
  const choosing = session.selected != null && Boolean(root.querySelector(".board .card.selected"));
  const inTable = root.contains(document.activeElement) || document.activeElement === document.body;
  switch (cmd.command) {
    case "back":
      if (session.selected == null) return;
      clearSelection(session.selected);
      break;
    case "tab": {
      const list = choosing ? ring(root, true) : [];
      if (!list.length) return;      // Tab walks the whole page unless a target is being chosen
      moveAlong(list, cmd.back ? -1 : 1);
      break;
    }
    case "next": case "prev":
      if (!inTable) return;
      moveAlong(ring(root, choosing), cmd.command === "next" ? 1 : -1);
      break;
    case "end": {
      const b = endButton(root);
      if (!b || ctx.aiThinking) return;
      b.click();
      break;
    }
    case "hand": case "card": {
      const cards = [...root.querySelectorAll(".hand .hand-cards .card")];
      const to = cmd.command === "card" ? cards[cmd.n - 1] : root.querySelector(".hand .card.actionable") || cards[0];
      if (!(to instanceof HTMLElement)) return;
      moveFocus(to);
      break;
    }
    case "log": openOverlay({ kind: "log" }); break;
    case "keys": openOverlay({ kind: "keys" }); break;
    case "rules": openRules(); break;
    default: return;
  }
  e.preventDefault();
});

function moveAlong(list, by) {
  const to = step(list, document.activeElement, by);
  if (to) moveFocus(to);
}

