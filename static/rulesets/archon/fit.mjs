// @ts-check
// Fitting the Archon table's cards to the stage (issue 23): each region (a side's battleline with its
// artifacts, the hand) gets the largest card size at which all its cards show at once in its box, in one
// or more rows, and overlaps them like a fanned hand (each card still showing a strip; hover or focus lifts
// it whole) only when they would otherwise be too small to read. No region scrolls. Layout only: the page
// decides no rule here.

/** @typedef {{count: number, weight: number}} FitGroup  count: the cards; weight: their width in cards (a drop slot is 0.7) */
/** @typedef {{maxRows: number, minWidth: number, maxWidth: number, minStep: number, fanPenalty: number}} FitRules */
/** @typedef {{width: number, rows: number, cols: number[], step: number[], fanned: boolean}} FitResult */

export const RATIO = 1.38;           // card height / width
export const GAP = 4;                // px between cards and rows
const GROUP_GAP = 22;                // px between the battleline and the artifacts (gap, rule and padding)

/**
 * The best card width for groups of cards side by side in a box of `width` × `height` px (pure).
 * @param {number} width @param {number} height @param {FitGroup[]} groups @param {FitRules} rules
 * @returns {FitResult}
 */
export function fitCards(width, height, groups, rules) {
  const used = groups.filter((g) => g.count > 0);
  const seps = Math.max(used.length - 1, 0) * GROUP_GAP;
  /** @type {(FitResult & {score: number})[]} */
  const candidates = [];
  for (let rows = 1; rows <= rules.maxRows; rows++) {
    // a slot is narrower than a card, but rows wrap by whole items: one column of slack when slots are shown
    const cols = groups.map((g) => g.count ? Math.ceil(g.weight / rows - 1e-9) + (g.weight < g.count ? 1 : 0) : 0);
    const sum = cols.reduce((a, b) => a + b, 0) || 1;
    const byHeight = Math.min(rules.maxWidth, ((height - (rows - 1) * GAP) / rows - 2) / RATIO);
    const byWidth = (width - seps - sum * GAP) / sum;
    const flat = Math.min(byHeight, byWidth);
    // flat: no overlap (a card too small to read counts for less than a readable fanned one)
    candidates.push({ width: flat, rows, cols, step: cols.map(() => flat + GAP), fanned: false,
      score: flat >= rules.minWidth ? flat : flat * 0.4 });
    // fanned: cards as tall as the rows allow but no wider than lets each keep a strip of minStep of its width;
    // a group of one column takes a whole card, the groups of several overlap to fill the rest in proportion
    // to their columns: for such a group of c columns, w <= (room - singles * (w + GAP)) * k with
    // k = c / multi / (1 + minStep * (c - 1)), so w <= (room - singles * GAP) * k / (1 + singles * k)
    const room = width - seps;
    const singles = cols.filter((c) => c === 1).length;
    const multi = cols.reduce((a, c) => a + (c > 1 ? c : 0), 0);
    const widest = Math.min(...cols.map((c) => {
      if (c <= 1) return Infinity;
      const k = c / multi / (1 + rules.minStep * (c - 1));
      return (room - singles * GAP) * k / (1 + singles * k);
    }));
    const w = Math.min(byHeight, rules.maxWidth, widest);
    const share = room - singles * (w + GAP);
    const step = cols.map((c) => c > 1 ? (share * (c / multi) - w) / (c - 1) : w + GAP);
    if (multi > 0 && step.every((s) => s >= rules.minStep * w - 0.5) && byWidth < w) {
      candidates.push({ width: w, rows, cols, step: step.map((s) => Math.min(s, w + GAP)), fanned: true, score: w * rules.fanPenalty });
    }
  }
  const chosen = candidates.reduce((a, b) => b.score > a.score ? b : a);
  return { width: Math.floor(chosen.width), rows: chosen.rows, cols: chosen.cols, step: chosen.step.map(Math.floor), fanned: chosen.fanned };
}

/** Rules of the battlelines (cards should not overlap) and of the hand (a fan is natural). */
const LINE = { maxRows: 3, minWidth: 44, maxWidth: 168, minStep: 0.5, fanPenalty: 0.5 };
const HAND = { maxRows: 2, minWidth: 56, maxWidth: 190, minStep: 0.4, fanPenalty: 0.8 };

/**
 * Size the cards of every region of an Archon table: `.archon-field` (its `.archon-line` and
 * `.archon-artifacts`) and `.archon-hand` (its `.hand-row`). Sets `--cw` and `--ch` on the region, `--cols`/`--step` and the class
 * `fanned` on each group.
 * @param {HTMLElement} root
 */
export function fitTable(root) {
  for (const field of root.querySelectorAll(".archon-field")) {
    const groups = [field.querySelector(".archon-line"), field.querySelector(".archon-artifacts")];
    apply(/** @type {HTMLElement} */ (field), /** @type {HTMLElement[]} */ (groups.filter(Boolean)), LINE);
  }
  for (const hand of root.querySelectorAll(".archon-hand")) {
    const row = hand.querySelector(".hand-row");
    if (row) apply(/** @type {HTMLElement} */ (hand), [/** @type {HTMLElement} */ (row)], HAND);
  }
}

/** @param {HTMLElement} region @param {HTMLElement[]} groups @param {FitRules} rules */
function apply(region, groups, rules) {
  const box = region.getBoundingClientRect();
  if (!box.width || !box.height) return;
  const items = groups.map((g) => [...g.children].filter((c) => c.matches(".acard, .acr, .drop-slot")));
  const fit = fitCards(box.width - 6, box.height - 6, items.map((list) => ({
    count: list.length, weight: list.reduce((a, c) => a + (c.matches(".drop-slot") ? 0.7 : 1), 0) })), rules);
  region.style.setProperty("--cw", `${fit.width}px`);
  region.style.setProperty("--ch", `${Math.floor(fit.width * RATIO)}px`);
  groups.forEach((g, i) => {
    g.style.setProperty("--cols", String(fit.cols[i] || 1));
    g.style.setProperty("--step", `${fit.step[i] ?? fit.width}px`);
    g.classList.toggle("fanned", fit.fanned && (fit.cols[i] ?? 0) > 1 && (fit.step[i] ?? 0) < fit.width + GAP);
  });
}
