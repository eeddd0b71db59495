import { describe, expect, it } from "vitest";
import { getResource } from "#core/i18n/resources";
import { shippedTexts } from "#core/content/shipped-texts";
import { emptyDocument } from "#core/content/content-document";
import { landingIds } from "#core/catalogue/landing-pages";
import { tools } from "#core/catalogue/tools";
import {
  buildGroups,
  changedCount,
  changedTexts,
  foldForSearch,
  metaCount,
  previewPath,
  readableKey,
  searchTexts,
  slugAddressOf,
  withText,
  type Overrides,
} from "./text-groups";
import { checkText, placeholderDiff } from "./text-checks";

const texts = shippedTexts(getResource);
const groups = buildGroups(texts);
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

  it("gives each landing page and tool its own group, named by its English title (services and sectors are lists of their own)", () => {
    expect(groups.filter((g) => g.kind === "service" || g.kind === "sector")).toEqual([]);
    expect(groups.filter((g) => g.kind === "landing")).toHaveLength(landingIds.length);
    expect(groups.filter((g) => g.kind === "tool")).toHaveLength(tools.length);
    expect(group("landing:web-design")).toMatchObject({
      name: "Professional web design in {city}",
      page: { kind: "landing", family: "web-design", id: "web-design" },
    });
    expect(group("tool:speed").name).toBe("Website and internet speed test");
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
    const web = group("landing:web-design");
    expect(readableKey("landing:items.web-design.meta.title", web.prefixes)).toBe("Search result title");
    expect(readableKey("landing:items.web-design.process.steps.2.title", web.prefixes)).toBe("Process › Steps 3 › Title");
    expect(readableKey("pages:about.story.title", group("about").prefixes)).toBe("Story › Title");
    expect(readableKey("common:a11y.skipToContent")).toBe("A11y › Skip to content");
  });
});

describe("searching every text", () => {
  it("finds a text by its English words in any case, with its group", () => {
    const found = searchTexts(groups, none, "PROFESSIONAL web DESIGN in {city}");
    expect(found.matches.map((m) => m.entry.key)).toContain("landing:items.web-design.title");
    expect(found.matches.find((m) => m.entry.key === "landing:items.web-design.title")!.group.id).toBe("landing:web-design");
    expect(found.total).toBe(found.matches.length);
  });

  it("finds Arabic whatever the diacritics, hamza forms or tatweel", () => {
    expect(foldForSearch("إِعلانـات")).toBe(foldForSearch("اعلانات"));
    expect(foldForSearch("مدرسة مستشفى")).toBe("مدرسه مستشفي");
    const found = searchTexts(groups, none, "تصميم مواقع احترافية");
    expect(found.matches.map((m) => m.entry.key)).toContain("landing:items.web-design.title");
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
    expect(searchTexts(groups, none, "items.web-design.meta.slug").matches.map((m) => m.entry.key)).toEqual(["landing:items.web-design.meta.slug"]);
  });
});

describe("the draft's changes", () => {
  const overrides: Overrides = {
    ar: { "landing:items.web-design.title": "س" },
    en: { "landing:items.web-design.title": "W", "home:hero.title": "H" },
  };
  it("counts changed texts per group and lists them all", () => {
    expect(changedCount(group("landing:web-design"), overrides)).toBe(1);
    expect(changedCount(group("home"), overrides)).toBe(1);
    expect(changedCount(group("about"), overrides)).toBe(0);
    expect(changedTexts(groups, overrides).map((m) => m.entry.key)).toEqual(["home:hero.title", "landing:items.web-design.title"]);
  });

  it("stores a changed text, and no override for the shipped text (or the shipped text with spaces around it)", () => {
    const title = entry("landing:items.web-design.title");
    const document = withText(emptyDocument(), title, { en: "  Websites that sell ", ar: title.ar });
    expect(document.texts.en).toEqual({ "landing:items.web-design.title": "Websites that sell" });
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
    const renamed: Overrides = { ar: { "landing:items.web-design.meta.slug": "مواقع" }, en: { "landing:items.web-design.meta.slug": "websites" } };
    expect(previewPath(group("landing:web-design"), renamed, "en")).toBe("/en/web-design/websites");
    expect(previewPath(group("landing:web-design"), renamed, "ar")).toBe(`/ar/web-design/${encodeURIComponent("مواقع")}`);
    expect(previewPath(group("landing:web-design"), none, "en")).toBe("/en/web-design/professional-web-design-baghdad");
    expect(previewPath(group("tool:speed"), none, "en")).toBe("/en/free-tools/website-speed-test");
  });

  it("shows the address a slug gives, readable", () => {
    expect(slugAddressOf("landing:items.web-design.meta.slug", "ar", "مواقع")).toBe("/ar/web-design/مواقع");
    expect(slugAddressOf("tools:items.speed.meta.slug", "en", "speed")).toBe("/en/free-tools/speed");
  });
});

describe("checking a text before it is saved", () => {
  it("refuses an empty text, in either language", () => {
    expect(checkText(entry("landing:items.web-design.title"), "en", "   ")).toEqual({ code: "required" });
    expect(checkText(entry("landing:items.web-design.title"), "ar", "")).toEqual({ code: "required" });
    expect(checkText(entry("landing:items.web-design.title"), "en", "Websites")).toBeUndefined();
  });

  it("says which placeholders a text must keep", () => {
    const stat = entry("home:statValue");
    expect(checkText(stat, "en", "plus")).toEqual({ code: "placeholders", missing: ["{{value}}"], extra: [] });
    expect(checkText(stat, "en", "{{ value }} and more")).toBeUndefined();
    expect(checkText(stat, "en", "{{value}} {{count}}")).toEqual({ code: "placeholders", missing: [], extra: ["{{count}}"] });
    expect(placeholderDiff("<1>a</1> {{n}}", "<1>a {{n}}")).toEqual({ missing: ["</1>"], extra: [] });
  });

  it("refuses a slug a browser address cannot carry", () => {
    const slug = entry("landing:items.web-design.meta.slug");
    expect(checkText(slug, "en", "Web Design")).toEqual({ code: "slug" });
    expect(checkText(slug, "en", "web--design")).toEqual({ code: "slug" });
    expect(checkText(slug, "en", "web-design-baghdad")).toBeUndefined();
    expect(checkText(slug, "ar", "تصميم-مواقع")).toBeUndefined();
  });

  it("accepts the shipped text as it is (it removes the override)", () => {
    const title = entry("landing:items.web-design.title");
    expect(checkText(title, "en", title.en)).toBeUndefined();
  });
});
