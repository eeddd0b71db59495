import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Lang } from "#core/i18n/languages";
import type { SiteContent } from "#core/content/content-types";
import type { Database } from "../db/database";
import { faqItems, portfolioCategories, portfolioItems, seedRuns, stats, testimonials } from "../db/schema";
import { sectorIds } from "#core/catalogue/sectors";

const bilingual = z.object({ ar: z.string().min(1), en: z.string().min(1) });
const videoUrl = z.url({ protocol: /^https$/ });

/** The shape of server/content/seed-data.json, checked before anything is written. */
export const seedDataSchema = z.object({
  stats: z.array(z.object({ id: z.string().min(1), number: z.number().int().nonnegative(), label: bilingual })),
  testimonials: z.array(z.object({ quote: bilingual, author: bilingual, sector: z.enum(sectorIds) })),
  faq: z.array(z.object({ q: bilingual, a: bilingual })),
  portfolio: z.array(
    z.object({
      category: z.enum(portfolioCategories),
      title: bilingual,
      description: bilingual,
      thumbnail: z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .nullish(),
      videos: z.array(videoUrl).default([]),
    }),
  ),
});

/** Loads each data set once; an owner's later edits and deletions are never undone. */
export async function seedContent(db: Database, raw: unknown): Promise<string[]> {
  const data = seedDataSchema.parse(raw);
  const loaded: string[] = [];
  const once = async (name: string, insert: (tx: Database) => Promise<unknown>) => {
    await db.transaction(async (tx) => {
      const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, name));
      if (done.length > 0) return;
      await insert(tx as unknown as Database);
      await tx.insert(seedRuns).values({ name });
      loaded.push(name);
    });
  };
  await once("stats", (tx) =>
    tx.insert(stats).values(data.stats.map((s, i) => ({ id: s.id, number: s.number, labelAr: s.label.ar, labelEn: s.label.en, sort: i }))),
  );
  await once("testimonials", (tx) =>
    tx.insert(testimonials).values(
      data.testimonials.map((t, i) => ({
        quoteAr: t.quote.ar,
        quoteEn: t.quote.en,
        authorAr: t.author.ar,
        authorEn: t.author.en,
        sector: t.sector,
        sort: i,
      })),
    ),
  );
  await once("faq", (tx) =>
    tx.insert(faqItems).values(data.faq.map((f, i) => ({ questionAr: f.q.ar, questionEn: f.q.en, answerAr: f.a.ar, answerEn: f.a.en, sort: i }))),
  );
  await once("portfolio", (tx) =>
    tx.insert(portfolioItems).values(
      data.portfolio.map((p, i) => ({
        category: p.category,
        titleAr: p.title.ar,
        titleEn: p.title.en,
        descriptionAr: p.description.ar,
        descriptionEn: p.description.en,
        thumbnail: p.thumbnail ?? null,
        videos: p.videos,
        sort: i,
      })),
    ),
  );
  return loaded;
}

export type ContentService = {
  get: (lang: Lang) => Promise<SiteContent>;
  /** Call after the owner edits any list. */
  invalidate: () => void;
};

export function createContentService(db: Database): ContentService {
  let cache: Promise<Record<Lang, SiteContent>> | undefined;
  const load = async (): Promise<Record<Lang, SiteContent>> => {
    const [statRows, testimonialRows, faqRows, portfolioRows] = await Promise.all([
      db.select().from(stats).orderBy(asc(stats.sort)),
      db.select().from(testimonials).where(eq(testimonials.published, true)).orderBy(asc(testimonials.sort), asc(testimonials.id)),
      db.select().from(faqItems).where(eq(faqItems.published, true)).orderBy(asc(faqItems.sort), asc(faqItems.id)),
      db.select().from(portfolioItems).where(eq(portfolioItems.published, true)).orderBy(asc(portfolioItems.sort), asc(portfolioItems.id)),
    ]);
    const pick = (lang: Lang): SiteContent => ({
      stats: statRows.map((s) => ({ id: s.id, number: s.number, label: lang === "ar" ? s.labelAr : s.labelEn })),
      testimonials: testimonialRows.map((t) => ({
        id: t.id,
        quote: lang === "ar" ? t.quoteAr : t.quoteEn,
        author: lang === "ar" ? t.authorAr : t.authorEn,
        sector: t.sector,
      })),
      faq: faqRows.map((f) => ({ id: f.id, q: lang === "ar" ? f.questionAr : f.questionEn, a: lang === "ar" ? f.answerAr : f.answerEn })),
      portfolio: portfolioRows.map((p) => ({
        id: p.id,
        category: p.category,
        title: lang === "ar" ? p.titleAr : p.titleEn,
        description: lang === "ar" ? p.descriptionAr : p.descriptionEn,
        thumbnail: p.thumbnail,
        videos: p.videos,
      })),
    });
    return { ar: pick("ar"), en: pick("en") };
  };
  return {
    async get(lang) {
      cache ??= load().catch((error: unknown) => {
        cache = undefined;
        throw error;
      });
      return (await cache)[lang];
    },
    invalidate() {
      cache = undefined;
    },
  };
}
