/** The widths every site image is offered at (the static artwork uses the same two). */
export const siteImageWidths = [480, 960] as const;

export const imageFormats = ["avif", "webp"] as const;
export type ImageFormat = (typeof imageFormats)[number];

/**
 * The widths an uploaded image is stored at: the site's widths, never upscaled
 * (an image narrower than a width is offered at its own width instead, once).
 */
export function variantWidths(width: number): number[] {
  const widths = siteImageWidths.map((target) => Math.min(target, Math.max(1, Math.floor(width))));
  return [...new Set(widths)];
}

/** Where one stored file of an uploaded image is served. */
export function mediaPath(id: string, width: number, format: ImageFormat): string {
  return `/media/${id}-${width}.${format}`;
}

/** The parts of a /media file name (`<id>-<width>.<format>`), or null for anything else. */
export function parseMediaName(name: string): { id: string; width: number; format: ImageFormat } | null {
  const match = /^([a-f0-9]{16,64})-([1-9][0-9]{0,4})\.(avif|webp)$/.exec(name);
  if (!match) return null;
  return { id: match[1]!, width: Number(match[2]), format: match[3] as ImageFormat };
}
