// @ts-check
// The start screen: the mode (hotseat or against the AI, its level and the human's seat), each
// player's doctrine, deck and Desbravador, the options (Locations to connect, seed), the saved
// matches (screens/saves.mjs) and the panel of damaged stored data. Submitting starts a match
// through the flow's `newMatch`; every check of the configuration beyond the form's ranges is the
// engine's.
import { clear, el } from "../dom.mjs";
import { pick, t } from "../i18n.mjs";
import { deckDoctrines, doctrineName, DOCTRINES, rules } from "../../rulesets/eidolon/cards.mjs";
import { playerFromChoice, savedDeckChoices } from "../deckstore.mjs";
import { damagedPanel } from "../damaged.mjs";
import { rendered } from "../tools.mjs";
import { session } from "../session.mjs";
import { notice } from "../notices.mjs";
import { aiLevels, randomSeed } from "../play.mjs";
import { savesPanel } from "./saves.mjs";
import { historyPanel } from "./history.mjs";
import { openTutorial } from "../../rulesets/eidolon/tutorial.mjs";
import { archonStartForm } from "../../rulesets/archon/start.mjs";

/** @typedef {import("../session.mjs").PlaySettings} PlaySettings */
/** @typedef {{newMatch: (config: any, play: PlaySettings) => unknown, resume: (id: string) => unknown}} StartFlow */

/** @type {StartFlow | null} */
let flow = null;

/** The game chosen at the top of the screen: EIDOLON's form, or Archon mode's (archon/start.mjs). */
let game = "eidolon";

/** The switch between the two games. @param {() => void} redraw */
function gameSwitch(redraw) {
  const radio = (/** @type {string} */ value, /** @type {string} */ key) => el("label", { class: "game-option" },
    el("input", { type: "radio", name: "game", value, id: `game-${value}`, checked: game === value,
                  onchange: () => { game = value; redraw(); } }), " ", t(key));
  return el("fieldset", { class: "game-switch", id: "game-switch" },
    el("legend", {}, t("start.game")), radio("eidolon", "start.game.eidolon"), radio("archon", "start.game.archon"));
}

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

/** Set the flow the start screen starts and resumes matches with (app.mjs wires it). @param {StartFlow} f */
export function initStart(f) { flow = f; }

/** Render the start screen into #screen-start (it is shown by the router). */
export function renderStart() {
  const root = clear(/** @type {HTMLElement} */ (document.getElementById("screen-start")));
  const decks = deckChoices();
  // Empty = a random seed that nobody sees until the end; a seed the player enters is theirs to know.
  const seedInput = /** @type {HTMLInputElement} */ (el("input", { id: "seed", name: "seed", type: "number", min: "0", step: "1", value: "",
                                                                   placeholder: t("start.seed_random") }));
  const range = rules().location_target;       // R1.1, from the engine
  const targetInput = /** @type {HTMLInputElement} */ (el("input", { id: "location-target", name: "location-target", type: "number",
                                                                     min: String(range.min), max: String(range.max), value: String(range.default) }));
  const levelSel = /** @type {HTMLSelectElement} */ (el("select", { id: "ai-level", name: "ai-level" },
    aiLevels().map((level) => el("option", { value: level }, t(`ai.level.${level}`)))));
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
    flow?.newMatch({ seed, players, options: { location_target: target } }, play);
  });
  const tutorial = el("p", { class: "tutorial-entry" }, el("button", { type: "button", id: "open-tutorial", class: "needs-engine",
    disabled: !session.engineReady, onclick: () => openTutorial() }, t("tutorial.open")));
  const chosen = game === "archon" && flow ? archonStartForm({ newMatch: flow.newMatch }) : form;
  root.append(damagedPanel(renderStart) ?? "", gameSwitch(renderStart), tutorial, chosen,
              savesPanel({ redraw: renderStart, resume: (id) => flow?.resume(id) }),
              historyPanel({ redraw: renderStart }));   // finished matches and replay files (docs/replays.md)
  rendered("start");
}
