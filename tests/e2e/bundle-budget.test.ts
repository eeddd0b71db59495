import { gzipSync } from "node:zlib";
import { expect } from "vitest";
import type { Page, Request } from "playwright-core";
import { isHydrated, url } from "./helpers";
import { test } from "./kit/fixtures";
import { skipLoadingScreen } from "./kit/pages/shell";
import { toolChunksIn } from "./kit/pages/tool-page";

/**
 * What a free tool costs when a visitor first uses it (ADR 055): its page loads the islands' boot module alone
 * (held to 10 KiB with every public page by islands.test.ts); the first touch of the tool brings React, the
 * island's kit (i18next; React Router's hooks are the document's own, islands/router.tsx) and that tool's own
 * code, and nothing of the other tools, the studio, the application's shell or React Router. gzip level 9.
 */
const TOOL_BUDGET_BYTES = 105 * 1024;
const TOOL_MAX_FILES = 20;

const isScript = (request: Request) => request.resourceType() === "script" || new URL(request.url()).pathname.endsWith(".js");

async function fetchScript(href: string): Promise<{ raw: number; gzip: number; text: string }> {
  const response = await fetch(href);
  expect(response.status, href).toBe(200);
  const body = Buffer.from(await response.arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, text: body.toString("utf8") };
}

const all = (hrefs: string[]) => Promise.all(hrefs.map(fetchScript));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const TOOL_PAGE = "/ar/free-tools/utm-link-builder";

test("an Arabic tool's first use loads at most 105 KiB of gzipped JavaScript, its own tool's and no other's; no icon is drawn by script", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (isScript(request)) scripts.push(request.url());
  });
  await page.goto(url(TOOL_PAGE), { waitUntil: "load" });
  await skipLoadingScreen(page);
  const firstLoad = [...new Set(scripts)];
  scripts.length = 0;
  // His first touch of the tool: its code comes and takes over.
  const field = page.locator('[data-testid="utm-url"]');
  await field.click();
  await expect.poll(() => isHydrated(field)).toBe(true);
  const used = [...new Set(scripts)].filter((href) => !firstLoad.includes(href) && !/insights-collector/.test(href));
  const origin = new URL(url("/")).origin;
  for (const href of used) expect(new URL(href).origin, href).toBe(origin);
  const sizes = await Promise.all(used.map(async (href) => ({ file: new URL(href).pathname, ...(await fetchScript(href)) })));
  sizes.sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
  const width = Math.max(...sizes.map((size) => size.file.length));
  const table = [
    `JavaScript of ${TOOL_PAGE}'s tool at its first use (${sizes.length} files, gzip -9):`,
    ...sizes.map((size) => `  ${size.file.padEnd(width)}  ${kib(size.gzip).padStart(10)}  (raw ${kib(size.raw)})`),
    `  ${"total".padEnd(width)}  ${kib(total).padStart(10)} of a ${kib(TOOL_BUDGET_BYTES)} budget`,
  ].join("\n");
  console.log(table);
  expect(
    used.some((href) => /\/island-utm-tool-/.test(href)),
    table,
  ).toBe(true);
  expect(
    used.some((href) => /\/island-react-/.test(href)),
    table,
  ).toBe(true);
  expect(toolChunksIn(used.map((href) => new URL(href).pathname)), table).toEqual(["utm-tool"]);
  // Nothing of the application: no React Router client entry, no studio.
  expect(
    used.filter((href) => /entry\.client|\/admin-|preview-banner/.test(href)),
    table,
  ).toEqual([]);
  // React Router's own message for a hook outside a router is in its code, and in none of these files.
  const routerCode = (await all(used)).filter((script) => script.text.includes("may be used only in the context of a <Router>"));
  expect(routerCode.length, "React Router came with the tool").toBe(0);
  expect(used.length, table).toBeLessThanOrEqual(TOOL_MAX_FILES);
  expect(total, table).toBeLessThanOrEqual(TOOL_BUDGET_BYTES);
  // No icon is drawn by JavaScript: the services' and sectors' icons are one cached SVG file (Lucide's
  // megaphone, the first service's icon, is a path in it and in no script).
  const every = await all([...firstLoad, ...used]);
  expect(every.filter((script) => script.text.includes("M11 6a13 13 0 0 0 8.4-2.8")).length).toBe(0);
});

// Modules fetched before the first paint are counted in Lighthouse's simulated slow-4G paint times (ADR 008):
// the studio's scripts wait for the load event and the browser's first paint.

/** When the page's scripts were requested, and when it loaded (ms from navigation). */
async function scriptTiming(page: Page) {
  return page.evaluate(() => ({
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
  }));
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
