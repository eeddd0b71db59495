/** What to do for a press that came before an island was up (its own listeners were not there yet). */
export type Replay = (target: Element) => void;

/**
 * An island's module (ADR 055): it takes over its element, which the server rendered, and may return what
 * to do for the click that woke it; or a promise of that, when it is up only later (a tool whose own code comes
 * after its island's): the boot module holds the presses on it until then.
 */
export type Island = (element: HTMLElement) => Replay | void | Promise<Replay | void>;

/** Calls `close` on Escape, and on a press or a focus outside `inside`, while `isOpen()`. */
export function dismissible(inside: HTMLElement, isOpen: () => boolean, close: (escaped: boolean) => void) {
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && isOpen()) close(true);
  });
  document.addEventListener("pointerdown", (event) => {
    if (isOpen() && !inside.contains(event.target as Node)) close(false);
  });
  inside.addEventListener("focusout", (event) => {
    const next = event.relatedTarget;
    // A click inside moves focus to nothing (relatedTarget null): that is not leaving.
    if (isOpen() && next instanceof Node && !inside.contains(next)) close(false);
  });
}

/** How long a press waits for an island's code before a form the server can answer is sent as without script. */
export const ISLAND_PATIENCE_MS = 3000;

/**
 * Sends the form `pressed` is (or whose submit button it is) as it goes without script, when the server answers
 * it (it names its action or method: a tool whose results the server can render). Any other form is left
 * alone: it has nothing to go to, and sending it would only lose what he typed.
 */
export function sendWithoutScript(pressed: Element) {
  const button = pressed.closest("button");
  const form = pressed instanceof HTMLFormElement ? pressed : button?.form;
  if (!form || !(form.hasAttribute("action") || form.hasAttribute("method"))) return;
  form.requestSubmit(button?.form === form && button.type === "submit" ? button : undefined);
}
