// @ts-check
// The start screen: the switch between the games, the chosen game's start form (registered in
// games.mjs), the saved matches (screens/saves.mjs), the finished matches and replay files
// (screens/history.mjs) and the panel of damaged stored data.
import { clear, el } from "../dom.mjs";
import { t } from "../i18n.mjs";
import { damagedPanel } from "../damaged.mjs";
import { rendered } from "../tools.mjs";
import { allGames, gameOf } from "../games.mjs";
import { savesPanel } from "./saves.mjs";
import { historyPanel } from "./history.mjs";

/** @typedef {import("../session.mjs").PlaySettings} PlaySettings */
/** @typedef {{newMatch: (config: any, play: PlaySettings) => unknown, resume: (id: string) => unknown}} StartFlow */

/** @type {StartFlow | null} */
let flow = null;

/** The game chosen at the top of the screen (its ruleset id); the first registered until one is chosen. */
let game = "";

/** The switch between the games. @param {() => void} redraw */
function gameSwitch(redraw) {
  const chosen = gameOf(game).id;
  const radio = (/** @type {string} */ value, /** @type {string} */ key) => el("label", { class: "game-option" },
    el("input", { type: "radio", name: "game", value, id: `game-${value}`, checked: chosen === value,
                  onchange: () => { game = value; redraw(); } }), " ", t(key));
  return el("fieldset", { class: "game-switch", id: "game-switch" },
    el("legend", {}, t("start.game")), ...allGames().map((g) => radio(g.id, g.label)));
}

/** Set the flow the start screen starts and resumes matches with (app.mjs wires it). @param {StartFlow} f */
export function initStart(f) { flow = f; }

/** Render the start screen into #screen-start (it is shown by the router). */
export function renderStart() {
  const root = clear(/** @type {HTMLElement} */ (document.getElementById("screen-start")));
  const entries = allGames().flatMap((g) => g.startEntries?.() ?? []);
  const chosen = gameOf(game).startForm({ newMatch: (config, play) => flow?.newMatch(config, play) });
  root.append(damagedPanel(renderStart) ?? "", gameSwitch(renderStart), ...entries, chosen,
              savesPanel({ redraw: renderStart, resume: (id) => flow?.resume(id) }),
              historyPanel({ redraw: renderStart }));   // finished matches and replay files (docs/replays.md)
  rendered("start");
}
