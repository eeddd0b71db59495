import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { expectNoAxeViolations } from "./kit/axe";
import { failedResponse, test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { itemEditor, publishDraft, signInAsOwner, toastTitled } from "./kit/studio";
import seed from "../../server/content/seed-data.json";

// The owner decides which services and sectors his site sells: each is a page he adds, hides or deletes.
// This file publishes changes, so it has a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
});
afterAll(async () => {
  await server?.stop();
});

const editor = itemEditor;

const publish = publishDraft;

/** The service cards' titles a visitor sees on the services page, in order. */
async function serviceCards(page: Page, path: string) {
  await visit(page, path, server.url);
  return page.locator("main ul li h2, main ul li h3").allInnerTexts();
}

const arabicSlug = "تصوير-الاعراس";

describe("the owner's services", () => {
  test("he adds a service in both languages and removes one he does not sell; visitors see exactly his services", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.getByRole("link", { name: "Services", exact: true }).click();
    await page.waitForURL("**/admin/services");
    await page.getByRole("heading", { name: "Services", level: 1 }).waitFor();
    await expectNoAxeViolations(page, "services list");

    // He does no event management: the page goes.
    await page.getByRole("button", { name: "Delete “Event Management”" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await toastTitled(page, "Item deleted");

    // He films weddings: a page of its own.
    await page.getByRole("button", { name: "Add a service" }).click();
    const dialog = editor(page);
    await dialog.getByLabel("Icon").selectOption({ label: "Camera" });
    const fill = async (label: string, ar: string, en: string) => {
      await dialog.getByLabel(`${label} (Arabic)`).fill(ar);
      await dialog.getByLabel(`${label} (English)`).fill(en);
    };
    await fill("Name", "تصوير الأعراس", "Wedding films");
    await fill("Summary", "يومك الكبير في فيلم قصير تشاهده كل عام.", "Your big day in a short film you will watch every year.");
    // An address with a slash is refused, with the reason.
    await fill("Address", "تصوير/الاعراس", "wedding-films");
    await fill("Search result title", "تصوير الأعراس في بغداد", "Wedding films in Baghdad");
    await fill("Search result description", "أفلام أعراس قصيرة تُصوَّر في بغداد.", "Short wedding films shot in Baghdad.");
    await fill("Introduction", "أصوّر الأعراس في بغداد وما حولها.", "I film weddings in Baghdad and around it.");
    await fill("Problem: heading", "اللحظات تمضي", "Moments pass");
    await fill("Problem: text", "ينتهي اليوم قبل أن تراه.", "The day is over before you have seen it.");
    await fill("Solution: heading", "فيلم يحفظها", "A film keeps them");
    await fill("Solution: text", "فيلم قصير بلقطات مدروسة.", "A short film of planned shots.");
    await fill("Steps: heading", "كيف نعمل", "How we work");
    await fill("Steps", "نلتقي\nنتحدث عن اليوم.\n\nالتصوير\nأصوّر اليوم كله.", "We meet\nWe talk about the day.\n\nFilming\nI film the whole day.");
    await fill("Questions", "هل تسافر؟\nنعم، إلى كل العراق.", "Do you travel?\nYes, anywhere in Iraq.");
    await dialog.getByLabel("Video and Ad Production").check();
    await dialog.getByLabel("Published").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    const slugError = dialog.getByText("Use lower-case letters, digits and single hyphens");
    await expect.poll(() => slugError.isVisible()).toBe(true);
    await dialog.getByLabel("Address (Arabic)").fill(arabicSlug);
    expect(await dialog.getByTestId("slug-address").first().textContent()).toMatch(/^\/(en|ar)\/services\//);
    await expectNoAxeViolations(page, "service editor");
    await dialog.getByRole("button", { name: "Save" }).click();
    await toastTitled(page, "Service added");
    await publish(page);

    for (const [lang, mobile] of [
      ["en", false],
      ["ar", true],
      ["ar", false],
      ["en", true],
    ] as const) {
      const visitor = await openPage({ mobile });
      const cards = await serviceCards(visitor, `/${lang}/services`);
      expect(cards).toContain(lang === "en" ? "Wedding films" : "تصوير الأعراس");
      expect(cards).not.toContain(lang === "en" ? "Event Management" : "إدارة الفعاليات");
      // One shipped service removed, his own added.
      expect(cards).toHaveLength(seed.services.length);
      await visitor.getByRole("link", { name: lang === "en" ? "Wedding films" : "تصوير الأعراس" }).click();
      await visitor.waitForURL(lang === "en" ? "**/en/services/wedding-films" : `**/ar/services/${encodeURIComponent(arabicSlug)}`);
      await visitor.getByRole("heading", { level: 1, name: lang === "en" ? "Wedding films" : "تصوير الأعراس" }).waitFor();
      expect(await visitor.getByText(lang === "en" ? "Do you travel?" : "هل تسافر؟").count()).toBe(1);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(visitor, `new service page, ${lang}${mobile ? ", phone" : ""}`);
      // The language toggle leads to the same service in the other language.
      const toggle = await visitor.getByTestId("language-toggle").getAttribute("href");
      expect(toggle).toBe(lang === "en" ? `/ar/services/${encodeURIComponent(arabicSlug)}` : "/en/services/wedding-films");
    }

    // The page he removed: its old address leads to the services page.
    const removed = await openPage();
    await removed.goto(`${server.url}/en/services/event-management-in-baghdad`);
    expect(new URL(removed.url()).pathname).toBe("/en/services");
  });

  test("the sectors page keeps at least one sector, and the studio says why", async ({ openPage }) => {
    // The refused save is a 400 in the console: expected here.
    const page = await openPage({ clock: false, allowErrors: [failedResponse("400 (Bad Request)")] });
    await signInAsOwner(page, server.url);
    await page.goto(`${server.url}/admin/sectors`);
    const unpublish = page.getByRole("button", { name: /^Hide “/ });
    await unpublish.first().waitFor();
    for (let hidden = 0; hidden < 4; hidden++) {
      await unpublish.first().click();
      await toastTitled(page, "Set to hidden");
      await expect.poll(() => unpublish.count()).toBe(4 - hidden);
    }
    await unpublish.first().click();
    await toastTitled(page, "Not saved");
    await page.getByText("The site needs at least one published item here").first().waitFor();
    expect(await unpublish.count()).toBe(1);
  });
});

describe("the owner's landing pages", () => {
  test("he hides one he does not run and gives another a new heading and address; visitors follow his pages in both languages", async ({
    openPage,
  }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.getByRole("link", { name: "Landing pages", exact: true }).click();
    await page.waitForURL("**/admin/landing");
    await page.getByRole("heading", { name: "Landing pages", level: 1 }).waitFor();
    await expectNoAxeViolations(page, "landing pages list");

    // He runs no advertising campaign page: it is hidden.
    await page.getByRole("button", { name: "Hide “Advertising that grows your business” from visitors" }).click();
    await toastTitled(page, "Set to hidden");

    // The web design page moves to his own address, in both languages.
    await page.getByRole("button", { name: /^Edit “Professional web design/ }).click();
    const dialog = editor(page);
    expect(await dialog.getByLabel("Area").inputValue()).toBe("web-design");
    await dialog.getByLabel("Top: heading (English)").fill("Websites that bring you customers");
    await dialog.getByLabel("Top: heading (Arabic)").fill("مواقع تجلب لك الزبائن");
    await dialog.getByLabel("Address (English)").fill("websites-that-sell");
    await dialog.getByLabel("Address (Arabic)").fill("مواقع-تبيع");
    expect(await dialog.getByTestId("slug-address").first().textContent()).toMatch(/^\/(en|ar)\/web-design\//);
    await expectNoAxeViolations(page, "landing page editor");
    await dialog.getByRole("button", { name: "Save" }).click();
    await toastTitled(page, "Landing page saved");
    await publish(page);

    for (const [lang, mobile] of [
      ["en", false],
      ["ar", true],
    ] as const) {
      const visitor = await openPage({ mobile });
      const path = lang === "en" ? "/en/web-design/websites-that-sell" : `/ar/web-design/${encodeURIComponent("مواقع-تبيع")}`;
      await visit(visitor, path, server.url);
      await visitor.getByRole("heading", { level: 1, name: lang === "en" ? "Websites that bring you customers" : "مواقع تجلب لك الزبائن" }).waitFor();
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(visitor, `moved landing page, ${lang}${mobile ? ", phone" : ""}`);
      // The old address leads to the new one; the hidden page's to the home page.
      const old = await openPage();
      await old.goto(`${server.url}/${lang}/web-design/professional-web-design-baghdad`);
      expect(decodeURIComponent(new URL(old.url()).pathname)).toBe(decodeURIComponent(path));
      await old.goto(`${server.url}/${lang}/advertising/advertising-growth-agency`);
      expect(new URL(old.url()).pathname).toBe(lang === "en" ? "/en" : "/");
    }
  });
});

describe("the owner's work categories", () => {
  test("he adds a category, files a piece of work under it, and visitors filter by it; a category in use cannot go", async ({ openPage }) => {
    // The refused delete is a 400 in the console: expected here.
    const page = await openPage({ clock: false, allowErrors: [failedResponse("400 (Bad Request)")] });
    await signInAsOwner(page, server.url);
    await page.getByRole("link", { name: "Work categories", exact: true }).click();
    await page.waitForURL("**/admin/portfolio-categories");
    await page.getByRole("button", { name: "Add a category" }).click();
    const dialog = editor(page);
    await dialog.getByLabel("Name (Arabic)").fill("الهوية البصرية");
    await dialog.getByLabel("Name (English)").fill("Branding");
    await dialog.getByLabel("Published").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await toastTitled(page, "Category added");

    await page.getByRole("link", { name: "Portfolio", exact: true }).click();
    await page.waitForURL("**/admin/portfolio");
    await page.getByRole("button", { name: "Edit “Ramadan ad for a sweets shop”" }).click();
    const work = editor(page);
    await work.getByLabel("Category").selectOption({ label: "Branding" });
    await work.getByRole("button", { name: "Save" }).click();
    await toastTitled(page, "Project saved");
    await expect.poll(() => page.getByText("Branding", { exact: true }).count()).toBeGreaterThan(0);
    await publish(page);

    for (const lang of ["en", "ar"] as const) {
      const visitor = await openPage({ mobile: lang === "ar" });
      await visit(visitor, `/${lang}/portfolio`, server.url);
      await visitor.getByRole("link", { name: lang === "en" ? "Branding" : "الهوية البصرية" }).click();
      // Every piece is in the page; the filter shows his category's one (ADR 055).
      await expect.poll(() => visitor.locator('li:not([hidden]) > [data-testid="portfolio-item"]').count()).toBe(1);
      await expectNoAxeViolations(visitor, `portfolio filtered by his category, ${lang}`);
    }

    // The category his work names cannot be deleted: the studio says why.
    await page.getByRole("link", { name: "Work categories", exact: true }).click();
    await page.getByRole("button", { name: "Delete “Branding”" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await page.getByText("This item is still in use (a project's category").first().waitFor();
    await expectNoAxeViolations(page, "work categories list");
  });
});
