import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/database";
import { insightDims, type InsightReport, type InsightRow } from "#core/insights/insight-report";
import { addDays, daysBetween } from "#core/insights/days";
import { leadPath } from "./lead-path";
import { legacyDays } from "./insight-rollup";
import { aggregate, emptyTotals, metricColumns, summed, totalsOf } from "./day-figures";

/**
 * Insights' report (ADR 043): the dashboard's figures over days, read from the daily rows (a year is a few
 * thousand), and from the events of a day stored before migration 0017 that is not rolled up yet.
 */
export function createInsightReporter(db: Database, options: { siteHost?: string | undefined }) {
  const sums = metricColumns.map((name) => sql`sum(${sql.identifier(name)})::int AS ${sql.identifier(name)}`);

  /** Days `from`..`to`: each dimension's values summed (in the database for rolled-up days), and each day's totals. */
  async function figures(from: string, to: string) {
    const live: (InsightRow & { day: string; dim: string })[] = [];
    const unrolled = await legacyDays(db, from, to);
    // One row at a time: a day of many distinct values would overflow the stack as push's arguments.
    for (const day of unrolled)
      for (const row of rowsOf<InsightRow & { day: string; dim: string }>(await db.execute(aggregate(day, day)))) live.push(row);
    const skip = unrolled.length
      ? sql`AND day NOT IN (${sql.join(
          unrolled.map((day) => sql`${day}`),
          sql`, `,
        )})`
      : sql``;
    const rolled = rowsOf<InsightRow & { dim: string }>(
      await db.execute(sql`
        SELECT dim, value, ${sql.join(sums, sql`, `)} FROM insight_daily
        WHERE day >= ${from} AND day <= ${to} ${skip}
        GROUP BY dim, value`),
    );
    const rolledTotals = rowsOf<InsightRow & { day: string }>(
      await db.execute(sql`
        SELECT day, ${sql.join(
          metricColumns.map((name) => sql.identifier(name)),
          sql`, `,
        )} FROM insight_daily
        WHERE dim = 'total' AND day >= ${from} AND day <= ${to} ${skip}`),
    );
    return {
      rows: [...rolled, ...live] as (InsightRow & { dim: string })[],
      totals: [...rolledTotals, ...live.filter((row) => row.dim === "total")],
    };
  }

  /** The dashboard's figures for days `from`..`to`, with the period just before as comparison. */
  async function report(from: string, to: string, limit = 10): Promise<InsightReport> {
    const length = daysBetween(from, to);
    const previousFrom = addDays(from, -length);
    const [current, previous] = [await figures(from, to), await figures(previousFrom, addDays(from, -1))];
    const days: InsightReport["days"] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, ...emptyTotals() });
    const byDay = new Map(days.map((entry) => [entry.day, entry]));
    for (const row of current.totals) Object.assign(byDay.get(row.day)!, totalsOf([row]));
    const dims = Object.fromEntries(
      insightDims.map((dim) => [
        dim,
        summed(current.rows.filter((row) => row.dim === dim)).slice(0, dim === "page" || dim === "landing" ? limit * 2 : limit),
      ]),
    ) as InsightReport["dims"];
    return {
      from,
      to,
      leadPath: await leadPath(db, { from, to, previousFrom }, options.siteHost ?? "", limit),
      previous: { from: previousFrom, to: addDays(from, -1), totals: totalsOf(previous.totals) },
      totals: totalsOf(current.totals),
      days,
      dims,
    };
  }

  return { report };
}
