import { z } from "zod";
import { imageRef, type ImageRef } from "../content/content-fields";

/**
 * The owner's brand pictures in the content document (ADR 041): his logo in
 * place of the shipped mark (header, loading screen, footer, favicons, share
 * cards) and the home page's hero graphic. Raster uploads only (ADR 019's
 * pipeline); an SVG is refused there. Documents from before have no `brand`
 * and show the shipped mark and hero.
 */
export const brandSchema = z
  .object({
    /** His logo; null keeps the shipped mark. */
    logo: imageRef.nullable(),
    /** The hero graphic: his picture, null to show none, absent (undefined) for the shipped mark. */
    hero: imageRef.nullable().optional(),
    /** How many of his latest articles the home page shows: 0 hides the section; absent shows the shipped 3. */
    homeArticles: z.number().int().min(0).max(6).optional(),
  })
  .strict();
export type Brand = z.infer<typeof brandSchema>;

/** The logo a document shows, or null for the shipped mark. */
export const logoOf = (document: { brand?: Brand | undefined }): ImageRef | null => document.brand?.logo ?? null;

/** What the home page's hero shows: the shipped mark, his picture, or nothing. */
export type HeroChoice = { kind: "mark" } | { kind: "none" } | { kind: "image"; image: ImageRef };
export function heroOf(document: { brand?: Brand | undefined }): HeroChoice {
  const hero = document.brand?.hero;
  if (hero === undefined) return { kind: "mark" };
  if (hero === null) return { kind: "none" };
  return { kind: "image", image: hero };
}

/** The home page's latest articles shown by default, and the choices he has. */
export const shippedHomeArticles = 3;
export const homeArticleChoices = [0, 3, 6] as const;
export const homeArticlesOf = (document: { brand?: Brand | undefined }): number => document.brand?.homeArticles ?? shippedHomeArticles;

/** The image ids the brand uses (export, backups). */
export function brandImages(brand: Brand | undefined): string[] {
  return [brand?.logo?.id, brand?.hero?.id].filter((id): id is string => Boolean(id));
}
