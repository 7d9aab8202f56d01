// Hotseat handoff: the device passes to the seat that must decide. The screen says what that seat
// must decide and what happened since it last looked at the table, using only what that seat may
// know AND what the seat handing over may see: the log lines both seats' views agree on (a card
// someone drew stays unnamed). The table was emptied before this screen is shown.
import { html, nothing, render } from "../../lib/lit.mjs";
import { t } from "../i18n.mjs";
import { call } from "../bridge.mjs";
import { say } from "../../lib/messages.mjs";
import { show } from "../dom.mjs";
import { rendered } from "../tools.mjs";
import { session, resetMatch } from "../session.mjs";
import { entryKind, sameEntry } from "../log.mjs";
import { gameOf } from "../games.mjs";

let token = 0;
const MAX_LINES = 8;

/** Log entries of `mine` (a seat's view) that the other seat's view shows identically, from index `from`. */
export function publicLines(mine, theirs, from) {
  const total = mine.log_total ?? mine.log.length;
  const start = mine.log_start ?? total - mine.log.length;
  const otherStart = theirs.log_start ?? (theirs.log_total ?? theirs.log.length) - theirs.log.length;
  const out = [];
  for (let i = Math.max(from, start); i < total; i++) {
    const e = mine.log[i - start];
    const o = theirs.log[i - otherStart];
    if (sameEntry(o, e) && entryKind(e) === "event") out.push(e);
  }
  return out;
}

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
 * Show the handoff to `seat`. probe: a view of the match (any seat: only its public parts are used).
 * c: {matchId, playerName(seat, view), lastTurn, confirm(), leave()}.
 */
export function showHandoff(seat, probe, c) {
  const my = ++token;
  if (session.matchId !== c.matchId) resetMatch(c.matchId);
  const screen = document.getElementById("screen-handoff");
  const draw = (summary) => {
    const pname = (s) => c.playerName(s, probe);
    const { prompt, context, reason: told } = gameOf(probe.ruleset).handoff(probe, pname);
    const reason = told || (seat !== probe.active ? t("handoff.respond")
      : probe.turn !== c.lastTurn ? t("handoff.turn") : t("handoff.back"));
    render(html`<div class="handoff" data-seat=${seat}>
      <h2>${t("handoff.title", { player: pname(seat) })}</h2>
      <p class="handoff-reason">${reason}</p>
      <div class="handoff-decide" id="handoff-decide">
        <h3>${t("handoff.decide")}</h3>
        <p class="prompt">${prompt}</p>
        ${context.map((l) => html`<p class="context">${l}</p>`)}
      </div>
      <div class="handoff-summary" id="handoff-summary" aria-live="polite">
        <h3>${t("handoff.since")}</h3>
        ${summary == null ? html`<p class="hint">${t("handoff.loading")}</p>`
          : summary.length ? html`<ol>${summary.slice(-MAX_LINES).map((e) => html`<li>${say(e)}</li>`)}</ol>
            ${summary.length > MAX_LINES ? html`<p class="hint">${t("handoff.more", { n: summary.length - MAX_LINES })}</p>` : nothing}`
            : html`<p class="hint">${t("handoff.nothing")}</p>`}
      </div>
      <p class="hint">${t("handoff.hint")}</p>
      <div class="handoff-tools">
        <button type="button" id="handoff-confirm" class="primary" @click=${() => c.confirm()}>${t("handoff.confirm", { player: t("player.n", { n: seat + 1 }) })}</button>
        <button type="button" id="handoff-menu" @click=${() => c.leave()}>${t("table.menu")}</button>
      </div>
    </div>`, host(screen));
  };
  draw(null);
  show("screen-handoff");
  rendered("handoff");
  screen.querySelector("#handoff-confirm").focus();
  // What happened since this seat last looked: lines both seats may see.
  const seen = session.seen[seat]?.logTotal;
  const since = seen ?? undefined;      // the log from there on (else the engine's last entries)
  Promise.all([call("view", { seat, log_from: since }), call("view", { seat: 1 - seat, log_from: since })]).then(([mine, theirs]) => {
    if (my !== token || screen.hidden) return;
    const from = seen ?? mine.log_start ?? Math.max(0, (mine.log_total ?? 0) - mine.log.length);
    draw(publicLines(mine, theirs, from));
  }, (err) => { console.warn("handoff summary:", err); if (my === token) draw([]); });
}

/** Forget a pending summary (the screen is left). */
export function leaveHandoff() { token += 1; }
