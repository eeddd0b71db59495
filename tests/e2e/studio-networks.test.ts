import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { publishDraft, signInAsOwner, toastTitled } from "./kit/studio";

// The owner changes what every page shows: a server of his own, so the other browser tests keep the sample.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const tiktok = "https://www.tiktok.com/@sarakareem";
const street = { ar: "شارع فلسطين، بناية 12", en: "Palestine Street, Building 12" };

/** Which networks the footer links, in its order. */
const footerNetworks = (page: Page) =>
  page
    .locator('[data-testid="site-footer"] [data-testid^="social-"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("data-testid")!.slice(7)));

describe("the owner adds a TikTok profile, his address and hours; visitors see them", () => {
  test("in the studio, then on the home page in Arabic and English, at desktop and phone width", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.click('[data-testid="studio-nav-settings"]');
    await page.waitForSelector('[data-testid="settings-form"]');

    // TikTok, added from the networks not yet in his list, then moved to the top.
    await page.selectOption('[data-testid="profile-choice"]', "tiktok");
    await page.click('[data-testid="profile-add"]');
    // The new field has the focus: he types straight away.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("setting-profile-tiktok");
    await page.keyboard.type("tiktok.com/evil/../@sarakareem");
    await page.locator("#setting-profile-tiktok").fill("instagram.com/sarakareem");
    for (let moves = 0; moves < 5; moves++) await page.getByRole("button", { name: "Move TikTok up" }).click();
    expect(await page.getByRole("button", { name: "Move TikTok up" }).isDisabled()).toBe(true);

    // His address, side by side in both languages, and a map link that is not a map.
    await page.fill("#setting-addressStreetAr", street.ar);
    await page.fill("#setting-addressStreetEn", street.en);
    await page.fill("#setting-mapLink", "https://evil.example/maps/place");
    // Thursday ends at two; Saturday has a break.
    const thursday = page.locator('[data-testid="hours-thursday"]');
    await thursday.locator('[data-testid="hours-closes"]').fill("14:00");
    const saturday = page.locator('[data-testid="hours-saturday"]');
    await saturday.getByRole("button", { name: "Saturday: Add a second period" }).click();
    await saturday.locator('[data-testid="hours-opens"]').nth(1).fill("12:00");
    await expectNoAxeViolations(page, "settings with the new network, address and hours", { include: '[data-testid="settings-form"]' });

    // Refused where they are wrong: the TikTok link on Instagram's host, the map link, Saturday's overlapping break.
    await page.click('[data-testid="settings-save"]');
    await toastTitled(page, "Settings not saved");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("setting-profile-tiktok");
    expect(await page.locator('[data-testid="field-setting-profile-tiktok"] [data-testid="field-error"]').textContent()).toBe(
      "This link is not an address on this network.",
    );
    expect(await page.locator('[data-testid="field-setting-mapLink"] [data-testid="field-error"]').textContent()).toContain("Google Maps");
    expect(await saturday.locator('[data-testid="field-error"]').textContent()).toContain("Saturday:");
    await expectNoAxeViolations(page, "settings with errors", { include: '[data-testid="settings-form"]' });

    await page.fill("#setting-profile-tiktok", tiktok);
    await page.fill("#setting-mapLink", "maps.app.goo.gl/Sara123");
    await saturday.locator('[data-testid="hours-closes"]').nth(0).fill("12:00");
    await saturday.locator('[data-testid="hours-opens"]').nth(1).fill("16:00");
    await saturday.locator('[data-testid="hours-closes"]').nth(1).fill("20:00");
    await page.click('[data-testid="settings-save"]');
    await toastTitled(page, "Settings saved");
    expect(await page.locator("#setting-mapLink").inputValue()).toBe("https://maps.app.goo.gl/Sara123");
    // Visitors see them once he publishes (ADR 040).
    await publishDraft(page);
    // What he changed is no longer sample; the links he left are.
    await expect.poll(() => page.locator('[data-testid="field-setting-addressStreetEn"] [data-testid="sample-badge"]').count()).toBe(0);
    expect(await page.locator('[data-testid="field-setting-profile-tiktok"] [data-testid="sample-badge"]').count()).toBe(0);
    expect(await page.locator('[data-testid="field-setting-addressStreetEn"] [data-testid="sample-badge"]').count()).toBe(0);
    expect(await page.locator('[data-testid="field-setting-profile-facebook"] [data-testid="sample-badge"]').count()).toBe(1);

    for (const mobile of [false, true]) {
      const visitor = await openPage({ mobile });
      const sprite: number[] = [];
      visitor.on("response", (response) => {
        if (/\/assets\/social-icons-[\w-]+\.svg$/.test(new URL(response.url()).pathname)) sprite.push(response.status());
      });
      for (const [path, lang] of [
        ["/", "ar"],
        ["/en", "en"],
      ] as const) {
        const where = `${path} at ${mobile ? 390 : 1366} px`;
        await visit(visitor, path, server.url);
        // The footer: TikTok first, then the shipped five in their order; his address and hours.
        expect(await footerNetworks(visitor), where).toEqual(["tiktok", "telegram", "facebook", "instagram", "linkedin", "youtube"]);
        const footerTiktok = visitor.locator('[data-testid="site-footer"] [data-testid="social-tiktok"]');
        expect(await footerTiktok.getAttribute("href")).toBe(tiktok);
        expect(await footerTiktok.getAttribute("aria-label"), where).toContain(lang === "ar" ? "تيك توك" : "TikTok");
        const footerPlace = visitor.locator('[data-testid="footer-place"]');
        await footerPlace.scrollIntoViewIfNeeded();
        expect(await footerPlace.textContent(), where).toContain(street[lang]);
        expect(await visitor.locator('[data-testid="footer-map"]').getAttribute("href")).toBe("https://maps.app.goo.gl/Sara123");

        // The contact section: his address, the map, the hours in the page's language, TikTok among the profiles.
        const place = visitor.locator('[data-testid="contact-place"]');
        await place.scrollIntoViewIfNeeded();
        expect(await place.locator('[data-testid="place-address"]').textContent(), where).toContain(street[lang]);
        expect(await place.locator('[data-testid="place-map"]').isVisible(), where).toBe(true);
        const hours = (await place.locator('[data-testid="place-hours"]').innerText()).replace(/\s+/g, " ");
        expect(hours, where).toContain(lang === "ar" ? "الخميس 9:00 ص – 2:00 م" : "Thursday 9:00 – 14:00");
        expect(hours, where).toContain(lang === "ar" ? "السبت 9:00 ص – 12:00 م · 4:00 م – 8:00 م" : "Saturday 9:00 – 12:00 · 16:00 – 20:00");
        expect(hours, where).toContain(lang === "ar" ? "الجمعة مغلق" : "Friday Closed");
        const profile = visitor.locator('[data-testid="contact-profiles"] a[data-network="tiktok"]');
        expect(await profile.getAttribute("href")).toBe(tiktok);
        expect(await profile.isVisible(), where).toBe(true);
        // Drawn from the icons file: the mark has a size on screen.
        expect(await profile.locator("svg").evaluate((svg) => svg.getBoundingClientRect().width), where).toBeGreaterThan(10);
        // Nothing wider than the screen, and both parts clean for axe.
        expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), where).toBe(true);
        await expectNoAxeViolations(visitor, `contact section ${where}`, { include: "#contact" });
        await expectNoAxeViolations(visitor, `footer ${where}`, { include: '[data-testid="site-footer"]' });
      }
      expect(sprite.length, "the icons file was loaded").toBeGreaterThan(0);
      expect(sprite.every((status) => status === 200 || status === 304)).toBe(true);
    }
  });
});
