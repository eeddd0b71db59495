import { data, type RouterContextProvider } from "react-router";
import { requestPathname } from "~/utils/request-path";
import { servicesContext } from "#server/context";
import { homePath, languageFromPath, type Lang } from "#core/i18n/languages";
import type { Namespace } from "#core/i18n/namespaces";
import { parsePath, pathFor, type Page } from "#core/i18n/page-paths";
import { getResource, slugTable, translationsFor } from "#core/i18n/resources";
import type { Seo } from "./page-meta";
import { breadcrumbData, businessData, faqData, personData, serviceData } from "./structured-data";
import type { SiteSettings } from "#core/settings/site-settings";
import { utmFromUrl } from "#core/contact/utm";

type Context = Readonly<RouterContextProvider>;
type TextKey = `${Namespace}:${string}`;

/** Reads a dotted path ("page.meta.title") from a translation bundle. */
export function readValue(lang: Lang, ns: Namespace, key: string): unknown {
  let value: unknown = getResource(lang, ns);
  for (const part of key.split(".")) {
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

export function readText(lang: Lang, key: TextKey): string {
  const [ns, path] = key.split(":") as [Namespace, string];
  const value = readValue(lang, ns, path);
  if (typeof value !== "string") throw new Error(`Missing text ${lang}/${key}`);
  return value;
}

export type StructuredContext = {
  lang: Lang;
  siteUrl: string;
  settings: SiteSettings;
  tagline: string;
  /** Absolute URL of a page in this language. */
  url: (page: Page) => string;
};

export type PageDataOptions = {
  request: Request;
  context: Context;
  page: Page;
  ns: Namespace[];
  /** Where the page's meta title and description live, e.g. "pages:about.meta". */
  metaKey: TextKey;
  /** The page's visible title (for breadcrumbs), and its parent page if it has one. */
  crumb?: { title: TextKey; parent?: { title: TextKey; page: Page } };
  structured?: (ctx: StructuredContext) => Record<string, unknown>[];
  noindex?: boolean;
};

/** What every public page's loader returns: its language, translations and SEO tags. */
export async function pageData({ request, context, page, ns, metaKey, crumb, structured, noindex = false }: PageDataOptions) {
  const services = context.get(servicesContext);
  const lang = languageFromPath(requestPathname(request));
  const settings = await services.settings.get();
  const siteUrl = services.config.siteUrl;
  const absolute = (target: Page, inLang: Lang = lang) => `${siteUrl}${pathFor(target, inLang, slugTable)}`;
  const ctx: StructuredContext = { lang, siteUrl, settings, tagline: readText(lang, "common:app.tagline"), url: (target) => absolute(target) };

  const jsonLd = noindex ? [] : [...(structured?.(ctx) ?? [])];
  if (!noindex && crumb) {
    const trail = [{ name: readText(lang, "common:breadcrumbs.home"), url: `${siteUrl}${homePath(lang)}` }];
    if (crumb.parent) trail.push({ name: readText(lang, crumb.parent.title), url: absolute(crumb.parent.page) });
    trail.push({ name: readText(lang, crumb.title), url: absolute(page) });
    jsonLd.push(breadcrumbData(trail));
  }

  const seo: Seo = {
    lang,
    title: `${readText(lang, `${metaKey}.title` as TextKey)} | ${settings.ownerName[lang]}`,
    description: readText(lang, `${metaKey}.description` as TextKey),
    canonical: absolute(page),
    alternates: { ar: absolute(page, "ar"), en: absolute(page, "en") },
    noindex,
    siteName: settings.ownerName[lang],
    image: `${siteUrl}/images/og-default.png`,
    jsonLd,
  };
  return { lang, page, seo, translations: translationsFor(lang, ns) };
}

/** A service-like page's JSON-LD: the service, and its questions when it has some. */
export function serviceWithFaq(ns: "services" | "landing", page: Extract<Page, { kind: "service" | "landing" }>) {
  return (ctx: StructuredContext) => {
    const faq = (readValue(ctx.lang, ns, `items.${page.id}.faq`) ?? []) as { question: string; answer: string }[];
    const service = serviceData(ctx, {
      name: readText(ctx.lang, `${ns}:items.${page.id}.title`),
      description: readText(ctx.lang, `${ns}:items.${page.id}.description`),
      url: ctx.url(page),
    });
    return faq.length ? [service, faqData(faq)] : [service];
  };
}

/** The owner-editable lists (stats, testimonials, FAQ, portfolio) in the page's language. */
export function siteContent(request: Request, context: Context) {
  return context.get(servicesContext).content.get(languageFromPath(requestPathname(request)));
}

export const homeNamespaces: Namespace[] = ["home", "services", "sectors", "pages", "contact", "tools"];

export async function homeData(request: Request, context: Context, noindex = false) {
  const [page, content] = await Promise.all([
    pageData({
      request,
      context,
      page: { kind: "home" },
      ns: homeNamespaces,
      metaKey: "home:meta",
      noindex,
      structured: (ctx) => [
        businessData(ctx),
        personData(ctx),
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          url: ctx.url({ kind: "home" }),
          name: ctx.settings.ownerName[ctx.lang],
          inLanguage: ctx.lang,
        },
      ],
    }),
    siteContent(request, context),
  ]);
  return {
    ...page,
    home: {
      stats: content.stats,
      testimonials: content.testimonials,
      faq: content.faq.slice(0, 6),
      portfolio: content.portfolio
        .filter((item) => item.category !== "web")
        .slice(0, 3)
        .concat(content.portfolio.filter((item) => item.category === "web").slice(0, 3)),
    },
    form: { token: context.get(servicesContext).formToken(), utm: utmFromUrl(request.url) },
  };
}

export type HomeContent = Awaited<ReturnType<typeof homeData>>["home"];
export type HomeForm = Awaited<ReturnType<typeof homeData>>["form"];

/** Unknown paths show the home page, with 404 and noindex. */
export async function notFoundHome(request: Request, context: Context) {
  const home = await homeData(request, context, true);
  return data({ ...home, notFound: true as const }, { status: 404 });
}

/** The page a detail route's path points at, or undefined for an unknown slug. */
export function resolvePage(request: Request): Page | undefined {
  return parsePath(requestPathname(request), slugTable)?.page;
}
