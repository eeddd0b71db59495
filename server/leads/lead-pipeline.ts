import { and, asc, eq, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { LeadPipeline, PipelineChange } from "#core/leads/lead-wire";
import type { DbOrTx } from "../db/database";
import { leads } from "../db/schema";

type LeadRow = typeof leads.$inferSelect;

/** A lead's pipeline as the studio reads it (issue 45, item 3). */
export function pipelineOf(row: LeadRow): LeadPipeline {
  return {
    stage: row.stage,
    lostReason: row.lostReason,
    value: row.valueAmount !== null && row.valueCurrency ? { amount: row.valueAmount, currency: row.valueCurrency } : null,
    notes: row.notes,
    followUpOn: row.followUpOn,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    revision: row.revision,
  };
}

export type PipelineResult = { status: "saved"; row: LeadRow } | { status: "conflict"; row: LeadRow } | { status: "not_found" };

/**
 * Writes a change made from the revision the studio showed. A change from an older view is refused
 * with the lead as it is now (the studio then shows both and asks), never written over a newer one.
 * Moving to "replied" the first time records when; "won" keeps a value, any other stage drops it;
 * a lost reason is kept only while lost.
 */
export async function changePipeline(db: DbOrTx, id: string, change: PipelineChange): Promise<PipelineResult> {
  const { revision, ...fields } = change;
  const set: PgUpdateSetSource<typeof leads> = { revision: sql`${leads.revision} + 1` };
  if (fields.stage !== undefined) {
    set.stage = fields.stage;
    set.stageChangedAt = sql`now()`;
    if (fields.stage === "replied") set.repliedAt = sql`coalesce(${leads.repliedAt}, now())`;
    if (fields.stage !== "won") Object.assign(set, { valueAmount: null, valueCurrency: null });
    if (fields.stage !== "lost") set.lostReason = "";
  }
  if (fields.lostReason !== undefined && (fields.stage === undefined || fields.stage === "lost")) set.lostReason = fields.lostReason;
  if (fields.value !== undefined) Object.assign(set, { valueAmount: fields.value?.amount ?? null, valueCurrency: fields.value?.currency ?? null });
  if (fields.notes !== undefined) set.notes = fields.notes;
  if (fields.followUpOn !== undefined) set.followUpOn = fields.followUpOn;
  const [row] = await db
    .update(leads)
    .set(set)
    .where(and(eq(leads.id, id), eq(leads.revision, revision)))
    .returning();
  if (row) return { status: "saved", row };
  const [current] = await db.select().from(leads).where(eq(leads.id, id));
  return current ? { status: "conflict", row: current } : { status: "not_found" };
}

/** The leads `isFollowUpDue` on `day` (a Baghdad date), as SQL: the inbox's "Follow-up due" and the digest. */
export const followUpDue = (day: string) =>
  and(isNotNull(leads.followUpOn), lte(leads.followUpOn, day), ne(leads.stage, "won"), ne(leads.stage, "lost"))!;

/** Leads whose follow-up day has come (on or before `day`, a Baghdad date), open and not archived, oldest first. */
export async function dueFollowUps(db: DbOrTx, day: string, limit = 50) {
  return db
    .select({ id: leads.id, name: leads.name, company: leads.company, stage: leads.stage, followUpOn: leads.followUpOn, notes: leads.notes })
    .from(leads)
    .where(and(followUpDue(day), ne(leads.status, "archived")))
    .orderBy(asc(leads.followUpOn), asc(leads.createdAt))
    .limit(limit);
}
