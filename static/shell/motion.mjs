// @ts-check
// Motion that tells what happened (issue 23): after each new view, cards travel from where they were
// to where they are (draw, play, commit, attach, destroy, return, archive, purge), an attack, an
// exploration, a fight or a reap draws a line from the actor to its target, and counters that changed
// show a short floating number. The page decides nothing here: each game turns two consecutive views
// (and the log entries or the applied action between them) into a MotionPlan (what moved, who struck
// whom, which numbers changed); this module only finds those things on screen and animates them.
//
//   const shot = beginMotion(host, (action) => planOf(previousView, view, action));   // before the render
//   render(...);
//   shot.play();                                                                      // after it
//
// Every animation lasts 150–400 ms, runs in a fixed layer with pointer-events: none (or as a transform
// of the real card, which stays clickable), and never waits for anything: the next view finishes
// whatever still runs before it is drawn. The AI's moves are shown one after another: match.mjs waits
// for motionIdle() before drawing the next one. Motion is off under prefers-reduced-motion, with the
// player's setting (the topbar's button, stored as MOTION_KEY), with ?anim=off or ?motion=off in the
// address, and for the tab when sessionStorage holds MOTION_SESSION_KEY = "off" (what the browser tests'
// fixtures set, docs/site.md "Motion").
import { assetURL } from "./assets.mjs";
import { t } from "./i18n.mjs";

/** The player's setting: "off" turns motion off ("on" or nothing: on). */
export const MOTION_KEY = "eidolon:v1:motion";
/** A tab's override (tests, benchmarks): "off" turns motion off for that tab only. */
export const MOTION_SESSION_KEY = "eidolon:motion";

const TRAVEL_MS = 320;
const SETTLE_MS = 220;
const LINE_MS = 340;
const POP_MS = 380;
const BACK_MS = 260;
/** A number waits for the line that causes it to reach its target. */
const POP_AFTER_LINE_MS = 140;
/** More moves than this in one view (a board wiped) are shown as they land, without travel. */
const MOST_TRAVELS = 16;
const MOST_SETTLES = 30;
/** A card that moved less than this (px) is not animated. */
const STILL_PX = 3;

/**
 * Where something is on screen: a card by its uid (looked up with the plan's `cards` selector), or the
 * first element matching one of `sel` (a pile, a counter, a player's area: the game's own selectors).
 * @typedef {{uid: number} | {sel: string[]}} Anchor
 */
/**
 * A card that changed zones. `from`: where it was when it was not drawn before (its deck, a hidden hand);
 * `to`: where it goes when it is not drawn after (a pile, a hidden hand). A card drawn in both views
 * travels from its old rectangle to its new one.
 * @typedef {{uid: number, from?: Anchor, to?: Anchor}} CardTravel
 */
/** A line from an actor to its target; kind: "attack" | "explore" | "fight" | "reap". @typedef {{from: Anchor, to: Anchor, kind: string}} StrikeLine */
/** A number that floats up at an element; kind: "damage" | "heal" | "progress" | "vestigio" | "amber" | "key" | "power". @typedef {{at: Anchor, text: string, kind: string}} FloatingNumber */
/** A face-down card going from one place to another (the rival's draw). @typedef {{from: Anchor, to: Anchor}} HiddenTravel */
/**
 * What one view change shows. cards: the selector of a card element on the table (with data-uid).
 * @typedef {{cards: string, travels: CardTravel[], strikes: StrikeLine[], numbers: FloatingNumber[], hidden: HiddenTravel[]}} MotionPlan
 */
/** @typedef {{left: number, top: number, width: number, height: number}} Box */
/** @typedef {{box: Box, card: boolean}} Spot  a rectangle on screen; card: it is a card's own (else a pile's) */

/** @type {Set<Animation>} */
const running = new Set();
/** @type {HTMLElement | null} */
let layer = null;
/** @type {any} */
let noted = null;
/** Animations started so far (body[data-motion-played]). */
let started = 0;
const reduced = matchMedia("(prefers-reduced-motion: reduce)");

// ------------------------------------------------------------------ on or off

/** The player's setting (true: on). */
export function motionSetting() {
  try { return localStorage.getItem(MOTION_KEY) !== "off"; } catch { return true; }
}

/** Why motion is off regardless of the setting ("" when nothing forbids it). */
function forcedOff() {
  const q = new URLSearchParams(location.search);
  if (q.get("anim") === "off" || q.get("motion") === "off") return "address";
  try { if (sessionStorage.getItem(MOTION_SESSION_KEY) === "off") return "tab"; } catch { /* no storage */ }
  return reduced.matches ? "reduced" : "";
}

/** Motion plays now: the setting is on and nothing forbids it. */
export function motionOn() {
  return motionSetting() && !forcedOff();
}

/** Turn the player's setting on or off (stored; a running animation stops at once). @param {boolean} on */
export function setMotion(on) {
  try { localStorage.setItem(MOTION_KEY, on ? "on" : "off"); } catch { /* not stored: still applied for now */ }
  if (!on) finishMotion();
  sync();
}

/** body[data-motion] and body.motion-off follow the state; the topbar button shows it. */
function sync() {
  const on = motionOn();
  document.body.dataset.motion = on ? "on" : "off";
  document.body.classList.toggle("motion-off", !on);
  const button = document.getElementById("motion-toggle");
  if (!button) return;
  const setting = motionSetting();
  button.setAttribute("aria-pressed", setting ? "true" : "false");
  const why = setting && forcedOff() === "reduced" ? "motion.reduced" : setting ? "motion.on" : "motion.off";
  button.dataset.i18nAttr = `title:${why}`;
  button.title = t(why);
}

function install() {
  if (!document.querySelector("link[data-motion-css]")) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = assetURL("static/shell/motion.css");
    link.dataset.motionCss = "";
    document.head.append(link);
  }
  const nav = document.querySelector(".topbar-tools");
  if (nav && !document.getElementById("motion-toggle")) {
    const button = document.createElement("button");
    button.type = "button";
    button.id = "motion-toggle";
    button.className = "motion-toggle";
    button.dataset.i18n = "motion.toggle";
    button.textContent = t("motion.toggle");
    button.addEventListener("click", () => setMotion(!motionSetting()));
    nav.insertBefore(button, document.getElementById("lang-toggle"));
  }
  reduced.addEventListener("change", () => { if (reduced.matches) finishMotion(); sync(); });
  sync();
}

// ------------------------------------------------------------------ the flow's hooks (match.mjs)

/** The action the seat at the device just sent (its view comes next); null after an undo. @param {any} action */
export function noteAction(action) { noted = action ?? null; }

/** Finish every running animation at once and clear the layer (a new view, the table emptied); body[data-motion-cut] counts those cut short. */
export function finishMotion() {
  let cut = 0;
  for (const a of [...running]) {
    if (a.playState !== "finished") cut += 1;
    try { a.finish(); } catch { a.cancel(); }
  }
  if (cut) document.body.dataset.motionCut = String(Number(document.body.dataset.motionCut || 0) + cut);
  running.clear();
  layer?.replaceChildren();
}

/** The table is emptied (handoff, end, menu): nothing stays on screen, no action is remembered. */
export function stopMotion() {
  noted = null;
  finishMotion();
}

/** Resolves when the animations running now have ended (at once when none run). */
export function motionIdle() {
  return Promise.all([...running].map((a) => a.finished.then(() => undefined, () => undefined))).then(() => undefined);
}

// ------------------------------------------------------------------ capture, then play

/** @type {{play: () => void}} */
const STILL = { play() {} };

/**
 * Before a new view is drawn into `root`: finish what runs, ask the game for its plan (given the action
 * the seat at the device sent, if any) and note where everything is now. Returns {play()}, to call once
 * the view is drawn. Nothing is done (and no plan asked for) when motion is off or nothing is on show.
 * @param {Element | null} root
 * @param {(action: any) => MotionPlan | null} planOf
 */
export function beginMotion(root, planOf) {
  finishMotion();
  const action = noted;
  noted = null;
  if (!root || !motionOn() || !root.isConnected || !root.firstElementChild || root.closest("[hidden]")) return STILL;
  const t0 = performance.now();
  const plan = planOf(action);
  if (!plan) return STILL;
  const before = cardsIn(root, plan.cards);
  if (!before.size) return STILL;          // the table was empty: nothing to tell by motion
  /** @type {Map<string, Element>} */
  const clones = new Map();
  for (const tr of plan.travels.slice(0, MOST_TRAVELS)) {
    const was = before.get(String(tr.uid));
    if (was) clones.set(String(tr.uid), /** @type {Element} */ (was.el.cloneNode(true)));
  }
  const old = (/** @type {Anchor | undefined} */ anchor) => spotOf(root, plan.cards, anchor);
  const shot = {
    root, plan, before, clones,
    from: plan.travels.map((tr) => before.get(String(tr.uid))?.spot ?? old(tr.from)),
    strikes: plan.strikes.map((s) => ({ a: old(s.from), b: old(s.to) })),
    hidden: plan.hidden.map((h) => old(h.from)),
    numbers: plan.numbers.map((n) => old(n.at)),
  };
  performance.measure("eidolon:motion-capture", { start: t0, end: performance.now() });
  return {
    play: () => {
      const t1 = performance.now();
      try { play(shot); } catch (err) { console.warn("motion:", err); finishMotion(); }
      if (started) document.body.dataset.motionPlayed = String(started);
      performance.measure("eidolon:motion-play", { start: t1, end: performance.now() });
    },
  };
}

/**
 * uid -> {el, spot} of the cards on show under root (not inside a dialog).
 * @param {Element} root @param {string} cards
 * @returns {Map<string, {el: HTMLElement, spot: Spot}>}
 */
function cardsIn(root, cards) {
  /** @type {Map<string, {el: HTMLElement, spot: Spot}>} */
  const out = new Map();
  for (const el of root.querySelectorAll(`${cards}[data-uid]`)) {
    const uid = /** @type {HTMLElement} */ (el).dataset.uid ?? "";
    if (out.has(uid) || el.closest(".overlay")) continue;
    const box = boxOf(el);
    if (box) out.set(uid, { el: /** @type {HTMLElement} */ (el), spot: { box, card: true } });
  }
  return out;
}

/** The rectangle of an element on show (null when it is not laid out). @param {Element} el @returns {Box | null} */
function boxOf(el) {
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return null;
  return { left: r.left, top: r.top, width: r.width, height: r.height };
}

/** Where an anchor is on screen under root now. @param {Element} root @param {string} cards @param {Anchor | undefined} anchor @returns {Spot | null} */
function spotOf(root, cards, anchor) {
  if (!anchor) return null;
  if ("uid" in anchor) {
    const el = cardEl(root, cards, anchor.uid);
    const box = el && boxOf(el);
    return box ? { box, card: true } : null;
  }
  for (const sel of anchor.sel) {
    for (const el of root.querySelectorAll(sel)) {
      if (el.closest(".overlay")) continue;
      const box = boxOf(el);
      if (box) return { box, card: false };
    }
  }
  return null;
}

/** The element of card `uid` on the table (not in a dialog). @param {Element} root @param {string} cards @param {number | string} uid */
function cardEl(root, cards, uid) {
  for (const el of root.querySelectorAll(`${cards}[data-uid="${CSS.escape(String(uid))}"]`)) {
    if (!el.closest(".overlay")) return /** @type {HTMLElement} */ (el);
  }
  return null;
}

/** The fixed layer the ghosts, lines and numbers are drawn in (never in the way of a click). */
function layerNode() {
  if (!layer || !layer.isConnected) {
    layer = document.createElement("div");
    layer.className = "motion-layer";
    layer.setAttribute("aria-hidden", "true");
    Object.assign(layer.style, { position: "fixed", inset: "0", pointerEvents: "none", overflow: "hidden", zIndex: "60" });
    document.body.append(layer);
  }
  return layer;
}

/**
 * Start one animation and keep it until it ends; `node` (in the layer) is removed with it.
 * @param {Element} target @param {Keyframe[]} frames @param {KeyframeAnimationOptions} options @param {Element | null} [node]
 */
function run(target, frames, options, node = null) {
  const a = target.animate(frames, options);
  running.add(a);
  const done = () => { running.delete(a); node?.remove(); };
  a.finished.then(done, done);
  started += 1;
  return a;
}

/** @param {any} shot */
function play(shot) {
  const { root, plan, before, clones } = shot;
  const cards = /** @type {MotionPlan} */ (plan).cards;
  const after = cardsIn(root, cards);
  const now = (/** @type {Anchor | undefined} */ anchor) => spotOf(root, cards, anchor);
  const moved = new Set();
  const travels = plan.travels.length <= MOST_TRAVELS ? plan.travels : [];
  travels.forEach((/** @type {CardTravel} */ tr, /** @type {number} */ i) => {
    const uid = String(tr.uid);
    const from = shot.from[i];
    const dest = after.get(uid);
    moved.add(uid);
    if (dest) {
      if (!from || near(from.box, dest.spot.box)) return;
      flyGhost(ghostOf(dest.el), dest.spot.box, from, dest.spot, dest.el);
    } else {
      const to = now(tr.to);
      const clone = clones.get(uid);
      if (!from || !to || !clone) return;
      flyGhost(ghostOf(clone), from.box, from, to, null);
    }
  });
  // The other cards slide to their new places (a neighbour left or arrived).
  let settled = 0;
  for (const [uid, dest] of after) {
    const was = before.get(uid);
    if (!was || moved.has(uid) || near(was.spot.box, dest.spot.box) || ++settled > MOST_SETTLES) continue;
    const dx = was.spot.box.left - dest.spot.box.left;
    const dy = was.spot.box.top - dest.spot.box.top;
    run(dest.el, [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }],
        { duration: SETTLE_MS, easing: "ease-out", id: "motion-settle" });
  }
  plan.hidden.forEach((/** @type {HiddenTravel} */ h, /** @type {number} */ i) => {
    const from = shot.hidden[i];
    const to = now(h.to);
    if (from && to) flyBack(from.box, to.box, i);
  });
  let lines = 0;
  plan.strikes.forEach((/** @type {StrikeLine} */ s, /** @type {number} */ i) => {
    // Where the two stand now; where they stood before for one that left (a creature destroyed in the fight).
    const a = now(s.from) ?? shot.strikes[i].a;
    const b = now(s.to) ?? shot.strikes[i].b;
    if (a && b) { drawLine(a.box, b.box, s.kind); lines += 1; }
  });
  plan.numbers.forEach((/** @type {FloatingNumber} */ n, /** @type {number} */ i) => {
    const at = now(n.at) ?? shot.numbers[i];
    if (at) floatNumber(at.box, n.text, n.kind, lines ? POP_AFTER_LINE_MS : 0, i);
  });
}

/** @param {Box} a @param {Box} b */
function near(a, b) {
  return Math.abs(a.left - b.left) < STILL_PX && Math.abs(a.top - b.top) < STILL_PX
    && Math.abs(a.width - b.width) < STILL_PX && Math.abs(a.height - b.height) < STILL_PX;
}

/** A copy of a card for the layer: no ids, no uid, no running CSS animation, nothing to click. @param {Element} el */
function ghostOf(el) {
  const g = /** @type {HTMLElement} */ (el.cloneNode(true));
  for (const x of [g, ...g.querySelectorAll("[id], [data-uid]")]) { x.removeAttribute("id"); x.removeAttribute("data-uid"); }
  g.classList.add("motion-ghost");
  for (const cls of [...g.classList]) if (cls.startsWith("fx-") || cls === "targetable" || cls === "target") g.classList.remove(cls);
  g.setAttribute("tabindex", "-1");
  g.inert = true;
  return g;
}

/**
 * The box a card of natural size `size` covers when it stands at `spot`: the spot itself when it is a
 * card's, else centred on the pile and shrunk to its height (never below a quarter).
 * @param {Spot} spot @param {Box} size @returns {Box}
 */
function boxAt(spot, size) {
  if (spot.card) return spot.box;
  const s = Math.max(0.25, Math.min(1, spot.box.height / size.height));
  const w = size.width * s, h = size.height * s;
  return { left: spot.box.left + spot.box.width / 2 - w / 2, top: spot.box.top + spot.box.height / 2 - h / 2, width: w, height: h };
}

/** The transform that puts a box of natural `size` (at its place) over `box`. @param {Box} size @param {Box} box */
function over(size, box) {
  const dx = box.left + box.width / 2 - (size.left + size.width / 2);
  const dy = box.top + box.height / 2 - (size.top + size.height / 2);
  return `translate(${dx}px, ${dy}px) scale(${box.width / size.width}, ${box.height / size.height})`;
}

/**
 * A ghost of natural box `size` flies from one spot to another; `hide` (the real card at its new place)
 * is see-through meanwhile. A ghost that lands on a pile fades as it arrives.
 * @param {HTMLElement} ghost @param {Box} size @param {Spot} from @param {Spot} to @param {HTMLElement | null} hide
 */
function flyGhost(ghost, size, from, to, hide) {
  Object.assign(ghost.style, {
    position: "absolute", left: `${size.left}px`, top: `${size.top}px`, width: `${size.width}px`, height: `${size.height}px`,
    margin: "0", boxSizing: "border-box", transformOrigin: "50% 50%", animation: "none", transition: "none",
  });
  layerNode().append(ghost);
  const start = over(size, boxAt(from, size));
  const end = over(size, boxAt(to, size));
  const fade = !to.card;
  run(ghost, [{ transform: start, opacity: from.card ? 1 : 0.5 }, { transform: end, opacity: fade ? 0.2 : 1 }],
      { duration: TRAVEL_MS, easing: "cubic-bezier(0.2, 0.7, 0.2, 1)", id: "motion-travel" }, ghost);
  if (hide) {
    for (const a of hide.getAnimations()) if (a instanceof CSSAnimation && a.effect?.getTiming().iterations !== Infinity) a.cancel();
    run(hide, [{ opacity: 0 }, { opacity: 0 }], { duration: TRAVEL_MS, id: "motion-hide" });
  }
}

/** A face-down card from one box to another (the rival's draw). @param {Box} from @param {Box} to @param {number} i */
function flyBack(from, to, i) {
  const back = document.createElement("span");
  back.className = "motion-back";
  const w = Math.max(14, Math.min(from.width, 28)), h = w * 1.4;
  Object.assign(back.style, { position: "absolute", left: `${from.left + from.width / 2 - w / 2}px`, top: `${from.top + from.height / 2 - h / 2}px`,
    width: `${w}px`, height: `${h}px` });
  layerNode().append(back);
  const dx = to.left + to.width / 2 - (from.left + from.width / 2);
  const dy = to.top + to.height / 2 - (from.top + from.height / 2);
  run(back, [{ transform: "none", opacity: 0.9 }, { transform: `translate(${dx}px, ${dy}px)`, opacity: 0.3 }],
      { duration: BACK_MS, delay: i * 60, easing: "ease-in-out", id: "motion-back", fill: "backwards" }, back);
}

const SVG = "http://www.w3.org/2000/svg";

/** A line from the centre of one box to the centre of another, drawn then faded. @param {Box} a @param {Box} b @param {string} kind */
function drawLine(a, b, kind) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("class", `motion-line kind-${kind}`);
  Object.assign(svg.style, { position: "absolute", left: "0", top: "0", width: "100%", height: "100%", overflow: "visible" });
  const x1 = a.left + a.width / 2, y1 = a.top + a.height / 2, x2 = b.left + b.width / 2, y2 = b.top + b.height / 2;
  const line = document.createElementNS(SVG, "line");
  for (const [k, v] of Object.entries({ x1, y1, x2, y2, pathLength: 1 })) line.setAttribute(k, String(v));
  const dot = document.createElementNS(SVG, "circle");
  for (const [k, v] of Object.entries({ cx: x2, cy: y2, r: 7 })) dot.setAttribute(k, String(v));
  svg.append(line, dot);
  layerNode().append(svg);
  run(line, [{ strokeDashoffset: 1 }, { strokeDashoffset: 0, offset: 0.55 }, { strokeDashoffset: 0 }],
      { duration: LINE_MS, easing: "ease-out", id: "motion-line" });
  run(svg, [{ opacity: 1 }, { opacity: 1, offset: 0.6 }, { opacity: 0 }], { duration: LINE_MS, id: "motion-line-fade" }, svg);
}

/** A short number floating up from a box. @param {Box} box @param {string} text @param {string} kind @param {number} delay @param {number} i */
function floatNumber(box, text, kind, delay, i) {
  const pop = document.createElement("span");
  pop.className = `motion-pop kind-${kind}`;
  pop.textContent = text;
  Object.assign(pop.style, { position: "absolute", left: `${box.left + box.width / 2}px`, top: `${box.top + Math.min(box.height / 3, 40)}px` });
  layerNode().append(pop);
  run(pop, [{ transform: "translate(-50%, 0) scale(0.8)", opacity: 0 }, { transform: "translate(-50%, -10px) scale(1.1)", opacity: 1, offset: 0.25 },
    { transform: "translate(-50%, -30px) scale(1)", opacity: 0 }],
      { duration: POP_MS, delay: delay + (i % 4) * 30, easing: "ease-out", id: "motion-pop", fill: "backwards" }, pop);
}

install();
