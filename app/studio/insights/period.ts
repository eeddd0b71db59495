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

type Range = { from: string; to: string };

/** The address for a preset; for "custom", the period shown as a custom range to edit. */
export function withPreset(params: URLSearchParams, preset: PeriodPreset | "custom", period: Range): URLSearchParams {
  const next = new URLSearchParams(params);
  if (preset === "custom") {
    next.delete("period");
    next.set("from", period.from);
    next.set("to", period.to);
  } else {
    next.delete("from");
    next.delete("to");
    next.set("period", preset);
  }
  return next;
}

/** The address with one end of the custom range moved; null when the value is no day. */
export function withCustomEnd(params: URLSearchParams, end: "from" | "to", value: string, period: Range): URLSearchParams | null {
  if (!isDay(value)) return null;
  const next = new URLSearchParams(params);
  next.delete("period");
  next.set("from", end === "from" ? value : period.from);
  next.set("to", end === "to" ? value : period.to);
  return next;
}
