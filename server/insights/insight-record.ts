import { and, eq, sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/database";
import { insightDaily, insightDayMembers, insightDayValues, insightEvents, insightVisits } from "../db/schema";
import type { InsightEvent } from "#core/insights/insight-wire";
import { visitSource } from "#core/insights/source";
import { createVisitorHasher, mayCount } from "./visitor";
import { eventDims, metricColumns, visitDims, zeroMetrics, type Metrics } from "./day-figures";

/** Who sent an event, as the request shows it (used for the hash and the filters, never stored). */
export type InsightRequest = { ip: string; userAgent: string | undefined; dnt: string | undefined; gpc: string | undefined };

/** An event as stored: what the page sent, or an enquiry the server stored itself. */
export type StoredEvent =
  | InsightEvent
  | { type: "form"; path: string; lang: "ar" | "en"; step: "sent" }
  /** A page view counted without JavaScript (the page's no-script image): nothing known but the page. */
  | { type: "view"; path: string; lang: "ar" | "en"; device?: undefined; referrer?: undefined; utm?: undefined; theme?: undefined };

/** What a value past a cap, or a path that is no page of the site, is counted as. */
export const otherValue = "other";

/** Distinct values of each visit dimension kept per day (ADR 031): a busy day of real visits has a few dozen. */
export const dayValueCap = 200;

export type RecorderOptions = {
  now: () => number;
  /** Asked before a visitor's first event of the day is kept: one address cannot make up visitors cheaply. */
  allowNewVisit?: ((ip: string) => Promise<boolean>) | undefined;
  /** Whether a path is one of the site's pages; any other is kept as "other" (all are, without it). */
  isSitePath?: ((path: string) => Promise<boolean>) | undefined;
  /** Distinct values per dimension and day. */
  dayValueCap?: number | undefined;
};

/**
 * Insights' record (ADR 022, ADR 043): each event adds itself to `insight_daily` (one row per day, dimension
 * and value) in the transaction that stores it, so a report reads a few hundred rows a day whatever it held.
 */
export function createInsightRecorder(db: Database, options: RecorderOptions) {
  const { now } = options;
  const hasher = createVisitorHasher(db, now);
  const cap = options.dayValueCap ?? dayValueCap;

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

  return { record, visitOf };
}

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
