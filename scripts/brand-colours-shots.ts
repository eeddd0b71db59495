// Usage: node scripts/brand-colours-shots.ts <outDir>   (after npm run build)
// His brand colours (ADR 042): the studio section with a failing colour adjusted, then the site in a teal and a
// yellow theme (and the light variant), in Arabic and English at 390 and 1366 px, for a visitor who never chose.
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";
import { startServer } from "../tests/setup/server.ts";
import { signInAsOwner } from "../tests/e2e/kit/studio.ts";

const out = process.argv[2] ?? "screenshots/brand-colours";
mkdirSync(out, { recursive: true });
const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions());
const waitToast = (page: Page, title: string) =>
  page.locator('[data-testid="admin-toast-title"]', { hasText: title }).last().waitFor({ timeout: 30_000 });

async function publishColour(page: Page, primary: string, light = false) {
  await page.goto(`${server.url}/admin/brand`);
  const section = page.getByRole("region", { name: "Brand colours" });
  await section.getByRole("textbox", { name: "Main colour", exact: true }).fill(primary);
  const box = section.getByRole("checkbox");
  if ((await box.isChecked()) !== light) await box.click();
  await section.getByRole("button", { name: "Save to draft" }).click();
  await waitToast(page, "Brand colours saved in the draft");
  await page.click('[data-testid="draft-publish"]');
  await waitToast(page, "Published");
}

async function visitorShots(name: string, stored?: string) {
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
    const page = await context.newPage();
    if (stored) await page.addInitScript((value) => localStorage.setItem("theme", value), stored);
    for (const [lang, path] of [
      ["ar", "/"],
      ["en", "/en"],
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForTimeout(4800);
      await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png` });
    }
    await context.close();
  }
}

try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 1000 } });
  await signInAsOwner(page, server.url);
  await page.goto(`${server.url}/admin/brand`);
  const section = page.getByRole("region", { name: "Brand colours" });
  await section.getByRole("textbox", { name: "Main colour", exact: true }).fill("#1e1b4b");
  await section.getByTestId("theme-adjusted").first().waitFor();
  await page.screenshot({ path: `${out}/studio-adjusted-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${out}/studio-adjusted-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 1000 });

  await publishColour(page, "#14b8a6");
  await visitorShots("teal");
  await publishColour(page, "#facc15", true);
  await page.screenshot({ path: `${out}/studio-yellow-light-1366.png`, fullPage: true });
  await visitorShots("yellow");
  await visitorShots("yellow-light", "brand-light");
} finally {
  await browser.close();
  await server.stop();
}
