import { describe, expect, it } from "vitest";
import { excerptAround, foldText, foldWithMap, highlight, matchesAll, searchTerms } from "./arabic-fold";

/** The query's terms all occur in the text. */
const finds = (query: string, text: string) => matchesAll(text, searchTerms(query));

describe("foldText", () => {
  it("finds a word however its letters and diacritics are written", () => {
    expect(finds("استراتيجيه", "إستراتيجية")).toBe(true);
    expect(finds("استراتيجيه", "خطة الإستراتيجيّة للعام")).toBe(true);
    expect(finds("مستشفى", "مستشفي")).toBe(true);
    expect(finds("مستشفي", "مستشفى")).toBe(true);
    expect(finds("مدرسة", "مدرسه")).toBe(true);
    expect(finds("مدرسه", "مدرسة")).toBe(true);
    expect(finds("ـتـسـويـق", "تسويق")).toBe(true);
    expect(finds("تسويق", "ـتـسـويـق")).toBe(true);
    expect(finds("٢٠٢٦", "عام 2026")).toBe(true);
    expect(finds("2026", "عام ۲۰۲۶")).toBe(true);
    expect(finds("SEO", "seo audit")).toBe(true);
    expect(finds("seo", "An SEO audit")).toBe(true);
    expect(finds("café", "cafe")).toBe(true);
    expect(finds("cafe", "Café")).toBe(true);
    expect(finds("cafe", "cafe\u0301")).toBe(true);
    expect(finds("تسويق", "تصميم")).toBe(false);
  });

  it("folds each form to one letter", () => {
    expect(foldText("أإآٱ")).toBe("اااا");
    expect(foldText("ى ة ؤ ئ ی ک")).toBe("ي ه و ي ي ك");
    expect(foldText("إستراتيجيّة")).toBe("استراتيجيه");
    expect(foldText("كَتَبَ ٱلْقُرْآنِ")).toBe("كتب القران");
    expect(foldText("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789 0123456789");
    expect(foldText("Ça Ĝoes NAÏVE")).toBe("ca goes naive");
  });

  it("keeps what it does not fold", () => {
    expect(foldText("abc 123 تسويق 😀")).toBe("abc 123 تسويق 😀");
    // Only Latin letters lose their accents.
    expect(foldText("ά")).toBe("ά");
    expect(foldText("\u0301")).toBe("\u0301");
  });

  it("maps each folded character back to the original", () => {
    expect(foldWithMap("Café")).toEqual({ folded: "cafe", map: [0, 1, 2, 3, 4] });
    expect(foldWithMap("cafe\u0301!")).toEqual({ folded: "cafe!", map: [0, 1, 2, 3, 5, 6] });
    expect(foldWithMap("كَتب")).toEqual({ folded: "كتب", map: [0, 2, 3, 4] });
    expect(foldWithMap("a😀")).toEqual({ folded: "a😀", map: [0, 1, 2, 3] });
    expect(foldWithMap("")).toEqual({ folded: "", map: [0] });
  });
});

describe("searchTerms", () => {
  it("splits on whitespace and punctuation, Arabic included, and drops duplicates", () => {
    expect(searchTerms("  SEO، seo؟ تسويق-رقمي (Seo)  ")).toEqual(["seo", "تسويق", "رقمي"]);
    expect(searchTerms("مدرسة مدرسه")).toEqual(["مدرسه"]);
    expect(searchTerms(" ،؟!. ")).toEqual([]);
    expect(searchTerms("")).toEqual([]);
  });

  it("keeps the definite article", () => {
    expect(searchTerms("الإستراتيجية")).toEqual(["الاستراتيجيه"]);
  });

  it("keeps at most 8 terms of at most 64 characters", () => {
    expect(searchTerms("a b c d e f g h i j k")).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
    expect(searchTerms("a a a b b c d e f g h i")).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
    expect(searchTerms("x".repeat(100))).toEqual(["x".repeat(64)]);
    const [emoji] = searchTerms(`${"x".repeat(63)}😀`);
    expect(emoji).toBe("x".repeat(63));
  });
});

describe("matchesAll", () => {
  it("needs every term", () => {
    expect(matchesAll("خطة تسويق إستراتيجيّة", ["تسويق", "استراتيجيه"])).toBe(true);
    expect(matchesAll("خطة تسويق", ["تسويق", "استراتيجيه"])).toBe(false);
    expect(matchesAll("anything", [])).toBe(true);
  });
});

describe("highlight", () => {
  const joined = (segments: { text: string }[]) => segments.map((segment) => segment.text).join("");

  it("marks the whole original word, its diacritics included", () => {
    const text = "خطة إستراتيجيّة للتسويق";
    const segments = highlight(text, searchTerms("استراتيجيه"));
    expect(joined(segments)).toBe(text);
    expect(segments).toEqual([
      { text: "خطة ", match: false },
      { text: "إستراتيجيّة", match: true },
      { text: " للتسويق", match: false },
    ]);
  });

  it("extends a match over diacritics and tatweel after its last letter", () => {
    expect(highlight("كَتَبَ الدرس", ["كتب"])).toEqual([
      { text: "كَتَبَ", match: true },
      { text: " الدرس", match: false },
    ]);
    expect(highlight("ـتـسـويـقـ!", ["تسويق"])).toEqual([
      { text: "ـ", match: false },
      { text: "تـسـويـقـ", match: true },
      { text: "!", match: false },
    ]);
    expect(highlight("Un Café, please", ["cafe"])).toEqual([
      { text: "Un ", match: false },
      { text: "Café", match: true },
      { text: ", please", match: false },
    ]);
    expect(highlight("cafe\u0301 noir", ["cafe"])).toEqual([
      { text: "cafe\u0301", match: true },
      { text: " noir", match: false },
    ]);
  });

  it("merges overlapping and touching matches", () => {
    expect(highlight("الإستراتيجيّة", ["استرا", "راتيج"])).toEqual([
      { text: "ال", match: false },
      { text: "إستراتيج", match: true },
      { text: "يّة", match: false },
    ]);
    expect(highlight("xaaaax", ["aa"])).toEqual([
      { text: "x", match: false },
      { text: "aaaa", match: true },
      { text: "x", match: false },
    ]);
    expect(highlight("SEO audit", ["seo", "audit", "o a"])).toEqual([{ text: "SEO audit", match: true }]);
  });

  it("gives one unmarked piece when nothing matches", () => {
    expect(highlight("خطة تسويق", ["استراتيجيه"])).toEqual([{ text: "خطة تسويق", match: false }]);
    expect(highlight("خطة تسويق", [])).toEqual([{ text: "خطة تسويق", match: false }]);
    expect(highlight("", ["x"])).toEqual([]);
  });

  it("always joins back to the original", () => {
    const texts = ["الإستراتيجيّة الرقمية ٢٠٢٦", "Ça Ĝoes İstanbul 😀 café\u0301", "ـتـسـويـق، مدرسة؟ مستشفى"];
    const queries = ["استراتيجيه 2026", "istanbul ca cafe", "تسويق مدرسه مستشفي", "😀", "ي"];
    for (const text of texts) for (const query of queries) expect(joined(highlight(text, searchTerms(query)))).toBe(text);
  });
});

describe("excerptAround", () => {
  const words = (count: number, word: string) => Array.from({ length: count }, (_, i) => `${word}${i}`).join(" ");

  it("returns a short text whole", () => {
    expect(excerptAround("خطة تسويق", ["تسويق"])).toBe("خطة تسويق");
  });

  it("shows a match near the end of a long text, cut between words", () => {
    const text = `${words(200, "كلمة")} إستراتيجيّة ${words(3, "نهاية")}`;
    const excerpt = excerptAround(text, searchTerms("استراتيجيه"), 80);
    expect(excerpt.length).toBeLessThanOrEqual(80);
    expect(excerpt.startsWith("…")).toBe(true);
    expect(excerpt.endsWith("نهاية2")).toBe(true);
    expect(excerpt).toContain("إستراتيجيّة");
    const piece = excerpt.slice(1);
    expect(text.endsWith(piece)).toBe(true);
    expect(text.at(-piece.length - 1)).toBe(" ");
  });

  it("shows a match in the middle with text left out on both sides", () => {
    const text = `${words(100, "before")} SEO ${words(100, "after")}`;
    const excerpt = excerptAround(text, ["seo"], 60);
    expect(excerpt.length).toBeLessThanOrEqual(60);
    expect(excerpt).toMatch(/^….* SEO .*…$/u);
    const piece = excerpt.slice(1, -1);
    const at = text.indexOf(piece);
    expect(at).toBeGreaterThan(0);
    expect(text[at - 1]).toBe(" ");
    expect(text[at + piece.length]).toBe(" ");
  });

  it("starts at the start when nothing matches", () => {
    const text = words(100, "word");
    const excerpt = excerptAround(text, ["absent"], 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt).toMatch(/^word0 word1 .*\d…$/u);
    expect(text.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  it("never splits an emoji's surrogate pair, even where there is no space to cut at", () => {
    const emoji = "😀".repeat(150);
    const text = `${emoji}تسويق${emoji}`;
    for (const max of [3, 4, 50, 51, 101, 200, 201]) {
      const excerpt = excerptAround(text, ["تسويق"], max);
      expect(excerpt.isWellFormed()).toBe(true);
      expect(excerpt.length).toBeLessThanOrEqual(max);
      if (max >= 50) expect(excerpt).toMatch(/^…😀+تسويق😀+…$/u);
    }
    for (const max of [9, 10, 99]) {
      const excerpt = excerptAround(emoji, [], max);
      expect(excerpt.isWellFormed()).toBe(true);
      expect(excerpt.length).toBeLessThanOrEqual(max);
      expect(excerpt).toMatch(/^😀+…$/u);
    }
  });

  it("never leaves a letter's diacritics behind", () => {
    const text = "كَتَبَ".repeat(60);
    for (const max of [10, 11, 12, 13]) {
      const excerpt = excerptAround(text, [], max);
      expect(excerpt.length).toBeLessThanOrEqual(max);
      expect(excerpt.at(-2)).toBe("\u064E");
    }
  });
});
