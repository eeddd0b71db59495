import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { test } from "./kit/fixtures";
import { publishDraft, signInAsOwner, toastTitled } from "./kit/studio";
import { expectNoAxeViolations } from "./kit/axe";
import { readIco } from "../../server/brand/ico";
import { markOuter } from "#core/brand/mark";
import arAdmin from "../../core/locales/ar/admin.json";
import enAdmin from "../../core/locales/en/admin.json";

// Publishing a logo changes every page for everyone: this file gets a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Screenshots for a person to look at, when BRAND_SHOTS names a folder. */
const shotsDir = process.env.BRAND_SHOTS;
async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

/** A wide logo: a red bar with a white square in it, on a transparent ground. */
async function logoPng() {
  const bar = await sharp({ create: { width: 900, height: 260, channels: 4, background: { r: 220, g: 30, b: 40, alpha: 1 } } })
    .composite([{ input: { create: { width: 160, height: 160, channels: 4, background: "#ffffff" } }, left: 50, top: 50 }])
    .png()
    .toBuffer();
  return sharp({ create: { width: 1000, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: bar, left: 50, top: 20 }])
    .png()
    .toBuffer();
}
const near = (pixel: number[], colour: number[]) => colour.every((value, i) => Math.abs(value - pixel[i]!) < 20);
async function centreOf(bytes: Buffer) {
  const { width = 1, height = 1 } = await sharp(bytes).metadata();
  const { data } = await sharp(bytes)
    .extract({ left: Math.floor(width * 0.75), top: Math.floor(height / 2), width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

/** Where an element is, as numbers rounded to the pixel. */
const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  return box && [box.x, box.y, box.width, box.height].map(Math.round);
};

/** The studio's sign-in page, signed out, in an Arabic or an English browser (the studio's language follows it). */
async function signInPage(openPage: (options?: { locale?: string; clock?: boolean }) => Promise<Page>, lang: "ar" | "en") {
  const page = await openPage({ locale: lang === "ar" ? "ar-IQ" : "en-GB", clock: false });
  await page.goto(`${server.url}/wp-admin/1986`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  return { page, card: page.getByRole("main") };
}

describe("the studio's own mark", () => {
  test("without a logo of his, the sign-in page shows the shipped hexagon, in both languages", async ({ openPage }) => {
    for (const lang of ["ar", "en"] as const) {
      const { card } = await signInPage(openPage, lang);
      expect(await card.locator(`path[d="${markOuter}"]`).count(), lang).toBe(1);
      expect(await card.getByTestId("brand-logo").count(), lang).toBe(0);
    }
  });
});

describe("the Brand screen", () => {
  test("without an upload the shipped mark stays; his logo, once published, shows in the header, loading screen, footer, favicons and manifest in both languages", async ({
    openPage,
  }) => {
    const visitor = await openPage({});
    for (const home of ["/", "/en"]) {
      await visitor.goto(`${server.url}${home}`);
      expect(await visitor.locator('[data-testid="site-header"] svg').count(), home).toBeGreaterThan(0);
      expect(await visitor.getByTestId("brand-logo").count(), home).toBe(0);
    }

    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    // The studio's own header shows the shipped mark until he publishes a logo.
    const studioHeader = page.getByRole("banner");
    await studioHeader.locator(`path[d="${markOuter}"]`).waitFor();
    expect(await studioHeader.getByTestId("brand-logo").count()).toBe(0);
    // The studio's own navigation (the dashboard's checklist has a "Brand colours" link too).
    await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Brand", exact: true }).click();
    await page.waitForURL("**/admin/brand");
    await page.getByRole("heading", { name: "Your logo" }).waitFor();
    await expect.poll(() => page.getByText("SVG files are not accepted").count()).toBe(1);
    await expectNoAxeViolations(page, "the Brand screen");
    await shot(page, "studio-brand-1366");

    await page
      .getByRole("group", { name: "Logo", exact: true })
      .getByLabel("Choose an image")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
    await page.getByRole("group", { name: "Logo", exact: true }).getByTestId("image-preview").waitFor();
    await page.getByRole("button", { name: "Save logo" }).click();
    await toastTitled(page, "Logo saved to the draft");
    // Saved, not published: visitors still see the mark, and so does the studio's header.
    await visitor.goto(`${server.url}/en`);
    expect(await visitor.getByTestId("brand-logo").count()).toBe(0);
    expect(await studioHeader.getByTestId("brand-logo").count()).toBe(0);
    await publishDraft(page);
    // Published: the studio's header shows it at once, at its recorded shape.
    const studioLogo = studioHeader.getByTestId("brand-logo").locator("img");
    await studioLogo.waitFor();
    expect(await studioHeader.locator(`path[d="${markOuter}"]`).count()).toBe(0);
    expect(await studioLogo.getAttribute("src")).toMatch(/^\/media\/[0-9a-f]+-480\.webp$/);
    expect(await studioLogo.getAttribute("alt")).toBe("");
    expect(Math.round((await studioLogo.boundingBox())!.height)).toBe(28);
    await shot(page, "studio-brand-after-1366");

    for (const [home, lang] of [
      ["/", "ar"],
      ["/en", "en"],
    ] as const) {
      for (const mobile of [false, true]) {
        const view = await openPage({ mobile });
        await view.goto(`${server.url}${home}`);
        // The loading screen shows his logo first, at its recorded shape.
        const loading = view.locator('[data-testid="loading-screen"] img');
        expect(await loading.getAttribute("width")).toBe("1000");
        expect(await loading.getAttribute("height")).toBe("300");
        await shot(view, `loading-${lang}-${mobile ? 390 : 1366}`);
        await view.clock.fastForward(5000);
        await view.getByTestId("loading-screen").waitFor({ state: "detached" });
        const header = view.getByRole("banner").getByRole("link").first();
        const logo = header.locator("img");
        expect(await logo.count(), home).toBe(1);
        expect(await header.locator("svg").count(), home).toBe(0);
        // No shift: the box it takes before the file arrives is the box it keeps.
        const box = await logo.boundingBox();
        expect(Math.round(box!.height)).toBe(36);
        expect(Math.round(box!.width)).toBe(120);
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(await logo.boundingBox()).toEqual(box);
        // The logo stands at the start: before his name, to its right in Arabic, to its left in English.
        const name = (await header.locator("span.truncate:visible").boundingBox())!;
        if (lang === "ar") expect(box!.x).toBeGreaterThanOrEqual(name.x + name.width);
        else expect(box!.x + box!.width).toBeLessThanOrEqual(name.x);
        await shot(view, `header-${lang}-${mobile ? 390 : 1366}`);
        const footerLogo = view.getByTestId("site-footer").locator("img").first();
        await footerLogo.scrollIntoViewIfNeeded();
        expect(await footerLogo.getAttribute("height")).toBe("300");
        await shot(view, `footer-${lang}-${mobile ? 390 : 1366}`);
        if (!mobile) await expectNoAxeViolations(view, `the ${lang} home page with his logo`, { include: "header" });
      }
    }

    // The favicon and the manifest the pages link are drawn from his logo.
    await visitor.goto(`${server.url}/en`);
    const icon = await visitor.locator('link[rel="icon"][href$=".ico"]').getAttribute("href");
    const ico = Buffer.from(await (await fetch(`${server.url}${icon}`)).arrayBuffer());
    const entries = readIco(ico);
    expect(entries.map((entry) => entry.size)).toEqual([16, 32, 48]);
    expect(near(await centreOf(entries[2]!.bytes), [220, 30, 40])).toBe(true);
    const touch = await visitor.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    const touchBytes = Buffer.from(await (await fetch(`${server.url}${touch}`)).arrayBuffer());
    expect((await sharp(touchBytes).metadata()).width).toBe(180);
    const manifestHref = await visitor.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = (await (await fetch(`${server.url}${manifestHref}`)).json()) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe("علي حسن");
    const big = Buffer.from(await (await fetch(`${server.url}${manifest.icons.at(-1)!.src}`)).arrayBuffer());
    expect((await sharp(big).metadata()).width).toBe(512);
    expect(near(await centreOf(big), [220, 30, 40])).toBe(true);
  });

  test("the studio's sign-in page shows his published logo, in both languages", async ({ openPage }) => {
    for (const lang of ["ar", "en"] as const) {
      for (const mobile of [false, true]) {
        const { page, card } = await signInPage((options) => openPage({ ...options, mobile }), lang);
        const logo = card.getByTestId("brand-logo").locator("img");
        await logo.waitFor();
        expect(await card.locator(`path[d="${markOuter}"]`).count(), lang).toBe(0);
        expect(await logo.getAttribute("width")).toBe("1000");
        expect(await logo.getAttribute("height")).toBe("300");
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(Math.round((await logo.boundingBox())!.height)).toBe(44);
        if (!mobile) await expectNoAxeViolations(page, `the ${lang} sign-in page with his logo`);
        await shot(page, `studio-sign-in-${lang}-${mobile ? 390 : 1366}`);
      }
    }
  });

  test("the studio's header keeps his wide logo, its name, the language switch and Sign out on one row on a phone", async ({ openPage }) => {
    for (const [locale, signOutLabel] of [
      ["en-GB", enAdmin.dashboard.signOut],
      ["ar-IQ", arAdmin.dashboard.signOut],
    ]) {
      const page = await openPage({ clock: false, mobile: true, locale });
      await signInAsOwner(page, server.url);
      await page.goto(`${server.url}/admin/brand`);
      const header = page.getByRole("banner");
      // On a phone the button shows its icon; its name is still "Sign out", in the studio's language.
      const signOut = header.getByRole("button", { name: signOutLabel, exact: true });
      await signOut.waitFor();
      const logo = header.getByTestId("brand-logo").locator("img");
      await logo.waitFor();
      await shot(page, `studio-header-${locale}-390`);
      const [logoBox, signOutBox] = [(await logo.boundingBox({ timeout: 5_000 }))!, (await signOut.boundingBox({ timeout: 5_000 }))!];
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      expect(Math.abs(middle(signOutBox) - middle(logoBox)), `${locale}: Sign out on the logo's row`).toBeLessThan(8);
      expect(logoBox.width, locale).toBeGreaterThan(40);
    }
  });

  test("the hero graphic is replaced by his picture and removed, without layout shift, in both languages", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.goto(`${server.url}/admin/brand`);
    await page.getByRole("heading", { name: "Home page picture" }).waitFor();
    await page.getByRole("radio", { name: "My own picture" }).check();
    const picture = await sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 30, g: 160, b: 90 } } })
      .png()
      .toBuffer();
    await page
      .getByRole("group", { name: "Picture", exact: true })
      .getByLabel("Choose an image")
      .setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: picture });
    await page.getByRole("group", { name: "Picture", exact: true }).getByTestId("image-preview").waitFor();
    await page.getByRole("button", { name: "Save picture" }).click();
    await toastTitled(page, "Home page picture saved to the draft");
    await publishDraft(page);

    for (const home of ["/", "/en"]) {
      const view = await openPage({});
      await view.goto(`${server.url}${home}`);
      const hero = view.getByTestId("hero-graphic").locator("img");
      expect(await hero.getAttribute("width")).toBe("700");
      const before = await boxOf(view, '[data-testid="hero-graphic"] img');
      const title = await boxOf(view, "#home-title");
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await boxOf(view, '[data-testid="hero-graphic"] img')).toEqual(before);
      expect(await boxOf(view, "#home-title")).toEqual(title);
      await view.clock.fastForward(5000);
      await view.getByTestId("loading-screen").waitFor({ state: "detached" });
      await shot(view, `hero-${home === "/" ? "ar" : "en"}-1366`);
    }

    await page.getByRole("radio", { name: "No picture" }).check();
    await page.getByRole("button", { name: "Save picture" }).click();
    await toastTitled(page, "Home page picture saved to the draft");
    await publishDraft(page);
    for (const home of ["/", "/en"]) {
      const view = await openPage({});
      await view.goto(`${server.url}${home}`);
      expect(await view.getByTestId("hero-graphic").count(), home).toBe(0);
      expect(await view.locator("#home-title").count(), home).toBe(1);
    }
  });
});
