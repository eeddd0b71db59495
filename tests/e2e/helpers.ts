import { expect, inject } from "vitest";
import type { Locator, Page } from "playwright-core";
import arCommon from "../../core/locales/ar/common.json";
import enCommon from "../../core/locales/en/common.json";
import { asShown } from "../support/shipped-facts";

export type Lang = "ar" | "en";
export const langs: Lang[] = ["ar", "en"];
/** The site-wide texts as visitors read them (facts such as {city} written out). */
export const common = { ar: asShown(arCommon, "ar"), en: asShown(enCommon, "en") } as const;

/** The home path of a language: Arabic has no prefix. */
export const homeOf = (lang: Lang) => (lang === "ar" ? "/" : "/en");

/** Owner names seeded as sample settings on a fresh data directory. */
export const ownerNames = {
  ar: { full: "علي حسن", short: "علي" },
  en: { full: "Ali Hassan", short: "Ali" },
} as const;

export function url(path: string): string {
  return new URL(path, inject("baseUrl")).toString();
}

/** Resolves once window.scrollY has stopped changing (smooth scrolling settled). */
export async function waitForScrollEnd(page: Page, { timeout = 10_000 } = {}): Promise<number> {
  const start = Date.now();
  const first = await scrollY(page);
  let last = first;
  let stable = 0;
  while (Date.now() - start < timeout) {
    await new Promise((resolve) => setTimeout(resolve, 80));
    const now = await scrollY(page);
    stable = now === last ? stable + 1 : 0;
    last = now;
    // Settled once it has moved and stood still for three looks; a scroll that has not started yet (a busy
    // machine can take a moment to run the click's handler) is given 1.5 s before standing still counts.
    if (stable >= 3 && (now !== first || Date.now() - start > 1_500)) return now;
  }
  throw new Error(`scrolling did not settle within ${timeout} ms (scrollY ${last})`);
}

/**
 * Waits until the element's top has come to `offset` px below the viewport's top (±2 px) and the scrolling
 * there has settled, failing if it never arrives within the timeout. A busy machine can start a smooth scroll
 * seconds after the click; this waits for where the visitor ends up rather than for the page to stand still.
 */
export async function waitForScrolledTo(page: Page, selector: string, offset: number, { timeout = 15_000 } = {}) {
  const off = async () => Math.abs((await viewportTop(page, selector)) - offset);
  await expect.poll(off, { timeout, interval: 100, message: `${selector} never came to ${offset} px below the top` }).toBeLessThanOrEqual(2);
  await waitForScrollEnd(page);
  expect(await off(), `${selector} did not stay ${offset} px below the top`).toBeLessThanOrEqual(2);
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Jumps (no smooth scrolling) to a vertical position. */
export async function jumpTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
}

export async function jumpToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
}

/** Top of an element relative to the viewport. */
export function viewportTop(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (!element) throw new Error(`no element ${sel}`);
    return element.getBoundingClientRect().top;
  }, selector);
}

export function pathnameOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname);
}

export async function htmlLangDir(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** The text a person sees in an element: text inside visually hidden (sr-only) parts is left out. */
export function visibleText(locator: Locator): Promise<string> {
  return locator.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let text = "";
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent) continue;
      const rect = parent.getBoundingClientRect();
      const style = getComputedStyle(parent);
      if (rect.width <= 1 || rect.height <= 1 || style.visibility !== "visible" || style.display === "none") continue;
      text += node.textContent ?? "";
    }
    return text.replace(/\s+/g, " ").trim();
  });
}

/**
 * Counts the page's requests in flight from now on; `quiet()` resolves once
 * none has been in flight for `quietMs` (lazily loaded code and data arrived).
 */
export function trackNetwork(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return {
    async quiet({ quietMs = 400, timeout = 10_000 } = {}) {
      const start = Date.now();
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() - start > timeout) throw new Error(`network still busy after ${timeout} ms (${inFlight} in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** True once React has attached its handlers to the element (the page is hydrated). */
export const isHydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));

/**
 * The form of a counted text (i18next plural keys "name_one", "name_few"…) that the page shows for
 * this count: CLDR's category for the language, and "_zero" for 0 where the language has one.
 */
export function plural(group: object, name: string, count: number, lang: Lang): string {
  const forms = group as Record<string, string | undefined>;
  const text = (count === 0 ? forms[`${name}_zero`] : undefined) ?? forms[`${name}_${new Intl.PluralRules(lang).select(count)}`];
  if (text === undefined) throw new Error(`no plural form of ${name} for ${count} in ${lang}`);
  return text;
}

/** Fills a translation's {{placeholders}}. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => String(values[key] ?? ""));

/** The text of everything that describes a field (aria-describedby), in order. */
export async function describedBy(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const parts: string[] = [];
  for (const id of ids) parts.push((await page.locator(`[id="${id}"]`).textContent()) ?? "");
  return parts.join(" ");
}
