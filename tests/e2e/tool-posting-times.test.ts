import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { viewports } from "../setup/browser";
import { langs, url, type Lang } from "./helpers";
import { expectNoAxeViolations } from "./kit/axe";
import { clipboard, test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { expectWithinWidth, recordScripts, toolPath, toolTexts } from "./kit/pages/tool-page";
import arTexts from "../../core/locales/ar/tool-posting-times.json";
import enTexts from "../../core/locales/en/tool-posting-times.json";
import { formatClock } from "../../app/features/tools/posting-times/schedule";
import { offsetMinutes } from "../../app/features/tools/posting-times/time-zones";
import { ISLAND_PATIENCE_MS } from "../../app/islands/island";

const texts = { ar: arTexts, en: enTexts } as const;
const pathOf = (lang: Lang, search = "") => toolPath("posting-times", lang, search);
const otherTools = ["video-hooks-tool", "bio-tool", "utm-tool", "contrast-tool"];

const result = (page: Page) => page.locator('[data-testid="pt-result"]');
const text = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`).innerText();

/** Opens the tool and waits until it runs: the pointer comes over it, and its code takes over (ADR 055). */
async function openPostingTimes(page: Page, path: string) {
  await visit(page, path);
  await page.locator('[data-testid="posting-times"]').hover();
  await page.locator('[data-testid="posting-times"][data-ready]').waitFor();
}

/** Clicks a platform's visible label (the radio itself is visually hidden). */
async function choosePlatform(page: Page, id: string) {
  await page.locator("label", { has: page.locator(`[data-testid="pt-platform-${id}"]`) }).click();
  await expect.poll(() => page.locator(`[data-testid="pt-platform-${id}"]`).isChecked()).toBe(true);
}

describe.each(langs)("best posting times (%s)", (lang: Lang) => {
  const t = texts[lang];
  const range = (from: number, to: number) =>
    t.result.range.replace("{{from}}", formatClock(from * 60, lang)).replace("{{to}}", formatClock(to * 60, lang));

  test("choosing a platform shows its best days, hours, weakest day and source; only this tool's code loads", async ({ page }) => {
    const scripts = recordScripts(page);
    // The first press on a platform comes before the tool's code (which that press fetches): its choice is kept.
    await visit(page, pathOf(lang));
    expect(await page.locator("html").getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");
    await expect.poll(() => text(page, "pt-source")).toContain("Sprout Social");

    await choosePlatform(page, "tiktok");
    await expect.poll(() => result(page).locator("h2").innerText()).toBe(t.result.heading.replace("{{platform}}", t.platforms.tiktok));
    expect(await text(page, "pt-best-days")).toBe(t.days.wed.long);
    expect(await text(page, "pt-weakest")).toBe(t.days.sun.long);
    // Sprout Social 2025: Wednesday 14:00-17:00 on the followers' clock (Baghdad by default).
    expect(await text(page, "pt-hours")).toContain(range(14, 17));
    expect(await text(page, "pt-source-line")).toBe("Sprout Social, “Best times to post on TikTok in 2025”");
    expect(await text(page, "pt-source-url")).toBe("sproutsocial.com/insights/best-times-to-post-on-tiktok/");
    expect(await text(page, "pt-zone-note")).toContain(t.cities.baghdad);
    expect(new URL(page.url()).searchParams.get("platform")).toBe("tiktok");

    // The week grid is a real table with headers, naming each cell's level in text.
    const grid = page.locator('[data-testid="pt-grid"]');
    expect(await grid.locator("thead th[scope=col]").count()).toBe(8);
    expect(await grid.locator("tbody th[scope=row]").count()).toBe(12);
    expect(await grid.locator('td[data-level="best"]').count()).toBeGreaterThan(0);
    expect(await grid.locator('td[data-level="best"] .sr-only').first().innerText()).toBe(t.grid.best);

    // Snapchat has no study of hours: it says so instead of guessing.
    await choosePlatform(page, "snapchat");
    await expect.poll(() => text(page, "pt-no-hours")).toContain(t.platforms.snapchat);
    expect(await page.locator('[data-testid="pt-grid"]').count()).toBe(0);
    expect(await text(page, "pt-source-line")).toContain("Snap Inc.");

    const loaded = [...new Set(scripts)];
    expect(
      loaded.some((path) => /posting-times-tool/.test(path)),
      loaded.join(", "),
    ).toBe(true);
    for (const other of otherTools)
      expect(
        loaded.filter((path) => path.includes(other)),
        other,
      ).toEqual([]);
  });

  test("changing the time zone converts the hours, and the choice survives a reload", async ({ page }) => {
    await openPostingTimes(page, pathOf(lang, "?platform=linkedin"));
    await expect.poll(() => text(page, "pt-hours")).toContain(range(10, 12));

    await page.locator('[data-testid="pt-display"]').selectOption("Europe/London");
    // LinkedIn: Tuesday and Wednesday 10:00-12:00 in Baghdad, 2 or 3 hours earlier in London.
    const shift = (180 - offsetMinutes("Europe/London", Date.now())) / 60;
    await expect.poll(() => text(page, "pt-hours")).toContain(range(10 - shift, 12 - shift));
    expect(await text(page, "pt-hours")).not.toContain(range(10, 12));
    expect(await text(page, "pt-zone-note")).toContain(t.cities.london);
    // The followers' weakest day is now a span on the London clock.
    expect(await text(page, "pt-weakest")).toContain(t.cities.london);

    // Los Angeles: 11 or 10 hours back, so Tuesday morning becomes Monday night.
    await page.locator('[data-testid="pt-display"]').selectOption("America/Los_Angeles");
    const start = 10 - (180 - offsetMinutes("America/Los_Angeles", Date.now())) / 60;
    const firstLine = page.locator('[data-testid="pt-hours"] li').first();
    await expect.poll(() => firstLine.innerText()).toContain(formatClock(((start + 24) % 24) * 60, lang));
    expect(await firstLine.innerText()).toContain(start < 0 ? t.days.mon.long : t.days.tue.long);

    const address = new URL(page.url());
    expect(address.searchParams.get("tz")).toBe("America/Los_Angeles");
    expect(address.searchParams.get("platform")).toBe("linkedin");
    // The page the server sends for that address already shows his choice.
    await page.reload();
    await page.clock.fastForward(5_000);
    await expect.poll(() => page.locator('[data-testid="pt-display"]').inputValue()).toBe("America/Los_Angeles");
    expect(await page.locator('[data-testid="pt-platform-linkedin"]').isChecked()).toBe(true);
  });

  test("the copy button copies a plain-text summary and says so", async ({ openPage }) => {
    const page = await openPage(clipboard);
    await openPostingTimes(page, pathOf(lang, "?platform=instagram"));
    const button = result(page).locator('[data-testid="copy-button"]');
    await button.click();
    await expect.poll(() => button.innerText()).toBe(toolTexts[lang].labels.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(t.copy.title.replace("{{platform}}", t.platforms.instagram));
    expect(copied).toContain(t.copy.bestDays.replace("{{days}}", `${t.days.tue.long}${t.list.last}${t.days.wed.long}`));
    expect(copied).toContain("Sprout Social");
    expect(copied).toContain("Meta Business Suite");
    expect(copied).not.toMatch(/<[a-z]/i);
  });

  test("an unknown time zone or platform in the address falls back with a message", async ({ page }) => {
    await openPostingTimes(page, pathOf(lang, "?tz=Mars/Olympus&platform=myspace"));
    const notice = page.locator('[data-testid="pt-notice"]');
    await expect.poll(() => notice.innerText()).toContain("Mars/Olympus");
    expect(await notice.innerText()).toContain("myspace");
    expect(await notice.getAttribute("role")).toBe("status");
    // Facebook in the followers' own time zone.
    expect(await page.locator('[data-testid="pt-platform-facebook"]').isChecked()).toBe(true);
    expect(await page.locator('[data-testid="pt-display"]').inputValue()).toBe("same");
    expect(await text(page, "pt-zone-note")).toContain(t.cities.baghdad);
    expect(await text(page, "pt-hours")).toContain(range(9, 12));

    // Choosing a real zone clears the message about the bad one.
    await page.locator('[data-testid="pt-display"]').selectOption("Asia/Dubai");
    await expect.poll(() => notice.innerText()).not.toContain("Mars/Olympus");
  });

  test("axe-core finds no accessibility problem in the tool, converted or not", async ({ openPage }) => {
    const page = await openPage();
    await openPostingTimes(page, pathOf(lang, "?platform=x&tz=America/New_York&weekend=fri-sat"));
    await expect.poll(() => text(page, "pt-weakest")).toContain(t.cities.newYork);
    // The page around the tool is tested elsewhere.
    const tool = { include: '[data-testid="posting-times"]' };
    await expectNoAxeViolations(page, "the tool", tool);
    await page.setViewportSize(viewports.mobile);
    await choosePlatform(page, "snapchat");
    await expectNoAxeViolations(page, "the tool at phone width", tool);
  });

  test("Enter sends the form: the times come into view with the reader on their heading", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    await openPostingTimes(page, pathOf(lang));
    const submit = page.getByRole("button", { name: t.form.submit, exact: true });
    expect(await submit.isVisible(), "a real submit button, shown with JavaScript too").toBe(true);
    expect(await submit.getAttribute("type")).toBe("submit");

    await choosePlatform(page, "tiktok");
    // The radio just chosen has the focus; Enter sends the form.
    await page.keyboard.press("Enter");
    const heading = result(page).getByRole("heading", { name: t.result.heading.replace("{{platform}}", t.platforms.tiktok) });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    // On a phone the times are below the form: they are brought into view.
    await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(viewports.mobile.height / 2);
    expect(new URL(page.url()).searchParams.get("platform")).toBe("tiktok");
  });

  test("on a connection too slow for the tool's code, his press waits a moment, then the form goes to the server, which answers", async ({
    page,
  }) => {
    // A slow connection: the tool's own chunk never arrives, the rest of the page runs.
    await page.route(/\/assets\/island-posting-times-tool-[^/]*\.js$/, () => undefined);
    await page.goto(url(pathOf(lang)), { waitUntil: "domcontentloaded" });
    await page.clock.fastForward(5_000);
    await page.locator("label", { has: page.locator('[data-testid="pt-platform-youtube"]') }).click();
    await page.getByRole("button", { name: t.form.submit, exact: true }).click();
    expect(await page.locator('[data-testid="posting-times"][data-ready]').count(), "the tool is not running").toBe(0);
    expect(new URL(page.url()).search, "the press waits for the code first").toBe("");
    await Promise.all([page.waitForURL(/platform=youtube/), page.clock.fastForward(ISLAND_PATIENCE_MS)]);
    expect(await result(page).locator("h2").innerText()).toBe(t.result.heading.replace("{{platform}}", t.platforms.youtube));
  });

  test("without JavaScript the form answers: the server shows the times for what was sent, and a value it does not know gets a message", async ({
    openPage,
  }) => {
    const page = await openPage({ clock: false, javaScriptEnabled: false });
    await page.goto(url(pathOf(lang)));
    await page.locator("label", { has: page.locator('[data-testid="pt-platform-linkedin"]') }).click();
    await page.getByLabel(t.form.display).selectOption("Europe/London");
    await page.getByLabel(t.form.weekend).check();
    await Promise.all([page.waitForURL(/platform=linkedin/), page.getByRole("button", { name: t.form.submit, exact: true }).click()]);
    const address = new URL(page.url());
    expect(address.searchParams.get("tz")).toBe("Europe/London");
    expect(address.searchParams.get("weekend")).toBe("fri-sat");
    expect(await result(page).locator("h2").innerText()).toBe(t.result.heading.replace("{{platform}}", t.platforms.linkedin));
    expect(await text(page, "pt-zone-note")).toContain(t.cities.london);
    expect(await text(page, "pt-zone-note")).toContain(t.result.weekendApplied);
    // The form shows what was sent.
    expect(await page.locator('[data-testid="pt-platform-linkedin"]').isChecked()).toBe(true);
    expect(await page.getByLabel(t.form.display).inputValue()).toBe("Europe/London");

    // Values the tool does not know: a clear message in the page's language, never an error page.
    const response = await page.goto(url(pathOf(lang, "?platform=myspace&audience=Mars%2FBase&tz=Venus%2FX")));
    expect(response!.status()).toBe(200);
    const notice = await text(page, "pt-notice");
    expect(notice).toContain(t.notices.platform.replace("{{value}}", "myspace").replace("{{platform}}", t.platforms.facebook));
    expect(notice).toContain("Mars/Base");
    expect(notice).toContain("Venus/X");
    expect(await text(page, "pt-zone-note")).toContain(t.cities.baghdad);
  });

  test("at phone width nothing overflows and the week runs in the page's direction", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    // Times in his own zone need the browser: the tool's code comes with the page, before any touch.
    await visit(page, pathOf(lang, "?platform=facebook&tz=browser"));
    await page.locator('[data-testid="posting-times"][data-ready]').waitFor();
    await expect.poll(() => page.locator('[data-testid="pt-display"] option[value="browser"]').innerText()).toContain(":");
    await expectWithinWidth(page, viewports.mobile.width, page.locator('[data-testid="pt-grid"]'));

    const headers = page.locator('[data-testid="pt-grid"] thead th[scope=col]');
    const firstDay = await headers.nth(1).boundingBox();
    const lastDay = await headers.nth(7).boundingBox();
    // Saturday first and on the right in Arabic; Monday first and on the left in English.
    expect(await headers.nth(1).locator("span").last().innerText()).toBe(lang === "ar" ? t.days.sat.long : t.days.mon.long);
    if (lang === "ar") expect(firstDay!.x).toBeGreaterThan(lastDay!.x);
    else expect(firstDay!.x).toBeLessThan(lastDay!.x);
  });
});
