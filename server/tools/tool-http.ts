import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import type { Logger } from "pino";
import type { z } from "zod";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { clientKey } from "../security/client-key";
import { createRateLimiter, type LimiterFactory } from "../security/rate-limiter";
import { isInvalidText, jsonOptions } from "../security/input-boundary";
import { type createOutboundFetcher } from "../security/outbound-fetch";
import { getResource } from "#core/i18n/resources";
import type { Namespace } from "#core/i18n/namespaces";
import type { Lang } from "#core/i18n/languages";

/**
 * What every server tool shares: the page's language, per-IP rate limits,
 * zod-checked JSON input, and errors that carry a title and a message in
 * the page's language (the same texts the tool shows).
 */

export type OutboundFetcher = ReturnType<typeof createOutboundFetcher>;

export type ToolDeps = {
  config: Config;
  logger: Logger;
  /** The database: the website speed queue and its cached results live there (ADR 026). */
  db: Database;
  /** The guarded fetch for URLs a visitor typed (server/security/outbound-fetch.ts). */
  fetcher: OutboundFetcher;
  /** Builds a limiter on the site's store: the database every instance shares (ADR 024). */
  limiter: LimiterFactory;
  /** A per-IP limiter for one tool, answering 429 in the page's language. */
  rateLimit: (tool: string, options?: { max?: number; windowMs?: number }) => RequestHandler;
};

export type ServerTool = { router: Router; close?: () => Promise<void> };

/** A text key with its namespace, e.g. "tools:api.invalidInput" or "tool-domain:errors.invalidName". */
export type ToolTextKey = `${Namespace}:${string}`;

/** The language of a tool request: `lang` in the JSON body or the query; Arabic unless it says English. */
export function requestLang(req: Request): Lang {
  const fromBody = (req.body as { lang?: unknown } | undefined)?.lang;
  const value = typeof fromBody === "string" ? fromBody : typeof req.query.lang === "string" ? req.query.lang : undefined;
  return value === "en" ? "en" : "ar";
}

function lookup(lang: Lang, key: ToolTextKey): unknown {
  const [ns, path] = key.split(":") as [Namespace, string];
  let value: unknown = getResource(lang, ns);
  for (const part of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

const interpolate = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));

/** The i18next plural form of a counted text ("…message_few" for 3 in Arabic), as the page's i18next would pick it. */
function pluralLookup(lang: Lang, key: ToolTextKey, count: number): unknown {
  const zero = count === 0 ? lookup(lang, `${key}_zero` as ToolTextKey) : undefined;
  return zero ?? lookup(lang, `${key}_${new Intl.PluralRules(lang).select(count)}` as ToolTextKey);
}

/** A translated text (interpolating {{name}}, choosing the plural form by {{count}}); throws on a missing key so a typo fails the tests. */
export function toolText(lang: Lang, key: ToolTextKey, params: Record<string, string | number> = {}): string {
  const value = lookup(lang, key) ?? (typeof params.count === "number" ? pluralLookup(lang, key, params.count) : undefined);
  if (typeof value !== "string") throw new Error(`Missing text ${lang}/${key}`);
  return interpolate(value, params);
}

export type ToolErrorBody = { error: { code: string; title: string; message: string } };

/**
 * Answers an error. `key` names an object with `title` and `message`;
 * `code` is what the browser branches on.
 */
export function sendToolError(
  res: Response,
  status: number,
  lang: Lang,
  code: string,
  key: ToolTextKey,
  params: Record<string, string | number> = {},
): void {
  res.setHeader("Cache-Control", "no-store");
  const body: ToolErrorBody = {
    error: { code, title: toolText(lang, `${key}.title` as ToolTextKey, params), message: toolText(lang, `${key}.message` as ToolTextKey, params) },
  };
  res.status(status).json(body);
}

const parseJson: RequestHandler = express.json({ limit: "8kb", strict: true, type: "application/json", ...jsonOptions });

/**
 * JSON bodies for tool endpoints are small. Broken or oversized JSON gets a
 * translated 4xx here rather than the app's generic answer. Put it before
 * the rate limit so a 429 can be worded in the page's language too.
 */
export const toolJson: RequestHandler = (req, res, next) => {
  parseJson(req, res, (error?: unknown) => {
    if (!error) return next();
    const status = Number((error as { status?: number }).status);
    if (isInvalidText(error)) return sendToolError(res, 400, requestLang(req), "invalid_input", "tools:api.invalidInput");
    if (status === 413) return sendToolError(res, 413, requestLang(req), "invalid_input", "tools:api.invalidInput");
    sendToolError(res, 400, requestLang(req), "invalid_json", "tools:api.notJson");
  });
};

/**
 * At most `max` requests of one kind in progress for everyone together;
 * beyond that a 503 "busy" in the page's language (per-IP limits alone
 * would let many addresses pile work onto the server at once).
 */
export function concurrencyGate(max: number): RequestHandler {
  let running = 0;
  return (req, res, next) => {
    if (running >= max) {
      res.setHeader("Retry-After", "10");
      return sendToolError(res, 503, requestLang(req), "busy", "tools:api.busy");
    }
    running += 1;
    let done = false;
    res.once("close", () => {
      if (!done) {
        done = true;
        running -= 1;
      }
    });
    next();
  };
}

/**
 * Validates a tool request body with zod. On failure it answers 400 with
 * `fallbackKey`'s texts (or 415 when the body is not JSON) and returns undefined.
 */
export function parseToolInput<T extends z.ZodType>(
  schema: T,
  req: Request,
  res: Response,
  fallback: { code: string; key: ToolTextKey; params?: Record<string, string | number> } = { code: "invalid_input", key: "tools:api.invalidInput" },
): z.infer<T> | undefined {
  const lang = requestLang(req);
  const bodyless = req.method === "GET" || req.method === "HEAD";
  if (!bodyless && !req.is("application/json")) {
    sendToolError(res, 415, lang, "unsupported_media_type", "tools:api.notJson");
    return undefined;
  }
  const result = schema.safeParse(bodyless ? req.query : req.body);
  if (!result.success) {
    sendToolError(res, 400, lang, fallback.code, fallback.key, fallback.params);
    return undefined;
  }
  return result.data;
}

/** Per-IP fixed-window limits (an IPv6 /64 counts as one IP), one window per tool. */
export function createToolRateLimit(config: Config, factory: LimiterFactory = createRateLimiter): ToolDeps["rateLimit"] {
  return (tool, options = {}) => {
    const limiter = factory({
      name: `tool-${tool}`,
      max: options.max ?? config.tools.rateLimit,
      windowMs: options.windowMs ?? config.tools.rateWindowMs,
    });
    return (req, res, next) => {
      limiter.consume(clientKey(req.ip)).then((verdict) => {
        if (verdict.allowed) return next();
        const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
        res.setHeader("Retry-After", String(seconds));
        sendToolError(res, 429, requestLang(req), "rate_limited", "tools:api.rateLimited", { count: Math.ceil(seconds / 60) });
      }, next);
    };
  };
}
