/**
 * An island's module (ADR 055): it takes over its element, which the server rendered, and may return what
 * to do for the click that woke it (its own listeners were not there yet when that click came).
 */
export type Island = (element: HTMLElement) => ((target: Element) => void) | void;

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
