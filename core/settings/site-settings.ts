import type { SiteSettings } from "./settings-schema";

export type { SiteSettings } from "./settings-schema";

/** "Ali Hassan" -> "ali-hassan"; "علي حسن" -> "علي-حسن". */
export function nameSlug(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670]/g, "") // Arabic diacritics
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Old addresses of the about page, kept alive as redirects: four English
 * patterns and their four Arabic equivalents, built from the owner's name.
 */
export function legacyAboutAliases(settings: Pick<SiteSettings, "ownerName">): string[] {
  const en = nameSlug(settings.ownerName.en);
  const ar = nameSlug(settings.ownerName.ar);
  return [`/who-is-${en}`, `/${en}-portfolio`, `/${en}-cv`, `/${en}-from-baghdad`, `/من-هو-${ar}`, `/أعمال-${ar}`, `/سيرة-${ar}`, `/${ar}-من-بغداد`];
}

/** Whether a requested path is a legacy about-page address of any of the owner's names (current or earlier). */
export function isLegacyAboutAlias(pathname: string, names: { ar: string; en: string }[]): boolean {
  let path: string;
  try {
    path = decodeURIComponent(pathname).replace(/\/+$/, "").normalize("NFC");
  } catch {
    path = pathname;
  }
  const wanted = path.toLowerCase();
  return names.some((ownerName) => legacyAboutAliases({ ownerName }).some((alias) => alias.normalize("NFC").toLowerCase() === wanted));
}

/** Digits only, as wa.me and tel: links want them. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d]/g, "");
}

/** "+9647701234567" -> "+964 770 123 4567" for Iraqi numbers; others are shown as stored. */
export function formatPhone(international: string): string {
  const match = /^\+964(\d{3})(\d{3})(\d{4})$/.exec(international);
  return match ? `+964 ${match[1]} ${match[2]} ${match[3]}` : international;
}
