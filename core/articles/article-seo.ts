import type { Lang } from "../i18n/languages";
import { foldText } from "../search/arabic-fold";
import { firstParagraphText, headingsText, internalLinksOfBody } from "./article-body";
import type { ArticleLanguage } from "./article-document";

/** About what a search result shows before it cuts a title or a description (characters, as sent). */
export const seoLimits = { title: 60, description: 160 } as const;

/**
 * An address written from a title: lower case, words joined by hyphens, Arabic kept
 * (without its diacritics and tatweel), anything a slug may not hold dropped.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[^\p{Ll}\p{Lo}\p{Nd}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .replace(/-{2,}/g, "-")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export type SeoAdvice = {
  /** The title as a result shows it: the article's title and his name. */
  resultTitle: string;
  titleLength: number;
  descriptionLength: number;
  /** Where the focus phrase appears, matched with search's Arabic folding; null without a phrase. */
  focus: { inTitle: boolean; inFirstParagraph: boolean; inHeading: boolean; inSlug: boolean } | null;
  internalLinks: number;
};

/** Advice for one language of an article (never a block): lengths as sent, the focus phrase, internal links. */
export function seoAdvice(version: ArticleLanguage, siteName: string, lang: Lang): SeoAdvice {
  const resultTitle = `${version.title} | ${siteName}`;
  const phrase = foldText(version.focusPhrase.trim());
  const has = (text: string) => phrase !== "" && foldText(text).includes(phrase);
  const slugWords = version.slug.replace(/-/g, " ");
  void lang;
  return {
    resultTitle,
    titleLength: [...resultTitle].length,
    descriptionLength: [...version.summary].length,
    focus: phrase
      ? {
          inTitle: has(version.title),
          inFirstParagraph: has(firstParagraphText(version.body)),
          inHeading: headingsText(version.body).some(has),
          inSlug: has(slugWords),
        }
      : null,
    internalLinks: internalLinksOfBody(version.body).length,
  };
}
