import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { viewports } from "../setup/browser";
import { startServer, type RunningServer } from "../setup/server";
import { startSeoFixtures, type SeoFixtures } from "../fixtures/seo-site/seo-site";
import { fill, htmlLangDir, langs, visibleText, type Lang } from "./helpers";
import { expectNoAxeViolations } from "./kit/axe";
import { failedResponse, test } from "./kit/fixtures";
import { openTool, toolTexts, type ToolPage } from "./kit/pages/tool-page";
import arSeo from "../../core/locales/ar/tool-seo.json";
import enSeo from "../../core/locales/en/tool-seo.json";

const texts = { ar: arSeo, en: enSeo } as const;

/** This tool needs the loopback switch and fixture sites, so it has its own server. */
let server: RunningServer;
let fixtures: SeoFixtures;
beforeAll(async () => {
  [server, fixtures] = await Promise.all([startServer({ OUTBOUND_ALLOW_LOOPBACK: "1", TOOLS_RATE_LIMIT: "1000" }), startSeoFixtures()]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), fixtures?.stop()]);
});

async function openSeo(page: Page, lang: Lang) {
  const tool = await openTool(page, "seo", lang, { ready: "url", base: server.url });
  return { ...tool, url: tool.part("url") };
}

const analyse = (tool: ToolPage, address: string) => tool.enter("url", address);

describe.each(langs)("SEO analyzer (%s)", (lang: Lang) => {
  const t = texts[lang];
  const api = toolTexts[lang].api;

  test("idle explains the checks; an invalid address shows the translated Invalid URL message on the field", async ({ page }) => {
    const tool = await openSeo(page, lang);
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
  });

  test("analyses a fixture page with known defects: score, counts and specific findings in the page's language", async ({ openPage }) => {
    const page = await openPage();
    const tool = await openSeo(page, lang);
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
    await expectNoAxeViolations(page, "the SEO analyzer", { include: '[data-testid="tool"]' });
  });

  test("an Arabic address is shown readable, isolated left to right, with meaningful escapes kept", async ({ page }) => {
    const tool = await openSeo(page, lang);
    const path = "/خدمات/تصميم%20مواقع%2Fبغداد";
    await analyse(tool, `${fixtures.good}${path}`);
    await tool.part("report").waitFor({ timeout: 20_000 });
    const finalUrl = tool.part("final-url");
    // The space and the encoded slash stay encoded: decoding them would change the address.
    expect(await finalUrl.textContent()).toBe(`${fixtures.good}${path}`);
    expect(await finalUrl.evaluate((element) => ({ tag: element.tagName, dir: element.getAttribute("dir") }))).toEqual({ tag: "BDI", dir: "ltr" });
    // Text only: the one element inside is <wbr>, where the address may wrap on a narrow screen.
    expect(await finalUrl.evaluate((element) => [...new Set([...element.children].map((child) => child.tagName))])).toEqual(["WBR"]);
    // The canonical it found, sent percent-encoded, reads as letters too (issue 44, item 7).
    const canonical = page.getByTestId("seo-sample-url").filter({ hasText: "خدمات" });
    expect(await canonical.textContent()).toBe(`${fixtures.good}${path}`);
    expect(await canonical.getAttribute("dir")).toBe("ltr");
  });

  test("a good page scores in the good band; an unreachable and a blocked address show their errors", async ({ openPage }) => {
    // Chromium logs the tool's own 502 and 422 answers; nothing else may appear.
    const page = await openPage({ mobile: true, allowErrors: [failedResponse("502 (Bad Gateway)"), failedResponse("422 (Unprocessable Entity)")] });
    const tool = await openSeo(page, lang);
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
  });
});
