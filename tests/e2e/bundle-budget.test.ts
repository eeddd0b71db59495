import { gzipSync } from "node:zlib";
import { expect } from "vitest";
import type { Page, Request } from "playwright-core";
import { isHydrated, trackNetwork, url } from "./helpers";
import { test } from "./kit/fixtures";
import { skipLoadingScreen } from "./kit/pages/shell";

/**
 * First-load JavaScript budget of the public pages still delivered as an application (ADR 055): the free
 * tools' pages, gzip level 9. Every other public page is islands, held to 10 KiB by islands.test.ts. A tool's
 * page loads React, React Router, i18next, the shell and its tool at once (158.2 KiB in 31 files on
 * 2026-11-29, the kind of figure every public page had before islands); this keeps it from growing until the
 * tools are islands too, their code loading when a visitor first uses one.
 */
const BUDGET_BYTES = 160 * 1024;
const MAX_FILES = 32;

const isScript = (request: Request) => request.resourceType() === "script" || new URL(request.url()).pathname.endsWith(".js");

async function fetchScript(href: string): Promise<{ raw: number; gzip: number; text: string }> {
  const response = await fetch(href);
  expect(response.status, href).toBe(200);
  const body = Buffer.from(await response.arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, text: body.toString("utf8") };
}

/** A module and the modules it imports statically, as absolute URLs ("./x.js" beside it). */
async function withImports(href: string): Promise<string[]> {
  const { text } = await fetchScript(href);
  return [href, ...[...text.matchAll(/\bfrom\s*"(\.[^"]+\.js)"/g)].map((match) => new URL(match[1] ?? "", href).toString())];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A free tool's page: the one kind of public page still delivered as an application (ADR 055). */
const TOOL_PAGE = "/ar/free-tools/utm-link-builder";

test("an Arabic tool page loads at most 160 KiB of gzipped JavaScript before any interaction; the credibility dialog loads later", async ({
  page,
}) => {
  const scripts: string[] = [];
  let loaded = false;
  let collectorAsked: { href: string; afterLoad: boolean } | undefined;
  page.on("load", () => (loaded = true));
  page.on("request", (request) => {
    if (!isScript(request)) return;
    scripts.push(request.url());
    if (/insights-collector/.test(request.url())) collectorAsked ??= { href: request.url(), afterLoad: loaded };
  });
  const network = trackNetwork(page);
  await page.goto(url(TOOL_PAGE), { waitUntil: "load" });
  // Everything the page asks for without a visitor's touch: its modules (they start after the first paint,
  // ADR 008), then, once React has taken the page over, the code of the sections near the first screen
  // (services, 600 px below it). Counted once the network has been quiet for 1.5 s, however late a busy
  // machine gets there.
  await expect.poll(() => isHydrated(page.locator("header").first()), { timeout: 30_000 }).toBe(true);
  await network.quiet({ quietMs: 1_500, timeout: 30_000 });
  // The Insights collector loads once the page is idle (ADR 022), with the modules only it imports: not
  // first-load code, checked on its own below.
  const collectorHref = scripts.find((href) => /insights-collector/.test(href));
  const collectorModules = collectorHref ? await withImports(collectorHref) : [];
  const beforeCollector = collectorHref ? scripts.slice(0, scripts.indexOf(collectorHref)) : scripts;
  const isCollector = (href: string) => collectorModules.includes(href) && !beforeCollector.includes(href);
  const firstLoad = [...new Set(scripts)].filter((href) => !isCollector(href));
  const origin = new URL(url("/")).origin;
  // Everything comes from the site itself (nothing may reach the internet).
  for (const href of firstLoad) expect(new URL(href).origin, href).toBe(origin);

  const sizes = await Promise.all(firstLoad.map(async (href) => ({ file: new URL(href).pathname, ...(await fetchScript(href)) })));
  sizes.sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
  const rawTotal = sizes.reduce((sum, size) => sum + size.raw, 0);
  const width = Math.max(...sizes.map((size) => size.file.length));
  const table = [
    `First-load JavaScript of ${TOOL_PAGE} (${sizes.length} files, gzip -9):`,
    ...sizes.map((size) => `  ${size.file.padEnd(width)}  ${kib(size.gzip).padStart(10)}  (raw ${kib(size.raw)})`),
    `  ${"total".padEnd(width)}  ${kib(total).padStart(10)}  (raw ${kib(rawTotal)}) of a ${kib(BUDGET_BYTES)} budget`,
  ].join("\n");
  console.log(table);
  // The collection really saw the app: the client entry and React are in it.
  expect(
    firstLoad.some((href) => /entry\.client/.test(href)),
    table,
  ).toBe(true);
  // React, React Router and i18next come as two files (vite.config.ts).
  expect(firstLoad.some((href) => /\/framework-/.test(href))).toBe(true);
  expect(firstLoad.length, table).toBeLessThanOrEqual(MAX_FILES);
  expect(total).toBeGreaterThan(20 * 1024);
  expect(total, table).toBeLessThanOrEqual(BUDGET_BYTES);

  // No icon is drawn by JavaScript: the services' and sectors' icons are one cached SVG file (Lucide's
  // megaphone, the first service's icon, is a path in it and in no script).
  expect(sizes.filter((size) => size.text.includes("M11 6a13 13 0 0 0 8.4-2.8")).map((size) => size.file)).toEqual([]);

  // The collector comes after the page's load event, and is small with what it brings.
  await page.clock.fastForward(6_000);
  await expect.poll(() => collectorAsked, { message: "the Insights collector never loaded" }).toBeTruthy();
  expect(collectorAsked!.afterLoad, "the collector was asked for before the load event").toBe(true);
  const collectorFiles = (await withImports(collectorAsked!.href)).filter((href) => !firstLoad.includes(href));
  const collector = (await Promise.all(collectorFiles.map(fetchScript))).reduce(
    (sum, size) => ({ gzip: sum.gzip + size.gzip, raw: sum.raw + size.raw }),
    {
      gzip: 0,
      raw: 0,
    },
  );
  console.log(`Insights collector (after load, ${collectorFiles.length} files): ${kib(collector.gzip)} gzip (raw ${kib(collector.raw)})`);
  expect(collector.gzip).toBeLessThanOrEqual(2 * 1024);

  // Nor is the owner's preview banner.
  expect(firstLoad.filter((href) => /\/preview-banner-/.test(href))).toEqual([]);

  // The credibility dialog's code is not part of the first load...
  expect(firstLoad.filter((href) => /credibility-dialog/.test(href))).toEqual([]);
  // ...and arrives when the badge is used.
  scripts.length = 0;
  await skipLoadingScreen(page);
  await page.locator('[data-testid="credibility-badge"]').scrollIntoViewIfNeeded();
  await page.locator('[data-testid="credibility-badge"]').click();
  await page.locator('[data-testid="credibility-dialog"]').waitFor({ state: "visible" });
  const later = [...new Set(scripts)];
  expect(
    later.some((href) => /credibility-dialog/.test(href)),
    `scripts loaded on click: ${later.join(", ")}`,
  ).toBe(true);
  for (const href of later) expect(firstLoad).not.toContain(href);
});

// Modules fetched before the first paint are counted in Lighthouse's simulated slow-4G paint times
// (ADR 008). The page is served whole, so its scripts wait for the load event and the browser's first paint
// (on public pages, the first contentful paint: background and text come in the same frame).

/** When the page's scripts were requested, when it loaded and when its first contentful paint came (ms from navigation). */
async function scriptTiming(page: Page) {
  return page.evaluate(() => ({
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
  }));
}

for (const path of [TOOL_PAGE, "/en/free-tools/color-contrast-checker"]) {
  test(`${path}: no script is requested before the page has loaded and shown its first contentful paint, and it still hydrates`, async ({
    openPage,
  }) => {
    // The real clock: Playwright's fake one hides the browser's performance entries.
    const page = await openPage({ clock: false });
    await page.goto(url(path));
    // React takes the page over: its scripts have all been requested by then. (Waiting for the network to be idle
    // instead read no scripts at all on a loaded machine, where they start more than half a second after the load.)
    await expect.poll(() => isHydrated(page.locator("header").first()), { timeout: 10_000 }).toBe(true);
    const timing = await scriptTiming(page);
    expect(timing.firstPaint, "no first contentful paint").toBeGreaterThan(0);
    expect(
      timing.scripts.some((script) => /entry\.client/.test(script.name)),
      JSON.stringify(timing.scripts),
    ).toBe(true);
    const earliest = Math.min(...timing.scripts.map((script) => script.start));
    expect(earliest, `first script at ${earliest} ms, load at ${timing.loaded} ms`).toBeGreaterThanOrEqual(timing.loaded);
    expect(earliest, `first script at ${earliest} ms, first contentful paint at ${timing.firstPaint} ms`).toBeGreaterThanOrEqual(timing.firstPaint!);
  });
}

test("the studio's sign-in page, whose first frame is only a spinner, starts its modules on that paint and shows its form", async ({ openPage }) => {
  const page = await openPage({ clock: false });
  await page.goto(url("/wp-admin/1986"));
  await page.locator("#admin-email").waitFor();
  const { scripts, loaded } = await scriptTiming(page);
  const earliest = Math.min(...scripts.map((script) => script.start));
  expect(earliest).toBeGreaterThanOrEqual(loaded);
  // Started by the paint, not by the 3 s fallback.
  expect(earliest - loaded, `first script ${Math.round(earliest - loaded)} ms after load`).toBeLessThan(3_000);
});
