/**
 * Insights counts in the owner's days: Baghdad time (UTC+3 all year).
 * A day is written "YYYY-MM-DD"; the server stamps events with it and the
 * studio picks periods in it, so both use these.
 */
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad", year: "numeric", month: "2-digit", day: "2-digit" });

/** The Baghdad day of a moment. */
export function dayOf(at: Date | number): string {
  return dayFormat.format(at);
}

/** The day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A real calendar day written "YYYY-MM-DD" (not 2026-02-30). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  // Month 13 does not parse; 30 February parses as 2 March.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}
