import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type RunningServer } from "../setup/server";

/**
 * What a phone downloads before the first paint of each public page: the HTML (with its islands' data,
 * ADR 055), one stylesheet and one preloaded font. The JavaScript budgets are the browser tests' (islands.test.ts,
 * bundle-budget.test.ts).
 */
const budgets = {
  /** The page's HTML as sent, gzip -9 (Brotli, which browsers get, is smaller still). */
  htmlGzip: 32 * 1024,
  /** Its islands' data inside it, raw: the texts and content their scripts need (a tool's texts on its page). */
  hydrationData: 52 * 1024,
  /** The one stylesheet, gzip -9. */
  cssGzip: 16 * 1024,
  /** The one preloaded font file (woff2, already compressed), cut to the site's weights (scripts/subset-fonts.ts). */
  font: 34 * 1024,
};

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

test("every public page in the sitemap stays within its budgets", async () => {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(pages.length).toBeGreaterThan(60);
  const assetSize = new Map<string, number>();
  const sizeOf = async (href: string, gzip: boolean) => {
    if (!assetSize.has(href)) {
      const body = Buffer.from(await (await fetch(`${server.url}${href}`)).arrayBuffer());
      assetSize.set(href, gzip ? gzipSync(body, { level: 9 }).length : body.length);
    }
    return assetSize.get(href)!;
  };
  const rows: { page: string; html: number; data: number; islands: boolean; css: number; font: number }[] = [];
  for (const page of pages) {
    const response = await fetch(`${server.url}${page}`);
    expect(response.status, page).toBe(200);
    const html = await response.text();
    // A page of islands loads one boot module and carries no router data; an application page the reverse.
    const islands = /<script type="module" src="\/assets\/island-boot-[^"]+\.js">/.test(html);
    expect(islands && html.includes("__reactRouterContext"), `${page}: islands and the router's data`).toBe(false);
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    const fonts = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
    expect(stylesheets, page).toHaveLength(1);
    expect(fonts, page).toHaveLength(1);
    rows.push({
      page,
      html: gzipSync(html, { level: 9 }).length,
      data: islands
        ? [...html.matchAll(/<script type="application\/json" data-island-props="true">([\s\S]*?)<\/script>/g)].reduce(
            (sum, match) => sum + match[1]!.length,
            0,
          )
        : (/<script>window\.__reactRouterContext[\s\S]*$/.exec(html)?.[0].length ?? 0),
      islands,
      css: await sizeOf(stylesheets[0]!, true),
      font: await sizeOf(fonts[0]!, false),
    });
  }
  const largest = (key: "html" | "data" | "css" | "font") => rows.reduce((top, row) => (row[key] > top[key] ? row : top));
  console.log(
    [
      `Page budgets over ${rows.length} pages (largest page of each):`,
      `  HTML gzip       ${kib(largest("html").html).padStart(9)} of ${kib(budgets.htmlGzip)}  ${largest("html").page}`,
      `  islands' data   ${kib(largest("data").data).padStart(9)} of ${kib(budgets.hydrationData)}  ${largest("data").page}`,
      `  CSS gzip        ${kib(largest("css").css).padStart(9)} of ${kib(budgets.cssGzip)}`,
      `  font            ${kib(largest("font").font).padStart(9)} of ${kib(budgets.font)}  ${largest("font").page}`,
    ].join("\n"),
  );
  for (const row of rows) {
    // Every public page is islands now, the free tools' too (ADR 055).
    expect(row.islands, `${row.page}: a page of islands`).toBe(true);
    expect(row.html, `${row.page}: HTML`).toBeLessThanOrEqual(budgets.htmlGzip);
    expect(row.data, `${row.page}: islands' data`).toBeLessThanOrEqual(budgets.hydrationData);
    expect(row.css, `${row.page}: CSS`).toBeLessThanOrEqual(budgets.cssGzip);
    expect(row.font, `${row.page}: font`).toBeLessThanOrEqual(budgets.font);
  }
});
