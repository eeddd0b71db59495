import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { viewports } from "../setup/browser";
import { fill, htmlLangDir, langs, plural, url, type Lang } from "./helpers";
import { clipboard, test } from "./kit/fixtures";
import { expectWithinWidth, openTool, recordScripts, toolChunksIn, toolPath, toolTexts } from "./kit/pages/tool-page";
import arBio from "../../core/locales/ar/tool-bio.json";
import enBio from "../../core/locales/en/tool-bio.json";

const texts = { ar: arBio, en: enBio } as const;
const emoji = /\p{Extended_Pictographic}/u;
const chars = (text: string) => Array.from(text).length;

const sample = {
  ar: { profession: "مصممة جرافيك", skills: "هوية بصرية، شعارات ،  تصميم منشورات", parsed: ["هوية بصرية", "شعارات", "تصميم منشورات"] },
  en: { profession: "Graphic designer", skills: "branding,  logos , social media design", parsed: ["branding", "logos", "social media design"] },
} as const;

async function openBio(page: Page, lang: Lang) {
  const tool = await openTool(page, "bio", lang, { ready: "form" });
  const { root, part } = tool;
  return {
    ...tool,
    profession: part("profession"),
    skills: part("skills"),
    goal: part("goal"),
    emoji: part("emoji"),
    professionError: part("error-profession"),
    skillsError: part("error-skills"),
    results: part("results"),
    bios: root.locator('[data-testid="bio"]'),
    regenerate: part("regenerate"),
    status: part("status"),
  };
}
type Tool = Awaited<ReturnType<typeof openBio>>;

/** Fills in the sample and presses Enter, as a visitor would; resolves once the bios are shown. */
async function writeBios(parts: Tool, lang: Lang) {
  await parts.profession.fill(sample[lang].profession);
  await parts.skills.fill(sample[lang].skills);
  await parts.skills.press("Enter");
  await parts.results.waitFor();
}

/** Each variant's text as copied (lines joined by line breaks) and its visible counter. */
async function variants(parts: Tool) {
  return parts.bios.evaluateAll((nodes) =>
    nodes.map((node) => ({
      text: Array.from(node.querySelectorAll('[data-testid="bio-text"] > span'), (line) => line.textContent ?? "").join("\n"),
      counter: node.querySelector('[data-testid="bio-count"]')?.textContent ?? "",
    })),
  );
}

describe.each(langs)("Instagram bio generator (%s)", (lang: Lang) => {
  const t = texts[lang];

  test("Enter writes 5-10 bios within 150 characters with counters, line breaks and the goal's call to action; emoji switch and new options work", async ({
    page,
  }) => {
    const parts = await openBio(page, lang);
    expect(await htmlLangDir(page)).toEqual({ lang, dir: lang === "ar" ? "rtl" : "ltr" });
    await parts.profession.fill(sample[lang].profession);
    await parts.skills.fill(sample[lang].skills);
    expect(await parts.root.locator('[data-testid="bio-skill-pills"] li').allTextContents()).toEqual(sample[lang].parsed);
    await parts.goal.selectOption("bookings");
    await parts.skills.press("Enter");
    await parts.results.waitFor();
    expect(new URL(page.url()).search, "handled in the page, not by a GET").toBe("");

    const first = await variants(parts);
    expect(first.length).toBeGreaterThanOrEqual(5);
    expect(first.length).toBeLessThanOrEqual(10);
    for (const bio of first) {
      expect(chars(bio.text), bio.text).toBeLessThanOrEqual(150);
      expect(bio.counter).toBe(fill(t.results.counter, { count: chars(bio.text), max: 150 }));
      expect(bio.text).toContain("\n");
      expect(bio.text).toContain(sample[lang].profession);
      for (const skill of sample[lang].parsed) expect(bio.text).toContain(skill);
      expect(
        t.templates.ctas.bookings.some((cta) => bio.text.includes(cta)),
        bio.text,
      ).toBe(true);
      expect(bio.text).not.toMatch(/\{\{|\}\}/);
    }
    expect(first.some((bio) => emoji.test(bio.text))).toBe(true);
    await expect.poll(() => parts.status.textContent()).toBe(fill(plural(t.results, "ready", first.length, lang), { count: first.length }));
    expect(await parts.status.getAttribute("aria-live")).toBe("polite");

    // The emoji switch applies to the same set at once.
    await parts.emoji.uncheck();
    await expect.poll(async () => (await variants(parts)).some((bio) => emoji.test(bio.text))).toBe(false);
    expect((await variants(parts)).length).toBe(first.length);

    await parts.regenerate.click();
    await expect.poll(() => parts.results.getAttribute("data-round")).toBe("2");
    const second = await variants(parts);
    expect(second.map((bio) => bio.text)).not.toEqual(first.map((bio) => bio.text));
    for (const bio of second) expect(emoji.test(bio.text)).toBe(false);
    await expect
      .poll(async () => (await parts.status.textContent())?.trim())
      .toBe(fill(plural(t.results, "renewed", second.length, lang), { count: second.length }));
  });

  test("asks for exactly three skills and a profession, with translated messages tied to the fields", async ({ page }) => {
    const parts = await openBio(page, lang);
    await parts.submit.click();
    await parts.professionError.waitFor();
    expect(await parts.professionError.textContent()).toBe(t.errors.profession.required);
    expect(await parts.skillsError.textContent()).toBe(t.errors.skills.required);
    for (const [field, error] of [
      [parts.profession, parts.professionError],
      [parts.skills, parts.skillsError],
    ] as const) {
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      expect((await field.getAttribute("aria-describedby"))?.split(" ")).toContain(await error.getAttribute("id"));
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("bio-profession");

    await parts.profession.fill(sample[lang].profession);
    expect(await parts.professionError.count()).toBe(0);
    for (const [skills, count] of [
      [lang === "ar" ? "تصميم، تصوير" : "design, photography", 2],
      [lang === "ar" ? "تصميم، تصوير، مونتاج، إعلانات" : "design, photography, editing, ads", 4],
    ] as const) {
      await parts.skills.fill(skills);
      await parts.skills.press("Enter");
      await expect.poll(() => parts.skillsError.textContent()).toBe(fill(t.errors.skills.count, { count }));
      expect(await parts.results.count()).toBe(0);
    }

    // The longest accepted input, in Arabic script and emoji, still gives bios within the limit.
    await parts.profession.fill("ع".repeat(30) + "😀".repeat(30));
    await parts.skills.fill(["ب".repeat(40), "🎨".repeat(40), "x".repeat(40)].join("، "));
    await parts.skills.press("Enter");
    await parts.results.waitFor();
    for (const bio of await variants(parts)) expect(chars(bio.text), bio.text).toBeLessThanOrEqual(150);
    expect(await parts.root.locator('[data-testid="bio-shortened"]').first().textContent()).toBe(t.results.shortened);
  });

  test("each bio copies, line breaks included, with a Copied confirmation", async ({ openPage }) => {
    const page = await openPage(clipboard);
    const parts = await openBio(page, lang);
    await writeBios(parts, lang);
    const [, second] = await variants(parts);
    const button = parts.bios.nth(1).locator('[data-testid="copy-button"]');
    expect(await button.textContent()).toBe(toolTexts[lang].labels.copy);
    await button.click();
    await expect.poll(() => button.textContent()).toBe(toolTexts[lang].labels.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(second!.text);
  });

  test("the page downloads its own tool's code and no other tool's", async ({ page }) => {
    const scripts = recordScripts(page);
    const parts = await openBio(page, lang);
    await writeBios(parts, lang);
    expect(toolChunksIn(scripts), scripts.join(", ")).toEqual(["bio-tool"]);
  });

  test("at phone width the form and bios fit the screen and the bios are brought into view", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    const parts = await openBio(page, lang);
    await parts.profession.fill(sample[lang].profession);
    await parts.skills.fill(sample[lang].skills);
    await parts.submit.click();
    await parts.results.waitFor();
    await expect
      .poll(() => parts.results.locator("h2").evaluate((heading) => heading.getBoundingClientRect().top))
      .toBeLessThan(viewports.mobile.height / 2);
    await expectWithinWidth(page, viewports.mobile.width, parts.bios.first());
  });

  test("without JavaScript the form still works: the server renders the bios", async ({ openPage }) => {
    const page = await openPage({ clock: false, javaScriptEnabled: false });
    await page.goto(url(toolPath("bio", lang)));
    await page.locator('[data-testid="bio-profession"]').fill(sample[lang].profession);
    await page.locator('[data-testid="bio-skills"]').fill(sample[lang].skills);
    // Enter, as a person would; the loading screen still covers the page for its 3.5 s (CSS only without script).
    await Promise.all([page.waitForURL(/skills=/), page.locator('[data-testid="bio-skills"]').press("Enter")]);
    const bios = await page.locator('[data-testid="bio-text"]').allTextContents();
    expect(bios.length).toBeGreaterThanOrEqual(5);
    for (const bio of bios) expect(bio).toContain(sample[lang].profession);
  });
});
