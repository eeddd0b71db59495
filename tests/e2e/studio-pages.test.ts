import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { signInAsOwner, toastTitled } from "./kit/studio";
import toolsAr from "../../core/locales/ar/tools.json";
import toolsEn from "../../core/locales/en/tools.json";
import { asShown } from "../support/shipped-facts";

// Publishing changes page texts and addresses for everyone: this file gets a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const shipped = {
  // As the Pages screen shows them: with their facts as tokens ("{city}").
  titleAr: toolsAr.items.utm.title,
  titleEn: toolsEn.items.utm.title,
  // As visitors read them.
  shownAr: asShown(toolsAr.items.utm.title, "ar"),
  shownEn: asShown(toolsEn.items.utm.title, "en"),
  slug: toolsEn.items.utm.meta.slug,
};
const newTitle = "Campaign links you can trust";
const newDescriptionAr = "روابط حملات دقيقة في ثوانٍ: اعرف أي منشور وأي إعلان جلب لك الزبائن، بأسماء مصادر متسقة تفهمها تقاريرك.";
const newSlug = "campaign-links";
const draftTitleAr = "روابط حملات تعرف مصدرها";

/** Signs in (the first time, the form creates the owner account) and lands on the dashboard. */
const signIn = (page: Page) => signInAsOwner(page, server.url);

async function openPages(page: Page, group?: string) {
  await page.goto(`${server.url}/admin/pages${group ? `?group=${encodeURIComponent(group)}` : ""}`);
  await page.waitForSelector('[data-testid="text-row"]');
}

const row = (page: Page, key: string) => page.locator(`[data-testid="text-row"][data-key="${key}"]`);
const field = (page: Page, key: string, lang: "ar" | "en") => row(page, key).locator(`[data-testid="text-${lang}"]`);
const marker = (page: Page, key: string, lang: "ar" | "en") =>
  row(page, key).locator(`[data-testid="text-field-${lang}"] [data-testid="changed-marker"]`);
const draftBar = (page: Page) => page.locator('[data-testid="draft-bar"]');

async function publish(page: Page) {
  await page.click('[data-testid="draft-publish"]');
  await expect.poll(() => draftBar(page).getAttribute("data-state")).toBe("published");
}

/**
 * Closes the toasts before an axe run: the shared toast list puts role="status" on its <li> items,
 * which axe refuses (aria-allowed-role, list); that is the toast component's, not these screens'.
 */
async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-testid="admin-toast"]');
  while ((await toasts.count()) > 0) await toasts.first().locator("button").click();
}

/** The page's own name as its breadcrumb shows it. */
const pageName = (page: Page) => page.locator('[data-testid="breadcrumbs"] [aria-current="page"]').textContent();

/** What a visitor (a fresh browser, no preview pass) sees at a path. */
async function asVisitor(openPage: (options?: object) => Promise<Page>, path: string) {
  const visitor = await openPage();
  await visit(visitor, path, server.url);
  return visitor;
}

describe("studio pages", () => {
  test("the owner finds a tool page by searching, edits its English title and Arabic search description, and publishes them", async ({
    openPage,
  }) => {
    const page = await openPage({ clock: false });
    await signIn(page);
    await page.click('[data-testid="studio-nav-pages"]');
    await page.waitForSelector('[data-testid="pages-screen"]');

    await page.fill('[data-testid="pages-search"]', "UTM LINK builder");
    const summary = page.locator('[data-testid="search-summary"]');
    await expect.poll(() => summary.textContent()).toMatch(/texts? match(es)? “UTM LINK builder”/);
    expect(Number(await summary.getAttribute("data-total"))).toBeGreaterThan(0);
    await row(page, "tools:items.utm.title").waitFor();
    expect(await row(page, "tools:items.utm.title").locator('[data-testid="text-group"]').textContent()).toContain(`Tool — ${shipped.titleEn}`);
    // Arabic side by side with English, each in its own direction and language.
    expect(await field(page, "tools:items.utm.title", "ar").inputValue()).toBe(shipped.titleAr);
    expect(await field(page, "tools:items.utm.title", "ar").getAttribute("dir")).toBe("rtl");
    expect(await field(page, "tools:items.utm.title", "ar").getAttribute("lang")).toBe("ar");
    expect(await field(page, "tools:items.utm.title", "en").getAttribute("dir")).toBe("ltr");
    // Arabic search finds the text without its hamza and taa marbuta (أنشئ، صحيحة، الأصلية).
    await page.fill('[data-testid="pages-search"]', "انشئ روابط صحيحه الاصليه");
    await row(page, "tools:items.utm.meta.description").waitFor();
    await page.fill('[data-testid="pages-search"]', "utm link builder");
    await row(page, "tools:items.utm.title").waitFor();

    await field(page, "tools:items.utm.title", "en").fill(newTitle);
    expect(await marker(page, "tools:items.utm.title", "en").count()).toBe(0);
    await row(page, "tools:items.utm.title").locator('[data-testid="text-save"]').click();
    await marker(page, "tools:items.utm.title", "en").waitFor();
    expect(await marker(page, "tools:items.utm.title", "ar").count()).toBe(0);
    expect(await draftBar(page).getAttribute("data-state")).toBe("draft");

    // The tool page's own group, from the list of pages.
    await page.click('[data-testid="pages-group"][data-group="tool:utm"]');
    await expect.poll(() => page.locator('[data-testid="group-title"]').textContent()).toBe(`Tool — ${shipped.titleEn}`);
    expect(await page.locator('[data-testid="group-path"]').textContent()).toBe(`/ar/free-tools/${shipped.slug}`);
    const description = "tools:items.utm.meta.description";
    const counter = row(page, description).locator('[data-testid="text-field-ar"] [data-testid="meta-counter"]');
    const warning = row(page, description).locator('[data-testid="text-field-ar"] [data-testid="meta-warning"]');
    expect(await counter.textContent()).toBe(`${[...asShown(toolsAr.items.utm.meta.description, "ar")].length} of 160 characters`);
    await field(page, description, "ar").fill("م".repeat(170));
    await expect.poll(() => counter.textContent()).toBe("170 of 160 characters");
    expect(await counter.getAttribute("data-over")).toBe("true");
    expect(await warning.textContent()).toBe("Over 160 characters: search engines cut the rest.");
    await field(page, description, "ar").fill(newDescriptionAr);
    await expect.poll(() => counter.textContent()).toBe(`${[...newDescriptionAr].length} of 160 characters`);
    expect(await counter.getAttribute("data-over")).toBe("false");
    expect(await warning.textContent()).toBe("");
    await row(page, description).locator('[data-testid="text-save"]').click();
    await marker(page, description, "ar").waitFor();
    expect(await row(page, description).locator('[data-testid="shipped-text"]').textContent()).toContain(toolsAr.items.utm.meta.description);

    await publish(page);
    await toastTitled(page, "Published");

    const english = await asVisitor(openPage, `/en/free-tools/${shipped.slug}`);
    expect(await pageName(english)).toBe(newTitle);
    const arabic = await asVisitor(openPage, `/ar/free-tools/${shipped.slug}`);
    expect(await arabic.locator('meta[name="description"]').getAttribute("content")).toBe(newDescriptionAr);
    expect(await pageName(arabic)).toBe(shipped.shownAr);
  });

  test("a new English address shows the page, the old one redirects there, and the sitemap and language toggle follow", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signIn(page);
    await openPages(page, "tool:utm");
    const slug = "tools:items.utm.meta.slug";
    expect(await field(page, slug, "en").evaluate((element) => element.tagName)).toBe("INPUT");
    expect(await row(page, slug).locator('[data-testid="slug-note"]').textContent()).toContain("redirects (301)");
    await field(page, slug, "en").fill("Websites Baghdad");
    await field(page, slug, "en").press("Enter");
    const error = row(page, slug).locator('[data-testid="text-field-en"] [data-testid="text-error"]');
    await error.waitFor();
    expect(await error.textContent()).toContain("lowercase letters");
    await field(page, slug, "en").fill(newSlug);
    expect(await row(page, slug).locator('[data-testid="text-field-en"] [data-testid="slug-address"]').textContent()).toBe(
      `/en/free-tools/${newSlug}`,
    );
    await field(page, slug, "en").press("Enter");
    await marker(page, slug, "en").waitFor();
    await publish(page);

    const moved = await fetch(`${server.url}/en/free-tools/${newSlug}`);
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain(newTitle);
    const old = await fetch(`${server.url}/en/free-tools/${shipped.slug}`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get("location")!, server.url).pathname).toBe(`/en/free-tools/${newSlug}`);

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(new RegExp(`/en/free-tools/${newSlug}["<]`));
    expect(sitemap).not.toMatch(new RegExp(`/en/free-tools/${shipped.slug}["<]`));
    expect(sitemap).toMatch(new RegExp(`/ar/free-tools/${shipped.slug}["<]`));

    const arabic = await asVisitor(openPage, `/ar/free-tools/${shipped.slug}`);
    expect(await arabic.locator('[data-testid="language-toggle"]').getAttribute("href")).toBe(`/en/free-tools/${newSlug}`);
  });

  test("an empty text is refused, Reset brings back the shipped text, and Preview shows the draft to the owner alone", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signIn(page);
    await openPages(page, "tool:utm");
    const title = "tools:items.utm.title";

    await field(page, title, "en").fill("   ");
    await row(page, title).locator('[data-testid="text-save"]').click();
    const error = row(page, title).locator('[data-testid="text-field-en"] [data-testid="text-error"]');
    await error.waitFor();
    expect(await error.textContent()).toBe("This text is required — use “Restore the original text” to go back to it.");
    expect(await field(page, title, "en").getAttribute("aria-invalid")).toBe("true");
    expect((await field(page, title, "en").getAttribute("aria-describedby"))?.split(" ")).toContain(await error.getAttribute("id"));
    expect(await field(page, title, "en").evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await draftBar(page).getAttribute("data-state")).toBe("published");

    await row(page, title).locator('[data-testid="text-reset-en"]').click();
    await expect.poll(() => field(page, title, "en").inputValue()).toBe(shipped.titleEn);
    await expect.poll(() => marker(page, title, "en").count()).toBe(0);
    expect(await error.count()).toBe(0);
    expect(await draftBar(page).getAttribute("data-state")).toBe("draft");
    await toastTitled(page, "Original text back in the draft");

    // A saved, unpublished change: the owner's preview shows it, a visitor does not.
    await field(page, title, "ar").fill(draftTitleAr);
    await row(page, title).locator('[data-testid="text-save"]').click();
    await marker(page, title, "ar").waitFor();
    const [preview] = await Promise.all([page.context().waitForEvent("page"), page.click('[data-testid="draft-preview"]')]);
    await preview.waitForLoadState("domcontentloaded");
    expect(new URL(preview.url()).pathname).toBe(`/ar/free-tools/${shipped.slug}`);
    expect(await pageName(preview)).toBe(draftTitleAr);
    const english = await preview.request.get(`${server.url}/en/free-tools/${newSlug}`);
    expect(await english.text()).toContain(`>${shipped.shownEn}<`);

    const visitor = await asVisitor(openPage, `/ar/free-tools/${shipped.slug}`);
    expect(await pageName(visitor)).toBe(shipped.shownAr);
    const visitorEnglish = await asVisitor(openPage, `/en/free-tools/${newSlug}`);
    expect(await pageName(visitorEnglish)).toBe(newTitle);
  });

  test("the history lists every revision and restoring the previous one brings back its texts", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signIn(page);
    await openPages(page, "tool:utm");
    // The Arabic title from the preview, published as revision 4; then one more unpublished change.
    await publish(page);
    expect(await pageName(await asVisitor(openPage, `/ar/free-tools/${shipped.slug}`))).toBe(draftTitleAr);
    await field(page, "tools:items.utm.description", "en").fill("A change that is never published.");
    await row(page, "tools:items.utm.description").locator('[data-testid="text-save"]').click();
    await marker(page, "tools:items.utm.description", "en").waitFor();

    await page.click('[data-testid="studio-nav-history"]');
    const revisions = page.locator('[data-testid="revision"]');
    await revisions.first().waitFor();
    expect(await revisions.evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-id"))))).toEqual([4, 3, 2, 1]);
    expect(await revisions.first().locator('[data-testid="revision-current"]').textContent()).toBe("Current");
    expect(await page.locator('[data-testid="revision-current"]').count()).toBe(1);
    expect(await revisions.first().locator('[data-testid="revision-restore"]').count()).toBe(0);
    expect(await page.locator('[data-testid="revision-restore"]').count()).toBe(3);
    expect(await revisions.first().textContent()).toContain("Published");
    // Revision 4 added the Arabic title and took back the English one (the Reset).
    expect(await revisions.first().locator('[data-testid="revision-summary"]').textContent()).toBe("Page texts: 1 added, 1 removed");
    expect(await revisions.last().textContent()).toContain("First version (sample content)");
    await revisions.first().locator("summary").click();
    expect(await revisions.first().locator('[data-testid="revision-text-keys"] li').allTextContents()).toEqual([
      "Arabic · tools:items.utm.title",
      "English · tools:items.utm.title",
    ]);

    const previous = page.locator('[data-testid="revision"][data-id="3"]');
    await previous.locator('[data-testid="revision-restore"]').click();
    const confirm = previous.locator('[data-testid="restore-confirm"]');
    expect(await confirm.textContent()).toContain("Your unpublished changes will be discarded.");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await dismissToasts(page);
    await expectNoAxeViolations(page, "history with a restore question");
    await previous.locator('[data-testid="restore-yes"]').click();
    await toastTitled(page, "Revision 3 restored as revision 5");
    await expect.poll(() => revisions.first().getAttribute("data-id")).toBe("5");
    expect(await revisions.first().textContent()).toContain("Restored from revision 3");
    await expect.poll(() => draftBar(page).getAttribute("data-state")).toBe("published");
    expect(await draftBar(page).textContent()).toContain("revision 5");

    const arabic = await asVisitor(openPage, `/ar/free-tools/${shipped.slug}`);
    expect(await pageName(arabic)).toBe(shipped.shownAr);
    const english = await asVisitor(openPage, `/en/free-tools/${newSlug}`);
    expect(await pageName(english)).toBe(newTitle);
    expect(await english.content()).not.toContain("A change that is never published.");
  });

  test("changing the Arabic of a text marks its English as maybe out of date, with both Arabic wordings; the dashboard lists it; Still correct or a new English clears it", async ({
    openPage,
  }) => {
    const page = await openPage({ clock: false });
    await signIn(page);
    await openPages(page, "tool:bio");
    const title = "tools:items.bio.title";
    const description = "tools:items.bio.description";
    const behind = (key: string, lang: "ar" | "en") => row(page, key).locator(`[data-testid="text-behind-${lang}"]`);
    expect(await behind(title, "en").count()).toBe(0);

    // He rewrites both Arabic texts; their English may now say something else.
    const newTitleAr = "اكتب نبذة تجذب المتابعين";
    await field(page, title, "ar").fill(newTitleAr);
    await row(page, title).locator('[data-testid="text-save"]').click();
    await toastTitled(page, "Text saved to the draft");
    await field(page, description, "ar").fill("نبذة قصيرة لحسابك في ثوانٍ.");
    await row(page, description).locator('[data-testid="text-save"]').click();
    await behind(description, "en").waitFor();
    const note = behind(title, "en");
    await note.waitFor();
    expect(await note.getByText("May be out of date").count()).toBe(1);
    expect(await note.locator('[data-testid="behind-was"]').textContent()).toBe(toolsAr.items.bio.title);
    expect(await note.locator('[data-testid="behind-now"]').textContent()).toBe(newTitleAr);
    expect(await note.locator('[data-testid="behind-now"]').getAttribute("dir")).toBe("rtl");
    await dismissToasts(page);
    await expectNoAxeViolations(page, "a text whose English may be out of date");
    // The Arabic he wrote is not behind anything. Published, the marks stay.
    expect(await behind(title, "ar").count()).toBe(0);
    await publish(page);
    await page.reload();
    await behind(title, "en").waitFor();

    // The list of texts to check, and the dashboard's count that leads there.
    // (Earlier tests here changed other texts in one language: they are listed too.)
    await page.getByRole("button", { name: /Translations to check/ }).click();
    await row(page, title).waitFor();
    await row(page, description).waitFor();
    const listed = await page.locator('[data-testid="text-row"]').count();
    await page.goto(`${server.url}/admin/dashboard`);
    const onDashboard = page.getByTestId("texts-behind");
    await expect.poll(() => onDashboard.textContent()).toContain(`${listed} page texts`);
    await onDashboard.getByRole("link").click();
    await page.waitForURL((address) => address.pathname === "/admin/pages" && address.searchParams.get("group") === "behind");
    await behind(title, "en").waitFor();

    // The English title still says the same: confirmed. The description gets a new English instead.
    await behind(title, "en").getByRole("button", { name: "Still correct: English" }).click();
    await toastTitled(page, "Marked as still correct");
    await expect.poll(() => row(page, title).count()).toBe(0);
    // A confirmation alone is a change of the draft, to publish like any other.
    expect(await draftBar(page).getAttribute("data-state")).toBe("draft");
    await field(page, description, "en").fill("A short bio for your profile in seconds.");
    await row(page, description).locator('[data-testid="text-save"]').click();
    await expect.poll(() => row(page, description).count()).toBe(0);
    expect(await page.locator('[data-testid="text-row"]').count()).toBe(listed - 2);

    // Published, the confirmation shows in History as its own change beside the new English.
    await publish(page);
    await page.goto(`${server.url}/admin/history`);
    await expect.poll(() => page.locator("main").textContent()).toContain("Translation checks");
  });

  test("the Pages and History screens pass axe at desktop and phone width", async ({ openPage }) => {
    for (const mobile of [false, true]) {
      const width = mobile ? "phone" : "desktop";
      const page = await openPage({ clock: false, mobile });
      await signIn(page);
      await openPages(page, "tool:utm");
      await marker(page, "tools:items.utm.meta.description", "ar").waitFor();
      const picker = page.locator(mobile ? '[data-testid="pages-group-select"]' : '[data-testid="pages-groups"]');
      expect(await picker.isVisible(), width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), width).toBe(true);
      // An unsaved edit over the search engines' limit: the counter's warning, the row's buttons and the unsaved note.
      await field(page, "tools:items.utm.meta.title", "en").fill("x".repeat(70));
      await dismissToasts(page);
      await expectNoAxeViolations(page, `pages at ${width} width`);
      await row(page, "tools:items.utm.meta.title").getByRole("button", { name: "Undo edits" }).click();
      if (mobile) {
        await page.selectOption('[data-testid="pages-group-select"]', "about");
        await expect.poll(() => page.locator('[data-testid="group-title"]').textContent()).toBe("About");
      }
      await page.fill('[data-testid="pages-search"]', "بغداد");
      await page.locator('[data-testid="search-summary"]').waitFor();
      expect(await page.locator('[data-testid="text-row"]').count()).toBeLessThanOrEqual(100);
      await dismissToasts(page);
      await expectNoAxeViolations(page, `pages search at ${width} width`);

      await page.goto(`${server.url}/admin/history`);
      await page.locator('[data-testid="revision"]').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), width).toBe(true);
      await dismissToasts(page);
      await expectNoAxeViolations(page, `history at ${width} width`);
    }
  });
});
