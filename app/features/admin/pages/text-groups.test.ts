import { describe, expect, it } from "vitest";
import { getResource } from "#core/i18n/resources";
import { shippedTexts } from "#core/content/shipped-texts";
import { emptyDocument } from "#core/content/content-document";
import { tools } from "#core/catalogue/tools";
import type { Lang } from "#core/i18n/languages";
import {
  buildGroups,
  changedCount,
  changedTexts,
  foldForSearch,
  metaCount,
  missingKeyWords,
  previewPath,
  readableKey,
  searchTexts,
  slugAddressOf,
  withText,
  type KeyWords,
  type Overrides,
} from "./text-groups";
import { checkText, placeholderDiff } from "./text-checks";

const texts = shippedTexts(getResource);
const groups = buildGroups(texts, "en");
const group = (id: string) => groups.find((g) => g.id === id)!;
const entry = (key: string) => groups.flatMap((g) => g.entries).find((e) => e.key === key)!;
const none: Overrides = { ar: {}, en: {} };

describe("grouping the texts by page", () => {
  it("puts every text in exactly one group and knows every namespace", () => {
    const all = texts.namespaces.flatMap(({ entries }) => entries.map((e) => e.key));
    const grouped = groups.flatMap((g) => g.entries.map((e) => e.key));
    expect(grouped.sort()).toEqual(all.sort());
    expect(groups.filter((g) => g.kind === "other")).toEqual([]);
  });

  it("gives each tool its own group, named by its title in the studio's language (services, sectors and landing pages are lists of their own)", () => {
    expect(groups.filter((g) => g.kind === "service" || g.kind === "sector" || g.kind === "landing")).toEqual([]);
    expect(groups.filter((g) => g.kind === "tool")).toHaveLength(tools.length);
    expect(group("tool:speed").name).toBe("Website and internet speed test");
    const arabic = buildGroups(texts, "ar");
    expect(arabic.find((g) => g.id === "tool:speed")!.name).toBe("فحص سرعة الموقع والإنترنت");
    expect(arabic.find((g) => g.id === "tool:utm")!.name).toBe("منشئ روابط UTM");
    expect(arabic.map((g) => g.id)).toEqual(groups.map((g) => g.id));
  });

  it("keeps a tool's card texts and its own namespace together", () => {
    const keys = group("tool:utm").entries.map((e) => e.key);
    expect(keys).toContain("tools:items.utm.title");
    expect(keys.some((key) => key.startsWith("tool-utm:"))).toBe(true);
  });

  it("lists pages first, the home page at the top, and site-wide texts last", () => {
    expect(groups[0]!.id).toBe("home");
    expect(groups.at(-1)!.id).toBe("site");
    expect(group("about").entries.every((e) => e.key.startsWith("pages:about."))).toBe(true);
    expect(group("toolsPage").entries.map((e) => e.key)).toContain("pages:free-tools.title");
    expect(group("servicesPage").entries.map((e) => e.key)).toContain("services:labels.faq");
    expect(group("site").entries.every((e) => e.key.startsWith("common:"))).toBe(true);
  });

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

  it("reads the English words the key makes, as before the dictionary", () => {
    for (const g of groups)
      for (const e of g.entries)
        expect(readableKey(e.key, g.prefixes, en), e.key).toBe(
          readableKey(e.key, g.prefixes)
            .replace(/optimized/, "optimised")
            .replace(/Prioritize/, "Prioritise"),
        );
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
    expect(label("pages:about.values.items.2.title", ar)).toBe("القيم › العنصر 3 › العنوان");
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

describe("searching every text", () => {
  it("finds a text by its English words in any case, with its group", () => {
    const found = searchTexts(groups, none, "UTM link BUILDER");
    expect(found.matches.map((m) => m.entry.key)).toContain("tools:items.utm.title");
    expect(found.matches.find((m) => m.entry.key === "tools:items.utm.title")!.group.id).toBe("tool:utm");
    expect(found.total).toBe(found.matches.length);
  });

  it("finds Arabic whatever the diacritics, hamza forms or tatweel", () => {
    expect(foldForSearch("إِعلانـات")).toBe(foldForSearch("اعلانات"));
    expect(foldForSearch("مدرسة مستشفى")).toBe("مدرسه مستشفي");
    const found = searchTexts(groups, none, "منشئ روابط");
    expect(found.matches.map((m) => m.entry.key)).toContain("tools:items.utm.title");
    expect(searchTexts(groups, none, "الأسئلة").total).toBe(searchTexts(groups, none, "الاسئله").total);
  });

  it("needs every word, searches the draft's changed texts and caps the list", () => {
    const overrides: Overrides = { ar: {}, en: { "home:hero.title": "Zanzibar marmalade" } };
    expect(searchTexts(groups, overrides, "marmalade zanzibar").matches.map((m) => m.entry.key)).toEqual(["home:hero.title"]);
    expect(searchTexts(groups, none, "marmalade").total).toBe(0);
    expect(searchTexts(groups, none, "   ").total).toBe(0);
    const many = searchTexts(groups, none, "a", 100);
    expect(many.matches).toHaveLength(100);
    expect(many.total).toBeGreaterThan(100);
  });

  it("finds a text by its key", () => {
    expect(searchTexts(groups, none, "items.utm.meta.slug").matches.map((m) => m.entry.key)).toEqual(["tools:items.utm.meta.slug"]);
  });
});

describe("the draft's changes", () => {
  const overrides: Overrides = {
    ar: { "tools:items.utm.title": "س" },
    en: { "tools:items.utm.title": "W", "home:hero.title": "H" },
  };
  it("counts changed texts per group and lists them all", () => {
    expect(changedCount(group("tool:utm"), overrides)).toBe(1);
    expect(changedCount(group("home"), overrides)).toBe(1);
    expect(changedCount(group("about"), overrides)).toBe(0);
    expect(changedTexts(groups, overrides).map((m) => m.entry.key)).toEqual(["home:hero.title", "tools:items.utm.title"]);
  });

  it("stores a changed text, and no override for the shipped text (or the shipped text with spaces around it)", () => {
    const title = entry("tools:items.utm.title");
    const document = withText(emptyDocument(), title, { en: "  Websites that sell ", ar: title.ar });
    expect(document.texts.en).toEqual({ "tools:items.utm.title": "Websites that sell" });
    expect(document.texts.ar).toEqual({});
    withText(document, title, { en: ` ${title.en}` });
    expect(document.texts.en).toEqual({});
  });
});

describe("counters and addresses", () => {
  it("counts characters a search engine shows and flags the ones over its limit", () => {
    expect(metaCount("  abc ", 60)).toEqual({ count: 3, over: false });
    expect(metaCount("x".repeat(61), 60)).toEqual({ count: 61, over: true });
    expect(metaCount("تصميم", 60).count).toBe(5);
    expect(metaCount("👍🏽", 60).count).toBe(2);
  });

  it("opens the preview on the group's page, with the draft's slug", () => {
    expect(previewPath(group("home"), none, "ar")).toBe("/");
    expect(previewPath(group("site"), none, "en")).toBe("/en");
    expect(previewPath(group("about"), none, "en")).toBe("/en/about");
    expect(previewPath(group("legal"), none, "ar")).toBe("/ar/privacy-policy");
    const renamed: Overrides = { ar: { "tools:items.utm.meta.slug": "مواقع" }, en: { "tools:items.utm.meta.slug": "websites" } };
    expect(previewPath(group("tool:utm"), renamed, "en")).toBe("/en/free-tools/websites");
    expect(previewPath(group("tool:utm"), renamed, "ar")).toBe(`/ar/free-tools/${encodeURIComponent("مواقع")}`);
    expect(previewPath(group("tool:speed"), none, "en")).toBe("/en/free-tools/website-speed-test");
  });

  it("shows the address a slug gives, readable", () => {
    expect(slugAddressOf("tools:items.utm.meta.slug", "ar", "مواقع")).toBe("/ar/free-tools/مواقع");
    expect(slugAddressOf("tools:items.speed.meta.slug", "en", "speed")).toBe("/en/free-tools/speed");
  });
});

describe("checking a text before it is saved", () => {
  it("refuses an empty text, in either language", () => {
    expect(checkText(entry("tools:items.utm.title"), "en", "   ")).toEqual({ code: "required" });
    expect(checkText(entry("tools:items.utm.title"), "ar", "")).toEqual({ code: "required" });
    expect(checkText(entry("tools:items.utm.title"), "en", "Websites")).toBeUndefined();
  });

  it("says which placeholders a text must keep", () => {
    const stat = entry("home:statValue");
    expect(checkText(stat, "en", "plus")).toEqual({ code: "placeholders", missing: ["{{value}}"], extra: [] });
    expect(checkText(stat, "en", "{{ value }} and more")).toBeUndefined();
    expect(checkText(stat, "en", "{{value}} {{count}}")).toEqual({ code: "placeholders", missing: [], extra: ["{{count}}"] });
    expect(placeholderDiff("<1>a</1> {{n}}", "<1>a {{n}}")).toEqual({ missing: ["</1>"], extra: [] });
  });

  it("refuses a slug a browser address cannot carry", () => {
    const slug = entry("tools:items.utm.meta.slug");
    expect(checkText(slug, "en", "Web Design")).toEqual({ code: "slug" });
    expect(checkText(slug, "en", "web--design")).toEqual({ code: "slug" });
    expect(checkText(slug, "en", "web-design-baghdad")).toBeUndefined();
    expect(checkText(slug, "ar", "تصميم-مواقع")).toBeUndefined();
  });

  it("accepts the shipped text as it is (it removes the override)", () => {
    const title = entry("tools:items.utm.title");
    expect(checkText(title, "en", title.en)).toBeUndefined();
  });
});
