import { and, eq, isNull, ne } from "drizzle-orm";
import { authOneTimeTokens, authSessions, authUsers } from "../db/schema";
import { normalizeEmail } from "./email";
import { errors } from "./errors";
import { checkNewPassword, hashPassword, verifyPassword } from "./passwords";
import { userJson } from "./user-json";
import { isPlainObject, type Body, type FlowKit } from "./flow-kit";

/** The signed-in user: reading and changing his own account. */
export function userFlows(kit: FlowKit) {
  const { options, db, logger, now, authenticate } = kit;
  return {
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
  };
}
