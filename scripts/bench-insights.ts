// Measures the Insights dashboard over a year of events.
// Usage: node scripts/bench-insights.ts [events=1000000] [DATABASE_URL]
// Fills a fresh database (in-memory PGlite, or an empty PostgreSQL database)
// with a year of events spread over 365 days, rolls the finished days up as
// the server does every hour, then times the report the studio asks for.
import "./source-resolution.ts";
import path from "node:path";
import { sql } from "drizzle-orm";

const { openDatabase } = await import("../server/db/database.ts");
const { createInsightService } = await import("../server/insights/insight-service.ts");
const { addDays, dayOf } = await import("../server/insights/visitor.ts");

const [eventsArg = "1000000", databaseUrl] = process.argv.slice(2);
const events = Number(eventsArg);
const days = 365;
const visitsPerDay = Math.round(events / days / 3);
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
  const [, fillMs] = await time(async () => {
    // A visit per visitor and day; its source, campaign and landing page drawn from what the site sees.
    await db.execute(sql`
      INSERT INTO insight_visits (day, visitor, at, source, medium, campaign, landing, referrer, device)
      SELECT to_char(${first}::date + d, 'YYYY-MM-DD'), left(md5(d || ':' || v), 16), now(),
             (ARRAY['direct','google.com','instagram','facebook.com','newsletter','tiktok','bing.com'])[1 + floor(random() * 7)::int],
             NULL,
             CASE WHEN random() < 0.3 THEN (ARRAY['spring','ramadan','web-design-baghdad'])[1 + floor(random() * 3)::int] END,
             (ARRAY['/','/en','/ar/services','/en/services','/ar/free-tools/website-speed','/en/web-design/baghdad'])[1 + floor(random() * 6)::int],
             NULL,
             (ARRAY['mobile','mobile','mobile','desktop','tablet'])[1 + floor(random() * 5)::int]
      FROM generate_series(0, ${days - 1}) d, generate_series(1, ${visitsPerDay}) v`);
    // The events: mostly page views, then tools, taps, the form, the language toggle and profile links.
    await db.execute(sql`
      INSERT INTO insight_events (at, day, visitor, type, path, lang, detail, area, device, theme)
      SELECT now(), to_char(${first}::date + (v / ${visitsPerDay}), 'YYYY-MM-DD'), left(md5((v / ${visitsPerDay}) || ':' || (1 + v % ${visitsPerDay})), 16),
             kind,
             (ARRAY['/','/en','/ar/services','/en/services','/en/faq','/ar/free-tools/website-speed','/en/contact'])[1 + floor(random() * 7)::int],
             CASE WHEN random() < 0.6 THEN 'ar' ELSE 'en' END,
             CASE kind
               WHEN 'tap' THEN (ARRAY['whatsapp','whatsapp','call','email','telegram'])[1 + floor(random() * 5)::int]
               WHEN 'form' THEN (ARRAY['started','started','sent','failed'])[1 + floor(random() * 4)::int]
               WHEN 'tool' THEN (ARRAY['speed','seo','hooks','posting-times','utm','bio','contrast','domain'])[1 + floor(random() * 8)::int]
               WHEN 'social' THEN (ARRAY['facebook','instagram','linkedin','youtube'])[1 + floor(random() * 4)::int]
             END,
             CASE kind
               WHEN 'tap' THEN (ARRAY['contact','assistant','footer','page'])[1 + floor(random() * 4)::int]
               WHEN 'tool' THEN (ARRAY['used','completed'])[1 + floor(random() * 2)::int]
             END,
             NULL, NULL
      FROM (
        SELECT (g - 1) % ${visitsPerDay * days} AS v, CASE
          WHEN r < 0.70 THEN 'view' WHEN r < 0.80 THEN 'tool' WHEN r < 0.88 THEN 'tap'
          WHEN r < 0.93 THEN 'form' WHEN r < 0.96 THEN 'language' ELSE 'social' END AS kind
        FROM (SELECT g, random() AS r FROM generate_series(1, ${events}) g) picked
      ) e`);
  });
  const counted = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM insight_events`)) as unknown as { rows: { n: number }[] };
  const stored = counted.rows[0]!.n;
  console.log(
    `${stored.toLocaleString("en")} events, ${(visitsPerDay * days).toLocaleString("en")} visits over ${days} days stored in ${(fillMs / 1000).toFixed(1)} s (${handle.kind})`,
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
