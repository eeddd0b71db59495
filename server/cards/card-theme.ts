import { readFileSync } from "node:fs";
import path from "node:path";

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
