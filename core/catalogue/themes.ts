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
/**
 * What the site knows of his theme when it has one, worked out on the server: each of his themes' swatch
 * (his first, so the first is the default) and the dark one's background (the browser's `theme-color`).
 */
export type BrandThemeInfo = { swatches: Partial<Record<BrandThemeName, string>>; background: string };

/** The themes offered, his first; the first one is the default for a visitor who never chose. */
export const offeredThemes = (brand: BrandThemeInfo | null | undefined): ThemeChoice[] => [
  ...(Object.keys(brand?.swatches ?? {}) as BrandThemeName[]),
  ...themeNames,
];

/** A theme's swatch (only offered themes are asked for: normalizeTheme never picks his when he has none). */
export const themeSwatch = (theme: ThemeChoice, brand: BrandThemeInfo | null | undefined): string =>
  brand?.swatches[theme as BrandThemeName] ?? themes[theme as ThemeName].swatch;
