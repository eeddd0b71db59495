import { socialNetworks } from "#core/catalogue/social-networks";
import { languageFromPath } from "#core/i18n/languages";
import type { InsightEvent, TapChannel } from "#core/insights/insight-wire";
import { insightEventName, type QueuedEvent, type TrackedEvent } from "./insights";

/**
 * The page's collector (ADR 022), loaded once the page is idle. It keeps
 * nothing in the browser: no cookie, no storage, no identifier. It sends
 * each event with `navigator.sendBeacon` and listens for contact taps,
 * profile links and the language toggle itself, so components need no code
 * for them. A visitor asking not to be tracked (Do Not Track, Global
 * Privacy Control) is not: nothing is listened to or sent. The server
 * checks every field again; this stays small rather than careful.
 */
export function startInsights() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === "1" || nav.globalPrivacyControl) return void (window.__insights = []);
  let first = true;
  /** Steps already sent for this page view (a tool is "used" once, not at every key). */
  let sent = new Set<string>();

  const emit = ({ event, path }: QueuedEvent) => {
    const body: Record<string, unknown> = { ...event, path, lang: languageFromPath(path) };
    if (event.type === "view") {
      sent = new Set();
      const width = innerWidth;
      body.device = width < 640 ? "mobile" : width < 1024 ? "tablet" : "desktop";
      body.theme = /theme-(dark-\w+)/.exec(document.documentElement.className)?.[1] ?? "dark";
      if (first) Object.assign(body, landing());
      first = false;
    } else if (event.type === "tool" || event.type === "form") {
      const once = JSON.stringify(event);
      if (sent.has(once)) return;
      sent.add(once);
    }
    nav.sendBeacon("/api/insights", JSON.stringify(body as InsightEvent));
  };
  // Every report waits in the queue until this takes it (`track` then says so with an event).
  const drain = () => {
    const queue = window.__insights ?? [];
    window.__insights = [];
    queue.forEach(emit);
  };
  addEventListener(insightEventName, drain);
  drain();

  const report = (event: TrackedEvent) => emit({ event, path: location.pathname });
  // A tool is "used" at its first input or button; the contact form is "started" at its first field.
  const used = (event: Event) => {
    const target = event.target as Element;
    const tool = target.closest?.("[data-insights-tool]")?.getAttribute("data-insights-tool");
    if (tool) report({ type: "tool", tool, step: "used" } as TrackedEvent);
    else if (target.closest?.("[data-insights-form]")) report({ type: "form", step: "started" });
  };
  for (const type of ["input", "submit"]) document.addEventListener(type, used, true);
  document.addEventListener(
    "click",
    (click) => {
      const target = click.target as Element;
      if (target.closest?.("[data-insights-tool] button")) used(click);
      const link = target.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link) return;
      if (link.closest("[data-insights=language]")) return report({ type: "language" });
      const channel = channels.find(([pattern]) => pattern.test(link.href))?.[1];
      const area =
        link.closest("[data-insights-area]")?.getAttribute("data-insights-area") ??
        (link.closest("footer") ? "footer" : link.closest("#contact") || /\/contact$/.test(location.pathname) ? "contact" : "page");
      if (channel) return report({ type: "tap", channel, area } as TrackedEvent);
      const network = Object.entries(socialNetworks).find(([, { hosts }]) => (hosts as readonly string[]).includes(link.hostname))?.[0];
      if (network) report({ type: "social", network } as TrackedEvent);
    },
    true,
  );
}

const channels: [RegExp, TapChannel][] = [
  [/^tel:/, "call"],
  [/^mailto:/, "email"],
  [/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, "whatsapp"],
  [/^https:\/\/(t|telegram)\.me\//, "telegram"],
];

/** Where the visit came from: the outside site's host and the campaign of the first page (never a full address). */
function landing() {
  const out: { referrer?: string; utm?: Record<string, string> } = {};
  const from = document.referrer && new URL(document.referrer);
  if (from && from.host !== location.host) out.referrer = from.hostname;
  const params = new URLSearchParams(location.search);
  const utm: Record<string, string> = {};
  for (const key of ["source", "medium", "campaign"]) {
    const value = params.get(`utm_${key}`)?.trim().slice(0, 100);
    if (value) utm[key] = value;
  }
  if (Object.keys(utm).length) out.utm = utm;
  return out;
}
