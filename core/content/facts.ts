import type { Lang } from "../i18n/languages";

/**
 * Facts the copy states, written once (the studio's Facts list) and referred
 * to from any text as a token: `{campaigns}` is the counted phrase ("900
 * creative campaigns", "900 حملة إبداعية"), `{years}` the years since the
 * year he started, `{city}` a word or two. `{id.number}` is the number as
 * stored (the year he started), `{id.count}` the number counted (14).
 */
export const factKinds = ["count", "years", "words"] as const;
export type FactKind = (typeof factKinds)[number];
export type Fact = { id: string; kind: FactKind; number: number; forms: Record<Lang, string> };

/**
 * The forms of a counted noun, separated by "|": in English "one|other"
 * ("campaign|campaigns"); in Arabic "one|two|few|many|other" as CLDR names
 * them: 1 ("حملة واحدة"), 2 ("حملتان"), 3–10 ("حملات"), 11–99 ("حملةً"),
 * 100 and up ("حملة"). In Arabic the forms for one and two are the whole
 * phrase (they say the number); the others follow the number. A sixth
 * Arabic form may give the two in the oblique case ("حملتين"), which a text
 * asks for after a preposition, a noun it belongs to or a verb
 * (`{campaigns.oblique}`: «على مدى عامين»); without it each word of the
 * two's form ending in -ان takes -ين. Only the dual changes with the case
 * once the number is written in digits.
 */
export const formOrder: Record<Lang, readonly Intl.LDMLPluralRule[]> = { en: ["one", "other"], ar: ["one", "two", "few", "many", "other"] };

/** A language's plural rules, made when first needed (making them loads the locale's data). */
const rules: Partial<Record<Lang, Intl.PluralRules>> = {};
const pluralRules = (lang: Lang) => (rules[lang] ??= new Intl.PluralRules(lang));

/** The year now in Baghdad (the site's facts count years there). */
let baghdadYearFormat: Intl.DateTimeFormat | undefined;
export const baghdadYear = (now = new Date()): number =>
  Number((baghdadYearFormat ??= new Intl.DateTimeFormat("en", { timeZone: "Asia/Baghdad", year: "numeric" })).format(now));

/** How many a fact counts: its number, or the years since the year it gives. */
export const factCount = (fact: Fact, year: number): number => (fact.kind === "years" ? Math.max(0, year - fact.number) : fact.number);

/** The published facts of a document's Facts list, by id. */
export const factsById = (facts: readonly (Fact & { published: boolean })[]): Map<string, Fact> =>
  new Map(facts.filter((fact) => fact.published).map((fact) => [fact.id, fact]));

/**
 * The figure an item shows (a home page stat): the count of the fact it picks, when that fact is
 * published and counts something (his campaigns, his years since he started), else its own number.
 */
export function figureOf(number: number, factId: unknown, facts: ReadonlyMap<string, Fact>, year: number): number {
  const fact = typeof factId === "string" && factId ? facts.get(factId) : undefined;
  return fact && fact.kind !== "words" ? factCount(fact, year) : number;
}

/** The case a counted noun stands in: as a subject, or after a preposition, a noun or a verb (Arabic's dual alone differs). */
export type NounCase = "plain" | "oblique";

/** The dual's oblique form from its plain one: every word ending in -ان takes -ين ("حملتان إبداعيتان" → "حملتين إبداعيتين"). */
const obliqueDual = (form: string): string => form.replace(/(\p{L}{2,})ان(?=$|[\s،,.])/gu, "$1ين");

/** The form for a number and whether it says the number itself (Arabic's one and two, when every form is given). */
function chosenForm(count: number, forms: string, lang: Lang, nounCase: NounCase): { form: string; saysNumber: boolean } {
  const parts = forms.split("|").map((part) => part.trim());
  const category = pluralRules(lang).select(count);
  const order = formOrder[lang];
  // Every form given: each category has its own. Fewer (a singular and a plural): one, or the last for the rest.
  const complete = parts.length >= order.length;
  const index = complete ? order.indexOf(category) : category === "one" ? 0 : parts.length - 1;
  const form = (index >= 0 ? parts[index] : undefined) || parts.at(-1) || "";
  const saysNumber = lang === "ar" && complete && (category === "one" || category === "two");
  if (lang !== "ar" || nounCase === "plain" || category !== "two" || !complete) return { form, saysNumber };
  return { form: parts[order.length] || obliqueDual(form), saysNumber };
}

/**
 * The form of a counted noun or label that goes with a number, without the number: "years of
 * experience" for 14, «أعوام من الخبرة» for 5. A text with no "|" is its own single form.
 */
export const formFor = (count: number, forms: string, lang: Lang, nounCase: NounCase = "plain"): string =>
  chosenForm(count, forms, lang, nounCase).form;

/** A counted noun for a number in a language, from its forms: "900 creative campaigns", «عامان», «5 أعوام». */
export function counted(count: number, forms: string, lang: Lang, nounCase: NounCase = "plain"): string {
  const { form, saysNumber } = chosenForm(count, forms, lang, nounCase);
  if (saysNumber) return form;
  return form ? `${count} ${form}` : String(count);
}

/** What a fact reads as in a text: the counted phrase, or its words. */
export function factPhrase(fact: Fact, lang: Lang, year: number, nounCase: NounCase = "plain"): string {
  if (fact.kind === "words") return fact.forms[lang].trim();
  return counted(factCount(fact, year), fact.forms[lang], lang, nounCase);
}

/** A token in a text: `{id}`, `{id.oblique}`, `{id.number}` or `{id.count}` (never inside an i18next `{{placeholder}}`). */
const token = /(?<!\{)\{([a-z0-9][a-z0-9-]{0,39})(?:\.(number|count|oblique))?\}(?!\})/g;

/** A text with every token of a known fact written out; unknown tokens stay as they are. */
export function renderFacts(text: string, facts: ReadonlyMap<string, Fact>, lang: Lang, year: number): string {
  if (!text.includes("{")) return text;
  return text.replace(token, (whole, id: string, part: "number" | "count" | "oblique" | undefined) => {
    const fact = facts.get(id);
    if (!fact) return whole;
    if (part === "number") return String(fact.number);
    if (part === "count") return String(factCount(fact, year));
    return factPhrase(fact, lang, year, part === "oblique" ? "oblique" : "plain");
  });
}

/** The facts a text refers to, by id, in order of appearance. */
export const factsIn = (text: string): string[] => [...new Set([...text.matchAll(token)].map((match) => match[1]!))];

/** Every string in a value (a bundle, a list item) passed through `map`; other values kept. */
export function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === "string") return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, map)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)])) as T;
  }
  return value;
}
