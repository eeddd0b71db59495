// Usage: node scripts/settings-shots.ts <outDir>   (after npm run build)
// Signs up the owner on a fresh install, saves a new phone into the draft and screenshots the
// settings screen (draft bar, unpublished mark, the immediate notification address) at 1366 and 390 px,
// then the History screen after publishing it.
import "./source-resolution.ts";
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";
import { startServer } from "../tests/setup/server.ts";
import { publishDraft, signInAsOwner, toastTitled } from "../tests/e2e/kit/studio.ts";

const out = process.argv[2] ?? "screenshots/settings";
mkdirSync(out, { recursive: true });
const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  page.on("pageerror", (error) => console.log(`pageerror ${error.message}`));
  await signInAsOwner(page, server.url);
  await page.goto(`${server.url}/admin/settings`);
  await page.waitForSelector('[data-testid="settings-form"]');
  await page.getByRole("textbox", { name: /^Phone/ }).fill("0781 234 5678");
  await page.getByRole("button", { name: "Save settings" }).click();
  await toastTitled(page, "Settings saved");
  await page.getByText("Not published").first().waitFor();
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    if (wide) console.log(`wider than ${width}px`);
    await page.screenshot({ path: `${out}/settings-draft-${width}.png`, fullPage: false });
    await page.locator("#setting-notifyEmail").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/settings-notify-${width}.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await publishDraft(page);
  await page.goto(`${server.url}/admin/history`);
  await page.locator('[data-testid="revision"][data-id="2"]').waitFor();
  await page.screenshot({ path: `${out}/history-1366.png` });
  for (const [path, name] of [
    ["/", "ar"],
    ["/en", "en"],
  ] as const) {
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${server.url}${path}#contact`);
    await visitor.waitForTimeout(1500);
    await visitor.screenshot({ path: `${out}/home-contact-${name}-390.png` });
    await visitor.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
