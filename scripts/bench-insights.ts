// Measures the Insights dashboard over a year of events, a tenth of them forged today.
// Usage: node scripts/bench-insights.ts [events=1000000] [DATABASE_URL]
// Fills a fresh database (in-memory PGlite, or an empty PostgreSQL database)
// with a year of events spread over 365 days, rolls the finished days up as
// the server does every hour, then times the report the studio asks for.
// Then a tenth of `events` arrives today forged, every one with its own made-up
// path, campaign, medium, source and referrer (issue 31): first stored as they
// are (what Insights kept before its bounds), then through the service's record()
// (paths that are no page become "other", distinct values capped per day);
// each time the "today" report and the CSV export are measured. Those stored through record()
// are added to today's daily rows as they arrive (ADR 043); the "today" report is measured on them,
// and on the same events aggregated live as Insights read today before.
import "./source-resolution.ts";
import path from "node:path";
import { sql } from "drizzle-orm";

const { openDatabase, rowsOf } = await import("../server/db/database.ts");
const { createInsightService } = await import("../server/insights/insight-service.ts");
const { aggregate } = await import("../server/insights/day-figures.ts");
const { addDays, dayOf } = await import("../core/insights/days.ts");
const { fillInsights, forgeInsights, filledPaths } = await import("./insight-events.ts");
const { insightsCsv } = await import("../server/insights/insights-csv.ts");

if (process.argv.includes("--help")) {
  console.log(
    [
      "Usage: node scripts/bench-insights.ts [events=1000000] [DATABASE_URL] [--record=N]",
      "A tenth of the events is forged today; in-memory PGlite without DATABASE_URL.",
      "--record=N: only the first N forged events go through record() (its rate is measured on them); the rest,",
      'all past the day\'s caps by then, are written in bulk as record() leaves such events: "other" everywhere,',
      "one visitor each, added to today's rows. For the full size on a slow machine.",
    ].join("\n"),
  );
  process.exit(0);
}
const recordArg = process.argv.find((arg) => arg.startsWith("--record="));
const [eventsArg = "1000000", databaseUrl] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const forged = Math.round(Number(eventsArg) / 10);
const recorded = recordArg ? Math.min(forged, Number(recordArg.slice("--record=".length))) : forged;
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

  // The filled events did not go through record(): the finished days are rolled up from their events,
  // as for days stored before migration 0017, and today's rows, visitor values and conversions are
  // written as record() would have left them (the integration test holds the two equal).
  await db.execute(sql`INSERT INTO insight_legacy_days (day) SELECT DISTINCT day FROM insight_events WHERE day < ${today}`);
  await db.execute(sql`
    INSERT INTO insight_daily (day, dim, value, views, events, visitors, enquiries, taps, converted, used, completed)
    SELECT day, dim, value, views, events, visitors, enquiries, taps, converted, used, completed FROM (${aggregate(today, today)}) a`);
  await db.execute(sql`
    INSERT INTO insight_day_members (day, visitor, dim, value)
    SELECT DISTINCT day, visitor, d.dim, d.value FROM insight_events
    CROSS JOIN LATERAL (VALUES ('page', CASE WHEN type = 'view' THEN path END), ('lang', lang), ('event', type),
      ('channel', CASE WHEN type = 'tap' THEN detail END), ('area', CASE WHEN type = 'tap' THEN area END),
      ('form', CASE WHEN type = 'form' THEN detail END), ('social', CASE WHEN type = 'social' THEN detail END),
      ('tool', CASE WHEN type = 'tool' THEN detail END)) AS d(dim, value)
    WHERE day = ${today} AND d.value IS NOT NULL`);
  await db.execute(sql`
    UPDATE insight_visits v SET converted = true WHERE day = ${today} AND EXISTS (
      SELECT 1 FROM insight_events e WHERE e.day = v.day AND e.visitor = v.visitor AND (e.type = 'tap' OR (e.type = 'form' AND e.detail = 'sent')))`);
  /** Today read from its events, as Insights did before ADR 043 (a day stored before migration 0017 still is). */
  const liveToday = async <T>(work: () => Promise<T>) => {
    await db.execute(sql`INSERT INTO insight_legacy_days (day) VALUES (${today})`);
    try {
      return await work();
    } finally {
      await db.execute(sql`DELETE FROM insight_legacy_days WHERE day = ${today}`);
    }
  };

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

  console.log("  today aggregated live from its events (before ADR 043):");
  await liveToday(async () => {
    await measure([periods[0]]);
    console.log(`  ${await csv()}`);
  });

  const [, beforeMs] = await time(() => forgeInsights(db, { events: forged, day: today }));
  console.log(
    `${forged.toLocaleString("en")} forged events today, all distinct, stored as they are (before ADR 031) in ${(beforeMs / 1000).toFixed(1)} s:`,
  );
  await liveToday(async () => {
    await measure([periods[0]]);
    console.log(`  ${await csv()}`);
  });

  await db.execute(sql`DELETE FROM insight_events WHERE visitor LIKE 'forged-%'`);
  await db.execute(sql`DELETE FROM insight_visits WHERE visitor LIKE 'forged-%'`);
  const [, afterMs] = await time(async () => {
    const agent = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let index = next++; index < recorded; index = next++) {
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
    `${recorded.toLocaleString("en")} of the same forged events through record() (paths that are no page are "other", 200 values a day) in ${(afterMs / 1000).toFixed(1)} s (${Math.round(recorded / (afterMs / 1000))}/s)`,
  );
  if (recorded < forged) {
    const rest = forged - recorded;
    const [, bulkMs] = await time(async () => {
      // What record() leaves for a new visitor's one view whose every value is past the day's caps.
      await db.execute(sql`
        INSERT INTO insight_visits (day, visitor, at, source, medium, campaign, landing, referrer, device)
        SELECT ${today}, 'bulk-' || g, now(), 'other', 'other', 'other', 'other', 'other', 'desktop' FROM generate_series(1, ${rest}) g`);
      await db.execute(sql`
        INSERT INTO insight_events (at, day, visitor, type, path, lang, device)
        SELECT now(), ${today}, 'bulk-' || g, 'view', 'other', 'en', 'desktop' FROM generate_series(1, ${rest}) g`);
      await db.execute(sql`
        INSERT INTO insight_day_members (day, visitor, dim, value)
        SELECT ${today}, 'bulk-' || g, d.dim, d.value FROM generate_series(1, ${rest}) g,
          (VALUES ('page', 'other'), ('lang', 'en'), ('event', 'view')) AS d(dim, value)`);
      await db.execute(sql`
        INSERT INTO insight_daily (day, dim, value, views, events, visitors, enquiries, taps, converted, used, completed)
        SELECT ${today}, dim, value, ${rest}, ${rest}, ${rest}, 0, 0, 0, 0, 0 FROM (VALUES ('total', ''), ('source', 'other'),
          ('campaign', 'other'), ('landing', 'other'), ('referrer', 'other'), ('device', 'desktop'), ('page', 'other'),
          ('lang', 'en'), ('event', 'view')) AS d(dim, value)
        ON CONFLICT (day, dim, value) DO UPDATE SET views = insight_daily.views + excluded.views,
          events = insight_daily.events + excluded.events, visitors = insight_daily.visitors + excluded.visitors`);
    });
    console.log(`the other ${rest.toLocaleString("en")} written in bulk as record() leaves them in ${(bulkMs / 1000).toFixed(1)} s`);
  }
  console.log(`${forged.toLocaleString("en")} forged events today:`);
  console.log("  today aggregated live from its events (ADR 031, before ADR 043):");
  await liveToday(async () => {
    await measure([periods[0]]);
    console.log(`  ${await csv()}`);
  });
  console.log("  today from its rows, added to as events arrive (after, ADR 043):");
  await measure([periods[0]]);
  console.log(`  ${await csv()}`);
  const size = rowsOf<{ daily: number; members: number }>(
    await db.execute(sql`SELECT (SELECT count(*) FROM insight_daily WHERE day = ${today})::int AS daily,
      (SELECT count(*) FROM insight_day_members WHERE day = ${today})::int AS members`),
  )[0]!;
  console.log(`  today's rows: ${size.daily.toLocaleString("en")} daily rows, ${size.members.toLocaleString("en")} visitor values`);
} finally {
  await handle.close();
}
