// @ts-check
// The match history on the start screen (static/shell/history.mjs): each finished match with its date, mode,
// decks, result, turns and seed, opened in the replay viewer or exported as a replay file; one or all
// deleted; and "Abrir replay…" to open a replay file from disk.
import { el, show } from "../dom.mjs";
import { getLang, pick, t } from "../i18n.mjs";
import { session } from "../session.mjs";
import { clearHistory, deleteHistory, HISTORY_MAX, HISTORY_MAX_CHARS, listHistory } from "../history.mjs";
import { downloadReplay, openReplay } from "./replay.mjs";
import { refText, seatName } from "../play.mjs";
import { confirmDialog } from "../dialog.mjs";

/** @typedef {import("../history.mjs").HistoryEntry} HistoryEntry */

/** The history panel; c.redraw renders the start screen again (after a delete, or back from the viewer). @param {{redraw: () => void}} c */
export function historyPanel(c) {
  const back = () => { c.redraw(); show("screen-start"); };
  const list = el("ul", { class: "history-list", id: "history-list" });
  const entries = listHistory();
  for (const entry of entries) list.append(entry.corrupt ? brokenItem(entry, c) : item(entry, c, back));
  if (!entries.length) list.append(el("li", { class: "empty" }, t("history.none")));
  const file = /** @type {HTMLInputElement} */ (el("input", { type: "file", id: "replay-file", accept: ".json,application/json", hidden: true }));
  file.addEventListener("change", async () => {
    const f = file.files?.[0];
    file.value = "";
    if (f) await openReplay(await f.text(), back);
  });
  return el("section", { class: "history", id: "history", "aria-labelledby": "history-title" },
    el("h2", { id: "history-title" }, t("history.title")),
    el("p", { class: "hint" }, t("history.limits", { count: HISTORY_MAX, kb: Math.round(HISTORY_MAX_CHARS / 1024) })),
    list,
    el("div", { class: "history-tools" },
      el("button", { type: "button", id: "open-replay", class: "needs-engine", disabled: !session.engineReady, onclick: () => file.click() }, t("replay.open")),
      entries.length ? el("button", {
        type: "button", id: "history-clear",
        onclick: async () => {
          if (!await confirmDialog(t("history.confirm_delete_all"), "", t("history.delete_all"), t("ui.cancel"))) return;
          clearHistory();
          c.redraw();
        },
      }, t("history.delete_all")) : null),
    file);
}

/**
 * The players' names of an entry in the current language: worded from its references, else the words
 * it was kept with (entries kept before references existed). @param {HistoryEntry} e @returns {string[]}
 */
function namesOf(e) {
  if (Array.isArray(e.refs) && e.refs.length === 2) {
    const human = e.mode === "ai" && e.ai ? e.ai.seat : null;
    return e.refs.map((ref, seat) => seatName(seat, refText(ref, e.ruleset), human));
  }
  return e.names || [];
}

/** The decks of an entry in the current language (as namesOf). @param {HistoryEntry} e @returns {string[]} */
function decksOf(e) {
  if (!Array.isArray(e.deckNames)) return e.decks || [];
  return e.deckNames.map((/** @type {any} */ d) => (d?.own ? t("history.own_deck") : d?.name ? pick(d.name) : ""));
}

/** What one entry says: result, mode, decks, turns, seed, date. @param {HistoryEntry} e */
function meta(e) {
  const r = e.result;
  const result = r?.winner == null ? t("history.draw") : t("history.won", { player: namesOf(e)[r.winner] || t("player.n", { n: r.winner + 1 }) });
  const mode = e.mode === "ai" && e.ai ? t("history.mode_ai", { level: t(`ai.level.${e.ai.level}`) }) : t("history.mode_hotseat");
  const decks = decksOf(e).filter(Boolean).join(" × ");
  return [result, mode, decks, t("history.turns", { n: e.turns ?? 0 }), e.seed != null ? t("match.seed", { seed: e.seed }) : "",
    new Date(e.created ?? "").toLocaleString(getLang())].filter(Boolean).join(" · ");
}

/** @param {HistoryEntry} e @param {{redraw: () => void}} c @param {() => void} back */
function item(e, c, back) {
  return el("li", { class: "history-item", dataset: { historyId: e.id, hash: e.hash ?? "" } },
    el("span", { class: "history-names" }, namesOf(e).join(" × ")),
    el("span", { class: "history-meta" }, meta(e)),
    el("span", { class: "history-buttons" },
      el("button", { type: "button", class: "watch needs-engine", disabled: !session.engineReady,
        onclick: () => openReplay(JSON.stringify(e.replay), back) }, t("replay.watch")),
      el("button", { type: "button", class: "export", onclick: () => downloadReplay(e.replay) }, t("replay.export")),
      el("button", { type: "button", class: "delete",
        onclick: async () => {
          if (!await confirmDialog(t("history.confirm_delete"), namesOf(e).join(" × "), t("history.delete"), t("ui.cancel"))) return;
          deleteHistory(e.id);
          c.redraw();
        } }, t("history.delete"))));
}

/** @param {HistoryEntry} e @param {{redraw: () => void}} c */
function brokenItem(e, c) {
  return el("li", { class: "history-item corrupt", dataset: { historyId: e.id } },
    el("span", { class: "history-names" }, t("history.corrupt")),
    el("span", { class: "history-buttons" },
      el("button", { type: "button", class: "delete", onclick: () => { deleteHistory(e.id); c.redraw(); } }, t("history.delete"))));
}
