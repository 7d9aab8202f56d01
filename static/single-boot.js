// @ts-check
// Boot of the page in the single-file build (site/eidolon.html; docs/site.md, "The single file"). The
// worker is running already (static/single-early.js, at the top of <head>, has sent it the runtime's
// files); build_site.py inlines every other file of the site into the page as
//   <script type="application/x-eidolon-file" data-path="static/shell/app.mjs" data-type="text/javascript">
//           gzip-compressed bytes in base64 (a script element)
// and this classic script, after them in <head>, makes the page run with nothing fetched:
// - every one of those files becomes a blob: URL (window.eidolonInline.urls; static/shell/assets.mjs reads it);
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

  /** @type {{path: string, type: string, gz: Blob}[]} */
  const files = [];
  for (const node of document.querySelectorAll('script[type="application/x-eidolon-file"]')) {
    const data = /** @type {HTMLElement} */ (node).dataset;
    files.push({ path: data.path || "", type: data.type || "", gz: new Blob([bytes(node.textContent || "")]) });
    node.remove();   // the text is in the Blob now
  }
  const at = (/** @type {string} */ path) => new URL(path, document.baseURI).href;

  /** @type {Record<string, string>} */
  const urls = {};
  window.eidolonInline = { urls };
  Promise.all(files.map(async (f) => {
    urls[f.path] = URL.createObjectURL(await gunzip(f.gz, f.type));
  })).then(async () => {
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
