import { socialNetworks, type SocialNetwork } from "#core/catalogue/social-networks";
import { languageFromPath } from "#core/i18n/languages";
import type { Device, InsightEvent, TapArea, TapChannel } from "#core/insights/insight-wire";
import { insightEventName, type QueuedEvent, type TrackedEvent } from "./insights";

/**
 * The page's collector (ADR 022), loaded once the page is idle. It keeps
 * nothing in the browser: no cookie, no storage, no identifier. It sends
 * each event with `navigator.sendBeacon` and listens for contact taps,
 * profile links and the language toggle itself, so components need no code
 * for them. A visitor asking not to be tracked (Do Not Track, Global
 * Privacy Control) is not: nothing is listened to or sent.
 */
export function startInsights() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === "1" || nav.globalPrivacyControl === true) {
    window.__insights = [];
    return;
  }
  let first = true;
  /** Steps already sent for this page view (a tool is "used" once, not at every key). */
  const sentForPage = new Set<string>();

  const send = (event: InsightEvent) => {
    const body = JSON.stringify(event);
    if (!nav.sendBeacon?.("/api/insights", body))
      void fetch("/api/insights", { method: "POST", body, keepalive: true, headers: { "Content-Type": "text/plain" } }).catch(() => {});
  };

  const emit = ({ event, path }: QueuedEvent) => {
    const lang = languageFromPath(path);
    if (event.type === "view") {
      sentForPage.clear();
      send({ type: "view", path, lang, device: device(), theme: theme(), ...(first ? landing() : {}) });
      first = false;
      return;
    }
    const once = event.type === "tool" || event.type === "form" ? `${event.type}:${"tool" in event ? event.tool : ""}:${event.step}` : undefined;
    if (once) {
      if (sentForPage.has(once)) return;
      sentForPage.add(once);
    }
    send({ ...event, path, lang } as InsightEvent);
  };

  // Every report waits in the queue until this takes it (`track` then says so with an event).
  const drain = () => {
    const queue = window.__insights ?? [];
    window.__insights = [];
    for (const queued of queue) emit(queued);
  };
  window.addEventListener(insightEventName, drain);
  drain();

  const report = (event: TrackedEvent) => emit({ event, path: window.location.pathname });
  document.addEventListener(
    "click",
    (click) => {
      const target = click.target as Element | null;
      if (target?.closest?.("[data-insights-tool] button")) firstInput(click);
      const link = target?.closest?.("a[href]");
      if (!link) return;
      if (link.closest("[data-insights='language']")) return report({ type: "language" });
      const href = link.getAttribute("href") ?? "";
      const channel = channelOf(href);
      if (channel) return report({ type: "tap", channel, area: areaOf(link) });
      const network = networkOf(href);
      if (network) report({ type: "social", network });
    },
    { capture: true },
  );
  // A tool is "used" at its first input; the contact form is "started" at its first field.
  const firstInput = (event: Event) => {
    const target = event.target as Element | null;
    const tool = target?.closest?.("[data-insights-tool]")?.getAttribute("data-insights-tool");
    if (tool) report({ type: "tool", tool, step: "used" } as TrackedEvent);
    else if (target?.closest?.("form[data-insights-form='contact']")) report({ type: "form", step: "started" });
  };
  document.addEventListener("input", firstInput, { capture: true });
  document.addEventListener("submit", firstInput, { capture: true });
}

function device(): Device {
  const width = window.innerWidth;
  return width < 640 ? "mobile" : width < 1024 ? "tablet" : "desktop";
}

function theme(): string {
  const cls = Array.from(document.documentElement.classList).find((name) => name.startsWith("theme-"));
  return cls === "theme-dark-blue" ? "dark-blue" : cls === "theme-dark-green" ? "dark-green" : "dark";
}

/** Where the visit came from: the outside site's host and the campaign of the first page (never a full address). */
function landing(): Pick<Extract<InsightEvent, { type: "view" }>, "referrer" | "utm"> {
  const out: Pick<Extract<InsightEvent, { type: "view" }>, "referrer" | "utm"> = {};
  try {
    if (document.referrer) {
      const from = new URL(document.referrer);
      if (from.host !== window.location.host && /^[a-z0-9.-]+$/.test(from.hostname)) out.referrer = from.hostname.slice(0, 120);
    }
  } catch {
    // An unreadable referrer is no referrer.
  }
  const params = new URLSearchParams(window.location.search);
  const utm: NonNullable<typeof out.utm> = {};
  for (const key of ["source", "medium", "campaign"] as const) {
    const value = params.get(`utm_${key}`)?.trim().slice(0, 100);
    if (value && !/[\u0000-\u001f\u007f]/.test(value)) utm[key] = value;
  }
  if (Object.keys(utm).length) out.utm = utm;
  return out;
}

function channelOf(href: string): TapChannel | undefined {
  if (href.startsWith("tel:")) return "call";
  if (href.startsWith("mailto:")) return "email";
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)) return "whatsapp";
  if (/^https:\/\/(t\.me|telegram\.me)\//.test(href)) return "telegram";
  return undefined;
}

function networkOf(href: string): SocialNetwork | undefined {
  let host: string;
  try {
    host = new URL(href, window.location.href).hostname;
  } catch {
    return undefined;
  }
  return (Object.keys(socialNetworks) as SocialNetwork[]).find((network) => (socialNetworks[network].hosts as readonly string[]).includes(host));
}

function areaOf(link: Element): TapArea {
  const named = link.closest("[data-insights-area]")?.getAttribute("data-insights-area");
  if (named === "assistant" || named === "contact") return named;
  if (link.closest("footer")) return "footer";
  if (link.closest("#contact") || /\/contact\/?$/.test(window.location.pathname)) return "contact";
  return "page";
}
