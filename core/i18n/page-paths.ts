import { homePath, langPrefix, type Lang } from "./languages";
import { isLandingFamily, type LandingFamily } from "../catalogue/landing-pages";
import type { ToolId } from "../catalogue/tools";

/** Pages with one fixed path segment per language: /{lang}/{segment}. */
export const staticPages = [
  "services",
  "sectors",
  "about",
  "portfolio",
  "faq",
  "free-tools",
  "privacy-policy",
  "terms-of-service",
  "credibility",
  "cv",
  "contact",
  "articles",
] as const;
export type StaticPage = (typeof staticPages)[number];

export type Page =
  | { kind: "home" }
  | { kind: "static"; page: StaticPage }
  | { kind: "service"; id: string }
  | { kind: "sector"; id: string }
  | { kind: "landing"; family: LandingFamily; id: string }
  | { kind: "tool"; id: ToolId }
  /** One of his articles; in a language it does not exist in, its path is that language's articles page. */
  | { kind: "article"; id: string }
  | { kind: "article-category"; id: string };

export type SlugsByLang = Record<Lang, string>;

/**
 * Every slug of every page with one, per language, taken from the pages'
 * `meta.slug` translation entries. Slugs may differ between languages, so a
 * page is always identified by its id, never by its slug.
 */
export type SlugTable = {
  /** The owner's services and sectors, by item id, in his order. */
  service: Record<string, SlugsByLang>;
  sector: Record<string, SlugsByLang>;
  /** The owner's landing pages, by item id, each under its area. */
  landing: Record<string, { family: LandingFamily; slugs: SlugsByLang }>;
  tool: Partial<Record<ToolId, SlugsByLang>>;
  /** The portfolio filter's values (`?category=`): the owner's categories' ids. */
  portfolioCategories?: string[];
  /** His article categories' addresses (/{lang}/articles/category/{slug}). */
  articleCategory?: Record<string, SlugsByLang>;
  /**
   * His published articles' addresses per language (null where the article has no such language).
   * Only the server's page cache and sitemap hold them all; a page's own loader knows its own.
   */
  article?: Record<string, Partial<SlugsByLang>>;
};

function isStaticPage(value: string): value is StaticPage {
  return (staticPages as readonly string[]).includes(value);
}

function findBySlug<Id extends string>(entries: Partial<Record<Id, Partial<SlugsByLang>>>, lang: Lang, slug: string): Id | undefined {
  for (const [id, slugs] of Object.entries(entries) as [Id, Partial<SlugsByLang>][]) {
    if (slugs[lang] === slug) return id;
  }
  return undefined;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The path of a page in a language, percent-encoded and ready for an href. */
export function pathFor(page: Page, lang: Lang, slugs: SlugTable): string {
  const base = langPrefix(lang);
  switch (page.kind) {
    case "home":
      return homePath(lang);
    case "static":
      return `${base}/${page.page}`;
    case "service": {
      const slug = slugs.service[page.id]?.[lang];
      return slug ? `${base}/services/${encodeURIComponent(slug)}` : `${base}/services`;
    }
    case "sector": {
      const slug = slugs.sector[page.id]?.[lang];
      return slug ? `${base}/sectors/${encodeURIComponent(slug)}` : `${base}/sectors`;
    }
    case "landing": {
      const slug = slugs.landing[page.id]?.slugs[lang];
      return slug ? `${base}/${page.family}/${encodeURIComponent(slug)}` : homePath(lang);
    }
    case "tool": {
      const slug = slugs.tool[page.id]?.[lang];
      return slug ? `${base}/free-tools/${encodeURIComponent(slug)}` : `${base}/free-tools`;
    }
    case "article": {
      const slug = slugs.article?.[page.id]?.[lang];
      return slug ? `${base}/articles/${encodeURIComponent(slug)}` : `${base}/articles`;
    }
    case "article-category": {
      const slug = slugs.articleCategory?.[page.id]?.[lang];
      return slug ? `${base}/articles/category/${encodeURIComponent(slug)}` : `${base}/articles`;
    }
  }
}

/** Which page a path shows, or undefined when no page lives there. */
export function parsePath(pathname: string, slugs: SlugTable): { lang: Lang; page: Page } | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (trimmed === "/" || trimmed === "") return { lang: "ar", page: { kind: "home" } };
  if (trimmed === "/en") return { lang: "en", page: { kind: "home" } };

  const segments = trimmed.split("/").slice(1);
  if (segments[1] === "articles" && segments[2] === "category" && segments.length === 4) {
    const [prefix, , , rawCategory = ""] = segments;
    const category = decodeSegment(rawCategory);
    if ((prefix !== "ar" && prefix !== "en") || category === undefined) return undefined;
    const id = findBySlug(slugs.articleCategory ?? {}, prefix, category);
    return id ? { lang: prefix, page: { kind: "article-category", id } } : undefined;
  }
  const [prefix, section, rawSlug, ...rest] = segments;
  if ((prefix !== "ar" && prefix !== "en") || !section || rest.length > 0) return undefined;
  const lang: Lang = prefix;

  if (rawSlug === undefined) {
    return isStaticPage(section) ? { lang, page: { kind: "static", page: section } } : undefined;
  }
  const slug = decodeSegment(rawSlug);
  if (slug === undefined) return undefined;

  if (section === "services") {
    const id = findBySlug(slugs.service, lang, slug);
    return id ? { lang, page: { kind: "service", id } } : undefined;
  }
  if (section === "sectors") {
    const id = findBySlug(slugs.sector, lang, slug);
    return id ? { lang, page: { kind: "sector", id } } : undefined;
  }
  if (section === "free-tools") {
    const id = findBySlug(slugs.tool, lang, slug);
    return id ? { lang, page: { kind: "tool", id } } : undefined;
  }
  if (section === "articles") {
    const id = findBySlug(slugs.article ?? {}, lang, slug);
    return id ? { lang, page: { kind: "article", id } } : undefined;
  }
  if (isLandingFamily(section)) {
    for (const [id, entry] of Object.entries(slugs.landing)) {
      if (entry.family === section && entry.slugs[lang] === slug) {
        return { lang, page: { kind: "landing", family: section, id } };
      }
    }
  }
  return undefined;
}

/**
 * The same page in the other language. Paths that show no page (unknown
 * paths, which render the home page) map to the other language's home.
 */
export function equivalentPath(pathname: string, target: Lang, slugs: SlugTable): string {
  const parsed = parsePath(pathname, slugs);
  return parsed ? pathFor(parsed.page, target, slugs) : homePath(target);
}

/**
 * Every page of the site that exists in both languages, once: not the articles, which may exist in one
 * language only and are many (the sitemap and the page cache ask the article service for theirs).
 */
export function allPages(slugs: SlugTable): Page[] {
  return [
    { kind: "home" },
    ...staticPages.map((page) => ({ kind: "static" as const, page })),
    ...keysOf(slugs.service).map((id) => ({ kind: "service" as const, id })),
    ...keysOf(slugs.sector).map((id) => ({ kind: "sector" as const, id })),
    ...keysOf(slugs.landing).map((id) => ({ kind: "landing" as const, family: slugs.landing[id]!.family, id })),
    ...keysOf(slugs.tool).map((id) => ({ kind: "tool" as const, id })),
    ...keysOf(slugs.articleCategory ?? {}).map((id) => ({ kind: "article-category" as const, id })),
  ];
}

function keysOf<Id extends string>(record: Partial<Record<Id, unknown>>): Id[] {
  return Object.keys(record) as Id[];
}

export type SlugKind = "service" | "sector" | "landing" | "tool" | "article";
const slugSections: Record<string, SlugKind> = { services: "service", sectors: "sector", "free-tools": "tool", articles: "article" };

/** The kind, language and slug a detail address names (whether or not a page has that slug now). */
export function slugAddress(pathname: string): { lang: Lang; kind: SlugKind; slug: string } | undefined {
  const [prefix, section, rawSlug, ...rest] = pathname.replace(/\/+$/, "").split("/").slice(1);
  if ((prefix !== "ar" && prefix !== "en") || !section || !rawSlug || rest.length > 0) return undefined;
  const kind = slugSections[section] ?? (isLandingFamily(section) ? "landing" : undefined);
  const slug = decodeSegment(rawSlug);
  return kind && slug !== undefined ? { lang: prefix, kind, slug } : undefined;
}

/** The page of a kind with an id, when the id is one the slug table knows. */
export function pageById(kind: SlugKind, id: string, slugs: SlugTable): Page | undefined {
  if (kind === "landing") {
    const entry = Object.hasOwn(slugs.landing, id) ? slugs.landing[id] : undefined;
    return entry ? { kind, family: entry.family, id } : undefined;
  }
  if (kind === "service") return Object.hasOwn(slugs.service, id) ? { kind, id } : undefined;
  if (kind === "sector") return Object.hasOwn(slugs.sector, id) ? { kind, id } : undefined;
  if (kind === "article") return slugs.article && Object.hasOwn(slugs.article, id) ? { kind, id } : undefined;
  return id in slugs.tool ? { kind, id: id as ToolId } : undefined;
}

export { sectionFragment } from "./section-fragment";
