import { defaultLanguage, isLang, type Lang } from "./languages";

/**
 * The studio's own language (ADR 044): the owner picks Arabic or English, whatever the page he edits.
 * It is remembered in his account (user metadata, so on any browser he signs in from) and in a cookie
 * (so the sign-in screen, before anyone is known, and the first HTML are already in it). A browser with
 * neither starts in its own language.
 */
export const studioLanguageCookie = "studio-lang";

/** Where his choice is kept in his account: `user_metadata.studio_lang`. */
export const studioLanguageMetadataKey = "studio_lang";

const oneYear = 60 * 60 * 24 * 365;

/** The cookie's value for `document.cookie`: the whole site's path, since sign-in lives at /wp-admin/1986. */
export function studioLanguageCookieString(lang: Lang): string {
  return `${studioLanguageCookie}=${lang}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;
}

/** A cookie's value from a Cookie header, or undefined. */
export function cookieFromHeader(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The first of Arabic and English the browser asks for, by its weights (`en-GB;q=0.8`), or undefined
 * when it asks for neither. Languages it refuses (`q=0`) do not count.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .slice(0, 500)
    .split(",")
    .map((entry, order) => {
      const [tag = "", ...params] = entry.trim().split(";");
      // A weight that is not a number (`q=abc`) counts as a refusal.
      const q = params.map((param) => /^\s*q\s*=(.*)$/i.exec(param)?.[1]?.trim()).find((value) => value !== undefined);
      const weight = q === undefined ? 1 : /^[0-9.]+$/.test(q) ? Number(q) : 0;
      return { base: tag.trim().slice(0, 2).toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.weight > 0 && isLang(entry.base))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const first = ranked[0]?.base;
  return isLang(first) ? first : undefined;
}

/** The studio's language for a request: his choice in this browser, else his browser's language, else the site's (Arabic). */
export function studioLanguage(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Lang {
  const chosen = cookieFromHeader(cookieHeader, studioLanguageCookie);
  if (isLang(chosen)) return chosen;
  return languageFromAcceptLanguage(acceptLanguage) ?? defaultLanguage;
}

/** His choice as kept in his account, if he made one. */
export function studioLanguageOf(metadata: Record<string, unknown> | undefined): Lang | undefined {
  const value = metadata?.[studioLanguageMetadataKey];
  return isLang(value) ? value : undefined;
}

/**
 * The studio language he signed up in, kept apart from his choice (which decides the studio on every
 * device once he makes it): his mails are written in his choice, else in this (issue 45, item 6).
 */
export const signupLanguageMetadataKey = "signup_lang";

/** The language his mails are written in: his choice, else the studio's language when he signed up. */
export function mailLanguageOf(metadata: Record<string, unknown> | undefined): Lang | undefined {
  const signup = metadata?.[signupLanguageMetadataKey];
  return studioLanguageOf(metadata) ?? (isLang(signup) ? signup : undefined);
}
