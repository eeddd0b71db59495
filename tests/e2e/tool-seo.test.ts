import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, viewports } from "../setup/browser";
import { startServer, type RunningServer } from "../setup/server";
import { startSeoFixtures, type SeoFixtures } from "../fixtures/seo-site/seo-site";
import { htmlLangDir, langs, mobile, openClockedPage, skipLoadingScreen, visibleText, type Lang } from "./helpers";
import arSeo from "../../core/locales/ar/tool-seo.json";
import enSeo from "../../core/locales/en/tool-seo.json";
import arTools from "../../core/locales/ar/tools.json";
import enTools from "../../core/locales/en/tools.json";

const texts = { ar: arSeo, en: enSeo } as const;
const toolTexts = { ar: arTools, en: enTools } as const;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ""));

/** This tool needs the loopback switch and fixture sites, so it has its own server. */
let server: RunningServer;
let fixtures: SeoFixtures;
let browser: Browser;
beforeAll(async () => {
  [server, fixtures, browser] = await Promise.all([
    startServer({ OUTBOUND_ALLOW_LOOPBACK: "1", TOOLS_RATE_LIMIT: "1000" }),
    startSeoFixtures(),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop(), fixtures?.stop()]);
});

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
type AxeViolation = { id: string; help: string; nodes: { target: unknown[] }[] };
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run({ include: [['[data-testid="tool"]']] }, { resultTypes: ["violations"] })).violations;
  });
  return violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

const isHydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));

async function openTool(page: Page, lang: Lang) {
  await page.goto(`${server.url}/${lang}/free-tools/${toolTexts[lang].items.seo.meta.slug}`);
  await skipLoadingScreen(page);
  const root = page.locator('[data-testid="seo-tool"]');
  const part = (name: string) => root.locator(`[data-testid="seo-${name}"]`);
  await root.waitFor();
  await expect.poll(() => isHydrated(part("url")), { message: "the tool never hydrated" }).toBe(true);
  return { root, part, url: part("url"), submit: part("submit") };
}

async function analyse(tool: Awaited<ReturnType<typeof openTool>>, address: string) {
  await tool.url.fill(address);
  await tool.url.press("Enter");
}

describe.each(langs)("SEO analyzer (%s)", (lang: Lang) => {
  const t = texts[lang];
  const api = toolTexts[lang].api;

  test("idle explains the checks; an invalid address shows the translated Invalid URL message on the field", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      const tool = await openTool(page, lang);
      expect(await htmlLangDir(page)).toEqual({ lang, dir: lang === "ar" ? "rtl" : "ltr" });
      expect(await tool.url.getAttribute("dir")).toBe("ltr");
      const idle = await visibleText(tool.part("idle"));
      expect(idle).toContain(t.idle.title);
      for (const item of t.idle.items) expect(idle).toContain(item);

      await analyse(tool, "not a url");
      const error = tool.part("error");
      expect(await error.getAttribute("role")).toBe("alert");
      expect(await tool.part("error-title").textContent()).toBe(api.invalidUrl.title);
      expect(await tool.part("error-message").textContent()).toBe(api.invalidUrl.message);
      expect(await tool.url.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await tool.url.getAttribute("aria-describedby"))!.split(" ");
      expect(describedBy).toContain(await error.getAttribute("id"));
      expect(await tool.part("report").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("analyses a fixture page with known defects: score, counts and specific findings in the page's language", async () => {
    const { page, errors, close } = await openClockedPage(browser, { bypassCSP: true });
    try {
      const tool = await openTool(page, lang);
      await analyse(tool, fixtures.bad);
      // The slow fixture (850 ms) leaves time to see the analysing state.
      await tool.part("analysing").waitFor();
      expect(await tool.submit.isDisabled()).toBe(true);
      expect(await tool.root.locator("form").getAttribute("aria-busy")).toBe("true");
      expect(await tool.part("status").textContent()).toBe(t.form.analysing);

      const report = tool.part("report");
      await report.waitFor({ timeout: 20_000 });
      expect(await tool.submit.isDisabled()).toBe(false);
      expect(await tool.part("score").textContent()).toBe("34");
      expect(await tool.part("band").textContent()).toBe(t.report.bands.poor);
      expect(await tool.part("final-url").textContent()).toBe(`${fixtures.bad}/`);
      expect(await tool.part("final-url").getAttribute("dir")).toBe("ltr");
      expect(await visibleText(tool.part("count-fail"))).toBe(`7 ${t.report.counts.fail}`);
      expect(await visibleText(tool.part("count-warn"))).toBe(`12 ${t.report.counts.warn}`);
      expect(await tool.part("status").textContent()).toBe(fill(t.report.announce, { score: 34, fail: 7, warn: 12 }));

      // Problems come first, failures before warnings, each with its advice.
      const problems = tool.part("group-problems");
      const ids = await problems.locator("[data-status]").evaluateAll((items) => items.map((item) => `${item.getAttribute("data-status")}`));
      expect(ids.indexOf("warn")).toBeGreaterThan(ids.lastIndexOf("fail"));
      const advice = async (id: string) => (await tool.part(`check-${id}`).locator('[data-testid="seo-advice"]').textContent())!;
      expect(await advice("robots")).toBe(t.checks.robots.noindex);
      expect(await advice("viewport")).toBe(t.checks.viewport.missing);
      expect(await advice("robotsTxt")).toBe(t.checks.robotsTxt.blocksAll);
      expect(await advice("title")).toBe(fill(t.checks.title.short, { length: 4, min: 30, max: 60 }));
      expect(await advice("images")).toBe(fill(t.checks.images.missingAlt, { missing: 2, total: 3 }));
      expect(await advice("links")).toBe(fill(t.checks.links.both, { total: 3, empty: 1, generic: 2 }));
      expect(await advice("headings")).toBe(fill(t.checks.headings.skipped, { count: 1, first: "h2 → h4" }));
      const links = await visibleText(tool.part("check-links"));
      expect(links).toContain("Click here");
      expect(links).toContain("اضغط هنا");
      expect(await tool.part("check-images").locator('[dir="ltr"]').first().textContent()).toBe("/banner.jpg");
      expect(await tool.part("check-status").getAttribute("data-status")).toBe("pass");
      expect(await visibleText(tool.part("metric-pageWeight"))).toBe(fill(t.report.units.kb, { value: "1,025" }));
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("a good page scores in the good band; an unreachable and a blocked address show their errors", async () => {
    const { page, errors, close } = await openClockedPage(browser, mobile);
    try {
      const tool = await openTool(page, lang);
      await analyse(tool, fixtures.good);
      await tool.part("report").waitFor({ timeout: 20_000 });
      expect(await tool.part("score").textContent()).toBe("93");
      expect(await tool.part("band").textContent()).toBe(t.report.bands.good);
      expect(await tool.part("group-problems").locator("[data-status]").count()).toBe(1);
      expect(await tool.part("check-https").getAttribute("data-status")).toBe("fail");
      expect(await tool.part("group-passed").locator("[data-status]").count()).toBe(19);
      // Nothing sticks out sideways at phone width, long addresses included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);

      await analyse(tool, fixtures.closedPort);
      await tool.part("error").waitFor({ timeout: 20_000 });
      expect(await tool.part("error-title").textContent()).toBe(api.unreachable.title);
      expect(await tool.part("error-message").textContent()).toBe(api.unreachable.message);
      expect(await tool.url.getAttribute("aria-invalid")).toBeNull();
      expect(await tool.part("report").count()).toBe(0);

      // Private addresses stay refused even with the test-only loopback switch on.
      await analyse(tool, "http://10.0.0.1/");
      await expect.poll(() => tool.part("error-title").textContent()).toBe(api.blocked.title);
      expect(await tool.part("error-message").textContent()).toBe(api.blocked.message);
      // Chromium logs the tool's own 502 and 422 answers; nothing else may appear.
      const expected = ["502 (Bad Gateway)", "422 (Unprocessable Entity)"].map(
        (s) => `console.error: Failed to load resource: the server responded with a status of ${s}`,
      );
      expect(errors.filter((line) => !expected.includes(line))).toEqual([]);
    } finally {
      await close();
    }
  });
});
