import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, DbOrTx, Transaction } from "../db/database";
import { authOneTimeTokens, authRefreshTokens, authSessions, authUsers, outbox } from "../db/schema";
import { enqueueMail } from "../mail/enqueue";
import { normalizeEmail } from "./email";
import { AuthHttpError, errors } from "./errors";
import { linkMail, type LinkMailType } from "./mail-texts";
import { checkNewPassword, hashPassword, verifyPassword } from "./passwords";
import { createAuthRateLimits } from "./rate-limits";
import { createDeviceCookies } from "./device-cookie";
import type { LimiterFactory } from "../security/rate-limiter";
import { safeRedirect, type RedirectPolicy } from "./redirect";
import { ownerSetupCode, setupCodeMatches } from "./setup-code";
import { childToken, decideRefresh, descendant, hashToken, newRootToken } from "./refresh-tokens";
import { accessTokenClaims, signClaims, signingKey, subKey, verifyAccessToken, verifyJwt, type AuthMethod } from "./tokens";
import { defaultAppMetadata, obfuscatedUserJson, userJson, type UserRow } from "./user-json";

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

type SessionRow = typeof authSessions.$inferSelect;
type Body = Record<string, unknown>;

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
const SIGNUP_LOCK = 8_427_001;

const invalidEmail = () => errors.validation("Unable to validate email address: invalid format");

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const methodFor: Record<LinkMailType, AuthMethod> = { recovery: "recovery", magiclink: "magiclink", signup: "email/signup" };

export type AuthFlows = ReturnType<typeof createAuthFlows>;

export function createAuthFlows(options: FlowOptions) {
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
    // Where app.ts mounts the auth API: the cookie goes nowhere else.
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
    const mail = linkMail(type, { email: user.email, link, siteUrl: options.siteUrl, expiryMinutes: Math.round(options.otpExpirySeconds / 60) });
    await enqueueMail(tx, { kind: `auth_${type}`, to: user.email, subject: mail.subject, text: mail.text });
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
    issuer,
    key,
    policy,
    authenticate,

    async hasUsers() {
      const [anyUser] = await db.select({ id: authUsers.id }).from(authUsers).limit(1);
      return Boolean(anyUser);
    },

    async settings() {
      const [anyUser] = await db.select({ id: authUsers.id }).from(authUsers).limit(1);
      return {
        external: Object.fromEntries(
          [
            "anonymous_users",
            "apple",
            "azure",
            "bitbucket",
            "discord",
            "facebook",
            "figma",
            "fly",
            "github",
            "gitlab",
            "google",
            "keycloak",
            "kakao",
            "linkedin",
            "linkedin_oidc",
            "notion",
            "spotify",
            "slack",
            "slack_oidc",
            "workos",
            "twitch",
            "twitter",
            "email",
            "phone",
            "zoom",
          ].map((provider) => [provider, provider === "email"]),
        ),
        disable_signup: Boolean(anyUser) && adminEmails.size === 0,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: "",
        saml_enabled: false,
        // Not in Supabase Auth: true until the owner's account exists, so the login page can offer to create it…
        needs_owner: !anyUser,
        // …and whether that needs the setup code from the server log (production).
        needs_setup_code: !anyUser && Boolean(setupCode),
      };
    },

    /** POST /signup: the first account (the owner, confirmed at once) or an address in ADMIN_EMAILS (confirmed by mail). */
    async signup(body: Body, redirectTo: string | undefined, context: RequestContext): Promise<Record<string, unknown>> {
      await limits.check([["signup", { ip: context.ip }]]);
      if (body.email === undefined && body.phone !== undefined) throw errors.validation("Phone signups are disabled");
      const email = normalizeEmail(body.email);
      if (!email) throw invalidEmail();
      if (typeof body.password !== "string" || body.password === "")
        throw new AuthHttpError(422, "validation_failed", "Signup requires a valid password");
      const target = safeRedirect(redirectTo, policy);
      const { setup_code: givenCode, ...metadata } = isPlainObject(body.data) ? body.data : {};

      const [anyUser] = await db.select({ id: authUsers.id }).from(authUsers).limit(1);
      const listed = adminEmails.has(email);
      if (anyUser && !listed) throw errors.signupDisabled();
      const asOwner = !anyUser;
      if (asOwner && setupCode && !setupCodeMatches(setupCode, givenCode)) throw errors.setupCodeInvalid();
      const weak = checkNewPassword(body.password, options.passwordMinLength);
      if (weak) throw weak;
      const encryptedPassword = await hashPassword(body.password);

      const result = await db.transaction(async (tx) => {
        // Two first sign-ups at once: only one may become the owner.
        await tx.execute(sql`select pg_advisory_xact_lock(${SIGNUP_LOCK})`);
        const [first] = await tx.select({ id: authUsers.id }).from(authUsers).limit(1);
        const at = now();
        // The code was checked only for a first account: someone else may have become the owner meanwhile.
        if (!first && !asOwner) return { kind: "disabled" as const };
        if (!first) {
          const [user] = await tx
            .insert(authUsers)
            .values({
              email,
              encryptedPassword,
              emailConfirmedAt: at,
              createdAt: at,
              updatedAt: at,
              lastSignInAt: at,
              rawAppMetaData: defaultAppMetadata(),
              rawUserMetaData: metadata,
            })
            .returning();
          const { session, refreshToken } = await startSession(tx, user!, "password", context);
          return { kind: "owner" as const, user: user!, session, refreshToken };
        }
        if (!listed) return { kind: "disabled" as const };
        const existing = await findUserByEmail(tx, email);
        if (existing?.emailConfirmedAt) return { kind: "exists" as const };
        const mailing = await mailAllowed(email, context);
        let user = existing;
        if (user) {
          // Not confirmed yet: the latest request's password wins; only the mailbox owner can confirm it.
          [user] = await tx
            .update(authUsers)
            .set({ encryptedPassword, rawUserMetaData: metadata, updatedAt: at })
            .where(eq(authUsers.id, user.id))
            .returning();
        } else {
          [user] = await tx
            .insert(authUsers)
            .values({ email, encryptedPassword, createdAt: at, updatedAt: at, rawAppMetaData: defaultAppMetadata(), rawUserMetaData: metadata })
            .returning();
        }
        if (mailing) await queueLink(tx, user!, "signup", target);
        return { kind: "confirm" as const, user: user!, mailed: mailing };
      });

      switch (result.kind) {
        case "disabled":
          throw errors.signupDisabled();
        case "exists":
          return obfuscatedUserJson(email, randomUUID(), now());
        case "owner":
          logger.info({ userId: result.user.id }, "owner account created");
          return sessionJson(result.user, result.session, result.refreshToken);
        case "confirm":
          if (result.mailed) options.onMailQueued();
          return userJson(result.user);
      }
    },

    /** POST /token?grant_type=password */
    /** POST /token?grant_type=password. Answers the session and the device cookie (ADR 034) to set with it. */
    async signInWithPassword(body: Body, context: RequestContext): Promise<{ session: SessionJson; deviceCookie: string }> {
      if (typeof body.password !== "string" || (typeof body.email !== "string" && typeof body.phone !== "string")) {
        throw errors.validation("You must provide either an email or phone number and a password");
      }
      const email = normalizeEmail(body.email);
      // A browser that signed in to this account before is counted on its own: strangers' guesses lock out strangers.
      const device = email ? devices.deviceFor(context.cookie, email) : undefined;
      if (device) await limits.check([["passwordPerDevice", { device }]]);
      else
        await limits.check([
          ["password", { ip: context.ip }],
          ["passwordPerAddress", { address: email ?? undefined }],
        ]);
      const user = email ? await findUserByEmail(db, email) : undefined;
      const ok = await verifyPassword(user?.encryptedPassword, body.password);
      if (!user || !ok) throw errors.invalidCredentials();
      if (isBanned(user)) throw errors.userBanned();
      if (!user.emailConfirmedAt) throw errors.emailNotConfirmed();
      const { updated, session, refreshToken } = await db.transaction(async (tx) => {
        const [updated] = await tx.update(authUsers).set({ lastSignInAt: now() }).where(eq(authUsers.id, user.id)).returning();
        return { updated: updated!, ...(await startSession(tx, updated!, "password", context)) };
      });
      return { session: await sessionJson(updated, session, refreshToken), deviceCookie: devices.issue(updated.email, device) };
    },

    /** POST /token?grant_type=refresh_token: rotation with reuse detection (refresh-tokens.ts). */
    async refresh(body: Body, context: RequestContext): Promise<SessionJson> {
      await limits.check([["refresh", { ip: context.ip }]]);
      const presentedToken = body.refresh_token;
      if (typeof presentedToken !== "string" || presentedToken === "" || presentedToken.length > 256) throw errors.refreshTokenNotFound();
      const presentedHash = hashToken(presentedToken);

      const outcome = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ sessionId: authRefreshTokens.sessionId })
          .from(authRefreshTokens)
          .where(eq(authRefreshTokens.tokenHash, presentedHash));
        if (!found) return { error: errors.refreshTokenNotFound() };
        // Concurrent refreshes of one session queue here; the second sees what the first did.
        const [session] = await tx.select().from(authSessions).where(eq(authSessions.id, found.sessionId)).for("update");
        if (!session) return { error: errors.refreshTokenNotFound() };
        const at = now();
        if (session.notAfter && session.notAfter.getTime() <= at.getTime()) {
          await tx.delete(authSessions).where(eq(authSessions.id, session.id));
          return { error: errors.sessionExpired() };
        }
        const user = await findUserById(tx, session.userId);
        if (!user) return { error: errors.refreshTokenNotFound() };
        if (isBanned(user)) return { error: errors.userBanned() };

        const tokens = await tx
          .select({
            id: authRefreshTokens.id,
            parent: authRefreshTokens.parent,
            revoked: authRefreshTokens.revoked,
            updatedAt: authRefreshTokens.updatedAt,
            tokenHash: authRefreshTokens.tokenHash,
          })
          .from(authRefreshTokens)
          .where(eq(authRefreshTokens.sessionId, session.id))
          .orderBy(desc(authRefreshTokens.id));
        const presented = tokens.find((token) => token.tokenHash === presentedHash);
        if (!presented) return { error: errors.refreshTokenNotFound() };
        const active = tokens.find((token) => !token.revoked);
        const decision = decideRefresh({
          presented,
          active,
          parents: new Map(tokens.map((token) => [token.id, token.parent])),
          now: at,
          reuseIntervalSeconds: options.refreshReuseIntervalSeconds,
        });

        if (decision.kind === "revoke_session") {
          await tx.delete(authSessions).where(eq(authSessions.id, session.id));
          logger.warn({ sessionId: session.id, userId: user.id }, "refresh token reused outside the reuse interval: session revoked");
          return { error: errors.refreshTokenAlreadyUsed() };
        }
        let refreshToken: string;
        if (decision.kind === "reuse") {
          refreshToken = descendant(refreshKey, presentedToken, decision.steps);
          // Tokens issued under another JWT_SECRET cannot be derived again.
          if (hashToken(refreshToken) !== active!.tokenHash) return { error: errors.refreshTokenNotFound() };
        } else {
          refreshToken = childToken(refreshKey, presentedToken);
          await tx.update(authRefreshTokens).set({ revoked: true, updatedAt: at }).where(eq(authRefreshTokens.id, presented.id));
          // Anything else still active in this session is superseded by the new child.
          await tx
            .update(authRefreshTokens)
            .set({ revoked: true, updatedAt: at })
            .where(and(eq(authRefreshTokens.sessionId, session.id), eq(authRefreshTokens.revoked, false)));
          await tx
            .insert(authRefreshTokens)
            .values({ tokenHash: hashToken(refreshToken), sessionId: session.id, parent: presented.id, createdAt: at, updatedAt: at });
        }
        const [touched] = await tx.update(authSessions).set({ updatedAt: at }).where(eq(authSessions.id, session.id)).returning();
        return { user, session: touched!, refreshToken };
      });
      if ("error" in outcome) throw outcome.error;
      return sessionJson(outcome.user, outcome.session, outcome.refreshToken);
    },

    /** POST /otp and POST /recover: a link by mail to a known address; the same answer for an unknown one. */
    async sendLink(
      type: "magiclink" | "recovery",
      body: Body,
      redirectTo: string | undefined,
      context: RequestContext,
    ): Promise<Record<string, never>> {
      if (body.email === undefined && body.phone !== undefined) throw errors.validation("Phone sign-in is disabled");
      const email = normalizeEmail(body.email);
      if (!email) throw invalidEmail();
      if (!(await mailAllowed(email, context))) return {};
      const target = safeRedirect(redirectTo, policy);
      const queued = await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user || isBanned(user)) return false;
        await queueLink(tx, user, type, target);
        return true;
      });
      if (queued) options.onMailQueued();
      return {};
    },

    /** Spends a mail link (GET or POST /verify): one use, before it expires. */
    async verifyLink(input: { token: string; type: VerifyType; email?: string | null }, context: RequestContext) {
      await limits.check([
        ["verify", { ip: context.ip }],
        ["verify", { address: input.email ?? undefined }],
      ]);
      const types: LinkMailType[] = input.type === "email" ? ["signup", "magiclink"] : [input.type];
      const outcome = await db.transaction(async (tx) => {
        const at = now();
        const [row] = await tx
          .update(authOneTimeTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(authOneTimeTokens.tokenHash, hashToken(input.token)),
              inArray(authOneTimeTokens.type, types),
              isNull(authOneTimeTokens.usedAt),
              sql`${authOneTimeTokens.createdAt} > ${new Date(at.getTime() - options.otpExpirySeconds * 1000)}`,
            ),
          )
          .returning();
        if (!row) return { error: errors.otpExpired() };
        const user = await findUserById(tx, row.userId);
        if (!user || (input.email && input.email !== user.email)) return { error: errors.otpExpired() };
        if (isBanned(user)) return { error: errors.userBanned(403) };
        // Any link proves the mailbox, so it also confirms the address.
        const [updated] = await tx
          .update(authUsers)
          .set({ emailConfirmedAt: user.emailConfirmedAt ?? at, lastSignInAt: at, updatedAt: at })
          .where(eq(authUsers.id, user.id))
          .returning();
        const { session, refreshToken } = await startSession(tx, updated!, methodFor[row.type], context);
        return { user: updated!, session, refreshToken, type: row.type, redirectTo: row.redirectTo };
      });
      if ("error" in outcome) throw outcome.error;
      return {
        session: await sessionJson(outcome.user, outcome.session, outcome.refreshToken),
        type: outcome.type,
        redirectTo: safeRedirect(outcome.redirectTo, policy),
      };
    },

    /** GET /user */
    async getUser(bearer: string | undefined) {
      const { user } = await authenticate(bearer);
      return userJson(user);
    },

    /** PUT /user: a new password (other sessions and unused links are revoked) and/or user metadata. */
    async updateUser(bearer: string | undefined, body: Body) {
      const { user, session } = await authenticate(bearer);
      if (body.email !== undefined && normalizeEmail(body.email) !== user.email)
        throw errors.validation("Changing the email address is not supported");
      if (body.phone !== undefined && body.phone !== "") throw errors.validation("Phone numbers are not supported");
      if (body.data !== undefined && !isPlainObject(body.data)) throw errors.validation("data must be an object");
      let encryptedPassword: string | undefined;
      if (body.password !== undefined) {
        const weak = checkNewPassword(body.password, options.passwordMinLength);
        if (weak) throw weak;
        if (await verifyPassword(user.encryptedPassword, body.password as string)) throw errors.samePassword();
        encryptedPassword = await hashPassword(body.password as string);
      }
      const metadata = { ...user.rawUserMetaData };
      if (isPlainObject(body.data)) {
        for (const [name, value] of Object.entries(body.data)) {
          if (value === null) delete metadata[name];
          else metadata[name] = value;
        }
      }
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(authUsers)
          .set({ rawUserMetaData: metadata, updatedAt: now(), ...(encryptedPassword ? { encryptedPassword } : {}) })
          .where(eq(authUsers.id, user.id))
          .returning();
        if (encryptedPassword) {
          await tx.delete(authSessions).where(and(eq(authSessions.userId, user.id), ne(authSessions.id, session.id)));
          await tx.delete(authOneTimeTokens).where(and(eq(authOneTimeTokens.userId, user.id), isNull(authOneTimeTokens.usedAt)));
        }
        return row!;
      });
      if (encryptedPassword) logger.info({ userId: user.id }, "password changed; other sessions signed out");
      return userJson(updated);
    },

    /** POST /logout?scope=global|local|others */
    async logout(bearer: string | undefined, scope: string) {
      if (!["global", "local", "others"].includes(scope)) throw errors.validation(`Unsupported logout scope ${JSON.stringify(scope)}`);
      const { user, session } = await authenticate(bearer);
      const where =
        scope === "local"
          ? eq(authSessions.id, session.id)
          : scope === "others"
            ? and(eq(authSessions.userId, user.id), ne(authSessions.id, session.id))
            : eq(authSessions.userId, user.id);
      await db.delete(authSessions).where(where);
    },

    /** POST /admin/users, for a caller holding the service-role key. */
    async adminCreateUser(bearer: string | undefined, body: Body) {
      if (!bearer) throw errors.noAuthorization();
      const claims = await verifyJwt(key, bearer);
      if (claims.role !== "service_role") throw errors.notAdmin();
      const email = normalizeEmail(body.email);
      if (!email) throw invalidEmail();
      let encryptedPassword: string | null = null;
      if (body.password !== undefined) {
        const weak = checkNewPassword(body.password, options.passwordMinLength);
        if (weak) throw weak;
        encryptedPassword = await hashPassword(body.password as string);
      }
      const at = now();
      const [user] = await db
        .insert(authUsers)
        .values({
          email,
          encryptedPassword,
          emailConfirmedAt: body.email_confirm === true ? at : null,
          createdAt: at,
          updatedAt: at,
          rawAppMetaData: { ...defaultAppMetadata(), ...(isPlainObject(body.app_metadata) ? body.app_metadata : {}) },
          rawUserMetaData: isPlainObject(body.user_metadata) ? body.user_metadata : {},
        })
        .onConflictDoNothing()
        .returning();
      if (!user) throw errors.emailExists();
      return userJson(user);
    },

    /** Removes what expired links leave behind; mail bodies that carry a link are cleared once sent or expired. */
    async sweep() {
      const expired = new Date(now().getTime() - options.otpExpirySeconds * 1000);
      await db.delete(authOneTimeTokens).where(sql`${authOneTimeTokens.usedAt} is not null or ${authOneTimeTokens.createdAt} < ${expired}`);
      const authMail = sql`${outbox.kind} like 'auth\\_%' and ${outbox.text} <> ${REDACTED}`;
      await db
        .update(outbox)
        .set({ text: REDACTED })
        .where(sql`${authMail} and ${outbox.status} in ('sent', 'failed')`);
      await db
        .update(outbox)
        .set({ text: REDACTED, status: "failed", lastError: "link expired before it could be delivered" })
        .where(sql`${authMail} and ${outbox.status} = 'pending' and ${outbox.createdAt} < ${expired}`);
    },
  };
}

export const REDACTED = "[sign-in link removed after delivery or expiry]";
