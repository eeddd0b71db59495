import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { languageFromPath, type Lang } from "#core/i18n/languages";
import type { Namespace } from "#core/i18n/namespaces";

/** The page language always follows the path, on the server and in the browser. */
export function useLang(): Lang {
  return languageFromPath(useLocation().pathname);
}

/**
 * A string-keyed `t`, for keys assembled from data (a check's code sent by the
 * server) or for pure modules whose tests pass plain JSON. The type system
 * cannot check these keys; the translation tests keep both languages complete.
 */
export function useDynamicT<N extends Namespace>(ns: N) {
  const { t } = useT(ns);
  return t as unknown as (key: string, options?: Record<string, unknown>) => string;
}

/** `t` for the page's language and the given namespace, typed by that namespace's keys. */
export function useT<N extends Namespace = "common">(ns?: N) {
  const lang = useLang();
  return useTranslation<N>(ns ?? ("common" as N), { lng: lang });
}
