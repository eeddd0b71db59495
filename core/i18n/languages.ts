export const languages = ["ar", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = "ar";

/** Storage keys kept compatible with i18next's language detector. */
export const languageStorageKey = "i18nextLng";
export const languageCookieName = "i18next";

export function isLang(value: unknown): value is Lang {
  return value === "ar" || value === "en";
}

/** A path starting with /en is English; every other path is Arabic. */
export function languageFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "ar";
}

export function otherLanguage(lang: Lang): Lang {
  return lang === "ar" ? "en" : "ar";
}

export function direction(lang: Lang): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}

/** Arabic has no prefix at home: "/" is Arabic, "/en" English. */
export function homePath(lang: Lang): string {
  return lang === "ar" ? "/" : "/en";
}

/** Inner pages always carry the language: /ar/... or /en/... */
export function langPrefix(lang: Lang): string {
  return `/${lang}`;
}

/** Reads the language the visitor chose last (mirrored cookie), for paths without a language. */
export function languageFromCookie(cookieHeader: string | null | undefined): Lang | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === languageCookieName) {
      const value = decodeURIComponent(rest.join("="));
      const base = value.slice(0, 2).toLowerCase();
      return isLang(base) ? base : undefined;
    }
  }
  return undefined;
}
