import { test as base, expect } from "vitest";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { launchBrowser, viewports } from "../../setup/browser";

export type PageOptions = BrowserContextOptions & {
  /** The 390 × 844 phone viewport instead of the 1366 × 900 desktop one. */
  mobile?: boolean;
  /**
   * Playwright's fake clock, still flowing in real time, so the 3.5 s loading
   * screen can be skipped with fastForward (the default). false gives the
   * real clock: for tests that install their own, or run without script.
   */
  clock?: boolean;
  /**
   * Console lines the test causes on purpose (a string is a whole line).
   * Any other console.error or uncaught page error fails the test.
   */
  allowErrors?: (string | RegExp)[];
  /**
   * On a page without script, CSS animations and transitions run 20 times faster by default (DevTools'
   * animation speed, which holds across the page's navigations): without script the loading screen's overlay
   * is CSS alone and covers the page for 3.5 + 0.8 s after every load, which a test of the form behind it
   * would otherwise wait out each time. true keeps the real speed (the test of that overlay itself).
   */
  realAnimationSpeed?: boolean;
};

/** A page whose script may read and write the clipboard (the tools' copy buttons). */
export const clipboard: PageOptions = { permissions: ["clipboard-read", "clipboard-write"] };

/** Chromium's console line for a response with this status, e.g. failedResponse("400 (Bad Request)"). */
export const failedResponse = (status: string) => `console.error: Failed to load resource: the server responded with a status of ${status}`;

type Opened = { close: () => Promise<void>; errors: string[]; allowed: (string | RegExp)[] };

/** Failed responses per page, to explain a page that never hydrated (e.g. assets rebuilt under a running test). */
const failedResponses = new WeakMap<Page, string[]>();
export const failedResponsesOf = (page: Page): string[] => failedResponses.get(page) ?? [];

/** DevTools' animation speed for pages without script (see `realAnimationSpeed`). */
const noScriptAnimationSpeed = 20;

async function openTracked(
  browser: Browser,
  { mobile, clock = true, allowErrors = [], realAnimationSpeed = false, ...options }: PageOptions,
): Promise<Opened & { page: Page }> {
  const context = await browser.newContext({
    viewport: mobile ? viewports.mobile : viewports.desktop,
    // The browser's language decides a new owner's studio language (ADR 044): English unless a test asks for Arabic.
    locale: "en-GB",
    // Smooth scrolling and fades as a visitor sees them, whatever the host prefers.
    ...(clock ? { reducedMotion: "no-preference" as const } : {}),
    ...options,
  });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    const opened = { page, errors, allowed: allowErrors, close: () => context.close() };
    if (options.javaScriptEnabled === false && !realAnimationSpeed) {
      const devtools = await context.newCDPSession(page);
      await devtools.send("Animation.enable");
      await devtools.send("Animation.setPlaybackRate", { playbackRate: noScriptAnimationSpeed });
    }
    if (!clock) return opened;
    // Starts at the real current time, so the footer year the browser renders matches the server's.
    await page.clock.install({ time: Date.now() });
    const failed: string[] = [];
    failedResponses.set(page, failed);
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    return opened;
  } catch (error) {
    // Not handed to the fixture yet, so closed here.
    await context.close();
    throw error;
  }
}

/**
 * Browser tests: `page` is a desktop page with the fake clock; `openPage(options)`
 * opens others (phone, no script, clipboard...). Every page is closed after the
 * test, and the test fails if any logged a console error or threw (GUIDE: a
 * console.error fails the test) unless `allowErrors` names it.
 */
export const test = base
  .extend("browser", { scope: "file" }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend("openPage", async ({ browser }, { onCleanup }) => {
    const opened: Opened[] = [];
    onCleanup(async () => {
      // Closed whatever happened, and only then judged, so a failure leaks no context.
      await Promise.allSettled(opened.map((entry) => entry.close()));
      const unexpected = opened.flatMap(({ errors, allowed }) =>
        errors.filter((line) => !allowed.some((allow) => (typeof allow === "string" ? allow === line : allow.test(line)))),
      );
      expect(unexpected, "console errors and uncaught page errors").toEqual([]);
    });
    return async (options: PageOptions = {}): Promise<Page> => {
      const entry = await openTracked(browser, options);
      opened.push(entry);
      return entry.page;
    };
  })
  .extend("page", async ({ openPage }) => openPage());
