/**
 * Where and when the owner can be found: the map link, the coordinates and
 * the opening hours as the settings keep them, their checks, and how pages
 * word them. Times are wall-clock times in Baghdad (Asia/Baghdad has had no
 * daylight saving since 2008), so they are stored and shown as typed.
 */

/** The week as Iraq counts it: Saturday first. */
export const weekDays = ["saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday"] as const;
export type WeekDay = (typeof weekDays)[number];

export type OpeningPeriod = { opens: string; closes: string };
/** One day: no period is a closed day; two periods are a day with a break. */
export type OpeningDay = { day: WeekDay; periods: OpeningPeriod[] };
/** No days: the owner shows no hours. Otherwise all seven, Saturday first. */
export type OpeningHours = OpeningDay[];

export const maxPeriodsPerDay = 2;

/** The hours a fresh "show opening hours" starts from: Saturday to Thursday, 9 to 5; Friday closed. */
export const defaultOpeningHours = (): OpeningHours =>
  weekDays.map((day) => ({ day, periods: day === "friday" ? [] : [{ opens: "09:00", closes: "17:00" }] }));

/** "9:00" -> "09:00"; "24:00" only as a closing time; anything else is undefined. */
export function normalizeTime(input: string, closing = false): string | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(input);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && (!closing || minutes > 0))) return undefined;
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

export type HoursError = "time" | "timeOrder";

/**
 * A day's periods, normalised, or why they are refused: a time that is not
 * one, or a period that ends before it starts or before the previous one ends
 * (a night past midnight is written as two days).
 */
export function checkOpeningDay(periods: readonly OpeningPeriod[]): { ok: true; periods: OpeningPeriod[] } | { ok: false; error: HoursError } {
  if (periods.length > maxPeriodsPerDay) return { ok: false, error: "time" };
  const normalised: OpeningPeriod[] = [];
  for (const period of periods) {
    const opens = normalizeTime(period.opens);
    const closes = normalizeTime(period.closes, true);
    if (!opens || !closes) return { ok: false, error: "time" };
    const previous = normalised.at(-1);
    if (minutesOf(closes) <= minutesOf(opens) || (previous && minutesOf(opens) < minutesOf(previous.closes)))
      return { ok: false, error: "timeOrder" };
    normalised.push({ opens, closes });
  }
  return { ok: true, periods: normalised };
}

/** The map services a map link may point at; `path` is required where the host also serves other things. */
const mapHosts: { host: string; path?: string }[] = [
  { host: "maps.google.com" },
  { host: "www.google.com", path: "/maps" },
  { host: "google.com", path: "/maps" },
  { host: "www.google.iq", path: "/maps" },
  { host: "google.iq", path: "/maps" },
  { host: "maps.app.goo.gl" },
  { host: "goo.gl", path: "/maps" },
  { host: "maps.apple.com" },
  { host: "maps.apple" },
  { host: "www.openstreetmap.org" },
  { host: "openstreetmap.org" },
  { host: "osm.org" },
  { host: "www.osm.org" },
  { host: "www.waze.com" },
  { host: "waze.com" },
  { host: "ul.waze.com" },
  { host: "www.bing.com", path: "/maps" },
  { host: "bing.com", path: "/maps" },
];

/** The map services by name, for the studio's hint (their hosts are above). */
export const mapServices = ["Google Maps", "Apple Maps", "OpenStreetMap", "Waze", "Bing Maps"] as const;

/**
 * A web address as the owner pastes it ("facebook.com/me" gains https://): a
 * parsed http(s) URL without credentials or port, or undefined.
 */
export function pastedWebUrl(input: string): URL | undefined {
  let text = input.trim();
  if (!/^[a-z][a-z\d+.-]*:/i.test(text)) text = `https://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.username || url.password || url.port) return undefined;
  return url;
}

/**
 * A map link: https on one of the map services' hosts, with a place in it (a
 * path or a query), no credentials or port. The fragment stays: OpenStreetMap
 * keeps the map's position there.
 */
export function normalizeMapLink(input: string): { ok: true; url: string } | { ok: false; error: "link" | "mapHost" } {
  const url = pastedWebUrl(input);
  if (!url) return { ok: false, error: "link" };
  const host = url.hostname.toLowerCase();
  const known = mapHosts.find((entry) => entry.host === host);
  if (!known) return { ok: false, error: "mapHost" };
  if (known.path && !(url.pathname === known.path || url.pathname.startsWith(`${known.path}/`))) return { ok: false, error: "mapHost" };
  if ((url.pathname === "/" || url.pathname === "") && !url.search && !url.hash) return { ok: false, error: "link" };
  url.protocol = "https:";
  return { ok: true, url: url.toString() };
}

export type GeoPoint = { latitude: number; longitude: number };

/**
 * "33.3152, 44.3661" (as Google Maps copies it), "33.3152 44.3661" ->
 * "33.3152,44.3661": latitude then longitude in decimal degrees, at most six
 * decimals (about 10 cm). Undefined for anything else.
 */
export function normalizeGeo(input: string): string | undefined {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*[,،\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(input);
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  const round = (value: number) => String(Number(value.toFixed(6)));
  return `${round(latitude)},${round(longitude)}`;
}

export function geoPoint(stored: string): GeoPoint | null {
  if (!stored) return null;
  const [latitude, longitude] = stored.split(",").map(Number);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude: latitude!, longitude: longitude! } : null;
}

/** A day's name in a locale ("Saturday", "السبت"): 1 January 2000 was a Saturday. */
export function dayName(day: WeekDay, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2000, 0, 1 + weekDays.indexOf(day)));
}

/** "18:00" as the locale writes a time ("18:00", "6:00 م"); "24:00" is midnight. */
export function formatTime(time: string, locale: string): string {
  const minutes = minutesOf(time);
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(Date.UTC(2000, 0, 1, 0, minutes));
}

/** Runs of days with the same hours, in week order: the unit both the pages and schema.org's OpeningHoursSpecification use. */
export function groupOpeningDays(hours: OpeningHours): { days: WeekDay[]; periods: OpeningPeriod[] }[] {
  const groups: { days: WeekDay[]; periods: OpeningPeriod[] }[] = [];
  for (const { day, periods } of hours) {
    const last = groups.at(-1);
    if (last && JSON.stringify(last.periods) === JSON.stringify(periods)) last.days.push(day);
    else groups.push({ days: [day], periods });
  }
  return groups;
}

/** One row of the hours as a page shows them: "Saturday – Thursday", ["09:00 – 17:00"]; no times is closed. */
export type HoursRow = { days: string; times: string[] };

export function hoursRows(hours: OpeningHours, locale: string): HoursRow[] {
  return groupOpeningDays(hours).map(({ days, periods }) => ({
    days: days.length === 1 ? dayName(days[0]!, locale) : `${dayName(days[0]!, locale)} – ${dayName(days.at(-1)!, locale)}`,
    times: periods.map((period) => `${formatTime(period.opens, locale)} – ${formatTime(period.closes, locale)}`),
  }));
}

/** A country's name from its ISO code in a locale ("IQ" -> "Iraq", "العراق"); the code itself if unknown. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Whether an ISO 3166-1 alpha-2 code names a region Intl knows (not "ZZ", not a made-up pair). */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || code === "ZZ") return false;
  return new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(code) !== undefined;
}

/** The address and hours as a page of one language shows them, worded on the server (no formatting code in the page's JavaScript). */
export type PlaceView = {
  /** The street (if any), then the city with its postal code and the country. */
  addressLines: string[];
  /** The same on one line. */
  address: string;
  mapLink: string;
  hours: HoursRow[];
};

export function placeView(
  settings: {
    address: { street: { ar: string; en: string }; city: { ar: string; en: string }; postalCode: string; country: string };
    mapLink: string;
    hours: OpeningHours;
  },
  lang: "ar" | "en",
  locale: string,
): PlaceView {
  const { street, city, postalCode, country } = settings.address;
  const comma = lang === "ar" ? "، " : ", ";
  const locality = [city[lang], postalCode].filter(Boolean).join(" ");
  const addressLines = [street[lang], `${locality}${comma}${countryName(country, locale)}`].filter(Boolean);
  return { addressLines, address: addressLines.join(comma), mapLink: settings.mapLink, hours: hoursRows(settings.hours, locale) };
}
