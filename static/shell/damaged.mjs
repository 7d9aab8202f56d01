// Damaged saved data on the start screen: every localStorage entry of the page that cannot be read
// (decks, workshop templates, the language choice, the current-match pointer, progress markers) is
// listed with what is wrong, a "download copy" and a "delete" button. Nothing is deleted unless the
// user asks; the rest of the page works without these entries. Damaged match entries are listed in
// the saves list itself (app.mjs), with the same buttons (brokenButtons).
import { download, el } from "./dom.mjs";
import { confirmDialog } from "./dialog.mjs";
import { LANG_KEY, LANGUAGES, getLang, t } from "./i18n.mjs";
import { listDecks, listTemplates } from "./deckstore.mjs";
import { brokenMatchData, readRaw } from "./storage.mjs";

const SHOWN_CHARS = 40;   // of a stored value quoted in a message

function when(iso) {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? d.toLocaleString(getLang()) : "?";
}

/** Damaged entries other than matches: [{key, raw, message: i18n key, params}]. */
export function damagedEntries() {
  const out = [];
  for (const d of listDecks()) if (d.corrupt) out.push({ key: d.key, raw: d.raw, message: d.corrupt, params: {} });
  for (const tp of listTemplates()) if (tp.corrupt) out.push({ key: tp.key, raw: tp.raw, message: tp.corrupt, params: {} });
  const lang = readRaw(LANG_KEY);
  if (lang !== null && !LANGUAGES.includes(lang)) {
    out.push({ key: LANG_KEY, raw: lang, message: "storage.lang_unknown", params: { value: lang.slice(0, SHOWN_CHARS) } });
  }
  for (const item of brokenMatchData()) out.push({ ...item, params: { ...item.params, at: when(item.at) } });
  return out;
}

/** "Download copy" and "Delete" buttons for one damaged entry; `onDeleted` re-renders the screen. */
export function brokenButtons(item, onDeleted) {
  const safe = item.key.replace(/[^A-Za-z0-9_-]+/g, "-").slice(0, 80);
  return [
    el("button", { type: "button", class: "download-broken",
                   onclick: () => download(`eidolon-damaged-${safe}.txt`, item.raw ?? "") }, t("damaged.download")),
    el("button", {
      type: "button", class: "delete-broken",
      onclick: async () => {
        const ok = await confirmDialog(t("damaged.confirm_title"), t("damaged.confirm", { key: item.key }),
                                       t("damaged.delete"), t("ui.cancel"));
        if (!ok) return;
        try { localStorage.removeItem(item.key); } catch { /* storage unavailable */ }
        onDeleted();
      },
    }, t("damaged.delete")),
  ];
}

/** The start screen's panel of damaged data, or null when everything can be read. */
export function damagedPanel(onDeleted) {
  const items = damagedEntries();
  if (!items.length) return null;
  return el("section", { class: "damaged", id: "damaged", role: "alert", "aria-labelledby": "damaged-title" },
    el("h2", { id: "damaged-title" }, t("damaged.title")),
    el("p", {}, t("damaged.intro")),
    el("ul", { class: "damaged-list", id: "damaged-list" }, items.map((item) => el("li", {
      class: "damaged-item", dataset: { key: item.key },
    }, el("span", { class: "damaged-message" }, t(item.message, item.params)),
       el("code", { class: "damaged-key" }, item.key),
       el("span", { class: "damaged-tools" }, brokenButtons(item, onDeleted))))));
}
