// @ts-check
// Entry module of the page: boots the rules core in its worker and routes between the screens.
//   start, saves      screens/start.mjs, screens/saves.mjs
//   handoff, table, end   screens/handoff.mjs, the game's table (games.mjs), screens/end.mjs, run by match.mjs
//   builder, workshop, lab   tools.mjs, the games' tool screens (static/rulesets/<game>/)
// What the page remembers is in session.mjs (named changes); the UI renders the views it receives
// from the bridge and sends back one of the offered actions; it decides no rule.
import { call, startEngine } from "./bridge.mjs";
import { show } from "./dom.mjs";
import { LANGUAGES, applyStatic, getLang, setLang, t } from "./i18n.mjs";
import "../rulesets/index.mjs";   // the games: each registers its screens in games.mjs (issue 22)
import { allGames } from "./games.mjs";
import { initTools } from "./tools.mjs";
import * as store from "./storage.mjs";
import { redrawEnd } from "./screens/end.mjs";
import "./screens/loading.mjs";
import "./topbar.mjs";      // the top bar folds into a menu on a narrow screen
import "./screens/rules.mjs";   // the rules reference: its topbar button and #R5.3 links (issue 12)
import { initStart, renderStart } from "./screens/start.mjs";
import { redrawReplay, replayShown } from "./screens/replay.mjs";
import { engineReady, matchDropped, matchEntry, session } from "./session.mjs";
import { errorText, notice } from "./notices.mjs";
import { initMatch, newMatch, openEntry, reshow, reshowTable, resumeMatch } from "./match.mjs";
import { showFileOriginNote } from "./fileorigin.mjs";

const config = JSON.parse(/** @type {HTMLElement} */ (document.getElementById("site-config")).textContent || "{}");
const engine = startEngine(config);   // start Pyodide as early as possible

// Cache-first: a new build is installed in the background and used from the next load on (a page that had one
// says so when the new one takes over). The single file has no service worker.
const serviceWorkers = "serviceWorker" in navigator && !window.eidolonInline;
if (serviceWorkers) {
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (hadController) notice(t("app.updated"), "info");
  });
}

/** Registered once the start screen is usable: its precache then takes the files from the HTTP cache (sw.js.j2),
 * and its work does not compete with the boot's last steps. */
function registerServiceWorker() {
  if (!serviceWorkers) return;
  navigator.serviceWorker.register("sw.js").catch((err) => console.warn("service worker:", err));
}

// ------------------------------------------------------------------ routes

/** The start screen, rendered anew (the saves list may have changed). */
function toStart() {
  renderStart();
  show("screen-start");
}

initStart({ newMatch, resume: resumeMatch });
showFileOriginNote();   // opened from disk: its saves are not the served site's
initMatch(toStart);

/** Render the visible screen again in the current language. */
function rerender() {
  applyStatic(document);
  /** @type {any} */ (document.getElementById("storage-warning"))?.reword();
  document.title = t("app.title");
  const visible = document.querySelector("main > .screen:not([hidden])")?.id;
  if (visible === "screen-start") renderStart();
  else if (visible === "screen-table") { if (replayShown()) redrawReplay(); else if (!allGames().some((g) => g.redraw?.())) reshowTable(); }
  else if (visible === "screen-end") redrawEnd();
  else if (visible === "screen-handoff") reshow();
}

document.getElementById("lang-toggle")?.addEventListener("click", () => {
  const i = LANGUAGES.indexOf(getLang());
  setLang(LANGUAGES[(i + 1) % LANGUAGES.length]);
  if (session.catalog) rerender();
});

// ------------------------------------------------------------------ boot

async function boot() {
  // The catalogue is embedded at build time: the start screen renders while Pyodide boots.
  const embedded = document.getElementById("engine-catalog");
  const raw = embedded ? JSON.parse(embedded.textContent || "{}") : await engine.then(() => call("catalog"));
  for (const game of allGames()) game.catalogLoaded?.(raw);    // EIDOLON's: session.catalog, templates (R14.7)
  const back = (/** @type {string} */ screen) => { show(screen); rerender(); };
  initTools({ notice, errorText, catalog: session.catalog, back });
  for (const game of allGames()) game.init?.({ notice, errorText, back });   // EIDOLON's lab
  applyStatic(document);
  renderStart();
  const current = store.getCurrent();
  if (!current) show("screen-start");
  await engine;
  engineReady();
  for (const b of document.querySelectorAll(".needs-engine")) /** @type {HTMLButtonElement} */ (b).disabled = false;
  /** @type {HTMLElement} */ (document.getElementById("loading-text")).hidden = true;
  let resumed = false;
  if (current) {
    try {
      await openEntry(store.getMatch(current));
      resumed = true;
    } catch (err) {
      // Whatever is stored, the page reaches its start screen and says why nothing was resumed.
      console.warn("resume:", err);
      matchDropped();
      matchEntry(null);
      notice(t("saves.resume_failed", { message: errorText(err) }));
    }
  }
  // A refused match: the start screen lists it as broken. With nothing to resume, the start screen rendered
  // above stands (its buttons are enabled above), and a player who went elsewhere meanwhile stays there.
  if (current && !resumed) toStart();
  performance.mark("eidolon:ready");
  document.body.setAttribute("data-engine-ready", "");
  registerServiceWorker();
}

boot().catch((err) => {
  const box = /** @type {HTMLElement} */ (document.getElementById("loading-error"));
  box.textContent = t("loading.failed", { message: errorText(err) });
  box.hidden = false;
  console.error(err);
});
