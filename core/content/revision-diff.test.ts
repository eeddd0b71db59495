import { describe, expect, it } from "vitest";
import { publicPart, shippedSettings } from "../settings/settings-schema";
import { emptyDocument, type ContentDocument } from "./content-document";
import { diffDocuments } from "./revision-diff";

const stat = (id: string, number: number) => ({ id, published: true, sample: false, number, label: { ar: "رقم", en: "number" }, fact: "" });

function doc(change: (d: ContentDocument) => void = () => {}) {
  const d = emptyDocument();
  d.lists.stats.push(stat("a", 1), stat("b", 2), stat("c", 3));
  change(d);
  return d;
}

describe("revision diff", () => {
  it("finds nothing between equal documents", () => {
    expect(diffDocuments(doc(), doc())).toEqual([]);
  });

  it("ignores the order of object keys (the database keeps its own)", () => {
    const reordered = doc(
      (d) => (d.lists.stats[0] = { fact: "", label: { en: "number", ar: "رقم" }, number: 1, sample: false, published: true, id: "a" }),
    );
    expect(diffDocuments(doc(), reordered)).toEqual([]);
  });

  it("counts added, removed and changed items", () => {
    const after = doc((d) => {
      d.lists.stats[0]!.number = 10;
      d.lists.stats.splice(1, 1);
      d.lists.stats.push(stat("d", 4));
    });
    expect(diffDocuments(doc(), after)).toEqual([{ area: "stats", added: 1, removed: 1, changed: 1, reordered: false }]);
  });

  it("notices a new order with the same items", () => {
    const after = doc((d) => d.lists.stats.reverse());
    expect(diffDocuments(doc(), after)).toEqual([{ area: "stats", added: 0, removed: 0, changed: 0, reordered: true }]);
  });

  it("lists the text keys that changed, per language", () => {
    const before = doc((d) => (d.texts.en["home:hero.title"] = "Old"));
    const after = doc((d) => {
      d.texts.en["home:hero.title"] = "New";
      d.texts.ar["home:hero.title"] = "جديد";
    });
    expect(diffDocuments(before, after)).toEqual([
      { area: "texts", added: 1, removed: 0, changed: 1, reordered: false, keys: ["ar home:hero.title", "en home:hero.title"] },
    ]);
    expect(diffDocuments(after, before)[0]).toMatchObject({ removed: 1, changed: 1 });
  });

  it("notices a new or removed photo", () => {
    const photo = { id: "b".repeat(32), width: 10, height: 10, alt: { ar: "ص", en: "p" } };
    expect(
      diffDocuments(
        doc(),
        doc((d) => (d.photo = photo)),
      ),
    ).toEqual([{ area: "photo", added: 1, removed: 0, changed: 0, reordered: false }]);
  });
});

describe("revision diff of settings (ADR 040)", () => {
  // A setting added since keeps its shipped value.
  const settings = {
    ...publicPart(shippedSettings()),
    ownerNameAr: "سارة",
    ownerNameEn: "Sara",
    shortNameAr: "سارة",
    shortNameEn: "Sara",
    phone: "+9647812345678",
    whatsapp: "+9647812345678",
    email: "hello@sara.example",
    addressStreetAr: "",
    addressStreetEn: "",
    addressCityAr: "بغداد",
    addressCityEn: "Baghdad",
    addressPostalCode: "",
    addressCountry: "IQ",
    mapLink: "",
    geo: "",
    profiles: [],
    hours: [],
    enquiryRetentionMonths: 24,
  };

  it("names the settings fields a draft changes", () => {
    const before = doc((d) => (d.settings = settings));
    const after = doc((d) => (d.settings = { ...settings, phone: "+9647900000000", profiles: [{ network: "telegram", url: "https://t.me/sara" }] }));
    expect(diffDocuments(before, after)).toEqual([
      { area: "settings", added: 0, removed: 0, changed: 2, reordered: false, keys: ["phone", "profiles"] },
    ]);
    expect(
      diffDocuments(
        before,
        doc((d) => (d.settings = { ...settings })),
      ),
    ).toEqual([]);
  });

  it("sees no settings change against a document from before settings were in it", () => {
    expect(
      diffDocuments(
        doc(),
        doc((d) => (d.settings = settings)),
      ),
    ).toEqual([]);
  });
});
