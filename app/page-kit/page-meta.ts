import type { MetaDescriptor } from "react-router";
import type { Lang } from "#core/i18n/languages";

export type Seo = {
  lang: Lang;
  title: string;
  description: string;
  canonical: string;
  /** The page in each language it exists in (an article may be in one only). */
  alternates: Partial<Record<Lang, string>>;
  noindex: boolean;
  siteName: string;
  /** The page's share card (ADR 035): 1200×630, drawn on the server. */
  image: { url: string; type: string; alt: string };
  jsonLd: Record<string, unknown>[];
  /** An article: og:type article with its dates (ISO). */
  article?: { publishedTime: string; modifiedTime?: string | undefined; sections: string[] };
  /** RSS feeds a reader can find from the page. */
  feeds?: { title: string; href: string }[];
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
  tags.push({ tagName: "link", rel: "canonical", href: seo.canonical });
  // hreflang pairs only the languages the page exists in; alone, a page needs none.
  if (seo.alternates.ar && seo.alternates.en)
    tags.push(
      { tagName: "link", rel: "alternate", hrefLang: "ar", href: seo.alternates.ar },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: seo.alternates.en },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: seo.alternates.ar },
    );
  for (const feed of seo.feeds ?? [])
    tags.push({ tagName: "link", rel: "alternate", type: "application/rss+xml", title: feed.title, href: feed.href });
  tags.push(
    { property: "og:type", content: seo.article ? "article" : "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:locale", content: ogLocale[seo.lang] },
    ...(seo.alternates[other] ? [{ property: "og:locale:alternate", content: ogLocale[other] }] : []),
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
  if (seo.article) {
    tags.push({ property: "article:published_time", content: seo.article.publishedTime });
    if (seo.article.modifiedTime) tags.push({ property: "article:modified_time", content: seo.article.modifiedTime });
    for (const section of seo.article.sections) tags.push({ property: "article:section", content: section });
  }
  for (const data of seo.jsonLd) tags.push({ "script:ld+json": data });
  return tags;
}
