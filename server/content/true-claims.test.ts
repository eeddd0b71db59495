import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import seedData from "./seed-data.json";

/**
 * What the shipped copy offers must be something the site can keep. The clients are businesses in
 * Iraq: a payment provider that does not take merchants there (Stripe does not list Iraq; PayPal
 * neither sends nor receives there) is a promise no client can use. And the site's own stance, no
 * cookies and no outside analytics or CAPTCHA, must not be contradicted by the stack it recommends.
 */
const unavailableInIraq = [/\bstripe\b/i, /سترايب/, /\bpay\s?pal\b/i, /باي\s?بال/, /\bsquare\s+(?:payments|pos)\b/i, /\bbraintree\b/i];
const outsideTrackers = [/google analytics/i, /turnstile/i, /recaptcha/i, /hcaptcha/i];

const localesDir = path.resolve(import.meta.dirname, "../../core/locales");
const shippedTexts: [string, string][] = [
  ["seed-data.json", JSON.stringify(seedData)],
  ...readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((lang) =>
      readdirSync(path.join(localesDir, lang.name))
        .filter((file) => file.endsWith(".json"))
        .map((file): [string, string] => [`${lang.name}/${file}`, readFileSync(path.join(localesDir, lang.name, file), "utf8")]),
    ),
];

describe("claims the site can keep", () => {
  it("reads every shipped text", () => {
    expect(shippedTexts.length).toBeGreaterThan(20);
    expect(shippedTexts.some(([name]) => name === "ar/legal.json")).toBe(true);
  });

  it.each(shippedTexts)("%s offers no payment provider that cannot serve businesses in Iraq", (_name, text) => {
    for (const provider of unavailableInIraq) expect(text).not.toMatch(provider);
  });

  it("the credibility page recommends no outside analytics or CAPTCHA", () => {
    const cards = JSON.stringify(seedData.credibility);
    for (const tracker of outsideTrackers) expect(cards).not.toMatch(tracker);
  });
});
