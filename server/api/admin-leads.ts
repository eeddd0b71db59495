import express, { type Router } from "express";
import { and, desc, eq, ilike, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/database";
import { leads } from "../db/schema";
import { guardedBy, type AdminGuard } from "./admin-guard";
import { leadStatuses, type LeadDetail, type LeadSummary } from "#core/leads/lead-wire";
import { jsonOptions } from "../security/input-boundary";

const listQuery = z.object({
  view: z.enum(["inbox", "archived", "all"]).default("inbox"),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  // Years the database can hold and a lead can have (year 0 used to reach PostgreSQL and fail there).
  before: z.iso
    .datetime({ offset: true })
    .refine((value) => Date.parse(value) >= Date.UTC(2000, 0, 1) && Date.parse(value) <= Date.UTC(9999, 11, 31))
    .optional(),
});
const idParam = z.uuid();
const patchBody = z.object({ status: z.enum(leadStatuses) }).strict();

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function toDetail(row: typeof leads.$inferSelect): LeadDetail {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    interests: row.interests,
    lang: row.lang,
    pagePath: row.pagePath,
    referrer: row.referrer,
    utm: row.utm,
    userAgent: row.userAgent,
    status: row.status,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * The leads inbox API. Every handler starts with the admin guard: nothing
 * here relies on the page hiding a button.
 */
export function adminLeadsApi(db: Database, requireAdmin: AdminGuard): Router {
  const router = express.Router();
  router.use("/api/admin", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  const guarded = guardedBy(requireAdmin);

  router.get(
    "/api/admin/leads",
    guarded(async (req, res) => {
      const parsed = listQuery.safeParse(req.query);
      if (!parsed.success) {
        res.status(400).json({ error: "validation_failed" });
        return;
      }
      const { view, q, limit, before } = parsed.data;
      const filters: SQL[] = [];
      if (view === "inbox") filters.push(ne(leads.status, "archived"));
      if (view === "archived") filters.push(eq(leads.status, "archived"));
      if (before) filters.push(lt(leads.createdAt, new Date(before)));
      if (q) {
        const pattern = `%${escapeLike(q)}%`;
        filters.push(or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern), ilike(leads.message, pattern))!);
      }
      const rows = await db
        .select()
        .from(leads)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(leads.createdAt))
        .limit(limit);
      const [unread] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(leads)
        .where(eq(leads.status, "new"));
      const items: LeadSummary[] = rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        name: row.name,
        email: row.email,
        company: row.company,
        status: row.status,
        interests: row.interests,
        preview: row.message.slice(0, 160),
      }));
      res.json({ items, unread: unread?.n ?? 0 });
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
      const [row] = await db.select().from(leads).where(eq(leads.id, id.data));
      if (!row) {
        res.status(404).json({ error: "not_found" });
        return;
      }
      res.json(toDetail(row));
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
      res.json(toDetail(row));
    }),
  );
  return router;
}
