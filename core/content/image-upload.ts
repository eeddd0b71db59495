/**
 * The contract of an image upload, shared by the studio's field (which
 * checks the size before sending and words every refusal) and the server
 * (which decides from the file's real content).
 */
export const imageUploadLimits = {
  /** The largest file accepted, as sent. */
  maxBytes: 15 * 1024 * 1024,
  /** The most pixels an image may have; larger ones are refused before they are decoded. */
  maxPixels: 40_000_000,
  /** The longer side may be at most this many times the shorter one. */
  maxAspect: 16,
} as const;

/** Why an upload was refused (the `error` of a 4xx answer). */
export const imageUploadErrors = [
  "not_an_image",
  "unsupported_format",
  "heic_unsupported",
  "too_large",
  "too_many_pixels",
  "bad_shape",
  "rate_limited",
] as const;
export type ImageUploadError = (typeof imageUploadErrors)[number];
export const isImageUploadError = (value: unknown): value is ImageUploadError => (imageUploadErrors as readonly unknown[]).includes(value);

/** The answer to an accepted upload: what an `imageRef` needs besides its alt texts. */
export type UploadedImage = { id: string; width: number; height: number };

/**
 * What the file picker offers (the server still reads the real content). HEIC is left out on
 * purpose: an iPhone then hands the browser a JPEG copy of the photo, which the server can read.
 */
export const imageAccept = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif";
