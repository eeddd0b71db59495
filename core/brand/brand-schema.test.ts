import { describe, expect, it } from "vitest";
import { contentDocument, emptyDocument, imagesOf, parseDocument } from "../content/content-document";
import { diffDocuments } from "../content/revision-diff";
import { withBrand } from "./with-brand";
import { brandSchema, heroOf, logoOf } from "./brand-schema";
import { brandView, cardLogoOf } from "./brand-view";

const logo = { id: "a".repeat(32), width: 1200, height: 400, alt: { ar: "شعار", en: "Logo" } };
const hero = { id: "b".repeat(32), width: 800, height: 800, alt: { ar: "", en: "" } };

describe("the brand in the content document", () => {
  it("an older document without a brand still parses and shows the shipped mark and hero", () => {
    const old = emptyDocument();
    expect(parseDocument(old).ok).toBe(true);
    expect(logoOf(old)).toBeNull();
    expect(heroOf(old)).toEqual({ kind: "mark" });
    expect(brandView(old, "ar")).toEqual({ logo: null, hero: { kind: "mark" } });
    expect(cardLogoOf(old)).toEqual({});
  });

  it("takes a logo and a hero picture, or no hero, and names their images for export", () => {
    const document = { ...emptyDocument(), brand: { logo, hero } };
    expect(parseDocument(document).ok).toBe(true);
    expect(imagesOf(document)).toEqual(expect.arrayContaining([logo.id, hero.id]));
    expect(brandView(document, "en")).toEqual({
      logo: { id: logo.id, width: 1200, height: 400, alt: "Logo" },
      hero: { kind: "image", image: { id: hero.id, width: 800, height: 800, alt: "" } },
    });
    // The card draws his logo from its largest stored file (960 px).
    expect(cardLogoOf(document)).toEqual({ logo: { id: logo.id, width: 960 } });
    expect(heroOf({ brand: { logo: null, hero: null } })).toEqual({ kind: "none" });
  });

  it("refuses what is not an uploaded image, and unknown keys", () => {
    expect(brandSchema.safeParse({ logo: { ...logo, id: "../../etc/passwd" } }).success).toBe(false);
    expect(brandSchema.safeParse({ logo: { ...logo, width: 0 } }).success).toBe(false);
    expect(brandSchema.safeParse({ logo: null, script: "x" }).success).toBe(false);
    expect(contentDocument.safeParse({ ...emptyDocument(), brand: { logo: "https://elsewhere.example/logo.svg" } }).success).toBe(false);
  });

  it("History names a logo added, changed and removed, and the hero hidden", () => {
    const before = emptyDocument();
    const withLogo = withBrand(before, { logo });
    expect(diffDocuments(before, withLogo)).toEqual([{ area: "brand", added: 1, removed: 0, changed: 0, reordered: false }]);
    const other = withBrand(withLogo, { logo: { ...logo, id: "c".repeat(32) } });
    expect(diffDocuments(withLogo, other)).toEqual([{ area: "brand", added: 0, removed: 0, changed: 1, reordered: false }]);
    expect(diffDocuments(withLogo, withBrand(withLogo, { logo: null }))).toEqual([
      { area: "brand", added: 0, removed: 1, changed: 0, reordered: false },
    ]);
    expect(diffDocuments(before, withBrand(before, { hero: null }))).toEqual([{ area: "brand", added: 0, removed: 0, changed: 1, reordered: false }]);
  });

  it("going back to the shipped mark and hero leaves no brand at all", () => {
    const mine = withBrand(withBrand(emptyDocument(), { logo }), { hero });
    const back = withBrand(withBrand(mine, { logo: null }), { hero: undefined });
    expect("brand" in back).toBe(false);
    expect(diffDocuments(emptyDocument(), back)).toEqual([]);
  });
});
