import type { Lang } from "#core/i18n/languages";
import { formatLocale } from "~/utils/format";
import { defaultPlatform, parsePlatform, type PlatformId, type PlatformTimes } from "./data";
import { canonicalZone, convertMoment, DAY_MINUTES, normalizeTimeZone, referenceWeek } from "./time-zones";
import { sortDays, toWeekday, type Weekday } from "./weekdays";

/** Time zones offered in the pickers; `id` names the city in the translations (`zones.cities.<id>`). */
export const zoneOptions = [
  { id: "baghdad", zone: "Asia/Baghdad" },
  { id: "riyadh", zone: "Asia/Riyadh" },
  { id: "dubai", zone: "Asia/Dubai" },
  { id: "amman", zone: "Asia/Amman" },
  { id: "cairo", zone: "Africa/Cairo" },
  { id: "istanbul", zone: "Europe/Istanbul" },
  { id: "tehran", zone: "Asia/Tehran" },
  { id: "london", zone: "Europe/London" },
  { id: "berlin", zone: "Europe/Berlin" },
  { id: "stockholm", zone: "Europe/Stockholm" },
  { id: "newYork", zone: "America/New_York" },
  { id: "losAngeles", zone: "America/Los_Angeles" },
  { id: "kolkata", zone: "Asia/Kolkata" },
  { id: "sydney", zone: "Australia/Sydney" },
] as const;
export const knownZones: readonly string[] = zoneOptions.map((option) => option.zone);

export const defaultZone = "Asia/Baghdad";

/** Where the weekend is Friday and Saturday (the studies assume Saturday and Sunday). */
const fridaySaturdayWeekend = new Set([
  "Asia/Baghdad",
  "Asia/Riyadh",
  "Asia/Kuwait",
  "Asia/Qatar",
  "Asia/Bahrain",
  "Asia/Muscat",
  "Asia/Amman",
  "Asia/Damascus",
  "Asia/Aden",
  "Africa/Cairo",
  "Africa/Khartoum",
  "Africa/Tripoli",
  "Africa/Algiers",
]);

export function hasFridaySaturdayWeekend(zone: string): boolean {
  return fridaySaturdayWeekend.has(zone);
}

/** The offered option for a zone, also under another name of the same zone ("Asia/Calcutta"). */
export function zoneOptionOf(zone: string) {
  const exact = zoneOptions.find((option) => option.zone === zone);
  if (exact) return exact;
  const canonical = canonicalZone(zone);
  return canonical ? zoneOptions.find((option) => canonicalZone(option.zone) === canonical) : undefined;
}

// ---------------------------------------------------------------------------
// Settings, read from and written to the query string

/** "same": show the followers' own clock; "browser": the visitor's clock; else an IANA zone. */
export type DisplayZone = "same" | "browser" | (string & {});

export type Settings = {
  platform: PlatformId;
  /** Where most followers live: the clock the study's times are on. */
  audience: string;
  display: DisplayZone;
  /** Move the study's days one day earlier, for a Friday-Saturday weekend. */
  fridayWeekend: boolean;
};

export type Notice = { kind: "platform" | "audience" | "tz"; value: string };

export const defaultSettings: Settings = { platform: defaultPlatform, audience: defaultZone, display: "same", fridayWeekend: false };

/** Longest query value echoed back in a notice. */
const NOTICE_VALUE_MAX = 40;
const clip = (value: string) => (value.length > NOTICE_VALUE_MAX ? `${value.slice(0, NOTICE_VALUE_MAX)}…` : value);

/** Reads ?platform=&audience=&tz=&weekend=; anything unusable falls back to the default, with a notice. */
export function parseSettings(params: URLSearchParams): { settings: Settings; notices: Notice[] } {
  const notices: Notice[] = [];
  const settings: Settings = { ...defaultSettings };

  const platform = params.get("platform");
  if (platform) {
    const parsed = parsePlatform(platform);
    if (parsed) settings.platform = parsed;
    else notices.push({ kind: "platform", value: clip(platform) });
  }

  const audience = params.get("audience");
  if (audience) {
    const zone = normalizeTimeZone(audience, knownZones);
    if (zone) settings.audience = zone;
    else notices.push({ kind: "audience", value: clip(audience) });
  }

  const tz = params.get("tz");
  if (tz && tz !== "same") {
    if (tz === "browser") settings.display = "browser";
    else {
      const zone = normalizeTimeZone(tz, knownZones);
      if (zone) settings.display = zone;
      else notices.push({ kind: "tz", value: clip(tz) });
    }
  }

  settings.fridayWeekend = params.get("weekend") === "fri-sat";
  return { settings, notices };
}

/** The query string for settings, leaving defaults out ("" when all are defaults). */
export function settingsToSearch(settings: Settings): string {
  const params = new URLSearchParams();
  if (settings.platform !== defaultSettings.platform) params.set("platform", settings.platform);
  if (settings.audience !== defaultSettings.audience) params.set("audience", settings.audience);
  if (settings.display !== "same") params.set("tz", settings.display);
  if (settings.fridayWeekend) params.set("weekend", "fri-sat");
  const search = params.toString();
  return search ? `?${search}` : "";
}

// ---------------------------------------------------------------------------
// The schedule: the study's windows moved onto the display clock

const WEEK_MINUTES = 7 * DAY_MINUTES;

/** A span of time on the display clock. */
export type Span = {
  startDay: Weekday;
  startMinute: number;
  endDay: Weekday;
  endMinute: number;
  /** Real length in minutes (a daylight-saving change inside it shows here). */
  minutes: number;
};

export type CellLevel = "best" | "good" | "weak" | "none";

/** Hours per row of the week grid. */
export const GRID_BLOCK_HOURS = 2;
export const GRID_BLOCKS = 24 / GRID_BLOCK_HOURS;

export type Schedule = {
  windows: Span[];
  /** The followers' best days and weakest day, on their own calendar. */
  bestDays: Weekday[];
  weakestDay: Weekday | null;
  /** The followers' weakest day as a span on the display clock. */
  weakestSpan: Span | null;
  /** grid[weekday][block]: how good each block of the display week is. */
  grid: CellLevel[][];
};

const shiftEarlier = (day: Weekday) => toWeekday(day - 1);

/** The study's days, moved one day earlier when the followers' weekend is Friday-Saturday. */
export function adjustForWeekend(times: PlatformTimes, fridayWeekend: boolean): PlatformTimes {
  if (!fridayWeekend) return times;
  return {
    ...times,
    windows: times.windows.map((window) => ({ ...window, days: window.days.map(shiftEarlier) })),
    bestDays: times.bestDays.map(shiftEarlier),
    weakestDay: times.weakestDay === null ? null : shiftEarlier(times.weakestDay),
  };
}

function convertSpan(from: string, to: string, week: ReturnType<typeof referenceWeek>, day: Weekday, startMinute: number, endMinute: number): Span {
  const start = convertMoment(from, to, week, day, startMinute);
  const end = convertMoment(from, to, week, day, endMinute);
  return {
    startDay: start.day,
    startMinute: start.minute,
    endDay: end.day,
    endMinute: end.minute,
    minutes: Math.round((end.utcMs - start.utcMs) / 60_000),
  };
}

/** Minutes two week intervals share, allowing for one of them to run past the end of the week. */
function overlap(aStart: number, aLength: number, bStart: number, bLength: number): number {
  let total = 0;
  for (const shift of [-WEEK_MINUTES, 0, WEEK_MINUTES]) {
    const start = Math.max(aStart, bStart + shift);
    const end = Math.min(aStart + aLength, bStart + shift + bLength);
    if (end > start) total += end - start;
  }
  return total;
}

const weekMinute = (span: Span) => span.startDay * DAY_MINUTES + span.startMinute;

export function buildSchedule(times: PlatformTimes, options: { audience: string; display: string; fridayWeekend: boolean; nowMs: number }): Schedule {
  const data = adjustForWeekend(times, options.fridayWeekend);
  const week = referenceWeek(options.audience, options.nowMs);
  const windows: Span[] = [];
  for (const window of data.windows) {
    for (const day of window.days) windows.push(convertSpan(options.audience, options.display, week, day, window.from * 60, window.to * 60));
  }
  const weakestSpan = data.weakestDay === null ? null : convertSpan(options.audience, options.display, week, data.weakestDay, 0, DAY_MINUTES);

  const blockMinutes = GRID_BLOCK_HOURS * 60;
  const grid: CellLevel[][] = [];
  for (let day = 0; day < 7; day++) {
    const row: CellLevel[] = [];
    for (let block = 0; block < GRID_BLOCKS; block++) {
      const cellStart = day * DAY_MINUTES + block * blockMinutes;
      const best = windows.reduce((sum, span) => sum + overlap(cellStart, blockMinutes, weekMinute(span), span.minutes), 0);
      const weak = weakestSpan ? overlap(cellStart, blockMinutes, weekMinute(weakestSpan), weakestSpan.minutes) : 0;
      row.push(best >= blockMinutes * 0.75 ? "best" : best >= 30 ? "good" : weak >= blockMinutes / 2 ? "weak" : "none");
    }
    grid.push(row);
  }
  return { windows, bestDays: [...data.bestDays], weakestDay: data.weakestDay, weakestSpan, grid };
}

/** Hours of one display day: start and end minutes, and whether it ends on the next day. */
export type DayRange = { start: number; end: number; nextDay: boolean };
export type DayGroup = { days: Weekday[]; ranges: DayRange[] };

/**
 * The windows as a reader wants them: per display day, in time order, and
 * days with exactly the same hours named together ("Monday and Tuesday").
 */
export function groupByDay(windows: readonly Span[], lang: Lang): DayGroup[] {
  const byDay = new Map<Weekday, DayRange[]>();
  for (const span of windows) {
    const nextDay = span.endDay !== span.startDay && span.endMinute > 0;
    const ranges = byDay.get(span.startDay) ?? [];
    ranges.push({ start: span.startMinute, end: span.endMinute, nextDay });
    byDay.set(span.startDay, ranges);
  }
  const groups = new Map<string, DayGroup>();
  for (const day of sortDays(byDay.keys(), lang)) {
    const ranges = mergeRanges(byDay.get(day) ?? []);
    const key = ranges.map((range) => `${range.start}-${range.end}-${range.nextDay}`).join(",");
    const group = groups.get(key);
    if (group) group.days.push(day);
    else groups.set(key, { days: [day], ranges });
  }
  return [...groups.values()];
}

function mergeRanges(ranges: DayRange[]): DayRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: DayRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && !last.nextDay && !range.nextDay && last.end !== 0 && range.start <= last.end) {
      last.end = Math.max(last.end, range.end);
    } else merged.push({ ...range });
  }
  return merged;
}

// ---------------------------------------------------------------------------
// Formatting for the page's language

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A time of day in the page's language: "09:00" (British 24-hour clock) or
 * "9 ص" / "9:30 م" (the 12-hour clock Iraqi readers use, Western digits).
 */
export function formatClock(minuteOfDay: number, lang: Lang): string {
  const minute = ((minuteOfDay % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const withMinutes = lang === "en" || minute % 60 !== 0;
  const key = `${lang}:${withMinutes}`;
  let format = clockFormats.get(key);
  if (!format) {
    // The hour style is spelt out: ICU versions differ on en-GB's "numeric" hour
    // ("9:30" or "09:30"), and the server and the browser must agree.
    format = new Intl.DateTimeFormat(
      formatLocale(lang),
      lang === "en"
        ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }
        : { hour: "numeric", ...(withMinutes ? { minute: "2-digit" } : {}), hourCycle: "h12", timeZone: "UTC" },
    );
    clockFormats.set(key, format);
  }
  return format.format(new Date(Date.UTC(2000, 0, 1) + minute * 60_000));
}
