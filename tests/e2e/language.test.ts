import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { htmlLangDir, jumpToBottom, visibleText, langs, pathnameOf, scrollY, trackNetwork, waitForScrolledTo, type Lang } from "./helpers";
import { test } from "./kit/fixtures";
import { shell, visit } from "./kit/pages/shell";
import arHome from "../../core/locales/ar/home.json";
import enHome from "../../core/locales/en/home.json";
import seed from "../../server/content/seed-data.json";

const heroTitle = { ar: arHome.hero.title, en: enHome.hero.title } as const;
const appsSlug = "تطبيقات-الجوال";

async function languageMemory(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem("i18nextLng"));
  const cookie = (await page.context().cookies()).find((c) => c.name === "i18next")?.value;
  return { stored, cookie };
}

async function expectLanguage(page: Page, lang: Lang) {
  await expect.poll(() => htmlLangDir(page)).toEqual({ lang, dir: lang === "ar" ? "rtl" : "ltr" });
  await expect.poll(() => visibleText(shell(page).languageToggle)).toBe(lang === "ar" ? "EN" : "ع");
}

describe.each(langs)("language toggle on %s pages", (lang: Lang) => {
  test("shows the other language's mark and carries the label Toggle Language", async ({ page }) => {
    await visit(page, lang === "ar" ? "/" : "/en");
    await expectLanguage(page, lang);
    // The hidden label names it (WCAG "label in name" also allows the visible mark beside it).
    const byName = page.getByRole("link", { name: "Toggle Language" });
    expect(await byName.count()).toBe(1);
    expect(await byName.getAttribute("data-testid")).toBe("language-toggle");
    expect(await byName.isVisible()).toBe(true);
  });
});

describe("switching language", () => {
  test.for([
    { from: "/", to: "/en", lang: "en" },
    { from: "/en", to: "/", lang: "ar" },
  ] as const)("home $from goes to $to, translated, with lang and dir, and remembers it", async ({ from, to, lang }, { page }) => {
    await visit(page, from);
    const before = lang === "en" ? "ar" : "en";
    await expectLanguage(page, before);
    expect(await page.locator("h1").first().textContent()).toBe(heroTitle[before]);

    await shell(page).languageToggle.click();
    await expect.poll(() => pathnameOf(page)).toBe(to);
    await expectLanguage(page, lang);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe(heroTitle[lang]);
    await expect.poll(() => languageMemory(page)).toEqual({ stored: lang, cookie: lang });
  });

  test.for([
    { from: "/ar/services", to: "/en/services", lang: "en" },
    { from: "/en/services/social-media-management-in-baghdad", to: "/ar/services/social-media-management-in-baghdad", lang: "ar" },
    { from: `/en/sectors/${encodeURIComponent(appsSlug)}`, to: `/ar/sectors/${appsSlug}`, lang: "ar" },
    { from: `/ar/sectors/${encodeURIComponent(appsSlug)}`, to: `/en/sectors/${appsSlug}`, lang: "en" },
  ] as const)("$from goes to the same page in the other language", async ({ from, to, lang }, { page }) => {
    await visit(page, from);
    const title = await page.locator("h1").first().textContent();
    await shell(page).languageToggle.click();
    await expect.poll(() => pathnameOf(page)).toBe(to);
    await expectLanguage(page, lang);
    // A different page title in the other language, not the home page.
    await expect.poll(() => page.locator("h1").first().textContent()).not.toBe(title);
    expect(await page.locator("h1").first().textContent()).not.toBe(heroTitle[lang]);
    if (to.includes("/sectors/")) {
      expect(await page.locator("h1").first().textContent()).toBe(seed.sectors.find((sector) => sector.id === "apps")!.title[lang]);
    }
    await expect.poll(() => languageMemory(page)).toEqual({ stored: lang, cookie: lang });
  });

  test.for([
    { from: "/", to: "/en", lang: "en" },
    { from: "/en", to: "/", lang: "ar" },
  ] as const)("home $from#faq goes to $to#faq and shows the same section", async ({ from, to, lang }, { page }) => {
    await visit(page, `${from}#faq`);
    const toggle = shell(page).languageToggle;
    // The server never sees the hash: once hydrated, the toggle's target keeps it.
    await expect.poll(() => toggle.getAttribute("href")).toBe(`${to}#faq`);

    const network = trackNetwork(page);
    await toggle.click();
    await expect.poll(() => pathnameOf(page)).toBe(to);
    expect(new URL(page.url()).hash).toBe("#faq");
    await expectLanguage(page, lang);
    await network.quiet();
    await waitForScrolledTo(page, "#faq", 80);
    // Back on the other side, the toggle again names the same section.
    await expect.poll(() => toggle.getAttribute("href")).toBe(`${from}#faq`);
  });

  test.for(langs)(
    "on the %s home page, a section chosen in the header is kept by the toggle; an unknown one is not, and lands at the top",
    async (lang, { page }) => {
      const home = lang === "ar" ? "/" : "/en";
      const other = lang === "ar" ? "/en" : "/";
      await visit(page, home);
      const toggle = shell(page).languageToggle;
      expect(await toggle.getAttribute("href")).toBe(other);

      await shell(page).navLink("testimonials").click();
      await expect.poll(() => toggle.getAttribute("href")).toBe(`${other}#testimonials`);
      // An address the other page has no section for is not carried over.
      await page.evaluate(() => (window.location.hash = "nothing-here"));
      await expect.poll(() => toggle.getAttribute("href")).toBe(other);

      await jumpToBottom(page);
      await toggle.click();
      await expect.poll(() => pathnameOf(page)).toBe(other);
      expect(new URL(page.url()).hash).toBe("");
      await expect.poll(() => scrollY(page)).toBe(0);
    },
  );

  test("the page scrolls to top when the toggle navigates", async ({ page }) => {
    await visit(page, "/ar/services");
    await jumpToBottom(page);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    await shell(page).languageToggle.click();
    await expect.poll(() => pathnameOf(page)).toBe("/en/services");
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

describe.each(langs)("scroll to top on navigation (%s)", (lang: Lang) => {
  test("a footer link to another page lands at the top", async ({ page }) => {
    await visit(page, `/${lang}/services`);
    await jumpToBottom(page);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    await page.locator(`[data-testid="site-footer"] a[href="/${lang}/faq"]`).click();
    await expect.poll(() => pathnameOf(page)).toBe(`/${lang}/faq`);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("the header logo link to home lands at the top", async ({ page }) => {
    await visit(page, `/${lang}/sectors`);
    await jumpToBottom(page);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    const home = lang === "ar" ? "/" : "/en";
    await shell(page).header.locator(`a[href="${home}"]`).first().click();
    await expect.poll(() => pathnameOf(page)).toBe(home);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe(heroTitle[lang]);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
