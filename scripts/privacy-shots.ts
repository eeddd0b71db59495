// Usage: node scripts/privacy-shots.ts <outDir>   (after npm run build)
// Retention as the privacy policy promises (ADR 036), as it is seen: the policy's paragraph, the footer
// badge and the credibility page in Arabic and English, the studio's Enquiries screen with its delete confirmation and a visitor's data request, and
// the Settings screen's privacy group, at desktop (1366) and phone (390) width.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";
import { startServer } from "../tests/setup/server.ts";
import { freePort } from "../tests/support/free-port.ts";
import { fetchFormToken } from "../tests/support/form-token.ts";
import { goToScreen, signInAsOwner } from "../tests/e2e/kit/studio.ts";

const out = process.argv[2] ?? "screenshots/privacy";
mkdirSync(out, { recursive: true });
const port = await freePort();
const server = await startServer({ PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, CONTACT_MIN_FILL_MS: "0" });
const browser = await chromium.launch(chromiumLaunchOptions());

try {
  for (const [lang, name, email, message] of [
    ["ar", "سارة أحمد", "sara@client.example", "أريد موقعاً لعيادتي في المنصور مع حجز عبر واتساب."],
    ["en", "Omar Ali", "omar@client.example", "A campaign for our shop before the holidays."],
  ] as const) {
    const started = await fetchFormToken(server.url);
    const body = new URLSearchParams({ started, lang, name, email, message });
    await fetch(`${server.url}/api/contact`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
  }
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on("pageerror", (error) => console.log(`pageerror ${error.message}`));
    // The loading screen shows for up to 3.5 s: a fake clock passes it at once.
    await page.clock.install({ time: Date.now() });
    for (const lang of ["ar", "en"] as const) {
      await page.goto(`${server.url}/${lang}/privacy-policy`);
      await page.clock.fastForward(5_000);
      const paragraph = page.locator("p", { hasText: lang === "ar" ? "أحتفظ بالاستفسارات" : "I keep enquiries" });
      await paragraph.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await paragraph.screenshot({ path: `${out}/policy-${lang}-${width}.png` });
      // The claims beside it: the footer badge that names what it shows, and the stack it recommends.
      const badge = page.getByTestId("credibility-badge");
      await badge.scrollIntoViewIfNeeded();
      await badge.screenshot({ path: `${out}/badge-${lang}-${width}.png` });
      await page.goto(`${server.url}/${lang}/credibility`);
      await page.clock.fastForward(5_000);
      await page.screenshot({ path: `${out}/credibility-${lang}-${width}.png`, fullPage: true });
    }
    await signInAsOwner(page, server.url);
    await page
      .getByTestId("lead-list")
      .getByRole("button", { name: /سارة أحمد/ })
      .click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("alertdialog").waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/studio-delete-${width}.png` });
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    if (width < 1024) await page.getByRole("button", { name: "Back to list" }).click();
    const request = page.getByTestId("data-request");
    await request.getByText("A visitor's request about their data").click();
    await request.getByLabel("Their email address").fill("not an address");
    await request.getByRole("button", { name: "Delete their data" }).click();
    await request.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/studio-request-${width}.png`, fullPage: true });
    await goToScreen(page, "settings");
    const privacy = page.getByTestId("field-setting-enquiryRetentionMonths");
    await privacy.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await privacy.locator("xpath=..").screenshot({ path: `${out}/studio-settings-privacy-${width}.png` });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
