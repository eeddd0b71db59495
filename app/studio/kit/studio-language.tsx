import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { direction, type Lang } from "#core/i18n/languages";
import type { ResourceBundle } from "#core/i18n/namespaces";
import { studioLanguageCookieString, studioLanguageMetadataKey, studioLanguageOf } from "#core/i18n/studio-language";
import { addTranslations } from "~/i18n/i18n";
import { useAuth } from "./auth-context";
import { retitle, type StudioTitles } from "./studio-meta";

type StudioLanguage = { lang: Lang; choose: (lang: Lang) => Promise<void>; switching: boolean };

const StudioLanguageContext = createContext<StudioLanguage | null>(null);

/** The language every studio text, date and number is shown in (ADR 044); English where no provider is (unit renders). */
export function useStudioLanguage(): StudioLanguage {
  return useContext(StudioLanguageContext) ?? fallback;
}
const fallback: StudioLanguage = { lang: "en", choose: async () => {}, switching: false };

/** A fixed language, for what shows before the studio mounts (the first HTML's spinner). */
export function FixedStudioLanguage({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo(() => ({ ...fallback, lang }), [lang]);
  return <StudioLanguageContext.Provider value={value}>{children}</StudioLanguageContext.Provider>;
}

/**
 * The other language's studio texts, loaded once when he first switches to it: a chunk of their own (the
 * shipped texts, the same for everyone), so the first HTML carries one language only.
 */
const textsIn: Record<Lang, () => Promise<{ default: ResourceBundle }>> = {
  ar: () => import("../../../core/locales/ar/admin.json"),
  en: () => import("../../../core/locales/en/admin.json"),
};

function showIn(lang: Lang) {
  document.documentElement.lang = lang;
  document.documentElement.dir = direction(lang);
  document.cookie = studioLanguageCookieString(lang);
}

/**
 * Holds the studio's language: the first HTML's (his cookie or his browser's), then his account's once
 * he is signed in, then whatever he picks. A pick is shown at once (no reload, so nothing typed is lost),
 * kept in this browser and, when he is signed in, in his account.
 */
export function StudioLanguageProvider({ initial, titles, children }: { initial: Lang; titles: Record<Lang, StudioTitles>; children: ReactNode }) {
  const { i18n } = useTranslation();
  const { client, user } = useAuth();
  const [lang, setLang] = useState(initial);
  const [switching, setSwitching] = useState(false);
  const loaded = useRef(new Set<Lang>([initial]));

  const show = useCallback(
    async (next: Lang) => {
      if (!loaded.current.has(next)) {
        setSwitching(true);
        try {
          const texts = (await textsIn[next]()).default;
          addTranslations(i18n, { lang: next, bundles: { admin: texts } });
          loaded.current.add(next);
        } finally {
          setSwitching(false);
        }
      }
      showIn(next);
      // The tab's title too: React Router writes it again from the cookie on the next screen.
      setLang((current) => {
        document.title = retitle(document.title, titles[current], titles[next]);
        return next;
      });
    },
    [i18n, titles],
  );

  // Signed in: his account's choice wins over this browser's (he may have picked it on another computer).
  const saved = studioLanguageOf(user?.user_metadata);
  useEffect(() => {
    if (saved && saved !== lang) void show(saved).catch(() => {});
    // Only when his account's choice is first known or changes, not on each pick of his.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, user?.id]);

  const choose = useCallback(
    async (next: Lang) => {
      await show(next);
      if (user && studioLanguageOf(user.user_metadata) !== next) {
        await client.updateUser({ data: { [studioLanguageMetadataKey]: next } });
      }
    },
    [show, client, user],
  );

  const value = useMemo(() => ({ lang, choose, switching }), [lang, choose, switching]);
  return <StudioLanguageContext.Provider value={value}>{children}</StudioLanguageContext.Provider>;
}
