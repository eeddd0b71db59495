import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser } from "../setup/browser";
import { startServer, type RunningServer } from "../setup/server";
import { homeOf, langs, openClockedPage, skipLoadingScreen, type Lang } from "./helpers";
import { startFakeNameCom, startFakeRegistry, writeBootstrapFile, type FakeNameCom, type FakeRegistry } from "../fakes/fake-registry";
import arDomain from "../../core/locales/ar/tool-domain.json";
import enDomain from "../../core/locales/en/tool-domain.json";
import arTools from "../../core/locales/ar/tools.json";
import enTools from "../../core/locales/en/tools.json";

/**
 * The domain checker in both languages, against its own server whose RDAP
 * bootstrap points at a fake registry on loopback (404, 200, slow, silent)
 * and whose Name.com API is a fake too.
 */

const texts = { ar: arDomain, en: enDomain } as const;
const toolTexts = { ar: arTools, en: enTools } as const;
const pathOf = (lang: Lang) => `/${lang}/free-tools/${toolTexts[lang].items.domain.meta.slug}`;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ""));
const dateIn = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(lang === "ar" ? "ar-IQ-u-nu-latn" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
const resourceError = (status: string) => `console.error: Failed to load resource: the server responded with a status of ${status}`;

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
type AxeViolation = { id: string; help: string; nodes: { target: unknown[]; html: string }[] };
async function axeViolations(page: Page): Promise<string> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run({ include: [['[data-testid="tool"]']] }, { resultTypes: ["violations"] })).violations;
  });
  return violations
    .map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.html.slice(0, 140)}`).join("\n")}`)
    .join("\n");
}

let browser: Browser;
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
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({
      OUTBOUND_ALLOW_LOOPBACK: "1",
      RDAP_BOOTSTRAP_FILE: bootstrapFile,
      RDAP_TIMEOUT_MS: "700",
      NAMECOM_USERNAME: "studio",
      NAMECOM_TOKEN: "test-token",
      NAMECOM_API_URL: nameCom.url,
      TOOLS_RATE_LIMIT: "1000",
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop(), registry?.close(), nameCom?.close()]);
});

function tool(page: Page) {
  const root = page.locator('[data-testid="domain-tool"]');
  const part = (name: string) => root.locator(`[data-testid="domain-${name}"]`);
  return {
    root,
    input: part("input"),
    submit: part("submit"),
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
type Tool = ReturnType<typeof tool>;

const isHydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));

async function openTool(page: Page, lang: Lang): Promise<Tool> {
  await page.goto(new URL(pathOf(lang), server.url).toString());
  await skipLoadingScreen(page);
  const parts = tool(page);
  await parts.root.waitFor();
  await expect.poll(() => isHydrated(parts.input), { message: "the tool never hydrated" }).toBe(true);
  return parts;
}

/** Types a name and presses Enter, as a visitor would. */
async function lookUp(parts: Tool, name: string) {
  await parts.input.fill(name);
  await parts.input.press("Enter");
}

async function describedBy(page: Page, input: Locator): Promise<string> {
  const ids = ((await input.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const parts: string[] = [];
  for (const id of ids) parts.push((await page.locator(`[id="${id}"]`).textContent()) ?? "");
  return parts.join(" ");
}

describe.each(langs)("domain checker (%s)", (lang: Lang) => {
  const t = texts[lang];

  test("available, taken (with a visible check in progress), premium and unsupported answers, with their offers", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      const parts = await openTool(page, lang);
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
      const whatsapp = new URL((await parts.whatsapp.getAttribute("href"))!);
      expect(whatsapp.origin).toBe("https://wa.me");
      expect(whatsapp.searchParams.get("text")).toBe(fill(t.states.available.whatsappText, { domain: "مثال.com" }));
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

      expect(await axeViolations(page)).toBe("");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("a name that is not a domain gets Invalid Name on the field; a silent registry gets Request Timed Out", async () => {
    const { page, errors, close } = await openClockedPage(browser);
    try {
      const parts = await openTool(page, lang);
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

      expect(errors.filter((line) => !line.startsWith(resourceError("400")) && !line.startsWith(resourceError("504")))).toEqual([]);
    } finally {
      await close();
    }
  });

  test("on a 375 px phone the result and its alternatives fit the screen", async () => {
    const { page, errors, close } = await openClockedPage(browser, { viewport: { width: 375, height: 812 } });
    try {
      const parts = await openTool(page, lang);
      await lookUp(parts, "a-rather-long-business-name-in-baghdad.com");
      await expect.poll(() => parts.verdict.getAttribute("data-state")).toBe("available");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const box = (await parts.result.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
