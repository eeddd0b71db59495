import { toWeekday, type Weekday } from "./weekdays";

/**
 * Time-zone arithmetic with nothing but Intl: the browser's (or Node's) own
 * time-zone database answers "what does the clock say in zone Z at instant
 * t?", and everything else is plain arithmetic on UTC milliseconds. That is
 * enough to move a wall-clock time from one zone to another on a real date,
 * so daylight-saving time and half-hour offsets come out right.
 */

/** A calendar date with no time zone (month 1-12). */
export type CivilDate = { year: number; month: number; day: number };

/** What a wall clock in some zone shows at an instant. */
export type WallTime = CivilDate & { weekday: Weekday; hour: number; minute: number; second: number };

const MINUTE = 60_000;
export const DAY_MINUTES = 24 * 60;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      era: "short",
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** True when the runtime knows this IANA zone (or offset) name. Never throws. */
export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return false;
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

/** The zone's usual spelling ("asia/baghdad" becomes "Asia/Baghdad"), or null when unknown. */
export function normalizeTimeZone(value: unknown, known: readonly string[] = []): string | null {
  if (!isValidTimeZone(value)) return null;
  const listed = known.find((zone) => zone.toLowerCase() === value.toLowerCase());
  if (listed) return listed;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The runtime's own name for a zone (engines differ: "Asia/Kolkata" may come back as "Asia/Calcutta"). */
export function canonicalZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The time zone the browser (or server) runs in, or null when it does not say. */
export function runtimeTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isValidTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

export function weekdayOf(date: CivilDate): Weekday {
  return toWeekday(new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay());
}

export function addDays(date: CivilDate, days: number): CivilDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The wall clock in `timeZone` at the instant `utcMs`. */
export function wallTime(timeZone: string, utcMs: number): WallTime {
  const parts = formatter(timeZone).formatToParts(new Date(utcMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const era = parts.find((part) => part.type === "era")?.value ?? "AD";
  const rawYear = get("year");
  const year = era.startsWith("B") ? 1 - rawYear : rawYear;
  const date = { year, month: get("month"), day: get("day") };
  return { ...date, weekday: weekdayOf(date), hour: get("hour") % 24, minute: get("minute"), second: get("second") };
}

/** Minutes the zone is ahead of UTC at an instant (Baghdad +180, Kolkata +330, Los Angeles -480 or -420). */
export function offsetMinutes(timeZone: string, utcMs: number): number {
  const wall = wallTime(timeZone, utcMs);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / MINUTE);
}

/**
 * The instant at which the clock in `timeZone` shows `minuteOfDay` on `date`
 * (minuteOfDay may be 1440: midnight at the end of the day). A time that does
 * not exist (skipped by a spring-forward change) moves forward by the gap, as
 * clocks do; a repeated time (autumn) takes one of its two instants.
 */
export function zonedTimeToUtc(timeZone: string, date: CivilDate, minuteOfDay: number): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * MINUTE;
  const first = offsetMinutes(timeZone, asUtc);
  const guess = asUtc - first * MINUTE;
  const second = offsetMinutes(timeZone, guess);
  if (second === first) return guess;
  const retry = asUtc - second * MINUTE;
  if (offsetMinutes(timeZone, retry) === second) return retry;
  return Math.max(guess, retry);
}

/**
 * The dates of the next seven days in `timeZone`, starting today, by
 * weekday. Conversions use these real dates, so they apply the offsets
 * (daylight-saving time included) of the coming week.
 */
export function referenceWeek(timeZone: string, nowMs: number): Record<Weekday, CivilDate> {
  const today = wallTime(timeZone, nowMs);
  const week = {} as Record<Weekday, CivilDate>;
  for (let index = 0; index < 7; index++) {
    const date = addDays(today, index);
    week[weekdayOf(date)] = date;
  }
  return week;
}

/** A wall-clock moment in some zone: a weekday and the minutes since its midnight. */
export type WeekMoment = { day: Weekday; minute: number };

/**
 * Moves a wall-clock moment on `day` of the reference week from one zone to
 * another: "Tuesday 09:00 in Baghdad" becomes "Monday 22:00 in Los Angeles".
 */
export function convertMoment(
  from: string,
  to: string,
  week: Record<Weekday, CivilDate>,
  day: Weekday,
  minuteOfDay: number,
): WeekMoment & { utcMs: number } {
  const utcMs = zonedTimeToUtc(from, week[day], minuteOfDay);
  const wall = wallTime(to, utcMs);
  return { day: wall.weekday, minute: wall.hour * 60 + wall.minute, utcMs };
}

/** "UTC+3", "UTC+5:30", "UTC-7", "UTC+0" for an offset in minutes. */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return "UTC+0";
  const sign = minutes > 0 ? "+" : "-";
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}
