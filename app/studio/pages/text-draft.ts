import type { ContentDocument, DocumentProblem } from "#core/content/content-document";
import type { ShippedText } from "#core/content/shipped-texts";
import type { Lang } from "#core/i18n/languages";
import type { TextProblem } from "./text-checks";

/**
 * The draft with one text's languages set: a value equal to the shipped text
 * (or only whitespace around it) is no override, so the key is removed.
 */
export function withText(document: ContentDocument, entry: ShippedText, values: Partial<Record<Lang, string>>): ContentDocument {
  for (const [lang, raw] of Object.entries(values) as [Lang, string | undefined][]) {
    if (raw === undefined) continue;
    const value = raw.trim();
    if (value === entry[lang].trim()) delete document.texts[lang][entry.key];
    else document.texts[lang][entry.key] = value;
  }
  return document;
}

/**
 * What a refused save says about this text, by language: the problems reported on its key, and a taken
 * slug reported on the other page that has it in a language being saved.
 */
export function problemsOf(problems: readonly DocumentProblem[], entry: ShippedText, langs: readonly Lang[]): Partial<Record<Lang, TextProblem>> {
  const found: Partial<Record<Lang, TextProblem>> = {};
  for (const problem of problems) {
    const [, lang, key] = /^texts\.(ar|en)\.(.+)$/.exec(problem.path) ?? [];
    if (lang !== "ar" && lang !== "en") continue;
    if (key === entry.key || (entry.slug && problem.code === "slug_taken" && langs.includes(lang))) {
      found[lang] = { code: problem.code as TextProblem["code"] };
    }
  }
  return found;
}
