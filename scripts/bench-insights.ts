// Measures the Insights dashboard over a year of events, a tenth of them forged today.
// Usage: node scripts/bench-insights.ts [events=1000000] [DATABASE_URL]
// Fills a fresh database (in-memory PGlite, or an empty PostgreSQL database)
// with a year of events spread over 365 days, rolls the finished days up as
// the server does every hour, then times the report the studio asks for.
// Then a tenth of `events` arrives today forged, every one with its own made-up
// path, campaign, medium, source and referrer (issue 31): first stored as they
// are (what Insights kept before its bounds), then through the service's record()
// (paths that are no page become "other", distinct values capped per day);
// each time the "today" report and the CSV export are measured.
import "./source-resolution.ts";
import path from "node:path";
import { sql } from "drizzle-orm";

const { openDatabase, rowsOf } = await import("../server/db/database.ts");
const { createInsightService } = await import("../server/insights/insight-service.ts");
const { addDays, dayOf } = await import("../core/insights/days.ts");
const { fillInsights, forgeInsights, filledPaths } = await import("./insight-events.ts");
const { insightsCsv } = await import("../server/insights/insights-csv.ts");

const [eventsArg = "1000000", databaseUrl] = process.argv.slice(2);
const forged = Math.round(Number(eventsArg) / 10);
const events = Number(eventsArg) - forged;
const days = 365;
const handle = await openDatabase({ databaseUrl, migrationsDir: path.resolve(import.meta.dirname, "../drizzle") });
const { db } = handle;
const now = Date.now();
const today = dayOf(now);
const first = addDays(today, 1 - days);
const insights = createInsightService(db, { now: () => now, isSitePath: async (path) => filledPaths.includes(path) });

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
  const measure = async (periods: readonly (readonly [string, string, string])[]) => {
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
  };
  /** The export of today: every value of each breakdown, as /api/admin/insights/export sends it. */
  const csv = async () => {
    const [text, ms] = await time(async () => insightsCsv(await insights.report(today, today, 100_000)));
    return `CSV of today ${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB, ${text.split("\r\n").length - 2} rows, in ${ms.toFixed(0)} ms`;
  };
  console.log("report (what /api/admin/insights answers, comparison period included), 5 runs:");
  await measure(periods);
  console.log(`  ${await csv()}`);

  const [, beforeMs] = await time(() => forgeInsights(db, { events: forged, day: today }));
  console.log(`${forged.toLocaleString("en")} forged events today, all distinct, stored as they are (before) in ${(beforeMs / 1000).toFixed(1)} s:`);
  await measure([periods[0]]);
  console.log(`  ${await csv()}`);

  await db.execute(sql`DELETE FROM insight_events WHERE visitor LIKE 'forged-%'`);
  await db.execute(sql`DELETE FROM insight_visits WHERE visitor LIKE 'forged-%'`);
  const [, afterMs] = await time(async () => {
    const agent = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let index = next++; index < forged; index = next++) {
          const ip = `2001:db8:${(index >> 16).toString(16)}:${(index & 0xffff).toString(16)}::1`;
          const referrer = `forged-${index}.example`;
          const utm = { source: `src-${index}`, medium: `med-${index}`, campaign: `camp-${index}` };
          await insights.record(
            { type: "view", path: `/en/forged-${index}`, lang: "en", device: "desktop", referrer, utm },
            { ip, userAgent: agent, dnt: undefined, gpc: undefined },
          );
        }
      }),
    );
  });
  console.log(
    `the same ${forged.toLocaleString("en")} forged events through record() (after: paths that are no page are "other", 200 values a day) in ${(afterMs / 1000).toFixed(1)} s (${Math.round(forged / (afterMs / 1000))}/s):`,
  );
  await measure([periods[0]]);
  console.log(`  ${await csv()}`);
} finally {
  await handle.close();
}
