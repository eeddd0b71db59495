import { and, desc, eq, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import { internationalNumber } from "#core/leads/phone-number";
import type {
  AddressExport,
  DeletedEnquiries,
  LeadDetail,
  LeadNotification,
  LeadStage,
  LeadStatus,
  LeadSummary,
  NotificationState,
  PipelineChange,
  RequestedPerson,
  UnsentNotifications,
} from "#core/leads/lead-wire";
import type { Database } from "../db/database";
import { leads, outbox } from "../db/schema";
import { auditDeletion, deleteEnquiries } from "./enquiry-retention";
import { LEAD_NOTIFICATION } from "./lead-service";
import { changePipeline, followUpDue, pipelineOf } from "./lead-pipeline";

type OutboxRow = typeof outbox.$inferSelect;
type LeadRow = typeof leads.$inferSelect;

/** What the studio's inbox lists: a view, one stage or the follow-ups due on `today` (a Baghdad date), a search, a page. */
export type InboxQuery = {
  view: "inbox" | "archived" | "all";
  stage?: LeadStage | "due" | undefined;
  q?: string | undefined;
  limit: number;
  before?: string | undefined;
  today: string;
};

export type PipelineUpdate = { status: "saved" | "conflict"; lead: LeadDetail } | { status: "not_found" };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Queued, being sent, or waiting for its next try are all "not sent yet" to the owner. */
const stateOf = (status: OutboxRow["status"]): NotificationState => (status === "sent" ? "sent" : status === "failed" ? "failed" : "waiting");

function toNotification(row: OutboxRow | undefined): LeadNotification | null {
  if (!row) return null;
  const state = stateOf(row.status);
  return {
    state,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: state === "waiting" ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    possibleDuplicates: row.possibleDuplicates,
  };
}

/**
 * The state of the newest notification mail of each listed enquiry. Written out: a one-table
 * select leaves its columns unqualified, and "id" in the subquery would be the mail's own.
 */
const notificationStatus = sql<
  OutboxRow["status"] | null
>`(select "o"."status" from "outbox" "o" where "o"."lead_id" = "leads"."id" and "o"."kind" = ${LEAD_NOTIFICATION} order by "o"."created_at" desc limit 1)`;

function toDetail(row: LeadRow, mail: OutboxRow | undefined): LeadDetail {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    interests: row.interests,
    interestNames: row.interestNames,
    lang: row.lang,
    pagePath: row.pagePath,
    referrer: row.referrer,
    utm: row.utm,
    userAgent: row.userAgent,
    status: row.status,
    readAt: row.readAt?.toISOString() ?? null,
    notification: toNotification(mail),
    channel: row.channel,
    pipeline: pipelineOf(row),
  };
}

// Only A-Z fold (translate, not lower(): PostgreSQL's lower() folds other scripts and look-alikes too).
const upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const lower = "abcdefghijklmnopqrstuvwxyz";
const ofAddress = (column: typeof leads.email | typeof outbox.replyTo, email: string) => sql`translate(${column}, ${upper}, ${lower}) = ${email}`;

/**
 * The studio's inbox over the leads (ADR 029, 036, 059): what it lists and shows, a lead's status and
 * pipeline, and the deletions and exports a visitor's data request needs. Each lead comes with the state
 * of its notification mail; each deletion takes the enquiries' mail with it and leaves an audit row
 * that says how many, why and who, never whose.
 */
export function createLeadInbox(db: Database, logger: Logger) {
  async function mailOf(leadId: string): Promise<OutboxRow | undefined> {
    const [mail] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadId, leadId), eq(outbox.kind, LEAD_NOTIFICATION)))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return mail;
  }

  async function unsent(): Promise<UnsentNotifications> {
    const open = and(eq(outbox.kind, LEAD_NOTIFICATION), inArray(outbox.status, ["pending", "sending", "failed"]));
    const [counts] = await db
      .select({
        failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
        waiting: sql<number>`count(*) filter (where ${outbox.status} <> 'failed')::int`,
      })
      .from(outbox)
      .where(open);
    const rows = await db
      .select({ id: leads.id, name: leads.name, createdAt: leads.createdAt, status: outbox.status, lastError: outbox.lastError })
      .from(outbox)
      .innerJoin(leads, eq(leads.id, outbox.leadId))
      .where(open)
      .orderBy(desc(leads.createdAt))
      .limit(20);
    return {
      failed: Number(counts?.failed ?? 0),
      waiting: Number(counts?.waiting ?? 0),
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        state: row.status === "failed" ? "failed" : "waiting",
        lastError: row.lastError,
      })),
    };
  }

  /**
   * The enquiries and chats of one person: by address in SQL; by number in the process, each stored number read as
   * an international one however it was typed (the enquiries kept are bounded by the retention period).
   */
  async function ofPerson(tx: Pick<Database, "select">, person: RequestedPerson): Promise<SQL> {
    if ("email" in person) return ofAddress(leads.email, person.email);
    const withNumbers = await tx.select({ id: leads.id, phone: leads.phone }).from(leads).where(isNotNull(leads.phone));
    const ids = withNumbers.filter((row) => internationalNumber(row.phone!) === person.phone).map((row) => row.id);
    return ids.length > 0 ? inArray(leads.id, ids) : sql`false`;
  }

  return {
    async list(query: InboxQuery): Promise<{ items: LeadSummary[]; unread: number; unsent: UnsentNotifications }> {
      const filters: SQL[] = [];
      if (query.stage === "due") filters.push(followUpDue(query.today));
      else if (query.stage) filters.push(eq(leads.stage, query.stage));
      if (query.view === "inbox") filters.push(ne(leads.status, "archived"));
      if (query.view === "archived") filters.push(eq(leads.status, "archived"));
      if (query.before) filters.push(lt(leads.createdAt, new Date(query.before)));
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        filters.push(or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern), ilike(leads.message, pattern))!);
      }
      const rows = await db
        .select({ lead: leads, mail: notificationStatus })
        .from(leads)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(leads.createdAt))
        .limit(query.limit);
      const [unread] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(leads)
        .where(eq(leads.status, "new"));
      const items = rows.map(({ lead, mail }) => ({
        id: lead.id,
        createdAt: lead.createdAt.toISOString(),
        name: lead.name,
        email: lead.email,
        company: lead.company,
        status: lead.status,
        interests: lead.interests,
        interestNames: lead.interestNames,
        preview: lead.message.slice(0, 160),
        notification: mail ? stateOf(mail) : null,
        stage: lead.stage,
        followUpOn: lead.followUpOn,
        channel: lead.channel,
      }));
      return { items, unread: unread?.n ?? 0, unsent: await unsent() };
    },

    /** One lead with its notification mail, or undefined. */
    async detail(id: string): Promise<LeadDetail | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      return row ? toDetail(row, await mailOf(id)) : undefined;
    },

    /** Marks a lead read, new again or archived; undefined when there is no such lead. */
    async setStatus(id: string, status: LeadStatus): Promise<LeadDetail | undefined> {
      const [row] = await db
        .update(leads)
        .set({ status, readAt: status === "new" ? null : sql`coalesce(${leads.readAt}, now())` })
        .where(eq(leads.id, id))
        .returning();
      return row ? toDetail(row, await mailOf(row.id)) : undefined;
    },

    /** Where a lead stands, from the revision the studio showed: a change from an older view gets the lead as it is. */
    async changePipeline(id: string, change: PipelineChange): Promise<PipelineUpdate> {
      const result = await changePipeline(db, id, change);
      if (result.status === "not_found") return result;
      return { status: result.status, lead: toDetail(result.row, await mailOf(id)) };
    },

    /** Deletes one enquiry and its mail (the owner's choice, audited); what was deleted, nothing when there was none. */
    async deleteOne(id: string, actor: string): Promise<DeletedEnquiries> {
      return db.transaction(async (tx) => {
        const found = await deleteEnquiries(tx, eq(leads.id, id));
        if (found.enquiries > 0) await auditDeletion(tx, logger, { reason: "owner", actor, deleted: found });
        return found;
      });
    },

    /** Everything stored for one person (a visitor's data request): the enquiries and chats, and their mail. */
    async exportPerson(person: RequestedPerson): Promise<AddressExport> {
      const rows = await db
        .select()
        .from(leads)
        .where(await ofPerson(db, person))
        .orderBy(leads.createdAt);
      const ids = rows.map((row) => row.id);
      const mails = ids.length ? await db.select().from(outbox).where(inArray(outbox.leadId, ids)).orderBy(outbox.createdAt) : [];
      return {
        ...person,
        exportedAt: new Date().toISOString(),
        enquiries: rows.map((row) => {
          const { notification: _n, status: _s, readAt: _r, ...lead } = toDetail(row, undefined);
          return {
            ...lead,
            mails: mails
              .filter((mail) => mail.leadId === row.id)
              .map((mail) => ({
                createdAt: mail.createdAt.toISOString(),
                to: mail.toAddress,
                subject: mail.subject,
                text: mail.text,
                status: mail.status,
                sentAt: mail.sentAt?.toISOString() ?? null,
              })),
          };
        }),
      };
    },

    /** Deletes everything stored for one person (a visitor's request, audited), the mail quoting them included. */
    async deletePerson(person: RequestedPerson, actor: string): Promise<DeletedEnquiries> {
      return db.transaction(async (tx) => {
        const found = await deleteEnquiries(tx, await ofPerson(tx, person));
        // Mail that no longer points at an enquiry still quotes it: its reply-to is the visitor's address (a chat has none).
        const orphans =
          "email" in person
            ? await tx
                .delete(outbox)
                .where(and(eq(outbox.kind, LEAD_NOTIFICATION), ofAddress(outbox.replyTo, person.email)))
                .returning({ id: outbox.id })
            : [];
        const all = { enquiries: found.enquiries, mails: found.mails + orphans.length };
        await auditDeletion(tx, logger, { reason: "request", actor, deleted: all });
        return all;
      });
    },
  };
}

export type LeadInbox = ReturnType<typeof createLeadInbox>;
