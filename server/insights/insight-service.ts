import type { Database } from "../db/database";
import { dayOf } from "#core/insights/days";
import { createInsightRecorder, type RecorderOptions } from "./insight-record";
import { createInsightReporter } from "./insight-report";
import { createInsightRollup } from "./insight-rollup";

export { dayValueCap, otherValue, type InsightRequest } from "./insight-record";
export { retentionChoices } from "./insight-rollup";

/**
 * The events and daily figures of one site (ADR 022, ADR 043), in three parts: the record (each event adds
 * itself to the day's figures as it is stored), the roll-up (a finished day closed once, the retention
 * applied) and the report (the dashboard's figures over days).
 */
export function createInsightService(
  db: Database,
  options: Partial<RecorderOptions> & {
    /** The site's own host: a lead whose referrer is a page of it came from no outside site. */
    siteHost?: string;
  } = {},
) {
  const now = options.now ?? Date.now;
  const { record, visitOf } = createInsightRecorder(db, { ...options, now });
  const { maintain, settings, saveSettings } = createInsightRollup(db, { now });
  const { report } = createInsightReporter(db, { siteHost: options.siteHost });
  return { record, visitOf, maintain, report, settings, saveSettings, today: () => dayOf(now()) };
}

export type InsightService = ReturnType<typeof createInsightService>;
