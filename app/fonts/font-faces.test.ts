import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
// subset-font's own converter (a dev dependency of the script that writes these files).
import fontverter from "fontverter";
import { fontFaces } from "./font-faces";

const root = path.resolve(import.meta.dirname, "../..");
const css = readFileSync(path.join(root, "app/app.css"), "utf8");
const declared = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!);
const property = (block: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(block)?.[1]?.replace(/\s+/g, " ").trim();

/** The weight axis of a font file: its fvar table's wght record (min, max). */
async function weightAxis(file: string): Promise<[number, number]> {
  const sfnt: Buffer = await fontverter.convert(readFileSync(file), "sfnt");
  const tables = sfnt.readUInt16BE(4);
  for (let index = 0; index < tables; index += 1) {
    const record = 12 + index * 16;
    if (sfnt.toString("latin1", record, record + 4) !== "fvar") continue;
    const fvar = sfnt.readUInt32BE(record + 8);
    const axesAt = fvar + sfnt.readUInt16BE(fvar + 4);
    const axisCount = sfnt.readUInt16BE(fvar + 8);
    for (let axis = 0; axis < axisCount; axis += 1) {
      const at = axesAt + axis * sfnt.readUInt16BE(fvar + 10);
      if (sfnt.toString("latin1", at, at + 4) === "wght") return [sfnt.readInt32BE(at + 4) / 65536, sfnt.readInt32BE(at + 12) / 65536];
    }
  }
  throw new Error(`${file}: no weight axis`);
}

describe("the web fonts", () => {
  test.each(fontFaces)("$family: app.css declares the cut file with its weights and characters", (face) => {
    const block = declared.find((candidate) => property(candidate, "font-family") === `"${face.family}"`);
    expect(block, `@font-face for ${face.family}`).toBeDefined();
    expect(property(block!, "src")).toBe(`url("./fonts/${face.file}") format("woff2-variations")`);
    expect(property(block!, "font-weight")).toBe(face.weights.join(" "));
    expect(property(block!, "unicode-range")).toBe(face.unicodeRange);
  });

  test.each(fontFaces)("$family: the committed file is variable over exactly those weights, and smaller than the full font", async (face) => {
    const file = path.join(root, "app/fonts", face.file);
    expect(await weightAxis(file)).toEqual([...face.weights]);
    expect(statSync(file).size).toBeLessThan(statSync(path.join(root, "node_modules", face.source)).size * 0.8);
  });

  test("every weight the pages ask for is inside the fonts' range (400 to 900)", () => {
    for (const face of fontFaces) expect(face.weights).toEqual([400, 900]);
    const files = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" }).filter((file) => /\.(tsx?|css)$/.test(file));
    const lighter: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(root, "app", file), "utf8");
      // Tailwind's weights under 400, and plain CSS ones.
      for (const match of text.matchAll(/\bfont-(thin|extralight|light)\b|font-weight:\s*([1-3]00)\b/g)) lighter.push(`${file}: ${match[0]}`);
    }
    expect(lighter).toEqual([]);
  });
});
