// @ts-check
// Archon mode's stylesheet (static/archon/table.css), loaded once by the first Archon form, table or board
// (site or single file: assets.mjs).
import { assetURL } from "../assets.mjs";

export function ensureArchonCss() {
  if (document.querySelector("link[data-archon-css]")) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = assetURL("static/archon/table.css");
  link.dataset.archonCss = "";
  document.head.append(link);
}
