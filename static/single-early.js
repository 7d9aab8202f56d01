// @ts-check
// First script of site/eidolon.html (docs/site.md, "The single file"): starts the rules engine's worker
// before anything else of the page is parsed. The worker is the inlined static/shell/worker.mjs as a data:
// URL (Chromium refuses a module worker from a blob: URL of a file: page, whose origin is "null"); its init
// message names the runtime's files (pyodide/*, engine/*), which follow this script in <head>, each as
//   <script type="application/x-eidolon-file" data-path="pyodide/pyodide.mjs" data-worker>gzip in base64
// followed by `eidolonBoot.feed()`: feed() posts the text of each one parsed so far to the worker, which
// decodes it off this thread while the parser goes on. static/shell/bridge.mjs adopts the worker
// (window.eidolonBoot) and replays the messages it sent meanwhile.
(() => {
  /** @type {{engine: string, snapshot: string | null, worker: string, runtime: string[]}} */
  const config = JSON.parse(document.getElementById("single-config")?.textContent || "{}");
  const at = (/** @type {string} */ path) => new URL(path, document.baseURI).href;
  const worker = new Worker(`data:text/javascript;charset=utf-8,${encodeURIComponent(config.worker)}`,
                            { type: "module" });
  /** @type {any[]} */
  const early = [];
  const keep = (/** @type {MessageEvent} */ event) => early.push(event.data);
  worker.addEventListener("message", keep);
  worker.postMessage({ kind: "init", engine: at(config.engine), ...(config.snapshot ? { snapshot: at(config.snapshot) } : {}),
                       files: config.runtime.map(at) });
  const feed = () => {
    for (const node of document.querySelectorAll('script[type="application/x-eidolon-file"][data-worker]')) {
      const path = /** @type {HTMLElement} */ (node).dataset.path || "";
      worker.postMessage({ kind: "file", url: at(path), data: node.textContent || "" });
      node.remove();     // the worker has the text now
    }
  };
  window.eidolonBoot = { worker, early, keep, feed };
})();
