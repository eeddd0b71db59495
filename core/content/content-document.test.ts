import { describe, expect, it } from "vitest";
import { publicPart, shippedSettings } from "../settings/settings-schema";
import { listEntry } from "./lists/catalogue";
import { emptyDocument, imagesOf, missingTranslations, newItemId, parseDocument, type ContentDocument } from "./content-document";

const faq = (id: string, q: { ar: string; en: string }, published = true) =>
  listEntry("faq", { id, published, sample: false, q, a: { ar: "جواب", en: "Answer" } });

function documentWith(change: (doc: ContentDocument) => void): ContentDocument {
  const doc = emptyDocument();
  change(doc);
  return doc;
}

describe("content document", () => {
  it("accepts a complete document and fills defaults", () => {
    const parsed = parseDocument(documentWith((doc) => doc.lists.faq.push(faq("q1", { ar: "سؤال؟", en: "Question?" }))));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.document.lists.faq[0]!.q.en).toBe("Question?");
  });

  it("names the path and the reason of each problem", () => {
    const doc = documentWith((d) => d.lists.faq.push(faq("q1", { ar: "سؤال", en: "x".repeat(201) })));
    const parsed = parseDocument(doc);
    expect(parsed).toEqual({ ok: false, problems: [{ path: "lists.faq.0.q.en", code: "too_long" }] });
  });

  it("refuses unknown fields, control characters, bad ids and duplicate ids", () => {
    const withExtra = { ...emptyDocument(), extra: 1 };
    expect(parseDocument(withExtra).ok).toBe(false);
    const control = parseDocument(documentWith((d) => d.lists.faq.push(faq("q1", { ar: "a\u0007", en: "b" }))));
    expect(control).toMatchObject({ ok: false, problems: [{ path: "lists.faq.0.q.ar", code: "control" }] });
    const badId = parseDocument(documentWith((d) => d.lists.faq.push(faq("Q 1", { ar: "a", en: "b" }))));
    expect(badId).toMatchObject({ ok: false, problems: [{ path: "lists.faq.0.id" }] });
    const twice = parseDocument(documentWith((d) => d.lists.faq.push(faq("q1", { ar: "a", en: "b" }), faq("q1", { ar: "c", en: "d" }))));
    expect(twice).toEqual({ ok: false, problems: [{ path: "lists.faq.1.id", code: "duplicate" }] });
  });

  it("refuses a video link that is not https", () => {
    const doc = documentWith((d) =>
      d.lists.portfolio.push({
        id: "p1",
        published: false,
        sample: false,
        category: "video",
        title: { ar: "", en: "" },
        description: { ar: "", en: "" },
        image: null,
        thumbnail: null,
        videos: ["http://example.com/v"],
      }),
    );
    expect(parseDocument(doc)).toMatchObject({ ok: false, problems: [{ path: "lists.portfolio.0.videos.0" }] });
  });

  it("flags published items with an empty language, never hidden ones", () => {
    const doc = documentWith((d) => {
      d.lists.faq.push(faq("q1", { ar: "", en: "Question?" }), faq("q2", { ar: "", en: "" }, false));
      d.lists.stats.push({ id: "s1", published: true, sample: false, number: 3, label: { ar: "سنوات", en: " " }, fact: "" });
    });
    expect(missingTranslations(doc)).toEqual([
      { list: "faq", id: "q1", field: "q", lang: "ar" },
      { list: "stats", id: "s1", field: "label", lang: "en" },
    ]);
  });

  it("flags a used image without alt text in a language", () => {
    const doc = documentWith((d) => {
      d.photo = { id: "a".repeat(32), width: 800, height: 800, alt: { ar: "صورة", en: "" } };
    });
    expect(missingTranslations(doc)).toEqual([{ list: "portfolio", id: "photo", field: "alt", lang: "en" }]);
    expect(imagesOf(doc)).toEqual(["a".repeat(32)]);
  });

  it("makes ids the schema accepts", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newItemId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(parseDocument(documentWith((d) => d.lists.faq.push(faq(id, { ar: "a", en: "b" })))).ok).toBe(true);
  });
});

describe("the settings part (ADR 040)", () => {
  // A setting added since keeps its shipped value.
  const settings = {
    ...publicPart(shippedSettings()),
    ownerNameAr: "سارة",
    ownerNameEn: "Sara",
    shortNameAr: "سارة",
    shortNameEn: "Sara",
    phone: "0781 234 5678",
    whatsapp: "+964 781 234 5679",
    email: "Hello@Sara.example",
    addressStreetAr: "",
    addressStreetEn: "",
    addressCityAr: "بغداد",
    addressCityEn: "Baghdad",
    addressPostalCode: "",
    addressCountry: "iq",
    mapLink: "",
    geo: "",
    profiles: [{ network: "telegram", url: "t.me/sara" }],
    hours: [],
    enquiryRetentionMonths: 24,
  };

  it("is optional: a document from before has none", () => {
    const parsed = parseDocument(emptyDocument());
    expect(parsed.ok && parsed.document.settings).toBeUndefined();
  });

  it("is checked and normalised by the settings schema", () => {
    const parsed = parseDocument({ ...emptyDocument(), settings });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.document.settings).toMatchObject({
      phone: "+9647812345678",
      email: "hello@sara.example",
      addressCountry: "IQ",
      profiles: [{ network: "telegram", url: "https://t.me/sara" }],
    });
  });

  it("refuses a bad value by its path, and the notification address (it is no public setting)", () => {
    expect(parseDocument({ ...emptyDocument(), settings: { ...settings, phone: "call me" } })).toEqual({
      ok: false,
      problems: [{ path: "settings.phone", code: "phone" }],
    });
    expect(parseDocument({ ...emptyDocument(), settings: { ...settings, notifyEmail: "leads@sara.example" } }).ok).toBe(false);
  });
});
