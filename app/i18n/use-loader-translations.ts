import { useMatches } from "react-router";
import { useTranslation } from "react-i18next";
import { addTranslations } from "./i18n";
import type { Translations } from "#core/i18n/namespaces";

/**
 * Loaders send the translation bundles their page needs; this adds them to
 * i18next before the page renders (synchronously, so server and browser
 * render the same text).
 */
export function useLoaderTranslations() {
  const { i18n } = useTranslation();
  for (const match of useMatches()) {
    const data = match.loaderData as { translations?: Translations } | undefined;
    addTranslations(i18n, data?.translations);
  }
}
