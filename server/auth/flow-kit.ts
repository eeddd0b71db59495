import { createHmac, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, DbOrTx, Transaction } from "../db/database";
import { authOneTimeTokens, authRefreshTokens, authSessions, authUsers } from "../db/schema";
import { enqueueMail } from "../mail/enqueue";
import { errors } from "./errors";
import { linkMail, type LinkMailType } from "./mail-texts";
import { mailLanguageOf } from "#core/i18n/studio-language";
import { createAuthRateLimits } from "./rate-limits";
import { createDeviceCookies } from "./device-cookie";
import type { LimiterFactory } from "../security/rate-limiter";
import type { RedirectPolicy } from "./redirect";
import { ownerSetupCode } from "./setup-code";
import { hashToken, newRootToken } from "./refresh-tokens";
import { accessTokenClaims, signClaims, signingKey, subKey, verifyAccessToken, type AuthMethod } from "./tokens";
import { defaultAppMetadata, userJson, type UserRow } from "./user-json";

export type AuthSettings = {
  siteUrl: string;
  jwtSecret: string;
  jwtExpirySeconds: number;
  refreshReuseIntervalSeconds: number;
  otpExpirySeconds: number;
  passwordMinLength: number;
  adminEmails: readonly string[];
  redirectAllowList: readonly string[];
  rateLimitMultiplier: number;
  /** Production: the first account needs the owner setup code (setup-code.ts). */
  requireSetupCode: boolean;
};

export type FlowOptions = AuthSettings & {
  db: Database;
  /** Builds the sign-in limits on the site's store (memory when absent: tests of the flows alone). */
  limiter?: LimiterFactory | undefined;
  logger: Logger;
  /** Called after a mail was queued, so the outbox sends it now rather than at the next poll. */
  onMailQueued: () => void;
  now?: () => Date;
};

export type RequestContext = { ip: string | undefined; userAgent: string | undefined; cookie?: string | undefined };

export type SessionRow = typeof authSessions.$inferSelect;
export type Body = Record<string, unknown>;

export type SessionJson = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
};

export type VerifyType = "signup" | "magiclink" | "recovery" | "email";
export const verifyTypes: readonly VerifyType[] = ["signup", "magiclink", "recovery", "email"];

// Any number serves as long as nothing else in the database takes this advisory lock.
export const SIGNUP_LOCK = 8_427_001;

export const invalidEmail = () => errors.validation("Unable to validate email address: invalid format");

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const methodFor: Record<LinkMailType, AuthMethod> = { recovery: "recovery", magiclink: "magiclink", signup: "email/signup" };

/** What every flow shares: the keys, the limits, the session and link helpers, one per set of options. */
export type FlowKit = ReturnType<typeof createFlowKit>;

export function createFlowKit(options: FlowOptions) {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const key = signingKey(options.jwtSecret);
  const refreshKey = subKey(options.jwtSecret, "refresh-token");
  const ipKey = subKey(options.jwtSecret, "ip-hash");
  const issuer = `${options.siteUrl}/auth/v1`;
  const policy: RedirectPolicy = { siteUrl: options.siteUrl, allowList: options.redirectAllowList };
  const limits = createAuthRateLimits(options.rateLimitMultiplier, options.limiter);
  const adminEmails = new Set(options.adminEmails);
  const setupCode = options.requireSetupCode ? ownerSetupCode(options.jwtSecret) : undefined;
  const devices = createDeviceCookies({
    key: subKey(options.jwtSecret, "device-cookie"),
    secure: options.siteUrl.startsWith("https:"),
    // Where http/auth-routes.ts mounts the auth API: the cookie goes nowhere else.
    path: "/auth/v1",
  });

  const hashIp = (ip: string | undefined) => (ip ? createHmac("sha256", ipKey).update(ip).digest("hex").slice(0, 32) : null);
  const isBanned = (user: UserRow) => Boolean(user.bannedUntil && user.bannedUntil.getTime() > now().getTime());

  async function findUserByEmail(runner: DbOrTx, email: string) {
    const [user] = await runner.select().from(authUsers).where(eq(authUsers.email, email));
    return user;
  }

  async function findUserById(runner: DbOrTx, id: string) {
    const [user] = await runner.select().from(authUsers).where(eq(authUsers.id, id));
    return user;
  }

  /** A new session with its first refresh token. */
  async function startSession(tx: Transaction, user: UserRow, method: AuthMethod, context: RequestContext) {
    const at = now();
    const [session] = await tx
      .insert(authSessions)
      .values({
        userId: user.id,
        createdAt: at,
        updatedAt: at,
        userAgent: context.userAgent?.slice(0, 400) ?? null,
        ipHash: hashIp(context.ip),
        authMethod: method,
      })
      .returning();
    const refreshToken = newRootToken();
    await tx.insert(authRefreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId: session!.id, createdAt: at, updatedAt: at });
    return { session: session!, refreshToken };
  }

  async function sessionJson(user: UserRow, session: SessionRow, refreshToken: string): Promise<SessionJson> {
    const claims = accessTokenClaims({
      issuer,
      user: { id: user.id, email: user.email, appMetadata: appMetadata(user), userMetadata: userMetadata(user) },
      session: { id: session.id, method: session.authMethod, createdAt: session.createdAt },
      expirySeconds: options.jwtExpirySeconds,
      now: now(),
    });
    return {
      access_token: await signClaims(key, claims),
      token_type: "bearer",
      expires_in: options.jwtExpirySeconds,
      expires_at: claims.exp,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  const appMetadata = (user: UserRow) => ({ ...defaultAppMetadata(), ...user.rawAppMetaData });
  const userMetadata = (user: UserRow) => userJson(user).user_metadata as Record<string, unknown>;

  /** Creates a one-time link (replacing unused ones of the same type) and queues its mail in the same transaction. */
  async function queueLink(tx: Transaction, user: UserRow, type: LinkMailType, redirectTo: string) {
    const token = randomBytes(32).toString("base64url");
    await tx
      .delete(authOneTimeTokens)
      .where(and(eq(authOneTimeTokens.userId, user.id), eq(authOneTimeTokens.type, type), isNull(authOneTimeTokens.usedAt)));
    await tx.insert(authOneTimeTokens).values({ userId: user.id, tokenHash: hashToken(token), type, redirectTo, createdAt: now() });
    const link = `${options.siteUrl}/auth/v1/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo }).toString()}`;
    // In the language he reads his studio in (issue 45, item 6): his choice, else the one he signed up in.
    const lang = mailLanguageOf(user.rawUserMetaData) ?? "en";
    const mail = linkMail(
      type,
      { email: user.email, link, siteUrl: options.siteUrl, expiryMinutes: Math.round(options.otpExpirySeconds / 60) },
      lang,
    );
    await enqueueMail(tx, { kind: `auth_${type}`, to: user.email, subject: mail.subject, text: mail.text, html: mail.html });
  }

  /**
   * Mail requests: counted per IP first, then per address from that IP (429
   * past either). Answers whether a mail may go out: past the per-address
   * cap nothing new is sent, and the caller answers as if it had been.
   */
  async function mailAllowed(email: string, context: RequestContext) {
    await limits.check([
      ["mailPerIp", { ip: context.ip }],
      ["mailPerAddressAndIp", { address: email, ip: context.ip }],
    ]);
    return limits.allows("mailsToAddress", { address: email });
  }

  /** Verifies a bearer access token and loads its session and user: what every signed-in call starts with. */
  async function authenticate(bearer: string | undefined) {
    if (!bearer) throw errors.noAuthorization();
    const { sub, sessionId } = await verifyAccessToken(key, bearer);
    const [row] = await db
      .select({ session: authSessions, user: authUsers })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .where(eq(authSessions.id, sessionId));
    if (!row) throw errors.sessionNotFound();
    if (row.user.id !== sub) throw errors.badJwt("token has invalid claims: session belongs to another user");
    if (row.session.notAfter && row.session.notAfter.getTime() <= now().getTime()) throw errors.sessionNotFound();
    if (isBanned(row.user)) throw errors.userBanned(403);
    return row;
  }

  return {
    options,
    db,
    logger,
    now,
    key,
    issuer,
    policy,
    limits,
    adminEmails,
    setupCode,
    devices,
    hashIp,
    isBanned,
    findUserByEmail,
    findUserById,
    startSession,
    sessionJson,
    appMetadata,
    userMetadata,
    queueLink,
    mailAllowed,
    authenticate,
    refreshKey,
  };
}
