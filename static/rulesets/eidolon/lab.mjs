// Laboratório (balance lab): open a results file of `python -m eidolon balance` and show its report.
// The report HTML is built in the worker by the same Python code as the command line (bridge op
// balance_report) and shown in a sandboxed iframe (srcdoc, no scripts). A second, optional file is
// the "before" run for paired before/after comparisons. Errors name the file and the line at fault.
//
// app.mjs calls initLab({ notice, errorText }) once, after initTools: it adds its entry to the top bar's
// "Mais" menu (a designer's tool, out of the main bar). The report takes the app's dark colours.
import { call } from "../../shell/bridge.mjs";
import { clear, el, show } from "../../shell/dom.mjs";
import { t } from "../../shell/i18n.mjs";
import { moreMenu, rendered } from "../../shell/tools.mjs";

const ID = "screen-lab";
const MAX_BYTES = 64 * 1024 * 1024;
const L = { files: { main: null, before: null }, html: "", returnTo: "screen-start", ctx: { errorText: String } };

function lang() { return document.documentElement.lang === "en" ? "en" : "pt"; }

async function readText(file) {
  if (file.size > MAX_BYTES) throw new Error(t("lab.too_big", { name: file.name, mb: MAX_BYTES / 1024 / 1024 }));
  return file.text();
}

function setStatus(text, kind) {
  const box = document.getElementById("lab-status");
  if (!box) return;
  box.hidden = !text;
  box.textContent = text || "";
  box.setAttribute("role", kind === "error" ? "alert" : "status");
  box.dataset.kind = kind || "";
}

async function build() {
  const main = L.files.main;
  if (!main) return;
  const frame = document.getElementById("lab-report");
  setStatus(t("lab.working", { name: main.name }), "info");
  let text, before;
  try {
    text = await readText(main);
    before = L.files.before ? await readText(L.files.before) : undefined;
  } catch (err) {
    console.warn("reading the results file:", err);      // the browser's own words, English only: not shown
    setStatus(t("lab.read_failed"), "error");
    return;
  }
  try {
    const req = { text, lang: lang(), theme: "dark" };
    if (before !== undefined) req.before = before;
    const out = await call("balance_report", req);
    L.html = out.html;
    frame.srcdoc = out.html;
    frame.hidden = false;
    setStatus(t("lab.shown", { name: main.name, n: out.games }), "info");
  } catch (err) {
    L.html = "";
    frame.removeAttribute("srcdoc");
    frame.hidden = true;
    setStatus(L.ctx.errorText(err), "error");
  }
  rendered("lab");
}

function picker(id, key, slot) {
  const input = el("input", { type: "file", id: `${id}-file`, hidden: true, accept: ".jsonl,.json,.txt,application/json,text/plain" });
  input.addEventListener("change", () => {
    const f = input.files[0];
    input.value = "";
    if (!f) return;
    L.files[slot] = f;
    document.getElementById(`${id}-name`).textContent = f.name;
    build();
  });
  return el("span", { class: "lab-pick" },
    el("button", { type: "button", id, onclick: () => input.click() }, t(key)), input,
    el("span", { id: `${id}-name`, class: "hint" }, L.files[slot] ? L.files[slot].name : ""));
}

function render(root) {
  clear(root);
  root.append(
    el("div", { class: "tool-head" },
      el("h2", {}, t("lab.title")),
      el("p", { class: "hint" }, t("lab.hint")),
      el("span", { class: "tool-nav" },
        el("button", { type: "button", id: "lab-back", onclick: close }, t("tools.back")))),
    el("p", {}, picker("lab-open", "lab.open", "main"), " ", picker("lab-before", "lab.before", "before")),
    el("div", { id: "lab-status", class: "tool-status", role: "status", hidden: true }),
    el("iframe", { id: "lab-report", title: t("lab.report"), sandbox: "", hidden: !L.html,
                   style: "width:100%;height:75vh;border:1px solid #44445a;border-radius:6px;background:#16161d" }));
  if (L.html) document.getElementById("lab-report").srcdoc = L.html;
}

function open() {
  const from = document.querySelector("main > .screen:not([hidden])")?.id;
  if (from && from !== ID) L.returnTo = from;
  const root = document.getElementById(ID);
  render(root);
  show(ID);
  rendered("lab");
  document.getElementById("lab-open").focus();
}

function close() {
  if (L.ctx.back) L.ctx.back(L.returnTo);
  else show(L.returnTo);
}

export function initLab({ notice, errorText, back }) {
  Object.assign(L.ctx, { notice, errorText: errorText || String, back });
  const main = document.getElementById("app");
  if (!document.getElementById(ID)) main.append(el("section", { id: ID, class: "screen tool-screen", hidden: true }));
  if (!document.getElementById("open-lab")) {
    moreMenu().append(el("button", { type: "button", id: "open-lab", "data-i18n": "lab.button", onclick: open }, t("lab.button")));
  }
  document.getElementById("lang-toggle").addEventListener("click", () => {
    const root = document.getElementById(ID);
    if (root.hidden) return;
    render(root);
    if (L.files.main) build();
    else rendered("lab");
  });
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && !document.getElementById(ID).hidden) close();
  });
}
