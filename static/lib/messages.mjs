// The engine's structured messages {key, args} (log entries, action labels, why a card cannot be
// played, errors) in words, from the catalogue of a language. Cards are named BY REFERENCE: an
// argument {uid, id} is written as nameOf(ref), which the page answers with the name it shows (a
// workshop template's), so nothing is ever searched for or replaced in a finished sentence.
// The rules are the same as eidolon.i18n.render (docs/api.md, "Messages"):
//   {key, args}   a nested message        {id[, uid]}  a card: nameOf(ref)
//   {pt, en}      a text in both languages (an error worded without the catalogues): lang's side, else en
//   a list        each element, joined by list.semicolon
//   seat (int)    player.n with n+1        phase, window, doctrine (str): phase.<v>, window.<v>, doctrine.<v>
//   spend {d: n}  spend.<d> joined by list.plus     bonus {stat: n}: bonus.<stat> joined by list.comma
// A template is a string, or {one, other} chosen by args.n (one when n is 1). On a touch screen a key's
// "<key>.touch" variant is read when the catalogue has one ("Toque" for "Clique").
import { catalogue, DEFAULT_LANG, getLang, pick, pointerKey } from "../shell/i18n.mjs";
import { gameOf } from "../shell/games.mjs";

const PLACE = /\{(\w+)\}/g;

/** True for a structured message. */
export function isMessage(x) {
  return Boolean(x) && typeof x === "object" && typeof x.key === "string";
}

/** A message in words in `lang`; nameOf(ref) names a card reference. Unknown keys show the key. */
export function render(m, lang, nameOf) {
  if (!isMessage(m)) return m == null ? "" : String(m);
  const args = m.args || {};
  let tpl = lookup(m.key, lang);
  if (tpl === undefined) return m.key;
  if (typeof tpl === "object") tpl = args.n === 1 ? tpl.one : tpl.other;
  return String(tpl).replace(PLACE, (whole, name) => (Object.hasOwn(args, name) ? arg(name, args[name], lang, nameOf) : whole));
}

function lookup(key, lang) {
  for (const cat of [catalogue(lang), catalogue(DEFAULT_LANG)]) {
    const k = pointerKey(key, cat);          // "<key>.touch" on a touch screen, when there is one
    if (cat && Object.hasOwn(cat, k)) return cat[k];
  }
  return undefined;
}

function word(key, lang, nameOf, args = {}) { return render({ key, args }, lang, nameOf); }

function arg(name, v, lang, nameOf) {
  if (Array.isArray(v)) return v.map((x) => arg(name, x, lang, nameOf)).join(word("list.semicolon", lang, nameOf));
  if (v && typeof v === "object") {
    if (isMessage(v)) return render(v, lang, nameOf);
    if (Object.hasOwn(v, "id")) return nameOf(v);
    if (Object.hasOwn(v, "pt") && Object.hasOwn(v, "en")) {
      const base = lang.split("-")[0];
      return String(Object.hasOwn(v, base) ? v[base] : v.en);
    }
    if (name === "spend") return Object.entries(v).filter(([, n]) => n).map(([d, n]) => word(`spend.${d}`, lang, nameOf, { n })).join(word("list.plus", lang, nameOf));
    if (name === "bonus") return Object.entries(v).filter(([, n]) => n).map(([s, n]) => word(`bonus.${s}`, lang, nameOf, { n })).join(word("list.comma", lang, nameOf));
  }
  if (name === "seat" && Number.isInteger(v)) return word("player.n", lang, nameOf, { n: v + 1 });
  if ((name === "phase" || name === "window" || name === "doctrine") && typeof v === "string") return word(`${name}.${v}`, lang, nameOf);
  return String(v);
}

/** The name the page shows for a card reference (workshop templates applied): the first game's (games.mjs). */
export function shownName(ref) {
  const game = gameOf();
  return game.cardName ? game.cardName(ref.id) : String(ref.id);
}

/**
 * What the engine said, in the current language: a structured message, or a {pt, en} pair (older
 * replies, deck problems) picked by language. Cards are named as the page shows them.
 */
export function say(x, nameOf = shownName) {
  return isMessage(x) ? render(x, getLang(), nameOf) : pick(x);
}

/** The first card a message names under `name` (also inside a nested message), or null. */
export function refIn(m, name = "card") {
  if (!isMessage(m)) return null;
  for (const [k, v] of Object.entries(m.args || {})) {
    if (k === name && v && typeof v === "object" && Object.hasOwn(v, "id")) return v;
    const inner = isMessage(v) ? refIn(v, name) : null;
    if (inner) return inner;
  }
  return null;
}
