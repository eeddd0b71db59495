import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { signInInArabic, studioShot } from "./kit/studio";

// Signs up the owner: this file has a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
});
afterAll(async () => {
  await server?.stop();
});

/** The names of the texts shown, as their rows' headings read. */
const rowLabels = (page: Page) => page.locator('[data-testid="text-row"] h3').allInnerTexts();
const arabicLetter = /[\u0600-\u06FF]/;

describe("the Pages screen in the Arabic studio", () => {
  test("at 390 px the page picker names every group in Arabic, and the texts read in Arabic", async ({ openPage }) => {
    const page = await openPage({ locale: "ar-IQ", clock: false, mobile: true });
    await signInInArabic(page, server.url);
    await page.goto(`${server.url}/admin/pages`);
    const picker = page.getByLabel("الصفحة أو القسم");
    await picker.waitFor();
    const options = await picker.locator("option").allInnerTexts();
    expect(options).toContain("أداة — منشئ روابط UTM");
    expect(options.filter((option) => !arabicLetter.test(option))).toEqual([]);
    const sections = await picker.locator("optgroup").evaluateAll((all) => all.map((group) => group.getAttribute("label") ?? ""));
    expect(sections).toContain("الأدوات المجانية");
    expect(sections.filter((section) => !arabicLetter.test(section))).toEqual([]);

    await page.getByRole("group", { name: "وصف نتيجة البحث", exact: true }).waitFor();
    await studioShot(page, "pages-ar-390");
    await expectNoAxeViolations(page, "Pages, the home page's texts (ar, 390)");
  });

  test("at 1366 px texts and groups are named in Arabic, and in English once he switches", async ({ openPage }) => {
    const page = await openPage({ locale: "ar-IQ", clock: false });
    await signInInArabic(page, server.url);
    await page.goto(`${server.url}/admin/pages`);
    await page.getByRole("heading", { level: 1, name: "الصفحات", exact: true }).waitFor();

    // The home page's texts: the search result title by its Arabic name, and no label left in English words.
    await page.getByRole("group", { name: "عنوان نتيجة البحث", exact: true }).waitFor();
    await page.getByRole("heading", { name: "الواجهة › السطر التمهيدي", exact: true }).waitFor();
    const homeLabels = await rowLabels(page);
    expect(homeLabels.length).toBeGreaterThan(10);
    expect(homeLabels.filter((label) => !arabicLetter.test(label))).toEqual([]);

    // The side list: section headings and a tool by its Arabic title.
    const groups = page.getByRole("navigation", { name: "الصفحات والأقسام" });
    await groups.getByRole("heading", { name: "الأدوات المجانية", exact: true }).waitFor();
    await groups.getByRole("button", { name: "منشئ روابط UTM", exact: true }).click();
    await page.getByRole("heading", { name: "أداة — منشئ روابط UTM", exact: true }).waitFor();
    await page.getByRole("group", { name: "رابط الصفحة", exact: true }).waitFor();
    const toolLabels = await rowLabels(page);
    expect(toolLabels.filter((label) => !arabicLetter.test(label))).toEqual([]);
    await studioShot(page, "pages-ar-1366");
    await expectNoAxeViolations(page, "Pages, a tool's texts (ar, 1366)");

    // Search still finds a text by its English words, and names it in Arabic.
    await page.getByLabel("ابحث في كل النصوص").fill("UTM link builder");
    await page.getByRole("heading", { name: "نتائج البحث", exact: true }).waitFor();
    await page.getByRole("group", { name: "العنوان", exact: true }).first().waitFor();
    await studioShot(page, "pages-search-ar-1366");

    // Switched to English in place (kept in his account: this test comes last): the same screen names everything in English.
    await page.getByLabel("ابحث في كل النصوص").fill("");
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await page.getByRole("navigation", { name: "Pages and sections" }).getByRole("button", { name: "UTM link builder", exact: true }).waitFor();
    await page.getByRole("group", { name: "Page address", exact: true }).waitFor();
    await page.getByRole("group", { name: "Search result title", exact: true }).waitFor();
  });
});
