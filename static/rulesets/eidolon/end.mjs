// @ts-check
// The final board of an EIDOLON match on the end screen (shell/screens/end.mjs asks the game of the
// view for it): both sides' Desbravador, creatures, relics and connected Locations, the Ermo, and a
// card opened full size over it.
import { html, nothing } from "../../lib/lit.mjs";
import { t } from "../../shell/i18n.mjs";
import { session, change } from "../../shell/session.mjs";
import { cardFull, cardName } from "./cards.mjs";
import { cardTpl } from "./table/card.mjs";
import { indexView } from "./table/model.mjs";

/**
 * @param {any} view the final view
 * @param {{seat: number, pname: (seat: number) => string, redraw: () => void}} c the seat whose view this is
 * @returns {{board: unknown, overlay: unknown}}
 */
export function eidolonEndBoard(view, c) {
  const where = indexView(view);
  const nameOf = (/** @type {number} */ uid) => (where.has(uid) ? cardName(where.get(uid).id) : t("card.unknown"));
  const zoom = (/** @type {any} */ inst) => { change("zoomOpened", (s) => { s.endZoom = inst; }); c.redraw(); };
  const unzoom = () => { change("zoomClosed", (s) => { s.endZoom = null; }); c.redraw(); };
  const card = (/** @type {any} */ inst) => cardTpl(inst, { size: "field", nameOf, onActivate: zoom, onZoom: zoom, onFocus: () => {} });
  const side = (/** @type {number} */ seat) => {
    const p = view.players[seat];
    const des = p.desbravador;
    return html`<section class="end-side" data-seat=${seat}>
      <h3>${c.pname(seat)}</h3>
      <p class="end-stakes">${t("player.vitalidade", { n: des.vitalidade, max: des.max })} · ${t("table.connected_of", { n: (p.connected || []).length, target: view.location_target })}</p>
      <div class="end-row">${card(des)}${(p.creatures || []).map(card)}${(p.relics || []).map(card)}</div>
      ${(p.connected || []).length ? html`<h4>${t("end.connected")}</h4><div class="end-row">${p.connected.map(card)}</div>` : nothing}
    </section>`;
  };
  const board = html`<section class="end-board" aria-label=${t("end.board")}>
        <h3>${t("end.board")}</h3>
        ${side(1 - c.seat)}
        <h4 class="ermo-final-title">${t("table.ermo")}</h4>
        <div class="end-row ermo-final">${(view.ermo || []).map((/** @type {any} */ s) => s.card ? card(s.card) : html`<span class="slot-empty">${t("table.empty_slot")}</span>`)}</div>
        ${side(c.seat)}
      </section>`;
  const r = session.endZoom;
  const overlay = r ? html`<div class="overlay" role="dialog" aria-modal="true" aria-label=${cardName(r.id)}
        @keydown=${(/** @type {KeyboardEvent} */ e) => { if (e.key === "Escape") unzoom(); }}>
      <div class="overlay-panel"><header class="overlay-head"><h2>${cardName(r.id)}</h2>
        <button type="button" class="overlay-close" @click=${unzoom}>${t("ui.close")}</button></header>
        <div class="overlay-body"><div class="zoom-card">${cardFull(r.id, r.uid != null ? r : undefined, nameOf, { art: true })}</div></div></div>
    </div>` : nothing;
  return { board, overlay };
}
