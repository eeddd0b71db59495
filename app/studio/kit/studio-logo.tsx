import { createContext, useContext, type ReactNode } from "react";
import type { PageImage } from "#core/content/content-types";
import { BrandMark } from "~/components/ui/brand-mark";

const StudioLogoContext = createContext<PageImage | null>(null);

/** His published logo for the studio's own pages (the admin layout's loader reads it), or null for the shipped mark. */
export function StudioLogoProvider({ logo, children }: { logo: PageImage | null; children: ReactNode }) {
  return <StudioLogoContext.Provider value={logo}>{children}</StudioLogoContext.Provider>;
}

/**
 * The mark on the studio's header and on its sign-in and reset pages: his published logo, as the site shows
 * it (ADR 041), else the shipped hexagon. Decorative: "Studio" or the page's title stands beside it.
 */
export function StudioMark({ size }: { size: "header" | "card" }) {
  const logo = useContext(StudioLogoContext);
  return size === "header" ? (
    <BrandMark logo={logo} markClassName="size-7 shrink-0" logoClassName="h-7 w-auto max-w-16 shrink-0 sm:max-w-28" sizes="112px" eager />
  ) : (
    <BrandMark logo={logo} markClassName="size-11" logoClassName="h-11 w-auto max-w-44" sizes="176px" eager />
  );
}
