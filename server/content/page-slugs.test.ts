import { describe, expect, it } from "vitest";
import type { ContentDocument } from "#core/content/content-document";
import { shippedDocument } from "./content-service";
import { buildContentView } from "./content-view";
import { changedSlugs, slugProblems, slugsInUse } from "./page-slugs";

const view = (document: ContentDocument) => buildContentView(document, 0, true);
const withServices = (edit: (services: { id: string; slug: Record<"ar" | "en", string> }[]) => void) => {
  const document = structuredClone(shippedDocument());
  edit(document.lists.services as unknown as { id: string; slug: Record<"ar" | "en", string> }[]);
  return document;
};

describe("page addresses", () => {
  it("lists every address of the shipped pages, none taken twice", () => {
    const shipped = view(shippedDocument());
    const inUse = slugsInUse(shipped);
    expect(inUse.length).toBeGreaterThan(0);
    expect(new Set(inUse.map((entry) => entry.join("\u0000"))).size).toBe(inUse.length);
    expect(slugProblems(shipped)).toEqual([]);
    expect(changedSlugs(shipped, shipped)).toEqual([]);
  });

  it("refuses two pages of one kind on one address, naming the item's field", () => {
    const document = withServices((services) => {
      services[1]!.slug.en = services[0]!.slug.en;
    });
    expect(slugProblems(view(document))).toEqual([{ path: "lists.services.1.slug.en", code: "slug_taken" }]);
  });

  it("names the addresses a change stops using, with the new one when the page is still there", () => {
    const before = view(shippedDocument());
    const [first, second] = shippedDocument().lists.services as unknown as { id: string; slug: Record<"ar" | "en", string> }[];
    const document = withServices((services) => {
      services[0]!.slug.en = "renamed";
      services.splice(1, 1);
    });
    const changes = changedSlugs(before, view(document));
    expect(changes).toContainEqual({ kind: "service", lang: "en", id: first!.id, from: first!.slug.en, to: "renamed" });
    expect(changes).toContainEqual({ kind: "service", lang: "ar", id: second!.id, from: second!.slug.ar, to: undefined });
    expect(changes.filter((change) => change.id === first!.id)).toHaveLength(1);
  });
});
