import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { describedBy, fill, homeOf, langs, type Lang } from "./helpers";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { expectWithinWidth, openTool, type ToolPage } from "./kit/pages/tool-page";
import { startFakeNameCom, startFakeRegistry, writeBootstrapFile, type FakeNameCom, type FakeRegistry } from "../fakes/fake-registry";
import arDomain from "../../core/locales/ar/tool-domain.json";
import enDomain from "../../core/locales/en/tool-domain.json";

/**
 * The domain checker in both languages, against its own server whose RDAP
 * bootstrap points at a fake registry on loopback (404, 200, slow, silent)
 * and whose Name.com API is a fake too.
 */

const texts = { ar: arDomain, en: enDomain } as const;
const dateIn = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(lang === "ar" ? "ar-IQ-u-nu-latn" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
/** The tool's own 400 (not a domain) and 504 (registry silent) answers, as Chromium logs them. */
const answeredErrors = /^console\.error: Failed to load resource: the server responded with a status of (400|504)/;

let registry: FakeRegistry;
let nameCom: FakeNameCom;
let server: RunningServer;

beforeAll(async () => {
  registry = await startFakeRegistry({
    // One name per language: the server keeps clear answers for a few minutes.
    "ar-taken.com": { kind: "slow", delayMs: 400, then: "taken" },
    "en-taken.com": { kind: "slow", delayMs: 400, then: "taken" },
    "ar-taken.net": { kind: "taken" },
    "en-taken.net": { kind: "taken" },
    "ar-silent.com": { kind: "hang" },
    "en-silent.com": { kind: "hang" },
  });
  nameCom = await startFakeNameCom({ "gold.com": 2500 });
  const bootstrapFile = writeBootstrapFile([[["com", "net", "org", "online", "store"], [registry.base]]]);
  server = await startServer({
    OUTBOUND_ALLOW_LOOPBACK: "1",
    RDAP_BOOTSTRAP_FILE: bootstrapFile,
    RDAP_TIMEOUT_MS: "700",
    NAMECOM_USERNAME: "studio",
    NAMECOM_TOKEN: "test-token",
    NAMECOM_API_URL: nameCom.url,
    TOOLS_RATE_LIMIT: "1000",
  });
});
afterAll(async () => {
  await Promise.all([server?.stop(), registry?.close(), nameCom?.close()]);
});

async function openDomain(page: Page, lang: Lang) {
  const tool = await openTool(page, "domain", lang, { ready: "input", base: server.url });
  const { part } = tool;
  return {
    ...tool,
    input: part("input"),
    result: part("result"),
    status: part("status"),
    invalid: part("invalid"),
    error: part("error"),
    verdict: part("verdict"),
    stateTitle: part("state-title"),
    stateText: part("state-text"),
    name: part("name"),
    punycode: part("punycode"),
    dates: part("dates"),
    price: part("price"),
    contact: part("contact"),
    whatsapp: part("whatsapp"),
    alternatives: part("alternative"),
  };
}

/** Types a name and presses Enter, as a visitor would. */
const lookUp = (tool: ToolPage, name: string) => tool.enter("input", name);

describe.each(langs)("domain checker (%s)", (lang: Lang) => {
  const t = texts[lang];

  test("available, taken (with a visible check in progress), premium and unsupported answers, with their offers", async ({ page }) => {
    const parts = await openDomain(page, lang);
    expect(await parts.input.getAttribute("dir")).toBe("ltr");
    expect(await parts.status.getAttribute("aria-live")).toBe("polite");
    expect(await parts.result.textContent()).toContain(t.idle.text);

    // Available: a pasted address with an Arabic name, looked up in punycode, shown in both forms.
    await lookUp(parts, "https://www.مثال.com/about");
    await expect.poll(() => parts.verdict.getAttribute("data-state")).toBe("available");
    expect(await parts.stateTitle.textContent()).toBe(t.states.available.title);
    expect(await parts.name.textContent()).toBe("مثال.com");
    expect(await parts.name.locator("bdi").getAttribute("dir")).toBe("ltr");
    expect(await parts.punycode.textContent()).toBe(`${t.result.punycode}: xn--mgbh0fb.com`);
    expect(await parts.stateText.textContent()).toBe(fill(t.states.available.text, { domain: "مثال.com" }));
    expect(await parts.contact.textContent()).toBe(t.states.available.register);
    expect(await parts.contact.getAttribute("href")).toBe(`${homeOf(lang)}#contact`);
    // Through the site (issue 45): the tap names this page, and the site answers with his chat and this question.
    const door = new URL((await parts.whatsapp.getAttribute("href"))!, page.url());
    expect(door.pathname).toBe("/go/whatsapp");
    expect(door.searchParams.get("p")).toBe(new URL(page.url()).pathname);
    // As a visitor's browser asks (headless Chromium names itself a robot, which gets no code).
    const chat = await page.request.get(door.href, {
      maxRedirects: 0,
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" },
    });
    const whatsapp = new URL(chat.headers()["location"]!);
    expect(whatsapp.origin).toBe("https://wa.me");
    expect(whatsapp.searchParams.get("text")!.startsWith(`${fill(t.states.available.whatsappText, { domain: "مثال.com" })}\n\n`)).toBe(true);
    expect(await parts.whatsapp.getAttribute("target")).toBe("_blank");
    const alternatives = await parts.alternatives.evaluateAll((items) =>
      items.map((item) => `${item.querySelector("bdi")?.textContent} ${item.getAttribute("data-state")}`),
    );
    expect(alternatives).toEqual(["مثال.net available", "مثال.org available", "مثال.online available", "مثال.store available"]);
    expect(await parts.alternatives.first().textContent()).toContain(t.alternatives.labels.available);

    // Taken: the answer takes a moment, and the wait is shown and marked busy.
    await lookUp(parts, `${lang.toUpperCase()}-Taken.com`);
    await expect.poll(() => parts.result.getAttribute("aria-busy")).toBe("true");
    expect(await parts.status.textContent()).toBe(fill(t.form.checkingStatus, { domain: `${lang.toUpperCase()}-Taken.com` }));
    expect(await parts.submit.textContent()).toBe(t.form.checking);
    await expect.poll(() => parts.verdict.getAttribute("data-state")).toBe("taken");
    expect(await parts.result.getAttribute("aria-busy")).toBe("false");
    expect(await parts.stateTitle.textContent()).toBe(t.states.taken.title);
    expect(await parts.stateText.textContent()).toBe(fill(t.states.taken.text, { domain: `${lang}-taken.com` }));
    const dates = await parts.dates.textContent();
    expect(dates).toContain(`${t.states.taken.registered}${dateIn(lang, "2015-03-01T10:00:00Z")}`);
    expect(dates).toContain(`${t.states.taken.expires}${dateIn(lang, "2030-03-01T10:00:00Z")}`);
    expect(await parts.contact.count()).toBe(0);
    expect(await parts.root.locator('[data-testid="domain-alternative"][data-state="taken"]').textContent()).toContain(`${lang}-taken.net`);

    // An available alternative can be checked with one click.
    await parts.root.locator('[data-testid="domain-alternative"][data-state="available"] button').first().click();
    await expect.poll(() => parts.input.inputValue()).toBe(`${lang}-taken.org`);
    await expect.poll(() => parts.name.textContent()).toBe(`${lang}-taken.org`);
    expect(await parts.verdict.getAttribute("data-state")).toBe("available");

    // Premium: the registrar's price, and an offer to buy it.
    await lookUp(parts, "gold.com");
    await expect.poll(() => parts.verdict.getAttribute("data-state")).toBe("premium");
    expect(await parts.stateTitle.textContent()).toBe(t.states.premium.title);
    const price = new Intl.NumberFormat(lang === "ar" ? "ar-IQ-u-nu-latn" : "en-GB", {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    }).format(2500);
    expect(await parts.price.textContent()).toBe(`${t.states.premium.price}: ${price}`);
    expect(price).toContain("2,500");
    expect(await parts.contact.textContent()).toBe(t.states.premium.buy);

    // Unsupported: an ending without RDAP is never called available, and help is offered.
    await lookUp(parts, "mybrand.iq");
    await expect.poll(() => parts.verdict.getAttribute("data-state")).toBe("unsupported");
    expect(await parts.stateTitle.textContent()).toBe(t.states.unsupported.title);
    expect(await parts.stateText.textContent()).toBe(fill(t.states.unsupported.text, { domain: "mybrand.iq", ending: ".iq" }));
    expect(await parts.contact.textContent()).toBe(t.states.unsupported.contact);
    expect(await parts.root.locator('[data-testid="domain-alternative"]').first().textContent()).toContain("mybrand.com");

    await expectNoAxeViolations(page, "the domain checker", { include: '[data-testid="tool"]' });
  });

  test("a name that is not a domain gets Invalid Name on the field; a silent registry gets Request Timed Out", async ({ openPage }) => {
    const page = await openPage({ allowErrors: [answeredErrors] });
    const parts = await openDomain(page, lang);
    // Nothing typed: said at once, without asking the server.
    await parts.submit.click();
    expect(await parts.invalid.textContent()).toBe(`${t.errors.invalidName.title}${t.form.empty}`);
    expect(await parts.input.getAttribute("aria-invalid")).toBe("true");

    const before = registry.requests.length;
    await lookUp(parts, "not a domain.com");
    await expect
      .poll(() => parts.invalid.textContent())
      .toBe(`${t.errors.invalidName.title}${fill(t.errors.invalidName.message, { host: "example.com" })}`);
    expect(await parts.invalid.getAttribute("role")).toBe("alert");
    expect(await parts.input.getAttribute("aria-invalid")).toBe("true");
    expect(await describedBy(page, parts.input)).toContain(fill(t.errors.invalidName.message, { host: "example.com" }));
    expect(registry.requests.length).toBe(before);
    expect(await parts.verdict.count()).toBe(0);

    const started = Date.now();
    await lookUp(parts, `${lang}-silent.com`);
    await expect.poll(() => parts.error.getAttribute("data-code"), { timeout: 10_000 }).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await parts.error.textContent()).toBe(`${t.errors.timeout.title}${t.errors.timeout.message}`);
    expect(await parts.input.getAttribute("aria-invalid")).toBeNull();
    expect(await parts.invalid.count()).toBe(0);
    expect(await parts.verdict.count()).toBe(0);

    // The registry is back: trying again gives the answer.
    registry.answers.set(`${lang}-silent.com`, { kind: "taken" });
    const retry = parts.result.locator('[data-testid="domain-retry"]');
    expect(await retry.textContent()).toBe(t.form.retry);
    await retry.click();
    await expect.poll(() => parts.verdict.getAttribute("data-state")).toBe("taken");
    expect(await parts.error.count()).toBe(0);
  });

  test("on a 375 px phone the result and its alternatives fit the screen", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 375, height: 812 } });
    const parts = await openDomain(page, lang);
    await lookUp(parts, "a-rather-long-business-name-in-baghdad.com");
    await expect.poll(() => parts.verdict.getAttribute("data-state")).toBe("available");
    await expectWithinWidth(page, 375, parts.result);
  });
});
