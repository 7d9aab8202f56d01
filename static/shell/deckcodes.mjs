// @ts-check
// Deck codes on the page (docs/builder.md, "Deck codes"): the dialog that shows a deck's code and its link
// to copy, the paste dialog, the `#deck=<code>` link fragment, and the builder's grid / list switch. The codes
// are the engine's (each game's bridge op `deck_code`): the page only carries them, and finds the game a code
// belongs to by asking each registered game in turn (a code of another game says so, "other_game").
import { call } from "./bridge.mjs";
import { ask } from "./dialog.mjs";
import { el } from "./dom.mjs";
import { t } from "./i18n.mjs";
import { allGames } from "./games.mjs";
import { notice } from "./notices.mjs";
import { fileErrorText } from "./deckfile.mjs";

const VIEW_KEY = "eidolon.builder.view";
const FRAGMENT = "#deck=";

/** The link that opens a code's deck in the builder. @param {string} code */
export function codeLink(code) {
  return `${location.href.split("#")[0]}${FRAGMENT}${code}`;
}

/**
 * Show a deck's code and link, with buttons that copy them (the text stays selectable where the
 * clipboard is refused). @param {string} code @param {string} name
 */
export async function codeDialog(code, name) {
  const { choice } = await ask(/** @type {any} */ ({
    title: t("deckcode.title", { name }), message: t("deckcode.message", { n: code.length }),
    textarea: { label: t("deckcode.label"), rows: 4, value: code },
    buttons: [{ choice: "copy", label: t("deckcode.copy_code"), primary: true }, { choice: "link", label: t("deckcode.copy_link") },
              { choice: "cancel", label: t("ui.close") }],
  }));
  if (choice !== "copy" && choice !== "link") return;
  const text = choice === "copy" ? code : codeLink(code);
  try {
    await navigator.clipboard.writeText(text);
    notice(t(choice === "copy" ? "deckcode.copied" : "deckcode.link_copied"), "info");
  } catch {
    notice(t("deckcode.no_clipboard", { text }), "info");
  }
}

/** Ask for a pasted code; resolves with its text, or null when cancelled. @returns {Promise<string | null>} */
export async function askCode() {
  const { choice, value } = await ask(/** @type {any} */ ({
    title: t("deckcode.paste_title"), message: t("deckcode.paste_message"),
    textarea: { label: t("deckcode.label"), rows: 4 },
    buttons: [{ choice: "import", label: t("deckcode.paste_ok"), primary: true }, { choice: "cancel", label: t("ui.cancel") }],
  }));
  return choice === "import" && value && value.trim() ? value : null;
}

/**
 * The engine's reading of a code by the game it belongs to: {game, reply}; a code no game owns gets the
 * first game's refusal. @param {string} code @returns {Promise<{game: string, reply: any}>}
 */
export async function readCode(code) {
  /** @type {{game: string, reply: any} | null} */
  let first = null;
  for (const g of allGames()) {
    let reply;
    try { reply = await call("deck_code", { ruleset: g.id, code }); } catch { continue; }   // a game without codes
    if (!reply?.other_game) return { game: g.id, reply };
    first ??= { game: g.id, reply };
  }
  return first ?? { game: allGames()[0].id, reply: { ok: false, error: { message: { pt: "?", en: "?" }, where: "code" } } };
}

/** A refusal of a code in words. @param {any} reply */
export function codeError(reply) { return fileErrorText(reply.error); }

/** The code of a `#deck=` link the page was opened with (taken off the address), or null. */
export function takeLinkCode() {
  if (!location.hash.startsWith(FRAGMENT)) return null;
  const code = decodeURIComponent(location.hash.slice(FRAGMENT.length));
  history.replaceState(null, "", location.href.split("#")[0]);
  return code || null;
}

/** The builder collection's view: "grid" (card faces, the default) or "list". @returns {"grid" | "list"} */
export function collectionView() {
  if (current) return current;
  try { return localStorage.getItem(VIEW_KEY) === "list" ? "list" : "grid"; } catch { return "grid"; }
}

/** @param {"grid" | "list"} view */
export function setCollectionView(view) {
  try { localStorage.setItem(VIEW_KEY, view); } catch { /* the view is a preference: kept for this page only */ }
  current = view;
}

/** @type {"grid" | "list" | null} */
let current = null;

/**
 * The grid / list switch of a builder's collection (buttons `#<prefix>-grid`, `#<prefix>-list`).
 * @param {string} prefix @param {() => void} changed
 */
export function viewSwitch(prefix, changed) {
  const view = current ?? collectionView();
  const button = (/** @type {"grid" | "list"} */ v) => el("button", { type: "button", id: `${prefix}-${v}`, class: view === v ? "on" : null,
    "aria-pressed": String(view === v), onclick: (/** @type {Event} */ e) => {
      setCollectionView(v);
      const group = /** @type {HTMLElement} */ (e.currentTarget).parentElement;
      for (const b of group?.querySelectorAll("button") ?? []) {
        const on = b.id === `${prefix}-${v}`;
        b.classList.toggle("on", on);
        b.setAttribute("aria-pressed", String(on));
      }
      changed();
    } }, t(`builder.view.${v}`));
  return el("div", { class: "view-switch", role: "group", "aria-label": t("builder.view.label") }, button("grid"), button("list"));
}
