import { defaultLanguage, homePath, langPrefix, type Lang } from "#core/i18n/languages";
import type { SiteSettings } from "#core/settings/site-settings";
import type { PageImage } from "#core/content/content-types";
import { mediaPath, variantWidths } from "#core/content/image-variants";
import { countryName, groupOpeningDays, type OpeningHours, type WeekDay } from "#core/settings/business-place";
import { formatLocale } from "~/utils/format";

type Ctx = {
  lang: Lang;
  siteUrl: string;
  settings: SiteSettings;
  tagline: string;
  photo?: PageImage | null;
  /** The absolute address of the page's share card (ADR 035). */
  card: string;
  /** The absolute address of his logo, or of the shipped mark when he has none (logoUrl). */
  logo: string;
};

/** The owner's photo at its largest width, as WebP (what every crawler reads). */
const photoUrl = (siteUrl: string, photo: PageImage) => `${siteUrl}${mediaPath(photo.id, variantWidths(photo.width).at(-1)!, "webp")}`;

/**
 * His logo at its largest stored width, as WebP (ADR 041), or, when he has none, the shipped mark's own
 * file: what search engines show as the business's logo.
 */
export const logoUrl = (siteUrl: string, logo: { id: string; width: number } | null) =>
  logo ? `${siteUrl}${mediaPath(logo.id, variantWidths(logo.width).at(-1)!, "webp")}` : `${siteUrl}/favicon.svg`;

/** The owner's profiles, in his order. */
const socialLinks = (settings: SiteSettings) => settings.profiles.map((profile) => profile.url);

/** The business's address; the person's is only the city and country (the street is his workplace's). */
function postalAddress({ address }: SiteSettings, lang: Lang, withStreet: boolean) {
  return {
    "@type": "PostalAddress",
    ...(withStreet && address.street[lang] ? { streetAddress: address.street[lang] } : {}),
    addressLocality: address.city[lang],
    ...(withStreet && address.postalCode ? { postalCode: address.postalCode } : {}),
    addressCountry: address.country,
  };
}

const schemaDay = (day: WeekDay) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

/** One specification per run of days with the same period (closed days are left out, as schema.org reads them). */
export function openingHoursData(hours: OpeningHours) {
  return groupOpeningDays(hours).flatMap(({ days, periods }) =>
    periods.map((period) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days.map(schemaDay),
      opens: period.opens,
      closes: period.closes === "24:00" ? "23:59" : period.closes,
    })),
  );
}

function placeData(settings: SiteSettings) {
  return {
    ...(settings.geo ? { geo: { "@type": "GeoCoordinates", latitude: settings.geo.latitude, longitude: settings.geo.longitude } } : {}),
    ...(settings.mapLink ? { hasMap: settings.mapLink } : {}),
    ...(settings.hours.length > 0 ? { openingHoursSpecification: openingHoursData(settings.hours) } : {}),
  };
}

const areaServed = ({ address }: SiteSettings, lang: Lang) => ({ "@type": "City", name: address.city[lang] });

export const businessId = (siteUrl: string) => `${siteUrl}/#business`;
export const personId = (siteUrl: string) => `${siteUrl}/#person`;

/**
 * One address per node, whatever the page's language: a node (`@id`) that
 * says a different `url` on each page reads as two conflicting claims. The
 * default language's pages are the ones named.
 */
const businessUrl = (siteUrl: string) => `${siteUrl}${homePath(defaultLanguage)}`;
export const personUrl = (siteUrl: string) => `${siteUrl}${langPrefix(defaultLanguage)}/about`;

/**
 * Who provides a service or a tool, named in full: search engines do not
 * follow an `@id` to the home page, where the business is described.
 */
export function providerData({ lang, siteUrl, settings }: Pick<Ctx, "lang" | "siteUrl" | "settings">) {
  return { "@type": "ProfessionalService", "@id": businessId(siteUrl), name: settings.ownerName[lang], url: businessUrl(siteUrl) };
}

export function businessData({ lang, siteUrl, settings, tagline, card, logo }: Ctx) {
  return {
    "@context": "https://schema.org",
    ...providerData({ lang, siteUrl, settings }),
    description: tagline,
    // The home page's share card, in the page's language: his name, mark and title rather than a fixed picture.
    image: card,
    // A business has a logo (a person has none in schema.org: his image is his photo).
    logo,
    telephone: settings.phone,
    email: settings.email,
    address: postalAddress(settings, lang, true),
    ...placeData(settings),
    areaServed: [areaServed(settings, lang), { "@type": "Country", name: countryName(settings.address.country, formatLocale(lang)) }],
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
    address: postalAddress(settings, lang, false),
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
    areaServed: areaServed(ctx.settings, ctx.lang),
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
