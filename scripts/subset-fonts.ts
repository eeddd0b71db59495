// Writes the two web fonts the pages preload (app/fonts/), cut from the
// @fontsource-variable files to the weights the site uses (400 to 900) with
// the same characters (the unicode-range in app/app.css). A smaller font
// arrives sooner on a slow phone, and the text it draws (often the largest
// on the page) with it. Run again after updating @fontsource-variable:
//   node scripts/subset-fonts.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { fontFaces } from "../app/fonts/font-faces.ts";

const root = path.resolve(import.meta.dirname, "..");

/** Every code point of a CSS unicode-range ("U+0000-00FF, U+0131, …"). */
export function codePoints(unicodeRange: string): string {
  return unicodeRange
    .split(",")
    .map((part) => part.trim().replace(/^U\+/i, ""))
    .flatMap((part) => {
      const [from, to = from] = part.split("-").map((hex) => parseInt(hex, 16));
      return Array.from({ length: to! - from! + 1 }, (_unused, index) => String.fromCodePoint(from! + index));
    })
    .join("");
}

for (const face of fontFaces) {
  const source = readFileSync(path.join(root, "node_modules", face.source));
  const subset = await subsetFont(source, codePoints(face.unicodeRange), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: face.weights[0], max: face.weights[1] } },
  });
  writeFileSync(path.join(root, "app/fonts", face.file), subset);
  console.log(`${face.file}: ${(subset.length / 1024).toFixed(1)} KiB (from ${(source.length / 1024).toFixed(1)} KiB)`);
}
