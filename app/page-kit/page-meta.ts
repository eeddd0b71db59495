import type { MetaDescriptor } from "react-router";
import type { Lang } from "#core/i18n/languages";

export type Seo = {
  lang: Lang;
  title: string;
  description: string;
  canonical: string;
  alternates: Record<Lang, string>;
  noindex: boolean;
  siteName: string;
  /** The page's share card (ADR 035): 1200×630, drawn on the server. */
  image: { url: string; type: string; alt: string };
  jsonLd: Record<string, unknown>[];
};

const ogLocale: Record<Lang, string> = { ar: "ar_IQ", en: "en_GB" };

/** Title, description, canonical, hreflang, social cards and structured data of a page. */
export function metaTags(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [{ title: seo.title }, { name: "description", content: seo.description }];
  if (seo.noindex) {
    tags.push({ name: "robots", content: "noindex, follow" });
    return tags;
  }
  const other: Lang = seo.lang === "ar" ? "en" : "ar";
  tags.push(
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: seo.alternates.ar },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: seo.alternates.en },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: seo.alternates.ar },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:locale", content: ogLocale[seo.lang] },
    { property: "og:locale:alternate", content: ogLocale[other] },
    { property: "og:image", content: seo.image.url },
    { property: "og:image:type", content: seo.image.type },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: seo.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image.url },
    { name: "twitter:image:alt", content: seo.image.alt },
  );
  for (const data of seo.jsonLd) tags.push({ "script:ld+json": data });
  return tags;
}
