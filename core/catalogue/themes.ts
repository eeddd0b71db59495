/**
 * The three dark themes; labels under `common.theme.options.<id>`. The colours themselves are custom
 * properties in app/app.css; the two here are the ones needed outside CSS: the swatch (the theme's
 * accent, shown in the picker) and the background (the browser's `theme-color`). A test keeps both
 * equal to the stylesheet's `--accent` and `--bg`.
 */
export const themes = {
  dark: { swatch: "#E11D2E", background: "#09090D" },
  "dark-blue": { swatch: "#2563EB", background: "#070A12" },
  "dark-green": { swatch: "#16A34A", background: "#060D09" },
} as const satisfies Record<string, { swatch: `#${string}`; background: `#${string}` }>;
export type ThemeName = keyof typeof themes;
export const themeNames = Object.keys(themes) as ThemeName[];
export const defaultTheme: ThemeName = "dark";

/**
 * The owner's own theme (ADR 042), derived from his brand colours, offered
 * beside the three when he has set it: "brand" (dark) and, if he adds it,
 * "brand-light". Its colours come from the content document, not from here.
 */
export const brandThemeNames = ["brand", "brand-light"] as const;
export type BrandThemeName = (typeof brandThemeNames)[number];
/** Any theme the picker can offer. */
export type ThemeChoice = ThemeName | BrandThemeName;
/** What the site knows of his theme when it has one: the swatches the picker shows. */
export type BrandThemeInfo = { swatch: string; background: string; light?: { swatch: string; background: string } };

/** The themes offered, his first; the first one is the default for a visitor who never chose. */
export function offeredThemes(brand: BrandThemeInfo | null | undefined): ThemeChoice[] {
  if (!brand) return [...themeNames];
  return [...(brand.light ? (["brand", "brand-light"] as const) : (["brand"] as const)), ...themeNames];
}

export function themeSwatch(theme: ThemeChoice, brand: BrandThemeInfo | null | undefined): string {
  if (theme === "brand") return brand?.swatch ?? themes[defaultTheme].swatch;
  if (theme === "brand-light") return brand?.light?.swatch ?? brand?.swatch ?? themes[defaultTheme].swatch;
  return themes[theme].swatch;
}
