import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, viewports } from "../setup/browser";
import { htmlLangDir, langs, mobile, openClockedPage, visit, type Lang, toolChunks } from "./helpers";
import arUtm from "../../core/locales/ar/tool-utm.json";
import enUtm from "../../core/locales/en/tool-utm.json";
import arTools from "../../core/locales/ar/tools.json";
import enTools from "../../core/locales/en/tools.json";

const texts = { ar: arUtm, en: enUtm } as const;
const toolTexts = { ar: arTools, en: enTools } as const;
const pathOf = (lang: Lang) => `/${lang}/free-tools/${toolTexts[lang].items.utm.meta.slug}`;
const clipboard = { permissions: ["clipboard-read", "clipboard-write"] };
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ""));

/** What a visitor pastes: surrounding spaces, no scheme, an old utm_ parameter in another case, a fragment. */
const pasted = "  shop.example.com/offers?ref=home&UTM_Source=old#menu ";
const campaign = {
  ar: { typed: "عرض رمضان", encoded: "%D8%B9%D8%B1%D8%B6%20%D8%B1%D9%85%D8%B6%D8%A7%D9%86", suggested: "عرض_رمضان" },
  en: { typed: "Ramadan Offer", encoded: "Ramadan%20Offer", suggested: "ramadan_offer" },
} as const;

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
  const root = page.locator('[data-testid="utm-tool"]');
  const field = (name: string) => root.locator(`[data-testid="utm-${name}"]`);
  return {
    root,
    url: field("url"),
    source: field("source"),
    medium: field("medium"),
    campaign: field("campaign"),
    content: field("content"),
    urlError: field("url-error"),
    schemeNote: field("scheme-note"),
    status: field("status"),
    link: field("link"),
    result: field("result"),
  };
}

const isHydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));

async function openTool(page: Page, lang: Lang) {
  await visit(page, pathOf(lang));
  const parts = tool(page);
  await parts.root.waitFor();
  await expect.poll(() => isHydrated(parts.url), { message: "the tool never hydrated" }).toBe(true);
  return parts;
}

async function describedBy(page: Page, input: Locator): Promise<string> {
  const ids = ((await input.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const parts: string[] = [];
  for (const id of ids) parts.push((await page.locator(`[id="${id}"]`).textContent()) ?? "");
  return parts.join(" ");
}

describe.each(langs)("UTM link builder (%s)", (lang: Lang) => {
  const t = texts[lang];

  test("builds the link live: keeps the query and fragment, replaces old utm_ parameters, encodes, suggests lowercase", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      const parts = await openTool(page, lang);
      expect(await htmlLangDir(page)).toEqual({ lang, dir: lang === "ar" ? "rtl" : "ltr" });
      // The address and the link read left to right even on Arabic pages.
      expect(await parts.url.getAttribute("dir")).toBe("ltr");
      expect(await parts.status.getAttribute("aria-live")).toBe("polite");
      expect(await parts.status.textContent()).toBe(t.result.empty);
      expect(await parts.link.count()).toBe(0);

      await parts.url.fill(pasted);
      expect(await parts.schemeNote.textContent()).toBe(t.notes["scheme-added"]);
      expect(await describedBy(page, parts.url)).toContain(t.notes["scheme-added"]);
      const status = await parts.status.textContent();
      for (const field of ["source", "medium", "campaign"] as const) expect(status).toContain(t.fields[field].short);

      await parts.source.fill("Facebook");
      await parts.medium.fill("paid_social");
      await parts.campaign.fill(campaign[lang].typed);
      await expect.poll(() => parts.status.textContent()).toBe(t.result.ready);
      expect(await parts.link.getAttribute("dir")).toBe("ltr");
      expect(await parts.link.textContent()).toBe(
        `https://shop.example.com/offers?ref=home&utm_source=Facebook&utm_medium=paid_social&utm_campaign=${campaign[lang].encoded}#menu`,
      );
      expect(await parts.root.locator('[data-testid="utm-note-replaced"]').textContent()).toBe(fill(t.notes.replaced, { params: "UTM_Source" }));

      // Capitals and spaces get a gentle hint, never an error; one click applies it.
      const sourceHint = parts.root.locator('[data-testid="utm-hint-source"]');
      expect(await sourceHint.textContent()).toContain(t.hint.text);
      expect(await sourceHint.textContent()).toContain("facebook");
      expect(await parts.source.getAttribute("aria-invalid")).toBeNull();
      expect(await describedBy(page, parts.source)).toContain(t.hint.text);
      expect(await parts.root.locator('[data-testid="utm-hint-medium"]').count()).toBe(0);
      await parts.root.locator('[data-testid="utm-apply-source"]').click();
      expect(await parts.source.inputValue()).toBe("facebook");
      expect(await sourceHint.count()).toBe(0);
      await parts.root.locator('[data-testid="utm-apply-campaign"]').click();
      expect(await parts.campaign.inputValue()).toBe(campaign[lang].suggested);

      const link = await parts.link.textContent();
      const parsed = new URL(link!);
      expect(parsed.hash).toBe("#menu");
      expect(parsed.searchParams.get("ref")).toBe("home");
      expect(parsed.searchParams.get("utm_source")).toBe("facebook");
      expect(parsed.searchParams.get("utm_campaign")).toBe(campaign[lang].suggested);
      expect([...parsed.searchParams.keys()].filter((key) => key.toLowerCase() === "utm_source")).toHaveLength(1);
      // The decoded parameters are listed for checking.
      expect(await parts.result.locator("tbody").textContent()).toContain(campaign[lang].suggested);

      await parts.root.locator('[data-testid="utm-clear"]').click();
      expect(await parts.url.inputValue()).toBe("");
      expect(await parts.status.textContent()).toBe(t.result.empty);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("an invalid address gets a translated message on the field and no link", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      const parts = await openTool(page, lang);
      await parts.source.fill("facebook");
      await parts.medium.fill("cpc");
      await parts.campaign.fill("spring");
      for (const [typed, code] of [
        ["not a url", "url-invalid"],
        ["http://", "url-invalid"],
        ["javascript:alert(1)", "url-scheme"],
        ["ftp://x", "url-scheme"],
      ] as const) {
        await parts.url.fill(typed);
        expect(await parts.urlError.textContent(), typed).toBe(t.errors[code]);
        expect(await parts.url.getAttribute("aria-invalid"), typed).toBe("true");
        expect(await describedBy(page, parts.url), typed).toContain(t.errors[code]);
        expect(await parts.status.textContent(), typed).toBe(t.result.fixUrl);
        expect(await parts.link.count(), typed).toBe(0);
      }
      await parts.url.fill("https://example.com/?a=1");
      expect(await parts.urlError.count()).toBe(0);
      expect(await parts.url.getAttribute("aria-invalid")).toBeNull();
      expect(await parts.link.textContent()).toBe("https://example.com/?a=1&utm_source=facebook&utm_medium=cpc&utm_campaign=spring");
      // Odd input never breaks the page.
      await parts.campaign.fill("🎉 & # = عرض ".repeat(50));
      expect(await parts.status.textContent()).toBe(t.result.ready);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test(`the copy button copies the link and confirms with "${toolTexts[lang].labels.copied}"`, async () => {
    const { page, errors, close } = await openClockedPage(browser, clipboard);
    try {
      const parts = await openTool(page, lang);
      await parts.url.fill("https://example.com/page#top");
      await parts.source.fill("newsletter");
      await parts.medium.fill("email");
      await parts.campaign.fill("june");
      const button = parts.result.locator('[data-testid="copy-button"]');
      expect(await button.textContent()).toBe(toolTexts[lang].labels.copy);
      await button.click();
      await expect.poll(() => button.textContent()).toBe(toolTexts[lang].labels.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        "https://example.com/page?utm_source=newsletter&utm_medium=email&utm_campaign=june#top",
      );
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("no axe violations with a link, hints and an address error showing", async () => {
    const { page, errors, close } = await openClockedPage(browser, { bypassCSP: true });
    try {
      const parts = await openTool(page, lang);
      await parts.url.fill("example.com/?UTM_Source=x#top");
      await parts.source.fill("Face Book");
      await parts.medium.fill("cpc");
      await parts.campaign.fill(campaign[lang].typed);
      await parts.link.waitFor();
      const violations = await axeViolations(page);
      expect(violations, readable(violations)).toEqual([]);
      await parts.url.fill("javascript:alert(1)");
      await parts.urlError.waitFor();
      const withError = await axeViolations(page);
      expect(withError, readable(withError)).toEqual([]);
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
      await parts.url.fill("example.com");
      await parts.source.fill("a");
      await parts.medium.fill("b");
      await parts.campaign.fill("c");
      await parts.link.waitFor();
      const loaded = toolChunks.filter((chunk) => scripts.some((path) => path.startsWith(`/assets/${chunk}-`)));
      expect(loaded, scripts.join(", ")).toEqual(["utm-tool"]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("at phone width the form and a long link fit the screen", async () => {
    const { page, errors, close } = await openClockedPage(browser, mobile);
    try {
      const parts = await openTool(page, lang);
      await parts.url.fill(`https://example.com/${"very-long-path/".repeat(12)}?q=1`);
      await parts.source.fill("Face Book");
      await parts.medium.fill("paid_social");
      await parts.campaign.fill(campaign[lang].typed);
      await parts.link.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
      const box = await parts.link.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewports.mobile.width);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
