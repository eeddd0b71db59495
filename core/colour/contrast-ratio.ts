/**
 * The WCAG 2 contrast maths, shared by the visitors' contrast checker and the
 * studio's brand theme derivation (core/brand/derive-theme.ts): one formula,
 * so the ratio the owner sees in the studio is the ratio the tool would give.
 */
export type Rgba = { r: number; g: number; b: number; a: number };

/**
 * WCAG 2 relative luminance, unrounded. colord's luminance() rounds to two
 * decimals, which would call #777777 on white 4.56:1 (a pass) instead of
 * 4.47:1 (a fail); its contrast() uses the exact value, and the unit tests
 * check that ours agrees with it.
 */
export function relativeLuminance({ r, g, b }: Pick<Rgba, "r" | "g" | "b">): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The exact WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(a: Pick<Rgba, "r" | "g" | "b">, b: Pick<Rgba, "r" | "g" | "b">): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Two decimals, never rounded up: 4.4999 is 4.49, so a pair shown as 4.50
 * really reaches 4.5. The tiny epsilon only absorbs binary noise (4.47 is
 * stored as 4.46999...), far below any real difference between colours.
 */
export function floorRatio(ratio: number): number {
  return Math.floor(ratio * 100 + 1e-9) / 100;
}
