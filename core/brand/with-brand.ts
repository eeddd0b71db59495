import type { Brand } from "./brand-schema";
import type { ContentDocument } from "../content/content-document";

/**
 * The document with one part of the brand replaced. A brand with no logo, the
 * shipped hero and the shipped number of home articles is dropped, so a document that never had one and one whose
 * owner went back to the shipped mark are the same document.
 */
export function withBrand(document: ContentDocument, change: Partial<Brand>): ContentDocument {
  const { brand: old, ...rest } = document;
  const brand: Brand = { logo: null, ...old, ...change };
  if ("hero" in change && change.hero === undefined) delete brand.hero;
  if ("homeArticles" in change && change.homeArticles === undefined) delete brand.homeArticles;
  if (brand.logo === null && brand.hero === undefined && brand.homeArticles === undefined) return rest;
  return { ...rest, brand };
}
