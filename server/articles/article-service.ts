import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import { languages, type Lang } from "#core/i18n/languages";
import {
  articleLanguages,
  confirmInStep,
  newArticle,
  outOfDate,
  parseArticle,
  publishProblems,
  trackTranslations,
  wordsOf,
  type ArticleDocument,
  type ArticleProblem,
} from "#core/articles/article-document";
import { foldText, searchTerms } from "#core/search/arabic-fold";
import { sameContent } from "#core/content/revision-diff";
import { bodyStats } from "#core/articles/article-stats";
import type { ArticleListState, ArticleRevisionInfo, ArticleState, ArticleSummary, StudioArticle } from "#core/articles/article-wire";
import type { ExportedArticle, ImportedArticle } from "#core/articles/article-transfer";
import type { Database, DbOrTx } from "../db/database";
import { articleRevisions, articles, slugRedirects } from "../db/schema";

/**
 * His articles (ADR 056): each one a row, saved, published and kept in
 * history on its own, so a save sends and stores one article and publishing
 * one touches only the pages that show it. Scheduled articles are published
 * by whichever instance finds them due first (FOR UPDATE SKIP LOCKED).
 */

/** A published article as the public pages read it. */
export type PublicArticle = {
  id: string;
  document: ArticleDocument;
  publishedAt: Date;
  revisedAt: Date | null;
};

export class ArticleError extends Error {
  readonly status: 400 | 404 | 409;
  readonly code: string;
  readonly problems: ArticleProblem[];
  constructor(status: 400 | 404 | 409, code: string, problems: ArticleProblem[] = []) {
    super(code);
    this.status = status;
    this.code = code;
    this.problems = problems;
  }
}

type Row = typeof articles.$inferSelect;

/** An article's state from its schedule, whether it is published, and whether the working copy is the published one. */
const stateFrom = (scheduled: boolean, published: boolean, same: boolean): ArticleState =>
  scheduled ? "scheduled" : !published ? "draft" : same ? "published" : "changed";
const stateOf = (row: Row): ArticleState =>
  stateFrom(!!row.scheduledAt, !!row.published, JSON.stringify(row.published) === JSON.stringify(row.draft));

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toStudio(row: Row): StudioArticle {
  return {
    id: row.id,
    version: row.version,
    draft: row.draft,
    published: row.published,
    publishedAt: iso(row.publishedAt),
    revisedAt: iso(row.revisedAt),
    scheduledAt: iso(row.scheduledAt),
    updatedAt: row.draftUpdatedAt.toISOString(),
    sample: row.sample,
    state: stateOf(row),
  };
}

/** The columns a published copy fills: its addresses and its words folded for search. */
function publishedColumns(document: ArticleDocument | null) {
  const column = (lang: Lang) => document?.[lang] ?? null;
  return {
    slugAr: column("ar")?.slug || null,
    slugEn: column("en")?.slug || null,
    searchAr: column("ar") ? foldText(wordsOf(column("ar")!)) : null,
    searchEn: column("en") ? foldText(wordsOf(column("en")!)) : null,
    titleFoldedAr: column("ar") ? foldText(column("ar")!.title) : null,
    titleFoldedEn: column("en") ? foldText(column("en")!.title) : null,
    minutesAr: column("ar") ? bodyStats(column("ar")!.body, "ar").readingMinutes : null,
    minutesEn: column("en") ? bodyStats(column("en")!.body, "en").readingMinutes : null,
  };
}

/** Every published article's addresses and the revision it was last changed at (what the page cache keys its pages by). */
export type ArticleAddresses = {
  /** Changes when any article visitors see changes (a publish, unpublish, restore, delete or undo). */
  stamp: string;
  slugs: Record<string, Partial<Record<Lang, string>>>;
  changedAt: Map<string, number>;
};

export type ArticleServiceOptions = {
  /** How often the published addresses are checked for another instance's change (1 s). */
  recheckMs?: number;
  /** Awaited after a change visitors see, with the article's id (the page cache re-renders the pages that show it). */
  onVisibleChange?: (articleId: string) => Promise<void>;
  now?: () => Date;
};

export type ArticleService = ReturnType<typeof createArticleService>;

/** How long a deleted article is kept (Undo, the Deleted filter) before it goes for good with its history. */
export const deletedArticleKeepDays = 30;

export function createArticleService(db: Database, options: ArticleServiceOptions = {}) {
  const announce = options.onVisibleChange ?? (async () => undefined);
  const now = options.now ?? (() => new Date());

  const find = async (tx: DbOrTx, id: string, lock = false) => {
    const query = tx
      .select()
      .from(articles)
      .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new ArticleError(404, "no_such_article");
    return row;
  };

  /** Each language's address must be no other live article's (draft or published) in that language. */
  async function checkSlugs(tx: DbOrTx, id: string, document: ArticleDocument) {
    const problems: ArticleProblem[] = [];
    for (const lang of articleLanguages(document)) {
      const slug = document[lang]!.slug;
      if (!slug) continue;
      const [taken] = await tx
        .select({ id: articles.id })
        .from(articles)
        .where(
          and(
            isNull(articles.deletedAt),
            sql`${articles.id} <> ${id}`,
            sql`(${lang === "ar" ? articles.slugAr : articles.slugEn} = ${slug} OR ${articles.draft} -> ${lang} ->> 'slug' = ${slug})`,
          ),
        )
        .limit(1);
      if (taken) problems.push({ path: `${lang}.slug`, code: "slug_taken" });
    }
    if (problems.length > 0) throw new ArticleError(409, "slug_taken", problems);
  }

  /** Makes `document` the published copy: a revision, the columns, the old addresses' redirects. */
  async function publishRow(
    tx: DbOrTx,
    row: Row,
    document: ArticleDocument,
    author: string,
    action: "publish" | "restore",
    restoredFrom: number | null = null,
  ) {
    const problems = publishProblems(document);
    if (problems.length > 0) throw new ArticleError(409, "not_ready", problems);
    const at = now();
    const wordsChanged =
      !!row.published &&
      languages.some((lang) => (row.published?.[lang] ? wordsOf(row.published[lang]!) : "") !== (document[lang] ? wordsOf(document[lang]!) : ""));
    await tx
      .update(articles)
      .set({
        published: document,
        draft: document,
        publishedAt: row.publishedAt ?? at,
        revisedAt: row.publishedAt && wordsChanged ? at : row.revisedAt,
        scheduledAt: null,
        sample: row.sample && sameContent(row.published, document),
        version: row.version + 1,
        draftUpdatedAt: at,
        ...publishedColumns(document),
      })
      .where(eq(articles.id, row.id));
    await tx.insert(articleRevisions).values({ articleId: row.id, author, action, document, restoredFrom });
    await redirectOldSlugs(tx, row.id, row.published, document);
  }

  async function redirectOldSlugs(tx: DbOrTx, id: string, before: ArticleDocument | null, after: ArticleDocument | null) {
    for (const lang of languages) {
      const from = before?.[lang]?.slug;
      const to = after?.[lang]?.slug;
      if (from && from !== to)
        await tx
          .insert(slugRedirects)
          .values({ kind: "article", lang, slug: from, pageId: id })
          .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.lang, slugRedirects.slug], set: { pageId: id } });
      if (to) await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, "article"), eq(slugRedirects.lang, lang), eq(slugRedirects.slug, to)));
    }
  }

  const visible = async (id: string) => {
    addressCache = undefined;
    await announce(id);
  };
  let addressCache: { checkedAt: number; value: Promise<ArticleAddresses> } | undefined;
  const recheckMs = options.recheckMs ?? 1000;

  async function loadAddresses(stamp: string): Promise<ArticleAddresses> {
    const rows = await db
      .select({
        id: articles.id,
        slugAr: articles.slugAr,
        slugEn: articles.slugEn,
        changedAt: sql<number>`(SELECT coalesce(max(r.id), 0) FROM article_revisions r WHERE r.article_id = "articles"."id")::int`,
      })
      .from(articles)
      .where(and(isNull(articles.deletedAt), sql`(${articles.slugAr} IS NOT NULL OR ${articles.slugEn} IS NOT NULL)`));
    const slugs: ArticleAddresses["slugs"] = {};
    const changedAt = new Map<string, number>();
    for (const row of rows) {
      slugs[row.id] = { ...(row.slugAr && { ar: row.slugAr }), ...(row.slugEn && { en: row.slugEn }) };
      changedAt.set(row.id, Number(row.changedAt));
    }
    return { stamp, slugs, changedAt };
  }

  const service = {
    /** The studio's list: newest first, filtered by state and category and by words in either title. */
    async list(filter: { state?: ArticleListState; category?: string; q?: string } = {}): Promise<ArticleSummary[]> {
      const conditions: SQL[] = [filter.state === "deleted" ? isNotNull(articles.deletedAt) : isNull(articles.deletedAt)];
      if (filter.category) conditions.push(sql`${articles.draft} -> 'categories' ? ${filter.category}`);
      const rows = await db
        .select({
          id: articles.id,
          version: articles.version,
          sample: articles.sample,
          publishedAt: articles.publishedAt,
          scheduledAt: articles.scheduledAt,
          draftUpdatedAt: articles.draftUpdatedAt,
          titleAr: sql<string | null>`${articles.draft} -> 'ar' ->> 'title'`,
          titleEn: sql<string | null>`${articles.draft} -> 'en' ->> 'title'`,
          categories: sql<string[]>`${articles.draft} -> 'categories'`,
          hasPublished: sql<boolean>`${articles.published} IS NOT NULL`,
          same: sql<boolean>`${articles.published} = ${articles.draft}`,
          versions: sql<Record<Lang, { t: number; s: number } | null>>`jsonb_build_object(
            'ar', CASE WHEN ${articles.draft} -> 'ar' = 'null'::jsonb THEN NULL ELSE jsonb_build_object('t', ${articles.draft} -> 'ar' -> 'textVersion', 's', ${articles.draft} -> 'ar' -> 'inStepWith') END,
            'en', CASE WHEN ${articles.draft} -> 'en' = 'null'::jsonb THEN NULL ELSE jsonb_build_object('t', ${articles.draft} -> 'en' -> 'textVersion', 's', ${articles.draft} -> 'en' -> 'inStepWith') END)`,
        })
        .from(articles)
        .where(and(...conditions))
        .orderBy(desc(sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`), desc(articles.id));
      const terms = filter.q ? searchTerms(filter.q) : [];
      return rows
        .map((row): ArticleSummary => {
          const langs = languages.filter((lang) => row.versions[lang]);
          const stale = langs.filter((lang) => {
            const other = row.versions[lang === "ar" ? "en" : "ar"];
            return !!other && other.t > row.versions[lang]!.s;
          });
          return {
            id: row.id,
            state: stateFrom(!!row.scheduledAt, row.hasPublished, row.same),
            titles: { ar: row.titleAr, en: row.titleEn },
            languages: langs,
            categories: row.categories ?? [],
            publishedAt: iso(row.publishedAt),
            scheduledAt: iso(row.scheduledAt),
            updatedAt: row.draftUpdatedAt.toISOString(),
            sample: row.sample,
            outOfDate: stale,
          };
        })
        .filter((summary) => !filter.state || filter.state === "deleted" || summary.state === filter.state)
        .filter(
          (summary) => terms.length === 0 || terms.every((term) => languages.some((lang) => foldText(summary.titles[lang] ?? "").includes(term))),
        );
    },

    async get(id: string): Promise<StudioArticle> {
      return toStudio(await find(db, id));
    },

    async create(author: string, lang: Lang): Promise<StudioArticle> {
      const id = randomBytes(8).toString("hex");
      const [row] = await db
        .insert(articles)
        .values({ id, createdBy: author, draft: newArticle(lang) })
        .returning();
      return toStudio(row!);
    },

    /** Saves his working copy; refused when another tab saved a newer one (409, nothing written). */
    async save(id: string, raw: unknown, version: number, author: string): Promise<StudioArticle> {
      const parsed = parseArticle(raw);
      if (!parsed.ok) throw new ArticleError(400, "invalid_article", parsed.problems);
      const row = await db.transaction(async (tx) => {
        const current = await find(tx, id, true);
        if (current.version !== version) throw new ArticleError(409, "stale_version");
        const document = trackTranslations(current.draft, parsed.article);
        await checkSlugs(tx, id, document);
        const [saved] = await tx
          .update(articles)
          .set({
            draft: document,
            version: current.version + 1,
            draftUpdatedAt: now(),
          })
          .where(eq(articles.id, id))
          .returning();
        void author;
        return saved!;
      });
      return toStudio(row);
    },

    /** He says a language still says the same as the other after its change. */
    async confirmTranslation(id: string, lang: Lang, version: number): Promise<StudioArticle> {
      const row = await db.transaction(async (tx) => {
        const current = await find(tx, id, true);
        if (current.version !== version) throw new ArticleError(409, "stale_version");
        const [saved] = await tx
          .update(articles)
          .set({ draft: confirmInStep(current.draft, lang), version: current.version + 1, draftUpdatedAt: now() })
          .where(eq(articles.id, id))
          .returning();
        return saved!;
      });
      return toStudio(row);
    },

    /** Publishes the working copy now, or at `at` (a time in the past publishes at once). */
    async publish(id: string, author: string, at?: Date): Promise<StudioArticle> {
      const scheduled = at && at.getTime() > now().getTime();
      await db.transaction(async (tx) => {
        const row = await find(tx, id, true);
        await checkSlugs(tx, id, row.draft);
        if (scheduled) {
          const problems = publishProblems(row.draft);
          if (problems.length > 0) throw new ArticleError(409, "not_ready", problems);
          await tx
            .update(articles)
            .set({ scheduledAt: at, version: row.version + 1 })
            .where(eq(articles.id, id));
          await tx.insert(articleRevisions).values({ articleId: id, author, action: "schedule", document: row.draft });
          return;
        }
        await publishRow(tx, row, row.draft, author, "publish");
      });
      if (!scheduled) await visible(id);
      return service.get(id);
    },

    /** Takes it off the site (its addresses answer 301 to the articles page); the working copy stays. */
    async unpublish(id: string, author: string): Promise<StudioArticle> {
      await db.transaction(async (tx) => {
        const row = await find(tx, id, true);
        await tx
          .update(articles)
          .set({ published: null, scheduledAt: null, version: row.version + 1, ...publishedColumns(null) })
          .where(eq(articles.id, id));
        if (row.published) await tx.insert(articleRevisions).values({ articleId: id, author, action: "unpublish", document: row.published });
        await redirectOldSlugs(tx, id, row.published, null);
      });
      await visible(id);
      return service.get(id);
    },

    /** Deletes it (Undo brings it back as it was, published or not). */
    async remove(id: string, author = "studio"): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await find(tx, id, true);
        await tx.update(articles).set({ deletedAt: now(), scheduledAt: null }).where(eq(articles.id, id));
        if (row.published) await tx.insert(articleRevisions).values({ articleId: id, author, action: "delete", document: row.published });
        await redirectOldSlugs(tx, id, row.published, null);
      });
      await visible(id);
    },

    async undoRemove(id: string, author = "studio"): Promise<StudioArticle> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(articles)
          .where(and(eq(articles.id, id), isNotNull(articles.deletedAt)))
          .for("update");
        if (!row) throw new ArticleError(404, "no_such_article");
        await checkSlugs(tx, id, row.draft);
        await tx.update(articles).set({ deletedAt: null }).where(eq(articles.id, id));
        if (row.published) await tx.insert(articleRevisions).values({ articleId: id, author, action: "undelete", document: row.published });
        await redirectOldSlugs(tx, id, null, row.published);
      });
      await visible(id);
      return service.get(id);
    },

    async revisions(id: string): Promise<ArticleRevisionInfo[]> {
      await find(db, id);
      const rows = await db
        .select({
          id: articleRevisions.id,
          createdAt: articleRevisions.createdAt,
          author: articleRevisions.author,
          action: articleRevisions.action,
          restoredFrom: articleRevisions.restoredFrom,
        })
        .from(articleRevisions)
        .where(eq(articleRevisions.articleId, id))
        .orderBy(desc(articleRevisions.id));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async revision(id: string, revisionId: number): Promise<ArticleDocument> {
      const [row] = await db
        .select({ document: articleRevisions.document })
        .from(articleRevisions)
        .where(and(eq(articleRevisions.articleId, id), eq(articleRevisions.id, revisionId)));
      if (!row) throw new ArticleError(404, "no_such_revision");
      return row.document;
    },

    /** Publishes an earlier version again, as a new revision. */
    async restore(id: string, revisionId: number, author: string): Promise<StudioArticle> {
      const document = await service.revision(id, revisionId);
      const parsed = parseArticle(document);
      if (!parsed.ok) throw new ArticleError(400, "invalid_article", parsed.problems);
      await db.transaction(async (tx) => {
        const row = await find(tx, id, true);
        await checkSlugs(tx, id, parsed.article);
        await publishRow(tx, row, parsed.article, author, "restore", revisionId);
      });
      await visible(id);
      return service.get(id);
    },

    /**
     * Publishes every scheduled article that is due. Any instance may run it:
     * each due row is taken under a lock the others skip, so one instance
     * publishes it, once. Returns the ids published.
     */
    async publishDue(): Promise<string[]> {
      const published: string[] = [];
      for (;;) {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(articles)
            .where(and(isNull(articles.deletedAt), isNotNull(articles.scheduledAt), lte(articles.scheduledAt, now())))
            .orderBy(asc(articles.scheduledAt))
            .limit(1)
            .for("update", { skipLocked: true });
          if (!row) return undefined;
          try {
            await publishRow(tx, row, row.draft, "schedule", "publish");
          } catch (error) {
            // Not publishable any more (an address taken meanwhile): it stays a draft, unscheduled, for him to see.
            if (!(error instanceof ArticleError)) throw error;
            await tx.update(articles).set({ scheduledAt: null }).where(eq(articles.id, row.id));
          }
          return row.id;
        });
        if (!id) break;
        published.push(id);
        await visible(id);
      }
      return published;
    },

    /**
     * Deletes for good the articles deleted more than `keepDays` ago, with their history (their Undo is long
     * gone; the deletion stays in the audit log). Their old addresses keep answering 301 to the articles page.
     */
    async purgeDeleted(keepDays = deletedArticleKeepDays): Promise<number> {
      const before = new Date(now().getTime() - keepDays * 86_400_000);
      const purged = await db
        .delete(articles)
        .where(and(isNotNull(articles.deletedAt), lte(articles.deletedAt, before)))
        .returning({ id: articles.id });
      return purged.length;
    },

    // ---- Export and import (issue 43, item 10) ----

    /** Every live article as the content export carries it: what visitors see (an unpublished one's working copy). */
    async exportEntries(): Promise<ExportedArticle[]> {
      const rows = await db.select().from(articles).where(isNull(articles.deletedAt)).orderBy(asc(articles.createdAt), asc(articles.id));
      return rows.map((row) => ({
        id: row.id,
        publishedAt: iso(row.publishedAt),
        revisedAt: iso(row.revisedAt),
        scheduledAt: iso(row.scheduledAt),
        sample: row.sample,
        article: row.published ?? row.draft,
      }));
    },

    /**
     * Writes an import's articles inside its transaction: each entry becomes that article as the file has it
     * (published or not, its dates kept), a new one when its id is unknown; an address another live article
     * has refuses the whole import (409, the problem's path names the entry). Articles the file does not name
     * stay as they are. Call `imported` after the transaction commits.
     */
    async importEntries(tx: DbOrTx, entries: ImportedArticle[], author: string): Promise<string[]> {
      const ids: string[] = [];
      for (const [index, entry] of entries.entries()) {
        const id = entry.id ?? randomBytes(8).toString("hex");
        const [existing] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
        try {
          await checkSlugs(tx, id, entry.article);
        } catch (error) {
          if (!(error instanceof ArticleError)) throw error;
          throw new ArticleError(
            409,
            error.code,
            error.problems.map((problem) => ({ ...problem, path: `articles.${index}.article.${problem.path}` })),
          );
        }
        const published = entry.publishedAt ? entry.article : null;
        const values = {
          draft: entry.article,
          published,
          publishedAt: entry.publishedAt,
          revisedAt: entry.publishedAt ? entry.revisedAt : null,
          scheduledAt: entry.publishedAt ? null : entry.scheduledAt,
          deletedAt: null,
          sample: entry.sample,
          draftUpdatedAt: now(),
          ...publishedColumns(published),
        };
        if (existing)
          await tx
            .update(articles)
            .set({ ...values, version: existing.version + 1 })
            .where(eq(articles.id, id));
        else await tx.insert(articles).values({ id, createdBy: author, ...values });
        if (published || existing?.published)
          await tx
            .insert(articleRevisions)
            .values({ articleId: id, author, action: published ? "import" : "unpublish", document: published ?? existing!.published! });
        await redirectOldSlugs(tx, id, existing?.deletedAt ? null : (existing?.published ?? null), published);
        ids.push(id);
      }
      return ids;
    },

    /** How many of an import's entries would add or change an article (the restore's summary). */
    async changedBy(entries: ImportedArticle[]): Promise<number> {
      const ids = entries.map((entry) => entry.id).filter((id): id is string => id !== undefined);
      const rows = ids.length
        ? await db
            .select({ id: articles.id, published: articles.published, draft: articles.draft, deletedAt: articles.deletedAt })
            .from(articles)
            .where(inArray(articles.id, ids))
        : [];
      const current = new Map(rows.map((row) => [row.id, row]));
      return entries.filter((entry) => {
        const row = entry.id === undefined ? undefined : current.get(entry.id);
        if (!row || row.deletedAt) return true;
        const shown = entry.publishedAt ? row.published : row.published ? null : row.draft;
        // Compared key order aside: jsonb keeps its own.
        return !sameContent(shown, entry.article);
      }).length;
    },

    /** After an import committed: the pages that show articles are rendered again. */
    async imported(ids: string[]): Promise<void> {
      if (ids.length > 0) await visible(ids[0]!);
    },

    // ---- The shipped samples (issue 43, item 9) ----

    /** Writes the sample articles, published, on a fresh install (the caller knows it is one). */
    async seedSamples(documents: ArticleDocument[]): Promise<string[]> {
      const ids: string[] = [];
      // Dated the install's day and the days before it (UTC midnight), newest first in the order given; their ids
      // and dates are the same on every fresh install of one day, so two fresh sites render the same pages.
      const today = Math.floor(now().getTime() / 86_400_000) * 86_400_000;
      for (const [index, raw] of documents.entries()) {
        const parsed = parseArticle(raw);
        if (!parsed.ok) throw new ArticleError(400, "invalid_article", parsed.problems);
        const id = `sample-${index + 1}`;
        const at = new Date(today - index * 86_400_000);
        await db.transaction(async (tx) => {
          await checkSlugs(tx, id, parsed.article);
          await tx.insert(articles).values({
            id,
            createdBy: "seed",
            createdAt: at,
            draft: parsed.article,
            published: parsed.article,
            publishedAt: at,
            draftUpdatedAt: at,
            sample: true,
            ...publishedColumns(parsed.article),
          });
          await tx.insert(articleRevisions).values({ articleId: id, author: "seed", action: "publish", document: parsed.article });
        });
        ids.push(id);
      }
      if (ids.length > 0) await visible(ids[0]!);
      return ids;
    },

    /** "Keep them as mine": the sample articles stop counting as sample, as they are. */
    async keepSamples(): Promise<number> {
      const kept = await db
        .update(articles)
        .set({ sample: false })
        .where(and(isNull(articles.deletedAt), eq(articles.sample, true)))
        .returning({ id: articles.id });
      return kept.length;
    },

    /** Deletes every sample article in one step (each comes back with Undo); returns their ids. */
    async removeSamples(author: string): Promise<string[]> {
      const rows = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(isNull(articles.deletedAt), eq(articles.sample, true)));
      for (const row of rows) await service.remove(row.id, author);
      return rows.map((row) => row.id);
    },

    // ---- What visitors see ----

    /** A published article by its address in a language, or where an old or removed address leads. */
    async bySlug(lang: Lang, slug: string): Promise<{ article: PublicArticle } | { redirect: string | null } | undefined> {
      const [row] = await db
        .select()
        .from(articles)
        .where(and(isNull(articles.deletedAt), eq(lang === "ar" ? articles.slugAr : articles.slugEn, slug)));
      if (row?.published && row.publishedAt)
        return { article: { id: row.id, document: row.published, publishedAt: row.publishedAt, revisedAt: row.revisedAt } };
      const [moved] = await db
        .select({ id: slugRedirects.pageId })
        .from(slugRedirects)
        .where(and(eq(slugRedirects.kind, "article"), eq(slugRedirects.lang, lang), eq(slugRedirects.slug, slug)));
      if (!moved) return undefined;
      const [target] = await db
        .select({ slug: lang === "ar" ? articles.slugAr : articles.slugEn })
        .from(articles)
        .where(and(eq(articles.id, moved.id), isNull(articles.deletedAt)));
      // Renamed: its new address; unpublished or deleted: the articles page (null).
      return { redirect: target?.slug ?? null };
    },

    /** A published article by its id (its share card), or undefined. */
    async publishedById(id: string): Promise<PublicArticle | undefined> {
      const [row] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
      return row?.published && row.publishedAt
        ? { id: row.id, document: row.published, publishedAt: row.publishedAt, revisedAt: row.revisedAt }
        : undefined;
    },

    /** Published articles in a language, newest first, a page at a time (and their count). */
    async published(lang: Lang, options: { offset?: number; limit?: number; category?: string; service?: string; sector?: string } = {}) {
      const conditions: SQL[] = [isNull(articles.deletedAt), isNotNull(lang === "ar" ? articles.slugAr : articles.slugEn)];
      if (options.category) conditions.push(sql`${articles.published} -> 'categories' ? ${options.category}`);
      if (options.service) conditions.push(sql`${articles.published} -> 'services' ? ${options.service}`);
      if (options.sector) conditions.push(sql`${articles.published} -> 'sectors' ? ${options.sector}`);
      const where = and(...conditions);
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: articles.id,
            publishedAt: articles.publishedAt,
            revisedAt: articles.revisedAt,
            minutes: lang === "ar" ? articles.minutesAr : articles.minutesEn,
            // Everything but the bodies: a list never sends 2,000 words per row.
            document: sql<ArticleDocument>`${articles.published} - 'ar' - 'en' || jsonb_build_object(${lang}::text, (${articles.published} -> ${lang}::text) - 'body' - 'inStepText')`,
          })
          .from(articles)
          .where(where)
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .offset(options.offset ?? 0)
          .limit(options.limit ?? 12),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(articles)
          .where(where),
      ]);
      return {
        total: count?.n ?? 0,
        items: rows.map((row) => ({
          id: row.id,
          document: row.document,
          publishedAt: row.publishedAt!,
          revisedAt: row.revisedAt,
          minutes: row.minutes ?? 0,
        })),
      };
    },

    /**
     * Published articles whose title or words hold every term (folded: core/search), title matches
     * first, then newest. `terms` come from `searchTerms`.
     */
    async search(lang: Lang, terms: string[], limit = 20) {
      if (terms.length === 0) return [];
      const words = lang === "ar" ? articles.searchAr : articles.searchEn;
      const title = lang === "ar" ? articles.titleFoldedAr : articles.titleFoldedEn;
      const all = terms.map((term) => sql`strpos(${words}, ${term}) > 0`);
      const inTitle = terms.map((term) => sql`(strpos(${title}, ${term}) > 0)::int`);
      const rows = await db
        .select({
          id: articles.id,
          publishedAt: articles.publishedAt,
          document: articles.published,
          minutes: lang === "ar" ? articles.minutesAr : articles.minutesEn,
        })
        .from(articles)
        .where(and(isNull(articles.deletedAt), isNotNull(words), ...all))
        .orderBy(desc(sql.join(inTitle, sql` + `)), desc(articles.publishedAt))
        .limit(limit);
      return rows.map((row) => ({ id: row.id, publishedAt: row.publishedAt!, document: row.document!, minutes: row.minutes ?? 0 }));
    },

    /** Every published address with its last change, for the sitemap (no documents). */
    async sitemapEntries() {
      const rows = await db
        .select({
          id: articles.id,
          slugAr: articles.slugAr,
          slugEn: articles.slugEn,
          publishedAt: articles.publishedAt,
          revisedAt: articles.revisedAt,
        })
        .from(articles)
        .where(
          and(isNull(articles.deletedAt), isNotNull(articles.publishedAt), sql`(${articles.slugAr} IS NOT NULL OR ${articles.slugEn} IS NOT NULL)`),
        );
      return rows.map((row) => ({
        id: row.id,
        slugs: { ar: row.slugAr, en: row.slugEn } as Record<Lang, string | null>,
        lastModified: row.revisedAt ?? row.publishedAt!,
      }));
    },

    /**
     * Every published article's addresses, as last read: re-read when another instance (or this one)
     * changed what visitors see, checked at most once per `recheckMs`.
     */
    async addresses(): Promise<ArticleAddresses> {
      if (addressCache && Date.now() - addressCache.checkedAt < recheckMs) return addressCache.value;
      const stamp = await service.stamp();
      const current = await addressCache?.value.catch(() => undefined);
      if (current?.stamp === stamp) {
        addressCache = { checkedAt: Date.now(), value: Promise.resolve(current) };
        return current;
      }
      const value = loadAddresses(stamp);
      addressCache = { checkedAt: Date.now(), value };
      value.catch(() => (addressCache = undefined));
      return value;
    },

    /** What changed for visitors, cheaply: other instances compare it every second. */
    async stamp(): Promise<string> {
      const [row] = await db
        .select({
          n: sql<string>`coalesce(max(${articleRevisions.id}), 0)::text || '.' || (SELECT count(*) FROM ${articles} WHERE ${articles.deletedAt} IS NOT NULL)::text`,
        })
        .from(articleRevisions);
      return row?.n ?? "0";
    },

    /** Languages whose other language changed since they were last in step, for a document. */
    outOfDate: (document: ArticleDocument): Lang[] => languages.filter((lang) => outOfDate(document, lang)),
  };
  return service;
}
