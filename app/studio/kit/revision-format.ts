import type { RevisionChange } from "#core/content/revision-diff";
import { isLang, type Lang } from "#core/i18n/languages";
import type { StudioFormats } from "./studio-formats";

export type ChangeCount = { kind: "added" | "removed" | "changedItems"; count: number };

/** The non-zero counts of one area's change, in reading order ("2 added, 1 changed"). */
export function changeCounts(change: RevisionChange): ChangeCount[] {
  const counts: ChangeCount[] = [
    { kind: "added", count: change.added },
    { kind: "removed", count: change.removed },
    { kind: "changedItems", count: change.changed },
  ];
  return counts.filter((entry) => entry.count > 0);
}

/** A changed-text entry of a summary ("en services:items.web.title") as its language and key. */
export function splitTextChange(entry: string): { lang: Lang | undefined; key: string } {
  const space = entry.indexOf(" ");
  const lang = entry.slice(0, space);
  return space > 0 && isLang(lang) ? { lang, key: entry.slice(space + 1) } : { lang: undefined, key: entry };
}

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
];

/** When a revision was made, for a reader in the studio's language: "14 Jun 2025, 09:30" (Baghdad), and "5 minutes ago" within a week. */
export function revisionDate(iso: string, format: StudioFormats, now: number = Date.now()): { absolute: string; relative: string | undefined } {
  const { relative } = format;
  const date = new Date(iso);
  let value = Math.round((date.getTime() - now) / 1000);
  let found: string | undefined;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) {
      found = unit === "second" && Math.abs(value) < 45 ? relative.format(0, "second") : relative.format(value, unit);
      break;
    }
    value = Math.round(value / size);
  }
  return { absolute: format.dateTime(date), relative: found };
}
