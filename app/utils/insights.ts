import type { InsightEvent } from "#core/insights/insight-wire";

/** An event as a component reports it: the collector adds the page and its language. */
export type TrackedEvent = InsightEvent extends infer E ? (E extends InsightEvent ? Omit<E, "path" | "lang"> : never) : never;

export type QueuedEvent = { event: TrackedEvent | { type: "view" }; path: string };

declare global {
  interface Window {
    /** Events reported before the collector has loaded (it loads once the page is idle). */
    __insights?: QueuedEvent[];
  }
}

/** The DOM event the collector listens for. */
export const insightEventName = "site:insight";

/**
 * Reports what a visitor did (ADR 022). Costs nothing when the collector is
 * not running (Do Not Track, Global Privacy Control, not loaded yet): the
 * event waits in a short queue, then it is sent or dropped.
 */
export function track(event: TrackedEvent | { type: "view" }) {
  if (typeof window === "undefined") return;
  // A page the browser prerendered for a link he has not opened yet (ADR 055) is counted when he opens it.
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", () => track(event), { once: true });
    return;
  }
  const queued: QueuedEvent = { event, path: window.location.pathname };
  const queue = (window.__insights ??= []);
  if (queue.length < 50) queue.push(queued);
  window.dispatchEvent(new Event(insightEventName));
}

/** The free tool on this page has shown its result (the tool is named by its page: `data-insights-tool`). */
export function toolCompleted() {
  if (typeof document === "undefined") return;
  const tool = document.querySelector("[data-insights-tool]")?.getAttribute("data-insights-tool");
  if (tool) track({ type: "tool", tool, step: "completed" } as TrackedEvent);
}
