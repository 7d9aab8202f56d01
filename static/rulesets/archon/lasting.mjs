// @ts-check
// Lasting effects and reactions on the Archon table (K37): a creature's own lasting effects as chips on its card,
// and each player's lasting effects on a side or on the player, with their lasting reactions, behind a badge beside
// that player's status strip whose list opens on hover, on focus and on a tap or Enter. Every entry's words are the
// view's messages (`label`, `chip`: rulesets/archon/lasting_words.py, worded from the viewing seat's side): the page
// builds no sentence and decides no rule.
import { html, nothing, svg } from "../../lib/lit.mjs";
import { t } from "../../shell/i18n.mjs";
import { say } from "../../lib/messages.mjs";
import { archonCardName } from "./cards.mjs";

/** A message of the view in words, its cards named by their Archon titles. @param {any} m */
export function words(m) { return say(m, (/** @type {any} */ ref) => archonCardName(ref.id)); }

/** An hourglass (decorative: the element around it carries the words). */
const HOURGLASS = "M3 1h10v1.6h-1v1.6c0 1.7-1.1 3-2.6 3.8C10.9 8.8 12 10.1 12 11.8v1.6h1V15H3v-1.6h1v-1.6c0-1.7 1.1-3 2.6-3.8C5.1 7.2 4 5.9 4 4.2V2.6H3zm2.6 1.6v1.6c0 1.2 1 2.2 2.4 2.9 1.4-.7 2.4-1.7 2.4-2.9V2.6zM8 9.1c-1.4.7-2.4 1.7-2.4 2.7h4.8c0-1-1-2-2.4-2.7z";

/** @param {string} [cls] */
export function hourglass(cls = "ic ic-lasting") {
  return html`<svg class=${cls} viewBox="0 0 16 16" aria-hidden="true" focusable="false">${svg`<path d=${HOURGLASS}/>`}</svg>`;
}

/** The entries of a view that lie on creature `uid` and have a chip (a copy has its own state chip). @param {any} view @param {number} uid */
export function onCreature(view, uid) {
  return (view.lasting || []).filter((/** @type {any} */ y) => y.uid === uid && y.chip);
}

/** A creature's lasting chips, each its short words, the whole entry on hover and in its label. @param {any[]} entries */
export function lastingChips(entries) {
  return entries.map((y) => {
    const label = words(y.label);
    return html`<span class="ctr ctr-lasting" data-counter="lasting" data-op=${y.op} role="img" aria-label=${label} title=${label}>${
      hourglass()}<span class="ctr-words">${words(y.chip)}</span></span>`;
  });
}

/** What lasts for a player: their effects on a side or on them (no creature's own), and their reactions. @param {any} view @param {number} seat */
function ofPlayer(view, seat) {
  return {
    effects: (view.lasting || []).filter((/** @type {any} */ y) => y.seat === seat && y.uid < 0),
    reactions: (view.reactions || []).filter((/** @type {any} */ r) => r.seat === seat),
  };
}

/**
 * The badge beside a player's status strip and its list (nothing when nothing lasts for them). `open` keeps the list
 * open (a tap or Enter on the badge toggles it); hover and focus open it too (table.css).
 * @param {any} view @param {number} seat @param {string} player the player's shown name @param {boolean} open @param {() => void} toggle
 */
export function lastingBadgeTpl(view, seat, player, open, toggle) {
  const { effects, reactions } = ofPlayer(view, seat);
  const n = effects.length + reactions.length;
  if (!n) return nothing;
  const id = `archon-lasting-${seat}`;
  const label = t("archon.lasting.badge", { n, player });
  return html`<span class="st-lasting ${open ? "open" : ""}" data-seat=${seat}
      @keydown=${(/** @type {KeyboardEvent} */ e) => { if (e.key === "Escape" && open) { e.stopPropagation(); toggle(); } }}>
    <button type="button" class="st-lasting-btn" aria-expanded=${String(open)} aria-controls=${id} aria-label=${label} title=${label}
      @click=${toggle}>${hourglass()}<b>${n}</b></button>
    <div class="st-lasting-list" id=${id} role="region" aria-label=${t("archon.lasting.head", { player })}>
      <p class="st-lasting-head">${t("archon.lasting.head", { player })}</p>
      ${effects.length ? html`<p class="st-lasting-kind">${t("archon.lasting.effects")}</p>
        <ul>${effects.map((/** @type {any} */ y) => html`<li class="lasting-entry" data-op=${y.op}>${words(y.label)}</li>`)}</ul>` : nothing}
      ${reactions.length ? html`<p class="st-lasting-kind">${t("archon.lasting.reactions")}</p>
        <ul>${reactions.map((/** @type {any} */ r) => html`<li class="reaction-entry" data-when=${r.when}>${words(r.label)}</li>`)}</ul>` : nothing}
    </div>
  </span>`;
}

/** A creature's lasting effects listed in its zoom (every entry on it, the copy's too). @param {any} view @param {number} uid */
export function lastingZoomTpl(view, uid) {
  const on = (view?.lasting || []).filter((/** @type {any} */ y) => y.uid === uid);
  return on.length ? html`<ul class="zoom-lasting">${on.map((/** @type {any} */ y) => html`<li>${hourglass()} ${words(y.label)}</li>`)}</ul>` : nothing;
}
