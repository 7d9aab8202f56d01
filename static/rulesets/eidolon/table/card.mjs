// A card on the table in its frame, with its art (procedural, or the workshop's), cost, current
// stats (RES shown as what is left after damage) and status marks. Sizes: "field" (compact, for
// creatures, relics and Locations), "hand", "pick" (the choice strip), "mini" (piles, Desbravador).
// Hover and keyboard focus show the whole card in the side panel; a long press (or a click on a
// card with nothing to do) opens it full size.
import { html, nothing, classMap, ifDefined } from "../../../lib/lit.mjs";
import { t, pick } from "../../../shell/i18n.mjs";
import { say } from "../../../lib/messages.mjs";
import { artSrc, cardDef, doctrineName, kindText } from "../cards.mjs";

const LONG_PRESS_MS = 480;
let pressTimer = null;
let pressed = null;      // uid of the card whose long press opened the zoom (its click is swallowed)

function typesOf(c) {
  return (c.types ? pick(c.types) : [...(c.natureza || []), ...(c.vocacao || [])]).join(" · ");
}

function favoredOf(c) {
  return c.favored_name ? pick(c.favored_name) : c.favored;
}

/** The words a screen reader gets for a card instance (name, kind, stats, marks). */
export function cardLabel(inst, c, nameOf) {
  const parts = [pick(c.name), kindText(c)];
  if (c.kind === "criatura") {
    const res = inst.res ?? c.res ?? 0;
    const left = Math.max(0, res - (inst.damage || 0));
    parts.push(`${t("stat.atk")} ${inst.atk ?? c.atk ?? 0}, ${t("stat.res")} ${left}/${res}, ${t("stat.exp")} ${inst.exp ?? c.exp ?? 0}`);
  } else if (c.kind === "local") {
    parts.push(t("card.difficulty", { n: c.difficulty ?? 0 }));
  } else if (c.kind === "desbravador") {
    parts.push(t("player.vitalidade", { n: inst.vitalidade ?? c.vitalidade ?? 0, max: inst.max ?? c.vitalidade ?? 0 }));
  } else if (c.cost != null) {
    parts.push(t("card.cost", { n: c.cost, doctrine: doctrineName(c.doctrine) }));
  }
  parts.push(...marksOf(inst, nameOf).map((m) => m.text));
  return parts.filter(Boolean).join(". ");
}

function marksOf(inst, nameOf) {
  const out = [];
  if (inst.exhausted) out.push({ cls: "exhausted", text: t("mark.exhausted") });
  if (inst.fresh) out.push({ cls: "fresh", text: t("mark.fresh") });
  if (inst.equipped_with != null) out.push({ cls: "equipped", text: t("mark.equipped_with", { name: nameOf(inst.equipped_with) }) });
  if (inst.attached_to != null) out.push({ cls: "attached", text: t("mark.attached_to", { name: nameOf(inst.attached_to) }) });
  return out;
}

function statsTpl(inst, c) {
  if (c.kind === "criatura" || (c.kind === "reliquia" && (c.atk || c.res || c.exp))) {
    const atk = inst.atk ?? c.atk ?? 0;
    const res = inst.res ?? c.res ?? 0;
    const dmg = inst.damage || 0;
    const left = Math.max(0, res - dmg);
    const sign = (n) => (c.kind === "reliquia" && n > 0 ? `+${n}` : `${n}`);
    return html`<span class="c-stats">
      <span class="st atk" title=${t("stat.atk")}><span class="st-k">${t("stat.atk.short")}</span>${sign(atk)}</span>
      <span class="st res ${dmg ? "hurt" : ""}" title=${dmg ? t("card.res_left", { left, res, dmg }) : t("stat.res")}><span class="st-k">${t("stat.res.short")}</span>${c.kind === "reliquia" ? sign(res) : left}</span>
      <span class="st exp" title=${t("stat.exp")}><span class="st-k">${t("stat.exp.short")}</span>${sign(inst.exp ?? c.exp ?? 0)}</span>
    </span>`;
  }
  if (c.kind === "local") {
    return html`<span class="c-stats local"><span class="st diff" title=${t("card.difficulty", { n: c.difficulty ?? 0 })}>${t("card.difficulty_short", { n: c.difficulty ?? 0 })}</span>${c.favored ? html`<span class="st fav" title=${t("card.favored", { type: favoredOf(c) })}>${favoredOf(c)}</span>` : nothing}</span>`;
  }
  return nothing;
}

function cornerOf(c, inst) {
  if (c.kind === "local") return `${c.difficulty ?? ""}`;
  if (c.kind === "desbravador") return `${inst.vitalidade ?? c.vitalidade ?? ""}`;
  return `${c.cost ?? ""}`;
}

/**
 * One card. o: {size, nameOf, state: {actionable, selected, targetable, touched, unplayable, ...},
 * fx (animation class), badge (template under the art), why (reason it cannot be played),
 * onActivate(uid), onFocus(inst), onZoom(inst), label (extra words for the button)}.
 */
export function cardTpl(inst, o) {
  const c = cardDef(inst.id) || { id: inst.id, name: { pt: String(inst.id), en: String(inst.id) }, kind: "" };
  const size = o.size || "field";
  const marks = marksOf(inst, o.nameOf);
  const src = artSrc(c.id);
  const cls = {
    card: true, frame: true, [`c-${size}`]: true, [`doctrine-${c.doctrine || "none"}`]: true, [`kind-${c.kind || "none"}`]: true,
    "is-exhausted": Boolean(inst.exhausted), "is-damaged": Boolean(inst.damage),
    ...(o.state || {}),
  };
  if (o.fx) cls[o.fx] = true;
  const label = [cardLabel(inst, c, o.nameOf), o.why ? say(o.why) : "", o.hint || ""].filter(Boolean).join(". ");
  const start = (e) => {
    if (e.button !== 0 && e.pointerType === "mouse") return;
    clearTimeout(pressTimer);
    pressTimer = setTimeout(() => { pressed = inst.uid ?? inst.id; o.onZoom?.(inst); }, LONG_PRESS_MS);
  };
  const stop = () => clearTimeout(pressTimer);
  return html`<button type="button" class=${classMap(cls)} data-uid=${ifDefined(inst.uid ?? undefined)} data-card-id=${c.id}
      aria-label=${label} aria-pressed=${o.state?.selected ? "true" : "false"}
      @click=${(e) => {
        if (pressed != null && pressed === (inst.uid ?? inst.id)) { pressed = null; e.preventDefault(); return; }
        o.onActivate?.(inst);
      }}
      @focus=${() => o.onFocus?.(inst)} @mouseenter=${() => o.onFocus?.(inst)}
      @pointerdown=${start} @pointerup=${stop} @pointerleave=${stop} @pointercancel=${stop}
      @contextmenu=${(e) => { e.preventDefault(); stop(); o.onZoom?.(inst); }}>
    <span class="c-head"><span class="c-name" title=${pick(c.name)}>${pick(c.name)}</span></span>
    <span class="c-art"><img class="card-art-img" alt="" data-art-id=${c.id} src=${ifDefined(src)} decoding="async" draggable="false"><span
      class="c-cost" aria-hidden="true">${cornerOf(c, inst)}</span></span>
    ${size === "field" || size === "mini" ? nothing : html`<span class="c-type">${t(`kind.${c.kind}`)}${typesOf(c) ? ` · ${typesOf(c)}` : ""}</span>`}
    ${statsTpl(inst, c)}
    ${marks.length ? html`<span class="c-marks">${marks.map((m) => html`<span class="mark ${m.cls}">${m.text}</span>`)}</span>` : nothing}
    ${inst.damage ? html`<span class="c-dmg" aria-hidden="true">−${inst.damage}</span>` : nothing}
    ${o.why ? html`<span class="why">${say(o.why)}</span>` : nothing}
    ${o.badge || nothing}
  </button>`;
}

/** A face-down card back (the rival's hand, the decks): no identity. */
export function backTpl(label, count) {
  return html`<span class="card-back" role="img" aria-label=${label}><span class="back-count">${count}</span></span>`;
}

const SIZES = ["c-field", "c-hand", "c-pick", "c-mini"];

/**
 * Fit the card names under `root` to their frames after a render: names wrap at whole words
 * (table.css); a word wider than its card is first set tighter ("tight"), and only if it still does
 * not fit is the name cut with an ellipsis ("clipped"; the whole name is in its title, the side
 * panel and the zoom). Each name is measured once per text, card size and viewport (all reads,
 * then all writes).
 */
export function fitNames(root) {
  if (!root || root.closest("[hidden]")) return;      // not laid out: fitted once shown
  // The width of a name follows from its card's size class and the viewport (table.css): no layout
  // is read for the names already fitted.
  const view = `${innerWidth}x${innerHeight}`;
  const todo = [];
  for (const name of root.querySelectorAll(".card.frame .c-name")) {
    const card = name.closest(".card");
    const size = SIZES.find((c) => card.classList.contains(c)) || "";
    const key = `${name.textContent}|${size}|${view}`;
    if (name.dataset.fit !== key) todo.push([name, key]);
  }
  if (!todo.length) return;
  if (!todo[0][0].clientWidth) return;          // inside a closed panel: nothing to measure yet
  const over = (name) => name.scrollWidth > name.clientWidth + 1;
  for (const [name] of todo) name.classList.remove("tight", "clipped");
  const wide = todo.filter(([name]) => over(name));
  for (const [name] of wide) name.classList.add("tight");
  for (const [name] of wide.filter(([n]) => over(n))) name.classList.add("clipped");
  for (const [name, key] of todo) name.dataset.fit = key;
}
