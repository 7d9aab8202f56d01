// Words for the decision on the table and on the handoff screen: the prompt and its context
// (the contest in progress, the response window, the effect that needs a target).
import { t } from "../../../shell/i18n.mjs";
import { rules } from "../cards.mjs";

export function contextText(view, nameOf, pname) {
  const d = view.decision || {};
  const ctxd = d.context || {};
  const lines = [];
  const c = view.contest;
  if (c) {
    const key = c.kind === "attack" ? "ctx.contest.attack" : "ctx.contest.explore";
    lines.push(t(key, { player: pname(c.side ?? view.active), actor: nameOf(c.actor), location: c.location != null ? nameOf(c.location) : "" }));
    if (c.interceptor != null) lines.push(t("ctx.interceptor", { name: nameOf(c.interceptor) }));
    if (c.withdrawn) lines.push(t("ctx.withdrawn"));
  }
  if (d.kind === "response" && ctxd.window) lines.push(t("ctx.window", { window: t(`window.${ctxd.window}`) }));
  if (d.kind === "target" && ctxd.source) lines.push(t("ctx.target_for", { name: nameOf(ctxd.source.uid) }));
  if (d.kind === "discard" && ctxd.excess != null) lines.push(t("ctx.discard", { n: ctxd.excess }));
  return lines;
}

export function promptText(view) {
  const d = view.decision || {};
  if (d.kind === "main") {
    const ph = d.context?.phase || view.phase;
    const key = `prompt.${ph}`;
    const s = t(key);
    return s === key ? t("decision.main") : s;
  }
  const key = `prompt.${d.kind}`;
  const s = t(key, { max: rules()?.limits.hand });       // the hand limit (R12.2) from the rules block
  if (s !== key) return s;
  const k2 = `decision.${d.kind}`;
  return t(k2) !== k2 ? t(k2) : String(d.kind || "");
}

