// The end of a match: who won and why, the final board (drawn by the match's game, games.mjs), the
// whole record of the match with its filter and export, the seed and the state hash, and a rematch
// with the same seed or a new one.
import { html, nothing, render } from "../../lib/lit.mjs";
import { t } from "../i18n.mjs";
import { show } from "../dom.mjs";
import { rendered } from "../tools.mjs";
import { session, change } from "../session.mjs";
import { mergeLog, wholeLogTpl } from "../log.mjs";
import { gameOf } from "../games.mjs";
import { exportReplay, keepInHistory, watchMatch } from "./replay.mjs";

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
  gameOf(view.ruleset).endDrawn?.(document.getElementById("screen-end"));
  rendered("end");
  document.getElementById("rematch")?.focus();
  keepInHistory(view);        // every finished match goes to the history (docs/replays.md)
}

function draw() {
  const { view, c } = current;
  const pname = (seat) => c.playerName(seat, view);
  const game = gameOf(view.ruleset);
  const { board, overlay } = game.endBoard(view, { seat: c.seat, pname, redraw: draw });
  const screen = document.getElementById("screen-end");
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
      ${board}
      <section class="end-log" aria-label=${t("record.whole")}>
        <h3>${t("record.whole")}</h3>
        ${wholeLogTpl(session.logs[c.seat], { seat: c.seat, ai: c.ai, pname, redraw: draw, fileName: `eidolon-${view.seed ?? "match"}-log.txt` })}
      </section>
    </div>
    ${overlay}
  </div>`, host(screen));
  game.endDrawn?.(screen);
}

/** Re-render after a language switch. */
export function redrawEnd() {
  if (!current || document.getElementById("screen-end").hidden) return;
  draw();
  rendered("end");
}
