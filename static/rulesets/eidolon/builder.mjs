// Deck builder (issue 6, R3, R15.4): browse and filter the collection, build a main deck, a Location
// deck and pick a Desbravador, with live validation by the engine (bridge op "deck_check": the page
// and `python -m eidolon deck check` give the same messages); saved decks in localStorage; deck
// files (JSON and the text list) exported and imported. Every name goes in as text. A switch in the header
// shows Archon mode's decks instead (static/rulesets/archon/builder.mjs: read-only, generated from a seed or imported).
import { call } from "../../shell/bridge.mjs";
import { clear, download, el } from "../../shell/dom.mjs";
import { getLang, has, pick, t } from "../../shell/i18n.mjs";
import { say } from "../../lib/messages.mjs";
import { fileErrorText, fold, slug } from "../../shell/deckfile.mjs";
import { allGames } from "../../shell/games.mjs";
import { allCards, artSrc, cardDef, cardFull, cardName, deckFile, doctrineName, DOCTRINES, rules } from "./cards.mjs";
import * as ds from "../../shell/deckstore.mjs";
import { ask, confirmDialog } from "../../shell/dialog.mjs";
import { closeTools, ctx, openTool } from "../../shell/tools.mjs";
import { codeDialog, collectionView, viewSwitch } from "../../shell/deckcodes.mjs";

const KINDS = ["criatura", "reliquia", "ritual", "estratagema", "local", "desbravador"];
const CHECK_DELAY_MS = 120;

const S = {
  root: null,
  draft: null,        // {id, created, name, desbravador, main: Map id -> n, locations: [ids]}
  clean: "",          // JSON of the draft as last saved / opened (dirty check)
  filters: { q: "", doctrine: "", kind: "", cost: "", rarity: "", keyword: "" },
  check: null,        // last deck_check result for the draft
  seq: 0,
  timer: null,
  suggested: [],
  mode: "eidolon",    // "eidolon" or "archon" (the Archon view: its game's builderView, loaded on first use)
  pendingCode: null,  // a deck code (a #deck= link) to open once the builder is shown
  archon: null,       // that module once loaded
};

// ------------------------------------------------------------------ helpers


function costOf(c) {
  if (c.kind === "local") return c.difficulty ?? c.cost ?? 0;
  if (c.kind === "desbravador") return null;
  return c.cost ?? 0;
}

function newDraft() {
  return { id: null, created: null, name: t("builder.new_name"), desbravador: "", main: new Map(), locations: [] };
}

function draftFrom(deck, entry = null) {
  return { id: entry?.id ?? null, created: entry?.created ?? null, name: deck.name, desbravador: deck.desbravador || "",
           main: new Map(Object.entries(deck.main || deck.counts || {})), locations: [...(deck.locations || [])] };
}

function deckJson(d = S.draft) {
  return { format: ds.DECK_FORMAT, version: ds.DECK_VERSION, name: d.name, desbravador: d.desbravador,
           main: Object.fromEntries(d.main), locations: [...d.locations] };
}

function snapshot() { return JSON.stringify(deckJson()); }
function isDirty() { return snapshot() !== S.clean; }
function mainCount() { let n = 0; for (const v of S.draft.main.values()) n += v; return n; }

function byteLength(text) { return new TextEncoder().encode(text).length; }

/** Keep keyboard focus on "the same" control across a re-render (data-fkey). */
function keepFocus(fn) {
  const key = document.activeElement?.dataset?.fkey;
  fn();
  if (!key || !S.root) return;
  for (const node of S.root.querySelectorAll("[data-fkey]")) {
    if (node.dataset.fkey === key) { node.focus({ preventScroll: true }); return; }
  }
}

function status(message, kind = "info") {
  const box = S.root?.querySelector("#b-status");
  if (!box) return;
  clear(box);
  box.className = `tool-status ${kind}`;
  box.hidden = !message;
  if (message) box.append(el("span", {}, message));
}

// ------------------------------------------------------------------ validation (engine)

/** Run deck_check on the draft now; resolves with the result (also rendered). */
async function checkNow() {
  clearTimeout(S.timer);
  const seq = ++S.seq;
  const box = S.root?.querySelector("#b-check");
  if (box) box.dataset.state = "checking";
  let res;
  try {
    res = await call("deck_check", { text: JSON.stringify(deckJson()) });
  } catch (err) {
    res = { ok: false, error: { message: err.messages || { pt: String(err), en: String(err) }, where: "" } };
  }
  if (seq === S.seq) { S.check = res; renderCheck(); }
  return res;
}

function scheduleCheck(delay = CHECK_DELAY_MS) {
  clearTimeout(S.timer);
  const box = S.root?.querySelector("#b-check");
  if (box) box.dataset.state = "checking";
  S.seq++;
  S.timer = setTimeout(checkNow, delay);
}

function renderCheck() {
  const box = S.root?.querySelector("#b-check");
  if (!box) return;
  clear(box);
  const res = S.check;
  if (!res) { box.dataset.state = "checking"; return; }
  if (res.error) {
    box.dataset.state = "error";
    box.append(el("p", { class: "check-summary error" }, t("builder.check.error")),
      el("ul", { id: "b-problems" }, el("li", {}, fileErrorText(res.error))));
    return;
  }
  const problems = res.problems || [];
  box.dataset.state = problems.length ? "invalid" : "valid";
  box.append(el("p", { class: `check-summary ${problems.length ? "error" : "ok"}` },
    problems.length ? t("builder.check.problems", { n: problems.length }) : t("builder.check.valid")));
  if (problems.length) box.append(el("ul", { id: "b-problems" }, problems.map((p) => el("li", {}, say(p)))));
  const advice = res.advice || [];          // the engine's word on a legal but unwise deck (R3.1)
  box.dataset.advice = String(advice.length);
  if (advice.length) box.append(el("ul", { id: "b-advice", class: "check-advice" }, advice.map((p) => el("li", {}, say(p)))));
}

// ------------------------------------------------------------------ editing

function changed() {
  keepFocus(() => { renderDeck(); renderCollection(); });
  scheduleCheck();
}

function add(id) {
  const c = cardDef(id);
  if (!c) return;
  if (c.kind === "desbravador") S.draft.desbravador = id;
  else if (c.kind === "local") S.draft.locations.push(id);
  else S.draft.main.set(id, Math.min(deckFile().max_count, (S.draft.main.get(id) || 0) + 1));
  changed();
}

function removeOne(id) {
  const n = S.draft.main.get(id) || 0;
  if (n <= 1) S.draft.main.delete(id);
  else S.draft.main.set(id, n - 1);
  changed();
}

function removeLocation(index) {
  S.draft.locations.splice(index, 1);
  changed();
}

async function okToDiscard() {
  if (!isDirty()) return true;
  return confirmDialog(t("builder.discard.title"), t("builder.discard.message", { name: S.draft.name }),
    t("builder.discard.ok"), t("ui.cancel"));
}

async function load(draft) {
  S.draft = draft;
  S.clean = snapshot();
  S.check = null;
  render();
}

// ------------------------------------------------------------------ name clashes (save, import, rename)

/**
 * Ask what to do when `name` is taken by another saved deck: {name} (free or renamed),
 * {name, replace: id} or null (cancelled: nothing changes).
 */
async function resolveClash(name, exceptId) {
  let error = "";
  let current = name;
  for (;;) {
    const clash = ds.decksNamed(current, exceptId);
    if (!clash.length) return { name: current };
    const { choice, value } = await ask({
      title: t("builder.clash.title"),
      message: t("builder.clash.message", { name: current }),
      error,
      input: { label: t("builder.clash.new_name"), value: ds.freeName(current), maxlength: ds.deckNameMax() },
      buttons: [
        { choice: "rename", label: t("builder.clash.rename"), primary: true },
        { choice: "replace", label: t("builder.clash.replace") },
        { choice: "cancel", label: t("ui.cancel") }],
    });
    if (choice === "replace") return { name: current, replace: clash[0].id, others: clash.slice(1).map((e) => e.id) };
    if (choice !== "rename") return null;
    const next = String(value || "").trim();
    error = next ? "" : t("builder.clash.empty");
    if (next) current = next;
  }
}

/** deck_check a deck object; resolves with the result, or shows the error and resolves null. */
async function checked(deck, show = (msg) => status(msg, "error")) {
  const res = await call("deck_check", { text: JSON.stringify(deck) });
  if (res.error) { show(fileErrorText(res.error)); return null; }
  return res;
}

// ------------------------------------------------------------------ saving

async function save() {
  const res = await checkNow();
  if (res.error) { status(t("builder.save.refused", { message: fileErrorText(res.error) }), "error"); return; }
  const r = await resolveClash(res.deck.name, S.draft.id);
  if (!r) { status(t("builder.save.cancelled")); return; }
  let deck = res.deck;
  let valid = res.ok;
  if (r.name !== deck.name) {
    const again = await checked({ ...deck, name: r.name });
    if (!again) return;
    deck = again.deck;
    valid = again.ok;
  }
  let id = S.draft.id;
  let created = S.draft.created;
  if (r.replace) {
    const old = ds.getDeck(r.replace);
    if (!id) { id = old.id; created = old.created; }
  }
  let entry;
  try {
    entry = ds.putDeck({ id, created, deck, valid });
  } catch (err) { status(ctx.errorText(err), "error"); return; }
  if (r.replace && r.replace !== entry.id) ds.deleteDeck(r.replace);
  for (const other of r.others || []) if (other !== entry.id) ds.deleteDeck(other);
  S.draft = draftFrom(entry.deck, entry);
  S.clean = snapshot();
  render();
  status(valid ? t("builder.save.done", { name: deck.name }) : t("builder.save.done_invalid", { name: deck.name }));
}

async function renameDeck(entry) {
  const { choice, value } = await ask({
    title: t("builder.rename.title"), message: t("builder.rename.message", { name: entry.deck.name }),
    input: { label: t("builder.deck_name"), value: entry.deck.name, maxlength: ds.deckNameMax() },
    buttons: [{ choice: "ok", label: t("builder.rename.ok"), primary: true }, { choice: "cancel", label: t("ui.cancel") }],
  });
  if (choice !== "ok") return;
  const res = await checked({ ...entry.deck, name: String(value || "") });
  if (!res) return;
  const r = await resolveClash(res.deck.name, entry.id);
  if (!r) return;
  const final = r.name === res.deck.name ? res : await checked({ ...res.deck, name: r.name });
  if (!final) return;
  try {
    ds.putDeck({ id: entry.id, created: entry.created, deck: final.deck, valid: final.ok });
  } catch (err) { status(ctx.errorText(err), "error"); return; }
  if (r.replace) { ds.deleteDeck(r.replace); for (const o of r.others || []) ds.deleteDeck(o); }
  if (S.draft.id === entry.id) { S.draft.name = final.deck.name; S.clean = snapshot(); }
  render();
  status(t("builder.rename.done", { name: final.deck.name }));
}

function duplicateDeck(entry) {
  const name = ds.freeName(t("builder.copy_name", { name: entry.deck.name }).slice(0, ds.deckNameMax()));
  try {
    ds.putDeck({ deck: { ...entry.deck, name }, valid: entry.valid });
  } catch (err) { status(ctx.errorText(err), "error"); return; }
  renderSaved();
  status(t("builder.duplicate.done", { name }));
}

async function deleteDeck(entry) {
  const name = entry.deck?.name ?? entry.id;
  if (!await confirmDialog(t("builder.delete.title"), t("builder.delete.message", { name }), t("builder.delete.ok"), t("ui.cancel"))) return;
  ds.deleteDeck(entry.id);
  if (S.draft.id === entry.id) { S.draft.id = null; S.draft.created = null; S.clean = ""; }
  render();
  status(t("builder.delete.done", { name }));
}

// ------------------------------------------------------------------ files

async function exportJson() {
  const res = await checkNow();
  if (res.error) { status(t("builder.export.refused", { message: fileErrorText(res.error) }), "error"); return; }
  download(`${slug(res.deck.name)}.eidolon-deck.json`, JSON.stringify(res.deck, null, 1) + "\n", "application/json");
}

async function exportText() {
  const res = await call("deck_text", { deck: deckJson(), lang: getLang() === "en" ? "en" : "pt" });
  if (!res.ok) { status(t("builder.export.refused", { message: fileErrorText(res.error) }), "error"); return; }
  download(`${slug(S.draft.name)}.txt`, res.text, "text/plain;charset=utf-8");
}

function importError(message) {
  const box = S.root?.querySelector("#b-import-status");
  if (!box) return;
  clear(box);
  box.hidden = !message;
  box.className = "tool-status error";
  if (message) box.append(el("span", {}, message), " ", el("span", {}, t("builder.import.nothing_changed")));
}

/** Import a deck file's text (JSON or text list). Never overwrites silently; any failure changes nothing. */
async function importText(text) {
  importError(null);
  status(null);
  const size = byteLength(text);
  if (size > ds.deckMaxBytes()) { importError(t("deckfile.too_large", { size, max: ds.deckMaxBytes() })); return; }
  let res;
  try { res = await call("deck_check", { text }); } catch (err) { importError(ctx.errorText(err)); return; }
  if (res.error) { importError(fileErrorText(res.error)); return; }
  const r = await resolveClash(res.deck.name, null);
  if (!r) { status(t("builder.import.cancelled")); return; }
  let deck = res.deck;
  let valid = res.ok;
  if (r.name !== deck.name) {
    const again = await checked({ ...deck, name: r.name }, importError);
    if (!again) return;
    deck = again.deck;
    valid = again.ok;
  }
  let entry;
  try {
    const old = r.replace ? ds.getDeck(r.replace) : null;
    entry = ds.putDeck({ id: old?.id, created: old?.created, deck, valid });
  } catch (err) { importError(ctx.errorText(err)); return; }
  for (const o of r.others || []) ds.deleteDeck(o);
  renderSaved();
  status(valid ? t("builder.import.done", { name: deck.name })
    : t("builder.import.done_invalid", { name: deck.name, n: (res.problems || []).length }));
  S.root.querySelector(`#b-saved [data-deck-id="${CSS.escape(entry.id)}"] .open`)?.focus();
}

async function importFile(file) {
  if (file.size > ds.deckMaxBytes()) {
    importError(t("deckfile.too_large", { size: file.size, max: ds.deckMaxBytes() }));
    return;
  }
  await importText(await file.text());
}

async function importPasted() {
  const { choice, value } = await ask({
    title: t("builder.paste.title"), message: t("builder.paste.message"),
    textarea: { label: t("builder.paste.label"), rows: 14 },
    buttons: [{ choice: "import", label: t("builder.paste.ok"), primary: true }, { choice: "cancel", label: t("ui.cancel") }],
  });
  if (choice === "import" && value) await importText(value);
}

// ------------------------------------------------------------------ deck codes (docs/builder.md)

/** The draft's deck code (bridge op deck_code), shown to copy with its link. */
async function copyCode() {
  let res;
  try { res = await call("deck_code", { deck: deckJson() }); } catch (err) { status(ctx.errorText(err), "error"); return; }
  if (!res.ok) { status(fileErrorText(res.error), "error"); return; }
  await codeDialog(res.code, S.draft.name);
}

/** Open the deck of a code (a #deck= link) as an unsaved draft; a broken code says why and changes nothing. */
async function openCode(code) {
  let res;
  try { res = await call("deck_code", { code }); } catch (err) { status(ctx.errorText(err), "error"); return; }
  if (res.error) { status(fileErrorText(res.error), "error"); return; }
  if (!await okToDiscard()) return;
  S.draft = draftFrom(res.deck);
  S.clean = "";
  S.check = null;
  render();
  status(t("deckcode.opened", { name: res.deck.name }));
}

// ------------------------------------------------------------------ rendering

function preview(id) {
  const box = S.root?.querySelector("#b-preview");
  if (!box) return;
  clear(box);
  box.append(cardFull(id, null, cardName, { art: true }));
}

function option(value, label, selected) {
  return el("option", { value, selected: selected || null }, label);
}

/** A printed keyword ("CHEGADA", "ÚNICA"…, as the engine names it) in the current language (help.keyword.*). */
function keywordName(k) {
  const key = `help.keyword.${fold(k).replace(/[^a-z]/g, "")}`;
  return has(key) ? t(key) : k;
}

function filterBar() {
  const f = S.filters;
  const cards = allCards();
  const costs = [...new Set(cards.map(costOf).filter((x) => x != null))].sort((a, b) => a - b);
  const keywords = [...new Set(cards.flatMap((c) => c.keywords || []))].sort();
  const select = (key, id, label, options) => {
    const s = el("select", { id, name: id }, option("", t("builder.filter.all"), !f[key]),
      options.map(([v, l]) => option(String(v), l, String(f[key]) === String(v))));
    s.addEventListener("change", () => { f[key] = s.value; renderCollection(); });
    return el("label", { class: "filter" }, el("span", {}, label), s);
  };
  const search = el("input", { id: "b-search", type: "search", value: f.q, placeholder: t("builder.search_hint"), autocomplete: "off" });
  search.addEventListener("input", () => { f.q = search.value; renderCollection(); });
  return el("div", { class: "filters", role: "search", "aria-label": t("builder.filters") },
    el("label", { class: "filter search" }, el("span", {}, t("builder.search")), search),
    select("doctrine", "b-doctrine", t("builder.filter.doctrine"), DOCTRINES.map((d) => [d, doctrineName(d)])),
    select("kind", "b-kind", t("builder.filter.kind"), KINDS.map((k) => [k, t(`kind.${k}`)])),
    select("cost", "b-cost", t("builder.filter.cost"), costs.map((c) => [c, String(c)])),
    select("rarity", "b-rarity", t("builder.filter.rarity"), ["C", "I", "R"].map((r) => [r, t(`rarity.${r}`)])),
    select("keyword", "b-keyword", t("builder.filter.keyword"), keywords.map((k) => [k, keywordName(k)])),
    el("button", { type: "button", id: "b-clear-filters", onclick: () => {
      Object.assign(S.filters, { q: "", doctrine: "", kind: "", cost: "", rarity: "", keyword: "" });
      render();
    } }, t("builder.filter.clear")));
}

function matches(c) {
  const f = S.filters;
  if (f.doctrine && c.doctrine !== f.doctrine) return false;
  if (f.kind && c.kind !== f.kind) return false;
  if (f.cost !== "" && String(costOf(c)) !== f.cost) return false;
  if (f.rarity && c.rarity !== f.rarity) return false;
  if (f.keyword && !(c.keywords || []).includes(f.keyword)) return false;
  const words = fold(f.q).split(/\s+/).filter(Boolean);
  if (words.length) {
    const hay = fold([pick(c.name), pick(c.original?.name), c.text ? pick(c.text) : "", ...(c.natureza || []),
                      ...(c.vocacao || []), ...(c.types?.en || []), t(`kind.${c.kind}`), c.subkind ? t(`subkind.${c.subkind}`) : ""].join(" "));
    if (!words.every((w) => hay.includes(w))) return false;
  }
  return true;
}

function inDeck(c) {
  if (c.kind === "desbravador") return S.draft.desbravador === c.id ? 1 : 0;
  if (c.kind === "local") return S.draft.locations.filter((x) => x === c.id).length;
  return S.draft.main.get(c.id) || 0;
}

/** A card's stats on its face (creatures and relics: ATK / RES / EXP), each an icon and its number as on the table. */
function faceStats(c) {
  if (c.kind !== "criatura" && c.kind !== "reliquia") return null;
  return el("span", { class: "face-stats" },
    ["atk", "res", "exp"].map((k) => el("span", { class: `stat ${k}`, title: t(`stat.${k}`), "aria-label": `${t(`stat.${k}`)} ${c[k] ?? 0}` },
      String(c[k] ?? 0))));
}

function renderCollection() {
  const list = S.root?.querySelector("#b-collection");
  if (!list) return;
  clear(list);
  const grid = collectionView() === "grid";
  list.className = grid ? "collection-list collection-grid" : "collection-list";
  const shown = allCards().filter(matches);
  for (const c of shown) {
    const n = inDeck(c);
    const cost = costOf(c);
    const art = grid ? el("img", { class: "card-art-img face-art", alt: "", loading: "lazy", decoding: "async", dataset: { artId: c.id } }) : null;
    if (art) { const src = artSrc(c.id); if (src) art.src = src; }
    const btn = el("button", {
      type: "button", class: `col-card doctrine-${c.doctrine} kind-${c.kind}${grid ? " face" : ""}${n ? " in-deck" : ""}`,
      dataset: { cardId: c.id, fkey: `col:${c.id}` },
      title: c.kind === "desbravador" ? t("builder.pick_desbravador") : t("builder.add_copy"),
      onclick: () => add(c.id), onmouseenter: () => preview(c.id), onfocus: () => preview(c.id),
    },
      art,
      el("span", { class: "col-cost" }, cost == null ? "★" : String(cost)),
      el("span", { class: "col-name" }, pick(c.name)),
      el("span", { class: "col-kind" }, t(`kind.${c.kind}`)),
      grid ? faceStats(c) : null,
      el("span", { class: "col-count", "aria-label": t("builder.in_deck", { n }) }, n ? `×${n}` : ""));
    list.append(el("li", {}, btn));
  }
  const count = S.root.querySelector("#b-count");
  if (count) count.textContent = t("builder.shown", { n: shown.length, total: allCards().length });
}

/** The main deck's Essence curve: one bar per cost, stacked by doctrine (R3.4: paying matching Essence). */
function curves() {
  let maxCost = 0;
  for (const c of allCards()) if (!["local", "desbravador"].includes(c.kind)) maxCost = Math.max(maxCost, c.cost ?? 0);
  /** @type {Map<string, number[]>} doctrine -> copies by cost */
  const byDoctrine = new Map();
  for (const [id, n] of S.draft.main) {
    const c = cardDef(id);
    if (!c) continue;
    if (!byDoctrine.has(c.doctrine)) byDoctrine.set(c.doctrine, new Array(maxCost + 1).fill(0));
    byDoctrine.get(c.doctrine)[Math.min(c.cost ?? 0, maxCost)] += n;
  }
  if (!byDoctrine.size) return el("p", { class: "hint" }, t("builder.curve.empty"));
  const doctrines = DOCTRINES.filter((d) => byDoctrine.has(d));
  const totals = Array.from({ length: maxCost + 1 }, (_, cost) => doctrines.reduce((a, d) => a + byDoctrine.get(d)[cost], 0));
  const top = Math.max(1, ...totals);
  const bars = totals.map((total, cost) => {
    const col = el("span", { class: "col" }, doctrines.filter((d) => byDoctrine.get(d)[cost]).map((d) => {
      const seg = el("span", { class: `seg doctrine-${d}`, dataset: { doctrine: d, n: String(byDoctrine.get(d)[cost]) },
                               title: `${doctrineName(d)}: ${byDoctrine.get(d)[cost]}` });
      seg.style.height = `${(byDoctrine.get(d)[cost] / top) * 100}%`;
      return seg;
    }));
    return el("div", { class: "bar", title: t("builder.curve.bar", { cost, n: total }) },
      el("span", { class: "n" }, total ? String(total) : ""), col, el("span", { class: "c" }, String(cost)));
  });
  const list = totals.map((n, cost) => `${cost}: ${n}`).join(", ");
  return el("figure", { class: "curve essence-curve", id: "b-curve" },
    el("figcaption", {}, t("builder.curve.title"),
      el("span", { class: "curve-legend" }, doctrines.map((d) => el("span", { class: `legend doctrine-${d}` },
        t("builder.curve.caption", { doctrine: doctrineName(d), n: byDoctrine.get(d).reduce((a, b) => a + b, 0) }))))),
    el("div", { class: "bars", role: "img", "aria-label": t("builder.curve.aria_all", { list }) }, bars));
}

function counts() {
  const kinds = {};
  for (const [id, n] of S.draft.main) {
    const k = cardDef(id)?.kind ?? "?";
    kinds[k] = (kinds[k] || 0) + n;
  }
  const distinct = new Set(S.draft.locations).size;
  return el("ul", { class: "deck-counts", id: "b-counts" },
    el("li", { id: "b-main-count", dataset: { n: String(mainCount()) } }, t("builder.count.main", { n: mainCount(), min: rules().deck.min })),
    el("li", { id: "b-loc-count" }, t("builder.count.locations", { n: S.draft.locations.length, distinct, need: rules().deck.locations })),
    Object.entries(kinds).map(([k, n]) => el("li", {}, `${t(`kind.${k}`)} ${n}`)));
}

/** A deck row; `over` (the copy limit of the rules block it passes, R3.2) marks it. */
function row(id, n, extra, over = null) {
  const c = cardDef(id);
  const cost = c ? costOf(c) : null;
  return el("li", { class: `deck-row doctrine-${c?.doctrine || "none"}${over ? " over-limit" : ""}`, dataset: { cardId: id } },
    el("span", { class: "row-count", title: over ? t("builder.over_copies", { max: over, n: over }) : null }, n == null ? "" : `${n}×`),
    el("span", { class: "row-cost", "aria-hidden": "true" }, cost == null ? "" : String(cost)),
    el("button", { type: "button", class: "row-name", dataset: { fkey: `name:${id}` },
                   onmouseenter: () => preview(id), onfocus: () => preview(id) }, cardName(id)),
    extra);
}

function renderDeck() {
  const panel = S.root?.querySelector("#b-deck");
  if (!panel) return;
  clear(panel);
  const d = S.draft;
  const nameInput = el("input", { id: "b-name", type: "text", value: d.name, maxlength: String(ds.deckNameMax()), autocomplete: "off" });
  nameInput.addEventListener("input", () => { d.name = nameInput.value; markDirty(); scheduleCheck(); });
  const byCost = (/** @type {[string, number]} */ a, /** @type {[string, number]} */ b) =>
    (cardDef(a[0])?.cost ?? Infinity) - (cardDef(b[0])?.cost ?? Infinity) || cardName(a[0]).localeCompare(cardName(b[0]));
  const mainRows = [...d.main].sort(byCost).map(([id, n]) => row(id, n, [
    el("button", { type: "button", class: "row-minus", dataset: { fkey: `minus:${id}` }, "aria-label": t("builder.remove_copy_of", { name: cardName(id) }),
                   onclick: () => removeOne(id) }, "−"),
    el("button", { type: "button", class: "row-plus", dataset: { fkey: `plus:${id}` }, "aria-label": t("builder.add_copy_of", { name: cardName(id) }),
                   onclick: () => add(id) }, "+")], n > rules().deck.max_copies ? rules().deck.max_copies : null));
  const locCopies = rules().deck.location_copies;
  const locRows = d.locations.map((id, i) => row(id, null,
    el("button", { type: "button", class: "row-minus", dataset: { fkey: `loc:${i}` }, "aria-label": t("builder.remove_of", { name: cardName(id) }),
                   onclick: () => removeLocation(i) }, "−"),
    d.locations.filter((x) => x === id).length > locCopies ? locCopies : null));
  const des = d.desbravador;
  panel.append(
    el("div", { class: "deck-head" },
      el("label", { for: "b-name" }, t("builder.deck_name")), nameInput,
      el("span", { id: "b-dirty", class: "dirty", hidden: !isDirty() }, t("builder.unsaved"))),
    el("p", { class: "deck-desbravador" }, el("span", {}, t("builder.desbravador")), " ",
      des ? el("button", { type: "button", class: "row-name", id: "b-desbravador", dataset: { cardId: des, fkey: "des" },
                           onmouseenter: () => preview(des), onfocus: () => preview(des) }, cardName(des))
        : el("span", { class: "hint", id: "b-desbravador" }, t("builder.no_desbravador"))),
    counts(),
    el("div", { id: "b-check", class: "deck-check", "aria-live": "polite", dataset: { state: "checking" } }),
    el("div", { class: "curves", id: "b-curves" }, curves()),
    el("h3", {}, t("builder.main_title", { n: mainCount() })),
    el("ul", { class: "deck-list", id: "b-main" }, mainRows.length ? mainRows : el("li", { class: "hint" }, t("builder.main_empty"))),
    el("h3", {}, t("builder.locations_title", { n: d.locations.length })),
    el("ul", { class: "deck-list", id: "b-locations" }, locRows.length ? locRows : el("li", { class: "hint" }, t("builder.locations_empty"))));
  renderCheck();
}

function markDirty() {
  const flag = S.root?.querySelector("#b-dirty");
  if (flag) flag.hidden = !isDirty();
}

function renderSaved() {
  const list = S.root?.querySelector("#b-saved");
  if (!list) return;
  clear(list);
  for (const entry of ds.listDecks()) {
    if (entry.corrupt) {
      list.append(el("li", { class: "saved-deck corrupt", dataset: { deckId: entry.id } },
        el("span", { class: "saved-name" }, t(entry.corrupt)),
        el("button", { type: "button", class: "delete", onclick: () => deleteDeck(entry) }, t("saves.delete"))));
      continue;
    }
    const size = Object.values(entry.deck.main).reduce((a, b) => a + b, 0);
    list.append(el("li", { class: `saved-deck${entry.id === S.draft.id ? " current" : ""}`, dataset: { deckId: entry.id } },
      el("span", { class: "saved-name" }, entry.deck.name),
      el("span", { class: `saved-meta ${entry.valid ? "ok" : "error"}` },
        entry.valid ? t("builder.saved.valid", { n: size }) : t("builder.saved.invalid", { n: size })),
      el("span", { class: "saved-tools" },
        el("button", { type: "button", class: "open", onclick: async () => { if (await okToDiscard()) load(draftFrom(entry.deck, entry)); } }, t("builder.open")),
        el("button", { type: "button", class: "rename", onclick: () => renameDeck(entry) }, t("builder.rename")),
        el("button", { type: "button", class: "duplicate", onclick: () => duplicateDeck(entry) }, t("builder.duplicate")),
        el("button", { type: "button", class: "delete", onclick: () => deleteDeck(entry) }, t("saves.delete")))));
  }
  if (!list.children.length) list.append(el("li", { class: "hint" }, t("builder.saved.none")));
}

// ------------------------------------------------------------------ EIDOLON / Archon switch (issue 13)

/** The header: title, the rules hint of the mode, the EIDOLON / Archon switch, the tool navigation. */
function toolHead() {
  const archon = S.mode === "archon";
  const modeButton = (mode, label) => el("button", { type: "button", id: `b-mode-${mode}`, class: S.mode === mode ? "on" : null,
    "aria-pressed": String(S.mode === mode), onclick: () => setMode(mode) }, label);
  return el("div", { class: "tool-head" },
    el("h2", {}, t("builder.title")),
    el("div", { class: "ruleset-switch", role: "group", "aria-label": t("archon.builder.switch") },
      modeButton("eidolon", t("archon.builder.mode_eidolon")), modeButton("archon", t("archon.builder.mode_archon"))),
    el("p", { class: "hint" }, archon ? t("archon.builder.rules_hint") : t("builder.rules_hint")),
    el("span", { class: "tool-nav" },
      el("button", { type: "button", id: "builder-to-workshop", onclick: () => openTool("screen-workshop") }, t("tools.workshop")),
      el("button", { type: "button", id: "builder-back", onclick: closeTools }, t("tools.back"))));
}

/** The Archon view's module, from the game that registered it (shell/games.mjs: `builderView`). */
function archonView() {
  const view = allGames().find((g) => g.id === "archon")?.builderView;
  if (!view) throw new Error("Archon's builder view is not registered");
  return view();
}

/** Switch between EIDOLON's builder and the Archon view; the EIDOLON draft is kept in memory meanwhile. */
async function setMode(mode) {
  if (mode === S.mode) return;
  S.mode = mode;
  if (mode === "archon" && !S.archon) S.archon = await archonView();
  render();
  S.root?.querySelector(`#b-mode-${mode}`)?.focus();
}

function renderArchonMode(root) {
  clear(root);
  const body = el("div", { id: "ab-root" });
  root.append(toolHead(), el("div", { id: "b-status", class: "tool-status", role: "status", hidden: true }), body);
  S.archon.renderArchon(body, { status, errorText: (err) => ctx.errorText(err) }).catch((err) => status(ctx.errorText(err), "error"));
}

function render() {
  const root = S.root;
  if (!root) return;
  if (S.mode === "archon" && S.archon) { renderArchonMode(root); return; }
  clear(root);
  const baseSel = el("select", { id: "b-base" }, option("", t("builder.base.choose"), true),
    option("empty", t("builder.base.empty")),
    S.suggested.map((d) => option(d.id, pick(d.name))));
  baseSel.addEventListener("change", async () => {
    const v = baseSel.value;
    baseSel.value = "";
    if (!v || !await okToDiscard()) return;
    const sug = S.suggested.find((d) => d.id === v);
    const draft = sug ? draftFrom({ name: pick(sug.name), desbravador: sug.desbravador, counts: sug.counts, locations: sug.locations }) : newDraft();
    S.draft = draft;
    S.clean = "";
    S.check = null;
    render();
  });
  const file = el("input", { type: "file", id: "b-import-file", hidden: true, accept: ".json,.txt,application/json,text/plain" });
  file.addEventListener("change", async () => {
    const f = file.files[0];
    file.value = "";
    if (f) await importFile(f);
  });
  root.append(
    toolHead(),
    el("div", { id: "b-status", class: "tool-status", role: "status", hidden: true }),
    el("div", { class: "builder-grid" },
      el("section", { class: "collection", "aria-labelledby": "b-collection-title" },
        el("div", { class: "collection-head" },
          el("h3", { id: "b-collection-title" }, t("builder.collection")),
          viewSwitch("b-view", () => renderCollection())),
        filterBar(),
        el("p", { id: "b-count", class: "hint" }),
        el("ul", { id: "b-collection", class: "collection-list" })),
      el("section", { class: "deck-panel", "aria-labelledby": "b-deck-title" },
        el("h3", { id: "b-deck-title" }, t("builder.deck")),
        el("div", { class: "deck-actions" },
          el("button", { type: "button", id: "b-save", class: "primary", onclick: save }, t("builder.save")),
          el("button", { type: "button", id: "b-new", onclick: async () => { if (await okToDiscard()) load(newDraft()); } }, t("builder.new")),
          el("label", { class: "filter" }, el("span", {}, t("builder.base.label")), baseSel)),
        el("div", { class: "deck-actions" },
          el("button", { type: "button", id: "b-copy-code", onclick: copyCode }, t("deckcode.copy")),
          el("button", { type: "button", id: "b-export-json", onclick: exportJson }, t("builder.export_json")),
          el("button", { type: "button", id: "b-export-text", onclick: exportText }, t("builder.export_text")),
          el("button", { type: "button", id: "b-print", onclick: () => openTool("screen-print", { deck: deckJson() }) }, t("builder.print"))),
        el("div", { id: "b-deck" })),
      el("div", { class: "builder-side" },
        el("aside", { id: "b-preview", class: "preview builder-preview", "aria-live": "polite" },
          el("p", { class: "hint" }, t("builder.preview_hint"))),
        el("section", { class: "saved-decks", "aria-labelledby": "b-saved-title" },
          el("h3", { id: "b-saved-title" }, t("builder.saved.title")),
          el("ul", { id: "b-saved", class: "saved-list" }),
          el("div", { class: "deck-actions" },
            el("button", { type: "button", id: "b-import-button", onclick: () => file.click() }, t("builder.import_file")),
            file,
            el("button", { type: "button", id: "b-paste", onclick: importPasted }, t("builder.paste.button"))),
          el("p", { id: "b-import-status", class: "tool-status error", role: "alert", hidden: true })))));
  renderCollection();
  renderDeck();
  renderSaved();
  scheduleCheck(0);
}

// ------------------------------------------------------------------ entry points (tools.mjs)

/** Open the builder; `arg` {ruleset: "archon"} opens it in the Archon view (e.g. from the start screen). */
export async function open(root, arg) {
  S.root = root;
  S.suggested = ctx.catalog?.decks || [];
  if (!S.draft) { S.draft = newDraft(); S.clean = snapshot(); }
  if (arg?.ruleset === "archon" || arg?.ruleset === "eidolon") {
    S.mode = arg.ruleset;
    if (S.mode === "archon" && !S.archon) S.archon = await archonView();
  }
  render();
  if (typeof arg?.code === "string") {
    if (S.mode === "archon") await S.archon.openArchonCode(arg.code);
    else await openCode(arg.code);
  }
}

export function relabel(root) {
  S.root = root;
  render();
}
