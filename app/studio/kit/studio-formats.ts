import { useMemo } from "react";
import type { Lang } from "#core/i18n/languages";
import { formatLocale } from "~/utils/format";
import { useStudioLanguage } from "./studio-language";

/**
 * Every number, date and time the studio shows, in the studio's language (ADR 044): the site's digit rule
 * (Western digits in Arabic too, ADR 020) and Baghdad time. Days of Insights are calendar days (no zone).
 */
export function formatsFor(lang: Lang) {
  const locale = formatLocale(lang);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const shortDay = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const longDay = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const dateTime = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Baghdad",
  });
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Baghdad" });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  const money = {
    IQD: new Intl.NumberFormat(locale, { style: "currency", currency: "IQD", currencyDisplay: "narrowSymbol", maximumFractionDigits: 0 }),
    USD: new Intl.NumberFormat(locale, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol", maximumFractionDigits: 0 }),
  };
  const day = (value: string, withYear = false) => (withYear ? longDay : shortDay).format(new Date(`${value}T00:00:00Z`));
  return {
    lang,
    number: (value: number) => number.format(value),
    /** A share of a whole, "12.5%"; a dash when there is no whole. */
    rate: (part: number, whole: number) => (whole === 0 ? "—" : percent.format(part / whole)),
    /** A calendar day, "3 Nov" or "3 Nov 2026". */
    day,
    /** "3 Nov – 2 Dec 2026", "2 Dec 2026" for one day. */
    range: (from: string, to: string) =>
      from === to ? day(to, true) : `${from.slice(0, 4) === to.slice(0, 4) ? day(from) : day(from, true)} – ${day(to, true)}`,
    /** A moment, in Baghdad: "14 Jun 2025, 09:30". */
    dateTime: (value: string | number | Date) => dateTime.format(new Date(value)),
    /** A time of day, in Baghdad: "09:30". */
    time: (value: string | number | Date) => time.format(new Date(value)),
    /** A value won, "IQD 1,500,000" or "$400", in the studio's language and digits. */
    money: (amount: number, currency: "IQD" | "USD") => money[currency].format(amount),
    /** "Web design, Ads and Branding", «تصميم المواقع والإعلانات والهوية». */
    list: (items: string[]) => list.format(items),
    relative,
  };
}

export type StudioFormats = ReturnType<typeof formatsFor>;

/** The studio's formats in the language he chose for it. */
export function useStudioFormats(): StudioFormats {
  const { lang } = useStudioLanguage();
  return useMemo(() => formatsFor(lang), [lang]);
}
