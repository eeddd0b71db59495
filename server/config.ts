import { z } from "zod";

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

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
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().min(3).optional(),
  NOTIFY_EMAIL: z.email().optional(),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(5),
  CONTACT_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(10 * 60_000),
  CONTACT_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(15_000),
  OUTBOX_BASE_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(20),
});

export type Config = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  logLevel: string;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** From APP_SECRET; when absent (development only) one is generated into DATA_DIR. */
  appSecret: string | undefined;
  mail: { smtpUrl: string | undefined; from: string; notifyEmail: string | undefined };
  contact: { rateLimit: number; rateWindowMs: number; minFillMs: number };
  outbox: { pollMs: number; baseDelayMs: number; maxAttempts: number };
};

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment once at start; a bad value stops the start with a message naming it. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty values count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const e = result.data;
  const isProduction = e.NODE_ENV === "production";
  if (isProduction && !e.APP_SECRET) {
    throw new ConfigError(["APP_SECRET: required in production (a random string of at least 32 characters)"]);
  }
  const host = e.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1");
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    siteUrl,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "warn" : "info"),
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    appSecret: e.APP_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Website <no-reply@${new URL(siteUrl).hostname}>`, notifyEmail: e.NOTIFY_EMAIL },
    contact: { rateLimit: e.CONTACT_RATE_LIMIT, rateWindowMs: e.CONTACT_RATE_WINDOW_MS, minFillMs: e.CONTACT_MIN_FILL_MS },
    outbox: { pollMs: e.OUTBOX_POLL_MS, baseDelayMs: e.OUTBOX_BASE_DELAY_MS, maxAttempts: e.OUTBOX_MAX_ATTEMPTS },
  };
}
