import type { Lang } from "#core/i18n/languages";

/** Day of the week as JavaScript counts it: 0 is Sunday, 6 is Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const SUN: Weekday = 0;
export const MON: Weekday = 1;
export const TUE: Weekday = 2;
export const WED: Weekday = 3;
export const THU: Weekday = 4;
export const FRI: Weekday = 5;
export const SAT: Weekday = 6;

/** Translation keys of the days (`days.<key>.long` / `.short`), indexed by Weekday. */
export const weekdayKeys = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/**
 * The order a reader expects: an Iraqi (and most Arab) calendar starts the
 * week on Saturday; a British one on Monday.
 */
const orders: Record<Lang, readonly Weekday[]> = {
  ar: [SAT, SUN, MON, TUE, WED, THU, FRI],
  en: [MON, TUE, WED, THU, FRI, SAT, SUN],
};

export function weekOrder(lang: Lang): readonly Weekday[] {
  return orders[lang];
}

export function toWeekday(value: number): Weekday {
  return (((Math.trunc(value) % 7) + 7) % 7) as Weekday;
}

/** Sorts days in the reader's week order (duplicates removed). */
export function sortDays(days: Iterable<Weekday>, lang: Lang): Weekday[] {
  const set = new Set(days);
  return orders[lang].filter((day) => set.has(day));
}
