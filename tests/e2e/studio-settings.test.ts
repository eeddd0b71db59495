import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { ownerSettings, ownerTextFields } from "../fixtures/studio/owner-settings";
import { goToScreen, publishDraft, signInAsOwner, toastTitled } from "./kit/studio";
import { steps } from "~/studio/dashboard/make-it-yours";
import seed from "../../server/content/seed-data.json";
import { sampleSettings } from "../../server/settings/site-settings";
import adminTexts from "../../core/locales/en/admin.json";

/** What the sample notice lists for the shipped content: each list with sample items, by its name in the studio, in the order of its steps. */
function shippedSampleLists(): string[] {
  return steps
    .flatMap((step) => step.lists ?? [])
    .flatMap((list) => {
      const count = ((seed as Record<string, unknown[]>)[list] ?? []).length;
      const name = (adminTexts.studio.sections as Record<string, string>)[list];
      return count === 0 ? [] : [`${name}: ${count} sample item${count === 1 ? "" : "s"}`];
    });
}

// The studio changes the owner's details for every page: it gets a server of its own, so the
// other browser tests keep seeing the sample owner.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const field = (page: Page, name: string) => page.locator(`#setting-${name}`);
const signIn = (page: Page) => signInAsOwner(page, server.url);

describe("studio settings", () => {
  test("the owner replaces every sample value and visitors see his details in Arabic and English", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signIn(page);

    // The dashboard says which sample values visitors still see, and links to each field.
    const notice = page.locator('[data-testid="sample-notice"]');
    await notice.waitFor();
    expect(await notice.locator('[data-testid="sample-field"]').count()).toBe(sampleSettings.sampleFields.length);
    // Every shipped list's items are samples too (one link per list, in the studio's order), and there is no photo yet.
    // The lists come from a second request: wait for them rather than reading the notice at once.
    await expect.poll(() => notice.locator('[data-testid="sample-list"]').allTextContents()).toEqual(shippedSampleLists());
    expect(await notice.locator('[data-testid="sample-photo"]').count()).toBe(1);
    await expectNoAxeViolations(page, "dashboard with the sample notice");
    await notice.getByRole("link", { name: "Phone", exact: true }).click();
    await page.waitForURL("**/admin/settings#setting-phone");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("setting-phone");
    expect(await page.locator('[data-testid="sample-badge"]').count()).toBe(sampleSettings.sampleFields.length);
    expect(await field(page, "ownerNameAr").getAttribute("dir")).toBe("rtl");
    await expectNoAxeViolations(page, "settings");

    // Wrong values: refused on the field, with the reason, and focus on the first one.
    await field(page, "phone").fill("call me");
    await field(page, "profile-facebook").fill("https://www.instagram.com/sarakareem");
    await page.click('[data-testid="settings-save"]');
    await toastTitled(page, "Settings not saved");
    expect(await field(page, "phone").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator('[data-testid="field-setting-phone"] [data-testid="field-error"]').textContent()).toContain("country code");
    expect(await page.locator('[data-testid="field-setting-profile-facebook"] [data-testid="field-error"]').textContent()).toBe(
      "This link is not an address on this network.",
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("setting-phone");
    const describedBy = await field(page, "phone").getAttribute("aria-describedby");
    expect(describedBy?.split(" ")).toEqual(["setting-phone-hint", "setting-phone-error"]);

    for (const [name, value] of ownerTextFields) await field(page, name).fill(value);
    // The shipped list has the same five networks in the same order: each link is replaced where it is.
    for (const { network, url } of ownerSettings.profiles) await field(page, `profile-${network}`).fill(url);
    // A real schedule is a sample schedule changed: Thursday ends at two.
    await page.locator('[data-testid="hours-thursday"] [data-testid="hours-closes"]').fill("14:00");
    await page.click('[data-testid="settings-save"]');
    await toastTitled(page, "Settings saved");
    // Saved in the draft: still the sample visitors see until he publishes (ADR 040); the notification address took effect at once.
    await expect.poll(() => page.locator('[data-testid="sample-badge"]').count()).toBe(15);
    expect(await page.locator('[data-testid="field-setting-notifyEmail"] [data-testid="sample-badge"]').count()).toBe(0);
    await publishDraft(page);
    await expect.poll(() => page.locator('[data-testid="sample-badge"]').count()).toBe(0);
    expect(await field(page, "phone").inputValue()).toBe("+9647812345678");
    expect(await field(page, "profile-telegram").inputValue()).toBe("https://t.me/sarakareem");

    await page.click('[data-testid="studio-nav-enquiries"]');
    await page.waitForURL("**/admin/dashboard");
    await page.waitForSelector('[data-testid="lead-list"], [data-testid="leads-empty"], main');
    await expect.poll(() => page.locator('[data-testid="sample-field"]').count()).toBe(0);

    // A visitor, in both languages.
    const visitor = await openPage();
    for (const [path, name] of [
      ["/", "سارة كريم"],
      ["/en", "Sara Kareem"],
    ] as const) {
      await visit(visitor, path, server.url);
      const html = await visitor.content();
      expect(html, path).toContain(name);
      expect(html, path).not.toContain("Ali Hassan");
      expect(html, path).not.toContain("علي حسن");
      for (const sample of ["hello@example.com", "t.me/example", "facebook.com/example", "instagram.com/example", "770 000 0000", "9647700000000"]) {
        expect(html, `${path} still shows ${sample}`).not.toContain(sample);
      }
      expect(await visitor.locator('[data-testid="social-instagram"]').getAttribute("href")).toBe("https://www.instagram.com/sarakareem");
      // His email shows on the contact card; the buttons go through the site to his own addresses (issue 45).
      expect(await visitor.locator('a[href^="/go/email"]').first().textContent(), path).toContain("hello@sara.example");
      const chat = await visitor.request.get(
        new URL((await visitor.locator('a[href^="/go/whatsapp"]').first().getAttribute("href"))!, visitor.url()).href,
        {
          maxRedirects: 0,
        },
      );
      expect(chat.headers()["location"], path).toMatch(/^https:\/\/wa\.me\/9647812345679\?/);
      const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join("\n"), path).toContain("+9647812345678");
    }
  });

  test("the settings screen works at phone width", async ({ openPage }) => {
    const page = await openPage({ clock: false, mobile: true });
    await signInAsOwner(page, server.url);
    // On a phone one button names the screen he is on and opens every screen, two to a row.
    const menu = page.getByTestId("studio-menu");
    expect(await menu.locator("summary").textContent()).toContain("Enquiries");
    await menu.locator("summary").click();
    const links = menu.getByRole("navigation", { name: "Studio screens" }).getByRole("link");
    await expect.poll(() => links.count()).toBeGreaterThan(15);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    await goToScreen(page, "settings");
    await page.waitForSelector('[data-testid="settings-form"]');
    // The screen chosen: the list closes and the button names it.
    expect(await menu.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    expect(await menu.locator("summary").textContent()).toContain("Settings");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.locator('[data-testid="settings-save"]').isVisible()).toBe(true);
    await expectNoAxeViolations(page, "settings at phone width");
  });
});
