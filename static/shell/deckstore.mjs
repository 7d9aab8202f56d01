// Saved decks and workshop templates in localStorage. Keys are namespaced and versioned, one entry
// per deck / per card, so a corrupt entry is reported on its own and never affects the others.
// Nothing is deleted unless the user asks.
//
//   eidolon:v1:deck:<id>        {"kind": "eidolon-deck-entry", "v": 1, "id", "created", "updated",
//                                "valid": bool, "deck": <deck file: {"format": "eidolon-deck", "version": 1,
//                                "name", "desbravador", "main": {id: n}, "locations": [ids]}>}
//   eidolon:v1:template:<card>  {"kind": "eidolon-template", "v": 1, "card", "updated",
//                                "name"?: {pt, en}, "text"?: {pt, en}, "flavor"?: {pt, en},
//                                "artist"?: str, "art"?: "data:image/jpeg;base64,..."}
//   eidolon:v1:archon-deck:<id> {"kind": "archon-deck-entry", "v": 1, "id", "created", "updated",
//                                "name": {pt, en}, "houses": [3 house ids], "cards": [36 card ids, a maverick
//                                copy as "title@house"], "seed"?: n, "mavericks"?: true}
//                               Archon mode's decks (K6: shown read-only, never edited), apart from EIDOLON's;
//                               "seed" when the deck is a seed's (the match config plays it by its seed).
//
// Templates are visual only (R14.7): they reach EIDOLON's card catalogue, never the engine.
import { t } from "./i18n.mjs";
import { duplicateKey, shownKey } from "../lib/strictjson.mjs";
import { StorageError, keysWith, newId, readRaw } from "./storage.mjs";

/**
 * EIDOLON's card catalogue as the stored decks and templates need it, handed over by its registration
 * (rulesets/eidolon/game.mjs): the shell imports no game module (issue 22).
 * @type {{cardDef: (id: string) => unknown, deckFile: () => any, applyTemplates: (templates: any[]) => void}}
 */
const catalogue = {
  cardDef: () => { throw new Error("deckstore: no card catalogue was handed over (useCatalogue)"); },
  deckFile: () => { throw new Error("deckstore: no card catalogue was handed over (useCatalogue)"); },
  applyTemplates: () => { throw new Error("deckstore: no card catalogue was handed over (useCatalogue)"); },
};

/** The card catalogue the decks and templates are checked against and applied to. @param {typeof catalogue} cards */
export function useCatalogue(cards) { Object.assign(catalogue, cards); }
const cardDef = (/** @type {string} */ id) => catalogue.cardDef(id);
const deckFile = () => catalogue.deckFile();
const applyTemplates = (/** @type {any[]} */ templates) => catalogue.applyTemplates(templates);

const DECK_PREFIX = "eidolon:v1:deck:";
const TEMPLATE_PREFIX = "eidolon:v1:template:";
const ARCHON_PREFIX = "eidolon:v1:archon-deck:";
const VERSION = 1;

export const DECK_FORMAT = "eidolon-deck";
export const DECK_VERSION = 1;
export const TEMPLATE_FORMAT = "eidolon-templates";
export const TEMPLATE_VERSION = 1;
export const TEMPLATE_FILE_MAX_BYTES = 6 * 1024 * 1024;
// Lengths of a workshop template's fields (the page's own storage limits; deck files: deckFile()).
export const LIMITS = { name: 60, text: 600, flavor: 300, artist: 80, art: 200_000 };

/** Bytes, name length and copies of one title a deck file may hold (eidolon.decks, via the catalog op). */
export function deckMaxBytes() { return deckFile().max_bytes; }
export function deckNameMax() { return deckFile().max_name; }
const ART_RE = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/;

export { newId, StorageError };

function write(key, data) {
  try {
    localStorage.setItem(key, JSON.stringify(data));
  } catch (err) {
    console.warn("localStorage.setItem:", err);          // the browser's own words, English only: not shown
    throw new StorageError("storage.full");
  }
}

// ------------------------------------------------------------------ decks

/** True when `deck` has the deck file's shape (contents are validated by the engine). */
export function isDeckShape(deck) {
  return Boolean(deck) && typeof deck === "object" && deck.format === DECK_FORMAT
    && typeof deck.name === "string" && typeof deck.desbravador === "string"
    && deck.main && typeof deck.main === "object" && !Array.isArray(deck.main)
    && Object.values(deck.main).every((n) => Number.isInteger(n) && n >= 1 && n <= deckFile().max_count)
    && Array.isArray(deck.locations) && deck.locations.every((x) => typeof x === "string");
}

function parseDeckEntry(id, raw) {
  const broken = (corrupt) => ({ id, key: DECK_PREFIX + id, raw, corrupt });
  let data;
  try { data = JSON.parse(raw); } catch { return broken("decks.corrupt"); }
  if (!data || typeof data !== "object" || data.kind !== "eidolon-deck-entry") return broken("decks.foreign");
  if (!Number.isInteger(data.v)) return broken("decks.corrupt");
  if (data.v > VERSION || data.deck?.version > DECK_VERSION) return broken("decks.too_new");
  if (!Number.isInteger(data.deck?.version)) return broken("decks.corrupt");
  if (!isDeckShape(data.deck)) return broken("decks.corrupt");
  return { ...data, id, valid: data.valid === true };
}

/** Saved decks sorted by name; unreadable entries come with a `corrupt` message key. */
export function listDecks() {
  return keysWith(DECK_PREFIX)
    .map((key) => parseDeckEntry(key.slice(DECK_PREFIX.length), readRaw(key)))
    .sort((a, b) => String(a.deck?.name ?? "").localeCompare(String(b.deck?.name ?? "")));
}

export function getDeck(id) {
  const raw = readRaw(DECK_PREFIX + id);
  if (raw === null) throw new StorageError("decks.missing");
  const entry = parseDeckEntry(id, raw);
  if (entry.corrupt) throw new StorageError(entry.corrupt);
  return entry;
}

/** Store a deck (new when entry.id is missing); returns the stored entry. */
export function putDeck({ id, deck, valid, created }) {
  const now = new Date().toISOString();
  const entry = { kind: "eidolon-deck-entry", v: VERSION, id: id || newId(), created: created || now, updated: now,
                  valid: Boolean(valid), deck: normalDeck(deck) };
  write(DECK_PREFIX + entry.id, entry);
  return entry;
}

export function deleteDeck(id) { localStorage.removeItem(DECK_PREFIX + id); }

/** The deck file object with its fields in the canonical order. */
export function normalDeck(deck) {
  return { format: DECK_FORMAT, version: DECK_VERSION, name: deck.name, desbravador: deck.desbravador,
           main: { ...deck.main }, locations: [...deck.locations] };
}

/** Entries whose name equals `name` (case and surrounding spaces ignored), other than `exceptId`. */
export function decksNamed(name, exceptId = null) {
  const want = String(name).trim().toLocaleLowerCase();
  return listDecks().filter((e) => !e.corrupt && e.id !== exceptId && e.deck.name.trim().toLocaleLowerCase() === want);
}

/** A name not used by any saved deck: base, then "base (2)", "base (3)"… within a deck name's length. */
export function freeName(base) {
  const max = deckNameMax();
  const root = String(base).trim().slice(0, max) || "Deck";
  if (!decksNamed(root).length) return root;
  for (let n = 2; n < 1000; n++) {
    const tail = ` (${n})`;
    const candidate = root.slice(0, max - tail.length) + tail;
    if (!decksNamed(candidate).length) return candidate;
  }
  return root;
}

/** Legal saved decks as match-setup choices, next to the suggested ones (value "saved:<id>"). */
export function savedDeckChoices() {
  const out = [];
  for (const e of listDecks()) {
    if (e.corrupt || !e.valid) continue;
    out.push({ id: `saved:${e.id}`, saved: true, name: t("decks.saved_label", { name: e.deck.name }),
               desbravador: e.deck.desbravador, counts: { ...e.deck.main }, locations: [...e.deck.locations] });
  }
  return out;
}

/** The new_game player config of a saved-deck choice: {"desbravador", "deck": [ids], "locations": [ids]}. */
export function playerFromChoice(choice, desbravador) {
  const deck = [];
  for (const [id, n] of Object.entries(choice.counts)) for (let i = 0; i < n; i++) deck.push(id);
  return { desbravador: desbravador || choice.desbravador, deck, locations: [...choice.locations] };
}

// ------------------------------------------------------------------ Archon decks (kept apart from EIDOLON's)

export const ARCHON_DECK_PREFIX = ARCHON_PREFIX;
const ARCHON_MAX_CARDS = 100;

const isPair = (x) => Boolean(x) && typeof x === "object" && typeof x.pt === "string" && typeof x.en === "string";
const isIdList = (x, max) => Array.isArray(x) && x.length <= max && x.every((c) => typeof c === "string" && c.length <= 80);

/** True when an Archon entry has its stored shape (the cards themselves are the engine's to judge). */
export function isArchonEntryShape(e) {
  return Boolean(e) && typeof e === "object" && isPair(e.name) && isIdList(e.houses, 4) && isIdList(e.cards, ARCHON_MAX_CARDS)
    && (e.seed === undefined || (Number.isSafeInteger(e.seed) && e.seed >= 0))
    && (e.mavericks === undefined || typeof e.mavericks === "boolean");
}

function parseArchonEntry(id, raw) {
  const broken = (corrupt) => ({ id, key: ARCHON_PREFIX + id, raw, corrupt });
  let data;
  try { data = JSON.parse(raw); } catch { return broken("decks.corrupt"); }
  if (!data || typeof data !== "object" || data.kind !== "archon-deck-entry") return broken("decks.foreign");
  if (!Number.isInteger(data.v)) return broken("decks.corrupt");
  if (data.v > VERSION) return broken("decks.too_new");
  if (!isArchonEntryShape(data)) return broken("decks.corrupt");
  return { ...data, id };
}

/** Saved Archon decks sorted by name (current language's pt/en pick is the caller's); corrupt ones carry `corrupt`. */
export function listArchonDecks() {
  return keysWith(ARCHON_PREFIX)
    .map((key) => parseArchonEntry(key.slice(ARCHON_PREFIX.length), readRaw(key)))
    .sort((a, b) => String(a.name?.pt ?? "").localeCompare(String(b.name?.pt ?? "")) || a.id.localeCompare(b.id));
}

/** The saved entry holding the same deck (same houses, cards, seed and mavericks), if any. */
export function sameArchonDeck(deck) {
  const key = (d) => JSON.stringify([[...d.houses].sort(), [...d.cards].sort(), d.seed ?? null, Boolean(d.mavericks)]);
  const want = key(deck);
  return listArchonDecks().find((e) => !e.corrupt && key(e) === want) || null;
}

/** Store an Archon deck ({name, houses, cards, seed?, mavericks?}); throws StorageError("storage.full") and
 *  then changes nothing. Returns the stored entry. */
export function putArchonDeck({ id, created, name, houses, cards, seed, mavericks }) {
  const now = new Date().toISOString();
  const entry = { kind: "archon-deck-entry", v: VERSION, id: id || newId(), created: created || now, updated: now,
                  name: { pt: name.pt, en: name.en }, houses: [...houses], cards: [...cards] };
  if (seed !== undefined && seed !== null) entry.seed = seed;
  if (mavericks) entry.mavericks = true;
  if (!isArchonEntryShape(entry)) throw new StorageError("decks.corrupt");
  write(ARCHON_PREFIX + entry.id, entry);
  return entry;
}

export function deleteArchonDeck(id) { localStorage.removeItem(ARCHON_PREFIX + id); }

// ------------------------------------------------------------------ workshop templates

export class TemplateError extends Error {
  constructor(key, params = {}) { super(key); this.key = key; this.params = params; }
}

function checkPair(value, field, max, where) {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) throw new TemplateError("workshop.bad_field", { where: `${where}.${field}` });
  const out = {};
  for (const [l, s] of Object.entries(value)) {
    if (l !== "pt" && l !== "en") throw new TemplateError("workshop.bad_field", { where: `${where}.${field}.${l}` });
    if (typeof s !== "string") throw new TemplateError("workshop.bad_field", { where: `${where}.${field}.${l}` });
    if (s.length > max) throw new TemplateError("workshop.too_long", { where: `${where}.${field}.${l}`, max });
    if (s.trim()) out[l] = s;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Check one template object (from storage or a file); returns a clean copy or throws TemplateError naming the field. */
export function checkTemplate(raw, where = "template") {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new TemplateError("workshop.bad_field", { where });
  if (typeof raw.card !== "string" || !cardDef(raw.card)) {
    throw new TemplateError("workshop.unknown_card", { where: `${where}.card`, card: String(raw.card).slice(0, 60) });
  }
  const out = { card: raw.card };
  const name = checkPair(raw.name, "name", LIMITS.name, where);
  const text = checkPair(raw.text, "text", LIMITS.text, where);
  const flavor = checkPair(raw.flavor, "flavor", LIMITS.flavor, where);
  if (name) out.name = name;
  if (text) out.text = text;
  if (flavor) out.flavor = flavor;
  if (raw.artist !== undefined && raw.artist !== null) {
    if (typeof raw.artist !== "string") throw new TemplateError("workshop.bad_field", { where: `${where}.artist` });
    if (raw.artist.length > LIMITS.artist) throw new TemplateError("workshop.too_long", { where: `${where}.artist`, max: LIMITS.artist });
    if (raw.artist.trim()) out.artist = raw.artist;
  }
  if (raw.art !== undefined && raw.art !== null && raw.art !== "") {
    if (typeof raw.art !== "string" || !ART_RE.test(raw.art)) throw new TemplateError("workshop.bad_art", { where: `${where}.art` });
    if (raw.art.length > LIMITS.art) throw new TemplateError("workshop.art_too_big", { where: `${where}.art`, max: LIMITS.art });
    out.art = raw.art;
  }
  return out;
}

function parseTemplateEntry(key, raw) {
  const card = key.slice(TEMPLATE_PREFIX.length);
  const broken = (corrupt) => ({ card, key, raw, corrupt });
  let data;
  try { data = JSON.parse(raw); } catch { return broken("templates.corrupt"); }
  if (!data || typeof data !== "object" || data.kind !== "eidolon-template") return broken("templates.foreign");
  if (!Number.isInteger(data.v)) return broken("templates.corrupt");
  if (data.v > VERSION) return broken("templates.too_new");
  if (data.card !== card) return broken("templates.corrupt");     // the key names the card it changes
  try {
    return { ...checkTemplate(data), updated: typeof data.updated === "string" ? data.updated : "" };
  } catch {
    return broken("templates.corrupt");
  }
}

/** Stored templates; unreadable ones come with a `corrupt` message key (and are not applied). */
export function listTemplates() {
  return keysWith(TEMPLATE_PREFIX).map((key) => parseTemplateEntry(key, readRaw(key)))
    .sort((a, b) => a.card.localeCompare(b.card));
}

export function getTemplate(card) {
  const raw = readRaw(TEMPLATE_PREFIX + card);
  if (raw === null) return null;
  const entry = parseTemplateEntry(TEMPLATE_PREFIX + card, raw);
  return entry.corrupt ? null : entry;
}

export function putTemplate(template) {
  const clean = checkTemplate(template);
  write(TEMPLATE_PREFIX + clean.card, { kind: "eidolon-template", v: VERSION, ...clean, updated: new Date().toISOString() });
  return clean;
}

export function deleteTemplate(card) { localStorage.removeItem(TEMPLATE_PREFIX + card); }

/** Apply the stored templates to the card catalogue; returns the corrupt entries (left untouched). */
export function applyStoredTemplates() {
  const all = listTemplates();
  applyTemplates(all.filter((tp) => !tp.corrupt));
  return all.filter((tp) => tp.corrupt);
}

/** The template backup file. */
export function templatesFile() {
  const templates = listTemplates().filter((tp) => !tp.corrupt).map(({ updated, ...tp }) => tp);
  return { format: TEMPLATE_FORMAT, version: TEMPLATE_VERSION, templates };
}

/** Read a template backup file's text; throws TemplateError naming the field at fault. */
export function parseTemplatesFile(text) {
  let raw;
  try { raw = JSON.parse(text); } catch { throw new TemplateError("workshop.not_json"); }   // the parser's English not shown
  const twice = duplicateKey(text);
  if (twice !== null) throw new TemplateError("workshop.duplicate_key", { name: shownKey(twice) });
  if (!raw || typeof raw !== "object" || raw.format !== TEMPLATE_FORMAT) throw new TemplateError("workshop.foreign", { where: "format" });
  if (!Number.isInteger(raw.version)) throw new TemplateError("workshop.bad_field", { where: "version" });
  if (raw.version > TEMPLATE_VERSION) throw new TemplateError("workshop.too_new", { version: raw.version, max: TEMPLATE_VERSION });
  if (!Array.isArray(raw.templates)) throw new TemplateError("workshop.bad_field", { where: "templates" });
  if (raw.templates.length > 1000) throw new TemplateError("workshop.too_many", { where: "templates" });
  const seen = new Set();
  return raw.templates.map((tp, i) => {
    const clean = checkTemplate(tp, `templates[${i}]`);
    if (seen.has(clean.card)) throw new TemplateError("workshop.duplicate", { where: `templates[${i}].card`, card: clean.card });
    seen.add(clean.card);
    return clean;
  });
}
