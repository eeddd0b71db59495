import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import { rowsOf, type Database, type DbOrTx } from "../db/database";
import { enquiryDeletions, leads, outbox, siteSettings, usedFormTokens } from "../db/schema";
import { withEveryField, type SettingsValues } from "#core/settings/settings-schema";

/** The advisory lock the retention job runs under (any number the site's other locks do not use). */
export const RETENTION_LOCK = 7_172_036;

export type DeletionReason = (typeof enquiryDeletions.$inferInsert)["reason"];
export type Deleted = { enquiries: number; mails: number };

/** What a spent form token keeps of an enquiry deleted since: nothing of it, only that one was sent and deleted. */
export const deletedEnquiryMark = "deleted";

/**
 * Deletes the enquiries `which` selects, with everything that points at them: their mail (the
 * notification quotes the message), and what the spent form tokens remember of them (a hash of
 * what was sent). The tokens themselves stay spent until they expire: the same form sent again
 * must not store the enquiry again (issue 47: deletion wins). Insights keeps no link to an enquiry (a sent form is an anonymous count), so nothing
 * there goes. Runs in the caller's transaction, so the audit row commits with the deletion.
 */
export async function deleteEnquiries(tx: DbOrTx, which: SQL): Promise<Deleted> {
  const ids = (await tx.select({ id: leads.id }).from(leads).where(which)).map((row) => row.id);
  if (ids.length === 0) return { enquiries: 0, mails: 0 };
  const mails = await tx.delete(outbox).where(inArray(outbox.leadId, ids)).returning({ id: outbox.id });
  await tx.update(usedFormTokens).set({ leadId: null, contentHash: deletedEnquiryMark }).where(inArray(usedFormTokens.leadId, ids));
  const gone = await tx.delete(leads).where(inArray(leads.id, ids)).returning({ id: leads.id });
  return { enquiries: gone.length, mails: mails.length };
}

/** Records a deletion: kind, counts, who; never whose. */
export async function auditDeletion(
  tx: DbOrTx,
  logger: Logger,
  entry: { reason: DeletionReason; actor: string; deleted: Deleted; retentionMonths?: number; at?: Date },
): Promise<void> {
  const { reason, actor, deleted, retentionMonths, at } = entry;
  await tx.insert(enquiryDeletions).values({
    reason,
    actor,
    enquiries: deleted.enquiries,
    mails: deleted.mails,
    retentionMonths: retentionMonths ?? null,
    ...(at ? { at } : {}),
  });
  logger.info({ audit: `lead.delete.${reason}`, admin: actor, ...deleted, retentionMonths }, "enquiries deleted");
}

export type RetentionRun =
  /** Another instance held the lock: it is running the same sweep now. */
  { ran: false } | ({ ran: true; months: number; before: Date } & Deleted);

/**
 * The oldest moment kept under a retention of `months`: calendar months, as the privacy policy says them
 * (24 months from 31 March is 31 March two years on). Enquiries and contact taps are kept to the same one.
 */
export async function retentionCutoff(db: DbOrTx, now: Date, months: number): Promise<Date> {
  const [cutoff] = rowsOf<{ before: Date | string }>(
    await db.execute(sql`select (${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)) as before`),
  );
  return new Date(cutoff!.before);
}

/**
 * Deletes enquiries older than the studio's "keep enquiries for N months", as the privacy policy
 * promises. Instances sharing PostgreSQL each schedule it; a transaction-scoped advisory lock that
 * is only tried (never waited for) lets one of them run it and the others skip, and it is released
 * with the transaction, so an instance that dies mid-sweep leaves nothing held.
 */
export async function sweepExpiredEnquiries(db: Database, options: { logger: Logger; now?: Date }): Promise<RetentionRun> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`));
    if (!lock?.locked) return { ran: false } as const;
    const [settings] = await tx.select({ values: siteSettings.values }).from(siteSettings).where(eq(siteSettings.id, 1));
    const { enquiryRetentionMonths: months } = withEveryField(settings?.values ?? {}) as Pick<SettingsValues, "enquiryRetentionMonths">;
    const before = await retentionCutoff(tx, now, months);
    const deleted = await deleteEnquiries(tx, sql`${leads.createdAt} < ${before.toISOString()}::timestamptz`);
    if (deleted.enquiries > 0)
      await auditDeletion(tx, options.logger, { reason: "retention", actor: "retention", deleted, retentionMonths: months, at: now });
    return { ran: true, months, before, ...deleted } as const;
  });
}

/** How often each instance runs the sweep; an enquiry outlives its period by at most this long. */
export const RETENTION_SWEEP_MS = 3600_000;
