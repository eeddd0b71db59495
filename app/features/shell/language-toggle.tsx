import { Link } from "react-router";
import { languageCookieName, languageStorageKey, type Lang } from "#core/i18n/languages";

/** Remembers the visitor's language the way i18next's detector caches it. */
export function rememberLanguage(lang: Lang) {
  try {
    localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Storage may be unavailable (private mode); the cookie still carries it.
  }
  document.cookie = `${languageCookieName}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** Shows EN on Arabic pages and ع on English ones, with the hidden label "Toggle Language"; goes to the same page in the other language. */
export function LanguageToggle({ lang, to, label }: { lang: Lang; to: string; label: string }) {
  const target: Lang = lang === "ar" ? "en" : "ar";
  return (
    <Link
      to={to}
      hrefLang={target}
      onClick={() => rememberLanguage(target)}
      className="grid h-10 min-w-10 place-items-center rounded-lg border border-line px-2 text-sm font-bold transition-colors hover:border-accent hover:text-accent-text"
      data-testid="language-toggle"
    >
      {/* The visible letters stay part of the name (voice control); the hidden label says what it does. */}
      <span>{lang === "ar" ? "EN" : "ع"}</span>
      <span className="sr-only"> {label}</span>
    </Link>
  );
}
