// The loading bar while the rules core boots in its worker: stages, not a spinner. It sits in a
// fixed strip at the bottom of the viewport, so nothing moves when it goes away.
//   page    the page's modules are running (the start screen can render)
//   runtime the worker loads the Python runtime and the game wheel
//   engine  the rules core is being imported
//   ready   the engine answers; the saved match (if any) is being resumed
import { onProgress } from "../bridge.mjs";
import { t } from "../i18n.mjs";

const STAGES = ["page", "runtime", "engine", "ready"];
let stage = "page";

function paint() {
  const box = document.getElementById("loading");
  if (!box) return;
  const i = STAGES.indexOf(stage);
  box.dataset.stage = stage;
  box.setAttribute("aria-valuenow", String(i + 1));
  box.setAttribute("aria-valuemax", String(STAGES.length));
  box.style.setProperty("--loading-done", String((i + 1) / STAGES.length));
  const text = document.getElementById("loading-stage");
  if (text) text.textContent = t("loading.stage", { n: i + 1, total: STAGES.length, what: t(`loading.${stage === "engine" ? "engine_import" : stage}`) });
}

/** Set a stage by hand (the page itself knows "page" and "ready"). */
export function loadingStage(name) {
  if (STAGES.indexOf(name) <= STAGES.indexOf(stage)) return;
  stage = name;
  paint();
}

onProgress((name) => loadingStage(name));

// Done when the page says it is usable (body[data-engine-ready], set by the boot).
new MutationObserver((_, obs) => {
  if (!document.body.hasAttribute("data-engine-ready")) return;
  obs.disconnect();
  const box = document.getElementById("loading");
  if (box) box.hidden = true;
}).observe(document.body, { attributes: true, attributeFilter: ["data-engine-ready"] });

paint();
