import path from "node:path";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/database";
import { createSettingsService, seedSettings, type SettingsService } from "./settings/site-settings";
import { createContentService, seedContent, type ContentService } from "./content/content-service";
import seedData from "./content/seed-data.json";
import { loadSecrets } from "./security/secrets";
import { createImageStore, type ImageStore } from "./content/images";
import { createPreviewCookie, type PreviewCookie } from "./content/preview-cookie";
import { clientKey, isIPv6Network } from "./security/client-key";
import { parsePath, type SlugTable } from "#core/i18n/page-paths";
import { createRateLimiter, LIMIT_SWEEP_MS, sweepEndedLimits, type LimiterFactory } from "./security/rate-limiter";
import { createMailer } from "./mail/mailer";
import { createOutboxWorker, type OutboxWorker } from "./mail/outbox-worker";
import { createLeadService, type LeadService } from "./leads/lead-service";
import { offeredTopics } from "#core/content/lists/contact-topics";
import { RETENTION_SWEEP_MS, sweepExpiredEnquiries } from "./leads/enquiry-retention";
import { DIGEST_CHECK_MS, queueFollowUpDigest } from "./leads/follow-up-digest";
import { createTapService, type TapService } from "./leads/tap-service";
import { issueFormToken } from "./leads/form-token";
import { createAuthService, type AuthService } from "./auth/auth-service";
import { createServerTools } from "./tools/tools-api";
import type { ServerTool } from "./tools/tool-http";
import { createInsightService, type InsightService } from "./insights/insight-service";
import { insightPath } from "./insights/insight-path";
import { cardTextOf, createCardService, type CardService } from "./cards/card-service";
import { loadCardTheme } from "./cards/card-theme";
import { brandColours } from "./brand/brand-colours";
import { createFaviconService, type FaviconService } from "./brand/favicons";
import { createArticleService, type ArticleAddresses, type ArticleService } from "./articles/article-service";
import { sampleArticles } from "#core/articles/sample-articles";

export type AppServices = {
  config: Config;
  logger: Logger;
  db: Database;
  dbKind: "pglite" | "postgres";
  settings: SettingsService;
  /** The owner's content: published revisions, the draft, and the views pages render from. */
  content: ContentService;
  /** His articles, each saved, published and kept in history on its own (ADR 056). */
  articles: ArticleService;
  /** Runs `listener` after a change to one article visitors see, before the change's request is answered (the page cache re-renders what shows it). */
  onArticleChange: (listener: (articleId: string) => Promise<void>) => void;
  /** Uploaded images: checked, cleaned, stored as AVIF and WebP files in the database. */
  images: ImageStore;
  /** The owner's preview pass (a signed cookie). */
  preview: PreviewCookie;
  leads: LeadService;
  taps: TapService;
  isSitePath: (path: string) => Promise<boolean>;
  /** Every public address: the content's slugs and the published articles', the same object while neither changes. */
  siteSlugs: () => Promise<SlugTable>;
  outbox: OutboxWorker;
  /** Sign-in (Supabase Auth compatible): the /auth/v1 router, requireAdmin and the anon key. */
  auth: AuthService;
  /** The free tools that need the server: their /api/tools router and their shutdown. */
  tools: ServerTool;
  /** Builds a rate limiter on the database's store, shared by every instance (ADR 024). */
  limiter: LimiterFactory;
  /** Cookie-free visit counting and the owner's Insights figures (ADR 022). */
  insights: InsightService;
  /** Share cards: each page's address for its card, and the cards themselves (ADR 035). */
  cards: CardService;
  /** The favicon set and web manifest from his published logo or the shipped mark (ADR 041). */
  favicons: FaviconService;
  /** A signed timestamp for a freshly rendered contact form. */
  formToken: () => string;
  /**
   * Runs `listener` after every change visitors see (a publish, a restore, an
   * import, saved settings) and before the change's request is answered: the
   * page cache re-renders its pages there, so "Published" means the site shows it.
   */
  onVisibleChange: (listener: () => Promise<void>) => void;
  /** Runs `stop` first when the services close (parts of the app built on them). */
  onClose: (stop: () => void | Promise<void>) => void;
  /** Resolves when the database answers a query (at most 2 s); for /api/health. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export async function createServices(options: { config: Config; logger: Logger; rootDir: string }): Promise<AppServices> {
  const { config, logger, rootDir } = options;
  const dataDir = path.resolve(rootDir, config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(dataDir, "pglite"),
    pgliteLean: config.pgliteLean,
    migrationsDir: path.join(rootDir, "drizzle"),
    onConnectionError: (error) => logger.warn({ err: error }, "database connection lost; the pool will reconnect"),
  });
  await seedSettings(database.db);
  const seeded = await seedContent(database.db, seedData);
  logger.info({ database: database.kind, seeded }, "database ready");

  const { appSecret, jwtSecret } = await loadSecrets(dataDir, { appSecret: config.appSecret, jwtSecret: config.auth.jwtSecret });
  const listeners: (() => Promise<void>)[] = [];
  const changed = async () => {
    for (const listener of listeners) await listener();
  };
  const settings = createSettingsService(database.db, { onVisibleChange: changed });
  const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, logger });
  const outbox = createOutboxWorker({ db: database.db, mailer, logger, ...config.outbox, messageIdHost: new URL(config.siteUrl).hostname });
  outbox.start();
  // One address may start this many visitor-days an hour (ADR 022: a shared mobile network is many people; a script rotating browsers is not).
  // Every limit is counted in the database, so instances sharing one database share the limits (ADR 024).
  const limiter: LimiterFactory = (rule) => createRateLimiter(rule, { db: database.db });
  const sweepLimits = () =>
    void sweepEndedLimits(database.db).catch((error: unknown) => logger.warn({ err: error }, "could not sweep ended rate-limit windows"));
  const limitSweepTimer = setInterval(sweepLimits, LIMIT_SWEEP_MS);
  limitSweepTimer.unref();
  const content = createContentService(database.db, { onVisibleChange: changed, onSettingsPublished: () => settings.invalidate() });
  const articleListeners: ((articleId: string) => Promise<void>)[] = [];
  const articles = createArticleService(database.db, {
    onVisibleChange: async (id) => {
      for (const listener of articleListeners) await listener(id);
    },
  });
  // A fresh install shows two sample articles per language rather than an empty blog (an upgraded site gets none).
  if (seeded) await articles.seedSamples(sampleArticles());
  // Scheduled articles go live within a minute of their time, on whichever instance looks first (ADR 056).
  const publishDue = () =>
    void articles
      .publishDue()
      .then((ids) => ids.length > 0 && logger.info({ articles: ids }, "scheduled articles published"))
      .catch((error: unknown) => logger.warn({ err: error }, "could not publish the scheduled articles"));
  // Deleted articles go for good, with their history, after 30 days (checked hourly, with the Insights roll-up).
  const purgeArticles = () =>
    void articles
      .purgeDeleted()
      .then((count) => count > 0 && logger.info({ articles: count }, "deleted articles removed for good"))
      .catch((error: unknown) => logger.warn({ err: error }, "could not remove the deleted articles"));
  const purgeTimer = setInterval(purgeArticles, 3600_000);
  purgeTimer.unref();
  purgeArticles();
  const scheduleTimer = setInterval(publishDue, config.articles.scheduleCheckMs);
  scheduleTimer.unref();
  publishDue();
  /** The content's slugs with the published articles' addresses, one object per pair (the page cache keys its table by it). */
  let merged: { content: SlugTable; articles: ArticleAddresses; slugs: SlugTable } | undefined;
  const siteSlugs = async (): Promise<SlugTable> => {
    const [view, published] = await Promise.all([content.published(), articles.addresses()]);
    if (merged?.content !== view.slugs || merged.articles !== published)
      merged = { content: view.slugs, articles: published, slugs: { ...view.slugs, article: published.slugs } };
    return merged.slugs;
  };
  const isSitePath = async (path: string) => parsePath(path, await siteSlugs()) !== undefined;
  const newVisits = limiter({ name: "insight-visits", max: 30, windowMs: 3600_000 });
  // A /48 holds 65,536 /64s: it is counted as well, with room for an office's or a campus's few dozen people.
  const newVisitsPer48 = limiter({ name: "insight-visits-48", max: 30 * 16, windowMs: 3600_000 });
  const insights = createInsightService(database.db, {
    allowNewVisit: async (ip) =>
      (await newVisits.consume(clientKey(ip))).allowed && (!isIPv6Network(ip) || (await newVisitsPer48.consume(clientKey(ip, 48))).allowed),
    // His pages and his published articles (an article's views, enquiries and taps are counted under its address).
    isSitePath,
    siteHost: new URL(config.siteUrl).hostname,
  });
  const maintainInsights = () =>
    void insights.maintain().catch((error: unknown) => logger.warn({ err: error }, "insights: could not roll up the finished days"));
  const insightTimer = setInterval(maintainInsights, 3600_000);
  insightTimer.unref();
  maintainInsights();
  const leads = createLeadService({
    db: database.db,
    topics: async () => offeredTopics((await content.published()).document.lists),
    settings,
    limiter: limiter({ name: "contact", max: config.contact.rateLimit, windowMs: config.contact.rateWindowMs }),
    secret: appSecret,
    minFillMs: config.contact.minFillMs,
    notifyEmail: config.mail.notifyEmail,
    onRequeued: () => outbox.nudge(),
    onStored: (meta) => {
      outbox.nudge();
      // The enquiry counts in Insights as a conversion of the visitor's day (unless the browser asked not to be counted).
      const path = insightPath(meta.pagePath);
      if (meta.ip && path)
        void insights
          .record({ type: "form", step: "sent", path, lang: meta.lang }, { ip: meta.ip, userAgent: meta.userAgent, dnt: meta.dnt, gpc: meta.gpc })
          .catch((error: unknown) => logger.warn({ err: error }, "insights: could not count an enquiry"));
    },
    logger,
  });
  // The privacy policy's promise: enquiries older than the studio's period go, with their mail (ADR 036).
  // Taps on the contact buttons and their codes (issue 45), kept as long as enquiries.
  const taps = createTapService(database.db, { keepMonths: async () => (await settings.get()).enquiryRetentionMonths });
  const sweepEnquiries = () => {
    void sweepExpiredEnquiries(database.db, { logger }).catch((error: unknown) => logger.warn({ err: error }, "could not delete expired enquiries"));
    void taps.purge().catch((error: unknown) => logger.warn({ err: error }, "could not delete expired contact taps"));
  };
  const retentionTimer = setInterval(sweepEnquiries, RETENTION_SWEEP_MS);
  retentionTimer.unref();
  sweepEnquiries();
  // The morning mail of follow-ups that are due (issue 45, item 3): once a day from 8:00 in Baghdad, by whichever instance looks first.
  const checkDigest = () =>
    void queueFollowUpDigest({ db: database.db, settings, siteUrl: config.siteUrl, now: Date.now(), logger }).catch((error: unknown) =>
      logger.warn({ err: error }, "could not queue the follow-up digest"),
    );
  const digestTimer = setInterval(checkDigest, DIGEST_CHECK_MS);
  digestTimer.unref();
  checkDigest();
  logger.info({ mail: mailer.kind }, "mail ready");
  const auth = await createAuthService({
    ...config.auth,
    jwtSecret,
    siteUrl: config.siteUrl,
    db: database.db,
    logger,
    onMailQueued: () => outbox.nudge(),
    limiter,
  });

  const tools = createServerTools({ config, logger, db: database.db, limiter });

  const images = createImageStore(database.db);
  const cards = createCardService({
    // An article's card (ADR 056), as its page names it: its title, his name, its cover or the drawn card.
    extraCard: async (lang, key) => {
      const article = key.startsWith("article-") ? await articles.publishedById(key.slice("article-".length)) : undefined;
      const version = article?.document[lang];
      if (!article || !version) return undefined;
      const view = await content.published();
      const cover = article.document.cover;
      // As its page names it (page-data.server.ts): the same text, so the address it names is the one found here.
      return {
        page: { kind: "article", id: article.id },
        text: cardTextOf(view.document, { lang, title: version.title, name: (await settings.get()).ownerName[lang], picture: cover ?? undefined }),
        description: version.summary,
      };
    },
    images,
    rootDir,
    dataDir,
    siteUrl: config.siteUrl,
    published: () => content.published(),
    settings,
    draft: async () => {
      const view = await content.preview();
      return view.preview ? { view, settings: await settings.shownWith(view) } : null;
    },
    maxBytes: config.cardCache.maxBytes,
    logger,
  });

  const siteColours = brandColours(loadCardTheme(rootDir));
  const favicons = createFaviconService({ published: () => content.published(), settings, images, colours: () => siteColours });

  const closers: (() => void | Promise<void>)[] = [];
  return {
    config,
    logger,
    db: database.db,
    dbKind: database.kind,
    settings,
    content,
    articles,
    onArticleChange: (listener) => void articleListeners.push(listener),
    images,
    preview: createPreviewCookie(appSecret, config.siteUrl.startsWith("https:")),
    leads,
    taps,
    /** Whether a path is one of the site's pages or published articles (Insights and taps keep any other as "other"). */
    isSitePath,
    siteSlugs,
    outbox,
    auth,
    tools,
    insights,
    limiter,
    cards,
    favicons,
    formToken: () => issueFormToken(appSecret),
    onVisibleChange: (listener) => void listeners.push(listener),
    onClose: (stop) => void closers.push(stop),
    async ping() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error("the database took over 2 s to answer")), 2_000);
      });
      try {
        await Promise.race([database.db.execute(sql`select 1`), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      clearInterval(insightTimer);
      clearInterval(scheduleTimer);
      clearInterval(purgeTimer);
      clearInterval(limitSweepTimer);
      clearInterval(retentionTimer);
      clearInterval(digestTimer);
      for (const stop of closers) await stop();
      await tools.close?.();
      await auth.close();
      await outbox.stop();
      await database.close();
    },
  };
}
