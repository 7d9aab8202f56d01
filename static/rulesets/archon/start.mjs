// @ts-check
// The start screen's Archon form (issue 14; screens/start.mjs shows it when the game switch says Archon):
// the mode (hotseat, or against the AI at a level of the Archon rules block, with the human's seat),
// each player's deck (a deck generated from a seed, shown by the engine's `deck_generate`; a
// demonstration deck of the catalogue; an imported deck file or Master Vault JSON with its card-data
// file, checked by `deck_check`), a chains handicap per player (K68), the match seed, and the optional
// chain bidding (K69) between the two players before the match. The form only builds the match config
// (`{"ruleset": "archon", seed, players}`); every check of it is the engine's.
import { html, nothing, render } from "../../lib/lit.mjs";
import { pick, t } from "../../shell/i18n.mjs";
import { call } from "../../shell/bridge.mjs";
import { say } from "../../lib/messages.mjs";
import { notice } from "../../shell/notices.mjs";
import { aiLevels, randomSeed } from "../../shell/play.mjs";
import { onChange, session } from "../../shell/session.mjs";
import { ensureArchonCss } from "./css.mjs";
import { archonArtSrc, archonCardName, archonCatalog, houseName, loadArchonCatalog } from "./cards.mjs";
import { playerOf, SAVED_PREFIX } from "./decks.mjs";
import { listArchonDecks, putArchonDeck, sameArchonDeck } from "../../shell/deckstore.mjs";
import { askCode, codeError } from "../../shell/deckcodes.mjs";

/** @typedef {import("../../shell/session.mjs").PlaySettings} PlaySettings */
/** @typedef {{seed: number, mavericks: boolean, name: {pt: string, en: string}, houses: string[], cards: string[], player: any}} Generated */
/** @typedef {{id: string, name: {pt: string, en: string}, houses: string[], cards: string[],
 *   description: {pt: string, en: string} | null, player: Record<string, any>, saved?: boolean}} DeckOption */
/** @typedef {{source: "generated" | "demo" | "file", seed: string, mavericks: boolean, demo: string, chains: number,
 *   generated: Generated | null, generatedError: string, pending: Promise<void> | null, fileName: string,
 *   fileText: string | null, cardDataName: string, cardData: string | null, imported: any, importError: string[]}} PlayerSetup
 * `generated` is the deck shown; while `pending` (the engine is generating the deck of a new seed) it is the
 * previous seed's, shown dimmed: the form keeps its size, and "start" waits for the new deck. */
/** @typedef {{bids: {seat: number, bid: number | null}[], bid: number, turn: number, winner: number | null}} Bidding */

/** @type {{mode: string, level: string, seat: number, seed: string, bidding: boolean, players: PlayerSetup[], auction: Bidding | null}} */
const form = {
  mode: "hotseat", level: "", seat: 0, seed: "", bidding: false, auction: null,
  players: [0, 1].map(() => ({ source: /** @type {"generated"} */ ("generated"), seed: String(randomSeed() % 1_000_000), mavericks: false,
    demo: "", chains: 0, generated: null, generatedError: "", pending: null, fileName: "", fileText: null, cardDataName: "", cardData: null,
    imported: null, importError: [] })),
};

/** @type {{newMatch: (config: any, play: PlaySettings) => unknown} | null} */
let flow = null;

// The lobby's Archon tile is drawn while the engine boots: its emblems come once it runs.
onChange((name) => {
  if (name !== "engineReady") return;
  for (const box of document.querySelectorAll("#screen-start .tile-houses:empty")) {
    loadArchonCatalog().then(() => render(html`${(/** @type {string[]} */ (archonCatalog()?.rules?.houses ?? [])).map(emblem)}`,
      /** @type {HTMLElement} */ (box)), () => {});
  }
});

/** A house's emblem (the engine's art, card_art id `house:<house>`) as an image filled when it arrives. @param {string} house */
function emblem(house) {
  const id = `house:${house}`;
  return html`<img class="archon-art-img emblem" alt="" data-art-id=${id} src=${archonArtSrc(id) ?? nothing}>`;
}

/** Archon's tile on the lobby: the emblems of the houses of the rules block (shown once the catalogue is in). */
export function archonTile() {
  const box = document.createElement("span");
  box.className = "tile-houses";
  const fill = () => render(html`${(/** @type {string[]} */ (archonCatalog()?.rules?.houses ?? [])).map(emblem)}`, box);
  if (archonCatalog()) fill();
  else if (session.engineReady) loadArchonCatalog().then(fill, () => {});
  return box;
}

/**
 * Take a pasted deck code for a seat (bridge op deck_code): a seed deck becomes that seat's seed, any other is
 * kept with the builder's Archon decks and chosen. @param {PlayerSetup} p
 */
async function pasteCode(p) {
  const text = await askCode();
  if (!text) return;
  /** @type {any} */
  let res;
  try { res = await call("deck_code", { ruleset: "archon", code: text }); } catch (err) { notice(String(/** @type {any} */ (err)?.message ?? err)); return; }
  if (res.error) { notice(codeError(res)); return; }
  if (!res.ok) { notice((res.problems || []).map((/** @type {any} */ m) => say(m)).join(" ")); return; }
  if (res.seed !== undefined) {
    Object.assign(p, { source: "generated", seed: String(res.seed), mavericks: res.mavericks, generatedError: "" });
    generate(p);
  } else {
    const cards = Object.entries(/** @type {Record<string, number>} */ (res.deck.cards)).flatMap(([id, n]) => Array(n).fill(id));
    const deck = { name: res.names, houses: res.deck.houses, cards };
    const entry = sameArchonDeck(deck) ?? putArchonDeck({ id: undefined, created: undefined, ...deck, seed: undefined, mavericks: undefined });
    Object.assign(p, { source: "demo", demo: SAVED_PREFIX + entry.id });
  }
  notice(t("deckcode.imported", { name: pick(res.names) }), "info");
  redraw();
}
/** @type {HTMLElement | null} */
let root = null;

/**
 * The Archon form as an element (rendered anew by the start screen; its choices are kept here).
 * @param {{newMatch: (config: any, play: PlaySettings) => unknown}} f
 */
export function archonStartForm(f) {
  flow = f;
  ensureArchonCss();
  root = document.createElement("div");
  root.className = "archon-start";
  root.id = "archon-start";
  if (!archonCatalog()) {
    render(html`<p class="hint">${t("archon.start.loading")}</p>`, root);
    if (session.engineReady) {
      const mine = root;
      loadArchonCatalog().then(() => { if (mine === root) redraw(); }, (err) => notice(String(err?.message ?? err)));
    }
    return root;
  }
  redraw();
  return root;
}

/**
 * The decks of the "demonstration or saved" source: the catalogue's legal demonstration decks, then the
 * decks kept in the builder's Archon view (static/rulesets/archon/decks.mjs), each with the config player playing it.
 * @param {import("./cards.mjs").ArchonCatalog} cat
 * @returns {DeckOption[]}
 */
function deckOptions(cat) {
  /** @type {DeckOption[]} */
  const out = cat.decks.filter((d) => d.ok !== false).map((d) => ({ id: d.id, name: d.name, houses: d.houses, cards: d.cards,
    description: d.description, player: { suggested: d.id } }));
  for (const e of listArchonDecks()) {
    if (e.corrupt) continue;
    out.push({ id: SAVED_PREFIX + e.id, name: e.name, houses: e.houses, cards: e.cards, description: null, player: playerOf(e),
               saved: true });
  }
  return out;
}

function redraw() {
  if (!root || !archonCatalog()) return;
  const cat = /** @type {import("./cards.mjs").ArchonCatalog} */ (archonCatalog());
  const levels = aiLevels("archon");
  if (!levels.includes(form.level)) form.level = levels[0] ?? "";
  const demos = deckOptions(cat);
  for (const p of form.players) {
    if (!demos.some((d) => d.id === p.demo)) p.demo = demos[form.players.indexOf(p) % Math.max(demos.length, 1)]?.id ?? "";
    if (p.source === "generated" && !p.generated && !p.generatedError && !p.pending) generate(p);
  }
  const vsAi = form.mode === "ai";
  render(html`<form id="archon-form" class="start-form archon-form" @submit=${submit}>
    <h2>${t("archon.start.title")}</h2>
    <fieldset class="mode">
      <legend>${t("start.mode")}</legend>
      <span class="segmented"><label class="seg"><input type="radio" name="archon-mode" id="archon-mode-hotseat" value="hotseat"
        .checked=${!vsAi} @change=${() => { form.mode = "hotseat"; redraw(); }}><span>${t("start.mode.hotseat")}</span></label><label
        class="seg"><input type="radio" name="archon-mode" id="archon-mode-ai" value="ai" .checked=${vsAi} ?disabled=${!levels.length}
        @change=${() => { form.mode = "ai"; form.bidding = false; redraw(); }}><span>${t("start.mode.ai")}</span></label></span>
      <fieldset class="ai-options" ?disabled=${!vsAi}>
        <legend>${t("start.ai_options")}</legend>
        <label for="archon-ai-level">${t("start.ai_level")}</label>
        <select id="archon-ai-level" @change=${(/** @type {any} */ e) => { form.level = e.target.value; }}>
          ${levels.map((l) => html`<option value=${l} ?selected=${l === form.level}>${t(`ai.level.${l}`)}</option>`)}
        </select>
        <label for="archon-ai-seat">${t("start.ai_seat")}</label>
        <select id="archon-ai-seat" @change=${(/** @type {any} */ e) => { form.seat = Number(e.target.value); redraw(); }}>
          ${[0, 1].map((s) => html`<option value=${String(s)} ?selected=${s === form.seat}>${t("player.n", { n: s + 1 })}</option>`)}
        </select>
      </fieldset>
    </fieldset>
    <div class="players">${form.players.map((p, seat) => playerTpl(p, seat, demos))}</div>
    <fieldset class="options">
      <legend>${t("start.options")}</legend>
      <label for="archon-seed">${t("start.seed")}</label>
      <input id="archon-seed" type="number" min="0" step="1" .value=${form.seed} placeholder=${t("start.seed_random")}
        @change=${(/** @type {any} */ e) => { form.seed = e.target.value; }}>
      <button type="button" id="archon-new-seed" @click=${() => { form.seed = String(randomSeed()); redraw(); }}>${t("start.new_seed")}</button>
      <label class="check"><input type="checkbox" id="archon-bidding" .checked=${form.bidding} ?disabled=${vsAi}
        @change=${(/** @type {any} */ e) => { form.bidding = e.target.checked; form.auction = null; redraw(); }}> ${t("archon.start.bidding")}</label>
      <p class="hint">${t(vsAi ? "archon.start.bidding_hotseat" : "archon.start.bidding_hint")}</p>
    </fieldset>
    ${form.auction ? auctionTpl(form.auction) : html`<button type="submit" id="archon-start-match" class="primary needs-engine"
      ?disabled=${!session.engineReady}>${t(form.bidding ? "archon.start.to_bidding" : "start.play")}</button>`}
  </form>`, root);
}

/** @param {PlayerSetup} p @param {number} seat @param {DeckOption[]} demos */
function playerTpl(p, seat, demos) {
  const id = (/** @type {string} */ s) => `ap${seat}-${s}`;
  const legend = form.mode === "ai" ? t(seat === form.seat ? "player.you" : "player.ai", { player: t("player.n", { n: seat + 1 }) })
    : t("player.n", { n: seat + 1 });
  const source = (/** @type {"generated" | "demo" | "file"} */ s) => html`<label><input type="radio" name=${id("source")} id=${id(`source-${s}`)}
    value=${s} .checked=${p.source === s} @change=${() => { p.source = s; redraw(); }}> ${t(`archon.start.source.${s}`)}</label>`;
  const demo = demos.find((x) => x.id === p.demo);
  const shown = p.source === "generated" ? p.generated && { name: p.generated.name, houses: p.generated.houses, cards: p.generated.cards }
    : p.source === "demo" ? demo && { name: demo.name, houses: demo.houses, cards: demo.cards }
    : p.imported && { name: { pt: p.imported.name, en: p.imported.name }, houses: p.imported.houses, cards: expand(p.imported.cards) };
  const busy = p.source === "generated" && p.pending != null;     // a new seed's deck on its way: the old one dimmed
  return html`<fieldset class="player-setup archon-player" data-seat=${String(seat)}>
    <legend>${legend}</legend>
    <div class="deck-box-slot ${busy ? "deck-pending" : ""}" aria-busy=${busy ? "true" : "false"}>${deckBoxTpl(shown || null, id("deck-shown"))}</div>
    <div class="archon-seat">
    <div class="source-choice">${source("generated")}${source("demo")}${source("file")}</div>
    ${p.source === "generated" ? html`<div class="gen">
      <label for=${id("deck-seed")}>${t("archon.start.deck_seed")}</label>
      <input id=${id("deck-seed")} type="number" min="0" step="1" .value=${p.seed}
        @change=${(/** @type {any} */ e) => { if (e.target.value !== p.seed) { p.seed = e.target.value; regenerate(p); } }}>
      <button type="button" id=${id("deck-random")} @click=${() => { p.seed = String(randomSeed()); regenerate(p); }}>${t("archon.start.random_deck")}</button>
      <label class="check"><input type="checkbox" id=${id("mavericks")} .checked=${p.mavericks}
        @change=${(/** @type {any} */ e) => { p.mavericks = e.target.checked; regenerate(p); }}> ${t("archon.start.mavericks")}</label>
      ${p.generatedError ? html`<p class="error">${p.generatedError}</p>` : p.generated ? nothing : html`<p class="hint">${t("archon.start.loading")}</p>`}
    </div>` : nothing}
    ${p.source === "demo" ? html`<div class="demo">
      <label for=${id("demo")}>${t("archon.start.demo")}</label>
      <select id=${id("demo")} @change=${(/** @type {any} */ e) => { p.demo = e.target.value; redraw(); }}>
        ${demos.map((d) => html`<option value=${d.id} ?selected=${d.id === p.demo}>${d.saved ? t("decks.saved_label", { name: pick(d.name) })
          : pick(d.name)} (${d.houses.map(houseName).join(", ")})</option>`)}
      </select>
      ${demo?.description ? html`<p class="hint">${pick(demo.description)}</p>` : nothing}
    </div>` : nothing}
    ${p.source === "file" ? html`<div class="file">
      <label for=${id("file")}>${t("archon.start.file")}</label>
      <input id=${id("file")} type="file" accept=".json,.txt,application/json,text/plain" @change=${(/** @type {any} */ e) => readFile(p, e.target, "deck")}>
      <label for=${id("card-data")}>${t("archon.start.card_data")}</label>
      <input id=${id("card-data")} type="file" accept=".json,application/json" @change=${(/** @type {any} */ e) => readFile(p, e.target, "data")}>
      <p class="hint">${t("archon.start.file_hint")}</p>
      ${p.importError.length ? html`<ul class="error deck-problems" id=${id("import-error")}>${p.importError.map((x) => html`<li>${x}</li>`)}</ul>` : nothing}

    </div>` : nothing}
    <label for=${id("chains")}>${t("archon.start.chains")}</label>
    <input id=${id("chains")} type="number" min="0" step="1" max=${maxChains() ?? nothing} .value=${String(p.chains)} ?disabled=${form.bidding}
      @change=${(/** @type {any} */ e) => { p.chains = Number.parseInt(e.target.value, 10); }}>
    ${shown ? deckCardsTpl(shown.houses, shown.cards) : nothing}
    <button type="button" class="link-button needs-engine" id=${id("paste-code")} ?disabled=${!session.engineReady}
      @click=${() => pasteCode(p)}>${t("deckcode.paste")}</button>
    </div>
  </fieldset>`;
}

/** The most chains the rules block names, if it names one (the engine checks the config anyway, K67). */
function maxChains() {
  const limits = /** @type {any} */ (archonCatalog()?.rules?.limits);
  return Number.isInteger(limits?.chains) ? limits.chains : undefined;
}

/**
 * A deck as a deck box: its houses' emblems in their colours, its name and houses (K6).
 * @param {{name: {pt: string, en: string}, houses: string[], cards: string[]} | null} d @param {string} id
 */
function deckBoxTpl(d, id) {
  const [h1, h2, h3] = d?.houses ?? [];
  const style = `--d1: var(--${h1 ?? "neutra"}); --d2: var(--${h3 ?? h2 ?? h1 ?? "neutra"})`;
  return html`<div class="deck-box archon-box deck-shown" id=${d ? id : nothing} style=${style}>
    <span class="deck-box-lid"></span>
    <span class="deck-box-emblems">${(d?.houses ?? []).map(emblem)}</span>
    <span class="deck-box-label"><b class="deck-box-name">${d ? pick(d.name) : "—"}</b>
      <span class="deck-box-doctrines">${(d?.houses ?? []).map((h) => html`<span class="house-chip house-${h}">${houseName(h)}</span>`)}</span>
      ${d ? html`<span class="deck-box-des">${t("archon.start.cards", { n: d.cards.length })}</span>` : nothing}</span>
  </div>`;
}

/** A deck's cards, by house, in a disclosure. @param {string[]} houses @param {string[]} cards */
function deckCardsTpl(houses, cards) {
  const byHouse = new Map(houses.map((h) => [h, /** @type {string[]} */ ([])]));
  for (const c of cards) {
    const at = c.indexOf("@");
    const house = at > 0 ? c.slice(at + 1) : archonCatalog()?.cards.get(c)?.house ?? "";
    (byHouse.get(house) ?? byHouse.get(houses[0]))?.push(c);
  }
  return html`<details class="deck-cards-list"><summary>${t("archon.start.cards", { n: cards.length })}</summary>
      <div class="deck-cards">${[...byHouse].map(([h, list]) => html`<div class="deck-house"><h4>${houseName(h)}</h4>
        <ul>${counted(list).map(([c, n]) => html`<li>${n > 1 ? `${n}× ` : ""}${archonCardName(c)}${c.includes("@") ? " ★" : ""}</li>`)}</ul></div>`)}</div>
    </details>`;
}

/** @param {string[]} list @returns {[string, number][]} */
function counted(list) {
  /** @type {Map<string, number>} */
  const m = new Map();
  for (const c of list) m.set(c, (m.get(c) ?? 0) + 1);
  return [...m].sort((a, b) => archonCardName(a[0]).localeCompare(archonCardName(b[0])));
}

/** @param {Record<string, number>} cards */
function expand(cards) { return Object.entries(cards).flatMap(([c, n]) => Array.from({ length: n }, () => c)); }

/** A new seed or mavericks setting: the deck shown stays, dimmed, until the new one comes. @param {PlayerSetup} p */
function regenerate(p) {
  p.generatedError = "";
  generate(p);
  redraw();
}

/** The deck a seed gives, asked of the engine (shown before the match). @param {PlayerSetup} p */
function generate(p) {
  const seed = Number(p.seed);
  if (!Number.isSafeInteger(seed) || seed < 0 || p.seed.trim() === "") {
    p.generatedError = t("archon.start.bad_deck_seed");
    p.pending = null;
    return;
  }
  const want = `${seed}:${p.mavericks}`;
  const latest = () => `${Number(p.seed)}:${p.mavericks}` === want;
  p.pending = call("deck_generate", { ruleset: "archon", seed, mavericks: p.mavericks }).then((/** @type {any} */ g) => {
    if (!latest()) return;
    p.generated = g;
    p.pending = null;
    redraw();
  }, (/** @type {any} */ err) => {
    if (!latest()) return;
    p.generatedError = err?.messages ? pick(err.messages) : String(err?.message ?? err);
    p.pending = null;
    redraw();
  });
}

/** Read a chosen file and check the deck with the engine. @param {PlayerSetup} p @param {HTMLInputElement} input @param {"deck" | "data"} which */
async function readFile(p, input, which) {
  const file = input.files?.[0];
  if (!file) return;
  const text = await file.text();
  if (which === "deck") { p.fileText = text; p.fileName = file.name; } else { p.cardData = text; p.cardDataName = file.name; }
  p.imported = null;
  p.importError = [];
  if (p.fileText == null) { redraw(); return; }
  try {
    const r = /** @type {any} */ (await call("deck_check", { ruleset: "archon", text: p.fileText, card_data: p.cardData }));
    if (r.ok) p.imported = r.deck;
    else if (r.error) p.importError = (r.errors?.length ? r.errors : [r.error]).map((/** @type {any} */ e) => `${e.where ? `${e.where}: ` : ""}${pick(e.message)}`);
    else p.importError = (r.problems || []).map((/** @type {any} */ m) => say(m));
  } catch (err) {
    const e = /** @type {any} */ (err);
    p.importError = [e?.messages ? pick(e.messages) : String(e?.message ?? e)];
  }
  redraw();
}

/** A player's deck as the config's player (no chains), or null with a notice. @param {PlayerSetup} p @param {number} seat */
function deckPlayer(p, seat) {
  if (p.source === "generated") {
    if (!p.generated || p.generatedError || p.pending) { notice(t("archon.start.deck_missing", { player: t("player.n", { n: seat + 1 }) })); return null; }
    return { ...p.generated.player };
  }
  if (p.source === "demo") {
    const cat = archonCatalog();
    const d = cat ? deckOptions(cat).find((x) => x.id === p.demo) : undefined;
    return d ? { ...d.player } : null;
  }
  if (!p.imported) { notice(t("archon.start.deck_missing", { player: t("player.n", { n: seat + 1 }) })); return null; }
  return { deck: { name: { pt: p.imported.name, en: p.imported.name }, houses: p.imported.houses, cards: expand(p.imported.cards) } };
}

/** The match seed from the form (random when empty), or null with a notice. */
function matchSeed() {
  const text = form.seed.trim();
  const seed = text === "" ? randomSeed() : Number(text);
  if (!Number.isSafeInteger(seed) || seed < 0) { notice(t("start.bad_seed")); return null; }
  return seed;
}

/** @param {Event} e */
async function submit(e) {
  e.preventDefault();
  // A deck still being generated (a seed typed just before the click): the match starts with it once it comes.
  for (let waiting = pendingDecks(); waiting.length; waiting = pendingDecks()) await Promise.all(waiting);
  const decks = form.players.map((p, seat) => deckPlayer(p, seat));
  if (decks.some((d) => d == null)) return;
  if (form.bidding) {
    form.auction = { bids: [], bid: 0, turn: 0, winner: null };
    redraw();
    return;
  }
  const chains = form.players.map((p) => p.chains);
  if (chains.some((c) => !Number.isInteger(c) || c < 0)) { notice(t("archon.start.bad_chains")); return; }
  start(decks.map((d, seat) => ({ ...d, chains: chains[seat] })));
}

/** The generations of the seats' decks still running. */
function pendingDecks() {
  return form.players.flatMap((p) => (p.source === "generated" && p.pending ? [p.pending] : []));
}

/** @param {any[]} players */
function start(players) {
  const seed = matchSeed();
  if (seed == null) return;
  /** @type {PlaySettings} */
  const play = form.mode === "ai" ? { mode: "ai", ai: { level: form.level, seat: form.seat } } : { mode: "hotseat" };
  form.auction = null;
  flow?.newMatch({ ruleset: "archon", seed, players }, play);
}

// ------------------------------------------------------------------ chain bidding (K69)

/**
 * The bidding between the two players: in turn, each raises the bid of chains they accept for the
 * right to choose a deck, or passes; once one passes, the other wins the bid (at the current bid) and
 * chooses one of the two decks, playing it with that many chains; the other player plays the other
 * deck. Only the bookkeeping is the page's; the chains go into the config.
 * @param {Bidding} a
 */
function auctionTpl(a) {
  const max = maxChains();
  const bidder = a.turn;
  const raise = () => {
    const input = /** @type {HTMLInputElement | null} */ (root?.querySelector("#archon-bid"));
    const n = Number.parseInt(input?.value ?? "", 10);
    if (!Number.isInteger(n) || n <= a.bid && a.bids.some((b) => b.bid != null) || n < 0 || (max != null && n > max)) {
      notice(t("archon.start.bad_bid", { min: a.bids.some((b) => b.bid != null) ? a.bid + 1 : 0 }));
      return;
    }
    a.bids.push({ seat: bidder, bid: n });
    a.bid = n;
    a.turn = 1 - bidder;
    redraw();
  };
  const pass = () => {
    a.bids.push({ seat: bidder, bid: null });
    a.winner = 1 - bidder;
    redraw();
  };
  const choose = (/** @type {number} */ deckOf) => {
    const decks = form.players.map((p, seat) => deckPlayer(p, seat));
    if (decks.some((d) => d == null) || a.winner == null) return;
    const winner = a.winner;
    const players = [0, 1].map((seat) => {
      const deck = seat === winner ? decks[deckOf] : decks[1 - deckOf];
      return { ...deck, chains: seat === winner ? a.bid : 0 };
    });
    start(players);
  };
  const opening = !a.bids.some((b) => b.bid != null);
  const deckName = (/** @type {number} */ seat) => {
    const p = form.players[seat];
    if (p.source === "generated") return p.generated ? pick(p.generated.name) : "";
    if (p.source === "demo") { const cat = archonCatalog(); const d = cat ? deckOptions(cat).find((x) => x.id === p.demo) : null; return d ? pick(d.name) : ""; }
    return p.imported?.name ?? "";
  };
  return html`<section class="archon-auction" id="archon-auction" aria-live="polite">
    <h3>${t("archon.start.bidding")}</h3>
    <ol class="bids">${a.bids.map((b) => html`<li>${b.bid == null ? t("archon.bid.passed", { player: t("player.n", { n: b.seat + 1 }) })
      : t("archon.bid.raised", { player: t("player.n", { n: b.seat + 1 }), n: b.bid })}</li>`)}</ol>
    ${a.winner == null ? html`<p class="prompt">${t("archon.bid.turn", { player: t("player.n", { n: bidder + 1 }), n: a.bid })}</p>
      <label for="archon-bid">${t("archon.bid.amount")}</label>
      <input id="archon-bid" type="number" min=${String(opening ? 0 : a.bid + 1)} max=${max ?? nothing} step="1" .value=${String(opening ? 0 : a.bid + 1)}>
      <button type="button" id="archon-bid-raise" class="primary" @click=${raise}>${t("archon.bid.raise")}</button>
      <button type="button" id="archon-bid-pass" @click=${pass}>${t("archon.bid.pass")}</button>`
      : html`<p class="prompt" id="archon-bid-won">${t("archon.bid.won", { player: t("player.n", { n: a.winner + 1 }), n: a.bid })}</p>
      ${[0, 1].map((d) => html`<button type="button" class="primary" id=${`archon-bid-deck-${d}`} @click=${() => choose(d)}>${t("archon.bid.take", { deck: deckName(d) })}</button>`)}`}
    <button type="button" id="archon-bid-cancel" class="link" @click=${() => { form.auction = null; redraw(); }}>${t("ui.cancel")}</button>
  </section>`;
}
