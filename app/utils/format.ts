import type { Lang } from "~/i18n/languages";

const locales: Record<Lang, string> = { ar: "ar-IQ", en: "en-GB" };

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locales[lang], options).format(value);
}

export function formatDate(value: Date | string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: "long", timeZone: "Asia/Baghdad" }).format(
    typeof value === "string" ? new Date(value) : value,
  );
}
