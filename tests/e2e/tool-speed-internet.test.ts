import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { htmlLangDir, isHydrated, langs, type Lang } from "./helpers";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { toolPath } from "./kit/pages/tool-page";
import arSpeed from "../../core/locales/ar/tool-speed.json";
import enSpeed from "../../core/locales/en/tool-speed.json";

const texts = { ar: arSpeed, en: enSpeed } as const;

/** A short test (about 4 s) with the real code path: same endpoints, streams, warm-up and stop by time. */
const quick = {
  ping: { count: 4 },
  download: { streams: 3, durationMs: 1500, graceMs: 300, requestBytes: 32 * 1024 * 1024 },
  upload: { streams: 2, durationMs: 1500, graceMs: 300, requestBytes: 8 * 1024 * 1024 },
};

async function openInternetTab(page: Page, lang: Lang) {
  await page.addInitScript((settings) => {
    (window as unknown as { __speedTestSettings: unknown }).__speedTestSettings = settings;
  }, quick);
  await visit(page, toolPath("speed", lang));
  const tab = page.getByRole("tab", { name: texts[lang].tabs.internet });
  // Tapped at once: the tap fetches the tool's code, and the tab it chose opens when the code has come.
  await tab.click();
  await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
  const panel = page.locator('[data-testid="internet-speed"]');
  await panel.waitFor();
  const start = panel.locator('[data-testid="speed-start"]');
  await expect.poll(() => isHydrated(start)).toBe(true);
  return { panel, start };
}

/** The tools write Latin digits in both languages (ADR 012). */
const number = (text: string | null) => Number((text ?? "").replace(/,/g, ""));

describe.each(langs)("internet speed test (%s)", (lang: Lang) => {
  const t = texts[lang].internet;

  test("idle → testing with live progress → download, upload, ping and jitter, then retest", async ({ page }) => {
    const { panel, start } = await openInternetTab(page, lang);
    expect(await htmlLangDir(page)).toEqual({ lang, dir: lang === "ar" ? "rtl" : "ltr" });
    expect(await panel.getAttribute("data-state")).toBe("idle");
    expect(await start.textContent()).toBe(t.start);

    const phases = new Set<string>();
    const watcher = setInterval(() => {
      void panel
        .locator('[data-testid="speed-testing"]')
        .getAttribute("data-phase", { timeout: 100 })
        .then((phase) => phase && phases.add(phase))
        .catch(() => {});
    }, 50);
    await start.click();
    const testing = panel.locator('[data-testid="speed-testing"]');
    await testing.waitFor();
    expect(await panel.locator('[role="progressbar"]').getAttribute("aria-label")).toBe(t.progressLabel);
    expect(Object.values(t.phases)).toContain(await testing.locator('[role="status"]').textContent());
    expect(await panel.locator('[data-testid="speed-stop"]').textContent()).toBe(t.cancel);

    const results = panel.locator('[data-testid="speed-results"]');
    await results.waitFor({ timeout: 30_000 });
    clearInterval(watcher);
    expect(phases.has("download") && phases.has("upload")).toBe(true);
    expect(await results.locator("h3").textContent()).toBe(t.results.title);
    for (const label of [t.results.download, t.results.upload, t.results.ping, t.results.jitter])
      expect(await results.textContent()).toContain(label);
    const download = number(await panel.locator('[data-testid="speed-download"]').textContent());
    const upload = number(await panel.locator('[data-testid="speed-upload"]').textContent());
    const ping = number(await panel.locator('[data-testid="speed-ping"]').textContent());
    const jitter = number(await panel.locator('[data-testid="speed-jitter"]').textContent());
    // Loopback: far faster than any real line, and a round trip well under a second.
    expect(download).toBeGreaterThan(50);
    expect(upload).toBeGreaterThan(50);
    expect(ping).toBeGreaterThanOrEqual(0);
    expect(ping).toBeLessThan(1000);
    expect(jitter).toBeGreaterThanOrEqual(0);
    expect(await panel.locator('[data-testid="speed-download"]').textContent()).toMatch(/^[\d,]+\.\d$/);
    expect(Object.values(t.verdicts)).toContain(await panel.locator('[data-testid="speed-verdict"]').textContent());
    expect(await panel.textContent()).toContain(t.results.note.replace("{{download}}", "3").replace("{{upload}}", "2"));

    expect(await start.textContent()).toBe(t.retest);
    await start.click();
    await testing.waitFor();
    await results.waitFor({ timeout: 30_000 });
  });

  test("a test that cannot complete says so and can be retried", async ({ openPage }) => {
    // The aborted downloads are the only errors: the browser reports each failed request.
    const page = await openPage({ mobile: true, allowErrors: [/ERR_CONNECTION_RESET/] });
    await page.route("**/api/tools/speed-test/download**", (route) => route.abort("connectionreset"));
    const { panel, start } = await openInternetTab(page, lang);
    await start.click();
    const failed = panel.locator('[data-testid="speed-failed"]');
    await failed.waitFor({ timeout: 20_000 });
    expect(await failed.getAttribute("role")).toBe("alert");
    expect(await failed.locator("h3").textContent()).toBe(t.errors.failed.title);
    expect(await failed.textContent()).toContain(t.errors.failed.message);
    if (lang === "en") {
      expect(t.errors.failed.title).toBe("Test Failed");
      expect(t.errors.failed.message).toBe("Could not complete the speed test. Please try again.");
    }
    expect(await start.textContent()).toBe(t.retest);

    await page.unroute("**/api/tools/speed-test/download**");
    await start.click();
    await panel.locator('[data-testid="speed-results"]').waitFor({ timeout: 30_000 });
  });

  test("stopping a test returns to the start", async ({ page }) => {
    const { panel, start } = await openInternetTab(page, lang);
    await start.click();
    await panel.locator('[data-testid="speed-testing"][data-phase="download"]').waitFor();
    await panel.locator('[data-testid="speed-stop"]').click();
    expect(await panel.getAttribute("data-state")).toBe("idle");
    expect(await panel.locator('[role="status"]').textContent()).toBe(t.cancelled);
    expect(await start.textContent()).toBe(t.start);
  });
});
