import { describe, expect, it } from "vitest";
import { getResource } from "../i18n/resources";
import { applyOverrides, editableNamespaces, flattenBundle, metaLimit, overrideProblem, placeholdersOf, readPath } from "./text-overrides";

describe("text overrides", () => {
  it("lists every leaf string with its dotted path", () => {
    expect(flattenBundle({ a: "x", b: { c: "y", d: ["p", { e: "q" }] } })).toEqual([
      ["a", "x"],
      ["b.c", "y"],
      ["b.d.0", "p"],
      ["b.d.1.e", "q"],
    ]);
  });

  it("writes an override into a copy and leaves the shipped bundle alone", () => {
    const shipped = { title: "Shipped", list: [{ label: "One" }] };
    const changed = applyOverrides(shipped, "home", { "home:title": "Mine", "home:list.0.label": "First", "pages:title": "Other page" });
    expect(changed).toEqual({ title: "Mine", list: [{ label: "First" }] });
    expect(shipped.title).toBe("Shipped");
  });

  it("never adds a key the page does not read", () => {
    const changed = applyOverrides({ title: "Shipped" }, "home", { "home:nothing.here": "x", "home:title.deeper": "y" });
    expect(changed).toEqual({ title: "Shipped" });
  });

  it("resolves the shipped text when there is no override", () => {
    expect(applyOverrides(getResource("en", "home"), "home", {})).toBe(getResource("en", "home"));
  });

  it("refuses empty texts, lost placeholders, unknown keys and bad slugs", () => {
    const title = "tools:items.utm.title";
    expect(overrideProblem(title, "   ", getResource, "en")).toBe("required");
    expect(overrideProblem(title, "Websites that sell", getResource, "en")).toBeUndefined();
    expect(overrideProblem("tools:items.nothing.title", "x", getResource, "en")).toBe("unknown_key");
    // Services, landing pages and portfolio categories are studio lists: their old text keys are gone.
    expect(overrideProblem("services:items.web.title", "x", getResource, "en")).toBe("unknown_key");
    expect(overrideProblem("landing:items.web-design.title", "x", getResource, "en")).toBe("unknown_key");
    expect(overrideProblem("pages:portfolio.categories.video", "x", getResource, "en")).toBe("unknown_key");
    expect(overrideProblem("admin:brand", "x", getResource, "en")).toBe("unknown_key");
    // Identifiers the code reads are not texts: a link or a menu id cannot be overridden.
    expect(overrideProblem("common:nav.items.0.id", "x", getResource, "en")).toBe("unknown_key");
    expect(overrideProblem("common:footer.groups.0.links.0.href", "/x", getResource, "en")).toBe("unknown_key");
    const slug = "tools:items.utm.meta.slug";
    expect(overrideProblem(slug, "web-sites-baghdad", getResource, "en")).toBeUndefined();
    expect(overrideProblem(slug, "Web Sites", getResource, "en")).toBe("slug");
    expect(overrideProblem(slug, "تصميم-مواقع", getResource, "ar")).toBeUndefined();
  });

  it("keeps interpolations: a text that drops {{count}} is refused", () => {
    const found = editableNamespaces
      .flatMap((ns) => flattenBundle(getResource("en", ns)).map(([path, text]) => [`${ns}:${path}`, text] as const))
      .find(([, text]) => /\{\{\w+\}\}/.test(text));
    expect(found, "some shipped text has a placeholder").toBeDefined();
    const [key, text] = found!;
    expect(overrideProblem(key, "No placeholder here", getResource, "en")).toBe("placeholders");
    expect(overrideProblem(key, `${text} (mine)`, getResource, "en")).toBeUndefined();
    expect(placeholdersOf("{{ a }} and <1>b</1>")).toEqual(["</1>", "<1>", "{{a}}"]);
  });

  it("knows the length search engines show for titles and descriptions", () => {
    expect(metaLimit("landing:items.web-design.meta.title")).toBe(60);
    expect(metaLimit("home:meta.description")).toBe(160);
    expect(metaLimit("home:hero.title")).toBeUndefined();
    expect(readPath(getResource("en", "home"), "meta.title")).toBeTypeOf("string");
  });
});
