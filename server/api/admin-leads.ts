import express, { type Response, type Router } from "express";
import { and, desc, eq, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { internationalNumber } from "#core/leads/phone-number";
import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "../db/database";
import { leads, outbox } from "../db/schema";
import { auditDeletion, deleteEnquiries } from "../leads/enquiry-retention";
import { guardedBy, type AdminGuard } from "./admin-guard";
import {
  addressRequestSchema,
  requestedPerson,
  leadStatuses,
  type AddressExport,
  type DeletedEnquiries,
  type LeadDetail,
  type LeadNotification,
  type LeadSummary,
  type NotificationState,
  type UnsentNotifications,
} from "#core/leads/lead-wire";
import { jsonOptions } from "../security/input-boundary";
import { LEAD_NOTIFICATION, type LeadService } from "../leads/lead-service";
import { TapError, type TapService } from "../leads/tap-service";
import { readTapCode } from "#core/leads/tap-code";
import { leadStages, pipelineChangeSchema } from "#core/leads/lead-wire";
import { changePipeline, followUpDue, pipelineOf } from "../leads/lead-pipeline";
import { dayOf } from "#core/insights/days";

const listQuery = z.object({
  view: z.enum(["inbox", "archived", "all"]).default("inbox"),
  /** One stage only, or "due": open leads whose follow-up day has come (in Baghdad). */
  stage: z.enum([...leadStages, "due"]).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  // Years the database can hold and a lead can have (year 0 used to reach PostgreSQL and fail there).
  before: z.iso
    .datetime({ offset: true })
    .refine((value) => Date.parse(value) >= Date.UTC(2000, 0, 1) && Date.parse(value) <= Date.UTC(9999, 11, 31))
    .optional(),
});
const idParam = z.uuid();
/** A chat he matches by its code: what he knows of the client (a name at least). */
const fromCodeBody = z
  .object({
    code: z.string().max(200),
    name: z.string().trim().min(1).max(120),
    phone: z.string().trim().max(40).default(""),
    message: z.string().trim().max(5000).default(""),
  })
  .strict();
const patchBody = z.object({ status: z.enum(leadStatuses) }).strict();

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type OutboxRow = typeof outbox.$inferSelect;

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

function toDetail(row: typeof leads.$inferSelect, mail: OutboxRow | undefined): LeadDetail {
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

/**
 * The leads inbox API. Every handler starts with the admin guard: nothing
 * here relies on the page hiding a button. Each enquiry comes with the state
 * of its notification mail, and the list with the enquiries whose mail is not
 * sent yet or failed for good (ADR 029); a failed one can be sent again.
 */
export function adminLeadsApi(deps: { db: Database; requireAdmin: AdminGuard; leads: LeadService; taps: TapService; logger: Logger }): Router {
  const { db, requireAdmin } = deps;
  const router = express.Router();

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

  async function sendDetail(res: Response, id: string) {
    const [row] = await db.select().from(leads).where(eq(leads.id, id));
    if (!row) {
      res.status(404).json({ error: "not_found" });
      return;
    }
    res.json(toDetail(row, await mailOf(id)));
  }
  router.use("/api/admin", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  const guarded = guardedBy(requireAdmin);

  // A chat that arrived with a tap's code becomes a lead with the tap's source (issue 45, item 2).
  router.post(
    "/api/admin/leads/from-code",
    express.json({ limit: "16kb", ...jsonOptions }),
    guarded(async (req, res, admin) => {
      const parsed = fromCodeBody.safeParse(req.body);
      const code = parsed.success ? readTapCode(parsed.data.code) : undefined;
      if (!parsed.success || !code) {
        res.status(400).json({ error: "validation_failed", fields: { code: parsed.success ? "invalid" : undefined } });
        return;
      }
      try {
        const matched = await deps.taps.match(code, { name: parsed.data.name, phone: parsed.data.phone, message: parsed.data.message });
        deps.logger.info(
          { audit: "lead.from_code", admin: admin.email ?? admin.userId, lead: matched.leadId, channel: matched.channel },
          "lead made from a tap's code",
        );
        await sendDetail(res.status(201), matched.leadId);
      } catch (error) {
        if (!(error instanceof TapError)) throw error;
        res.status(error.status).json({ error: error.code });
      }
    }),
  );

  router.get(
    "/api/admin/leads",
    guarded(async (req, res) => {
      const parsed = listQuery.safeParse(req.query);
      if (!parsed.success) {
        res.status(400).json({ error: "validation_failed" });
        return;
      }
      const { view, q, limit, before, stage } = parsed.data;
      const filters: SQL[] = [];
      if (stage === "due") filters.push(followUpDue(dayOf(Date.now())));
      else if (stage) filters.push(eq(leads.stage, stage));
      if (view === "inbox") filters.push(ne(leads.status, "archived"));
      if (view === "archived") filters.push(eq(leads.status, "archived"));
      if (before) filters.push(lt(leads.createdAt, new Date(before)));
      if (q) {
        const pattern = `%${escapeLike(q)}%`;
        filters.push(or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern), ilike(leads.message, pattern))!);
      }
      const rows = await db
        .select({ lead: leads, mail: notificationStatus })
        .from(leads)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(leads.createdAt))
        .limit(limit);
      const [unread] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(leads)
        .where(eq(leads.status, "new"));
      const items: LeadSummary[] = rows.map(({ lead, mail }) => ({
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
      res.json({ items, unread: unread?.n ?? 0, unsent: await unsent() });
    }),
  );

  router.get(
    "/api/admin/leads/:id",
    guarded(async (req, res) => {
      const id = idParam.safeParse(req.params.id);
      if (!id.success) {
        res.status(404).json({ error: "not_found" });
        return;
      }
      await sendDetail(res, id.data);
    }),
  );

  // Where a lead stands (issue 45, item 3): from the revision the studio showed; an older view gets 409 and the lead as it is.
  router.patch(
    "/api/admin/leads/:id/pipeline",
    express.json({ limit: "16kb", ...jsonOptions }),
    guarded(async (req, res, admin) => {
      const id = idParam.safeParse(req.params.id);
      const body = pipelineChangeSchema.safeParse(req.body);
      if (!id.success || !body.success) {
        res.status(id.success ? 400 : 404).json({ error: id.success ? "validation_failed" : "not_found" });
        return;
      }
      const result = await changePipeline(db, id.data, body.data);
      if (result.status === "not_found") {
        res.status(404).json({ error: "not_found" });
        return;
      }
      if (result.status === "conflict") {
        res.status(409).json({ error: "stale_lead", lead: toDetail(result.row, await mailOf(id.data)) });
        return;
      }
      deps.logger.info(
        { audit: "lead.pipeline", admin: admin.email ?? admin.userId, lead: id.data, stage: result.row.stage },
        "lead pipeline changed",
      );
      res.json(toDetail(result.row, await mailOf(id.data)));
    }),
  );

  router.patch(
    "/api/admin/leads/:id",
    express.json({ limit: "2kb", ...jsonOptions }),
    guarded(async (req, res) => {
      const id = idParam.safeParse(req.params.id);
      const body = patchBody.safeParse(req.body);
      if (!id.success || !body.success) {
        res.status(id.success ? 400 : 404).json({ error: id.success ? "validation_failed" : "not_found" });
        return;
      }
      const status = body.data.status;
      const [row] = await db
        .update(leads)
        .set({ status, readAt: status === "new" ? null : sql`coalesce(${leads.readAt}, now())` })
        .where(eq(leads.id, id.data))
        .returning();
      if (!row) {
        res.status(404).json({ error: "not_found" });
        return;
      }
      res.json(toDetail(row, await mailOf(row.id)));
    }),
  );

  // Sends the enquiry's notification again, now, with a fresh set of attempts (the studio's retry button).
  router.post(
    "/api/admin/leads/:id/notification/retry",
    guarded(async (req, res, admin) => {
      const id = idParam.safeParse(req.params.id);
      if (!id.success) {
        res.status(404).json({ error: "not_found" });
        return;
      }
      const result = await deps.leads.retryNotification(id.data);
      if (result.kind === "not_found") {
        res.status(404).json({ error: "not_found" });
        return;
      }
      if (result.kind !== "queued") {
        res.status(409).json({ error: result.kind });
        return;
      }
      deps.logger.info(
        { audit: "lead.notification.retry", admin: admin.email ?? admin.userId, leadId: id.data, outboxId: result.outboxId, was: result.was },
        "lead notification queued again",
      );
      await sendDetail(res, id.data);
    }),
  );
  /**
   * Deleting enquiries (ADR 036): one from the inbox, or everything of one address when a visitor
   * asks. Each deletion takes the enquiries' mail with it and leaves an audit row that says how
   * many, why and who, never whose.
   */
  const who = (admin: { email?: string | undefined; userId: string }) => admin.email ?? admin.userId;

  router.delete(
    "/api/admin/leads/:id",
    guarded(async (req, res, admin) => {
      const id = idParam.safeParse(req.params.id);
      if (!id.success) {
        res.status(404).json({ error: "not_found" });
        return;
      }
      const deleted = await db.transaction(async (tx) => {
        const found = await deleteEnquiries(tx, eq(leads.id, id.data));
        if (found.enquiries > 0) await auditDeletion(tx, deps.logger, { reason: "owner", actor: who(admin), deleted: found });
        return found;
      });
      if (deleted.enquiries === 0) {
        res.status(404).json({ error: "not_found" });
        return;
      }
      res.json({ deleted } satisfies { deleted: DeletedEnquiries });
    }),
  );

  const addressBody = express.json({ limit: "2kb", ...jsonOptions });
  /** The address or number in the body, or a 400 the studio shows beside its field. */
  const addressOf = (req: express.Request, res: Response): { email: string } | { phone: string } | undefined => {
    const parsed = addressRequestSchema.safeParse(req.body);
    if (parsed.success) return requestedPerson(parsed.data);
    res.status(400).json({ error: "validation_failed", fields: { email: "email" } });
    return undefined;
  };
  // Only A-Z fold (translate, not lower(): PostgreSQL's lower() folds other scripts and look-alikes too).
  const upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const lower = "abcdefghijklmnopqrstuvwxyz";
  const ofAddress = (email: string) => sql`translate(${leads.email}, ${upper}, ${lower}) = ${email}`;
  /**
   * The enquiries and chats of one person: by address in SQL; by number in the process, each stored number read as
   * an international one however it was typed (the enquiries kept are bounded by the retention period).
   */
  const ofPerson = async (tx: Pick<Database, "select">, person: { email: string } | { phone: string }) => {
    if ("email" in person) return ofAddress(person.email);
    const withNumbers = await tx.select({ id: leads.id, phone: leads.phone }).from(leads).where(isNotNull(leads.phone));
    const ids = withNumbers.filter((row) => internationalNumber(row.phone!) === person.phone).map((row) => row.id);
    return ids.length > 0 ? inArray(leads.id, ids) : sql`false`;
  };

  router.post(
    "/api/admin/leads/by-address/export",
    addressBody,
    guarded(async (req, res, admin) => {
      const person = addressOf(req, res);
      if (!person) return;
      const rows = await db
        .select()
        .from(leads)
        .where(await ofPerson(db, person))
        .orderBy(leads.createdAt);
      const mails = rows.length
        ? await db
            .select()
            .from(outbox)
            .where(
              inArray(
                outbox.leadId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(outbox.createdAt)
        : [];
      const file: AddressExport = {
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
      deps.logger.info({ audit: "lead.export.request", admin: who(admin), enquiries: rows.length }, "enquiries of one address exported");
      res.setHeader("Content-Disposition", 'attachment; filename="enquiries.json"');
      res.json(file);
    }),
  );

  router.post(
    "/api/admin/leads/by-address/delete",
    addressBody,
    guarded(async (req, res, admin) => {
      const person = addressOf(req, res);
      if (!person) return;
      const deleted = await db.transaction(async (tx) => {
        const found = await deleteEnquiries(tx, await ofPerson(tx, person));
        // Mail that no longer points at an enquiry still quotes it: its reply-to is the visitor's address (a chat has none).
        const orphans =
          "email" in person
            ? await tx
                .delete(outbox)
                .where(and(eq(outbox.kind, LEAD_NOTIFICATION), sql`translate(${outbox.replyTo}, ${upper}, ${lower}) = ${person.email}`))
                .returning({ id: outbox.id })
            : [];
        const all = { enquiries: found.enquiries, mails: found.mails + orphans.length };
        await auditDeletion(tx, deps.logger, { reason: "request", actor: who(admin), deleted: all });
        return all;
      });
      res.json({ deleted } satisfies { deleted: DeletedEnquiries });
    }),
  );
  return router;
}
