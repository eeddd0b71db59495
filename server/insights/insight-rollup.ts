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
import { addDays, dayOf } from "#core/insights/days";
import { aggregate } from "./day-figures";

export const retentionChoices = [30, 90, 180, 365, 730] as const;

/** A day's rollup waits this long after midnight, so an event stamped just before it is in. */
const rollupGraceMs = 5 * 60_000;

/** How often an instance deletes what is past its time (the server's hourly job). */
const purgeEveryMs = 3600_000;

/** Days `from`..`to` stored before migration 0017 and not rolled up yet: read from their events. */
export async function legacyDays(db: Database, from: string, to: string): Promise<string[]> {
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

/**
 * Insights' roll-up and retention (ADR 043): a finished day is closed once (a day stored before migration 0017
 * is aggregated from its events then), and what is past the retention period is deleted once an hour.
 */
export function createInsightRollup(db: Database, options: { now: () => number }) {
  const { now } = options;
  let purgedAt = -Infinity;

  /**
   * Closes every finished day that has events and no rollup mark: a day stored before migration 0017
   * is aggregated from its events once; any other day's rows are already complete and only marked.
   * Then applies the retention.
   */
  async function maintain(): Promise<{ rolled: string[]; purgedBefore: string }> {
    const today = dayOf(now() - rollupGraceMs);
    const rolled: string[] = [];
    const legacy = new Set(await legacyDays(db, "0000-00-00", addDays(today, -1)));
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

  return { maintain, settings, saveSettings };
}
