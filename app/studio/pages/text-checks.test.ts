import { describe, expect, it } from "vitest";
import { getResource } from "#core/i18n/resources";
import { shippedTexts } from "#core/content/shipped-texts";
import { buildGroups } from "./text-groups";
import { checkText, metaCount, placeholderDiff } from "./text-checks";

const groups = buildGroups(shippedTexts(getResource), "en");
const entry = (key: string) => groups.flatMap((g) => g.entries).find((e) => e.key === key)!;

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

describe("counting a search result's characters", () => {
  it("counts characters a search engine shows and flags the ones over its limit", () => {
    expect(metaCount("  abc ", 60)).toEqual({ count: 3, over: false });
    expect(metaCount("x".repeat(61), 60)).toEqual({ count: 61, over: true });
    expect(metaCount("تصميم", 60).count).toBe(5);
    expect(metaCount("👍🏽", 60).count).toBe(2);
  });
});
