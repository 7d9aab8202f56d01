// @ts-check
// The page opened from disk (file:, the single file site/eidolon.html; docs/site.md): the browser keeps
// its saved data apart from the served site's (another origin, R15.4). A note on the start screen says
// so and points to the files that move matches between the two: "Exportar partida" on each saved
// match there, "Importar partida" here (and the other way round).
import { el } from "./dom.mjs";
import { t } from "./i18n.mjs";

/** Show the note above the start screen when the page is a file: page; returns it (or null). */
export function showFileOriginNote() {
  if (location.protocol !== "file:" || document.getElementById("origin-note")) return null;
  const importButton = el("button", { type: "button", id: "origin-import", "data-i18n": "origin.import" },
                          t("origin.import"));
  // The saves list's own file input (screens/saves.mjs): same validation, same notices.
  importButton.addEventListener("click", () => document.getElementById("import-file")?.click());
  const note = el("aside", { id: "origin-note", class: "origin-note", role: "note", "aria-labelledby": "origin-title" },
    el("strong", { id: "origin-title", "data-i18n": "origin.title" }, t("origin.title")),
    el("p", { "data-i18n": "origin.text" }, t("origin.text")),
    el("p", { "data-i18n": "origin.move" }, t("origin.move")),
    importButton);
  document.getElementById("app")?.prepend(note);
  return note;
}
