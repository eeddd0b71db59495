import { and, desc, eq, ne } from "drizzle-orm";
import { authRefreshTokens, authSessions, authUsers } from "../db/schema";
import { normalizeEmail } from "./email";
import { errors } from "./errors";
import { verifyPassword } from "./passwords";
import { childToken, decideRefresh, descendant, hashToken } from "./refresh-tokens";
import type { Body, FlowKit, RequestContext, SessionJson } from "./flow-kit";

/** Sessions: password sign-in (with the device cookie, ADR 034), refresh-token rotation, sign-out. */
export function sessionFlows(kit: FlowKit) {
  const { options, db, logger, now, limits, devices, isBanned, findUserByEmail, findUserById, startSession, sessionJson, authenticate, refreshKey } =
    kit;
  return {
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
  };
}
