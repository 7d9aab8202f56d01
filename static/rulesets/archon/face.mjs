// @ts-check
// The pieces of an Archon card face (issue 23): small icons drawn inline, and the counters of a creature
// (power, armor, damage, +1 power counters, captured Æmber, stun, fuse counters, ward, shield: K45-K56, K61, K78, K8, K59, K54; and exhausted,
// K10), each with its icon, its number and a label in words (aria-label and title), and the card's accessible name with them.
import { html, nothing, svg } from "../../lib/lit.mjs";
import { t } from "../../shell/i18n.mjs";
import { houseName } from "./cards.mjs";

/** Icon paths on a 16×16 grid. */
const ICONS = {
  power: "M13.5 1.5h1v1L7 10 6 9zM2.5 9.5l4 4-1 1-1.2-1.2L2 15.6 0.4 14l2.3-2.3L1.5 10.5z",
  armor: "M8 1l6 2.2v4.3c0 3.9-2.6 6.5-6 7.5-3.4-1-6-3.6-6-7.5V3.2z",
  damage: "M8 1c2.6 3.4 4.8 6 4.8 8.7a4.8 4.8 0 0 1-9.6 0C3.2 7 5.4 4.4 8 1z",
  tokens: "M8 1.5l5.5 6.2H10V14H6V7.7H2.5z",
  captured: "M8 1l6 7-6 7-6-7z",
  amber: "M8 1l6 7-6 7-6-7z",
  stored: "M8 1l6 7-6 7-6-7z",
  stun: "M8 .8l1.9 4.8 5.1.3-4 3.2 1.4 5L8 11.3l-4.4 2.8 1.4-5-4-3.2 5.1-.3z",
  ward: "M8 .5l6 2.2v4.6c0 3.9-2.6 6.9-6 8.2-3.4-1.3-6-4.3-6-8.2V2.7z",
  shield: "M2 2h12v5c0 4-2.7 6.6-6 8-3.3-1.4-6-4-6-8zm2 2v3c0 2.6 1.6 4.6 4 5.8V4z",
  fuse: "M9.5 .5l1 1.2-1.3 1.1 1.1 1.3A5.2 5.2 0 1 1 6.6 4.2L8.2 2.9 7 1.6zM7 7.5a2 2 0 1 0 0 .1z",
  blank: "M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1zm0 1.6a5.4 5.4 0 0 0-4.3 8.6l7.5-7.5A5.4 5.4 0 0 0 8 2.6zm4.3 2.2l-7.5 7.5a5.4 5.4 0 0 0 7.5-7.5z",
  copy: "M5 1h8v10h-2V3H5zM2 4h8v11H2zm1.6 1.6v7.8h4.8V5.6z",
  exhausted: "M8 2a6 6 0 1 1-5.7 4.1l1.5.5A4.4 4.4 0 1 0 8 3.6V6L4.6 2.8 8 0z",
  key: "M5.5 2a3.5 3.5 0 1 1-1 6.86V9.5H3V11H1.5v1.5H0v-2.3l4.3-4.3A3.5 3.5 0 0 1 5.5 2zm.5 2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
  chain: "M5.2 6.3l-2.1 2.1a2.5 2.5 0 0 0 3.5 3.5l2.1-2.1-1-1-2.1 2.1a1.1 1.1 0 0 1-1.5-1.5l2.1-2.1zm5.6 3.4l2.1-2.1a2.5 2.5 0 0 0-3.5-3.5L7.3 6.2l1 1 2.1-2.1a1.1 1.1 0 0 1 1.5 1.5l-2.1 2.1zM5.9 9.1l3.2-3.2 1 1-3.2 3.2z",
};

/** An inline icon (decorative: the element around it carries the words). @param {keyof typeof ICONS} name */
export function icon(name) {
  return html`<svg class="ic ic-${name}" viewBox="0 0 16 16" aria-hidden="true" focusable="false">${svg`<path d=${ICONS[name]}/>`}</svg>`;
}

/** States shown by their icon alone (no number): stunned, exhausted, warded, text ignored, text copied (K78, K7, K59, K5). */
const STATES = new Set(["stun", "exhausted", "ward", "blank", "copy"]);

/** The words of a counter: "Poder 5", "Dano 2", "Atordoada", "Copia: Salamandra Rubra". @param {string} kind @param {number} n @param {string} [card] the copied title's name */
export function counterWords(kind, n, card = "") {
  if (kind === "copy") return t("archon.counter.copy", { card });
  return STATES.has(kind) ? t(`archon.counter.${kind}`) : t(`archon.counter.${kind}_n`, { n });
}

/** One counter or state: icon, number, label. @param {"power" | "armor" | "damage" | "tokens" | "captured" | "stored" | "stun" | "fuse" | "ward" | "shield" | "exhausted" | "blank" | "copy"} kind @param {number} n @param {string} [card] */
export function counterTpl(kind, n, card = "") {
  const words = counterWords(kind, n, card);
  return html`<span class="ctr ctr-${kind}" data-counter=${kind} role="img" aria-label=${words} title=${words}>${icon(kind)}${
    STATES.has(kind) ? nothing : html`<b>${kind === "tokens" ? `+${n}` : n}</b>`}</span>`;
}

/** The card's accessible name: its name, house and type, then its counters in words. @param {string} name @param {any} card @param {string[]} words */
export function cardLabel(name, card, words) {
  const kind = card ? `${houseName(card.house)} · ${t(`archon.type.${card.type}`)}` : "";
  return [name, kind, ...words].filter(Boolean).join(", ");
}
