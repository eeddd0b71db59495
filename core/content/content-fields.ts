import { z } from "zod";

/**
 * The value types every owner-edited document is made of: a text he typed,
 * a text in both languages, an item id, an uploaded image. The lists, the
 * document and the settings build on these.
 */
const noControl = (value: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);
export { noControl };

/** A text the owner typed: trimmed, bounded, no control characters (line breaks are fine). */
export const ownerText = (max: number) => z.string().trim().max(max, "too_long").refine(noControl, "control");
/** Both languages of one text; either may be empty while the item is unpublished. */
export const bilingual = (max: number) => z.object({ ar: ownerText(max), en: ownerText(max) }).strict();

/** An item's id: lower-case letters, digits, hyphens (and underscores: the contact topics keep the specification's keys, "interest_tv"). */
export const itemId = z.string().regex(/^[a-z0-9_-]{1,40}$/, "id");
/** An uploaded image: its content hash names its files (/media/<id>-<width>.<avif|webp>). */
export const imageId = z.string().regex(/^[a-f0-9]{16,64}$/, "image");

export const imageRef = z
  .object({
    id: imageId,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: bilingual(200),
    /** The point cards keep in view when they cut the picture to their shape, in percent from the top left; the centre without it. */
    focus: z
      .object({ x: z.number().int().min(0).max(100), y: z.number().int().min(0).max(100) })
      .strict()
      .optional(),
  })
  .strict();
export type ImageRef = z.infer<typeof imageRef>;
