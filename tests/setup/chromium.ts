import { existsSync } from "node:fs";
import type { LaunchOptions } from "playwright-core";

/**
 * Debian's `chromium-headless-shell` (Chromium's old headless mode, the same build as `chromium`) when it is
 * installed: it opens a page and renders it in about half the time on this 2-core machine, which sets the
 * pace of the whole suite (ADR 048). `/usr/bin/chromium` otherwise; CHROMIUM_PATH chooses.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

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
