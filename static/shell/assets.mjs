// @ts-check
// Where the page's own files are (stylesheets, the rules reference): next to index.html on the site,
// or, in the single-file build (site/eidolon.html, docs/site.md), a blob: URL of the copy inlined in it.

/**
 * The URL to load one of the site's files from.
 * @param {string} path its path in the site ("static/shell/builder.css")
 * @returns {string}
 */
export function assetURL(path) {
  return window.eidolonInline?.urls[path] ?? new URL(path, document.baseURI).href;
}
