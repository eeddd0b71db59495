/** The three dark themes; labels under `common.theme.options.<id>`, the swatch is the theme's accent. */
export const themes = {
  dark: { swatch: "#E11D2E" },
  "dark-blue": { swatch: "#2563EB" },
  "dark-green": { swatch: "#16A34A" },
} as const satisfies Record<string, { swatch: `#${string}` }>;
export type ThemeName = keyof typeof themes;
export const themeNames = Object.keys(themes) as ThemeName[];
export const defaultTheme: ThemeName = "dark";
