// @ts-check
// Archon mode's decision in words (issue 14): what the deciding seat must decide now, for the table's
// prompt bar and the hotseat handoff. Only the view's `decision` and `step` are read; no rule is decided.
import { t } from "../../shell/i18n.mjs";
import { archonCardName } from "./cards.mjs";

/** The kinds of decision an Archon view names (rulesets/archon/view.py `decision_json`). */
export const DECISION_KINDS = ["mulligan", "house", "archives", "main", "target", "order", "fight_target", "hand_card",
  "search", "flank", "fight_order", "spend", "replace", "mode", "archived"];

/**
 * What the deciding seat must decide, in words ("" once the match is over).
 * @param {any} view an Archon view
 */
export function archonPrompt(view) {
  const d = view?.decision;
  if (!d) return "";
  const kind = DECISION_KINDS.includes(d.kind) ? d.kind : "main";
  const source = d.context?.source?.id;
  const text = t(`archon.prompt.${kind}`, { card: source ? archonCardName(source) : "" });
  return d.context?.optional ? `${text} ${t("archon.prompt.optional")}` : text;
}
