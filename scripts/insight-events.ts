// Made-up Insights data for the benchmark and the screenshots: `events` events over the last `days`
// days (Baghdad time), about three a visit, with sources, campaigns, landing pages and devices drawn
// in the proportions this site sees. Inserted by the database itself (generate_series), not row by row.
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/database.ts";
import { addDays, dayOf } from "../core/insights/days.ts";

/** The pages the filled events are on (the benchmark's stand-in for the site's pages). */
export const filledPaths = [
  "/",
  "/en",
  "/ar/services",
  "/en/services",
  "/en/faq",
  "/ar/free-tools/website-speed",
  "/en/contact",
  "/en/web-design/baghdad",
];

/**
 * Forged events on `day` as Insights kept them before its bounds (issue 31): each its own visit with
 * its own made-up path, source, medium, campaign and referrer.
 */
export async function forgeInsights(db: Database, { events, day }: { events: number; day: string }): Promise<void> {
  await db.execute(sql`
    INSERT INTO insight_visits (day, visitor, at, source, medium, campaign, landing, referrer, device)
    SELECT ${day}, 'forged-' || g, now(), 'src-' || g, 'med-' || g, 'camp-' || g, '/en/forged-' || g, 'forged-' || g || '.example', 'desktop'
    FROM generate_series(1, ${events}) g`);
  await db.execute(sql`
    INSERT INTO insight_events (at, day, visitor, type, path, lang, detail, area, device, theme)
    SELECT now(), ${day}, 'forged-' || g, 'view', '/en/forged-' || g, 'en', NULL, NULL, 'desktop', NULL
    FROM generate_series(1, ${events}) g`);
}

export async function fillInsights(db: Database, { events, days }: { events: number; days: number }): Promise<{ visits: number }> {
  const visitsPerDay = Math.max(1, Math.round(events / days / 3));
  const first = addDays(dayOf(Date.now()), 1 - days);
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
  return { visits: visitsPerDay * days };
}
