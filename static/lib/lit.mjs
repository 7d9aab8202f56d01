// The page's rendering library: lit-html, vendored at build time from node_modules/lit-html
// (pinned in package.json; build_site.py copies it to vendor/lit-html/). Templates render values
// as text and attributes, never as markup, so card names and texts from files stay inert.
export { html, nothing, render, svg } from "../../vendor/lit-html/lit-html.js";
export { repeat } from "../../vendor/lit-html/directives/repeat.js";
export { classMap } from "../../vendor/lit-html/directives/class-map.js";
export { live } from "../../vendor/lit-html/directives/live.js";
export { ifDefined } from "../../vendor/lit-html/directives/if-defined.js";
export { ref, createRef } from "../../vendor/lit-html/directives/ref.js";
export { styleMap } from "../../vendor/lit-html/directives/style-map.js";
