import { z } from "zod";
import { languages, otherLanguage, type Lang } from "../i18n/languages";
import { imageId, itemId, ownerText } from "../content/content-fields";
import { slugProblem } from "../content/list-kit";
import { bodyText, parseArticleBody, type BodyDoc } from "./article-body";

/**
 * One article as the studio edits it and the site stores it (ADR 056): each
 * language is there or not (an article may be Arabic only, English only or
 * both), with its own title, address, summary and body; the cover, the
 * categories and the related services and sectors are shared. Each language
 * also carries what the translation check needs: how often its words have
 * changed, and the other language's words when the two were last in step.
 */

const emptyBody: BodyDoc = { type: "doc", content: [{ type: "paragraph" }] };

const articleSlug = z.string().superRefine((value, context) => {
  const problem = slugProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

const body = z.unknown().transform((value, context): BodyDoc => {
  const parsed = parseArticleBody(value);
  if (parsed.ok) return parsed.body;
  context.addIssue({ code: "custom", message: parsed.problem.code, path: parsed.problem.path ? parsed.problem.path.split(".") : [] });
  return z.NEVER;
});

export const articleLanguageSchema = z
  .object({
    title: ownerText(140),
    slug: articleSlug,
    summary: ownerText(300),
    body: body.default(emptyBody),
    /** The cover picture's description in this language. */
    coverAlt: ownerText(200).default(""),
    /** The phrase he wants the article found for (advice only, never a block). */
    focusPhrase: ownerText(80).default(""),
    /** Grows each time this language's words (title, summary, body) change. */
    textVersion: z.number().int().min(1).default(1),
    /** The other language's `textVersion` when this one was last written or confirmed against it; 0 when never. */
    inStepWith: z.number().int().min(0).default(0),
    /** The other language's words when the two were last in step: what the side-by-side view compares with. */
    inStepText: z.string().max(120_000).default(""),
  })
  .strict();
export type ArticleLanguage = z.infer<typeof articleLanguageSchema>;

export const articleCover = z
  .object({
    id: imageId,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    focus: z
      .object({ x: z.number().int().min(0).max(100), y: z.number().int().min(0).max(100) })
      .strict()
      .optional(),
  })
  .strict();

export const articleDocumentSchema = z
  .object({
    ar: articleLanguageSchema.nullable().default(null),
    en: articleLanguageSchema.nullable().default(null),
    cover: articleCover.nullable().default(null),
    /** Ids of the article-categories list. */
    categories: z.array(itemId).max(6, "too_big").default([]),
    /** Ids of his services and sectors: the article links to them, their pages list it. */
    services: z.array(itemId).max(8, "too_big").default([]),
    sectors: z.array(itemId).max(8, "too_big").default([]),
  })
  .strict()
  .refine((document) => document.ar !== null || document.en !== null, { message: "no_language", path: ["ar"] });
export type ArticleDocument = z.infer<typeof articleDocumentSchema>;

export type ArticleProblem = { path: string; code: string };

/** Validates and normalises a stored or sent article; the first problems, by path, when it is refused. */
export function parseArticle(raw: unknown): { ok: true; article: ArticleDocument } | { ok: false; problems: ArticleProblem[] } {
  const result = articleDocumentSchema.safeParse(raw);
  if (result.success) return { ok: true, article: result.data };
  return {
    ok: false,
    problems: result.error.issues
      .slice(0, 10)
      .map((issue) => ({ path: issue.path.join("."), code: issue.message.length < 40 ? issue.message : issue.code })),
  };
}

/** The languages an article exists in. */
export const articleLanguages = (article: ArticleDocument): Lang[] => languages.filter((lang) => article[lang] !== null);

/** What a language must have before it is published: a title, an address and some words. */
export function publishProblems(article: ArticleDocument): ArticleProblem[] {
  const problems: ArticleProblem[] = [];
  for (const lang of articleLanguages(article)) {
    const version = article[lang]!;
    if (!version.title) problems.push({ path: `${lang}.title`, code: "required" });
    if (!version.slug) problems.push({ path: `${lang}.slug`, code: "required" });
    if (!version.summary) problems.push({ path: `${lang}.summary`, code: "required" });
    if (!bodyText(version.body).trim()) problems.push({ path: `${lang}.body`, code: "required" });
  }
  return problems;
}

/** The words the translation check compares: title, summary and body as text. */
export const wordsOf = (version: ArticleLanguage): string => [version.title, version.summary, bodyText(version.body)].join("\n\n");

/**
 * The translation check (issue 43, item 7) after a save: a language whose
 * words changed counts one more version and is in step with the other as it
 * stands; a language added is the other's match (adding a translation makes
 * nothing out of date), and so is a language he brings up to date after the
 * other changed. The language he did not touch keeps its mark, so it reads
 * "may be out of date" until he edits or confirms it.
 */
export function trackTranslations(before: ArticleDocument | null, after: ArticleDocument): ArticleDocument {
  const next = structuredClone(after);
  for (const lang of languages) {
    const version = next[lang];
    if (!version) continue;
    const previous = before?.[lang] ?? null;
    version.textVersion = previous?.textVersion ?? 1;
    version.inStepWith = previous?.inStepWith ?? 0;
    version.inStepText = previous?.inStepText ?? "";
  }
  for (const lang of languages) {
    const version = next[lang];
    const previous = before?.[lang] ?? null;
    if (!version || !previous || wordsOf(previous) === wordsOf(version)) continue;
    version.textVersion = previous.textVersion + 1;
  }
  const inStep = (lang: Lang) => {
    const version = next[lang]!;
    const other = next[otherLanguage(lang)]!;
    version.inStepWith = other.textVersion;
    version.inStepText = wordsOf(other);
  };
  for (const lang of languages) {
    const other = otherLanguage(lang);
    if (!next[lang] || !next[other]) continue;
    const previous = before?.[lang] ?? null;
    if (!previous) {
      // A language added: the two are each other's match.
      inStep(lang);
      inStep(other);
    } else if (wordsOf(previous) !== wordsOf(next[lang])) {
      inStep(lang);
      // Bringing an out-of-date translation up to date is not news for the other language.
      if (before && outOfDate(before, lang)) inStep(other);
    }
  }
  return next;
}

/** A language whose other language changed after it was last brought in step: "may be out of date". */
export function outOfDate(article: ArticleDocument, lang: Lang): boolean {
  const version = article[lang];
  const other = article[otherLanguage(lang)];
  return !!version && !!other && other.textVersion > version.inStepWith;
}

/** He read both and says this language still says the same: it is in step again. */
export function confirmInStep(article: ArticleDocument, lang: Lang): ArticleDocument {
  const next = structuredClone(article);
  const version = next[lang];
  const other = next[otherLanguage(lang)];
  if (version && other) {
    version.inStepWith = other.textVersion;
    version.inStepText = wordsOf(other);
  }
  return next;
}

/** A new article: in the studio's language, empty. */
export function newArticle(lang: Lang): ArticleDocument {
  const version: ArticleLanguage = {
    title: "",
    slug: "",
    summary: "",
    body: structuredClone(emptyBody),
    coverAlt: "",
    focusPhrase: "",
    textVersion: 1,
    inStepWith: 0,
    inStepText: "",
  };
  return { ar: lang === "ar" ? version : null, en: lang === "en" ? version : null, cover: null, categories: [], services: [], sectors: [] };
}
