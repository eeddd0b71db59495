import type { RouterContextProvider } from "react-router";
import type { Page } from "#core/i18n/page-paths";
import type { Lang } from "#core/i18n/languages";
import { notFoundHome, pageData, redirectFormerSlug, resolvePage, type PageDataOptions } from "./page-data.server";
import type { ArticleCard } from "#core/articles/article-wire";
import { latestArticleCards } from "./article-cards.server";

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };
type DetailOptions = Omit<PageDataOptions, "request" | "context" | "page">;

/**
 * The loader of a page whose path names one item (a service, a sector, a
 * tool…): resolves the path to a page, answers an unknown one with the home
 * page and 404 (the site's not-found behaviour), and otherwise returns the
 * page's data, breadcrumbs and structured data.
 */
export async function detailPage<P extends Page>(
  { request, context }: LoaderArgs,
  accepts: (page: Page | undefined) => page is P,
  options: (page: P) => DetailOptions,
) {
  const page = resolvePage(request, context);
  if (!accepts(page)) {
    await redirectFormerSlug(request, context);
    return notFoundHome(request, context);
  }
  const data = await pageData({ request, context, page, ...options(page) });
  return { ...data, page, notFound: false as const, relatedArticles: await relatedArticles(context, data.lang, page) };
}

/** His newest articles about a service or sector (an article names the pages it relates to), for that page's list of them. */
async function relatedArticles(context: LoaderArgs["context"], lang: Lang, page: Page): Promise<ArticleCard[]> {
  if (page.kind !== "service" && page.kind !== "sector") return [];
  return latestArticleCards(context, lang, 3, { [page.kind]: page.id });
}

/** `accepts` for `detailPage`: pages of one kind. */
export function pageOfKind<K extends Page["kind"]>(kind: K) {
  return (page: Page | undefined): page is Extract<Page, { kind: K }> => page?.kind === kind;
}
