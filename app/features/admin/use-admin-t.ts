import { useTranslation } from "react-i18next";

/** The admin area is English only (no language handling); its texts still come from resources. */
export function useAdminT() {
  return useTranslation("admin", { lng: "en" });
}
