import { describe, expect, it } from "vitest";
import { getResource } from "#core/i18n/resources";
import { shippedTexts } from "#core/content/shipped-texts";
import { buildGroups, type Overrides } from "./text-groups";
import { changedCount, changedTexts, foldForSearch, searchTexts } from "./text-search";

const texts = shippedTexts(getResource);
const groups = buildGroups(texts, "en");
const group = (id: string) => groups.find((g) => g.id === id)!;
const none: Overrides = { ar: {}, en: {} };

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
});
