import type { Lang } from "../i18n/languages";
import type { PageImage } from "../content/content-types";
import { pageImage } from "../content/list-kit";
import { variantWidths } from "../content/image-variants";
import { heroOf, logoOf, type Brand } from "./brand-schema";

/** The brand as a page in one language shows it (ADR 041). */
export type BrandView = {
  logo: PageImage | null;
  hero: { kind: "mark" } | { kind: "none" } | { kind: "image"; image: PageImage };
};

export function brandView(document: { brand?: Brand | undefined }, lang: Lang): BrandView {
  const hero = heroOf(document);
  return {
    logo: pageImage(logoOf(document), lang),
    hero: hero.kind === "image" ? { kind: "image", image: pageImage(hero.image, lang)! } : hero,
  };
}

/** His logo as a share card draws it (its id and largest stored width), when he has one (ADR 041). */
export function cardLogoOf(document: { brand?: Brand | undefined }): { logo: { id: string; width: number } } | Record<string, never> {
  const logo = logoOf(document);
  return logo ? { logo: { id: logo.id, width: Math.max(...variantWidths(logo.width)) } } : {};
}
