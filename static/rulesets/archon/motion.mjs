// @ts-check
// What the Archon table shows by motion between two views of the same seat (static/shell/motion.mjs):
// the cards that changed zones (hand, battleline, artifacts, upgrades, discard, archives K65, purged K66;
// zones K1), a line for the applied reap (K46) or fight (K47) — the action the seat sent, or the AI's
// action its view names — and the counters that changed: Æmber (K20), keys (K16, unforged K19), damage
// and healing on creatures (K53, K55), captured Æmber (K61) and +1 power tokens (K56). Nothing is decided here: every fact comes from the
// engine's views and actions.

/** @typedef {import("../../shell/motion.mjs").Anchor} Anchor */
/** @typedef {import("../../shell/motion.mjs").MotionPlan} MotionPlan */
/** @typedef {{seat: number, zone: string, inst: any}} Where */

/** Zones whose cards are listed in a view (the deck and the rival's hand are counts). */
const ZONES = ["hand", "line", "artifacts", "discard", "purged", "archives"];
/** The zones drawn as cards on the table. */
const DRAWN = new Set(["hand", "line", "artifacts", "upgrade"]);
/** The most face-down draws of the rival shown at once. */
const MOST_BACKS = 3;

/** uid -> where it is, for every card the view lists (an upgrade: zone "upgrade"). @param {any} view */
function indexArchon(view) {
  /** @type {Map<number, Where>} */
  const where = new Map();
  (view.players || []).forEach((/** @type {any} */ p, /** @type {number} */ seat) => {
    for (const zone of ZONES) {
      for (const c of p[zone] || []) {
        where.set(c.uid, { seat, zone, inst: c });
        for (const u of c.upgrades || []) where.set(u.uid, { seat, zone: "upgrade", inst: u });
      }
    }
  });
  return where;
}

/** Where a seat's pile or hidden hand is on the table. @param {number} seat @param {string} zone @param {number} me @returns {Anchor} */
function place(seat, zone, me) {
  const stats = `.archon-stats[data-seat="${seat}"]`;
  const own = zone === "hand" && seat === me ? [".archon-hand"] : [`${stats} [data-zone="${zone}"]`];
  return { sel: [...own, stats, `.archon-side-row[data-seat="${seat}"]`] };
}

/** @param {number} n */
const signed = (n) => (n > 0 ? `+${n}` : `−${-n}`);

/**
 * The motion between two views of `seat`'s Archon table, or null when there is nothing to show.
 * action: what the seat at the device sent (null: an undo, or none); the AI's is in next.ai.action.
 * @param {any} prev @param {any} next @param {number} seat @param {any} action
 * @returns {MotionPlan | null}
 */
export function archonMotion(prev, next, seat, action) {
  if (!prev || !next || prev.hash === next.hash || !prev.players || !next.players) return null;
  /** @type {MotionPlan} */
  const plan = { cards: ".acard, .upgrade-chip", travels: [], strikes: [], numbers: [], hidden: [] };
  const a = indexArchon(prev);
  const b = indexArchon(next);
  const drawn = (/** @type {Where} */ at) => DRAWN.has(at.zone) && (at.zone !== "hand" || at.seat === seat);
  for (const [uid, now] of b) {
    const was = a.get(uid);
    if (was && was.zone === now.zone && was.seat === now.seat) continue;
    const to = drawn(now) ? undefined : place(now.seat, now.zone, seat);
    if (was) plan.travels.push({ uid, from: drawn(was) ? undefined : place(was.seat, was.zone, seat), to });
    else plan.travels.push({ uid, from: place(now.seat, now.zone === "hand" ? "deck" : "hand", seat), to });   // drawn, or played from a hidden hand
  }
  for (const [uid, was] of a) {
    if (!b.has(uid) && drawn(was)) plan.travels.push({ uid, to: place(was.seat, was.seat === seat ? "deck" : "hand", seat) });
  }
  const rival = 1 - seat;
  const gone = [...b.values()].filter((w) => w.seat === rival && !a.has(w.inst.uid)).length;   // played from the hidden hand
  const drew = (next.players[rival]?.hand_count ?? 0) - (prev.players[rival]?.hand_count ?? 0) + gone;
  for (let i = 0; i < Math.min(drew, MOST_BACKS); i++) plan.hidden.push({ from: place(rival, "deck", seat), to: place(rival, "hand", seat) });
  // The line of the applied action.
  const applied = next.ai?.action ?? action;
  if (applied?.type === "fight" && applied.card != null && applied.target != null) {
    plan.strikes.push({ from: { uid: applied.card }, to: { uid: applied.target }, kind: "fight" });
  } else if (applied?.type === "reap" && applied.card != null) {
    const owner = a.get(applied.card)?.seat ?? seat;
    plan.strikes.push({ from: { uid: applied.card }, to: { sel: [`.archon-stats[data-seat="${owner}"] .st-amber`] }, kind: "reap" });
  }
  // Counters that changed: on creatures still in a battleline, and each player's Æmber and keys.
  for (const [uid, now] of b) {
    const was = a.get(uid);
    if (!was || was.zone !== "line" || now.zone !== "line") continue;
    const d = (now.inst.damage || 0) - (was.inst.damage || 0);
    if (d) plan.numbers.push({ at: { uid }, text: signed(-d), kind: d > 0 ? "damage" : "heal" });
    const caught = (now.inst.amber || 0) - (was.inst.amber || 0);
    if (caught) plan.numbers.push({ at: { uid }, text: `${signed(caught)}Æ`, kind: "amber" });
    const tokens = (now.inst.tokens || 0) - (was.inst.tokens || 0);
    if (tokens) plan.numbers.push({ at: { uid }, text: signed(tokens), kind: "power" });
  }
  next.players.forEach((/** @type {any} */ p, /** @type {number} */ s) => {
    const q = prev.players[s];
    const stats = `.archon-stats[data-seat="${s}"]`;
    const amber = (p.amber ?? 0) - (q.amber ?? 0);
    if (amber) plan.numbers.push({ at: { sel: [`${stats} .st-amber`, stats] }, text: `${signed(amber)}Æ`, kind: "amber" });
    const keys = (p.keys ?? 0) - (q.keys ?? 0);
    if (keys) plan.numbers.push({ at: { sel: [`${stats} .st-keys`, stats] }, text: `${signed(keys)}⚷`, kind: "key" });
  });
  const any = plan.travels.length + plan.strikes.length + plan.numbers.length + plan.hidden.length;
  return any ? plan : null;
}
