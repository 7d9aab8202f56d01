// Translation catalogues (pt-BR default, English second). All UI strings come from here;
// card names and texts come from the engine's catalogue as {pt, en} pairs.
const catalogues = JSON.parse(document.getElementById("i18n-catalogues").textContent);
/** The stored language choice; any value that is not a catalogue's own name is ignored (and reported). */
export const LANG_KEY = "eidolon:v1:lang";
export const LANGUAGES = Object.keys(catalogues);
let lang = "pt-BR";
try {
  const saved = localStorage.getItem(LANG_KEY);
  if (LANGUAGES.includes(saved)) lang = saved;
} catch { /* storage unavailable: keep the default */ }

export function getLang() { return lang; }

export function setLang(next) {
  if (!LANGUAGES.includes(next)) return;
  lang = next;
  try { localStorage.setItem(LANG_KEY, next); } catch { /* not fatal */ }
  document.documentElement.lang = next;
  applyStatic(document);
}

/** Translate a UI key, filling {name} placeholders from params. Unknown keys show the key itself. */
export function t(key, params = {}) {
  const own = (cat) => (Object.hasOwn(cat, key) ? cat[key] : undefined);
  const s = own(catalogues[lang]) ?? own(catalogues["pt-BR"]) ?? String(key);
  return s.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** True when the catalogue defines the key (used for optional, engine-provided codes). */
export function has(key) { return Object.hasOwn(catalogues[lang], key); }

/** Pick the current language from an engine {pt, en} pair. */
export function pick(pair) {
  if (pair == null) return "";
  if (typeof pair === "string") return pair;
  return (lang === "en" ? pair.en : pair.pt) ?? pair.pt ?? pair.en ?? "";
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
