import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { fakeKey, startFakePageSpeed, type FakePageSpeed } from "../fixtures/pagespeed/fake-pagespeed";
import { fill, htmlLangDir, isHydrated, langs, plural, visibleText, type Lang } from "./helpers";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { toolPage, toolPath, toolTexts } from "./kit/pages/tool-page";
import arSpeed from "../../core/locales/ar/tool-speed.json";
import enSpeed from "../../core/locales/en/tool-speed.json";

const texts = { ar: arSpeed, en: enSpeed } as const;

/**
 * The Website tab's states against a fake PageSpeed Insights API on
 * loopback (a real Lighthouse 13 result, answered in about a second), so
 * the page, the server's job queue and the PSI client all run for real.
 * Local Lighthouse is covered by tests/integration/website-speed.test.ts.
 */
let server: RunningServer;
let fake: FakePageSpeed;
beforeAll(async () => {
  fake = await startFakePageSpeed({ delayMs: 400 });
  server = await startServer({
    TOOLS_RATE_LIMIT: "1000",
    PAGESPEED_API_KEY: fakeKey,
    PAGESPEED_API_URL: fake.apiUrl,
    LIGHTHOUSE_CHROME_PATH: "/nonexistent/chrome",
  });
});
afterAll(async () => {
  await Promise.all([server?.stop(), fake?.stop()]);
});

/** The speed tool's page; ready once the pointer has come over its tabs and they are React's (the Website panel may not be the one shown). */
async function openWebsiteTab(page: Page, lang: Lang, query = "") {
  await page.addInitScript(() => {
    (window as unknown as { __websiteSpeedPollMs: number }).__websiteSpeedPollMs = 150;
  });
  await visit(page, toolPath("speed", lang, query), server.url);
  const tab = (name: "website" | "internet") => page.getByRole("tab", { name: texts[lang].tabs[name] });
  await tab("website").hover();
  await expect.poll(() => isHydrated(tab("website")), { message: "the tool's code never took over" }).toBe(true);
  const tool = toolPage(page, "website", "website-speed");
  return { ...tool, tab, url: tool.part("url") };
}

describe.each(langs)("website speed check (%s)", (lang: Lang) => {
  const t = texts[lang].website;
  const api = toolTexts[lang].api;

  test("opens on the Website tab; idle explains the check; an invalid URL shows Invalid URL on the field", async ({ page }) => {
    const tool = await openWebsiteTab(page, lang);
    expect(await htmlLangDir(page)).toEqual({ lang, dir: lang === "ar" ? "rtl" : "ltr" });
    expect(await tool.tab("website").getAttribute("aria-selected")).toBe("true");
    expect(await tool.tab("internet").getAttribute("aria-selected")).toBe("false");
    const idle = await visibleText(tool.part("idle"));
    expect(idle).toContain(t.idle.title);
    for (const item of t.idle.items) expect(idle).toContain(item);
    expect(await tool.url.getAttribute("dir")).toBe("ltr");

    const before = fake.requests().length;
    await tool.url.fill("not a url");
    await tool.url.press("Enter");
    expect(await tool.part("error").getAttribute("role")).toBe("alert");
    expect(await tool.part("error-title").textContent()).toBe(api.invalidUrl.title);
    expect(await tool.part("error-message").textContent()).toBe(api.invalidUrl.message);
    expect(await tool.url.getAttribute("aria-invalid")).toBe("true");
    expect((await tool.url.getAttribute("aria-describedby"))!.split(" ")).toContain(await tool.part("error").getAttribute("id"));
    expect(fake.requests().length).toBe(before);
  });

  test("checking shows progress step by step, then mobile and desktop results with gauges, metrics and what to fix", async ({ page }) => {
    const tool = await openWebsiteTab(page, lang);
    const address = `https://${lang}.example.com/slow-page`;
    await tool.url.fill(address.replace("https://", ""));
    await tool.submit.click();

    const progress = tool.part("progress");
    await progress.waitFor();
    expect(await tool.submit.isDisabled()).toBe(true);
    expect(await visibleText(progress)).toContain(`${lang}.example.com`);
    expect(await progress.getByRole("progressbar").getAttribute("aria-label")).toBe(t.progress.label);
    await expect.poll(() => tool.part("step-mobile").getAttribute("data-status")).toBe("running");
    expect(await tool.part("status").textContent()).toBe(t.progress.announce.mobile);
    await expect.poll(() => tool.part("step-desktop").getAttribute("data-status"), { timeout: 10_000 }).toBe("running");
    expect(await tool.part("step-mobile").getAttribute("data-status")).toBe("done");

    const results = tool.part("results");
    await results.waitFor({ timeout: 15_000 });
    expect(await tool.part("final-url").textContent()).toBe(address);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await page.locator("#website-results-title").getAttribute("id"));
    expect(await tool.part("mobile-score").textContent()).toBe("75");
    expect(await tool.part("mobile-band").textContent()).toBe(t.results.bands.average);
    expect(await tool.part("desktop-score").textContent()).toBe("90");
    expect(await tool.part("desktop-band").textContent()).toBe(t.results.bands.good);
    expect(await tool.part("status").textContent()).toBe(fill(t.results.announce, { mobile: 75, desktop: 90 }));

    const mobileCard = await visibleText(tool.part("mobile"));
    expect(mobileCard).toContain(t.results.strategies.mobile);
    for (const id of ["fcp", "lcp", "tbt", "cls", "si"] as const) expect(mobileCard).toContain(t.results.metrics[id].name);
    // The recorded result: TBT 1,163 ms (poor), FCP 1.1 s (good), CLS 0.
    const tbt = tool.part("mobile-metric-tbt");
    expect(await tbt.getAttribute("data-band")).toBe("poor");
    expect(await tbt.locator("dd").textContent()).toContain(fill(t.results.units.ms, { value: "1,163" }));
    expect(await tool.part("mobile-metric-fcp").locator("dd").textContent()).toContain(fill(t.results.units.s, { value: "1.1" }));
    expect(await tool.part("mobile-metric-cls").locator("dd").textContent()).toContain("0.00");

    // What to fix, in the page's language, biggest saving first.
    const opportunities = tool.part("mobile-opportunities").locator('[data-testid="website-opportunity"]');
    expect(await opportunities.evaluateAll((items) => items.map((item) => item.getAttribute("data-id")))).toEqual([
      "cache-insight",
      "bootup-time",
      "render-blocking-insight",
      "unminified-css",
      "unused-css-rules",
    ]);
    const first = await visibleText(opportunities.first());
    expect(first).toContain(t.opportunities["cache-insight"].title);
    expect(first).toContain(t.opportunities["cache-insight"].advice);
    expect(first).toContain(fill(t.results.saves, { amount: fill(t.results.units.s, { value: "1.4" }) }));
    expect(await tool.part("provider").textContent()).toContain(t.results.providers.pagespeed);
    await expectNoAxeViolations(page, "the website speed check", { include: '[data-testid="tool"]' });
  });

  test("a page that cannot be loaded shows why; the same address again comes from the cache", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    const tool = await openWebsiteTab(page, lang);
    await tool.url.fill(`https://unreachable-${lang}.example.com/`);
    await tool.submit.click();
    await tool.part("error").waitFor({ timeout: 10_000 });
    expect(await tool.part("error-title").textContent()).toBe(api.unreachable.title);
    expect(await tool.part("error-message").textContent()).toBe(api.unreachable.message);
    expect(await tool.url.getAttribute("aria-invalid")).toBeNull();

    await tool.url.fill(`https://${lang}.example.com/slow-page`);
    await tool.submit.click();
    await tool.part("results").waitFor({ timeout: 15_000 });
    expect(await tool.part("cached").textContent()).toBe(fill(plural(t.results, "cached", 1, lang), { count: 1 }));
    // Mobile layout: the cards stack and nothing spills sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const [mobileBox, desktopBox] = await Promise.all([tool.part("mobile").boundingBox(), tool.part("desktop").boundingBox()]);
    expect(desktopBox!.y).toBeGreaterThan(mobileBox!.y + mobileBox!.height - 1);
  });

  test("at phone width the result heading wraps the checked address after / . or -, never inside a word", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    const tool = await openWebsiteTab(page, lang);
    const address = `https://www.${lang}.example.com/services/web-design-development-in-baghdad`;
    await tool.url.fill(address);
    await tool.submit.click();
    await tool.part("results").waitFor({ timeout: 15_000 });
    const shown = tool.part("final-url");
    expect(await shown.textContent()).toBe(address);
    // The character before each line break of the address, found from where each character is drawn.
    const breaks = await shown.evaluate((element) => {
      const before: string[] = [];
      let lastTop: number | undefined;
      let lastChar = "";
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (lastTop !== undefined && rect.top > lastTop + rect.height / 2) before.push(lastChar);
          lastTop = rect.top;
          lastChar = text[i]!;
        }
      }
      return before;
    });
    expect(breaks.length, "the address is long enough to wrap on a phone").toBeGreaterThan(0);
    for (const character of breaks) expect("/.-").toContain(character);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("a desktop run the browser keeps losing: the phone result is shown, with the missing half said in its place", async ({ page }) => {
    const tool = await openWebsiteTab(page, lang);
    await tool.url.fill(`https://${lang}.example.com/lost-desktop`);
    await tool.submit.click();
    await tool.part("results").waitFor({ timeout: 15_000 });
    await tool.part("mobile").waitFor();
    expect(await tool.part("desktop").count()).toBe(0);
    const missing = tool.part("desktop-missing");
    expect(await missing.locator("h3").textContent()).toBe(t.results.strategies.desktop);
    expect(await missing.locator("p").textContent()).toBe(t.results.missing.desktop);
    expect(await tool.part("error").count()).toBe(0);
    // Tried three times on the computer, once on the phone.
    const asked = fake.requests().filter((params) => params.get("url")?.includes(`${lang}.example.com/lost-desktop`));
    expect(asked.map((params) => params.get("strategy")).sort()).toEqual(["desktop", "desktop", "desktop", "mobile"]);
  });

  test("tabs: keyboard arrows follow the reading direction, the address keeps the tab, ?tab=internet opens on it", async ({ page, openPage }) => {
    const tool = await openWebsiteTab(page, lang);
    await tool.tab("website").focus();
    // Radix reverses the arrows in right-to-left: the next tab is to the left in Arabic.
    await page.keyboard.press(lang === "ar" ? "ArrowLeft" : "ArrowRight");
    await expect.poll(() => tool.tab("internet").getAttribute("aria-selected")).toBe("true");
    await page.locator('[data-testid="internet-speed"]').waitFor();
    expect(await tool.root.isVisible()).toBe(false);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("internet");
    await tool.tab("website").click();
    expect(new URL(page.url()).searchParams.get("tab")).toBeNull();
    await tool.root.waitFor();

    const deep = await openPage();
    const other = await openWebsiteTab(deep, lang, "?tab=internet");
    expect(await other.tab("internet").getAttribute("aria-selected")).toBe("true");
    expect(await deep.locator('[data-testid="internet-speed"]').isVisible()).toBe(true);
  });
});
