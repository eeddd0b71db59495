import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { test } from "./kit/fixtures";
import { signInAsOwner } from "./kit/studio";
import { expectNoAxeViolations } from "./kit/axe";
import sharp from "sharp";
import { mkdirSync } from "node:fs";
import path from "node:path";

// Publishing changes the home page's title for everyone: this file gets a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Signs in (the first time, the form creates the owner account) and lands on the dashboard. */
const signIn = (page: Page) => signInAsOwner(page, server.url);

/** The page's og:title and og:image, as a chat app reads them. */
async function shareTags(path: string) {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const tag = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`)
      .exec(html)?.[1]
      ?.replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'");
  const image = new URL(tag("og:image")!);
  return { title: tag("og:title"), image: image.pathname, host: image.host };
}

/** Screenshots for a person to look at, when SHARE_SHOTS names a folder. */
const shotsDir = process.env.SHARE_SHOTS;

const preview = (cards: Locator, caption: string) => cards.getByRole("figure").filter({ hasText: caption });
/** True once the image has arrived and decoded at the card's size. */
const loaded = (figure: Locator) => figure.getByRole("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 1200);

describe("studio share cards", () => {
  test("the Pages screen shows each page's card in both languages as a chat app shows the link, and follows a publish", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signIn(page);
    await page.goto(`${server.url}/admin/pages?group=home`);
    const cards = page.getByRole("region", { name: "Share card" });
    await cards.waitFor();
    const arabic = preview(cards, "In Arabic");
    const english = preview(cards, "In English");
    const [tagsAr, tagsEn] = await Promise.all([shareTags("/"), shareTags("/en")]);
    await expect.poll(() => arabic.getByTestId("share-card-title").textContent()).toBe(tagsAr.title);
    expect(await english.getByTestId("share-card-title").textContent()).toBe(tagsEn.title);
    expect(await arabic.getByRole("img").getAttribute("src")).toBe(tagsAr.image);
    expect(await english.getByRole("img").getAttribute("src")).toBe(tagsEn.image);
    expect(await arabic.locator("[dir]").first().getAttribute("dir")).toBe("rtl");
    expect(await english.locator("[dir]").first().getAttribute("dir")).toBe("ltr");
    // The site's own host (SITE_URL), as chat apps print it.
    expect(await english.textContent()).toContain(tagsEn.host);
    expect(await arabic.textContent()).toContain(tagsAr.host);
    await expect.poll(() => loaded(arabic), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => loaded(english), { timeout: 20_000 }).toBe(true);
    await expectNoAxeViolations(page, "the share cards", { include: '[data-testid="share-cards"]' });

    // A new English title, published: the card and its preview follow.
    const title = "Websites and campaigns that bring customers";
    const row = page.locator('[data-testid="text-row"][data-key="home:meta.title"]');
    await row.locator('[data-testid="text-en"]').fill(title);
    await row.locator('[data-testid="text-save"]').click();
    // Saved to the draft: the English card shows as it will be after publishing, marked, drawn for him alone;
    // the live card is a link away and visitors still get it. The Arabic card did not change.
    await expect.poll(() => english.getByTestId("share-card-title").textContent()).toContain(title);
    await expect.poll(() => english.getByRole("img").getAttribute("src")).toMatch(/^blob:/);
    await expect.poll(() => loaded(english), { timeout: 20_000 }).toBe(true);
    expect(await english.getByText("After you publish").isVisible()).toBe(true);
    expect(await english.getByRole("link", { name: "See the card links show now" }).getAttribute("href")).toBe(tagsEn.image);
    expect((await shareTags("/en")).image).toBe(tagsEn.image);
    expect(await arabic.getByTestId("share-card-after-publish").count()).toBe(0);
    expect(await arabic.getByRole("img").getAttribute("src")).toBe(tagsAr.image);
    await expectNoAxeViolations(page, "a card changed by the draft", { include: '[data-testid="share-cards"]' });
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await cards.screenshot({ path: path.join(shotsDir, "draft-card-en-1366.png") });
      await page.context().addCookies([{ name: "studio-lang", value: "ar", url: server.url }]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      const region = page.getByRole("region", { name: "بطاقة المشاركة" });
      await expect
        .poll(
          () =>
            region
              .getByRole("img")
              .last()
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          { timeout: 20_000 },
        )
        .toBe(1200);
      await region.screenshot({ path: path.join(shotsDir, "draft-card-ar-390.png") });
      await page.context().addCookies([{ name: "studio-lang", value: "en", url: server.url }]);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.reload();
      await cards.waitFor();
    }
    await page.click('[data-testid="draft-publish"]');
    await expect.poll(() => page.locator('[data-testid="draft-bar"]').getAttribute("data-state")).toBe("published");
    await expect.poll(() => english.getByTestId("share-card-after-publish").count()).toBe(0);
    await expect.poll(() => english.getByTestId("share-card-title").textContent()).toContain(title);
    const after = await shareTags("/en");
    expect(after.image).not.toBe(tagsEn.image);
    await expect.poll(() => english.getByRole("img").getAttribute("src")).toBe(after.image);
    await expect.poll(() => loaded(english), { timeout: 20_000 }).toBe(true);
    // The Arabic card did not change.
    expect(await arabic.getByRole("img").getAttribute("src")).toBe(tagsAr.image);
  });

  test("the owner gives the About page his own picture: saved to the draft, published, and shown in both previews", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signIn(page);
    await page.goto(`${server.url}/admin/pages?group=about`);
    const cards = page.getByRole("region", { name: "Share card" });
    await cards.waitFor();
    const before = await shareTags("/en/about");
    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 240, g: 180, b: 20 } } })
      .jpeg()
      .toBuffer();
    await page.setInputFiles("#share-image-about-file", { name: "desk.jpg", mimeType: "image/jpeg", buffer: picture });
    await page.fill("#share-image-about-alt-en", "Ali at his desk");
    await page.fill("#share-image-about-alt-ar", "علي على مكتبه");
    await cards.getByRole("button", { name: "Save to draft" }).first().click();
    await expect.poll(() => page.locator('[data-testid="draft-bar"]').getAttribute("data-state")).toBe("draft");
    // Not yet: visitors get the drawn card until he publishes.
    expect((await shareTags("/en/about")).image).toBe(before.image);
    await page.click('[data-testid="draft-publish"]');
    await expect.poll(() => page.locator('[data-testid="draft-bar"]').getAttribute("data-state")).toBe("published");
    const after = await shareTags("/en/about");
    expect(after.image).toMatch(/^\/og\/en\/about-[0-9a-f]{20}\.jpg$/);
    const english = preview(cards, "In English");
    await expect.poll(() => english.getByRole("img").getAttribute("src")).toBe(after.image);
    await expect.poll(() => loaded(english), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => preview(cards, "In Arabic").getByRole("img").getAttribute("src")).toMatch(/\.jpg$/);
  });

  test("on a phone the two previews stack and stay inside the screen", async ({ openPage }) => {
    const page = await openPage({ clock: false, mobile: true });
    await signIn(page);
    await page.goto(`${server.url}/admin/pages?group=about`);
    const cards = page.getByRole("region", { name: "Share card" });
    // Both figures are laid out before their boxes are read (a box read earlier is null).
    await Promise.all([preview(cards, "In Arabic").waitFor(), preview(cards, "In English").waitFor()]);
    const [ar, en] = await Promise.all([preview(cards, "In Arabic").boundingBox(), preview(cards, "In English").boundingBox()]);
    expect(en!.y).toBeGreaterThan(ar!.y + ar!.height - 1);
    expect(ar!.x + ar!.width).toBeLessThanOrEqual(390);
  });
});
