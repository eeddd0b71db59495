import type { RouterContextProvider } from "react-router";
import { contentContext, servicesContext } from "#server/context";
import { langPrefix, type Lang } from "#core/i18n/languages";
import { pathFor } from "#core/i18n/page-paths";
import type { ArticleDocument } from "#core/articles/article-document";
import type { ArticleCard } from "#core/articles/article-wire";

type Context = Readonly<RouterContextProvider>;

/**
 * Article cards as the lists show them (the articles and category pages, a service's or sector's related
 * articles, the home page's latest): title, summary, cover, date, reading time and categories, never a body.
 */

/** His article categories as a page in one language shows them, in his order. */
export function categoriesOf(context: Context, lang: Lang) {
  const view = context.get(contentContext);
  const items = (view.value(lang, "pages", "articles.categoryItems") ?? {}) as Record<string, { name: string; slug: string }>;
  const order = (view.value(lang, "pages", "articles.categoryOrder") ?? []) as string[];
  return order
    .filter((id) => items[id])
    .map((id) => ({ id, name: items[id]!.name, href: pathFor({ kind: "article-category", id }, lang, view.slugs) }));
}

/** A card of an article; `categories` is the page's list of them, worked out once for all its cards. */
export function articleCard(
  context: Context,
  lang: Lang,
  item: { id: string; document: ArticleDocument; publishedAt: Date; minutes: number },
  categories = categoriesOf(context, lang),
): ArticleCard {
  const version = item.document[lang]!;
  const cover = item.document.cover;
  return {
    id: item.id,
    href: `${langPrefix(lang)}/articles/${encodeURIComponent(version.slug)}`,
    title: version.title,
    summary: version.summary,
    publishedAt: item.publishedAt.toISOString(),
    minutes: item.minutes,
    cover: cover
      ? { id: cover.id, width: cover.width, height: cover.height, alt: version.coverAlt, ...(cover.focus && { focus: cover.focus }) }
      : null,
    categories: categories.filter((category) => item.document.categories.includes(category.id)).map(({ name, href }) => ({ name, href })),
  };
}

/** His newest published articles in a language, as cards (a service's or sector's when `about` names it). */
export async function latestArticleCards(context: Context, lang: Lang, limit: number, about: { service?: string; sector?: string } = {}) {
  if (limit === 0) return [];
  const { items } = await context.get(servicesContext).articles.published(lang, { limit, ...about });
  const categories = categoriesOf(context, lang);
  return items.map((item) => articleCard(context, lang, item, categories));
}
