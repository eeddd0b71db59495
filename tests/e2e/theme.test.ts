import { describe, expect } from "vitest";
import type { Page, Route } from "playwright-core";
import { viewports } from "../setup/browser";
import { common, homeOf, langs, url, type Lang } from "./helpers";
import { test } from "./kit/fixtures";
import { shell, skipLoadingScreen, visit, type ThemeName } from "./kit/pages/shell";

const themes: ThemeName[] = ["dark", "dark-blue", "dark-green"];
const accents: Record<ThemeName, string> = { dark: "#e11d2e", "dark-blue": "#2563eb", "dark-green": "#16a34a" };

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

describe.each(langs)("theme picker (%s)", (lang: Lang) => {
  const labels = common[lang].theme.options;

  test("the button opens a dropdown of three translated radio options, dark red checked by default", async ({ page }) => {
    await visit(page, homeOf(lang));
    const { themeButton, themeLabel } = shell(page);
    await expect.poll(() => themeButton.getAttribute("aria-expanded")).toBe("false");
    // The list stays in the page, hidden (a page of islands opens it without React, ADR 055).
    expect(await themeLabel("dark").isVisible()).toBe(false);

    await themeButton.click();
    await expect.poll(() => themeButton.getAttribute("aria-expanded")).toBe("true");
    for (const theme of themes) {
      const radio = page.getByRole("radio", { name: labels[theme], exact: true });
      expect(await radio.count(), `radio named ${labels[theme]}`).toBe(1);
      expect(await radio.getAttribute("data-testid")).toBe(`theme-option-${theme}`);
      expect(await radio.isChecked()).toBe(theme === "dark");
      expect(await themeLabel(theme).isVisible()).toBe(true);
    }
    // Without his own colours, only the three are offered, each with its own name.
    expect(await page.getByRole("radio").count()).toBe(3);
    expect(new Set(themes.map((theme) => labels[theme])).size).toBe(3);
    expect(await themeClasses(page)).toEqual([]);
    expect(await accent(page)).toBe(accents.dark);
  });

  test("choosing dark blue, dark green, then dark red: class on <html>, stored, kept after reload", async ({ page }) => {
    await visit(page, homeOf(lang));
    const { themeButton, themeOption, openThemes, chooseTheme } = shell(page);
    for (const theme of ["dark-blue", "dark-green", "dark"] as const) {
      await chooseTheme(lang, theme);
      // Dark red gets its class too: without one, the owner's own theme (when he has one) would apply.
      const expected = [`theme-${theme}`];
      await expect.poll(() => themeClasses(page), { message: theme }).toEqual(expected);
      expect(await storedTheme(page)).toBe(theme);
      expect(await accent(page)).toBe(accents[theme]);

      await page.reload();
      await skipLoadingScreen(page);
      expect(await themeClasses(page), `${theme} after reload`).toEqual(expected);
      expect(await accent(page)).toBe(accents[theme]);
      expect(await themeButton.getAttribute("aria-label")).toContain(labels[theme]);
      await openThemes();
      await expect.poll(() => themeOption(theme).isChecked()).toBe(true);
      await page.keyboard.press("Escape");
    }
  });

  test("at phone width the open dropdown stays inside the viewport", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    await visit(page, homeOf(lang));
    const { themeButton, themeLabel, openThemes } = shell(page);
    await openThemes();
    const panelId = await themeButton.getAttribute("aria-controls");
    const box = await page.locator(`[id="${panelId}"]`).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewports.mobile.width);
    for (const theme of themes) {
      expect(await themeLabel(theme).isVisible()).toBe(true);
    }
  });

  test("Escape closes the dropdown and returns focus to the button", async ({ page }) => {
    await visit(page, homeOf(lang));
    const { themeButton, themeLabel } = shell(page);
    await themeButton.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => themeButton.getAttribute("aria-expanded")).toBe("true");
    // Focus moves into the dropdown, onto the checked option.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("theme-option-dark");
    // Arrow keys pick a theme without closing.
    await page.keyboard.press(lang === "ar" ? "ArrowLeft" : "ArrowRight");
    await expect.poll(() => themeClasses(page)).toEqual(["theme-dark-blue"]);

    await page.keyboard.press("Escape");
    await expect.poll(() => themeButton.getAttribute("aria-expanded")).toBe("false");
    // The list stays in the page, hidden (a page of islands opens it without React, ADR 055).
    expect(await themeLabel("dark").isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("theme-button");
  });

  test("a press outside the dropdown closes it; a press inside does not", async ({ page }) => {
    await visit(page, homeOf(lang));
    const { themeButton, themeLabel } = shell(page);
    await themeButton.click();
    await expect.poll(() => themeButton.getAttribute("aria-expanded")).toBe("true");
    // The panel's own padding, beside the options.
    await page.locator(`#${await themeButton.getAttribute("aria-controls")}`).click({ position: { x: 4, y: 4 } });
    expect(await themeButton.getAttribute("aria-expanded")).toBe("true");
    await page.locator("main h1").first().click();
    await expect.poll(() => themeButton.getAttribute("aria-expanded")).toBe("false");
    // The list stays in the page, hidden (a page of islands opens it without React, ADR 055).
    expect(await themeLabel("dark").isVisible()).toBe(false);
  });

  test("the stored theme is on <html> before any app JavaScript runs (no flash)", async ({ page }) => {
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
    // The head script ran before the stylesheet, when the stored theme's page colour was not yet known; once
    // the page is up, the phone's address bar takes it (dark blue's, not the default dark red's).
    await expect.poll(() => page.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute("content"))).toBe("#070a12");
  });
});

describe("stored theme values from elsewhere", () => {
  test("legacy light-blue/light-green map to the dark themes; any other value X gives theme-X", async ({ page }) => {
    await visit(page, "/en");
    const { themeOption, openThemes } = shell(page);
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
      await openThemes();
      await expect.poll(() => themeOption(checked).isChecked(), { message: stored }).toBe(true);
      await page.keyboard.press("Escape");
    }
  });
});
