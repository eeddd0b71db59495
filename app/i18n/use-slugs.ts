import { useRouteLoaderData } from "react-router";
import type { SlugTable } from "#core/i18n/page-paths";
import type { SiteSettings } from "#core/settings/site-settings";
import type { PlaceView } from "#core/settings/business-place";
import type { BrandView } from "#core/brand/brand-view";

type PublicShellData = { slugs: SlugTable; settings: SiteSettings; siteUrl: string; place: PlaceView; brand: BrandView };

/** Data the public layout loaded once per language: slugs, the owner's settings, the site URL, his address and hours as worded. */
export function usePublicShell(): PublicShellData {
  const data = useRouteLoaderData("routes/public-layout") as PublicShellData | undefined;
  if (!data) throw new Error("usePublicShell must be used inside the public layout");
  return data;
}
