import type { CardTheme } from "../cards/card-theme";

/** The colours the favicons and the web manifest use. */
export type BrandColours = { background: string; accent: string };

/**
 * The colours of the site's current theme, for icons and the manifest: today
 * the default theme's tokens (app/app.css, ADR 027). The one place to change
 * when the owner picks his own colours.
 */
export function brandColours(theme: CardTheme): BrandColours {
  return { background: theme.bg, accent: theme.accent };
}
