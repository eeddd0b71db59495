import { z } from "zod";
import { imagesOfBody } from "./article-body";
import { articleLanguages, parseArticle, type ArticleDocument, type ArticleProblem } from "./article-document";

/**
 * An article as the content export carries it (issue 43, item 10): one
 * self-contained entry, so an owner or a script can add an article by copying
 * one and changing its texts and addresses. `article` is what visitors see
 * (the published copy; an unpublished article's working copy), `publishedAt`
 * null for one that is not published. Without `id`, an import creates a new
 * article; with one, it writes that article (or creates it with that id).
 */
export const exportedArticle = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional(),
    publishedAt: z.iso.datetime().nullable().default(null),
    revisedAt: z.iso.datetime().nullable().default(null),
    scheduledAt: z.iso.datetime().nullable().default(null),
    sample: z.boolean().default(false),
    article: z.unknown(),
  })
  .strict();
export type ExportedArticle = z.input<typeof exportedArticle>;

/** An entry checked: its article valid (nodes, marks, links, addresses) and its dates as dates. */
export type ImportedArticle = {
  id: string | undefined;
  publishedAt: Date | null;
  revisedAt: Date | null;
  scheduledAt: Date | null;
  sample: boolean;
  article: ArticleDocument;
};

/** The most articles one file may carry (the scale the articles are designed for, with room). */
export const maxExportedArticles = 2000;

/** Checks the export's articles; the first problem as `articles.<index>.<path>`, or the entries ready to write. */
export function checkExportedArticles(raw: unknown): { ok: true; articles: ImportedArticle[] } | { ok: false; problem: ArticleProblem } {
  if (raw === undefined) return { ok: true, articles: [] };
  const list = z.array(z.unknown()).max(maxExportedArticles).safeParse(raw);
  if (!list.success) return { ok: false, problem: { path: "articles", code: list.error.issues[0]!.code } };
  const articles: ImportedArticle[] = [];
  const ids = new Set<string>();
  const slugs = new Set<string>();
  for (const [index, entry] of list.data.entries()) {
    const parsed = exportedArticle.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { ok: false, problem: { path: `articles.${index}.${issue.path.join(".")}`.replace(/\.$/, ""), code: issue.code } };
    }
    const article = parseArticle(parsed.data.article);
    if (!article.ok) {
      const first = article.problems[0]!;
      return { ok: false, problem: { path: `articles.${index}.article.${first.path}`.replace(/\.$/, ""), code: first.code } };
    }
    if (parsed.data.id !== undefined) {
      if (ids.has(parsed.data.id)) return { ok: false, problem: { path: `articles.${index}.id`, code: "duplicate" } };
      ids.add(parsed.data.id);
    }
    // Two entries may not claim one address in a language (what the database's unique index would refuse later).
    for (const lang of articleLanguages(article.article)) {
      const slug = `${lang}/${article.article[lang]!.slug}`;
      if (article.article[lang]!.slug && slugs.has(slug))
        return { ok: false, problem: { path: `articles.${index}.article.${lang}.slug`, code: "slug_taken" } };
      slugs.add(slug);
    }
    const date = (value: string | null) => (value === null ? null : new Date(value));
    articles.push({
      id: parsed.data.id,
      publishedAt: date(parsed.data.publishedAt),
      revisedAt: date(parsed.data.revisedAt),
      scheduledAt: date(parsed.data.scheduledAt),
      sample: parsed.data.sample,
      article: article.article,
    });
  }
  return { ok: true, articles };
}

/** The uploads an article shows: its cover and the pictures in its bodies. */
export function imagesOfArticle(article: ArticleDocument): string[] {
  const ids = new Set<string>();
  if (article.cover) ids.add(article.cover.id);
  for (const lang of articleLanguages(article)) for (const id of imagesOfBody(article[lang]!.body)) ids.add(id);
  return [...ids];
}
