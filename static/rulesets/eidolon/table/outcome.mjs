// The expected outcome of offered actions, as computed by the engine (bridge op `preview`: a copy
// of the state resolved with no responses). The page only words the engine's report.
import { call } from "../../../shell/bridge.mjs";
import { t } from "../../../shell/i18n.mjs";
import { actionKey, bareAction } from "./model.mjs";

/** Offered actions worth a preview, most telling first (the bridge takes at most 40 per call). */
const ORDER = ["explore", "attack", "intercept", "let_pass", "respond", "pass_window", "activate", "choose", "play"];
const MAX = 40;

export function previewable(actions) {
  const wanted = (actions || []).filter((a) => ORDER.includes(a.type) && (a.type !== "play" || a.target != null));
  wanted.sort((x, y) => ORDER.indexOf(x.type) - ORDER.indexOf(y.type));
  return wanted.slice(0, MAX);
}

/** Ask the engine for the previews of a view's actions: Map action key -> report. */
export async function fetchPreviews(view, seat) {
  const list = previewable(view.actions);
  if (!list.length) return new Map();
  const reports = await call("preview", { seat, actions: list.map(bareAction) });
  return new Map(list.map((a, i) => [actionKey(a), reports[i]]));
}

/**
 * The report in words: [{kind, text}] where kind is death | damage | progress | complete | vit | end | note.
 * ctx: {nameOf(uid), playerName(seat), target (Locations needed)}.
 */
export function outcomeLines(report, ctx) {
  if (!report) return [];
  const lines = [];
  for (const c of report.cards) {
    if (c.destroyed) lines.push({ kind: "death", uid: c.uid, text: t("outcome.destroyed", { name: ctx.nameOf(c.uid) }) });
    else if (c.damage > c.damage_before) {
      lines.push({ kind: "damage", uid: c.uid, text: t("outcome.damage", { name: ctx.nameOf(c.uid), n: c.damage - c.damage_before, left: Math.max(0, c.res - c.damage) }) });
    }
  }
  for (const loc of report.locations) {
    if (loc.completed_by != null) {
      const p = report.players[loc.completed_by];
      lines.push({ kind: "complete", uid: loc.uid, text: t("outcome.complete", { player: ctx.playerName(loc.completed_by), name: ctx.nameOf(loc.uid), n: p.connected[1], target: ctx.target }) });
    } else {
      for (const seat of [0, 1]) {
        if (loc.progress[seat] !== loc.before[seat]) {
          lines.push({ kind: "progress", uid: loc.uid, text: t("outcome.progress", { player: ctx.playerName(seat), name: ctx.nameOf(loc.uid), from: loc.before[seat], to: loc.progress[seat], need: loc.difficulty }) });
        }
      }
    }
  }
  for (const p of report.players) {
    const [a, b] = p.vitalidade;
    if (a !== b) lines.push({ kind: "vit", seat: p.seat, text: t("outcome.vitalidade", { player: ctx.playerName(p.seat), from: a, to: b }) });
  }
  if (report.result) {
    lines.push({ kind: "end", text: report.result.winner == null ? t("outcome.draw") : t("outcome.wins", { player: ctx.playerName(report.result.winner) }) });
  }
  if (!lines.length) lines.push({ kind: "note", text: t("outcome.nothing") });
  if (report.stop === "hidden") lines.push({ kind: "note", text: t("outcome.then_draw") });
  else if (report.stop === "choice" && report.next) lines.push({ kind: "note", text: t("outcome.then_choice", { player: ctx.playerName(report.next.seat) }) });
  return lines;
}

/** A short badge for the card an action aims at (the Location explored, the interceptor, the rival). */
export function badgeText(report, focus, ctx) {
  if (!report) return "";
  if (report.result) {
    return report.result.winner == null ? t("outcome.draw_short") : t("outcome.wins_short", { player: ctx.playerName(report.result.winner) });
  }
  const loc = report.locations.find((l) => l.uid === focus);
  if (loc) {
    if (loc.completed_by != null) return t("outcome.complete_short");
    const seat = [0, 1].find((s) => loc.progress[s] !== loc.before[s]);
    return seat == null ? t("outcome.no_progress_short") : t("outcome.progress_short", { from: loc.before[seat], to: loc.progress[seat], need: loc.difficulty });
  }
  const parts = [];
  for (const c of report.cards) {
    if (c.destroyed) parts.push(c.uid === focus ? t("outcome.dies_short") : t("outcome.kills_short", { name: ctx.nameOf(c.uid) }));
  }
  const self = report.cards.find((c) => c.uid === focus && !c.destroyed);
  if (self && self.damage > self.damage_before) parts.unshift(t("outcome.survives_short", { left: Math.max(0, self.res - self.damage) }));
  const hit = report.players.find((p) => p.vitalidade[0] !== p.vitalidade[1]);
  if (hit) parts.push(t("outcome.vit_short", { n: hit.vitalidade[1] - hit.vitalidade[0] }));
  return parts.join(" · ") || t("outcome.nothing_short");
}
