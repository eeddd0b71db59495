import { leadChannels, leadCurrencies, leadStages, leadStatuses } from "#core/leads/lead-wire";
import type { TopicNames } from "#core/contact/contact-schema";
import { tapChannels } from "#core/insights/insight-wire";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ContentDocument } from "#core/content/content-document";
import type { ArticleDocument } from "#core/articles/article-document";
import { revisionActions, type RevisionChange } from "#core/content/revision-diff";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
import { sql } from "drizzle-orm";
import type { Strategy, StrategyReport } from "#core/tools/website-report";

/**
 * The site owner's public details: one row (id = 1). Seeded with sample
 * values (is_sample = true) that the owner replaces.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    /**
     * The public settings, as settings-fields.ts describes them (migration 0024 gathered them from a
     * column each): a field added since is missing here until he saves, and reads as its shipped value.
     */
    values: jsonb("values").$type<Record<string, unknown>>().notNull().default({}),
    /** Where enquiry notifications go; null means the public email. */
    notifyEmail: text("notify_email"),
    /** Fields that still hold the shipped sample value; the studio lists them until replaced. */
    sampleFields: jsonb("sample_fields").$type<string[]>().notNull().default([]),
    /** Every earlier owner name, so the old about-page addresses built from it keep redirecting. */
    previousNames: jsonb("previous_names").$type<{ ar: string; en: string }[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("site_settings_single_row", sql`${table.id} = 1`)],
);

export type SiteSettingsRow = typeof siteSettings.$inferSelect;

/**
 * Every published state of the owner's content (lists, photo, text
 * overrides), newest last. The site shows the newest; restoring an earlier
 * one adds a new revision with its document.
 */
export const contentRevisions = pgTable("content_revisions", {
  id: serial("id").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** The owner's email, or "seed"/"migration" for the shipped content. */
  author: text("author").notNull(),
  action: text("action", { enum: revisionActions }).notNull(),
  restoredFrom: integer("restored_from"),
  summary: jsonb("summary").$type<RevisionChange[]>().notNull().default([]),
  document: jsonb("document").$type<ContentDocument>().notNull(),
});

/** The owner's unpublished changes: at most one draft, based on one revision. */
export const contentDraft = pgTable(
  "content_draft",
  {
    id: integer("id").primaryKey().default(1),
    baseRevision: integer("base_revision").notNull(),
    /** Grows with every save; a save based on an older version is refused (another tab saved first). */
    version: integer("version").notNull().default(1),
    document: jsonb("document").$type<ContentDocument>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").notNull(),
  },
  (table) => [check("content_draft_single_row", sql`${table.id} = 1`)],
);

/** An uploaded image, named by the hash of its content; its files are in content_image_files. */
export const contentImages = pgTable("content_images", {
  id: text("id").primaryKey(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** What the upload really was (sniffed, not the file name): jpeg, png, webp, avif, heif. */
  sourceFormat: text("source_format").notNull(),
  sourceBytes: integer("source_bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: text("created_by").notNull(),
});

/** The AVIF and WebP files of an image at each width, stored in the database so every instance and backup has them. */
export const contentImageFiles = pgTable(
  "content_image_files",
  {
    imageId: text("image_id")
      .notNull()
      .references(() => contentImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format", { enum: ["avif", "webp"] }).notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.width, table.format] })],
);

/** A slug a page once had: its old address answers 301 to the page's current one, for good. */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    kind: text("kind", { enum: ["service", "sector", "landing", "tool", "article"] }).notNull(),
    lang: text("lang", { enum: ["ar", "en"] }).notNull(),
    slug: text("slug").notNull(),
    pageId: text("page_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.lang, table.slug] })],
);

/**
 * His articles (ADR 056): one row each, stored apart from the content document
 * so a save sends and stores only that article. `draft` is the working copy the
 * studio saves (a stale `version` is refused); `published` is what visitors see,
 * null until he publishes. The slugs, the dates and the folded search text of
 * the published copy are columns, so the public pages and search read them
 * without opening any document.
 */
export const articles = pgTable(
  "articles",
  {
    id: text("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
    version: integer("version").notNull().default(1),
    draft: jsonb("draft").$type<ArticleDocument>().notNull(),
    draftUpdatedAt: timestamp("draft_updated_at", { withTimezone: true }).notNull().defaultNow(),
    published: jsonb("published").$type<ArticleDocument>(),
    /** First published: the date visitors see. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Last published with changed words: the "updated" date visitors see. */
    revisedAt: timestamp("revised_at", { withTimezone: true }),
    /** He asked for it to go live then (Baghdad time in the studio, stored as an instant). */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** Deleted (Undo brings it back); its addresses answer 301 to the articles page. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Shipped sample: visitors see it as shipped; listed by the sample notice until he publishes it changed, removes it or keeps it. */
    sample: boolean("sample").notNull().default(false),
    slugAr: text("slug_ar"),
    slugEn: text("slug_en"),
    /** The published title and words, folded for search (core/search/arabic-fold.ts), per language. */
    searchAr: text("search_ar"),
    searchEn: text("search_en"),
    /** The published titles, folded the same way: search ranks title matches first. */
    titleFoldedAr: text("title_folded_ar"),
    titleFoldedEn: text("title_folded_en"),
    /** The published bodies' reading time (core/articles/article-stats.ts), for the lists, which never read a body. */
    minutesAr: integer("minutes_ar"),
    minutesEn: integer("minutes_en"),
  },
  (table) => [
    uniqueIndex("articles_slug_ar")
      .on(table.slugAr)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex("articles_slug_en")
      .on(table.slugEn)
      .where(sql`${table.deletedAt} is null`),
    index("articles_published_at").on(table.publishedAt),
    index("articles_scheduled_at")
      .on(table.scheduledAt)
      .where(sql`${table.scheduledAt} is not null`),
  ],
);

/** Every published state of one article (publish, unpublish, restore), newest last: its History. */
export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: serial("id").primaryKey(),
    articleId: text("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    author: text("author").notNull(),
    action: text("action", { enum: ["publish", "unpublish", "restore", "schedule", "delete", "undelete", "import"] }).notNull(),
    restoredFrom: integer("restored_from"),
    document: jsonb("document").$type<ArticleDocument>().notNull(),
  },
  (table) => [index("article_revisions_article").on(table.articleId, table.id)],
);

/** Which seed data sets have been loaded, so an owner's deletions are not undone on restart. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An enquiry from the contact form: stored before the visitor is told it arrived. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    message: text("message").notNull(),
    /** The contact topics he ticked, by id (the specification's four as shipped: interest_tv…). */
    interests: jsonb("interests").$type<string[]>().notNull().default([]),
    /** Those topics' names as the form offered them, so a topic renamed or removed later still reads as he chose it. */
    interestNames: jsonb("interest_names").$type<TopicNames>().notNull().default({}),
    lang: text("lang", { enum: ["ar", "en"] }).notNull(),
    pagePath: text("page_path"),
    referrer: text("referrer"),
    utm: jsonb("utm").$type<Record<string, string>>().notNull().default({}),
    userAgent: text("user_agent"),
    ipHash: text("ip_hash"),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** How it arrived: the contact form, or a chat or call he matched to a tap by its code (issue 45). */
    channel: text("channel", { enum: leadChannels }).notNull().default("form"),
    /** Where it stands with him (issue 45, item 3), the value won, his notes and the day to follow up. */
    stage: text("stage", { enum: leadStages }).notNull().default("new"),
    lostReason: text("lost_reason").notNull().default(""),
    valueAmount: bigint("value_amount", { mode: "number" }),
    valueCurrency: text("value_currency", { enum: leadCurrencies }),
    notes: text("notes").notNull().default(""),
    followUpOn: date("follow_up_on", { mode: "string" }),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }),
    /** One more on every change of the above: a change from an older view is refused, not written over a newer one. */
    revision: integer("revision").notNull().default(1),
  },
  (table) => [index("leads_created_at_idx").on(table.createdAt), index("leads_follow_up_idx").on(table.followUpOn)],
);

/**
 * A tap on a contact button (issue 45): where the visitor was and what brought him (as Insights counts
 * it: no cookie, no address, no user agent), under a short code the WhatsApp message carries. The owner
 * types the code when the chat arrives and the tap becomes a lead with its source.
 */
export const contactTaps = pgTable(
  "contact_taps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    code: text("code").notNull(),
    channel: text("channel", { enum: tapChannels }).notNull(),
    lang: text("lang", { enum: ["ar", "en"] }).notNull(),
    pagePath: text("page_path").notNull(),
    area: text("area").notNull(),
    source: text("source").notNull(),
    campaign: text("campaign"),
    landing: text("landing"),
    referrer: text("referrer"),
    device: text("device"),
    /** The lead he made of it (a code is used once). */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("contact_taps_code").on(table.code), index("contact_taps_created_at").on(table.createdAt)],
);

export const outboxStages = ["claimed", "data", "done"] as const;

/** Mail waiting to be sent; a worker sends due rows and retries with back-off. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    replyToName: text("reply_to_name"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** An HTML part beside the text (a mail in Arabic reads right to left in it); none for plain mail. */
    html: text("html"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    // "sending": held by a worker under a lease; a dead worker's row goes back to the queue when its lease ends (ADR 029).
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    /** Lower goes first: sign-in and recovery mail (0) before lead notifications (10); server/mail/mail-classes.ts. */
    priority: integer("priority").notNull().default(10),
    attempts: integer("attempts").notNull().default(0),
    /** When a pending row is due, or when the lease of a sending row ends. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The claim that holds a sending row: only that worker marks it sent. */
    leaseId: uuid("lease_id"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * How far the latest attempt got (ADR 029): `claimed` (held, nothing sent), `data` (the server
     * accepted DATA and the message's bytes may have gone), `done` (the server took it). Written
     * before each step, so a retry from `claimed` can never be a second copy.
     */
    stage: text("stage", { enum: outboxStages }),
    /** An earlier attempt reached `data` without a refusal: the mail may already be in the mailbox. */
    handedOver: boolean("handed_over").notNull().default(false),
    /** Copies sent while `handed_over` was set: the only duplicates possible, same Message-ID each time. */
    possibleDuplicates: integer("possible_duplicates").notNull().default(0),
  },
  (table) => [
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_queue_idx").on(table.status, table.priority, table.nextAttemptAt),
    // The studio shows each enquiry's notification beside it.
    index("outbox_lead_id_idx").on(table.leadId),
  ],
);

export const enquiryDeletionReasons = ["retention", "owner", "request"] as const;

/**
 * The audit of every deletion of enquiries (ADR 036): what kind, how many, who and when; never
 * whose (no address, no name, no message), so the record of a deletion keeps nothing it deleted.
 */
export const enquiryDeletions = pgTable("enquiry_deletions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  /** `retention`: the scheduled job; `owner`: one enquiry from the studio; `request`: everything of one address, on the visitor's request. */
  reason: text("reason", { enum: enquiryDeletionReasons }).notNull(),
  /** The signed-in owner's account address, or "retention" for the job. */
  actor: text("actor").notNull(),
  enquiries: integer("enquiries").notNull(),
  mails: integer("mails").notNull(),
  /** The job's retention period at the time, in months. */
  retentionMonths: integer("retention_months"),
});

/** Contact-form tokens already spent (ADR 007, 027): a token is accepted once, kept until it would expire anyway. */
export const usedFormTokens = pgTable(
  "used_form_tokens",
  {
    mac: text("mac").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The lead the token was spent on, and a keyed hash of what was sent: the same form sent again gets the same answer. */
    leadId: uuid("lead_id"),
    contentHash: text("content_hash"),
  },
  (table) => [index("used_form_tokens_expires_at_idx").on(table.expiresAt)],
);

/*
 * Sign-in (server/auth, ADR 010). Shaped like Supabase Auth's tables, with
 * an auth_ prefix because they share the public schema with the site's own.
 */

/** Admin accounts. The address is stored lowercased; passwords as argon2id hashes. */
export const authUsers = pgTable(
  "auth_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    encryptedPassword: text("encrypted_password"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    rawAppMetaData: jsonb("raw_app_meta_data").$type<Record<string, unknown>>().notNull().default({}),
    rawUserMetaData: jsonb("raw_user_meta_data").$type<Record<string, unknown>>().notNull().default({}),
    bannedUntil: timestamp("banned_until", { withTimezone: true }),
  },
  (table) => [uniqueIndex("auth_users_email_key").on(table.email), check("auth_users_email_lowercase", sql`${table.email} = lower(${table.email})`)],
);

export const authMethods = ["password", "magiclink", "recovery", "email/signup"] as const;

/** One signed-in device. Deleting the row signs it out: its access tokens stop working at once. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Optional hard end of the session. */
    notAfter: timestamp("not_after", { withTimezone: true }),
    userAgent: text("user_agent"),
    ipHash: text("ip_hash"),
    /** How the session began (the access token's amr claim). */
    authMethod: text("auth_method", { enum: authMethods }).notNull().default("password"),
  },
  (table) => [index("auth_sessions_user_id_idx").on(table.userId)],
);

/** Refresh tokens: only their SHA-256 is kept. Each use revokes the token and issues a child. */
export const authRefreshTokens = pgTable(
  "auth_refresh_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    /** The id of the token this one replaced. */
    parent: bigint("parent", { mode: "number" }),
    revoked: boolean("revoked").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was revoked (the reuse interval counts from here). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("auth_refresh_tokens_token_hash_key").on(table.tokenHash),
    index("auth_refresh_tokens_session_id_idx").on(table.sessionId, table.revoked),
  ],
);

export const oneTimeTokenTypes = ["recovery", "magiclink", "signup"] as const;

/** Links sent by mail: only their SHA-256 is kept; each works once, until it expires. */
export const authOneTimeTokens = pgTable(
  "auth_one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    type: text("type", { enum: oneTimeTokenTypes }).notNull(),
    redirectTo: text("redirect_to").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("auth_one_time_tokens_token_hash_key").on(table.tokenHash),
    index("auth_one_time_tokens_user_id_idx").on(table.userId, table.type),
  ],
);

/*
 * Insights (server/insights, ADR 022): cookie-free visit counting. A visitor
 * is a hash of the day's random salt, the address and the browser; the salt
 * of a day is deleted when the day is over, so no hash can be recomputed or
 * linked across days. Nothing here holds an address or a user agent.
 */

/** The random salt of each day (Baghdad time); past days' salts are deleted. */
export const insightSalts = pgTable("insight_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/** One row per event; deleted after the retention period (the daily rollups stay). */
export const insightEvents = pgTable(
  "insight_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
    type: text("type").notNull(),
    path: text("path").notNull(),
    lang: text("lang").notNull(),
    /** The event's detail: a tap's channel, a form's step, a tool's id, a network. */
    detail: text("detail"),
    /** Where a tap happened (contact, assistant, footer, page) or a tool's step (used, completed). */
    area: text("area"),
    device: text("device"),
    theme: text("theme"),
  },
  (table) => [index("insight_events_day_idx").on(table.day, table.visitor)],
);

/** Where each visitor's day began: the source every later event of that day is credited to. */
export const insightVisits = pgTable(
  "insight_visits",
  {
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    source: text("source").notNull(),
    medium: text("medium"),
    campaign: text("campaign"),
    landing: text("landing").notNull(),
    /** The outside site the visitor came from (host only), if any. */
    referrer: text("referrer"),
    device: text("device"),
    /** Whether the visitor sent an enquiry or tapped a contact link that day (the rollup of today counts it once, ADR 043). */
    converted: boolean("converted").notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor] })],
);

/** Per day and dimension value: what the dashboard reads for finished days. */
export const insightDaily = pgTable(
  "insight_daily",
  {
    day: text("day").notNull(),
    dim: text("dim").notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull(),
    events: integer("events").notNull(),
    visitors: integer("visitors").notNull(),
    enquiries: integer("enquiries").notNull(),
    taps: integer("taps").notNull(),
    converted: integer("converted").notNull(),
    used: integer("used").notNull(),
    completed: integer("completed").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dim, table.value] })],
);

/** Days whose rollup is written (a day is rolled up once it is over). */
export const insightRolledDays = pgTable("insight_rolled_days", {
  day: text("day").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The distinct campaign, medium, source and referrer values kept per day (ADR 031): past the cap,
 * a new value is counted as "other", so forged events cannot make the dashboard or the CSV grow.
 */
export const insightDayValues = pgTable(
  "insight_day_values",
  {
    day: text("day").notNull(),
    dim: text("dim").notNull(),
    value: text("value").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dim, table.value] })],
);

/**
 * Which values of the per-event dimensions (page, language, event, channel, area, form, social, tool)
 * each visitor of a day has had (ADR 043): the rollup of today counts a visitor once per value by
 * whether its insert was new, without reading the day's events. Deleted once the day is over.
 */
export const insightDayMembers = pgTable(
  "insight_day_members",
  {
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
    dim: text("dim").notNull(),
    value: text("value").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor, table.dim, table.value] })],
);

/**
 * Days that had events before today was rolled up as it goes (migration 0017, ADR 043): their
 * `insight_daily` rows are incomplete, so they are aggregated from their events, as before.
 */
export const insightLegacyDays = pgTable("insight_legacy_days", {
  day: text("day").primaryKey(),
});

/** The owner's insight settings: one row (id = 1). */
export const insightSettings = pgTable("insight_settings", {
  id: integer("id").primaryKey(),
  retentionDays: integer("retention_days").notNull().default(180),
});

/**
 * Rate-limit windows (ADR 024): rate-limiter-flexible's Drizzle store, so
 * every instance on one PostgreSQL database counts against the same limit.
 * `key` is "<limit name>:<client key>"; rows past `expire` are swept.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  /** 64-bit: a byte budget (the speed test's 5 GiB) passes 2^31 (issue 47). */
  points: bigint("points", { mode: "number" }).notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

/**
 * Website speed checks (ADR 026): one row a job, a queue every instance and
 * worker shares. A runner claims the oldest queued job (or a running one
 * whose lease ran out: its runner died) with FOR UPDATE SKIP LOCKED and
 * holds it under a lease it keeps extending while Chrome works.
 * At most one queued or running job per URL: a second visitor joins it.
 */
export const speedJobs = pgTable(
  "speed_jobs",
  {
    id: uuid("id").primaryKey(),
    /** The order of the queue (timestamps tie within a millisecond). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    url: text("url").notNull(),
    /** Who asked (the client key), to keep one visitor from filling the queue. */
    owner: text("owner").notNull(),
    state: text("state", { enum: ["queued", "running", "done", "failed"] }).notNull(),
    current: text("current", { enum: ["mobile", "desktop"] }),
    results: jsonb("results").$type<Partial<Record<Strategy, StrategyReport>>>().notNull().default({}),
    missing: jsonb("missing").$type<Strategy[]>().notNull().default([]),
    errorCode: text("error_code", { enum: ["unreachable", "blocked", "timeout", "unavailable", "failed"] }),
    cached: boolean("cached").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The last poll: a queued job nobody polls any more is dropped. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    leaseId: uuid("lease_id"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("speed_jobs_active_url")
      .on(table.url)
      .where(sql`${table.state} in ('queued', 'running')`),
    index("speed_jobs_state_seq").on(table.state, table.seq),
  ],
);

/** Finished audits, per URL and strategy, answered again until they expire. */
export const speedResults = pgTable(
  "speed_results",
  {
    url: text("url").notNull(),
    strategy: text("strategy", { enum: ["mobile", "desktop"] }).notNull(),
    report: jsonb("report").$type<StrategyReport>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.url, table.strategy] })],
);

/** The runners alive (each renews its row every few seconds): the site offers the check only when one is. */
export const speedWorkers = pgTable("speed_workers", {
  id: uuid("id").primaryKey(),
  /** The provider it tries first: "pagespeed" or "lighthouse". */
  provider: text("provider").notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});
