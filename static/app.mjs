// Entry module of the page: boots the engine in its worker, then runs the UI.
import { startEngine, call } from "./bridge.mjs";

const config = JSON.parse(document.getElementById("site-config").textContent);
const engine = startEngine(config);   // start Pyodide as early as possible

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("sw.js").catch((err) => console.warn("service worker:", err));
}

engine.then(async () => {
  await call("catalog");
  document.body.setAttribute("data-engine-ready", "");
}).catch((err) => {
  const el = document.getElementById("loading-error");
  el.textContent = String(err.message || err);
  el.hidden = false;
});
