// The public pages as islands (issue 48, ADR 055): what a phone downloads before any interaction on each page
// type, and how long a first tap takes to do what was tapped while the island's code is still to come.
// Usage: npm run bench:islands [-- --runs 5]
// Builds nothing: run `npm run build` first. Starts the production server like bench:pages, and Debian's
// Chromium as the browser tests do. Lighthouse against each page's floor is `npm run bench:lighthouse -- --floor`.
import { parseArgs } from "node:util";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";
import { startProductionServer } from "./production-server.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const runs = Math.max(1, Number(values.runs));

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1366, height: 768 } };

/** The page types, an address of each from the sitemap. */
const types: [string, RegExp][] = [
  ["home", /^\/(en)?$/],
  ["articles", /^\/(ar|en)\/articles$/],
  ["article", /^\/(ar|en)\/articles\/(?!category\/)[^/]+$/],
  ["service", /^\/(ar|en)\/services\/[^/]+$/],
  ["sector", /^\/(ar|en)\/sectors\/[^/]+$/],
  ["about", /^\/(ar|en)\/about$/],
  ["faq", /^\/(ar|en)\/faq$/],
  ["portfolio", /^\/(ar|en)\/portfolio$/],
  ["tool", /^\/(ar|en)\/free-tools\/[^/]+$/],
  ["contact", /^\/(ar|en)\/contact$/],
];

const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

/** A new page of a visit already under way (no loading screen), as a visitor's second page is. */
async function returningPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem("visit-start", String(Date.now())));
  return page;
}

/** Bytes on the wire (compressed as sent) of the page's first load, by kind, until the network is quiet. */
async function firstLoad(context: BrowserContext, address: string) {
  const page = await returningPage(context);
  const bytes = { html: 0, css: 0, js: 0, font: 0, image: 0 };
  const kindOf = (type: string, path: string) =>
    type === "document"
      ? "html"
      : type === "stylesheet"
        ? "css"
        : type === "script" || path.endsWith(".js")
          ? "js"
          : type === "font"
            ? "font"
            : type === "image"
              ? "image"
              : null;
  const pending: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    const kind = kindOf(request.resourceType(), new URL(request.url()).pathname);
    if (!kind) return;
    pending.push(
      request.sizes().then((sizes) => {
        bytes[kind] += sizes.responseBodySize;
      }),
    );
  });
  await page.goto(address, { waitUntil: "networkidle" });
  await Promise.all(pending);
  await page.close();
  return bytes;
}

type Tap = { name: string; device: typeof phone | typeof desktop; path: (lang: "ar" | "en") => string; target: string; result: string };

/** Each island's first tap, and what the visitor sees when it has done what he tapped. */
const taps: Tap[] = [
  {
    name: "menu (phone)",
    device: phone,
    path: (lang) => (lang === "ar" ? "/ar/faq" : "/en/faq"),
    target: "header button[aria-controls]",
    result: "menu",
  },
  { name: "theme list", device: desktop, path: (lang) => `/${lang}/faq`, target: '[data-testid="theme-button"]', result: "theme" },
  {
    name: "tool tab (phone)",
    device: phone,
    path: (lang) => (lang === "ar" ? "/ar/free-tools/website-speed-test" : "/en/free-tools/website-speed-test"),
    target: '[data-testid="speed-tab-internet"]',
    result: "tab",
  },
  { name: "contact form", device: desktop, path: (lang) => `/${lang}/contact`, target: 'main form [name="name"]', result: "form" },
];

/** Milliseconds from the tap's pointerdown to the result on screen, measured in the page. */
async function tapToResult(context: BrowserContext, base: string, tap: Tap, lang: "ar" | "en") {
  const page = await returningPage(context);
  await page.goto(`${base}${tap.path(lang)}`, { waitUntil: "networkidle" });
  const measured = page.evaluate(
    ({ target, result }) =>
      new Promise<number>((resolve) => {
        const element = document.querySelector<HTMLElement>(target)!;
        const isReact = (node: Element | null) => !!node && Object.keys(node).some((key) => key.startsWith("__reactProps"));
        const done = () => {
          if (result === "menu") return element.getAttribute("aria-expanded") === "true";
          if (result === "theme")
            return element.getAttribute("aria-expanded") === "true" && !!document.activeElement?.closest('[data-island="theme"]');
          if (result === "tab") {
            const tab = document.querySelector(target);
            return tab?.getAttribute("aria-selected") === "true" && isReact(tab);
          }
          return isReact(document.querySelector("main form"));
        };
        addEventListener(
          "pointerdown",
          () => {
            const start = performance.now();
            const check = () => {
              if (!done()) return;
              observer.disconnect();
              resolve(performance.now() - start);
            };
            const observer = new MutationObserver(check);
            observer.observe(document.body, { subtree: true, childList: true, attributes: true });
            document.addEventListener("focusin", check);
          },
          { capture: true, once: true },
        );
      }),
    { target: tap.target, result: tap.result },
  );
  // Settled before the tap (a tap that fails must not leave the page's promise behind).
  const ms = await Promise.all([
    measured,
    "hasTouch" in tap.device ? page.locator(tap.target).first().tap() : page.locator(tap.target).first().click(),
  ]).then(([value]) => value);
  await page.close();
  return ms;
}

const site = await startProductionServer();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  console.log(
    `First load on a phone before any interaction (KiB of bodies on the wire, compressed as sent, headers not counted; median of ${runs}):`,
  );
  console.log(`  ${"page".padEnd(36)} ${"HTML".padStart(6)} ${"CSS".padStart(6)} ${"JS".padStart(6)} ${"fonts".padStart(6)} ${"images".padStart(6)}`);
  for (const [type, form] of types) {
    for (const lang of ["ar", "en"] as const) {
      const path =
        type === "home" ? (lang === "ar" ? "/" : "/en") : paths.find((candidate) => candidate.startsWith(`/${lang}/`) && form.test(candidate));
      if (!path) continue;
      const samples: Awaited<ReturnType<typeof firstLoad>>[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext(phone);
        samples.push(await firstLoad(context, `${site.base}${path}`));
        await context.close();
      }
      const of = (kind: keyof (typeof samples)[number]) => kib(median(samples.map((sample) => sample[kind])));
      console.log(
        `  ${`${type} (${lang})`.padEnd(12)} ${decodeURI(path).slice(0, 23).padEnd(23)} ${of("html")} ${of("css")} ${of("js")} ${of("font")} ${of("image")}`,
      );
    }
  }
  console.log(`\nFirst tap to its result, the island's code not yet loaded (ms, median of ${runs} [fastest-slowest]; target 100):`);
  for (const tap of taps) {
    for (const lang of ["ar", "en"] as const) {
      const samples: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext(tap.device);
        samples.push(await tapToResult(context, site.base, tap, lang));
        await context.close();
      }
      const sorted = [...samples].sort((a, b) => a - b);
      console.log(
        `  ${`${tap.name} (${lang})`.padEnd(24)} ${median(samples).toFixed(0).padStart(5)}  [${sorted[0]!.toFixed(0)}-${sorted.at(-1)!.toFixed(0)}]`,
      );
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
