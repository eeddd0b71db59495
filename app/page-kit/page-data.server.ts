import { homeArticlesOf, logoOf } from "#core/brand/brand-schema";
import { data, redirect, type RouterContextProvider } from "react-router";
import { requestPathname } from "~/utils/request-path";
import { latestArticleCards } from "./article-cards.server";
import { contentContext, servicesContext } from "#server/context";
import { homePath, languageFromPath, type Lang } from "#core/i18n/languages";
import type { Namespace } from "#core/i18n/namespaces";
import { pageById, parsePath, pathFor, slugAddress, type Page, type SlugKind, type SlugTable } from "#core/i18n/page-paths";
import type { Seo } from "./page-meta";
import { cardTextOf } from "#server/cards/card-service";
import { pageTitle } from "#core/content/page-title";
import { shareImageOf } from "#core/content/page-meta-key";
import { breadcrumbData, businessData, faqData, logoUrl, personData, serviceData } from "./structured-data";
import type { SiteSettings } from "#core/settings/site-settings";
import type { PageImage } from "#core/content/content-types";

type Context = Readonly<RouterContextProvider>;
type TextKey = `${Namespace}:${string}`;

/** The content this request renders (published, or the owner's draft in preview). */
export function contentOf(context: Context) {
  return context.get(contentContext);
}

/**
 * The owner's details this request shows: the published ones, or his draft's
 * in his preview (ADR 040).
 */
export async function settingsOf(context: Context): Promise<SiteSettings> {
  return context.get(servicesContext).settings.shownWith(contentOf(context));
}

export type StructuredContext = {
  lang: Lang;
  siteUrl: string;
  settings: SiteSettings;
  tagline: string;
  /** Absolute URL of a page in this language. */
  url: (page: Page) => string;
  /** The owner's photo, when he has uploaded one. */
  photo: PageImage | null;
  /** A text of this language, with the owner's changes. */
  text: (key: TextKey) => string;
  value: (ns: Namespace, path: string) => unknown;
  /** The absolute address of this page's share card (ADR 035). */
  card: string;
  /** The absolute address of his logo, or of the shipped mark when he has none. */
  logo: string;
};

export type PageDataOptions = {
  request: Request;
  context: Context;
  page: Page;
  ns: Namespace[];
  /** Namespaces the page sends only some of (ContentView.translations). */
  parts?: Partial<Record<Namespace, readonly string[]>>;
  /** Where the page's meta title and description live, e.g. "pages:about.meta". */
  metaKey: TextKey;
  /** The page's visible title (for breadcrumbs), and its parent page if it has one. */
  crumb?: { title: TextKey; parent?: { title: TextKey; page: Page } };
  structured?: (ctx: StructuredContext) => Record<string, unknown>[];
  noindex?: boolean;
  /** Addresses the content's slugs do not hold (an article's own, from the article service). */
  extraSlugs?: Partial<SlugTable>;
  /**
   * A page whose title, description and card come from what it shows rather than a text key (an article),
   * with the languages it exists in.
   */
  own?: { title: string; description: string; languages: Lang[]; picture?: { id: string; width: number } | undefined; pictureAlt?: string };
  feeds?: Seo["feeds"];
  article?: Seo["article"];
};

/** What every public page's loader returns: its language, translations and SEO tags. */
export async function pageData(options: PageDataOptions) {
  const { request, context, page, ns, parts, metaKey, crumb, structured, noindex = false, own } = options;
  const services = context.get(servicesContext);
  const view = contentOf(context);
  const readText = (inLang: Lang, key: TextKey) => view.text(inLang, key);
  const lang = languageFromPath(requestPathname(request));
  const settings = await settingsOf(context);
  const siteUrl = services.config.siteUrl;
  const slugs = options.extraSlugs ? { ...view.slugs, ...options.extraSlugs } : view.slugs;
  const absolute = (target: Page, inLang: Lang = lang) => `${siteUrl}${pathFor(target, inLang, slugs)}`;
  const ownTitle = own?.title ?? readText(lang, `${metaKey}.title` as TextKey);
  // The page only names its card; the server draws it when a chat app first asks (ADR 035).
  const shared = shareImageOf(view.document, page);
  const picture = own?.picture ?? (shared ? { id: shared.id, width: shared.width } : undefined);
  const card = services.cards.address(page, cardTextOf(view.document, { lang, title: ownTitle, name: settings.ownerName[lang], picture }));
  const cardAlt =
    (own ? own.pictureAlt?.trim() : shared?.alt[lang].trim()) ||
    view.text(lang, "common:share.cardAlt").replace("{{title}}", ownTitle).replace("{{name}}", settings.ownerName[lang]);
  const ctx: StructuredContext = {
    lang,
    siteUrl,
    settings,
    tagline: readText(lang, "common:app.tagline"),
    url: (target) => absolute(target),
    text: (key) => view.text(lang, key),
    photo: view.lists(lang).photo,
    value: (ns, path) => view.value(lang, ns, path),
    card: `${siteUrl}${card.path}`,
    logo: logoUrl(siteUrl, logoOf(view.document)),
  };

  const jsonLd = noindex ? [] : [...(structured?.(ctx) ?? [])];
  if (!noindex && crumb) {
    const trail = [{ name: readText(lang, "common:breadcrumbs.home"), url: `${siteUrl}${homePath(lang)}` }];
    if (crumb.parent) trail.push({ name: readText(lang, crumb.parent.title), url: absolute(crumb.parent.page) });
    trail.push({ name: own?.title ?? readText(lang, crumb.title), url: absolute(page) });
    jsonLd.push(breadcrumbData(trail));
  }

  const available = own?.languages ?? (["ar", "en"] as const);
  const seo: Seo = {
    lang,
    title: pageTitle(ownTitle, settings.ownerName[lang]),
    description: own?.description ?? readText(lang, `${metaKey}.description` as TextKey),
    canonical: absolute(page),
    alternates: Object.fromEntries(available.map((inLang) => [inLang, absolute(page, inLang)])),
    noindex,
    siteName: settings.ownerName[lang],
    image: { url: `${siteUrl}${card.path}`, type: card.type, alt: cardAlt },
    jsonLd,
    ...(options.feeds && { feeds: options.feeds }),
    ...(options.article && { article: options.article }),
  };
  return { lang, page, seo, translations: view.translations(lang, ns, parts) };
}

/** A service-like page's JSON-LD: the service, and its questions when it has some. */
export function serviceWithFaq(ns: "services" | "landing", page: Extract<Page, { kind: "service" | "landing" }>) {
  return (ctx: StructuredContext) => {
    const faq = (ctx.value(ns, `items.${page.id}.faq`) ?? []) as { question: string; answer: string }[];
    const service = serviceData(ctx, {
      name: ctx.text(`${ns}:items.${page.id}.title`),
      description: ctx.text(`${ns}:items.${page.id}.description`),
      url: ctx.url(page),
    });
    return faq.length ? [service, faqData(faq)] : [service];
  };
}

/** The owner-editable lists (stats, testimonials, FAQ, portfolio) in the page's language. */
export function siteContent(request: Request, context: Context) {
  return contentOf(context).lists(languageFromPath(requestPathname(request)));
}

/** What the services and sectors grids show of each item (their pages send the rest). */
export const cardParts = ["order", "items.*.title", "items.*.description", "items.*.icon"] as const;
/** A list page: its header and the grid's cards. */
export const listParts = ["page", ...cardParts] as const;

/** What the tool cards (the home page's, the tools page's) read of the tools namespace. */
export const toolCardParts = ["items.*.title", "items.*.description", "labels.open"] as const;
export const homeNamespaces: Namespace[] = ["home", "services", "sectors", "pages", "contact", "tools"];

export async function homeData(request: Request, context: Context, noindex = false) {
  const [page, content, latestArticles] = await Promise.all([
    pageData({
      request,
      context,
      page: { kind: "home" },
      ns: homeNamespaces,
      // The tool cards show each tool's title and description and one label: not the tools' own pages' texts.
      parts: { services: cardParts, sectors: cardParts, tools: toolCardParts },
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
    latestArticlesOf(request, context),
  ]);
  return {
    ...page,
    home: {
      latestArticles,
      stats: content.stats,
      testimonials: content.testimonials,
      faq: content.faq.slice(0, 6),
      portfolio: content.portfolio
        .filter((item) => item.category !== "web")
        .slice(0, 3)
        .concat(content.portfolio.filter((item) => item.category === "web").slice(0, 3)),
    },
  };
}

/**
 * His newest articles in the page's language for the home page's section, as many as he chose (none: hidden):
 * titles, dates and categories, without summaries (the home page is the site's heaviest page).
 */
const latestArticlesOf = async (request: Request, context: Context) =>
  (await latestArticleCards(context, languageFromPath(requestPathname(request)), homeArticlesOf(contentOf(context).document))).map((card) => ({
    ...card,
    summary: "",
  }));

export type HomeContent = Awaited<ReturnType<typeof homeData>>["home"];

/** Unknown paths show the home page, with 404 and noindex. */
export async function notFoundHome(request: Request, context: Context) {
  const home = await homeData(request, context, true);
  return data({ ...home, notFound: true as const }, { status: 404 });
}

/** The page a detail route's path points at, or undefined for an unknown slug. */
export function resolvePage(request: Request, context: Context): Page | undefined {
  return parsePath(requestPathname(request), contentOf(context).slugs)?.page;
}

/**
 * An address with a slug the owner has since changed answers 301 with the
 * page's current address, for good; the address of a page he has hidden or
 * deleted answers 301 with its list page (the home page for a landing page);
 * any other unknown address gets nothing here.
 */
export async function redirectFormerSlug(request: Request, context: Context): Promise<void> {
  const address = slugAddress(requestPathname(request));
  if (!address) return;
  const services = context.get(servicesContext);
  const id = await services.content.redirect(address.kind, address.lang, address.slug);
  if (!id) return;
  const slugs = (await services.content.published()).slugs;
  const page = pageById(address.kind, id, slugs) ?? listPageOf(address.kind);
  throw redirect(pathFor(page, address.lang, slugs) + new URL(request.url).search, 301);
}

/** Where the address of a page no longer shown leads: the page listing its kind. */
function listPageOf(kind: SlugKind): Page {
  if (kind === "service") return { kind: "static", page: "services" };
  if (kind === "sector") return { kind: "static", page: "sectors" };
  if (kind === "tool") return { kind: "static", page: "free-tools" };
  return { kind: "home" };
}
