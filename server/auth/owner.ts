import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database";
import { authOneTimeTokens, authSessions, authUsers } from "../db/schema";
import { normalizeEmail } from "./email";
import { checkNewPassword, hashPassword } from "./passwords";
import { defaultAppMetadata } from "./user-json";

export type OwnerResult = { action: "created" | "reset"; userId: string; email: string };

/**
 * Creates a confirmed account, or gives an existing one a new password (and
 * confirms, unbans and signs it out everywhere). Used by `npm run admin:create`.
 */
export async function createOrResetOwner(db: Database, input: { email: string; password: string; passwordMinLength: number }): Promise<OwnerResult> {
  const email = normalizeEmail(input.email);
  if (!email) throw new Error(`Not an email address: ${JSON.stringify(input.email)}`);
  const weak = checkNewPassword(input.password, input.passwordMinLength);
  if (weak) throw new Error(weak.message);
  const encryptedPassword = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [existing] = await tx.select().from(authUsers).where(eq(authUsers.email, email));
    if (existing) {
      await tx
        .update(authUsers)
        .set({ encryptedPassword, emailConfirmedAt: existing.emailConfirmedAt ?? now, bannedUntil: null, updatedAt: now })
        .where(eq(authUsers.id, existing.id));
      await tx.delete(authSessions).where(eq(authSessions.userId, existing.id));
      await tx.delete(authOneTimeTokens).where(and(eq(authOneTimeTokens.userId, existing.id), isNull(authOneTimeTokens.usedAt)));
      return { action: "reset" as const, userId: existing.id, email };
    }
    const [created] = await tx
      .insert(authUsers)
      .values({ email, encryptedPassword, emailConfirmedAt: now, createdAt: now, updatedAt: now, rawAppMetaData: defaultAppMetadata() })
      .returning({ id: authUsers.id });
    return { action: "created" as const, userId: created!.id, email };
  });
}
