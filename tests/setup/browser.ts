import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "./chromium";

export const viewports = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** Waits until the loading screen has left (it stays 3.5 s, then fades 0.8 s). */
export async function waitForLoadingScreenGone(page: Page) {
  await page.waitForSelector('[data-testid="loading-screen"]', { state: "detached", timeout: 10_000 });
}
