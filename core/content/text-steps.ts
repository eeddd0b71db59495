import { z } from "zod";
import { languages, otherLanguage, type Lang } from "../i18n/languages";

/**
 * Translations kept in step for the page texts he edits (issue 43, item 7), as articles are: each
 * language of a text counts its versions, and remembers which version of the other language it was
 * last in step with and what that one said. Shipped texts are in step (a text with no entry); when he
 * changes the Arabic of a text, its English "may be out of date" until he edits or confirms it, and
 * the other way round. Kept in the content document, so drafts, history, export and backups carry it.
 */
const step = z
  .object({
    /** This language's version of the text: 1 as shipped, one more for each saved change. */
    version: z.number().int().min(1).max(1_000_000),
    /** The other language's version this one was last in step with. */
    inStepWith: z.number().int().min(0).max(1_000_000),
    /** What the other language said then (shown beside its current words when this one is behind). */
    inStepText: z.string().max(5000),
  })
  .strict();
export type TextStep = z.infer<typeof step>;
export type TextSteps = Record<string, Record<Lang, TextStep>>;

/** At most one entry per text the studio edits (a few thousand). */
export const textStepsSchema = z
  .record(z.string().regex(/^[a-z-]+:[A-Za-z0-9_.-]{1,200}$/, "key"), z.object({ ar: step, en: step }).strict())
  .refine((steps) => Object.keys(steps).length <= 10_000, "too_big");

/** The texts of a document this module reads: his overrides per language, and the steps. */
type WithTexts = { texts: Record<Lang, Record<string, string>>; textSteps?: TextSteps | undefined };
/** A text as shipped, in a language (the override's default). */
export type ShippedOf = (lang: Lang, key: string) => string | undefined;

const shippedStep = (otherText: string): TextStep => ({ version: 1, inStepWith: 1, inStepText: otherText });
const current = (document: WithTexts, lang: Lang, key: string, shipped: ShippedOf) => document.texts[lang][key] ?? shipped(lang, key) ?? "";

function stepsOf(document: WithTexts, key: string, shipped: ShippedOf): Record<Lang, TextStep> {
  return document.textSteps?.[key] ?? freshSteps((lang, text) => shipped(lang, text) ?? "", key);
}

/** Whether a language of a text is behind its other language: the other changed after they were last in step. */
export function textBehind(steps: TextSteps | undefined, key: string, lang: Lang): boolean {
  const entry = steps?.[key];
  return !!entry && entry[otherLanguage(lang)].version > entry[lang].inStepWith;
}

/** Every text with a language behind, and which. */
export function textsBehind(steps: TextSteps | undefined): { key: string; lang: Lang }[] {
  return Object.keys(steps ?? {}).flatMap((key) => languages.filter((lang) => textBehind(steps, key, lang)).map((lang) => ({ key, lang })));
}

/** How a document's text under a key reads in a language ("" when it has none). */
export type TextOf = (lang: Lang, key: string) => string;

/**
 * Counts a save's changes into `steps` (changed in place): a language whose words changed counts one
 * more version and is in step with the other as it stands; bringing a language that was behind up to
 * date is not news for the other. The language he did not touch keeps its mark, so it reads "may be
 * out of date". Writing a translation that was empty changes nothing for the other. A text with no entry yet starts from `earlier` (its steps before the save), else in step.
 */
export function countSteps(steps: TextSteps, keys: Iterable<string>, before: TextOf, after: TextOf, earlier?: TextSteps): void {
  for (const key of keys) {
    const changed = languages.filter((lang) => before(lang, key) !== after(lang, key));
    if (changed.length === 0) continue;
    const entry = steps[key] ?? structuredClone(earlier?.[key]) ?? { ar: shippedStep(before("en", key)), en: shippedStep(before("ar", key)) };
    const wasBehind = Object.fromEntries(languages.map((lang) => [lang, entry[otherLanguage(lang)].version > entry[lang].inStepWith]));
    for (const lang of changed) entry[lang].version += 1;
    const inStep = (lang: Lang) => {
      const other = otherLanguage(lang);
      entry[lang].inStepWith = entry[other].version;
      entry[lang].inStepText = after(other, key);
    };
    for (const lang of changed) {
      inStep(lang);
      // A translation written where there was none, or one brought up to date, is no news for the other language.
      if (wasBehind[lang] || before(lang, key) === "") inStep(otherLanguage(lang));
    }
    steps[key] = entry;
  }
}

/**
 * The steps after a save of the page texts. Steps of `after` are taken as they are (a confirmation
 * made in this save), then the changed texts counted.
 */
export function trackTextSteps(before: WithTexts, after: WithTexts, shipped: ShippedOf): TextSteps | undefined {
  const steps: TextSteps = structuredClone(after.textSteps ?? {});
  const keys = new Set(languages.flatMap((lang) => [...Object.keys(before.texts[lang]), ...Object.keys(after.texts[lang])]));
  countSteps(
    steps,
    keys,
    (lang, key) => current(before, lang, key, shipped),
    (lang, key) => current(after, lang, key, shipped),
    before.textSteps,
  );
  return Object.keys(steps).length ? steps : undefined;
}

/** In step again: this language was last in step with the other's version as it stands now, which says `otherText`. */
export function inStepAgain(entry: Record<Lang, TextStep>, lang: Lang, otherText: string): Record<Lang, TextStep> {
  const next = structuredClone(entry);
  next[lang].inStepWith = next[otherLanguage(lang)].version;
  next[lang].inStepText = otherText;
  return next;
}

/** The steps of a text with no entry: in step as it reads now. */
export const freshSteps = (text: TextOf, key: string): Record<Lang, TextStep> => ({
  ar: shippedStep(text("en", key)),
  en: shippedStep(text("ar", key)),
});

/** He read both and says this language still says the same: in step again. */
export function confirmText<D extends WithTexts>(document: D, key: string, lang: Lang, shipped: ShippedOf): D {
  const entry = inStepAgain(stepsOf(document, key, shipped), lang, current(document, otherLanguage(lang), key, shipped));
  return { ...document, textSteps: { ...document.textSteps, [key]: entry } };
}
