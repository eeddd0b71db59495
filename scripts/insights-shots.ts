// Usage: node scripts/insights-shots.ts <outDir> [events=60000]   (after npm run build)
// Fills a fresh install with 90 days of made-up visits (the benchmark's generator), starts the server
// on it, signs up the owner and screenshots the Insights screen at desktop (1280) and phone (390) width.
import "./source-resolution.ts";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";

// After the resolution hook (a static import is resolved before any code runs, the hook's included).
const { startServer } = await import("../tests/setup/server.ts");
const { signInAsOwner } = await import("../tests/e2e/kit/studio.ts");
const { openDatabase } = await import("../server/db/database.ts");
const { fillInsights } = await import("./insight-events.ts");

const out = process.argv[2] ?? "screenshots/insights";
const events = Number(process.argv[3] ?? 60_000);
mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), "insights-shots-"));
const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pglite"), migrationsDir: path.resolve(import.meta.dirname, "../drizzle") });
await fillInsights(handle.db, { events, days: 90 });
// Some leads of the last weeks, answered and won (issue 45, item 5), for the "From visit to client" tables.
const { leads } = await import("../server/db/schema.ts");
const day = 86_400_000;
const made = [
  ["instagram", "ramadan", "/ar/services/web-design-development-in-baghdad", "won", 1_500_000, "IQD"],
  ["instagram", "ramadan", "/ar/services/web-design-development-in-baghdad", "quote", null, null],
  ["google.com", null, "/ar/articles/how-to", "won", 400, "USD"],
  ["google.com", null, "/en/contact", "replied", null, null],
  ["facebook", "launch", "/", "new", null, null],
  ["direct", null, "/ar/contact", "lost", null, null],
] as const;
await handle.db.insert(leads).values(
  made.map(([source, campaign, pagePath, stage, valueAmount, valueCurrency], index) => ({
    createdAt: new Date(Date.now() - (index + 1) * 3 * day),
    name: `Client ${index + 1}`,
    email: `client${index + 1}@example.com`,
    message: "A website, please.",
    lang: pagePath.startsWith("/en") ? ("en" as const) : ("ar" as const),
    pagePath,
    utm: { ...(source === "direct" || source === "google.com" ? {} : { utm_source: source }), ...(campaign ? { utm_campaign: campaign } : {}) },
    referrer: source === "google.com" ? "https://www.google.com/" : null,
    stage,
    valueAmount,
    valueCurrency,
    repliedAt: stage === "new" ? null : new Date(),
  })),
);
await handle.close();

const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("pageerror", (error) => console.log(`pageerror ${error.message}`));
  await signInAsOwner(page, server.url);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/admin/insights?period=30d&source=instagram`);
    await page.locator('[data-testid="insights-path"]').waitFor();
    await page.waitForTimeout(400);
    // Nothing may be wider than the screen (a table or the chart would make the page scroll sideways).
    const wide = await page.evaluate((limit) => {
      const over = [...document.querySelectorAll("main *")].filter(
        (element) => element.getBoundingClientRect().right > limit + 1 && !element.closest(".sr-only"),
      );
      return over
        .slice(0, 5)
        .map((element) => `${element.tagName}.${String(element.className).slice(0, 50)} → ${Math.round(element.getBoundingClientRect().right)}px`);
    }, width);
    if (wide.length) console.log(`wider than ${width}px:\n  ${wide.join("\n  ")}`);
    await page.screenshot({ path: `${out}/insights-${width}.png`, fullPage: true });
    await page.locator('[data-testid="insights-path"]').screenshot({ path: `${out}/insights-path-${width}.png` });
  }
  await page.goto(`${server.url}/admin/insights?period=today`);
  await page.locator('[data-testid="insights-kpis"]').waitFor();
  await page.screenshot({ path: `${out}/insights-today-1280.png` });
} finally {
  await browser.close();
  await server.stop();
}
