import { describe, expect, it } from "vitest";
import { listEntry } from "#core/content/lists/catalogue";
import { canPublish, checkItem, emptyTextFields, fieldErrorsFrom, formFor, itemName, leadText, mergeItem, missingAlts } from "./item-form";

const faq = listEntry("faq", {
  id: "q1",
  published: true,
  sample: true,
  q: { ar: "كم؟", en: "How much?" },
  a: { ar: "حسب العمل", en: "It depends" },
});
const portfolio = listEntry("portfolio", {
  id: "p1",
  published: false,
  sample: false,
  category: "video",
  title: { ar: "إعلان", en: "An advert" },
  description: { ar: "وصف", en: "About it" },
  image: null,
  thumbnail: "video-1",
  videos: ["https://www.youtube.com/watch?v=abc", "https://youtu.be/def"],
});

describe("formFor and checkItem", () => {
  it("gives back the item it was made from, no longer a sample", () => {
    const checked = checkItem("faq", formFor("faq", faq), "q1");
    expect(checked).toEqual({ ok: true, item: { ...faq, sample: false } });
  });

  it("starts a new item hidden and empty", () => {
    // A pick (the testimonial's sector) starts on the first item of the list it picks from, as the draft holds it.
    const form = formFor("testimonials", null, { lists: { "testimonial-sectors": [{ id: "politics" }, { id: "health" }] } });
    expect(form.published).toBe(false);
    expect(form.values).toEqual({ quote: { ar: "", en: "" }, author: { ar: "", en: "" }, sector: "politics" });
    expect(checkItem("testimonials", form, "new-1")).toMatchObject({ ok: true, item: { id: "new-1", published: false, sector: "politics" } });
  });

  it("refuses a published item with an empty text in either language, on those fields only", () => {
    const form = formFor("faq", faq);
    form.values.q = { ar: "  ", en: "How much?" };
    form.values.a = { ar: "حسب العمل", en: "" };
    expect(checkItem("faq", form, "q1")).toEqual({
      ok: false,
      incomplete: true,
      errors: { "q.ar": { code: "missing" }, "a.en": { code: "missing" } },
    });
    expect(emptyTextFields("faq", form)).toEqual(["q.ar", "a.en"]);
    form.published = false;
    expect(checkItem("faq", form, "q1").ok).toBe(true);
  });

  it("trims the texts it saves", () => {
    const form = formFor("faq", faq);
    form.values.q = { ar: "  سؤال  ", en: " Question\n" };
    expect(checkItem("faq", form, "q1")).toMatchObject({ ok: true, item: { q: { ar: "سؤال", en: "Question" } } });
  });

  it("reads one video link a line, skipping blank lines, and names the line of a bad one", () => {
    const form = formFor("portfolio", portfolio);
    expect(form.values.videos).toBe("https://www.youtube.com/watch?v=abc\nhttps://youtu.be/def");
    form.values.videos = "https://a.example/1\n\n  https://b.example/2  \n";
    expect(checkItem("portfolio", form, "p1")).toMatchObject({ ok: true, item: { videos: ["https://a.example/1", "https://b.example/2"] } });
    form.values.videos = "https://a.example/1\nhttp://b.example/2";
    expect(checkItem("portfolio", form, "p1")).toEqual({ ok: false, incomplete: false, errors: { videos: { code: "url", line: 2 } } });
    form.values.videos = Array.from({ length: 7 }, (_, i) => `https://a.example/${i}`).join("\n");
    expect(checkItem("portfolio", form, "p1")).toMatchObject({ ok: false, errors: { videos: { code: "too_big" } } });
  });

  it("wants a whole number of 0 or more for a stat", () => {
    const stat = { id: "s1", published: true, sample: false, number: 12, label: { ar: "مشروع", en: "projects" }, fact: "" };
    const form = formFor("stats", stat);
    expect(form.values.number).toBe("12");
    for (const typed of ["", "-3", "2.5", "ten"]) {
      form.values.number = typed;
      expect(checkItem("stats", form, "s1"), typed).toEqual({ ok: false, incomplete: false, errors: { number: { code: "number" } } });
    }
    form.values.number = " 0 ";
    expect(checkItem("stats", form, "s1")).toMatchObject({ ok: true, item: { number: 0 } });
    form.values.number = "2000000000";
    expect(checkItem("stats", form, "s1")).toMatchObject({ ok: false, errors: { number: { code: "too_big" } } });
  });

  it("refuses texts that are too long or hold control characters, as the server does", () => {
    const form = formFor("faq", faq);
    form.values.q = { ar: "س".repeat(201), en: "a\u0007b" };
    expect(checkItem("faq", form, "q1")).toEqual({
      ok: false,
      incomplete: false,
      errors: { "q.ar": { code: "too_long" }, "q.en": { code: "control" } },
    });
  });
});

describe("fieldErrorsFrom", () => {
  it("maps a refused draft's problems onto the edited item's fields", () => {
    const problems = [
      { path: "lists.faq.2.q.en", code: "too_long" },
      { path: "lists.faq.2.a.ar", code: "control" },
      { path: "lists.faq.3.q.en", code: "too_long" },
      { path: "lists.faq.20.q.ar", code: "too_long" },
      { path: "lists.faq.2.id", code: "duplicate" },
    ];
    expect(fieldErrorsFrom("faq", problems, "lists.faq.2")).toEqual({
      "q.en": { code: "too_long" },
      "a.ar": { code: "control" },
      form: { code: "duplicate" },
    });
  });

  it("names the line of a bad video link and keeps the first problem of a field", () => {
    const problems = [
      { path: "lists.portfolio.0.videos.2", code: "url" },
      { path: "lists.portfolio.0.videos.4", code: "url" },
      { path: "lists.portfolio.0.category", code: "invalid_value" },
    ];
    expect(fieldErrorsFrom("portfolio", problems, "lists.portfolio.0")).toEqual({
      videos: { code: "url", line: 3 },
      category: { code: "invalid_value" },
    });
  });

  it("gives the whole item's problem to the form", () => {
    expect(fieldErrorsFrom("stats", [{ path: "lists.stats.1", code: "invalid_type" }], "lists.stats.1")).toEqual({ form: { code: "invalid_type" } });
    expect(fieldErrorsFrom("stats", [{ path: "lists.stats", code: "too_big" }], "lists.stats.1")).toEqual({});
  });
});

describe("canPublish", () => {
  it("needs every text in both languages, and an uploaded image's alt text", () => {
    expect(canPublish("faq", faq)).toBe(true);
    expect(canPublish("faq", { ...faq, published: false, a: { ar: "", en: "It depends" } })).toBe(false);
    const image = { id: "a".repeat(16), width: 800, height: 600, alt: { ar: "صورة", en: "" } };
    expect(canPublish("portfolio", portfolio)).toBe(true);
    expect(canPublish("portfolio", { ...portfolio, image })).toBe(false);
  });
});

describe("itemName and leadText", () => {
  it("names an item in the studio's language, else in the other, shortened", () => {
    expect(itemName("faq", faq, "en")).toBe("How much?");
    expect(itemName("faq", { ...faq, q: { ar: "كم؟", en: " " } }, "en")).toBe("كم؟");
    expect(itemName("faq", { ...faq, q: { ar: "كم؟", en: "How much?" } }, "ar")).toBe("كم؟");
    expect(itemName("faq", { ...faq, q: { ar: " ", en: "How much?" } }, "ar")).toBe("How much?");
    expect(itemName("faq", { ...faq, q: { ar: "", en: "" } }, "en")).toBe("");
    expect(itemName("faq", { ...faq, q: { ar: "", en: "word ".repeat(30) } }, "en")).toHaveLength(60);
    expect(itemName("faq", { ...faq, q: { ar: "", en: "word ".repeat(30) } }, "en").endsWith("…")).toBe(true);
    expect(itemName("stats", { id: "s", published: true, sample: false, number: 300, label: { ar: "موقع", en: "websites" }, fact: "" }, "en")).toBe(
      "300 websites",
    );
    // A label with forms by number is named in the form its number takes.
    const label = { ar: "موقع|موقعان|مواقع|موقعاً|موقع", en: "website|websites" };
    expect(itemName("stats", { id: "s", published: true, sample: false, number: 1, label, fact: "" }, "en")).toBe("1 website");
    expect(itemName("stats", { id: "s", published: true, sample: false, number: 25, label, fact: "" }, "ar")).toBe("25 موقعاً");
  });

  it("names a testimonial by its author and leads its row with the quote", () => {
    const testimonial = {
      id: "t1",
      published: true,
      sample: false,
      sector: "retail" as const,
      quote: { ar: "رائع", en: "Great work" },
      author: { ar: "صاحب محل", en: "Shop owner" },
    };
    expect(itemName("testimonials", testimonial, "en")).toBe("Shop owner");
    expect(leadText("testimonials", testimonial, "ar")).toBe("رائع");
  });
});

describe("missingAlts", () => {
  it("names the languages a published item's uploaded image has no description in", () => {
    const image = { id: "a".repeat(16), width: 800, height: 600, alt: { ar: "صورة", en: " " } };
    const form = formFor("portfolio", { ...portfolio, published: true, image });
    expect(missingAlts("portfolio", form)).toEqual(["en"]);
    form.published = false;
    expect(missingAlts("portfolio", form)).toEqual([]);
    expect(missingAlts("faq", formFor("faq", faq))).toEqual([]);
  });
});

describe("mergeItem", () => {
  const base = faq;
  const mine = () => formFor("faq", base);

  it("takes the other tab's change to a field he did not touch, and keeps his own", () => {
    const form = mine();
    form.values.q = { ar: "كم؟", en: "How much, roughly?" };
    const theirs = { ...base, a: { ar: "حسب العمل", en: "It depends on the work" } };
    const merged = mergeItem("faq", form, base, theirs);
    expect(merged.conflicts).toEqual({});
    expect(merged.form.values).toMatchObject({ q: { ar: "كم؟", en: "How much, roughly?" }, a: { ar: "حسب العمل", en: "It depends on the work" } });
  });

  it("marks a field both changed differently, keeping his value in the form", () => {
    const form = mine();
    form.values.a = { ar: "حسب العمل", en: "Mine" };
    const theirs = { ...base, a: { ar: "حسب العمل", en: "Theirs" } };
    const merged = mergeItem("faq", form, base, theirs);
    expect(merged.conflicts).toEqual({ a: { theirs: { ar: "حسب العمل", en: "Theirs" }, original: base.a } });
    expect(merged.form.values.a).toEqual({ ar: "حسب العمل", en: "Mine" });
  });

  it("settles a field both changed to the same value, and follows their visibility when he left it", () => {
    const form = mine();
    form.values.a = { ar: "حسب العمل", en: "Same" };
    const merged = mergeItem("faq", form, base, { ...base, published: false, a: { ar: "حسب العمل", en: "Same" } });
    expect(merged.conflicts).toEqual({});
    expect(merged.form.published).toBe(false);
  });

  it("keeps everything he typed when the other tab deleted the item", () => {
    const form = mine();
    form.values.q = { ar: "جديد", en: "New" };
    expect(mergeItem("faq", form, base, null)).toEqual({ form, conflicts: {} });
  });
});
