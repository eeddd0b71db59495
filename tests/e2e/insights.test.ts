import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { test, type PageOptions } from "./kit/fixtures";
import { shell, skipLoadingScreen, visit } from "./kit/pages/shell";
import { contactForm } from "./kit/pages/contact-form";
import { toolPage, toolPath } from "./kit/pages/tool-page";
import { signInAsOwner } from "./kit/studio";
import { expectNoAxeViolations } from "./kit/axe";
import { isHydrated } from "./helpers";

// Insights counts everything the server sees: this file gets a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ CONTACT_MIN_FILL_MS: "300" });
});
afterAll(async () => {
  await server?.stop();
});

/** A visitor's browser: headless Chromium names itself a bot, which Insights rightly leaves out. */
const desktopChrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const phoneChrome = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** Resolves with the next event the page's collector sends (its JSON body). */
function nextEvent(page: Page, type: string) {
  return page
    .waitForRequest(
      (request) => request.url().endsWith("/api/insights") && request.method() === "POST" && JSON.parse(request.postData() ?? "{}").type === type,
    )
    .then((request) => JSON.parse(request.postData()!) as Record<string, unknown>);
}

async function openVisitor(openPage: (options?: PageOptions) => Promise<Page>, options: PageOptions) {
  const page = await openPage(options);
  // Nothing may leave the machine: WhatsApp and the like answer nothing here.
  await page.context().route(/^https:\/\/(wa\.me|t\.me|www\.facebook\.com|www\.instagram\.com)\//, (route) => route.abort());
  return page;
}

const kpi = (page: Page, id: string) => page.locator(`[data-testid="kpi-${id}-value"]`).textContent();
const row = (page: Page, dim: string, value: string) => page.locator(`[data-testid="insights-${dim}-row"][data-value="${value}"]`);
const cells = async (page: Page, dim: string, value: string) =>
  (await row(page, dim, value).locator("td").allTextContents()).map((text) => text.trim());

describe("Insights", () => {
  test("visits from a campaign and from a search, a WhatsApp tap, a tool and an enquiry show in the studio with their source", async ({
    openPage,
  }) => {
    // Visitor 1, on a computer, comes from an e-mail campaign to the English home page.
    const first = await openVisitor(openPage, { userAgent: desktopChrome });
    const landingView = nextEvent(first, "view");
    await visit(first, "/en?utm_source=Newsletter&utm_medium=email&utm_campaign=November", server.url);
    expect(await landingView).toMatchObject({
      path: "/en",
      lang: "en",
      device: "desktop",
      theme: "dark",
      utm: { source: "Newsletter", medium: "email", campaign: "November" },
    });
    // Nothing of the visit is kept in the browser (the language choice is the site's, from before Insights).
    expect((await first.context().cookies()).map((cookie) => cookie.name)).toEqual(["i18next"]);
    expect(await first.evaluate(() => Object.keys(localStorage).filter((key) => key !== "i18nextLng"))).toEqual([]);

    // He taps WhatsApp in the contact section: the site counts it as it sends him on to the chat (issue 45).
    const tap = first.context().waitForEvent("response", (response) => new URL(response.url()).pathname === "/go/whatsapp");
    await first.locator('section#contact a[href^="/go/whatsapp"]').first().click();
    const answered = await tap;
    expect(answered.status()).toBe(302);
    expect(new URL(answered.url()).searchParams.get("a")).toBe("contact");
    expect(answered.headers()["location"]).toMatch(/^https:\/\/wa\.me\//);

    // He uses the video hook generator.
    const toolView = nextEvent(first, "view");
    await visit(first, toolPath("hooks", "en"), server.url);
    await toolView;
    const hooks = toolPage(first, "hooks");
    await hooks.part("form").hover();
    await expect.poll(() => isHydrated(hooks.part("form"))).toBe(true);
    const used = nextEvent(first, "tool");
    await hooks.part("topic").fill("wedding photography");
    expect(await used).toMatchObject({ tool: "hooks", step: "used" });
    const completed = nextEvent(first, "tool");
    await hooks.part("topic").press("Enter");
    expect(await completed).toMatchObject({ tool: "hooks", step: "completed" });

    // And sends an enquiry from the contact page. The collector listens for the form's first input
    // only once it has loaded (after the page, when idle): its view of the page says it has.
    const contactView = nextEvent(first, "view");
    await visit(first, "/en/contact", server.url);
    await contactView;
    const form = contactForm(first.locator("main"));
    // A page of islands (ADR 055): his first touch of the form brings its script.
    await form.name.focus();
    await expect.poll(() => isHydrated(form.form)).toBe(true);
    const started = nextEvent(first, "form");
    await form.name.fill("Huda Salman");
    expect(await started).toMatchObject({ step: "started" });
    await form.email.fill("huda@example.com");
    await form.message.fill("We need a website for our photography studio in Karrada.");
    await first.waitForTimeout(400);
    await form.send.click();
    await form.success.waitFor();

    // Visitor 2, on a phone, comes from Google to the Arabic home page and switches language.
    const second = await openVisitor(openPage, { userAgent: phoneChrome, mobile: true });
    const searchView = nextEvent(second, "view");
    await second.goto(`${server.url}/`, { referer: "https://www.google.com/" });
    await skipLoadingScreen(second);
    expect(await searchView).toMatchObject({ path: "/", lang: "ar", device: "mobile", referrer: "www.google.com" });
    const toggled = nextEvent(second, "language");
    await shell(second).languageToggle.click();
    expect(await toggled).toMatchObject({ path: "/" });

    // A crawler is not counted.
    const bot = await openVisitor(openPage, { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit(bot, "/en/services", server.url);

    // The owner sees exactly that.
    const owner = await openPage();
    await signInAsOwner(owner, server.url);
    await owner.goto(`${server.url}/admin/insights?period=today`);
    await owner.locator('[data-testid="insights-kpis"]').waitFor();
    expect(await kpi(owner, "visitors")).toBe("2");
    expect(await kpi(owner, "enquiries")).toBe("1");
    expect(await kpi(owner, "taps")).toBe("1");
    expect(await kpi(owner, "rate")).toBe("50%");
    // Source: visitors, enquiries, taps, conversion rate.
    expect(await cells(owner, "source", "newsletter")).toEqual(["1", "1", "1", "100%"]);
    expect(await cells(owner, "source", "google.com")).toEqual(["1", "0", "0", "0%"]);
    expect(await cells(owner, "campaign", "november")).toEqual(["1", "1", "1", "100%"]);
    expect(await cells(owner, "landing", "/en")).toEqual(["1", "1", "1", "100%"]);
    expect(await cells(owner, "tool", "hooks")).toEqual(["1", "1", "100%"]);
    expect(await row(owner, "channel", "whatsapp").locator("th").textContent()).toBe("WhatsApp");
    expect(await cells(owner, "area", "contact")).toEqual(["1", "1"]);
    expect(await cells(owner, "form", "sent")).toEqual(["1", "1"]);
    expect(await cells(owner, "form", "started")).toEqual(["1", "1"]);
    expect(await cells(owner, "device", "mobile")).toEqual(["1", "0", "0", "0%"]);
    expect(await row(owner, "page", "/en/services").count()).toBe(0);
    // From visit to client (issue 45, item 5): the campaign's visitor, his tap and enquiry, not answered yet.
    const pathRow = owner.locator('[data-testid="insights-path-campaign-row"][data-value="november"]');
    expect(await pathRow.locator("td").allTextContents()).toEqual(["1", "2", "0", "0", "—"]);
    expect(await owner.getByRole("heading", { name: "From visit to client" }).count()).toBe(1);
    await expectNoAxeViolations(owner, "the Insights screen", { include: '[data-testid="insights"]' });

    // The enquiry links to its visit's source, which Insights then marks.
    await owner.goto(`${server.url}/admin/dashboard`);
    await owner.locator('[data-testid="lead-item"]').first().click();
    const source = owner.locator('[data-testid="lead-source"]');
    expect(await source.textContent()).toBe("newsletter · november");
    await source.click();
    await owner.waitForURL(/\/admin\/insights\?period=30d&source=newsletter/);
    await expect.poll(() => row(owner, "source", "newsletter").getAttribute("class")).toContain("bg-accent");
  });

  test("the collector loads after the page and moves nothing on it", async ({ openPage }) => {
    // The real clock: the browser's own timings of layout shifts and of the collector's download.
    const page = await openVisitor(openPage, { userAgent: phoneChrome, mobile: true, clock: false });
    await page.addInitScript(() => {
      const shifts: { at: number; value: number }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push({ at: entry.startTime, value: entry.value });
      }).observe({ type: "layout-shift", buffered: true });
    });
    const view = nextEvent(page, "view");
    await page.goto(`${server.url}/en/services`);
    await view;
    await page.waitForTimeout(500);
    const { loadedAt, loadEnd, shifts } = await page.evaluate(() => {
      const collector = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("insights-collector")) as PerformanceResourceTiming;
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        loadedAt: collector.responseEnd,
        loadEnd: navigation.loadEventEnd,
        shifts: (window as unknown as { shifts: { at: number; value: number }[] }).shifts,
      };
    });
    expect(loadedAt).toBeGreaterThan(loadEnd);
    expect(shifts.filter((shift) => shift.at >= loadedAt)).toEqual([]);
  });

  test("a visitor who asks not to be tracked sends nothing", async ({ openPage }) => {
    const page = await openVisitor(openPage, { userAgent: desktopChrome, extraHTTPHeaders: { DNT: "1" } });
    await page.addInitScript(() => Object.defineProperty(navigator, "doNotTrack", { get: () => "1" }));
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/insights")) sent.push(request.url());
    });
    await visit(page, "/en/faq", server.url);
    await page.clock.fastForward(10_000);
    await page.waitForLoadState("networkidle");
    await shell(page).languageToggle.click();
    await page.waitForURL(/\/ar\//);
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
  });
});
