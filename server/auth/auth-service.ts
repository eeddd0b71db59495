import type { LimiterFactory } from "../security/rate-limiter";
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler, Router } from "express";
import type { Logger } from "pino";
import type { Database } from "../db/database";
import { API_VERSION_HEADER, apiVersionOf, AuthHttpError, errors } from "./errors";
import { createAuthFlows, type AuthSettings } from "./flows";
import { ownerSetupCode } from "./setup-code";
import { allowedOrigins } from "./redirect";
import { createAuthRouter } from "./router";
import { deriveApiKeys, signingKey } from "./tokens";

export type AdminIdentity = { userId: string; email: string; sessionId: string };

/** A fetch Request (React Router) or a Node/Express request. */
export type RequestLike = Request | IncomingMessage;

export type AuthService = {
  /** Mounted by server/http/auth-routes.ts at /auth/v1. */
  router: Router;
  /** `${SITE_URL}/auth/v1`: the token issuer and the URL the auth client talks to. */
  authUrl: string;
  /** The public anon key (a JWT with role "anon"): safe to publish to the admin page. Stable for a given JWT_SECRET and SITE_URL. */
  anonKey: string;
  getAnonKey: () => string;
  /** False until the first account (the owner) exists: the login page then offers to create it. */
  hasUsers: () => Promise<boolean>;
  /** Whether creating that first account needs the setup code printed in the server log (production). */
  requiresSetupCode: boolean;
  /** What the admin page needs to build its auth client. */
  publicConfig: () => { authUrl: string; anonKey: string };
  /**
   * The guard every admin API handler starts with: the apikey header must be
   * the anon or service key, the bearer a valid access token (signature, exp,
   * aud) whose session still exists. Resolves to the signed-in admin; throws
   * an AuthHttpError (status 401/403, Supabase-style `body`, `headers`,
   * `toResponse()`) otherwise.
   */
  requireAdmin: (request: RequestLike) => Promise<AdminIdentity>;
  /** Express middleware form of requireAdmin: sets res.locals.admin or answers the error. */
  adminGuard: RequestHandler;
  /** Stops the periodic clean-up (waits for a running one). */
  close: () => Promise<void>;
};

declare global {
  namespace Express {
    interface Locals {
      admin?: AdminIdentity;
    }
  }
}

function headerOf(request: RequestLike, name: string): string | undefined {
  const headers = request.headers as Headers | IncomingMessage["headers"];
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const value = (headers as IncomingMessage["headers"])[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function sameString(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const SWEEP_MS = 10 * 60_000;

export async function createAuthService(
  options: AuthSettings & { db: Database; logger: Logger; onMailQueued: () => void; limiter?: LimiterFactory },
): Promise<AuthService> {
  const flows = createAuthFlows(options);
  if (options.requireSetupCode && !(await flows.hasUsers())) {
    // Whoever reaches the login page first must not become the owner: only someone who can read this log can.
    options.logger.warn(
      { setupCode: ownerSetupCode(options.jwtSecret) },
      "No owner account yet. To create it at /wp-admin/1986, enter this owner setup code (or run `npm run admin:create`).",
    );
  }
  const { anonKey, serviceRoleKey } = await deriveApiKeys(signingKey(options.jwtSecret), flows.issuer);
  const isApiKey = (value: string) => sameString(value, anonKey) || sameString(value, serviceRoleKey);

  const router = createAuthRouter({
    flows,
    logger: options.logger,
    isApiKey,
    corsOrigins: allowedOrigins({ siteUrl: options.siteUrl, allowList: options.redirectAllowList }),
  });

  async function requireAdmin(request: RequestLike): Promise<AdminIdentity> {
    const version = apiVersionOf(headerOf(request, API_VERSION_HEADER));
    try {
      const key = headerOf(request, "apikey");
      if (!key) throw errors.noApiKey();
      if (!isApiKey(key)) throw errors.invalidApiKey();
      const bearer = /^bearer\s+(\S+)\s*$/i.exec(headerOf(request, "authorization") ?? "")?.[1];
      const { user, session } = await flows.authenticate(bearer);
      return { userId: user.id, email: user.email, sessionId: session.id };
    } catch (error) {
      if (error instanceof AuthHttpError) throw error.withVersion(version);
      throw error;
    }
  }

  const adminGuard: RequestHandler = async (req, res, next) => {
    try {
      res.locals.admin = await requireAdmin(req);
    } catch (error) {
      if (!(error instanceof AuthHttpError)) return next(error);
      res.setHeader("Cache-Control", "no-store");
      for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
      res.status(error.status).json(error.body);
      return;
    }
    next();
  };

  let sweeping: Promise<void> | undefined;
  const sweep = () => {
    sweeping ??= flows
      .sweep()
      .catch((error: unknown) => options.logger.warn({ err: error }, "auth sweep failed"))
      .finally(() => (sweeping = undefined));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();

  return {
    router,
    authUrl: flows.issuer,
    anonKey,
    getAnonKey: () => anonKey,
    hasUsers: flows.hasUsers,
    requiresSetupCode: options.requireSetupCode,
    publicConfig: () => ({ authUrl: flows.issuer, anonKey }),
    requireAdmin,
    adminGuard,
    async close() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
