// @ts-check
// Archon mode's cards in the page (issue 14): the engine's Archon catalogue (bridge op `catalog` with
// ruleset "archon"), loaded once on first use, and the names, houses and art the builder and the table
// show. A maverick copy's id is `title@house` (K94): the title's card, shown in the other house. The
// page decides no rule: numbers come from the rules block of the same answer.
import { call } from "../../shell/bridge.mjs";
import { pick, t } from "../../shell/i18n.mjs";

/** @typedef {{pt: string, en: string}} Pair */
/** @typedef {{id: string, name: Pair, house: string, type: string, rarity: string, amber: number, power: number | null,
 *   armor: number | null, traits: string[], keywords: string[], text: Pair, maverick?: boolean,
 *   abilities: string[]}} ArchonCard  abilities: the kinds of its abilities (rulesets/archon/abilities.py) */
/** @typedef {{id: string, name: Pair, houses: string[], seed: number, cards: string[], description: Pair | null,
 *   ok: boolean}} ArchonDemo */
/** @typedef {{cards: Map<string, ArchonCard>, decks: ArchonDemo[], rules: any}} ArchonCatalog */

/** @type {Promise<ArchonCatalog> | null} */
let loading = null;
/** @type {ArchonCatalog | null} */
let loaded = null;

/** The Archon catalogue (cards by id, demonstration and shipped decks, rules block); fetched once. */
export function loadArchonCatalog() {
  if (!loading) {
    loading = call("catalog", { ruleset: "archon" }).then((/** @type {any} */ raw) => {
      const cards = new Map((raw.cards || []).map((/** @type {ArchonCard} */ c) => [c.id, c]));
      loaded = { cards, decks: raw.decks || [], rules: raw.rules };
      return loaded;
    }, (err) => { loading = null; throw err; });
  }
  return loading;
}

/** The catalogue once loaded (null before `loadArchonCatalog` resolved). */
export function archonCatalog() { return loaded; }

/** The rules block of Archon mode (limits, deck rules, houses, keywords, AI levels), once loaded. */
export function archonRules() { return loaded?.rules ?? null; }

/**
 * A card by id; a maverick copy `title@house` is the title's card in that house (K94).
 * @param {string} id
 * @returns {ArchonCard | undefined}
 */
export function archonCard(id) {
  const cards = loaded?.cards;
  if (!cards) return undefined;
  const found = cards.get(id);
  if (found) return found;
  const at = id.indexOf("@");
  const base = at > 0 ? cards.get(id.slice(0, at)) : undefined;
  return base ? { ...base, id, house: id.slice(at + 1), maverick: true } : undefined;
}

/** A card's name in the current language (the id when unknown). @param {string} id */
export function archonCardName(id) {
  const c = archonCard(id);
  return c ? pick(c.name) : id;
}

/** A house's name in the current language. @param {string} house */
export function houseName(house) { return t(`archon.house.${house}`); }

const artCache = new Map();     // card id -> data URL of its procedural SVG
/** @type {Set<string>} */
const artWanted = new Set();
/** @type {Promise<void> | null} */
let artFlight = null;

async function fetchArt() {
  await Promise.resolve();
  const ids = [...artWanted].filter((id) => !artCache.has(id)).slice(0, 300);
  artWanted.clear();
  /** @type {Record<string, string>} */
  let svgs = {};
  try { svgs = ids.length ? /** @type {any} */ (await call("card_art", { ids, ruleset: "archon" })) : {}; } catch (err) {
    console.warn("archon card art:", err);
  }
  for (const [id, svg] of Object.entries(svgs)) artCache.set(id, "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg));
  for (const img of document.querySelectorAll("img.archon-art-img")) {
    const want = /** @type {HTMLImageElement} */ (img).dataset.artId || "";
    if (!img.getAttribute("src") && artCache.has(want)) /** @type {HTMLImageElement} */ (img).src = artCache.get(want);
  }
  artFlight = null;
  if (artWanted.size) artFlight = fetchArt();
}

/**
 * The image URL of a card's procedural art, or undefined while it is fetched: an
 * `<img class="archon-art-img" data-art-id="...">` without a src gets it when it arrives.
 * @param {string} id
 */
export function archonArtSrc(id) {
  if (artCache.has(id)) return artCache.get(id);
  artWanted.add(id);
  if (!artFlight) artFlight = fetchArt();
  return undefined;
}

/** @type {Map<string, string>} */
const emblems = new Map();     // house -> data URL of its emblem (bridge op house_emblems)
/** @type {Promise<void> | null} */
let emblemFlight = null;

/**
 * The image URL of a house's emblem, or undefined until the emblems arrived (fetched once, for every house;
 * the document event `archon-emblems` says they did, and the table redraws).
 * @param {string} house
 */
export function houseEmblemSrc(house) {
  if (emblems.has(house)) return emblems.get(house);
  if (!emblemFlight) {
    emblemFlight = call("house_emblems", { ruleset: "archon" }).then((/** @type {any} */ svgs) => {
      for (const [h, text] of Object.entries(svgs || {})) {
        if (typeof text === "string") emblems.set(h, "data:image/svg+xml;charset=utf-8," + encodeURIComponent(text));
      }
      document.dispatchEvent(new CustomEvent("archon-emblems"));
    }, (err) => { console.warn("archon house emblems:", err); });
  }
  return undefined;
}
