import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from "../../server/db/database";
import { insightDaily, insightDayMembers, insightEvents, insightLegacyDays, insightRolledDays, insightVisits } from "../../server/db/schema";
import { createInsightService, type InsightRequest } from "../../server/insights/insight-service";
import { aggregate } from "../../server/insights/day-figures";
import type { InsightEvent } from "#core/insights/insight-wire";
import { createTestPostgresDatabase } from "../support/test-databases";

// Today's figures are added up as events arrive (ADR 043). They must be what aggregating the
// day's events gives, whatever the events and however many instances write at once.

const migrationsDir = path.resolve(import.meta.dirname, "../../drizzle");
const chrome = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const request = (ip: string, userAgent = chrome): InsightRequest => ({ ip, userAgent, dnt: undefined, gpc: undefined });
const sitePaths = ["/", "/en", "/en/services", "/en/contact", "/en/free-tools/seo", "/en/faq"];

/** Two instances on one database: on PostgreSQL each has its own connections; PGlite is one process's database. */
type Instances = { name: string; open: () => Promise<{ first: Database; second: Database; close: () => Promise<void> }> };
const backends: Instances[] = [
  {
    name: "PGlite",
    async open() {
      const handle = await openDatabase({ migrationsDir });
      return { first: handle.db, second: handle.db, close: handle.close };
    },
  },
  {
    name: "PostgreSQL",
    async open() {
      const adminUrl = inject("postgresUrl");
      if (!adminUrl) throw new Error(inject("postgresError"));
      const database = await createTestPostgresDatabase(adminUrl);
      const one: DatabaseHandle = await openDatabase({ databaseUrl: database.url, migrationsDir });
      const two: DatabaseHandle = await openDatabase({ databaseUrl: database.url });
      return {
        first: one.db,
        second: two.db,
        async close() {
          await two.close();
          await one.close();
          await database.drop();
        },
      };
    },
  },
];

/** A day's rows as record() left them and as the events aggregate, in one order. */
async function bothWays(db: Database, day: string) {
  const metrics = (row: Record<string, unknown>) =>
    [row.dim, row.value, row.views, row.events, row.visitors, row.enquiries, row.taps, row.converted, row.used, row.completed].map(String).join(" ");
  const kept = (await db.select().from(insightDaily).where(eq(insightDaily.day, day))).map(metrics).sort();
  const live = rowsOf<Record<string, unknown>>(await db.execute(aggregate(day, day)))
    .map(metrics)
    .sort();
  return { kept, live };
}

/** A day of ordinary, converting, forged and odd events from a dozen visitors; `tag` makes the visitors new. */
function dayOfEvents(tag: number): [InsightEvent, InsightRequest][] {
  const view = (path: string, extra: Partial<Extract<InsightEvent, { type: "view" }>> = {}): InsightEvent => ({
    type: "view",
    path,
    lang: "en",
    device: "mobile",
    ...extra,
  });
  const events: [InsightEvent, InsightRequest][] = [];
  for (let index = 0; index < 12; index += 1) {
    const who = request(`198.51.${tag}.${index + 1}`, index % 3 ? chrome : firefox);
    const campaign = { utm: { source: `source-${index % 5}`, medium: "paid", campaign: `campaign-${index}` } };
    events.push([view(sitePaths[index % sitePaths.length]!, index % 2 ? campaign : { referrer: `www.site-${index}.example` }), who]);
    events.push([view(sitePaths[(index + 1) % sitePaths.length]!, { lang: "ar", device: "desktop" }), who]);
    if (index % 4 === 0) events.push([{ type: "tap", path: "/en/contact", lang: "en", channel: "whatsapp", area: "contact" }, who]);
    if (index % 4 === 1) events.push([{ type: "tool", path: "/en/free-tools/seo", lang: "en", tool: "seo", step: "used" }, who]);
    if (index % 4 === 1) events.push([{ type: "tool", path: "/en/free-tools/seo", lang: "en", tool: "seo", step: "completed" }, who]);
    if (index % 4 === 2) events.push([{ type: "form", path: "/en/contact", lang: "en", step: "started" }, who]);
    if (index % 6 === 2) events.push([{ type: "social", path: "/", lang: "ar", network: "instagram" }, who]);
    if (index % 5 === 0) events.push([{ type: "language", path: "/en", lang: "en" }, who]);
    // A second conversion of a visitor who already converted, and a tap as a visitor's very first event.
    if (index === 4) events.push([{ type: "tap", path: "/en", lang: "en", channel: "call", area: "footer" }, who]);
    // Forged: a path that is no page, and more campaigns than the day keeps.
    events.push([view(`/en/made-up-${tag}-${index}`, { utm: { campaign: `forged-${tag}-${index}` }, referrer: `forged-${index}.example` }), who]);
  }
  events.unshift([{ type: "tap", path: "/en/contact", lang: "en", channel: "telegram", area: "assistant" }, request(`203.0.${tag}.1`)]);
  // Bots and Do Not Track are not counted at all.
  events.push([view("/en"), request("192.0.2.50", "Googlebot/2.1 (+http://www.google.com/bot.html)")]);
  events.push([view("/en"), { ...request("192.0.2.51"), dnt: "1" }]);
  return events;
}

describe.each(backends)("today rolled up as events arrive, on $name", (backend) => {
  let first: Database;
  let second: Database;
  let close: () => Promise<void>;
  // 23:50 in Baghdad (UTC+3) on 2026-06-01: the day ends ten minutes later.
  let clock = Date.parse("2026-06-01T20:50:00Z");

  beforeAll(async () => {
    ({ first, second, close } = await backend.open());
  }, 60_000);
  afterAll(async () => {
    await close();
  });

  const service = (db: Database) =>
    createInsightService(db, { now: () => clock, isSitePath: async (path) => sitePaths.includes(path), dayValueCap: 4 });

  it("equals the aggregate of the day's events, with two instances writing at once, either side of midnight in Baghdad", async () => {
    const one = service(first);
    const two = service(second);
    /** Each instance takes every other event; both write at once; a visitor's events may go to either. */
    const send = (events: [InsightEvent, InsightRequest][]) =>
      Promise.all(events.map(([event, who], index) => (index % 2 ? two : one).record(event, who)));
    // An enquiry's "sent" is recorded by the server itself when the lead is stored.
    const sent = (who: InsightRequest, instance = one) => instance.record({ type: "form", path: "/en/contact", lang: "en", step: "sent" }, who);

    const before = dayOfEvents(1);
    const results = await send(before);
    expect(results.filter((result) => result === "skipped")).toHaveLength(2);
    // Conversions after a visitor's first events (their earlier values must now count them as converted),
    // twice at once on both instances, and as the first event of a new visitor (198.51.1.7 came with Firefox).
    await Promise.all([sent(request("198.51.1.3"), one), sent(request("198.51.1.3"), two), sent(request("198.51.1.7"), two)]);

    // Past midnight in Baghdad: a new day, the same people are new visitors.
    clock = Date.parse("2026-06-01T21:00:30Z");
    await send(dayOfEvents(1).slice(0, 30));
    await send(dayOfEvents(2));
    await sent(request("198.51.2.6"), two);

    for (const day of ["2026-06-01", "2026-06-02"]) {
      const { kept, live } = await bothWays(first, day);
      expect(kept.length).toBeGreaterThan(30);
      expect(kept).toEqual(live);
    }
    const june1 = await one.report("2026-06-01", "2026-06-01");
    expect(june1.totals).toEqual({ visitors: 14, views: 36, enquiries: 3, taps: 5, converted: 6 });
    expect(june1.dims.page.map((row) => row.value).sort()).toEqual([...sitePaths, "other"].sort());
    expect(june1.dims.tool).toEqual([expect.objectContaining({ value: "seo", visitors: 3, used: 3, completed: 3 })]);
    const channels = Object.fromEntries(june1.dims.channel.map((row) => [row.value, [row.visitors, row.converted]]));
    expect(channels).toEqual({ whatsapp: [3, 3], call: [1, 1], telegram: [1, 1] });

    // The day is over: the hourly job marks it rolled up, keeps its rows and forgets who had which value.
    clock = Date.parse("2026-06-01T21:10:00Z");
    const { rolled } = await two.maintain();
    expect(rolled).toEqual(["2026-06-01"]);
    expect(await one.maintain()).toMatchObject({ rolled: [] });
    const left = await first.select().from(insightDayMembers);
    expect(new Set(left.map((row) => row.day))).toEqual(new Set(["2026-06-02"]));
    const after = await bothWays(first, "2026-06-01");
    expect(after.kept).toEqual(after.live);
    expect((await one.report("2026-06-01", "2026-06-01")).totals).toEqual(june1.totals);
  });

  it("stays bounded: a value per site page, the day's capped values and 'other', whatever was sent", async () => {
    clock = Date.parse("2026-06-10T09:00:00Z");
    const one = service(first);
    for (let index = 0; index < 40; index += 1)
      await one.record(
        {
          type: "view",
          path: `/en/forged-${index}`,
          lang: "en",
          device: "desktop",
          referrer: `forged-${index}.example`,
          utm: { source: `source-${index}`, medium: `medium-${index}`, campaign: `campaign-${index}` },
        },
        request(`2001:db8:${index}::1`, firefox),
      );
    const rows = await first.select().from(insightDaily).where(eq(insightDaily.day, "2026-06-10"));
    const perDim = (dim: string) => rows.filter((row) => row.dim === dim).map((row) => row.value);
    // Four kept values a day and "other" for the rest; no path that is no page.
    for (const dim of ["source", "campaign", "referrer"]) expect(perDim(dim)).toHaveLength(5);
    expect(perDim("page")).toEqual(["other"]);
    expect(perDim("landing")).toEqual(["other"]);
    expect(rows).toHaveLength(21);
    expect(rows.find((row) => row.dim === "total")).toMatchObject({ visitors: 40, views: 40 });
    // Three values each (page, language, event type) for a visitor who viewed one page.
    const members = await first.select().from(insightDayMembers).where(eq(insightDayMembers.day, "2026-06-10"));
    expect(members).toHaveLength(40 * 3);
    const { kept, live } = await bothWays(first, "2026-06-10");
    expect(kept).toEqual(live);
  });

  it("reads a day stored before the rollup of today (migration 0017) from its events, and rolls it up once it is over", async () => {
    // As the earlier code left a day: events and visits, no daily rows.
    await first.insert(insightVisits).values([
      { day: "2026-05-20", visitor: "old-visitor-1", source: "google.com", landing: "/en", referrer: "google.com", device: "mobile" },
      { day: "2026-05-20", visitor: "old-visitor-2", source: "direct", landing: "/", device: "desktop" },
    ]);
    await first.insert(insightEvents).values([
      { day: "2026-05-20", visitor: "old-visitor-1", type: "view", path: "/en", lang: "en", device: "mobile" },
      { day: "2026-05-20", visitor: "old-visitor-1", type: "tap", path: "/en", lang: "en", detail: "whatsapp", area: "contact" },
      { day: "2026-05-20", visitor: "old-visitor-2", type: "view", path: "/", lang: "ar", device: "desktop" },
    ]);
    await first.insert(insightLegacyDays).values({ day: "2026-05-20" });
    clock = Date.parse("2026-05-20T12:00:00Z");
    const one = service(first);
    const expected = { visitors: 2, views: 2, enquiries: 0, taps: 1, converted: 1 };
    expect((await one.report("2026-05-20", "2026-05-20")).totals).toEqual(expected);
    clock = Date.parse("2026-05-21T12:00:00Z");
    expect((await one.maintain()).rolled).toContain("2026-05-20");
    expect(
      await first
        .select()
        .from(insightRolledDays)
        .where(and(eq(insightRolledDays.day, "2026-05-20"))),
    ).toHaveLength(1);
    const { kept, live } = await bothWays(first, "2026-05-20");
    expect(kept).toEqual(live);
    expect((await one.report("2026-05-20", "2026-05-20")).totals).toEqual(expected);
    const count = rowsOf<{ n: number }>(await first.execute(sql`SELECT count(*)::int AS n FROM insight_daily WHERE day = '2026-05-20'`))[0]!.n;
    expect(count).toBe(kept.length);
  });
});

describe("migration 0017 on an install with Insights data", () => {
  it("lists the days that had events but no rollup as days to read from their events", async () => {
    const older = mkdtempSync(path.join(tmpdir(), "migrations-0016-"));
    cpSync(migrationsDir, older, { recursive: true });
    const journalPath = path.join(older, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 16);
    writeFileSync(journalPath, JSON.stringify(journal));
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-0016-"));
    try {
      const before = await openDatabase({ pgliteDir: dir, migrationsDir: older });
      await before.db.execute(sql`INSERT INTO insight_rolled_days (day) VALUES ('2026-04-01')`);
      await before.db.execute(sql`
        INSERT INTO insight_events (day, visitor, type, path, lang) VALUES
          ('2026-04-01', 'a', 'view', '/', 'ar'), ('2026-04-02', 'b', 'view', '/', 'ar'), ('2026-04-02', 'c', 'view', '/en', 'en')`);
      await before.close();
      const after = await openDatabase({ pgliteDir: dir, migrationsDir });
      expect((await after.db.select().from(insightLegacyDays)).map((row) => row.day)).toEqual(["2026-04-02"]);
      await after.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(older, { recursive: true, force: true });
    }
  });
});
