// @ts-check
// The top bar on a narrow screen (style.css): its tools fold into one menu button; the menu closes
// when one of its tools is used, on Escape, or on a click elsewhere.
const bar = /** @type {HTMLElement} */ (document.querySelector(".topbar"));
const toggle = /** @type {HTMLButtonElement | null} */ (document.getElementById("topbar-menu"));

/** Open or close the folded menu. @param {boolean} open */
function setOpen(open) {
  bar.classList.toggle("open", open);
  toggle?.setAttribute("aria-expanded", String(open));
}

toggle?.addEventListener("click", () => setOpen(!bar.classList.contains("open")));
bar.querySelector(".topbar-tools")?.addEventListener("click", (e) => {
  if (/** @type {Element} */ (e.target).closest("button")) setOpen(false);
});
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && bar.classList.contains("open")) { setOpen(false); toggle?.focus(); }
});
document.addEventListener("pointerdown", (e) => {
  if (bar.classList.contains("open") && !bar.contains(/** @type {Node} */ (e.target))) setOpen(false);
});
