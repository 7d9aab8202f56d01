// @ts-check
// Archon decks as the page keeps and offers them (issue 13, K6: shown read-only, never built card by card):
// the demonstration decks of the catalogue and the decks saved in the builder's Archon view
// (deckstore.mjs, `eidolon:v1:archon-deck:<id>`), each with the match config's player that plays it
// (rulesets/archon/setup.py `_player`).
//
// For the start screen's Archon mode:
//
//   archonDeckChoices(): Promise<ArchonDeckChoice[]>
//     the demonstration decks (catalogue order), then the saved ones (by name); each
//     {id, name: {pt, en}, houses: [3], cards: [36 ids], description: {pt, en} | null, saved: boolean,
//      label: string (the name in the current language, "(meu deck)" after a saved one),
//      player: {"suggested": id} | {"deck_seed": n, "mavericks"?: true} | {"deck": {name, houses, cards}}}
//     ids: the demo's id, or "archon-saved:<entry id>". The catalogue is loaded if it was not; corrupt
//     saved entries are left out (the builder lists them with their message).
import { listArchonDecks } from "../../shell/deckstore.mjs";
import { pick, t } from "../../shell/i18n.mjs";
import { loadArchonCatalog } from "./cards.mjs";

/** @typedef {{pt: string, en: string}} Pair */
/** @typedef {{id?: string, name: Pair, houses: string[], cards: string[], seed?: number, mavericks?: boolean}} ArchonDeckData */
/** @typedef {{id: string, name: Pair, houses: string[], cards: string[], description: Pair | null, saved: boolean,
 *   label: string, player: Record<string, any>}} ArchonDeckChoice */

export const DECK_FORMAT = "archon-deck";
export const DECK_VERSION = 1;
export const SAVED_PREFIX = "archon-saved:";

/**
 * The config player that plays a deck: by its seed when it is a seed's, else by its list.
 * @param {ArchonDeckData} deck
 * @returns {Record<string, any>}
 */
export function playerOf(deck) {
  if (typeof deck.seed === "number" && deck.seed >= 0) return deck.mavericks ? { deck_seed: deck.seed, mavericks: true } : { deck_seed: deck.seed };
  return { deck: { name: { pt: deck.name.pt, en: deck.name.en }, houses: [...deck.houses], cards: [...deck.cards] } };
}

/**
 * Copies of each card id, ids sorted.
 * @param {string[]} cards
 * @returns {Record<string, number>}
 */
export function countsOf(cards) {
  /** @type {Record<string, number>} */
  const out = {};
  for (const id of [...cards].sort()) out[id] = (out[id] || 0) + 1;
  return out;
}

/**
 * The deck as an `archon-deck` file object (py/eidolon/rulesets/archon/decks.py), named in the current language.
 * @param {ArchonDeckData} deck
 */
export function deckFileOf(deck) {
  return { format: DECK_FORMAT, version: DECK_VERSION, name: pick(deck.name), houses: [...deck.houses], cards: countsOf(deck.cards) };
}


/** The demonstration and saved Archon decks with the players that play them (see the header). */
export async function archonDeckChoices() {
  const cat = await loadArchonCatalog();
  /** @type {ArchonDeckChoice[]} */
  const out = cat.decks.map((d) => ({
    id: d.id, name: d.name, houses: [...d.houses], cards: [...d.cards], description: d.description ?? null, saved: false,
    label: pick(d.name), player: { suggested: d.id } }));
  for (const e of listArchonDecks()) {
    if (e.corrupt) continue;
    out.push({ id: SAVED_PREFIX + e.id, name: e.name, houses: [...e.houses], cards: [...e.cards], description: null, saved: true,
               label: t("decks.saved_label", { name: pick(e.name) }), player: playerOf(e) });
  }
  return out;
}
