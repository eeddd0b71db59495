/**
 * A visit is a browser tab's session (ADR 055): the head script (themeInitScript) writes when it started on
 * its first page and marks every later page `<html data-visit="returning">`, so the loading screen shows at
 * the start of a visit only, and the assistant appears 20 s after the visit started, not after each page.
 */
export const VISIT_START_KEY = "visit-start";

/** Run in the head before first paint (its source is inlined there): self-contained on purpose. */
export function markVisit(root: HTMLElement) {
  try {
    const storage = window.sessionStorage;
    if (storage.getItem("visit-start")) root.setAttribute("data-visit", "returning");
    else storage.setItem("visit-start", String(Date.now()));
  } catch {
    // No storage: every page is the start of a visit, as before.
  }
}

/** Whether this page is not the first of the visit (the loading screen stays hidden). */
export const isReturningVisit = () => document.documentElement.getAttribute("data-visit") === "returning";

/** Milliseconds since the visit started; since this page's navigation when storage is unavailable. */
export function visitElapsed(): number {
  try {
    const start = Number(sessionStorage.getItem(VISIT_START_KEY));
    if (start > 0) return Math.max(0, Date.now() - start);
  } catch {
    // Storage blocked: fall back to this page.
  }
  return performance.now();
}
