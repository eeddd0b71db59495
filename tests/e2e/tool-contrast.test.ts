import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, viewports } from "../setup/browser";
import { htmlLangDir, langs, mobile, openClockedPage, visit, type Lang, toolChunks } from "./helpers";
import arContrast from "../../core/locales/ar/tool-contrast.json";
import enContrast from "../../core/locales/en/tool-contrast.json";
import arTools from "../../core/locales/ar/tools.json";
import enTools from "../../core/locales/en/tools.json";

const texts = { ar: arContrast, en: enContrast } as const;
const toolTexts = { ar: arTools, en: enTools } as const;
const pathOf = (lang: Lang) => `/${lang}/free-tools/${toolTexts[lang].items.contrast.meta.slug}`;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ""));
const verdictIds = ["aa-normal", "aaa-normal", "aa-large", "aaa-large", "aa-ui"] as const;

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
type AxeViolation = { id: string; help: string; nodes: { target: unknown[]; html: string }[] };

/** axe-core on the page as it is now. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // The contrast preview shows the visitor's colours on purpose, however poor they are.
    const context = { include: [['[data-testid="tool"]']], exclude: [['[data-testid="contrast-preview"]']] };
    return (await axe.run(context, { resultTypes: ["violations"] })).violations;
  });
}
const readable = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.html.slice(0, 140)}`).join("\n")}`).join("\n");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function tool(page: Page) {
  const root = page.locator('[data-testid="contrast-tool"]');
  const part = (name: string) => root.locator(`[data-testid="contrast-${name}"]`);
  return {
    root,
    textInput: part("text-input"),
    backgroundInput: part("background-input"),
    textPicker: part("text-picker"),
    backgroundPicker: part("background-picker"),
    textError: part("text-error"),
    swap: part("swap"),
    ratio: part("ratio"),
    summary: part("summary"),
    announcement: part("announcement"),
    preview: part("preview"),
    suggestion: part("suggestion"),
  };
}
type Tool = ReturnType<typeof tool>;

const isHydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));

async function openTool(page: Page, lang: Lang) {
  await visit(page, pathOf(lang));
  const parts = tool(page);
  await parts.root.waitFor();
  await expect.poll(() => isHydrated(parts.textInput), { message: "the tool never hydrated" }).toBe(true);
  return parts;
}

async function verdicts(parts: Tool) {
  const out: Record<string, { pass: boolean; text: string }> = {};
  for (const id of verdictIds) {
    const row = parts.root.locator(`[data-testid="verdict-${id}"]`);
    out[id] = { pass: (await row.getAttribute("data-pass")) === "true", text: (await row.textContent()) ?? "" };
  }
  return out;
}

const previewColours = (parts: Tool) =>
  parts.preview.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, color: getComputedStyle(element).color }));

/** The native colour picker, as a person would set it (React listens to the input event). */
async function pick(input: Locator, value: string) {
  await input.evaluate((element, colour) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    setter.call(element, colour);
    element.dispatchEvent(new Event("input", { bubbles: true }));
    element.dispatchEvent(new Event("change", { bubbles: true }));
  }, value);
}

describe.each(langs)("colour contrast checker (%s)", (lang: Lang) => {
  const t = texts[lang];

  test("shows the floored ratio, labelled verdicts, a preview and the closest passing colour", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      const parts = await openTool(page, lang);
      expect(await htmlLangDir(page)).toEqual({ lang, dir: lang === "ar" ? "rtl" : "ltr" });
      expect(await parts.ratio.textContent()).toBe("4.75:1");
      expect(await parts.textInput.getAttribute("dir")).toBe("ltr");

      await parts.textInput.fill("#777777");
      await parts.backgroundInput.fill("  #FFFFFF ");
      expect(await parts.ratio.textContent()).toBe("4.47:1");
      expect(await parts.summary.textContent()).toBe(t.result.summary.large);
      const found = await verdicts(parts);
      expect(Object.fromEntries(Object.entries(found).map(([id, v]) => [id, v.pass]))).toEqual({
        "aa-normal": false,
        "aaa-normal": false,
        "aa-large": true,
        "aaa-large": false,
        "aa-ui": true,
      });
      // Each verdict says pass or fail in words (with an icon), not by colour alone.
      for (const id of verdictIds) {
        expect(found[id]!.text).toContain(found[id]!.pass ? t.result.pass : t.result.fail);
        expect(await parts.root.locator(`[data-testid="verdict-${id}"] svg`).count()).toBe(1);
      }
      expect(found["aa-normal"]!.text).toContain(fill(t.result.minimum, { ratio: "4.5:1" }));
      expect(await previewColours(parts)).toEqual({ background: "rgb(255, 255, 255)", color: "rgb(119, 119, 119)" });
      expect(await parts.preview.textContent()).toContain(t.preview.large);
      expect(await parts.preview.textContent()).toContain(t.preview.normal);
      expect(await parts.textPicker.inputValue()).toBe("#777777");
      await expect.poll(() => parts.announcement.textContent()).toBe(fill(t.result.announce, { ratio: "4.47:1", summary: t.result.summary.large }));
      expect(await parts.announcement.getAttribute("aria-live")).toBe("polite");

      // One click applies the nearest colour that passes AA.
      expect(await parts.suggestion.textContent()).toContain(fill(t.suggest.title, { level: "AA" }));
      await parts.root.locator('[data-testid="contrast-suggestion-use"]').click();
      expect(await parts.textInput.inputValue()).toBe("#767676");
      expect(await parts.ratio.textContent()).toBe("4.54:1");
      expect((await verdicts(parts))["aa-normal"]!.pass).toBe(true);

      // Named colours and the native picker.
      await parts.textInput.fill("black");
      await parts.backgroundInput.fill("white");
      expect(await parts.ratio.textContent()).toBe("21:1");
      expect(Object.values(await verdicts(parts)).every((v) => v.pass)).toBe(true);
      expect(await parts.summary.textContent()).toBe(t.result.summary.aaa);
      await pick(parts.backgroundPicker, "#000000");
      expect(await parts.backgroundInput.inputValue()).toBe("#000000");
      expect(await parts.ratio.textContent()).toBe("1:1");
      expect(await parts.summary.textContent()).toBe(t.result.summary.fail);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("semi-transparent colours are composited first, and the tool says so", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      const parts = await openTool(page, lang);
      await parts.backgroundInput.fill("#ffffff");
      await parts.textInput.fill("rgba(0, 0, 0, 0.5)");
      expect(await parts.ratio.textContent()).toBe("3.94:1");
      expect(await parts.root.locator('[data-testid="contrast-note-text"]').textContent()).toBe(fill(t.notes.text, { colour: "#808080" }));
      expect(await previewColours(parts)).toEqual({ background: "rgb(255, 255, 255)", color: "rgb(128, 128, 128)" });

      await parts.textInput.fill("#000");
      await parts.backgroundInput.fill("#00000080");
      expect(await parts.ratio.textContent()).toBe("5.31:1");
      expect(await parts.root.locator('[data-testid="contrast-note-background"]').textContent()).toBe(
        fill(t.notes.background, { colour: "#808080" }),
      );
      expect(await parts.root.locator('[data-testid="contrast-note-text"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("an invalid colour gets a translated message and the last valid colour stays in use", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      const parts = await openTool(page, lang);
      await parts.textInput.fill("#767676");
      await parts.backgroundInput.fill("#fff");
      expect(await parts.ratio.textContent()).toBe("4.54:1");
      for (const typed of ["notacolour", "#12", "أحمر", "🎨", "rgb(1, 2)"]) {
        await parts.textInput.fill(typed);
        expect(await parts.textError.textContent(), typed).toBe(fill(t.errors.invalid, { colour: "#767676" }));
        expect(await parts.textInput.getAttribute("aria-invalid"), typed).toBe("true");
        const describedBy = (await parts.textInput.getAttribute("aria-describedby")) ?? "";
        expect(describedBy.split(" ")).toContain((await parts.textError.getAttribute("id"))!);
        expect(await parts.ratio.textContent(), typed).toBe("4.54:1");
      }
      await parts.textInput.fill("");
      expect(await parts.textError.textContent()).toBe(fill(t.errors.empty, { colour: "#767676" }));
      await parts.textInput.fill("#000");
      expect(await parts.textError.count()).toBe(0);
      expect(await parts.textInput.getAttribute("aria-invalid")).toBeNull();
      expect(await parts.ratio.textContent()).toBe("21:1");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("the swap button exchanges text and background", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      const parts = await openTool(page, lang);
      await parts.textInput.fill("#777777");
      await parts.backgroundInput.fill("#ffffff");
      const swap = page.getByRole("button", { name: t.fields.swap, exact: true });
      expect(await swap.count()).toBe(1);
      await swap.click();
      expect(await parts.textInput.inputValue()).toBe("#ffffff");
      expect(await parts.backgroundInput.inputValue()).toBe("#777777");
      expect(await parts.textPicker.inputValue()).toBe("#ffffff");
      expect(await parts.backgroundPicker.inputValue()).toBe("#777777");
      expect(await parts.ratio.textContent()).toBe("4.47:1");
      expect(await previewColours(parts)).toEqual({ background: "rgb(119, 119, 119)", color: "rgb(255, 255, 255)" });
      expect((await verdicts(parts))["aa-large"]!.pass).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("no axe violations with verdicts, notes, a suggestion and an error showing", async () => {
    const { page, errors, close } = await openClockedPage(browser, { bypassCSP: true });
    try {
      const parts = await openTool(page, lang);
      await parts.textInput.fill("rgba(0, 0, 0, 0.4)");
      await parts.backgroundInput.fill("#ffffff80");
      await parts.backgroundInput.fill("#ffffff80x");
      await parts.suggestion.waitFor();
      await parts.root.locator('[data-testid="contrast-background-error"]').waitFor();
      const violations = await axeViolations(page);
      expect(violations, readable(violations)).toEqual([]);
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
      await parts.textInput.fill("#333");
      expect(await parts.ratio.textContent()).toBe("2.65:1");
      const loaded = toolChunks.filter((chunk) => scripts.some((path) => path.startsWith(`/assets/${chunk}-`)));
      expect(loaded, scripts.join(", ")).toEqual(["contrast-tool"]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("at phone width everything fits the screen", async () => {
    const { page, errors, close } = await openClockedPage(browser, mobile);
    try {
      const parts = await openTool(page, lang);
      await parts.textInput.fill("rgba(255, 255, 255, 0.3)");
      await parts.backgroundInput.fill("not a colour at all, really not");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
      for (const locator of [parts.preview, parts.swap, parts.suggestion]) {
        const box = await locator.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewports.mobile.width);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
