// @ts-check
// The deck builder's Archon view (issue 13, K6): Archon decks are never built card by card, so this view
// shows them read-only. A deck comes from a seed (bridge op `deck_generate`), from a file (an `archon-deck`
// JSON, a text list, or a Master Vault deck with its card-data file: `deck_check`), from the
// demonstration decks of the catalogue, or from the decks saved here (deckstore.mjs, apart from
// EIDOLON's). A shown deck can be saved, exported (`archon-deck` JSON checked by `deck_check`, text list
// by `deck_text`) and deleted. The collection beside it is browsed with the builder's filters. The page
// decides no rule: every deck it shows is the engine's answer; names go in as text.
//
// builder.mjs calls `renderArchon(root, ctx)` into its own screen (after its header and mode switch);
// ctx: {status(message, kind), errorText(err)}.
import { call } from "../../shell/bridge.mjs";
import { clear, download, el } from "../../shell/dom.mjs";
import { fileErrorText, fold, slug } from "../../shell/deckfile.mjs";
import { getLang, pick, t } from "../../shell/i18n.mjs";
import { say } from "../../lib/messages.mjs";
import { deleteArchonDeck, listArchonDecks, putArchonDeck, sameArchonDeck } from "../../shell/deckstore.mjs";
import { archonArtSrc, archonCard, archonCatalog, houseName, loadArchonCatalog } from "./cards.mjs";
import { deckFileOf } from "./decks.mjs";
import { askCode, codeDialog, collectionView, viewSwitch } from "../../shell/deckcodes.mjs";

/** @typedef {import("./cards.mjs").ArchonCard} ArchonCard */
/** @typedef {{pt: string, en: string}} Pair */
/** @typedef {{name: Pair, houses: string[], cards: string[], seed?: number, mavericks?: boolean,
 *   source: "seed" | "file" | "demo" | "saved" | "code", savedId?: string, demoId?: string}} Shown */

const MAX_SEED = 2 ** 53;
const MAX_FILE_BYTES = 1024 * 1024;     // the largest file the engine reads (a vault deck, rulesets/archon/vault.py)
const RARITY_ORDER = ["common", "uncommon", "rare", "special"];

const A = {
  /** @type {HTMLElement | null} */ root: null,
  /** @type {{status: (m: string | null, kind?: string) => void, errorText: (e: any) => string}} */
  ctx: { status: () => {}, errorText: String },
  /** @type {Shown | null} */ shown: null,
  filters: { q: "", house: "", type: "", rarity: "", keyword: "", ability: "" },
  seed: "",
  mavericks: false,
  /** @type {string | null} */ pendingVault: null,     // a Master Vault deck waiting for its card-data file
  /** @type {string | null} */ cardData: null,
  cardDataName: "",
};

// ------------------------------------------------------------------ helpers


/** A printed keyword ("assault 2") in words. @param {string} k */
function keywordText(k) {
  const [base, n] = k.split(" ");
  return t(`archon.kw.${base}`, { n: n ?? "" });
}

/** @param {string} base */
function kwBase(base) { return base.split(" ")[0]; }

/** @param {string} type */
function typeName(type) { return t(`archon.builder.type.${type}`); }
/** @param {string} rarity */
function rarityName(rarity) { return t(`archon.builder.rarity.${rarity}`); }


/** Does parsed text look like a Master Vault deck (an object with `data` and `_linked`, as rulesets/archon/vault.py is_vault)? @param {string} text */
function looksVault(text) {
  try {
    const raw = JSON.parse(text);
    return Boolean(raw) && typeof raw === "object" && !Array.isArray(raw) && "data" in raw && "_linked" in raw;
  } catch { return false; }
}

/** @param {string | null} message @param {string} [kind] */
function status(message, kind = "info") { A.ctx.status(message, kind); }

/** Errors of an import, each on its line, and "Nada foi alterado". @param {string[]} lines */
function importErrors(lines) {
  const box = A.root?.querySelector("#ab-import-status");
  if (!box) return;
  clear(box);
  /** @type {HTMLElement} */ (box).hidden = !lines.length;
  if (!lines.length) return;
  box.append(el("p", {}, t("archon.builder.import.refused")),
    el("ul", { id: "ab-import-errors" }, lines.map((l) => el("li", {}, l))),
    el("p", {}, t("builder.import.nothing_changed")));
}

// ------------------------------------------------------------------ getting a deck

/** @param {Shown} deck */
function show(deck) {
  A.shown = deck;
  renderDeck();
  renderSaved();
  markInDeck();
}

/** Mark the collection's cards that are in the shown deck (in place: the cards under the pointer stay). */
function markInDeck() {
  const inDeck = new Map();
  for (const id of A.shown?.cards ?? []) inDeck.set(id, (inDeck.get(id) || 0) + 1);
  for (const b of A.root?.querySelectorAll("#ab-collection .col-card") ?? []) {
    const btn = /** @type {HTMLElement} */ (b);
    const n = inDeck.get(btn.dataset.cardId) || 0;
    btn.classList.toggle("in-deck", n > 0);
    btn.querySelector(".col-count")?.remove();
    if (n) btn.append(el("span", { class: "col-count", "aria-label": t("builder.in_deck", { n }) }, `×${n}`));
  }
}

async function generate() {
  const raw = A.seed.trim();
  status(null);
  const seed = /^\d{1,16}$/.test(raw) ? Number(raw) : raw;
  /** @type {any} */
  let res;
  try {
    res = await call("deck_generate", { ruleset: "archon", seed, mavericks: A.mavericks });
  } catch (err) { status(A.ctx.errorText(err), "error"); return; }
  show({ name: res.name, houses: res.houses, cards: res.cards, seed: res.seed, mavericks: res.mavericks, source: "seed" });
  status(t("archon.builder.generated", { name: pick(res.name), seed: res.seed }));
}

function randomSeed() {
  const v = new Uint32Array(1);
  crypto.getRandomValues(v);
  A.seed = String(v[0]);
  const input = /** @type {HTMLInputElement | null} */ (A.root?.querySelector("#ab-seed"));
  if (input) input.value = A.seed;
  return generate();
}

/** Check a deck file's text (with the card data when it is a vault deck) and show the deck, or every refusal.
 * @param {string} text @param {string | null} cardData */
async function importChecked(text, cardData) {
  /** @type {any} */
  let res;
  try {
    res = await call("deck_check", cardData === null ? { ruleset: "archon", text } : { ruleset: "archon", text, card_data: cardData });
  } catch (err) { importErrors([A.ctx.errorText(err)]); return; }
  if (res.error) { importErrors((res.errors?.length ? res.errors : [res.error]).map(fileErrorText)); return; }
  if (!res.ok) { importErrors([t("archon.builder.import.illegal"), ...(res.problems || []).map(say)]); return; }
  A.pendingVault = null;
  importErrors([]);
  renderImportStep();
  const d = res.deck;
  const cards = Object.entries(/** @type {Record<string, number>} */ (d.cards)).flatMap(([id, n]) => Array(n).fill(id));
  show({ name: { pt: d.name, en: d.name }, houses: d.houses, cards, source: "file" });
  status(t("archon.builder.imported", { name: d.name }));
}

/** @param {File} file */
async function readFile(file) {
  if (file.size > MAX_FILE_BYTES) { importErrors([t("deckfile.too_large", { size: file.size, max: MAX_FILE_BYTES })]); return null; }
  return file.text();
}

/** @param {File} file */
async function importDeckFile(file) {
  status(null);
  importErrors([]);
  const text = await readFile(file);
  if (text === null) return;
  if (looksVault(text) && A.cardData === null) {
    A.pendingVault = text;                  // step 2: the card-data file that maps its cards
    renderImportStep();
    return;
  }
  await importChecked(text, looksVault(text) ? A.cardData : null);
}

/** @param {File} file */
async function chooseCardData(file) {
  importErrors([]);
  const text = await readFile(file);
  if (text === null) return;
  A.cardData = text;
  A.cardDataName = file.name;
  renderImportStep();
  if (A.pendingVault !== null) await importChecked(A.pendingVault, text);
}

// ------------------------------------------------------------------ keeping and exporting

function save() {
  const d = A.shown;
  if (!d) return;
  const already = sameArchonDeck(d);
  if (already) { status(t("archon.builder.save.already", { name: pick(already.name) })); return; }
  let entry;
  try {
    entry = putArchonDeck({ id: undefined, created: undefined, name: d.name, houses: d.houses, cards: d.cards, seed: d.seed,
                            mavericks: d.mavericks });
  } catch (err) { status(A.ctx.errorText(err), "error"); return; }       // nothing was written: nothing lost
  A.shown = { ...d, source: "saved", savedId: entry.id };
  renderDeck();
  renderSaved();
  status(t("archon.builder.save.done", { name: pick(d.name) }));
}

async function exportJson() {
  const d = A.shown;
  if (!d) return;
  /** @type {any} */
  let res;
  try { res = await call("deck_check", { ruleset: "archon", text: JSON.stringify(deckFileOf(d)) }); } catch (err) {
    status(A.ctx.errorText(err), "error"); return;
  }
  if (res.error) { status(t("builder.export.refused", { message: fileErrorText(res.error) }), "error"); return; }
  download(`${slug(res.deck.name)}.archon-deck.json`, JSON.stringify(res.deck, null, 1) + "\n", "application/json");
}

async function exportText() {
  const d = A.shown;
  if (!d) return;
  /** @type {any} */
  let res;
  try { res = await call("deck_text", { ruleset: "archon", deck: deckFileOf(d), lang: getLang() === "en" ? "en" : "pt" }); } catch (err) {
    status(A.ctx.errorText(err), "error"); return;
  }
  if (!res.ok) { status(t("builder.export.refused", { message: fileErrorText(res.error) }), "error"); return; }
  download(`${slug(pick(d.name))}.txt`, res.text, "text/plain;charset=utf-8");
}

/** @param {{id: string, name: Pair}} entry */
function remove(entry) {
  deleteArchonDeck(entry.id);
  if (A.shown?.savedId === entry.id) A.shown = { ...A.shown, source: A.shown.seed !== undefined ? "seed" : "file", savedId: undefined };
  renderDeck();
  renderSaved();
  status(t("archon.builder.delete.done", { name: pick(entry.name) }));
}

// ------------------------------------------------------------------ rendering

/** Show a card in the detail pane; `reveal` (a click) scrolls the pane into view on a narrow screen. @param {string} id */
function preview(id, reveal = false) {
  const box = A.root?.querySelector("#ab-preview");
  if (!box) return;
  clear(box);
  box.append(cardDetail(id));
  if (reveal && window.matchMedia("(max-width: 900px)").matches) box.scrollIntoView({ block: "nearest" });
}

/** The full card: art, house, type, rarity, Æmber bonus, power/armor, keywords, traits, text. @param {string} id */
export function cardDetail(id) {
  const c = archonCard(id);
  if (!c) return el("div", { class: "card full" }, id);
  const src = archonArtSrc(id);
  return el("article", { class: `card full with-art archon-card house-${c.house}`, dataset: { cardId: id } },
    el("header", {}, el("h3", { class: "card-name" }, pick(c.name)),
      c.amber ? el("span", { class: "card-cost", title: t("archon.builder.amber_bonus", { n: c.amber }) }, `${c.amber}Æ`) : null),
    el("div", { class: "card-art" }, el("img", { class: "archon-art-img", alt: "", src, dataset: { artId: id } })),
    el("p", { class: "card-kind" }, [houseName(c.house), typeName(c.type), rarityName(c.rarity)].join(" · ")),
    c.maverick ? el("p", { class: "ab-maverick" }, t("archon.mark.maverick", { house: houseName(c.house) })) : null,
    c.type === "creature" ? el("p", { class: "stat" }, t("archon.builder.power_armor", { power: c.power ?? 0, armor: c.armor ?? 0 })) : null,
    c.traits.length ? el("p", { class: "card-traits" }, c.traits.map((x) => t(`archon.trait.${x}`)).join(", ")) : null,
    el("p", { class: "card-text" }, pick(c.text)));
}

/** @param {string} value @param {string} label @param {boolean} selected */
function option(value, label, selected) { return el("option", { value, selected: selected || null }, label); }

function filterBar() {
  const f = A.filters;
  const cards = [...(archonCatalog()?.cards.values() ?? [])];
  const keywords = [...new Set(cards.flatMap((c) => c.keywords.map(kwBase)))].sort();
  /** @param {"house" | "type" | "rarity" | "keyword" | "ability"} key @param {string} id @param {string} label @param {[string, string][]} options */
  const select = (key, id, label, options) => {
    const s = /** @type {HTMLSelectElement} */ (el("select", { id, name: id }, option("", t("builder.filter.all"), !f[key]),
      options.map(([v, l]) => option(v, l, f[key] === v))));
    s.addEventListener("change", () => { f[key] = s.value; renderCollection(); });
    return el("label", { class: "filter" }, el("span", {}, label), s);
  };
  const search = /** @type {HTMLInputElement} */ (el("input", { id: "ab-search", type: "search", value: f.q,
    placeholder: t("archon.builder.search_hint"), autocomplete: "off" }));
  search.addEventListener("input", () => { f.q = search.value; renderCollection(); });
  const rules = archonCatalog()?.rules;
  return el("div", { class: "filters", role: "search", "aria-label": t("builder.filters") },
    el("label", { class: "filter search" }, el("span", {}, t("builder.search")), search),
    select("house", "ab-house", t("archon.builder.filter.house"), (rules?.houses ?? []).map((/** @type {string} */ h) => [h, houseName(h)])),
    select("type", "ab-type", t("builder.filter.kind"), (rules?.types ?? []).map((/** @type {string} */ x) => [x, typeName(x)])),
    select("rarity", "ab-rarity", t("builder.filter.rarity"), RARITY_ORDER.map((r) => [r, rarityName(r)])),
    select("keyword", "ab-keyword", t("builder.filter.keyword"), keywords.map((k) => [k, keywordText(k).replace(/\s*\(.*$/, "").trim()])),
    // the kinds of ability of the card data (rules block `abilities`, each card's `abilities`): lasting, reactions, wards...
    select("ability", "ab-ability", t("archon.builder.filter.ability"), (rules?.abilities ?? []).map((/** @type {string} */ k) => [k, t(`archon.ability.${k}`)])),
    el("button", { type: "button", id: "ab-clear-filters", onclick: () => {
      Object.assign(A.filters, { q: "", house: "", type: "", rarity: "", keyword: "", ability: "" });
      renderAll();
    } }, t("builder.filter.clear")));
}

/** @param {ArchonCard} c */
function matches(c) {
  const f = A.filters;
  if (f.house && c.house !== f.house) return false;
  if (f.type && c.type !== f.type) return false;
  if (f.rarity && c.rarity !== f.rarity) return false;
  if (f.keyword && !c.keywords.some((k) => kwBase(k) === f.keyword)) return false;
  if (f.ability && !(c.abilities ?? []).includes(f.ability)) return false;
  const words = fold(f.q).split(/\s+/).filter(Boolean);
  if (words.length) {
    const hay = fold([c.name.pt, c.name.en, pick(c.text), typeName(c.type), houseName(c.house),
                      ...c.traits.map((x) => t(`archon.trait.${x}`)), ...c.keywords.map(keywordText)].join(" "));
    if (!words.every((w) => hay.includes(w))) return false;
  }
  return true;
}

function renderCollection() {
  const list = A.root?.querySelector("#ab-collection");
  if (!list) return;
  clear(list);
  const all = [...(archonCatalog()?.cards.values() ?? [])];
  const shown = all.filter(matches);
  const grid = collectionView() === "grid";
  /** @type {HTMLElement} */ (list).className = grid ? "collection-list collection-grid" : "collection-list";
  const inDeck = new Map();
  for (const id of A.shown?.cards ?? []) inDeck.set(id, (inDeck.get(id) || 0) + 1);
  for (const c of shown) {
    const n = inDeck.get(c.id) || 0;
    const art = grid ? el("img", { class: "archon-art-img face-art", alt: "", loading: "lazy", decoding: "async", dataset: { artId: c.id } }) : null;
    if (art) { const src = archonArtSrc(c.id); if (src) /** @type {HTMLImageElement} */ (art).src = src; }
    list.append(el("li", {}, el("button", {
      type: "button", class: `col-card house-${c.house} type-${c.type}${grid ? " face" : ""}${n ? " in-deck" : ""}`, dataset: { cardId: c.id },
      onclick: () => preview(c.id, true), onmouseenter: () => preview(c.id), onfocus: () => preview(c.id),
    },
      art,
      el("span", { class: "col-cost", title: t("archon.builder.amber_bonus", { n: c.amber }) }, c.amber ? `${c.amber}Æ` : ""),
      el("span", { class: "col-name" }, pick(c.name)),
      el("span", { class: "col-kind" }, grid ? typeName(c.type) : `${houseName(c.house)} · ${typeName(c.type)} · ${rarityName(c.rarity)}`),
      grid && c.type === "creature" ? el("span", { class: "face-stats" },
        el("span", { class: "stat power", title: t("archon.builder.power_armor", { power: c.power ?? 0, armor: c.armor ?? 0 }) },
          t("archon.builder.face_power", { n: c.power ?? 0 })),
        c.armor ? el("span", { class: "stat armor" }, t("archon.builder.face_armor", { n: c.armor })) : null) : null,
      n ? el("span", { class: "col-count", "aria-label": t("builder.in_deck", { n }) }, `×${n}`) : null)));
  }
  const count = A.root?.querySelector("#ab-count");
  if (count) count.textContent = t("builder.shown", { n: shown.length, total: all.length });
}

/** @param {Shown} d */
function sourceText(d) {
  if (d.source === "seed" || (d.source === "saved" && d.seed !== undefined)) {
    return t(d.mavericks ? "archon.builder.source.seed_mavericks" : "archon.builder.source.seed", { seed: d.seed ?? "" });
  }
  if (d.source === "demo") return t("archon.builder.source.demo");
  if (d.source === "saved") return t("archon.builder.source.saved");
  if (d.source === "code") return t("archon.builder.source.code");
  return t("archon.builder.source.file");
}

/** One card row of the shown deck. @param {string} id @param {number} n */
function deckRow(id, n) {
  const c = archonCard(id);
  const stats = c?.type === "creature" ? t("archon.builder.power_armor", { power: c.power ?? 0, armor: c.armor ?? 0 }) : "";
  return el("li", { class: `ab-row house-${c?.house ?? "none"}${c?.maverick ? " maverick" : ""}`, dataset: { cardId: id, count: String(n) } },
    el("span", { class: "row-count" }, `${n}×`),
    el("button", { type: "button", class: "row-name", onmouseenter: () => preview(id), onfocus: () => preview(id), onclick: () => preview(id, true) },
      c ? pick(c.name) : id),
    el("span", { class: "ab-meta" },
      c ? `${typeName(c.type)} · ${rarityName(c.rarity)}` : "",
      c?.amber ? el("span", { class: "ab-amber", title: t("archon.builder.amber_bonus", { n: c.amber }) }, ` · ${c.amber}Æ`) : null,
      stats ? ` · ${stats}` : null,
      c?.maverick ? el("span", { class: "ab-maverick", title: t("archon.mark.maverick", { house: houseName(c.house) }) }, ` · ${t("archon.builder.maverick")}`) : null));
}

function renderDeck() {
  const panel = /** @type {HTMLElement | null} */ (A.root?.querySelector("#ab-deck"));
  if (!panel) return;
  clear(panel);
  const d = A.shown;
  for (const id of ["#ab-save", "#ab-export-json", "#ab-export-text", "#ab-copy-code"]) {
    const b = /** @type {HTMLButtonElement | null} */ (A.root?.querySelector(id));
    if (b) b.disabled = !d;
  }
  if (!d) {
    panel.dataset.state = "empty";
    panel.append(el("p", { class: "hint" }, t("archon.builder.deck_empty")));
    return;
  }
  panel.dataset.state = "shown";
  /** @type {Map<string, Map<string, number>>} */
  const byHouse = new Map(d.houses.map((h) => [h, new Map()]));
  for (const id of d.cards) {
    const h = archonCard(id)?.house ?? "";
    if (!byHouse.has(h)) byHouse.set(h, new Map());
    const m = /** @type {Map<string, number>} */ (byHouse.get(h));
    m.set(id, (m.get(id) || 0) + 1);
  }
  const nameOf = (/** @type {string} */ id) => archonCard(id) ? pick(archonCard(id)?.name) : id;
  panel.append(
    el("h4", { id: "ab-deck-name", class: "ab-deck-name" }, pick(d.name)),
    el("p", { id: "ab-deck-source", class: "hint" }, sourceText(d), " · ", t("archon.builder.card_count", { n: d.cards.length })),
    el("p", { id: "ab-deck-houses", class: "ab-houses" }, d.houses.map((h) => el("span", { class: `ab-house-chip house-${h}`, dataset: { house: h } }, houseName(h)))),
    deckShape(d),
    el("div", { class: "ab-groups" }, [...byHouse].map(([h, cards]) => {
      const n = [...cards.values()].reduce((a, b) => a + b, 0);
      const rows = [...cards].sort((a, b) => nameOf(a[0]).localeCompare(nameOf(b[0]))).map(([id, k]) => deckRow(id, k));
      return el("section", { class: `ab-group house-${h || "none"}`, dataset: { house: h } },
        el("h4", {}, t("archon.builder.house_count", { house: h ? houseName(h) : "?", n })),
        el("ul", { class: "deck-list" }, rows));
    })));
}

/**
 * What the deck is made of: its cards by house and by type (Archon cards have no cost to make a curve of,
 * K6: 12 cards of each of three houses; K41: the card types), as bars.
 * @param {Shown} d
 */
function deckShape(d) {
  const types = /** @type {string[]} */ (archonCatalog()?.rules?.types ?? []);
  /** @type {Map<string, Map<string, number>>} house -> type -> copies */
  const grid = new Map(d.houses.map((h) => [h, new Map()]));
  for (const id of d.cards) {
    const c = archonCard(id);
    if (!c) continue;
    if (!grid.has(c.house)) grid.set(c.house, new Map());
    const m = /** @type {Map<string, number>} */ (grid.get(c.house));
    m.set(c.type, (m.get(c.type) || 0) + 1);
  }
  const top = Math.max(1, ...types.map((ty) => [...grid.values()].reduce((a, m) => a + (m.get(ty) || 0), 0)));
  const bars = types.map((ty) => {
    const total = [...grid.values()].reduce((a, m) => a + (m.get(ty) || 0), 0);
    const col = el("span", { class: "col" }, [...grid].filter(([, m]) => m.get(ty)).map(([h, m]) => {
      const seg = el("span", { class: `seg house-${h}`, dataset: { house: h, n: String(m.get(ty)) }, title: `${houseName(h)}: ${m.get(ty)}` });
      seg.style.height = `${((m.get(ty) || 0) / top) * 100}%`;
      return seg;
    }));
    return el("div", { class: "bar", dataset: { type: ty }, title: `${typeName(ty)}: ${total}` },
      el("span", { class: "n" }, total ? String(total) : ""), col, el("span", { class: "c" }, typeName(ty)));
  });
  const list = types.map((ty) => `${typeName(ty)}: ${[...grid.values()].reduce((a, m) => a + (m.get(ty) || 0), 0)}`).join(", ");
  return el("figure", { class: "curve essence-curve archon-shape", id: "ab-shape" },
    el("figcaption", {}, t("archon.builder.shape"),
      el("span", { class: "curve-legend" }, [...grid].map(([h, m]) => el("span", { class: `legend house-${h}`, dataset: { house: h } },
        `${houseName(h)} ${[...m.values()].reduce((a, b) => a + b, 0)}`)))),
    el("div", { class: "bars", role: "img", "aria-label": t("archon.builder.shape_aria", { list }) }, bars));
}

// ------------------------------------------------------------------ deck codes (docs/builder.md)

/** The shown deck's code: a seed deck by its seed, any other by its cards (bridge op deck_code). */
async function copyCode() {
  const d = A.shown;
  if (!d) return;
  /** @type {any} */
  let res;
  const req = d.seed !== undefined && d.source !== "file" && d.source !== "code" ? { ruleset: "archon", seed: d.seed, mavericks: Boolean(d.mavericks) }
    : { ruleset: "archon", deck: deckFileOf(d) };
  try { res = await call("deck_code", req); } catch (err) { status(A.ctx.errorText(err), "error"); return; }
  if (!res.ok) { status(fileErrorText(res.error), "error"); return; }
  await codeDialog(res.code, pick(d.name));
}

/** Show the deck of a code (pasted, or a #deck= link); a broken code lists why and changes nothing. @param {string} code */
export async function openArchonCode(code) {
  /** @type {any} */
  let res;
  try { res = await call("deck_code", { ruleset: "archon", code }); } catch (err) { importErrors([A.ctx.errorText(err)]); return; }
  if (res.error) { importErrors([fileErrorText(res.error)]); return; }
  if (!res.ok) { importErrors([t("archon.builder.import.illegal"), ...(res.problems || []).map(say)]); return; }
  importErrors([]);
  const cards = Object.entries(/** @type {Record<string, number>} */ (res.deck.cards)).flatMap(([id, n]) => Array(n).fill(id));
  show({ name: res.names, houses: res.deck.houses, cards, source: res.seed !== undefined ? "seed" : "code",
         ...(res.seed !== undefined ? { seed: res.seed, mavericks: res.mavericks } : {}) });
  status(t("deckcode.opened", { name: pick(res.names) }));
}

async function pasteCode() {
  const code = await askCode();
  if (code) await openArchonCode(code);
}

function renderSaved() {
  const demos = A.root?.querySelector("#ab-demos");
  const saved = A.root?.querySelector("#ab-saved");
  if (!demos || !saved) return;
  clear(demos);
  clear(saved);
  for (const d of archonCatalog()?.decks ?? []) {
    const current = A.shown?.source === "demo" && A.shown.demoId === d.id;
    demos.append(el("li", { class: `saved-deck demo${current ? " current" : ""}`, dataset: { deckId: d.id } },
      el("span", { class: "saved-name" }, pick(d.name)),
      el("span", { class: "saved-meta" }, d.houses.map(houseName).join(" · ")),
      d.description ? el("span", { class: "saved-desc hint" }, pick(d.description)) : null,
      el("span", { class: "saved-tools" }, el("button", { type: "button", class: "open",
        onclick: () => show({ name: d.name, houses: d.houses, cards: d.cards, source: "demo", demoId: d.id,
                              ...(d.seed >= 0 ? { seed: d.seed } : {}) }) }, t("archon.builder.show")))));
  }
  for (const e of listArchonDecks()) {
    if (e.corrupt) {
      saved.append(el("li", { class: "saved-deck corrupt", dataset: { deckId: e.id } },
        el("span", { class: "saved-name" }, t(e.corrupt)),
        el("button", { type: "button", class: "delete", onclick: () => remove({ id: e.id, name: { pt: e.id, en: e.id } }) }, t("saves.delete"))));
      continue;
    }
    const current = A.shown?.savedId === e.id;
    saved.append(el("li", { class: `saved-deck${current ? " current" : ""}`, dataset: { deckId: e.id } },
      el("span", { class: "saved-name" }, pick(e.name)),
      el("span", { class: "saved-meta" }, e.houses.map(houseName).join(" · ")),
      el("span", { class: "saved-tools" },
        el("button", { type: "button", class: "open", onclick: () => show({ name: e.name, houses: e.houses, cards: e.cards,
          ...(e.seed !== undefined ? { seed: e.seed, mavericks: Boolean(e.mavericks) } : {}), source: "saved", savedId: e.id }) },
        t("archon.builder.show")),
        el("button", { type: "button", class: "delete", onclick: () => remove(e) }, t("saves.delete")))));
  }
  if (!saved.children.length) saved.append(el("li", { class: "hint" }, t("builder.saved.none")));
}

function renderImportStep() {
  const box = A.root?.querySelector("#ab-import-step");
  if (!box) return;
  clear(box);
  const lines = [];
  if (A.pendingVault !== null) lines.push(el("p", { class: "tool-status", id: "ab-need-card-data" }, t("archon.builder.import.need_card_data")));
  if (A.cardData !== null) {
    lines.push(el("p", { class: "hint", id: "ab-card-data-name" }, t("archon.builder.import.card_data_loaded", { name: A.cardDataName }), " ",
      el("button", { type: "button", id: "ab-card-data-forget", onclick: () => { A.cardData = null; A.cardDataName = ""; renderImportStep(); } },
        t("archon.builder.import.card_data_forget"))));
  }
  for (const line of lines) box.append(line);
}

function renderAll() {
  const root = A.root;
  if (!root) return;
  clear(root);
  /** @param {string} id @param {(f: File) => Promise<void>} handle */
  const fileInput = (id, handle) => {
    const input = /** @type {HTMLInputElement} */ (el("input", { type: "file", id, hidden: true, accept: ".json,.txt,application/json,text/plain" }));
    input.addEventListener("change", async () => {
      const f = input.files?.[0];
      input.value = "";
      if (f) await handle(f);
    });
    return input;
  };
  const deckFile = fileInput("ab-import-file", importDeckFile);
  const dataFile = fileInput("ab-card-data-file", chooseCardData);
  const seed = /** @type {HTMLInputElement} */ (el("input", { id: "ab-seed", type: "text", inputmode: "numeric", value: A.seed,
    autocomplete: "off", placeholder: t("archon.builder.seed_hint"), maxlength: "16" }));
  seed.addEventListener("input", () => { A.seed = seed.value; });
  seed.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); generate(); } });
  const mav = /** @type {HTMLInputElement} */ (el("input", { id: "ab-mavericks", type: "checkbox", checked: A.mavericks || null }));
  mav.addEventListener("change", () => { A.mavericks = mav.checked; });
  root.append(el("div", { class: "builder-grid archon-builder" },
    el("section", { class: "collection", "aria-labelledby": "ab-collection-title" },
      el("div", { class: "collection-head" },
        el("h3", { id: "ab-collection-title" }, t("archon.builder.collection")),
        viewSwitch("ab-view", () => renderCollection())),
      filterBar(),
      el("p", { id: "ab-count", class: "hint" }),
      el("ul", { id: "ab-collection", class: "collection-list" })),
    el("section", { class: "deck-panel", "aria-labelledby": "ab-deck-title" },
      el("h3", { id: "ab-deck-title" }, t("archon.builder.deck")),
      el("p", { class: "hint" }, t("archon.builder.read_only")),
      el("div", { class: "deck-actions ab-generate", role: "group", "aria-label": t("archon.builder.generate_group") },
        el("label", { class: "filter" }, el("span", {}, t("archon.builder.seed")), seed),
        el("button", { type: "button", id: "ab-random", onclick: randomSeed }, t("archon.builder.random")),
        el("label", { class: "ab-check" }, mav, " ", t("archon.builder.mavericks")),
        el("button", { type: "button", id: "ab-generate", class: "primary", onclick: generate }, t("archon.builder.generate"))),
      el("div", { class: "deck-actions" },
        el("button", { type: "button", id: "ab-save", onclick: save }, t("builder.save")),
        el("button", { type: "button", id: "ab-copy-code", onclick: copyCode }, t("deckcode.copy")),
        el("button", { type: "button", id: "ab-export-json", onclick: exportJson }, t("builder.export_json")),
        el("button", { type: "button", id: "ab-export-text", onclick: exportText }, t("builder.export_text"))),
      el("div", { id: "ab-deck", class: "ab-deck", "aria-live": "polite" })),
    el("div", { class: "builder-side" },
      el("aside", { id: "ab-preview", class: "preview builder-preview", "aria-live": "polite" },
        el("p", { class: "hint" }, t("builder.preview_hint"))),
      el("section", { class: "saved-decks", "aria-labelledby": "ab-saved-title" },
        el("h3", { id: "ab-saved-title" }, t("builder.saved.title")),
        el("ul", { id: "ab-saved", class: "saved-list" }),
        el("div", { class: "deck-actions" },
          el("button", { type: "button", id: "ab-import-button", onclick: () => deckFile.click() }, t("archon.builder.import.deck")),
          deckFile,
          el("button", { type: "button", id: "ab-card-data-button", onclick: () => dataFile.click() }, t("archon.builder.import.card_data")),
          dataFile,
          el("button", { type: "button", id: "ab-paste-code", onclick: pasteCode }, t("deckcode.paste"))),
        el("p", { class: "hint" }, t("archon.builder.import.hint")),
        el("div", { id: "ab-import-step", "aria-live": "polite" }),
        el("div", { id: "ab-import-status", class: "tool-status error", role: "alert", hidden: true }),
        el("h3", { id: "ab-demos-title" }, t("archon.builder.demos")),
        el("ul", { id: "ab-demos", class: "saved-list" })))));
  renderCollection();
  renderDeck();
  renderSaved();
  renderImportStep();
}

/**
 * Render the Archon view into `root` (the catalogue is loaded first).
 * @param {HTMLElement} root
 * @param {{status: (m: string | null, kind?: string) => void, errorText: (e: any) => string}} ctx
 */
export async function renderArchon(root, ctx) {
  A.root = root;
  A.ctx = ctx;
  await loadArchonCatalog();
  if (A.root !== root) return;
  renderAll();
  root.dataset.ready = "";
}
