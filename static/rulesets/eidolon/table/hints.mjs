// @ts-check
// First-match hints (issue 12): until the player has finished a first match, one dismissible bubble
// says, at the moment it matters, why a hand card is dimmed, what a contest window or an
// interception is, and what Vestígios are. Every hint is read off the engine's view: the reasons in
// `view.unplayable`, the offered actions, the decision and the seat's own counters. Nothing here
// decides a rule; the words are the catalogue's (hint.*), the rule IDs those of docs/rules.md.

/** @typedef {import("../../../types.js").View} View */
/** @typedef {import("../../../types.js").Action} Action */

/**
 * A hint to show: its id (dismissed once, gone for good), the catalogue key of its text, the
 * text's arguments and the rule it points at.
 * @typedef {{id: string, key: string, args: Record<string, string | number>, rule: string}} Hint
 */

/** Every hint id, most urgent first (the bubble shows one at a time). */
export const HINT_IDS = /** @type {const} */ (["intercept", "windows", "essence", "vestigios"]);

/**
 * The hint the view calls for now, or null. skip: the ids already dismissed.
 * @param {View} view @param {number} seat the seat at the table @param {Action[]} actions offered to that seat
 * @param {ReadonlySet<string>} skip
 * @returns {Hint | null}
 */
export function hintFor(view, seat, actions, skip) {
  const d = view.decision;
  const mine = Boolean(d) && d?.seat === seat;
  /** @type {Hint[]} */
  const found = [];
  if (mine && actions.some((a) => a.type === "intercept" || a.type === "let_pass")) {
    const attack = view.contest?.kind === "attack";
    found.push({ id: "intercept", key: attack ? "hint.intercept_attack" : "hint.intercept_explore", args: {}, rule: attack ? "R10.1" : "R9.3" });
  }
  if (mine && d?.kind === "response") {
    const window = String(d.context?.window ?? "declaracao");
    found.push({ id: "windows", key: `hint.window_${window === "confronto" ? "confronto" : "declaracao"}`, args: {}, rule: "R11.1" });
  }
  const poor = (view.unplayable || []).filter((u) => /^unplayable\.essence/.test(u.reason?.key ?? ""));
  if (mine && poor.length) {
    const canCommit = actions.some((a) => a.type === "commit");
    found.push(canCommit ? { id: "essence", key: "hint.essence_commit", args: { n: poor.length }, rule: "R6.1" }
      : { id: "essence", key: "hint.essence_sources", args: { n: poor.length }, rule: "R6.2" });
  }
  const own = view.players?.[seat];
  if (own && (own.vestigios ?? 0) > 0) found.push({ id: "vestigios", key: "hint.vestigios", args: { n: own.vestigios }, rule: "R8.1" });
  return found.find((h) => !skip.has(h.id)) ?? null;
}
