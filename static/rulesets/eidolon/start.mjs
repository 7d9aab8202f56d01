// @ts-check
// EIDOLON's start form: the mode (hotseat or against the AI, its level and the human's seat), each
// player's deck shown as a deck box (its Desbravador's art in its doctrines' colours) with the doctrine
// filter, deck and Desbravador, a deck code to paste (deckcodes.mjs), the options (Locations to connect,
// seed); the game's tile on the lobby and the tutorial's entry (offered on a first visit). Submitting starts
// a match through the flow's `newMatch`; every check of the configuration beyond the form's ranges is the engine's.
import { clear, el } from "../../shell/dom.mjs";
import { pick, t } from "../../shell/i18n.mjs";
import { artSrc, cardName, deckDoctrines, doctrineName, DOCTRINES, rules } from "./cards.mjs";
import { freeName, playerFromChoice, putDeck, savedDeckChoices, listDecks } from "../../shell/deckstore.mjs";
import { askCode, codeError } from "../../shell/deckcodes.mjs";
import { call } from "../../shell/bridge.mjs";
import { listMatches } from "../../shell/storage.mjs";
import { onChange, session } from "../../shell/session.mjs";
import { notice } from "../../shell/notices.mjs";
import { aiLevels, randomSeed } from "../../shell/play.mjs";
import { openTutorial } from "./tutorial.mjs";

/** @typedef {import("../../shell/session.mjs").PlaySettings} PlaySettings */

// The lobby is drawn while the engine boots: the art it could not ask for then is asked for once it runs.
onChange((name) => {
  if (name !== "engineReady") return;
  const imgs = /** @type {HTMLImageElement[]} */ ([...document.querySelectorAll("#screen-start img.card-art-img[data-art-id]:not([src])")]);
  const ids = [...new Set(imgs.map((img) => img.dataset.artId ?? ""))].filter(Boolean);
  if (!ids.length) return;
  call("card_art", { ids }).then((/** @type {any} */ svgs) => {
    for (const img of imgs) {
      const svg = svgs[img.dataset.artId ?? ""];
      if (svg && !img.getAttribute("src")) img.src = artSrc(img.dataset.artId ?? "") ?? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    }
  }, (/** @type {any} */ err) => console.warn("lobby art:", err));
});

/** The deck's name with its two main doctrines. @param {any} deck */
function deckLabel(deck) {
  const ds = deckDoctrines(deck).slice(0, 2).map(doctrineName).join(" + ");
  return ds ? `${pick(deck.name)} (${ds})` : pick(deck.name);
}

/** The decks offered: the suggested ones, then the builder's saved decks. @returns {any[]} */
function deckChoices() {
  return [...session.catalog.decks, ...savedDeckChoices()];
}

/** A card's art as an image the catalogue fills when it arrives (cards.mjs). @param {string} id @param {string} [cls] */
function artImg(id, cls = "") {
  const img = /** @type {HTMLImageElement} */ (el("img", { class: `card-art-img ${cls}`, alt: "", decoding: "async", dataset: { artId: id } }));
  const src = id ? artSrc(id) : undefined;
  if (src) img.src = src;
  return img;
}

/**
 * A deck as a deck box: its Desbravador's art, its name and its doctrines' colours (R3.3, R3.4).
 * @param {any} deck @param {string} desbravador @param {string} id
 */
export function deckBox(deck, desbravador, id) {
  const ds = deck ? deckDoctrines(deck).slice(0, 2) : [];
  const box = el("div", { class: `deck-box ${ds.map((d) => `doctrine-${d}`).join(" ")}`, id, dataset: { deck: deck?.id ?? "" } },
    el("span", { class: "deck-box-lid" }),
    artImg(desbravador, "deck-box-art"),
    el("span", { class: "deck-box-label" },
      el("b", { class: "deck-box-name" }, deck ? pick(deck.name) : "—"),
      el("span", { class: "deck-box-doctrines" }, ds.map((d) => el("span", { class: `dchip doctrine-${d}` }, doctrineName(d)))),
      desbravador ? el("span", { class: "deck-box-des" }, cardName(desbravador)) : null));
  box.style.setProperty("--d1", `var(--${ds[0] ?? "neutra"})`);
  box.style.setProperty("--d2", `var(--${ds[1] ?? ds[0] ?? "neutra"})`);
  return box;
}

/** EIDOLON's tile on the lobby: three Desbravadores' art, fanned. */
export function eidolonTile() {
  const des = (session.catalog?.desbravadores ?? []).slice(0, 3);
  return el("span", { class: "tile-fan" }, des.map((/** @type {any} */ d) => artImg(d.id, "tile-card")));
}

/**
 * Import a pasted deck code as a saved deck (bridge op deck_code); resolves with its choice id, or null
 * after saying why not. @returns {Promise<string | null>}
 */
async function importCode() {
  const text = await askCode();
  if (!text) return null;
  let res;
  try { res = await call("deck_code", { code: text }); } catch (err) { notice(String(/** @type {any} */ (err)?.message ?? err)); return null; }
  if (res.error) { notice(codeError(res)); return null; }
  const same = listDecks().find((e) => !e.corrupt && JSON.stringify(e.deck) === JSON.stringify(res.deck));
  const entry = same ?? putDeck({ id: undefined, created: undefined, deck: { ...res.deck, name: freeName(res.deck.name) }, valid: res.ok });
  if (!res.ok) { notice(t("deckcode.imported_invalid", { name: entry.deck.name }), "info"); return null; }
  notice(t("deckcode.imported", { name: entry.deck.name }), "info");
  return `saved:${entry.id}`;
}

/**
 * One player's deck box, doctrine filter, deck and Desbravador (the deck's own Desbravador preselected).
 * @param {number} seat
 * @param {{deck?: string}} defaults
 */
function playerFieldset(seat, defaults) {
  const { desbravadores } = session.catalog;
  const decks = deckChoices();
  const doctrineSel = /** @type {HTMLSelectElement} */ (el("select", { id: `p${seat}-doctrine`, name: `p${seat}-doctrine` },
    el("option", { value: "" }, t("start.any_doctrine")),
    DOCTRINES.filter((/** @type {string} */ d) => d !== "neutra").map((/** @type {string} */ d) => el("option", { value: d }, doctrineName(d)))));
  const deckSel = /** @type {HTMLSelectElement} */ (el("select", { id: `p${seat}-deck`, name: `p${seat}-deck` }));
  const desSel = /** @type {HTMLSelectElement} */ (el("select", { id: `p${seat}-desbravador`, name: `p${seat}-desbravador` },
    desbravadores.map((/** @type {any} */ d) => el("option", { value: d.id }, pick(d.name)))));
  const boxSlot = el("div", { class: "deck-box-slot" });
  const drawBox = () => {
    const deck = decks.find((d) => d.id === deckSel.value);
    clear(boxSlot).append(deckBox(deck, desSel.value, `p${seat}-deck-box`));
  };
  const syncDes = () => {
    const deck = decks.find((d) => d.id === deckSel.value);
    if (deck?.desbravador) desSel.value = deck.desbravador;
    drawBox();
  };
  const fillDecks = () => {
    const wanted = doctrineSel.value;
    const keep = deckSel.value;
    clear(deckSel);
    for (const d of decks) {
      if (!wanted || deckDoctrines(d).includes(wanted)) deckSel.append(el("option", { value: d.id }, deckLabel(d)));
    }
    if ([...deckSel.options].some((o) => o.value === keep)) deckSel.value = keep;
    syncDes();
  };
  doctrineSel.addEventListener("change", fillDecks);
  deckSel.addEventListener("change", syncDes);
  desSel.addEventListener("change", drawBox);
  fillDecks();
  if (defaults?.deck && [...deckSel.options].some((o) => o.value === defaults.deck)) deckSel.value = defaults.deck;
  syncDes();
  const paste = el("button", { type: "button", id: `p${seat}-paste-code`, class: "link-button needs-engine", disabled: !session.engineReady,
    onclick: async () => {
      const choice = await importCode();
      if (!choice) return;
      decks.splice(0, decks.length, ...deckChoices());
      doctrineSel.value = "";
      fillDecks();
      deckSel.value = choice;
      syncDes();
      for (const other of document.querySelectorAll(`.player-setup:not([data-seat="${seat}"]) select[name$="-deck"]`)) {
        const sel = /** @type {HTMLSelectElement} */ (other);
        const deck = decks.find((d) => d.id === choice);
        if (deck && ![...sel.options].some((o) => o.value === choice)) sel.append(el("option", { value: choice }, deckLabel(deck)));
      }
    } }, t("deckcode.paste"));
  return el("fieldset", { class: "player-setup", dataset: { seat: String(seat) } },
    el("legend", {}, t("player.n", { n: seat + 1 })),
    boxSlot,
    el("div", { class: "seat-fields" },
      el("label", { for: `p${seat}-deck` }, t("start.deck")), deckSel,
      el("label", { for: `p${seat}-desbravador` }, t("start.desbravador")), desSel,
      el("label", { for: `p${seat}-doctrine` }, t("start.doctrine")), doctrineSel,
      paste));
}

/**
 * EIDOLON's start form (the shell's start screen shows it when EIDOLON is the chosen game).
 * @param {{newMatch: (config: any, play: PlaySettings) => unknown}} flow
 * @returns {HTMLElement}
 */
export function eidolonStartForm(flow) {
  const decks = deckChoices();
  // Empty = a random seed that nobody sees until the end; a seed the player enters is theirs to know.
  const seedInput = /** @type {HTMLInputElement} */ (el("input", { id: "seed", name: "seed", type: "number", min: "0", step: "1", value: "",
                                                                   placeholder: t("start.seed_random") }));
  const range = rules().location_target;       // R1.1, from the engine
  const targetInput = /** @type {HTMLInputElement} */ (el("input", { id: "location-target", name: "location-target", type: "number",
                                                                     min: String(range.min), max: String(range.max), value: String(range.default) }));
  const levelSel = /** @type {HTMLSelectElement} */ (el("select", { id: "ai-level", name: "ai-level" },
    aiLevels("eidolon").map((level) => el("option", { value: level }, t(`ai.level.${level}`)))));
  const seatSel = /** @type {HTMLSelectElement} */ (el("select", { id: "ai-seat", name: "ai-seat" },
    [0, 1].map((seat) => el("option", { value: String(seat) }, t("player.n", { n: seat + 1 })))));
  const aiOptions = /** @type {HTMLFieldSetElement} */ (el("fieldset", { class: "ai-options", id: "ai-options", disabled: true },
    el("legend", {}, t("start.ai_options")),
    el("label", { for: "ai-level" }, t("start.ai_level")), levelSel,
    el("label", { for: "ai-seat" }, t("start.ai_seat")), seatSel));
  const modeRadio = (/** @type {string} */ value, /** @type {string} */ key, /** @type {boolean} */ checked) => el("label", { class: "seg" },
    el("input", { type: "radio", name: "mode", value, id: `mode-${value}`, checked }), el("span", {}, t(key)));
  const form = el("form", { id: "start-form", class: "start-form" },
    el("h2", {}, t("start.title")),
    el("fieldset", { class: "mode" },
      el("legend", {}, t("start.mode")),
      el("span", { class: "segmented" }, modeRadio("hotseat", "start.mode.hotseat", true), modeRadio("ai", "start.mode.ai", false)),
      aiOptions),
    el("div", { class: "players" },
      playerFieldset(0, { deck: decks[0]?.id }),
      playerFieldset(1, { deck: decks[1 % Math.max(decks.length, 1)]?.id })),
    el("div", { class: "start-foot" },
      el("fieldset", { class: "options" },
        el("legend", {}, t("start.options")),
        el("label", { for: "location-target" }, t("start.location_target")), targetInput,
        el("label", { for: "seed" }, t("start.seed")), seedInput,
        el("button", { type: "button", id: "new-seed", onclick: () => { seedInput.value = String(randomSeed()); } }, t("start.new_seed"))),
      el("button", { type: "submit", id: "start-match", class: "primary play-button needs-engine", disabled: !session.engineReady }, t("start.play"))));
  const vsAi = () => /** @type {HTMLInputElement | null} */ (form.querySelector('input[name="mode"]:checked'))?.value === "ai";
  const syncMode = () => {
    aiOptions.disabled = !vsAi();
    for (const seat of [0, 1]) {
      const legend = form.querySelector(`.player-setup[data-seat="${seat}"] legend`);
      if (!legend) continue;
      const isAi = vsAi() && String(1 - seat) === seatSel.value;
      legend.textContent = isAi ? t("player.ai", { player: t("player.n", { n: seat + 1 }) })
        : vsAi() ? t("player.you", { player: t("player.n", { n: seat + 1 }) }) : t("player.n", { n: seat + 1 });
    }
  };
  for (const radio of form.querySelectorAll('input[name="mode"]')) radio.addEventListener("change", syncMode);
  seatSel.addEventListener("change", syncMode);
  form.addEventListener("submit", (/** @type {Event} */ e) => {
    e.preventDefault();
    const value = (/** @type {string} */ sel) => /** @type {HTMLSelectElement} */ (form.querySelector(sel)).value;
    const players = [0, 1].map((seat) => {
      const deckId = value(`#p${seat}-deck`);
      const des = value(`#p${seat}-desbravador`);
      const deck = deckChoices().find((d) => d.id === deckId);
      if (deck?.saved) return playerFromChoice(deck, des);
      /** @type {{suggested: string, desbravador?: string}} */
      const p = { suggested: deckId };
      if (des && des !== deck?.desbravador) p.desbravador = des;
      return p;
    });
    const seedText = seedInput.value.trim();
    const seed = seedInput.validity.badInput ? NaN : seedText === "" ? randomSeed() : Number(seedText);
    const target = Number.parseInt(targetInput.value, 10);
    if (!Number.isSafeInteger(seed) || seed < 0) { notice(t("start.bad_seed")); return; }
    if (!Number.isSafeInteger(target) || target < range.min || target > range.max) {
      notice(t("start.bad_target", { min: range.min, max: range.max }));
      return;
    }
    /** @type {PlaySettings} */
    const play = vsAi() ? { mode: "ai", ai: { level: levelSel.value, seat: Number(seatSel.value) } } : { mode: "hotseat" };
    flow.newMatch({ seed, players, options: { location_target: target } }, play);
  });
  return form;
}

const SEEN_KEY = "eidolon.lobby.seen";

/** Has this browser been here before (a match saved, or the tutorial's offer answered)? */
function seenBefore() {
  try { return localStorage.getItem(SEEN_KEY) === "1" || listMatches().length > 0; } catch { return true; }
}

/** @param {boolean} seen */
function markSeen(seen) { try { if (seen) localStorage.setItem(SEEN_KEY, "1"); } catch { /* a preference only */ } }

/**
 * The tutorial's entry on the start screen (shown whichever game is chosen): on a first visit an offer to
 * learn the game (dismissed for good with "Agora não"), then a plain button. @returns {HTMLElement}
 */
export function tutorialEntry() {
  const button = el("button", { type: "button", id: "open-tutorial", class: "needs-engine", disabled: !session.engineReady,
    onclick: () => { markSeen(true); openTutorial(); } }, t("tutorial.open"));
  if (seenBefore()) return el("p", { class: "tutorial-entry" }, button);
  button.classList.add("primary");
  const offer = el("section", { class: "tutorial-entry tutorial-offer", id: "tutorial-offer", "aria-labelledby": "tutorial-offer-title" },
    el("h2", { id: "tutorial-offer-title" }, t("lobby.first_visit.title")),
    el("p", {}, t("lobby.first_visit.text")),
    el("span", { class: "offer-buttons" }, button,
      el("button", { type: "button", id: "tutorial-dismiss", class: "link-button",
        onclick: () => { markSeen(true); offer.replaceWith(tutorialEntry()); } }, t("lobby.first_visit.later"))));
  return offer;
}
