import type { Lang } from "#core/i18n/languages";

/**
 * One digit rule for the whole site: Western digits in Arabic too (ADR 020).
 * Numbers sit beside addresses, prices, units and code that are Latin, the
 * owner types his figures with them, and Iraqi business sites use them.
 */
const locales: Record<Lang, string> = { ar: "ar-IQ-u-nu-latn", en: "en-GB" };

/** The locale every number, date and time on a page of this language is written in. */
export const formatLocale = (lang: Lang) => locales[lang];

/**
 * Formatters made once per language and options: making one loads the locale's data and costs far more
 * than formatting (on a phone, tens of milliseconds in the page's first task for the home page's figures).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * A whole count (the home and about pages' figures) written as both languages write it: Western digits,
 * grouped in threes with a comma (the unit tests hold it to Intl's output). Made without Intl because a
 * page's first number formatter loads the locale's data: about 45 ms of a phone's hydration, for three figures.
 */
const groupedCount = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ",");

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  if (!options && Number.isSafeInteger(value) && value >= 0) return groupedCount(value);
  const key = options ? `${lang} ${JSON.stringify(options)}` : lang;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locales[lang], options)));
  return format.format(value);
}

export function formatDate(value: Date | string, lang: Lang): string {
  let format = dateFormats.get(lang);
  if (!format) dateFormats.set(lang, (format = new Intl.DateTimeFormat(locales[lang], { dateStyle: "long", timeZone: "Asia/Baghdad" })));
  return format.format(typeof value === "string" ? new Date(value) : value);
}
