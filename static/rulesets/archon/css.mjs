// @ts-check
// Archon mode's stylesheet (static/rulesets/archon/table.css), loaded once by the first Archon form, table or board
// (site or single file: assets.mjs).
import { assetURL } from "../../shell/assets.mjs";

export function ensureArchonCss() {
  if (document.querySelector("link[data-archon-css]")) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = assetURL("static/rulesets/archon/table.css");
  link.dataset.archonCss = "";
  document.head.append(link);
}
