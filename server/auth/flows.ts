import { sql } from "drizzle-orm";
import { authOneTimeTokens, outbox } from "../db/schema";
import { accountFlows } from "./account-flows";
import { createFlowKit, type FlowOptions } from "./flow-kit";
import { linkFlows } from "./link-flows";
import { sessionFlows } from "./session-flows";
import { userFlows } from "./user-flows";

export { verifyTypes, type AuthSettings, type FlowOptions, type RequestContext, type SessionJson, type VerifyType } from "./flow-kit";

export type AuthFlows = ReturnType<typeof createAuthFlows>;

/** The sign-in service's flows (the Supabase Auth subset the site speaks), each group in its own file. */
export function createAuthFlows(options: FlowOptions) {
  const kit = createFlowKit(options);
  const { db, now } = kit;
  return {
    issuer: kit.issuer,
    key: kit.key,
    policy: kit.policy,
    authenticate: kit.authenticate,
    ...accountFlows(kit),
    ...sessionFlows(kit),
    ...linkFlows(kit),
    ...userFlows(kit),

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
