/**
 * Moving a visitor's work from the server's markup of an island to the application's (ADR 055): the same
 * component drew both from the same address, so their fields and controls come in the same order.
 */

const fieldSelector = "input, select, textarea";
const controlSelector = "a[href], button, input, select, textarea, summary";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const fieldsOf = (root: Element) => [...root.querySelectorAll<Field>(fieldSelector)];

/** Sets a field's value as typing would, so the component's own state follows (React listens to input). */
function setValue(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/** Gives each field of `to` what the visitor typed, chose or ticked in the same field of `from`. */
export function carryFields(from: Element, to: Element) {
  const before = fieldsOf(from);
  fieldsOf(to).forEach((field, index) => {
    const old = before[index];
    if (!old || old.tagName !== field.tagName) return;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if ((old as HTMLInputElement).checked !== field.checked) field.click();
    } else if (!(field instanceof HTMLInputElement && field.type === "file") && old.value !== field.value) {
      setValue(field, old.value);
    }
  });
}

/** Where the focus is in `root`, by the field's place and, in a text, the cursor's. */
export function focusIn(root: Element) {
  const active = document.activeElement;
  if (!active || !root.contains(active)) return null;
  const index = fieldsOf(root).indexOf(active as Field);
  if (index < 0) return null;
  const field = active as Field;
  const range = "selectionStart" in field ? safeSelection(field) : null;
  return { index, range };
}

function safeSelection(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd];
  } catch {
    return null; // a field without a text cursor (a checkbox, a colour)
  }
}

/** Puts the focus (and the cursor) back where `focusIn` found it, in `root`'s field at the same place. */
export function restoreFocus(root: Element, focus: ReturnType<typeof focusIn>) {
  const field = focus && fieldsOf(root)[focus.index];
  if (!field) return;
  field.focus();
  if (focus.range && "setSelectionRange" in field) {
    try {
      field.setSelectionRange(...focus.range);
    } catch {
      // a type with no cursor
    }
  }
}

/** `root`'s controls (links, buttons, fields), in order. */
export const controlsOf = (root: Element) => [...root.querySelectorAll<HTMLElement>(controlSelector)];

/** The place of the control `target` is in, among `controls` (-1: none). */
export const controlIndex = (controls: Element[], target: Element) => {
  const control = target.closest(controlSelector);
  return control ? controls.indexOf(control) : -1;
};

/** Does, in `root`, what a press on the control at `index` does: it takes the focus (a tab is chosen), then the click. */
export function pressControl(root: Element, index: number) {
  const control = index < 0 ? null : controlsOf(root)[index];
  if (!control) return;
  control.focus();
  control.click();
}
