import type { Lang } from "#core/i18n/languages";

/** What POST /api/tools/domain answers (server/tools/domain/domain-check.ts). */
export type DomainState = "available" | "taken" | "premium" | "unsupported" | "unknown" | "timeout";
export type DomainStatus = {
  ascii: string;
  unicode: string;
  state: DomainState;
  registered?: string;
  expires?: string;
  registrar?: string;
  price?: number;
  currency?: string;
};
export type DomainReport = DomainStatus & { notes: ("subdomain" | "suffixAdded")[]; typedHost?: string; alternatives: DomainStatus[] };

const locale = (lang: Lang) => (lang === "ar" ? "ar-IQ-u-nu-latn" : "en-GB");

export const formatDate = (lang: Lang, iso: string) => new Intl.DateTimeFormat(locale(lang), { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

export const formatPrice = (lang: Lang, price: number, currency: string) =>
  new Intl.NumberFormat(locale(lang), { style: "currency", currency, minimumFractionDigits: Number.isInteger(price) ? 0 : 2, maximumFractionDigits: 2 }).format(price);

/** ".com", ".co.uk": what follows the first label of a registrable domain. */
export const endingOf = (domain: string) => domain.slice(domain.indexOf("."));
