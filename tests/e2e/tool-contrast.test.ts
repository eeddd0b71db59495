import { describe, expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { viewports } from "../setup/browser";
import { fill, htmlLangDir, langs, type Lang } from "./helpers";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { expectWithinWidth, openTool, recordScripts, toolChunksIn } from "./kit/pages/tool-page";
import arContrast from "../../core/locales/ar/tool-contrast.json";
import enContrast from "../../core/locales/en/tool-contrast.json";

const texts = { ar: arContrast, en: enContrast } as const;
const verdictIds = ["aa-normal", "aaa-normal", "aa-large", "aaa-large", "aa-ui"] as const;

async function openContrast(page: Page, lang: Lang) {
  const tool = await openTool(page, "contrast", lang, { ready: "text-input" });
  const { part } = tool;
  return {
    ...tool,
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
type Tool = Awaited<ReturnType<typeof openContrast>>;

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

  test("shows the floored ratio, labelled verdicts, a preview and the closest passing colour", async ({ page }) => {
    const parts = await openContrast(page, lang);
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
  });

  test("semi-transparent colours are composited first, and the tool says so", async ({ page }) => {
    const parts = await openContrast(page, lang);
    await parts.backgroundInput.fill("#ffffff");
    await parts.textInput.fill("rgba(0, 0, 0, 0.5)");
    expect(await parts.ratio.textContent()).toBe("3.94:1");
    expect(await parts.root.locator('[data-testid="contrast-note-text"]').textContent()).toBe(fill(t.notes.text, { colour: "#808080" }));
    expect(await previewColours(parts)).toEqual({ background: "rgb(255, 255, 255)", color: "rgb(128, 128, 128)" });

    await parts.textInput.fill("#000");
    await parts.backgroundInput.fill("#00000080");
    expect(await parts.ratio.textContent()).toBe("5.31:1");
    expect(await parts.root.locator('[data-testid="contrast-note-background"]').textContent()).toBe(fill(t.notes.background, { colour: "#808080" }));
    expect(await parts.root.locator('[data-testid="contrast-note-text"]').count()).toBe(0);
  });

  test("an invalid colour gets a translated message and the last valid colour stays in use", async ({ page }) => {
    const parts = await openContrast(page, lang);
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
  });

  test("the swap button exchanges text and background", async ({ page }) => {
    const parts = await openContrast(page, lang);
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
  });

  test("no axe violations with verdicts, notes, a suggestion and an error showing", async ({ openPage }) => {
    const page = await openPage();
    const parts = await openContrast(page, lang);
    await parts.textInput.fill("rgba(0, 0, 0, 0.4)");
    await parts.backgroundInput.fill("#ffffff80");
    await parts.backgroundInput.fill("#ffffff80x");
    await parts.suggestion.waitFor();
    await parts.root.locator('[data-testid="contrast-background-error"]').waitFor();
    // The preview shows the visitor's colours on purpose, however poor they are.
    await expectNoAxeViolations(page, "the contrast checker", { include: '[data-testid="tool"]', exclude: '[data-testid="contrast-preview"]' });
  });

  test("the page downloads its own tool's code and no other tool's", async ({ page }) => {
    const scripts = recordScripts(page);
    const parts = await openContrast(page, lang);
    await parts.textInput.fill("#333");
    expect(await parts.ratio.textContent()).toBe("2.65:1");
    expect(toolChunksIn(scripts), scripts.join(", ")).toEqual(["contrast-tool"]);
  });

  test("at phone width everything fits the screen", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    const parts = await openContrast(page, lang);
    await parts.textInput.fill("rgba(255, 255, 255, 0.3)");
    await parts.backgroundInput.fill("not a colour at all, really not");
    await expectWithinWidth(page, viewports.mobile.width, parts.preview, parts.swap, parts.suggestion);
  });
});
