import { inArray } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import { servicesContext } from "#server/context";
import { contentImages } from "#server/db/schema";
import { languageFromPath, langPrefix, type Lang } from "#core/i18n/languages";
import { pathFor, type Page } from "#core/i18n/page-paths";
import { renderArticleBody, escapeHtml } from "#core/articles/article-render";
import { bodyText, imagesOfBody } from "#core/articles/article-body";
import { articleLanguages } from "#core/articles/article-document";
import { bodyStats } from "#core/articles/article-stats";
import { mediaPath, variantWidths } from "#core/content/image-variants";
import { excerptAround, highlight, matchesAll, searchTerms } from "#core/search/arabic-fold";
import { articlePageParam, articleSearchParam } from "#core/routing/page-query";
import { requestPathname } from "~/utils/request-path";
import { tapHref } from "#core/leads/tap-link";
import { contentOf, notFoundHome, pageData, settingsOf } from "./page-data.server";
import { articleCard, categoriesOf } from "./article-cards.server";
import { businessId, personId, personUrl } from "./structured-data";

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context; params: { slug?: string } };

/** Articles a page of the list shows. */
export const articlesPerPage = 12;

const feedsOf = (context: Context, lang: Lang, name: string, category?: { name: string; slug: string }) => {
  const view = contentOf(context);
  const title = view.text(lang, "pages:articles.feed.title").replace("{{name}}", name);
  const feeds = [{ title, href: `${langPrefix(lang)}/articles/feed.xml` }];
  if (category)
    feeds.push({ title: `${title}: ${category.name}`, href: `${langPrefix(lang)}/articles/category/${encodeURIComponent(category.slug)}/feed.xml` });
  return feeds;
};

/**
 * The articles page (newest first, a page at a time, with search over articles, services and sectors
 * in the page's language) and a category's page.
 */
export async function articleListData({ request, context, params }: Args) {
  const services = context.get(servicesContext);
  const lang = languageFromPath(requestPathname(request));
  const view = contentOf(context);
  const url = new URL(request.url);
  const categories = categoriesOf(context, lang);
  let category: ((typeof categories)[number] & { slug: string }) | undefined;
  if (params.slug !== undefined) {
    const id = Object.entries(view.slugs.articleCategory ?? {}).find(([, slugs]) => slugs[lang] === params.slug)?.[0];
    const found = categories.find((entry) => entry.id === id);
    if (!found) return notFoundHome(request, context);
    category = { ...found, slug: params.slug };
  }
  const requested = Number(url.searchParams.get(articlePageParam) ?? "1");
  const pageNumber = Number.isSafeInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const q = (url.searchParams.get(articleSearchParam) ?? "").slice(0, 200).trim();
  const settings = await settingsOf(context);
  const page: Page = category ? { kind: "article-category", id: category.id } : { kind: "static", page: "articles" };
  const base = await pageData({
    request,
    context,
    page,
    ns: ["pages"],
    parts: { pages: ["articles"] },
    metaKey: "pages:articles.meta",
    crumb: category
      ? { title: "pages:articles.title", parent: { title: "pages:articles.title", page: { kind: "static", page: "articles" } } }
      : { title: "pages:articles.title" },
    ...(category && {
      own: {
        title: view.text(lang, "pages:articles.categoryTitle").replace("{{name}}", category.name),
        description: view.text(lang, "pages:articles.categoryDescription").replace("{{name}}", category.name),
        languages: ["ar", "en"],
      },
    }),
    feeds: feedsOf(context, lang, settings.ownerName[lang], category),
  });

  const terms = q ? searchTerms(q) : [];
  if (terms.length > 0) {
    const found = await services.articles.search(lang, terms);
    const pagesOf = (ns: "services" | "sectors", kind: "service" | "sector") =>
      (
        ((view.value(lang, ns, "order") ?? []) as string[]).map((id) => ({
          id,
          title: view.text(lang, `${ns}:items.${id}.title`),
          description: view.text(lang, `${ns}:items.${id}.description`),
          href: pathFor({ kind, id }, lang, view.slugs),
        })) as { id: string; title: string; description: string; href: string }[]
      ).filter((item) => matchesAll(`${item.title}\n${item.description}`, terms));
    const services_ = pagesOf("services", "service");
    const sectors = pagesOf("sectors", "sector");
    const mark = (text: string) => highlight(text, terms);
    return {
      ...base,
      category: category ? { id: category.id, name: category.name } : null,
      categories,
      q,
      search: {
        count: found.length + services_.length + sectors.length,
        articles: found.map((item) => {
          const card = articleCard(context, lang, item, categories);
          const version = item.document[lang]!;
          const text = `${version.summary}\n${excerptAround(bodyText(version.body), terms, 220)}`;
          return {
            ...card,
            titleMarks: mark(card.title),
            excerpt: mark(matchesAll(version.summary, terms) ? version.summary : excerptAround(text, terms, 220)),
          };
        }),
        services: services_.map((item) => ({ ...item, titleMarks: mark(item.title), excerpt: mark(item.description) })),
        sectors: sectors.map((item) => ({ ...item, titleMarks: mark(item.title), excerpt: mark(item.description) })),
      },
      list: null,
    };
  }

  const { total, items } = await services.articles.published(lang, {
    offset: (pageNumber - 1) * articlesPerPage,
    limit: articlesPerPage,
    ...(category && { category: category.id }),
  });
  const pages = Math.max(1, Math.ceil(total / articlesPerPage));
  if (pageNumber > pages) throw redirect(url.pathname, 302);
  return {
    ...base,
    category: category ? { id: category.id, name: category.name } : null,
    categories,
    q,
    search: null,
    list: { page: pageNumber, pages, total, items: items.map((item) => articleCard(context, lang, item, categories)) },
  };
}

/** An article's page: its body rendered on the server, its dates, categories, related pages and structured data. */
export async function articleData({ request, context, params }: Args) {
  const services = context.get(servicesContext);
  const lang = languageFromPath(requestPathname(request));
  const slug = params.slug ?? "";
  const found = await services.articles.bySlug(lang, slug);
  if (!found) return notFoundHome(request, context);
  if ("redirect" in found)
    throw redirect(found.redirect ? `${langPrefix(lang)}/articles/${encodeURIComponent(found.redirect)}` : `${langPrefix(lang)}/articles`, 301);
  const { article } = found;
  const document = article.document;
  const version = document[lang]!;
  const view = contentOf(context);
  const settings = await settingsOf(context);
  const siteUrl = services.config.siteUrl;
  const languages = articleLanguages(document);
  const articleSlugs = { [article.id]: Object.fromEntries(languages.map((inLang) => [inLang, document[inLang]!.slug])) };
  const categories = categoriesOf(context, lang).filter((category) => document.categories.includes(category.id));
  const stats = bodyStats(version.body, lang);
  const cover = document.cover;
  const coverUrl = cover ? `${siteUrl}${mediaPath(cover.id, Math.max(...variantWidths(cover.width)), "webp")}` : undefined;

  // The body's pictures, at the sizes they were stored at (an id the site no longer has is left out).
  const ids = imagesOfBody(version.body);
  const stored = ids.length
    ? await services.db
        .select({ id: contentImages.id, width: contentImages.width, height: contentImages.height })
        .from(contentImages)
        .where(inArray(contentImages.id, ids))
    : [];
  const sizes = new Map(stored.map((row) => [row.id, row]));
  const contactPath = pathFor({ kind: "static", page: "contact" }, lang, view.slugs);
  const whatsapp = settings.whatsapp.replace(/[^\d]/g, "");
  const html = renderArticleBody(version.body, {
    lang,
    siteOrigin: siteUrl,
    image: (id, alt) => {
      const size = sizes.get(id);
      if (!size) return null;
      const widths = variantWidths(size.width);
      const set = (format: "avif" | "webp") => widths.map((width) => `${mediaPath(id, width, format)} ${width}w`).join(", ");
      const sizesAttr = "(min-width: 768px) 720px, 100vw";
      return {
        html: `<picture><source type="image/avif" srcset="${set("avif")}" sizes="${sizesAttr}"><source type="image/webp" srcset="${set("webp")}" sizes="${sizesAttr}"><img src="${mediaPath(id, widths[0]!, "webp")}" alt="${escapeHtml(alt ?? "")}" width="${size.width}" height="${size.height}" loading="lazy" decoding="async"></picture>`,
      };
    },
    // WhatsApp through the site: the tap is counted under the article and the chat carries a code (issue 45).
    cta: (kind) =>
      kind === "whatsapp" && whatsapp
        ? { href: tapHref("whatsapp", requestPathname(request), "page"), external: true }
        : { href: contactPath, external: false },
    videoLabel: (title) =>
      title ? view.text(lang, "pages:articles.video").replace("{{title}}", title) : view.text(lang, "pages:articles.videoUntitled"),
  });

  const base = await pageData({
    request,
    context,
    page: { kind: "article", id: article.id },
    ns: ["pages", "services", "sectors"],
    parts: {
      pages: ["articles"],
      services: ["items.*.title", "items.*.description", "items.*.icon"],
      sectors: ["items.*.title", "items.*.description", "items.*.icon"],
    },
    metaKey: "pages:articles.meta",
    crumb: { title: "pages:articles.title", parent: { title: "pages:articles.title", page: { kind: "static", page: "articles" } } },
    extraSlugs: { article: articleSlugs },
    own: { title: version.title, description: version.summary, languages, picture: cover ?? undefined, pictureAlt: version.coverAlt },
    feeds: feedsOf(context, lang, settings.ownerName[lang]),
    article: {
      publishedTime: article.publishedAt.toISOString(),
      modifiedTime: article.revisedAt?.toISOString(),
      sections: categories.map((category) => category.name),
    },
    structured: (ctx) => [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: version.title,
        description: version.summary,
        inLanguage: lang,
        datePublished: article.publishedAt.toISOString(),
        dateModified: (article.revisedAt ?? article.publishedAt).toISOString(),
        mainEntityOfPage: ctx.url({ kind: "article", id: article.id }),
        url: ctx.url({ kind: "article", id: article.id }),
        image: coverUrl ?? ctx.card,
        author: {
          "@type": "Person",
          "@id": personId(siteUrl),
          name: settings.ownerName[lang],
          // The same node as on every page: one address for him (the Arabic about page).
          url: personUrl(siteUrl),
        },
        publisher: { "@type": "ProfessionalService", "@id": businessId(siteUrl), name: settings.ownerName[lang], logo: ctx.logo },
        ...(categories.length > 0 && { articleSection: categories.map((category) => category.name) }),
        wordCount: stats.words,
      },
    ],
  });

  const related = [
    ...document.services.filter((id) => view.slugs.service[id]).map((id) => ({ kind: "service" as const, id })),
    ...document.sectors.filter((id) => view.slugs.sector[id]).map((id) => ({ kind: "sector" as const, id })),
  ].map((page) => ({
    ...page,
    href: pathFor(page, lang, view.slugs),
    title: view.text(lang, `${page.kind === "service" ? "services" : "sectors"}:items.${page.id}.title`),
    description: view.text(lang, `${page.kind === "service" ? "services" : "sectors"}:items.${page.id}.description`),
  }));
  const other: Lang = lang === "ar" ? "en" : "ar";
  return data({
    ...base,
    notFound: false as const,
    article: {
      id: article.id,
      title: version.title,
      summary: version.summary,
      html,
      publishedAt: article.publishedAt.toISOString(),
      revisedAt: article.revisedAt?.toISOString() ?? null,
      minutes: stats.readingMinutes,
      cover: cover
        ? { id: cover.id, width: cover.width, height: cover.height, alt: version.coverAlt, ...(cover.focus && { focus: cover.focus }) }
        : null,
      categories: categories.map(({ name, href }) => ({ name, href })),
      related,
      author: settings.ownerName[lang],
    },
    // The language toggle: the article in the other language, or that language's articles page, which says why.
    otherLanguagePath: document[other]
      ? `${langPrefix(other)}/articles/${encodeURIComponent(document[other]!.slug)}`
      : `${langPrefix(other)}/articles#not-translated`,
  });
}
