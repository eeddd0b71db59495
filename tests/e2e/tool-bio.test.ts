import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, openPage, viewports } from "../setup/browser";
import { htmlLangDir, langs, mobile, openClockedPage, url, visit, type Lang, toolChunks } from "./helpers";
import arBio from "../../core/locales/ar/tool-bio.json";
import enBio from "../../core/locales/en/tool-bio.json";
import arTools from "../../core/locales/ar/tools.json";
import enTools from "../../core/locales/en/tools.json";

const texts = { ar: arBio, en: enBio } as const;
const toolTexts = { ar: arTools, en: enTools } as const;
const pathOf = (lang: Lang) => `/${lang}/free-tools/${toolTexts[lang].items.bio.meta.slug}`;
const clipboard = { permissions: ["clipboard-read", "clipboard-write"] };
const emoji = /\p{Extended_Pictographic}/u;
const chars = (text: string) => Array.from(text).length;

const sample = {
  ar: { profession: "مصممة جرافيك", skills: "هوية بصرية، شعارات ،  تصميم منشورات", parsed: ["هوية بصرية", "شعارات", "تصميم منشورات"] },
  en: { profession: "Graphic designer", skills: "branding,  logos , social media design", parsed: ["branding", "logos", "social media design"] },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ""));

function tool(page: Page) {
  const root = page.locator('[data-testid="bio-tool"]');
  return {
    root,
    form: root.locator('[data-testid="bio-form"]'),
    profession: root.locator('[data-testid="bio-profession"]'),
    skills: root.locator('[data-testid="bio-skills"]'),
    goal: root.locator('[data-testid="bio-goal"]'),
    emoji: root.locator('[data-testid="bio-emoji"]'),
    submit: root.locator('[data-testid="bio-submit"]'),
    professionError: root.locator('[data-testid="bio-error-profession"]'),
    skillsError: root.locator('[data-testid="bio-error-skills"]'),
    results: root.locator('[data-testid="bio-results"]'),
    bios: root.locator('[data-testid="bio"]'),
    regenerate: root.locator('[data-testid="bio-regenerate"]'),
    status: root.locator('[data-testid="bio-status"]'),
  };
}
type Tool = ReturnType<typeof tool>;

const isHydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));

async function openTool(page: Page, lang: Lang) {
  await visit(page, pathOf(lang));
  const parts = tool(page);
  await parts.form.waitFor();
  await expect.poll(() => isHydrated(parts.form), { message: "the tool never hydrated" }).toBe(true);
  return parts;
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

  test("Enter writes 5-10 bios within 150 characters with counters, line breaks and the goal's call to action; emoji switch and new options work", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      const parts = await openTool(page, lang);
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
      await expect.poll(() => parts.status.textContent()).toBe(fill(t.results.ready, { count: first.length }));
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
      await expect.poll(async () => (await parts.status.textContent())?.trim()).toBe(fill(t.results.renewed, { count: second.length }));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("asks for exactly three skills and a profession, with translated messages tied to the fields", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      const parts = await openTool(page, lang);
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
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("each bio copies, line breaks included, with a Copied confirmation", async () => {
    const { page, errors, close } = await openClockedPage(browser, clipboard);
    try {
      const parts = await openTool(page, lang);
      await parts.profession.fill(sample[lang].profession);
      await parts.skills.fill(sample[lang].skills);
      await parts.skills.press("Enter");
      await parts.results.waitFor();
      const [, second] = await variants(parts);
      const button = parts.bios.nth(1).locator('[data-testid="copy-button"]');
      expect(await button.textContent()).toBe(toolTexts[lang].labels.copy);
      await button.click();
      await expect.poll(() => button.textContent()).toBe(toolTexts[lang].labels.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(second!.text);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("the page downloads its own tool's code and no other tool's", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      const scripts: string[] = [];
      page.on("request", (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith("/assets/") && path.endsWith(".js")) scripts.push(path);
      });
      const parts = await openTool(page, lang);
      await parts.profession.fill(sample[lang].profession);
      await parts.skills.fill(sample[lang].skills);
      await parts.skills.press("Enter");
      await parts.results.waitFor();
      const loaded = toolChunks.filter((chunk) => scripts.some((path) => path.startsWith(`/assets/${chunk}-`)));
      expect(loaded, scripts.join(", ")).toEqual(["bio-tool"]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("at phone width the form and bios fit the screen and the bios are brought into view", async () => {
    const { page, errors, close } = await openClockedPage(browser, mobile);
    try {
      const parts = await openTool(page, lang);
      await parts.profession.fill(sample[lang].profession);
      await parts.skills.fill(sample[lang].skills);
      await parts.submit.click();
      await parts.results.waitFor();
      await expect
        .poll(() => parts.results.locator("h2").evaluate((heading) => heading.getBoundingClientRect().top))
        .toBeLessThan(viewports.mobile.height / 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
      const box = await parts.bios.first().boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewports.mobile.width);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("without JavaScript the form still works: the server renders the bios", async () => {
    const { page, errors, close } = await openPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto(url(pathOf(lang)));
      await page.locator('[data-testid="bio-profession"]').fill(sample[lang].profession);
      await page.locator('[data-testid="bio-skills"]').fill(sample[lang].skills);
      // Enter, as a person would; the loading screen still covers the page for its 3.5 s (CSS only without script).
      await Promise.all([page.waitForURL(/skills=/), page.locator('[data-testid="bio-skills"]').press("Enter")]);
      const bios = await page.locator('[data-testid="bio-text"]').allTextContents();
      expect(bios.length).toBeGreaterThanOrEqual(5);
      for (const bio of bios) expect(bio).toContain(sample[lang].profession);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
