import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../setup/browser";
import { htmlLangDir, jumpToBottom, visibleText, langs, openClockedPage, pathnameOf, scrollY, visit, type Lang } from "./helpers";
import arHome from "../../core/locales/ar/home.json";
import enHome from "../../core/locales/en/home.json";
import arSectors from "../../core/locales/ar/sectors.json";
import enSectors from "../../core/locales/en/sectors.json";

const heroTitle = { ar: arHome.hero.title, en: enHome.hero.title } as const;
const appsSlug = "تطبيقات-الجوال";
const toggle = '[data-testid="language-toggle"]';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function languageMemory(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem("i18nextLng"));
  const cookie = (await page.context().cookies()).find((c) => c.name === "i18next")?.value;
  return { stored, cookie };
}

async function expectLanguage(page: Page, lang: Lang) {
  await expect.poll(() => htmlLangDir(page)).toEqual({ lang, dir: lang === "ar" ? "rtl" : "ltr" });
  await expect.poll(() => visibleText(page.locator(toggle))).toBe(lang === "ar" ? "EN" : "ع");
}

describe.each(langs)("language toggle on %s pages", (lang: Lang) => {
  test("shows the other language's mark and carries the label Toggle Language", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      await visit(page, lang === "ar" ? "/" : "/en");
      await expectLanguage(page, lang);
      // The hidden label names it (WCAG "label in name" also allows the visible mark beside it).
      const byName = page.getByRole("link", { name: "Toggle Language" });
      expect(await byName.count()).toBe(1);
      expect(await byName.getAttribute("data-testid")).toBe("language-toggle");
      expect(await byName.isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("switching language", () => {
  test.each([
    { from: "/", to: "/en", lang: "en" },
    { from: "/en", to: "/", lang: "ar" },
  ] as const)("home $from goes to $to, translated, with lang and dir, and remembers it", async ({ from, to, lang }) => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      await visit(page, from);
      const before = lang === "en" ? "ar" : "en";
      await expectLanguage(page, before);
      expect(await page.locator("h1").first().textContent()).toBe(heroTitle[before]);

      await page.locator(toggle).click();
      await expect.poll(() => pathnameOf(page)).toBe(to);
      await expectLanguage(page, lang);
      await expect.poll(() => page.locator("h1").first().textContent()).toBe(heroTitle[lang]);
      await expect.poll(() => languageMemory(page)).toEqual({ stored: lang, cookie: lang });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test.each([
    { from: "/ar/services", to: "/en/services", lang: "en" },
    { from: "/en/services/social-media-management-in-baghdad", to: "/ar/services/social-media-management-in-baghdad", lang: "ar" },
    { from: `/en/sectors/${encodeURIComponent(appsSlug)}`, to: `/ar/sectors/${appsSlug}`, lang: "ar" },
    { from: `/ar/sectors/${encodeURIComponent(appsSlug)}`, to: `/en/sectors/${appsSlug}`, lang: "en" },
  ] as const)("$from goes to the same page in the other language", async ({ from, to, lang }) => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      await visit(page, from);
      const title = await page.locator("h1").first().textContent();
      await page.locator(toggle).click();
      await expect.poll(() => pathnameOf(page)).toBe(to);
      await expectLanguage(page, lang);
      // A different page title in the other language, not the home page.
      await expect.poll(() => page.locator("h1").first().textContent()).not.toBe(title);
      expect(await page.locator("h1").first().textContent()).not.toBe(heroTitle[lang]);
      if (to.includes("/sectors/")) {
        const sectors = lang === "ar" ? arSectors : enSectors;
        expect(await page.locator("h1").first().textContent()).toBe(sectors.items.apps.title);
      }
      await expect.poll(() => languageMemory(page)).toEqual({ stored: lang, cookie: lang });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("the page scrolls to top when the toggle navigates", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      await visit(page, "/ar/services");
      await jumpToBottom(page);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
      await page.locator(toggle).click();
      await expect.poll(() => pathnameOf(page)).toBe("/en/services");
      await expect.poll(() => scrollY(page)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe.each(langs)("scroll to top on navigation (%s)", (lang: Lang) => {
  test("a footer link to another page lands at the top", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      await visit(page, `/${lang}/services`);
      await jumpToBottom(page);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
      await page.locator(`[data-testid="site-footer"] a[href="/${lang}/faq"]`).click();
      await expect.poll(() => pathnameOf(page)).toBe(`/${lang}/faq`);
      await expect.poll(() => scrollY(page)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("the header logo link to home lands at the top", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      await visit(page, `/${lang}/sectors`);
      await jumpToBottom(page);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
      const home = lang === "ar" ? "/" : "/en";
      await page.locator(`[data-testid="site-header"] a[href="${home}"]`).first().click();
      await expect.poll(() => pathnameOf(page)).toBe(home);
      await expect.poll(() => page.locator("h1").first().textContent()).toBe(heroTitle[lang]);
      await expect.poll(() => scrollY(page)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
