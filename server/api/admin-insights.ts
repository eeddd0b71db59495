import express, { type Router } from "express";
import type { Logger } from "pino";
import { z } from "zod";
import { insightsCsv } from "../insights/insights-csv";
import type { InsightService } from "../insights/insight-service";
import { retentionChoices } from "../insights/insight-service";
import { addDays, daysBetween, isDay } from "#core/insights/days";
import { guardedBy, type AdminGuard } from "./admin-guard";
import { jsonOptions } from "../security/input-boundary";

const day = z.string().refine(isDay);
/** A period of at most two years, ending no later than tomorrow. */
const period = z.object({ from: day, to: day }).refine(({ from, to }) => from <= to && daysBetween(from, to) <= 731, { message: "period" });
const settingsBody = z.object({ retentionDays: z.number().refine((n) => (retentionChoices as readonly number[]).includes(n)) }).strict();

/**
 * The studio's Insights API: the report of a period (with the period before
 * for comparison), its CSV export, and the raw-event retention.
 */
export function adminInsightsApi(deps: { insights: InsightService; requireAdmin: AdminGuard; logger: Logger }): Router {
  const router = express.Router();
  const guarded = guardedBy(deps.requireAdmin);

  /** The report of the asked period; `all`: every value of each breakdown (the export), not the top ones. */
  const report = async (query: unknown, all = false) => {
    const parsed = period.safeParse(query);
    if (!parsed.success) return undefined;
    const tomorrow = addDays(deps.insights.today(), 1);
    if (parsed.data.to > tomorrow) return undefined;
    await deps.insights.maintain();
    return deps.insights.report(parsed.data.from, parsed.data.to, all ? 100_000 : 10);
  };

  router.get(
    "/api/admin/insights",
    guarded(async (req, res) => {
      const result = await report(req.query);
      if (!result) {
        res.status(400).json({ error: "validation_failed" });
        return;
      }
      res.json(result);
    }),
  );

  router.get(
    "/api/admin/insights/export",
    guarded(async (req, res) => {
      const result = await report(req.query, true);
      if (!result) {
        res.status(400).json({ error: "validation_failed" });
        return;
      }
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="insights-${result.from}-${result.to}.csv"`);
      res.send(insightsCsv(result));
    }),
  );

  router.get(
    "/api/admin/insights/settings",
    guarded(async (_req, res) => {
      res.json({ ...(await deps.insights.settings()), choices: retentionChoices });
    }),
  );

  router.put(
    "/api/admin/insights/settings",
    express.json({ limit: "1kb", ...jsonOptions }),
    guarded(async (req, res, admin) => {
      const parsed = settingsBody.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json({ error: "validation_failed" });
        return;
      }
      const saved = await deps.insights.saveSettings(parsed.data.retentionDays);
      deps.logger.info(
        { audit: "insights.retention", admin: admin.email ?? admin.userId, retentionDays: saved.retentionDays },
        "insights retention saved",
      );
      res.json({ ...saved, choices: retentionChoices });
    }),
  );

  return router;
}
