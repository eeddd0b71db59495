import { describe, expect, it } from "vitest";
import { getResource } from "#core/i18n/resources";
import { shippedTexts } from "#core/content/shipped-texts";
import { tools } from "#core/catalogue/tools";
import { buildGroups, previewPath, slugAddressOf, type Overrides } from "./text-groups";

const texts = shippedTexts(getResource);
const groups = buildGroups(texts, "en");
const group = (id: string) => groups.find((g) => g.id === id)!;
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
});

describe("addresses", () => {
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
