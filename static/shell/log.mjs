// The match record: every log entry the page received this session, grouped by turn, automatic
// passes folded into one line, the AI's actions marked, a filter, and export as plain text.
import { html, nothing, live } from "../lib/lit.mjs";
import { t } from "./i18n.mjs";
import { say } from "../lib/messages.mjs";
import { session, change } from "./session.mjs";

// ------------------------------------------------------------------ the log as a record

// The engine's log entries are messages {key, args} (docs/api.md, "Messages"): the record reads the
// key and the arguments (turn starts, automatic passes), never the words.
const AUTO = new Set(["log.auto_pass", "log.phase_skipped", "log.pass"]);
const QUIET = new Set(["log.phase", "log.resolve", "log.skip_draw"]);

export function entryKind(entry) {
  if (!entry) return "gap";
  if (entry.key === "log.turn" || entry.key === "archon.log.turn") return "turn";
  if (AUTO.has(entry.key)) return "auto";
  if (QUIET.has(entry.key)) return "quiet";
  return "event";
}

/** The turn number and seat (0-based) of a turn-start entry, or null. */
export function turnOf(entry) {
  return entry?.key === "log.turn" || entry?.key === "archon.log.turn" ? { turn: entry.args.n, seat: entry.args.seat } : null;
}

/** The seat an entry is about (who acts, draws, gains...), or null. */
export function seatOf(entry) {
  return Number.isInteger(entry?.args?.seat) ? entry.args.seat : null;
}

/** Two log entries say the same thing (the same message, the same arguments). */
export function sameEntry(a, b) {
  return Boolean(a && b) && a.key === b.key && JSON.stringify(a.args ?? {}) === JSON.stringify(b.args ?? {});
}

/**
 * Merge a view's log into the seat's record. `view.log` holds the entries from index
 * `view.log_start` (the page asks from what it has: `log_from`), `view.log_total` their count; an
 * undo shortens the record. `ai` marks the new entries as the AI's, up to the start of another
 * seat's turn (view.ai.seat: the AI's): what follows is that seat's turn beginning, not the AI's
 * doing. Returns the index of the first new entry.
 */
export function mergeLog(record, view, ai = false) {
  const tail = view.log || [];
  const total = view.log_total ?? tail.length;
  const start = view.log_start ?? total - tail.length;
  const known = record.length;
  const aiSeat = view.ai?.seat;
  let byAi = ai;
  if (record.length > total) record.length = total;
  for (let k = 0; k < tail.length; k++) {
    const i = start + k;
    const e = tail[k];
    const turn = i >= known ? turnOf(e) : null;
    if (turn && Number.isInteger(aiSeat) && turn.seat !== aiSeat) byAi = false;
    if (sameEntry(record[i], e)) continue;
    record[i] = { i, key: e.key, args: e.args || {}, ai: byAi && i >= known };
  }
  return Math.min(known, total);
}

/**
 * The record grouped by turn, automatic passes folded: [{turn, seat, items: [{kind, entries}]}].
 * Entries not received in this page session (before a reload) become one "gap" item.
 */
export function groupLog(record) {
  const groups = [];
  let cur = { turn: null, seat: null, items: [] };
  groups.push(cur);
  let missing = 0;
  const flushMissing = () => {
    if (missing) cur.items.push({ kind: "gap", entries: [], count: missing });
    missing = 0;
  };
  for (let i = 0; i < record.length; i++) {
    const e = record[i];
    if (!e) { missing += 1; continue; }
    flushMissing();
    const kind = entryKind(e);
    if (kind === "turn") {
      const tn = turnOf(e);
      cur = { turn: tn.turn, seat: tn.seat, head: e, items: [] };
      groups.push(cur);
      continue;
    }
    const last = cur.items[cur.items.length - 1];
    if (kind === "auto" && last?.kind === "auto") last.entries.push(e);
    else cur.items.push({ kind, entries: [e] });
  }
  flushMissing();
  return groups.filter((g) => g.turn != null || g.items.length);
}

/** The entries after index `from` that say what happened (no turn heads, passes or phase lines). */
export function eventsSince(record, from) {
  return record.slice(Math.max(0, from)).filter((e) => e && entryKind(e) === "event");
}


const PANEL_TURNS = 2;      // the side panel shows the last turns; the whole record is one click away

function isAi(e, o) {
  if (e.ai) return true;
  if (!o.ai) return false;
  // Entries from before a reload carry no mark: an AI match's events about the AI's seat.
  const aiSeat = o.ai.seat === 1 ? 0 : 1;
  return entryKind(e) === "event" && seatOf(e) === aiSeat;
}

function itemTpl(item, o) {
  if (item.kind === "gap") return html`<li class="log-gap">${t("record.gap", { n: item.count })}</li>`;
  if (item.kind === "auto" && item.entries.length > 1) {
    return html`<li class="log-entry k-auto folded" title=${item.entries.map((e) => say(e)).join("\n")}>${t("record.auto_passes", { n: item.entries.length })}</li>`;
  }
  const e = item.entries[0];
  const ai = isAi(e, o);
  return html`<li class="log-entry k-${item.kind} ${ai ? "ai" : ""}" data-i=${e.i}>${ai ? html`<span class="ai-mark">${t("record.ai_mark")}</span> ` : nothing}${say(e)}</li>`;
}

function turnHead(g, o) {
  return g.turn == null ? t("record.setup") : t("record.turn_head", { n: g.turn, player: o.pname(g.seat) });
}

/** The side panel: the last turns of the record, newest at the bottom. */
export function logPanel(record, o) {
  const groups = groupLog(record).slice(-PANEL_TURNS);
  scrollToEnd();
  return html`<section class="log" aria-label=${t("table.log")}>
    <header class="log-head"><h2>${t("table.log")}</h2>
      <button type="button" id="log-open" class="link" @click=${o.openWhole}>${t("record.open_whole")}</button></header>
    <ol id="log-list" data-count=${String(record.filter(Boolean).length)} data-total=${String(record.length)}>
      ${groups.map((g) => html`<li class="log-turn"><h3>${turnHead(g, o)}</h3><ol>${g.items.map((it) => itemTpl(it, o))}</ol></li>`)}
    </ol>
  </section>`;
}

/** Keep the newest line in sight: runs after the render that is being built. */
function scrollToEnd() {
  queueMicrotask(() => {
    const list = document.getElementById("log-list");
    if (list) list.scrollTop = list.scrollHeight;
  });
}

function matches(e, o, f) {
  if (!e) return !f.text && !f.onlyAi;
  if (f.text && !say(e).toLowerCase().includes(f.text.toLowerCase())) return false;
  if (f.onlyAi && !isAi(e, o)) return false;
  if (f.hideAuto && entryKind(e) === "auto") return false;
  return true;
}

function filtered(record, o, f) {
  const groups = groupLog(record);
  return groups.map((g) => ({ ...g, items: g.items.map((it) => ({ ...it, entries: it.entries.filter((e) => matches(e, o, f)) }))
    .filter((it) => it.kind === "gap" ? !f.text && !f.onlyAi : it.entries.length) }))
    .filter((g) => g.items.length || (!f.text && !f.onlyAi && !f.hideAuto));
}

/** The record as plain text, one turn per block (the current language). */
export function logText(record, o) {
  const out = [];
  for (const g of groupLog(record)) {
    out.push(turnHead(g, o));
    for (const it of g.items) {
      if (it.kind === "gap") out.push(`  ${t("record.gap", { n: it.count })}`);
      else for (const e of it.entries) out.push(`  ${isAi(e, o) ? `[${t("record.ai_mark")}] ` : ""}${say(e)}`);
    }
  }
  return out.join("\n") + "\n";
}

function downloadText(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The whole record with its filter and export (the log dialog and the end screen). */
export function wholeLogTpl(record, o) {
  const f = session.logFilter;
  const set = (patch) => { change("logFiltered", (s) => { s.logFilter = { ...s.logFilter, ...patch }; }); o.redraw(); };
  const groups = filtered(record, o, f);
  const count = groups.reduce((n, g) => n + g.items.reduce((m, it) => m + (it.kind === "gap" ? 0 : it.entries.length), 0), 0);
  return html`<div class="whole-log">
    <div class="log-tools" role="search">
      <label class="log-filter"><span>${t("record.filter")}</span>
        <input type="search" id="log-filter" .value=${live(f.text)} placeholder=${t("record.filter_hint")}
            @input=${(e) => set({ text: e.target.value })}></label>
      <label class="check"><input type="checkbox" id="log-hide-auto" .checked=${live(f.hideAuto)} @change=${(e) => set({ hideAuto: e.target.checked })}> ${t("record.hide_auto")}</label>
      ${o.ai ? html`<label class="check"><input type="checkbox" id="log-only-ai" .checked=${live(Boolean(f.onlyAi))} @change=${(e) => set({ onlyAi: e.target.checked })}> ${t("record.only_ai")}</label>` : nothing}
      <button type="button" id="log-export" @click=${() => downloadText(o.fileName || "eidolon-log.txt", logText(record, o))}>${t("record.export")}</button>
      <span class="log-count" id="log-count">${t("record.count", { n: count })}</span>
    </div>
    <ol class="log-all" id="log-all">
      ${groups.map((g) => html`<li class="log-turn"><h3>${turnHead(g, o)}</h3><ol>${g.items.map((it) => itemTpl(it, o))}</ol></li>`)}
    </ol>
  </div>`;
}
