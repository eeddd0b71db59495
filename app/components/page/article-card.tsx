import { UploadedImage } from "~/components/ui/uploaded-image";
import { formatDate } from "~/utils/format";
import { useLang, useT } from "~/i18n/use-lang";
import type { ArticleCard as Card } from "#core/articles/article-wire";
import { Marked, type Marks } from "./marked";

/** One article in a list: its cover, categories, title, summary, date and reading time. */
export function ArticleCard({
  article,
  titleMarks,
  excerpt,
  eager = false,
}: {
  article: Card;
  titleMarks?: Marks;
  excerpt?: Marks;
  eager?: boolean;
}) {
  const lang = useLang();
  const { t } = useT("common");
  return (
    <article className="card group relative flex flex-col overflow-hidden">
      {article.cover && (
        <div className="aspect-[16/9] overflow-hidden">
          <UploadedImage
            image={{ ...article.cover }}
            alt=""
            eager={eager}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        {article.categories.length > 0 && (
          <ul className="flex flex-wrap gap-2 text-xs font-bold text-accent-text">
            {article.categories.map((category) => (
              <li key={category.href}>
                <a href={category.href} className="relative z-10 hover:underline">
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        <h2 className="text-xl font-extrabold leading-snug">
          {/* The whole card is the article's link; the category links sit above it. */}
          <a href={article.href} className="after:absolute after:inset-0">
            {titleMarks ? <Marked marks={titleMarks} /> : article.title}
          </a>
        </h2>
        {/* The home page's cards come without their summaries (its HTML budget); the lists show them. */}
        {(excerpt || article.summary) && <p className="leading-7 text-muted">{excerpt ? <Marked marks={excerpt} /> : article.summary}</p>}
        <p className="mt-auto flex flex-wrap gap-x-3 text-sm text-muted">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
          <span aria-hidden>·</span>
          <span>{t("articles.minutes", { count: article.minutes })}</span>
        </p>
      </div>
    </article>
  );
}
