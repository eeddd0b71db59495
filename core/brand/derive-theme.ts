import { colord, type RgbColor } from "colord";
import { contrastRatio, floorRatio } from "../colour/contrast-ratio";
import type { SiteTheme } from "./theme-schema";
import { themeNames, type BrandThemeInfo } from "../catalogue/themes";

/**
 * A whole theme from the owner's one or two brand colours (ADR 042): every
 * token of ADR 027, for a dark theme and, if he wants one, a light one. Each
 * pair the site draws is checked against WCAG AA (4.5:1 for text, 3:1 for
 * what only has to be seen: the accent as a border, the focus ring); a brand
 * colour that misses is moved (lighter on the dark theme, darker on the
 * light one, keeping its hue) just far enough to pass, and the move is
 * reported so the studio can say so. Pure: the studio shows what the server
 * will serve.
 */

export const themeTokens = [
  "bg",
  "surface",
  "surface-2",
  "line",
  "fg",
  "muted",
  "accent",
  "accent-solid",
  "accent-text",
  "accent-soft",
  "on-accent",
  "glow",
  "danger",
  "warning",
  "success",
  "info",
  "danger-panel",
  "warning-panel",
  "success-panel",
  "info-panel",
] as const;
export type ThemeToken = (typeof themeTokens)[number];
export type ThemeTokens = Record<ThemeToken, string>;
export type Mode = "dark" | "light";

/** One pair the site draws, with its exact ratio and the AA minimum it must reach. */
export type ContrastCheck = {
  id: string;
  text: ThemeToken;
  ground: string;
  textHex: string;
  groundHex: string;
  ratio: number;
  min: number;
  pass: boolean;
};
/** A brand-derived colour the derivation had to move to pass. */
export type Adjustment = { token: ThemeToken; from: string; to: string };
export type DerivedVariant = { mode: Mode; tokens: ThemeTokens; checks: ContrastCheck[]; adjusted: Adjustment[] };
export type DerivedTheme = { dark: DerivedVariant; light?: DerivedVariant };

export const AA_TEXT = 4.5;
export const AA_UI = 3;

type Rgb = RgbColor;
const rgb = (hex: string): Rgb => colord(hex).toRgb();
const hex = (colour: Rgb) => colord(colour).toHex();
const hsl = (h: number, s: number, l: number) => colord({ h, s, l }).toHex();
const ratioOf = (a: Rgb, b: Rgb) => contrastRatio(a, b);
const reaches = (a: Rgb, b: Rgb, min: number) => floorRatio(ratioOf(a, b)) >= min;

/** A see-through wash (`bg-danger/10`) over an opaque ground, as the browser composites it. */
function wash(colour: Rgb, ground: Rgb, alpha: number): Rgb {
  const at = (key: "r" | "g" | "b") => Math.round(colour[key] * alpha + ground[key] * (1 - alpha));
  return { r: at("r"), g: at("g"), b: at("b") };
}

/**
 * The colour nearest to `colour` (mixed towards `target`, black or white) that
 * reaches `min` on every ground; the colour itself when it already does.
 */
function passOnAll(colour: Rgb, grounds: Rgb[] | ((candidate: Rgb) => Rgb[]), min: number, target: 0 | 255): Rgb {
  const groundsOf = typeof grounds === "function" ? grounds : () => grounds;
  const towards = (amount: number): Rgb => {
    const mix = (value: number) => Math.round(value + (target - value) * amount);
    return { r: mix(colour.r), g: mix(colour.g), b: mix(colour.b) };
  };
  const passes = (candidate: Rgb) => groundsOf(candidate).every((ground) => reaches(candidate, ground, min));
  if (passes(colour)) return colour;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 24; step++) {
    const middle = (low + high) / 2;
    if (passes(towards(middle))) high = middle;
    else low = middle;
  }
  return towards(high);
}

const alpha = (colour: string, a: number) => {
  const { r, g, b } = rgb(colour);
  return `rgb(${r} ${g} ${b} / ${a})`;
};

const palettes = {
  dark: {
    fg: "#f4f4f6",
    line: "rgb(255 255 255 / 0.09)",
    status: { danger: "#f87171", warning: "#fcd34d", success: "#34d399", info: "#7dd3fc" },
    panels: { danger: "#2a0d10", warning: "#1d1606", success: "#061d14", info: "#071a24" },
  },
  light: {
    fg: "#16161d",
    line: "rgb(0 0 0 / 0.12)",
    status: { danger: "#b91c1c", warning: "#8a4b00", success: "#047857", info: "#0369a1" },
    panels: { danger: "#fdecec", warning: "#fdf3dc", success: "#e3f6ee", info: "#e2f1f9" },
  },
} as const;
const statuses = ["danger", "warning", "success", "info"] as const;

function deriveVariant(theme: SiteTheme, mode: Mode): DerivedVariant {
  const dark = mode === "dark";
  const away: 0 | 255 = dark ? 255 : 0;
  const palette = palettes[mode];
  const primary = colord(theme.primary).toHsl();
  const hue = primary.h;
  const tint = Math.min(primary.s, 30);

  const bg = dark ? hsl(hue, tint, 4.5) : hsl(hue, tint, 97.5);
  const surface = dark ? hsl(hue, tint, 7.5) : "#ffffff";
  const surface2 = dark ? hsl(hue, tint, 10.5) : hsl(hue, tint, 94);
  const surfaces = [bg, surface, surface2].map(rgb);
  const panels = Object.fromEntries(statuses.map((s) => [s, palette.panels[s]])) as Record<(typeof statuses)[number], string>;
  const panelGrounds = Object.values(panels).map(rgb);

  const adjusted: Adjustment[] = [];
  const settle = (
    token: ThemeToken,
    from: string,
    grounds: Rgb[] | ((candidate: Rgb) => Rgb[]),
    min: number,
    target: 0 | 255 = away,
    report = true,
  ) => {
    const to = hex(passOnAll(rgb(from), grounds, min, target));
    if (report && to !== colord(from).toHex()) adjusted.push({ token, from: colord(from).toHex(), to });
    return to;
  };

  const fg = settle("fg", palette.fg, [...surfaces, ...panelGrounds], AA_TEXT, away, false);
  const muted = settle("muted", dark ? hsl(hue, 10, 68) : hsl(hue, 10, 36), [...surfaces, ...panelGrounds], AA_TEXT, away, false);
  const accent = settle("accent", theme.primary, surfaces, AA_UI);
  const accentText = settle("accent-text", theme.secondary ?? theme.primary, [...surfaces, ...panelGrounds], AA_TEXT);

  // Text on a button: white when it reads, else the page's dark (or, on the light theme, its text colour); if neither
  // reaches 4.5:1, the button's colour moves away from whichever reads better.
  const solid = rgb(theme.primary);
  const white = rgb("#ffffff");
  const ink = rgb(dark ? bg : fg);
  const onAccent = ratioOf(white, solid) >= ratioOf(ink, solid) ? white : ink;
  const accentSolid = settle("accent-solid", theme.primary, [onAccent], AA_TEXT, onAccent === white ? 0 : 255);

  const status = Object.fromEntries(
    statuses.map((s) => {
      // Its own washes change with it, so they are grounds of each candidate.
      const grounds = (colour: Rgb) => [...surfaces, rgb(panels[s]), wash(colour, rgb(surface), 0.1), wash(colour, rgb(surface2), 0.15)];
      return [s, settle(s, palette.status[s], grounds, AA_TEXT, away, false)];
    }),
  ) as Record<(typeof statuses)[number], string>;

  const tokens: ThemeTokens = {
    bg,
    surface,
    "surface-2": surface2,
    line: palette.line,
    fg,
    muted,
    accent,
    "accent-solid": accentSolid,
    "accent-text": accentText,
    "accent-soft": alpha(accent, dark ? 0.14 : 0.12),
    "on-accent": hex(onAccent),
    glow: alpha(accent, 0.35),
    ...status,
    "danger-panel": panels.danger,
    "warning-panel": panels.warning,
    "success-panel": panels.success,
    "info-panel": panels.info,
  };
  return { mode, tokens, checks: themeChecks(tokens), adjusted };
}

/** Every pair of ADR 027's contrast test, for any theme's tokens: the same list the studio shows and the tests hold to AA. */
export function themeChecks(tokens: ThemeTokens): ContrastCheck[] {
  const checks: ContrastCheck[] = [];
  const check = (id: string, text: ThemeToken, ground: string, textHex: string, groundHex: string, min: number) => {
    const ratio = ratioOf(rgb(textHex), rgb(groundHex));
    checks.push({
      id,
      text,
      ground,
      textHex: colord(textHex).toHex(),
      groundHex: colord(groundHex).toHex(),
      ratio,
      min,
      pass: floorRatio(ratio) >= min,
    });
  };
  const grounds: [string, string][] = [
    ["bg", tokens.bg],
    ["surface", tokens.surface],
    ["surface-2", tokens["surface-2"]],
    ...statuses.map((s): [string, string] => [`${s}-panel`, tokens[`${s}-panel`]]),
  ];
  // The first four are what the studio shows: body text, a link, a button, the focus ring.
  check("body", "fg", "surface", tokens.fg, tokens.surface, AA_TEXT);
  check("link", "accent-text", "bg", tokens["accent-text"], tokens.bg, AA_TEXT);
  check("button", "on-accent", "accent-solid", tokens["on-accent"], tokens["accent-solid"], AA_TEXT);
  check("focus", "accent-text", "bg", tokens["accent-text"], tokens.bg, AA_UI);
  check("accent", "accent", "bg", tokens.accent, tokens.bg, AA_UI);
  for (const [name, value] of grounds) {
    check(`fg-${name}`, "fg", name, tokens.fg, value, AA_TEXT);
    check(`muted-${name}`, "muted", name, tokens.muted, value, AA_TEXT);
    check(`accent-text-${name}`, "accent-text", name, tokens["accent-text"], value, AA_TEXT);
  }
  for (const name of ["surface", "surface-2"] as const) check(`accent-${name}`, "accent", name, tokens.accent, tokens[name], AA_UI);
  for (const s of statuses) {
    const colour = rgb(tokens[s]);
    const status: [string, string][] = [
      ["bg", tokens.bg],
      ["surface", tokens.surface],
      ["surface-2", tokens["surface-2"]],
      [`${s}-panel`, tokens[`${s}-panel`]],
      [`${s}/10 over surface`, hex(wash(colour, rgb(tokens.surface), 0.1))],
      [`${s}/15 over surface-2`, hex(wash(colour, rgb(tokens["surface-2"]), 0.15))],
    ];
    for (const [name, value] of status) check(`${s}-${name}`, s, name, tokens[s], value, AA_TEXT);
  }
  check("banner", "bg", "warning", tokens.bg, tokens.warning, AA_TEXT);
  return checks;
}

export function deriveTheme(theme: SiteTheme): DerivedTheme {
  const dark = deriveVariant(theme, "dark");
  return theme.light ? { dark, light: deriveVariant(theme, "light") } : { dark };
}

/** The class his theme puts on <html> when chosen in the picker (ADR 004's `theme-<name>`). */
export const brandClass = { dark: "theme-brand", light: "theme-brand-light" } as const;

/**
 * His theme as the few hundred bytes of CSS inlined in the page head: the dark
 * variant for <html> without the class of another offered theme (a visitor
 * who never chose, or whose stored value names no theme: his theme is the
 * default), the light one for `theme-brand-light`. `html` with a class or
 * `:not()` outranks the stylesheet's `:root`.
 */
export function brandThemeCss(theme: DerivedTheme): string {
  const block = (variant: DerivedVariant) =>
    themeTokens.map((token) => `--${token}:${variant.tokens[token]}`).join(";") + `;color-scheme:${variant.mode}`;
  const others = [...themeNames.map((name) => `.theme-${name}`), `.${brandClass.light}`].join(",");
  let css = `html:not(${others}){${block(theme.dark)}}`;
  if (theme.light) css += `html.${brandClass.light}{${block(theme.light)}}`;
  return css;
}

export type BrandThemeView = { css: string; info: BrandThemeInfo };
const views = new Map<string, BrandThemeView>();

/**
 * What a page needs of his theme: the CSS for its head and the swatches for
 * the picker and `theme-color`. Derived once per set of colours (a page view
 * asks on every render of the shell; the set changes only when he publishes).
 */
export function brandThemeView(theme: SiteTheme | undefined): BrandThemeView | null {
  if (!theme) return null;
  const key = JSON.stringify([theme.primary, theme.secondary ?? null, Boolean(theme.light)]);
  const known = views.get(key);
  if (known) return known;
  const derived = deriveTheme(theme);
  const view: BrandThemeView = {
    css: brandThemeCss(derived),
    info: {
      swatches: { brand: derived.dark.tokens.accent, ...(derived.light ? { "brand-light": derived.light.tokens.accent } : {}) },
      background: derived.dark.tokens.bg,
    },
  };
  if (views.size >= 16) views.delete(views.keys().next().value!);
  views.set(key, view);
  return view;
}
