import { describe, expect, it } from "vitest";
import { getResource } from "#core/i18n/resources";
import { shippedTexts } from "#core/content/shipped-texts";
import type { Lang } from "#core/i18n/languages";
import { buildGroups } from "./text-groups";
import { missingKeyWords, readableKey, type KeyWords } from "./text-labels";

const texts = shippedTexts(getResource);
const groups = buildGroups(texts, "en");
const group = (id: string) => groups.find((g) => g.id === id)!;

describe("naming a text in words", () => {
  it("names a text in words, without what the group already says", () => {
    const utm = group("tool:utm");
    expect(readableKey("tools:items.utm.meta.title", utm.prefixes)).toBe("Search result title");
    expect(readableKey("home:hero.badges.2", group("home").prefixes)).toBe("Hero › Badges 3");
    expect(readableKey("pages:about.story.title", group("about").prefixes)).toBe("Story › Title");
    expect(readableKey("common:a11y.skipToContent")).toBe("A11y › Skip to content");
  });
});

describe("naming a text in the studio's language", () => {
  const keyWords = (lang: Lang) => (getResource(lang, "admin") as unknown as { studio: { pages: { keyWords: KeyWords } } }).studio.pages.keyWords;
  const en = keyWords("en");
  const ar = keyWords("ar");
  const label = (key: string, words: KeyWords) => readableKey(key, groups.find((g) => g.entries.some((e) => e.key === key))!.prefixes, words);

  it("reads the English words the key makes, as before the dictionary, names spelt as they are written", () => {
    // The few labels the dictionary words better than the key does; everything else is the key's words (any case).
    const reworded: [RegExp, string][] = [
      [/optimized/, "optimised"],
      [/prioritize/, "prioritise"],
      [/\bcta\b/g, "call to action"],
      [/whatsapp plain/, "whatsapp message without a code"],
      [/email subject plain/, "email subject without a code"],
      [/whatsapp text company/, "whatsapp text with a company"],
    ];
    const expected = (key: string, prefixes: readonly string[]) =>
      reworded.reduce((text, [pattern, words]) => text.replace(pattern, words), readableKey(key, prefixes).toLowerCase());
    for (const g of groups)
      for (const e of g.entries) expect(readableKey(e.key, g.prefixes, en).toLowerCase(), e.key).toBe(expected(e.key, g.prefixes));
    expect(label("home:meta.title", en)).toBe("Search result title");
    expect(label("tools:items.utm.meta.slug", en)).toBe("Page address");
    expect(label("home:hero.eyebrow", en)).toBe("Hero › Eyebrow");
    expect(label("common:footer.groups.0.links.1.label", en)).toBe("Footer › Groups 1 › Links 2 › Label");
    expect(label("tool-hooks:errors.tooLong_few", en)).toBe("Errors › Too long few");
  });

  it("reads Arabic in the Arabic studio", () => {
    expect(label("home:meta.title", ar)).toBe("عنوان نتيجة البحث");
    expect(label("home:meta.description", ar)).toBe("وصف نتيجة البحث");
    expect(label("tools:items.utm.meta.slug", ar)).toBe("رابط الصفحة");
    expect(label("home:hero.eyebrow", ar)).toBe("الواجهة › السطر التمهيدي");
    expect(label("home:hero.lead", ar)).toBe("الواجهة › المقدمة");
    expect(label("tool-utm:tips.items.2", ar)).toBe("النصائح › العنصر 3");
    expect(label("common:footer.groups.0.links.1.label", ar)).toBe("التذييل › المجموعة 1 › الرابط 2 › التسمية");
    expect(label("tool-hooks:errors.tooLong_few", ar)).toBe("الأخطاء › طويل جداً (صيغة 3 إلى 10)");
    expect(label("common:a11y.skipToContent", ar)).toBe("إمكانية الوصول › الانتقال إلى المحتوى");
  });

  it("falls back to English words for a segment the dictionary lacks", () => {
    expect(readableKey("home:hero.badges.2", ["home:"], ar)).toBe("الواجهة › Badges 3");
    expect(readableKey("services:items.web.pageContent.process.title", ["services:items.web."], ar)).toBe("Page content › مراحل العمل › العنوان");
    expect(missingKeyWords("home:hero.badges.2", ["home:"], ar)).toEqual(["numbered.badges"]);
    expect(missingKeyWords("home:hero.zany", ["home:"], en)).toEqual(["segments.zany"]);
  });

  // A new text whose key has a new word would show English words in the Arabic studio: name it in admin.json.
  it.each(["ar", "en"] as const)("has a name for every word of every shipped text's key (%s)", (lang) => {
    const words = keyWords(lang);
    const missing = new Set(groups.flatMap((g) => g.entries.flatMap((e) => missingKeyWords(e.key, g.prefixes, words))));
    expect([...missing]).toEqual([]);
  });

  // The English studio showed "Whatsapp plain", "Tiktok", "Cta" and "New york" (issue 44, item 6).
  it("spells names and abbreviations in the English labels as they are written", () => {
    const misspelt = /\b(Whatsapp|Tiktok|Github|Youtube|Linkedin|Faq|Cta|Url|Api|Seo|Utm)\b|New york/;
    const labels = groups.flatMap((g) => g.entries.map((e) => readableKey(e.key, g.prefixes, en)));
    expect(labels.filter((label) => misspelt.test(label))).toEqual([]);
    expect(Object.values(en.segments).filter((word) => misspelt.test(word))).toEqual([]);
  });

  it("has no word no shipped text uses, and the same words in both languages", () => {
    const used = new Set<string>();
    const recording = (table: keyof KeyWords, source: Record<string, string>) =>
      new Proxy(source, { get: (target, name: string) => (used.add(`${table}.${name}`), target[name]) });
    const tracked: KeyWords = {
      segments: recording("segments", en.segments),
      numbered: recording("numbered", en.numbered),
      pluralForms: recording("pluralForms", en.pluralForms),
      named: recording("named", en.named),
    };
    for (const g of groups) for (const e of g.entries) readableKey(e.key, g.prefixes, tracked);
    const all = (words: KeyWords) =>
      (Object.keys(words) as (keyof KeyWords)[]).flatMap((table) => Object.keys(words[table]).map((name) => `${table}.${name}`));
    expect(all(en).filter((entry) => !used.has(entry))).toEqual([]);
    expect(all(ar).sort()).toEqual(all(en).sort());
  });
});
