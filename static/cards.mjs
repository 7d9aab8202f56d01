// Card presentation from the engine's catalogue. Names and texts are inserted as text only.
import { el } from "./dom.mjs";
import { pick, t } from "./i18n.mjs";

export const DOCTRINES = ["ordem", "ruina", "conhecimento", "instinto", "neutra"];
export const PHASES = ["inicial", "planejamento", "exploracao", "reorganizacao", "combate", "final"];

let cards = new Map();

/** Normalise the bridge's `catalog` result: {cards: Map id -> card, decks: [...], desbravadores: [...]}. */
export function setCatalog(raw) {
  const list = Array.isArray(raw.cards) ? raw.cards : Object.entries(raw.cards || {}).map(([id, c]) => ({ id, ...c }));
  cards = new Map(list.map((c) => [c.id, c]));
  const decks = raw.decks || raw.suggested_decks || raw.suggested || [];
  const desbravadores = list.filter((c) => c.kind === "desbravador");
  return { cards, decks, desbravadores };
}

export function cardDef(id) { return cards.get(id); }

export function cardName(id) {
  const c = cards.get(id);
  return c ? pick(c.name) : String(id);
}

export function doctrineName(d) { return t(`doctrine.${d}`); }

/** Doctrines of a deck: the doctrines of its cards, most frequent first (neutral excluded). */
export function deckDoctrines(deck) {
  const n = {};
  for (const [id, count] of Object.entries(deck.counts || {})) {
    const d = cards.get(id)?.doctrine;
    if (d && d !== "neutra") n[d] = (n[d] || 0) + count;
  }
  return Object.keys(n).sort((a, b) => n[b] - n[a]);
}

function statLine(c, inst) {
  const parts = [];
  const atk = inst?.atk ?? c.atk, res = inst?.res ?? c.res, exp = inst?.exp ?? c.exp;
  if (c.kind === "criatura" || c.kind === "reliquia") {
    parts.push(el("span", { class: "stat atk", title: t("stat.atk") }, `${t("stat.atk.short")} ${atk ?? 0}`));
    parts.push(el("span", { class: "stat res", title: t("stat.res") }, `${t("stat.res.short")} ${res ?? 0}`));
    parts.push(el("span", { class: "stat exp", title: t("stat.exp") }, `${t("stat.exp.short")} ${exp ?? 0}`));
  }
  return parts;
}

function costText(c) {
  if (c.kind === "local") return t("card.difficulty", { n: c.difficulty ?? c.cost ?? 0 });
  if (c.kind === "desbravador") return t("card.vitalidade", { n: c.vitalidade ?? 0 });
  return t("card.cost", { n: c.cost ?? 0, doctrine: doctrineName(c.doctrine) });
}

export function kindText(c) {
  const kind = t(`kind.${c.kind}`);
  const sub = c.subkind ? ` — ${t(`subkind.${c.subkind}`)}` : "";
  const types = [...(c.natureza || []), ...(c.vocacao || [])].join(", ");
  return types ? `${kind}${sub} · ${types}` : `${kind}${sub}`;
}

/** Marks of a card instance on the table (exhausted, newly played, damage, attachments). */
export function instanceMarks(inst, nameOf = cardName) {
  const marks = [];
  if (!inst) return marks;
  if (inst.exhausted) marks.push(el("span", { class: "mark exhausted" }, t("mark.exhausted")));
  if (inst.fresh) marks.push(el("span", { class: "mark fresh" }, t("mark.fresh")));
  if (inst.damage) marks.push(el("span", { class: "mark damage" }, t("mark.damage", { n: inst.damage })));
  if (inst.equipped_with != null) {
    const ids = Array.isArray(inst.equipped_with) ? inst.equipped_with : [inst.equipped_with];
    marks.push(el("span", { class: "mark equipped" }, t("mark.equipped_with", { name: ids.map(nameOf).join(", ") })));
  }
  if (inst.attached_to != null) {
    marks.push(el("span", { class: "mark attached" }, t("mark.attached_to", { name: nameOf(inst.attached_to) })));
  }
  return marks;
}

/** A compact card on the table or in the hand. `inst` is the view entry ({uid, id, ...}). */
export function cardTile(inst, opts = {}) {
  const c = cards.get(inst.id) || { id: inst.id, name: { pt: inst.id, en: inst.id }, kind: "" };
  const tile = el("button", {
    type: "button",
    class: `card tile doctrine-${c.doctrine || "none"} kind-${c.kind || "none"}${inst.exhausted ? " is-exhausted" : ""}`,
    dataset: { uid: String(inst.uid ?? ""), cardId: c.id },
  },
    el("span", { class: "card-name" }, pick(c.name)),
    el("span", { class: "card-cost" }, c.kind === "local" ? `${c.difficulty ?? c.cost ?? ""}` : c.kind === "desbravador" ? "" : `${c.cost ?? ""}`),
    el("span", { class: "card-stats" }, statLine(c, inst)),
    el("span", { class: "card-marks" }, instanceMarks(inst, opts.nameOf)),
    opts.extra || null,
  );
  return tile;
}

/** The full-size card shown on hover and keyboard focus. */
export function cardFull(id, inst, nameOf = cardName) {
  const c = cards.get(id);
  if (!c) return el("div", { class: "card full" }, String(id));
  const text = c.text ? pick(c.text) : "";
  return el("article", { class: `card full doctrine-${c.doctrine || "none"}` },
    el("header", {},
      el("h3", { class: "card-name" }, pick(c.name)),
      el("span", { class: "card-cost" }, costText(c))),
    el("p", { class: "card-kind" }, kindText(c)),
    el("p", { class: "card-stats" }, statLine(c, inst)),
    c.kind === "local" && c.favored ? el("p", { class: "card-favored" }, t("card.favored", { type: c.favored })) : null,
    text ? el("p", { class: "card-text" }, text) : null,
    c.flavor ? el("p", { class: "card-flavor" }, pick(c.flavor)) : null,
    el("p", { class: "card-marks" }, instanceMarks(inst, nameOf)),
    el("footer", { class: "card-footer" },
      `${c.set || ""} ${c.number ?? ""} · ${t(`rarity.${c.rarity || "C"}`)}${c.artist ? " · " + c.artist : ""}`),
  );
}
