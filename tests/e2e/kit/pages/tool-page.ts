import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { ToolId } from "#core/catalogue/tools";
import arTools from "../../../../core/locales/ar/tools.json";
import enTools from "../../../../core/locales/en/tools.json";
import { isHydrated, type Lang } from "../../helpers";
import { visit } from "./shell";

export const toolTexts = { ar: arTools, en: enTools } as const;

/** The file-name stems of the eight tools' lazily loaded chunks: a tool page loads its own and no other. */
export const toolChunks = [
  "video-hooks-tool",
  "bio-tool",
  "utm-tool",
  "contrast-tool",
  "posting-times-tool",
  "speed-tool",
  "seo-tool",
  "domain-tool",
];

/** A tool's page in a language, e.g. /en/free-tools/utm-link-builder. */
export const toolPath = (id: ToolId, lang: Lang, search = "") => `/${lang}/free-tools/${toolTexts[lang].items[id].meta.slug}${search}`;

/**
 * A tool on its page: `part("topic")` is [data-testid="<prefix>-topic"]
 * inside the tool's root [data-testid="<prefix>-tool"].
 */
export function toolPage(page: Page, prefix: string, rootTestId = `${prefix}-tool`) {
  const root = page.locator(`[data-testid="${rootTestId}"]`);
  const part = (name: string) => root.locator(`[data-testid="${prefix}-${name}"]`);
  return {
    root,
    part,
    submit: part("submit"),
    /** Types into a field and presses Enter, as a visitor would. */
    async enter(field: string, value: string) {
      await part(field).fill(value);
      await part(field).press("Enter");
    },
  };
}
export type ToolPage = ReturnType<typeof toolPage>;

type OpenOptions = {
  /** The part that must be React's before the test types (the tool's code loads after the page). */
  ready: string;
  search?: string;
  /** Origin of a server of the test's own. */
  base?: string;
};

/**
 * Opens a tool's page and skips the loading screen; the pointer then comes over the tool, as a visitor's
 * does before he uses it, and the test goes on once the tool's code has taken over (ADR 055).
 */
export async function openTool(page: Page, id: ToolId, lang: Lang, { ready, search, base }: OpenOptions): Promise<ToolPage> {
  await visit(page, toolPath(id, lang, search), base);
  const tool = toolPage(page, id);
  await tool.part(ready).hover();
  await expect.poll(() => isHydrated(tool.part(ready)), { message: "the tool's code never took over" }).toBe(true);
  return tool;
}

/** The script files under /assets/ the page asks for from now on, by path. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/assets/") && path.endsWith(".js")) scripts.push(path);
  });
  return scripts;
}

/** Which tools' chunks are among the scripts. */
export const toolChunksIn = (scripts: string[]) => toolChunks.filter((chunk) => scripts.some((path) => path.startsWith(`/assets/island-${chunk}-`)));

/** Nothing sticks out sideways: the document is no wider than `width`, and each element lies within it. */
export async function expectWithinWidth(page: Page, width: number, ...elements: Locator[]) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const element of elements) {
    const box = await element.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
}
