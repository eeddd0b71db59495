import { useTranslation } from "react-i18next";
import { useStudioLanguage } from "./studio-language";

/** The studio's texts, in the language he chose for the studio (ADR 044), whatever language the page is. */
export function useStudioT() {
  const { lang } = useStudioLanguage();
  return useTranslation("admin", { lng: lang });
}
