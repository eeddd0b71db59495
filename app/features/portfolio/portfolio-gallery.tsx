import { Link, useSearchParams } from "react-router";
import { useT } from "~/i18n/use-lang";
import type { PortfolioItem } from "#core/content/content-types";
import { PortfolioCard } from "./portfolio-card";

/**
 * Work with a category filter. The filter is a set of links (?category=…),
 * so it works without JavaScript and can be shared; with JavaScript it
 * filters in place without reloading data. Every item is in the page, those
 * of other categories hidden, so the page of islands (ADR 055) filters by
 * showing and hiding them (app/islands/portfolio-filter.ts).
 */
/** `eagerFirst`: the gallery opens the page, so its first picture is what a phone paints largest: fetched at once, first. */
export function PortfolioGallery({
  items,
  filter = true,
  headingLevel = 3,
  eagerFirst = false,
}: {
  items: PortfolioItem[];
  filter?: boolean;
  headingLevel?: 2 | 3;
  eagerFirst?: boolean;
}) {
  const { t } = useT("pages");
  const common = useT("common").t;
  const [params] = useSearchParams();
  const requested = params.get("category");
  // The owner's categories in his order: those with work to show (a hidden one's work shows under "All" only).
  const names = t("portfolio.categories", { returnObjects: true });
  const categories = t("portfolio.categoryOrder", { returnObjects: true }).filter((id) => items.some((item) => item.category === id));
  const active = filter && requested !== null && categories.includes(requested) ? requested : null;
  const shown = active ? items.filter((item) => item.category === active) : items;
  const labels = (item: PortfolioItem) => ({
    category: names[item.category] ?? "",
    watch: (title: string) => t("portfolio.watch", { title }),
    watchOn: t("portfolio.watchOn"),
    videoFailed: t("portfolio.videoFailed"),
    opensInNewTab: common("a11y.opensInNewTab"),
  });

  return (
    <div>
      {filter && (
        <nav aria-label={t("portfolio.filterLabel")} className="mb-8" data-island="portfolio-filter" data-island-links>
          <ul className="flex flex-wrap gap-2">
            {[null, ...categories].map((category) => {
              const current = category === active;
              return (
                <li key={category ?? "all"}>
                  <Link
                    to={category ? `?category=${category}` : "?"}
                    replace
                    preventScrollReset
                    aria-current={current ? "true" : undefined}
                    // The current one's look follows aria-current, which the page of islands sets without React.
                    className="inline-flex rounded-full border border-line px-4 py-2 text-sm font-semibold text-muted transition-colors hover:border-accent/60 hover:text-fg aria-[current=true]:border-accent aria-[current=true]:bg-accent-solid aria-[current=true]:text-on-accent"
                    data-filter={category ?? "all"}
                  >
                    {category ? names[category] : t("portfolio.all")}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {shown.length === 0 ? (
        <p className="card p-8 text-center text-muted">{t("portfolio.empty")}</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-live="polite">
          {items.map((item, index) => (
            <li key={item.id} hidden={active !== null && item.category !== active} data-category={item.category}>
              <PortfolioCard item={item} labels={labels(item)} headingLevel={headingLevel} eager={eagerFirst && index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
