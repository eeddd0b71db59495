import { defaultLanguage, homePath, langPrefix, type Lang } from "#core/i18n/languages";
import type { SiteSettings } from "#core/settings/site-settings";
import type { PageImage } from "#core/content/content-types";
import { mediaPath, variantWidths } from "#core/content/image-variants";

type Ctx = { lang: Lang; siteUrl: string; settings: SiteSettings; tagline: string; photo?: PageImage | null };

/** The owner's photo at its largest width, as WebP (what every crawler reads). */
const photoUrl = (siteUrl: string, photo: PageImage) => `${siteUrl}${mediaPath(photo.id, variantWidths(photo.width).at(-1)!, "webp")}`;

const socialLinks = (settings: SiteSettings) => Object.values(settings.social).filter(Boolean);

const baghdadAddress = (lang: Lang) => ({ "@type": "PostalAddress", addressLocality: lang === "ar" ? "بغداد" : "Baghdad", addressCountry: "IQ" });

export const businessId = (siteUrl: string) => `${siteUrl}/#business`;
export const personId = (siteUrl: string) => `${siteUrl}/#person`;

/**
 * One address per node, whatever the page's language: a node (`@id`) that
 * says a different `url` on each page reads as two conflicting claims. The
 * default language's pages are the ones named.
 */
const businessUrl = (siteUrl: string) => `${siteUrl}${homePath(defaultLanguage)}`;
const personUrl = (siteUrl: string) => `${siteUrl}${langPrefix(defaultLanguage)}/about`;

/**
 * Who provides a service or a tool, named in full: search engines do not
 * follow an `@id` to the home page, where the business is described.
 */
export function providerData({ lang, siteUrl, settings }: Pick<Ctx, "lang" | "siteUrl" | "settings">) {
  return { "@type": "ProfessionalService", "@id": businessId(siteUrl), name: settings.ownerName[lang], url: businessUrl(siteUrl) };
}

export function businessData({ lang, siteUrl, settings, tagline }: Ctx) {
  return {
    "@context": "https://schema.org",
    ...providerData({ lang, siteUrl, settings }),
    description: tagline,
    image: `${siteUrl}/images/og-default.png`,
    telephone: settings.phone,
    email: settings.email,
    address: baghdadAddress(lang),
    areaServed: [
      { "@type": "City", name: lang === "ar" ? "بغداد" : "Baghdad" },
      { "@type": "Country", name: lang === "ar" ? "العراق" : "Iraq" },
    ],
    founder: { "@id": personId(siteUrl) },
    sameAs: socialLinks(settings),
  };
}

export function personData({ lang, siteUrl, settings, tagline, photo }: Ctx) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": personId(siteUrl),
    name: settings.ownerName[lang],
    jobTitle: tagline,
    url: personUrl(siteUrl),
    email: settings.email,
    address: baghdadAddress(lang),
    worksFor: { "@id": businessId(siteUrl) },
    sameAs: socialLinks(settings),
    ...(photo ? { image: photoUrl(siteUrl, photo) } : {}),
  };
}

export function serviceData(ctx: Ctx, service: { name: string; description: string; url: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: service.url,
    serviceType: service.name,
    provider: providerData(ctx),
    areaServed: { "@type": "City", name: ctx.lang === "ar" ? "بغداد" : "Baghdad" },
  };
}

export function faqData(items: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function breadcrumbData(crumbs: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
