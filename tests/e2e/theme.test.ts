import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page, Route } from "playwright-core";
import { launchBrowser, viewports } from "../setup/browser";
import { common, homeOf, langs, mobile, openClockedPage, skipLoadingScreen, url, visit, type Lang } from "./helpers";

type ThemeName = "dark" | "dark-blue" | "dark-green";
const themes: ThemeName[] = ["dark", "dark-blue", "dark-green"];
const accents: Record<ThemeName, string> = { dark: "#e11d2e", "dark-blue": "#2563eb", "dark-green": "#16a34a" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const button = '[data-testid="theme-button"]';
const option = (theme: string) => `[data-testid="theme-option-${theme}"]`;

function htmlClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.documentElement.classList));
}
const themeClasses = async (page: Page) => (await htmlClasses(page)).filter((name) => name.startsWith("theme-"));
const accent = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--accent").trim().toLowerCase());
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem("theme"));

/** Puts values in the site's localStorage before the first page load (once per tab, not on reload). */
async function seedStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem("e2e-seeded")) return;
    sessionStorage.setItem("e2e-seeded", "1");
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

async function openDropdown(page: Page) {
  if ((await page.locator(button).getAttribute("aria-expanded")) !== "true") await page.locator(button).click();
  await page.locator(option("dark")).waitFor({ state: "attached" });
}

async function choose(page: Page, lang: Lang, theme: ThemeName) {
  await openDropdown(page);
  // A person clicks the visible label text; the radio itself is visually hidden.
  await page
    .locator("label", { has: page.locator(option(theme)) })
    .getByText(common[lang].theme.options[theme], { exact: true })
    .click();
}

describe.each(langs)("theme picker (%s)", (lang: Lang) => {
  const labels = common[lang].theme.options;

  test("the button opens a dropdown of three translated radio options, dark red checked by default", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      await visit(page, homeOf(lang));
      await expect.poll(() => page.locator(button).getAttribute("aria-expanded")).toBe("false");
      expect(await page.locator(option("dark")).count()).toBe(0);

      await page.locator(button).click();
      await expect.poll(() => page.locator(button).getAttribute("aria-expanded")).toBe("true");
      for (const theme of themes) {
        const radio = page.getByRole("radio", { name: labels[theme], exact: true });
        expect(await radio.count(), `radio named ${labels[theme]}`).toBe(1);
        expect(await radio.getAttribute("data-testid")).toBe(`theme-option-${theme}`);
        expect(await radio.isChecked()).toBe(theme === "dark");
        expect(await page.locator("label", { has: page.locator(option(theme)) }).isVisible()).toBe(true);
      }
      expect(new Set(Object.values(labels)).size).toBe(3);
      expect(await themeClasses(page)).toEqual([]);
      expect(await accent(page)).toBe(accents.dark);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("choosing dark blue, dark green, then dark red: class on <html>, stored, kept after reload", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      await visit(page, homeOf(lang));
      for (const theme of ["dark-blue", "dark-green", "dark"] as const) {
        await choose(page, lang, theme);
        const expected = theme === "dark" ? [] : [`theme-${theme}`];
        await expect.poll(() => themeClasses(page), { message: theme }).toEqual(expected);
        expect(await storedTheme(page)).toBe(theme);
        expect(await accent(page)).toBe(accents[theme]);

        await page.reload();
        await skipLoadingScreen(page);
        expect(await themeClasses(page), `${theme} after reload`).toEqual(expected);
        expect(await accent(page)).toBe(accents[theme]);
        expect(await page.locator(button).getAttribute("aria-label")).toContain(labels[theme]);
        await openDropdown(page);
        await expect.poll(() => page.locator(option(theme)).isChecked()).toBe(true);
        await page.keyboard.press("Escape");
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("at phone width the open dropdown stays inside the viewport", async () => {
    const { page, errors, close } = await openClockedPage(browser, mobile);
    try {
      await visit(page, homeOf(lang));
      await openDropdown(page);
      const panelId = await page.locator(button).getAttribute("aria-controls");
      const box = await page.locator(`[id="${panelId}"]`).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewports.mobile.width);
      for (const theme of themes) {
        expect(await page.locator("label", { has: page.locator(option(theme)) }).isVisible()).toBe(true);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("Escape closes the dropdown and returns focus to the button", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      await visit(page, homeOf(lang));
      await page.locator(button).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.locator(button).getAttribute("aria-expanded")).toBe("true");
      // Focus moves into the dropdown, onto the checked option.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("theme-option-dark");
      // Arrow keys pick a theme without closing.
      await page.keyboard.press(lang === "ar" ? "ArrowLeft" : "ArrowRight");
      await expect.poll(() => themeClasses(page)).toEqual(["theme-dark-blue"]);

      await page.keyboard.press("Escape");
      await expect.poll(() => page.locator(button).getAttribute("aria-expanded")).toBe("false");
      expect(await page.locator(option("dark")).count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("theme-button");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("the stored theme is on <html> before any app JavaScript runs (no flash)", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      await seedStorage(page, { theme: "dark-blue" });
      const held: Route[] = [];
      let release = false;
      await page.route("**/assets/*.js", (route) => {
        if (release) return route.continue();
        held.push(route);
      });
      await page.goto(url(homeOf(lang)), { waitUntil: "commit" });
      // The HTML has been parsed up to the header while every script file is still held back.
      await page.waitForSelector('[data-testid="site-header"]', { state: "attached" });
      // The stylesheet is not held back; wait until it applies.
      await page.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue("--accent").trim() !== "");
      const early = await page.evaluate(() => ({
        className: document.documentElement.className,
        accent: getComputedStyle(document.documentElement).getPropertyValue("--accent").trim().toLowerCase(),
        appRan: "__reactRouterRouteModules" in window,
      }));
      await expect.poll(() => held.length).toBeGreaterThan(0);
      expect(early.appRan).toBe(false);
      expect(early.className.split(/\s+/)).toContain("theme-dark-blue");
      expect(early.accent).toBe(accents["dark-blue"]);

      release = true;
      for (const route of held.splice(0)) await route.continue();
      await skipLoadingScreen(page);
      expect(await themeClasses(page)).toEqual(["theme-dark-blue"]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("stored theme values from elsewhere", () => {
  test("legacy light-blue/light-green map to the dark themes; any other value X gives theme-X", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      await visit(page, "/en");
      for (const [stored, expectedClass, checked] of [
        ["light-blue", "theme-dark-blue", "dark-blue"],
        ["light-green", "theme-dark-green", "dark-green"],
        ["sepia", "theme-sepia", "dark"],
        ["dark-blue", "theme-dark-blue", "dark-blue"],
      ] as const) {
        await page.evaluate((value) => localStorage.setItem("theme", value), stored);
        await page.reload({ waitUntil: "domcontentloaded" });
        expect(await themeClasses(page), stored).toEqual([expectedClass]);
        await skipLoadingScreen(page);
        // Hydration keeps the class, and the picker shows the matching offered theme.
        expect(await themeClasses(page), stored).toEqual([expectedClass]);
        await openDropdown(page);
        await expect.poll(() => page.locator(option(checked)).isChecked(), { message: stored }).toBe(true);
        await page.keyboard.press("Escape");
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
