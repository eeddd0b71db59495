/**
 * An ICO file holding PNG images (Windows Vista and every browser since read
 * PNG entries): a 6-byte header, a 16-byte entry per image, then the PNGs.
 * Small enough to write here rather than take a dependency for.
 */
export function encodeIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  if (images.length === 0 || images.length > 16) throw new Error("an icon holds 1 to 16 images");
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  const entries = Buffer.alloc(16 * images.length);
  let offset = header.length + entries.length;
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`an icon image is 1 to 256 pixels, not ${size}`);
    const at = index * 16;
    entries.writeUInt8(size === 256 ? 0 : size, at); // width (0 means 256)
    entries.writeUInt8(size === 256 ? 0 : size, at + 1); // height
    entries.writeUInt8(0, at + 2); // no palette
    entries.writeUInt8(0, at + 3); // reserved
    entries.writeUInt16LE(1, at + 4); // colour planes
    entries.writeUInt16LE(32, at + 6); // bits per pixel
    entries.writeUInt32LE(png.length, at + 8);
    entries.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, entries, ...images.map((image) => image.png)]);
}

/** The images an ICO file holds (for tests and checks): each entry's size and bytes. */
export function readIco(ico: Buffer): { size: number; bytes: Buffer }[] {
  if (ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1) throw new Error("not an icon");
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const at = 6 + index * 16;
    const length = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    return { size: ico.readUInt8(at) || 256, bytes: ico.subarray(offset, offset + length) };
  });
}
