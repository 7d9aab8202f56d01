// @ts-check
// The start screen as a lobby (issue 23): the games as illustrated tiles (each game draws its own, games.mjs
// `tile`), the saved match to continue in one click, the games' entries (the tutorial's offer), the chosen
// game's start form (registered in games.mjs), and beside it the saved matches (screens/saves.mjs), the
// finished matches and replay files (screens/history.mjs) and the panel of damaged stored data. A page opened
// with a deck code's link (`#deck=<code>`, deckcodes.mjs) opens that deck in the builder of its game.
import { clear, el } from "../dom.mjs";
import { getLang, t } from "../i18n.mjs";
import { damagedPanel } from "../damaged.mjs";
import { openTool, rendered } from "../tools.mjs";
import { allGames, gameOf } from "../games.mjs";
import * as store from "../storage.mjs";
import { onChange, session } from "../session.mjs";
import { notice } from "../notices.mjs";
import { matchTitle } from "../play.mjs";
import { codeError, readCode, takeLinkCode } from "../deckcodes.mjs";
import { savesPanel } from "./saves.mjs";
import { historyPanel } from "./history.mjs";

/** @typedef {import("../session.mjs").PlaySettings} PlaySettings */
/** @typedef {{newMatch: (config: any, play: PlaySettings) => unknown, resume: (id: string) => unknown}} StartFlow */

/** @type {StartFlow | null} */
let flow = null;

/** The game chosen at the top of the screen (its ruleset id); the first registered until one is chosen. */
let game = "";

/** A deck code of the address's `#deck=` part, waiting for the engine. @type {string | null} */
let linkCode = null;

/** The games as tiles: a radio group (arrow keys move between them), each tile its game's art. @param {() => void} redraw */
function gameTiles(redraw) {
  const chosen = gameOf(game).id;
  const tile = (/** @type {import("../games.mjs").Game} */ g) => el("label", { class: `game-tile${chosen === g.id ? " chosen" : ""}`,
                                                                             id: `game-tile-${g.id}`, dataset: { game: g.id } },
    el("input", { type: "radio", name: "game", value: g.id, id: `game-${g.id}`, checked: chosen === g.id,
                  onchange: () => { game = g.id; redraw(); document.getElementById(`game-${g.id}`)?.focus(); } }),
    el("span", { class: "game-tile-art", "aria-hidden": "true" }, g.tile?.() ?? null),
    el("span", { class: "game-tile-name", title: t(g.label) }, t(`lobby.name.${g.id}`)),
    el("span", { class: "game-tile-line" }, t(`lobby.tagline.${g.id}`)));
  return el("fieldset", { class: "game-switch game-tiles", id: "game-switch" },
    el("legend", { class: "visually-hidden" }, t("start.game")), ...allGames().map(tile));
}

/** The match played last, if one can be resumed. @returns {any} */
function latestMatch() {
  const playing = store.listMatches().filter((e) => !e.corrupt && e.status === "playing" && !session.unresumable.has(e.id));
  playing.sort((a, b) => String(b.updated ?? "").localeCompare(String(a.updated ?? "")));
  return playing[0] ?? null;
}

/** The tile that continues the latest saved match in one click. */
function continueTile() {
  const entry = latestMatch();
  if (!entry) return null;
  const g = gameOf(entry.save?.config?.ruleset);
  return el("button", { type: "button", id: "resume-latest", class: "continue-tile needs-engine", disabled: !session.engineReady,
                        dataset: { matchId: entry.id, game: g.id }, onclick: () => flow?.resume(entry.id) },
    el("span", { class: "game-tile-art", "aria-hidden": "true" }, g.tile?.() ?? null),
    el("span", { class: "continue-label" }, t("lobby.continue")),
    el("span", { class: "continue-title" }, matchTitle(entry)),
    el("span", { class: "continue-meta" }, `${t("saves.turn", { n: entry.turn ?? "?" })} · ${new Date(entry.updated ?? "").toLocaleString(getLang())}`));
}

/** Set the flow the start screen starts and resumes matches with (app.mjs wires it). @param {StartFlow} f */
export function initStart(f) {
  flow = f;
  linkCode = takeLinkCode();
  onChange((name) => { if (name === "engineReady" && linkCode) setTimeout(openLinkCode, 0); });
  window.addEventListener("hashchange", () => {       // a deck link pasted into the address of the open page
    const code = takeLinkCode();
    if (code) { linkCode = code; openLinkCode(); }
  });
}

/** Open the deck of the address's code in its game's builder (once the engine runs). */
async function openLinkCode() {
  if (!linkCode || !session.engineReady) return;
  const code = linkCode;
  linkCode = null;
  const { game: owner, reply } = await readCode(code);
  if (reply.error) { notice(codeError(reply)); return; }
  await openTool("screen-builder", { ruleset: owner, code });
}

/** Render the start screen into #screen-start (it is shown by the router). */
export function renderStart() {
  const root = clear(/** @type {HTMLElement} */ (document.getElementById("screen-start")));
  const entries = allGames().flatMap((g) => g.startEntries?.() ?? []);
  const chosen = gameOf(game).startForm({ newMatch: (config, play) => flow?.newMatch(config, play) });
  root.append(el("div", { class: "lobby", dataset: { game: gameOf(game).id } },
    damagedPanel(renderStart) ?? "",
    el("div", { class: "lobby-top" }, gameTiles(renderStart), continueTile(), ...entries),
    el("div", { class: "lobby-main" },
      el("section", { class: "lobby-setup", "aria-label": t("start.title") }, chosen),
      el("aside", { class: "lobby-side" },
        savesPanel({ redraw: renderStart, resume: (id) => flow?.resume(id) }),
        historyPanel({ redraw: renderStart })))));   // finished matches and replay files (docs/replays.md)
  rendered("start");
  fitLobby();
  if (linkCode) openLinkCode();
}

/** The lobby's height: the window below the top bar (whatever its height), so that only its panels scroll. */
function fitLobby() {
  const lobby = /** @type {HTMLElement | null} */ (document.querySelector("#screen-start .lobby"));
  const main = lobby?.closest("main");
  if (!lobby || !main) return;
  if (!lobby.offsetParent) { sizes.observe(lobby); return; }     // drawn hidden: measured once it is shown
  const below = Number.parseFloat(getComputedStyle(main).paddingBottom) || 0;
  lobby.style.setProperty("--lobby-top", `${Math.ceil(lobby.getBoundingClientRect().top + window.scrollY + below)}px`);
}
window.addEventListener("resize", fitLobby);
const sizes = new ResizeObserver(() => { sizes.disconnect(); fitLobby(); });
