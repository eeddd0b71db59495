import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "./chromium";

export const viewports = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

export type TrackedPage = {
  page: Page;
  /** console.error messages and uncaught page errors seen so far. */
  errors: string[];
  close: () => Promise<void>;
};

/**
 * A page in a fresh context that records console errors and uncaught
 * exceptions; browser tests assert `errors` is empty (GUIDE: a console.error
 * fails the test).
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: viewports.desktop, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors, close: () => context.close() };
}

/** Waits until the loading screen has left (it stays 3.5 s, then fades 0.8 s). */
export async function waitForLoadingScreenGone(page: Page) {
  await page.waitForSelector('[data-testid="loading-screen"]', { state: "detached", timeout: 10_000 });
}
