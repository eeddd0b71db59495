import type { Lang } from "#core/i18n/languages";

/**
 * One digit rule for the whole site: Western digits in Arabic too (ADR 020).
 * Numbers sit beside addresses, prices, units and code that are Latin, the
 * owner types his figures with them, and Iraqi business sites use them.
 */
const locales: Record<Lang, string> = { ar: "ar-IQ-u-nu-latn", en: "en-GB" };

/** The locale every number, date and time on a page of this language is written in. */
export const formatLocale = (lang: Lang) => locales[lang];

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locales[lang], options).format(value);
}

export function formatDate(value: Date | string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: "long", timeZone: "Asia/Baghdad" }).format(
    typeof value === "string" ? new Date(value) : value,
  );
}
