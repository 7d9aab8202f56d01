// @ts-check
// What every game's deck builder shares about deck files: text folded for search and file names,
// where the engine found a problem in a file, that problem as one line, and a file name from a deck's name.
import { t } from "./i18n.mjs";
import { say } from "../lib/messages.mjs";

/** Text folded for search and file names: no accents, lower case. @param {unknown} s */
export function fold(s) {
  return String(s ?? "").normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLocaleLowerCase();
}

/** "line 3" / "main.x" / "file" from the engine, in the current language. @param {string | null | undefined} where */
export function whereText(where) {
  if (!where) return "";
  const m = /^line (\d+)$/.exec(where);
  if (m) return t("deckfile.where.line", { n: m[1] });
  if (where === "file") return t("deckfile.where.file");
  return t("deckfile.where.field", { field: where });
}

/** A deck file's problem as one line. @param {{where?: string | null, message: any}} error */
export function fileErrorText(error) {
  if (error.where === "code") return t("deckcode.refused", { message: say(error.message) });   // a deck code (deckcodes.mjs)
  const where = whereText(error.where);
  return where ? t("deckfile.error_at", { where, message: say(error.message) }) : t("deckfile.error", { message: say(error.message) });
}

/** A file name from a deck's name (at most 40 characters; "deck" when nothing is left). @param {string} name */
export function slug(name) {
  const s = fold(name).replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40);
  return s || "deck";
}
