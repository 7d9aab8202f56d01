// @ts-check
// The saved matches on the start screen: each with its title, turn or result, how far its stored
// copy is behind, and resume / export / delete; damaged entries with their own tools; and the
// import of a match file, checked by the engine before anything is stored.
import { call } from "../bridge.mjs";
import { el } from "../dom.mjs";
import { getLang, t } from "../i18n.mjs";
import { brokenButtons } from "../damaged.mjs";
import { duplicateKey, shownKey } from "../../lib/strictjson.mjs";
import * as store from "../storage.mjs";
import { session } from "../session.mjs";
import { behindText, errorText, notice } from "../notices.mjs";
import { exportSave, humanSeat, matchTitle, playFromFile, summary } from "../play.mjs";
import { confirmDialog } from "../dialog.mjs";

/** @typedef {import("../session.mjs").MatchEntry} MatchEntry */
/** @typedef {{redraw: () => void, resume: (id: string) => unknown}} SavesFlow */

/** The saves panel. c.redraw re-renders the start screen (after a delete or an import). @param {SavesFlow} c */
export function savesPanel(c) {
  const list = el("ul", { class: "saves-list", id: "saves-list" });
  const broken = (/** @type {any} */ entry, /** @type {string} */ message) => el("li", { class: "save corrupt", dataset: { matchId: entry.id, key: store.MATCH_PREFIX + entry.id } },
    el("span", { class: "save-title" }, message),
    brokenButtons({ key: store.MATCH_PREFIX + entry.id, raw: entry.raw ?? store.readRaw(store.MATCH_PREFIX + entry.id) },
                  () => { store.deleteMatch(entry.id); c.redraw(); }));
  for (const entry of store.listMatches()) {
    if (entry.corrupt) { list.append(broken(entry, t(entry.corrupt, entry.params))); continue; }
    try {
      list.append(saveItem(entry, c));
    } catch (err) {   // whatever is stored, the start screen renders
      console.error(err);
      list.append(broken(entry, t("storage.corrupt")));
    }
  }
  if (!list.children.length) list.append(el("li", { class: "empty" }, t("saves.none")));
  const file = /** @type {HTMLInputElement} */ (el("input", { type: "file", id: "import-file", accept: ".json,application/json", hidden: true }));
  file.addEventListener("change", async () => {
    const f = file.files?.[0];
    file.value = "";
    if (f && await importSave(await f.text())) c.redraw();
  });
  return el("section", { class: "saves", "aria-labelledby": "saves-title" },
    el("h2", { id: "saves-title" }, t("saves.title")),
    list,
    el("button", { type: "button", id: "import-button", class: "needs-engine", disabled: !session.engineReady, onclick: () => file.click() }, t("saves.import")), file);
}

/** One saved match. @param {MatchEntry} entry @param {SavesFlow} c */
function saveItem(entry, c) {
  const refused = session.unresumable.get(entry.id);
  const status = entry.status === "playing" ? t("saves.turn", { n: entry.turn ?? "?" }) : t("saves.finished");
  const behind = store.staleness(entry);
  return el("li", { class: `save${refused ? " unresumable" : ""}${behind ? " behind" : ""}`, dataset: { matchId: entry.id } },
    el("span", { class: "save-title" }, matchTitle(entry)),
    el("span", { class: "save-meta" }, `${status} · ${new Date(entry.updated ?? "").toLocaleString(getLang())}`),
    behind ? el("span", { class: "save-behind" }, behindText("saves.behind", behind)) : null,
    refused ? el("span", { class: "save-refused" }, t("saves.unresumable", { message: refused })) : null,
    refused ? null : el("button", { type: "button", class: "resume needs-engine", disabled: !session.engineReady, onclick: () => c.resume(entry.id) }, t("saves.resume")),
    el("button", { type: "button", class: "export", onclick: () => exportSave(entry) }, t("saves.export")),
    el("button", {
      type: "button", class: "delete",
      onclick: async () => {
        if (!await confirmDialog(t("saves.confirm_delete"), matchTitle(entry), t("saves.delete"), t("ui.cancel"))) return;
        store.deleteMatch(entry.id);
        c.redraw();
      },
    }, t("saves.delete")));
}

/**
 * Import a match file: validated by the engine before anything is stored. True when it was stored.
 * @param {string} text
 */
export async function importSave(text) {
  let save;
  try { save = JSON.parse(text); } catch { notice(t("import.not_json")); return false; }
  const twice = duplicateKey(text);
  if (twice !== null) { notice(t("import.duplicate_key", { name: shownKey(twice) })); return false; }
  if (!save || typeof save !== "object" || save.format !== "eidolon-save") { notice(t("import.foreign")); return false; }
  try {
    const { play, ...bare } = save;
    const settings = playFromFile(play);
    // Against the AI only the human's view is ever asked for, even to check the file.
    const view = /** @type {any} */ (await call("load", { save: bare, seat: humanSeat(settings) ?? 0 }));
    const entry = store.putMatch({ id: store.newId(), ...settings, save: bare, ...summary(view, bare) });
    notice(t("import.done", { title: matchTitle(entry) }), "info");
    return true;
  } catch (err) {
    notice(t("import.failed", { message: errorText(err) }));
    return false;
  }
}
