import { and, eq, gte, lt, lte, notInArray, sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/database";
import {
  insightDaily,
  insightDayMembers,
  insightDayValues,
  insightEvents,
  insightLegacyDays,
  insightRolledDays,
  insightSettings,
  insightVisits,
} from "../db/schema";
import type { InsightEvent } from "#core/insights/insight-wire";
import { visitSource } from "#core/insights/source";
import { insightDims, type InsightReport, type InsightRow } from "#core/insights/insight-report";
import { addDays, dayOf, daysBetween } from "#core/insights/days";
import { leadPath } from "./lead-path";
import { createVisitorHasher, mayCount } from "./visitor";
import { aggregate, emptyTotals, eventDims, metricColumns, summed, totalsOf, visitDims, zeroMetrics, type Metrics } from "./day-figures";

/** Who sent an event, as the request shows it (used for the hash and the filters, never stored). */
export type InsightRequest = { ip: string; userAgent: string | undefined; dnt: string | undefined; gpc: string | undefined };

/** An event as stored: what the page sent, or an enquiry the server stored itself. */
type StoredEvent =
  | InsightEvent
  | { type: "form"; path: string; lang: "ar" | "en"; step: "sent" }
  /** A page view counted without JavaScript (the page's no-script image): nothing known but the page. */
  | { type: "view"; path: string; lang: "ar" | "en"; device?: undefined; referrer?: undefined; utm?: undefined; theme?: undefined };

export const retentionChoices = [30, 90, 180, 365, 730] as const;

/** A day's rollup waits this long after midnight, so an event stamped just before it is in. */
const rollupGraceMs = 5 * 60_000;

/** How often an instance deletes what is past its time (the server's hourly job). */
const purgeEveryMs = 3600_000;

/** What a value past a cap, or a path that is no page of the site, is counted as. */
export const otherValue = "other";

/** Distinct values of each visit dimension kept per day (ADR 031): a busy day of real visits has a few dozen. */
export const dayValueCap = 200;

/**
 * The events and daily figures of one site (ADR 022, ADR 043). Each event
 * adds itself to `insight_daily` (one row per day, dimension and value) in
 * the transaction that stores it, so a report of today reads a few hundred
 * rows whatever the day held, and a report over a year a few thousand.
 * Days stored before that (migration 0017) are aggregated from their events
 * until their day is over, then rolled up once.
 */
export function createInsightService(
  db: Database,
  options: {
    now?: () => number;
    /** Asked before a visitor's first event of the day is kept: one address cannot make up visitors cheaply. */
    allowNewVisit?: (ip: string) => Promise<boolean>;
    /** Whether a path is one of the site's pages; any other is kept as "other" (all are, without it). */
    isSitePath?: (path: string) => Promise<boolean>;
    /** Distinct values per dimension and day. */
    dayValueCap?: number;
    /** The site's own host: a lead whose referrer is a page of it came from no outside site. */
    siteHost?: string;
  } = {},
) {
  const now = options.now ?? Date.now;
  const hasher = createVisitorHasher(db, now);
  const cap = options.dayValueCap ?? dayValueCap;
  let purgedAt = -Infinity;

  /** The value itself when it is already kept for the day or the day has room for it; "other" past the cap. */
  async function capped(day: string, dim: string, value: string | null): Promise<string | null> {
    if (value === null || value === otherValue || (dim === "source" && value === "direct")) return value;
    const added = await db.execute(sql`
      INSERT INTO insight_day_values (day, dim, value)
      SELECT ${day}, ${dim}, ${value}
      WHERE (SELECT count(*) FROM insight_day_values WHERE day = ${day} AND dim = ${dim}) < ${cap}
      ON CONFLICT DO NOTHING RETURNING 1 AS added`);
    if (rowsOf(added).length > 0) return value;
    const kept = await db
      .select({ value: insightDayValues.value })
      .from(insightDayValues)
      .where(and(eq(insightDayValues.day, day), eq(insightDayValues.dim, dim), eq(insightDayValues.value, value)));
    return kept.length > 0 ? value : otherValue;
  }

  async function record(event: StoredEvent, request: InsightRequest): Promise<"stored" | "skipped" | "limited"> {
    if (!mayCount({ userAgent: request.userAgent, dnt: request.dnt, gpc: request.gpc })) return "skipped";
    const { day, visitor } = await hasher.visitor(request.ip, request.userAgent!);
    const at = new Date(now());
    // Only the site's own pages are kept by their path: made-up paths are one value, "other".
    const path = !options.isSitePath || (await options.isSitePath(event.path)) ? event.path : otherValue;
    // The day's first event of a visitor starts its visit: the source later events are credited to.
    const known = await db
      .select({ day: insightVisits.day })
      .from(insightVisits)
      .where(and(eq(insightVisits.day, day), eq(insightVisits.visitor, visitor)));
    let given: ReturnType<typeof visitSource> = visitSource({});
    if (known.length === 0) {
      if (options.allowNewVisit && !(await options.allowNewVisit(request.ip))) return "limited";
      const from = event.type === "view" ? visitSource({ referrerHost: event.referrer, utm: event.utm }) : visitSource({});
      // Each value counted once per day up to the cap; a new one past it is "other".
      given = {
        source: (await capped(day, "source", from.source))!,
        medium: await capped(day, "medium", from.medium),
        campaign: await capped(day, "campaign", from.campaign),
        referrer: await capped(day, "referrer", from.referrer),
      };
    }
    const detail = detailOf(event);
    const area = event.type === "tap" ? event.area : event.type === "tool" ? event.step : null;
    const device = event.type === "view" ? (event.device ?? null) : null;
    const conversion = event.type === "tap" || (event.type === "form" && detail === "sent");
    const metrics: Metrics = {
      views: event.type === "view" ? 1 : 0,
      events: 1,
      visitors: 0,
      enquiries: event.type === "form" && detail === "sent" ? 1 : 0,
      taps: event.type === "tap" ? 1 : 0,
      converted: 0,
      used: event.type === "tool" && area === "used" ? 1 : 0,
      completed: event.type === "tool" && area === "completed" ? 1 : 0,
    };
    await db.transaction(async (tx) => {
      // The visit row is the visitor-day's lock: its events are added one after another, on any instance.
      const created = await tx
        .insert(insightVisits)
        .values({ day, visitor, at, ...given, landing: path, device, converted: conversion })
        .onConflictDoNothing()
        .returning();
      const visit =
        created[0] ??
        (
          await tx
            .select()
            .from(insightVisits)
            .where(and(eq(insightVisits.day, day), eq(insightVisits.visitor, visitor)))
            .for("update")
        )[0]!;
      const isNew = created.length > 0;
      await tx.insert(insightEvents).values({
        at,
        day,
        visitor,
        type: event.type,
        path,
        lang: event.lang,
        detail,
        area,
        device,
        theme: event.type === "view" ? (event.theme ?? null) : null,
      });

      const deltas = new Map<string, { dim: string; value: string } & Metrics>();
      const add = (dim: string, value: string, change: Partial<Metrics>) => {
        const key = `${dim}\u0000${value}`;
        let row = deltas.get(key);
        if (!row) deltas.set(key, (row = { dim, value, ...zeroMetrics() }));
        for (const name of metricColumns) row[name] += change[name] ?? 0;
      };
      const visitGroups = visitDims(visit);
      // A visitor's first conversion of the day counts once for every value the visitor has had so far.
      const convertsNow = conversion && !isNew && !visit.converted;
      if (convertsNow) {
        await tx
          .update(insightVisits)
          .set({ converted: true })
          .where(and(eq(insightVisits.day, day), eq(insightVisits.visitor, visitor)));
        const had = await tx
          .select({ dim: insightDayMembers.dim, value: insightDayMembers.value })
          .from(insightDayMembers)
          .where(and(eq(insightDayMembers.day, day), eq(insightDayMembers.visitor, visitor)));
        for (const [dim, value] of [...visitGroups, ...had.map((row) => [row.dim, row.value] as const)]) add(dim, value, { converted: 1 });
      }
      const converted = visit.converted || conversion ? 1 : 0;
      const eventGroups = eventDims({ type: event.type, path, lang: event.lang, detail, area });
      const joined = eventGroups.length
        ? await tx
            .insert(insightDayMembers)
            .values(eventGroups.map(([dim, value]) => ({ day, visitor, dim, value })))
            .onConflictDoNothing()
            .returning({ dim: insightDayMembers.dim, value: insightDayMembers.value })
        : [];
      const firstTime = new Set(joined.map((row) => `${row.dim}\u0000${row.value}`));
      for (const [dim, value] of visitGroups) add(dim, value, { ...metrics, ...(isNew ? { visitors: 1, converted } : {}) });
      for (const [dim, value] of eventGroups)
        add(dim, value, { ...metrics, ...(firstTime.has(`${dim}\u0000${value}`) ? { visitors: 1, converted } : {}) });
      // One statement, rows in one order on every instance: two events never wait for each other in a circle.
      const rows = [...deltas.values()].sort((a, b) => (a.dim < b.dim ? -1 : a.dim > b.dim ? 1 : a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
      await tx
        .insert(insightDaily)
        .values(rows.map((row) => ({ day, ...row })))
        .onConflictDoUpdate({
          target: [insightDaily.day, insightDaily.dim, insightDaily.value],
          set: Object.fromEntries(metricColumns.map((name) => [name, sql`${insightDaily[name]} + excluded.${sql.identifier(name)}`])),
        });
    });
    return "stored";
  }

  /**
   * Closes every finished day that has events and no rollup mark: a day stored before migration 0017
   * is aggregated from its events once; any other day's rows are already complete and only marked.
   * Then applies the retention.
   */
  async function maintain(): Promise<{ rolled: string[]; purgedBefore: string }> {
    const today = dayOf(now() - rollupGraceMs);
    const rolled: string[] = [];
    const legacy = new Set(await legacyDays("0000-00-00", addDays(today, -1)));
    // Days are closed in order, so none before the last one closed is open (a day from before migration 0017
    // is closed wherever it is): the report's own run of this is a few small statements, not a walk through the year.
    const [last] = await db.select({ day: sql<string | null>`max(${insightRolledDays.day})` }).from(insightRolledDays);
    const open = await unrolledDays(last?.day ? addDays(last.day, 1) : "0000-00-00", addDays(today, -1));
    for (const day of [...new Set([...legacy, ...open])].sort()) {
      await db.transaction(async (tx) => {
        // Another instance may roll the same day: the first to mark it does, the other skips it.
        const marked = await tx.insert(insightRolledDays).values({ day }).onConflictDoNothing().returning({ day: insightRolledDays.day });
        if (marked.length === 0) return;
        if (legacy.has(day)) {
          await tx.delete(insightDaily).where(eq(insightDaily.day, day));
          await tx.execute(sql`
            INSERT INTO insight_daily (day, dim, value, views, events, visitors, enquiries, taps, converted, used, completed)
            SELECT day, dim, value, views, events, visitors, enquiries, taps, converted, used, completed FROM (${aggregate(day, day)}) a`);
        }
        rolled.push(day);
      });
    }
    const { retentionDays } = await settings();
    const purgedBefore = addDays(dayOf(now()), -retentionDays);
    // The deletes run once an hour per instance, not on each report's run of this: range deletes over a year's
    // events and visits, they cost more than the rest of the report (bench: about 250 ms of 257 with 900,000 events).
    if (now() - purgedAt < purgeEveryMs) return { rolled, purgedBefore };
    purgedAt = now();
    // Who had which value only matters while a day can still get events.
    await db.delete(insightDayMembers).where(lt(insightDayMembers.day, today));
    // Raw events go after the retention period, only once their day is rolled up (the figures stay): every day
    // before today is by now (a failed rollup throws above). A range of the day index, not a join with the year.
    await db.delete(insightEvents).where(lt(insightEvents.day, purgedBefore < today ? purgedBefore : today));
    await db.delete(insightVisits).where(lt(insightVisits.day, purgedBefore));
    await db.delete(insightDayValues).where(lt(insightDayValues.day, addDays(dayOf(now()), -2)));
    return { rolled, purgedBefore };
  }

  /** Days `from`..`to` stored before migration 0017 and not rolled up yet: read from their events. */
  async function legacyDays(from: string, to: string): Promise<string[]> {
    const rows = await db
      .select({ day: insightLegacyDays.day })
      .from(insightLegacyDays)
      .where(
        and(
          gte(insightLegacyDays.day, from),
          lte(insightLegacyDays.day, to),
          notInArray(insightLegacyDays.day, db.select({ day: insightRolledDays.day }).from(insightRolledDays)),
        ),
      );
    return rows.map((row) => row.day);
  }

  async function settings(): Promise<{ retentionDays: number }> {
    const rows = await db.select().from(insightSettings).where(eq(insightSettings.id, 1));
    return { retentionDays: rows[0]?.retentionDays ?? 180 };
  }

  async function saveSettings(retentionDays: number) {
    await db.insert(insightSettings).values({ id: 1, retentionDays }).onConflictDoUpdate({ target: insightSettings.id, set: { retentionDays } });
    return settings();
  }

  /**
   * The days `from`..`to` that have events, found by skipping through the
   * (day, visitor) index one day at a time: a few hundred lookups, not a
   * scan of a year of events.
   */
  async function eventDays(from: string, to: string): Promise<string[]> {
    const found = await db.execute<{ day: string }>(sql`
      WITH RECURSIVE d AS (
        SELECT (SELECT min(day) FROM insight_events WHERE day >= ${from}) AS day
        UNION ALL
        SELECT (SELECT min(day) FROM insight_events WHERE day > d.day) FROM d WHERE d.day IS NOT NULL AND d.day < ${to}
      )
      SELECT day FROM d WHERE day IS NOT NULL AND day <= ${to}`);
    return rowsOf<{ day: string }>(found).map((row) => row.day);
  }

  /** Days `from`..`to` with events but no rollup mark (today, and a finished day no maintenance has reached yet). */
  async function unrolledDays(from: string, to: string): Promise<string[]> {
    const days = await eventDays(from, to);
    if (days.length === 0) return [];
    const rolled = await db
      .select({ day: insightRolledDays.day })
      .from(insightRolledDays)
      .where(and(gte(insightRolledDays.day, from), lte(insightRolledDays.day, to)));
    const done = new Set(rolled.map((row) => row.day));
    return days.filter((day) => !done.has(day));
  }

  const sums = metricColumns.map((name) => sql`sum(${sql.identifier(name)})::int AS ${sql.identifier(name)}`);

  /** Days `from`..`to`: each dimension's values summed (in the database for rolled-up days), and each day's totals. */
  async function figures(from: string, to: string) {
    const live: (InsightRow & { day: string; dim: string })[] = [];
    const unrolled = await legacyDays(from, to);
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

  /** Today's visit of this visitor as Insights keeps it (source, campaign, entry page…), or undefined (none, or not counted). */
  async function visitOf(request: InsightRequest) {
    if (!mayCount({ userAgent: request.userAgent, dnt: request.dnt, gpc: request.gpc })) return undefined;
    const { day, visitor } = await hasher.visitor(request.ip, request.userAgent!);
    const [visit] = await db
      .select({
        source: insightVisits.source,
        campaign: insightVisits.campaign,
        landing: insightVisits.landing,
        referrer: insightVisits.referrer,
        device: insightVisits.device,
      })
      .from(insightVisits)
      .where(and(eq(insightVisits.day, day), eq(insightVisits.visitor, visitor)));
    return visit;
  }

  return { record, visitOf, maintain, report, settings, saveSettings, today: () => dayOf(now()) };
}

export type InsightService = ReturnType<typeof createInsightService>;

function detailOf(event: StoredEvent): string | null {
  switch (event.type) {
    case "tap":
      return event.channel;
    case "form":
      return event.step;
    case "tool":
      return event.tool;
    case "social":
      return event.network;
    default:
      return null;
  }
}
