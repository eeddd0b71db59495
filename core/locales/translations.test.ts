import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = import.meta.dirname;
const load = (lang: string, file: string) => JSON.parse(readFileSync(path.join(dir, lang, file), "utf8")) as unknown;
const files = readdirSync(path.join(dir, "ar")).filter((f) => f.endsWith(".json"));

type Leaf = { path: string; value: unknown };
function leaves(value: unknown, prefix = ""): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [{ path: prefix, value }];
}

/** Fields that hold identifiers or codes, not prose. */
const codeField = /(^|\.)(slug|icon|family|id|type|lastUpdated|href|placeholder)$|(^|\.)related\[\d+\]$/;
/** Names and terms that stay in Latin letters in Arabic text. */
const brandOnly =
  /^(?:[\s\d.,:;·+%()/&'’-]|Meta|Google(?: Analytics| Ads| PageSpeed Insights)?|Lighthouse|TikTok|Snapchat|LinkedIn|YouTube|Instagram|Facebook|WhatsApp|Telegram|X|Vercel|Cloudflare(?: Turnstile)?|Stripe|WCAG|SEO|UTM|RDAP|Figma|WordPress|React|Next\.js|Meta Ads Manager|Adobe|Premiere Pro|After Effects|Photoshop|Illustrator|Canva|CapCut|DaVinci Resolve|Lightroom|Shopify|Webflow|Tailwind(?: CSS)?|Google Search Console|HTML|CSS|JavaScript|Node\.js|EN|PDF|Toggle Language)+$/;
const latinWord = /[A-Za-z]{2,}/;
const arabicLetter = /[\u0600-\u06FF]/;

/**
 * A counted text is a family of i18next plural keys ("x_one", "x_other"; Arabic also "x_zero",
 * "x_two", "x_few", "x_many"), and each language has its own forms: keys are compared by the
 * family's name. core/i18n/plurals.test.ts checks each family has exactly its language's forms.
 */
const pluralForm = /^(.*)_(zero|one|two|few|many|other)$/;
function keysOf(list: Leaf[]): string[] {
  const family = (path: string) => pluralForm.exec(path)?.[1];
  const forms = new Map<string, number>();
  for (const { path } of list) {
    const base = family(path);
    if (base !== undefined) forms.set(base, (forms.get(base) ?? 0) + 1);
  }
  // "interest_other" alone is an ordinary key; two or more forms of one name are a plural family.
  const named = list.map(({ path }) => {
    const base = family(path);
    return base !== undefined && (forms.get(base) ?? 0) > 1 ? `${base}_{plural}` : path;
  });
  return [...new Set(named)];
}

describe.each(files)("translations %s", (file) => {
  const ar = leaves(load("ar", file));
  const en = leaves(load("en", file));

  it("has the same keys in Arabic and English (a plural family counts as one key)", () => {
    expect(keysOf(en)).toEqual(keysOf(ar));
  });

  it("has no empty strings", () => {
    for (const leaf of [...ar, ...en]) {
      if (typeof leaf.value === "string") expect(leaf.value.trim(), leaf.path).not.toBe("");
    }
  });

  it("has no Latin-only sentence in Arabic (brand names and codes allowed)", () => {
    for (const leaf of ar) {
      // The switch to English is named in English on purpose.
      if (typeof leaf.value !== "string" || codeField.test(leaf.path) || leaf.path === "language.switchTo") continue;
      const text = leaf.value.replace(/\{\{\w+\}\}/g, "");
      if (arabicLetter.test(text) || !latinWord.test(text)) continue;
      expect(brandOnly.test(text), `${file}:${leaf.path} = ${leaf.value}`).toBe(true);
    }
  });

  it("has no Arabic in English (except the switch to Arabic and Arabic slugs)", () => {
    for (const leaf of en) {
      if (typeof leaf.value !== "string" || codeField.test(leaf.path) || leaf.path === "language.switchTo") continue;
      expect(arabicLetter.test(leaf.value), `${file}:${leaf.path} = ${leaf.value}`).toBe(false);
    }
  });
});
