import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { counted, formFor, renderFacts, type Fact } from "#core/content/facts";
import seedData from "./seed-data.json";

/**
 * Counted nouns after the numbers he enters (issue 44): every shipped Arabic text that names a counted
 * fact is read with the fact at 1, 2, 3-10, 11-99 and 100 and up, and the home page's figures' labels
 * with their figure. In Arabic only the dual changes with the case once the number is in digits:
 * «عامان» as a subject, «عامين» after a preposition, a noun it belongs to or a verb.
 */
const facts = seedData.facts as unknown as Fact[];
const countedFacts = facts.filter((fact) => fact.kind !== "words");
const localesDir = path.resolve(import.meta.dirname, "../../core/locales/ar");

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}
const arabicOf = (value: unknown): string[] =>
  value && typeof value === "object" && !Array.isArray(value) && "ar" in value
    ? strings((value as { ar: unknown }).ar)
    : value && typeof value === "object"
      ? Object.values(value).flatMap(arabicOf)
      : [];
// The public texts (the studio's own words only explain the tokens).
const arabicTexts = [
  ...arabicOf(seedData),
  ...readdirSync(localesDir)
    .filter((file) => file.endsWith(".json") && file !== "admin.json")
    .flatMap((file) => strings(JSON.parse(readFileSync(path.join(localesDir, file), "utf8")))),
].filter((text) => countedFacts.some((fact) => text.includes(`{${fact.id}`)));

/** The facts as counting `count` (the years since a start that many years ago). */
const factsAt = (count: number) =>
  new Map(facts.map((fact) => [fact.id, fact.kind === "years" ? { ...fact, number: 2026 - count } : { ...fact, number: count }]));

describe("counted nouns in the shipped Arabic texts", () => {
  it("reads the texts that name a counted fact", () => {
    expect(arabicTexts.length).toBeGreaterThan(10);
  });

  it("puts a dual after a preposition, a noun or a verb in the oblique case, and as a subject in the plain one", () => {
    const rendered = arabicTexts.map((text) => renderFacts(text, factsAt(2), "ar", 2026));
    const plainDuals = countedFacts.map((fact) => counted(2, fact.forms.ar, "ar"));
    for (const text of rendered) {
      for (const dual of plainDuals) {
        for (const match of text.matchAll(new RegExp(dual, "g"))) {
          // A plain dual opens the text or follows a colon or a comma, or «و» after one or after a plain dual it joins.
          const before = text.slice(0, match.index).replace(/و$/, "").trimEnd();
          const plainPlace = before === "" || /[:،,]$/.test(before) || plainDuals.some((other) => before.endsWith(other));
          expect(plainPlace, `«${dual}» after «${before.slice(-30)}»`).toBe(true);
        }
      }
    }
    // The texts that need the oblique case use it («على مدى عامين», «بخبرة عامين», «سلّمت موقعين»).
    const joined = rendered.join("\n");
    for (const phrase of ["على مدى عامين", "بخبرة عامين", "سلّمت موقعين", "نفّذت حملتين إبداعيتين", "مسيرة مهنية من عامين"])
      expect(joined).toContain(phrase);
  });

  it.each([1, 2, 3, 10, 11, 99, 100, 900])("at %i no counted noun is followed by a word fixed for another number", (count) => {
    for (const text of arabicTexts) {
      // «{websites} مُسلَّم» fitted 100 and up only («25 موقعاً مُسلَّم»): an adjective belongs in the fact's forms.
      expect(text, text).not.toMatch(/\{(?:websites|campaigns|years)(?:\.oblique)?\}\s+مُ?سلَّ?م/);
      const rendered = renderFacts(text, factsAt(count), "ar", 2026);
      expect(rendered).not.toMatch(/\{(?:websites|campaigns|years)/);
    }
  });
});

describe("the home page's figures' labels follow the figure", () => {
  const label = (id: string) => seedData.stats.find((stat) => stat.id === id)!.label;
  it.each([
    [1, "عام من الخبرة", "year of experience"],
    [2, "عامان من الخبرة", "years of experience"],
    [5, "أعوام من الخبرة", "years of experience"],
    [10, "أعوام من الخبرة", "years of experience"],
    [14, "عاماً من الخبرة", "years of experience"],
    [99, "عاماً من الخبرة", "years of experience"],
    [100, "عام من الخبرة", "years of experience"],
  ])("%i years", (count, ar, en) => {
    expect(formFor(count, label("years").ar, "ar")).toBe(ar);
    expect(formFor(count, label("years").en, "en")).toBe(en);
  });

  it.each([
    [1, "موقع مُسلَّم", "website delivered"],
    [2, "موقعان مُسلَّمان", "websites delivered"],
    [3, "مواقع مُسلَّمة", "websites delivered"],
    [25, "موقعاً مُسلَّماً", "websites delivered"],
    [300, "موقع مُسلَّم", "websites delivered"],
  ])("%i websites", (count, ar, en) => {
    expect(formFor(count, label("websites").ar, "ar")).toBe(ar);
    expect(formFor(count, label("websites").en, "en")).toBe(en);
  });

  it("a label of one form reads the same under every number", () => {
    for (const count of [1, 2, 5, 14, 300]) expect(formFor(count, "عاماً من الخبرة", "ar")).toBe("عاماً من الخبرة");
  });
});
