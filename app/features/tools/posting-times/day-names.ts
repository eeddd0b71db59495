import type { Lang } from "#core/i18n/languages";
import { weekdayKeys, weekOrder, type Weekday } from "./weekdays";

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function dayName(day: Weekday, t: Translate, form: "long" | "short" = "long"): string {
  return t(`days.${weekdayKeys[day]}.${form}`);
}

/** "a, b and c" / "a وb وc" with the page's own words. */
export function joinList(items: readonly string[], t: Translate): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(t("list.separator"))}${t("list.last")}${items.at(-1)}`;
}

/**
 * Days as a reader says them, in the week order of the page's language, with
 * three or more days in a row as a span: "Monday to Friday", "Tuesday and
 * Wednesday". A run that wraps past the end of the week stays one span
 * ("من الجمعة إلى الأحد").
 */
export function formatDays(days: Iterable<Weekday>, lang: Lang, t: Translate): string {
  const selected = new Set(days);
  let order = [...weekOrder(lang)];
  const first = order[0];
  const last = order.at(-1);
  if (selected.size < 7 && first !== undefined && last !== undefined && selected.has(first) && selected.has(last)) {
    const gap = order.findLastIndex((day) => !selected.has(day));
    order = [...order.slice(gap + 1), ...order.slice(0, gap + 1)];
  }
  const ordered = order.filter((day) => selected.has(day));
  const runs: Weekday[][] = [];
  for (const day of ordered) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous !== undefined && order.indexOf(day) === order.indexOf(previous) + 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) => {
    const start = run[0];
    const end = run.at(-1);
    return run.length >= 3 && start !== undefined && end !== undefined
      ? [t("list.span", { from: dayName(start, t), to: dayName(end, t) })]
      : run.map((day) => dayName(day, t));
  });
  return joinList(parts, t);
}
