// Plain functions over the engine's views: where each card is, which offered actions name it,
// and what changed between two views of the same seat (the log as a record: shell/log.mjs). Nothing here decides
// a rule: legality comes only from the view's `actions`, outcomes only from the engine's preview.

export const ZONES = ["hand", "reserve", "discard", "committed", "creatures", "relics", "connected"];

/** uid -> {id, seat, zone, inst} for every card instance the view shows. */
export function indexView(view) {
  const where = new Map();
  view.players.forEach((p, seat) => {
    if (p.desbravador?.uid != null) where.set(p.desbravador.uid, { id: p.desbravador.id, seat, zone: "desbravador", inst: p.desbravador });
    for (const zone of ZONES) for (const c of p[zone] || []) where.set(c.uid, { id: c.id, seat, zone, inst: c });
  });
  (view.ermo || []).forEach((slot) => {
    if (slot.card) where.set(slot.card.uid, { id: slot.card.id, seat: null, zone: "ermo", slot: slot.slot, inst: slot.card });
  });
  return where;
}

/** A stable key for an offered action (its fields without the display-only label and payment; a chosen payment's spend included). */
export function actionKey(a) {
  return JSON.stringify([a.type, a.card ?? null, a.target ?? null, a.ability ?? null, a.index ?? null, a.spend ?? null]);
}

/** The action as the engine takes it back (display fields removed). */
export function bareAction(a) {
  const { label, payment, ...bare } = a;
  return bare;
}

/**
 * The offered actions arranged for the table:
 *   bySource: uid -> actions naming that card (a.card)
 *   byTarget: uid -> actions with no source that aim at it (choose)
 *   general:  actions naming no card (end phase, let pass, pass, order)
 */
export function arrange(actions = []) {
  const bySource = new Map();
  const byTarget = new Map();
  const general = [];
  for (const a of actions) {
    if (a.card != null) {
      if (!bySource.has(a.card)) bySource.set(a.card, []);
      bySource.get(a.card).push(a);
    } else if (a.target != null) {
      if (!byTarget.has(a.target)) byTarget.set(a.target, []);
      byTarget.get(a.target).push(a);
    } else {
      general.push(a);
    }
  }
  return { bySource, byTarget, general };
}

/** Actions whose source is `uid` that aim at each target: target uid -> [actions]. */
export function targetsOf(actions, uid) {
  const out = new Map();
  for (const a of actions) {
    if (a.card === uid && a.target != null) {
      if (!out.has(a.target)) out.set(a.target, []);
      out.get(a.target).push(a);
    }
  }
  return out;
}

/** Types that happen at once when their card is clicked (the card is the whole choice). */
export const DIRECT = new Set(["intercept", "discard", "pick"]);

// ------------------------------------------------------------------ what changed

/**
 * Differences between two views of the same seat: animation classes per uid and the cards touched.
 *   fx: uid -> "fx-enter" | "fx-draw" | "fx-damage" | "fx-exhaust" ; slots: slot -> "fx-progress"
 *   touched: uids whose place or state changed; seats: seat -> {hit, healed, completed, destroyed}
 */
export function diffViews(prev, next) {
  const fx = new Map();
  const touched = new Set();
  const slots = new Map();
  const seats = [{}, {}];
  if (!prev || !next) return { fx, touched, slots, seats };
  const a = indexView(prev);
  const b = indexView(next);
  for (const [uid, now] of b) {
    const was = a.get(uid);
    if (!was || was.zone !== now.zone || was.seat !== now.seat) {
      if (now.zone === "hand") fx.set(uid, "fx-draw");
      else fx.set(uid, "fx-enter");
      if (now.zone !== "hand") touched.add(uid);
      continue;
    }
    const x = was.inst, y = now.inst;
    if ((y.damage || 0) > (x.damage || 0)) { fx.set(uid, "fx-damage"); touched.add(uid); }
    if (Boolean(y.exhausted) !== Boolean(x.exhausted) || y.atk !== x.atk || y.res !== x.res || y.exp !== x.exp
        || y.attached_to !== x.attached_to || y.equipped_with !== x.equipped_with) {
      touched.add(uid);
      if (!fx.has(uid)) fx.set(uid, "fx-change");
    }
  }
  for (const [uid, was] of a) {
    if (!b.has(uid) && was.zone !== "hand") touched.add(uid);      // left the table (a played card's uid stays)
    const now = b.get(uid);
    if (was.zone === "creatures" && now?.zone === "discard") seats[was.seat].destroyed = true;
  }
  (next.ermo || []).forEach((slot, i) => {
    const old = prev.ermo?.[i];
    if (!slot.card || !old?.card || old.card.uid !== slot.card.uid) return;
    if (String(old.progress) !== String(slot.progress)) { slots.set(i, "fx-progress"); touched.add(slot.card.uid); }
  });
  next.players.forEach((p, seat) => {
    const q = prev.players[seat];
    if (p.desbravador.vitalidade < q.desbravador.vitalidade) {
      seats[seat].hit = q.desbravador.vitalidade - p.desbravador.vitalidade;
      touched.add(p.desbravador.uid);
    }
    if (p.desbravador.vitalidade > q.desbravador.vitalidade) seats[seat].healed = true;
    if ((p.connected || []).length > (q.connected || []).length) seats[seat].completed = true;
  });
  const c = next.contest;
  if (c) for (const u of [c.actor, c.location, c.interceptor]) if (u != null) touched.add(u);
  return { fx, touched, slots, seats };
}
