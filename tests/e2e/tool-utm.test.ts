import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { viewports } from "../setup/browser";
import { describedBy, fill, htmlLangDir, langs, url, type Lang } from "./helpers";
import { expectNoAxeViolations } from "./kit/axe";
import { clipboard, test } from "./kit/fixtures";
import { expectWithinWidth, openTool, recordScripts, toolChunksIn, toolPage, toolPath, toolTexts } from "./kit/pages/tool-page";
import arUtm from "../../core/locales/ar/tool-utm.json";
import enUtm from "../../core/locales/en/tool-utm.json";

const texts = { ar: arUtm, en: enUtm } as const;

/** What a visitor pastes: surrounding spaces, no scheme, an old utm_ parameter in another case, a fragment. */
const pasted = "  shop.example.com/offers?ref=home&UTM_Source=old#menu ";
const campaign = {
  ar: { typed: "عرض رمضان", encoded: "%D8%B9%D8%B1%D8%B6%20%D8%B1%D9%85%D8%B6%D8%A7%D9%86", suggested: "عرض_رمضان" },
  en: { typed: "Ramadan Offer", encoded: "Ramadan%20Offer", suggested: "ramadan_offer" },
} as const;

async function openUtm(page: Page, lang: Lang) {
  const tool = await openTool(page, "utm", lang, { ready: "url" });
  const { part } = tool;
  return {
    ...tool,
    url: part("url"),
    source: part("source"),
    medium: part("medium"),
    campaign: part("campaign"),
    content: part("content"),
    urlError: part("url-error"),
    schemeNote: part("scheme-note"),
    status: part("status"),
    link: part("link"),
    result: part("result"),
  };
}

describe.each(langs)("UTM link builder (%s)", (lang: Lang) => {
  const t = texts[lang];

  test("builds the link live: keeps the query and fragment, replaces old utm_ parameters, encodes, suggests lowercase", async ({ page }) => {
    const parts = await openUtm(page, lang);
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
  });

  test("an invalid address gets a translated message on the field and no link", async ({ page }) => {
    const parts = await openUtm(page, lang);
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
  });

  test(`the copy button copies the link and confirms with "${toolTexts[lang].labels.copied}"`, async ({ openPage }) => {
    const page = await openPage(clipboard);
    const parts = await openUtm(page, lang);
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
  });

  test("no axe violations with a link, hints and an address error showing", async ({ openPage }) => {
    const page = await openPage();
    const parts = await openUtm(page, lang);
    await parts.url.fill("example.com/?UTM_Source=x#top");
    await parts.source.fill("Face Book");
    await parts.medium.fill("cpc");
    await parts.campaign.fill(campaign[lang].typed);
    await parts.link.waitFor();
    await expectNoAxeViolations(page, "the UTM builder with a link and hints", { include: '[data-testid="tool"]' });
    await parts.url.fill("javascript:alert(1)");
    await parts.urlError.waitFor();
    await expectNoAxeViolations(page, "the UTM builder with an address error", { include: '[data-testid="tool"]' });
  });

  test("the page downloads its own tool's code and no other tool's", async ({ page }) => {
    const scripts = recordScripts(page);
    const parts = await openUtm(page, lang);
    await parts.url.fill("example.com");
    await parts.source.fill("a");
    await parts.medium.fill("b");
    await parts.campaign.fill("c");
    await parts.link.waitFor();
    expect(toolChunksIn(scripts), scripts.join(", ")).toEqual(["utm-tool"]);
  });

  test("Enter sends the form: a missing field is said on it and gets the focus; a complete link brings the reader to it", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    const parts = await openUtm(page, lang);
    // A real submit button, found as a person finds it.
    const submit = parts.root.getByRole("button", { name: t.form.submit, exact: true });
    expect(await submit.getAttribute("type")).toBe("submit");

    // Nothing typed: the address is asked for.
    await parts.url.press("Enter");
    await expect.poll(() => parts.urlError.textContent()).toBe(t.errors["url-empty"]);
    expect(await parts.url.getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("utm-url");

    await parts.url.fill("shop.example.com");
    await parts.url.press("Enter");
    // The three required campaign fields each say so; the first one has the focus.
    for (const field of ["source", "medium", "campaign"] as const) {
      const error = parts.part(`${field}-error`);
      await expect.poll(() => error.textContent(), { message: field }).toBe(t.errors.required);
      expect(await parts[field].getAttribute("aria-invalid"), field).toBe("true");
      expect(await describedBy(page, parts[field]), field).toContain(t.errors.required);
    }
    expect(await parts.content.getAttribute("aria-invalid"), "an optional field is never required").toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("utm-source");

    await parts.source.fill("facebook");
    await parts.medium.fill("cpc");
    await parts.campaign.fill("spring");
    expect(await parts.part("campaign-error").count(), "a filled field no longer complains").toBe(0);
    await parts.campaign.press("Enter");
    // The reader lands on the link's heading, brought into view below the form on a phone.
    const heading = parts.result.getByRole("heading", { name: t.result.title });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(viewports.mobile.height / 2);
    expect(await parts.link.textContent()).toBe("https://shop.example.com/?utm_source=facebook&utm_medium=cpc&utm_campaign=spring");
    // Still the same page: the link is built in the browser.
    expect(new URL(page.url()).search).toBe("");
  });

  test("without JavaScript the form is sent and the server builds the link, or says what is missing", async ({ openPage }) => {
    const page = await openPage({ clock: false, javaScriptEnabled: false });
    await page.goto(url(toolPath("utm", lang)));
    await page.getByLabel(t.fields.url.label).fill("shop.example.com/offer");
    await page.getByLabel(t.fields.source.label).fill("facebook");
    await page.getByLabel(t.fields.medium.label).fill("paid_social");
    // Enter in a field, as a person would.
    await Promise.all([page.waitForURL(/medium=/), page.getByLabel(t.fields.medium.label).press("Enter")]);
    const form = toolPage(page, "utm");
    expect(await form.part("campaign-error").textContent()).toBe(t.errors.required);
    expect(await form.part("url").inputValue(), "what was typed is kept").toBe("shop.example.com/offer");
    expect(await form.part("link").count()).toBe(0);

    await form.part("campaign").fill(campaign[lang].typed);
    await Promise.all([page.waitForURL(/campaign=/), form.root.getByRole("button", { name: t.form.submit, exact: true }).click()]);
    expect(await form.part("status").textContent()).toBe(t.result.ready);
    expect(await form.part("link").textContent()).toBe(
      `https://shop.example.com/offer?utm_source=facebook&utm_medium=paid_social&utm_campaign=${campaign[lang].encoded}`,
    );
  });

  test("at phone width the form and a long link fit the screen", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    const parts = await openUtm(page, lang);
    await parts.url.fill(`https://example.com/${"very-long-path/".repeat(12)}?q=1`);
    await parts.source.fill("Face Book");
    await parts.medium.fill("paid_social");
    await parts.campaign.fill(campaign[lang].typed);
    await parts.link.waitFor();
    await expectWithinWidth(page, viewports.mobile.width, parts.link);
  });
});
