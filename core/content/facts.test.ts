import { describe, expect, it } from "vitest";
import { baghdadYear, counted, factPhrase, factsById, factsIn, figureOf, mapStrings, renderFacts, type Fact } from "./facts";

const campaigns: Fact = {
  id: "campaigns",
  kind: "count",
  number: 900,
  forms: { en: "creative campaign|creative campaigns", ar: "حملة إبداعية واحدة|حملتان إبداعيتان|حملات إبداعية|حملةً إبداعية|حملة إبداعية" },
};
const years: Fact = { id: "years", kind: "years", number: 2012, forms: { en: "year|years", ar: "عام واحد|عامان|أعوام|عاماً|عام" } };
const city: Fact = { id: "city", kind: "words", number: 0, forms: { en: "Baghdad", ar: "بغداد" } };
const facts = new Map([campaigns, years, city].map((fact) => [fact.id, fact]));

describe("counted nouns", () => {
  it.each([
    [1, "حملة إبداعية واحدة", "1 creative campaign"],
    [2, "حملتان إبداعيتان", "2 creative campaigns"],
    [3, "3 حملات إبداعية", "3 creative campaigns"],
    [10, "10 حملات إبداعية", "10 creative campaigns"],
    [11, "11 حملةً إبداعية", "11 creative campaigns"],
    [99, "99 حملةً إبداعية", "99 creative campaigns"],
    [100, "100 حملة إبداعية", "100 creative campaigns"],
    [103, "103 حملات إبداعية", "103 creative campaigns"],
    [0, "0 حملة إبداعية", "0 creative campaigns"],
  ])("%i reads as the right form in Arabic and English", (count, ar, en) => {
    expect(counted(count, campaigns.forms.ar, "ar")).toBe(ar);
    expect(counted(count, campaigns.forms.en, "en")).toBe(en);
  });

  it("writes the dual in the oblique case when a text asks for it, from a sixth form or from the two's", () => {
    expect(counted(2, campaigns.forms.ar, "ar", "oblique")).toBe("حملتين إبداعيتين");
    expect(counted(2, years.forms.ar, "ar", "oblique")).toBe("عامين");
    expect(counted(2, "موقع واحد|موقعان|مواقع|موقعاً|موقع|موقعَين", "ar", "oblique")).toBe("موقعَين");
    // Every other number, and English, read the same in both cases.
    for (const count of [1, 3, 11, 100]) expect(counted(count, campaigns.forms.ar, "ar", "oblique")).toBe(counted(count, campaigns.forms.ar, "ar"));
    expect(counted(2, campaigns.forms.en, "en", "oblique")).toBe("2 creative campaigns");
    expect(renderFacts("على مدى {years.oblique}، {years}", facts, "ar", 2014)).toBe("على مدى عامين، عامان");
  });

  it("falls back to the last form when fewer are given, and to the number alone with none", () => {
    expect(counted(2, "موقع|مواقع", "ar")).toBe("2 مواقع");
    expect(counted(1, "موقع|مواقع", "ar")).toBe("1 موقع");
    expect(counted(5, "", "en")).toBe("5");
  });
});

describe("facts in texts", () => {
  it("counts years from the year he started, so they are right every year", () => {
    expect(factPhrase(years, "en", 2026)).toBe("14 years");
    expect(factPhrase(years, "ar", 2026)).toBe("14 عاماً");
    expect(factPhrase(years, "en", 2027)).toBe("15 years");
    expect(factPhrase(years, "ar", 2014)).toBe("عامان");
    expect(baghdadYear(new Date("2026-12-31T21:30:00Z"))).toBe(2027);
    expect(baghdadYear(new Date("2026-12-31T20:30:00Z"))).toBe(2026);
  });

  it("writes out every known token, the number and the count too, and leaves the rest", () => {
    const text = "Since {years.number} ({years.count} years): {campaigns} in {city}. {{count}} {unknown} {city";
    expect(renderFacts(text, facts, "en", 2026)).toBe("Since 2012 (14 years): 900 creative campaigns in Baghdad. {{count}} {unknown} {city");
    expect(renderFacts("بدأت عام {years.number} في {city}: {campaigns}", facts, "ar", 2026)).toBe("بدأت عام 2012 في بغداد: 900 حملة إبداعية");
    expect(factsIn(text)).toEqual(["years", "campaigns", "city", "unknown"]);
  });

  it("reaches every string of a bundle, and nothing else", () => {
    const bundle = { a: "{city}", b: ["{campaigns}", { c: "x" }], n: 3 };
    expect(mapStrings(bundle, (text) => renderFacts(text, facts, "en", 2026))).toEqual({
      a: "Baghdad",
      b: ["900 creative campaigns", { c: "x" }],
      n: 3,
    });
  });
});

describe("figures that count a fact", () => {
  it("show the fact's count, the years since he started counted in the given year, else their own number", () => {
    expect(figureOf(300, "campaigns", facts, 2026)).toBe(900);
    expect(figureOf(14, "years", facts, 2026)).toBe(14);
    expect(figureOf(14, "years", facts, 2027)).toBe(15);
    // None picked, a fact that is not there or hidden, or one of words: the figure's own number.
    expect(figureOf(7, "", facts, 2026)).toBe(7);
    expect(figureOf(7, undefined, facts, 2026)).toBe(7);
    expect(figureOf(7, "gone", facts, 2026)).toBe(7);
    expect(figureOf(7, "city", facts, 2026)).toBe(7);
    const published = factsById([
      { ...campaigns, published: false },
      { ...years, published: true },
    ]);
    expect(figureOf(7, "campaigns", published, 2026)).toBe(7);
    expect(figureOf(7, "years", published, 2030)).toBe(18);
  });
});
