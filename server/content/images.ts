import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { variantWidths, type ImageFormat } from "#core/content/image-variants";
import { imageUploadLimits, type ImageUploadError, type UploadedImage } from "#core/content/image-upload";
import type { Database } from "../db/database";
import { contentImageFiles, contentImages } from "../db/schema";

/** A refused upload: its code is what the studio words, its status what the API answers. */
export class ImageRefused extends Error {
  constructor(
    readonly code: ImageUploadError,
    readonly status: number,
  ) {
    super(code);
  }
}

/** What the bytes really are, read from their first bytes (never from a name or a Content-Type). */
type Sniffed = "jpeg" | "png" | "webp" | "heif" | "other-image" | null;

const heifBrands = new Set(["avif", "avis", "heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1", "mif2"]);

export function sniffImage(bytes: Buffer): Sniffed {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString("latin1");
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    for (let at = 8; at + 4 <= size; at += 4) if (heifBrands.has(ascii(at, at + 4))) return "heif";
    return null;
  }
  // Images we do not take (animations, drawings that can run code, print formats): told apart from
  // "not an image" only so the studio can say what to upload instead.
  if (/^GIF8[79]a/.test(ascii(0, 6)) || starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a) || ascii(0, 2) === "BM")
    return "other-image";
  if (
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(
      bytes
        .subarray(0, 4096)
        .toString("utf8")
        .replace(/^\uFEFF/, ""),
    )
  )
    return "other-image";
  return null;
}

/** HEIC photos (iPhones) need an HEVC decoder, which the prebuilt sharp leaves out; AVIF is always there. */
const heicListed = () => Boolean(sharp.format.heif?.input.buffer && sharp.format.heif.input.fileSuffix?.includes(".heic"));

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

/**
 * One stored file of an image arriving another way than an upload (a content import, a backup's restore),
 * cleaned as uploads are (issue 47, item 4): decoded, turned to sRGB, re-encoded in its format with the
 * upload's settings, so metadata (EXIF, GPS, XMP) and anything appended to the file are dropped. Undefined
 * for a file that does not decode.
 */
export async function cleanImageFile(bytes: Buffer, format: ImageFormat, maxPixels = imageUploadLimits.maxPixels): Promise<Buffer | undefined> {
  try {
    return await encoders[format](sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" }).toColourspace("srgb")).toBuffer();
  } catch {
    return undefined;
  }
}

export type StoredUpload = UploadedImage & { sourceFormat: string; created: boolean };

export type ImageStore = {
  /** Reads, checks, cleans and stores an upload; the same bytes twice give the same id. Throws ImageRefused. */
  upload: (bytes: Buffer, author: string) => Promise<StoredUpload>;
  /** The bytes of one stored file, or null. */
  file: (id: string, width: number, format: ImageFormat) => Promise<Buffer | null>;
};

export function createImageStore(db: Database, limits = imageUploadLimits): ImageStore {
  const refuse = (code: ImageUploadError, status = 422): never => {
    throw new ImageRefused(code, status);
  };
  const input = (bytes: Buffer) =>
    // failOn "error": a phone's slightly odd but readable JPEG is fine; a broken one is not.
    sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: "error", autoOrient: true, sequentialRead: true });
  const pixelLimit = (error: unknown) => /pixel limit/i.test((error as Error)?.message ?? "");

  // One upload is decoded at a time: a few large photos at once must not exhaust the memory.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  async function readAndStore(bytes: Buffer, id: string, author: string): Promise<StoredUpload> {
    const sniffed = sniffImage(bytes);
    if (sniffed === null) refuse("not_an_image", 415);
    if (sniffed === "other-image") refuse("unsupported_format", 415);

    // The header only: a pixel bomb is refused here, before a single pixel is decoded.
    const meta = await input(bytes)
      .metadata()
      .catch((error: unknown) => refuse(pixelLimit(error) ? "too_many_pixels" : "not_an_image", pixelLimit(error) ? 422 : 415));
    if (meta.format !== sniffed || !meta.width || !meta.height) refuse("not_an_image", 415);
    if (meta.width * meta.height > limits.maxPixels) refuse("too_many_pixels");
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (Math.max(width, height) > limits.maxAspect * Math.min(width, height)) refuse("bad_shape");
    const sourceFormat = meta.format !== "heif" ? meta.format : meta.compression === "av1" ? "avif" : meta.compression === "hevc" ? "heic" : "heif";
    if (sourceFormat === "heic" && !heicListed()) refuse("heic_unsupported", 415);

    // Decoded once, turned upright, converted to sRGB and scaled to the largest width; every
    // file is encoded from these pixels. Metadata (EXIF, GPS, XMP, ICC) is never copied over.
    const widths = variantWidths(width);
    let pixels: { data: Buffer; info: OutputInfo };
    try {
      pixels = await input(bytes)
        .resize({ width: Math.max(...widths), withoutEnlargement: true })
        .toColourspace("srgb")
        .raw({ depth: "uchar" })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (pixelLimit(error)) refuse("too_many_pixels");
      // The header was readable, the image is not: a damaged file, or a HEIC this build cannot decode.
      return refuse(sourceFormat === "heic" ? "heic_unsupported" : "not_an_image", 415);
    }
    const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels };
    const files: { width: number; format: ImageFormat; bytes: Buffer }[] = [];
    for (const fileWidth of widths) {
      const scaled = () => sharp(pixels.data, { raw }).resize({ width: fileWidth, withoutEnlargement: true });
      for (const format of ["avif", "webp"] as const) files.push({ width: fileWidth, format, bytes: await encoders[format](scaled()).toBuffer() });
    }

    const created = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(contentImages)
        .values({ id, width, height, sourceFormat, sourceBytes: bytes.length, createdBy: author })
        .onConflictDoNothing()
        .returning({ id: contentImages.id });
      if (inserted.length === 0) return false;
      await tx.insert(contentImageFiles).values(files.map((file) => ({ imageId: id, ...file })));
      return true;
    });
    return { id, width, height, sourceFormat, created };
  }

  return {
    async upload(bytes, author) {
      if (bytes.length > limits.maxBytes) refuse("too_large", 413);
      if (bytes.length === 0) refuse("not_an_image", 415);
      const id = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
      const known = async () => {
        const [row] = await db.select().from(contentImages).where(eq(contentImages.id, id)).limit(1);
        return row ? { id, width: row.width, height: row.height, sourceFormat: row.sourceFormat, created: false } : null;
      };
      // The same file again (a second tab, a retry): the stored image, without decoding it twice.
      return (await known()) ?? oneAtATime(async () => (await known()) ?? readAndStore(bytes, id, author));
    },

    async file(id, width, format) {
      const [row] = await db
        .select({ bytes: contentImageFiles.bytes })
        .from(contentImageFiles)
        .where(and(eq(contentImageFiles.imageId, id), eq(contentImageFiles.width, width), eq(contentImageFiles.format, format)))
        .limit(1);
      return row?.bytes ?? null;
    },
  };
}
