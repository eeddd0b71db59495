import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * The site owner's public details: one row (id = 1). Seeded with sample
 * values (is_sample = true) that the owner replaces.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    ownerNameAr: text("owner_name_ar").notNull(),
    ownerNameEn: text("owner_name_en").notNull(),
    shortNameAr: text("short_name_ar").notNull(),
    shortNameEn: text("short_name_en").notNull(),
    phone: text("phone").notNull(),
    whatsapp: text("whatsapp").notNull(),
    email: text("email").notNull(),
    telegram: text("telegram").notNull(),
    facebook: text("facebook").notNull(),
    instagram: text("instagram").notNull(),
    linkedin: text("linkedin").notNull(),
    youtube: text("youtube").notNull(),
    isSample: boolean("is_sample").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("site_settings_single_row", sql`${table.id} = 1`)],
);

export type SiteSettingsRow = typeof siteSettings.$inferSelect;

/** Headline numbers on the home page (900 campaigns, 300 websites, 14 years). */
export const stats = pgTable("stats", {
  id: text("id").primaryKey(),
  number: integer("number").notNull(),
  labelAr: text("label_ar").notNull(),
  labelEn: text("label_en").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const sectorIds = ["politics", "health", "hospitality", "retail", "apps"] as const;

export const testimonials = pgTable("testimonials", {
  id: serial("id").primaryKey(),
  quoteAr: text("quote_ar").notNull(),
  quoteEn: text("quote_en").notNull(),
  /** A role, never a person's name. */
  authorAr: text("author_ar").notNull(),
  authorEn: text("author_en").notNull(),
  sector: text("sector", { enum: sectorIds }).notNull(),
  sort: integer("sort").notNull().default(0),
  published: boolean("published").notNull().default(true),
});

export const faqItems = pgTable("faq_items", {
  id: serial("id").primaryKey(),
  questionAr: text("question_ar").notNull(),
  questionEn: text("question_en").notNull(),
  answerAr: text("answer_ar").notNull(),
  answerEn: text("answer_en").notNull(),
  sort: integer("sort").notNull().default(0),
  published: boolean("published").notNull().default(true),
});

export const portfolioCategories = ["video", "photography", "event", "web"] as const;

export const portfolioItems = pgTable("portfolio_items", {
  id: serial("id").primaryKey(),
  category: text("category", { enum: portfolioCategories }).notNull(),
  titleAr: text("title_ar").notNull(),
  titleEn: text("title_en").notNull(),
  descriptionAr: text("description_ar").notNull(),
  descriptionEn: text("description_en").notNull(),
  /** Name of an image set under public/images/portfolio; web items have none. */
  thumbnail: text("thumbnail"),
  /** Links to a video platform, played only on request. */
  videos: jsonb("videos").$type<string[]>().notNull().default([]),
  sort: integer("sort").notNull().default(0),
  published: boolean("published").notNull().default(true),
});

/** Which seed data sets have been loaded, so an owner's deletions are not undone on restart. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});
