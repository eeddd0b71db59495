import type { MetaDescriptor } from "react-router";
import type { Lang } from "~/i18n/languages";

export type Seo = {
  lang: Lang;
  title: string;
  description: string;
  canonical: string;
  alternates: Record<Lang, string>;
  noindex: boolean;
};

/** Title, description, canonical and hreflang alternates of a page. */
export function metaTags(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
  ];
  if (seo.noindex) {
    tags.push({ name: "robots", content: "noindex, follow" });
    return tags;
  }
  tags.push(
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: seo.alternates.ar },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: seo.alternates.en },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: seo.alternates.ar },
  );
  return tags;
}
