import { colord, extend, type RgbaColor } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import namesPlugin from "colord/plugins/names";
import { contrastRatio, floorRatio, relativeLuminance } from "#core/colour/contrast-ratio";

extend([a11yPlugin, namesPlugin]);

export type Rgba = RgbaColor;
export type ParsedColour = { ok: true; rgba: Rgba } | { ok: false; error: "empty" | "invalid" };

/** Longer text is never a colour; refusing it early keeps parsing cheap. */
const maxColourText = 64;

/**
 * Reads a CSS colour as a person types it: hex (#rgb, #rgba, #rrggbb,
 * #rrggbbaa, also without the #), rgb()/rgba(), hsl()/hsla() and named
 * colours, in any case and with surrounding spaces.
 */
export function parseColour(raw: string): ParsedColour {
  const text = raw.trim().toLowerCase();
  if (text === "") return { ok: false, error: "empty" };
  if (text.length > maxColourText) return { ok: false, error: "invalid" };
  const candidate = /^[0-9a-f]{3,8}$/.test(text) ? `#${text}` : text;
  const colour = colord(candidate);
  if (!colour.isValid()) return { ok: false, error: "invalid" };
  return { ok: true, rgba: colour.toRgb() };
}

/** `top` painted over an opaque `bottom`, as a browser blends it (per sRGB channel), rounded to whole channel values. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  const mix = (front: number, back: number) => Math.round(front * a + back * (1 - a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

// The maths lives in core, shared with the studio's brand theme; the tool's modules keep importing it from here.
export { contrastRatio, floorRatio, relativeLuminance };

export const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** "4.47:1", "4.50:1", "21:1": always two decimals (floored) except whole numbers, in Western digits as the standard writes them. */
export function formatRatio(ratio: number): string {
  const floored = floorRatio(ratio);
  return `${Number.isInteger(floored) ? floored : floored.toFixed(2)}:1`;
}

export const criteria = [
  { id: "aa-normal", level: "AA", kind: "normal", min: 4.5 },
  { id: "aaa-normal", level: "AAA", kind: "normal", min: 7 },
  { id: "aa-large", level: "AA", kind: "large", min: 3 },
  { id: "aaa-large", level: "AAA", kind: "large", min: 4.5 },
  { id: "aa-ui", level: "AA", kind: "ui", min: 3 },
] as const;
export type CriterionId = (typeof criteria)[number]["id"];
export type Verdict = { id: CriterionId; level: "AA" | "AAA"; kind: "normal" | "large" | "ui"; min: number; pass: boolean };

export function verdicts(ratio: number): Verdict[] {
  const shown = floorRatio(ratio);
  return criteria.map((criterion) => ({ ...criterion, pass: shown >= criterion.min }));
}

export type ContrastResult = {
  /** What is actually seen: the background over white, then the text over that. */
  text: Rgba;
  background: Rgba;
  ratio: number;
  /** Floored to two decimals; the verdicts use this value. */
  shown: number;
  verdicts: Verdict[];
  textTranslucent: boolean;
  backgroundTranslucent: boolean;
};

/** A semi-transparent background is seen over white (a page's default); semi-transparent text over that background. */
export function checkContrast(text: Rgba, background: Rgba): ContrastResult {
  const backgroundTranslucent = background.a < 1;
  const textTranslucent = text.a < 1;
  const seenBackground = backgroundTranslucent ? composite(background, white) : { ...background, a: 1 };
  const seenText = textTranslucent ? composite(text, seenBackground) : { ...text, a: 1 };
  const ratio = contrastRatio(seenText, seenBackground);
  return {
    text: seenText,
    background: seenBackground,
    ratio,
    shown: floorRatio(ratio),
    verdicts: verdicts(ratio),
    textTranslucent,
    backgroundTranslucent,
  };
}

/** #rrggbb of the colour without its alpha (what <input type="color"> accepts). */
export function toOpaqueHex({ r, g, b }: Rgba): string {
  return colord({ r, g, b, a: 1 }).toHex();
}

/** How a colour is written back into the text field: #rrggbb, or #rrggbbaa when it has alpha. */
export function toHex(rgba: Rgba): string {
  return colord(rgba).toHex();
}

/**
 * The text colour closest to `text` that reaches `min` on `background`:
 * the text is mixed towards black or towards white (whichever needs less),
 * which keeps its hue. Null when neither direction gets there.
 */
export function closestPassingText(text: Rgba, background: Rgba, min: number): Rgba | null {
  const opaqueText = { ...text, a: 1 };
  if (floorRatio(contrastRatio(opaqueText, background)) >= min) return opaqueText;
  const towards = (target: number, amount: number): Rgba => {
    const mix = (value: number) => Math.round(value + (target - value) * amount);
    return { r: mix(text.r), g: mix(text.g), b: mix(text.b), a: 1 };
  };
  const passes = (colour: Rgba) => floorRatio(contrastRatio(colour, background)) >= min;
  let best: { amount: number; colour: Rgba } | null = null;
  for (const target of [0, 255]) {
    if (!passes(towards(target, 1))) continue;
    let low = 0;
    let high = 1;
    for (let step = 0; step < 20; step++) {
      const middle = (low + high) / 2;
      if (passes(towards(target, middle))) high = middle;
      else low = middle;
    }
    if (!best || high < best.amount) best = { amount: high, colour: towards(target, high) };
  }
  return best?.colour ?? null;
}
