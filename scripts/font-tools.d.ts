// The two font tools scripts/subset-fonts.ts and its test use ship no types (the share cards convert their fonts with fontverter too).
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "sfnt"; variationAxes?: Record<string, number | { min: number; max: number; default?: number }> },
  ): Promise<Buffer>;
}
declare module "fontverter" {
  const fontverter: { convert(font: Buffer, format: "woff2" | "woff" | "sfnt"): Promise<Buffer> };
  export default fontverter;
}
