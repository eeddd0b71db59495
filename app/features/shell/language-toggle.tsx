import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Lang } from "#core/i18n/languages";
import { sectionFragment } from "#core/i18n/page-paths";
import { SECTION_ADDRESS_EVENT } from "./scrolling";
import { rememberLanguage } from "./remember-language";

const isSection = (id: string) => document.getElementById(id)?.tagName === "SECTION";

/**
 * The fragment of the address ("#faq") when it names a section of this page,
 * which the same page in the other language has too; "" otherwise. The server
 * never sees the fragment, so it is read after hydration (both render "" first)
 * and again whenever the address names another section.
 */
function useSectionFragment(): string {
  const { pathname, hash } = useLocation();
  const [fragment, setFragment] = useState("");
  useEffect(() => {
    const update = () => setFragment(sectionFragment(window.location.hash, isSection));
    update();
    window.addEventListener("hashchange", update);
    window.addEventListener(SECTION_ADDRESS_EVENT, update);
    return () => {
      window.removeEventListener("hashchange", update);
      window.removeEventListener(SECTION_ADDRESS_EVENT, update);
    };
  }, [pathname, hash]);
  return fragment;
}

/**
 * Shows EN on Arabic pages and ع on English ones, with the hidden label "Toggle Language"; goes to the same page
 * in the other language (`to`), at the same section when the address names one.
 */
export function LanguageToggle({ lang, to, label }: { lang: Lang; to: string; label: string }) {
  const target: Lang = lang === "ar" ? "en" : "ar";
  const fragment = useSectionFragment();
  return (
    <Link
      to={`${to}${fragment}`}
      hrefLang={target}
      onClick={() => rememberLanguage(target)}
      className="grid h-10 min-w-10 place-items-center rounded-lg border border-line px-2 text-sm font-bold transition-colors hover:border-accent hover:text-accent-text"
      data-insights="language"
      data-testid="language-toggle"
    >
      {/* The visible letters stay part of the name (voice control); the hidden label says what it does. */}
      <span>{lang === "ar" ? "EN" : "ع"}</span>
      <span className="sr-only"> {label}</span>
    </Link>
  );
}
