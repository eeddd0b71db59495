import type { Lang } from "../i18n/languages";
import type { PageImage } from "../content/content-types";
import { pageImage } from "../content/list-kit";
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
