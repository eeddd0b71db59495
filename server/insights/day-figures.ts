import { sql } from "drizzle-orm";
import type { InsightRow, InsightTotals } from "#core/insights/insight-report";

/**
 * How events are counted: the figures kept per day, dimension and value, the values a visit and an event
 * are counted under (as `record()` adds them up as they arrive, and `aggregate()` counts them from the events),
 * and the sums a report is made of.
 */

export const metricColumns = ["views", "events", "visitors", "enquiries", "taps", "converted", "used", "completed"] as const;
export type Metrics = Record<(typeof metricColumns)[number], number>;

export function zeroMetrics(): Metrics {
  return { views: 0, events: 0, visitors: 0, enquiries: 0, taps: 0, converted: 0, used: 0, completed: 0 };
}

/**
 * The aggregate of the events of days `from`..`to`, one row per day,
 * dimension and value. A visit's source, campaign, landing page, referrer
 * and device apply to every event of that visitor's day. What `record()`
 * adds up as events arrive equals this (a test holds them together); it
 * still rolls up the days stored before that.
 */
export function aggregate(from: string, to: string) {
  return sql`
    WITH e AS (
      SELECT ev.day, ev.visitor, ev.type, ev.path, ev.lang, ev.detail, ev.area,
             v.source, v.campaign, v.landing, v.referrer, v.device,
             (ev.type = 'tap' OR (ev.type = 'form' AND ev.detail = 'sent')) AS conversion
      FROM insight_events ev JOIN insight_visits v ON v.day = ev.day AND v.visitor = ev.visitor
      WHERE ev.day >= ${from} AND ev.day <= ${to}
    ),
    conv AS (SELECT day, visitor, bool_or(conversion) AS converted FROM e GROUP BY day, visitor)
    SELECT e.day, d.dim, d.value,
           count(*) FILTER (WHERE e.type = 'view')::int AS views,
           count(*)::int AS events,
           count(DISTINCT e.visitor)::int AS visitors,
           count(*) FILTER (WHERE e.type = 'form' AND e.detail = 'sent')::int AS enquiries,
           count(*) FILTER (WHERE e.type = 'tap')::int AS taps,
           count(DISTINCT e.visitor) FILTER (WHERE c.converted)::int AS converted,
           count(*) FILTER (WHERE e.type = 'tool' AND e.area = 'used')::int AS used,
           count(*) FILTER (WHERE e.type = 'tool' AND e.area = 'completed')::int AS completed
    FROM e JOIN conv c ON c.day = e.day AND c.visitor = e.visitor
    CROSS JOIN LATERAL (VALUES
      ('total', ''),
      ('page', CASE WHEN e.type = 'view' THEN e.path END),
      ('source', e.source),
      ('campaign', e.campaign),
      ('landing', e.landing),
      ('referrer', e.referrer),
      ('device', e.device),
      ('lang', e.lang),
      ('event', e.type),
      ('channel', CASE WHEN e.type = 'tap' THEN e.detail END),
      ('area', CASE WHEN e.type = 'tap' THEN e.area END),
      ('form', CASE WHEN e.type = 'form' THEN e.detail END),
      ('social', CASE WHEN e.type = 'social' THEN e.detail END),
      ('tool', CASE WHEN e.type = 'tool' THEN e.detail END)
    ) AS d(dim, value)
    WHERE d.value IS NOT NULL
    GROUP BY e.day, d.dim, d.value`;
}

/** The values a visit gives every event of its day (as `aggregate()` joins them). */
export function visitDims(visit: { source: string; campaign: string | null; landing: string; referrer: string | null; device: string | null }) {
  const dims: (readonly [string, string | null])[] = [
    ["total", ""],
    ["source", visit.source],
    ["campaign", visit.campaign],
    ["landing", visit.landing],
    ["referrer", visit.referrer],
    ["device", visit.device],
  ];
  return dims.filter((entry): entry is readonly [string, string] => entry[1] !== null);
}

/** The values an event has of its own (as `aggregate()` fans them out). */
export function eventDims(event: { type: string; path: string; lang: string; detail: string | null; area: string | null }) {
  const dims: (readonly [string, string | null])[] = [
    ["page", event.type === "view" ? event.path : null],
    ["lang", event.lang],
    ["event", event.type],
    ["channel", event.type === "tap" ? event.detail : null],
    ["area", event.type === "tap" ? event.area : null],
    ["form", event.type === "form" ? event.detail : null],
    ["social", event.type === "social" ? event.detail : null],
    ["tool", event.type === "tool" ? event.detail : null],
  ];
  return dims.filter((entry): entry is readonly [string, string] => entry[1] !== null);
}

export function emptyTotals(): InsightTotals {
  return { visitors: 0, views: 0, enquiries: 0, taps: 0, converted: 0 };
}

export function totalsOf(rows: InsightRow[]): InsightTotals {
  const totals = emptyTotals();
  for (const row of rows) {
    totals.visitors += row.visitors;
    totals.views += row.views;
    totals.enquiries += row.enquiries;
    totals.taps += row.taps;
    totals.converted += row.converted;
  }
  return totals;
}

/** Rows of one dimension summed over the days, most visitors first. */
export function summed(rows: (InsightRow & { value: string })[]): (InsightRow & { value: string })[] {
  const byValue = new Map<string, InsightRow & { value: string }>();
  for (const row of rows) {
    let sum = byValue.get(row.value);
    if (!sum)
      byValue.set(
        row.value,
        (sum = { value: row.value, ...Object.fromEntries(metricColumns.map((name) => [name, 0])) } as InsightRow & { value: string }),
      );
    for (const name of metricColumns) sum[name] += Number(row[name]);
  }
  return [...byValue.values()].sort((a, b) => b.visitors - a.visitors || b.events - a.events || a.value.localeCompare(b.value));
}
