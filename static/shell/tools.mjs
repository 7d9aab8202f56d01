// Entry points of the deck builder, the workshop (oficina) and the print sheet: topbar buttons,
// their screens, and lazy loading of their modules (the table's boot never waits for them); the modules
// are the ones a game registered for each screen (games.mjs: `tools`).
//
// app.mjs calls initTools({ notice, errorText, catalog, back }) once the catalogue is loaded; `back(screenId)`
// shows a screen of the app again and re-renders it (new saved decks, edited cards).
import { clear, el, show } from "./dom.mjs";
import { assetURL } from "./assets.mjs";
import { t } from "./i18n.mjs";
import { allGames } from "./games.mjs";

const SCREENS = ["screen-builder", "screen-workshop", "screen-print"];
export const ctx = { notice: () => {}, errorText: String, back: () => {}, catalog: null, returnTo: "screen-start" };
let current = null;   // {id, module} of the tool on screen

export function rendered(screen) {
  document.body.dataset.screen = screen;
  document.body.dataset.renders = String(Number(document.body.dataset.renders || 0) + 1);
}

/**
 * The top bar's "Mais" menu (created once), for tools kept out of the main bar (the Laboratório): the list its
 * entries go in; it closes when one is chosen or on Escape. @returns {HTMLElement}
 */
export function moreMenu() {
  let menu = document.getElementById("topbar-more");
  if (!menu) {
    menu = el("details", { id: "topbar-more", class: "topbar-more" },
      el("summary", { class: "button", "data-i18n": "app.more" }, t("app.more")),
      el("div", { class: "topbar-more-list", role: "group" }));
    menu.addEventListener("click", (e) => { if (e.target instanceof HTMLButtonElement) menu.removeAttribute("open"); });
    menu.addEventListener("keydown", (e) => { if (e.key === "Escape") { menu.removeAttribute("open"); menu.querySelector("summary").focus(); } });
    document.querySelector(".topbar-tools").append(menu);
  }
  return menu.querySelector(".topbar-more-list");
}

function ensureScreens() {
  const main = document.getElementById("app");
  for (const id of SCREENS) {
    if (!document.getElementById(id)) main.append(el("section", { id, class: "screen tool-screen", hidden: true }));
  }
  if (!document.querySelector('link[data-tools-css]')) {
    document.head.append(el("link", { rel: "stylesheet", href: assetURL("static/shell/builder.css"), dataset: { toolsCss: "" } }));
  }
}

function visibleScreen() {
  return document.querySelector("main > .screen:not([hidden])")?.id || "screen-start";
}

/** The module of a tool screen, from the game that registered it (games.mjs). @param {string} id */
function loader(id) {
  const game = allGames().find((g) => g.tools && Object.hasOwn(g.tools, id));
  if (!game?.tools) throw new Error(`no game has the tool screen ${id}`);
  return game.tools[id]();
}

/** Open a tool screen; `arg` is passed to the module's open(). */
export async function openTool(id, arg) {
  const from = visibleScreen();
  if (!SCREENS.includes(from)) ctx.returnTo = from;
  ctx.notice(null);
  const module = await loader(id);
  current = { id, module };
  const root = clear(document.getElementById(id));
  show(id);
  await module.open(root, arg);
  rendered(id.replace("screen-", ""));
}

/** Leave the tools: back to the screen that was on show before (re-rendered by the app). */
export function closeTools() {
  current = null;
  for (const id of SCREENS) clear(document.getElementById(id));
  ctx.back(ctx.returnTo);
}

export function initTools({ notice, errorText, back, catalog }) {
  Object.assign(ctx, { notice, errorText, back, catalog });
  ensureScreens();
  const nav = document.querySelector(".topbar-tools");
  if (!document.getElementById("open-builder")) {
    nav.prepend(
      el("button", { type: "button", id: "open-builder", "data-i18n": "tools.builder", onclick: () => openTool("screen-builder") }, t("tools.builder")),
      el("button", { type: "button", id: "open-workshop", "data-i18n": "tools.workshop", onclick: () => openTool("screen-workshop") }, t("tools.workshop")));
  }
  // Registered after app.mjs's own handler: the language has already switched when this runs.
  document.getElementById("lang-toggle").addEventListener("click", () => {
    const id = visibleScreen();
    if (current && current.id === id && current.module.relabel) {
      current.module.relabel(document.getElementById(id));
      rendered(id.replace("screen-", ""));
    }
  });
}
