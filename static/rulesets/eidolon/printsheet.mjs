// Printable sheet of a deck for paper playtests: A4, nine cards per page (3 × 3 at 63 × 88 mm), each
// copy in the real card frame with its art (print CSS in builder.css). Opened from the deck builder.
import { clear, el } from "../../shell/dom.mjs";
import { t } from "../../shell/i18n.mjs";
import { cardDef, cardFull, cardName, preloadArt } from "./cards.mjs";
import { openTool } from "../../shell/tools.mjs";

export const PER_PAGE = 9;
let lastDeck = null;

/** Every printed card of a deck: the Desbravador, each copy of the main deck, the Locations. */
export function sheetCards(deck) {
  const ids = [];
  if (deck.desbravador) ids.push(deck.desbravador);
  for (const [id, n] of Object.entries(deck.main || {})) for (let i = 0; i < n; i++) ids.push(id);
  ids.push(...(deck.locations || []));
  return ids.filter((id) => cardDef(id));
}

function render(root, deck) {
  clear(root);
  const ids = sheetCards(deck);
  const pages = [];
  for (let i = 0; i < ids.length; i += PER_PAGE) {
    pages.push(el("div", { class: "print-page", dataset: { page: String(pages.length + 1) } },
      ids.slice(i, i + PER_PAGE).map((id) => el("div", { class: "print-slot" }, cardFull(id, null, cardName, { art: true })))));
  }
  const sheet = el("div", { class: "print-sheet", id: "print-sheet", dataset: { cards: String(ids.length), pages: String(pages.length) } }, pages);
  root.append(
    el("div", { class: "tool-head print-tools" },
      el("h2", {}, t("print.title", { name: deck.name })),
      el("p", { class: "hint" }, t("print.hint", { cards: ids.length, pages: pages.length })),
      el("span", { class: "tool-nav" },
        el("button", { type: "button", id: "print-go", class: "primary", onclick: () => window.print() }, t("print.print")),
        el("button", { type: "button", id: "print-back", onclick: () => openTool("screen-builder") }, t("print.back")))),
    sheet);
  return { ids, sheet };
}

export async function open(root, arg) {
  lastDeck = arg?.deck || lastDeck;
  if (!lastDeck) { openTool("screen-builder"); return; }
  const { ids, sheet } = render(root, lastDeck);
  root.querySelector("#print-go").focus();
  // The art comes from the engine; wait for it (bounded) so a print right away has every image.
  await Promise.race([preloadArt(ids), new Promise((r) => setTimeout(r, 15000))]);
  sheet.dataset.ready = "";
}

export function relabel(root) {
  if (lastDeck) render(root, lastDeck);
}
