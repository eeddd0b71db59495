import type { LaunchOptions } from "playwright-core";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's Chromium, headless, with nothing that reaches the network (see
 * GUIDE). Playwright gives every launch a fresh temporary profile, which is
 * the fresh --user-data-dir the GUIDE asks for.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  };
}
