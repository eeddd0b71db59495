import type { Page } from "playwright-core";
import { waitForLoadingScreenGone } from "../../../setup/browser";
import { common, url, type Lang } from "../../helpers";
import { failedResponsesOf } from "../fixtures";

export type ThemeName = "dark" | "dark-blue" | "dark-green";

/** Loads a path (of the shared test server, or of `base`) and skips the loading screen; needs the fake clock. */
export async function visit(page: Page, path: string, base?: string) {
  await page.goto(base ? new URL(path, base).toString() : url(path));
  await skipLoadingScreen(page);
}

/** The loading screen stays 3.5 s and fades for 0.8 s: fake time skips it. */
export async function skipLoadingScreen(page: Page) {
  await page.clock.fastForward(5_000);
  try {
    await waitForLoadingScreenGone(page);
  } catch (error) {
    const failed = failedResponsesOf(page);
    throw new Error(`the loading screen never left (the page did not hydrate?); failed responses: ${failed.join(", ") || "none"}`, { cause: error });
  }
}

/** The parts of the site around every page: header, mobile menu, language toggle, theme picker, footer. */
export function shell(page: Page) {
  const header = page.locator('[data-testid="site-header"]');
  const mobileMenu = page.locator('[data-testid="mobile-menu"]');
  const themeButton = page.locator('[data-testid="theme-button"]');
  const themeOption = (theme: string) => page.locator(`[data-testid="theme-option-${theme}"]`);
  const themeLabel = (theme: string) => page.locator("label", { has: themeOption(theme) });
  // On a page of islands (ADR 055) the list is always in the page, hidden, and its code may still be on its way
  // when the button is pressed: what a person waits for is the list opening.
  const openThemes = async () => {
    if ((await themeButton.getAttribute("aria-expanded")) !== "true") await themeButton.click();
    await themeLabel("dark").waitFor({ state: "visible" });
  };
  return {
    header,
    /** The desktop navigation's links. */
    navLinks: header.locator("a[data-nav-id]"),
    navLink: (id: string) => header.locator(`a[data-nav-id="${id}"]`),
    mobileMenu,
    /** The header's menu button, found through the menu it controls. */
    menuToggle: async () => header.locator(`button[aria-controls="${await mobileMenu.getAttribute("id")}"]`),
    languageToggle: page.locator('[data-testid="language-toggle"]'),
    themeButton,
    /** A theme's radio (visually hidden) and the label a person clicks. */
    themeOption,
    themeLabel,
    /** Opens the theme dropdown unless it is open already. */
    openThemes,
    async chooseTheme(lang: Lang, theme: ThemeName) {
      await openThemes();
      // A person clicks the visible label text.
      await themeLabel(theme).getByText(common[lang].theme.options[theme], { exact: true }).click();
    },
    footer: page.locator('[data-testid="site-footer"]'),
  };
}
