// Usage: node scripts/studio-shots.ts <outDir>   (after npm run build)
// Walks the studio as a new owner would, on a fresh server: signs up, replaces his details, uploads his
// photo and a work image, edits a service title, publishes; screenshots every studio screen and the
// public pages it changed, in Arabic and English, at desktop (1280) and phone (390) width.
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";
import { startServer } from "../tests/setup/server.ts";
import { goToScreen, signInAsOwner } from "../tests/e2e/kit/studio.ts";
import { ownerSettings, ownerTextFields } from "../tests/fixtures/studio/owner-settings.ts";
import { phonePhoto } from "../tests/fixtures/images/make-images.ts";

const out = process.argv[2] ?? "screenshots/studio";
mkdirSync(out, { recursive: true });
const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions());
const widths = [1280, 390] as const;
const shoot = async (page: Page, name: string, full = false) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: full });
};
const waitToast = (page: Page, title: string) =>
  page.locator('[data-testid="admin-toast-title"]', { hasText: title }).last().waitFor({ timeout: 30_000 });

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("pageerror", (error) => console.log(`pageerror ${error.message}`));
  await signInAsOwner(page, server.url);
  await page.locator('[data-testid="sample-notice"]').waitFor();
  await shoot(page, "dashboard-before-1280");

  // Settings: every sample value replaced, then his photo.
  await goToScreen(page, "settings");
  for (const [field, value] of ownerTextFields) await page.fill(`#setting-${field}`, value);
  for (const { network, url } of ownerSettings.profiles) await page.fill(`#setting-profile-${network}`, url);
  await page.click('[data-testid="settings-save"]');
  await waitToast(page, "Settings saved");
  await page.setInputFiles("#owner-photo-file", { name: "me.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
  await page.locator('[data-testid="photo-editor"] [data-testid="image-preview"] img').waitFor({ timeout: 30_000 });
  await page.fill("#owner-photo-alt-ar", "سارة كريم في مكتبها");
  await page.fill("#owner-photo-alt-en", "Sara Kareem at her desk");
  await page.click('[data-testid="photo-save"]');
  await waitToast(page, "Photo saved as a draft");
  await shoot(page, "settings-1280", true);

  // Portfolio: his own image on the first piece of work.
  await goToScreen(page, "portfolio");
  await page.locator('[data-testid="list-item"]').first().locator('[data-testid="item-edit"]').click();
  await page.setInputFiles("#item-image-file", { name: "work.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(30) });
  await page.locator('[data-testid="item-editor"] [data-testid="image-preview"] img').waitFor({ timeout: 30_000 });
  await page.fill("#item-image-alt-ar", "لقطة من إعلان رمضان");
  await page.fill("#item-image-alt-en", "A still from the Ramadan ad");
  await shoot(page, "portfolio-editor-1280");
  await page.click('[data-testid="editor-save"]');
  await page.locator('[data-testid="item-editor"]').waitFor({ state: "detached" });

  // Pages: a service title in English.
  await page.goto(`${server.url}/admin/pages?group=tool:utm`);
  const title = page.locator('[data-key="tools:items.utm.title"]');
  await title.locator('[data-testid="text-en"]').fill("Websites that bring you clients");
  await title.locator('[data-testid="text-save"]').click();
  await title.locator('[data-testid="changed-marker"]').first().waitFor();
  await shoot(page, "pages-1280");
  await page.click('[data-testid="draft-publish"]');
  await waitToast(page, "Published");

  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const screen of ["dashboard", "pages", "portfolio", "testimonials", "faq", "stats", "settings", "history"]) {
      await page.goto(`${server.url}/admin/${screen}`);
      await page.locator("main, [data-testid='draft-bar']").first().waitFor();
      await page.waitForLoadState("networkidle");
      await shoot(page, `admin-${screen}-${width}`);
    }
  }

  const visitor = await browser.newPage();
  for (const width of widths) {
    await visitor.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const path of ["/", "/en", "/ar/about", "/en/about", "/ar/portfolio", "/en/portfolio", "/en/services", "/ar/cv"]) {
      await visitor.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      await visitor.waitForTimeout(3800); // the loading screen
      await shoot(visitor, `site${path.replaceAll("/", "-") || "-ar-home"}-${width}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
