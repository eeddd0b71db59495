import os from "node:os";
import { z } from "zod";

const booleanish = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((value) => value === "true" || value === "1" || value === "yes");

const urlString = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  SITE_URL: urlString.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  TRUST_PROXY: booleanish.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(5_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  CONTENT_IMPORT_MAX_MB: z.coerce.number().int().min(1).max(1024).default(64),
  PAGE_CACHE_WARM: booleanish.optional(),
  // The embedded database's memory-saving mode (ADR 061): on by default on a server with under 2 GB of memory.
  PGLITE_LEAN: booleanish.optional(),
  CARD_CACHE_MB: z.coerce.number().min(1).max(1024).default(16),
  ARTICLE_SCHEDULE_CHECK_MS: z.coerce.number().int().min(100).max(60_000).default(30_000),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  NOTIFY_EMAIL: z.email().optional(),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(5),
  CONTACT_RATE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10 * 60_000),
  CONTACT_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(15_000),
  OUTBOX_BASE_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(20),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  OUTBOUND_ALLOW_LOOPBACK: booleanish.default(false),
  TOOLS_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(30),
  TOOLS_RATE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10 * 60_000),
  PAGESPEED_API_KEY: z.string().min(10).optional(),
  PAGESPEED_API_URL: urlString.default("https://www.googleapis.com/pagespeedonline/v5/runPagespeed"),
  LIGHTHOUSE_CHROME_PATH: z.string().min(1).default("/usr/bin/chromium"),
  LIGHTHOUSE_TIMEOUT_MS: z.coerce.number().int().min(5_000).max(600_000).default(120_000),
  LIGHTHOUSE_QUEUE_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  WEBSITE_SPEED_CACHE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400_000)
    .default(30 * 60_000),
  WEBSITE_SPEED_WORKER: z.enum(["inline", "off"]).default("inline"),
  RDAP_BOOTSTRAP_FILE: z.string().min(1).optional(),
  RDAP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  NAMECOM_USERNAME: z.string().min(1).optional(),
  NAMECOM_TOKEN: z.string().min(1).optional(),
  NAMECOM_API_URL: urlString.default("https://api.name.com"),
  SPEEDTEST_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1000).default(8),
  SPEEDTEST_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  SPEEDTEST_IDLE_MS: z.coerce.number().int().min(200).max(120_000).default(8000),
  SPEEDTEST_BYTE_BUDGET: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 50)
    .default(5 * 2 ** 30),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  JWT_EXPIRY: z.coerce
    .number()
    .int()
    .min(30)
    .max(7 * 86_400)
    .default(3600),
  REFRESH_REUSE_INTERVAL: z.coerce.number().int().min(0).max(3600).default(10),
  OTP_EXPIRY: z.coerce.number().int().min(60).max(86_400).default(3600),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(8),
  ADMIN_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("each entry must be an email address")))
    .default([]),
  AUTH_REDIRECT_ALLOW_LIST: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(urlString))
    .transform((urls) => urls.map((url) => new URL(url).origin))
    .default([]),
  AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().min(0).max(10_000).default(1),
  // The automatic backups' folder (the installer's nightly timer asks for one with SIGUSR2; ADR 061) and an off-site command.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_OFFSITE_COMMAND: z.string().min(1).optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Automatic backups (ADR 061): written on SIGUSR2 into `dir`, then `offsite` is run with the file's path. */
  backup: { dir: string | undefined; offsite: string | undefined };
  databaseUrl: string | undefined;
  siteUrl: string;
  logLevel: string;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** A connection must send its request headers (its first byte included) within this, or it is closed. */
  headersTimeoutMs: number;
  /** A whole request (body included) must arrive within this (slow uploads of images are the longest). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections held open at once, all clients together; 0: no cap. */
  maxConnections: number;
  /**
   * Connections held open at once from one client (an IPv4 address, an IPv6 /64); 0: no cap. Off by
   * default behind a proxy (TRUST_PROXY): every connection then comes from the proxy, which caps
   * clients itself (deploy/nginx, ADR 030).
   */
  maxConnectionsPerAddress: number;
  /** The page cache (ADR 021): its memory cap in bytes (0 turns it off), and whether every page is rendered at start. */
  pageCache: { maxBytes: number; warm: boolean };
  /**
   * The embedded database without the optimizing WebAssembly compiler (ADR 061): its SQL runs about 1.5x
   * slower, and the process never takes the 600 MB that compiler needs for a moment.
   */
  pgliteLean: boolean;
  /** The share cards' memory cap (ADR 035). */
  cardCache: { maxBytes: number };
  /** How often each instance looks for scheduled articles that are due (ADR 056): within a minute of their time. */
  articles: { scheduleCheckMs: number };
  /** From APP_SECRET; when absent (development only) one is generated into DATA_DIR. */
  appSecret: string | undefined;
  mail: { smtpUrl: string | undefined; from: string; notifyEmail: string | undefined };
  contact: { rateLimit: number; rateWindowMs: number; minFillMs: number };
  outbox: { pollMs: number; baseDelayMs: number; maxAttempts: number; sendingLeaseMs: number };
  /** The largest content import the studio API reads (refused while it streams in past this); the CLI has no cap. */
  contentImportMaxBytes: number;
  /** Test-only: lets the tools' outbound fetches reach loopback fixture servers. */
  outboundAllowLoopback: boolean;
  /** The free tools that run on the server (website speed, internet speed, SEO, domain). */
  tools: {
    /** Requests per IP per window for each tool endpoint (the speed test's byte endpoints excepted); 0 turns it off. */
    rateLimit: number;
    rateWindowMs: number;
    /** PageSpeed Insights API v5; without a key, Lighthouse runs locally. */
    pageSpeed: { apiKey: string | undefined; apiUrl: string };
    lighthouse: { chromePath: string; timeoutMs: number; queueMax: number };
    /** How long a website speed result is reused for the same URL and strategy. */
    websiteSpeedCacheMs: number;
    /** "inline": this process runs website speed checks; "off": only `npm run worker` does (ADR 026). */
    websiteSpeedWorker: "inline" | "off";
    /** The IANA RDAP bootstrap file (dns.json); the shipped copy when unset. */
    rdapBootstrapFile: string | undefined;
    rdapTimeoutMs: number;
    /** Name.com API v4 credentials: premium names are reported only when set. */
    nameCom: { username: string; token: string; apiUrl: string } | undefined;
    /** Speed-test byte streams served at once per IP. */
    speedTestMaxConcurrent: number;
    /** Speed-test requests (ping, download, upload) per IP per rate window; 0 turns it off. */
    speedTestRateLimit: number;
    /** A speed-test stream that moves no bytes for this long is closed (a reader that stopped reading, an upload that stopped sending). */
    speedTestIdleMs: number;
    /** Bytes one IP may move through the speed test (both ways) per rate window; 0 turns it off. */
    speedTestByteBudget: number;
  };
  auth: {
    /** From JWT_SECRET; when absent (development only) one is generated into DATA_DIR. */
    jwtSecret: string | undefined;
    jwtExpirySeconds: number;
    refreshReuseIntervalSeconds: number;
    otpExpirySeconds: number;
    passwordMinLength: number;
    /** Lowercased addresses that may sign up once the owner exists. */
    adminEmails: string[];
    /** Origins (besides SITE_URL's) that mail links may return to and that may call the API from a browser. */
    redirectAllowList: string[];
    /** Scales every auth rate limit; 0 turns them off. */
    rateLimitMultiplier: number;
    /** Production: creating the first account (the owner) needs the setup code printed in the log at start (ADR 010). */
    requireSetupCode: boolean;
  };
};

export class ConfigError extends Error {
  readonly issues: string[];

  // No parameter property: scripts run this file with Node's type stripping.
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
    this.issues = issues;
  }
}

/** The embedded database saves memory by default on a server with under 2 GB (a 1 GB server's limit, ADR 061). */
export function leanByDefault(totalMemoryBytes: number): boolean {
  return totalMemoryBytes < 2 * 2 ** 30;
}

/** Parses the environment once at start; a bad value stops the start with a message naming it. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty values count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`));
  }
  const e = result.data;
  const isProduction = e.NODE_ENV === "production";
  const missing = [
    ...(isProduction && !e.APP_SECRET ? ["APP_SECRET: required in production (a random string of at least 32 characters)"] : []),
    ...(isProduction && !e.JWT_SECRET
      ? ["JWT_SECRET: required in production (a random string of at least 32 characters; signs sign-in tokens and the API keys)"]
      : []),
    ...(isProduction && e.OUTBOUND_ALLOW_LOOPBACK ? ["OUTBOUND_ALLOW_LOOPBACK: a test-only setting; it must not be set in production"] : []),
  ];
  if (missing.length > 0) throw new ConfigError(missing);
  const host = e.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1");
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host,
    dataDir: e.DATA_DIR,
    backup: { dir: e.BACKUP_DIR, offsite: e.BACKUP_OFFSITE_COMMAND },
    databaseUrl: e.DATABASE_URL,
    siteUrl,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "warn" : "info"),
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY ? 0 : 256),
    pageCache: { maxBytes: Math.round(e.PAGE_CACHE_MB * 2 ** 20), warm: e.PAGE_CACHE_WARM ?? isProduction },
    pgliteLean: e.PGLITE_LEAN ?? leanByDefault(os.totalmem()),
    cardCache: { maxBytes: Math.round(e.CARD_CACHE_MB * 2 ** 20) },
    articles: { scheduleCheckMs: e.ARTICLE_SCHEDULE_CHECK_MS },
    appSecret: e.APP_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Website <no-reply@${new URL(siteUrl).hostname}>`, notifyEmail: e.NOTIFY_EMAIL },
    contact: { rateLimit: e.CONTACT_RATE_LIMIT, rateWindowMs: e.CONTACT_RATE_WINDOW_MS, minFillMs: e.CONTACT_MIN_FILL_MS },
    outbox: { pollMs: e.OUTBOX_POLL_MS, baseDelayMs: e.OUTBOX_BASE_DELAY_MS, maxAttempts: e.OUTBOX_MAX_ATTEMPTS, sendingLeaseMs: e.OUTBOX_LEASE_MS },
    outboundAllowLoopback: e.OUTBOUND_ALLOW_LOOPBACK,
    contentImportMaxBytes: e.CONTENT_IMPORT_MAX_MB * 2 ** 20,
    tools: {
      rateLimit: e.TOOLS_RATE_LIMIT,
      rateWindowMs: e.TOOLS_RATE_WINDOW_MS,
      pageSpeed: { apiKey: e.PAGESPEED_API_KEY, apiUrl: e.PAGESPEED_API_URL },
      lighthouse: { chromePath: e.LIGHTHOUSE_CHROME_PATH, timeoutMs: e.LIGHTHOUSE_TIMEOUT_MS, queueMax: e.LIGHTHOUSE_QUEUE_MAX },
      websiteSpeedCacheMs: e.WEBSITE_SPEED_CACHE_MS,
      websiteSpeedWorker: e.WEBSITE_SPEED_WORKER,
      rdapBootstrapFile: e.RDAP_BOOTSTRAP_FILE,
      rdapTimeoutMs: e.RDAP_TIMEOUT_MS,
      nameCom:
        e.NAMECOM_USERNAME && e.NAMECOM_TOKEN ? { username: e.NAMECOM_USERNAME, token: e.NAMECOM_TOKEN, apiUrl: e.NAMECOM_API_URL } : undefined,
      speedTestMaxConcurrent: e.SPEEDTEST_MAX_CONCURRENT,
      speedTestRateLimit: e.SPEEDTEST_RATE_LIMIT,
      speedTestIdleMs: e.SPEEDTEST_IDLE_MS,
      speedTestByteBudget: e.SPEEDTEST_BYTE_BUDGET,
    },
    auth: {
      jwtSecret: e.JWT_SECRET,
      jwtExpirySeconds: e.JWT_EXPIRY,
      refreshReuseIntervalSeconds: e.REFRESH_REUSE_INTERVAL,
      otpExpirySeconds: e.OTP_EXPIRY,
      passwordMinLength: e.PASSWORD_MIN_LENGTH,
      adminEmails: e.ADMIN_EMAILS,
      redirectAllowList: e.AUTH_REDIRECT_ALLOW_LIST,
      rateLimitMultiplier: e.AUTH_RATE_LIMIT_MULTIPLIER,
      requireSetupCode: isProduction,
    },
  };
}
