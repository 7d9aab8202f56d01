// @ts-check
// EIDOLON's registration in the page's shell (shell/games.mjs, issue 22): its start form and the
// tutorial's entry, its table (also drawn read-only by the replay viewer), the handoff's words, the
// final board, its catalogue at boot, the builder, workshop and print sheet, and the balance lab.
import { t } from "../../shell/i18n.mjs";
import { catalogLoaded } from "../../shell/session.mjs";
import { applyStoredTemplates, useCatalogue } from "../../shell/deckstore.mjs";
import { registerGame } from "../../shell/games.mjs";
import { applyTemplates, cardDef, cardName, deckFile, rules, setCatalog } from "./cards.mjs";
import { eidolonStartForm, eidolonTile, tutorialEntry } from "./start.mjs";
import { clearTable, showTable } from "./table/table.mjs";
import { indexView } from "./table/model.mjs";
import { contextText, promptText } from "./table/words.mjs";
import { eidolonEndBoard } from "./end.mjs";
import { fitNames } from "./table/card.mjs";
import { redrawTutorial, tutorialShown } from "./tutorial.mjs";

useCatalogue({ cardDef, deckFile, applyTemplates });    // the saved decks and workshop templates (R14.7)

registerGame({
  id: "eidolon",
  label: "start.game.eidolon",
  startForm: eidolonStartForm,
  startEntries: () => [tutorialEntry()],
  tile: eidolonTile,
  table: { show: showTable, clear: clearTable },
  aiLevels: () => rules().ai_levels,
  catalogLoaded(raw) {
    catalogLoaded(setCatalog(raw));
    applyStoredTemplates();   // workshop templates: presentation only (R14.7)
  },
  handoff(view, pname) {
    const d = view.decision || {};
    const where = indexView(view);
    const nameOf = (/** @type {number} */ uid) => (where.has(uid) ? cardName(where.get(uid).id) : t("card.unknown"));
    return {
      prompt: promptText(view), context: d.kind && d.kind !== "main" ? contextText(view, nameOf, pname) : [],
      reason: d.kind === "pick" ? t("handoff.pick") : undefined,      // a Location into the Ermo (R3.6)
    };
  },
  endBoard: eidolonEndBoard,
  endDrawn: (root) => fitNames(root),
  cardName,
  playerLabel(view, seat) {
    const des = view.players?.[seat]?.desbravador?.id;
    return des ? cardName(des) : "";
  },
  playerRef(view, seat) {
    const des = view.players?.[seat]?.desbravador?.id;
    return des ? { card: des } : null;
  },
  tools: {
    "screen-builder": () => import("./builder.mjs"),
    "screen-workshop": () => import("./workshop.mjs"),
    "screen-print": () => import("./printsheet.mjs"),
  },
  redraw() {
    if (!tutorialShown()) return false;
    redrawTutorial();
    return true;
  },
  init(ctx) {
    import("./lab.mjs").then((m) => m.initLab(ctx));
  },
});

