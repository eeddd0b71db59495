// Usage: node scripts/studio-pages-shots.ts <outDir>  (after npm run build): screenshots of the studio's Pages and History screens.
import { chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";
import { startServer } from "../tests/setup/server.ts";

const out = process.argv[2] ?? "screenshots";
const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const shoot = async (page: Page, name: string, full = false) => {
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: full });
  };
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on("console", (m) => m.type() === "error" && console.log(`[${width}] console.error ${m.text()}`));
    page.on("pageerror", (e) => console.log(`[${width}] pageerror ${e.message}`));
    await page.goto(`${server.url}/wp-admin/1986`);
    await page.waitForSelector("#admin-email");
    await page.fill("#admin-email", "owner@studio.example");
    await page.fill("#admin-password", "correct horse battery");
    await page.click('[data-testid="login-submit"]');
    await page.waitForURL("**/admin/dashboard");
    await page.goto(`${server.url}/admin/pages?group=service:web`);
    await page.waitForSelector('[data-testid="text-row"]');
    await shoot(page, `pages-${width}`);
    const title = page.locator('[data-key="services:items.web.meta.title"]');
    await title.locator('[data-testid="text-en"]').fill(`A very long search title that is going to be cut by search engines ${width}`);
    await title.scrollIntoViewIfNeeded();
    await shoot(page, `pages-editing-${width}`);
    await title.locator('[data-testid="text-save"]').click();
    await page.waitForSelector('[data-testid="changed-marker"]');
    const slug = page.locator('[data-key="services:items.web.meta.slug"]');
    await slug.scrollIntoViewIfNeeded();
    await slug.locator('[data-testid="text-ar"]').fill("");
    await slug.locator('[data-testid="text-save"]').click();
    await slug.locator('[data-testid="text-error"]').waitFor();
    await shoot(page, `pages-slug-${width}`);
    await page.fill('[data-testid="pages-search"]', "تصميم");
    await page.waitForSelector('[data-testid="search-summary"]');
    await shoot(page, `pages-search-${width}`);
    await page.goto(`${server.url}/admin/history`);
    await page.waitForSelector('[data-testid="revision"]');
    await shoot(page, `history-${width}`, true);
    await page.locator('[data-testid="draft-publish"]').click();
    await page.waitForSelector(`[data-testid="revision"] >> nth=${width > 1000 ? 1 : 2}`);
    await page.locator('[data-testid="revision-restore"]').first().click();
    await shoot(page, `history-confirm-${width}`, true);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
