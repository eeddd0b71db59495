import { readFileSync } from "node:fs";
import path from "node:path";
import { deriveTheme } from "#core/brand/derive-theme";
import type { SiteTheme } from "#core/brand/theme-schema";

/** The default theme's colours a card is drawn in. */
export type CardTheme = { bg: string; surface: string; line: string; fg: string; muted: string; accent: string; accentText: string };

const tokenNames = {
  bg: "--bg",
  surface: "--surface",
  line: "--line",
  fg: "--fg",
  muted: "--muted",
  accent: "--accent",
  accentText: "--accent-text",
} as const;

/**
 * Reads the default theme's colour tokens from the site's own stylesheet
 * (ADR 027: the tokens live in app/app.css, nowhere else), so a card is
 * drawn in the colours the site shows and follows them when they change.
 */
export function parseCardTheme(css: string): CardTheme {
  const root = /(^|\n):root\s*\{([^}]*)\}/.exec(css)?.[2];
  if (!root) throw new Error("app.css has no :root block of colour tokens");
  const theme = {} as CardTheme;
  for (const [field, token] of Object.entries(tokenNames) as [keyof CardTheme, string][]) {
    const value = new RegExp(`${token}:\\s*([^;]+);`).exec(root)?.[1]?.trim();
    if (!value) throw new Error(`app.css :root has no ${token}`);
    theme[field] = value;
  }
  return theme;
}

export function loadCardTheme(rootDir: string): CardTheme {
  return parseCardTheme(readFileSync(path.join(rootDir, "app", "app.css"), "utf8"));
}

/** The colours of his own theme (ADR 042), derived as the site derives them, so his cards match his pages. */
export function brandCardTheme(theme: SiteTheme): CardTheme {
  const { tokens } = deriveTheme(theme).dark;
  return {
    bg: tokens.bg,
    surface: tokens.surface,
    line: tokens.line,
    fg: tokens.fg,
    muted: tokens.muted,
    accent: tokens.accent,
    accentText: tokens["accent-text"],
  };
}
