// @ts-check
// Boot of the single-file build (site/eidolon.html; docs/site.md, "The single file"). build_site.py
// inlines every file of the site into that page as
//   <script type="application/x-eidolon-file" data-path="static/shell/app.mjs" data-type="text/javascript"
//           [data-worker]>gzip-compressed bytes in base64 (a script element)
// and this classic script, after them in <head>, makes the page run with nothing fetched:
// - the worker starts from the inlined static/shell/worker.mjs (a data: URL) and gets the runtime's files
//   (data-worker: pyodide/*, the wheel) as compressed Blobs; it serves them to Pyodide from memory;
// - every other file becomes a blob: URL (window.eidolonInline.urls; static/shell/assets.mjs reads it);
// - an import map sends each module's name ("@site/static/shell/app.mjs": build_site rewrote the modules'
//   relative imports to these names) and its URL next to this file to that blob: URL; then, once the
//   document is parsed, static/shell/app.mjs is imported.
(() => {
  const SITE = "@site/";

  /**
   * @param {string} text
   * @returns {Uint8Array<ArrayBuffer>}
   */
  function bytes(text) {
    const from = /** @type {any} */ (Uint8Array).fromBase64;
    if (from) return from(text);
    const raw = atob(text);
    const out = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
    return out;
  }

  /**
   * @param {Blob} gz
   * @param {string} type
   */
  async function gunzip(gz, type) {
    const body = await new Response(gz.stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    return new Blob([body], { type });
  }

  /** @type {{path: string, type: string, gz: Blob, worker: boolean}[]} */
  const files = [];
  for (const node of document.querySelectorAll('script[type="application/x-eidolon-file"]')) {
    const data = /** @type {HTMLElement} */ (node).dataset;
    files.push({ path: data.path || "", type: data.type || "", gz: new Blob([bytes(node.textContent || "")]),
                 worker: "worker" in data });
    node.remove();   // the text is in the Blob now
  }
  const config = JSON.parse(document.getElementById("single-config")?.textContent || "{}");
  const at = (/** @type {string} */ path) => new URL(path, document.baseURI).href;

  /** @type {Record<string, string>} */
  const urls = {};
  window.eidolonInline = { urls };
  const page = Promise.all(files.filter((f) => !f.worker).map(async (f) => {
    urls[f.path] = URL.createObjectURL(await gunzip(f.gz, f.type));
  }));

  // The worker first: Pyodide's boot is the long part.
  const workerFile = files.find((f) => f.path === "static/shell/worker.mjs");
  if (!workerFile) throw new Error("eidolon.html: static/shell/worker.mjs is not inlined");
  gunzip(workerFile.gz, "text/javascript").then(async (source) => {
    // A data: URL: Chromium refuses a module worker from a blob: URL of a file: page (origin "null").
    const worker = new Worker(`data:text/javascript;charset=utf-8,${encodeURIComponent(await source.text())}`,
                              { type: "module" });
    /** @type {any[]} */
    const early = [];
    const keep = (/** @type {MessageEvent} */ event) => early.push(event.data);
    worker.addEventListener("message", keep);
    /** @type {Record<string, Blob>} */
    const runtime = {};
    for (const f of files) if (f.worker) runtime[at(f.path)] = f.gz;
    worker.postMessage({ kind: "init", wheel: at(config.wheel), files: runtime });
    window.eidolonBoot = { worker, early, keep };
    return page;
  }).then(async () => {
    /** @type {Record<string, string>} */
    const imports = {};
    for (const [path, url] of Object.entries(urls)) {
      if (/\.m?js$/.test(path)) imports[SITE + path] = imports[at(path)] = url;
    }
    const map = document.createElement("script");
    map.type = "importmap";
    map.textContent = JSON.stringify({ imports });
    document.head.append(map);
    if (document.readyState === "loading") {
      await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
    }
    const main = document.createElement("script");
    main.type = "module";
    main.textContent = `import ${JSON.stringify(SITE + "static/shell/app.mjs")};`;
    document.body.append(main);
  }).catch((err) => {
    console.error("eidolon.html:", err);
    const box = document.getElementById("loading-error");
    if (box) { box.textContent = String(err); box.hidden = false; }
  });
})();
