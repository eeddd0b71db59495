import type { Lang } from "#core/i18n/languages";

const locales: Record<Lang, string> = { ar: "ar-IQ", en: "en-GB" };

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locales[lang], options).format(value);
}

export function formatDate(value: Date | string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: "long", timeZone: "Asia/Baghdad" }).format(
    typeof value === "string" ? new Date(value) : value,
  );
}

/**
 * The free tools write numbers with Latin digits in Arabic too: they sit
 * beside addresses, code and units that are Latin, and Iraqi web tools do
 * the same (ADR 012).
 */
const toolLocales: Record<Lang, string> = { ar: "ar-IQ-u-nu-latn", en: "en-GB" };

export function formatToolNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(toolLocales[lang], options).format(value);
}

export function formatToolDate(value: Date | string, lang: Lang): string {
  return new Intl.DateTimeFormat(toolLocales[lang], { dateStyle: "long", timeZone: "Asia/Baghdad" }).format(
    typeof value === "string" ? new Date(value) : value,
  );
}
