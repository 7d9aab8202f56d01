// @ts-check
// EIDOLON's start form: the mode (hotseat or against the AI, its level and the human's seat), each
// player's doctrine, deck and Desbravador, the options (Locations to connect, seed); and the tutorial's
// entry. Submitting starts a match through the flow's `newMatch`; every check of the configuration
// beyond the form's ranges is the engine's.
import { clear, el } from "../../shell/dom.mjs";
import { pick, t } from "../../shell/i18n.mjs";
import { deckDoctrines, doctrineName, DOCTRINES, rules } from "./cards.mjs";
import { playerFromChoice, savedDeckChoices } from "../../shell/deckstore.mjs";
import { session } from "../../shell/session.mjs";
import { notice } from "../../shell/notices.mjs";
import { aiLevels, randomSeed } from "../../shell/play.mjs";
import { openTutorial } from "./tutorial.mjs";

/** @typedef {import("../../shell/session.mjs").PlaySettings} PlaySettings */

/** The deck's name with its two main doctrines. @param {any} deck */
function deckLabel(deck) {
  const ds = deckDoctrines(deck).slice(0, 2).map(doctrineName).join(" + ");
  return ds ? `${pick(deck.name)} (${ds})` : pick(deck.name);
}

/** The decks offered: the suggested ones, then the builder's saved decks. @returns {any[]} */
function deckChoices() {
  return [...session.catalog.decks, ...savedDeckChoices()];
}

/**
 * One player's doctrine filter, deck and Desbravador (the deck's own Desbravador preselected).
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
  const syncDes = () => {
    const deck = decks.find((d) => d.id === deckSel.value);
    if (deck?.desbravador) desSel.value = deck.desbravador;
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
  fillDecks();
  if (defaults?.deck && [...deckSel.options].some((o) => o.value === defaults.deck)) deckSel.value = defaults.deck;
  syncDes();
  return el("fieldset", { class: "player-setup", dataset: { seat: String(seat) } },
    el("legend", {}, t("player.n", { n: seat + 1 })),
    el("label", { for: `p${seat}-doctrine` }, t("start.doctrine")), doctrineSel,
    el("label", { for: `p${seat}-deck` }, t("start.deck")), deckSel,
    el("label", { for: `p${seat}-desbravador` }, t("start.desbravador")), desSel);
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
  const modeRadio = (/** @type {string} */ value, /** @type {string} */ key, /** @type {boolean} */ checked) => el("label", {},
    el("input", { type: "radio", name: "mode", value, id: `mode-${value}`, checked }), " ", t(key));
  const form = el("form", { id: "start-form", class: "start-form" },
    el("h2", {}, t("start.title")),
    el("fieldset", { class: "mode" },
      el("legend", {}, t("start.mode")),
      modeRadio("hotseat", "start.mode.hotseat", true),
      modeRadio("ai", "start.mode.ai", false),
      aiOptions),
    el("div", { class: "players" },
      playerFieldset(0, { deck: decks[0]?.id }),
      playerFieldset(1, { deck: decks[1 % Math.max(decks.length, 1)]?.id })),
    el("fieldset", { class: "options" },
      el("legend", {}, t("start.options")),
      el("label", { for: "location-target" }, t("start.location_target")), targetInput,
      el("label", { for: "seed" }, t("start.seed")), seedInput,
      el("button", { type: "button", id: "new-seed", onclick: () => { seedInput.value = String(randomSeed()); } }, t("start.new_seed"))),
    el("button", { type: "submit", id: "start-match", class: "primary needs-engine", disabled: !session.engineReady }, t("start.play")));
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
      const deck = decks.find((d) => d.id === deckId);
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

/** The tutorial's entry on the start screen (shown whichever game is chosen). @returns {HTMLElement} */
export function tutorialEntry() {
  return el("p", { class: "tutorial-entry" }, el("button", { type: "button", id: "open-tutorial", class: "needs-engine",
    disabled: !session.engineReady, onclick: () => openTutorial() }, t("tutorial.open")));
}
