import type { Lang } from "#core/i18n/languages";
import { formatLocale as locale, formatNumber } from "~/utils/format";

export const formatDate = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(locale(lang), { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

export const formatPrice = (lang: Lang, price: number, currency: string) =>
  formatNumber(price, lang, {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  });

/** ".com", ".co.uk": what follows the first label of a registrable domain. */
export const endingOf = (domain: string) => domain.slice(domain.indexOf("."));
