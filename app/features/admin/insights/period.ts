/** The Insights screen's periods and figures, as plain functions (tested without a browser). */
import { addDays, isDay } from "#core/insights/days";

export const periodPresets = ["today", "7d", "30d", "90d", "12m"] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** The days of a preset ending today (both ends included). */
export function presetRange(preset: PeriodPreset, today: string): { from: string; to: string } {
  const length = { today: 1, "7d": 7, "30d": 30, "90d": 90, "12m": 365 }[preset];
  return { from: addDays(today, 1 - length), to: today };
}

/** The period an address asks for: `?period=7d`, or `?from=…&to=…` (a custom range), else the last 30 days. */
export function periodFromQuery(params: URLSearchParams, today: string): { preset: PeriodPreset | "custom"; from: string; to: string } {
  const from = params.get("from");
  const to = params.get("to");
  if (isDay(from) && isDay(to) && from <= to && to <= today) return { preset: "custom", from, to };
  const asked = params.get("period");
  const preset = (periodPresets as readonly string[]).includes(asked ?? "") ? (asked as PeriodPreset) : "30d";
  return { preset, ...presetRange(preset, today) };
}

export type Change = { kind: "up" | "down" | "same" | "new" | "none"; percent: number };

/** How a figure moved against the previous period. */
export function change(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: "none", percent: 0 } : { kind: "new", percent: 0 };
  const percent = Math.round(((current - previous) / previous) * 100);
  return { kind: percent > 0 ? "up" : percent < 0 ? "down" : "same", percent: Math.abs(percent) };
}

const numberFormat = new Intl.NumberFormat("en");
const percentFormat = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });
const shortDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export const formatNumber = (value: number) => numberFormat.format(value);
export const formatRate = (part: number, whole: number) => (whole === 0 ? "—" : percentFormat.format(part / whole));
export const formatDay = (day: string, withYear = false) => (withYear ? longDate : shortDate).format(new Date(`${day}T00:00:00Z`));

/** "3 Nov – 2 Dec 2026", "2 Dec 2026" for one day. */
export function formatRange(from: string, to: string): string {
  if (from === to) return formatDay(to, true);
  return `${from.slice(0, 4) === to.slice(0, 4) ? formatDay(from) : formatDay(from, true)} – ${formatDay(to, true)}`;
}
