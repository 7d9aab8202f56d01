// @ts-check
// The guided tutorial (issue 12, docs/tutorial.md): lessons played on the real table. The engine runs
// them (bridge ops tutorial_start / tutorial_act / tutorial_view, py/eidolon/rulesets/eidolon/tutorial): it says which of
// its offered actions the lesson expects now, and refuses any other with a hint. This screen draws the
// table (table/table.mjs) with an instruction banner above it and marks the element to click for the
// expected action: the card that acts, then (once it is selected) its target or its button.
import { html, nothing } from "../../lib/lit.mjs";
import { call } from "../../shell/bridge.mjs";
import { t } from "../../shell/i18n.mjs";
import { say } from "../../lib/messages.mjs";
import { session, matchDropped, matchEntry } from "../../shell/session.mjs";
import { errorText, notice } from "../../shell/notices.mjs";
import { download } from "../../shell/dom.mjs";
import { playerName } from "../../shell/play.mjs";
import { leaveToMenu } from "../../shell/match.mjs";
import { showTable } from "./table/table.mjs";
import { actionKey } from "./table/model.mjs";

/** @typedef {import("../../types.js").Action} Action */
/** @typedef {import("../../types.js").View} View */
/**
 * The engine's tutorial view (py/eidolon/rulesets/eidolon/tutorial/session.py, Tutorial.view).
 * @typedef {{lesson: number, lessons: number, id: string, title: any, intro: any, step: number, steps: number,
 *            done: boolean, say: any, expected: Action | null, hint?: any, view: View}} TutorialView
 */

/** @type {TutorialView | null} */
let tut = null;
let opened = 0;          // lessons opened so far: each opening is a new match for the table's record
let busy = false;

/** Is the tutorial on the table now (app.mjs redraws it on a language switch)? */
export function tutorialShown() {
  return tut !== null && String(session.matchId ?? "").startsWith("tutorial:");
}

/** Draw the tutorial's table again in the current language. */
export function redrawTutorial() {
  if (tut) show();
}

/** Run one request to the engine at a time; a refusal becomes a notice. @param {() => Promise<void>} fn */
async function once(fn) {
  if (busy) return;
  busy = true;
  document.body.classList.add("busy");
  try { await fn(); } catch (err) { notice(errorText(err)); console.error(err); } finally {
    busy = false;
    document.body.classList.remove("busy");
  }
}

/** Open lesson `lesson` (0-based) from the start screen or the banner. @param {number} [lesson] */
export function openTutorial(lesson = 0) {
  return once(async () => {
    installStyle();
    matchDropped();                // a match that was on the table stops (its AI loop too); it stays stored
    matchEntry(null);
    notice(null);
    tut = /** @type {TutorialView} */ (await call("tutorial_start", { lesson }));
    opened += 1;
    show();
  });
}

/** Send the action clicked on the table; the engine takes it or answers with a hint. @param {Action} action */
function act(action) {
  return once(async () => {
    const { label, payment, ...bare } = action;
    tut = /** @type {TutorialView} */ (await call("tutorial_act", { action: bare }));
    show();
  });
}

function leave() {
  tut = null;
  leaveToMenu();
}

async function exportLesson() {
  const save = await call("save");
  download(`eidolon-tutorial-${tut?.id ?? "lesson"}.json`, JSON.stringify(save, null, 1));
}

function show() {
  const current = /** @type {TutorialView} */ (tut);
  showTable(current.view, {
    matchId: `tutorial:${opened}`, seat: 0, ai: null, aiThinking: false, aiFailed: false, playerName,
    act, undo: () => {}, retryAi: () => {}, leave, exportMatch: () => exportLesson().catch((err) => notice(errorText(err))),
    banner: bannerTpl, target: targetSelector,
  });
  // The marked element comes into sight and takes the focus (Enter then does what the lesson asks).
  requestAnimationFrame(() => {
    const mark = /** @type {HTMLElement | null} */ (document.querySelector("#screen-table .tutorial-target"));
    if (!mark || document.querySelector("#screen-table .overlay")) return;
    mark.scrollIntoView({ block: "nearest", inline: "nearest" });
    mark.focus({ preventScroll: true });
  });
}

/**
 * The element to click for the expected action: the card that acts; once it is selected, the target it
 * aims at (then its way to pay, when there are several) or its button in the action bar; a general action's button (pass, end phase); the "next"
 * button when the lesson is over.
 * @returns {string}
 */
function targetSelector() {
  const a = tut?.expected;
  if (!tut || tut.done || !a) return "#tutorial-next";
  const key = actionKey(a);
  if (a.card == null) return `.action-bar .general [data-key='${key}']`;
  if (session.selected !== a.card) return `.board .card[data-uid="${a.card}"]`;
  if (a.target != null && a.type !== "reerguer" && session.aimed === a.target) return `#pay-choice [data-key='${key}']`;
  if (a.target != null && a.type !== "reerguer") return `.board .card[data-uid="${a.target}"]`;
  return `.action-bar .sel-actions [data-key='${key}']`;
}

function bannerTpl() {
  const v = /** @type {TutorialView} */ (tut);
  const last = v.lesson + 1 >= v.lessons;
  const step = Math.min(v.step + 1, v.steps);
  return html`<section class="tutorial-banner ${v.done ? "done" : ""}" id="tutorial-banner" aria-label=${t("tutorial.banner")}
      data-lesson=${v.lesson} data-step=${v.step} data-done=${String(v.done)}>
    <p class="tutorial-progress" id="tutorial-progress">${t("tutorial.progress", { n: v.lesson + 1, total: v.lessons, title: say(v.title) })}</p>
    ${v.step === 0 && !v.done ? html`<p class="tutorial-intro">${say(v.intro)}</p>` : nothing}
    <p class="tutorial-say" id="tutorial-say" role="status">
      ${v.done ? nothing : html`<span class="tutorial-step">${t("tutorial.step", { n: step, total: v.steps })}</span>`}
      ${say(v.say)}</p>
    ${v.hint ? html`<p class="tutorial-hint" id="tutorial-hint" role="alert">${say(v.hint)}</p>` : nothing}
    <div class="tutorial-tools">
      ${v.done ? html`<button type="button" id="tutorial-next" class="primary"
          @click=${() => (last ? leave() : openTutorial(v.lesson + 1))}>${t(last ? "tutorial.finish" : "tutorial.next")}</button>`
        : html`<button type="button" id="tutorial-skip" ?disabled=${last} @click=${() => openTutorial(v.lesson + 1)}>${t("tutorial.skip")}</button>`}
      <button type="button" id="tutorial-restart" @click=${() => openTutorial(v.lesson)}>${t("tutorial.restart")}</button>
      <button type="button" id="tutorial-leave" @click=${leave}>${t("tutorial.leave")}</button>
    </div>
  </section>`;
}

function installStyle() {
  if (document.querySelector("link[data-tutorial-css]")) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = "static/rulesets/eidolon/tutorial.css";
  link.dataset.tutorialCss = "";
  document.head.append(link);
}
