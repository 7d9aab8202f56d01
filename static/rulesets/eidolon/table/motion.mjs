// @ts-check
// What EIDOLON's table shows by motion between two views of the same seat (static/shell/motion.mjs):
// which cards changed zones (indexView of both views), the lines of the log entries the new view
// brings (an exploration R9, an attack R10, the fight of an interception R9.4), and the counters that changed
// (damage on a card, Vitalidade, a Location's progress, Vestígios). Nothing is decided here: every
// fact is read from the engine's views and log.
import { indexView } from "./model.mjs";

/** @typedef {import("../../../shell/motion.mjs").Anchor} Anchor */
/** @typedef {import("../../../shell/motion.mjs").MotionPlan} MotionPlan */

/** The zones drawn as cards on the table (a card elsewhere is a pile's, or hidden). */
const DRAWN = new Set(["hand", "creatures", "relics", "ermo", "desbravador"]);

/** Where a seat's zone is on the table when its cards are not drawn one by one. @param {number | null} seat @param {string} zone @returns {Anchor} */
function place(seat, zone) {
  if (seat == null) return { sel: [".ermo"] };
  const area = `.player-area[data-seat="${seat}"]`;
  const own = {
    discard: [`[data-zone="discard"][data-seat="${seat}"]`],
    committed: [`[data-zone="committed"][data-seat="${seat}"]`],
    reserve: [`[data-zone="reserve"][data-seat="${seat}"]`],
    connected: [`[data-zone="connected"][data-seat="${seat}"]`],
    deck: [`${area} .stake.deck`],
    hand: [`.hand[data-seat="${seat}"] .hand-cards`, `${area} .stake.hand-count`],
  }[zone] || [];
  return { sel: [...own, `${area} .seat-strip`, area] };
}

/** The new log entries of `next` since `prev` (none after an undo). @param {any} prev @param {any} next @returns {any[]} */
function freshEntries(prev, next) {
  const log = next.log || [];
  const start = next.log_start ?? (next.log_total ?? log.length) - log.length;
  const seen = prev.log_total ?? 0;
  return (next.log_total ?? 0) > seen ? log.slice(Math.max(0, seen - start)) : [];
}

/** @param {any} ref */
const uidOf = (ref) => (ref && typeof ref === "object" && Number.isInteger(ref.uid) ? ref.uid : null);
/** @param {number} n */
const signed = (n) => (n > 0 ? `+${n}` : `−${-n}`);

/**
 * The motion between two views of `seat`'s table, or null when there is nothing to show.
 * @param {any} prev @param {any} next @param {number} seat
 * @returns {MotionPlan | null}
 */
export function eidolonMotion(prev, next, seat) {
  if (!prev || !next || prev.hash === next.hash || !prev.players || !next.players) return null;
  /** @type {MotionPlan} */
  const plan = { cards: ".card.frame", travels: [], strikes: [], numbers: [], hidden: [] };
  const a = indexView(prev);
  const b = indexView(next);
  const entries = freshEntries(prev, next);
  const pickedBy = new Map(entries.filter((e) => e.key === "log.pick").map((e) => [uidOf(e.args?.card), e.args?.seat]));
  const drawn = (/** @type {{seat: number | null, zone: string}} */ at) => DRAWN.has(at.zone) && (at.zone !== "hand" || at.seat === seat);
  for (const [uid, now] of b) {
    const was = a.get(uid);
    if (was && was.zone === now.zone && was.seat === now.seat) continue;
    if (was) {
      plan.travels.push({ uid, from: drawn(was) ? undefined : place(was.seat, was.zone), to: drawn(now) ? undefined : place(now.seat, now.zone) });
    } else {
      // Not on show before: drawn from the deck, played from a hidden hand, or put into the Wilds from a reserve.
      const from = now.zone === "hand" ? place(now.seat, "deck") : now.zone === "ermo" ? place(pickedBy.get(uid) ?? null, "reserve")
        : place(now.seat, "hand");
      plan.travels.push({ uid, from, to: drawn(now) ? undefined : place(now.seat, now.zone) });
    }
  }
  for (const [uid, was] of a) {
    if (!b.has(uid) && was.seat != null && was.seat !== seat) plan.travels.push({ uid, to: place(was.seat, "hand") });   // back to a hidden hand
  }
  // The rival's draws (the log words them without the card): face down from their deck to their hand.
  const rival = 1 - seat;
  const drew = entries.filter((e) => e.key === "log.draw_hidden" && e.args?.seat === rival).length;
  for (let i = 0; i < Math.min(drew, 3); i++) plan.hidden.push({ from: place(rival, "deck"), to: place(rival, "hand") });
  // Lines and the damage the log tells: exploration, attack, fight, damage from an effect.
  const named = new Set();
  for (const e of entries) {
    const x = e.args || {};
    if (e.key === "log.explore" && uidOf(x.card) != null && uidOf(x.location) != null) {
      plan.strikes.push({ from: { uid: uidOf(x.card) }, to: { uid: uidOf(x.location) }, kind: "explore" });
    } else if (e.key === "log.attack" && uidOf(x.card) != null && Number.isInteger(x.seat)) {
      const target = next.players[1 - x.seat]?.desbravador?.uid;
      if (target != null) plan.strikes.push({ from: { uid: uidOf(x.card) }, to: { uid: target }, kind: "attack" });
    } else if (e.key === "log.fight" && uidOf(x.card) != null && uidOf(x.other) != null) {
      const one = uidOf(x.card), other = uidOf(x.other);
      plan.strikes.push({ from: { uid: one }, to: { uid: other }, kind: "fight" });
      if (x.dealt > 0) { plan.numbers.push({ at: { uid: other }, text: signed(-x.dealt), kind: "damage" }); named.add(other); }
      if (x.taken > 0) { plan.numbers.push({ at: { uid: one }, text: signed(-x.taken), kind: "damage" }); named.add(one); }
    } else if (e.key === "log.damage" && uidOf(x.card) != null && x.n > 0) {
      plan.numbers.push({ at: { uid: uidOf(x.card) }, text: signed(-x.n), kind: "damage" });
      named.add(uidOf(x.card));
    }
  }
  // Counters that changed on cards still on show (damage taken or removed) and on the players' strips.
  for (const [uid, now] of b) {
    const was = a.get(uid);
    if (!was || named.has(uid) || was.zone !== now.zone) continue;
    const d = (now.inst.damage || 0) - (was.inst.damage || 0);
    if (d) plan.numbers.push({ at: { uid }, text: signed(-d), kind: d > 0 ? "damage" : "heal" });
  }
  next.players.forEach((/** @type {any} */ p, /** @type {number} */ s) => {
    const q = prev.players[s];
    const area = `.player-area[data-seat="${s}"]`;
    const vit = (p.desbravador?.vitalidade ?? 0) - (q.desbravador?.vitalidade ?? 0);
    if (vit) plan.numbers.push({ at: { sel: [`${area} .vit`, area] }, text: signed(vit), kind: vit < 0 ? "damage" : "heal" });
    const vest = (p.vestigios ?? 0) - (q.vestigios ?? 0);
    if (vest) plan.numbers.push({ at: { sel: [`${area} .stake.vest`, area] }, text: signed(vest), kind: "vestigio" });
  });
  (next.ermo || []).forEach((/** @type {any} */ slot, /** @type {number} */ i) => {
    const old = prev.ermo?.[i];
    if (!slot?.card || old?.card?.uid !== slot.card.uid) return;
    [0, 1].forEach((s) => {
      const d = (slot.progress?.[s] ?? 0) - (old.progress?.[s] ?? 0);
      const bar = s === seat ? ".prog.mine" : ".prog.theirs";
      if (d) plan.numbers.push({ at: { sel: [`.slot[data-slot="${i}"] ${bar}`, `.slot[data-slot="${i}"]`] }, text: signed(d), kind: "progress" });
    });
  });
  const any = plan.travels.length + plan.strikes.length + plan.numbers.length + plan.hidden.length;
  return any ? plan : null;
}
