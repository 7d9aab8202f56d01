// Card presentation from the engine's catalogue. Names and texts are inserted as text only.
import { call } from "../../shell/bridge.mjs";
import { el } from "../../shell/dom.mjs";
import { pick, t } from "../../shell/i18n.mjs";

// The ruleset's rules block and the deck file's limits, from the engine's `catalog` answer
// (docs/api.md, "The rules block"): the page writes no rule number of its own.
let ruleBlock = null;
let deckLimits = null;
export let DOCTRINES = [];     // the doctrines in the engine's order (rules.doctrines)
export let PHASES = [];        // a turn's phases in order (rules.phases)

let cards = new Map();

/** The rules block: limits, deck rules, location_target {min, max, default}, phases, counters, ai_levels. */
export function rules() { return ruleBlock; }

/** What a deck file may hold: {max_bytes, max_name, max_count}. */
export function deckFile() { return deckLimits; }

/** Normalise the bridge's `catalog` result: {cards: Map id -> card, decks: [...], desbravadores: [...]}. */
export function setCatalog(raw) {
  const list = Array.isArray(raw.cards) ? raw.cards : Object.entries(raw.cards || {}).map(([id, c]) => ({ id, ...c }));
  cards = new Map(list.map((c) => [c.id, c]));
  // The engine's own presentation, kept so workshop templates can be applied and undone (R14.7:
  // templates change only what the page shows; the engine never sees them).
  for (const c of list) c.original = { name: c.name, text: c.text, flavor: c.flavor, artist: c.artist };
  ruleBlock = raw.rules;
  deckLimits = raw.deck_file;
  DOCTRINES = [...ruleBlock.doctrines];
  PHASES = [...ruleBlock.phases];
  const decks = raw.decks || raw.suggested_decks || raw.suggested || [];
  const desbravadores = list.filter((c) => c.kind === "desbravador");
  return { cards, decks, desbravadores };
}

export function cardDef(id) { return cards.get(id); }

/** Every title of the collection, in catalogue order. */
export function allCards() { return [...cards.values()]; }

// ------------------------------------------------------------------ workshop templates (visual only)

const LANGS = ["pt", "en"];

function mergePair(orig, edit) {
  if (!edit || typeof edit !== "object") return orig;
  const out = { ...(orig || {}) };
  for (const l of LANGS) if (typeof edit[l] === "string" && edit[l].trim()) out[l] = edit[l];
  return out;
}

/** Apply workshop templates ({card, name, text, flavor, artist, art}); cards without one show the original. */
export function applyTemplates(templates) {
  const byCard = new Map((templates || []).map((tp) => [tp.card, tp]));
  for (const c of cards.values()) {
    const tp = byCard.get(c.id);
    const o = c.original;
    c.name = mergePair(o.name, tp?.name);
    c.text = o.text ? mergePair(o.text, tp?.text) : o.text;
    c.flavor = mergePair(o.flavor, tp?.flavor);
    c.artist = typeof tp?.artist === "string" && tp.artist.trim() ? tp.artist : o.artist;
    c.art = typeof tp?.art === "string" && tp.art ? tp.art : null;
    c.edited = Boolean(tp);
  }
}

// ------------------------------------------------------------------ card art

const artCache = new Map();     // card id -> data URL of its procedural SVG (from the engine's art_svg)
const artWaiting = new Map();   // card id -> [resolve]
let artTimer = null;

function artURL(svg) { return "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg); }

async function flushArt() {
  artTimer = null;
  const ids = [...artWaiting.keys()].filter((id) => !artCache.has(id)).slice(0, 300);
  let svgs = {};
  try { svgs = ids.length ? await call("card_art", { ids }) : {}; } catch (err) { console.warn("card art:", err); }
  for (const [id, svg] of Object.entries(svgs)) artCache.set(id, artURL(svg));
  for (const img of document.querySelectorAll("img.card-art-img")) {
    if (!img.getAttribute("src") && artCache.has(img.dataset.artId)) img.src = artCache.get(img.dataset.artId);
  }
  for (const id of ids) {
    for (const done of artWaiting.get(id) || []) done();
    artWaiting.delete(id);
  }
  if (artWaiting.size) artTimer = setTimeout(flushArt, 0);
}

/** Resolve when the procedural art of these ids is cached (used before printing). */
export function preloadArt(ids) {
  return Promise.all([...new Set(ids)].map((id) => new Promise((resolve) => {
    if (artCache.has(id)) { resolve(); return; }
    if (!artWaiting.has(id)) artWaiting.set(id, []);
    artWaiting.get(id).push(resolve);
    if (!artTimer) artTimer = setTimeout(flushArt, 0);
  })));
}

/**
 * The image URL of a card's art for the table: the workshop image, else the cached procedural SVG.
 * Undefined while the SVG is being fetched (the <img class="card-art-img" data-art-id> gets it then).
 */
export function artSrc(id) {
  const c = cards.get(id);
  if (c?.art) return c.art;
  if (artCache.has(id)) return artCache.get(id);
  if (c) preloadArt([id]);
  return undefined;
}

/** The art box of a card: the workshop image when there is one, else the procedural SVG (as an image: inert). */
function cardArt(c) {
  const img = el("img", { class: "card-art-img", alt: pick(c.name), dataset: { artId: c.id }, decoding: "async" });
  if (c.art) img.src = c.art;
  else if (artCache.has(c.id)) img.src = artCache.get(c.id);
  else preloadArt([c.id]);
  return el("figure", { class: "card-art" }, img);
}

export function cardName(id) {
  const c = cards.get(id);
  return c ? pick(c.name) : String(id);
}

export function doctrineName(d) { return t(`doctrine.${d}`); }

/** Doctrines of a deck: the doctrines of its cards, most frequent first (neutral excluded). */
export function deckDoctrines(deck) {
  const n = {};
  for (const [id, count] of Object.entries(deck.counts || {})) {
    const d = cards.get(id)?.doctrine;
    if (d && d !== "neutra") n[d] = (n[d] || 0) + count;
  }
  return Object.keys(n).sort((a, b) => n[b] - n[a]);
}

function statLine(c, inst) {
  const parts = [];
  const atk = inst?.atk ?? c.atk, res = inst?.res ?? c.res, exp = inst?.exp ?? c.exp;
  if (c.kind === "criatura" || c.kind === "reliquia") {
    parts.push(el("span", { class: "stat atk", title: t("stat.atk") }, `${t("stat.atk.short")} ${atk ?? 0}`));
    parts.push(el("span", { class: "stat res", title: t("stat.res") }, `${t("stat.res.short")} ${res ?? 0}`));
    parts.push(el("span", { class: "stat exp", title: t("stat.exp") }, `${t("stat.exp.short")} ${exp ?? 0}`));
  }
  return parts;
}

function costText(c) {
  if (c.kind === "local") return t("card.difficulty", { n: c.difficulty ?? c.cost ?? 0 });
  if (c.kind === "desbravador") return t("card.vitalidade", { n: c.vitalidade ?? 0 });
  return t("card.cost", { n: c.cost ?? 0, doctrine: doctrineName(c.doctrine) });
}

/** The art credit: the artist a card or its workshop template names, else the game's procedural art. */
export function artistText(c) { return c.artist || t("card.artist.generated"); }

export function kindText(c) {
  const kind = t(`kind.${c.kind}`);
  const sub = c.subkind ? ` — ${t(`subkind.${c.subkind}`)}` : "";
  const types = (c.types ? pick(c.types) : [...(c.natureza || []), ...(c.vocacao || [])]).join(", ");
  return types ? `${kind}${sub} · ${types}` : `${kind}${sub}`;
}

/** Marks of a card instance on the table (exhausted, newly played, damage, attachments). */
export function instanceMarks(inst, nameOf = cardName) {
  const marks = [];
  if (!inst) return marks;
  if (inst.exhausted) marks.push(el("span", { class: "mark exhausted" }, t("mark.exhausted")));
  if (inst.fresh) marks.push(el("span", { class: "mark fresh" }, t("mark.fresh")));
  if (inst.damage) marks.push(el("span", { class: "mark damage" }, t("mark.damage", { n: inst.damage })));
  if (inst.equipped_with != null) {
    const ids = Array.isArray(inst.equipped_with) ? inst.equipped_with : [inst.equipped_with];
    marks.push(el("span", { class: "mark equipped" }, t("mark.equipped_with", { name: ids.map(nameOf).join(", ") })));
  }
  if (inst.attached_to != null) {
    marks.push(el("span", { class: "mark attached" }, t("mark.attached_to", { name: nameOf(inst.attached_to) })));
  }
  return marks;
}

/** A compact card on the table or in the hand. `inst` is the view entry ({uid, id, ...}). */
export function cardTile(inst, opts = {}) {
  const c = cards.get(inst.id) || { id: inst.id, name: { pt: inst.id, en: inst.id }, kind: "" };
  const tile = el("button", {
    type: "button",
    class: `card tile doctrine-${c.doctrine || "none"} kind-${c.kind || "none"}${inst.exhausted ? " is-exhausted" : ""}`,
    dataset: { uid: String(inst.uid ?? ""), cardId: c.id },
  },
    el("span", { class: "card-name" }, pick(c.name)),
    el("span", { class: "card-cost" }, c.kind === "local" ? `${c.difficulty ?? c.cost ?? ""}` : c.kind === "desbravador" ? "" : `${c.cost ?? ""}`),
    el("span", { class: "card-stats" }, statLine(c, inst)),
    el("span", { class: "card-marks" }, instanceMarks(inst, opts.nameOf)),
    opts.extra || null,
  );
  return tile;
}

/**
 * The full-size card shown on hover and keyboard focus. opts.card renders that card object instead
 * of the catalogue's (the workshop's draft); opts.art shows the art box (always shown for a
 * workshop image).
 */
export function cardFull(id, inst, nameOf = cardName, opts = {}) {
  const c = opts.card || cards.get(id);
  if (!c) return el("div", { class: "card full" }, String(id));
  const text = c.text ? pick(c.text) : "";
  return el("article", { class: `card full doctrine-${c.doctrine || "none"}${opts.art || c.art ? " with-art" : ""}`, dataset: { cardId: c.id } },
    el("header", {},
      el("h3", { class: "card-name" }, pick(c.name)),
      el("span", { class: "card-cost" }, costText(c))),
    opts.art || c.art ? cardArt(c) : null,
    el("p", { class: "card-kind" }, kindText(c)),
    el("p", { class: "card-stats" }, statLine(c, inst)),
    c.kind === "local" && c.favored ? el("p", { class: "card-favored" }, t("card.favored", { type: c.favored_name ? pick(c.favored_name) : c.favored })) : null,
    text ? el("p", { class: "card-text" }, text) : null,
    c.flavor ? el("p", { class: "card-flavor" }, pick(c.flavor)) : null,
    el("p", { class: "card-marks" }, instanceMarks(inst, nameOf)),
    el("footer", { class: "card-footer" },
      `${c.set || ""} ${c.number ?? ""} · ${t(`rarity.${c.rarity || "C"}`)} · ${artistText(c)}`),
  );
}
