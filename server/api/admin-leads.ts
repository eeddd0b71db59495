import express, { type Response, type Router } from "express";
import type { Logger } from "pino";
import { z } from "zod";
import { guardedBy, type AdminGuard } from "./admin-guard";
import {
  addressRequestSchema,
  leadStages,
  leadStatuses,
  pipelineChangeSchema,
  requestedPerson,
  type DeletedEnquiries,
  type RequestedPerson,
} from "#core/leads/lead-wire";
import { jsonOptions } from "../security/input-boundary";
import type { LeadService } from "../leads/lead-service";
import type { LeadInbox } from "../leads/lead-inbox";
import { TapError, type TapService } from "../leads/tap-service";
import { readTapCode } from "#core/leads/tap-code";
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

/**
 * The leads inbox API. Every handler starts with the admin guard: nothing
 * here relies on the page hiding a button. Each enquiry comes with the state
 * of its notification mail, and the list with the enquiries whose mail is not
 * sent yet or failed for good (ADR 029); a failed one can be sent again.
 */
export function adminLeadsApi(deps: { requireAdmin: AdminGuard; inbox: LeadInbox; leads: LeadService; taps: TapService; logger: Logger }): Router {
  const { inbox, requireAdmin } = deps;
  const router = express.Router();

  async function sendDetail(res: Response, id: string) {
    const lead = await inbox.detail(id);
    if (!lead) {
      res.status(404).json({ error: "not_found" });
      return;
    }
    res.json(lead);
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
      res.json(await inbox.list({ ...parsed.data, today: dayOf(Date.now()) }));
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
      const result = await inbox.changePipeline(id.data, body.data);
      if (result.status === "not_found") {
        res.status(404).json({ error: "not_found" });
        return;
      }
      if (result.status === "conflict") {
        res.status(409).json({ error: "stale_lead", lead: result.lead });
        return;
      }
      deps.logger.info(
        { audit: "lead.pipeline", admin: admin.email ?? admin.userId, lead: id.data, stage: result.lead.pipeline.stage },
        "lead pipeline changed",
      );
      res.json(result.lead);
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
      const lead = await inbox.setStatus(id.data, body.data.status);
      if (!lead) {
        res.status(404).json({ error: "not_found" });
        return;
      }
      res.json(lead);
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
  /** Deleting enquiries (ADR 036): one from the inbox, or everything of one person when a visitor asks. */
  const who = (admin: { email?: string | undefined; userId: string }) => admin.email ?? admin.userId;

  router.delete(
    "/api/admin/leads/:id",
    guarded(async (req, res, admin) => {
      const id = idParam.safeParse(req.params.id);
      if (!id.success) {
        res.status(404).json({ error: "not_found" });
        return;
      }
      const deleted = await inbox.deleteOne(id.data, who(admin));
      if (deleted.enquiries === 0) {
        res.status(404).json({ error: "not_found" });
        return;
      }
      res.json({ deleted } satisfies { deleted: DeletedEnquiries });
    }),
  );

  const addressBody = express.json({ limit: "2kb", ...jsonOptions });
  /** The address or number in the body, or a 400 the studio shows beside its field. */
  const addressOf = (req: express.Request, res: Response): RequestedPerson | undefined => {
    const parsed = addressRequestSchema.safeParse(req.body);
    if (parsed.success) return requestedPerson(parsed.data);
    res.status(400).json({ error: "validation_failed", fields: { email: "email" } });
    return undefined;
  };
  router.post(
    "/api/admin/leads/by-address/export",
    addressBody,
    guarded(async (req, res, admin) => {
      const person = addressOf(req, res);
      if (!person) return;
      const file = await inbox.exportPerson(person);
      deps.logger.info({ audit: "lead.export.request", admin: who(admin), enquiries: file.enquiries.length }, "enquiries of one address exported");
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
      const deleted = await inbox.deletePerson(person, who(admin));
      res.json({ deleted } satisfies { deleted: DeletedEnquiries });
    }),
  );
  return router;
}
