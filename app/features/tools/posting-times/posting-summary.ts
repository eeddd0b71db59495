import type { Lang } from "#core/i18n/languages";
import { postingTimes } from "./data";
import { dayName, formatDays, type Translate } from "./day-names";
import { formatClock, type DayGroup, type Schedule, type Settings, type Span } from "./schedule";

/** Publisher, title and (unless the title already says it) the year. */
export function sourceLine(source: { name: string; title: string; year: number }): string {
  const year = source.title.includes(String(source.year)) ? "" : ` (${source.year})`;
  return `${source.name}, “${source.title}”${year}`;
}

/** The offered zones, plus the current one when it came from the address and is not among them. */
export function withCurrent(zones: string[], current: string | null): string[] {
  return current && !zones.includes(current) ? [...zones, current] : zones;
}

function rangeText(start: number, end: number, nextDay: boolean, t: Translate, lang: Lang): string {
  const from = formatClock(start, lang);
  const to = formatClock(end, lang);
  return t(nextDay ? "result.rangeNextDay" : "result.range", { from, to });
}

export function groupHours(group: DayGroup, t: Translate, lang: Lang): string {
  return group.ranges.map((range) => rangeText(range.start, range.end, range.nextDay, t, lang)).join(t("result.rangeSeparator"));
}

export function weakestSpanText(span: Span, t: Translate, lang: Lang, zone: string): string {
  return t("result.weakestSpan", {
    from: t("result.dayTime", { day: dayName(span.startDay, t), time: formatClock(span.startMinute, lang) }),
    to: t("result.dayTime", { day: dayName(span.endDay, t), time: formatClock(span.endMinute, lang) }),
    zone,
  });
}

/** The result as plain text, for the copy button. */
export function buildSummary(input: {
  t: Translate;
  lang: Lang;
  settings: Settings;
  platformName: string;
  displayZone: string;
  converted: boolean;
  schedule: Schedule;
  groups: DayGroup[];
  zoneName: (zone: string) => string;
  zoneLabel: (zone: string) => string;
}): string {
  const { t, lang, settings, schedule } = input;
  const times = postingTimes[settings.platform];
  const lines = [
    t("copy.title", { platform: input.platformName }),
    t("copy.zones", { audience: input.zoneLabel(settings.audience), display: input.zoneLabel(input.displayZone) }),
  ];
  if (times.windows.length === 0) {
    lines.push(t("result.noHours", { platform: input.platformName }), t("result.noHoursTip", { tool: times.analytics }));
  } else {
    if (settings.fridayWeekend) lines.push(t("result.weekendApplied"));
    lines.push(t("copy.bestDays", { days: formatDays(schedule.bestDays, lang, t) }), t("copy.bestHours"));
    for (const group of input.groups) lines.push(`- ${formatDays(group.days, lang, t)}: ${groupHours(group, t, lang)}`);
    if (schedule.weakestDay === null) lines.push(t("result.noWeakest"));
    else {
      const span =
        input.converted && schedule.weakestSpan ? ` (${weakestSpanText(schedule.weakestSpan, t, lang, input.zoneName(input.displayZone))})` : "";
      lines.push(`${t("copy.weakestDay", { day: dayName(schedule.weakestDay, t) })}${span}`);
    }
  }
  lines.push(t("copy.source", { source: sourceLine(times.source), url: times.source.url }));
  lines.push(t("copy.caveat", { tool: times.analytics }));
  return lines.join("\n");
}
