import { describe, expect, it } from "vitest";
import { getResource } from "../i18n/resources";
import { editableNamespaces, flattenBundle } from "./text-overrides";
import { shippedTexts } from "./shipped-texts";
import { isStructuralPath } from "./text-overrides";

const texts = shippedTexts(getResource);
const byKey = new Map(texts.namespaces.flatMap(({ entries }) => entries.map((entry) => [entry.key, entry])));

describe("shipped texts", () => {
  it("lists every editable namespace, never the admin's own texts", () => {
    expect(texts.namespaces.map(({ ns }) => ns)).toEqual([...editableNamespaces]);
    expect(texts.namespaces.some(({ ns }) => ns === "admin")).toBe(false);
  });

  it("gives each text in both languages as shipped", () => {
    expect(byKey.get("tools:items.utm.title")).toEqual({
      key: "tools:items.utm.title",
      ar: "منشئ روابط UTM",
      en: "UTM link builder",
    });
    const arabic = new Map(flattenBundle(getResource("ar", "home")));
    for (const entry of texts.namespaces.find(({ ns }) => ns === "home")!.entries) {
      expect(entry.ar, entry.key).toBe(arabic.get(entry.key.slice("home:".length)));
    }
  });

  it("marks search titles (60), descriptions (160) and slugs", () => {
    expect(byKey.get("tools:items.utm.meta.title")?.meta).toBe(60);
    expect(byKey.get("home:meta.description")?.meta).toBe(160);
    expect(byKey.get("tools:items.utm.meta.slug")).toMatchObject({ slug: true, en: "utm-link-builder" });
    expect(byKey.get("tools:items.utm.title")?.meta).toBeUndefined();
    const slugs = [...byKey.values()].filter((entry) => entry.slug).map((entry) => entry.key.split(":")[0]);
    // Services, sectors and landing pages are studio lists, each with its own address field.
    expect(new Set(slugs)).toEqual(new Set(["tools"]));
    expect(byKey.has("services:items.web.title")).toBe(false);
    expect(byKey.has("landing:items.web-design.title")).toBe(false);
  });

  it("leaves out identifiers the code reads (menu ids, links, icons, related pages)", () => {
    for (const key of ["common:nav.items.0.id", "common:footer.groups.0.links.0.href"]) {
      expect(byKey.has(key), key).toBe(false);
    }
    expect(isStructuralPath("legal.privacy.content.0.type")).toBe(true);
    expect(isStructuralPath("items.health.pageContent.process.steps.0.icon")).toBe(true);
    expect(isStructuralPath("items.web.relatedTitle")).toBe(false);
    // The credibility cards are a studio list now, not page texts.
    expect(byKey.has("credibility:adsOn.platforms.0.name")).toBe(false);
    expect(byKey.has("credibility:adsOn.title")).toBe(true);
  });

  it("reads a text one language lacks as empty", () => {
    const read = (lang: "ar" | "en", ns: string) => (ns === "home" && lang === "en" ? { only: { ar: "x" } } : getResource(lang, ns as "home"));
    const home = shippedTexts(read as never).namespaces.find(({ ns }) => ns === "home")!;
    expect(home.entries.find((entry) => entry.key === "home:hero.title")).toMatchObject({ en: "" });
    expect(home.entries.find((entry) => entry.key === "home:only.ar")).toEqual({ key: "home:only.ar", ar: "", en: "x", only: "en" });
    expect(home.entries.find((entry) => entry.key === "home:hero.title")).toMatchObject({ only: "ar" });
  });

  it("marks the plural forms only Arabic has as Arabic-only", () => {
    const entries = shippedTexts(getResource).namespaces.flatMap(({ entries }) => entries);
    const few = entries.filter((entry) => entry.key.endsWith("_few"));
    expect(few.length).toBeGreaterThan(0);
    for (const entry of few) expect(entry, entry.key).toMatchObject({ only: "ar", en: "" });
    const other = entries.find((entry) => entry.key.endsWith("_other"))!;
    expect(other.only).toBeUndefined();
  });
});
