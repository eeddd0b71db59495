import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeIco, readIco } from "./ico";

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();

describe("the ICO writer", () => {
  it("writes a header, one entry per image and the PNGs, which read back whole", async () => {
    const images = [
      { size: 16, png: await png(16) },
      { size: 32, png: await png(32) },
      { size: 256, png: await png(256) },
    ];
    const ico = encodeIco(images);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    // The entry of 256 pixels says 0, as the format wants.
    expect(ico[6 + 2 * 16]).toBe(0);
    expect(ico.readUInt16LE(6 + 6)).toBe(32);
    const read = readIco(ico);
    expect(read.map((entry) => entry.size)).toEqual([16, 32, 256]);
    for (const [index, entry] of read.entries()) {
      expect(entry.bytes.equals(images[index]!.png)).toBe(true);
      const meta = await sharp(entry.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", images[index]!.size, images[index]!.size]);
    }
    expect(ico.length).toBe(6 + 3 * 16 + images.reduce((sum, image) => sum + image.png.length, 0));
  });

  it("refuses sizes an icon cannot hold", async () => {
    expect(() => encodeIco([])).toThrow();
    expect(() => encodeIco([{ size: 300, png: Buffer.alloc(1) }])).toThrow();
  });
});
