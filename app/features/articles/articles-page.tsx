import { Search } from "lucide-react";
import { PageHeader } from "~/components/page/page-header";
import { useLang, useT } from "~/i18n/use-lang";
import { langPrefix } from "#core/i18n/languages";
import type { ArticleCard as Card } from "#core/articles/article-wire";
import { ArticleCard } from "~/components/page/article-card";
import { Marked, type Marks } from "~/components/page/marked";

type Found = { id: string; href: string; title: string; titleMarks: Marks; excerpt: Marks };
export type ArticlesPageData = {
  category: { id: string; name: string } | null;
  categories: { id: string; name: string; href: string }[];
  q: string;
  search: { count: number; articles: (Card & { titleMarks: Marks; excerpt: Marks })[]; services: Found[]; sectors: Found[] } | null;
  list: { page: number; pages: number; total: number; items: Card[] } | null;
};

/**
 * The articles page and a category's page: newest first, a page at a time, with a search over the
 * articles, services and sectors of this language. All of it works without JavaScript.
 */
export function ArticlesPage({ data }: { data: ArticlesPageData }) {
  const lang = useLang();
  const { t } = useT("pages");
  const base = `${langPrefix(lang)}/articles`;
  const here = data.category ? data.categories.find((category) => category.id === data.category!.id)!.href : base;
  const title = data.category ? t("articles.categoryTitle", { name: data.category.name }) : t("articles.title");
  return (
    <>
      <PageHeader title={title} subtitle={t("articles.subtitle")} parents={data.category ? [{ label: t("articles.title"), href: base }] : []}>
        <form method="get" action={base} role="search" className="mt-8 flex max-w-xl gap-2">
          <label htmlFor="articles-q" className="sr-only">
            {t("articles.search.label")}
          </label>
          <input
            id="articles-q"
            name="q"
            type="search"
            defaultValue={data.q}
            maxLength={200}
            placeholder={t("articles.search.placeholder")}
            className="min-w-0 flex-1 rounded-xl border border-line bg-surface px-4 py-3 focus-visible:border-accent"
          />
          <button type="submit" className="btn-primary inline-flex shrink-0">
            <Search className="size-4" aria-hidden />
            {t("articles.search.button")}
          </button>
        </form>
      </PageHeader>
      <div className="container-page py-12">
        {/* Reached from an article that has no version in this language (the language toggle): said once, by CSS alone. */}
        <p id="not-translated" role="note" className="mb-8 hidden rounded-xl border border-line bg-surface p-4 target:block">
          {t("articles.notTranslated")}
        </p>
        {data.categories.length > 0 && (
          <nav aria-label={t("articles.categories")} className="mb-10">
            <ul className="flex flex-wrap gap-2">
              {[{ id: "", name: t("articles.allCategories"), href: base }, ...data.categories].map((category) => {
                const current = (data.category?.id ?? "") === category.id;
                return (
                  <li key={category.id || "all"}>
                    <a
                      href={category.href}
                      aria-current={current ? "page" : undefined}
                      className={`inline-block rounded-full border px-4 py-1.5 text-sm font-semibold ${current ? "border-accent bg-accent-soft text-accent-text" : "border-line hover:border-accent"}`}
                    >
                      {category.name}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        {data.search ? <SearchResults search={data.search} q={data.q} base={base} /> : data.list && <List list={data.list} here={here} />}
      </div>
    </>
  );
}

function SearchResults({ search, q, base }: { search: NonNullable<ArticlesPageData["search"]>; q: string; base: string }) {
  const { t } = useT("pages");
  const groups = [
    { key: "services", title: t("articles.search.services"), items: search.services },
    { key: "sectors", title: t("articles.search.sectors"), items: search.sectors },
  ].filter((group) => group.items.length > 0);
  return (
    <section aria-labelledby="search-results">
      <div className="mb-8 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="search-results" className="text-2xl font-extrabold">
          {t("articles.search.results", { count: search.count, q })}
        </h2>
        <a href={base} className="text-sm font-semibold text-accent-text hover:underline">
          {t("articles.search.clear")}
        </a>
      </div>
      {search.count === 0 && <p className="text-muted">{t("articles.search.none")}</p>}
      {search.articles.length > 0 && (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {search.articles.map((article) => (
            <ArticleCard key={article.id} article={article} titleMarks={article.titleMarks} excerpt={article.excerpt} />
          ))}
        </div>
      )}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`found-${group.key}`} className="mt-12">
          <h3 id={`found-${group.key}`} className="mb-4 text-xl font-extrabold">
            {group.title}
          </h3>
          <ul className="grid gap-4 sm:grid-cols-2">
            {group.items.map((item) => (
              <li key={item.id} className="card p-5">
                <a href={item.href} className="font-bold hover:underline">
                  <Marked marks={item.titleMarks} />
                </a>
                <p className="mt-2 text-sm leading-6 text-muted">
                  <Marked marks={item.excerpt} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function List({ list, here }: { list: NonNullable<ArticlesPageData["list"]>; here: string }) {
  const { t } = useT("pages");
  if (list.items.length === 0) return <p className="text-muted">{t("articles.empty")}</p>;
  const pageHref = (page: number) => (page === 1 ? here : `${here}?page=${page}`);
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((article, index) => (
          <ArticleCard key={article.id} article={article} eager={index === 0 && list.page === 1} />
        ))}
      </div>
      {list.pages > 1 && (
        <nav aria-label={t("articles.pages.label")} className="mt-12 flex items-center justify-between gap-4">
          {list.page > 1 ? (
            <a href={pageHref(list.page - 1)} rel="prev" className="btn-ghost inline-flex">
              {t("articles.pages.previous")}
            </a>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{t("articles.pages.current", { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages ? (
            <a href={pageHref(list.page + 1)} rel="next" className="btn-ghost inline-flex">
              {t("articles.pages.next")}
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
