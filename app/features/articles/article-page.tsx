import { PageHeader } from "~/components/page/page-header";
import { UploadedImage } from "~/components/ui/uploaded-image";
import { PageIcon } from "~/components/icons/page-icon";
import { formatDate } from "~/utils/format";
import { useLang, useT } from "~/i18n/use-lang";
import { langPrefix } from "#core/i18n/languages";

export type ArticleView = {
  id: string;
  title: string;
  summary: string;
  /** Rendered on the server from the stored structure (core/articles/article-render.ts): escaped, no raw HTML of his. */
  html: string;
  publishedAt: string;
  revisedAt: string | null;
  minutes: number;
  cover: { id: string; width: number; height: number; alt: string; focus?: { x: number; y: number } } | null;
  categories: { name: string; href: string }[];
  related: { kind: "service" | "sector"; id: string; href: string; title: string; description: string }[];
  author: string;
};

/** One article: its header, cover, body, and the services and sectors it relates to. */
export function ArticlePage({ article }: { article: ArticleView }) {
  const lang = useLang();
  const { t } = useT("pages");
  const { t: tCommon } = useT("common");
  const { t: tServices } = useT("services");
  const { t: tSectors } = useT("sectors");
  return (
    <>
      <PageHeader title={article.title} subtitle={article.summary} parents={[{ label: t("articles.title"), href: `${langPrefix(lang)}/articles` }]}>
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <span>{t("articles.by", { name: article.author })}</span>
          <time dateTime={article.publishedAt}>{t("articles.published", { date: formatDate(article.publishedAt, lang) })}</time>
          {/* "Updated" only when it says something: a later day than the one it was published on. */}
          {article.revisedAt && formatDate(article.revisedAt, lang) !== formatDate(article.publishedAt, lang) && (
            <time dateTime={article.revisedAt}>{t("articles.updated", { date: formatDate(article.revisedAt, lang) })}</time>
          )}
          <span>{tCommon("articles.minutes", { count: article.minutes })}</span>
        </div>
        {article.categories.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("articles.categories")}>
            {article.categories.map((category) => (
              <li key={category.href}>
                <a
                  href={category.href}
                  className="inline-block rounded-full border border-line px-3 py-1 text-xs font-bold text-accent-text hover:border-accent"
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </PageHeader>
      <div className="container-page max-w-3xl py-12">
        {article.cover && (
          <figure className="mb-10 overflow-hidden rounded-2xl border border-line">
            <UploadedImage image={article.cover} eager sizes="(min-width: 768px) 720px, 100vw" className="aspect-[16/9] w-full object-cover" />
          </figure>
        )}
        <div className="article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
        {article.related.length > 0 && (
          <section aria-labelledby="article-related" className="mt-16 border-t border-line pt-10">
            <h2 id="article-related" className="mb-6 text-2xl font-extrabold">
              {t("articles.related.title")}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {article.related.map((page) => (
                <li key={`${page.kind}-${page.id}`} className="card p-5">
                  <a href={page.href} className="flex items-center gap-3 font-bold hover:underline">
                    <PageIcon
                      name={page.kind === "service" ? tServices(`items.${page.id}.icon`) : tSectors(`items.${page.id}.icon`)}
                      className="size-6 shrink-0 text-accent-text"
                    />
                    {page.title}
                  </a>
                  <p className="mt-2 text-sm leading-6 text-muted">{page.description}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
