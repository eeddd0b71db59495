import { Feed } from "feed";
import type { Route } from "./+types/articles-feed";
import { servicesContext } from "#server/context";
import { languageFromPath, langPrefix, type Lang } from "#core/i18n/languages";
import { requestPathname } from "~/utils/request-path";

/** How many of the newest articles a feed carries. */
const feedSize = 20;

/**
 * An RSS 2.0 feed of his published articles in one language, all of them or one category's
 * (`feed` writes the XML: every text escaped, Arabic and emoji as they are).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const lang: Lang = languageFromPath(requestPathname(request));
  const view = await services.content.published();
  const siteUrl = services.config.siteUrl;
  let category: { id: string; name: string } | undefined;
  if (params.slug !== undefined) {
    const id = Object.entries(view.slugs.articleCategory ?? {}).find(([, slugs]) => slugs[lang] === params.slug)?.[0];
    if (!id) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    const items = (view.value(lang, "pages", "articles.categoryItems") ?? {}) as Record<string, { name: string }>;
    category = { id, name: items[id]?.name ?? id };
  }
  const settings = await services.settings.get();
  const name = settings.ownerName[lang];
  const title = view.text(lang, "pages:articles.feed.title").replace("{{name}}", name);
  const articlesPage = `${siteUrl}${langPrefix(lang)}/articles`;
  const { items } = await services.articles.published(lang, { limit: feedSize, ...(category && { category: category.id }) });
  const feed = new Feed({
    title: category ? `${title}: ${category.name}` : title,
    description: view.text(lang, "pages:articles.feed.description"),
    id: articlesPage,
    link: articlesPage,
    language: lang,
    copyright: name,
    updated: items[0]?.revisedAt ?? items[0]?.publishedAt ?? new Date(0),
    feedLinks: { rss: `${siteUrl}${requestPathname(request)}` },
    author: { name },
  });
  for (const item of items) {
    const version = item.document[lang]!;
    const link = `${articlesPage}/${encodeURIComponent(version.slug)}`;
    feed.addItem({
      title: version.title,
      id: link,
      link,
      description: version.summary,
      date: item.revisedAt ?? item.publishedAt,
      published: item.publishedAt,
      author: [{ name }],
    });
  }
  return new Response(feed.rss2(), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
