import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from "express";
import type { Logger } from "pino";
import { API_VERSION_HEADER, apiVersionOf, AuthHttpError, errors, type ApiVersion } from "./errors";
import { verifyTypes, type AuthFlows, type RequestContext, type VerifyType } from "./flows";
import { safeRedirect, withFragment } from "./redirect";
import { hasControlText, isClientDataError, isInvalidText, jsonOptions } from "../security/input-boundary";

declare global {
  namespace Express {
    interface Locals {
      authApiVersion?: ApiVersion;
    }
  }
}

/** The headers @supabase/auth-js (and supabase-js around it) send; preflights ask for these. */
const ALLOWED_HEADERS = ["apikey", "authorization", "content-type", "x-client-info", "x-supabase-api-version", "accept", "accept-language"];
const EXPOSED_HEADERS = [API_VERSION_HEADER, "X-Total-Count", "Link", "Retry-After"];

export type RouterOptions = {
  flows: AuthFlows;
  logger: Logger;
  /** The keys an apikey header may carry. */
  isApiKey: (value: string) => boolean;
  /** Origins allowed to call from a browser (SITE_URL's and the allow-list). */
  corsOrigins: ReadonlySet<string>;
};

const context = (req: Request): RequestContext => ({ ip: req.ip, userAgent: req.get("user-agent"), cookie: req.get("cookie") });

const bearerOf = (req: Request) => /^bearer\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "")?.[1];

const queryString = (value: unknown) => (typeof value === "string" ? value : undefined);

const bodyOf = (req: Request): Record<string, unknown> =>
  typeof req.body === "object" && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

function sendError(res: Response, error: AuthHttpError) {
  const version = res.locals.authApiVersion ?? null;
  error.withVersion(version);
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  res.status(error.status).json(error.bodyFor(version));
}

/** Express router for /auth/v1, speaking Supabase Auth's HTTP API. */
export function createAuthRouter(options: RouterOptions): Router {
  const { flows, logger } = options;
  const router = express.Router();

  const versionAndCors: RequestHandler = (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    const version = apiVersionOf(req.get(API_VERSION_HEADER));
    res.locals.authApiVersion = version;
    if (version) res.setHeader(API_VERSION_HEADER, version);
    res.vary("Origin");
    const origin = req.get("origin");
    if (origin && options.corsOrigins.has(origin)) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Expose-Headers", EXPOSED_HEADERS.join(", "));
    }
    if (req.method === "OPTIONS") {
      if (origin && options.corsOrigins.has(origin)) {
        res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, PATCH, OPTIONS");
        res.setHeader("Access-Control-Allow-Headers", ALLOWED_HEADERS.join(", "));
        res.setHeader("Access-Control-Max-Age", "600");
      }
      res.status(204).end();
      return;
    }
    next();
  };

  // Like Supabase's gateway: every call needs the anon (or service) key, except
  // the mail link, which a browser opens without headers.
  const apiKey: RequestHandler = (req, _res, next) => {
    if (req.method === "GET" && req.path === "/verify") return next();
    const key = req.get("apikey");
    if (!key) throw errors.noApiKey();
    if (!options.isApiKey(key)) throw errors.invalidApiKey();
    next();
  };

  router.use(
    versionAndCors,
    apiKey,
    express.json({ limit: "16kb", type: ["application/json", "application/*+json"], ...jsonOptions }),
    (req, _res, next) => {
      // Query values reach the flows too (redirect_to, token, type, scope): the same boundary as bodies.
      if (hasControlText(req.query, false)) throw errors.validation("The request contains control characters");
      next();
    },
  );

  router.get("/health", (_req, res) => {
    res.json({ version: "v2-compatible", name: "GoTrue", description: "GoTrue is a user registration and authentication API" });
  });

  router.get("/settings", async (_req, res) => {
    res.json(await flows.settings());
  });

  router.post("/signup", async (req, res) => {
    res.json(await flows.signup(bodyOf(req), queryString(req.query.redirect_to), context(req)));
  });

  router.post("/token", async (req, res) => {
    const grant = queryString(req.query.grant_type);
    if (grant === "password") {
      const { session, deviceCookie } = await flows.signInWithPassword(bodyOf(req), context(req));
      res.setHeader("Set-Cookie", deviceCookie);
      res.json(session);
    } else if (grant === "refresh_token") res.json(await flows.refresh(bodyOf(req), context(req)));
    else throw new AuthHttpError(400, "validation_failed", "unsupported_grant_type");
  });

  router.post("/otp", async (req, res) => {
    res.json(await flows.sendLink("magiclink", bodyOf(req), queryString(req.query.redirect_to), context(req)));
  });

  router.post("/recover", async (req, res) => {
    res.json(await flows.sendLink("recovery", bodyOf(req), queryString(req.query.redirect_to), context(req)));
  });

  // The link in a mail: the session (or the error) goes back in the URL fragment (implicit flow).
  router.get("/verify", async (req, res) => {
    const fallback = safeRedirect(queryString(req.query.redirect_to), flows.policy);
    const token = queryString(req.query.token);
    const type = queryString(req.query.type);
    const fail = (error: string, code: string, description: string) =>
      res.redirect(303, withFragment(fallback, { error, error_code: code, error_description: description }));
    if (!token || !type || !verifyTypes.includes(type as VerifyType) || type === "email") {
      fail("invalid_request", "validation_failed", "Verify requires a token and a type");
      return;
    }
    try {
      const { session, type: verified, redirectTo } = await flows.verifyLink({ token, type: type as VerifyType }, context(req));
      res.redirect(
        303,
        withFragment(redirectTo, {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type: verified,
        }),
      );
    } catch (error) {
      if (error instanceof AuthHttpError && error.errorCode === "otp_expired") {
        fail("access_denied", "otp_expired", "Email link is invalid or has expired");
        return;
      }
      throw error;
    }
  });

  router.post("/verify", async (req, res) => {
    const body = bodyOf(req);
    const type = body.type;
    if (typeof type !== "string" || !verifyTypes.includes(type as VerifyType)) throw errors.validation("Verify requires a verification type");
    let token: string;
    let email: string | null = null;
    if (typeof body.token_hash === "string" && body.token_hash) token = body.token_hash;
    else if (typeof body.token === "string" && body.token && typeof body.email === "string") {
      token = body.token;
      email = body.email.trim().toLowerCase();
    } else throw errors.validation("Verify requires either a token and an email, or a token hash");
    const { session } = await flows.verifyLink({ token, type: type as VerifyType, email }, context(req));
    res.json(session);
  });

  router.get("/user", async (req, res) => {
    res.json(await flows.getUser(bearerOf(req)));
  });

  router.put("/user", async (req, res) => {
    res.json(await flows.updateUser(bearerOf(req), bodyOf(req)));
  });

  router.post("/logout", async (req, res) => {
    await flows.logout(bearerOf(req), queryString(req.query.scope) ?? "global");
    res.status(204).end();
  });

  router.post("/admin/users", async (req, res) => {
    res.json(await flows.adminCreateUser(bearerOf(req), bodyOf(req)));
  });

  router.use(() => {
    throw errors.notFound();
  });

  const handleErrors: ErrorRequestHandler = (error, _req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof AuthHttpError) return sendError(res, error);
    if (isInvalidText(error)) return sendError(res, errors.validation("The request contains control characters"));
    const type = (error as { type?: string }).type;
    if (type === "entity.parse.failed") return sendError(res, errors.badJson(String((error as Error).message)));
    if (type === "entity.too.large") return sendError(res, errors.tooLarge());
    const status = Number((error as { status?: number }).status);
    if (status >= 400 && status < 500) return sendError(res, new AuthHttpError(status, "validation_failed", String((error as Error).message)));
    // A value the database cannot take (say, a NUL byte) that got this far is still the client's.
    if (isClientDataError(error)) return sendError(res, errors.validation("The request contains a value that cannot be stored"));
    logger.error({ err: error }, "auth request failed");
    sendError(res, errors.unexpected());
  };
  router.use(handleErrors);
  return router;
}
