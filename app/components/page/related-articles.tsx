import type { ArticleCard as Card } from "#core/articles/article-wire";
import { langPrefix } from "#core/i18n/languages";
import { useLang, useT } from "~/i18n/use-lang";
import { ArticleCard } from "./article-card";

/** His newest articles about this service or sector; nothing when he has written none. */
export function RelatedArticles({ articles }: { articles: Card[] }) {
  const lang = useLang();
  const { t } = useT("common");
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-articles">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="related-articles" className="text-2xl font-extrabold">
          {t("articles.related")}
        </h2>
        <a href={`${langPrefix(lang)}/articles`} className="text-sm font-semibold text-accent-text hover:underline">
          {t("articles.all")}
        </a>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
    </section>
  );
}
