import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { authOneTimeTokens, authUsers } from "../db/schema";
import { normalizeEmail } from "./email";
import { errors } from "./errors";
import type { LinkMailType } from "./mail-texts";
import { safeRedirect } from "./redirect";
import { hashToken } from "./refresh-tokens";
import { invalidEmail, methodFor, type Body, type FlowKit, type RequestContext, type VerifyType } from "./flow-kit";

/** Links by mail: sending a magic or recovery link, and following one. */
export function linkFlows(kit: FlowKit) {
  const { options, db, now, policy, limits, isBanned, findUserByEmail, findUserById, startSession, sessionJson, queueLink, mailAllowed } = kit;
  return {
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
  };
}
