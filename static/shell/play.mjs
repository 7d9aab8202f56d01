// @ts-check
// What a match entry is to the page: its play settings (hotseat, or against the AI at a level with
// the human in a seat), the seat whose view is rendered, the players' names, its title in the saves
// list, the summary kept with it, and its export as a file. Nothing here decides a rule.
import { download } from "./dom.mjs";
import { pick, t } from "./i18n.mjs";
import { allGames, gameOf } from "./games.mjs";
import { session } from "./session.mjs";

/** @typedef {import("../types.js").View} View */
/** @typedef {import("./session.mjs").MatchEntry} MatchEntry */
/** @typedef {import("./session.mjs").PlaySettings} PlaySettings */

/** The ruleset of a match entry (its save's config names it; docs/rulesets.md). @param {MatchEntry | null} [entry] */
export function rulesetOf(entry = session.entry) { return gameOf(entry?.save?.config?.ruleset).id; }

/**
 * The AI levels the engine offers for a ruleset (the rules block of its catalog answer; Archon's once
 * its catalogue is loaded): its game's, games.mjs; the first game's when none is named.
 * @param {string} [ruleset] @returns {string[]}
 */
export function aiLevels(ruleset) {
  return gameOf(ruleset).aiLevels();
}

/** Thinking time per decision given to the AI in the page (Desafiadora; Iniciante ignores it). */
export const AI_BUDGET_MS = /** @type {Record<string, number>} */ ({ iniciante: 100, desafiadora: 700 });
/** Least time between two AI actions on screen, the thinking time included (readable pace). */
export const AI_PACE_MS = 650;

/**
 * The AI settings of a match entry ({level, seat: the human's seat}), or null for hotseat.
 * @param {MatchEntry | null} [entry]
 * @returns {{level: string, seat: number} | null}
 */
export function aiOf(entry = session.entry) {
  return entry?.mode === "ai" && entry.ai && aiLevels(rulesetOf(entry)).includes(entry.ai.level) ? entry.ai : null;
}

/**
 * The seat whose view is rendered: the human's against the AI; in hotseat (null) whoever confirmed.
 * @param {MatchEntry | PlaySettings | null} [entry]
 * @returns {0 | 1 | null}
 */
export function humanSeat(entry = session.entry) {
  const ai = entry && "mode" in entry && entry.mode === "ai" ? aiOf(/** @type {MatchEntry} */ (entry)) : null;
  return ai ? (ai.seat === 1 ? 1 : 0) : null;
}

/** The AI's seed, derived from the match seed (same match seed and choices -> same AI moves). */
export function aiSeed(/** @type {MatchEntry} */ entry) {
  const seed = Number(entry?.save?.config?.seed ?? entry?.seed ?? 0);
  return (Math.abs(Math.trunc(seed)) % 2 ** 50) * 2 + 1 + (1 - (humanSeat(entry) ?? 0));
}

/**
 * The play settings kept with a match (storage entry, exported file, rematch).
 * @param {MatchEntry} entry
 * @returns {PlaySettings}
 */
export function playOf(entry) {
  const ai = aiOf(entry);
  return ai ? { mode: "ai", ai: { level: ai.level, seat: ai.seat === 1 ? 1 : 0 } } : { mode: "hotseat" };
}

/**
 * Read play settings from an imported file's `play` field (anything invalid means hotseat).
 * @param {any} play
 * @returns {PlaySettings}
 */
export function playFromFile(play) {
  const known = allGames().flatMap((game) => game.aiLevels());     // aiOf keeps the levels of the match's ruleset
  if (play && play.mode === "ai" && play.ai && known.includes(play.ai.level) && [0, 1].includes(play.ai.seat)) {
    return { mode: "ai", ai: { level: play.ai.level, seat: play.ai.seat } };
  }
  return { mode: "hotseat" };
}

/**
 * A player's name on screen: "Jogador 1 (Desbravador)", or the AI's.
 * @param {number} seat
 * @param {View | null} [view]
 */
export function playerName(seat, view = session.view) {
  const shown = view?.players?.[seat] ? gameOf(view.ruleset).playerLabel(view, seat) : "";
  return seatName(seat, shown, aiOf() ? humanSeat() : null);
}

/**
 * "Jogador 1 (shown)", or the AI's name when `human` is the other seat (null: hotseat).
 * @param {number} seat @param {string} shown @param {number | null} human
 */
export function seatName(seat, shown, human) {
  const base = t("player.n", { n: seat + 1 });
  if (human != null && seat !== human) return shown ? t("player.ai_named", { player: base, name: shown }) : t("player.ai", { player: base });
  return shown ? `${base} (${shown})` : base;
}

/**
 * A stored player reference (games.mjs PlayerRef) in the current language; "" for anything else.
 * @param {unknown} ref @param {string | undefined} ruleset
 */
export function refText(ref, ruleset) {
  if (!ref || typeof ref !== "object") return "";
  const r = /** @type {any} */ (ref);
  if (typeof r.card === "string") return gameOf(ruleset).cardName?.(r.card) ?? r.card;
  if (r.name && typeof r.name === "object") return pick(r.name);
  return "";
}

/**
 * The names stored with a match or history entry, worded now: from its references (`refs`), else the
 * words it was stored with (entries kept before references existed).
 * @param {{refs?: unknown, names?: unknown}} entry @param {string | undefined} ruleset @returns {string[]}
 */
export function storedNames(entry, ruleset) {
  if (Array.isArray(entry.refs) && entry.refs.length === 2) return entry.refs.map((r) => refText(r, ruleset));
  return Array.isArray(entry.names) ? entry.names.map(String) : [];
}

/** A random match seed. */
export function randomSeed() {
  // The whole 0..2^53-1 range: a seat that sees its own opening hand cannot search the seeds (docs/security.md).
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi & 0x1fffff) * 2 ** 32 + lo;
}

/** The title of a match in the saves list and notices. @param {MatchEntry} entry */
export function matchTitle(entry) {
  const ai = aiOf(entry);
  const mode = ai ? ` · ${t("saves.vs_ai", { level: t(`ai.level.${ai.level}`), player: t("player.n", { n: ai.seat + 1 }) })}` : "";
  // A random seed stays unknown to both players until the match is over (R16.3).
  const seed = entry.status !== "playing" && entry.seed != null ? ` · ${t("match.seed", { seed: entry.seed })}` : "";
  return `${storedNames(entry, rulesetOf(entry)).join(" × ")}${seed}${mode}`;
}

/** What the saves list shows of a match, kept with its entry. @param {View} view @param {any} save */
export function summary(view, save) {
  return {
    seed: view.seed ?? save?.config?.seed,
    turn: view.turn,
    status: view.status,
    hash: view.hash,
    names: [0, 1].map((s) => gameOf(view.ruleset).playerLabel(view, s)),
    refs: [0, 1].map((s) => gameOf(view.ruleset).playerRef(view, s)),     // worded when shown (storedNames)
  };
}

/** Download a match as a file (the engine's save, with the page's play settings). @param {MatchEntry} entry */
export function exportSave(entry) {
  const stamp = (entry.updated || new Date().toISOString()).slice(0, 19).replace(/[:T]/g, "-");
  // The engine ignores `play`; the page reads it back on import (mode, AI level, the human's seat).
  const file = aiOf(entry) ? { ...entry.save, play: playOf(entry) } : entry.save;
  // The file keeps the seed (the device owner's file); its name shows it only once the match is over.
  const name = entry.status !== "playing" && entry.seed != null ? entry.seed : "match";
  download(`eidolon-${name}-${stamp}.json`, JSON.stringify(file, null, 1));
}
