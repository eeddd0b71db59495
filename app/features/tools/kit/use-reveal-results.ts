import { useEffect, useRef, type FormEvent } from "react";

/** Scrolls an element to the top of the view unless its top is already comfortably visible. */
export function scrollIntoViewIfHidden(element: HTMLElement | null) {
  if (!element) return;
  const top = element.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight * 0.5) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
}

/**
 * On a phone the results start below the form: after a submit, bring their
 * heading into view once rendered. Not after "new set" (a submit button
 * named `set` beside the results), where the visitor already is. Call the
 * returned function from the form's submit handler.
 */
export function useRevealResults(headingId: string): (event: FormEvent<HTMLFormElement>) => void {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    scrollIntoViewIfHidden(document.getElementById(headingId));
  });
  return (event) => {
    pending.current = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") !== "set";
  };
}
