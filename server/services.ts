import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/database";
import { createSettingsService, seedSettings, type SettingsService } from "./settings/site-settings";
import { createContentService, seedContent, type ContentService } from "./content/content-service";
import seedData from "./content/seed-data.json";
import { loadSecrets } from "./security/secrets";
import { createImageStore, type ImageStore } from "./content/images";
import { createPreviewCookie, type PreviewCookie } from "./content/preview-cookie";
import { createRateLimiter } from "./security/rate-limiter";
import { createMailer } from "./mail/mailer";
import { createOutboxWorker, type OutboxWorker } from "./mail/outbox-worker";
import { createLeadService, type LeadService } from "./leads/lead-service";
import { issueFormToken } from "./leads/form-token";
import { createAuthService, type AuthService } from "./auth/auth-service";
import { createServerTools } from "./tools/tools-api";
import type { ServerTool } from "./tools/tool-http";

export type AppServices = {
  config: Config;
  logger: Logger;
  db: Database;
  dbKind: "pglite" | "postgres";
  settings: SettingsService;
  /** The owner's content: published revisions, the draft, and the views pages render from. */
  content: ContentService;
  /** Uploaded images: checked, cleaned, stored as AVIF and WebP files in the database. */
  images: ImageStore;
  /** The owner's preview pass (a signed cookie). */
  preview: PreviewCookie;
  leads: LeadService;
  outbox: OutboxWorker;
  /** Sign-in (Supabase Auth compatible): the /auth/v1 router, requireAdmin and the anon key. */
  auth: AuthService;
  /** The free tools that need the server: their /api/tools router and their shutdown. */
  tools: ServerTool;
  /** A signed timestamp for a freshly rendered contact form. */
  formToken: () => string;
  close: () => Promise<void>;
};

export async function createServices(options: { config: Config; logger: Logger; rootDir: string }): Promise<AppServices> {
  const { config, logger, rootDir } = options;
  const dataDir = path.resolve(rootDir, config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(dataDir, "pglite"),
    migrationsDir: path.join(rootDir, "drizzle"),
    onConnectionError: (error) => logger.warn({ err: error }, "database connection lost; the pool will reconnect"),
  });
  await seedSettings(database.db);
  const seeded = await seedContent(database.db, seedData);
  logger.info({ database: database.kind, seeded }, "database ready");

  const { appSecret, jwtSecret } = await loadSecrets(dataDir, { appSecret: config.appSecret, jwtSecret: config.auth.jwtSecret });
  const settings = createSettingsService(database.db);
  const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, logger });
  const outbox = createOutboxWorker({ db: database.db, mailer, logger, ...config.outbox, messageIdHost: new URL(config.siteUrl).hostname });
  outbox.start();
  const leads = createLeadService({
    db: database.db,
    settings,
    limiter: createRateLimiter({ name: "contact", max: config.contact.rateLimit, windowMs: config.contact.rateWindowMs }),
    secret: appSecret,
    minFillMs: config.contact.minFillMs,
    notifyEmail: config.mail.notifyEmail,
    onStored: () => outbox.nudge(),
    logger,
  });
  logger.info({ mail: mailer.kind }, "mail ready");
  const auth = await createAuthService({
    ...config.auth,
    jwtSecret,
    siteUrl: config.siteUrl,
    db: database.db,
    logger,
    onMailQueued: () => outbox.nudge(),
  });

  const tools = createServerTools({ config, logger });

  return {
    config,
    logger,
    db: database.db,
    dbKind: database.kind,
    settings,
    content: createContentService(database.db),
    images: createImageStore(database.db),
    preview: createPreviewCookie(appSecret, config.siteUrl.startsWith("https:")),
    leads,
    outbox,
    auth,
    tools,
    formToken: () => issueFormToken(appSecret),
    async close() {
      await tools.close?.();
      await auth.close();
      await outbox.stop();
      await database.close();
    },
  };
}
