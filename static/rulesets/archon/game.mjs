// @ts-check
// Archon mode's registration in the page's shell (shell/games.mjs, issue 22): its start form, its table
// (also drawn read-only by the replay viewer), its catalogue loaded before a match is shown, the
// handoff's prompt, the final board, and its view inside the deck builder.
import { nothing } from "../../lib/lit.mjs";
import { pick, t } from "../../shell/i18n.mjs";
import { registerGame } from "../../shell/games.mjs";
import { archonRules, loadArchonCatalog } from "./cards.mjs";
import { archonStartForm, archonTile } from "./start.mjs";
import { clearArchonTable, showArchonTable } from "./table.mjs";
import { archonPrompt } from "./words.mjs";
import { archonEndBoard } from "./end.mjs";

registerGame({
  id: "archon",
  label: "start.game.archon",
  startForm: archonStartForm,
  tile: archonTile,
  table: { show: showArchonTable, clear: clearArchonTable },
  prepare: loadArchonCatalog,
  aiLevels: () => archonRules()?.ai_levels ?? [],
  handoff: (view) => ({
    prompt: archonPrompt(view), context: [],
    reason: view?.decision?.kind === "mulligan" ? t("archon.handoff.mulligan") : undefined,    // before the first turn (K3)
  }),
  endBoard: (view, c) => ({ board: archonEndBoard(view, c.seat, c.pname), overlay: nothing }),
  playerLabel(view, seat) {
    const deck = view.players?.[seat]?.name;
    return deck ? pick(deck) : "";
  },
  playerRef(view, seat) {
    const deck = view.players?.[seat]?.name;
    return deck && typeof deck === "object" ? { name: deck } : null;
  },
  builderView: () => import("./builder.mjs"),
});
