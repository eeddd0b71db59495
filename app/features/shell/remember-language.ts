import { languageCookieName, languageStorageKey, type Lang } from "#core/i18n/languages";

/** Remembers the visitor's language the way i18next's detector caches it (the bare address "/" reads it). */
export function rememberLanguage(lang: Lang) {
  try {
    localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Storage may be unavailable (private mode); the cookie still carries it.
  }
  document.cookie = `${languageCookieName}=${lang}; path=/; max-age=31536000; samesite=lax`;
}
