// Usage: node scripts/status-shots.ts <outDir>   (after npm run build)
// Screenshots of the screens that show status colours (danger, warning, success, info), in each of the
// three themes, to compare before and after a change to the colour tokens: the dashboard's sample notice,
// settings errors and both kinds of toast, the Pages screen's markers and warnings, the history's current
// revision and restore question, and the public tools' verdicts. The studio always shows the default theme;
// here its <html> gets each theme's class, so the tokens are checked against every theme.
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";
import { startServer } from "../tests/setup/server.ts";
import { goToScreen, signInAsOwner } from "../tests/e2e/kit/studio.ts";
import { themeNames } from "../core/catalogue/themes.ts";

const out = process.argv[2] ?? "screenshots/status";
mkdirSync(out, { recursive: true });
const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions());

const setTheme = (page: Page, theme: string) =>
  page.evaluate((name) => {
    const root = document.documentElement;
    for (const cls of Array.from(root.classList)) if (cls.startsWith("theme-")) root.classList.remove(cls);
    if (name !== "dark") root.classList.add(`theme-${name}`);
  }, theme);
const shoot = async (page: Page, name: string) => {
  for (const theme of themeNames) {
    await setTheme(page, theme);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${out}/${name}-${theme}.png` });
  }
};
const toast = (page: Page, title: string) =>
  page.locator('[data-testid="admin-toast-title"]', { hasText: title }).last().waitFor({ timeout: 30_000 });
const row = (page: Page, key: string) => page.locator(`[data-testid="text-row"][data-key="${key}"]`);

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("pageerror", (error) => console.log(`pageerror ${error.message}`));
  await signInAsOwner(page, server.url);
  await page.locator('[data-testid="sample-notice"]').waitFor();
  await page.waitForTimeout(500);
  await shoot(page, "dashboard-sample-notice");

  // Settings: a bad address (field error, destructive toast), then a good one (success toast).
  await goToScreen(page, "settings");
  await page.locator("#setting-email").waitFor();
  await page.fill("#setting-email", "not an address");
  await page.click('[data-testid="settings-save"]');
  await toast(page, "Settings not saved");
  await page.locator('[data-testid="field-error"]').first().scrollIntoViewIfNeeded();
  await shoot(page, "settings-error-toast");
  await page.fill("#setting-email", "owner@studio.example");
  await page.click('[data-testid="settings-save"]');
  await toast(page, "Settings saved");
  await shoot(page, "settings-saved-toast");

  // Pages: a saved change (the "changed" marker), then an unsaved title over the limit (warning, unsaved note).
  await page.goto(`${server.url}/admin/pages?group=tool:utm`);
  const title = row(page, "tools:items.utm.title");
  await title.locator('[data-testid="text-en"]').fill("Websites that bring you clients");
  await title.locator('[data-testid="text-save"]').click();
  await title.locator('[data-testid="changed-marker"]').first().waitFor();
  const metaTitle = row(page, "tools:items.utm.meta.title");
  await metaTitle.locator('[data-testid="text-en"]').fill("x".repeat(70));
  await metaTitle.scrollIntoViewIfNeeded();
  await page.waitForTimeout(5500); // the save toast leaves
  await shoot(page, "pages-markers-warning");
  await metaTitle.getByRole("button", { name: "Undo edits" }).click();
  await page.click('[data-testid="draft-publish"]');
  await toast(page, "Published");

  // History: the current revision and the restore question.
  await page.goto(`${server.url}/admin/history`);
  await page.locator('[data-testid="revision"]').first().waitFor();
  await page.locator('[data-testid="revision-restore"]').first().click();
  await page.locator('[data-testid="restore-confirm"]').waitFor();
  await page.waitForTimeout(5500);
  await shoot(page, "history-current-restore");

  // Public tools: the contrast checker's verdicts (pass and fail) and the UTM builder's status.
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.goto(`${server.url}/en/free-tools/color-contrast-checker`, { waitUntil: "networkidle" });
  await visitor.waitForTimeout(3800); // the loading screen
  await visitor.locator('[data-testid="contrast-result"]').scrollIntoViewIfNeeded();
  await shoot(visitor, "tool-contrast");
} finally {
  await browser.close();
  await server.stop();
}
