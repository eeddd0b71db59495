import { describe, expect, it } from "vitest";
import type { BodyDoc } from "./article-body";
import { bodyStats } from "./article-stats";

const bodyOf = (...paragraphs: string[]): BodyDoc => ({
  type: "doc",
  content: paragraphs.map((text) => (text === "" ? { type: "paragraph" } : { type: "paragraph", content: [{ type: "text", text }] })),
});

describe("bodyStats", () => {
  it("counts Arabic words without their diacritics and tatweel", () => {
    // "بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ" with a stretched word and a lone dash.
    const stats = bodyStats(bodyOf("بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ", "جمـــيل — جدًا"), "ar");
    expect(stats.words).toBe(6);
    // Letters as the reader sees them: a diacritic belongs to its letter; tatweel and the dash are drawn.
    expect(stats.characters).toBe(3 + 4 + 6 + 6 + 7 + 1 + 3);
    expect(stats.readingMinutes).toBe(1);
  });

  it("counts English words and characters without whitespace", () => {
    const stats = bodyStats(bodyOf("Speed is a feature.", "Ship  it\u00a0now 🚀"), "en");
    expect(stats).toEqual({ words: 7, characters: 16 + 9 + 1, readingMinutes: 1 });
  });

  it("reads Arabic at 138 words a minute and English at 228, rounded up", () => {
    const words = (count: number) => bodyOf(Array.from({ length: count }, () => "كلمة").join(" "));
    expect(bodyStats(words(138), "ar").readingMinutes).toBe(1);
    expect(bodyStats(words(139), "ar").readingMinutes).toBe(2);
    expect(bodyStats(words(228), "en").readingMinutes).toBe(1);
    expect(bodyStats(words(229), "en").readingMinutes).toBe(2);
    expect(bodyStats(words(1380), "ar")).toEqual({ words: 1380, characters: 1380 * 4, readingMinutes: 10 });
  });

  it("gives nothing for a body without words", () => {
    expect(bodyStats(bodyOf(""), "ar")).toEqual({ words: 0, characters: 0, readingMinutes: 0 });
    expect(
      bodyStats({ type: "doc", content: [{ type: "articleImage", attrs: { id: "0123456789abcdef", alt: "بديل", caption: "تعليق" } }] }, "en"),
    ).toEqual({
      words: 0,
      characters: 0,
      readingMinutes: 0,
    });
  });
});
