// @ts-check
// Keyboard play on the table (issue 12): which key means what, and moving the focus among the
// table's meaningful controls (the cards that can act, the lit targets, the choice strip). A key
// only chooses among what the table already draws from the view's offered actions: nothing here
// decides a rule. table.mjs runs the commands.

/**
 * A command of the keyboard:
 *   end     end the phase / pass / let pass (the action bar's general button; E or Shift+Enter)
 *   hand    focus the hand (H); card: focus the n-th hand card (1–9)
 *   next, prev   the next / previous meaningful control (arrow keys; Tab while choosing a target)
 *   log     the whole record (L); rules: the rules reference (?); keys: the shortcut list (K)
 *   back    back out: close a dialog, drop the selection (Escape)
 * @typedef {{command: "end" | "hand" | "next" | "prev" | "log" | "rules" | "keys" | "back"} | {command: "card", n: number}
 *   | {command: "tab", back: boolean}} Command
 */

/** The shortcut list shown to the player: the keys and the catalogue key of what they do. */
export const SHORTCUTS = /** @type {const} */ ([
  { keys: ["E", "Shift+Enter"], what: "keys.end" },
  { keys: ["H"], what: "keys.hand" },
  { keys: ["1–9"], what: "keys.card" },
  { keys: ["←", "→", "↑", "↓"], what: "keys.cycle" },
  { keys: ["Tab"], what: "keys.tab" },
  { keys: ["Enter"], what: "keys.activate" },
  { keys: ["Esc"], what: "keys.back" },
  { keys: ["L"], what: "keys.log" },
  { keys: ["?"], what: "keys.rules" },
  { keys: ["K"], what: "keys.list" },
]);

/** Whether the focus is where the player types (an input, a text area, a list box, editable text). @param {EventTarget | null} target */
export function typing(target) {
  if (!(target instanceof Element)) return false;
  if (target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']")) return true;
  return false;
}

/**
 * The command a key press means on the table, or null (the key is left to the browser).
 * Modifier chords (Ctrl, Alt, Meta) are never taken; Shift only with Enter, Tab and "?".
 * @param {Pick<KeyboardEvent, "key" | "shiftKey" | "ctrlKey" | "altKey" | "metaKey">} e
 * @returns {Command | null}
 */
export function commandOf(e) {
  if (e.ctrlKey || e.altKey || e.metaKey) return null;
  const k = e.key;
  if (k === "Escape") return { command: "back" };
  if (k === "Tab") return { command: "tab", back: e.shiftKey };
  if (k === "Enter") return e.shiftKey ? { command: "end" } : null;
  if (k === "?") return { command: "rules" };
  if (k === "ArrowRight" || k === "ArrowDown") return { command: "next" };
  if (k === "ArrowLeft" || k === "ArrowUp") return { command: "prev" };
  if (/^[1-9]$/.test(k)) return { command: "card", n: Number(k) };
  const letter = k.length === 1 ? k.toLowerCase() : "";
  if (letter === "e") return { command: "end" };
  if (letter === "h") return { command: "hand" };
  if (letter === "l") return { command: "log" };
  if (letter === "k") return { command: "keys" };
  return null;
}

/**
 * The control `by` places after `current` in `list`, wrapping around; the first (or the last,
 * going back) when `current` is not in the list; null for an empty list.
 * @template {Element} T
 * @param {T[]} list @param {Element | null} current @param {1 | -1} by
 * @returns {T | null}
 */
export function step(list, current, by) {
  if (!list.length) return null;
  const at = current ? list.indexOf(/** @type {T} */ (current)) : -1;
  if (at < 0) return by > 0 ? list[0] : list[list.length - 1];
  return list[(at + by + list.length) % list.length];
}

/** Visible elements matching `selector` under `root`, in document order. @param {ParentNode} root @param {string} selector */
function visible(root, selector) {
  return /** @type {HTMLElement[]} */ ([...root.querySelectorAll(selector)]).filter((el) => el.getClientRects().length > 0);
}

/**
 * The ring the arrow keys move in. While a card is selected: its lit targets, its actions in the
 * bar and the way out (Tab stays in it too). Otherwise: the choice strip, every card that can act or
 * is lit as a choice (order sources, targets of a "choose" decision), and the bar's order buttons.
 * @param {ParentNode} root the table screen @param {boolean} choosing
 */
export function ring(root, choosing) {
  if (choosing) {
    return visible(root, ".board .card.targetable, .action-bar .selection button");
  }
  return visible(root, ".action-bar .choice .card, .board .card.targetable, .board .card.actionable, .action-bar .general button[data-type='order']");
}

/**
 * Where the focus goes after the table is drawn for the deciding seat (issue 12: never the end-phase
 * button while something else is offered): the card that just acted if it still can, else the
 * choice strip, a card in the hand that can act, one in the field, a lit choice, the bar's other
 * general buttons, and only then "end phase".
 * @param {ParentNode} root the table screen @param {number | null} acted uid of the card the last own action named
 * @returns {HTMLElement | null}
 */
export function nextFocus(root, acted) {
  if (acted != null) {
    const same = visible(root, `.board .card.actionable[data-uid="${acted}"], .board .card.targetable[data-uid="${acted}"]`);
    if (same.length) return same[0];
  }
  for (const selector of [
    ".action-bar .choice .card",
    ".hand .card.actionable",
    ".board .player-area.own .card.actionable",
    ".board .card.actionable",
    ".board .card.targetable",
    ".action-bar .general button:not([data-type='end_phase']):not(:disabled)",
    ".action-bar .general button:not(:disabled)",
  ]) {
    const found = visible(root, selector);
    if (found.length) return found[0];
  }
  return null;
}

/**
 * The bar's button that ends the phase or passes (end_phase, pass_window, let_pass), if offered.
 * @param {ParentNode} root
 * @returns {HTMLButtonElement | null}
 */
export function endButton(root) {
  for (const type of ["end_phase", "pass_window", "let_pass"]) {
    const b = root.querySelector(`.action-bar .general button[data-type="${type}"]:not(:disabled)`);
    if (b instanceof HTMLButtonElement) return b;
  }
  return null;
}
