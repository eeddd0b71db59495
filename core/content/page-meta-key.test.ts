import { describe, expect, it } from "vitest";
import { allPages } from "../i18n/page-paths";
import { shippedSlugs } from "../../tests/support/shipped-slugs";
import { emptyDocument, parseDocument, type ImageRef } from "./content-document";
import { diffDocuments } from "./revision-diff";
import { pageCardKey, pageMetaKey, shareImageOf } from "./page-meta-key";

const picture = (id: string): ImageRef => ({ id: id.repeat(16), width: 1600, height: 900, alt: { ar: "", en: "" } });

describe("share card keys", () => {
  it("every page has its own card key and a meta key", () => {
    const pages = allPages(shippedSlugs());
    const keys = pages.map(pageCardKey);
    expect(new Set(keys).size).toBe(pages.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9-]{1,80}$/);
    for (const page of pages) expect(pageMetaKey(page)).toMatch(/^[a-z-]+:[a-z0-9.-]*meta$/);
  });

  it("a page's own picture comes first, then the one for every page, else none", () => {
    const about = { kind: "static", page: "about" } as const;
    const faq = { kind: "static", page: "faq" } as const;
    expect(shareImageOf(emptyDocument(), about)).toBeUndefined();
    const document = { ...emptyDocument(), shareImages: { about: picture("a"), default: picture("b") } };
    expect(shareImageOf(document, about)?.id).toBe("a".repeat(16));
    expect(shareImageOf(document, faq)?.id).toBe("b".repeat(16));
  });

  it("the document checks the pictures' keys and counts their changes", () => {
    expect(parseDocument({ ...emptyDocument(), shareImages: { about: picture("a") } }).ok).toBe(true);
    const bad = parseDocument({ ...emptyDocument(), shareImages: { "About/..": picture("a") } });
    expect(bad.ok).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`page-${i}`, picture("c")]));
    expect(parseDocument({ ...emptyDocument(), shareImages: many }).ok).toBe(false);
    const before = { ...emptyDocument(), shareImages: { about: picture("a"), faq: picture("b") } };
    const after = { ...emptyDocument(), shareImages: { about: picture("c"), default: picture("d") } };
    expect(diffDocuments(before, after)).toEqual([{ area: "shareImages", added: 1, removed: 1, changed: 1, reordered: false }]);
    // A document from before share pictures is the same as one with none.
    expect(diffDocuments(emptyDocument(), { ...emptyDocument(), shareImages: {} })).toEqual([]);
  });
});
