import { gzipSync } from "node:zlib";
import { describe, expect } from "vitest";
import type { Page, Route } from "playwright-core";
import { waitForLoadingScreenGone } from "../setup/browser";
import { common, isHydrated, langs, pathnameOf, url, type Lang } from "./helpers";
import { contactForm, fieldState } from "./kit/pages/contact-form";
import { test } from "./kit/fixtures";
import { shell, skipLoadingScreen } from "./kit/pages/shell";
import { toolPage, toolPath } from "./kit/pages/tool-page";
import arPages from "../../core/locales/ar/pages.json";
import enPages from "../../core/locales/en/pages.json";

/**
 * Pages delivered as islands (ADR 055, issue 48): the articles pages so far. Server HTML, one small boot
 * module, each interactive part woken on its own trigger; every behaviour of the shell kept across the
 * browser's own navigation between pages.
 */
const JS_BUDGET = 10 * 1024;
const pagesText = { ar: arPages, en: enPages } as const;
const prefix = (lang: Lang) => `/${lang}`;

const isScript = (href: string) => new URL(href).pathname.endsWith(".js") || new URL(href).pathname.endsWith(".ts");

/** A task this long on the main thread is a long task (the web's and Lighthouse's measure). */
const LONG_TASK_MS = 50;

type TraceEvent = { name: string; ph: string; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string } };

/** Records Chromium's timeline (devtools' own trace) until `end()`, which gives its events. */
async function startTrace(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,v8.execute", transferMode: "ReportEvents" });
  return {
    async end() {
      const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
      await cdp.send("Tracing.end");
      await complete;
      await cdp.detach();
      return events;
    },
  };
}

/**
 * The longest run of script on the page's main thread in a trace: evaluating a script or module, or a call
 * into one (a timer, an event, a frame). Measured on the thread's own clock (CPU time), so a shared machine's
 * other work, which pauses the thread, does not count as the script's.
 */
function longestScript(events: TraceEvent[]) {
  const main = new Set(
    events
      .filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const scripts = events.filter(
    (event) =>
      event.ph === "X" &&
      main.has(`${event.pid}:${event.tid}`) &&
      ["EvaluateScript", "v8.evaluateModule", "v8.compileModule", "FunctionCall", "TimerFire", "FireAnimationFrame", "EventDispatch"].includes(
        event.name,
      ),
  );
  const longest = scripts.reduce<TraceEvent | null>(
    (top, event) => ((event.tdur ?? event.dur ?? 0) > (top?.tdur ?? top?.dur ?? 0) ? event : top),
    null,
  );
  return { count: scripts.length, name: longest?.name ?? "none", ms: (longest?.tdur ?? longest?.dur ?? 0) / 1000 };
}

/** The article pages of the sample content: the list, its first category and its first article. */
async function articlePages(page: Page, lang: Lang) {
  await page.goto(url(`${prefix(lang)}/articles`));
  const category = await page
    .locator(`main a[href^="${prefix(lang)}/articles/category/"]`)
    .first()
    .getAttribute("href");
  const article = await page
    .locator(`main a[href^="${prefix(lang)}/articles/"]:not([href*="/category/"]):not([href$=".xml"])`)
    .first()
    .getAttribute("href");
  expect(category).toBeTruthy();
  expect(article).toBeTruthy();
  return { list: `${prefix(lang)}/articles`, category: category!, article: article! };
}

/** Every public page type delivered as islands, by the form of its address after the language. */
const islandPageTypes: Record<string, RegExp> = {
  articles: /^\/articles$/,
  "article category": /^\/articles\/category\/[^/]+$/,
  article: /^\/articles\/(?!category\/)[^/]+$/,
  services: /^\/services$/,
  service: /^\/services\/[^/]+$/,
  sectors: /^\/sectors$/,
  sector: /^\/sectors\/[^/]+$/,
  landing: /^\/(social-media|web-design|advertising)\/[^/]+$/,
  about: /^\/about$/,
  cv: /^\/cv$/,
  faq: /^\/faq$/,
  "free tools": /^\/free-tools$/,
  "free tool": /^\/free-tools\/[^/]+$/,
  "privacy policy": /^\/privacy-policy$/,
  "terms of service": /^\/terms-of-service$/,
  credibility: /^\/credibility$/,
  portfolio: /^\/portfolio$/,
  contact: /^\/contact$/,
};

/** One address of each page type in the language, from the sitemap. */
async function pagesOfEachType(lang: Lang): Promise<[string, string][]> {
  const sitemap = await (await fetch(url("/sitemap.xml"))).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const home: [string, string] = ["home", lang === "ar" ? "/" : "/en"];
  return [
    home,
    ...Object.entries(islandPageTypes).map(([type, form]): [string, string] => {
      const path = paths.find((candidate) => candidate.startsWith(`${prefix(lang)}/`) && form.test(decodeURI(candidate.slice(3))));
      expect(path, `a ${type} page in the sitemap`).toBeTruthy();
      return [type, path!];
    }),
  ];
}

describe.each(langs)("public pages as islands (%s)", (lang: Lang) => {
  test("each page type loads no application runtime and at most 10 KiB of gzipped JavaScript, the Insights collector counted, and runs no script of 50 ms", async ({
    page,
  }) => {
    const lines: string[] = [];
    for (const [type, path] of await pagesOfEachType(lang)) {
      const scripts = new Set<string>();
      const onRequest = (request: { url: () => string }) => {
        if (isScript(request.url())) scripts.add(request.url());
      };
      page.on("request", onRequest);
      const collector = page.waitForRequest(/insights-collector/);
      // Each page the first of a visit: 20 s into one, the assistant's code would load (on its timer, not before interaction).
      if (page.url().startsWith("http")) await page.evaluate(() => sessionStorage.clear());
      const trace = await startTrace(page);
      await page.goto(url(path), { waitUntil: "load" });
      // The collector loads once the page is idle (at the latest 5 s after it loaded).
      await page.clock.fastForward(6_000);
      await collector;
      page.off("request", onRequest);
      const longest = longestScript(await trace.end());
      expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
      const sizes = await Promise.all(
        [...scripts].map(async (href) => {
          expect(new URL(href).origin, href).toBe(new URL(url("/")).origin);
          const response = await fetch(href);
          return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
        }),
      );
      const total = sizes.reduce((sum, size) => sum + size, 0);
      lines.push(
        `  ${type.padEnd(18)} ${scripts.size} files ${(total / 1024).toFixed(1).padStart(5)} KiB, longest script ${longest.ms.toFixed(1).padStart(4)} ms (${longest.name})  ${decodeURI(path)}`,
      );
      expect(total, path).toBeLessThanOrEqual(JS_BUDGET);
      expect(total, path).toBeGreaterThan(0);
      // The trace saw the page's own scripts run, and none of them held the main thread for 50 ms.
      expect(longest.count, `${path}: no script in the trace`).toBeGreaterThan(0);
      expect(longest.ms, `${path}: ${longest.name} ran ${longest.ms.toFixed(1)} ms of the main thread's time`).toBeLessThan(LONG_TASK_MS);
    }
    console.log(`JavaScript before any interaction (${lang}, gzip -9; script time on the main thread's own clock):\n${lines.join("\n")}`);
  });
});

describe.each(langs)("article pages as islands (%s)", (lang: Lang) => {
  test("the phone menu opens at the first tap, before its code has arrived and after", async ({ openPage }) => {
    const page = await openPage({ mobile: true, hasTouch: true });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/island-menu-[^/]*\.js$/, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(url(`${prefix(lang)}/articles`));
    await skipLoadingScreen(page);
    const { mobileMenu } = shell(page);
    const menuToggle = await shell(page).menuToggle();
    await menuToggle.tap();
    await expect.poll(() => mobileMenu.isVisible()).toBe(false);
    release();
    await expect.poll(() => mobileMenu.isVisible()).toBe(true);
    expect(await menuToggle.getAttribute("aria-expanded")).toBe("true");
    expect(await menuToggle.getAttribute("aria-label")).toBe(common[lang].a11y.closeMenu);
    await menuToggle.tap();
    await expect.poll(() => mobileMenu.isVisible()).toBe(false);
    expect(await menuToggle.getAttribute("aria-label")).toBe(common[lang].a11y.openMenu);
    await menuToggle.tap();
    await expect.poll(() => mobileMenu.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => mobileMenu.isVisible()).toBe(false);
    await expect.poll(() => menuToggle.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  test("a theme chosen on an article page stays chosen on the next page, and on the application's pages", async ({ page }) => {
    const paths = await articlePages(page, lang);
    await page.goto(url(paths.article));
    await skipLoadingScreen(page);
    const { themeButton, themeOption } = shell(page);
    await themeButton.click();
    // The list opens with focus on the current theme, as in the application.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("theme-option-dark");
    await page.locator("label", { has: themeOption("dark-green") }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("theme-dark-green"))).toBe(true);
    expect(await themeButton.getAttribute("aria-expanded")).toBe("false");
    const name = common[lang].theme.options["dark-green"];
    expect(await themeButton.getAttribute("aria-label")).toBe(`${common[lang].theme.label}: ${name}`);

    // A document navigation (the breadcrumb to the articles page): the theme is there before any script.
    await page.locator(`main a[href="${paths.list}"]`).first().click();
    await page.waitForURL((address) => address.pathname === paths.list);
    expect(await page.evaluate(() => document.documentElement.classList.contains("theme-dark-green"))).toBe(true);
    await expect.poll(() => themeButton.getAttribute("aria-label")).toBe(`${common[lang].theme.label}: ${name}`);
    await themeButton.click();
    await expect.poll(() => themeOption("dark-green").isChecked()).toBe(true);

    // The home page is still an application page: the same stored choice.
    await page.goto(url(lang === "ar" ? "/" : "/en"));
    expect(await page.evaluate(() => document.documentElement.classList.contains("theme-dark-green"))).toBe(true);
  });

  test("the loading screen shows on the first page of a visit only; the assistant comes 20 s after the visit started, not after each page", async ({
    page,
  }) => {
    const paths = await articlePages(page, lang);
    // A new visit: the tab's session is cleared, as in a new tab.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(url(paths.article));
    expect(await page.locator('[data-testid="loading-screen"]').isVisible()).toBe(true);
    await skipLoadingScreen(page);
    await page.clock.fastForward(10_000);
    // The second page of the visit: no loading screen, even for a moment.
    await page.locator(`main a[href="${paths.list}"]`).first().click();
    await page.waitForURL((address) => address.pathname === paths.list);
    expect(await page.evaluate(() => document.documentElement.dataset.visit)).toBe("returning");
    expect(await page.locator('[data-testid="loading-screen"]').isVisible()).toBe(false);
    await waitForLoadingScreenGone(page);
    // 10 s of this page after 15 of the first: the assistant is due (20 s into the visit), though this page is younger.
    const assistantButton = page.locator('[data-testid="assistant-button"]');
    expect(await assistantButton.count()).toBe(0);
    await page.clock.fastForward(10_000);
    await assistantButton.waitFor({ state: "visible" });
    // Dismissed, it stays away on the pages he opens next.
    await assistantButton.click();
    await page.locator('[data-testid="assistant-dismiss"]').click();
    await assistantButton.waitFor({ state: "detached" });
    await page.goto(url(paths.category));
    await page.clock.fastForward(25_000);
    await page.locator('[data-testid="site-header"]').waitFor();
    expect(await assistantButton.count()).toBe(0);
    expect(pathnameOf(page)).toBe(decodeURI(paths.category));
  });

  test("the header turns solid past 10 px; the footer's badge opens the credibility dialog at the first click", async ({ page }) => {
    const paths = await articlePages(page, lang);
    await page.goto(url(paths.article));
    await skipLoadingScreen(page);
    const { header } = shell(page);
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");

    const badge = page.locator('[data-testid="credibility-badge"]');
    await badge.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ state: "visible" });
    await expect.poll(() => dialog.getByRole("link", { name: common[lang].credibilityDialog.viewPage }).count()).toBe(1);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => badge.evaluate((element) => element === document.activeElement)).toBe(true);
    // The page's own texts are the server's (the article's breadcrumb names the articles page).
    expect(await page.locator("main").innerText()).toContain(pagesText[lang].articles.title);
  });
});

describe.each(langs)("the contact page as islands (%s)", (lang: Lang) => {
  test("what he types before the form's code arrives is kept, with his cursor; then the form checks at once without leaving the page", async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/island-contact-form-[^/]*\.js$/, async (route: Route) => {
      await held;
      await route.continue();
    });
    const path = `${prefix(lang)}/contact`;
    await page.goto(url(path));
    await skipLoadingScreen(page);
    const form = contactForm(page.locator("main"));
    expect(await isHydrated(form.form)).toBe(false);
    // His first touch wakes the form's island; its code is held back while he types.
    await form.name.click();
    await page.keyboard.type("Layla");
    expect(await isHydrated(form.form)).toBe(false);
    release();
    await expect.poll(() => isHydrated(form.form)).toBe(true);
    expect(await form.name.inputValue()).toBe("Layla");
    expect(await form.name.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type(" Hassan");
    expect(await form.name.inputValue()).toBe("Layla Hassan");
    // The application's form now: an empty message is refused at once, on this page.
    await form.send.click();
    await expect.poll(async () => (await fieldState(form.message)).invalid).toBe("true");
    expect(pathnameOf(page)).toBe(path);
  });
});

describe.each(langs)("a free tool as an island (%s)", (lang: Lang) => {
  test("what he types and the Enter he presses before the tool's code arrives are kept: the bios come for his words, on this page", async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/island-bio-tool-[^/]*\.js$/, async (route: Route) => {
      await held;
      await route.continue();
    });
    const path = toolPath("bio", lang);
    await page.goto(url(path));
    await skipLoadingScreen(page);
    const tool = toolPage(page, "bio");
    const profession = tool.part("profession");
    expect(await isHydrated(profession)).toBe(false);
    // His first touch wakes the tool; its code is held back while he types and presses Enter.
    await profession.click();
    await page.keyboard.type(lang === "ar" ? "مصور أعراس" : "Wedding photographer");
    await tool.part("skills").click();
    await page.keyboard.type(lang === "ar" ? "تصوير، مونتاج، إضاءة" : "photos, editing, lighting");
    await page.keyboard.press("Enter");
    expect(await isHydrated(profession)).toBe(false);
    release();
    await tool.part("results").waitFor();
    expect(await isHydrated(profession)).toBe(true);
    expect(await profession.inputValue()).toBe(lang === "ar" ? "مصور أعراس" : "Wedding photographer");
    expect(await tool.part("results").innerText()).toContain(lang === "ar" ? "مونتاج" : "editing");
    // The page was not sent without script (which would put his words in the address).
    expect(new URL(page.url()).search).toBe("");
    expect(pathnameOf(page)).toBe(path);
  });
});

describe.each(langs)("a free tool whose code cannot load (%s)", (lang: Lang) => {
  test("his press sends the form as without script at once, and the server answers with the bios", async ({ openPage }) => {
    // The browser reports the code it could not load, as it should.
    const page = await openPage({ allowErrors: ["console.error: Failed to load resource: net::ERR_FAILED"] });
    await page.route(/island-bio-tool-[^/]*\.js$/, (route: Route) => route.abort());
    await page.goto(url(toolPath("bio", lang)));
    await skipLoadingScreen(page);
    const tool = toolPage(page, "bio");
    await tool.part("profession").fill(lang === "ar" ? "مصور أعراس" : "Wedding photographer");
    await tool.part("skills").fill(lang === "ar" ? "تصوير، مونتاج، إضاءة" : "photos, editing, lighting");
    await Promise.all([page.waitForURL(/profession=/), tool.submit.click()]);
    await tool.part("results").waitFor();
    expect(await tool.part("results").innerText()).toContain(lang === "ar" ? "مونتاج" : "editing");
  });
});

test("an Arabic tool's choice reads in the site's font before any touch, as it does once laid out again", async ({ openPage }) => {
  // A visit's second page (no loading screen), on a narrow screen, its fonts arriving after the first layout.
  const page = await openPage({ clock: false });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.addInitScript(() => sessionStorage.setItem("visit-start", String(Date.now())));
  await page.goto(url(toolPath("bio", "ar")), { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  const select = page.locator("main select").first();
  expect(await select.inputValue()).toBeTruthy();
  expect(await isHydrated(select), "the tool was not touched").toBe(false);
  const shown = await select.screenshot({ animations: "disabled" });
  // Laid out anew, the select's text is shaped in the font the page has now: it must look the same.
  await select.evaluate((element) => {
    element.style.display = "none";
    element.getBoundingClientRect();
    element.style.removeProperty("display");
  });
  const again = await select.screenshot({ animations: "disabled" });
  expect(shown.equals(again), "the select's text was drawn before the font came, and kept so").toBe(true);
});
