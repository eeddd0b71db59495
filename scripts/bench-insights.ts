// Measures the Insights dashboard over a year of events.
// Usage: node scripts/bench-insights.ts [events=1000000] [DATABASE_URL]
// Fills a fresh database (in-memory PGlite, or an empty PostgreSQL database)
// with a year of events spread over 365 days, rolls the finished days up as
// the server does every hour, then times the report the studio asks for.
import "./source-resolution.ts";
import path from "node:path";
import { sql } from "drizzle-orm";

const { openDatabase, rowsOf } = await import("../server/db/database.ts");
const { createInsightService } = await import("../server/insights/insight-service.ts");
const { addDays, dayOf } = await import("../core/insights/days.ts");
const { fillInsights } = await import("./insight-events.ts");

const [eventsArg = "1000000", databaseUrl] = process.argv.slice(2);
const events = Number(eventsArg);
const days = 365;
const handle = await openDatabase({ databaseUrl, migrationsDir: path.resolve(import.meta.dirname, "../drizzle") });
const { db } = handle;
const now = Date.now();
const today = dayOf(now);
const first = addDays(today, 1 - days);
const insights = createInsightService(db, { now: () => now });

const time = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const [{ visits }, fillMs] = await time(() => fillInsights(db, { events, days }));
  const stored = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM insight_events`))[0]!.n;
  console.log(
    `${stored.toLocaleString("en")} events, ${visits.toLocaleString("en")} visits over ${days} days stored in ${(fillMs / 1000).toFixed(1)} s (${handle.kind})`,
  );

  const [rolled, rollMs] = await time(() => insights.maintain());
  console.log(
    `rolled up ${rolled.rolled.length} finished days in ${(rollMs / 1000).toFixed(1)} s (${(rollMs / Math.max(1, rolled.rolled.length)).toFixed(0)} ms a day; the server does this once a day)`,
  );

  const periods = [
    ["today", today, today],
    ["last 30 days", addDays(today, -29), today],
    ["last 12 months", first, today],
  ] as const;
  console.log("report (what /api/admin/insights answers, comparison period included), 5 runs:");
  for (const [name, from, to] of periods) {
    const runs: number[] = [];
    let visitors = 0;
    for (let run = 0; run < 5; run++) {
      const [report, ms] = await time(async () => {
        await insights.maintain();
        return insights.report(from, to);
      });
      visitors = report.totals.visitors;
      runs.push(ms);
    }
    console.log(
      `  ${name.padEnd(15)} median ${median(runs).toFixed(0).padStart(5)} ms, max ${Math.max(...runs)
        .toFixed(0)
        .padStart(5)} ms (${visitors.toLocaleString("en")} visitors)`,
    );
  }
} finally {
  await handle.close();
}
