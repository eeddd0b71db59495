import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { getResource } from "#core/i18n/resources";

/**
 * The one input boundary: what no endpoint can take is
 * refused here, with a 4xx in the caller's language, before any handler or
 * the database sees it.
 * - `requestBoundary` (first in app.ts): methods the site does not speak
 *   (TRACE, CONNECT, WebDAV…) → 405; a request without a Host (HTTP/1.0 or
 *   0.9 style) → 400; a path or query with control characters, once decoded → 400.
 * - `refuseControlText` is the reviver of every JSON parser (`jsonOptions`),
 *   and `hasControlText` checks form fields: a string with a control
 *   character (NUL included, which PostgreSQL cannot store) is refused.
 *   Tabs and line breaks are text; every other C0 character and DEL are not.
 * - `clientDataErrors`: the last line: a database data error (a value
 *   PostgreSQL cannot take) that slipped past a schema is a 400, not a 500.
 */

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const allowed = new Set<string>(ALLOWED_METHODS);

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;

/** True when a string anywhere in `value` holds a control character (line breaks and tabs allowed where `multiline`). */
export function hasControlText(value: unknown, multiline = true, depth = 0): boolean {
  if (typeof value === "string") return (multiline ? CONTROL : CONTROL_IN_LINE).test(value);
  if (depth > 64 || value === null || typeof value !== "object") return false;
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_IN_LINE.test(key) || hasControlText(item, multiline, depth + 1)) return true;
  }
  return false;
}

export class InvalidTextError extends Error {
  readonly status = 400;
  readonly type = "entity.invalid.text";
  constructor() {
    super("The request contains control characters");
    this.name = "InvalidTextError";
  }
}

/** JSON.parse reviver: refuses strings (and keys) with control characters. */
export function refuseControlText(key: string, value: unknown): unknown {
  if ((typeof value === "string" && CONTROL.test(value)) || CONTROL_IN_LINE.test(key)) throw new InvalidTextError();
  return value;
}

/** What every `express.json` of the site is given. */
export const jsonOptions = { reviver: refuseControlText } as const;

// body-parser strips an error's own fields and sets its type to entity.parse.failed: the class is what survives.
export const isInvalidText = (error: unknown) => error instanceof InvalidTextError;

type BoundaryText = { title: string; message: string };

/** The language of a request: the path's (/en/…), then `lang` in the query, then Accept-Language; Arabic otherwise. */
export function callerLang(req: Request): "ar" | "en" {
  if (/^\/en(\/|$)/.test(req.path)) return "en";
  const query = typeof req.query?.lang === "string" ? req.query.lang : undefined;
  if (query === "en" || query === "ar") return query;
  return /^en\b/i.test(req.get("accept-language") ?? "") ? "en" : "ar";
}

function textFor(req: Request, key: "invalidText" | "badMethod" | "badRequest"): BoundaryText {
  const texts = (getResource(callerLang(req), "common") as unknown as { requestErrors: Record<string, BoundaryText> }).requestErrors;
  return texts[key]!;
}

/** Answers in the area's own shape: Supabase's error body under /auth/v1, `{error: {code, title, message}}` elsewhere. */
export function sendBoundaryError(req: Request, res: Response, status: number, key: "invalidText" | "badMethod" | "badRequest") {
  const text = textFor(req, key);
  res.setHeader("Cache-Control", "no-store");
  const code = key === "invalidText" ? "invalid_text" : key === "badMethod" ? "method_not_allowed" : "bad_request";
  if (req.originalUrl.startsWith("/auth/v1")) {
    res.status(status).json({ code: status, error_code: "validation_failed", msg: text.message });
    return;
  }
  res.status(status).json({ error: { code, title: text.title, message: text.message } });
}

function decodedHasControl(raw: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    // Malformed escapes are repaired into plain text (malformed-url.ts) or refused by the handler.
    decoded = raw;
  }
  return CONTROL_IN_LINE.test(decoded);
}

export const requestBoundary: RequestHandler = (req, res, next) => {
  if (!allowed.has(req.method)) {
    res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    return sendBoundaryError(req, res, 405, "badMethod");
  }
  if (!req.headers.host) return sendBoundaryError(req, res, 400, "badRequest");
  const url = req.originalUrl;
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? "" : url.slice(queryStart + 1);
  if (decodedHasControl(path) || query.split("&").some((pair) => pair.split("=").some(decodedHasControl))) {
    return sendBoundaryError(req, res, 400, "invalidText");
  }
  next();
};

/** PostgreSQL's class 22 (data exception): a value the database cannot take, which only a client can have sent. */
export function isClientDataError(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | undefined)?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code);
}

/** The app's last error handler but one: client data errors become a 400 in the caller's language. */
export const clientDataErrors: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent || !(isClientDataError(error) || isInvalidText(error))) return next(error);
  sendBoundaryError(req, res, 400, "invalidText");
};
