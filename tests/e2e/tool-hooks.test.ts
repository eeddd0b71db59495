import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { viewports } from "../setup/browser";
import { fill, htmlLangDir, langs, plural, url, type Lang } from "./helpers";
import { clipboard, test } from "./kit/fixtures";
import { expectWithinWidth, openTool, recordScripts, toolChunksIn, toolPath, toolTexts } from "./kit/pages/tool-page";
import arHooks from "../../core/locales/ar/tool-hooks.json";
import enHooks from "../../core/locales/en/tool-hooks.json";

const texts = { ar: arHooks, en: enHooks } as const;
const topics = { ar: "التسويق العقاري", en: "real estate marketing" } as const;
const categories = ["curiosity", "pain", "numbers", "contrarian", "story", "proof", "question"];

/** Opens the generator and waits until its (lazily loaded) form is React's. */
async function openHooks(page: Page, lang: Lang) {
  const tool = await openTool(page, "hooks", lang, { ready: "form" });
  const { root, part } = tool;
  return {
    ...tool,
    topic: part("topic"),
    error: part("error"),
    results: part("results"),
    hooks: root.locator('[data-testid="hook-text"]'),
    regenerate: part("regenerate"),
    copyAll: root.locator('[data-testid="copy-all"]'),
    status: part("status"),
  };
}

const hookTexts = (parts: Awaited<ReturnType<typeof openHooks>>) => parts.hooks.allTextContents();

describe.each(langs)("video hook generator (%s)", (lang: Lang) => {
  const t = texts[lang];

  test("Enter generates 10-20 hooks about the topic, grouped by style; a new set differs; the result is announced", async ({ page }) => {
    const parts = await openHooks(page, lang);
    expect(await htmlLangDir(page)).toEqual({ lang, dir: lang === "ar" ? "rtl" : "ltr" });
    expect(await parts.root.locator('[data-testid="hooks-empty"]').textContent()).toBe(t.results.empty);

    await parts.enter("topic", `  ${topics[lang]}  `);
    await parts.results.waitFor();
    expect(new URL(page.url()).search, "handled in the page, not by a GET").toBe("");

    const first = await hookTexts(parts);
    expect(first.length).toBeGreaterThanOrEqual(10);
    expect(first.length).toBeLessThanOrEqual(20);
    for (const hook of first) {
      expect(hook).toContain(topics[lang]);
      expect(hook).not.toMatch(/\{\{|\}\}/);
    }
    const groups = await parts.results.locator("[data-category]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-category")));
    expect(groups).toEqual(categories);
    for (const category of categories) {
      const title = await parts.results.locator(`[data-category="${category}"] h3`).textContent();
      expect(title).toBe(t.categories[category as keyof typeof t.categories].title);
    }
    expect(await parts.results.locator("h2").textContent()).toBe(fill(t.results.title, { topic: topics[lang] }));
    await expect
      .poll(() => parts.status.textContent())
      .toBe(fill(plural(t.results, "ready", first.length, lang), { topic: topics[lang], count: first.length }));
    expect(await parts.status.getAttribute("aria-live")).toBe("polite");

    await parts.regenerate.click();
    await expect.poll(() => parts.results.getAttribute("data-round")).toBe("2");
    const second = await hookTexts(parts);
    expect(second.length).toBe(first.length);
    expect(
      second.filter((hook) => first.includes(hook)),
      "no hook of the first set comes back",
    ).toEqual([]);
    await expect
      .poll(async () => (await parts.status.textContent())?.trim())
      .toBe(fill(plural(t.results, "renewed", second.length, lang), { topic: topics[lang], count: second.length }));
  });

  test("an empty or too long topic gets a translated message tied to the field", async ({ page }) => {
    const parts = await openHooks(page, lang);
    await parts.submit.click();
    await parts.error.waitFor();
    expect(await parts.error.textContent()).toBe(t.errors.required);
    expect(await parts.topic.getAttribute("aria-invalid")).toBe("true");
    const errorId = await parts.error.getAttribute("id");
    expect((await parts.topic.getAttribute("aria-describedby"))?.split(" ")).toContain(errorId);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("hooks-topic");
    expect(await parts.results.count()).toBe(0);

    // White space and line breaks alone are no topic either.
    await parts.enter("topic", " \t ");
    await parts.error.waitFor();

    await parts.enter("topic", `${"ع".repeat(40)} ${"😀".repeat(40)}`);
    await expect.poll(() => parts.error.textContent()).toBe(fill(plural(t.errors, "tooLong", 80, lang), { count: 80 }));
    expect(await parts.results.count()).toBe(0);

    // Emoji count as one character each: 80 of them are fine.
    await parts.topic.fill("😀".repeat(80));
    expect(await parts.error.count(), "typing clears the message").toBe(0);
    expect(await parts.topic.getAttribute("aria-invalid")).toBeNull();
    await parts.topic.press("Enter");
    await parts.results.waitFor();
    for (const hook of await hookTexts(parts)) expect(hook).toContain("😀".repeat(80));
  });

  test("each hook copies with a Copied confirmation, and Copy all copies every hook", async ({ openPage }) => {
    const page = await openPage(clipboard);
    const parts = await openHooks(page, lang);
    await parts.enter("topic", topics[lang]);
    await parts.results.waitFor();

    const item = parts.results.locator('[data-testid="hook"]').nth(2);
    const text = await item.locator('[data-testid="hook-text"]').textContent();
    const button = item.locator('[data-testid="copy-button"]');
    expect(await button.textContent()).toBe(toolTexts[lang].labels.copy);
    await button.click();
    await expect.poll(() => button.textContent()).toBe(toolTexts[lang].labels.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    await parts.copyAll.click();
    await expect.poll(() => parts.copyAll.textContent()).toBe(toolTexts[lang].labels.copied);
    const all = await page.evaluate(() => navigator.clipboard.readText());
    for (const hook of await hookTexts(parts)) expect(all).toContain(hook);
    expect(all).toContain(t.categories.curiosity.title);
  });

  test("the page downloads its own tool's code and no other tool's", async ({ page }) => {
    const scripts = recordScripts(page);
    const parts = await openHooks(page, lang);
    await parts.enter("topic", topics[lang]);
    await parts.results.waitFor();
    expect(toolChunksIn(scripts), scripts.join(", ")).toEqual(["video-hooks-tool"]);
  });

  test("at phone width the form and hooks fit the screen and the hooks are brought into view", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    const parts = await openHooks(page, lang);
    await parts.topic.fill(topics[lang]);
    await parts.submit.click();
    await parts.results.waitFor();
    await expect
      .poll(() =>
        parts.results
          .locator("h2")
          .first()
          .evaluate((heading) => heading.getBoundingClientRect().top),
      )
      .toBeLessThan(viewports.mobile.height / 2);
    await expectWithinWidth(page, viewports.mobile.width, parts.results.locator('[data-testid="hook"]').first());
  });

  test("without JavaScript the form still works: the server renders the hooks for ?topic=", async ({ openPage }) => {
    const page = await openPage({ clock: false, javaScriptEnabled: false });
    await page.goto(url(toolPath("hooks", lang)));
    await page.locator('[data-testid="hooks-topic"]').fill(topics[lang]);
    // Enter, as a person would; the loading screen still covers the page for its 3.5 s (CSS only without script).
    await Promise.all([page.waitForURL(/topic=/), page.locator('[data-testid="hooks-topic"]').press("Enter")]);
    const hooks = await page.locator('[data-testid="hook-text"]').allTextContents();
    expect(hooks.length).toBeGreaterThanOrEqual(10);
    for (const hook of hooks) expect(hook).toContain(topics[lang]);
  });
});
