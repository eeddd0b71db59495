import type { Lang } from "../i18n/languages";
import { bodyText, type BodyDoc } from "./article-body";

/** Average silent-reading speeds, in words a minute. */
const wordsPerMinute: Record<Lang, number> = { ar: 138, en: 228 };

/** Arabic diacritics (harakat, tanwin, shadda, sukun and the rest of the block) and the superscript alef. */
const diacritics = /[\u064b-\u065f\u0670]/g;
/** Tatweel stretches a word; it is not a letter. */
const tatweel = /\u0640/g;
/** A word has at least one letter or digit: a dash or an emoji alone is not one. */
const wordLike = /[\p{L}\p{N}]/u;

export type BodyStats = { words: number; characters: number; readingMinutes: number };

export function bodyStats(body: BodyDoc, lang: Lang): BodyStats {
  const text = bodyText(body);
  const words = text
    .replace(diacritics, "")
    .replace(tatweel, "")
    .split(/\s+/)
    .filter((word) => wordLike.test(word)).length;
  // Characters as the reader sees them (grapheme clusters): a diacritic belongs to its letter, an emoji is one.
  let characters = 0;
  for (const { segment } of new Intl.Segmenter("und", { granularity: "grapheme" }).segment(text)) {
    if (!/^\s+$/u.test(segment)) characters += 1;
  }
  const readingMinutes = words === 0 ? 0 : Math.max(1, Math.ceil(words / wordsPerMinute[lang]));
  return { words, characters, readingMinutes };
}
