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
