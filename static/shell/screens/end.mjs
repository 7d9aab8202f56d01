// The end of a match: who won and why, the final board (fields, Ermo, connected Locations), the
// whole record of the match with its filter and export, the seed and the state hash, and a rematch
// with the same seed or a new one.
import { html, nothing, render } from "../../lib/lit.mjs";
import { t } from "../i18n.mjs";
import { cardFull, cardName } from "../../rulesets/eidolon/cards.mjs";
import { show } from "../dom.mjs";
import { rendered } from "../tools.mjs";
import { session, change } from "../session.mjs";
import { cardTpl, fitNames } from "../../rulesets/eidolon/table/card.mjs";
import { indexView, mergeLog } from "../../rulesets/eidolon/table/model.mjs";
import { wholeLogTpl } from "../log.mjs";
import { exportReplay, keepInHistory, watchMatch } from "./replay.mjs";
import { archonEndBoard } from "../../rulesets/archon/end.mjs";

let current = null;

function host(screen) {
  let h = screen.querySelector(":scope > .screen-host");
  if (!h) {
    screen.replaceChildren();
    h = document.createElement("div");
    h.className = "screen-host";
    screen.append(h);
  }
  return h;
}

/**
 * c: {seat (whose view this is), result() (headline), reason(), playerName(seat, view), rematch(), newSeed(),
 * exportMatch(), leave(), ai}.
 */
export function showEnd(view, c) {
  current = { view, c };
  change("matchEnded", (s) => { mergeLog(s.logs[c.seat], view, false); s.overlay = null; });
  draw();
  show("screen-end");
  fitNames(document.getElementById("screen-end"));
  rendered("end");
  document.getElementById("rematch")?.focus();
  keepInHistory(view);        // every finished match goes to the history (docs/replays.md)
}

function draw() {
  const { view, c } = current;
  const where = indexView(view);
  const nameOf = (uid) => (where.has(uid) ? cardName(where.get(uid).id) : t("card.unknown"));
  const pname = (s) => c.playerName(s, view);
  const zoom = (inst) => { change("zoomOpened", (s) => { s.endZoom = inst; }); draw(); };
  const card = (inst) => cardTpl(inst, { size: "field", nameOf, onActivate: zoom, onZoom: zoom, onFocus: () => {} });
  const side = (seat) => {
    const p = view.players[seat];
    const des = p.desbravador;
    return html`<section class="end-side" data-seat=${seat}>
      <h3>${pname(seat)}</h3>
      <p class="end-stakes">${t("player.vitalidade", { n: des.vitalidade, max: des.max })} · ${t("table.connected_of", { n: (p.connected || []).length, target: view.location_target })}</p>
      <div class="end-row">${card(des)}${(p.creatures || []).map(card)}${(p.relics || []).map(card)}</div>
      ${(p.connected || []).length ? html`<h4>${t("end.connected")}</h4><div class="end-row">${p.connected.map(card)}</div>` : nothing}
    </section>`;
  };
  const r = session.endZoom;
  render(html`<div class="end">
    <header class="end-head">
      <h2 id="end-result">${c.result()}</h2>
      ${c.reason() ? html`<p id="end-reason">${c.reason()}</p>` : nothing}
      <p class="end-meta">${view.seed != null ? html`<span id="end-seed">${t("match.seed", { seed: view.seed })}</span> · ` : nothing}<span id="end-hash">${t("table.hash", { hash: view.hash || "" })}</span></p>
      <div class="end-tools">
        <button type="button" id="rematch" class="primary" @click=${() => c.rematch()}>${t("end.rematch")}</button>
        <button type="button" id="rematch-new" @click=${() => c.newSeed()}>${t("end.rematch_new")}</button>
        <button type="button" id="export-end" @click=${() => c.exportMatch()}>${t("saves.export")}</button>
        <button type="button" id="watch-replay" @click=${() => watchMatch(view, () => { show("screen-end"); rendered("end"); })}>${t("replay.watch")}</button>
        <button type="button" id="export-replay-end" @click=${() => exportReplay(view)}>${t("replay.export")}</button>
        <button type="button" id="end-menu" @click=${() => c.leave()}>${t("table.menu")}</button>
      </div>
    </header>
    <div class="end-grid">
      ${view.ruleset === "archon" ? archonEndBoard(view, c.seat, pname) : html`<section class="end-board" aria-label=${t("end.board")}>
        <h3>${t("end.board")}</h3>
        ${side(1 - c.seat)}
        <h4 class="ermo-final-title">${t("table.ermo")}</h4>
        <div class="end-row ermo-final">${(view.ermo || []).map((s) => s.card ? card(s.card) : html`<span class="slot-empty">${t("table.empty_slot")}</span>`)}</div>
        ${side(c.seat)}
      </section>`}
      <section class="end-log" aria-label=${t("record.whole")}>
        <h3>${t("record.whole")}</h3>
        ${wholeLogTpl(session.logs[c.seat], { seat: c.seat, ai: c.ai, pname, redraw: draw, fileName: `eidolon-${view.seed ?? "match"}-log.txt` })}
      </section>
    </div>
    ${r ? html`<div class="overlay" role="dialog" aria-modal="true" aria-label=${cardName(r.id)}
        @keydown=${(e) => { if (e.key === "Escape") { change("zoomClosed", (s) => { s.endZoom = null; }); draw(); } }}>
      <div class="overlay-panel"><header class="overlay-head"><h2>${cardName(r.id)}</h2>
        <button type="button" class="overlay-close" @click=${() => { change("zoomClosed", (s) => { s.endZoom = null; }); draw(); }}>${t("ui.close")}</button></header>
        <div class="overlay-body"><div class="zoom-card">${cardFull(r.id, r.uid != null ? r : undefined, nameOf, { art: true })}</div></div></div>
    </div>` : nothing}
  </div>`, host(document.getElementById("screen-end")));
  fitNames(document.getElementById("screen-end"));
}

/** Re-render after a language switch. */
export function redrawEnd() {
  if (!current || document.getElementById("screen-end").hidden) return;
  draw();
  rendered("end");
}
