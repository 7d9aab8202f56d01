// @ts-check
// The rules reference inside the game (issue 12, and issue 14 for Archon): docs/rules.md (pt-BR) and
// docs/rules.en.md, docs/archon-rules.md and docs/archon-rules.en.md, parsed by build_site.py into
// static/help/rules.<lang>.json and static/help/archon-rules.<lang>.json, shown as a searchable overlay
// over any screen. One topbar button ("Regras") opens it, at the reference of the game set by
// setRulesGame (the table calls it), and a switch inside it shows the other game's. An address such as
// #R5.3 or #K44 opens it at that rule of its game, and the references' own cross-references are such
// links. keywordHelp(word) and archonKeywordHelp(word) give a keyword's tooltip from the catalogues
// (help.keyword.*, help.archon_keyword.*), for the tables.
import { html, nothing, render } from "../../lib/lit.mjs";
import { assetURL } from "../assets.mjs";
import { catalogue, getLang, LANGUAGES, t } from "../i18n.mjs";

/** @typedef {{text: string, strong?: string, code?: string, href?: string}} Part */
/** @typedef {{kind: string, parts?: Part[], items?: Part[][]}} Block */
/** @typedef {{id: string, blocks: Block[]}} Rule */
/** @typedef {{id: string, title: string, blocks: Block[], rules: Rule[]}} Section */
/** @typedef {{lang: string, title: string, blocks: Block[], sections: Section[]}} RulesDoc */

/** The keywords with a tooltip, and the rule that defines each (docs/rules.md). */
export const KEYWORDS = /** @type {const} */ ({
  chegada: "R14.2", queda: "R14.3", explorar: "R14.4", descoberta: "R14.5", vigilia: "R14.6", reerguer: "R7.4",
});
/** The Archon keywords with a tooltip, and the rule that defines each (docs/archon-rules.md). */
export const ARCHON_KEYWORDS = /** @type {const} */ ({
  elusive: "K70", skirmish: "K71", taunt: "K72", poison: "K73", assault: "K74", hazardous: "K75",
  splash: "K76", deploy: "K77", stun: "K78", alpha: "K39", omega: "K40", versatile: "K5", treasury: "K16",
});
/** @typedef {"eidolon" | "archon"} Game */
/** Each game's reference: its file under static/help, and the addresses that open it. */
const GAMES = /** @type {const} */ ({
  eidolon: { file: "rules", ids: /^R\d+(?:\.\d+)?$/ },
  archon: { file: "archon-rules", ids: /^K(?:\d+|[A-Z])$/ },
});
const ANCHOR = /^#(R\d+(?:\.\d+)?|K\d+|K[A-Z]|glossario)$/;

const state = {
  open: false,
  query: "",
  /** @type {Game} */
  game: "eidolon",
  /** @type {Map<string, RulesDoc | Promise<RulesDoc>>} by "game/lang" */
  docs: new Map(),
  /** @type {string | null} */
  failed: null,
  /** @type {Element | null} */
  opener: null,
};

/** Text folded for search: lower case, no accents. @param {string} text */
export function fold(text) {
  return String(text).normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * A keyword's tooltip in the current language, from its Portuguese or English spelling
 * ("CHEGADA", "Arrival", "vigília"…): {key, word, text, rule}, or null for a word that is no keyword.
 * @param {string} word
 */
export function keywordHelp(word) {
  const w = fold(word).trim();
  for (const key of /** @type {(keyof typeof KEYWORDS)[]} */ (Object.keys(KEYWORDS))) {
    const names = [key, fold(t(`help.keyword.${key}`))];
    if (names.includes(w)) {
      return { key, word: t(`help.keyword.${key}`), text: t(`help.keyword.${key}.text`), rule: KEYWORDS[key] };
    }
  }
  return null;
}

/**
 * An Archon keyword's tooltip in the current language, from its key or its word in any catalogue
 * language, with or without the number cards print after it ("Elusivo", "Investida 2", "hazardous",
 * "Stun"): {key, word, text, rule}, or null for a word that is no Archon keyword.
 * @param {string} word
 */
export function archonKeywordHelp(word) {
  const w = fold(word).trim().replace(/\s+\d+$/, "");
  for (const key of /** @type {(keyof typeof ARCHON_KEYWORDS)[]} */ (Object.keys(ARCHON_KEYWORDS))) {
    const names = [key, ...LANGUAGES.map((l) => fold(String(catalogue(l)?.[`help.archon_keyword.${key}`] ?? "")))];
    if (names.includes(w)) {
      return { key, word: t(`help.archon_keyword.${key}`), text: t(`help.archon_keyword.${key}.text`), rule: ARCHON_KEYWORDS[key] };
    }
  }
  return null;
}

/** The game whose reference holds a rule address ("R5.3", "K44"), or null ("glossario": either). @param {string} id */
function gameOf(id) {
  for (const game of /** @type {Game[]} */ (Object.keys(GAMES))) if (GAMES[game].ids.test(id)) return game;
  return null;
}

/** @param {Game} game @param {string} lang @returns {Promise<RulesDoc>} */
async function load(game, lang) {
  const name = `${game}/${lang}`;
  const have = state.docs.get(name);
  if (have) return have;
  const url = new URL(assetURL(`static/help/${GAMES[game].file}.${lang}.json`));
  const pending = fetch(url).then(async (r) => {
    if (!r.ok) throw new Error(`${r.status} ${url.pathname}`);
    return /** @type {RulesDoc} */ (await r.json());
  });
  state.docs.set(name, pending);
  try {
    const doc = await pending;
    state.docs.set(name, doc);
    return doc;
  } catch (err) {
    state.docs.delete(name);
    throw err;
  }
}

function overlay() {
  let box = document.getElementById("rules-overlay");
  if (!box) {
    box = document.createElement("div");
    box.id = "rules-overlay";
    box.className = "rules-overlay";
    box.hidden = true;
    box.addEventListener("keydown", (e) => { if (e.key === "Escape") { e.stopPropagation(); closeRules(); } });
    box.addEventListener("click", (e) => { if (e.target === box) closeRules(); });
    document.body.append(box);
  }
  return box;
}

/** @param {Part[]} parts */
function inline(parts) {
  return parts.map((p) => {
    if (p.href) return html`<a href=${p.href} class="rules-ref">${p.text}</a>`;
    if (p.strong) return html`<strong>${p.text}</strong>`;
    if (p.code) return html`<code>${p.text}</code>`;
    return p.text;
  });
}

/** @param {Block[]} blocks */
function blocksOf(blocks) {
  return blocks.map((b) => b.kind === "list"
    ? html`<ul>${(b.items || []).map((item) => html`<li>${inline(item)}</li>`)}</ul>`
    : html`<p class=${b.kind === "example" ? "rules-example" : b.kind === "note" ? "rules-note" : ""}>${inline(b.parts || [])}</p>`);
}

/** @param {Block[]} blocks */
function plain(blocks) {
  return blocks.map((b) => (b.kind === "list" ? (b.items || []).flat() : b.parts || []).map((p) => p.text).join("")).join(" ");
}

/**
 * The sections and rules that match the query (all of them for an empty query): a section matches
 * by its title, a rule by its ID or its text.
 * @param {RulesDoc} doc @param {string} query
 */
export function matching(doc, query) {
  const q = fold(query).trim();
  if (!q) return doc.sections.map((s) => ({ section: s, rules: s.rules, blocks: true }));
  const hit = (/** @type {string} */ text) => fold(text).includes(q);
  const out = [];
  for (const s of doc.sections) {
    const titleHit = hit(`${s.id} ${s.title}`);
    const rules = s.rules.filter((r) => titleHit || hit(`${r.id} ${plain(r.blocks)}`));
    const blocks = titleHit || hit(plain(s.blocks));
    if (rules.length || blocks) out.push({ section: s, rules, blocks });
  }
  return out;
}

/** The open overlay starts below the topbar, which stays usable above it (its height wraps on a phone). */
function place() {
  const bar = document.querySelector(".topbar");
  overlay().style.top = bar ? `${Math.max(0, Math.round(bar.getBoundingClientRect().bottom))}px` : "";
}

function draw() {
  const box = overlay();
  if (!state.open) { render(nothing, box); box.hidden = true; return; }
  box.hidden = false;
  place();
  const doc = state.docs.get(`${state.game}/${getLang()}`);
  const ready = doc && !(doc instanceof Promise) ? doc : null;
  const found = ready ? matching(ready, state.query) : [];
  const count = found.reduce((n, f) => n + f.rules.length, 0);
  const games = /** @type {[Game, string][]} */ ([["eidolon", "EIDOLON"], ["archon", t("help.rules.game.archon")]]);
  render(html`<div class="rules-panel" role="dialog" aria-modal="true" aria-labelledby="rules-title" data-game=${state.game}>
    <header class="rules-head">
      <h2 id="rules-title">${ready ? ready.title : t(state.game === "archon" ? "help.rules.archon_title" : "help.rules.title")}</h2>
      <div class="rules-games" role="group" aria-label=${t("help.rules.game")}>${games.map(([game, label]) =>
        html`<button type="button" id=${"rules-game-" + game} aria-pressed=${state.game === game ? "true" : "false"}
          @click=${() => setRulesGame(game)}>${label}</button>`)}</div>
      <input type="search" id="rules-search" .value=${state.query} placeholder=${t("help.rules.search")}
        aria-label=${t("help.rules.search")} aria-controls="rules-body"
        @input=${(/** @type {Event} */ e) => { state.query = /** @type {HTMLInputElement} */ (e.target).value; draw(); }}>
      <button type="button" id="rules-close" @click=${() => closeRules()}>${t("ui.close")}</button>
    </header>
    <p class="rules-status" id="rules-status" aria-live="polite">${state.failed ? t("help.rules.load_failed", { message: state.failed })
      : !ready ? t("help.rules.loading")
      : state.query.trim() ? (found.length ? t("help.rules.found", { n: count }) : t("help.rules.none", { query: state.query })) : nothing}</p>
    ${ready && !state.query.trim() ? html`<nav class="rules-toc" aria-label=${t("help.rules.contents")}>${ready.sections.map((s) =>
      html`<a href=${"#" + s.id}>${s.id.startsWith("R") ? s.id : s.title}</a>`)}</nav>` : nothing}
    <div class="rules-body" id="rules-body" tabindex="-1">
      ${ready && !state.query.trim() ? blocksOf(ready.blocks) : nothing}
      ${found.map(({ section, rules, blocks }) => html`<section class="rules-section" data-section=${section.id}>
        <h3 id=${section.id}>${section.id.startsWith("R") ? html`<span class="rules-id">${section.id}</span> ` : nothing}${section.title}</h3>
        ${blocks ? blocksOf(section.blocks) : nothing}
        ${rules.map((r) => html`<article class="rules-rule" id=${r.id} data-rule=${r.id}>
          <a class="rules-id" href=${"#" + r.id} title=${t("help.rules.link")}>${r.id}</a>
          <div class="rules-text">${blocksOf(r.blocks)}</div></article>`)}
      </section>`)}
    </div>
  </div>`, box);
}

/** @param {string | null} id */
function reveal(id) {
  if (!id) return;
  const target = document.getElementById(id);
  if (!target || !overlay().contains(target)) return;
  target.scrollIntoView({ block: "start" });
  for (const old of overlay().querySelectorAll(".rules-target")) old.classList.remove("rules-target");
  target.classList.add("rules-target");
}

/**
 * Open the reference, at rule `id` when given ("R5.3", "K44": the reference of that rule's game). Any search
 * that would hide that rule is cleared.
 * @param {string | null} [id]
 */
export async function openRules(id = null) {
  if (!state.open) state.opener = document.activeElement;
  const game = id ? gameOf(id) : null;
  if (game && game !== state.game) delete document.body.dataset.rulesReady;
  state.game = game ?? state.game;
  state.open = true;
  if (id) state.query = "";
  document.body.dataset.rulesOpen = "";
  draw();
  const search = /** @type {HTMLInputElement | null} */ (document.getElementById("rules-search"));
  if (!id) search?.focus();
  await refresh();
  if (id && state.open) {
    reveal(id);
    /** @type {HTMLElement | null} */ (document.getElementById("rules-body"))?.focus({ preventScroll: true });
  }
}

/** Load the current game's reference in the current language (once) and draw it; data-rules-ready
 * names that language and data-rules-game that game. */
async function refresh() {
  const lang = getLang();
  const game = state.game;
  try {
    state.failed = null;
    await load(game, lang);
  } catch (err) {
    state.failed = String(err instanceof Error ? err.message : err);
  }
  if (!state.open || lang !== getLang() || game !== state.game) return;
  draw();
  if (!state.failed) Object.assign(document.body.dataset, { rulesReady: lang, rulesGame: game });
}

/**
 * Which game's reference the overlay shows ("eidolon" or "archon"): the table sets the game being played,
 * so that "Regras" opens its reference; the switch inside the overlay sets it too. An open reference
 * switches at once (the search is kept, an address of the other game is dropped).
 * @param {Game} game
 */
export function setRulesGame(game) {
  if (!Object.hasOwn(GAMES, game) || game === state.game) return;
  state.game = game;
  if (!state.open) return;
  delete document.body.dataset.rulesReady;
  const m = ANCHOR.exec(location.hash);
  if (m && gameOf(m[1]) !== game) history.replaceState(null, "", location.pathname + location.search);
  draw();
  refresh();
}

/** The game whose reference the overlay shows (or would show when opened). @returns {Game} */
export function rulesGame() { return state.game; }

export function closeRules() {
  if (!state.open) return;
  state.open = false;
  delete document.body.dataset.rulesOpen;
  delete document.body.dataset.rulesReady;
  delete document.body.dataset.rulesGame;
  draw();
  if (ANCHOR.test(location.hash)) history.replaceState(null, "", location.pathname + location.search);
  const back = state.opener;
  state.opener = null;
  if (back instanceof HTMLElement && back.isConnected) back.focus();
}

function fromHash() {
  const m = ANCHOR.exec(location.hash);
  if (m) openRules(m[1]);
}

function install() {
  if (!document.querySelector("link[data-rules-css]")) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = assetURL("static/help/rules.css");
    link.dataset.rulesCss = "";
    document.head.append(link);
  }
  const nav = document.querySelector(".topbar-tools");
  if (nav && !document.getElementById("open-rules")) {
    const button = document.createElement("button");
    button.type = "button";
    button.id = "open-rules";
    button.dataset.i18n = "help.rules.open";
    button.setAttribute("aria-haspopup", "dialog");
    button.textContent = t("help.rules.open");
    button.addEventListener("click", () => (state.open ? closeRules() : openRules()));
    nav.insertBefore(button, document.getElementById("lang-toggle"));
  }
  window.addEventListener("hashchange", fromHash);
  const bar = document.querySelector(".topbar");
  if (bar) new ResizeObserver(() => { if (state.open) place(); }).observe(bar);
  // The language button sets <html lang>: the open reference follows it.
  new MutationObserver(() => {
    if (!state.open) return;
    delete document.body.dataset.rulesReady;
    draw();
    refresh();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  fromHash();
}

install();
