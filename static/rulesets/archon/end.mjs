// @ts-check
// The final board of an Archon match on the end screen (screens/end.mjs dispatches on view.ruleset):
// both sides read-only, keys, Æmber and battlelines as the table shows them.
import { html } from "../../lib/lit.mjs";
import { t } from "../../shell/i18n.mjs";
import { archonBoardTpl } from "./table.mjs";

/** @param {any} view @param {number} seat the seat whose view this is @param {(seat: number) => string} pname */
export function archonEndBoard(view, seat, pname) {
  return html`<section class="end-board archon-end" aria-label=${t("end.board")}>
    <h3>${t("end.board")}</h3>
    ${archonBoardTpl(view, { seat, pname })}
  </section>`;
}
