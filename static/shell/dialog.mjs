// A small modal question (native <dialog>: focus is trapped, Escape cancels). Text only.
//
//   const { choice, value } = await ask({ title, message, input: { label, value }, buttons: [
//     { choice: "rename", label: "Renomear", primary: true }, { choice: "cancel", label: "Cancelar" }] });
//
// Buttons get the id "dialog-<choice>", the text field "dialog-input" (tests use them).
import { el } from "./dom.mjs";

let open = null;

export function ask({ title, message = "", error = "", input = null, textarea = null, buttons }) {
  if (open) open.close("cancel");
  const field = input
    ? el("input", { id: "dialog-input", type: "text", value: input.value ?? "", maxlength: input.maxlength ?? null, autocomplete: "off" })
    : textarea
      ? el("textarea", { id: "dialog-input", rows: String(textarea.rows || 12), cols: "60", spellcheck: "false" })
      : null;
  if (textarea && textarea.value) field.value = textarea.value;
  const dialog = el("dialog", { id: "tool-dialog", class: "tool-dialog", "aria-labelledby": "dialog-title" },
    el("form", { method: "dialog" },
      el("h2", { id: "dialog-title" }, title),
      message ? el("p", { id: "dialog-message" }, message) : null,
      error ? el("p", { id: "dialog-error", class: "error", role: "alert" }, error) : null,
      field ? el("label", { for: "dialog-input" }, (input || textarea).label) : null,
      field,
      el("div", { class: "dialog-buttons" },
        buttons.map((b) => el("button", { id: `dialog-${b.choice}`, value: b.choice, class: b.primary ? "primary" : null,
                                          type: "submit", formnovalidate: true }, b.label)))));
  document.body.append(dialog);
  open = dialog;
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => {
      const value = field ? field.value : null;
      dialog.remove();
      if (open === dialog) open = null;
      resolve({ choice: dialog.returnValue || "cancel", value });
    }, { once: true });
    dialog.addEventListener("cancel", () => { dialog.returnValue = "cancel"; });
    dialog.showModal();
    (field || dialog.querySelector("button.primary") || dialog.querySelector("button")).focus();
    if (field && input) field.select();
  });
}

/** Yes/no confirmation; resolves true for "ok". */
export async function confirmDialog(title, message, okLabel, cancelLabel) {
  const { choice } = await ask({ title, message, buttons: [
    { choice: "ok", label: okLabel, primary: true }, { choice: "cancel", label: cancelLabel }] });
  return choice === "ok";
}
