import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { bioMaxLength } from "~/features/tools/bio/generate-bios";
import { hookCategories, topicMaxLength } from "~/features/tools/video-hooks/generate-video-hooks";
import { defaultSpeedSettings } from "~/features/tools/speed/internet-speed";
import { limits as seoLimits } from "#server/tools/seo/analyze";
import { toolText, type ToolTextKey } from "#server/tools/tool-http";
import { languages, type Lang } from "./languages";
import { namespaces } from "./namespaces";
import { getResource } from "./resources";
import { editableNamespaces, flattenBundle } from "../content/text-overrides";

/**
 * Counted texts in both languages. Arabic has six plural forms (CLDR: zero, one, two, few for
 * 3–10, many for 11–99, other for 100–102…) and the noun changes with each: «دقيقة واحدة»,
 * «دقيقتين», «3 دقائق», «11 دقيقة», «100 دقيقة». English has one and other. Every text that counts
 * something is an i18next plural family ("x_one", "x_other"…), rendered here through the app's
 * own i18next setup for the counts a visitor can meet.
 */

const arCounts = [0, 1, 2, 3, 11, 100] as const;
const enCounts = [0, 1, 2] as const;
type Expected = { ar: Record<(typeof arCounts)[number], string>; en: Record<(typeof enCounts)[number], string> };

const minutes = (before: string, after: string): Expected["ar"] => ({
  0: `${before} 0 دقيقة${after}`,
  1: `${before} دقيقة واحدة${after}`,
  2: `${before} دقيقتين${after}`,
  3: `${before} 3 دقائق${after}`,
  11: `${before} 11 دقيقة${after}`,
  100: `${before} 100 دقيقة${after}`,
});
/** "Shorten it to N characters or fewer": the noun follows «إلى», so two is «حرفين». */
const charactersOrFewer: Expected = {
  ar: {
    0: "إلى 0 حرف أو أقل",
    1: "إلى حرف واحد أو أقل",
    2: "إلى حرفين أو أقل",
    3: "إلى 3 أحرف أو أقل",
    11: "إلى 11 حرفاً أو أقل",
    100: "إلى 100 حرف أو أقل",
  },
  en: { 0: "to 0 characters or fewer", 1: "to 1 character or fewer", 2: "to 2 characters or fewer" },
};

/** Each counted text (namespace:key, without the plural suffix), the other values its page passes, and what each count must read. */
const counted: Record<string, Expected & { values?: Record<Lang, Record<string, string | number>> }> = {
  "contact:errors.tooLong": {
    ar: {
      0: "(0 حرف كحد أقصى)",
      1: "(حرف واحد كحد أقصى)",
      2: "(حرفان كحد أقصى)",
      3: "(3 أحرف كحد أقصى)",
      11: "(11 حرفاً كحد أقصى)",
      100: "(100 حرف كحد أقصى)",
    },
    en: { 0: "(0 characters at most)", 1: "(1 character at most)", 2: "(2 characters at most)" },
  },
  "contact:errors.links": {
    ar: {
      0: "لا يمكن أن تحتوي الرسالة على روابط.",
      1: "على رابط واحد كحد أقصى",
      2: "على رابطين كحد أقصى",
      3: "على 3 روابط كحد أقصى",
      11: "على 11 رابطاً كحد أقصى",
      100: "على 100 رابط كحد أقصى",
    },
    en: { 0: "at most 0 links.", 1: "at most 1 link.", 2: "at most 2 links." },
  },
  "contact:toast.rateLimited": {
    ar: minutes("بعد", "،"),
    en: { 0: "in 0 minutes,", 1: "in 1 minute,", 2: "in 2 minutes," },
  },
  "tools:api.rateLimited.message": {
    ar: minutes("بعد", "."),
    en: { 0: "in 0 minutes.", 1: "in 1 minute.", 2: "in 2 minutes." },
  },
  "tool-speed:website.results.cached": {
    ar: minutes("قبل", "؛"),
    en: { 0: "made 0 minutes ago;", 1: "made 1 minute ago;", 2: "made 2 minutes ago;" },
  },
  "tool-bio:errors.profession.tooLong": charactersOrFewer,
  "tool-bio:errors.skills.tooLong": { ...charactersOrFewer, values: { ar: { skill: "التصوير" }, en: { skill: "photography" } } },
  "tool-hooks:errors.tooLong": charactersOrFewer,
  "tool-bio:results.summary": {
    ar: {
      0: "لا توجد صيغ بعد",
      1: "صيغة واحدة ضمن حد",
      2: "صيغتان، كل منهما ضمن",
      3: "3 صيغ، كل منها ضمن",
      11: "11 صيغة، كل منها",
      100: "100 صيغة، كل منها",
    },
    en: { 0: "0 options, each within", 1: "1 option, within", 2: "2 options, each within" },
    values: { ar: { max: bioMaxLength }, en: { max: bioMaxLength } },
  },
  "tool-bio:results.ready": {
    ar: {
      0: "لا توجد صيغ بايو جاهزة.",
      1: "صيغة بايو واحدة جاهزة.",
      2: "صيغتا بايو جاهزتان.",
      3: "3 صيغ بايو جاهزة.",
      11: "11 صيغة بايو جاهزة.",
      100: "100 صيغة بايو جاهزة.",
    },
    en: { 0: "0 bio options are ready.", 1: "1 bio option is ready.", 2: "2 bio options are ready." },
  },
  "tool-bio:results.renewed": {
    ar: {
      0: "لا توجد صيغ بايو جديدة.",
      1: "صيغة بايو جديدة جاهزة.",
      2: "صيغتا بايو جديدتان جاهزتان.",
      3: "3 صيغ بايو جديدة جاهزة.",
      11: "11 صيغة بايو جديدة جاهزة.",
      100: "100 صيغة بايو جديدة جاهزة.",
    },
    en: { 0: "0 new bio options are ready.", 1: "1 new bio option is ready.", 2: "2 new bio options are ready." },
  },
  "tool-hooks:results.summary": {
    ar: {
      0: "لا توجد افتتاحيات بعد.",
      1: "افتتاحية واحدة.",
      2: "افتتاحيتان.",
      3: "3 افتتاحيات موزّعة على 7 أساليب.",
      11: "11 افتتاحية موزّعة على 7 أساليب.",
      100: "100 افتتاحية موزّعة",
    },
    en: { 0: "0 hooks in 7 styles.", 1: "1 hook. Copy it", 2: "2 hooks in 7 styles." },
    values: { ar: { groups: hookCategories.length }, en: { groups: hookCategories.length } },
  },
  "tool-hooks:results.ready": {
    ar: {
      0: "لا توجد افتتاحيات عن «العقارات».",
      1: "افتتاحية واحدة عن «العقارات» جاهزة.",
      2: "افتتاحيتان عن «العقارات» جاهزتان.",
      3: "3 افتتاحيات عن «العقارات» جاهزة.",
      11: "11 افتتاحية عن «العقارات» جاهزة.",
      100: "100 افتتاحية عن «العقارات» جاهزة.",
    },
    en: { 0: "0 hooks about “real estate” are ready.", 1: "1 hook about “real estate” is ready.", 2: "2 hooks about “real estate” are ready." },
    values: { ar: { topic: "العقارات" }, en: { topic: "real estate" } },
  },
  "tool-hooks:results.renewed": {
    ar: {
      0: "لا توجد افتتاحيات جديدة عن «العقارات».",
      1: "افتتاحية جديدة واحدة عن «العقارات» جاهزة.",
      2: "افتتاحيتان جديدتان عن «العقارات» جاهزتان.",
      3: "3 افتتاحيات جديدة عن «العقارات» جاهزة.",
      11: "11 افتتاحية جديدة عن «العقارات» جاهزة.",
      100: "100 افتتاحية جديدة عن «العقارات» جاهزة.",
    },
    en: {
      0: "0 new hooks about “real estate” are ready.",
      1: "1 new hook about “real estate” is ready.",
      2: "2 new hooks about “real estate” are ready.",
    },
    values: { ar: { topic: "العقارات" }, en: { topic: "real estate" } },
  },
  "tool-utm:notes.long": {
    ar: {
      0: "طول هذا الرابط 0 حرف.",
      1: "طول هذا الرابط حرف واحد.",
      2: "طول هذا الرابط حرفان.",
      3: "طول هذا الرابط 3 أحرف.",
      11: "طول هذا الرابط 11 حرفاً.",
      100: "طول هذا الرابط 100 حرف.",
    },
    en: { 0: "This link is 0 characters long.", 1: "This link is 1 character long.", 2: "This link is 2 characters long." },
  },
  /** The privacy policy's retention period, after «مدة»: a construct, so two is «شهرين». */
  "legal:retention.months": {
    ar: { 0: "0 شهر", 1: "شهر واحد", 2: "شهرين", 3: "3 أشهر", 11: "11 شهراً", 100: "100 شهر" },
    en: { 0: "0 months", 1: "1 month", 2: "2 months" },
  },
};

const pluralKey = /^(.*)_(zero|one|two|few|many|other)$/;

/** Every plural family of the public pages in one language: "ns:key" -> the forms it has. */
function families(lang: Lang): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const ns of editableNamespaces) {
    const paths = flattenBundle(getResource(lang, ns)).map(([path]) => path);
    const bases = paths.map((path) => pluralKey.exec(path)).filter((match) => match !== null);
    for (const match of bases) {
      // "interest_other" alone is an ordinary key: a family has two or more forms of one name.
      if (bases.filter((other) => other[1] === match[1]).length < 2) continue;
      const name = `${ns}:${match[1]}`;
      found.set(name, [...(found.get(name) ?? []), match[2]!]);
    }
  }
  return found;
}

function translator(lang: Lang) {
  const i18n = createI18n(lang);
  for (const ns of namespaces) i18n.addResourceBundle(lang, ns, getResource(lang, ns), true, false);
  // Keys assembled from the table below, as the app's useDynamicT does for keys from data.
  const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return (name: string, values: Record<string, string | number>) => {
    const at = name.indexOf(":");
    return t(name.slice(at + 1), { ns: name.slice(0, at), lng: lang, ...values });
  };
}

describe("plural keys", () => {
  for (const lang of languages) {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

    it(`every ${lang} plural family has exactly the language's forms (${categories.join(", ")})`, () => {
      for (const [name, forms] of families(lang)) expect([...forms].sort(), name).toEqual([...categories].sort());
    });

    it(`every ${lang} plural family is checked below, and every checked text is a plural family`, () => {
      expect([...families(lang).keys()].sort()).toEqual(Object.keys(counted).sort());
    });
  }

  /** Filled in completely: no placeholder left, and every word the page passes (a skill, a topic) shown. */
  const expectFilled = (text: string, values: Record<string, string | number> = {}) => {
    expect(text).not.toMatch(/[{}]/);
    for (const value of Object.values(values)) if (typeof value === "string") expect(text).toContain(value);
  };

  describe.each(Object.entries(counted))("%s", (name, expected) => {
    it.each(arCounts)("Arabic, %i", (count) => {
      const text = translator("ar")(name, { count, ...expected.values?.ar });
      expect(text).toContain(expected.ar[count]);
      expectFilled(text, expected.values?.ar);
    });
    it.each(enCounts)("English, %i", (count) => {
      const text = translator("en")(name, { count, ...expected.values?.en });
      expect(text).toContain(expected.en[count]);
      expectFilled(text, expected.values?.en);
      expect(text).not.toMatch(/[\u0600-\u06FF]/);
    });
  });

  it("the server words its tool errors with the same forms (tools:api.rateLimited)", () => {
    for (const count of arCounts) {
      expect(toolText("ar", "tools:api.rateLimited.message" as ToolTextKey, { count })).toContain(
        counted["tools:api.rateLimited.message"]!.ar[count],
      );
    }
    for (const count of enCounts) {
      expect(toolText("en", "tools:api.rateLimited.message" as ToolTextKey, { count })).toContain(
        counted["tools:api.rateLimited.message"]!.en[count],
      );
    }
  });
});

/**
 * A counted noun right after a number the page fills in, outside a plural family, is only right when
 * that number is a fixed limit whose form the noun already has ("{{max}} حرفاً" with 150: «حرفاً» is
 * the form for 11–99 and for 150). Each such text names its limit here; a new one fails the guard.
 */
const arNoun =
  /\{\{(\w+)\}\}\s+(?:دقيقة|دقائق|دقيقتين|ثانية|ثوان|حرف|حرفاً|حرفان|أحرف|رابط|رابطاً|روابط|صيغة|صيغ|افتتاحية|افتتاحيات|كلمة|كلمات|اتصالات|أساليب|يوماً|أيام|أسبوعاً|أسابيع|ساعة|ساعات|مرة|مرات)(?=[\s،.؛:)]|$)/g;
const enNoun =
  /\{\{(\w+)\}\}\s+(?:minutes?|seconds?|characters?|links?|options?|hooks?|words?|connections?|styles?|days?|weeks?|hours?|times|entries|blocks)\b/g;

const fixedCounts: Record<string, { value: number; arForm: Intl.LDMLPluralRule }> = {
  "tool-bio:results.counterLabel {{max}}": { value: bioMaxLength, arForm: "many" },
  "tool-bio:results.empty {{max}}": { value: bioMaxLength, arForm: "many" },
  "tool-bio:results.summary {{max}}": { value: bioMaxLength, arForm: "many" },
  "tool-hooks:form.counter {{max}}": { value: topicMaxLength, arForm: "many" },
  "tool-hooks:results.summary {{groups}}": { value: hookCategories.length, arForm: "few" },
  "tool-seo:checks.title.short {{max}}": { value: seoLimits.title.max, arForm: "many" },
  "tool-seo:checks.title.long {{max}}": { value: seoLimits.title.max, arForm: "many" },
  "tool-seo:checks.title.ok {{max}}": { value: seoLimits.title.max, arForm: "many" },
  "tool-seo:checks.description.short {{max}}": { value: seoLimits.description.max, arForm: "many" },
  "tool-seo:checks.description.long {{max}}": { value: seoLimits.description.max, arForm: "many" },
  "tool-seo:checks.description.ok {{max}}": { value: seoLimits.description.max, arForm: "many" },
  // «تقلّ عن 300 كلمة»: 300 takes the genitive singular (CLDR "other").
  "tool-seo:checks.wordCount.thin {{min}}": { value: seoLimits.thinWords, arForm: "other" },
  "tool-speed:internet.results.note {{download}}": { value: defaultSpeedSettings.download.streams, arForm: "few" },
};

describe("counted nouns outside plural families", () => {
  it("follow only fixed limits whose form they already have", () => {
    const seen = new Set<string>();
    for (const lang of languages) {
      const noun = lang === "ar" ? arNoun : enNoun;
      for (const ns of editableNamespaces) {
        for (const [path, text] of flattenBundle(getResource(lang, ns))) {
          const family = pluralKey.exec(path);
          for (const [, placeholder] of text.matchAll(noun)) {
            // Inside a plural family, {{count}} is what the form was chosen by.
            if (family && placeholder === "count") continue;
            const name = `${ns}:${family ? family[1] : path} {{${placeholder}}}`;
            const fixed = fixedCounts[name];
            expect(fixed, `${lang} ${name}: "${text}" needs plural keys (or a fixed limit listed here)`).toBeDefined();
            if (lang === "ar") expect(new Intl.PluralRules("ar").select(fixed!.value), `${name} = ${fixed!.value}`).toBe(fixed!.arForm);
            else expect(fixed!.value, name).toBeGreaterThan(1);
            seen.add(name);
          }
        }
      }
    }
    expect([...seen].sort(), "every listed limit is still used").toEqual(Object.keys(fixedCounts).sort());
  });
});
