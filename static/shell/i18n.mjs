// Translation catalogues, one per language (py/eidolon/i18n/<lang>.json, embedded by the build; pt-BR
// first and default). They hold the UI strings and the engine's messages (rendered by
// lib/messages.mjs); card names and texts come from the engine's card catalogue as {pt, en} pairs.
const catalogues = JSON.parse(document.getElementById("i18n-catalogues").textContent);
export const DEFAULT_LANG = "pt-BR";
/** The stored language choice; any value that is not a catalogue's own name is ignored (and reported). */
export const LANG_KEY = "eidolon:v1:lang";
export const LANGUAGES = Object.keys(catalogues);
let lang = DEFAULT_LANG;
try {
  const saved = localStorage.getItem(LANG_KEY);
  if (LANGUAGES.includes(saved)) lang = saved;
} catch { /* storage unavailable: keep the default */ }

export function getLang() { return lang; }

/** The catalogue of a language (undefined when there is none). */
export function catalogue(code) { return Object.hasOwn(catalogues, code) ? catalogues[code] : undefined; }

export function setLang(next) {
  if (!LANGUAGES.includes(next)) return;
  lang = next;
  try { localStorage.setItem(LANG_KEY, next); } catch { /* not fatal */ }
  document.documentElement.lang = next;
  applyStatic(document);
}

/** True when the primary pointer is coarse (a touch screen): "Toque"/"Tap" instead of "Clique"/"Click". */
export function coarsePointer() {
  return typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
}

/**
 * The key a text is read under: its "<key>.touch" variant on a touch screen when the catalogue has one
 * ("Toque numa carta" for "Clique numa carta"), else the key. @param {string} key @param {any} cat
 */
export function pointerKey(key, cat) {
  return cat && coarsePointer() && Object.hasOwn(cat, `${key}.touch`) ? `${key}.touch` : key;
}

/** Translate a UI key, filling {name} placeholders from params. Unknown keys show the key itself. */
export function t(key, params = {}) {
  const own = (cat) => { const k = pointerKey(key, cat); return Object.hasOwn(cat, k) ? cat[k] : undefined; };
  let s = own(catalogues[lang]) ?? own(catalogues[DEFAULT_LANG]) ?? String(key);
  if (typeof s === "object") s = params.n === 1 ? s.one : s.other;     // {one, other} by the count n
  return s.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** True when the catalogue defines the key (used for optional, engine-provided codes). */
export function has(key) { return Object.hasOwn(catalogues[lang], key); }

/** Pick the current language from an engine {pt, en} pair (another language reads `en`, as eidolon.i18n.card_lang). */
export function pick(pair) {
  if (pair == null) return "";
  if (typeof pair === "string") return pair;
  const base = lang.split("-")[0];
  return (Object.hasOwn(pair, base) ? pair[base] : pair.en) ?? pair.pt ?? pair.en ?? "";
}

/** Re-translate every element carrying data-i18n (text) or data-i18n-attr ("attr:key;attr:key"). */
export function applyStatic(root) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-attr]")) {
    for (const part of el.dataset.i18nAttr.split(";")) {
      const [attr, key] = part.split(":");
      el.setAttribute(attr, t(key));
    }
  }
}

document.documentElement.lang = lang;
