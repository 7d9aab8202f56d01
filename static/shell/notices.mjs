// @ts-check
// The page's notices: one line at the top (errors and information), the persistent storage warning
// (while the stored copy of a match is behind what is played), and the words for any error.
import { BridgeError } from "./bridge.mjs";
import { append, clear, el } from "./dom.mjs";
import { t } from "./i18n.mjs";
import { say } from "../lib/messages.mjs";
import * as store from "./storage.mjs";
import { session } from "./session.mjs";
import { exportSave } from "./play.mjs";

/** @typedef {import("./session.mjs").MatchEntry} MatchEntry */

/** Show a notice (kind "error" or "info"); null hides it. @param {string | null} message @param {string} [kind] */
export function notice(message, kind = "error") {
  const box = /** @type {HTMLElement} */ (document.getElementById("notice"));
  clear(box);
  if (!message) { box.hidden = true; return; }
  box.className = `notice ${kind}`;
  box.hidden = false;
  append(box, [el("span", {}, message), el("button", { type: "button", class: "link", onclick: () => notice(null) }, t("ui.close"))]);
}

/**
 * The persistent storage warning (kept across notices and screens until closed or, for "unsaved",
 * until the match is stored again; it stays in view while the page scrolls). `words()` gives
 * [headline, details] in the current language; `entry`: the match in memory, offered for export.
 * @param {(() => string[]) | null} words
 * @param {{kind?: string, entry?: MatchEntry | null}} [o]
 */
export function storageWarning(words, { kind = "unsaved", entry = null } = {}) {
  let box = /** @type {any} */ (document.getElementById("storage-warning"));
  if (!words) { box?.remove(); return; }
  if (!box) {
    box = el("div", { id: "storage-warning", class: "storage-warning", role: "alert" });
    document.getElementById("notice")?.after(box);
  }
  Object.assign(box.dataset, { kind, matchId: entry?.id ?? "" });
  box.reword = () => storageWarning(words, { kind, entry });     // on a language switch
  // Export what is in memory at the time of the click (the match may have gone on meanwhile).
  const latest = () => (entry && session.entry?.id === entry.id ? session.entry : entry);
  const [headline, details] = words();
  append(clear(box), [
    el("div", { class: "storage-warning-words" },
      el("p", { id: "storage-warning-text" }, headline),
      el("details", {}, el("summary", {}, t("storage.details")), el("p", { id: "storage-warning-details" }, details))),
    el("div", { class: "storage-warning-tools" },
      entry ? el("button", { type: "button", id: "storage-export", class: "primary", onclick: () => exportSave(latest()) }, t("storage.export")) : null,
      el("button", { type: "button", id: "storage-warning-close", onclick: () => storageWarning(null) }, t("ui.close")))]);
}

/**
 * Words for how far a stored copy is behind ({stored, latest} actions; latest null = unknown).
 * @param {string} key
 * @param {{stored: number | null, latest: number | null}} behind
 */
export function behindText(key, behind) {
  return behind.latest == null ? t(`${key}_unknown`)
    : t(key, { stored: behind.stored ?? 0, latest: behind.latest, lost: Math.max(0, behind.latest - (behind.stored ?? 0)) });
}

/**
 * After a save attempt (store.saveMatch): warn while the stored copy is behind, say when it caught up.
 * @param {{entry: MatchEntry, stored: boolean, error: unknown}} result
 */
export function storageStatus({ entry, stored, error }) {
  const box = document.getElementById("storage-warning");
  const mine = box && box.dataset.matchId === entry.id;
  if (stored) {
    if (mine) {
      storageWarning(null);
      if (box.dataset.kind === "unsaved") notice(t("storage.saved_again"), "info");
    }
    return;
  }
  /** @type {any} */
  let kept = null;
  try { kept = store.getMatch(entry.id); } catch { /* never stored */ }
  const behind = { stored: kept?.actions ?? null, latest: entry.actions ?? null };
  storageWarning(() => (kept ? [behindText("storage.unsaved_short", behind), `${errorText(error)} ${behindText("storage.unsaved", behind)}`]
    : [t("storage.unsaved_short_none"), `${errorText(error)} ${t("storage.unsaved_none")}`]), { kind: "unsaved", entry });
}

/** The words for an error of the engine, the storage or anything else. @param {unknown} err */
export function errorText(err) {
  if (err instanceof BridgeError) return say(err.text ?? err.messages);   // the page's own words
  if (err instanceof store.StorageError) return t(/** @type {any} */ (err).key, /** @type {any} */ (err).params);
  return String((/** @type {any} */ (err))?.message || err);
}
