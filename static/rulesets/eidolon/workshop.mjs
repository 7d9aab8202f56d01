// Workshop (oficina, R14.7, R15.4): edit a card's presentation — displayed name, ability and flavour
// text in pt and en, art image, artist credit — with a live preview in the real card frame, saved as
// a visual template in localStorage, reset to the original, exported and imported as a file.
// Templates are visual only: they change what cards.mjs renders, never what the engine plays.
// Every text goes in with textContent / attribute setters; the image only as an <img> data URL.
import { append, clear, el } from "../../shell/dom.mjs";
import { pick, t } from "../../shell/i18n.mjs";
import { allCards, cardDef, cardFull, cardName } from "./cards.mjs";
import * as ds from "../../shell/deckstore.mjs";
import { ask, confirmDialog } from "../../shell/dialog.mjs";
import { closeTools, ctx, openTool } from "../../shell/tools.mjs";
import { fold } from "../../shell/deckfile.mjs";

const ART_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
const ART_FILE_MAX = 8 * 1024 * 1024;        // the uploaded file, before downscaling
const ART_W = 480, ART_H = 360;              // downscaled to fit this box (the frame's art is 4:3)
const LANGS = ["pt", "en"];

const W = {
  root: null,
  cardId: null,
  draft: null,      // {name: {pt, en}, text: {pt, en}, flavor: {pt, en}, artist, art}
  clean: "",
  q: "",
};

// ------------------------------------------------------------------ draft

function draftOf(id) {
  const c = cardDef(id);
  const pair = (p) => ({ pt: p?.pt ?? "", en: p?.en ?? "" });
  return { name: pair(c.name), text: pair(c.text), flavor: pair(c.flavor), artist: c.artist ?? "", art: c.art || null };
}

function isDirty() { return W.draft && JSON.stringify(W.draft) !== W.clean; }

/** The template of the draft: only what differs from the engine's original (null: nothing differs). */
function templateOf(id, draft) {
  const o = cardDef(id).original;
  const tp = { card: id };
  for (const field of ["name", "text", "flavor"]) {
    const pair = {};
    for (const l of LANGS) {
      const v = draft[field][l];
      if (v.trim() && v !== (o[field]?.[l] ?? "")) pair[l] = v;
    }
    if (Object.keys(pair).length) tp[field] = pair;
  }
  if (draft.artist.trim() && draft.artist !== (o.artist ?? "")) tp.artist = draft.artist;
  if (draft.art) tp.art = draft.art;
  return Object.keys(tp).length > 1 ? tp : null;
}

/** The card as the draft would show it (for the preview in the real frame). */
function previewCard(id, draft) {
  const c = cardDef(id);
  const o = c.original;
  const pair = (orig, edit) => {
    const out = { ...(orig || {}) };
    for (const l of LANGS) if (edit[l].trim()) out[l] = edit[l];
    return out;
  };
  return { ...c, name: pair(o.name, draft.name), text: o.text ? pair(o.text, draft.text) : o.text,
           flavor: pair(o.flavor, draft.flavor), artist: draft.artist.trim() ? draft.artist : o.artist, art: draft.art };
}

// ------------------------------------------------------------------ status

function status(message, kind = "info") {
  const box = W.root?.querySelector("#ws-status");
  if (!box) return;
  clear(box);
  box.className = `tool-status ${kind}`;
  box.hidden = !message;
  if (message) box.append(el("span", {}, message));
}

function templateErrorText(err) {
  if (err instanceof ds.TemplateError) return t(err.key, err.params);
  return ctx.errorText(err);
}

// ------------------------------------------------------------------ actions

async function select(id) {
  if (id === W.cardId) return;
  if (isDirty() && !await confirmDialog(t("workshop.discard.title"), t("workshop.discard.message", { name: cardName(W.cardId) }),
    t("workshop.discard.ok"), t("ui.cancel"))) return;
  W.cardId = id;
  W.draft = draftOf(id);
  W.clean = JSON.stringify(W.draft);
  render();
  W.root.querySelector("#ws-name-pt")?.focus();
}

function save() {
  const tp = templateOf(W.cardId, W.draft);
  try {
    if (tp) ds.putTemplate(tp);
    else ds.deleteTemplate(W.cardId);
  } catch (err) { status(templateErrorText(err), "error"); return; }
  ds.applyStoredTemplates();
  W.draft = draftOf(W.cardId);
  W.clean = JSON.stringify(W.draft);
  render();
  status(t("workshop.saved", { name: cardName(W.cardId) }));
}

async function reset() {
  const o = cardDef(W.cardId).original;
  if (!await confirmDialog(t("workshop.reset.title"), t("workshop.reset.message", { name: pick(o.name) }),
    t("workshop.reset.ok"), t("ui.cancel"))) return;
  ds.deleteTemplate(W.cardId);
  ds.applyStoredTemplates();
  W.draft = draftOf(W.cardId);
  W.clean = JSON.stringify(W.draft);
  render();
  status(t("workshop.reset.done", { name: pick(o.name) }));
}

function revert() {
  W.draft = JSON.parse(W.clean);
  render();
}

/** Downscale an uploaded image through a canvas to a small JPEG data URL. */
async function loadArt(file) {
  if (!ART_TYPES.includes(file.type)) throw new ds.TemplateError("workshop.art_type", {});
  if (file.size > ART_FILE_MAX) throw new ds.TemplateError("workshop.art_file_too_big", { max: Math.round(ART_FILE_MAX / 1048576) });
  let bmp;
  try { bmp = await createImageBitmap(file); } catch { throw new ds.TemplateError("workshop.art_unreadable", {}); }
  const scale = Math.min(1, ART_W / bmp.width, ART_H / bmp.height);
  const w = Math.max(1, Math.round(bmp.width * scale)), h = Math.max(1, Math.round(bmp.height * scale));
  const canvas = el("canvas", { width: String(w), height: String(h) });
  const g = canvas.getContext("2d");
  g.fillStyle = "#000";
  g.fillRect(0, 0, w, h);
  g.drawImage(bmp, 0, 0, w, h);
  bmp.close?.();
  for (const q of [0.85, 0.7, 0.55, 0.4]) {
    const url = canvas.toDataURL("image/jpeg", q);
    if (url.length <= ds.LIMITS.art) return url;
  }
  throw new ds.TemplateError("workshop.art_too_big", { where: "art", max: ds.LIMITS.art });
}

function exportTemplates() {
  const file = ds.templatesFile();
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 1) + "\n"], { type: "application/json" }));
  const a = el("a", { href: url, download: `eidolon-oficina-${new Date().toISOString().slice(0, 10)}.json` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  status(t("workshop.exported", { n: file.templates.length }));
}

function importError(message) {
  const box = W.root?.querySelector("#ws-import-status");
  if (!box) return;
  clear(box);
  box.hidden = !message;
  if (message) box.append(el("span", {}, message), " ", el("span", {}, t("builder.import.nothing_changed")));
}

/** Import a template backup file; all or nothing, and never replaces an existing template without asking. */
async function importTemplates(file) {
  importError(null);
  status(null);
  if (file.size > ds.TEMPLATE_FILE_MAX_BYTES) {
    importError(t("workshop.file_too_large", { size: file.size, max: ds.TEMPLATE_FILE_MAX_BYTES }));
    return;
  }
  let list;
  try { list = ds.parseTemplatesFile(await file.text()); } catch (err) { importError(templateErrorText(err)); return; }
  const existing = new Set(ds.listTemplates().map((tp) => tp.card));
  const clashes = list.filter((tp) => existing.has(tp.card));
  let chosen = list;
  if (clashes.length) {
    const { choice } = await ask({
      title: t("workshop.clash.title"),
      message: t("workshop.clash.message", { n: clashes.length, names: clashes.slice(0, 5).map((tp) => cardName(tp.card)).join(", ") }),
      buttons: [{ choice: "replace", label: t("workshop.clash.replace"), primary: true },
                { choice: "keep", label: t("workshop.clash.keep") },
                { choice: "cancel", label: t("ui.cancel") }],
    });
    if (choice === "cancel") { status(t("builder.import.cancelled")); return; }
    if (choice === "keep") chosen = list.filter((tp) => !existing.has(tp.card));
  }
  // All or nothing: remember what was there and put it back if the browser refuses a write.
  const before = chosen.map((tp) => [tp.card, localStorage.getItem(`eidolon:v1:template:${tp.card}`)]);
  try {
    for (const tp of chosen) ds.putTemplate(tp);
  } catch (err) {
    for (const [card, raw] of before) {
      if (raw === null) localStorage.removeItem(`eidolon:v1:template:${card}`);
      else localStorage.setItem(`eidolon:v1:template:${card}`, raw);
    }
    importError(templateErrorText(err));
    return;
  }
  ds.applyStoredTemplates();
  if (W.cardId) { W.draft = draftOf(W.cardId); W.clean = JSON.stringify(W.draft); }
  render();
  status(t("workshop.imported", { n: chosen.length }));
}

// ------------------------------------------------------------------ rendering

function updatePreview() {
  const box = W.root?.querySelector("#ws-preview");
  if (!box || !W.cardId) return;
  clear(box);
  box.append(cardFull(W.cardId, null, cardName, { art: true, card: previewCard(W.cardId, W.draft) }));
  const dirty = W.root.querySelector("#ws-dirty");
  if (dirty) dirty.hidden = !isDirty();
}

function renderList() {
  const list = W.root?.querySelector("#ws-cards");
  if (!list) return;
  clear(list);
  const words = fold(W.q).split(/\s+/).filter(Boolean);
  for (const c of allCards()) {
    if (words.length) {
      const hay = fold(`${pick(c.name)} ${pick(c.original?.name)} ${c.id}`);
      if (!words.every((w) => hay.includes(w))) continue;
    }
    list.append(el("li", {},
      el("button", { type: "button", class: `col-card doctrine-${c.doctrine}${c.id === W.cardId ? " selected" : ""}${c.edited ? " edited" : ""}`,
                     dataset: { cardId: c.id }, "aria-pressed": c.id === W.cardId ? "true" : "false",
                     onclick: () => select(c.id) },
        el("span", { class: "col-name" }, pick(c.name)),
        el("span", { class: "col-kind" }, t(`kind.${c.kind}`)),
        c.edited ? el("span", { class: "col-edited", title: t("workshop.edited") }, "✎") : null)));
  }
}

function field(id, label, value, { textarea = false, max, disabled = false, placeholder = null, onInput }) {
  const input = textarea
    ? el("textarea", { id, rows: "4", maxlength: String(max), disabled: disabled || null })
    : el("input", { id, type: "text", maxlength: String(max), autocomplete: "off", disabled: disabled || null, placeholder });
  input.value = value;
  input.addEventListener("input", () => { onInput(input.value); updatePreview(); });
  return el("div", { class: "ws-field" }, el("label", { for: id }, label), input);
}

function form() {
  if (!W.cardId) return el("p", { class: "hint" }, t("workshop.pick_hint"));
  const c = cardDef(W.cardId);
  const d = W.draft;
  const hasText = Boolean(c.original.text);
  const perLang = (l) => el("fieldset", { class: "ws-lang" },
    el("legend", {}, t(`workshop.lang.${l}`)),
    field(`ws-name-${l}`, t("workshop.name"), d.name[l], { max: ds.LIMITS.name, onInput: (v) => { d.name[l] = v; } }),
    field(`ws-text-${l}`, t("workshop.text"), d.text[l], { textarea: true, max: ds.LIMITS.text, disabled: !hasText,
                                                          onInput: (v) => { d.text[l] = v; } }),
    field(`ws-flavor-${l}`, t("workshop.flavor"), d.flavor[l], { textarea: true, max: ds.LIMITS.flavor, onInput: (v) => { d.flavor[l] = v; } }),
    el("p", { class: "hint original" }, t("workshop.original", { name: c.original.name?.[l] ?? "" })));
  const artInput = el("input", { type: "file", id: "ws-art", hidden: true, accept: "image/png,image/jpeg,image/webp,image/gif" });
  artInput.addEventListener("change", async () => {
    const f = artInput.files[0];
    artInput.value = "";
    if (!f) return;
    try {
      d.art = await loadArt(f);
      status(t("workshop.art_loaded", { kb: Math.round(d.art.length / 1024) }));
    } catch (err) { status(templateErrorText(err), "error"); }
    updatePreview();
  });
  return el("div", { class: "ws-form" },
    el("p", { class: "hint" }, t("workshop.visual_only")),
    el("div", { class: "ws-langs" }, perLang("pt"), perLang("en")),
    field("ws-artist", t("workshop.artist"), d.artist, { max: ds.LIMITS.artist, placeholder: t("card.artist.generated"),
                                                         onInput: (v) => { d.artist = v; } }),
    el("div", { class: "deck-actions" },
      el("button", { type: "button", id: "ws-art-button", onclick: () => artInput.click() }, t("workshop.art_upload")),
      artInput,
      el("button", { type: "button", id: "ws-art-clear", onclick: () => { d.art = null; updatePreview(); } }, t("workshop.art_clear")),
      el("span", { class: "hint" }, t("workshop.art_hint", { w: ART_W, h: ART_H }))),
    el("div", { class: "deck-actions" },
      el("button", { type: "button", id: "ws-save", class: "primary", onclick: save }, t("workshop.save")),
      el("button", { type: "button", id: "ws-revert", onclick: revert }, t("workshop.revert")),
      el("button", { type: "button", id: "ws-reset", onclick: reset, disabled: !c.edited || null }, t("workshop.reset")),
      el("span", { id: "ws-dirty", class: "dirty", hidden: !isDirty() }, t("builder.unsaved"))));
}

function render() {
  const root = W.root;
  if (!root) return;
  clear(root);
  const search = el("input", { id: "ws-search", type: "search", value: W.q, placeholder: t("builder.search_hint"), autocomplete: "off" });
  search.addEventListener("input", () => { W.q = search.value; renderList(); });
  const file = el("input", { type: "file", id: "ws-import-file", hidden: true, accept: ".json,application/json" });
  file.addEventListener("change", async () => {
    const f = file.files[0];
    file.value = "";
    if (f) await importTemplates(f);
  });
  const corrupt = ds.listTemplates().filter((tp) => tp.corrupt);
  append(root, [
    el("div", { class: "tool-head" },
      el("h2", {}, t("workshop.title")),
      el("p", { class: "hint" }, t("workshop.rules_hint")),
      el("span", { class: "tool-nav" },
        el("button", { type: "button", id: "workshop-to-builder", onclick: () => openTool("screen-builder") }, t("tools.builder")),
        el("button", { type: "button", id: "workshop-back", onclick: closeTools }, t("tools.back")))),
    el("div", { id: "ws-status", class: "tool-status", role: "status", hidden: true }),
    corrupt.length ? el("ul", { class: "tool-status error", id: "ws-corrupt" }, corrupt.map((tp) => el("li", {},
      t(tp.corrupt), " — ", tp.card, " ",
      el("button", { type: "button", onclick: () => { ds.deleteTemplate(tp.card); render(); } }, t("saves.delete"))))) : null,
    el("div", { class: "workshop-grid" },
      el("section", { class: "collection", "aria-labelledby": "ws-cards-title" },
        el("h3", { id: "ws-cards-title" }, t("workshop.cards")),
        el("label", { class: "filter search" }, el("span", {}, t("builder.search")), search),
        el("ul", { id: "ws-cards", class: "collection-list" })),
      el("section", { class: "ws-editor", "aria-labelledby": "ws-editor-title" },
        el("h3", { id: "ws-editor-title" }, W.cardId ? t("workshop.editing", { name: pick(cardDef(W.cardId).original.name) }) : t("workshop.editor")),
        form()),
      el("div", { class: "builder-side" },
        el("aside", { id: "ws-preview", class: "preview builder-preview", "aria-live": "polite" },
          el("p", { class: "hint" }, t("workshop.preview_hint"))),
        el("section", { class: "saved-decks" },
          el("h3", {}, t("workshop.templates", { n: ds.listTemplates().filter((tp) => !tp.corrupt).length })),
          el("div", { class: "deck-actions" },
            el("button", { type: "button", id: "ws-export", onclick: exportTemplates }, t("workshop.export")),
            el("button", { type: "button", id: "ws-import-button", onclick: () => file.click() }, t("workshop.import")),
            file),
          el("p", { id: "ws-import-status", class: "tool-status error", role: "alert", hidden: true }))))]);
  renderList();
  updatePreview();
}

// ------------------------------------------------------------------ entry points (tools.mjs)

export async function open(root, arg) {
  W.root = root;
  if (arg?.card && cardDef(arg.card)) {
    W.cardId = arg.card;
    W.draft = draftOf(arg.card);
    W.clean = JSON.stringify(W.draft);
  }
  render();
}

export function relabel(root) {
  W.root = root;
  render();
}
